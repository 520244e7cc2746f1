#!/usr/bin/env bash
# Runs a main class from the test sources with the full test class path: scripts/run-test-main.sh CLASS [ARGS...]
set -euo pipefail
cd "$(dirname "$0")/.."

mvn -B -q test-compile
mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/test-main.classpath
exec java -cp "target/test-classes:target/classes:$(cat target/test-main.classpath)" "$@"
