#!/usr/bin/env bash
# Records the AppCDS class list of a Linux app-image: packaging/lib/train-classlist.sh <app-image>
# Training runs with the image's own runtime log the classes loaded by `--version`, `--help`, `summary` on the
# sample log (when both exist) and a GUI start until its window is mapped (under xvfb-run with xdotool, when
# installed) into lib/app/replay-inspector.classlist. The archive itself is made where the app is installed
# (lib/app/create-cds-archive.sh, run by the deb/rpm scripts): a JDK 17 archive only matches the class path it was
# dumped with. The runtime's bin/ (java, keytool...) is needed only here and is removed afterwards.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=packaging/lib/common.sh
source "$ROOT/packaging/lib/common.sh"

IMAGE=$(cd "$1" && pwd)
readonly IMAGE
readonly APP_DIR=$IMAGE/lib/app
readonly JAVA=$IMAGE/lib/runtime/bin/java
readonly SAMPLE=$ROOT/samples/demo-rollouts.jsonl
readonly GUI_TIMEOUT_SECONDS=60
LISTS=$(mktemp -d)
trap 'rm -rf "$LISTS"' EXIT

app_java() {
  "$JAVA" -cp "$APP_DIR/replay-inspector.jar" "$@"
}

train_cli() {
  app_java -XX:DumpLoadedClassList="$LISTS/version.lst" com.collimate.inspector.Launcher --version >/dev/null
  app_java -XX:DumpLoadedClassList="$LISTS/help.lst" com.collimate.inspector.Launcher --help >/dev/null
  if [ -f "$SAMPLE" ] && app_java com.collimate.inspector.Launcher help summary >/dev/null 2>&1; then
    app_java -XX:DumpLoadedClassList="$LISTS/summary.lst" com.collimate.inspector.Launcher summary "$SAMPLE" \
      >/dev/null || true
  fi
}

# Starts the GUI on a virtual display and ends it (SIGTERM, a normal JVM shutdown) once its window is mapped.
train_gui() {
  if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1; then
    step "AppCDS: no xvfb-run/xdotool, GUI start not trained (apt-get install -y xvfb xdotool)"
    return
  fi
  export JAVA APP_DIR LISTS GUI_TIMEOUT_SECONDS
  # shellcheck disable=SC2016  # the inner script expands its own variables
  if ! xvfb-run -a -s '-screen 0 1280x800x24' bash -c '
      "$JAVA" -cp "$APP_DIR/replay-inspector.jar" -XX:DumpLoadedClassList="$LISTS/gui.lst" \
        com.collimate.inspector.Launcher &
      gui=$!
      mapped=0
      timeout "$GUI_TIMEOUT_SECONDS" xdotool search --sync --onlyvisible --pid "$gui" >/dev/null && mapped=1
      kill "$gui" 2>/dev/null
      wait "$gui" 2>/dev/null
      [ "$mapped" = 1 ]'; then
    step "AppCDS: the GUI showed no window within ${GUI_TIMEOUT_SECONDS}s, GUI start not trained"
    rm -f "$LISTS/gui.lst"
  fi
}

train_cli
train_gui
cat "$LISTS"/*.lst | grep -v '^#' | awk '!seen[$0]++' >"$APP_DIR/replay-inspector.classlist"
rm -rf "$IMAGE/lib/runtime/bin"
step "AppCDS: $(grep -vc '^@' "$APP_DIR/replay-inspector.classlist") classes in the class list"
