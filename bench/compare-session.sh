#!/usr/bin/env bash
# The first compare of a session as a user gets there: the real main window opens a log of two runs with N-line
# stdouts, shows the first one's Stdout, then (read) waits until the app's compare warm-up has run, or (quick) does
# not, and presses Compare; prints the time to the first frame showing the diff and the CPU of every thread.
# Usage: bench/compare-session.sh [LINES=1000000] [CHANGED_EVERY=100] [read|quick|click]   (click: quick, pressed by a mouse press as a user does)
set -euo pipefail
cd "$(dirname "$0")/.."
source packaging/lib/common.sh  # APP_JAVA_OPTIONS: the JVM options the app runs with
JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:-$APP_JAVA_OPTIONS}" exec scripts/run-test-main.sh com.collimate.inspector.bench.CompareSessionBench "${1:-1000000}" "${2:-100}" "${3:-read}"
