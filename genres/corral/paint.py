"""Painting a Corral board the way a printed Corral (Bag) puzzle looks.

Everything is in board units (cell (r, c) covers x in [c, c+1], y in
[r, r+1]; grid dot (r, c) sits at x = c, y = r).  Layers, bottom to top:
paper, the light tint of the inside cells, cell tints (solver differences,
errors, highlights), dotted grid lines, the numbers, the solid outer border,
the cursor, then the player's notes (crosses, outside dots, +/× notes, above
the cursor so they stay readable under it), the loop, marked dots and sides,
the solver overlay and the symmetric partner.

Numbers of any length fit inside their cell, clear of the grid lines and of
the cursor frame; in the variant they sit lower, leaving the top-right corner
to the player's +/× note (the solver's sits top left).  Marks drawn during a
trial show in the trial colour, notes in the pencil colour.
"""
from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from genres.core.grid import Cell, Dot, Side
from genres.core.view import (Palette, ViewState, as_unit_segment, begin_board, draw_cell_highlight,
                              draw_cell_tints, draw_cross, draw_cursor, draw_grid_lines, draw_outer_border,
                              draw_text_fitted, error_cells_of, note_colour, by_trial_colour)

from .model import ADD, MUL, CorralAnswer, CorralPuzzle, dot_degrees, inside_cells, inside_of, mul_of

LOOP_WIDTH = 0.1
SOLUTION_WIDTH = 0.05
GRID_WIDTH = 0.02
GRID_DASHES = [2.0, 3.0]    # in pen widths: 0.04 ink, 0.06 gap
CROSS_HALF = 0.08
OUTSIDE_DOT_RADIUS = 0.07
FORCED_DOT_RADIUS = 0.06
MARKED_DOT_RADIUS = 0.13
SIDE_BAND_WIDTH = 0.22
NOTE_BOX = 0.28            # the +/× note sits in a square this big in the cell's top-right corner
FRAME = 0.10               # the cursor frame's inner edge: notes and digits stay within it
NUMBER_INSET = 0.06        # a number's box inside its cell, clear of the grid lines
LONG_FILL = 0.8            # two or more digits fill this much of the box's width
VARIANT_NUMBER_TOP = 0.36  # in the variant a number sits below the +/× note's row

INSIDE_TINT = QColor(31, 79, 191, 38)          # the player's inside cells (Palette.answer, faint)
SOLUTION_TINT = QColor(46, 158, 68, 45)        # the solver's inside cells (Palette.solution, faint)
FORCED_TINT = QColor(142, 68, 173, 55)         # proven inside (Palette.forced, faint)
PARTNER_COLOUR = QColor(0, 150, 170)           # the symmetric partner of the cursor's number
GRID_COLOUR = QColor("#8a8a8a")

OP_SYMBOL = {ADD: "+", MUL: "×"}


# ----- places named by violations and highlights -----------------------------

def as_dot(place: object) -> Dot | None:
    """A ``("dot", (r, c))`` place as its dot, else None."""
    if isinstance(place, tuple) and len(place) == 2 and place[0] == "dot":
        p = place[1]
        if isinstance(p, tuple) and len(p) == 2 and all(isinstance(v, int) for v in p):
            return p
    return None


def as_side(place: object) -> Side | None:
    """A ``("side", side)`` place (or a bare side) as a normalised side, else None."""
    return as_unit_segment(place, "side")


def side_line(s: Side) -> QLineF:
    (r1, c1), (r2, c2) = s
    return QLineF(c1, r1, c2, r2)


def side_midpoint(s: Side) -> tuple[float, float]:
    (r1, c1), (r2, c2) = s
    return ((c1 + c2) / 2, (r1 + r2) / 2)


def loop_is_closed(answer: CorralAnswer) -> bool:
    """Every dot the loop touches has an even number of lines (no loose end)."""
    return all(d % 2 == 0 for d in dot_degrees(answer).values())


# ----- the board --------------------------------------------------------------

def paint_board(painter: QPainter, state: ViewState) -> None:
    puzzle: CorralPuzzle = state.puzzle
    answer: CorralAnswer | None = state.answer if state.show_answer else None
    on_screen = not state.for_print
    begin_board(painter, puzzle.rows, puzzle.cols)

    # While the loop is open the parity reading of "inside" is meaningless (one
    # stray vertical line would tint the rest of its row), so no tint then.
    if answer is not None and answer.sides and loop_is_closed(answer):
        draw_cell_highlight(painter, sorted(inside_cells(puzzle, answer)), INSIDE_TINT)

    error_cells: set[Cell] = set()
    error_dots: set[Dot] = set()
    error_sides: set[Side] = set()
    if on_screen:
        error_cells = error_cells_of(state.errors)
        for v in state.errors:
            for place in v.edges:
                d, s = as_dot(place), as_side(place)
                if d is not None:
                    error_dots.add(d)
                elif s is not None:
                    error_sides.add(s)
        draw_cell_tints(painter, state, error_cells)

    # dotted, as Corral is printed: the loop runs on the grid lines
    draw_grid_lines(painter, puzzle.rows, puzzle.cols, GRID_COLOUR, GRID_WIDTH, GRID_DASHES)
    paint_numbers(painter, puzzle)
    draw_outer_border(painter, puzzle.rows, puzzle.cols)

    if on_screen and state.cursor is not None:
        draw_cursor(painter, state.cursor)
    if answer is not None:
        if on_screen:
            paint_notes(painter, state)   # the player's scratch, not part of a printed solution
        paint_loop(painter, state, error_dots, error_sides)
    if on_screen:
        paint_dots(painter, error_dots, Palette.error)
        paint_marked_places(painter, state.highlight_edges)
        if state.overlay is not None:
            paint_overlay(painter, puzzle, state)
        paint_partner(painter, state)
    painter.restore()


def number_rect(puzzle: CorralPuzzle, cell: Cell) -> QRectF:
    """Where a number's digits go: inside its cell, clear of the grid lines (and
    in the variant below the +/× notes' row)."""
    r, c = cell
    top = VARIANT_NUMBER_TOP if puzzle.is_variant else NUMBER_INSET
    return QRectF(c + NUMBER_INSET, r + top, 1 - 2 * NUMBER_INSET, 1 - NUMBER_INSET - top)


def paint_numbers(painter: QPainter, puzzle: CorralPuzzle) -> None:
    one = 0.85 if puzzle.is_variant else 0.72    # a single digit: this much of the box's height
    for cell, n in sorted(puzzle.numbers):
        text = str(n)
        rect = number_rect(puzzle, cell)
        if len(text) > 1:
            # Longer numbers are sized by their width (0.8 of the box, leaving a gap
            # to a neighbour's digits) and never taller than a single digit.
            height = rect.height() * one / LONG_FILL
            rect = QRectF(rect.left(), rect.center().y() - height / 2, rect.width(), height)
        draw_text_fitted(painter, rect, text, Palette.ink, fill=one if len(text) == 1 else LONG_FILL)


# ----- the player's answer -----------------------------------------------------

def paint_sides(painter: QPainter, sides: Iterable[Side], color: QColor, width: float,
                cap: Qt.PenCapStyle = Qt.RoundCap) -> None:
    pen = QPen(color, width)
    pen.setCapStyle(cap)
    painter.setPen(pen)
    for s in sides:
        painter.drawLine(side_line(s))


def paint_dots(painter: QPainter, dots: Iterable[Dot], color: QColor,
               radius: float = MARKED_DOT_RADIUS) -> None:
    """Rings round grid dots (where the loop ends, branches or touches itself)."""
    painter.setPen(QPen(color, 0.04))
    painter.setBrush(Qt.NoBrush)
    for r, c in sorted(dots):
        painter.drawEllipse(QPointF(c, r), radius, radius)


def paint_filled_dots(painter: QPainter, centres: Iterable[tuple[float, float]], color: QColor,
                      radius: float) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(color)
    for x, y in centres:
        painter.drawEllipse(QPointF(x, y), radius, radius)
    painter.setBrush(Qt.NoBrush)


def op_rect(cell: Cell, left: bool = False) -> QRectF:
    """The +/× note's square: top right inside the cursor frame (top left: the solver's)."""
    r, c = cell
    x = c + FRAME if left else c + 1 - FRAME - NOTE_BOX
    return QRectF(x, r + FRAME, NOTE_BOX, NOTE_BOX)


def paint_op(painter: QPainter, cell: Cell, op: str, color: QColor, left: bool = False) -> None:
    """A small + or × in the top corner of a number's cell."""
    draw_text_fitted(painter, op_rect(cell, left), OP_SYMBOL[op], color, bold=True, fill=0.8)


def paint_notes(painter: QPainter, state: ViewState) -> None:
    puzzle: CorralPuzzle = state.puzzle
    answer: CorralAnswer = state.answer
    for s in sorted(answer.crosses):
        draw_cross(painter, side_midpoint(s), CROSS_HALF,
                   note_colour(state, lambda base, s=s: s in base.crosses))
    for r, c in sorted(answer.outside_marks):
        colour = note_colour(state, lambda base, cell=(r, c): cell in base.outside_marks)
        paint_filled_dots(painter, [(c + 0.5, r + 0.5)], colour, OUTSIDE_DOT_RADIUS)
    if puzzle.is_variant:
        for cell, op in sorted(answer.ops):
            paint_op(painter, cell, op, note_colour(state, lambda base, n=(cell, op): n in base.ops))


def paint_loop(painter: QPainter, state: ViewState, error_dots: set[Dot],
               error_sides: set[Side]) -> None:
    answer: CorralAnswer = state.answer
    wrong = {s for s in answer.sides if s in error_sides or s[0] in error_dots or s[1] in error_dots}
    for colour, sides in by_trial_colour(state, sorted(answer.sides - wrong),
                                         lambda base, s: s in base.sides, Palette.answer):
        paint_sides(painter, sides, colour, LOOP_WIDTH)
    paint_sides(painter, sorted(wrong), Palette.error, LOOP_WIDTH)


def paint_marked_places(painter: QPainter, places: Iterable[object]) -> None:
    """Highlighted dots (rings) and sides (wide bands) of the selected violation."""
    dots, sides = [], []
    for place in places:
        d, s = as_dot(place), as_side(place)
        if d is not None:
            dots.append(d)
        elif s is not None:
            sides.append(s)
    band = QColor(Palette.highlight_fill)
    band.setAlpha(200)
    paint_sides(painter, sorted(sides), band, SIDE_BAND_WIDTH, Qt.FlatCap)
    painter.setPen(Qt.NoPen)
    painter.setBrush(band)
    for r, c in sorted(dots):
        painter.drawEllipse(QPointF(c, r), MARKED_DOT_RADIUS, MARKED_DOT_RADIUS)
    painter.setBrush(Qt.NoBrush)


# ----- the solver overlay and the partner ------------------------------------------

def paint_overlay(painter: QPainter, puzzle: CorralPuzzle, state: ViewState) -> None:
    overlay = state.overlay
    inside, outside = [], []
    for fact, value in sorted(overlay.forced.items(), key=repr):
        cell = inside_of(fact)
        if cell is not None:
            (inside if value else outside).append(cell)
        elif (cell := mul_of(fact)) is not None and puzzle.number(cell) is not None:
            paint_op(painter, cell, MUL if value else ADD, Palette.forced, left=True)
    draw_cell_highlight(painter, inside, FORCED_TINT)
    paint_filled_dots(painter, [(c + 0.5, r + 0.5) for r, c in outside], Palette.forced,
                      FORCED_DOT_RADIUS)
    solution = overlay.solution
    if isinstance(solution, CorralAnswer):
        draw_cell_highlight(painter, sorted(inside_cells(puzzle, solution)), SOLUTION_TINT)
        paint_sides(painter, sorted(solution.sides), Palette.solution, SOLUTION_WIDTH)
        if puzzle.is_variant:
            # Which number of each pair the solver found multiplicative is half the answer.
            for cell, op in sorted(solution.ops):
                if puzzle.number(cell) is not None:
                    paint_op(painter, cell, op, Palette.solution, left=True)


def partner_to_show(state: ViewState) -> Cell | None:
    """In the variant: the symmetric partner of the cursor cell -- while editing
    always (to place pairs), while playing when the cursor is on a number."""
    puzzle: CorralPuzzle = state.puzzle
    cursor = state.cursor
    if not puzzle.is_variant or cursor is None or not puzzle.geometry.contains(cursor):
        return None
    if state.mode != "edit" and puzzle.number(cursor) is None:
        return None
    partner = puzzle.partner(cursor)
    return None if partner == cursor else partner


def paint_partner(painter: QPainter, state: ViewState) -> None:
    puzzle: CorralPuzzle = state.puzzle
    partner = partner_to_show(state)
    if partner is not None:
        draw_cursor(painter, partner, PARTNER_COLOUR, 0.05)
    if state.mode == "edit" and puzzle.is_variant:
        # Where a lone number's partner is missing: a dashed box asks for it.
        pen = QPen(Palette.error, 0.035)
        pen.setDashPattern([2.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        for cell in puzzle.lone_numbers():
            q = puzzle.partner(cell)
            if q != cell:
                painter.drawRect(QRectF(q[1] + 0.12, q[0] + 0.12, 0.76, 0.76))
