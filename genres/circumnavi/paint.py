"""Painting a Circumnavi-Gates board the way a printed Suraromu looks.

Everything is in board units (one unit = one cell, cell (r, c) covers
x in [c, c+1], y in [r, r+1]).  Layers, bottom to top: paper, cell tints
(highlights, errors, solver differences), grid lines, black cells with their
numbers, gates, the outer border, then the player's notes and loop, the
solver overlay, the circle (above the loop, which passes under its white
disc, so its number stays readable), highlights and the keyboard cursor.

Marks drawn during a trial are painted in the trial colours (loop links) or
the pencil colour (notes), see ``trial_colour`` in genres.core.view.
"""
from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from genres.core.grid import Cell, Edge
from genres.core.view import cell_centre as centre
from genres.core.view import (Palette, ViewState, as_unit_segment, begin_board, draw_cell_highlight,
                              draw_cell_tints, draw_cross, draw_cursor, draw_grid_lines,
                              draw_outer_border, draw_text_fitted, error_cells_of, note_colour,
                              by_trial_colour)

from .arrows import shown_arrows
from .gate_lines import Gate, find_gates
from .model import ARROW_STEPS, BLACK, CIRCLE, DOWN, HGATE, UP, CircumnaviAnswer, CircumnaviPuzzle

LOOP_WIDTH = 0.12
SOLUTION_WIDTH = 0.055
FORCED_WIDTH = 0.08
GATE_DOT_RADIUS = 0.04
GATE_DOTS_PER_CELL = 5
POST_LENGTH = 0.16
POST_WIDTH = 0.1
CROSS_HALF = 0.09
MARK_HALF = 0.11
CIRCLE_RADIUS = 0.4
HIGHLIGHT_FRAME_WIDTH = 0.1


def as_link(place: object) -> Edge | None:
    """``place`` as a link between two neighbouring cells, else None.

    Violations and highlights carry generic hashable places; accept a bare
    link ((r1, c1), (r2, c2)) or a solver fact ("link", edge)."""
    return as_unit_segment(place, "link")


def paint_board(painter: QPainter, state: ViewState) -> None:
    puzzle: CircumnaviPuzzle = state.puzzle
    answer: CircumnaviAnswer | None = state.answer
    on_screen = not state.for_print
    begin_board(painter, puzzle.rows, puzzle.cols)

    error_cells: set[Cell] = set()
    error_links: set[Edge] = set()
    if on_screen:
        error_cells = error_cells_of(state.errors)
        for v in state.errors:
            error_links.update(e for e in map(as_link, v.edges) if e is not None)
        # The selected violation's cells are lit later, over the black cells and
        # the circle: most construction problems blame a numbered black cell.
        draw_cell_tints(painter, state, error_cells, highlights=False)
        paint_link_bands(painter, state.highlight_edges, Palette.highlight_fill)

    draw_grid_lines(painter, puzzle.rows, puzzle.cols)
    paint_black_cells(painter, puzzle)
    gates = find_gates(puzzle)
    for gate in gates:
        paint_gate(painter, puzzle, gate)
    draw_outer_border(painter, puzzle.rows, puzzle.cols)

    if answer is not None and state.show_answer:
        if on_screen:
            paint_notes(painter, state)   # notes are the player's scratch, not part of a printed solution
        paint_loop(painter, state, error_cells, error_links)
    if on_screen and state.overlay is not None:
        paint_overlay(painter, state)
    paint_circle(painter, puzzle)
    if on_screen:
        paint_highlight(painter, puzzle, state.highlight_cells)
    if on_screen and state.cursor is not None:
        draw_cursor(painter, state.cursor)
    painter.restore()


# ----- the puzzle ------------------------------------------------------------

def paint_black_cells(painter: QPainter, puzzle: CircumnaviPuzzle) -> None:
    blacks = puzzle.cells_of(BLACK)
    # Overlap neighbours by a hair so antialiasing leaves no seam between them.
    painter.setPen(Qt.NoPen)
    painter.setBrush(Palette.ink)
    for r, c in blacks:
        painter.drawRect(QRectF(c - 0.005, r - 0.005, 1.01, 1.01))
    painter.setBrush(Qt.NoBrush)
    arrows = shown_arrows(puzzle)
    for cell in blacks:
        n = puzzle.number(cell)
        if n is None:
            continue
        r, c = cell
        direction = arrows.get(cell)
        if direction is None:
            draw_text_fitted(painter, QRectF(c, r, 1, 1), str(n), Palette.paper, bold=True, fill=0.62)
        elif direction in (UP, DOWN):
            # As puzz.link shows it: an up or down arrow left of the number ...
            paint_arrow(painter, QRectF(c + 0.1, r + 0.2, 0.26, 0.6), direction, Palette.paper)
            draw_text_fitted(painter, QRectF(c + 0.36, r + 0.1, 0.58, 0.8), str(n), Palette.paper,
                             bold=True, fill=0.75)
        else:
            # ... a left or right arrow above it.
            paint_arrow(painter, QRectF(c + 0.2, r + 0.08, 0.6, 0.26), direction, Palette.paper)
            draw_text_fitted(painter, QRectF(c + 0.12, r + 0.36, 0.76, 0.58), str(n), Palette.paper,
                             bold=True, fill=0.78)


def paint_arrow(painter: QPainter, box: QRectF, direction: int, colour: QColor) -> None:
    """A small arrow along the long side of ``box``, its head at the end
    ``direction`` points to: a thin shaft and a solid triangular head."""
    dr, dc = ARROW_STEPS[direction]
    mid = box.center()
    length = box.height() if dr else box.width()
    width = box.width() if dr else box.height()

    def at(along: float, across: float) -> QPointF:
        # along: towards the head; across: sideways.
        return QPointF(mid.x() + along * dc + across * dr, mid.y() + along * dr + across * dc)

    head = min(length * 0.45, width * 0.9)
    pen = QPen(colour, width * 0.22)
    pen.setCapStyle(Qt.FlatCap)
    painter.setPen(pen)
    painter.drawLine(QLineF(at(-length / 2, 0), at(length / 2 - head * 0.8, 0)))
    path = QPainterPath(at(length / 2, 0))
    path.lineTo(at(length / 2 - head, width / 2))
    path.lineTo(at(length / 2 - head, -width / 2))
    path.closeSubpath()
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.setBrush(Qt.NoBrush)


def paint_highlight(painter: QPainter, puzzle: CircumnaviPuzzle, cells: Iterable[Cell]) -> None:
    """Light up the selected violation's cells.  A translucent tint barely
    shows on black, so a black cell also gets a bright frame."""
    cells = sorted(cells)
    draw_cell_highlight(painter, cells, Palette.highlight_fill)
    frame = QColor(Palette.highlight_fill)
    frame.setAlpha(255)
    painter.setPen(QPen(frame, HIGHLIGHT_FRAME_WIDTH))
    painter.setBrush(Qt.NoBrush)
    inset = HIGHLIGHT_FRAME_WIDTH / 2
    for r, c in cells:
        if puzzle.geometry.contains((r, c)) and puzzle.kind((r, c)) == BLACK:
            painter.drawRect(QRectF(c + inset, r + inset, 1 - 2 * inset, 1 - 2 * inset))


def gate_end_is_post(puzzle: CircumnaviPuzzle, cell: Cell) -> bool:
    """A gate end is anchored (gets a post) on the board edge or a black cell."""
    return not puzzle.geometry.contains(cell) or puzzle.kind(cell) == BLACK


def paint_gate(painter: QPainter, puzzle: CircumnaviPuzzle, gate: Gate) -> None:
    """A dotted line along the gate's run through its cell centres, with a
    short solid post at each end held by a black cell or the board edge."""
    horizontal = gate.orientation == HGATE
    (r0, c0), (r1, c1) = gate.cells[0], gate.cells[-1]
    if horizontal:
        start, stop, across = c0, c1 + 1, r0 + 0.5
    else:
        start, stop, across = r0, r1 + 1, c0 + 0.5

    def point(along: float) -> QPointF:
        return QPointF(along, across) if horizontal else QPointF(across, along)

    painter.setPen(Qt.NoPen)
    painter.setBrush(Palette.ink)
    step = 1.0 / GATE_DOTS_PER_CELL
    # Dots sit symmetrically in each cell (one on the centre), so a gate reads
    # the same at any length and the loop's crossing point hits a dot.
    for i in range((stop - start) * GATE_DOTS_PER_CELL):
        painter.drawEllipse(point(start + (i + 0.5) * step), GATE_DOT_RADIUS, GATE_DOT_RADIUS)
    painter.setBrush(Qt.NoBrush)

    pen = QPen(Palette.ink, POST_WIDTH)
    pen.setCapStyle(Qt.FlatCap)
    painter.setPen(pen)
    before, after = gate.ends_outside
    if gate_end_is_post(puzzle, before):
        painter.drawLine(QLineF(point(start), point(start + POST_LENGTH)))
    if gate_end_is_post(puzzle, after):
        painter.drawLine(QLineF(point(stop), point(stop - POST_LENGTH)))


def paint_circle(painter: QPainter, puzzle: CircumnaviPuzzle) -> None:
    for cell in puzzle.cells_of(CIRCLE):
        c = centre(cell)
        painter.setPen(QPen(Palette.ink, 0.045))
        painter.setBrush(Palette.paper)
        painter.drawEllipse(c, CIRCLE_RADIUS, CIRCLE_RADIUS)
        painter.setBrush(Qt.NoBrush)
        if puzzle.circle_value is not None:
            side = CIRCLE_RADIUS * 1.45  # the square inscribed in the circle, a little loosened
            draw_text_fitted(painter, QRectF(c.x() - side / 2, c.y() - side / 2, side, side),
                             str(puzzle.circle_value), Palette.ink, fill=0.8)


# ----- the player's answer ---------------------------------------------------

def link_line(e: Edge) -> QLineF:
    return QLineF(centre(e[0]), centre(e[1]))


def link_midpoint(e: Edge) -> tuple[float, float]:
    (r1, c1), (r2, c2) = e
    return ((c1 + c2) / 2 + 0.5, (r1 + r2) / 2 + 0.5)


def paint_segments(painter: QPainter, links: Iterable[Edge], color: QColor, width: float) -> None:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.RoundCap)
    pen.setJoinStyle(Qt.RoundJoin)
    painter.setPen(pen)
    for e in links:
        painter.drawLine(link_line(e))


def paint_link_bands(painter: QPainter, places: Iterable[object], color: QColor) -> None:
    """Wide translucent bands along highlighted links (others are ignored)."""
    links = sorted(e for e in map(as_link, places) if e is not None)
    if links:
        paint_segments(painter, links, color, 0.36)


def paint_notes(painter: QPainter, state: ViewState) -> None:
    answer: CircumnaviAnswer = state.answer
    for e in sorted(answer.crosses):
        colour = note_colour(state, lambda base, e=e: e in base.crosses)
        draw_cross(painter, link_midpoint(e), CROSS_HALF, colour)
    for cell in sorted(answer.marks):
        colour = note_colour(state, lambda base, cell=cell: cell in base.marks)
        draw_cross(painter, (cell[1] + 0.5, cell[0] + 0.5), MARK_HALF, colour, 0.04)


def paint_loop(painter: QPainter, state: ViewState, error_cells: set[Cell],
               error_links: set[Edge]) -> None:
    answer: CircumnaviAnswer = state.answer
    wrong = {e for e in answer.links
             if e in error_links or e[0] in error_cells or e[1] in error_cells}
    for colour, links in by_trial_colour(state, sorted(answer.links - wrong),
                                         lambda base, e: e in base.links, Palette.answer):
        paint_segments(painter, links, colour, LOOP_WIDTH)
    paint_segments(painter, sorted(wrong), Palette.error, LOOP_WIDTH)


# ----- the solver overlay ----------------------------------------------------

def paint_overlay(painter: QPainter, state: ViewState) -> None:
    overlay = state.overlay
    used, unused = [], []
    for fact, value in overlay.forced.items():
        e = as_link(fact)
        if e is not None:
            (used if value else unused).append(e)
    for e in sorted(unused):
        draw_cross(painter, link_midpoint(e), CROSS_HALF * 0.9, Palette.forced, 0.03)
    paint_segments(painter, sorted(used), Palette.forced, FORCED_WIDTH)
    solution = overlay.solution
    if isinstance(solution, CircumnaviAnswer):
        paint_segments(painter, sorted(solution.links), Palette.solution, SOLUTION_WIDTH)
