"""Corral as a plain-text drawing (``puzzlewright solve``).

The loop runs along the grid lines between ``+`` dots (``-`` and ``|``).
Cells inside the loop show their number or nothing; cells outside show
``.``.  In the Additive/Multiplicative variant a number the answer reads as
multiplicative gets ``×`` (``*`` in ASCII), an additive one ``+``.
"""
from __future__ import annotations

from genres.core import textgrid
from genres.core.grid import Cell

from .model import ADD, MUL, CorralAnswer, CorralPuzzle, inside_cells

OUTSIDE = "."
OP_MARK = {ADD: "+", MUL: "×"}


def answer_lines(puzzle: CorralPuzzle, answer: CorralAnswer) -> list[str]:
    """The drawing, ``2 * rows + 1`` lines."""
    inside = inside_cells(puzzle, answer)
    ops = answer.op_map if puzzle.is_variant else {}

    def label(cell: Cell) -> str:
        n = puzzle.number(cell)
        if n is not None:
            return f"{n}{OP_MARK.get(ops.get(cell), '')}"
        return "" if cell in inside else OUTSIDE

    return textgrid.lattice_board(puzzle.rows, puzzle.cols, answer.sides, label)


def answer_text(puzzle: CorralPuzzle, answer: CorralAnswer, unicode: bool | None = None) -> str:
    return textgrid.finish(answer_lines(puzzle, answer), unicode)
