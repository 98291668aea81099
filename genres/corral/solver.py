"""Corral and Additive/Multiplicative Corral as SAT clauses (shared rules §2), exact.

One variable per cell: is it inside.  The clauses say, rule by rule:

1. at least one cell is inside; no 2x2 block is a checkerboard; the inside is
   one region and every outside cell reaches the border — both by lazy cuts
   (a candidate with a second inside region or an enclosed outside hole gets
   a clause that is true of every real solution and false of the candidate);
2. numbered cells are inside;
3. a number N sees N cells in all (:mod:`.counting`);
4. in the variant a number is additive or multiplicative, and of a pair one
   is each (:mod:`.variant`).

Facts: ``("inside", cell)`` for every cell, and in the variant ``("mul", cell)``
for every number (a function of the inside cells, see :mod:`.variant`).

Named groups (for explanations: an assumption core over their selectors is a
step's reason, a clue switched off asks whether it is needed).  A group holds
exactly what a person would call that clue or rule; clauses that only define
auxiliary variables (runs, sums, "equals k", "fits as a product") stay outside,
as they say nothing until some group uses them.

* ``rule one-region`` -- the inside is one single region: at least one cell is
  inside, and the connectivity cuts;
* ``rule no-holes`` -- every outside cell reaches the border: the hole cuts;
* ``rule no-touching`` -- the loop never touches itself: no 2x2 checkerboard;
* ``rule numbers-inside`` -- every numbered cell is inside (each such clause
  is conditioned on the number's clue too);
* ``clue r,c`` -- one per number: its count (standard), or in the variant
  "read one way or the other, it fits" with a reading variable of its own;
  for a "?" ("the ? at row r, column c") only that its cell is inside;
* ``rule one-additive-per-pair`` (variant) -- of each pair, one number is read
  additively and the other multiplicatively.
"""
from __future__ import annotations

from typing import Hashable

from genres.core.connect import Regions
from genres.core.i18n import translate
from genres.core.grid import Cell
from genres.core.sat import Group, SatModel, bulk

from . import variant
from .counting import Sight
from .model import ADD, MUL, CorralAnswer, CorralPuzzle, boundary, inside_fact, mul_fact
from .regions import on_border
from .rules import number_name


def _rule(m: SatModel, key: str, text: str) -> Group:
    return m.group(f"rule {key}", "rule", text)


class CorralEncoding:
    """The puzzle's clauses; ``facts`` maps answer facts to their variables."""

    def __init__(self, puzzle: CorralPuzzle):
        with bulk():
            self._encode(puzzle)

    def _encode(self, puzzle: CorralPuzzle) -> None:
        self.puzzle = puzzle
        self.model = m = SatModel()
        grid = puzzle.geometry
        self.inside: dict[Cell, int] = {c: m.new_bool() for c in grid.cells()}
        self.facts: dict[Hashable, int] = {inside_fact(c): v for c, v in self.inside.items()}
        self.regions = regions = Regions(m, self.inside, grid.neighbours4)

        # Rule 1.  "One region" includes "there is one": an empty inside is no corral.
        with m.under(_rule(m, "one-region", translate("corral", "the rule that the inside is one single region"))):
            m.at_least_one(list(self.inside.values()))
            # The numbered cell first in reading order is inside: every other
            # cell joins it.  Numbered cells make the best representatives.
            anchor = min(puzzle.number_map) if puzzle.numbers else None
            regions.connected(anchor=anchor, prefer=puzzle.number_map)
        with m.under(_rule(m, "no-holes", translate("corral", "the rule that every outside cell reaches the border"))):
            regions.reach(lambda c: on_border(grid, c), value=False)
        with m.under(_rule(m, "no-touching", translate("corral", "the rule that the loop never touches itself"))):
            regions.no_checkerboard()

        # Rule 2 speaks of a cell only while it holds a number: with the clue
        # switched off, its cell is as free as on a board without it.
        numbers_inside = _rule(m, "numbers-inside", translate("corral", "the rule that numbered cells are inside"))
        self.clues: dict[Cell, Group] = {
            p: m.group(f"clue {p[0]},{p[1]}", "clue", number_name(puzzle, p), cells=[p])
            for p, n in sorted(puzzle.numbers)}
        for p, clue in self.clues.items():
            with m.under(numbers_inside), m.under(clue):
                m.add_clause([self.inside[p]])

        # Rules 3 and 4: what each number counts (a "?" is inside, with no count).
        sight = Sight(m, self.inside, grid, exact_sums=puzzle.is_variant)
        self.mul: dict[Cell, int] = {}
        if puzzle.is_variant:
            self.mul = variant.encode_numbers(m, puzzle, sight, self.clues)
            for p, lit in self.mul.items():
                fact = m.new_bool()            # a variable of its own: facts map to variables
                m.equiv(fact, lit)
                self.facts[mul_fact(p)] = fact
        else:
            for p, n in sorted(puzzle.counts.items()):
                fits = sight.additive(p, n)
                with m.under(self.clues[p]):
                    m.add_clause([fits])

        # Candidates lean inside: the solver then leaves a cell outside only
        # where a clause sends it there, and a candidate rarely falls apart in
        # inside islands or outside holes.  Only a preference (answers do not
        # change): the lazy rounds of the 140-number 20x20 Corral's forced
        # facts went from 74 to 3, of the A/M Corral 20x20 from 35 to 8.
        m.set_phases(list(self.inside.values()))

    @property
    def cuts_added(self) -> int:
        """Connectivity and hole cuts made so far."""
        return self.regions.cuts_added

    def decode(self, values: dict[Hashable, bool]) -> CorralAnswer:
        cells = [c for c in self.inside if values[inside_fact(c)]]
        ops = frozenset((p, MUL if values[mul_fact(p)] else ADD) for p in self.mul)
        return CorralAnswer(boundary(self.puzzle.geometry, cells), ops=ops)


def encode(puzzle: CorralPuzzle) -> CorralEncoding:
    return CorralEncoding(puzzle)
