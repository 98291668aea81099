"""Puzzlewright's emblem as the application and window icon.

The one source is ``resources/icons/puzzlewright.svg``.  It is drawn into
pixmaps here with QSvgRenderer rather than handed to ``QIcon(path)``: that
would need Qt's SVG icon-engine plugin at run time, and a standalone build
that lacked it would silently show no icon at all.  The same renderer makes
the PNG sizes of the desktop entry (packaging/render_icons.py).
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

# The freedesktop name: the .desktop file's Icon= and the hicolor file names.
ICON_NAME = "puzzlewright"
ICON_RESOURCE = ("icons", "puzzlewright.svg")
# The sizes window managers and the About box ask for; others are scaled from these.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def icon_svg() -> bytes | None:
    """The emblem's SVG text from the package data; None when it is missing."""
    try:
        return resources.files("resources").joinpath(*ICON_RESOURCE).read_bytes()
    except (OSError, ModuleNotFoundError):
        return None


def render_icon(svg: bytes, size: int) -> QImage:
    """The emblem drawn into a ``size`` x ``size`` image with a transparent background.

    Raises ValueError when ``svg`` is not an SVG Qt can draw or ``size`` is not positive."""
    if size < 1:
        raise ValueError(f"icon size must be at least 1 pixel, not {size}")
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ValueError("the icon is not a drawable SVG image")
    image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


@lru_cache(maxsize=1)
def app_icon() -> QIcon:
    """Puzzlewright's icon at every usual size (a null QIcon when the SVG is
    missing or broken: the window then simply has the platform's default)."""
    icon = QIcon()
    svg = icon_svg()
    if svg is None:
        return icon
    try:
        for size in ICON_SIZES:
            icon.addPixmap(QPixmap.fromImage(render_icon(svg, size)))
    except ValueError:
        return QIcon()
    return icon


def install_app_icon(app: QGuiApplication) -> QIcon:
    """Give every window of ``app`` the emblem, and tell Wayland compositors
    which desktop entry the windows belong to (they take the icon from it)."""
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    app.setDesktopFileName(ICON_NAME)
    return icon
