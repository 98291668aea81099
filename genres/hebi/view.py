"""Hebi-Ichigo on screen: input (this module) and painting (paint.py).

Play mode: a left drag writes a snake.  From an empty cell it writes 1, 2,
3, ... into the cells it passes; from a cell holding d it goes on with d+1,
d+2, ...  Moving back onto the previous cell takes the last digit back, so a
wrong turn is mended without letting go.  The drag is computed afresh from
the answer it started on at every step, and is one undo step.  A click only
moves the cursor; a right click toggles the "no digit" dot and a right drag
erases.  "O" (or View > Snake outlines) shows or hides outlines round
complete snakes; the window remembers the choice.  Black cells take no
digit and no dot: a stroke into one is refused (a drag stops before it) with
one status message saying why, as pzprjs refuses it.

Edit mode: a click turns a white cell black and a plain black cell white; a
click on an arrow only selects it, so its number can be typed (a right click
clears any cell).  A drag from a black cell towards a neighbour gives it an
arrow that way (back onto the cell, or the direction it already had, takes
the arrow off); a drag from a white cell paints black cells.  Keys:
Shift+arrow sets an arrow, 0-5 its number, Backspace/Delete peel off number,
arrow, then the black.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from dataclasses import dataclass, field, replace
from typing import Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from genres.core.grid import Cell
from genres.core.input import (GestureView, arrow_step, board_cursor, choose_cell, move_cursor,
                               straight_line)
from genres.core.view import InteractionContext, ViewOption, ViewState

from .model import DIRECTIONS, MAX_CLUE, SNAKE_LENGTH, HebiAnswer, HebiPuzzle
from .paint import paint_board

DIRECTION_OF_STEP = {step: d for d, step in DIRECTIONS.items()}
ERASE_KEYS = (Qt.Key_Delete, Qt.Key_Backspace)
NEEDS_ARROW = QT_TRANSLATE_NOOP("hebi-ichigo", "Give the cell an arrow first (drag from it or Shift+arrow).")
# Said once per refused stroke, as pzprjs refuses to write into a black cell.
BLACK_REFUSED = QT_TRANSLATE_NOOP("hebi-ichigo", "Black cells take no digits or dots: they only block and "
                                  "carry arrows.")
OUTLINES = ViewOption("outlines", QT_TRANSLATE_NOOP("hebi-ichigo", "Snake outlines"), "O")


@dataclass
class SnakeDrag:
    """Play mode, left button: writing consecutive digits along a path."""
    key: Hashable
    base: HebiAnswer                  # the answer when the drag began
    first: int                        # the digit of path[0]
    path: list[Cell]
    start_was_empty: bool
    refused: bool = False             # told the player once why the snake stopped

    def digits(self) -> dict[Cell, int]:
        if self.start_was_empty and len(self.path) < 2:
            return {}                 # a click on an empty cell writes nothing
        return {cell: self.first + i for i, cell in enumerate(self.path)}


@dataclass
class EraseDrag:
    """Play mode, right button: a click toggles a dot, a drag erases."""
    key: Hashable
    base: HebiAnswer
    cells: list[Cell] = field(default_factory=list)


@dataclass
class ArrowDrag:
    """Edit mode, left button from a black cell: aiming its arrow."""
    key: Hashable
    cell: Cell
    base: HebiPuzzle
    moved: bool = False


@dataclass
class BlackDrag:
    """Edit mode, left button from a white cell: painting black cells."""
    key: Hashable
    last: Cell


def direction_between(a: Cell, b: Cell) -> str | None:
    """The direction from ``a`` towards ``b`` when they share a row or column."""
    dr, dc = b[0] - a[0], b[1] - a[1]
    if (dr == 0) == (dc == 0):
        return None
    step = ((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))
    return next(d for d, s in DIRECTIONS.items() if s == step)


def straight_run(a: Cell, b: Cell) -> list[Cell] | None:
    """The cells after ``a`` up to ``b`` when they share a row or column, so
    a fast drag that skipped cells still visits them one step at a time."""
    cells = straight_line(a, b)
    if cells is None or a == b:
        return None
    return cells[1:]


class HebiView(GestureView):
    def __init__(self) -> None:
        self._gesture: SnakeDrag | EraseDrag | ArrowDrag | BlackDrag | None = None
        # A display choice of this window, not part of the puzzle: "O" toggles it.
        self.show_outlines = False

    def paint(self, painter: QPainter, state: ViewState) -> None:
        paint_board(painter, state, self.show_outlines)

    def view_options(self) -> tuple[ViewOption, ...]:
        return (replace(OUTLINES, label=translate("hebi-ichigo", OUTLINES.label)),)

    def view_option(self, key: str) -> bool:
        if key != OUTLINES.key:
            raise KeyError(key)
        return self.show_outlines

    def set_view_option(self, key: str, on: bool) -> None:
        if key != OUTLINES.key:
            raise KeyError(key)
        self.show_outlines = bool(on)

    def input_table(self, mode: str, puzzle=None) -> list[tuple[str, str]]:
        if mode == "edit":
            return [
                (translate("hebi-ichigo", "Click a white cell"), translate("hebi-ichigo", "make it black")),
                (translate("hebi-ichigo", "Drag across white cells"),
                 translate("hebi-ichigo", "paint them black")),
                (translate("hebi-ichigo", "Click a black cell"),
                 translate("hebi-ichigo", "make it white (on an arrow: select it)")),
                (translate("hebi-ichigo", "Drag from a black cell to a neighbour"),
                 translate("hebi-ichigo", "point its arrow that way")),
                (translate("hebi-ichigo", "Drag back onto the cell or the same way"),
                 translate("hebi-ichigo", "take the arrow off")),
                (translate("hebi-ichigo", "Right-click"), translate("hebi-ichigo", "clear the cell")),
                (translate("hebi-ichigo", "Shift+arrow key"), translate("hebi-ichigo", "give the cell an arrow")),
                (translate("hebi-ichigo", "0-5"), translate("hebi-ichigo", "the arrow's number")),
                (translate("hebi-ichigo", "B or Space"), translate("hebi-ichigo", "toggle black")),
                (translate("hebi-ichigo", "Backspace or Delete"),
                 translate("hebi-ichigo", "clear number, then arrow, then black")),
                (translate("hebi-ichigo", "Arrow keys"), translate("hebi-ichigo", "move the cursor")),
            ]
        # Said without the current state: the status bar shows this until the mode changes.
        return [
            (translate("hebi-ichigo", "Drag from an empty cell"),
             translate("hebi-ichigo", "write 1, 2, 3… along the path")),
            (translate("hebi-ichigo", "Drag from a digit"), translate("hebi-ichigo", "carry on counting from it")),
            (translate("hebi-ichigo", "Drag back one cell"), translate("hebi-ichigo", "take the last digit back")),
            (translate("hebi-ichigo", "Click"), translate("hebi-ichigo", "select a cell")),
            (translate("hebi-ichigo", "Right-click"), translate("hebi-ichigo", "dot: no digit here")),
            (translate("hebi-ichigo", "Right-drag"), translate("hebi-ichigo", "erase")),
            (translate("hebi-ichigo", "1-5"), translate("hebi-ichigo", "write a digit")),
            (translate("hebi-ichigo", "0, Space, Backspace or Delete"), translate("hebi-ichigo", "erase")),
            (translate("hebi-ichigo", "."), translate("hebi-ichigo", "dot: no digit here")),
            (translate("hebi-ichigo", "O"), translate("hebi-ichigo", "show or hide snake outlines")),
            (translate("hebi-ichigo", "Arrow keys"), translate("hebi-ichigo", "move the cursor")),
        ]

    # ----- mouse -----------------------------------------------------------
    def mouse_press(self, ctx: InteractionContext, pos: tuple[float, float],
                    button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        puzzle: HebiPuzzle = ctx.document.puzzle
        cell = self.cell_at(puzzle, pos)
        self._gesture = None
        if cell is None or button not in (Qt.LeftButton, Qt.RightButton):
            return False
        ctx.set_cursor(cell)
        key = ctx.new_gesture_key()
        if ctx.mode == "edit":
            if button == Qt.RightButton:
                ctx.document.apply(puzzle=puzzle.with_black(cell, False), label=translate("hebi-ichigo", "Clear cell"))
            elif puzzle.is_black(cell):
                self._gesture = ArrowDrag(key, cell, puzzle)
            else:
                self._gesture = BlackDrag(key, cell)
                ctx.document.apply(puzzle=puzzle.with_black(cell, True), label=translate("hebi-ichigo", "Paint black"),
                                   merge_key=key)
            return True
        answer: HebiAnswer = ctx.document.answer
        if not puzzle.is_white(cell):
            ctx.show_message(translate("hebi-ichigo", BLACK_REFUSED))
            return True
        if button == Qt.RightButton:
            self._gesture = EraseDrag(key, answer, [cell])
        else:
            digit = answer.digit(cell)
            self._gesture = SnakeDrag(key, answer, digit or 1, [cell], digit is None)
        return True

    def drag_to(self, ctx: InteractionContext, g: SnakeDrag | EraseDrag | ArrowDrag | BlackDrag,
                pos: tuple[float, float]) -> None:
        puzzle: HebiPuzzle = ctx.document.puzzle
        cell = self.cell_at(puzzle, pos)
        if cell is None:
            return
        if isinstance(g, ArrowDrag):
            self._aim_arrow(ctx, g, cell)
        elif isinstance(g, BlackDrag):
            run = straight_run(g.last, cell)
            if run:
                g.last = cell
                for c in run:
                    puzzle = puzzle.with_black(c, True)
                ctx.document.apply(puzzle=puzzle, label=translate("hebi-ichigo", "Paint black"), merge_key=g.key)
        elif isinstance(g, EraseDrag):
            if cell not in g.cells:
                g.cells.append(cell)
                self._erase(ctx, g)
        else:
            for step in straight_run(g.path[-1], cell) or []:
                if not self._snake_step(ctx, g, step):
                    break                 # cells past a refused one are not next to the snake

    def drag_end(self, ctx: InteractionContext, g: SnakeDrag | EraseDrag | ArrowDrag | BlackDrag,
                 pos: tuple[float, float], button: Qt.MouseButton) -> None:
        if isinstance(g, EraseDrag) and len(g.cells) == 1:
            cell = g.cells[0]
            ctx.document.apply(answer=g.base.with_dot(cell, cell not in g.base.dots),
                               label=translate("hebi-ichigo", "Dot"), merge_key=g.key)
        elif isinstance(g, ArrowDrag) and not g.moved and g.base.arrow(g.cell) is None:
            # A click on an arrow only selects it (to type its number); a bare black turns white.
            ctx.document.apply(puzzle=g.base.with_black(g.cell, False), label=translate("hebi-ichigo", "Clear black"))

    # ----- play: writing snakes ------------------------------------------------
    def _snake_step(self, ctx: InteractionContext, g: SnakeDrag, cell: Cell) -> bool:
        """One step of the drag onto a neighbouring cell; False when refused."""
        puzzle: HebiPuzzle = ctx.document.puzzle
        if len(g.path) >= 2 and cell == g.path[-2]:
            g.path.pop()                  # back along the path: take the last digit back
        elif not puzzle.is_white(cell):
            if not g.refused:
                g.refused = True
                ctx.show_message(translate("hebi-ichigo", BLACK_REFUSED))
            return False
        elif cell in g.path:
            return False
        elif g.first + len(g.path) > SNAKE_LENGTH:
            return False                  # the snake is whole: 5 is its last digit
        else:
            g.path.append(cell)
        ctx.set_cursor(g.path[-1])
        ctx.document.apply(answer=self._written(g), label=translate("hebi-ichigo", "Write snake"), merge_key=g.key)
        return True

    @staticmethod
    def _written(g: SnakeDrag) -> HebiAnswer:
        """The drag's digits over the answer it started on, so a cell the drag
        backed out of gets its old digit or dot back."""
        written = g.digits()
        digits = {c: d for c, d in g.base.digits if c not in written}
        digits.update(written)
        dots = frozenset(c for c in g.base.dots if c not in written)
        return HebiAnswer(frozenset(digits.items()), dots)

    def _erase(self, ctx: InteractionContext, g: EraseDrag) -> None:
        gone = set(g.cells)
        answer = HebiAnswer(frozenset(d for d in g.base.digits if d[0] not in gone),
                            g.base.dots - gone)
        ctx.document.apply(answer=answer, label=translate("hebi-ichigo", "Erase"), merge_key=g.key)

    # ----- edit: arrows ------------------------------------------------------------
    def _aim_arrow(self, ctx: InteractionContext, g: ArrowDrag, cell: Cell) -> None:
        if cell == g.cell:
            if not g.moved:
                return
            direction = None              # back onto the cell: no arrow
        else:
            direction = direction_between(g.cell, cell)
            if direction is None:
                return                    # a diagonal says nothing
            old = g.base.arrow(g.cell)
            if old is not None and old.direction == direction:
                direction = None          # the way it already pointed: take it off
        g.moved = True
        ctx.document.apply(puzzle=g.base.with_arrow(g.cell, direction),
                           label=translate("hebi-ichigo", "Set arrow") if direction else translate("hebi-ichigo", "Remove arrow"), merge_key=g.key)

    # ----- keyboard ----------------------------------------------------------------
    def key_press(self, ctx: InteractionContext, key: int, text: str,
                  modifiers: Qt.KeyboardModifier) -> bool:
        puzzle: HebiPuzzle = ctx.document.puzzle
        cursor = board_cursor(ctx)
        step = arrow_step(key)
        if step is not None:
            if cursor is not None and ctx.mode == "edit" and modifiers & Qt.ShiftModifier:
                direction = DIRECTION_OF_STEP[step]
                old = puzzle.arrow(cursor)
                same = old is not None and old.direction == direction
                ctx.document.apply(puzzle=puzzle.with_arrow(cursor, None if same else direction),
                                   label=translate("hebi-ichigo", "Remove arrow") if same else translate("hebi-ichigo", "Set arrow"))
            else:
                move_cursor(ctx, cursor, step)
            return True
        char = text if len(text) == 1 else ""
        if ctx.mode == "play" and char.lower() == "o":
            self.show_outlines = not self.show_outlines
            ctx.show_message(translate("hebi-ichigo", "Snake outlines on.") if self.show_outlines
                             else translate("hebi-ichigo", "Snake outlines off."))
            return True
        handler = self._key_edit if ctx.mode == "edit" else self._key_play
        return handler(ctx, cursor, key, char)

    def _key_play(self, ctx: InteractionContext, cursor: Cell | None, key: int, char: str) -> bool:
        is_digit = char.isascii() and char.isdigit()
        erase = key in ERASE_KEYS or char in ("0", " ")
        if not (is_digit or erase or char == "."):
            return False
        if cursor is None:
            ctx.show_message(choose_cell("write"))
            return True
        puzzle: HebiPuzzle = ctx.document.puzzle
        if not puzzle.is_white(cursor):
            ctx.show_message(translate("hebi-ichigo", BLACK_REFUSED))
            return True
        answer: HebiAnswer = ctx.document.answer
        if erase:
            ctx.document.apply(answer=answer.with_digit(cursor, None).with_dot(cursor, False),
                               label=translate("hebi-ichigo", "Erase"))
        elif char == ".":
            ctx.document.apply(answer=answer.with_dot(cursor, cursor not in answer.dots), label=translate("hebi-ichigo", "Dot"))
        elif int(char) > SNAKE_LENGTH:
            ctx.show_message(translate("hebi-ichigo", "Snakes are numbered 1 to {n}.").format(n=SNAKE_LENGTH))
        else:
            ctx.document.apply(answer=answer.with_digit(cursor, int(char)), label=translate("hebi-ichigo", "Write {digit}").format(digit=char))
        return True

    def _key_edit(self, ctx: InteractionContext, cursor: Cell | None, key: int, char: str) -> bool:
        is_digit = char.isascii() and char.isdigit()
        toggle = char.lower() in ("b", "#", " ")
        if not (is_digit or toggle or key in ERASE_KEYS):
            return False
        if cursor is None:
            ctx.show_message(choose_cell("edit"))
            return True
        puzzle: HebiPuzzle = ctx.document.puzzle
        arrow = puzzle.arrow(cursor)
        if toggle:
            ctx.document.apply(puzzle=puzzle.toggle_black(cursor), label=translate("hebi-ichigo", "Toggle black"))
        elif is_digit:
            if arrow is None:
                ctx.show_message(translate("hebi-ichigo", NEEDS_ARROW))
            elif int(char) > MAX_CLUE:
                ctx.show_message(translate("hebi-ichigo", "Arrow numbers run 0 to {n}.").format(n=MAX_CLUE))
            else:
                ctx.document.apply(puzzle=puzzle.with_number(cursor, int(char)), label=translate("hebi-ichigo", "Arrow number"))
        elif arrow is not None and arrow.number is not None:
            ctx.document.apply(puzzle=puzzle.with_number(cursor, None), label=translate("hebi-ichigo", "Clear number"))
        elif arrow is not None:
            ctx.document.apply(puzzle=puzzle.with_arrow(cursor, None), label=translate("hebi-ichigo", "Remove arrow"))
        else:
            ctx.document.apply(puzzle=puzzle.with_black(cursor, False), label=translate("hebi-ichigo", "Clear black"))
        return True
