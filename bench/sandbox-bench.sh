#!/usr/bin/env bash
# Prints local sandbox start-up, exec latency and throughput per isolation. Usage: bench/sandbox-bench.sh [execs]
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/run-test-main.sh com.collimate.inspector.sandbox.SandboxBench "${1:-30}"
