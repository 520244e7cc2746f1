#!/usr/bin/env bash
# GUI loading benchmark: opens the sample log, then a big log, in the real main window (headless Monocle, software
# rendering) and prints time to first rows and first frame, load rate, FX pulse gaps and FX CPU per frame (loading,
# scrolling, sorting, searching) and RSS.
# Usage: bench/gui-load.sh [LOG=target/bench/gui-1gb.jsonl] [MEGABYTES=1000] [sample-used]  (the log is generated if
# missing; sample-used selects a run of the sample first, so the big log gets a new tab instead of the sample's)
set -euo pipefail
cd "$(dirname "$0")/.."
source packaging/lib/common.sh  # APP_JAVA_OPTIONS: the JVM options the app runs with
JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:--Xmx700m $APP_JAVA_OPTIONS}" exec scripts/run-test-main.sh \
  com.collimate.inspector.bench.GuiLoadBench "${1:-target/bench/gui-1gb.jsonl}" "${2:-1000}" ${3:+"$3"}
