"""A Corral that proposes clues (tests/test_gui_explain_panel.py), before the
real genres have their ``clue_candidates`` hook.  Module-level, so the child
process that checks the candidates finds the class by name."""
from __future__ import annotations

from dataclasses import replace

from genres.corral import CorralGenre
from genres.corral.model import inside_cells
from genres.corral.regions import additive_value
from genres.core.violation import cell_name


class SuggestingCorral(CorralGenre):
    """Offers, for every empty inside cell, the number the solution gives it."""

    def clue_candidates(self, puzzle, solution):
        inside = inside_cells(puzzle, solution)
        for cell in sorted(inside):
            if puzzle.number(cell) is None:
                n = additive_value(puzzle.geometry, inside, cell)
                yield (f"a {n} at {cell_name(cell)}", (cell,),
                       replace(puzzle, numbers=puzzle.numbers | {(cell, n)}))
