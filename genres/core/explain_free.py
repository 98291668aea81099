"""Which facts some groups leave free, and which a reason forces: the
screening questions of an explanation (a mixin of ExplainSession, which
provides ``model``, ``facts``, ``lit``, ``solve``, ``refuted``, ``token``,
``groups`` and the remembered solutions ``_kept``/``_remembered``).

Each question asks for a solution flipping at least one fact still in doubt
and clears every fact it flips; remembered solutions clear what they can
first, for free.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .analysis import Cancelled
from .sat import Group, SolveInterrupted, SolveUndecided

if TYPE_CHECKING:
    from .explain_search import Reason


class FreeFacts:
    """Screening, batching and the backbone for :class:`ExplainSession`."""

    @staticmethod
    def _trial_rounds() -> int:
        # Read at each call, from the module tests patch (explain_search imports this one).
        from . import explain_search
        return explain_search.TRIAL_ROUNDS

    def unforced(self, candidates: dict, groups: list[Group] | None, known: dict
                 ) -> tuple[set, bool]:
        """The facts of ``candidates`` (fact -> value) that some solution under
        ``groups`` (None: every group) and ``known`` flips, found a few SAT calls
        at a time: each asks for a solution flipping at least one fact still in
        doubt, and clears every fact it flips.  Also says whether the rest is
        proved forced (the last question had no solution; a question about a
        subset of the groups may stay undecided, see TRIAL_ROUNDS)."""
        base = self.lits(known)
        cleared = self._cleared(groups, base, candidates)
        if len(cleared) == len(candidates):
            return cleared, True
        doubt = {f: v for f, v in candidates.items() if f not in cleared}
        return self._ask(doubt, cleared, base, groups, candidates)

    def _cleared(self, groups: list[Group] | None, base: list[int], candidates: dict) -> set:
        """The facts of ``candidates`` a remembered solution under at least
        ``groups`` that agrees with ``base`` flips: as a fresh one would, for
        free.  After a step most screening questions near it are asked again
        with a few facts more, and earlier solutions often still answer them
        (Hebi-Ichigo 03 6.8 -> 5.3 s, Corral 03 0.9 -> 0.4 s)."""
        on = self._all_selectors if groups is None else {g.selector for g in groups}
        # As bit masks (Remembered.bit): a solution flips the candidates whose
        # bit it has the other way round, (want_true & ~mask) | (want_false &
        # mask), a few integer operations per solution where a loop over the
        # candidates per solution was a sixth of a Hebi-Ichigo 15x15 explanation.
        bit = self._kept.bit
        want_true = want_false = 0
        for f, v in candidates.items():
            if v:
                want_true |= bit[f]
            else:
                want_false |= bit[f]
        every = want_true | want_false
        flipped = 0
        for found in self._remembered(on, base):
            flipped |= (want_true & ~found) | (want_false & found)
            if flipped == every:
                break
        if not flipped:
            return set()
        return {f for f in candidates if flipped & bit[f]}

    def _ask(self, doubt: dict, shown: set, base: list[int], groups: list[Group] | None,
             restore: dict) -> tuple[set, bool]:
        """The solver's part of :meth:`unforced`, for the facts still in doubt
        (``doubt``, emptied as they are cleared; ``shown``: those cleared
        already); the phases of ``restore`` are set back to its values after."""
        # Solutions flipping many facts at once clear them in fewer calls: lean
        # the solver toward flipping them (and back toward the values after).
        self.model.set_phases([self.lit(f, not v) for f, v in doubt.items()])
        try:
            return self._unforced(doubt, shown, base, groups)
        finally:
            self.model.set_phases([self.lit(f, v) for f, v in restore.items()])

    def _unforced(self, doubt: dict, shown: set, base: list[int], groups: list[Group] | None
                  ) -> tuple[set, bool]:
        # One selector for every question of this call: the facts in doubt only
        # shrink, so each new clause implies the ones before it, and the solver
        # answers the last.  (A fresh variable per question left tens of
        # thousands of retired ones in a Hebi-Ichigo explanation, each copied
        # out of the solver with every solution.)
        if not doubt:
            return shown, True
        flip = self.model.new_bool()
        on = self._all_selectors if groups is None else frozenset(g.selector for g in groups)
        rounds = self._trial_rounds()
        try:
            while doubt:
                flips = [self.lit(f, not v) for f, v in doubt.items()]
                # Again before every solve: Glucose keeps preferred phases in
                # the array its phase saving overwrites, so the lean set once
                # was gone after the first solution, and each later one
                # flipped about one fact (a 15x15 Hebi-Ichigo: 37,600 SAT calls
                # for its explanation, now 16,600).
                self.model.set_phases(flips)
                self.model.add_clause([-flip] + flips)
                self.token.check()
                try:
                    if groups is None:
                        found = self.model.solve(base + [flip])
                    else:
                        found = self.model.solve(base + [flip], groups, max_rounds=rounds,
                                                max_conflicts=self.trial_conflicts)
                except SolveUndecided:
                    return shown, False
                except SolveInterrupted:
                    raise Cancelled() from None
                if found is None:
                    return shown, True
                # Read off the mask kept (bit tests, not a solver look-up per fact).
                flipped = self._kept.flipped(self._kept.keep("screened", on, found), doubt)
                shown.update(flipped)
                for f in flipped:
                    del doubt[f]
            return shown, True
        finally:
            self.model.add_clause([-flip])      # this call's clauses are retired for good

    def forced_by(self, reason: Reason, candidates: dict) -> dict:
        """The facts of ``candidates`` (fact -> value) that the same reason forces."""
        # A solution already found under more groups than the reason's, agreeing
        # with its known facts, is one under the reason: each fact it flips is
        # not forced.  What they clear the solver need not (a step's candidates
        # are every pending fact near it, most of them free under a few groups).
        base = self.lits(reason.known)
        cleared = self._cleared(reason.groups, base, candidates)
        candidates = {f: v for f, v in candidates.items() if f not in cleared}
        free, rest_forced = self._ask(dict(candidates), set(), base, reason.groups, candidates)
        if rest_forced:
            return {f: v for f, v in candidates.items() if f not in free}
        forced = {}
        for f, v in candidates.items():
            if f in free:
                continue
            if self.refuted(base + [self.lit(f, not v)], reason.groups):
                forced[f] = v
        return forced

    def backbone(self, known: dict, reference: dict,
                 progress: Callable[[], None] | None = None) -> tuple[dict, set]:
        """The unknown facts every solution (agreeing with ``known``) shares, and
        the free ones.  One call settles a unique puzzle; otherwise each fact is
        tried against the reference, and every solution found frees what it flips."""
        base = self.lits(known)
        unknown = [f for f in self.facts if f not in known]
        differs = self.model.new_bool()
        self.model.add_clause([-differs] + [-self.lit(f, reference[f]) for f in unknown])
        other = self.solve(base + [differs])
        self.model.add_clause([-differs])
        if other is None:
            return {f: reference[f] for f in unknown}, set()
        free = {f for f in unknown if other[self.facts[f]] != reference[f]}
        forced = {}
        for f in unknown:
            if f in free:
                continue
            found = self.solve(base + [self.lit(f, not reference[f])])
            if found is None:
                forced[f] = reference[f]
            else:
                free.update(g for g in unknown if found[self.facts[g]] != reference[g])
            if progress is not None:
                progress()
        return forced, free
