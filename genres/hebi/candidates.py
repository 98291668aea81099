"""Clue candidates for an author whose Hebi-Ichigo has several solutions (the
``clue_candidates`` hook of :mod:`genres.core.clue_analysis`).

A Hebi-Ichigo clue is an arrow with a number on a black cell; the number is
read off the chosen solution (the first digit the arrow sees, 0 when it sees
none before a black cell or the border).  Candidates, most telling first:

* a number on an arrow that has none yet;
* an arrow with its number on a black cell that shows nothing;
* a new black cell with an arrow on a white cell no snake uses.  A new black
  cell also blocks sight, so such a candidate is kept only when every arrow
  and every snake's eyes still hold in the solution.

An arrow that looks straight at the border or a black cell says nothing and
is not offered.
"""
from __future__ import annotations

from typing import Iterator

from genres.core.clue_analysis import a_number
from genres.core.i18n import translate
from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import DIRECTIONS, HebiAnswer, HebiPuzzle
from .rules import check


def seen_number(puzzle: HebiPuzzle, digits: dict[Cell, int], cell: Cell, direction: str) -> int:
    for c in puzzle.sight_line(cell, DIRECTIONS[direction]):
        if c in digits:
            return digits[c]
    return 0


def clue_candidates(puzzle: HebiPuzzle, solution: HebiAnswer
                    ) -> Iterator[tuple[str, tuple[Cell, ...], HebiPuzzle]]:
    digits = solution.digit_map
    for cell, arrow in sorted(puzzle.arrow_map.items()):
        if arrow.number is None and puzzle.sight_line(cell, arrow.step):
            n = seen_number(puzzle, digits, cell, arrow.direction)
            yield (translate("hebi-ichigo", "{number} on the arrow pointing {direction} at {place}")
                   .format(number=a_number(n), direction=translate("hebi-ichigo", arrow.direction),
                           place=cell_name(cell)),
                   (cell,),
                   puzzle.with_number(cell, n))
    for cell in sorted(puzzle.black - set(puzzle.arrow_map)):
        for direction in DIRECTIONS:
            if puzzle.sight_line(cell, DIRECTIONS[direction]):
                n = seen_number(puzzle, digits, cell, direction)
                yield (translate("hebi-ichigo", "an arrow pointing {direction} with {number} at {place}")
                       .format(direction=translate("hebi-ichigo", direction), number=n,
                               place=cell_name(cell)), (cell,),
                       puzzle.with_arrow(cell, direction).with_number(cell, n))
    for cell in puzzle.white_cells():
        if cell in digits:
            continue
        blacked = puzzle.with_black(cell, True)
        if check(blacked, solution):
            continue            # the new black cell would hide what an arrow or an eye sees
        for direction in DIRECTIONS:
            if blacked.sight_line(cell, DIRECTIONS[direction]):
                n = seen_number(blacked, digits, cell, direction)
                yield (translate("hebi-ichigo", "a black cell with an arrow pointing {direction} and "
                                 "{number} at {place}")
                       .format(direction=translate("hebi-ichigo", direction), number=n,
                               place=cell_name(cell)), (cell,),
                       blacked.with_arrow(cell, direction).with_number(cell, n))
