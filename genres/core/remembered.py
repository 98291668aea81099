"""Solutions an explanation found lately, kept to answer later questions.

A question about some groups and some facts' values (a deletion trial, a
screening of facts) is answered without the solver by a remembered solution
found under at least those groups in which every one of those values holds.
An explanation asks tens of thousands of such questions, so a solution is kept
as its facts' values only, one integer bit mask (bit i: the i-th fact is true):
a question is a few integer operations per solution instead of a solver lookup
per literal (3.7 million lookups on a Hebi-Ichigo 10x10), and hundreds of
solutions cost a few hundred bytes each, not a copy of every variable.

Many remembered solutions pay: an Ore Soccer 8x8 explanation 20 -> 7-13 s CPU
and a Hebi-Ichigo 10x10 6.4 -> 3.5-4.8 s with 256 of each kind instead of 32
and 64 (the same deletion trials recur step after step with a few facts more),
and a Circumnavi-Gates 36x20's first hint 2.6 -> 1.7 s.
"""
from __future__ import annotations

import operator
from functools import reduce
from itertools import repeat
from operator import or_
from typing import TYPE_CHECKING, Hashable, Iterator, Sequence

from .sat import Assignment

if TYPE_CHECKING:
    from .clue_bounds import HeldClues

WITNESSES = 256     # solutions of deletion trials kept
SCREENED = 256      # solutions of screening questions kept


class Remembered:
    """Two stores of recent solutions, newest first, each as (the selectors of
    the groups it holds under, its facts' mask, the groups it breaks or None):
    ``witnesses`` (solutions of deletion trials) and ``screened`` (solutions
    of screening questions)."""

    def __init__(self, facts: dict[Hashable, int], witnesses: int = WITNESSES,
                 screened: int = SCREENED, held: "HeldClues | None" = None,
                 groups: Sequence[int] = ()):
        self._vars = list(facts.values())
        self._pick = operator.itemgetter(*(v - 1 for v in self._vars)) if len(self._vars) > 1 else None
        self._bit_of_var = {v: 1 << i for i, v in enumerate(self._vars)}
        self._true_bit = self._bit_of_var                          # a positive literal's bit
        self._false_bit = {-v: b for v, b in self._bit_of_var.items()}  # a negative one's
        self._bit_of_lit = {**self._true_bit, **self._false_bit}
        self.bit = {f: 1 << i for i, f in enumerate(facts)}     # fact -> its bit
        self._limits = {"witnesses": witnesses, "screened": screened}
        # With ``held`` (clue_bounds.HeldClues), a solution also counts as
        # holding the clue groups whose clauses its values satisfy, and is kept
        # with the groups it breaks: a mask over ``groups`` (selectors; bit i
        # for the i-th), else None.
        self._held = held
        self.bounds = held is not None
        self.group_bit = {s: 1 << i for i, s in enumerate(groups)}
        self.witnesses: list[tuple[frozenset, int, int | None]] = []
        self.screened: list[tuple[frozenset, int, int | None]] = []

    def keep(self, store: str, on: frozenset, found: Assignment) -> int:
        """Remember ``found``, a solution under the groups whose selectors are
        ``on``; returns its facts' mask (bit i: the i-th fact is true)."""
        kept = getattr(self, store)
        broken = None
        if self._held is not None:
            on = on | self._held.held(found, on)
            broken = sum(bit for s, bit in self.group_bit.items() if s not in on)
        mask = found.mask(self._vars, self._pick)
        kept.insert(0, (on, mask, broken))
        del kept[self._limits[store]:]
        return mask

    def matching(self, on: set | frozenset, lits: list[int]) -> Iterator[int]:
        """The masks of the remembered solutions (witnesses first, newest first)
        found with at least the selectors ``on`` in which every one of ``lits``
        (literals of facts) holds.  The last literal is tested first: a trial's
        last literal is its goal (the fact's other value), which most solutions
        fail, while they share the rest.  A literal of no fact: none answers."""
        bit = self._bit_of_var
        need: tuple[int, int] | None = None
        goal = lits[-1] if lits else None
        goal_bit = bit.get(abs(goal)) if goal is not None else 0
        if goal is not None and goal_bit is None:
            return
        for active, mask, _ in self.witnesses + self.screened:
            if not on <= active:
                continue
            if goal_bit and bool(mask & goal_bit) != (goal > 0):
                continue
            if need is None:
                need = self._need(lits)
                if need is None:
                    return
            true, false = need
            if mask & true == true and not mask & false:
                yield mask

    def broken_groups(self, lits: list[int]) -> Iterator[int]:
        """The groups broken (masks, see __init__) by each remembered solution
        in which every one of ``lits`` holds."""
        need = self._need(lits)
        if need is None:
            return
        true, false = need
        for _, mask, broken in self.witnesses + self.screened:
            if broken is not None and mask & true == true and not mask & false:
                yield broken

    def broken_facts(self, on: frozenset, values: dict, goal: int) -> Iterator[int]:
        """For each remembered solution found with at least the selectors
        ``on`` in which the literal ``goal`` holds, the facts of ``values``
        (fact -> value) it gives the other value, as a mask (see
        :meth:`flipped`)."""
        bit = self.bit
        within = true = 0
        for f, v in values.items():
            within |= bit[f]
            if v:
                true |= bit[f]
        goal_bit = self._bit_of_var.get(abs(goal))
        if goal_bit is None:
            return
        for active, mask, _ in self.witnesses + self.screened:
            if bool(mask & goal_bit) == (goal > 0) and on <= active:
                yield (mask ^ true) & within

    def flipped(self, mask: int, values: dict) -> list:
        """The facts of ``values`` (fact -> value) the solution ``mask`` gives the other value."""
        bit = self.bit
        return [f for f, v in values.items() if bool(mask & bit[f]) != v]

    def _need(self, lits: Sequence[int]) -> tuple[int, int] | None:
        """The facts ``lits`` want true and false, as masks; None for a literal of no fact.
        (Mapped in C: a question lists every known fact, hundreds on a
        12x12, and an explanation asks some ten thousand.)"""
        if not all(map(self._bit_of_lit.__contains__, lits)):
            return None
        true = reduce(or_, map(self._true_bit.get, lits, repeat(0)), 0)
        false = reduce(or_, map(self._false_bit.get, lits, repeat(0)), 0)
        return true, false
