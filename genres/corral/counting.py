"""What a Corral number counts, as literals (shared rules §2, rules 3 and 4).

From a number, the run of inside cells one way is an integer in the order
encoding ("the first k cells that way are inside", SatModel.leading_run);
left and right, up and down are added by unary adders capped at the
number.  A number fits additively when across and along add up to N - 1
(SatModel.int_sum_is: the total's two bounds only, not a third adder,
whose (N + 1)^2 clauses per number were most of a 140-number Corral's 160k),
multiplicatively when (1 + left + right) x (1 + up + down) = N: a
disjunction over N's factor pairs.
Each helper defines fresh literals only (no group): a clue says which must hold.
"""
from __future__ import annotations

from genres.core.grid import DIRS4, Cell
from genres.core.sat import IntVar, Lit, SatModel


class Sight:
    """The runs of inside cells seen from numbers, over one model."""

    def __init__(self, model: SatModel, inside: dict[Cell, Lit], geometry, exact_sums: bool = True):
        """``exact_sums=False``: a number is only ever read additively (the
        standard genre), and its across and along sums need be exact only
        where they can add up to it."""
        self.model, self.inside, self.geometry = model, inside, geometry
        self.exact_sums = exact_sums
        self._sums: dict[tuple[Cell, int], tuple[IntVar, IntVar]] = {}

    def run(self, p: Cell, direction: tuple[int, int], cap: int) -> IntVar:
        """Inside cells seen from p one way (p excluded), counted up to ``cap``."""
        ray = list(self.geometry.ray(p, direction))[:cap]
        return self.model.leading_run([self.inside[cell] for cell in ray])

    def across_along(self, p: Cell, n: int) -> tuple[IntVar, IntVar]:
        """(left + right, up + down) inside cells seen from p, each capped at n.
        Made once per number: the variant's two readings share them (half of
        an A/M Corral's clauses were a second copy)."""
        if (p, n) not in self._sums:
            up, right, down, left = (self.run(p, d, n) for d in DIRS4)
            m = self.model
            across_from = along_from = 0
            if not self.exact_sums:
                # Read additively only, across and along must add up to n - 1,
                # so each matters only from n - 1 minus the other's top: below
                # that it need not be exact (SatModel.int_sum): 72k clauses
                # instead of 77k on a 140-number Corral.
                across_from = n - 1 - min(up.hi + down.hi, n)
                along_from = n - 1 - min(left.hi + right.hi, n)
            self._sums[(p, n)] = (m.int_sum(left, right, n, exact_from=across_from),
                                  m.int_sum(up, down, n, exact_from=along_from))
        return self._sums[(p, n)]

    def additive(self, p: Cell, n: int) -> Lit:
        """A literal true exactly when p sees n cells in all (itself included)."""
        across, along = self.across_along(p, n)
        return self.model.int_sum_is(across, along, n - 1)

    def multiplicative(self, p: Cell, n: int) -> Lit:
        """A literal true exactly when p's horizontal run times its vertical run is n."""
        m = self.model
        across, along = self.across_along(p, n)
        options = []
        for h in range(1, n + 1):
            if n % h == 0:
                option = m.new_bool()
                m.equiv(option, m.and_gate(m.int_is(across, h - 1), m.int_is(along, n // h - 1)))
                options.append(option)
        return m.or_gate(options)
