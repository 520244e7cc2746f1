#!/bin/sh
# (Re)creates this installation's AppCDS archive, lib/app/replay-inspector.jsa, from the class list recorded at
# build time; the launcher maps it at start (-XX:SharedArchiveFile in replay-inspector.cfg) and starts faster.
# The deb/rpm scripts run it after install; for an unpacked app-image run it once after moving the folder, since
# the archive only matches the path it was made at. Without the archive the app works, only starts slower.
set -eu
app_dir=$(cd "$(dirname "$0")" && pwd)
archive="$app_dir/replay-inspector.jsa"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
rm -f "$archive"
# -Xshare:dump through the launcher: it dumps to the cfg's archive path with the launcher's exact class path.
if ! JAVA_TOOL_OPTIONS="-Xshare:dump -XX:SharedClassListFile=\"$app_dir/replay-inspector.classlist\" -Xlog:cds=off -Xlog:cds+hashtables=off" \
  "$app_dir/../../bin/replay-inspector" >"$log" 2>&1 || [ ! -f "$archive" ]; then
  echo "replay-inspector: could not create the AppCDS archive (the app still works, it starts slower):" >&2
  cat "$log" >&2
  exit 1
fi
