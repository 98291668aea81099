#!/bin/sh
# Add Puzzlewright to the desktop's application menu for the current user.
# Run it from the built folder (build.py copies it there):
#     dist/puzzlewright/install-desktop-entry.sh
# It installs the desktop entry, with Exec= pointing at this folder's binary, into
# ${XDG_DATA_HOME:-~/.local/share}/applications and the icons into .../icons/hicolor.
# Move the folder first if you want it elsewhere (e.g. ~/.local/opt/puzzlewright),
# and run the script again after moving it.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
binary="$here/puzzlewright"
if [ ! -x "$binary" ]; then
    echo "install-desktop-entry: no puzzlewright program beside this script ($binary)" >&2
    exit 1
fi
mkdir -p "$data/applications" "$data/icons"
cp -R "$here/share/icons/hicolor" "$data/icons/"
# Quote the path the way desktop entries want it, in case it holds spaces.
sed -e "s|^Exec=.*|Exec=\"$binary\" %f|" -e "s|^TryExec=.*|TryExec=$binary|" \
    "$here/share/applications/puzzlewright.desktop" > "$data/applications/puzzlewright.desktop"
# Menus and icon caches pick the new files up at once where these tools exist.
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "installed $data/applications/puzzlewright.desktop (Exec=$binary)"
