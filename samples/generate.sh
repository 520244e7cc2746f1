#!/usr/bin/env bash
# Regenerates samples/demo-rollouts.jsonl by running every demo program through the local sandbox.
# Needs JDK 17+, Maven and python3; uses bubblewrap or unshare isolation when available.
set -euo pipefail
cd "$(dirname "$0")/.."
output="$(realpath -m "${1:-samples/demo-rollouts.jsonl}")"
exec scripts/run-test-main.sh com.collimate.inspector.sandbox.SampleLogGenerator "$output"
