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
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
java -Xmx400m -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  com.collimate.inspector.bench.DiffBenchmark "$OUT" "${SIZES[@]}"

best_ms() { # best wall time in ms of 3 runs of the command, output discarded
  local best=999999999
  for _ in 1 2 3; do
    local start end
    start=$(date +%s%N)
    "$@" > /dev/null || [ $? -eq 1 ]
    end=$(date +%s%N)
    local ms=$(( (end - start) / 1000000 ))
    (( ms < best )) && best=$ms
  done
  echo "$best"
}

for n in "${SIZES[@]}"; do
  a="$OUT/$n-a.txt"; b="$OUT/$n-b.txt"
  gnu=$(best_ms diff "$a" "$b")
  cli=$(best_ms java -Xmx400m -jar target/replay-inspector.jar diff "$a" "$b")
  raw=$(best_ms java -Xmx400m -jar target/replay-inspector.jar diff --no-masks "$a" "$b")
  gnu_lines=$(diff "$a" "$b" | grep -c '^[<>]' || true)
  echo "whole process $(printf '%9s' "$n") lines: GNU diff ${gnu} ms ($gnu_lines changed lines) | CLI masks on ${cli} ms" \
       "(x$(awk "BEGIN{printf \"%.2f\", $cli/($gnu>0?$gnu:1)}")) | CLI --no-masks ${raw} ms" \
       "(x$(awk "BEGIN{printf \"%.2f\", $raw/($gnu>0?$gnu:1)}"))"
done
