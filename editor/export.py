"""Export a puzzle (optionally with its answer) as a PNG, SVG or PDF file.

The genre's view paints in board units (one cell = one unit, see
genres/core/view.py); here the painter is set up so that one board unit
becomes ``scale`` pixels (PNG) or points (SVG, PDF).

Every device is given the same resolution (96 dots per inch, what the
canvas's screen usually reports) so a view that sizes its text in points
looks the same on screen and in all three file formats.

Files are written atomically: the image is rendered into memory and then
written through a temporary file and a rename, so a failed export never
leaves a half-written file over an old one.
"""
from __future__ import annotations

import os
import sys
from typing import Any, Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from genres.core.genre import Genre
from genres.core.nativefile import write_atomically
from genres.core.view import Palette, ViewState

IMAGE_EXTENSIONS = (".png", ".svg", ".pdf")
MIN_SCALE = 1.0
MAX_SCALE = 1000.0
DPI = 96                       # device resolution for every format (see module doc)
POINTS_PER_INCH = 72
PDF_MARGIN_POINTS = 18.0       # white border around the board on a PDF page
MAX_PNG_SIDE = 32000           # QImage and most viewers give up beyond this
MAX_PNG_PIXELS = 200_000_000   # ~800 MB of RGBA: refuse rather than run out of memory

_app: Any = None               # keeps the application ensure_gui_app made alive


def ensure_gui_app() -> QGuiApplication:
    """The running Qt application, or a new one when there is none.

    Painting text needs a QGuiApplication.  Where no display exists (a server,
    CI) the offscreen platform is chosen, unless the user already chose one.
    Only Linux and other X11/Wayland systems need this: Windows and macOS have
    no DISPLAY variable yet always a native platform.
    """
    global _app
    app = QGuiApplication.instance()
    if app is not None:
        return app
    headless = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
    if headless and sys.platform not in ("win32", "darwin") and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # A QApplication (a QGuiApplication that also allows widgets): Qt allows
    # one application per process, and a bare QGuiApplication made here would
    # break any window opened later in the same process (tests, scripts).
    from PySide6.QtWidgets import QApplication
    _app = QApplication([sys.argv[0] if sys.argv else "puzzlewright"])
    return _app


def image_format(path: str) -> str:
    """The format ("png", "svg" or "pdf") a path's extension asks for; ValueError otherwise."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in IMAGE_EXTENSIONS:
        shown = f"extension {ext!r}" if ext else "no extension"
        raise ValueError(f"{os.path.basename(path) or path}: cannot export to a file with {shown} "
                         f"(use one of {', '.join(IMAGE_EXTENSIONS)})")
    return ext[1:]


def check_scale(scale: float) -> float:
    """The scale as a float; ValueError unless it lies within MIN_SCALE..MAX_SCALE."""
    try:
        value = float(scale)
    except (TypeError, ValueError):
        raise ValueError(f"the scale {scale!r} is not a number") from None
    if not MIN_SCALE <= value <= MAX_SCALE:  # also refuses NaN
        raise ValueError(f"the scale {scale!r} must lie between {MIN_SCALE:g} and {MAX_SCALE:g} "
                         f"(pixels or points per cell)")
    return value


def check_target(path: str, scale: float) -> None:
    """Refuse a bad extension or scale before any (possibly slow) work is done."""
    image_format(path)
    check_scale(scale)


def export_image(genre: Genre, puzzle: Any, answer: Any, path: str, *,
                 show_answer: bool = False, scale: float = 48.0, caption: str = "") -> None:
    """Write the puzzle (with the answer when ``show_answer``) to ``path``.

    The format follows the extension: .png (``scale`` pixels per cell), .svg
    or .pdf (``scale`` points per cell).  A ``caption`` (the title and author
    line) is printed above the board.  ValueError names a bad extension or
    scale; OSError comes through when the file cannot be written.
    """
    fmt = image_format(path)
    scale = check_scale(scale)
    ensure_gui_app()
    if answer is None:
        answer = genre.empty_answer(puzzle)
    writer: Callable[..., bytes] = {"png": _png_bytes, "svg": _svg_bytes, "pdf": _pdf_bytes}[fmt]
    data = writer(genre, puzzle, answer, show_answer, scale, caption.strip())
    write_atomically(path, data)


def render_image(genre: Genre, puzzle: Any, answer: Any, show_answer: bool = False,
                 scale: float = 48.0, caption: str = "") -> QImage:
    """The board as a QImage on white paper, ``scale`` pixels per cell, under
    the ``caption`` line when one is given."""
    scale = check_scale(scale)
    ensure_gui_app()
    if answer is None:
        answer = genre.empty_answer(puzzle)
    view = genre.view()
    rect = view.board_rect(puzzle)
    band = caption_height(scale) if caption else 0.0
    w, h = _pixel_size(rect, scale, band)
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    dots_per_metre = round(DPI / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(Palette.paper)
    painter = QPainter(image)
    try:
        _paint_caption(painter, QRectF(0, 0, w, band), caption, scale)
        _paint_board(painter, view, rect, QRectF(0, band, w, h - band),
                     _print_state(puzzle, answer, show_answer))
    finally:
        painter.end()
    return image


# ----- one function per format ----------------------------------------------
def _png_bytes(genre: Genre, puzzle: Any, answer: Any, show_answer: bool, scale: float,
               caption: str = "") -> bytes:
    image = render_image(genre, puzzle, answer, show_answer, scale, caption)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not encode the PNG image")
    return bytes(buffer.data())


def _svg_bytes(genre: Genre, puzzle: Any, answer: Any, show_answer: bool, scale: float,
               caption: str = "") -> bytes:
    view = genre.view()
    rect = view.board_rect(puzzle)
    # SVG user units are device pixels at DPI; the file's width/height say the
    # physical size, so `scale` points per cell holds when printed.
    unit = scale * DPI / POINTS_PER_INCH
    band = caption_height(unit) if caption else 0.0
    w, h = rect.width() * unit, rect.height() * unit + band
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setResolution(DPI)
    generator.setSize(QSize(max(1, round(w)), max(1, round(h))))
    generator.setViewBox(QRectF(0, 0, w, h))
    generator.setTitle(_title(genre, show_answer))
    generator.setDescription("Made with Puzzlewright")
    painter = QPainter(generator)
    try:
        painter.fillRect(QRectF(0, 0, w, h), Palette.paper)
        _paint_caption(painter, QRectF(0, 0, w, band), caption, unit)
        _paint_board(painter, view, rect, QRectF(0, band, w, h - band),
                     _print_state(puzzle, answer, show_answer))
    finally:
        painter.end()
    buffer.close()
    return bytes(data)


def _pdf_bytes(genre: Genre, puzzle: Any, answer: Any, show_answer: bool, scale: float,
               caption: str = "") -> bytes:
    view = genre.view()
    rect = view.board_rect(puzzle)
    band = caption_height(scale) if caption else 0.0      # in points
    page_w = rect.width() * scale + 2 * PDF_MARGIN_POINTS
    page_h = rect.height() * scale + 2 * PDF_MARGIN_POINTS + band
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setTitle(_title(genre, show_answer))
    writer.setCreator("Puzzlewright")
    # A custom page exactly the board's size plus the margin; the margin is
    # painted by us so the page layout keeps none of its own.
    page = QPageSize(QSizeF(page_w, page_h), QPageSize.Unit.Point, "Puzzle",
                     QPageSize.SizeMatchPolicy.ExactMatch)
    writer.setPageLayout(QPageLayout(page, QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point))
    to_device = DPI / POINTS_PER_INCH
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("Qt could not start the PDF file")
    try:
        margin = PDF_MARGIN_POINTS * to_device
        _paint_caption(painter, QRectF(margin, margin, rect.width() * scale * to_device,
                                       band * to_device), caption, scale * to_device)
        target = QRectF(margin, margin + band * to_device, rect.width() * scale * to_device,
                        rect.height() * scale * to_device)
        _paint_board(painter, view, rect, target, _print_state(puzzle, answer, show_answer))
    finally:
        painter.end()
    buffer.close()
    return bytes(data)


# ----- shared ---------------------------------------------------------------
def _print_state(puzzle: Any, answer: Any, show_answer: bool) -> ViewState:
    return ViewState(puzzle, answer, mode="play", for_print=True, show_answer=show_answer)


def _paint_board(painter: QPainter, view: Any, rect: QRectF, target: QRectF,
                 state: ViewState) -> None:
    """Map the view's board rectangle onto ``target`` and let the view paint."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.save()
    try:
        painter.translate(target.left(), target.top())
        painter.scale(target.width() / rect.width(), target.height() / rect.height())
        painter.translate(-rect.left(), -rect.top())
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        view.paint(painter, state)
    finally:
        painter.restore()


def caption_height(unit: float) -> float:
    """The caption band above a board drawn ``unit`` device units per cell:
    the text grows with the board, within readable bounds."""
    return 1.6 * _caption_pixels(unit)


def _caption_pixels(unit: float) -> int:
    return max(8, min(48, round(unit * 0.38)))


def _paint_caption(painter: QPainter, band: QRectF, caption: str, unit: float) -> None:
    """The title and author line, centred; a long one is set smaller (down to
    two thirds) and only then cut short with "…", so it never runs off the board."""
    if not caption or band.height() <= 0:
        return
    room = band.adjusted(band.height() * 0.2, 0, -band.height() * 0.2, 0)
    size = _caption_pixels(unit)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(size)
    needed = QFontMetricsF(font).horizontalAdvance(caption)
    if needed > room.width():
        font.setPixelSize(max(round(size * 2 / 3), int(size * room.width() / needed)))
    painter.save()
    painter.setFont(font)
    painter.setPen(Palette.ink)
    text = QFontMetricsF(font).elidedText(caption, Qt.TextElideMode.ElideRight, room.width())
    painter.drawText(room, int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()


def _pixel_size(rect: QRectF, scale: float, band: float = 0.0) -> tuple[int, int]:
    w = max(1, round(rect.width() * scale))
    h = max(1, round(rect.height() * scale + band))
    if w > MAX_PNG_SIDE or h > MAX_PNG_SIDE or w * h > MAX_PNG_PIXELS:
        raise ValueError(f"the image would be {w}x{h} pixels, too large; choose a smaller scale")
    return w, h


def _title(genre: Genre, show_answer: bool) -> str:
    return f"{genre.name} {'solution' if show_answer else 'puzzle'}"
