"""Input helpers shared by the square-grid genre views (see :mod:`genres.core.view`).

The grid genres handle the keyboard cursor, arrow keys, drags and typed numbers
the same way; these pieces are written once here:

* :func:`arrow_step`, :func:`board_cursor`, :func:`move_cursor`: arrow keys
  move the cursor one cell, stopping at the grid's edge;
* :func:`choose_cell`: the status-bar hint when a key needs the cursor first;
* :class:`GestureView`, :func:`held_gesture`: drag bookkeeping (one gesture
  at a time; it ends on release, or when a move comes with no button held);
* :func:`straight_line`: the cells a fast drag skipped between two cells;
* :class:`NumberTyping`: multi-digit numbers typed into a cell a digit at a time.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

import time
from dataclasses import dataclass
from typing import Any, Callable, Hashable, TypeVar

from PySide6.QtCore import Qt

from .grid import Cell
from .view import GenreView, InteractionContext

Step = tuple[int, int]
G = TypeVar("G")

ARROW_STEPS: dict[Any, Step] = {Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0),
                                Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1)}

# Said when a key acts on the cursor's cell but there is no cursor on the board yet.
MOVE_CURSOR_FIRST = QT_TRANSLATE_NOOP("core", "Move the cursor onto the board first (arrow keys).")
# choose_cell's sentence per action, whole so that a translation may order it.
_CHOOSE_CELL = {
    "edit": QT_TRANSLATE_NOOP("core", "Click a cell or use the arrow keys to choose where to edit."),
    "write": QT_TRANSLATE_NOOP("core", "Click a cell or use the arrow keys to choose where to write."),
    "erase": QT_TRANSLATE_NOOP("core", "Click a cell or use the arrow keys to choose where to erase."),
}


def choose_cell(action: str = "edit") -> str:
    """The status-bar hint for a key that needs a cell: "Click a cell or use the
    arrow keys to choose where to <action>." (edit, write, erase, ...)."""
    if action in _CHOOSE_CELL:
        return translate("core", _CHOOSE_CELL[action])
    return f"Click a cell or use the arrow keys to choose where to {action}."


# ----- the keyboard cursor ---------------------------------------------------------

def arrow_step(key: int) -> Step | None:
    """The (row, column) step of an arrow key, else None.

    Compared by value, so a plain int from a key event and a ``Qt.Key`` both work."""
    for k, step in ARROW_STEPS.items():
        if key == k:
            return step
    return None


def board_cursor(ctx: InteractionContext) -> Cell | None:
    """The keyboard cursor, or None when there is none or the grid shrank under it."""
    cursor = ctx.cursor
    if cursor is not None and not ctx.document.puzzle.geometry.contains(cursor):
        return None
    return cursor


def move_cursor(ctx: InteractionContext, cursor: Cell | None, step: Step) -> None:
    """An arrow key's cursor move: onto the top-left cell when there is no cursor
    yet, else one ``step`` on, stopping at the edge of the grid."""
    if cursor is None:
        ctx.set_cursor((0, 0))
        return
    puzzle = ctx.document.puzzle
    r, c = cursor[0] + step[0], cursor[1] + step[1]
    ctx.set_cursor((min(max(r, 0), puzzle.rows - 1), min(max(c, 0), puzzle.cols - 1)))


# ----- drags -----------------------------------------------------------------------

def held_gesture(gesture: G | None, buttons: Qt.MouseButton) -> G | None:
    """The drag under way while a mouse button is still held, else None.

    A view calls this first in ``mouse_move`` and keeps the result: when the
    release went elsewhere (outside the widget) the drag is over, so a hovering
    mouse never draws."""
    if gesture is not None and not buttons & (Qt.LeftButton | Qt.RightButton):
        return None
    return gesture


class GestureView(GenreView):
    """A grid view whose mouse input is one gesture (a click or drag) at a time.

    ``mouse_press`` starts a gesture by setting ``self._gesture`` (a small
    object holding the drag's merge key and state).  This class keeps the
    books: a move with no button held ends the gesture, so a hovering mouse
    never draws (:func:`held_gesture`), and a release ends it.  A subclass
    implements :meth:`drag_to` for the moves and, when the end of a gesture
    does something (a plain click toggling what was clicked), :meth:`drag_end`."""

    _gesture: Any = None

    def mouse_move(self, ctx: InteractionContext, pos: tuple[float, float],
                   buttons: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        g = self._gesture = held_gesture(self._gesture, buttons)
        if g is None:
            return False
        self.drag_to(ctx, g, pos)
        return True

    def mouse_release(self, ctx: InteractionContext, pos: tuple[float, float],
                      button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        g, self._gesture = self._gesture, None
        if g is None:
            return False
        self.drag_end(ctx, g, pos, button)
        return True

    def drag_to(self, ctx: InteractionContext, gesture: Any, pos: tuple[float, float]) -> None:
        """The pointer moved to ``pos`` (board units) with a button held during ``gesture``."""

    def drag_end(self, ctx: InteractionContext, gesture: Any, pos: tuple[float, float],
                 button: Qt.MouseButton) -> None:
        """``gesture`` ended: ``button`` was released at ``pos``."""


def straight_line(a: Cell, b: Cell, diagonal: bool = False) -> list[Cell] | None:
    """The cells from ``a`` to ``b``, both included, when they share a row or a
    column (or, with ``diagonal``, a diagonal), so a fast drag that skipped
    cells still visits them in order; None when ``b`` is off those lines.
    The same for grid dots."""
    dr, dc = b[0] - a[0], b[1] - a[1]
    if dr and dc and not (diagonal and abs(dr) == abs(dc)):
        return None
    n = max(abs(dr), abs(dc))
    sr, sc = (dr > 0) - (dr < 0), (dc > 0) - (dc < 0)
    return [(a[0] + i * sr, a[1] + i * sc) for i in range(n + 1)]


# ----- typing numbers --------------------------------------------------------------

@dataclass
class _Typed:
    cell: Cell
    value: int
    at: float
    key: Hashable


class NumberTyping:
    """A number typed into a cell one digit at a time ("1" then "2" makes 12).

    A digit typed into the same cell as the last one, within ``pause`` seconds
    of it (``pause=None``: whenever), while the cell still shows the number
    typed so far, extends that number; any other digit starts a new one, and
    so does a digit that would take the number past ``max_number``.  A number
    being extended keeps its merge key, so it is one undo step.

    The view calls :meth:`push` for each digit and applies the number it
    returns (0 means the digit was a lone 0: the view decides what that does),
    and :meth:`stop` whenever anything else happens (a click, an arrow key,
    another edit), so the next digit starts afresh."""

    def __init__(self, max_number: int, pause: float | None = 1.0,
                 clock: Callable[[], float] = time.monotonic):
        self.max_number = max_number
        self.pause = pause
        self._clock = clock
        self._last: _Typed | None = None

    def stop(self) -> None:
        """The next digit starts a new number."""
        self._last = None

    def push(self, ctx: InteractionContext, cell: Cell, digit: int,
             shown: int | None) -> tuple[int, Hashable]:
        """The number ``cell`` gets when ``digit`` is typed into it (``shown``:
        the number it holds now) and the merge key for that edit."""
        now = self._clock()
        t = self._last
        if (t is not None and t.cell == cell and shown == t.value
                and (self.pause is None or now - t.at <= self.pause)
                and t.value * 10 + digit <= self.max_number):
            value, key = t.value * 10 + digit, t.key
        else:
            value, key = digit, ctx.new_gesture_key()
        self._last = _Typed(cell, value, now, key) if value else None
        return value, key
