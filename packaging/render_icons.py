#!/usr/bin/env python3
"""Render Puzzlewright's emblem into a freedesktop icon theme folder.

    python packaging/render_icons.py OUT_DIR

writes OUT_DIR/hicolor/NxN/apps/puzzlewright.png for every size the desktop
asks for, and the SVG itself as OUT_DIR/hicolor/scalable/apps/puzzlewright.svg.
The one source is resources/icons/puzzlewright.svg; the PNGs are made at build
time (packaging/build.py) and never kept in git, so they cannot drift from it.
Drawn by Qt's QSvgRenderer (editor/icon.py), the same as the window's icon.
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PNG_SIZES = (16, 32, 48, 64, 128, 256)


def render_theme(out_dir: str, sizes: tuple[int, ...] = PNG_SIZES) -> list[str]:
    """Write the icon files under ``out_dir``; returns their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")   # no display needed
    sys.path.insert(0, ROOT)
    from PySide6.QtGui import QGuiApplication

    from editor.icon import ICON_NAME, icon_svg, render_icon

    _app = QGuiApplication.instance() or QGuiApplication([])   # QPainter wants one
    svg = icon_svg()
    if svg is None:
        raise SystemExit("render_icons: resources/icons/puzzlewright.svg is missing")
    written = []
    for size in sizes:
        folder = os.path.join(out_dir, "hicolor", f"{size}x{size}", "apps")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{ICON_NAME}.png")
        if not render_icon(svg, size).save(path, "PNG"):
            raise SystemExit(f"render_icons: cannot write {path}")
        written.append(path)
    folder = os.path.join(out_dir, "hicolor", "scalable", "apps")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{ICON_NAME}.svg")
    with open(path, "wb") as f:
        f.write(svg)
    written.append(path)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", help="the icons folder, e.g. dist/puzzlewright/share/icons")
    args = parser.parse_args()
    for path in render_theme(args.out_dir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
