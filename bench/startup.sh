#!/usr/bin/env bash
# Prints the start-up figures of a built app-image (Linux):
#   bench/startup.sh [target/installer/replay-inspector] [runs]
#   - `--version`: wall time of the launcher, min and median of <runs> runs
#   - GUI: time from exec until the first window of the process is mapped on an Xvfb display (xdotool search
#     --sync --onlyvisible --pid), min and median of <runs> runs, each a fresh JVM
# Runs with and without the AppCDS archive (-Xshare:off via JAVA_TOOL_OPTIONS for the latter) so its effect
# shows. Needs xvfb-run and xdotool (apt-get install -y xvfb xdotool). Figures depend on machine load.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
IMAGE=${1:-$ROOT/target/installer/replay-inspector}
RUNS=${2:-7}
LAUNCHER=$IMAGE/bin/replay-inspector
[ -x "$LAUNCHER" ] || { echo "no launcher at $LAUNCHER; build it: packaging/build.sh app-image" >&2; exit 1; }
command -v xvfb-run >/dev/null && command -v xdotool >/dev/null \
  || { echo "needs xvfb-run and xdotool: apt-get install -y xvfb xdotool" >&2; exit 1; }

now_ms() {
  echo $(($(date +%s%N) / 1000000))
}

# min and median of the numbers on stdin
stats() {
  sort -n | awk '{v[NR]=$1} END {printf "min %d ms, median %d ms (%d runs)\n", v[1], v[int((NR+1)/2)], NR}'
}

time_version() {
  local start
  start=$(now_ms)
  "$LAUNCHER" --version >/dev/null 2>&1
  echo $(($(now_ms) - start))
}

# One GUI start on the display the caller's xvfb-run provides.
time_window() {
  local start gui
  start=$(now_ms)
  "$LAUNCHER" 2>/dev/null &
  gui=$!
  timeout 60 xdotool search --sync --onlyvisible --pid "$gui" >/dev/null
  echo $(($(now_ms) - start))
  kill "$gui"
  wait "$gui" 2>/dev/null || true
}
export -f now_ms time_window
export LAUNCHER

report() {
  local label=$1 cds_off=$2 run
  if [ -n "$cds_off" ]; then export JAVA_TOOL_OPTIONS=-Xshare:off; else unset JAVA_TOOL_OPTIONS; fi
  echo "$label --version: $(for run in $(seq "$RUNS"); do time_version; done | stats)"
  echo "$label GUI window mapped: $(xvfb-run -a -s '-screen 0 1280x800x24' \
    bash -c "for run in \$(seq $RUNS); do time_window; done" | stats)"
}

echo "app-image: $(du -sh "$IMAGE" | cut -f1) on disk; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
time_version >/dev/null # warm the file cache once: the figures are warm-cache starts
report "AppCDS on " ""
report "AppCDS off" off
