"""Hebi-Ichigo boards grown, shrunk, rotated and flipped (Edit > Resize Grid,
Rotate, Flip), and the facts a board settles with no deduction at all.

Every black cell, arrow, digit and dot moves with its cell; an arrow turns
with the board (an up arrow becomes a right arrow on a clockwise quarter
turn; a flip mirrors it).  Digits keep their values: a snake is a path, and
a rotated or mirrored path is still one, looking the turned way.
"""
from __future__ import annotations

from typing import Callable

from genres.core.grid import Cell, check_size
from genres.core.transform import BoardTransform, Margins

from .model import DIRECTIONS, SNAKE_LENGTH, HebiAnswer, HebiPuzzle, digit_fact

_DIRECTION_OF_STEP = {step: d for d, step in DIRECTIONS.items()}


def _moved(puzzle: HebiPuzzle, answer: HebiAnswer, rows: int, cols: int,
           place: Callable[[Cell], Cell | None],
           turn: Callable[[str], str]) -> tuple[HebiPuzzle, HebiAnswer]:
    """Puzzle and answer with every cell sent through ``place`` (None: it falls
    off the board, and what it held goes with it) and arrows through ``turn``."""
    def kept(cells):
        return frozenset(p for p in map(place, cells) if p is not None)

    black = kept(puzzle.black)
    arrows = frozenset((place(cell), turn(d), n) for cell, d, n in puzzle.arrows
                       if place(cell) is not None)
    digits = frozenset((place(cell), d) for cell, d in answer.digits if place(cell) is not None)
    return HebiPuzzle(rows, cols, black, arrows), HebiAnswer(digits, kept(answer.dots))


def with_margins(puzzle: HebiPuzzle, answer: HebiAnswer, top: int, bottom: int,
                 left: int, right: int) -> tuple[HebiPuzzle, HebiAnswer]:
    margins = Margins(top, bottom, left, right)
    rows, cols = margins.new_size(puzzle.rows, puzzle.cols)
    check_size(rows, cols)

    def place(cell: Cell) -> Cell | None:
        return margins.cell(cell) if margins.keeps(cell, puzzle.rows, puzzle.cols) else None

    return _moved(puzzle, answer, rows, cols, place, lambda d: d)


def transformed(puzzle: HebiPuzzle, answer: HebiAnswer, how: str) -> tuple[HebiPuzzle, HebiAnswer]:
    t = BoardTransform(how, puzzle.rows, puzzle.cols)
    rows, cols = t.new_size

    def turn(direction: str) -> str:
        return _DIRECTION_OF_STEP[t.direction(DIRECTIONS[direction])]

    return _moved(puzzle, answer, rows, cols, t.cell, turn)


def trivial_facts(puzzle: HebiPuzzle) -> frozenset:
    """Facts that hold in every answer because of one clue alone: an arrow
    showing 0 sees no digit, so no cell of its line of sight holds any.

    A black cell never takes a digit either, but the encoding keeps no fact
    for black cells, so there is nothing of theirs to leave out.  Anything
    more (a white cell too boxed in to hold a snake, a number that can only
    go in one place) is a deduction and stays in the overlay."""
    facts = set()
    for cell, arrow in puzzle.arrow_map.items():
        if arrow.number == 0:
            for seen in puzzle.sight_line(cell, arrow.step):
                facts.update(digit_fact(seen, k) for k in range(1, SNAKE_LENGTH + 1))
    return frozenset(facts)
