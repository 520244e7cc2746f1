#!/usr/bin/env bash
# Sorting and filtering benchmark: opens a log in-process, then sorts and filters its runs table (RunsViewModel on
# direct executors, no GUI) by several columns, ROUNDS times each, and prints the best and median wall-clock and CPU
# milliseconds per case. See docs/benchmarks-gui.md, "Sorting and filtering".
# Usage: bench/sort.sh LOG [ROUNDS=5]
set -euo pipefail
cd "$(dirname "$0")/.."

JAR=target/replay-inspector.jar
if [[ ! -f $JAR || -n $(find src/main -newer "$JAR" -type f | head -1) ]]; then
  mvn -B -q -DskipTests package
fi
if [[ ! -f target/test-classes/com/collimate/inspector/bench/SortBenchmark.class ]]; then
  mvn -B -q test-compile
fi
exec java -Xmx3g -cp "target/test-classes:$JAR" com.collimate.inspector.bench.SortBenchmark "$1" "${2:-5}"
