"""Ore Soccer as a plain-text drawing (``puzzlewright solve``).

A row of cells, then a line of joins, then the next row.  Cells: ``S`` the
start circle, ``o`` a white circle where it ends up (its number instead when
it has one), ``#`` a black circle, ``G`` the goal, ``.`` an empty cell; a
cell the ball passes straight through shows the way it goes (``- | / \\``).
Between cells the ball's path is drawn with ``- | / \\``, and a white
circle's move as an arrow pointing where it went (``> < ^ v``, diagonals
``↗ ↘ ↙ ↖``; ``x`` in ASCII).  A one-line legend follows the board.
"""
from __future__ import annotations

from genres.core import textgrid
from genres.core.grid import Cell

from .model import SoccerAnswer, SoccerPuzzle

START, WHITE, BLACK, GOAL, EMPTY = "S", "o", "#", "G", "."
# The line between two cells, by the step (row, column) from the upper/left one.
LINE = {(0, 1): "-", (1, 0): "|", (1, 1): "\\", (1, -1): "/"}
ARROW = {(0, 1): ">", (0, -1): "<", (-1, 0): "^", (1, 0): "v",
         (-1, 1): "↗", (1, 1): "↘", (1, -1): "↙", (-1, -1): "↖"}
CLASH = "X"       # two things in one slot (only in a broken answer)
TURN = "+"        # the ball turns off a circle (only in a broken answer)
LEGEND = "S start, o/n white circle where it ends, # black circle, G goal, -|/\\ path, arrow: move"


def _slot(a: Cell, b: Cell) -> tuple[str, Cell]:
    """Which slot a segment between two 8-neighbours uses: ("right"|"below"|
    "diagonal", the cell owning the slot)."""
    (r1, c1), (r2, c2) = sorted((a, b))
    if r1 == r2:
        return "right", (r1, c1)
    if c1 == c2:
        return "below", (r1, c1)
    return "diagonal", (r1, min(c1, c2))


def answer_lines(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[str]:
    """The board, ``2 * rows - 1`` lines (without the legend)."""
    path = answer.path
    start = answer.start
    ends = {answer.destination(w): w for w in puzzle.white}
    through: dict[Cell, str] = {}
    slots: dict[tuple[str, Cell], str] = {}

    def put(a: Cell, b: Cell, ch: str) -> None:
        key = _slot(a, b)
        slots[key] = CLASH if key in slots else ch

    for i, (a, b) in enumerate(zip(path, path[1:])):
        top, bottom = sorted((a, b))
        put(a, b, LINE[(bottom[0] - top[0], bottom[1] - top[1])])
        if 0 < i + 1 < len(path) - 1:             # b is a cell the ball passes
            after = path[i + 2]
            straight = (after[0] - b[0], after[1] - b[1]) == (b[0] - a[0], b[1] - a[1])
            through[b] = LINE[(bottom[0] - top[0], bottom[1] - top[1])] if straight else TURN
    for a, b in sorted(answer.loose):             # steps not joined to the path yet
        put(a, b, LINE[(b[0] - a[0], b[1] - a[1])])
    for origin, dest in answer.moves:
        put(origin, dest, ARROW[(dest[0] - origin[0], dest[1] - origin[1])])

    def label(cell: Cell) -> str:
        if cell == start:
            return START
        if cell in ends:
            n = puzzle.number(ends[cell])
            return WHITE if n is None else str(n)
        if cell in puzzle.black:
            return BLACK
        if cell in puzzle.goal:
            return GOAL
        return through.get(cell, EMPTY)

    def right(cell: Cell) -> str | None:
        return slots.get(("right", cell))

    def fill(cell: Cell) -> str:
        return "-" if right(cell) == "-" else " "

    return textgrid.cell_board(
        puzzle.rows, puzzle.cols, label, fill=fill, right=right,
        below=lambda cell: slots.get(("below", cell)),
        diagonal=lambda cell: slots.get(("diagonal", cell)))


def answer_text(puzzle: SoccerPuzzle, answer: SoccerAnswer, unicode: bool | None = None) -> str:
    return textgrid.finish(answer_lines(puzzle, answer), unicode, note=LEGEND)
