"""Ore Soccer on screen: input (this module) and painting (paint.py).

Play mode:
  * A left drag draws the ball's path through cell centres in 8 directions.
    It starts on a white circle (a new path), on the path's last cell (going
    on), or on any cell of the path (cut there and go on).  Moving back onto
    the previous cell takes the last step back; a fast straight drag fills in
    the cells it skipped.  A cell only counts once the pointer is near its
    centre, so a diagonal drag past a corner does not catch the side cells.
  * A right drag (or Shift + left drag) from a white circle moves it one step;
    dragging it back onto its own cell takes the move back.
  * A right click, or a right drag from a cell without a circle, erases: the
    path is cut before each cell touched, and moves from or onto it are taken back.
  * Delete/Backspace erase at the keyboard cursor the same way.
  * Refused strokes, as pzprjs refuses them: the path never steps into a
    black circle, and a circle never steps onto a black circle or into the
    goal.  Nothing changes and the status bar says why (once per cell).
  * Keys: the arrows move the cursor, Home/PgUp/End/PgDn diagonally (where
    7, 9, 1 and 3 sit on a number pad).  With Shift such a key draws the
    path one step from the cursor (from a white circle a new path, from the
    path's end on; back onto the previous cell takes the step back), with
    Ctrl it moves the white circle at the cursor one step that way.

Edit mode:
  * A drag along the top row sets the goal to that run of cells.
  * A click cycles a cell: empty, white circle, black circle, empty (a goal
    cell becomes empty); a right click clears it.
  * Keys: O/W white circle, B/X black circle, G goal on/off, digits number a
    white circle (two digits in a row make a two-digit number), Backspace/Del
    clear the number, then the cell, Space cycles, S toggles strict moves.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from dataclasses import dataclass, field, replace
from typing import Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter

from genres.core.grid import Cell
from genres.core.input import (GestureView, NumberTyping, arrow_step, board_cursor, choose_cell,
                               move_cursor)
from genres.core.view import InteractionContext, ViewState

from .model import (BLACK, EMPTY, GOAL, MAX_NUMBER, WHITE, SoccerAnswer, SoccerPuzzle,
                    is_neighbour8, path_steps, step_key)
from .paint import paint_board
from .strokes import circle_standing_on, erase_at, straight_cells

CATCH_RADIUS = 0.4     # how near a cell's centre the pointer must come to enter it
ERASE_KEYS = (Qt.Key_Delete, Qt.Key_Backspace)
CYCLE = {EMPTY: WHITE, WHITE: BLACK, BLACK: EMPTY, GOAL: EMPTY}
START_ON_CIRCLE = QT_TRANSLATE_NOOP("ore-soccer", "The ball's path starts on a white circle: drag from one. A drag "
                   "from any other cell draws a loose piece of the path.")
START_NOT_MOVED = QT_TRANSLATE_NOOP("ore-soccer", "The kick-off circle never moves: start from a circle that stays, or take "
                   "this circle's move back first (right-drag it onto its old cell).")
PATH_FROM_BLACK = QT_TRANSLATE_NOOP("ore-soccer", "The ball's path never touches a black circle: start "
                   "from another cell.")
PATH_INTO_BLACK = QT_TRANSLATE_NOOP("ore-soccer", "The ball's path cannot enter a black circle: opponents block the ball.")
MOVE_ONTO_BLACK = QT_TRANSLATE_NOOP("ore-soccer", "A white circle cannot step onto a black circle.")
MOVE_INTO_GOAL = QT_TRANSLATE_NOOP("ore-soccer", "A white circle cannot step into the goal.")
PIN_MOVED = QT_TRANSLATE_NOOP("ore-soccer", "A pin says a circle stays, and this one has moved: "
                             "right-drag it back onto its old cell first.")
KEY_PIN = QT_TRANSLATE_NOOP("ore-soccer", "S pins the white circle at the cursor (it stays): put the "
                           "cursor on one.")
KEY_DOT = QT_TRANSLATE_NOOP("ore-soccer", "X dots the cell at the cursor (the ball never enters it): put "
                           "the cursor on a cell without a circle.")
KEY_MOVE_CIRCLE = QT_TRANSLATE_NOOP("ore-soccer", "Ctrl+arrow moves the white circle at the cursor: put the cursor on one.")
# The 8 directions at the keyboard: the arrows, and for the diagonals the keys
# that sit on 7, 9, 1 and 3 of a number pad.
DIAGONAL_STEPS = {Qt.Key_Home: (-1, -1), Qt.Key_PageUp: (-1, 1),
                  Qt.Key_End: (1, -1), Qt.Key_PageDown: (1, 1)}


def direction_step(key: int) -> tuple[int, int] | None:
    """The (row, column) step of an arrow or diagonal key, else None."""
    step = arrow_step(key)
    if step is not None:
        return step
    for k, diagonal in DIAGONAL_STEPS.items():
        if key == k:
            return diagonal
    return None


@dataclass
class PathDrag:
    key: Hashable
    base: SoccerAnswer
    path: list[Cell]               # the path as the drag has it now
    moved: bool = False
    refused: Cell | None = None    # the cell a step into was last refused
    loose: bool = False            # a loose piece drawn on (or begun), not the path
    begun: bool = False            # a loose piece begun on an empty cell (a click there says how to start)
    dotting: bool = False          # begun with Shift: a click there dots the cell instead


@dataclass
class MoveDrag:
    key: Hashable
    base: SoccerAnswer
    circle: Cell                   # the circle's origin
    pressed: Cell                  # where it was picked up
    moved: bool = False
    refused: Cell | None = None    # the cell a step onto was last refused


@dataclass
class EraseDrag:
    key: Hashable
    base: SoccerAnswer
    cells: list[Cell] = field(default_factory=list)


@dataclass
class GoalDrag:
    key: Hashable
    base: SoccerPuzzle
    start: Cell
    moved: bool = False


@dataclass
class CycleClick:
    cell: Cell


class SoccerView(GestureView):
    def __init__(self) -> None:
        self._gesture: PathDrag | MoveDrag | EraseDrag | GoalDrag | CycleClick | None = None
        # The number being typed in edit mode: two digits in a row, however slowly.
        self._typing = NumberTyping(MAX_NUMBER, pause=None)

    def paint(self, painter: QPainter, state: ViewState) -> None:
        paint_board(painter, state)

    def input_table(self, mode: str, puzzle=None) -> list[tuple[str, str]]:
        if mode == "edit":
            return [(translate("ore-soccer", "Drag along the top row"), translate("ore-soccer", "set the goal")),
                    (translate("ore-soccer", "Click"),
                     translate("ore-soccer", "cycle empty, white circle, black circle")),
                    (translate("ore-soccer", "Right-click"), translate("ore-soccer", "clear the cell")),
                    (translate("ore-soccer", "O / B / G"),
                     translate("ore-soccer", "white circle, black circle, goal on/off at the cursor")),
                    (translate("ore-soccer", "Digits"),
                     translate("ore-soccer", "number the white circle (Backspace clears)")),
                    (translate("ore-soccer", "Space"), translate("ore-soccer", "cycle the cell at the cursor")),
                    (translate("ore-soccer", "Delete"),
                     translate("ore-soccer", "clear the number, then the cell")),
                    (translate("ore-soccer", "S"), translate("ore-soccer", "strict moves on/off")),
                    (translate("ore-soccer", "Arrows, Home/PgUp/End/PgDn"),
                     translate("ore-soccer", "move the cursor (also diagonally)"))]
        return [(translate("ore-soccer", "Drag from a white circle"),
                 translate("ore-soccer", "draw the ball's path (drag back: undo a step)")),
                (translate("ore-soccer", "Drag from the path or a loose piece"),
                 translate("ore-soccer", "go on from that cell")),
                (translate("ore-soccer", "Drag from an empty cell"),
                 translate("ore-soccer", "draw a loose piece of the path")),
                (translate("ore-soccer", "Right-drag a circle (or Shift+drag)"),
                 translate("ore-soccer", "move it one step (back home: no move)")),
                (translate("ore-soccer", "Shift+click a circle, or S"),
                 translate("ore-soccer", "pin it: it stays (again: unpin)")),
                (translate("ore-soccer", "Shift+click an empty cell, or X"),
                 translate("ore-soccer", "dot it: the ball never enters (again: no dot)")),
                (translate("ore-soccer", "Right-click, right-drag"),
                 translate("ore-soccer", "erase the path, moves and marks there")),
                (translate("ore-soccer", "Arrows, Home/PgUp/End/PgDn"),
                 translate("ore-soccer", "move the cursor (also diagonally)")),
                (translate("ore-soccer", "Shift+arrow"),
                 translate("ore-soccer", "draw the path one step from the cursor")),
                (translate("ore-soccer", "Ctrl+arrow"),
                 translate("ore-soccer", "move the circle at the cursor one step")),
                (translate("ore-soccer", "Delete"), translate("ore-soccer", "erase at the cursor"))]

    # ----- mouse -----------------------------------------------------------
    def mouse_press(self, ctx: InteractionContext, pos: tuple[float, float],
                    button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> bool:
        puzzle: SoccerPuzzle = ctx.document.puzzle
        cell = self.cell_at(puzzle, pos)
        self._gesture = None
        if cell is None or button not in (Qt.LeftButton, Qt.RightButton):
            return False
        ctx.set_cursor(cell)
        key = ctx.new_gesture_key()
        self._typing.stop()
        if ctx.mode == "edit":
            if button == Qt.RightButton:
                ctx.document.apply(puzzle=puzzle.with_kind(cell, EMPTY), label=translate("ore-soccer", "Clear cell"))
            elif cell[0] == 0:
                self._gesture = GoalDrag(key, puzzle, cell)
            else:
                self._gesture = CycleClick(cell)
            return True
        answer: SoccerAnswer = ctx.document.answer
        wants_move = button == Qt.RightButton or bool(modifiers & Qt.ShiftModifier)
        circle = circle_standing_on(puzzle, answer, cell)
        if wants_move and circle is not None:
            self._gesture = MoveDrag(key, answer, circle, cell)
        elif button == Qt.RightButton:
            self._gesture = EraseDrag(key, answer, [cell])
            ctx.document.apply(answer=erase_at(answer, cell), label=translate("ore-soccer", "Erase"), merge_key=key)
        elif cell in answer.path:
            self._gesture = PathDrag(key, answer, list(answer.path[:answer.path.index(cell) + 1]))
        elif cell in puzzle.white and answer.destination(cell) == cell:
            self._gesture = PathDrag(key, answer, [cell])
        elif any(cell in s for s in answer.loose):
            # A loose piece (a hint filled in away from the path) goes on
            # from here, loose too until the path reaches it.
            self._gesture = PathDrag(key, answer, [cell], loose=True)
        elif cell in puzzle.black:
            ctx.show_message(translate("ore-soccer", PATH_FROM_BLACK))
        elif circle is not None:
            # A moved circle: most likely a try at kicking off from it.
            ctx.show_message(translate("ore-soccer", START_NOT_MOVED))
        else:
            # A stretch of the path the player knows before reaching it, as
            # a loop puzzle lets one draw a line anywhere: a loose piece.
            self._gesture = PathDrag(key, answer, [cell], loose=True, begun=True,
                                     dotting=bool(modifiers & Qt.ShiftModifier))
        return True

    def drag_to(self, ctx: InteractionContext, g: PathDrag | MoveDrag | EraseDrag | GoalDrag | CycleClick,
                pos: tuple[float, float]) -> None:
        puzzle: SoccerPuzzle = ctx.document.puzzle
        cell = self.cell_at(puzzle, pos)
        if cell is None:
            return
        if isinstance(g, GoalDrag):
            if cell[1] != g.start[1] or g.moved:
                g.moved = True
                ctx.document.apply(puzzle=g.base.with_goal_run(0, g.start[1], cell[1]),
                                   label=translate("ore-soccer", "Set goal"), merge_key=g.key)
        elif isinstance(g, EraseDrag):
            if cell not in g.cells:
                g.cells.append(cell)
                answer = g.base
                for c in g.cells:
                    answer = erase_at(answer, c)
                ctx.document.apply(answer=answer, label=translate("ore-soccer", "Erase"), merge_key=g.key)
        elif isinstance(g, MoveDrag):
            self._move_circle(ctx, g, cell)
        elif isinstance(g, PathDrag):
            if not _near_centre(pos, cell):
                return
            for step in straight_cells(g.path[-1], cell) or []:
                if not self._path_step(ctx, g, step):
                    break

    def drag_end(self, ctx: InteractionContext,
                 g: PathDrag | MoveDrag | EraseDrag | GoalDrag | CycleClick,
                 pos: tuple[float, float], button: Qt.MouseButton) -> None:
        if isinstance(g, CycleClick):
            puzzle: SoccerPuzzle = ctx.document.puzzle
            kind = CYCLE[puzzle.kind(g.cell)]
            ctx.document.apply(puzzle=puzzle.with_kind(g.cell, kind), label=translate("ore-soccer", "Change cell"))
        elif isinstance(g, GoalDrag) and not g.moved:
            kind = CYCLE[g.base.kind(g.start)]
            ctx.document.apply(puzzle=g.base.with_kind(g.start, kind), label=translate("ore-soccer", "Change cell"))
        elif isinstance(g, PathDrag) and g.begun and not g.moved:
            if g.dotting:
                self._toggle_dot(ctx, g.path[0])
            else:
                ctx.show_message(translate("ore-soccer", START_ON_CIRCLE))
        elif isinstance(g, MoveDrag) and not g.moved and button == Qt.LeftButton:
            # Shift+click: the circle's pin on or off.
            if self.cell_at(ctx.document.puzzle, pos) == g.pressed:
                self._toggle_pin(ctx, g.circle)
        elif isinstance(g, MoveDrag) and not g.moved and button == Qt.RightButton:
            # A right click on a circle erases there, like anywhere else.
            if self.cell_at(ctx.document.puzzle, pos) == g.pressed:
                ctx.document.apply(answer=erase_at(g.base, g.pressed), label=translate("ore-soccer", "Erase"), merge_key=g.key)

    # ----- play: the path and the moves ----------------------------------------
    def _path_step(self, ctx: InteractionContext, g: PathDrag, cell: Cell) -> bool:
        """One step of the path; False when it is refused (nothing changes)."""
        if len(g.path) >= 2 and cell == g.path[-2]:
            g.path.pop()                  # back along the path: take the last step back
        elif cell in g.path or not is_neighbour8(g.path[-1], cell):
            return False
        elif cell in ctx.document.puzzle.black:
            # Refused as pzprjs does: the ball never enters an opponent's cell.
            _refuse(ctx, g, cell, PATH_INTO_BLACK)
            return False
        else:
            g.path.append(cell)
        g.moved = True
        ctx.set_cursor(g.path[-1])
        path = tuple(g.path) if len(g.path) >= 2 else ()
        if g.loose:
            answer = replace(g.base, loose=g.base.loose | set(path_steps(path))).with_path(g.base.path)
        else:
            answer = g.base.with_path(path)
        ctx.document.apply(answer=answer, label=translate("ore-soccer", "Draw path"), merge_key=g.key)
        return True

    def _move_circle(self, ctx: InteractionContext, g: MoveDrag, cell: Cell) -> None:
        if cell != g.circle and not is_neighbour8(g.circle, cell):
            return
        if not g.moved and cell == g.base.destination(g.circle):
            return                        # still on the cell it was picked up from
        puzzle: SoccerPuzzle = ctx.document.puzzle
        if cell in puzzle.black or cell in puzzle.goal:
            _refuse(ctx, g, cell, MOVE_ONTO_BLACK if cell in puzzle.black else MOVE_INTO_GOAL)
            return
        g.moved = True
        ctx.set_cursor(cell)
        ctx.document.apply(answer=g.base.with_move(g.circle, cell),
                           label=translate("ore-soccer", "Move circle") if cell != g.circle else translate("ore-soccer", "Take move back"),
                           merge_key=g.key)

    # ----- keyboard ----------------------------------------------------------------
    def key_press(self, ctx: InteractionContext, key: int, text: str,
                  modifiers: Qt.KeyboardModifier) -> bool:
        cursor = board_cursor(ctx)
        step = direction_step(key)
        if step is not None:
            self._typing.stop()
            if ctx.mode == "play" and cursor is not None and modifiers & Qt.ShiftModifier:
                self._key_path(ctx, cursor, step)
            elif ctx.mode == "play" and cursor is not None and modifiers & Qt.ControlModifier:
                self._key_move(ctx, cursor, step)
            else:
                move_cursor(ctx, cursor, step)
            return True
        char = text if len(text) == 1 else ""
        if ctx.mode == "edit":
            return self._key_edit(ctx, cursor, key, char)
        if key == Qt.Key_S and not modifiers & (Qt.ControlModifier | Qt.AltModifier):
            circle = circle_standing_on(ctx.document.puzzle, ctx.document.answer, cursor) \
                if cursor is not None else None
            if circle is None:
                ctx.show_message(translate("ore-soccer", KEY_PIN))
            else:
                self._toggle_pin(ctx, circle)
            return True
        if key == Qt.Key_X and not modifiers & (Qt.ControlModifier | Qt.AltModifier):
            puzzle: SoccerPuzzle = ctx.document.puzzle
            if cursor is None or cursor in puzzle.white or cursor in puzzle.black:
                ctx.show_message(translate("ore-soccer", KEY_DOT))
            else:
                self._toggle_dot(ctx, cursor)
            return True
        if key in ERASE_KEYS:
            if cursor is None:
                ctx.show_message(choose_cell("erase"))
            else:
                ctx.document.apply(answer=erase_at(ctx.document.answer, cursor), label=translate("ore-soccer", "Erase"))
            return True
        return False

    def _key_path(self, ctx: InteractionContext, cursor: Cell, step: tuple[int, int]) -> None:
        """Shift+direction: one path step from the cursor, as a drag would take it."""
        puzzle: SoccerPuzzle = ctx.document.puzzle
        answer: SoccerAnswer = ctx.document.answer
        target = (cursor[0] + step[0], cursor[1] + step[1])
        if not puzzle.geometry.contains(target):
            ctx.show_message(translate("ore-soccer", "The path cannot leave the board."))
            return
        if cursor in answer.path:
            # From the end the path goes on; from further back it is cut there first.
            path = list(answer.path[:answer.path.index(cursor) + 1])
        elif cursor in puzzle.white and answer.destination(cursor) == cursor:
            path = [cursor]
        elif cursor in puzzle.black:
            ctx.show_message(translate("ore-soccer", PATH_FROM_BLACK))
            return
        elif circle_standing_on(puzzle, answer, cursor) is not None:
            ctx.show_message(translate("ore-soccer", START_NOT_MOVED))
            return
        else:
            self._key_loose(ctx, cursor, target)
            return
        going_back = len(path) >= 2 and target == path[-2]
        if target in path and not going_back:
            ctx.show_message(translate("ore-soccer", "The path visits every cell at most once."))
            return
        self._path_step(ctx, PathDrag(ctx.new_gesture_key(), answer, path), target)

    def _toggle_pin(self, ctx: InteractionContext, circle: Cell) -> None:
        """Pin the circle (it stays) or take its pin off; a moved circle is
        refused: the pin would take its move back unasked."""
        answer: SoccerAnswer = ctx.document.answer
        if answer.destination(circle) != circle:
            ctx.show_message(translate("ore-soccer", PIN_MOVED))
            return
        pinned = circle not in answer.stays
        ctx.document.apply(answer=answer.with_pin(circle, pinned),
                           label=translate("ore-soccer", "Pin circle") if pinned
                           else translate("ore-soccer", "Unpin circle"))

    def _toggle_dot(self, ctx: InteractionContext, cell: Cell) -> None:
        """Dot the cell (the ball never enters it) or take its dot away."""
        answer: SoccerAnswer = ctx.document.answer
        dotted = cell not in answer.dots
        ctx.document.apply(answer=replace(answer, dots=answer.dots ^ {cell}),
                           label=translate("ore-soccer", "Dot cell") if dotted
                           else translate("ore-soccer", "Take dot away"))

    def _key_loose(self, ctx: InteractionContext, cursor: Cell, target: Cell) -> None:
        """Shift+direction away from the path and the circles: the step to
        ``target`` as a loose piece, or, already one, taken away (as a
        line's key toggles it in a loop puzzle)."""
        answer: SoccerAnswer = ctx.document.answer
        step = step_key(cursor, target)
        if step in answer.loose:
            ctx.set_cursor(target)
            ctx.document.apply(answer=replace(answer, loose=answer.loose - {step}),
                               label=translate("ore-soccer", "Erase"))
        elif target in ctx.document.puzzle.black:
            ctx.show_message(translate("ore-soccer", PATH_INTO_BLACK))
        else:
            self._path_step(ctx, PathDrag(ctx.new_gesture_key(), answer, [cursor], loose=True), target)

    def _key_move(self, ctx: InteractionContext, cursor: Cell, step: tuple[int, int]) -> None:
        """Ctrl+direction: the circle at the cursor steps that way (back home: its
        move is taken back)."""
        puzzle: SoccerPuzzle = ctx.document.puzzle
        answer: SoccerAnswer = ctx.document.answer
        circle = circle_standing_on(puzzle, answer, cursor)
        if circle is None or answer.destination(circle) != cursor:
            ctx.show_message(translate("ore-soccer", KEY_MOVE_CIRCLE))    # an empty cell, or the ring a circle left
            return
        target = (cursor[0] + step[0], cursor[1] + step[1])
        if not puzzle.geometry.contains(target):
            ctx.show_message(translate("ore-soccer", "A circle cannot leave the board."))
            return
        if target != circle and not is_neighbour8(circle, target):
            ctx.show_message(translate("ore-soccer", "A circle moves only one step from its own cell."))
            return
        self._move_circle(ctx, MoveDrag(ctx.new_gesture_key(), answer, circle, cursor), target)

    def _key_edit(self, ctx: InteractionContext, cursor: Cell | None, key: int, char: str) -> bool:
        puzzle: SoccerPuzzle = ctx.document.puzzle
        low = char.lower()
        if low == "s":
            strict = not puzzle.strict_moves
            ctx.document.apply(puzzle=puzzle.with_strict_moves(strict), label=translate("ore-soccer", "Strict moves"))
            ctx.show_message(translate("ore-soccer", "Strict moves on: move lines may not touch (no "
                                       "chains).") if strict else
                             translate("ore-soccer", "Strict moves off: chains of moves are allowed."))
            return True
        is_digit = char.isascii() and char.isdigit()
        kinds = {"o": WHITE, "w": WHITE, "b": BLACK, "x": BLACK, "#": BLACK}
        if not (is_digit or low in kinds or low in ("g", " ") or key in ERASE_KEYS):
            return False
        if cursor is None:
            ctx.show_message(choose_cell("edit"))
            return True
        if is_digit:
            self._type_digit(ctx, puzzle, cursor, int(char))
            return True
        self._typing.stop()
        if low in kinds:
            ctx.document.apply(puzzle=puzzle.with_kind(cursor, kinds[low]), label=translate("ore-soccer", "Place circle"))
        elif low == "g":
            kind = EMPTY if cursor in puzzle.goal else GOAL
            ctx.document.apply(puzzle=puzzle.with_kind(cursor, kind), label=translate("ore-soccer", "Toggle goal"))
        elif low == " ":
            ctx.document.apply(puzzle=puzzle.with_kind(cursor, CYCLE[puzzle.kind(cursor)]),
                               label=translate("ore-soccer", "Change cell"))
        elif puzzle.number(cursor) is not None:
            ctx.document.apply(puzzle=puzzle.with_number(cursor, None), label=translate("ore-soccer", "Clear number"))
        else:
            ctx.document.apply(puzzle=puzzle.with_kind(cursor, EMPTY), label=translate("ore-soccer", "Clear cell"))
        return True

    def _type_digit(self, ctx: InteractionContext, puzzle: SoccerPuzzle, cell: Cell, digit: int) -> None:
        if cell not in puzzle.white:
            self._typing.stop()
            ctx.show_message(translate("ore-soccer", "Numbers go into white circles: place one first (O)."))
            return
        # Each digit is its own undo step here: the merge key is not used.
        value, _ = self._typing.push(ctx, cell, digit, puzzle.number(cell))
        if value == 0:
            ctx.document.apply(puzzle=puzzle.with_number(cell, None), label=translate("ore-soccer", "Clear number"))
            return
        ctx.document.apply(puzzle=puzzle.with_number(cell, value), label=translate("ore-soccer", "Number"))


def _refuse(ctx: InteractionContext, g: "PathDrag | MoveDrag", cell: Cell, why: str) -> None:
    """Say once per cell why a stroke stops there (a drag passes many times)."""
    if g.refused != cell:
        g.refused = cell
        ctx.show_message(translate("ore-soccer", why))


def _near_centre(pos: tuple[float, float], cell: Cell) -> bool:
    dx, dy = pos[0] - (cell[1] + 0.5), pos[1] - (cell[0] + 0.5)
    return dx * dx + dy * dy <= CATCH_RADIUS * CATCH_RADIUS

