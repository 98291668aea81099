"""Ore Soccer for the shared generator (genres/core/generation.py).

The planted answer and its circles come from :mod:`generator`, which keeps
the construction rules (as many black circles as white ones, the goal on the
top row).  The circle count varies between puzzles.  The clues the shared
layer edits are the numbers on white circles: circles themselves cannot go
one at a time without breaking the equal counts rule.

With the mirror symmetry (:mod:`symmetric`: the circles' places and the goal
map onto themselves left-right) the circles never change either, so the
same numbers-only edits keep the layout.
"""
from __future__ import annotations

from dataclasses import replace

from genres.core.generation import GenerationError, Maker
from genres.core.grid import Cell
from genres.core.i18n import QT_TRANSLATE_NOOP

from .generator import generate as plant
from .model import SoccerAnswer, SoccerPuzzle
from .symmetric import generate as plant_mirrored


def circle_order(puzzle: SoccerPuzzle, solution: SoccerAnswer) -> dict[Cell, int]:
    """Each white circle's number: its place in the order the ball meets the
    circles (where they stand after their moves), the start first."""
    stands = {solution.destination(w): w for w in puzzle.white}
    order: dict[Cell, int] = {}
    for c in solution.path:
        if c in stands and stands[c] not in order:
            order[stands[c]] = len(order) + 1
    return order


class SoccerMaker(Maker):
    variants = ("standard",)
    symmetries = {"standard": ("none", "mirror")}
    refused = {"rot180": QT_TRANSLATE_NOOP(
        "ore-soccer", "the goal lies in the top row, and a half turn would need a second goal "
                      "in the bottom row")}
    smallest = (5, 5)
    # Ore Soccer deductions weigh the path, move and kick-off rules at once:
    # even with every circle numbered a puzzle needs a level 4-5 step, and
    # the generator's own puzzles run from level 5 to 9.
    bands = {"easy": (0, 5), "medium": (6, 7), "hard": (8, None)}
    # Its third step comes sooner: minimal 12x12 designs (seeds 0-10) grade
    # at level 9-19, median 10, against 8-9 for medium two steps up; three
    # steps up (medium 9-10) 6 of the 11 fit as made.  8x8: level 6-16,
    # median 8.5, medium 7-8.
    size_steps = (49, 81, 121)

    def make(self, rows, cols, variant, symmetry, rng, token=None):
        most = max(2, min(9, rows * cols // 12))
        circles = rng.randint(max(2, most - 2), most)
        if symmetry == "mirror":
            made = plant_mirrored(rows, cols, rng, circles, token)
            if made is None:
                raise GenerationError(f"no {rows}x{cols} Ore Soccer layout with mirror "
                                      f"symmetry found")
            return made
        return plant(rows, cols, rng, circles=circles, token=token)

    def removals(self, puzzle, solution, symmetry):
        numbers = dict(puzzle.numbers)
        return [(f"number {cell}", replace(puzzle, numbers=frozenset(
                    (c, n) for c, n in numbers.items() if c != cell)))
                for cell in sorted(numbers)]

    def additions(self, puzzle, solution, symmetry):
        numbers = dict(puzzle.numbers)
        order = circle_order(puzzle, solution)
        return [((cell,), replace(puzzle, numbers=frozenset({**numbers, cell: order[cell]}.items())))
                for cell in sorted(puzzle.white) if cell not in numbers and cell in order]

    def shape(self, puzzle, solution):
        return {"circles": len(puzzle.white), "path length": len(solution.path),
                "moves": len(solution.moves), "numbers": len(puzzle.numbers)}


MAKER = SoccerMaker()
