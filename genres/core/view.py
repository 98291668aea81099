"""The Qt side of a genre: how to paint a state and how input becomes edits.

Board units: cell (r, c) covers x in [c, c+1], y in [r, r+1].  The canvas and
the exporter set up the QPainter so that one unit is one cell; a view paints
in those units (pen widths too: use e.g. 0.04 for a thin line).  A view may
paint outside the grid (clues in the margin): :meth:`GenreView.board_rect`
says how much room it needs.

Input arrives in the same units.  A view turns it into document changes by
calling ``ctx.document.apply(...)`` (with a ``merge_key`` per drag so a drag
is one undo step) and moves the keyboard cursor with ``ctx.set_cursor``.
The cursor, arrow keys, drags and typed numbers the grid genres share are in
:mod:`genres.core.input`; the palette and painting helpers they share in
:mod:`genres.core.paint` (importable from here too).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Protocol, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from .document import Document
from .paint import (  # noqa: F401 - handed on: the genres' painters import them from here
    Overlay, Palette, ViewState, as_unit_segment, begin_board, by_trial_colour, cell_centre,
    draw_cell_highlight, draw_cell_tints, draw_cross, draw_cursor, draw_grid_lines,
    draw_outer_border, draw_step_marks, draw_text_fitted, error_cells_of, note_colour,
    trial_colour, trial_level)
from .violation import Violation

Cell = tuple[int, int]


class InteractionContext(Protocol):
    """What the canvas offers a view while it handles input."""
    document: Document
    mode: str

    @property
    def cursor(self) -> Cell | None: ...

    def set_cursor(self, cell: Cell | None) -> None: ...

    def new_gesture_key(self) -> Hashable:
        """A fresh merge key for the drag that starts now."""
        ...

    def show_message(self, text: str) -> None:
        """Say something brief in the status bar (e.g. why an input was refused)."""
        ...


@dataclass(frozen=True)
class ViewOption:
    """A display switch of a genre's view (e.g. Hebi-Ichigo's snake outlines).

    The window lists it in the View menu, checked when on, and remembers it
    between runs.  ``key_hint`` names the key the view itself toggles it with
    (shown beside the menu entry; the view keeps handling that key)."""
    key: str
    label: str
    key_hint: str = ""


class SidePanel(Protocol):
    """What the window asks of a genre's side panel (GenreView.make_side_panel),
    a QWidget that also has these three."""

    def set_document(self, document: "Document | None") -> None:
        """Show this document (None: the panel's genre is no longer shown)."""

    def set_mode(self, mode: str) -> None:
        """The window switched to "edit" or "play"."""

    def shutdown(self) -> None:
        """The window is closing: stop any work still running."""


class GenreView:
    """Base class; a genre's view overrides paint and the input methods.

    A view that sets ``wants_hover = True`` also gets :meth:`mouse_move` with no
    button held (the canvas turns on mouse tracking), e.g. for a preview."""

    wants_hover: bool = False

    def board_rect(self, puzzle: Any) -> QRectF:
        """The area to show, in board units (default: the grid plus a small margin)."""
        rows, cols = self.grid_size(puzzle)
        m = 0.25
        return QRectF(-m, -m, cols + 2 * m, rows + 2 * m)

    def grid_size(self, puzzle: Any) -> tuple[int, int]:
        return puzzle.rows, puzzle.cols

    def paint(self, painter: QPainter, state: ViewState) -> None:
        raise NotImplementedError

    # Input.  ``pos`` is (x, y) in board units.  Return True when handled.
    def mouse_press(self, ctx: InteractionContext, pos: tuple[float, float],
                    button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        return False

    def mouse_move(self, ctx: InteractionContext, pos: tuple[float, float],
                   buttons: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        return False

    def mouse_release(self, ctx: InteractionContext, pos: tuple[float, float],
                      button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        return False

    def key_press(self, ctx: InteractionContext, key: int, text: str,
                  modifiers: Qt.KeyboardModifier) -> bool:
        return False

    def wheel(self, ctx: InteractionContext, pos: tuple[float, float], delta: int,
              modifiers: Qt.KeyboardModifier) -> bool:
        """The mouse wheel turned over the board (``delta`` in eighths of a degree,
        positive away from the user).  Return True when used (e.g. to turn a tile)."""
        return False

    def mouse_leave(self, ctx: InteractionContext) -> bool:
        """The mouse left the board widget (a view with ``wants_hover`` clears its preview)."""
        return False

    def make_side_panel(self, parent: Any, board: InteractionContext) -> SidePanel | None:
        """A widget the main window shows in a dock beside the board, in place of the
        solver panel (e.g. a game's controls), or None.  Called once per window and
        genre, with the widget to parent it to and the board it acts on (the
        canvas: what a view's input gets, plus ``update()`` to repaint); it never
        sees the window.  The window calls its :class:`SidePanel` methods."""
        return None

    def input_table(self, mode: str, puzzle: Any = None) -> list[tuple[str, str]]:
        """What the mouse and keys do in this mode, as (gesture, effect) rows,
        e.g. ("Drag from cell to cell", "draw the loop").  Help > Keyboard and
        Mouse shows the table; the status bar joins it into one line.
        ``puzzle`` (the one on the board, when known) lets a variant list only
        what it offers (a standard Corral has no +/x notes)."""
        return []

    def input_help(self, mode: str, puzzle: Any = None) -> str:
        """One line for the status bar: what the mouse and keys do in this mode
        (by default :meth:`input_table` joined up)."""
        return " · ".join(f"{gesture}: {effect}"
                          for gesture, effect in self.input_table(mode, puzzle))

    # Display switches (View menu) ------------------------------------------
    def view_options(self) -> Sequence[ViewOption]:
        """The view's display switches; none by default."""
        return ()

    def view_option(self, key: str) -> bool:
        raise KeyError(key)

    def set_view_option(self, key: str, on: bool) -> None:
        raise KeyError(key)

    # Helpers for square grids --------------------------------------------
    @staticmethod
    def cell_at(puzzle: Any, pos: tuple[float, float]) -> Cell | None:
        x, y = pos
        r, c = int(y // 1), int(x // 1)
        if 0 <= r < puzzle.rows and 0 <= c < puzzle.cols:
            return (r, c)
        return None
