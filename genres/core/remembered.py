"""Solutions an explanation found lately, kept to answer later questions.

A question about some groups and some literals (a deletion trial, a screening
of facts) is answered without the solver by a remembered solution found under
at least those groups in which every literal holds.  An explanation asks tens
of thousands of such questions against up to a hundred solutions each, so each
solution keeps its facts' values as one integer bit mask: a question is a few
integer operations per solution instead of a solver lookup per literal (on a
Hebi-Ichigo 10x10, 3.7 million lookups).
"""
from __future__ import annotations

import operator
from typing import Hashable, Iterable, Iterator

from .sat import Assignment


class Remembered:
    """Two stores of recent solutions, newest first: ``witnesses`` (solutions of
    deletion trials) and ``screened`` (solutions of screening questions)."""

    def __init__(self, facts: dict[Hashable, int], witnesses: int, screened: int):
        self._vars = list(facts.values())
        self._pick = operator.itemgetter(*(v - 1 for v in self._vars)) if len(self._vars) > 1 else None
        self._bit = {v: 1 << i for i, v in enumerate(self._vars)}
        self._limits = {"witnesses": witnesses, "screened": screened}
        self.witnesses: list[tuple[frozenset, int, Assignment]] = []
        self.screened: list[tuple[frozenset, int, Assignment]] = []

    def keep(self, store: str, on: frozenset, found: Assignment) -> None:
        """Remember ``found``, a solution under the groups whose selectors are ``on``."""
        kept = getattr(self, store)
        kept.insert(0, (on, found.mask(self._vars, self._pick), found))
        del kept[self._limits[store]:]

    def matching(self, on: set | frozenset, lits: list[int]) -> Iterator[Assignment]:
        """The remembered solutions (witnesses first, newest first) found with at
        least the selectors ``on`` in which every one of ``lits`` holds.  The last
        literal is tested first: a trial's last literal is its goal (the fact's
        other value), which most solutions fail, while they share the rest."""
        bit = self._bit
        goal = lits[-1] if lits else None
        goal_bit = bit.get(abs(goal)) if goal is not None else None
        need: tuple[int, int, list[int]] | None = None
        for active, mask, found in self.witnesses + self.screened:
            if not on <= active:
                continue
            if goal_bit is not None and bool(mask & goal_bit) != (goal > 0):
                continue
            if need is None:
                need = self._need(lits)
            true, false, other = need
            if mask & true == true and not mask & false and all(found[lit] for lit in other):
                yield found

    def _need(self, lits: Iterable[int]) -> tuple[int, int, list[int]]:
        """The facts ``lits`` want true and false, as masks, and any literal of no fact."""
        bit = self._bit
        true = false = 0
        other = []
        for lit in lits:
            b = bit.get(lit if lit > 0 else -lit)
            if b is None:
                other.append(lit)
            elif lit > 0:
                true |= b
            else:
                false |= b
        return true, false, other
