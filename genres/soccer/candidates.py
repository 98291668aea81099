"""Clue candidates for an author whose Ore Soccer has several solutions (the
``clue_candidates`` hook of :mod:`genres.core.clue_analysis`).

Read off the chosen solution:

* a number on a white circle that has none: the place of its destination
  among the destinations the ball meets (the start counts as 1);
* a black circle on a cell the solution leaves alone (not on the path, not a
  destination, not the goal), while there are fewer black circles than white;
* with the counts equal, a black circle there and, to pay for it, a new
  teammate standing still on a straight stretch of the path (the stretch
  nearest the black circle): the equal-counts rule stays met.  A teammate
  there shifts the places of the circles the ball meets after it, so the
  pair is kept only when the numbers already shown still hold.
"""
from __future__ import annotations

from typing import Iterator

from genres.core.clue_analysis import a_number
from genres.core.i18n import translate
from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import SoccerAnswer, SoccerPuzzle
from .rules import check


def meeting_order(puzzle: SoccerPuzzle, solution: SoccerAnswer) -> list[Cell]:
    """White circles (by their own cell) in the order the ball meets their destinations."""
    by_dest = {solution.destination(w): w for w in puzzle.white}
    return [by_dest[c] for c in solution.path if c in by_dest]


def clue_candidates(puzzle: SoccerPuzzle, solution: SoccerAnswer
                    ) -> Iterator[tuple[str, tuple[Cell, ...], SoccerPuzzle]]:
    order = meeting_order(puzzle, solution)
    numbers = puzzle.number_map
    for place, w in enumerate(order, 1):
        if w not in numbers:
            yield (translate("ore-soccer", "{number} on the white circle at {place}")
                   .format(number=a_number(place), place=cell_name(w)), (w,),
                   puzzle.with_number(w, place))
    used = (set(solution.path) | {solution.destination(w) for w in puzzle.white}
            | puzzle.white | puzzle.black | puzzle.goal)
    spots = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols) if (r, c) not in used]
    if len(puzzle.black) < len(puzzle.white):
        for cell in spots:
            yield (translate("ore-soccer", "a black circle at {place}").format(place=cell_name(cell)), (cell,),
                   puzzle.with_kind(cell, "#"))
        return
    stands = {solution.destination(w) for w in puzzle.white}
    straight = [c for c in solution.path[1:-1] if c not in stands and c not in puzzle.goal]
    if not straight:
        return
    for cell in spots:
        mate = min(straight, key=lambda s: (max(abs(s[0] - cell[0]), abs(s[1] - cell[1])), s))
        p = puzzle.with_kind(cell, "#").with_kind(mate, "o")
        if check(p, solution):
            continue        # the new teammate moves a shown number's place
        yield (translate("ore-soccer", "a black circle at {place} and a white circle at {other}")
               .format(place=cell_name(cell), other=cell_name(mate)),
               (cell, mate), p)
