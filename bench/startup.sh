#!/usr/bin/env bash
# Prints the start-up figures of a Linux app-image:
#   bench/startup.sh [app-image, default target/installer/replay-inspector] [runs, default 7]
#   --version: wall time of `bin/replay-inspector --version`
#   GUI:       time from exec until the process's first window is mapped on an Xvfb display
#              (xdotool search --onlyvisible --pid, every 20 ms); each run a fresh JVM, ended with SIGTERM
# Each as wall time and as CPU time (user + system, all threads), which a loaded machine distorts less; with the
# AppCDS archive and without it (JAVA_TOOL_OPTIONS=-Xshare:off); min and median of the runs.
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

# min and median of column $1 of stdin
column_stats() {
  cut -d' ' -f"$1" | sort -n | awk '{v[NR]=$1} END {printf "min %5d ms, median %5d ms", v[1], v[int((NR+1)/2)]}'
}

# "wall ... cpu ..." from "wall cpu" lines
stats() {
  local lines
  lines=$(cat)
  echo "wall $(column_stats 1 <<<"$lines") | cpu $(column_stats 2 <<<"$lines") ($(wc -l <<<"$lines") runs)"
}

CPU_FILE=$(mktemp)
trap 'rm -f "$CPU_FILE"' EXIT
TICKS_PER_SECOND=$(getconf CLK_TCK)
readonly TICKS_PER_SECOND

# user + system CPU milliseconds of a running process, from /proc/<pid>/stat fields 14 and 15
cpu_ms_of() {
  awk -v hz="$TICKS_PER_SECOND" '{sub(/.*\) /, ""); printf "%d", ($12 + $13) * 1000 / hz}' "/proc/$1/stat"
}

# "wall cpu" of one `--version`
time_version() {
  local start
  start=$(now_ms)
  /usr/bin/time -f '%U %S' -o "$CPU_FILE" "$LAUNCHER" --version >/dev/null 2>&1
  echo "$(($(now_ms) - start)) $(awk '{printf "%d", ($1 + $2) * 1000}' "$CPU_FILE")"
}

# Returns once process $1 has a visible window (false if it exits or 60 s pass). xdotool's own --sync looks again
# only every half second, which made every figure a multiple of 0.5 s; this looks every 20 ms.
wait_for_window() {
  local deadline=$(($(now_ms) + 60000))
  while [ "$(now_ms)" -lt "$deadline" ] && kill -0 "$1" 2>/dev/null; do
    if xdotool search --onlyvisible --pid "$1" >/dev/null 2>&1; then
      return 0
    fi
    sleep 0.02
  done
  return 1
}

# "wall cpu" of one GUI start until its window is mapped
time_window() {
  local start gui
  start=$(now_ms)
  "$LAUNCHER" 2>/dev/null &
  gui=$!
  if wait_for_window "$gui"; then
    echo "$(($(now_ms) - start)) $(cpu_ms_of "$gui")"
  else
    echo "a GUI start showed no window, left out of the figures" >&2
  fi
  kill "$gui" 2>/dev/null
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
