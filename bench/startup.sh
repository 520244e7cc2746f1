#!/usr/bin/env bash
# Prints the start-up figures of a Linux app-image:
#   bench/startup.sh [app-image, default target/installer/replay-inspector] [runs, default 7]
#   --version: wall time of `bin/replay-inspector --version`
#   GUI:       time from exec until the process's first window is mapped on an Xvfb display
#              (xdotool search --sync --onlyvisible --pid); each run a fresh JVM, ended with SIGTERM
# Each figure with the AppCDS archive and without it (JAVA_TOOL_OPTIONS=-Xshare:off), as min and median.
# Warm file cache; the machine's load average is printed with them. Needs xvfb and xdotool (apt-get install -y
# xvfb xdotool) and an app-image with its archive (packaging/build.sh app-image makes both).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
IMAGE=$(cd "${1:-$ROOT/target/installer/replay-inspector}" && pwd)
RUNS=${2:-7}
LAUNCHER=$IMAGE/bin/replay-inspector

if [ -z "${BENCH_UNDER_XVFB:-}" ]; then
  [ -x "$LAUNCHER" ] || { echo "no launcher at $LAUNCHER: packaging/build.sh app-image" >&2; exit 1; }
  if ! command -v xvfb-run >/dev/null || ! command -v xdotool >/dev/null; then
    echo "needs xvfb-run and xdotool: apt-get install -y xvfb xdotool" >&2
    exit 1
  fi
  BENCH_UNDER_XVFB=1 exec xvfb-run -a -s '-screen 0 1280x800x24' "$0" "$IMAGE" "$RUNS"
fi

now_ms() {
  echo $(($(date +%s%N) / 1000000))
}

# min and median of the numbers on stdin
stats() {
  sort -n | awk '{v[NR]=$1} END {printf "min %d ms, median %d ms (%d runs)", v[1], v[int((NR+1)/2)], NR}'
}

time_version() {
  local start
  start=$(now_ms)
  "$LAUNCHER" --version >/dev/null 2>&1
  echo $(($(now_ms) - start))
}

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

repeat() {
  local remaining=$RUNS
  while [ "$remaining" -gt 0 ]; do
    "$1"
    remaining=$((remaining - 1))
  done
}

report() {
  local label=$1
  echo "$label --version:          $(repeat time_version | stats)"
  echo "$label GUI window mapped:  $(repeat time_window | stats)"
}

echo "app-image $IMAGE: $(du -sh "$IMAGE" | cut -f1) on disk"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
time_version >/dev/null
report "AppCDS on: "
JAVA_TOOL_OPTIONS=-Xshare:off report "AppCDS off:" 2>/dev/null
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"
