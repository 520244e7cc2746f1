#!/usr/bin/env bash
# Replay engine benchmark: a bare OkHttp loop and the engine (journal on) against the same loopback stub, then the
# heap over a long batch. Usage: bench/replay.sh [RUNS=20000] [CONCURRENCY=16] [HEAP_RUNS=100000]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -o test-compile
mvn -B -q -o org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt
exec java -Xmx512m -Dsun.net.httpserver.nodelay=true \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  com.collimate.inspector.bench.ReplayBench "${1:-20000}" "${2:-16}" "${3:-100000}"
