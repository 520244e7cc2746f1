#!/usr/bin/env bash
# Reader benchmark: generates a realistic ~1 GB rollout log, then times `summary --json`, jq and wc -l on it,
# prints one core's scanning ceilings and the warm in-process reader, and measures heap bytes per indexed run
# on a 1M-run log. See docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

SIZE_MB=${SIZE_MB:-1024}
HEAP_RUNS=${HEAP_RUNS:-1000000}
REPEAT=${REPEAT:-3}
DIR=${BENCH_DIR:-${TMPDIR:-/tmp}/replay-inspector-bench}
JAR=target/replay-inspector.jar
mkdir -p "$DIR"

if [[ ! -f $JAR || -n $(find src/main -newer "$JAR" -type f | head -1) ]]; then
  mvn -B -q -DskipTests package
fi
if [[ ! -f target/test-classes/com/collimate/inspector/bench/ScanBounds.class ]]; then
  mvn -B -q test-compile
fi
TEST_CP=target/test-classes:$JAR

LOG=$DIR/realistic-${SIZE_MB}mb.jsonl
[[ -f $LOG ]] || java -cp "$TEST_CP" com.collimate.inspector.bench.LogGenerator "$LOG" "$SIZE_MB"
SMALL=$DIR/small-${HEAP_RUNS}.jsonl
[[ -f $SMALL ]] || java -cp "$TEST_CP" com.collimate.inspector.bench.LogGenerator "$SMALL" --runs "$HEAP_RUNS"

BYTES=$(stat -c %s "$LOG")
cat "$LOG" > /dev/null   # every tool reads from the page cache

CPU_FILE=$(mktemp)
trap 'rm -f "$CPU_FILE"' EXIT
seconds() { # seconds COMMAND...: wall-clock seconds of the command (output discarded); CPU seconds go to $CPU_FILE
  /usr/bin/time -f '%e %U %S' -o "$CPU_FILE" "$@" > /dev/null
  read -r wall user sys < "$CPU_FILE"
  echo "$user + $sys" | bc -l > "$CPU_FILE"
  echo "$wall"
}
cpu() { cat "$CPU_FILE"; }
rate() { echo "scale=0; $BYTES / 1000000 / $1" | bc -l; }

echo "log: $LOG ($((BYTES / 1000000)) MB, $(wc -l < "$LOG") lines); $(nproc) cores; load: $(cut -d' ' -f1-3 /proc/loadavg)"
best=
for i in $(seq "$REPEAT"); do
  t=$(seconds java -jar "$JAR" summary --json "$LOG")
  printf 'summary --json   run %d: %6.2f s  %5s MB/s   (CPU %.2f s: %s MB per CPU-second)\n' "$i" "$t" "$(rate "$t")" \
    "$(cpu)" "$(rate "$(cpu)")"
  if [[ -z $best ]] || (( $(echo "$t < $best" | bc -l) )); then best=$t; fi
done
jq_t=$(seconds jq -c '{run_id,seed,seed_ack,exit_code}' "$LOG")
printf 'jq -c            :       %6.2f s  %5s MB/s   (CPU %.2f s)\n' "$jq_t" "$(rate "$jq_t")" "$(cpu)"
wc_t=$(seconds wc -l "$LOG")
printf 'wc -l            :       %6.2f s  %5s MB/s\n' "$wc_t" "$(rate "$wc_t")"
printf 'summary (best)   :       %6.2f s  %5s MB/s = %.1fx jq, %.2fx wc -l\n' "$best" "$(rate "$best")" \
  "$(echo "$jq_t / $best" | bc -l)" "$(echo "$wc_t / $best" | bc -l)"

echo "one core's ceilings on the first 200 MB of the log, warm (no JVM start, no JIT warm-up):"
java -cp "$TEST_CP" com.collimate.inspector.bench.ScanBounds "$LOG" 200 3
java -cp "$TEST_CP" com.collimate.inspector.bench.ReaderBenchmark repeat "$LOG" 3
java -cp "$TEST_CP" com.collimate.inspector.bench.ReaderBenchmark heap "$SMALL"
java -cp "$TEST_CP" com.collimate.inspector.bench.ReaderBenchmark heap "$LOG"
