#!/usr/bin/env bash
# Builds the installer for the OS it runs on:
#   packaging/build.sh [app-image|deb|rpm|dmg|msi]      (default: deb on Linux, dmg on macOS, msi on Windows)
# Output goes to target/installer/. Needs JDK 17+ (jlink, jpackage, jdeps) and Maven; per-OS jpackage settings
# live in packaging/{linux,mac,win}/jpackage.sh. Steps: shaded jar -> jar without JavaFX -> jlink'd runtime with
# only the modules jdeps finds, JavaFX jlinked from its modular Maven jars with its native libraries next to the
# JDK's -> jpackage app-image -> (Linux) AppCDS class list from training runs -> installer, whose scripts make
# the AppCDS archive at the install location (an app-image built here gets its archive in target/installer/).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
# shellcheck source=packaging/lib/common.sh
source packaging/lib/common.sh

readonly JAR=target/replay-inspector.jar
readonly WORK=target/installer-work
readonly OUT=target/installer
readonly MAIN_CLASS=com.collimate.inspector.Launcher
# Modules no class refers to but the app needs at run time: elliptic-curve TLS for https endpoints.
readonly SERVICE_MODULES=jdk.crypto.ec

OS=$(current_os)
TYPE=${1:-$(native_installer "$OS")}
check_type "$OS" "$TYPE"
# shellcheck source=packaging/linux/jpackage.sh
source "packaging/$OS/jpackage.sh"

build_jar_if_stale() {
  if [ -f "$JAR" ] && [ -z "$(find pom.xml src -newer "$JAR" -print -quit)" ]; then
    return
  fi
  step "building $JAR"
  mvn -B -q -DskipTests package >&2
}

app_version() {
  local version
  version=$(java -jar "$JAR" --version | no_cr | awk '{print $NF}')
  # jpackage (msi, dmg) accepts only dotted numbers: 0.2.0-SNAPSHOT -> 0.2.0
  echo "${version%%-*}"
}

javafx_version() {
  sed -n 's:.*<javafx.version>\(.*\)</javafx.version>.*:\1:p' pom.xml
}

# The platform-specific JavaFX jars Maven resolved for this build: modular jars that also carry the natives.
javafx_jars() {
  local version classifier jars
  version=$(javafx_version)
  classifier=$(javafx_classifier "$OS")
  jars=$(find "${MAVEN_REPO:-$HOME/.m2/repository}/org/openjfx" -name "javafx-*-$version-$classifier.jar" | sort)
  if [ -z "$jars" ]; then
    fail "no JavaFX $version $classifier jars in the local Maven repository; run: mvn -B -DskipTests package"
  fi
  echo "$jars"
}

# The shaded jar minus every file that the JavaFX jars provide: JavaFX comes from the runtime's modules instead.
build_app_jar() {
  local fx_jars=$1 app_dir=$WORK/app unpacked=$WORK/unpacked fx_jar
  rm -rf "$unpacked" "$app_dir"
  mkdir -p "$unpacked" "$app_dir"
  (cd "$unpacked" && jar xf "$ROOT/$JAR")
  for fx_jar in $fx_jars; do
    jar tf "$fx_jar" | no_cr
  done | grep -v -e '/$' -e '^META-INF/' | sort -u | (cd "$unpacked" && xargs rm -f)
  find "$unpacked" -type d -empty -delete
  mv "$unpacked/META-INF/MANIFEST.MF" "$WORK/MANIFEST.MF"
  jar --create --file "$app_dir/replay-inspector.jar" --manifest "$WORK/MANIFEST.MF" -C "$unpacked" .
  rm -rf "$unpacked"
  if [ ${#APP_EXTRA_FILES[@]} -gt 0 ]; then
    cp "${APP_EXTRA_FILES[@]}" "$app_dir/"
  fi
}

runtime_modules() {
  local module_path=$1 found
  found=$(jdeps --print-module-deps --ignore-missing-deps --multi-release "$(java_feature_version)" \
    --module-path "$module_path" "$WORK/app/replay-inspector.jar" | no_cr)
  echo "$found,$SERVICE_MODULES"
}

build_runtime() {
  local fx_jars=$1 module_path modules runtime=$WORK/runtime
  module_path=$(join_paths "$fx_jars")
  modules=$(runtime_modules "$module_path")
  step "jlink runtime: $modules"
  rm -rf "$runtime"
  jlink --module-path "$module_path" --add-modules "$modules" \
    --strip-debug --no-man-pages --no-header-files --compress=2 \
    --exclude-resources='glob:/javafx.*/*.so,glob:/javafx.*/*.dylib,glob:/javafx.*/*.dll,glob:/javafx.*/*.jar' \
    "${JLINK_OS_OPTIONS[@]}" --output "$runtime" >&2
  install_javafx_natives "$fx_jars" "$runtime/$NATIVE_LIB_DIR"
  strip_native_symbols "$runtime"
}

# JavaFX loads its natives from the runtime's own library folder when its classes come from a jlinked image,
# so nothing is unpacked into the user's home at first start.
install_javafx_natives() {
  local fx_jars=$1 dest=$2 fx_jar natives
  for fx_jar in $fx_jars; do
    natives=$(jar tf "$fx_jar" | no_cr | grep -E '\.(so|dylib|dll)$' || true)
    if [ -n "$natives" ]; then
      # shellcheck disable=SC2086  # file names without spaces, one per word
      (cd "$WORK" && rm -rf natives && mkdir natives && cd natives && jar xf "$fx_jar" $natives \
        && cp -n $natives "$ROOT/$dest/" && cd .. && rm -rf natives)
    fi
  done
}

strip_native_symbols() {
  if [ "$OS" = linux ] && command -v strip >/dev/null 2>&1; then
    find "$1" -name '*.so' -exec strip --strip-unneeded {} +
  fi
}

build_app_image() {
  local dest=$WORK/image
  step "jpackage app-image"
  rm -rf "$dest"
  jpackage --type app-image --dest "$dest" --name "$APP_NAME" --app-version "$VERSION" \
    "${COMMON_OPTIONS[@]}" --input "$WORK/app" --main-jar replay-inspector.jar --main-class "$MAIN_CLASS" \
    --runtime-image "$WORK/runtime" --java-options "$APP_JAVA_OPTIONS" "${APP_IMAGE_OPTIONS[@]}" >&2
  if [ "$OS" = linux ]; then
    step "AppCDS class list"
    packaging/lib/train-classlist.sh "$dest/$APP_NAME" >&2
  fi
}

package() {
  local image=$WORK/image/$APP_IMAGE_DIR
  mkdir -p "$OUT"
  if [ "$TYPE" = app-image ]; then
    rm -rf "${OUT:?}/$APP_IMAGE_DIR"
    cp -a "$image" "$OUT/"
    if [ "$OS" = linux ]; then
      "$OUT/$APP_IMAGE_DIR/lib/app/create-cds-archive.sh" >&2
    fi
    echo "$OUT/$APP_IMAGE_DIR"
    return
  fi
  step "jpackage $TYPE"
  jpackage --type "$TYPE" --dest "$OUT" --name "$APP_NAME" --app-version "$VERSION" "${COMMON_OPTIONS[@]}" \
    --app-image "$image" "${INSTALLER_OPTIONS[@]}" >&2
  ls -1 "$OUT"/*."$TYPE"
}

build_jar_if_stale
VERSION=$(app_version)
readonly VERSION
COMMON_OPTIONS=(--vendor Collimate
  --description "Find nondeterminism in sandboxed RL rollouts: replay runs with their seed and diff."
  --copyright "Copyright Collimate")
FX_JARS=$(javafx_jars)
mkdir -p "$WORK"
step "jar without JavaFX"
build_app_jar "$FX_JARS"
build_runtime "$FX_JARS"
build_app_image
package
