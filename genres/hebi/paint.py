"""Painting a Hebi-Ichigo board the way a printed one looks.

Everything is in board units (cell (r, c) covers x in [c, c+1], y in
[r, r+1]).  Layers, bottom to top: paper, cell tints (solver differences,
errors, the selected violation), grid lines, black cells with their arrows
and numbers, the outer border, the player's dots and digits, snake outlines,
the solver overlay, and the keyboard cursor.  ``for_print`` keeps only what
belongs on paper: the board and, when asked for, the digits.
"""
from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from genres.core.grid import Cell
from genres.core.view import (Palette, ViewState, begin_board, draw_cell_highlight, draw_cell_tints,
                              draw_cursor, draw_grid_lines, draw_outer_border, draw_text_fitted,
                              error_cells_of, note_colour, trial_colour)

from .model import DIRECTIONS, SNAKE_LENGTH, HebiAnswer, HebiPuzzle, digit_of
from .snakes import group_snakes, written_digits

DOT_RADIUS = 0.07
FORCED_DOT_RADIUS = 0.06
OUTLINE_WIDTH = 0.07
OUTLINE_INSET = 0.1          # the outline runs this far inside the snake's cells
DIGIT_FILL = 0.6
CORNER_DIGIT = QRectF(0.6, 0.04, 0.36, 0.36)   # a second opinion in the cell's top-right corner
DIGITS = range(1, SNAKE_LENGTH + 1)


def paint_board(painter: QPainter, state: ViewState, show_outlines: bool = False) -> None:
    puzzle: HebiPuzzle = state.puzzle
    answer: HebiAnswer | None = state.answer
    on_screen = not state.for_print
    begin_board(painter, puzzle.rows, puzzle.cols)

    error_cells: set[Cell] = set()
    if on_screen:
        error_cells = error_cells_of(state.errors)
        # The selected violation's cells are tinted later, over the digits.
        draw_cell_tints(painter, state, [c for c in error_cells if puzzle.is_white(c)],
                        highlights=False)

    draw_grid_lines(painter, puzzle.rows, puzzle.cols)
    paint_black_cells(painter, puzzle, error_cells if on_screen else set())
    draw_outer_border(painter, puzzle.rows, puzzle.cols)

    if answer is not None and state.show_answer:
        if on_screen:
            paint_dots(painter, state)   # notes are scratch, not part of a printed answer
        paint_digits(painter, state, error_cells)
        if on_screen and show_outlines:
            paint_snake_outlines(painter, state)
    if on_screen:
        # Over the digits: a selected violation must show even on a black cell.
        draw_cell_highlight(painter, state.highlight_cells, Palette.highlight_fill)
        if state.overlay is not None:
            paint_overlay(painter, state)
        if state.cursor is not None:
            draw_cursor(painter, state.cursor)
    painter.restore()


# ----- the puzzle ------------------------------------------------------------

def paint_black_cells(painter: QPainter, puzzle: HebiPuzzle, error_cells: set[Cell]) -> None:
    painter.setPen(Qt.NoPen)
    painter.setBrush(Palette.ink)
    for r, c in sorted(puzzle.black):
        # Overlap neighbours by a hair so antialiasing leaves no seam between them.
        painter.drawRect(QRectF(c - 0.005, r - 0.005, 1.01, 1.01))
    painter.setBrush(Qt.NoBrush)
    for cell, arrow in sorted(puzzle.arrow_map.items()):
        # A wrong arrow shows its clue in red: the black cell cannot take a tint.
        colour = Palette.error if cell in error_cells else Palette.paper
        paint_arrow_clue(painter, cell, arrow.direction, arrow.number, colour)


def paint_arrow_clue(painter: QPainter, cell: Cell, direction: str, number: int | None,
                     colour: QColor) -> None:
    """A small arrow beside the number, as printed puzzles show it: a vertical
    arrow left of the number, a horizontal one above it.  Without a number
    the arrow fills the cell."""
    r, c = cell
    vertical = direction in ("up", "down")
    if number is None:
        arrow_box = QRectF(c + 0.2, r + 0.2, 0.6, 0.6)
    elif vertical:
        arrow_box = QRectF(c + 0.1, r + 0.22, 0.3, 0.56)
        draw_text_fitted(painter, QRectF(c + 0.38, r + 0.12, 0.56, 0.76), str(number), colour,
                         bold=True, fill=0.78)
    else:
        arrow_box = QRectF(c + 0.2, r + 0.07, 0.6, 0.3)
        draw_text_fitted(painter, QRectF(c + 0.15, r + 0.36, 0.7, 0.58), str(number), colour,
                         bold=True, fill=0.8)
    paint_arrow(painter, arrow_box, direction, colour)


def paint_arrow(painter: QPainter, box: QRectF, direction: str, colour: QColor) -> None:
    """An arrow filling ``box`` along its long side, pointing ``direction``."""
    dr, dc = DIRECTIONS[direction]
    centre = box.center()
    half_len = (box.height() if dr else box.width()) / 2
    half_wide = (box.width() if dr else box.height()) / 2
    head_len = min(half_len, half_wide * 1.3)

    def point(along: float, across: float) -> QPointF:
        # along: towards the tip; across: perpendicular to it.
        return QPointF(centre.x() + along * dc - across * dr, centre.y() + along * dr + across * dc)

    shaft = QPen(colour, half_wide * 0.5)
    shaft.setCapStyle(Qt.FlatCap)
    painter.setPen(shaft)
    painter.drawLine(QLineF(point(-half_len, 0), point(half_len - head_len * 0.9, 0)))
    head = QPainterPath(point(half_len, 0))
    head.lineTo(point(half_len - head_len, half_wide * 0.85))
    head.lineTo(point(half_len - head_len, -half_wide * 0.85))
    head.closeSubpath()
    painter.setPen(Qt.NoPen)
    painter.setBrush(colour)
    painter.drawPath(head)
    painter.setBrush(Qt.NoBrush)


# ----- the player's answer ---------------------------------------------------

def cell_rect(cell: Cell) -> QRectF:
    return QRectF(cell[1], cell[0], 1, 1)


def paint_dots(painter: QPainter, state: ViewState) -> None:
    """The player's "no digit here" dots, in the quiet note colour (a pencil
    colour for dots put down during a trial)."""
    puzzle: HebiPuzzle = state.puzzle
    painter.setPen(Qt.NoPen)
    for r, c in sorted(state.answer.dots):
        if puzzle.is_white((r, c)):
            painter.setBrush(note_colour(state, lambda base, cell=(r, c): cell in base.dots))
            painter.drawEllipse(QPointF(c + 0.5, r + 0.5), DOT_RADIUS, DOT_RADIUS)
    painter.setBrush(Qt.NoBrush)


def paint_digits(painter: QPainter, state: ViewState, error_cells: set[Cell]) -> None:
    puzzle: HebiPuzzle = state.puzzle
    for cell, digit in sorted(state.answer.digits):
        if not puzzle.geometry.contains(cell):
            continue
        # A digit on a black cell (the cell turned black under it) shows in red;
        # a mistake stays red in a trial too, so it is never missed.
        wrong = cell in error_cells or cell in puzzle.black
        colour = Palette.error if wrong else trial_colour(
            state, lambda base, mark=(cell, digit): mark in base.digits, Palette.answer)
        draw_text_fitted(painter, cell_rect(cell), str(digit), colour, fill=DIGIT_FILL)


def snake_outline(cells: set[Cell], inset: float = OUTLINE_INSET) -> list[QLineF]:
    """The border round a group of cells, drawn ``inset`` inside it.

    Each cell side facing outside the group becomes one segment, moved inward;
    at an outer corner it is shortened by the inset, at an inner corner
    lengthened by it, so the pieces meet exactly."""
    lines = []
    for r, c in sorted(cells):
        for nr, nc in DIRECTIONS.values():          # the side's outward normal
            if (r + nr, c + nc) in cells:
                continue
            tr, tc = nc, nr                          # along the side
            mid_x = c + 0.5 + nc * (0.5 - inset)
            mid_y = r + 0.5 + nr * (0.5 - inset)
            ends = []
            for sign in (-1, 1):
                beside = (r + sign * tr, c + sign * tc)
                round_corner = (r + sign * tr + nr, c + sign * tc + nc)
                if beside not in cells:
                    reach = 0.5 - inset              # outer corner
                elif round_corner in cells:
                    reach = 0.5 + inset              # inner corner: the border turns outward
                else:
                    reach = 0.5                      # straight on into the next cell's side
                ends.append(QPointF(mid_x + sign * tc * reach, mid_y + sign * tr * reach))
            lines.append(QLineF(ends[0], ends[1]))
    return lines


def paint_snake_outlines(painter: QPainter, state: ViewState) -> None:
    """A thick border round every complete snake (five cells holding 1-5), in
    the trial colour when the snake was finished during a trial."""
    puzzle: HebiPuzzle = state.puzzle
    for snake in group_snakes(puzzle, written_digits(puzzle, state.answer)):
        if not snake.is_whole:
            continue
        # The snake belongs to the trial in which its last digit was written.
        colour = trial_colour(state, lambda base, s=snake: set(s.digits) <= base.digits,
                              Palette.answer)
        pen = QPen(colour, OUTLINE_WIDTH)
        pen.setCapStyle(Qt.SquareCap)
        painter.setPen(pen)
        for line in snake_outline(set(snake.cells)):
            painter.drawLine(line)


# ----- the solver overlay ----------------------------------------------------

def paint_overlay(painter: QPainter, state: ViewState) -> None:
    """Solver findings over the player's digits: a digit the player already
    has is left alone, a different one goes small into the corner."""
    puzzle: HebiPuzzle = state.puzzle
    overlay = state.overlay
    mine = state.answer.digit_map if isinstance(state.answer, HebiAnswer) else {}

    def show(cell: Cell, digit: int, colour: QColor) -> None:
        if mine.get(cell) == digit:
            return
        r, c = cell
        box = CORNER_DIGIT.translated(c, r) if cell in mine else cell_rect(cell)
        draw_text_fitted(painter, box, str(digit), colour, fill=DIGIT_FILL if cell not in mine else 0.9)

    solution = overlay.solution
    if isinstance(solution, HebiAnswer):
        for cell, digit in sorted(solution.digits):
            if puzzle.is_white(cell):
                show(cell, digit, Palette.solution)
    ruled_out: dict[Cell, int] = {}
    for fact, value in overlay.forced.items():
        found = digit_of(fact)
        if found is None:
            continue
        cell, digit = found
        if not puzzle.is_white(cell):
            continue
        if value:
            show(cell, digit, Palette.forced)
        else:
            ruled_out[cell] = ruled_out.get(cell, 0) + 1
    painter.setPen(Qt.NoPen)
    painter.setBrush(Palette.forced)
    for (r, c), n in sorted(ruled_out.items()):
        if n == len(DIGITS) and (r, c) not in mine:
            painter.drawEllipse(QPointF(c + 0.5, r + 0.5), FORCED_DOT_RADIUS, FORCED_DOT_RADIUS)
    painter.setBrush(Qt.NoBrush)
