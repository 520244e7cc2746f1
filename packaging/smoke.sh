#!/usr/bin/env bash
# Smoke test of the Linux packages, for CI after the tests:
#   packaging/smoke.sh          build the app-image (packaging/build.sh app-image) and test its launcher
#   packaging/smoke.sh --deb    also build the .deb, install it (dpkg -i, needs root), test the installed
#                               /usr/bin/replay-inspector, and remove it again (dpkg --purge)
# The launcher test: --version, --help, a usage error, `summary` on samples/demo-rollouts.jsonl once both exist,
# the JVM gets APP_JAVA_OPTIONS, the AppCDS archive maps (-Xshare:on), and, with xvfb-run and xdotool installed, the
# GUI shows its window.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
# shellcheck source=packaging/lib/common.sh
source packaging/lib/common.sh

readonly SAMPLE=samples/demo-rollouts.jsonl
readonly GUI_TIMEOUT_SECONDS=60
FAILURES=0

check() {
  local name=$1
  shift
  if "$@"; then
    echo "ok   $name"
  else
    echo "FAIL $name" >&2
    FAILURES=$((FAILURES + 1))
  fi
}

prints_version() {
  "$1" --version | grep -Eq '^Collimate Replay Inspector [0-9]'
}

prints_help() {
  "$1" --help | grep -q 'Usage: replay-inspector'
}

# A wrong option is a usage error: exit code 2, a message, no stack trace.
rejects_unknown_option() {
  local status=0 err
  err=$("$1" --no-such-option 2>&1 >/dev/null) || status=$?
  [ "$status" -eq 2 ] && [ -n "$err" ] && ! grep -q 'Exception' <<<"$err"
}

summarizes_sample() {
  "$1" summary "$SAMPLE" | grep -q .
}

# The launcher passes APP_JAVA_OPTIONS: the young generation's size (-Xmn) and the promotion at the first young
# collection (-XX:MaxTenuringThreshold=0) come from the command line.
passes_app_java_options() {
  local flags
  flags=$(JAVA_TOOL_OPTIONS=-XX:+PrintFlagsFinal "$1" --version 2>/dev/null)
  grep -Eq '[[:space:]]MaxNewSize[[:space:]].*\{command line\}' <<<"$flags" &&
    grep -Eq '[[:space:]]MaxTenuringThreshold[[:space:]]+= 0[[:space:]].*\{command line\}' <<<"$flags"
}

maps_cds_archive() {
  JAVA_TOOL_OPTIONS=-Xshare:on "$1" --version >/dev/null 2>&1
}

shows_window() {
  # shellcheck disable=SC2016  # the inner script expands its own variables
  xvfb-run -a -s '-screen 0 1280x800x24' bash -c '
    "$0" 2>/dev/null &
    gui=$!
    shown=0
    timeout "$1" xdotool search --sync --onlyvisible --pid "$gui" >/dev/null && shown=1
    kill "$gui" 2>/dev/null
    wait "$gui" 2>/dev/null
    [ "$shown" = 1 ]' "$1" "$GUI_TIMEOUT_SECONDS"
}

smoke_launcher() {
  local launcher=$1
  step "smoke test of $launcher"
  check "--version" prints_version "$launcher"
  check "--help" prints_help "$launcher"
  check "unknown option: exit 2, message, no stack trace" rejects_unknown_option "$launcher"
  if [ -f "$SAMPLE" ] && "$launcher" help summary >/dev/null 2>&1; then
    check "summary $SAMPLE" summarizes_sample "$launcher"
  else
    echo "skip summary (needs $SAMPLE and the summary command)"
  fi
  check "JVM options ($APP_JAVA_OPTIONS)" passes_app_java_options "$launcher"
  check "AppCDS archive maps (-Xshare:on)" maps_cds_archive "$launcher"
  if command -v xvfb-run >/dev/null 2>&1 && command -v xdotool >/dev/null 2>&1; then
    check "GUI window shown (Xvfb)" shows_window "$launcher"
  else
    echo "skip GUI (apt-get install -y xvfb xdotool)"
  fi
}

smoke_deb() {
  local deb
  [ "$(id -u)" -eq 0 ] || fail "--deb installs the package: run as root"
  deb=$(packaging/build.sh deb | tail -1)
  step "dpkg -i $deb"
  dpkg -i "$deb" >/dev/null
  check "launcher on the PATH" test "$(command -v replay-inspector)" = /usr/bin/replay-inspector
  smoke_launcher replay-inspector
  step "dpkg --purge replay-inspector"
  dpkg --purge replay-inspector >/dev/null
  check "removed without leftovers" test ! -e /opt/replay-inspector -a ! -L /usr/bin/replay-inspector
}

started=$(date +%s)
[ "$(current_os)" = linux ] || fail "the smoke test runs on Linux"
image=$(packaging/build.sh app-image | tail -1)
smoke_launcher "$image/bin/replay-inspector"
if [ "${1:-}" = --deb ]; then
  smoke_deb
fi
echo "smoke test: $FAILURES failure(s) in $(($(date +%s) - started)) s"
[ "$FAILURES" -eq 0 ]
