#!/usr/bin/env bash
# What one step of filling rows into the Compare view's shown texts costs the FX thread: a generated pair opened in the
# real view, then rows of both areas replaced by the same rows (GenericStyledArea.replace), step by step; prints the
# FX time of each part of a step and the longest FX pulse gap around it.
# Usage: bench/replace-step.sh [LINES=1000000] [ROWS=1000] [STEPS=12] [view|bare] [later|now|busy]
set -euo pipefail
cd "$(dirname "$0")/.."
source packaging/lib/common.sh  # APP_JAVA_OPTIONS: the JVM options the app runs with
JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:-$APP_JAVA_OPTIONS}" exec scripts/run-test-main.sh \
    com.collimate.inspector.bench.ReplaceStepBench "${1:-1000000}" "${2:-1000}" "${3:-12}" "${4:-view}" "${5:-later}"
