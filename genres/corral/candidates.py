"""Clue candidates for an author whose Corral has several solutions (the
``clue_candidates`` hook of :mod:`genres.core.clue_analysis`).

A Corral author adds a number on an inside cell: the candidates are every
inside cell of the chosen solution without a number, its value read off that
solution (the cells it sees, itself counted once).  In the
Additive/Multiplicative variant numbers come in pairs through the centre, so a
candidate is a pair: an inside cell and its partner (also inside, both free),
one number additive and the other multiplicative, in both ways round.
"""
from __future__ import annotations

from typing import Iterator

from genres.core.clue_analysis import a_number
from genres.core.i18n import translate
from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import CorralAnswer, CorralPuzzle, inside_cells
from .regions import additive_value, multiplicative_value


def clue_candidates(puzzle: CorralPuzzle, solution: CorralAnswer
                    ) -> Iterator[tuple[str, tuple[Cell, ...], CorralPuzzle]]:
    inside = inside_cells(puzzle, solution)
    grid = puzzle.geometry
    taken = puzzle.number_map
    free = [c for c in sorted(inside) if c not in taken]
    if not puzzle.is_variant:
        for cell in free:
            n = additive_value(grid, inside, cell)
            text = translate("corral", "{number} at {place}").format(number=a_number(n), place=cell_name(cell))
            yield text, (cell,), puzzle.with_number(cell, n)
        return
    for cell in free:
        other = puzzle.partner(cell)
        if other <= cell or other not in inside or other in taken:
            continue        # each pair once; the centre cell has no partner
        for add_at, mul_at in ((cell, other), (other, cell)):
            a = additive_value(grid, inside, add_at)
            m = multiplicative_value(grid, inside, mul_at)
            first, second = ((cell, a), (other, m)) if add_at == cell else ((cell, m), (other, a))
            text = translate("corral", "{first} at {first_place} and {second} at {second_place} "
                                       "(the {added} counts, the {multiplied} multiplies)").format(
                first=a_number(first[1]), first_place=cell_name(cell), second=a_number(second[1]),
                second_place=cell_name(other), added=a, multiplied=m)
            yield text, (cell, other), puzzle.with_number(*first).with_number(*second)
