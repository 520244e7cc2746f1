#!/usr/bin/env bash
# Compare view benchmark: open time of a big output pair in the real view (headless Monocle unless DISPLAY is
# set) with masks on and off, and the slowest jump across the document.
# Usage: bench/compare-view.sh [LINES=1000000] [CHANGED_EVERY=100] [TIMESTAMPS_DIFFER=false]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -o test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
exec java -Xmx3g -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  com.collimate.inspector.bench.CompareViewBench "${1:-1000000}" "${2:-100}" "${3:-false}"
