"""How many clues a reason needs at least, read off solutions found already.

A deletion pass shrinking a fact's reason gives it up once the items proved
needed cost as much as the cheapest step found (NotCheaper).  Proving an item
needed takes a solver call, and on an Ore Soccer 12x12 some forty facts were
each shrunk until five clues were proved needed, a solver call or three per
clue, before the first hint could be given.

Every solution an explanation has found says something too.  A solution that
holds every known fact of the reason but gives the fact its other value must
break some clue or rule family of the reason: the reason *hits* the set of
groups that solution breaks.  Over many remembered solutions, the cheapest
set of groups hitting all their sets (fewest clues, then fewest rule
families) is a lower bound on the cost of any reason drawn from the groups
left (a hitting-set bound, as in the OCUS explanation work of Gamba, Bogaerts
and Guns).  When it is no cheaper than the cheapest step, the pass stops
without another solver call.

Which clues a solution breaks is read off its values: a clue group holds when
every one of its clauses does (:class:`HeldClues`).  That is exact only for a
group with no lazy check (its clauses are all of it), so a group with one
always counts as broken by a solution found without it, and so does a rule
family (reading one, Ore Soccer's order rule, means most of the model's
clauses): the bound stays a lower bound, only weaker.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from .lazysolve import Assignment
from .sat import Group, SatModel


class HeldClues:
    """The clue groups a solution holds although it was found with them off."""

    def __init__(self, model: SatModel, groups: Iterable[Group]):
        self.model = model
        selectors = {g.selector for g in model.groups.values()}
        lazy = model.lazy_guards()
        # The clue groups whose clauses are the whole of them (no lazy check).
        self._clue_of_guard = {-g.selector: g.selector for g in groups
                               if g.kind == "clue" and g.selector not in lazy}
        self._guards = {-s for s in selectors}
        self._clauses: dict[int, list[list[int]]] = {s: [] for s in self._clue_of_guard.values()}
        self._indexed = 0

    def _index(self) -> None:
        """File the clauses added since the last call under the clue groups
        whose guard (negated selector) they carry, without any group's guard:
        a clause also guarded by another group is then asked to hold even
        when that group is off, which can only call a clue broken that holds."""
        clauses = self.model.clauses
        clue_of_guard, guards, filed = self._clue_of_guard, self._guards, self._clauses
        for clause in clauses[self._indexed:]:
            mine = [clue_of_guard[x] for x in clause if x in clue_of_guard]
            if mine:
                bare = [x for x in clause if x not in guards]
                for selector in mine:
                    filed[selector].append(bare)
        self._indexed = len(clauses)

    def held(self, found: Assignment, on: frozenset) -> frozenset:
        """The selectors of the clue groups outside ``on`` whose every clause ``found`` satisfies."""
        self._index()
        values = found.table()
        top = len(values)
        extra = []
        for selector, clauses in self._clauses.items():
            if selector in on:
                continue
            for clause in clauses:
                for x in clause:
                    if (x > 0 and x < top and values[x]) or (x < 0 and not (-x < top and values[-x])):
                        break
                else:
                    break       # a clause with no true literal: the clue is broken
            else:
                extra.append(selector)
        return frozenset(extra)


def cheaper_hitting_set(sets: Sequence[int], clues: int, bound: tuple[int, int, int]) -> bool:
    """Whether some set of elements hitting every one of ``sets`` (bit masks,
    none empty) costs less than ``bound`` (clues, rule families, known
    facts), an element of ``clues`` (a mask) counting as a clue and any
    other as a rule family, with no known fact.  Branches on the elements of
    a smallest set not hit yet: with the small sets solutions break (one
    clue or a few), a few hundred nodes."""
    most_clues, most_rules, known = bound
    # With as many clues as the bound, fewer rule families, or as many when
    # the bound also cites known facts.
    most_rules_then = most_rules if known > 0 else most_rules - 1

    def within(c: int, r: int) -> bool:
        return c < most_clues or c == most_clues and r <= most_rules_then

    def search(sets: list[int], c: int, r: int) -> bool:
        if not within(c, r):
            return False
        if not sets:
            return True
        smallest = min(sets, key=lambda m: bin(m).count("1"))
        rest = smallest
        while rest:
            element = rest & -rest
            rest ^= element
            clue = bool(element & clues)
            if search([m for m in sets if not m & element], c + clue, r + (not clue)):
                return True
        return False

    return search(list(sets), 0, 0)


def minimal_sets(sets: Iterable[int]) -> list[int]:
    """The sets of ``sets`` with no other one inside them (a set that holds
    another is hit whenever that one is)."""
    kept: list[int] = []
    for m in sorted(set(sets), key=lambda m: bin(m).count("1")):
        if not any(m & k == k for k in kept):
            kept.append(m)
    return kept
