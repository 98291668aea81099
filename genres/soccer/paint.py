"""Painting an Ore Soccer board the way a printed one looks.

Everything is in board units (cell (r, c) covers x in [c, c+1], y in
[r, r+1]).  Layers, bottom to top: paper, cell tints (solver differences,
errors, the selected violation), grey goal cells, grid lines, the border,
the dotted move lines and the ball's path (an arrow ending in the goal),
the circles, the solver overlay, the keyboard cursor.

Circles stand where the answer moved them (play mode), with a faint ring
left at the origin; in edit mode, or when printing the bare puzzle, they
stand where the puzzle puts them and no answer is drawn.  The path runs
under the circles, as in print: the arrow visibly passes from player to player.
The solver's lines run under the circles too, so they never hide a number;
its rings go round them.

Dotted lines and the dashed ring are drawn dot by dot and dash by dash, not
with a dashed pen: an SVG export writes a pen's dash pattern in the wrong
units, which turned every move line into a single dot there.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from genres.core.grid import Cell
from genres.core.view import cell_centre as centre
from genres.core.view import (Palette, ViewState, begin_board, draw_cell_highlight, draw_cell_tints,
                              draw_cursor, draw_grid_lines, draw_outer_border, draw_text_fitted,
                              error_cells_of, trial_colour)

from .model import SoccerAnswer, SoccerPuzzle, dest_of, start_of, step_of

GOAL_FILL = QColor("#c4c4c4")
GHOST = QColor(120, 120, 120, 120)       # the faint ring a moved circle leaves behind
CIRCLE_RADIUS = 0.36
CIRCLE_PEN = 0.055
PIN_RADIUS = 0.285     # a pinned circle's inner ring (paint_pins): inside the outline
PIN_PEN = 0.05
DOT_RADIUS = 0.08      # the dot of a cell the ball never enters (paint_dots)
PATH_WIDTH = 0.08
MOVE_WIDTH = 0.06
HEAD_LENGTH = 0.32
HEAD_HALF_WIDTH = 0.16
DOT_SPACING = 2.2      # from dot to dot along a move line, in dot widths
RING_DASHES = 16       # dashes round the faint ring a moved circle leaves


def segment_places(violations) -> set[tuple]:
    """The ("step", a, b) and ("move", o, d) places some violation blames."""
    return {tuple(e) for v in violations for e in v.edges}


def paint_board(painter: QPainter, state: ViewState) -> None:
    puzzle: SoccerPuzzle = state.puzzle
    answer = state.answer if isinstance(state.answer, SoccerAnswer) else SoccerAnswer()
    on_screen = not state.for_print
    show_answer = state.show_answer and state.mode != "edit"
    if not show_answer:
        answer = SoccerAnswer()
    begin_board(painter, puzzle.rows, puzzle.cols)

    draw_cell_highlight(painter, sorted(puzzle.goal), GOAL_FILL)
    error_cells: set[Cell] = set()
    error_places: set[tuple] = set()
    if on_screen:
        error_cells = error_cells_of(state.errors)
        error_places = segment_places(state.errors)
        draw_cell_tints(painter, state, error_cells)
    draw_grid_lines(painter, puzzle.rows, puzzle.cols)
    draw_outer_border(painter, puzzle.rows, puzzle.cols)

    if on_screen and state.highlight_edges:
        paint_segments(painter, state.highlight_edges, Palette.highlight_fill, 0.22)
    normal = Palette.ink if state.for_print else Palette.answer
    paint_moves(painter, answer, lambda move: _mark_colour(state, "moves", move, normal),
                error_places)
    paint_path(painter, answer.path, lambda step: _mark_colour(state, "steps", step, normal),
               error_places)
    paint_loose_steps(painter, answer, lambda step: _mark_colour(state, "steps", step, normal),
                      error_places)
    overlay = state.overlay if on_screen else None
    if overlay is not None:
        paint_overlay_lines(painter, overlay)
    paint_circles(painter, puzzle, answer, error_cells)
    paint_pins(painter, puzzle, answer, lambda w: _mark_colour(state, "stays", w, normal))
    paint_dots(painter, answer, lambda c: _mark_colour(state, "dots", c, normal), error_cells)
    if on_screen:
        if overlay is not None:
            paint_overlay_rings(painter, puzzle, overlay)
        if state.cursor is not None:
            draw_cursor(painter, state.cursor)
    painter.restore()


# ----- lines -------------------------------------------------------------------

def _mark_colour(state: ViewState, where: str, mark: tuple, normal: QColor) -> QColor:
    """A path step or move drawn during a trial shows in the trial colour."""
    def in_answer(base) -> bool:
        if not isinstance(base, SoccerAnswer):
            return False
        if where in ("stays", "dots"):
            return mark in getattr(base, where)
        return mark in (base.moves if where == "moves" else set(base.steps()) | base.loose)
    return trial_colour(state, in_answer, normal)


def _colour_of(colour, mark: tuple) -> QColor:
    return colour(mark) if callable(colour) else colour


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.RoundCap)
    pen.setJoinStyle(Qt.RoundJoin)
    return pen


def paint_dotted_line(painter: QPainter, a: QPointF, b: QPointF, colour: QColor,
                      width: float) -> None:
    """A line of round dots ``width`` across from a to b, a dot on each end."""
    length = math.hypot(b.x() - a.x(), b.y() - a.y())
    n = max(1, round(length / (DOT_SPACING * width)))
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    for i in range(n + 1):
        t = i / n
        painter.drawEllipse(QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t),
                            width / 2, width / 2)
    painter.setBrush(Qt.NoBrush)


def paint_dashed_ring(painter: QPainter, cell: Cell, radius: float, colour: QColor,
                      width: float) -> None:
    """A circle drawn as RING_DASHES short arcs with gaps between them."""
    painter.setPen(QPen(colour, width, Qt.SolidLine, Qt.FlatCap))
    painter.setBrush(Qt.NoBrush)
    box = QRectF(cell[1] + 0.5 - radius, cell[0] + 0.5 - radius, 2 * radius, 2 * radius)
    span = 360 * 16 // RING_DASHES          # Qt measures arcs in 1/16 degree
    for i in range(RING_DASHES):             # a dash centred on each compass point
        painter.drawArc(box, i * span - span // 4, span // 2)


def paint_segments(painter: QPainter, places, colour: QColor, width: float) -> None:
    """Wide strokes under the steps and move lines of ``places`` (highlights)."""
    painter.setPen(_pen(colour, width))
    for place in places:
        if isinstance(place, tuple) and len(place) == 3 and place[0] in ("step", "move"):
            painter.drawLine(QLineF(centre(place[1]), centre(place[2])))


def paint_moves(painter: QPainter, answer: SoccerAnswer, colour,
                error_places: set[tuple]) -> None:
    """The dotted move lines; ``colour`` a QColor or a function of the move."""
    for origin, dest in sorted(answer.moves):
        wrong = ("move", origin, dest) in error_places
        paint_dotted_line(painter, centre(origin), centre(dest),
                          Palette.error if wrong else _colour_of(colour, (origin, dest)),
                          MOVE_WIDTH)


def paint_path(painter: QPainter, path, colour: QColor, error_places: set[tuple],
               width: float = PATH_WIDTH, head: bool = True) -> None:
    """The ball's path through cell centres, with an arrowhead on its last step;
    ``colour`` a QColor or a function of a step (a, b), a < b."""
    if len(path) < 2:
        return
    for a, b in zip(path, path[1:]):
        step = (a, b) if a < b else (b, a)
        own = _colour_of(colour, step)
        painter.setPen(_pen(Palette.error if ("step",) + step in error_places else own, width))
        end = centre(b)
        if head and b == path[-1]:
            end = _shortened(centre(a), end, HEAD_LENGTH * 0.8)
        painter.drawLine(QLineF(centre(a), end))
    if head:
        a, b = path[-2], path[-1]
        paint_arrowhead(painter, centre(a), centre(b), _colour_of(colour, (a, b) if a < b else (b, a)))


def paint_loose_steps(painter: QPainter, answer: SoccerAnswer, colour, error_places: set[tuple]) -> None:
    """The steps known away from the path (a hint filled in), drawn as the
    path is, without an arrowhead: the path takes them in once it gets there."""
    for step in sorted(answer.loose):
        wrong = ("step",) + step in error_places
        painter.setPen(_pen(Palette.error if wrong else _colour_of(colour, step), PATH_WIDTH))
        painter.drawLine(QLineF(centre(step[0]), centre(step[1])))


def _shortened(a: QPointF, b: QPointF, by: float) -> QPointF:
    length = math.hypot(b.x() - a.x(), b.y() - a.y())
    t = max(0.0, (length - by) / length)
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


def paint_arrowhead(painter: QPainter, a: QPointF, b: QPointF, colour: QColor) -> None:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    tip = QPointF(b.x() + ux * 0.12, b.y() + uy * 0.12)
    base = QPointF(tip.x() - ux * HEAD_LENGTH, tip.y() - uy * HEAD_LENGTH)
    head = QPainterPath(tip)
    head.lineTo(base.x() - uy * HEAD_HALF_WIDTH, base.y() + ux * HEAD_HALF_WIDTH)
    head.lineTo(base.x() + uy * HEAD_HALF_WIDTH, base.y() - ux * HEAD_HALF_WIDTH)
    head.closeSubpath()
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawPath(head)
    painter.setBrush(Qt.NoBrush)


# ----- circles -------------------------------------------------------------------

def paint_circles(painter: QPainter, puzzle: SoccerPuzzle, answer: SoccerAnswer,
                  error_cells: set[Cell]) -> None:
    moved = {o: d for o, d in answer.moves if o in puzzle.white}
    for origin in sorted(moved):
        paint_dashed_ring(painter, origin, CIRCLE_RADIUS, GHOST, 0.035)
    for cell in sorted(puzzle.black):
        wrong = cell in error_cells
        painter.setPen(QPen(Palette.error if wrong else Palette.ink, CIRCLE_PEN))
        painter.setBrush(Palette.ink)
        painter.drawEllipse(centre(cell), CIRCLE_RADIUS, CIRCLE_RADIUS)
    for origin in sorted(puzzle.white):
        at = moved.get(origin, origin)
        wrong = origin in error_cells or at in error_cells
        paint_white_circle(painter, at, puzzle.number(origin), Palette.error if wrong else Palette.ink)
    painter.setBrush(Qt.NoBrush)


def paint_pins(painter: QPainter, puzzle: SoccerPuzzle, answer: SoccerAnswer, colour) -> None:
    """A pinned circle (the player says it stays) gets a ring inside its
    outline, in the colour of the player's marks: between the outline and
    the number, so a number stays readable."""
    for w in sorted(answer.stays):
        if w in puzzle.white and answer.destination(w) == w:
            painter.setPen(QPen(_colour_of(colour, w), PIN_PEN))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(centre(w), PIN_RADIUS, PIN_RADIUS)


def paint_dots(painter: QPainter, answer: SoccerAnswer, colour, error_cells: set[Cell]) -> None:
    """A dot in each cell the player says the ball never enters."""
    painter.setPen(Qt.NoPen)
    for cell in sorted(answer.dots):
        painter.setBrush(Palette.error if cell in error_cells else _colour_of(colour, cell))
        painter.drawEllipse(centre(cell), DOT_RADIUS, DOT_RADIUS)
    painter.setBrush(Qt.NoBrush)


def paint_white_circle(painter: QPainter, cell: Cell, number: int | None, colour: QColor) -> None:
    painter.setPen(QPen(colour, CIRCLE_PEN))
    painter.setBrush(Palette.paper)
    painter.drawEllipse(centre(cell), CIRCLE_RADIUS, CIRCLE_RADIUS)
    painter.setBrush(Qt.NoBrush)
    if number is not None:
        r = CIRCLE_RADIUS * 0.78
        box = QRectF(cell[1] + 0.5 - r, cell[0] + 0.5 - r, 2 * r, 2 * r)
        draw_text_fitted(painter, box, str(number), colour, fill=0.72 if number < 10 else 0.85)


# ----- the solver overlay ----------------------------------------------------

def _overlay_colours() -> tuple[QColor, QColor]:
    solution, forced = QColor(Palette.solution), QColor(Palette.forced)
    solution.setAlpha(200)
    forced.setAlpha(210)
    return solution, forced


def _forced_true(overlay) -> list[tuple]:
    """The facts proven true, as (kind, cell, ...) tuples, in a fixed order."""
    return sorted((f for f, value in overlay.forced.items()
                   if value and isinstance(f, tuple) and len(f) >= 2),
                  key=repr)


def paint_overlay_lines(painter: QPainter, overlay) -> None:
    """Under the circles: a solution as thin green lines; forced path steps
    and moves in purple (moves dotted)."""
    solution_colour, forced_colour = _overlay_colours()
    solution = overlay.solution
    if isinstance(solution, SoccerAnswer):
        for o, d in sorted(solution.moves):
            paint_dotted_line(painter, centre(o), centre(d), solution_colour, 0.045)
        paint_path(painter, solution.path, solution_colour, set(), width=0.05)
    for fact in _forced_true(overlay):
        step, move = step_of(fact), dest_of(fact)
        if step is not None:
            painter.setPen(_pen(forced_colour, 0.05))
            painter.drawLine(QLineF(centre(step[0]), centre(step[1])))
        elif move is not None and move[0] != move[1]:
            paint_dotted_line(painter, centre(move[0]), centre(move[1]), forced_colour, 0.05)


def paint_overlay_rings(painter: QPainter, puzzle: SoccerPuzzle, overlay) -> None:
    """Round the circles: where the solution moves a circle to (a green ring)
    and, in purple, where a circle must end up (a ring, also round a circle
    that must stay) and the circle that must kick off (a double ring)."""
    solution_colour, forced_colour = _overlay_colours()
    solution = overlay.solution
    if isinstance(solution, SoccerAnswer):
        for _, dest in sorted(solution.moves):
            _ring(painter, dest, CIRCLE_RADIUS, solution_colour)
    for fact in _forced_true(overlay):
        move, kicker = dest_of(fact), start_of(fact)
        if move is not None and move[0] in puzzle.white:
            _ring(painter, move[1], CIRCLE_RADIUS + 0.06, forced_colour)
        elif kicker is not None and kicker in puzzle.white:
            _ring(painter, kicker, CIRCLE_RADIUS + 0.06, forced_colour)
            _ring(painter, kicker, CIRCLE_RADIUS + 0.12, forced_colour)


def _ring(painter: QPainter, cell: Cell, radius: float, colour: QColor) -> None:
    painter.setPen(QPen(colour, 0.035))
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(centre(cell), radius, radius)
