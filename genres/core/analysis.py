"""Solver analysis shared by every genre: is the puzzle unique, and which
answer facts does every solution share.

Both functions work on a genre's :class:`~genres.core.genre.Encoding` and
only ever compare *answer facts* (``encoding.facts``), so auxiliary variables
such as a loop's walking direction never make one answer count as two.

They run on the GUI's worker thread; the GUI thread stops them with
:meth:`CancelToken.cancel`, which also interrupts the SAT call under way.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from .genre import Genre
from .sat import Assignment, SatModel, SolveInterrupted, SolveUndecided


class Cancelled(Exception):
    """The analysis was cancelled through its CancelToken."""


class CancelToken:
    """Cancels an analysis from any thread, interrupting its SAT solver."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._models: list[SatModel] = []

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
            models = list(self._models)
        for m in models:
            m.interrupt()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def check(self) -> None:
        if self._cancelled:
            raise Cancelled()

    def attach(self, model: SatModel) -> None:
        """Interrupt this model on cancel (at once when already cancelled)."""
        with self._lock:
            self._models.append(model)
            cancelled = self._cancelled
        if cancelled:
            model.interrupt()

    def detach(self, model: SatModel) -> None:
        with self._lock:
            if model in self._models:
                self._models.remove(model)


@dataclass
class Verdict:
    status: str                                   # "none" | "unique" | "multiple"
    solutions: list = field(default_factory=list)  # 0, 1 or 2 genre answers
    diff_cells: list = field(default_factory=list)  # where the two solutions part


@dataclass
class ForcedProgress:
    forced: dict          # fact -> bool, every fact proven so far (cumulative)
    decided: int          # facts settled so far, forced or shown free
    total: int            # number of facts
    finished: bool
    # The verdict, from the same encoding, once its first two solves settle it
    # (None before): the window shows it without solving a second time.
    verdict: Verdict | None = None


class _Session:
    """An encoding bound to a token for the length of one analysis."""

    def __init__(self, genre: Genre, puzzle: Any, token: CancelToken | None):
        self.token = token or CancelToken()
        self.token.check()
        self.encoding = genre.encode(puzzle)
        self.model: SatModel = self.encoding.model
        self.model.whole_puzzle = True      # every group stays on: hooks may cut wider
        self.facts: dict[Hashable, int] = dict(self.encoding.facts)

    def __enter__(self) -> "_Session":
        self.token.attach(self.model)
        return self

    def __exit__(self, *exc: object) -> None:
        self.token.detach(self.model)
        self.model.close()

    def solve(self, assumptions: list[int] = (), max_rounds: int | None = None,
              max_conflicts: int | None = None) -> Assignment | None:
        self.token.check()
        try:
            return self.model.solve(assumptions, max_rounds=max_rounds, max_conflicts=max_conflicts)
        except SolveInterrupted:
            raise Cancelled() from None

    def values(self, found: Assignment) -> dict[Hashable, bool]:
        return {f: found[v] for f, v in self.facts.items()}


def solve_verdict(genre: Genre, puzzle: Any, token: CancelToken | None = None, *,
                  max_rounds: int | None = None, max_conflicts: int | None = None) -> Verdict:
    """No solution, exactly one, or two that differ (with the cells where they part).
    ``max_rounds`` / ``max_conflicts``: a budget for each of its two solves
    (SolveUndecided past it); None, the default, asks until they are answered."""
    with _Session(genre, puzzle, token) as s:
        first = s.solve(max_rounds=max_rounds, max_conflicts=max_conflicts)
        if first is None:
            return Verdict("none")
        answer1 = s.encoding.decode(s.values(first))
        # "Some fact differs from the first solution", switched on by a selector
        # literal so the model stays usable; lazy cuts found on the way stay valid.
        selector = s.model.new_bool()
        s.model.add_clause([-selector] + [-v if first[v] else v for v in s.facts.values()])
        second = s.solve([selector], max_rounds=max_rounds, max_conflicts=max_conflicts)
        if second is None:
            return Verdict("unique", [answer1])
        answer2 = s.encoding.decode(s.values(second))
        diff = list(genre.difference_cells(puzzle, answer1, answer2))
        return Verdict("multiple", [answer1, answer2], diff)


# A verdict with a budget in solver work, not seconds (the same seed gives the
# same puzzle on any machine at any load), for the generators, which would
# rather drop a design or keep a clue than wait: some boards make the solver
# slow (a 15x15 Circumnavi-Gates removal's first solve ran for over ten
# minutes).  Per solve; 20,000 rounds are 5-10 CPU seconds on the 2-core
# development machine, and the slowest verdict seen that finished (a 15x15)
# took about 18,600 rounds over its two solves.
VERDICT_ROUNDS = 20_000
VERDICT_CONFLICTS = 200_000


def budgeted_verdict(genre: Genre, puzzle: Any, token: CancelToken | None = None) -> Verdict | None:
    """solve_verdict's answer, or None past the budget (VERDICT_ROUNDS, VERDICT_CONFLICTS)."""
    try:
        return solve_verdict(genre, puzzle, token, max_rounds=VERDICT_ROUNDS,
                             max_conflicts=VERDICT_CONFLICTS)
    except SolveUndecided:
        return None


def forced_facts(genre: Genre, puzzle: Any, token: CancelToken | None = None,
                 on_progress: Callable[[ForcedProgress], None] | None = None) -> dict:
    """Every answer fact that holds the same way in all solutions (fact -> bool).

    Backbone against a reference solution: chunks of undecided facts are
    asked whether some of them can take the opposite value (see
    :func:`_backbone`).  No solution then means the chunk is forced (kept as
    unit clauses to speed up later calls); a solution shows every fact it
    flips to be free.  A puzzle without solution forces nothing.
    """
    return forced_verdict(genre, puzzle, token, on_progress)[1]


def forced_verdict(genre: Genre, puzzle: Any, token: CancelToken | None = None,
                   on_progress: Callable[[ForcedProgress], None] | None = None
                   ) -> tuple[str, dict]:
    """("none" | "unique" | "multiple", the forced facts) from one encoding:
    the backbone's first two solves settle the verdict on the way."""
    def report(finished: bool) -> None:
        if on_progress is not None:
            on_progress(ForcedProgress(dict(forced), len(forced) + len(free), total, finished,
                                       verdict))

    forced: dict[Hashable, bool] = {}
    free: set[Hashable] = set()
    verdict: Verdict | None = None
    with _Session(genre, puzzle, token) as s:
        total = len(s.facts)
        first = s.solve()
        if first is None:
            free.update(s.facts)   # nothing is forced: count every fact as decided
            verdict = Verdict("none")
            report(True)
            return "none", {}
        reference = s.values(first)
        answer1 = s.encoding.decode(reference)
        # One call first: when no solution differs at all (a unique puzzle),
        # every fact is forced at once.
        selector = s.model.new_bool()
        s.model.add_clause([-selector] + [-v if reference[f] else v for f, v in s.facts.items()])
        other = s.solve([selector])
        if other is None:
            forced.update(reference)
            verdict = Verdict("unique", [answer1])
            report(True)
            return "unique", forced
        s.model.add_clause([-selector])
        answer2 = s.encoding.decode(s.values(other))
        verdict = Verdict("multiple", [answer1, answer2],
                          list(genre.difference_cells(puzzle, answer1, answer2)))
        free.update(f for f, v in s.facts.items() if other[v] != reference[f])
        report(False)
        _backbone(s, reference, forced, free, lambda: report(False))
        report(True)
        return "multiple", forced


# Chunked backbone (Janota, Lynce, Marques-Silva, "Algorithms for computing
# backbones of propositional formulae", AI Communications 2015): one question
# covers a chunk of candidates.  Measured on bench/bench_forced.py and on
# half-built drafts of the 15x15-36x20 bench puzzles (issue #15):
# - CHUNK_START 32: 8 and 64 freed as much per call but met more questions
#   whose lazy rounds ran long;
# - CHUNK_ROUNDS 12: a chunk question is given up (and split) after that many
#   lazy rounds.  On loop genres "some of these links is on" invites stray
#   little loops, each cut off by one more round; unbounded, one question took
#   seconds, and 24 let a draft of the 36x20 take 11 s instead of 0.7 s;
# - no preferred phases: solving away from the reference (python-sat's
#   set_phases) freed more facts per solution but its far-fetched candidates
#   needed many more lazy rounds (slower on every loop draft).
CHUNK_START = 32
CHUNK_ROUNDS = 12


def _backbone(s: _Session, reference: dict, forced: dict, free: set,
              report: Callable[[], None]) -> None:
    """Settle every fact neither forced nor free yet, with far fewer SAT calls
    than one per fact.

    A fresh selector switches on one clause "some fact of this chunk takes
    the other value than in the reference solution".  No solution: the whole
    chunk is forced at once (kept as unit clauses) and the next chunk is
    twice as long.  A solution: every fact it flips, in the chunk or not, is
    free; the chunk halves when the solution freed few of it.  A question
    that needs more than CHUNK_ROUNDS lazy rounds is split in halves (its cuts
    stay: they hold in every solution).  A chunk of one fact is the plain
    test of that fact, without a bound, so every fact gets settled.  Exact:
    a fact is forced only when no real solution (lazy hooks included) flips
    it, and free only when one does."""
    lit_of = {f: (v if reference[f] else -v) for f, v in s.facts.items()}
    candidates = [f for f in s.facts if f not in free and f not in forced]
    size = CHUNK_START
    while candidates:
        chunk = candidates[:size]
        try:
            if len(chunk) == 1:
                found = s.solve([-lit_of[chunk[0]]])
            else:
                selector = s.model.new_bool()
                s.model.add_clause([-selector] + [-lit_of[f] for f in chunk])
                try:
                    found = s.solve([selector], max_rounds=CHUNK_ROUNDS)
                finally:
                    s.model.add_clause([-selector])     # retired: the clause stays switched off
        except SolveUndecided:
            size = max(1, len(chunk) // 2)
            continue
        if found is None:
            for f in chunk:
                forced[f] = reference[f]
            s.model.add_clauses([[lit_of[f]] for f in chunk])
            candidates = candidates[len(chunk):]
            size *= 2
        else:
            flipped = {f for f in candidates if not found[lit_of[f]]}
            free.update(flipped)
            candidates = [f for f in candidates if f not in flipped]
            if len(flipped) * 4 < len(chunk):
                size = max(1, size // 2)
        report()
