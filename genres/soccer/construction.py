"""Ore Soccer construction problems (edit mode warnings), shared rules §4.

    circle-counts-unequal, goal-not-one-run, no-white-circle, number-too-large,
    number-repeated
"""
from __future__ import annotations

from genres.core.i18n import translate

from genres.core.grid import Cell
from genres.core.violation import Violation, cell_name

from .model import SoccerPuzzle


def goal_is_one_top_run(puzzle: SoccerPuzzle) -> bool:
    cols = sorted(c for r, c in puzzle.goal)
    return (bool(cols) and all(r == 0 for r, _ in puzzle.goal)
            and cols == list(range(cols[0], cols[0] + len(cols))))


def _circles(n: int, white: bool) -> str:
    if white:
        text = (translate("ore-soccer", "{n} white circle") if n == 1 else
                translate("ore-soccer", "{n} white circles"))
    else:
        text = (translate("ore-soccer", "{n} black circle") if n == 1 else
                translate("ore-soccer", "{n} black circles"))
    return text.format(n=n)


def _goal_fault(puzzle: SoccerPuzzle) -> str:
    """What is wrong with a goal that is not one run in the top row."""
    if not puzzle.goal:
        return translate("ore-soccer", "There is no goal yet")
    if any(r != 0 for r, _ in puzzle.goal):
        return translate("ore-soccer", "Some goal cells lie below the top row")
    return translate("ore-soccer", "The goal is split into pieces")


def construction_problems(puzzle: SoccerPuzzle) -> list[Violation]:
    out = []
    nw, nb = len(puzzle.white), len(puzzle.black)
    if nw != nb:
        out.append(Violation("circle-counts-unequal",
                             translate("ore-soccer", "The puzzle has {white} and {black}; it needs as "
                                       "many of each.").format(white=_circles(nw, True),
                                                               black=_circles(nb, False)),
                             severity="warning"))
    if not goal_is_one_top_run(puzzle):
        out.append(Violation("goal-not-one-run",
                             translate("ore-soccer", "{fault}: the goal is a single run of grey cells "
                                       "in the top row (drag along the top row to set it).").format(
                                 fault=_goal_fault(puzzle)),
                             tuple(sorted(puzzle.goal)), severity="warning"))
    if nw == 0:
        out.append(Violation("no-white-circle", translate("ore-soccer", "There is no white circle to "
                                                          "kick off from."),
                             severity="warning"))
    for cell, n in sorted(puzzle.number_map.items()):
        if n > nw:
            out.append(Violation("number-too-large",
                                 translate("ore-soccer", "The {n} at {place} is larger than the number "
                                           "of white circles ({count}).").format(
                                     n=n, place=cell_name(cell), count=nw),
                                 (cell,), severity="warning"))
    numbered: dict[int, list[Cell]] = {}
    for cell, n in puzzle.number_map.items():
        numbered.setdefault(n, []).append(cell)
    for n, cells in sorted(numbered.items()):
        if len(cells) > 1:
            out.append(Violation("number-repeated",
                                 translate("ore-soccer", "{count} circles show the number {n} "
                                           "({places}); each position along the path belongs to one "
                                           "circle.").format(
                                     count=len(cells), n=n,
                                     places=translate("ore-soccer", "; ").join(
                                         cell_name(c) for c in sorted(cells))), tuple(sorted(cells)),
                                 severity="warning"))
    return out
