# shellcheck shell=bash disable=SC2034  # sourced: build.sh reads these variables
# jpackage settings for macOS, sourced by packaging/build.sh (paths are relative to the project root).
# The .app holds two launchers of the same app: "Collimate Replay Inspector" (Finder, Dock) and replay-inspector
# for the CLI: /Applications/Collimate Replay Inspector.app/Contents/MacOS/replay-inspector (docs/install.md
# shows the symlink that puts it on the PATH). Unsigned: Gatekeeper asks once (right-click > Open).
APP_NAME="Collimate Replay Inspector"
APP_IMAGE_DIR="$APP_NAME.app"
NATIVE_LIB_DIR=lib
JLINK_OS_OPTIONS=(--strip-native-commands)
APP_EXTRA_FILES=()
APP_IMAGE_OPTIONS=(
  --icon icons/app.icns
  --mac-package-identifier com.collimate.replay-inspector
  --mac-package-name "Replay Inspector"
  --add-launcher replay-inspector=packaging/mac/cli-launcher.properties
)
INSTALLER_OPTIONS=(
  --icon icons/app.icns
  --mac-package-identifier com.collimate.replay-inspector
  --mac-package-name "Replay Inspector"
  --mac-app-category public.app-category.developer-tools
)
