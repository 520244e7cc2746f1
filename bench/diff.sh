#!/usr/bin/env bash
# Diff benchmark: 100k and 1M log-like lines with 1% of the lines changed.
#  1. in-process TextDiffer (best of 5, -Xmx400m, masks on and off), with peak heap;
#  2. the whole-process CLI (`java -jar ... diff A B`) next to GNU diff on the same files (best of 3 each).
# Usage: bench/diff.sh [LINES...]   (default: 100000 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=("${@:-100000 1000000}")
read -r -a SIZES <<< "${SIZES[*]}"
OUT=target/bench-diff
mvn -B -q -o -DskipTests package
mvn -B -q -o test-compile
mvn -B -q -o org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
java -Xmx400m -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  com.collimate.inspector.bench.DiffBenchmark "$OUT" "${SIZES[@]}"

best() { # "best-wall-ms best-cpu-ms" of 3 runs of the command (cpu = user + sys of the process), output discarded
  local wall=999999999 cpu=999999999
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %U %S" -o "$OUT/time.txt" "$@" > /dev/null || [ $? -eq 1 ]
    read -r e u s < <(tail -1 "$OUT/time.txt")
    local w c
    w=$(awk "BEGIN{printf \"%d\", $e*1000}"); c=$(awk "BEGIN{printf \"%d\", ($u+$s)*1000}")
    (( w < wall )) && wall=$w
    (( c < cpu )) && cpu=$c
  done
  echo "$wall $cpu"
}

ratio() { awk "BEGIN{printf \"%.2f\", $1/($2>0?$2:1)}"; }

for n in "${SIZES[@]}"; do
  a="$OUT/$n-a.txt"; b="$OUT/$n-b.txt"
  read -r gnu_wall gnu_cpu < <(best diff "$a" "$b")
  read -r cli_wall cli_cpu < <(best java -Xmx400m -jar target/replay-inspector.jar diff "$a" "$b")
  read -r raw_wall raw_cpu < <(best java -Xmx400m -jar target/replay-inspector.jar diff --no-masks "$a" "$b")
  gnu_lines=$(diff "$a" "$b" | grep -c '^[<>]' || true)
  echo "whole process $(printf '%9s' "$n") lines (GNU: $gnu_lines changed lines), best of 3, wall / cpu:" \
       "GNU diff ${gnu_wall} / ${gnu_cpu} ms | CLI ${cli_wall} / ${cli_cpu} ms (x$(ratio "$cli_wall" "$gnu_wall") wall," \
       "x$(ratio "$cli_cpu" "$gnu_cpu") cpu) | CLI --no-masks ${raw_wall} / ${raw_cpu} ms" \
       "(x$(ratio "$raw_wall" "$gnu_wall") wall, x$(ratio "$raw_cpu" "$gnu_cpu") cpu)"
done
