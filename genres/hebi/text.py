"""Hebi-Ichigo as a plain-text drawing (``puzzlewright solve``).

One line per row: the snakes' digits 1-5, black cells as ``#`` or as their
arrow (``^ v < >``) followed by its number (``>2``), empty white cells ``.``.
Cells are right-aligned so that digits stand in one column.
"""
from __future__ import annotations

from genres.core import textgrid
from genres.core.grid import Cell

from .model import HebiAnswer, HebiPuzzle

ARROW = {"up": "^", "down": "v", "left": "<", "right": ">"}
EMPTY, BLACK = ".", "#"


def answer_lines(puzzle: HebiPuzzle, answer: HebiAnswer) -> list[str]:
    """The drawing, one line per row."""
    def label(cell: Cell) -> str:
        if puzzle.is_black(cell):
            arrow = puzzle.arrow(cell)
            if arrow is None:
                return BLACK
            return ARROW[arrow.direction] + ("" if arrow.number is None else str(arrow.number))
        digit = answer.digit(cell)
        return EMPTY if digit is None else str(digit)

    return textgrid.cell_board(puzzle.rows, puzzle.cols, label, align="right")


def answer_text(puzzle: HebiPuzzle, answer: HebiAnswer, unicode: bool | None = None) -> str:
    return textgrid.finish(answer_lines(puzzle, answer), unicode)
