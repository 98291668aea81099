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
"""
from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from genres.core.grid import Cell
from genres.core.view import cell_centre as centre
from genres.core.view import (Palette, ViewState, begin_board, draw_cell_highlight, draw_cell_tints,
                              draw_cursor, draw_grid_lines, draw_outer_border, draw_text_fitted,
                              error_cells_of)

from .model import SoccerAnswer, SoccerPuzzle

GOAL_FILL = QColor("#c4c4c4")
GHOST = QColor(120, 120, 120, 120)       # the faint ring a moved circle leaves behind
CIRCLE_RADIUS = 0.36
CIRCLE_PEN = 0.055
PATH_WIDTH = 0.08
MOVE_WIDTH = 0.06
HEAD_LENGTH = 0.32
HEAD_HALF_WIDTH = 0.16


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
    paint_moves(painter, answer, Palette.ink if state.for_print else Palette.answer, error_places)
    paint_path(painter, answer.path, Palette.ink if state.for_print else Palette.answer,
               error_places)
    paint_circles(painter, puzzle, answer, error_cells)
    if on_screen:
        if state.overlay is not None:
            paint_overlay(painter, state)
        if state.cursor is not None:
            draw_cursor(painter, state.cursor)
    painter.restore()


# ----- lines -------------------------------------------------------------------

def _pen(colour: QColor, width: float, dotted: bool = False) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.RoundCap)
    pen.setJoinStyle(Qt.RoundJoin)
    if dotted:
        pen.setStyle(Qt.CustomDashLine)
        pen.setDashPattern([0.01, 2.2])   # round dots (in pen widths)
    return pen


def paint_segments(painter: QPainter, places, colour: QColor, width: float) -> None:
    """Wide strokes under the steps and move lines of ``places`` (highlights)."""
    painter.setPen(_pen(colour, width))
    for place in places:
        if isinstance(place, tuple) and len(place) == 3 and place[0] in ("step", "move"):
            painter.drawLine(QLineF(centre(place[1]), centre(place[2])))


def paint_moves(painter: QPainter, answer: SoccerAnswer, colour: QColor,
                error_places: set[tuple]) -> None:
    for origin, dest in sorted(answer.moves):
        wrong = ("move", origin, dest) in error_places
        painter.setPen(_pen(Palette.error if wrong else colour, MOVE_WIDTH, dotted=True))
        painter.drawLine(QLineF(centre(origin), centre(dest)))


def paint_path(painter: QPainter, path, colour: QColor, error_places: set[tuple],
               width: float = PATH_WIDTH, head: bool = True) -> None:
    """The ball's path through cell centres, with an arrowhead on its last step."""
    if len(path) < 2:
        return
    for a, b in zip(path, path[1:]):
        key = ("step",) + ((a, b) if a < b else (b, a))
        painter.setPen(_pen(Palette.error if key in error_places else colour, width))
        end = centre(b)
        if head and b == path[-1]:
            end = _shortened(centre(a), end, HEAD_LENGTH * 0.8)
        painter.drawLine(QLineF(centre(a), end))
    if head:
        paint_arrowhead(painter, centre(path[-2]), centre(path[-1]), colour)


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
    ghost = QPen(GHOST, 0.035)
    ghost.setStyle(Qt.DashLine)
    painter.setBrush(Qt.NoBrush)
    for origin in sorted(moved):
        painter.setPen(ghost)
        painter.drawEllipse(centre(origin), CIRCLE_RADIUS, CIRCLE_RADIUS)
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

def paint_overlay(painter: QPainter, state: ViewState) -> None:
    """A solution as thin green lines; forced facts in purple: steps as lines,
    moves as dotted lines, a ring round a circle that must stay, a double
    ring round the circle that must kick off."""
    puzzle: SoccerPuzzle = state.puzzle
    overlay = state.overlay
    solution = overlay.solution
    if isinstance(solution, SoccerAnswer):
        colour = QColor(Palette.solution)
        colour.setAlpha(200)
        for o, d in sorted(solution.moves):
            painter.setPen(_pen(colour, 0.045, dotted=True))
            painter.drawLine(QLineF(centre(o), centre(d)))
        paint_path(painter, solution.path, colour, set(), width=0.05)
    forced = QColor(Palette.forced)
    forced.setAlpha(210)
    for fact, value in sorted(overlay.forced.items(), key=lambda fv: repr(fv[0])):
        if not value or not isinstance(fact, tuple) or len(fact) < 2:
            continue
        kind = fact[0]
        if kind == "step" and len(fact) == 3:
            painter.setPen(_pen(forced, 0.05))
            painter.drawLine(QLineF(centre(fact[1]), centre(fact[2])))
        elif kind == "dest" and len(fact) == 3 and fact[1] != fact[2]:
            painter.setPen(_pen(forced, 0.05, dotted=True))
            painter.drawLine(QLineF(centre(fact[1]), centre(fact[2])))
        elif kind == "dest" and len(fact) == 3 and fact[1] in puzzle.white:
            _ring(painter, fact[1], CIRCLE_RADIUS + 0.06, forced)
        elif kind == "start" and fact[1] in puzzle.white:
            _ring(painter, fact[1], CIRCLE_RADIUS + 0.06, forced)
            _ring(painter, fact[1], CIRCLE_RADIUS + 0.12, forced)


def _ring(painter: QPainter, cell: Cell, radius: float, colour: QColor) -> None:
    painter.setPen(QPen(colour, 0.035))
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(centre(cell), radius, radius)
