# shellcheck shell=bash disable=SC2034  # sourced: build.sh reads these variables
# jpackage settings for Windows, sourced by packaging/build.sh under Git Bash (paths are relative to the project
# root). The msi needs WiX Toolset 3 (candle.exe, light.exe) on the PATH; jpackage 17 does not know WiX 4+.
# Two launchers: "Collimate Replay Inspector.exe" (GUI, Start menu and desktop shortcut) and replay-inspector.exe
# (console, for the CLI) in the install folder, which docs/install.md shows how to put on the PATH.
APP_NAME="Collimate Replay Inspector"
APP_IMAGE_DIR=$APP_NAME
NATIVE_LIB_DIR=bin
JLINK_OS_OPTIONS=(--strip-native-commands)
APP_EXTRA_FILES=()
APP_IMAGE_OPTIONS=(
  --icon icons/app.ico
  --add-launcher replay-inspector=packaging/win/cli-launcher.properties
)
# The upgrade UUID never changes: it is how Windows Installer knows a new msi replaces the installed version.
INSTALLER_OPTIONS=(
  --icon icons/app.ico
  --win-upgrade-uuid f54cc770-fa76-442a-8a4c-979a5bf4ed7c
  --win-menu
  --win-menu-group Collimate
  --win-shortcut
  --win-dir-chooser
)
