#!/usr/bin/env bash
# Regenerates every icon file from the two hand-written SVG sources; commit the outputs.
#   app-icon-small.svg  pixel-fitted drawing for 16 and 24 px
#   app-icon.svg        the icon for 32 px and up
# Outputs: icons/png/app-<size>.png (16..1024), icons/app.ico (multi-size), icons/app.icns, and the window icons
# the app loads at src/main/resources/com/collimate/inspector/icons/app-<size>.png.
# Needs rsvg-convert (librsvg2-bin), convert (imagemagick), png2icns (icnsutils); installs them when run as root.
set -euo pipefail
cd "$(dirname "$0")"

readonly PACKAGES="librsvg2-bin imagemagick icnsutils"
readonly ALL_SIZES="16 24 32 48 64 128 256 512 1024"
readonly SMALL_SIZES="16 24"
readonly ICO_SIZES="16 24 32 48 64 128 256"
readonly ICNS_SIZES="16 32 48 128 256 512 1024"
readonly WINDOW_SIZES="16 24 32 48 64 128 256"
readonly WINDOW_ICON_DIR=../src/main/resources/com/collimate/inspector/icons

missing_tools() {
  local tool
  for tool in rsvg-convert convert png2icns; do
    command -v "$tool" >/dev/null 2>&1 || echo "$tool"
  done
}

ensure_tools() {
  if [ -z "$(missing_tools)" ]; then
    return
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "generate.sh: missing $(missing_tools | tr '\n' ' ')- install them with: sudo apt-get install -y $PACKAGES" >&2
    exit 1
  fi
  # shellcheck disable=SC2086  # one word per package
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $PACKAGES
}

source_for() {
  case " $SMALL_SIZES " in
    *" $1 "*) echo app-icon-small.svg ;;
    *) echo app-icon.svg ;;
  esac
}

png_list() {
  local size
  for size in "$@"; do
    echo "png/app-$size.png"
  done
}

ensure_tools
mkdir -p png "$WINDOW_ICON_DIR"
for size in $ALL_SIZES; do
  rsvg-convert --width "$size" --height "$size" --format png --output "png/app-$size.png" "$(source_for "$size")"
done
# shellcheck disable=SC2046,SC2086  # one file name per size, none with spaces
convert $(png_list $ICO_SIZES) -define png:exclude-chunks=date,time app.ico
# shellcheck disable=SC2046,SC2086
png2icns app.icns $(png_list $ICNS_SIZES) >/dev/null
for size in $WINDOW_SIZES; do
  cp "png/app-$size.png" "$WINDOW_ICON_DIR/app-$size.png"
done
echo "icons: PNGs $ALL_SIZES, app.ico, app.icns; window icons $WINDOW_SIZES in ${WINDOW_ICON_DIR#../}"
