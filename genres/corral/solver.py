"""Corral and Additive/Multiplicative Corral as SAT clauses (shared rules §2), exact.

One variable per cell: is it inside.  The clauses say, rule by rule:

1. at least one cell is inside; no 2x2 block is a checkerboard; the inside is
   one region and every outside cell reaches the border — both by lazy cuts
   (a candidate with a second inside region or an enclosed outside hole gets
   a clause that is true of every real solution and false of the candidate);
2. numbered cells are inside;
3. per number and direction, the run of inside cells that way is an integer
   in the order encoding ("the first k cells that way are inside"); runs are
   added by unary adders capped at the number, and the total must be N - 1;
4. in the variant a number is additive or multiplicative: (1 + left + right)
   × (1 + up + down) = N is a disjunction over N's factor pairs.  Of a pair,
   one is additive and the other multiplicative.

Facts: ``("inside", cell)`` for every cell, and in the variant ``("mul", cell)``
for every number.  A ``mul`` fact is a function of the inside cells (when both
splits of a pair fit, the pair's first cell counts as the multiplicative one;
a lone number counts as additive when it fits that way), so it never makes one
shading count as two solutions.

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

In the variant each number is its own clue and the pairing is a rule: a person
points at one number, and switching one number of a pair off then leaves its
partner "additive or multiplicative", exactly what the puzzle without that
number says (a lone number is read either way, see rule 4 above).
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Hashable

from genres.core.connect import Regions
from genres.core.grid import DIRS4, Cell
from genres.core.sat import Group, IntVar, SatModel
from genres.core.violation import cell_name

from .model import ADD, MUL, CorralAnswer, CorralPuzzle, boundary, inside_fact, mul_fact
from .regions import on_border
from .rules import number_name


class CorralEncoding:
    """The puzzle's clauses; ``facts`` maps answer facts to their variables."""

    def __init__(self, puzzle: CorralPuzzle):
        self.puzzle = puzzle
        self.model = SatModel()
        m = self.model
        grid = puzzle.geometry
        self.inside: dict[Cell, int] = {c: m.new_bool() for c in grid.cells()}
        self.facts: dict[Hashable, int] = {inside_fact(c): v for c, v in self.inside.items()}
        self.mul: dict[Cell, int] = {}
        self.regions = Regions(m, self.inside, grid.neighbours4)

        # Rule 1.  "One region" includes "there is one": an empty inside is no corral.
        with m.under(m.group("rule one-region", "rule",
                             translate("corral", "the rule that the inside is one single region"))):
            m.at_least_one(list(self.inside.values()))
            # The numbered cell first in reading order is inside: every other
            # cell joins it.  Numbered cells make the best representatives.
            anchor = min(puzzle.number_map) if puzzle.numbers else None
            self.regions.connected(anchor=anchor, prefer=puzzle.number_map)
        with m.under(m.group("rule no-holes", "rule",
                             translate("corral", "the rule that every outside cell reaches the border"))):
            self.regions.reach(lambda c: on_border(grid, c), value=False)
        with m.under(m.group("rule no-touching", "rule",
                             translate("corral", "the rule that the loop never touches itself"))):
            self._no_checkerboard()
        numbers_inside = m.group("rule numbers-inside", "rule", translate("corral", "the rule that numbered cells are "
                                                                          "inside"))
        self.clues: dict[Cell, Group] = {
            p: m.group(f"clue {p[0]},{p[1]}", "clue", number_name(puzzle, p), cells=[p])
            for p, n in sorted(puzzle.numbers)}
        for p, clue in self.clues.items():
            # Rule 2 speaks of a cell only while it holds a number: with the
            # clue switched off, its cell is as free as on a board without it.
            with m.under(numbers_inside), m.under(clue):
                m.add_clause([self.inside[p]])
        if puzzle.is_variant:
            self._encode_variant()
        else:
            for p, n in sorted(puzzle.counts.items()):     # a "?" is inside, with no count
                fits = self._additive(p, n)
                with m.under(self.clues[p]):
                    m.add_clause([fits])                      # rule 3

    # ----- rule 1 -----------------------------------------------------------
    @property
    def cuts_added(self) -> int:
        """Connectivity and hole cuts made so far."""
        return self.regions.cuts_added

    def _no_checkerboard(self) -> None:
        x = self.inside
        blocks = [(x[(r - 1, c - 1)], x[(r - 1, c)], x[(r, c - 1)], x[(r, c)])
                  for r in range(1, self.puzzle.rows) for c in range(1, self.puzzle.cols)]
        self.model.add_clauses(c for a, b, d, e in blocks for c in ([-a, b, d, -e], [a, -b, -d, e]))

    # ----- runs and counts ----------------------------------------------------
    def _run(self, p: Cell, direction: tuple[int, int], cap: int) -> IntVar:
        """Inside cells seen from p one way (p excluded), counted up to ``cap``."""
        ray = list(self.puzzle.geometry.ray(p, direction))[:cap]
        return self.model.leading_run([self.inside[cell] for cell in ray])

    def _sight(self, p: Cell, n: int) -> tuple[IntVar, IntVar]:
        """(left + right, up + down) inside cells seen from p, each capped at n."""
        up, right, down, left = (self._run(p, d, n) for d in DIRS4)
        m = self.model
        return m.int_sum(left, right, n), m.int_sum(up, down, n)

    def _additive(self, p: Cell, n: int) -> int:
        """A literal true exactly when p's standard count is n."""
        across, along = self._sight(p, n)
        m = self.model
        return m.int_is(m.int_sum(across, along, n), n - 1)

    def _multiplicative(self, p: Cell, n: int) -> int:
        """A literal true exactly when p's horizontal run times its vertical run is n."""
        m = self.model
        across, along = self._sight(p, n)
        options = []
        for h in range(1, n + 1):
            if n % h == 0:
                v = n // h
                option = m.new_bool()
                m.equiv(option, m.and_gate(m.int_is(across, h - 1), m.int_is(along, v - 1)))
                options.append(option)
        return m.or_gate(options)

    # ----- rule 4 ---------------------------------------------------------
    def _encode_variant(self) -> None:
        m = self.model
        puzzle = self.puzzle
        adds = {p: self._additive(p, n) for p, n in sorted(puzzle.counts.items())}
        muls = {p: self._multiplicative(p, n) for p, n in sorted(puzzle.counts.items())}
        # The reading a clue is taken in (true: multiplicative).  It is no fact:
        # when both readings fit, one shading must not count as two solutions.
        reading = {p: m.new_bool() for p in adds}
        for p in adds:
            with m.under(self.clues[p]):
                m.add_clause([-reading[p], muls[p]])
                m.add_clause([reading[p], adds[p]])
        pair_rule = m.group("rule one-additive-per-pair", "rule",
                            translate("corral", "the rule that of each pair one number adds and the "
                                      "other multiplies"))
        with m.under(pair_rule):
            for p, q in puzzle.pairs():
                m.add_clause([reading[p], reading[q]])
                m.add_clause([-reading[p], -reading[q]])
        # The answer's +/x facts are functions of the shading alone (definitions, no group).
        for p, q in puzzle.pairs():
            p_mul = m.and_gate(muls[p], adds[q])
            # What the pair rule and both clues say together, said directly: one
            # number of the pair multiplies and the other adds.  Implied by
            # the three, so it holds only while all three are on; it spares the
            # solver the detour through the reading variables.
            with m.under(pair_rule), m.under(self.clues[p]), m.under(self.clues[q]):
                m.add_clause([p_mul, m.and_gate(adds[p], muls[q])])
            self.mul[p] = p_mul            # both fit: p counts as the multiplicative one
            self.mul[q] = -p_mul
        for p in puzzle.lone_numbers():
            self.mul[p] = -adds[p]         # multiplicative only when additive does not fit
        for p, lit in self.mul.items():
            fact = m.new_bool()            # a variable of its own: facts map to variables
            m.equiv(fact, lit)
            self.facts[mul_fact(p)] = fact

    # ----- answer -----------------------------------------------------------
    def decode(self, values: dict[Hashable, bool]) -> CorralAnswer:
        cells = [c for c in self.inside if values[inside_fact(c)]]
        ops = frozenset((p, MUL if values[mul_fact(p)] else ADD) for p in self.mul)
        return CorralAnswer(boundary(self.puzzle.geometry, cells), ops=ops)


def encode(puzzle: CorralPuzzle) -> CorralEncoding:
    return CorralEncoding(puzzle)
