# shellcheck shell=bash disable=SC2034  # sourced: build.sh reads these variables
# jpackage settings for Linux, sourced by packaging/build.sh (paths are relative to the project root).
# The launcher is both the GUI and the CLI: bin/replay-inspector, linked to /usr/bin/replay-inspector by the
# deb and rpm scripts in this folder. The deb needs only libc, libstdc++ and zlib (enough for the CLI on a
# headless machine); the GUI libraries jpackage finds (GTK, X11, xdg-utils) are Recommends, which apt installs by
# default and --no-install-recommends or a plain dpkg -i leave out.
APP_NAME=replay-inspector
APP_IMAGE_DIR=$APP_NAME
NATIVE_LIB_DIR=lib
# bin/java stays until packaging/lib/train-classlist.sh has recorded the AppCDS class list with it, then goes.
JLINK_OS_OPTIONS=()
APP_EXTRA_FILES=(packaging/linux/create-cds-archive.sh)
# A missing archive is ignored silently (-Xshare:auto); create-cds-archive.sh makes it at the install location.
# shellcheck disable=SC2016  # $APPDIR is the launcher's variable, expanded at start
APP_IMAGE_OPTIONS=(--icon icons/png/app-256.png --java-options '-XX:SharedArchiveFile=$APPDIR/replay-inspector.jsa')
INSTALLER_OPTIONS=(
  --resource-dir packaging/linux
  --icon icons/png/app-256.png
  --install-dir /opt
  --linux-package-name replay-inspector
  --linux-app-category devel
  --linux-shortcut
  --linux-deb-maintainer support@collimate.dev
  --linux-rpm-license-type Proprietary
  --about-url https://collimate.dev
)
