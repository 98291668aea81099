"""Circumnavi-Gates as a plain-text drawing (``puzzlewright solve``).

One line per row.  The loop runs through the cells in box characters
(``─│┌┐└┘``), joined across the slot between two cells it links.  A black
cell shows ``#`` and its number (``#3``), the circle ``O`` and its number
(``O4``), a vertical gate cell ``┃`` and a horizontal one ``━`` (``╂`` and
``┿`` where the loop crosses it), any other cell off the loop ``.``.
In ASCII: ``-|+`` for the loop, ``!`` and ``=`` for the gates.
"""
from __future__ import annotations

from genres.core import textgrid
from genres.core.grid import Cell, edge

from .model import BLACK, CIRCLE, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle

GATE = {VGATE: ("┃", "╂"), HGATE: ("━", "┿")}    # (not crossed, crossed by the loop)


def answer_lines(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> list[str]:
    """The drawing, one line per row, in box characters."""
    links = answer.links

    def linked(a: Cell, b: Cell) -> bool:
        return puzzle.geometry.contains(b) and edge(a, b) in links

    def ways(cell: Cell) -> tuple[bool, bool, bool, bool]:
        r, c = cell
        return (linked(cell, (r - 1, c)), linked(cell, (r, c + 1)),
                linked(cell, (r + 1, c)), linked(cell, (r, c - 1)))

    def label(cell: Cell) -> str:
        kind = puzzle.kind(cell)
        on_loop = any(ways(cell))
        if kind == BLACK:
            n = puzzle.number(cell)
            return "#" if n is None else f"#{n}"
        if kind == CIRCLE:
            return "O" if puzzle.circle_value is None else f"O{puzzle.circle_value}"
        if kind in GATE:
            return GATE[kind][on_loop]
        return textgrid.loop_glyph(*ways(cell)) if on_loop else "."

    def joined_right(cell: Cell) -> str | None:
        return textgrid.HLINE if ways(cell)[1] else None

    return textgrid.cell_board(puzzle.rows, puzzle.cols, label,
                               fill=joined_right, right=joined_right)


def answer_text(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer, unicode: bool | None = None) -> str:
    return textgrid.finish(answer_lines(puzzle, answer), unicode)
