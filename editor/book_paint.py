"""Draw a puzzle book (editor/book.py's plan) with QPainter: onto a PDF, a
printer, or an image (for tests and previews).

Everything is laid out in points; each device gets a painter scaled from
points to its own units, so the same code serves a 72-dpi PDF, a 600-dpi
printer and a small QImage.  Fonts are sized in pixels of that point space
(never in device points) for the same reason.  Boards are drawn by the
genre's own view through editor/export.py, as a single export draws them.
"""
from __future__ import annotations

from genres.core.i18n import translate

from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QImage, QPageLayout, QPageSize, QPagedPaintDevice,
                           QPainter, QPdfWriter, QPen)

from .book import PUZZLE, BookOptions, BookPlan, Page, Rect, Slot, plan_book
from .book_content import BookEntry, caption
from .export import _paint_board, ensure_gui_app
from genres.core.view import Palette, ViewState

PDF_DPI = 72                     # one PDF unit is one point: the plan's units
QUIET = QColor("#555555")        # captions' second colour, footer, notes

# Text sizes in points: (caption, rules sentence or note).
PUZZLE_TEXT = (12, 9)
ANSWER_TEXT = (9, 7)


@dataclass(frozen=True)
class Book:
    entries: tuple[BookEntry, ...]
    options: BookOptions
    plan: BookPlan


def make_book(entries: list[BookEntry], options: BookOptions) -> Book:
    """The entries laid out on pages (a game gets no answer slot)."""
    plan = plan_book(len(entries), options, [e.has_answer_slot for e in entries])
    return Book(tuple(entries), options, plan)


# ----- devices ----------------------------------------------------------------
def page_size(options: BookOptions) -> QPageSize:
    return QPageSize(QPageSize.PageSizeId.A4 if options.page == "a4" else QPageSize.PageSizeId.Letter)


def pdf_bytes(book: Book) -> bytes:
    """The whole book as a PDF document."""
    ensure_gui_app()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setTitle(book.options.title or "Puzzles")
    if book.options.author:
        writer.setAuthor(book.options.author)
    writer.setCreator("Puzzlewright")
    writer.setPageLayout(QPageLayout(page_size(book.options), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Point))
    paint_book(writer, book)
    buffer.close()
    return bytes(data)


def paint_book(device: QPagedPaintDevice, book: Book) -> None:
    """Every page of the book onto a PDF writer or a printer (a page each)."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("Qt could not start the document")
    try:
        for i, page in enumerate(book.plan.pages):
            if i:
                device.newPage()
            painter.save()
            painter.scale(device.width() / book.plan.size[0], device.height() / book.plan.size[1])
            paint_page(painter, book, page)
            painter.restore()
    finally:
        painter.end()


def render_page(book: Book, index: int, width: int = 600) -> QImage:
    """One page as an image ``width`` pixels wide, on white paper."""
    ensure_gui_app()
    w, h = book.plan.size
    height = round(width * h / w)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Palette.paper)
    painter = QPainter(image)
    try:
        painter.scale(width / w, height / h)
        paint_page(painter, book, book.plan.pages[index])
    finally:
        painter.end()
    return image


# ----- one page ---------------------------------------------------------------
def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


def _text_height(painter: QPainter, font: QFont, width: float, text: str) -> float:
    painter.setFont(font)
    flags = int(Qt.TextFlag.TextWordWrap)
    return painter.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()


def paint_page(painter: QPainter, book: Book, page: Page) -> None:
    """A page in point coordinates: title block or heading, slots, footer."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    options = book.options
    if page.title_block is not None:
        _paint_title(painter, _qrect(page.title_block), options)
    if page.heading is not None:
        painter.setPen(Palette.ink)
        painter.setFont(_font(16, bold=True))
        painter.drawText(_qrect(page.heading), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                         translate("Book", "Answers"))
    for slot in page.slots:
        _paint_slot(painter, book, slot)
    _paint_footer(painter, _qrect(page.footer), options, page.number, len(book.plan.pages))


def _paint_title(painter: QPainter, area: QRectF, options: BookOptions) -> None:
    painter.setPen(Palette.ink)
    top = QRectF(area.left(), area.top(), area.width(), 30)
    painter.setFont(_font(22, bold=True))
    painter.drawText(top, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), options.title)
    if options.author:
        painter.setPen(QUIET)
        painter.setFont(_font(13, italic=True))
        below = QRectF(area.left(), area.top() + (30 if options.title else 0), area.width(), 20)
        painter.drawText(below, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                         options.author)


def _paint_footer(painter: QPainter, area: QRectF, options: BookOptions, number: int, total: int) -> None:
    painter.setPen(QPen(QColor("#bbbbbb"), 0.5))
    painter.drawLine(area.topLeft(), area.topRight())
    painter.setPen(QUIET)
    painter.setFont(_font(8))
    inner = area.adjusted(0, 4, 0, 0)
    if options.title:
        painter.drawText(inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), options.title)
    painter.drawText(inner, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                     translate("Book", "Page {number} of {total}").format(number=number, total=total))


def board_area(book: Book, slot: Slot, painter: QPainter | None = None) -> QRectF:
    """Where the slot's board goes (in points), fitted to the board's shape."""
    return _layout(book, slot, painter)[1]


def _slot_texts(book: Book, slot: Slot) -> tuple[str, str]:
    entry = book.entries[slot.index]
    doc = entry.document
    if slot.kind == PUZZLE:
        below = doc.genre.rules_summary(doc.puzzle) if book.options.rules else ""
        return caption(slot.index + 1, doc), below
    return f"{slot.index + 1}.", translate("Book", entry.note) if entry.note else ""


def _layout(book: Book, slot: Slot, painter: QPainter | None) -> tuple[QRectF, QRectF, QRectF]:
    """(caption, board, text below) rectangles of a slot."""
    own = painter is None
    if own:
        image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
    try:
        area = _qrect(slot.rect)
        head, small = PUZZLE_TEXT if slot.kind == PUZZLE else ANSWER_TEXT
        top_text, below_text = _slot_texts(book, slot)
        head_h = _text_height(painter, _font(head, bold=True), area.width(), top_text) + 4
        below_h = (_text_height(painter, _font(small, italic=slot.kind == PUZZLE), area.width(), below_text) + 4
                   if below_text else 0.0)
    finally:
        if own:
            painter.end()
    doc = book.entries[slot.index].document
    rect = doc.genre.view().board_rect(doc.puzzle)
    room = QRectF(area.left(), area.top() + head_h, area.width(), max(1.0, area.height() - head_h - below_h))
    scale = min(room.width() / rect.width(), room.height() / rect.height())
    board = QRectF(room.left() + (room.width() - rect.width() * scale) / 2, room.top(),
                   rect.width() * scale, rect.height() * scale)
    caption_rect = QRectF(area.left(), area.top(), area.width(), head_h)
    below_rect = QRectF(area.left(), board.bottom() + 2, area.width(), below_h)
    return caption_rect, board, below_rect


def _paint_slot(painter: QPainter, book: Book, slot: Slot) -> None:
    entry = book.entries[slot.index]
    doc = entry.document
    caption_rect, board, below_rect = _layout(book, slot, painter)
    top_text, below_text = _slot_texts(book, slot)
    head, small = PUZZLE_TEXT if slot.kind == PUZZLE else ANSWER_TEXT
    wrap = int(Qt.TextFlag.TextWordWrap)
    painter.setPen(Palette.ink)
    painter.setFont(_font(head, bold=True))
    painter.drawText(caption_rect, wrap | int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                     top_text)
    view = doc.genre.view()
    if slot.kind == PUZZLE:
        # A book prints the bare puzzle, whatever the file's player drew.
        state = ViewState(doc.puzzle, doc.genre.empty_answer(doc.puzzle), mode="play",
                          for_print=True, show_answer=False)
    else:
        answer = entry.answer if entry.answer is not None else doc.genre.empty_answer(doc.puzzle)
        state = ViewState(doc.puzzle, answer, mode="play", for_print=True,
                          show_answer=entry.answer is not None)
    painter.save()
    _paint_board(painter, view, view.board_rect(doc.puzzle), board, state)
    painter.restore()
    if below_text:
        painter.setPen(QUIET)
        painter.setFont(_font(small, italic=slot.kind == PUZZLE))
        painter.drawText(below_rect, wrap | int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                         below_text)
