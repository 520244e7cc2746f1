#!/usr/bin/env bash
# Compare view benchmark: open time of a big output pair in the real view (headless Monocle unless DISPLAY is
# set) with masks on and off, the slowest jump across the document, and after the second open the FX pulse gaps of
# far jumps made as a user makes them (ruler clicks, F7 after a scroll-bar drag, First divergence, a far fold
# expanded; add -DfarJumps.jfr=FILE to the java line to record them alone with JFR). By default two fresh JVMs: one
# without a warm-up, one where the app's compare warm-up has run to its end first (as after the first log of a session loads).
# Usage: bench/compare-view.sh [LINES=1000000] [CHANGED_EVERY=100] [TIMESTAMPS_DIFFER=false] [WARM_UP=both]
#   WARM_UP: both, none, app, or LINESxROUNDS (a warm-up of another size, for sizing it)
set -euo pipefail
cd "$(dirname "$0")/.."
source packaging/lib/common.sh  # APP_JAVA_OPTIONS: the JVM options the app runs with
mvn -B -q -o test-compile
mvn -B -q -o org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
lines="${1:-1000000}" changed_every="${2:-100}" timestamps_differ="${3:-false}" warm_up="${4:-both}"
for mode in $([ "$warm_up" = both ] && echo "none app" || echo "$warm_up"); do
  echo "== fresh JVM, warm-up: $mode"
  java -Xmx3g $APP_JAVA_OPTIONS -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
    com.collimate.inspector.bench.CompareViewBench "$lines" "$changed_every" "$timestamps_differ" "$mode"
done
