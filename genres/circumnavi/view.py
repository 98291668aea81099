"""Circumnavi-Gates on screen: input (this module) and painting (paint.py).

Play mode: a left drag from cell to cell draws the loop.  Like pzprjs, the
first link a drag crosses decides whether the drag draws or erases, so one
sweep never leaves a half-toggled mess.  Links into black cells are allowed:
the checker reports loop-on-black, and a player expects to see the error
rather than have the input silently refused.

Edit mode: a click cycles a cell empty -> black -> vertical gate ->
horizontal gate -> empty (right click goes back); a drag paints the kind
chosen at the press.  Keys place kinds, the circle and gate numbers.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

import time
from dataclasses import dataclass
from typing import Callable, Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from genres.core.grid import Cell, Edge, edge
from genres.core.input import (GestureView, MOVE_CURSOR_FIRST, NumberTyping, arrow_step,
                               board_cursor, choose_cell, move_cursor, straight_line)
from genres.core.view import InteractionContext, ViewState
from genres.core.violation import cell_name

from . import MAX_NUMBER
from .model import BLACK, CIRCLE, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle
from .paint import paint_board

# A click cycles through these; the circle is placed by key and a click on it clears it.
EDIT_CYCLE = (EMPTY, BLACK, VGATE, HGATE)
# Undo labels per kind of cell placed or painted.
PLACE_LABELS = {EMPTY: QT_TRANSLATE_NOOP("circumnavi-gates", "Place empty cell"),
                BLACK: QT_TRANSLATE_NOOP("circumnavi-gates", "Place black cell"),
                VGATE: QT_TRANSLATE_NOOP("circumnavi-gates", "Place vertical gate"),
                HGATE: QT_TRANSLATE_NOOP("circumnavi-gates", "Place horizontal gate"),
                CIRCLE: QT_TRANSLATE_NOOP("circumnavi-gates", "Place circle")}
PAINT_LABELS = {EMPTY: QT_TRANSLATE_NOOP("circumnavi-gates", "Paint empty cell"),
                BLACK: QT_TRANSLATE_NOOP("circumnavi-gates", "Paint black cell"),
                VGATE: QT_TRANSLATE_NOOP("circumnavi-gates", "Paint vertical gate"),
                HGATE: QT_TRANSLATE_NOOP("circumnavi-gates", "Paint horizontal gate"),
                CIRCLE: QT_TRANSLATE_NOOP("circumnavi-gates", "Paint circle")}
KIND_KEYS = {"b": BLACK, "#": BLACK, "-": HGATE, "|": VGATE, "v": VGATE,
             "o": CIRCLE, "c": CIRCLE, ".": EMPTY, " ": EMPTY}
EDGE_ZONE = 0.25          # how close to a cell border a right click must be to mean the border
TYPING_PAUSE = 1.0        # seconds: digits typed closer together form one number


@dataclass
class LineDrag:
    """Play mode, left button: drawing or erasing loop links."""
    key: Hashable
    last: Cell
    adding: bool | None = None     # decided by the first link the drag crosses
    refused: bool = False          # the stroke already said why a link was refused


@dataclass
class NoteDrag:
    """Play mode, right button: crosses on borders or marks in cells."""
    key: Hashable
    on_borders: bool
    adding: bool
    last: Cell


@dataclass
class PaintDrag:
    """Edit mode: painting one cell kind across cells."""
    key: Hashable
    kind: str
    last: Cell


def border_at(puzzle: CircumnaviPuzzle, pos: tuple[float, float]) -> Edge | None:
    """The link across the cell border nearest ``pos`` when ``pos`` is close
    to a border between two cells (not the board's outline)."""
    x, y = pos
    r, c = int(y // 1), int(x // 1)
    if not puzzle.geometry.contains((r, c)):
        return None
    fx, fy = x - c, y - r
    dist, other = min((fy, (r - 1, c)), (1 - fx, (r, c + 1)), (1 - fy, (r + 1, c)), (fx, (r, c - 1)))
    if dist >= EDGE_ZONE or not puzzle.geometry.contains(other):
        return None
    return edge((r, c), other)


class CircumnaviView(GestureView):
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self._gesture: LineDrag | NoteDrag | PaintDrag | None = None
        self._typing = NumberTyping(MAX_NUMBER, TYPING_PAUSE, clock)

    def paint(self, painter: QPainter, state: ViewState) -> None:
        paint_board(painter, state)

    def input_table(self, mode: str, puzzle: CircumnaviPuzzle | None = None) -> list[tuple[str, str]]:
        if mode == "edit":
            return [
                (translate("circumnavi-gates", "Click"),
                 translate("circumnavi-gates", "cycle empty → black → vertical gate → horizontal gate")),
                (translate("circumnavi-gates", "Right-click"), translate("circumnavi-gates", "cycle back")),
                (translate("circumnavi-gates", "Drag"),
                 translate("circumnavi-gates", "paint the kind chosen at the first cell")),
                (translate("circumnavi-gates", "B or #"), translate("circumnavi-gates", "black cell")),
                (translate("circumnavi-gates", "| or V"), translate("circumnavi-gates", "vertical gate cell")),
                (translate("circumnavi-gates", "-"), translate("circumnavi-gates", "horizontal gate cell")),
                (translate("circumnavi-gates", "O"), translate("circumnavi-gates", "the circle")),
                (translate("circumnavi-gates", "Space, . or Del"), translate("circumnavi-gates", "empty cell")),
                (translate("circumnavi-gates", "Digits"), translate("circumnavi-gates", "number a black cell")),
                (translate("circumnavi-gates", "Backspace"), translate("circumnavi-gates", "delete a digit")),
                (translate("circumnavi-gates", "Arrows"), translate("circumnavi-gates", "move the cursor")),
            ]
        return [
            (translate("circumnavi-gates", "Drag across cells"),
             translate("circumnavi-gates", "draw or erase the loop")),
            (translate("circumnavi-gates", "Right-click a border"),
             translate("circumnavi-gates", "cross: no loop here")),
            (translate("circumnavi-gates", "Right-click a cell's middle"),
             translate("circumnavi-gates", "mark: the loop avoids it")),
            (translate("circumnavi-gates", "Right-drag"), translate("circumnavi-gates", "more crosses or marks")),
            (translate("circumnavi-gates", "Arrows"), translate("circumnavi-gates", "move the cursor")),
            (translate("circumnavi-gates", "Shift+arrow"),
             translate("circumnavi-gates", "draw or erase a link and follow it")),
            (translate("circumnavi-gates", "Ctrl+arrow"), translate("circumnavi-gates", "cross the border")),
            (translate("circumnavi-gates", "X"), translate("circumnavi-gates", "mark the cell")),
            (translate("circumnavi-gates", "Del or Backspace"),
             translate("circumnavi-gates", "erase the cell's links")),
        ]

    # ----- mouse -----------------------------------------------------------
    def mouse_press(self, ctx: InteractionContext, pos: tuple[float, float],
                    button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        puzzle = ctx.document.puzzle
        cell = self.cell_at(puzzle, pos)
        if cell is None or button not in (Qt.LeftButton, Qt.RightButton):
            return False
        key = ctx.new_gesture_key()
        if ctx.mode == "edit":
            self._typing.stop()
            ctx.set_cursor(cell)
            kind = self._cycled(puzzle.kind(cell), forward=button == Qt.LeftButton)
            self._gesture = PaintDrag(key, kind, cell)
            self._paint_kind(ctx, [cell])
        elif button == Qt.LeftButton:
            self._gesture = LineDrag(key, cell)
        else:
            answer: CircumnaviAnswer = ctx.document.answer
            border = border_at(puzzle, pos)
            if border is not None:
                self._gesture = NoteDrag(key, True, border not in answer.crosses, cell)
                self._set_crosses(ctx, [border])
            else:
                self._gesture = NoteDrag(key, False, cell not in answer.marks, cell)
                self._set_marks(ctx, [cell])
        return True

    def drag_to(self, ctx: InteractionContext, g: LineDrag | NoteDrag | PaintDrag,
                pos: tuple[float, float]) -> None:
        puzzle = ctx.document.puzzle
        cell = self.cell_at(puzzle, pos)
        if isinstance(g, NoteDrag):
            if g.on_borders:
                borders = []
                if cell is not None and cell != g.last and straight_line(g.last, cell):
                    run = straight_line(g.last, cell)
                    borders = [edge(a, b) for a, b in zip(run, run[1:])]
                near = border_at(puzzle, pos)
                if near is not None:
                    borders.append(near)
                self._set_crosses(ctx, borders)
            elif cell is not None:
                self._set_marks(ctx, straight_line(g.last, cell) or [cell])
            if cell is not None:
                g.last = cell
            return
        if cell is None or cell == g.last:
            return
        run = straight_line(g.last, cell)
        g.last = cell          # a diagonal jump is skipped; drawing resumes from here
        if run is None:
            return
        if isinstance(g, LineDrag):
            self._draw_links(ctx, g, [edge(a, b) for a, b in zip(run, run[1:])])
        else:
            self._paint_kind(ctx, run[1:])

    # ----- keyboard --------------------------------------------------------
    def key_press(self, ctx: InteractionContext, key: int, text: str,
                  modifiers: Qt.KeyboardModifier) -> bool:
        direction = arrow_step(key)
        cursor = board_cursor(ctx)
        if direction is not None:
            if cursor is not None:
                if ctx.mode == "play" and modifiers & (Qt.ShiftModifier | Qt.ControlModifier):
                    return self._key_line(ctx, cursor, direction, modifiers)
                self._typing.stop()
            move_cursor(ctx, cursor, direction)
            return True
        if ctx.mode == "edit":
            return self._key_edit(ctx, cursor, key, text)
        return self._key_play(ctx, cursor, key, text)

    def _key_line(self, ctx: InteractionContext, cursor: Cell, direction: tuple[int, int],
                  modifiers: Qt.KeyboardModifier) -> bool:
        target = (cursor[0] + direction[0], cursor[1] + direction[1])
        if not ctx.document.puzzle.geometry.contains(target):
            ctx.show_message(translate("circumnavi-gates", "The loop cannot leave the board."))
            return True
        e = edge(cursor, target)
        answer: CircumnaviAnswer = ctx.document.answer
        if modifiers & Qt.ShiftModifier:
            # Toggle the link, as crossing it with the mouse would, and follow it.
            adding = e not in answer.links
            if adding and self._into_black(ctx, [e]):
                return True
            self._set_links(ctx, [e], adding, ctx.new_gesture_key())
            ctx.set_cursor(target)
        else:
            self._gesture = NoteDrag(ctx.new_gesture_key(), True, e not in answer.crosses, cursor)
            self._set_crosses(ctx, [e])
            self._gesture = None
        return True

    def _key_play(self, ctx: InteractionContext, cursor: Cell | None, key: int, text: str) -> bool:
        wants_mark = text.lower() == "x"
        wants_clear = key in (Qt.Key_Delete, Qt.Key_Backspace)
        if not (wants_mark or wants_clear):
            return False
        if cursor is None:
            ctx.show_message(translate("core", MOVE_CURSOR_FIRST))
            return True
        answer: CircumnaviAnswer = ctx.document.answer
        if wants_mark:
            ctx.document.apply(answer=CircumnaviAnswer(answer.links, answer.crosses,
                                                   answer.marks ^ {cursor}), label=translate("circumnavi-gates", "Mark cell"))
        else:
            links = frozenset(e for e in answer.links if cursor not in e)
            ctx.document.apply(answer=CircumnaviAnswer(links, answer.crosses, answer.marks),
                               label=translate("circumnavi-gates", "Erase links"))
        return True

    def _key_edit(self, ctx: InteractionContext, cursor: Cell | None, key: int, text: str) -> bool:
        lowered = text.lower() if len(text) == 1 else ""
        kind = KIND_KEYS.get(lowered)
        if key == Qt.Key_Delete:
            kind = EMPTY
        is_digit = lowered.isdigit() and lowered.isascii()
        if kind is None and not is_digit and key != Qt.Key_Backspace:
            return False
        if cursor is None:
            ctx.show_message(choose_cell("edit"))
            return True
        if is_digit:
            self._type_digit(ctx, cursor, lowered)
        elif key == Qt.Key_Backspace:
            self._erase_digit(ctx, cursor)
        else:
            self._typing.stop()
            puzzle = ctx.document.puzzle
            ctx.document.apply(puzzle=puzzle.with_kind(cursor, kind), label=translate("circumnavi-gates", PLACE_LABELS[kind]))
        return True

    def _type_digit(self, ctx: InteractionContext, cell: Cell, digit: str) -> None:
        puzzle: CircumnaviPuzzle = ctx.document.puzzle
        number, key = self._typing.push(ctx, cell, int(digit), puzzle.number(cell))
        if number == 0:
            ctx.show_message(translate("circumnavi-gates", "Gate numbers start at 1."))
            return
        ctx.document.apply(puzzle=puzzle.with_number(cell, number),
                           label=translate("circumnavi-gates", "Type number"), merge_key=key)

    def _erase_digit(self, ctx: InteractionContext, cell: Cell) -> None:
        puzzle: CircumnaviPuzzle = ctx.document.puzzle
        self._typing.stop()
        n = puzzle.number(cell)
        if n is None:
            ctx.document.apply(puzzle=puzzle.with_kind(cell, EMPTY), label=translate("circumnavi-gates", "Clear cell"))
            return
        rest = str(n)[:-1]
        ctx.document.apply(puzzle=puzzle.with_number(cell, int(rest) if rest else None),
                           label=translate("circumnavi-gates", "Delete digit"))

    # ----- edits -----------------------------------------------------------
    @staticmethod
    def _cycled(kind: str, forward: bool) -> str:
        if kind not in EDIT_CYCLE:
            return EMPTY               # the circle: a click clears it
        i = EDIT_CYCLE.index(kind)
        return EDIT_CYCLE[(i + (1 if forward else -1)) % len(EDIT_CYCLE)]

    def _paint_kind(self, ctx: InteractionContext, cells: list[Cell]) -> None:
        g = self._gesture
        puzzle: CircumnaviPuzzle = ctx.document.puzzle
        for cell in cells:
            if puzzle.kind(cell) != g.kind:
                puzzle = puzzle.with_kind(cell, g.kind)
        ctx.document.apply(puzzle=puzzle, label=translate("circumnavi-gates", PAINT_LABELS[g.kind]), merge_key=g.key)

    def _draw_links(self, ctx: InteractionContext, g: LineDrag, links: list[Edge]) -> None:
        if g.adding is None:
            g.adding = links[0] not in ctx.document.answer.links
        if g.adding:
            refused = self._into_black(ctx, links, quiet=g.refused)
            g.refused = g.refused or bool(refused)
            links = [e for e in links if e not in refused]
            if not links:
                return
        self._set_links(ctx, links, g.adding, g.key)

    @staticmethod
    def _into_black(ctx: InteractionContext, links: list[Edge], quiet: bool = False) -> list[Edge]:
        """The links that would enter a black cell; unless ``quiet``, the
        status bar says why the first of them is refused."""
        puzzle: CircumnaviPuzzle = ctx.document.puzzle
        refused = [e for e in links if any(puzzle.kind(c) == BLACK for c in e)]
        if refused and not quiet:
            black = next(c for c in refused[0] if puzzle.kind(c) == BLACK)
            ctx.show_message(translate("circumnavi-gates", "The loop cannot enter the black cell at "
                                       "{place}.").format(place=cell_name(black)))
        return refused

    @staticmethod
    def _set_links(ctx: InteractionContext, links: list[Edge], adding: bool, key: Hashable) -> None:
        answer: CircumnaviAnswer = ctx.document.answer
        changed = frozenset(links)
        if adding:
            # A drawn link replaces a cross the player had put there.
            new = CircumnaviAnswer(answer.links | changed, answer.crosses - changed, answer.marks)
        else:
            new = CircumnaviAnswer(answer.links - changed, answer.crosses, answer.marks)
        ctx.document.apply(answer=new, label=translate("circumnavi-gates", "Draw loop") if adding else translate("circumnavi-gates", "Erase loop"), merge_key=key)

    def _set_crosses(self, ctx: InteractionContext, borders: list[Edge]) -> None:
        g = self._gesture
        if not borders:
            return
        answer: CircumnaviAnswer = ctx.document.answer
        changed = frozenset(borders)
        if g.adding:
            # A cross says "no link here", so it replaces a link on that border.
            new = CircumnaviAnswer(answer.links - changed, answer.crosses | changed, answer.marks)
        else:
            new = CircumnaviAnswer(answer.links, answer.crosses - changed, answer.marks)
        ctx.document.apply(answer=new, label=translate("circumnavi-gates", "Cross border"), merge_key=g.key)

    def _set_marks(self, ctx: InteractionContext, cells: list[Cell]) -> None:
        g = self._gesture
        answer: CircumnaviAnswer = ctx.document.answer
        changed = frozenset(cells)
        marks = answer.marks | changed if g.adding else answer.marks - changed
        ctx.document.apply(answer=CircumnaviAnswer(answer.links, answer.crosses, marks),
                           label=translate("circumnavi-gates", "Mark cell"), merge_key=g.key)
