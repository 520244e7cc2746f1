# shellcheck shell=bash
# Helpers shared by the packaging scripts (sourced, not run).

# JVM options of every launcher (window and CLI); the README's run command and the GUI benchmarks pass the same.
# The young generation is fixed at 128 MB: under G1's own sizing the first compare of two 1M-line runs often met a
# young generation just grown into memory never touched, whose first touch cost the kernel up to a second of the
# two cores (docs/benchmarks-diff.md, "A young generation fixed at 128 MB"). What survives a young collection is
# promoted at once (MaxTenuringThreshold=0): the lines a big fold opens stay, and copied into the survivor spaces
# first, then again, they made the young pauses that stalled its frames (docs/benchmarks-gui.md, "Young collections
# that promote at once").
# shellcheck disable=SC2034  # read by the scripts that source this file
APP_JAVA_OPTIONS="-Xmn128m -XX:MaxTenuringThreshold=0"

step() {
  echo "==> $*" >&2
}

fail() {
  echo "packaging: $*" >&2
  exit 1
}

current_os() {
  case "$(uname -s)" in
    Linux) echo linux ;;
    Darwin) echo mac ;;
    MINGW* | MSYS* | CYGWIN*) echo win ;;
    *) fail "unsupported OS $(uname -s)" ;;
  esac
}

native_installer() {
  case "$1" in
    linux) echo deb ;;
    mac) echo dmg ;;
    win) echo msi ;;
  esac
}

check_type() {
  local os=$1 type=$2
  case "$os:$type" in
    *:app-image | linux:deb | linux:rpm | mac:dmg | win:msi) ;;
    *) fail "cannot build '$type' on $os; choose app-image or $(native_installer "$os")$([ "$os" = linux ] && echo ' or rpm')" ;;
  esac
}

# Classifier of the JavaFX jars Maven resolves on this machine (see the org.openjfx parent pom's profiles).
javafx_classifier() {
  local arch
  arch=$(uname -m)
  case "$1:$arch" in
    linux:aarch64) echo linux-aarch64 ;;
    linux:*) echo linux ;;
    mac:arm64) echo mac-aarch64 ;;
    mac:*) echo mac ;;
    win:*) echo win ;;
  esac
}

# JDK tools on Windows end their lines with CR LF; Git Bash keeps the CR.
no_cr() {
  tr -d '\r'
}

java_feature_version() {
  java -XshowSettings:properties -version 2>&1 | no_cr | sed -n 's/^ *java.specification.version = //p'
}

# Newline-separated files -> one module path, in the form the JDK tools of this OS read.
join_paths() {
  if [ "$(current_os)" = win ]; then
    echo "$1" | while read -r file; do cygpath -w "$file"; done | paste -sd ';' -
  else
    echo "$1" | paste -sd ':' -
  fi
}
