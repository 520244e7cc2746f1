#!/usr/bin/env bash
# Regenerates samples/demo-rollouts.jsonl by running every demo program through the local sandbox.
# Needs JDK 17+, Maven and python3; uses bubblewrap or unshare isolation when available.
set -euo pipefail
cd "$(dirname "$0")/.."

mvn -B -q test-compile
mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/sample-generator.classpath
java -cp "target/test-classes:target/classes:$(cat target/sample-generator.classpath)" \
    com.collimate.inspector.sandbox.SampleLogGenerator "${1:-samples/demo-rollouts.jsonl}"
