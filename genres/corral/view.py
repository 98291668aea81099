"""Corral on screen: input (this module) and painting (paint.py).

Play mode offers both ways to answer, editing one answer (the loop's sides):

* near a grid line (closer to a line than to a cell's centre) a left drag
  draws the loop along the lines, from grid dot to grid dot; the first side
  decides whether the drag draws or erases, as in pzprjs.  A plain click on a
  line toggles that one side.
* inside a cell a left click or drag shades cells inside: the first cell
  decides between "make inside" and "make outside", so a sweep paints.
* right button: on a line, crosses ("no loop here"); in a cell, an outside
  dot (the cell is made outside too); on a dotted cell, the dot goes away.
* Ctrl+click on a number (variant) cycles the player's note none → + → ×.

Edit mode: click a cell, type its number (digits within a second form one
number); Delete, Backspace or 0 clear it; right click clears at once.  "?" or
"-" (pzprjs's key for it) puts a "?" -- an inside cell whose count is not
given -- and pressed on a "?" clears it again, as in pzprjs.
"""
from __future__ import annotations

from genres.core.i18n import translate

import time
from dataclasses import dataclass, replace
from typing import Callable, Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from genres.core.grid import DIRS4, Cell, Dot, Side
from genres.core.input import (GestureView, MOVE_CURSOR_FIRST, NumberTyping, arrow_step,
                               board_cursor, choose_cell, move_cursor)
from genres.core.view import InteractionContext, ViewState

from . import MAX_NUMBER
from .model import (ADD, MUL, UNKNOWN, CorralAnswer, CorralPuzzle, inside_cells, set_inside,
                    toggle_cell, toggle_cross, toggle_side, with_op)
from .paint import paint_board
from .pointer import cell_run, clamped, dot_run, near_line, nearest_dot, side_at
from .rules import number_subject

TYPING_PAUSE = 1.0        # seconds: digits typed closer together form one number
QUESTION_KEYS = ("?", "-")  # "-" is pzprjs's key for a "?" clue
NOTE_CYCLE = (None, ADD, MUL)


@dataclass
class LineDrag:
    """Left button near the lines: drawing or erasing loop sides dot to dot."""
    key: Hashable
    last: Dot
    start: Side                    # the side under the press: a click toggles it
    adding: bool | None = None     # decided by the first side the drag passes


@dataclass
class ShadeDrag:
    """Left button in cells: painting cells inside (or back outside)."""
    key: Hashable
    inside: bool
    last: Cell
    refused: bool = False          # a number was passed over: said once per drag


@dataclass
class CrossDrag:
    """Right button near the lines: crossing sides out (or clearing crosses)."""
    key: Hashable
    adding: bool


@dataclass
class OutsideDrag:
    """Right button in cells: outside dots (or clearing them)."""
    key: Hashable
    marking: bool
    last: Cell
    refused: bool = False


def next_note(current: str | None) -> str | None:
    return NOTE_CYCLE[(NOTE_CYCLE.index(current) + 1) % len(NOTE_CYCLE)]


def refusal(puzzle: CorralPuzzle, cell: Cell) -> str:
    """Why a numbered cell cannot be made outside (rule 2; pzprjs refuses to
    shade a number in Cave the same way)."""
    return translate("corral", "{number} is always inside the loop: it cannot be made outside.").format(
        number=number_subject(puzzle, cell))


def make_outside(puzzle: CorralPuzzle, answer: CorralAnswer, cell: Cell) -> CorralAnswer:
    """The cell outside with an outside dot on it."""
    answer = set_inside(puzzle, answer, cell, False)
    return replace(answer, outside_marks=answer.outside_marks | {cell})


class CorralView(GestureView):
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self._gesture: LineDrag | ShadeDrag | CrossDrag | OutsideDrag | None = None
        self._typing = NumberTyping(MAX_NUMBER, TYPING_PAUSE, clock)

    def paint(self, painter: QPainter, state: ViewState) -> None:
        paint_board(painter, state)

    def input_table(self, mode: str, puzzle: CorralPuzzle | None = None) -> list[tuple[str, str]]:
        if mode == "edit":
            return [(translate("corral", "Click a cell, type digits"),
                     translate("corral", "set its number (digits within a second form one)")),
                    (translate("corral", "? or -"),
                     translate("corral", "a \"?\": inside, its count not given (again: clear it)")),
                    (translate("corral", "Del, Backspace or 0"), translate("corral", "clear the number")),
                    (translate("corral", "Right-click a cell"), translate("corral", "clear its number")),
                    (translate("corral", "Arrow keys"), translate("corral", "move the cursor"))]
        rows = [(translate("corral", "Drag along grid lines"),
                 translate("corral", "draw the loop (over drawn lines: erase)")),
                (translate("corral", "Click a line"), translate("corral", "draw or erase that side")),
                (translate("corral", "Click or drag in cells"),
                 translate("corral", "shade cells inside (from an inside cell: outside)")),
                (translate("corral", "Right-click a line"), translate("corral", "cross it out (no loop here)")),
                (translate("corral", "Right-click a cell"), translate("corral", "mark it outside with a dot")),
                (translate("corral", "Arrow keys"), translate("corral", "move the cursor")),
                (translate("corral", "Space"), translate("corral", "shade the cursor cell inside or outside")),
                (translate("corral", "X"), translate("corral", "mark the cursor cell outside")),
                (translate("corral", "Del or Backspace"),
                 translate("corral", "make the cursor cell outside, no dot")),
                (translate("corral", "Shift+arrow"), translate("corral", "draw or erase the cursor cell's side")),
                (translate("corral", "Ctrl+arrow"), translate("corral", "cross out the cursor cell's side"))]
        # The +/x notes belong to the variant: a standard Corral never offers them.
        if puzzle is not None and puzzle.is_variant:
            rows += [(translate("corral", "Ctrl+click a number, or M"),
                      translate("corral", "note it: none, +, ×")),
                     (translate("corral", "+ or *"),
                      translate("corral", "note the cursor number as additive or multiplicative"))]
        return rows

    # ----- mouse -----------------------------------------------------------
    def mouse_press(self, ctx: InteractionContext, pos: tuple[float, float],
                    button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        puzzle: CorralPuzzle = ctx.document.puzzle
        if button not in (Qt.LeftButton, Qt.RightButton):
            return False
        self._gesture = None
        cell = self.cell_at(puzzle, pos)
        if ctx.mode == "edit":
            if cell is None:
                return False
            self._typing.stop()
            ctx.set_cursor(cell)
            if button == Qt.RightButton and puzzle.number(cell) is not None:
                ctx.document.apply(puzzle=puzzle.with_number(cell, None), label=translate("corral", "Clear number"))
            return True
        answer: CorralAnswer = ctx.document.answer
        key = ctx.new_gesture_key()
        if near_line(puzzle, pos):
            s = side_at(puzzle, pos)
            if button == Qt.LeftButton:
                self._gesture = LineDrag(key, nearest_dot(puzzle, pos), s)
            else:
                self._gesture = CrossDrag(key, s not in answer.crosses)
                self._set_crosses(ctx, [s])
            return True
        if cell is None:
            return False
        ctx.set_cursor(cell)
        if button == Qt.LeftButton and modifiers & Qt.ControlModifier:
            self._cycle_note(ctx, cell)
        elif button == Qt.LeftButton:
            self._gesture = ShadeDrag(key, cell not in inside_cells(puzzle, answer), cell)
            self._shade(ctx, [cell])
        else:
            self._gesture = OutsideDrag(key, cell not in answer.outside_marks, cell)
            self._mark(ctx, [cell])
        return True

    def drag_to(self, ctx: InteractionContext, g: LineDrag | ShadeDrag | CrossDrag | OutsideDrag,
                pos: tuple[float, float]) -> None:
        puzzle: CorralPuzzle = ctx.document.puzzle
        if isinstance(g, LineDrag):
            if clamped(puzzle, pos) is None:
                return
            dot = nearest_dot(puzzle, pos)
            if dot != g.last:
                run = dot_run(g.last, dot)
                g.last = dot          # a diagonal jump is skipped; drawing resumes from here
                if run:
                    self._draw_sides(ctx, g, run)
            return
        if isinstance(g, CrossDrag):
            s = side_at(puzzle, pos) if near_line(puzzle, pos) else None
            if s is not None:
                self._set_crosses(ctx, [s])
            return
        cell = self.cell_at(puzzle, pos)
        if cell is None or cell == g.last:
            return
        run = cell_run(g.last, cell)
        g.last = cell
        if isinstance(g, ShadeDrag):
            self._shade(ctx, run)
        else:
            self._mark(ctx, run)

    def drag_end(self, ctx: InteractionContext, g: LineDrag | ShadeDrag | CrossDrag | OutsideDrag,
                 pos: tuple[float, float], button: Qt.MouseButton) -> None:
        if isinstance(g, LineDrag) and g.adding is None:
            # A click on a line, no dot passed: toggle the side that was clicked.
            answer = toggle_side(ctx.document.answer, g.start)
            ctx.document.apply(answer=answer, label=translate("corral", "Draw loop"), merge_key=g.key)

    # ----- keyboard --------------------------------------------------------
    def key_press(self, ctx: InteractionContext, key: int, text: str,
                  modifiers: Qt.KeyboardModifier) -> bool:
        puzzle: CorralPuzzle = ctx.document.puzzle
        direction = arrow_step(key)
        cursor = board_cursor(ctx)
        if direction is not None:
            if cursor is not None:
                if ctx.mode == "play" and modifiers & (Qt.ShiftModifier | Qt.ControlModifier):
                    # cell_sides lists top, right, bottom, left: the order of DIRS4.
                    s = puzzle.geometry.cell_sides(cursor)[DIRS4.index(direction)]
                    edit = toggle_side if modifiers & Qt.ShiftModifier else toggle_cross
                    label = (translate("corral", "Draw loop") if modifiers & Qt.ShiftModifier
                             else translate("corral", "Cross line"))
                    ctx.document.apply(answer=edit(ctx.document.answer, s), label=label)
                    return True
                self._typing.stop()
            move_cursor(ctx, cursor, direction)
            return True
        if ctx.mode == "edit":
            return self._key_edit(ctx, cursor, key, text)
        return self._key_play(ctx, cursor, key, text)

    def _key_play(self, ctx: InteractionContext, cursor: Cell | None, key: int, text: str) -> bool:
        t = text.lower() if len(text) == 1 else ""
        actions = {" ": "shade", "x": "mark", "m": "note", "+": ADD, "*": MUL, "×": MUL}
        action = actions.get(t)
        if key in (Qt.Key_Delete, Qt.Key_Backspace):
            action = "clear"
        if action is None:
            return False
        if cursor is None:
            ctx.show_message(translate("core", MOVE_CURSOR_FIRST))
            return True
        puzzle: CorralPuzzle = ctx.document.puzzle
        answer: CorralAnswer = ctx.document.answer
        numbered = puzzle.number(cursor) is not None
        if numbered and (action == "clear"
                         or (action == "shade" and cursor in inside_cells(puzzle, answer))
                         or (action == "mark" and cursor not in answer.outside_marks)):
            ctx.show_message(refusal(puzzle, cursor))
            return True
        if action == "shade":
            ctx.document.apply(answer=toggle_cell(puzzle, answer, cursor), label=translate("corral", "Shade cell"))
        elif action == "mark":
            marked = cursor in answer.outside_marks
            new = (replace(answer, outside_marks=answer.outside_marks - {cursor}) if marked
                   else make_outside(puzzle, answer, cursor))
            ctx.document.apply(answer=new, label=translate("corral", "Mark outside"))
        elif action == "clear":
            new = set_inside(puzzle, answer, cursor, False)
            new = replace(new, outside_marks=new.outside_marks - {cursor})
            ctx.document.apply(answer=new, label=translate("corral", "Clear cell"))
        elif action == "note":
            self._cycle_note(ctx, cursor)
        else:
            self._set_note(ctx, cursor, None if answer.op_map.get(cursor) == action else action)
        return True

    def _key_edit(self, ctx: InteractionContext, cursor: Cell | None, key: int, text: str) -> bool:
        t = text if len(text) == 1 else ""
        is_digit = t.isdigit() and t.isascii()
        clears = key in (Qt.Key_Delete, Qt.Key_Backspace)
        if not (is_digit or clears or t in QUESTION_KEYS):
            return False
        if cursor is None:
            ctx.show_message(choose_cell("edit"))
            return True
        if is_digit:
            self._type_digit(ctx, cursor, t)
        elif t in QUESTION_KEYS:
            self._typing.stop()
            puzzle: CorralPuzzle = ctx.document.puzzle
            if puzzle.number(cursor) == UNKNOWN:
                ctx.document.apply(puzzle=puzzle.with_number(cursor, None), label=translate("corral", "Clear number"))
            else:
                ctx.document.apply(puzzle=puzzle.with_number(cursor, UNKNOWN), label=translate("corral", "Type ?"))
        else:
            self._typing.stop()
            ctx.document.apply(puzzle=ctx.document.puzzle.with_number(cursor, None), label=translate("corral", "Clear number"))
        return True

    def _type_digit(self, ctx: InteractionContext, cell: Cell, digit: str) -> None:
        puzzle: CorralPuzzle = ctx.document.puzzle
        number, key = self._typing.push(ctx, cell, int(digit), puzzle.number(cell))
        if number == 0:
            # 0 on its own clears the cell: Corral numbers start at 1.
            ctx.document.apply(puzzle=puzzle.with_number(cell, None), label=translate("corral", "Clear number"))
            return
        ctx.document.apply(puzzle=puzzle.with_number(cell, number), label=translate("corral", "Type number"),
                           merge_key=key)

    # ----- edits -----------------------------------------------------------
    def _draw_sides(self, ctx: InteractionContext, g: LineDrag, sides: list[Side]) -> None:
        answer: CorralAnswer = ctx.document.answer
        if g.adding is None:
            g.adding = sides[0] not in answer.sides
        for s in sides:
            if (s in answer.sides) != g.adding:
                answer = toggle_side(answer, s)
        ctx.document.apply(answer=answer, label=translate("corral", "Draw loop") if g.adding else translate("corral", "Erase loop"),
                           merge_key=g.key)

    def _set_crosses(self, ctx: InteractionContext, sides: list[Side]) -> None:
        g = self._gesture
        answer: CorralAnswer = ctx.document.answer
        for s in sides:
            if (s in answer.crosses) != g.adding:
                answer = toggle_cross(answer, s)
        ctx.document.apply(answer=answer, label=translate("corral", "Cross line"), merge_key=g.key)

    def _shade(self, ctx: InteractionContext, cells: list[Cell]) -> None:
        g = self._gesture
        puzzle: CorralPuzzle = ctx.document.puzzle
        answer: CorralAnswer = ctx.document.answer
        for cell in cells:
            if not g.inside and self._refused(ctx, g, cell):
                continue
            answer = set_inside(puzzle, answer, cell, g.inside)
        if answer is ctx.document.answer:
            return
        ctx.document.apply(answer=answer, label=translate("corral", "Shade inside") if g.inside else translate("corral", "Shade outside"),
                           merge_key=g.key)

    def _mark(self, ctx: InteractionContext, cells: list[Cell]) -> None:
        g = self._gesture
        puzzle: CorralPuzzle = ctx.document.puzzle
        answer: CorralAnswer = ctx.document.answer
        for cell in cells:
            if g.marking:
                if self._refused(ctx, g, cell):
                    continue
                answer = make_outside(puzzle, answer, cell)
            else:
                answer = replace(answer, outside_marks=answer.outside_marks - {cell})
        if answer is ctx.document.answer:
            return
        ctx.document.apply(answer=answer, label=translate("corral", "Mark outside"), merge_key=g.key)

    @staticmethod
    def _refused(ctx: InteractionContext, g: ShadeDrag | OutsideDrag, cell: Cell) -> bool:
        """True when ``cell`` holds a number, which the drag must leave inside;
        the reason goes to the status bar once per drag."""
        puzzle: CorralPuzzle = ctx.document.puzzle
        if puzzle.number(cell) is None:
            return False
        if not g.refused:
            g.refused = True
            ctx.show_message(refusal(puzzle, cell))
        return True

    def _cycle_note(self, ctx: InteractionContext, cell: Cell) -> None:
        self._set_note(ctx, cell, next_note(ctx.document.answer.op_map.get(cell)))

    @staticmethod
    def _set_note(ctx: InteractionContext, cell: Cell, op: str | None) -> None:
        puzzle: CorralPuzzle = ctx.document.puzzle
        if not puzzle.is_variant:
            ctx.show_message(translate("corral", "+ and × notes belong to Additive/Multiplicative Corral."))
            return
        if cell not in puzzle.counts:
            ctx.show_message(translate("corral", "Only a number can be noted as + or ×."))
            return
        ctx.document.apply(answer=with_op(ctx.document.answer, cell, op), label=translate("corral", "Note + or ×"))
