"""The board widget: paints a document through its genre's view and turns mouse
and keys into board units for the view.

The canvas is the InteractionContext a view talks to (document, mode, cursor,
gesture keys, status messages).  What it paints besides the document -- the
mode, the highlighted violation, live errors, the solver overlay -- is set by
the main window; the canvas only draws it.
"""
from __future__ import annotations

import itertools
from typing import Any, Hashable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QTransform,
                           QWheelEvent)
from PySide6.QtWidgets import QSizePolicy, QWidget

from genres.core.document import Document
from genres.core.view import GenreView, Overlay, Palette, ViewState, draw_step_marks
from genres.core.violation import Violation

Cell = tuple[int, int]

CELL_PIXELS = 40        # preferred size of a cell on screen
MARGIN_PIXELS = 12      # room between the board and the widget's edge
MIN_SIDE = 300

# Gesture keys must never repeat across documents: a fresh document could
# otherwise merge its first drag into a step with the same key.
_gesture_numbers = itertools.count(1)


class Canvas(QWidget):
    message = Signal(str)        # transient status-bar text from the view
    first_painted = Signal()     # once, after the first paint (startup timing)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self.document: Document | None = None
        self.view: GenreView | None = None
        self.mode: str = "play"
        self._cursor: Cell | None = None
        self.highlight_cells: frozenset = frozenset()
        self.highlight_edges: frozenset = frozenset()
        self.errors: tuple[Violation, ...] = ()
        self.overlay: Overlay | None = None
        self._views: dict[str, GenreView] = {}
        self._painted_once = False
        self._button_down = False

    # ----- document ---------------------------------------------------------
    def views(self) -> dict[str, GenreView]:
        """The genre views made so far (one per genre shown), by genre key."""
        return dict(self._views)

    def set_document(self, document: Document) -> None:
        if self.document is not None:
            self.document.remove_listener(self._document_changed)
        self.document = document
        key = document.genre.key
        if key not in self._views:
            self._views[key] = document.genre.view()
        self.view = self._views[key]
        self.setMouseTracking(self.view.wants_hover)
        self.highlight_cells = self.highlight_edges = frozenset()
        self.errors = ()
        self.overlay = None
        self._cursor = None
        document.add_listener(self._document_changed)
        self.updateGeometry()
        self.update()

    def _document_changed(self, document: Document) -> None:
        self._keep_cursor_inside()
        self.update()

    def _grid_size(self) -> tuple[int, int]:
        assert self.document is not None and self.view is not None
        return self.view.grid_size(self.document.puzzle)

    def _keep_cursor_inside(self) -> None:
        if self._cursor is None or self.document is None:
            return
        rows, cols = self._grid_size()
        r, c = self._cursor
        self._cursor = (min(max(r, 0), rows - 1), min(max(c, 0), cols - 1))

    # ----- InteractionContext -------------------------------------------------
    @property
    def cursor(self) -> Cell | None:
        return self._cursor

    def set_cursor(self, cell: Cell | None) -> None:
        self._cursor = cell
        self._keep_cursor_inside()
        self.update()

    def new_gesture_key(self) -> Hashable:
        return ("gesture", next(_gesture_numbers))

    def show_message(self, text: str) -> None:
        self.message.emit(text)

    # ----- what the window sets -------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.update()

    def set_highlight(self, cells: Any = (), edges: Any = ()) -> None:
        self.highlight_cells = frozenset(cells)
        self.highlight_edges = frozenset(edges)
        self.update()

    def set_errors(self, errors: tuple[Violation, ...]) -> None:
        self.errors = tuple(errors)
        self.update()

    def set_overlay(self, overlay: Overlay | None) -> None:
        self.overlay = overlay
        self.update()

    def view_state(self) -> ViewState:
        assert self.document is not None
        return ViewState(puzzle=self.document.puzzle, answer=self.document.answer,
                         mode=self.mode, cursor=self._cursor if self.hasFocus() else None,
                         highlight_cells=self.highlight_cells,
                         highlight_edges=self.highlight_edges,
                         errors=self.errors, overlay=self.overlay,
                         # marks drawn during an open trial are painted in a trial colour
                         trial_bases=self.document.trial_bases)

    # ----- geometry ------------------------------------------------------------
    def sizeHint(self) -> QSize:
        if self.document is None or self.view is None:
            return QSize(MIN_SIDE * 2, MIN_SIDE * 2)
        board = self.view.board_rect(self.document.puzzle)
        w = int(board.width() * CELL_PIXELS) + 2 * MARGIN_PIXELS
        h = int(board.height() * CELL_PIXELS) + 2 * MARGIN_PIXELS
        # Big grids start smaller than 40 px a cell rather than filling the screen.
        return QSize(min(max(w, MIN_SIDE), 1000), min(max(h, MIN_SIDE), 800))

    def minimumSizeHint(self) -> QSize:
        return QSize(MIN_SIDE // 2, MIN_SIDE // 2)

    def board_transform(self) -> QTransform:
        """Board units to widget pixels: the board fitted, aspect kept, centred."""
        assert self.document is not None and self.view is not None
        board: QRectF = self.view.board_rect(self.document.puzzle)
        avail_w = max(1.0, self.width() - 2 * MARGIN_PIXELS)
        avail_h = max(1.0, self.height() - 2 * MARGIN_PIXELS)
        scale = min(avail_w / max(board.width(), 1e-6), avail_h / max(board.height(), 1e-6))
        dx = (self.width() - board.width() * scale) / 2 - board.left() * scale
        dy = (self.height() - board.height() * scale) / 2 - board.top() * scale
        return QTransform(scale, 0, 0, scale, dx, dy)

    def to_board(self, pos: QPointF) -> tuple[float, float]:
        inverse, ok = self.board_transform().inverted()
        p = inverse.map(QPointF(pos))
        return (p.x(), p.y())

    def cell_centre(self, cell: Cell) -> QPointF:
        """Widget pixel position of a cell's centre (tests click here)."""
        r, c = cell
        return self.board_transform().map(QPointF(c + 0.5, r + 0.5))

    def cell_size(self) -> float:
        """Pixels per board unit at the current widget size."""
        return self.board_transform().m11()

    # ----- painting ------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), Palette.paper)
        if self.document is not None and self.view is not None:
            painter.setRenderHint(QPainter.Antialiasing)
            painter.setTransform(self.board_transform())
            self.view.paint(painter, self.view_state())
            draw_step_marks(painter, self.overlay)
        if self.hasFocus():
            painter.resetTransform()
            pen_colour = QColor(Palette.cursor)
            pen_colour.setAlpha(90)
            painter.setPen(pen_colour)
            painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()
        if not self._painted_once:
            self._painted_once = True
            self.first_painted.emit()

    # ----- input ---------------------------------------------------------------
    def _ready(self) -> bool:
        return self.document is not None and self.view is not None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.MouseFocusReason)
        if not self._ready():
            return
        self._button_down = True
        pos = self.to_board(event.position())
        if self.view.mouse_press(self, pos, event.button(), event.modifiers()):
            event.accept()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self._ready():
            return
        if event.buttons() == Qt.NoButton and not self.hasMouseTracking():
            return
        pos = self.to_board(event.position())
        if self.view.mouse_move(self, pos, event.buttons(), event.modifiers()):
            event.accept()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self._ready():
            return
        pos = self.to_board(event.position())
        self.view.mouse_release(self, pos, event.button(), event.modifiers())
        if event.buttons() == Qt.NoButton:
            # The drag is over: its changes form one undo step.
            self._button_down = False
            self.document.end_gesture()
        self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self._ready():
            pos = self.to_board(event.position())
            if self.view.wheel(self, pos, event.angleDelta().y(), event.modifiers()):
                event.accept()
                self.update()
                return
        super().wheelEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._ready() and self.view.mouse_leave(self):
            self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._ready() and self.view.key_press(self, event.key(), event.text(), event.modifiers()):
            # No end_gesture here: a view may merge keys on purpose (two digits typed, one number).
            event.accept()
            self.update()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def event(self, event: QEvent) -> bool:
        # Tab and Backtab move the cursor in a view that wants them, instead of
        # moving focus away from the board.
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Tab, Qt.Key_Backtab):
            if self._ready() and self.view.key_press(self, event.key(), event.text(), event.modifiers()):
                self.update()
                return True
        return super().event(event)
