#!/usr/bin/env bash
# Prints local sandbox start-up, exec latency and throughput per isolation. Usage: bench/sandbox-bench.sh [execs]
set -euo pipefail
cd "$(dirname "$0")/.."

mvn -B -q test-compile
mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/sandbox-bench.classpath
java -cp "target/test-classes:target/classes:$(cat target/sandbox-bench.classpath)" \
    com.collimate.inspector.sandbox.SandboxBench "${1:-30}"
