"""The solving half of :class:`~genres.core.sat.SatModel`: its incremental
solvers, the lazy rounds, the race between two solvers for questions about
some groups, interrupts.

:class:`LazySolving` works on what the model collects (``clauses``,
``groups``, ``num_vars``, the selectors of the groups being filled); sat.py
holds the variables, clauses, gates and integers, this module what happens
to them once asked.  A hook registered with :meth:`LazySolving.add_lazy`
looks at a candidate (an :class:`Assignment`) and returns the clauses it
violates; :meth:`LazySolving.solve` re-solves until every hook accepts.  A
hook must only return clauses that every real solution satisfies, so they
stay valid for all later calls (with any assumptions): that is what makes
repeated solving cheap.
"""
from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from pysat.solvers import Solver

if TYPE_CHECKING:
    from .sat import Group, IntVar

Lit = int
Clause = list[int]

# A question about a subset of the groups (explanations, needed clues) is raced
# between two solvers: each gets RACE_CONFLICTS conflicts in turn, doubled every
# round.  With most groups switched off some such questions are easy for one
# solver and take Glucose seconds (an Ore Soccer 10x10 without its moves rule:
# 18 s for Glucose, 0.03 s for MapleChrono; others the other way round).
# MiniSat 2.2, not MapleChrono: a fresh MapleChrono fed the same clauses,
# budgets and assumptions answered differently from run to run once the
# process had built other solvers (a Circumnavi-Gates 10x10 grade inside
# ``generate``: 2,700-4,900 solves, sometimes another grade); MiniSat repeats.
RACE_SOLVER = "minisat22"
RACE_CONFLICTS = 1000
RACE_FRESH_AFTER = 4      # rounds' budget factor after which both solvers start afresh
# A question with a cap on its conflicts (Genre.trial_conflicts: Ore Soccer's
# explanations) races CaDiCaL in place of the model's own solver.  Glucose
# looks at its budget only when it restarts, and with restarts blocked on a
# long trail it ran 90,000 conflicts past a budget of 1,000 (23 such calls were
# 21 s of a 12x12's 49 s explanation); CaDiCaL stops at its budget.  Eight
# Ore Soccer explanations (8x8 to 12x12) took 282 s CPU instead of 421 (bench
# figures in the README).  CaDiCaL cannot be interrupted mid-solve, but a
# capped solve ends within its budget (tens of milliseconds).
CAPPED_SOLVER = "cadical195"


# The C function adding one clause, and the attribute holding the solver's
# handle, of the python-sat back ends the model uses (see _feed).
_RAW_ADD = {"Glucose4": ("glucose", "glucose41_add_cl"), "Minisat22": ("minisat", "minisat22_add_cl")}


def _interrupt(solver: Solver) -> None:
    """Stop a running solve.  CaDiCaL (CAPPED_SOLVER) cannot be stopped: its
    solves are capped, and the solve loop looks at the interrupt flag after each."""
    try:
        solver.interrupt()
    except NotImplementedError:
        pass


def _feed(solver: Solver, clauses: list[Clause]) -> None:
    """Hand clauses to a solver.  python-sat's append_formula goes through two
    Python methods per clause, a sixth of a finished puzzle's forced facts
    (issue #15); for the back ends the model uses, its own C function is called
    directly, as those methods do.  Any other back end takes append_formula."""
    inner = getattr(solver, "solver", None)
    spec = _RAW_ADD.get(type(inner).__name__)
    handle = getattr(inner, spec[0], None) if spec else None
    if handle is None:
        solver.append_formula(clauses)
        return
    import pysolvers
    add = getattr(pysolvers, spec[1], None)
    if add is None:                      # a python-sat that renamed its C side
        solver.append_formula(clauses)
        return
    for clause in clauses:
        add(handle, clause)


class SolveInterrupted(Exception):
    """The solve was stopped by :meth:`SatModel.interrupt`."""


class SolveUndecided(Exception):
    """The solve used up its ``max_rounds`` of lazy cuts without an answer."""


class Assignment:
    """The values of a model's variables in one solution."""

    def __init__(self, model_lits: Sequence[int], num_vars: int):
        # Built on first use: explanations make thousands of calls whose
        # solution is never looked at, and building it is most of their cost.
        self._lits = model_lits
        self._num_vars = num_vars
        self._built: bytearray | None = None
        self.cache: dict = {}   # what lazy hooks derive from this solution, shared between them
        # Solved with every group on (the verdict, the forced facts), not a
        # question about some groups (explanations): hooks may cut harder then.
        self.every_group = True

    @property
    def _values(self) -> bytearray:
        if self._built is None:
            values = bytearray(self._num_vars + 1)
            num_vars = self._num_vars
            for lit in self._lits:
                if 0 < lit <= num_vars:
                    values[lit] = 1
            self._built = values
        return self._built

    def table(self) -> bytearray:
        """Every variable's value at its index (1: true), built once: for a
        caller reading most of a solution's clauses (clue_bounds.HeldClues)."""
        return self._values

    def __getitem__(self, lit: Lit) -> bool:
        """Truth of a literal (a negative literal is the negation)."""
        # Lazy hooks read thousands of literals per candidate: the solvers list
        # variable v's literal at index v - 1, so read it there (checked) before
        # building the table of every variable.
        v = lit if lit > 0 else -lit
        if v <= self._num_vars:
            lits = self._lits
            if v <= len(lits):
                x = lits[v - 1]
                if x == v:
                    return lit > 0
                if x == -v:
                    return lit < 0
        if lit > 0:
            return lit < len(self._values) and bool(self._values[lit])
        return not (-lit < len(self._values) and self._values[-lit])

    def truths(self, variables: Sequence[int]) -> list[bool]:
        """Whether each variable (a positive literal) is true, as ``self[v]``
        each, in one pass: lazy hooks read every link or cell of a candidate."""
        lits = self._lits
        n = len(lits)
        # The solvers list every variable they know, v at index v - 1.
        if n and abs(lits[0]) == 1 and abs(lits[-1]) == n and n <= self._num_vars \
                and min(variables, default=1) > 0:
            try:
                return [lits[v - 1] > 0 for v in variables]
            except IndexError:
                pass        # a variable the solver has not seen yet
        return [self[v] for v in variables]

    def mask(self, variables: Sequence[int], pick: Callable | None = None) -> int:
        """Whether each variable (a positive literal) is true, as one integer:
        bit i for ``variables[i]``.  ``pick``: ``operator.itemgetter`` of the
        variables' places v - 1, made once by a caller asking often (an
        explanation remembers some 20,000 solutions by their facts' masks)."""
        lits = self._lits
        n = len(lits)
        if pick is not None and len(variables) > 1 and n and abs(lits[0]) == 1 \
                and abs(lits[-1]) == n and max(variables) <= n:
            truths = [x > 0 for x in pick(lits)]
        else:
            truths = self.truths(variables)
        # Read as a binary numeral, the last variable first: as fast as packing
        # bits with numpy, which this module (loaded by every verb) need not import.
        return int("".join(["1" if t else "0" for t in reversed(truths)]) or "0", 2)

    def value(self, x: "IntVar") -> int:
        """The value of an integer variable."""
        v = x.lo
        for bit in x.ge_bits:
            if self[bit]:
                v += 1
            else:
                break
        return v

    def lits(self) -> list[Lit]:
        """The solution as the solver gave it: one literal per variable."""
        return list(self._lits)

    def true_set(self) -> set[int]:
        return {i for i, b in enumerate(self._values) if b}


LazyHook = Callable[[Assignment], Iterable[Sequence[Lit]]]



class LazySolving:
    """Solvers fed a model's clauses, lazy hooks, and the solve loop (a base
    of SatModel, which provides ``clauses``, ``groups``, ``num_vars``,
    ``solver_name``, ``_guards`` and ``add_clauses``)."""

    def _init_solving(self) -> None:
        # Two solvers at most, fed the same clauses: one for "every group on",
        # which also gets each selector as a unit clause, and one that takes the
        # selectors as assumptions (switching groups off).  Assumed selectors
        # cost: each is a decision level, and clauses that were units, binary
        # implications or short cuts grow by a selector literal; the solver for
        # every group on strips them as the clauses come in (a literal false at
        # level 0 is dropped), so the plain solve runs as it did before groups.
        # (A third, RACE_SOLVER, also takes the selectors as assumptions: see solve.)
        self._solvers: dict[bool | str, Solver] = {}  # every group on? (or "race") -> solver
        self._fed: dict[bool | str, int] = {}         # clauses already passed to each
        self._units_fed = 0                           # groups whose selector is a unit there
        self._last: Solver | None = None              # the solver of the last solve (core)
        self._phases: dict[int, Lit] = {}             # variable -> preferred literal (set_phases)
        self._lazy: list[tuple[LazyHook, tuple[Lit, ...]]] = []
        self._lock = threading.Lock()
        self._interrupted = False
        self.solve_calls = 0            # SAT calls made, lazy rounds included
        self.last_rounds = 0
        # Set by the whole-puzzle analyses (verdict, forced facts: analysis.py),
        # whose model never switches a group off: hooks may then cut wider
        # than the cuts an explanation's search was tuned on (its questions
        # share the model, and wider cuts made a 36x20's next hint slower).
        self.whole_puzzle = False

    def core(self) -> list[Lit]:
        """The failing assumptions of the last solve that found no solution (a
        subset of its assumptions, not necessarily minimal).  Selectors are
        assumptions only when ``groups`` was given: after a solve with every
        group on, the core names none of them."""
        if self._last is None:
            return []
        return list(self._last.get_core() or [])

    def set_phases(self, lits: Iterable[Lit]) -> None:
        """Values the solvers try first for these variables (a literal: its
        sign), on top of those set before.  Only a preference: answers do not
        change, but a question whose solution lies near it needs fewer conflicts."""
        lits = [lit for lit in lits if 0 < abs(lit) <= self.num_vars]
        self._phases.update((abs(lit), lit) for lit in lits)
        with self._lock:
            for solver in self._solvers.values():
                solver.set_phases(lits)

    # ----- lazy constraints ---------------------------------------------
    def add_lazy(self, hook: LazyHook) -> None:
        """Register a check run on each candidate solution; it returns the
        clauses the candidate breaks (none when it is acceptable).  Returned
        clauses must hold in every real solution: they are kept for good.
        Registered inside :meth:`under`, its clauses are conditioned on those
        groups too, so they stay valid when a group is switched off."""
        self._lazy.append((hook, tuple(self._guards)))

    def lazy_guards(self) -> set[Lit]:
        """The selectors of the groups some lazy check was registered under."""
        return {s for _, guards in self._lazy for s in guards}

    # ----- solving -----------------------------------------------------
    def _ensure_solver(self, every_group: bool | str) -> Solver:
        with self._lock:
            solver = self._solvers.get(every_group)
            if solver is None:
                name = {"race": RACE_SOLVER, "capped": CAPPED_SOLVER}.get(every_group, self.solver_name)
                solver = self._solvers[every_group] = Solver(name=name)
                self._fed[every_group] = 0
                if self._interrupted:
                    _interrupt(solver)
                if self._phases:
                    solver.set_phases(list(self._phases.values()))
        if every_group is True:
            # Units first: a clause names only selectors of groups made before it.
            groups = list(self.groups.values())
            _feed(solver, [[g.selector] for g in groups[self._units_fed:]])
            self._units_fed = len(groups)
        fed = self._fed[every_group]
        if fed < len(self.clauses):
            _feed(solver, self.clauses[fed:])
            self._fed[every_group] = len(self.clauses)
        self._last = solver
        return solver

    def solve(self, assumptions: Sequence[Lit] = (), groups: Iterable[Group] | None = None,
              max_rounds: int | None = None, max_conflicts: int | None = None
              ) -> Assignment | None:
        """A solution accepted by every lazy hook, or None when there is none.

        ``groups``: the constraint groups switched on (default: all of them);
        the others are switched off.  Raises SolveInterrupted once
        :meth:`interrupt` was called, and SolveUndecided after ``max_rounds``
        candidates were cut off by lazy hooks (None: no limit).  With few
        groups on, a lazy rule such as connectivity can need exponentially
        many cuts to prove there is no solution.

        ``max_conflicts``: the solver's conflicts this solve may spend, over
        all its lazy rounds (with ``groups``: the race's budget per solver per
        round, see :meth:`_race`); SolveUndecided past it.  A budget in
        conflicts, unlike one in seconds, gives the same answer on any machine
        at any load."""
        active: set[Lit] = set()
        if self.groups:
            # By selector: hashing a Group (a frozen dataclass) per call is slow.
            selectors = [g.selector for g in self.groups.values()]
            active = set(selectors) if groups is None else {g.selector for g in groups}
            if groups is not None:
                assumptions = self._switched(assumptions, active)
        # A lazy check of a group that is switched off has nothing to enforce
        # (its cut would be satisfied by the group being off, and the same
        # candidate would come back for ever).
        # Each hook with the literals its cuts are conditioned on (its groups off).
        hooks = [(hook, [-g for g in guards]) for hook, guards in self._lazy
                 if all(g in active for g in guards)]
        assumptions = list(assumptions)
        rounds = 0
        while True:
            if self._interrupted:
                raise SolveInterrupted()
            if max_rounds is not None and rounds > max_rounds:
                raise SolveUndecided()
            rounds += 1
            if groups is None and max_conflicts is not None:
                solver = self._ensure_solver(True)
                self.solve_calls += 1
                spent = solver.accum_stats().get("conflicts", 0)
                solver.conf_budget(max(1, max_conflicts))
                try:
                    result = solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
                finally:
                    solver.conf_budget(-1)      # later solves run without a budget
                max_conflicts -= solver.accum_stats().get("conflicts", 0) - spent
                if result is None and not self._interrupted:
                    raise SolveUndecided()
            elif groups is None:
                solver = self._ensure_solver(True)
                self.solve_calls += 1
                result = solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
            else:
                solver, result = self._race(assumptions, max_conflicts)
            if result is None or self._interrupted:
                raise SolveInterrupted()
            self.last_rounds = rounds       # the lazy rounds the latest solve took
            if not result:
                return None
            found = Assignment(solver.get_model(), self.num_vars)
            found.every_group = groups is None
            cuts = [list(c) + off for hook, off in hooks for c in hook(found)]
            if not cuts:
                return found
            self.add_clauses(cuts)

    def _switched(self, assumptions: Sequence[Lit], on: set[Lit]) -> list[Lit]:
        """The assumptions, and each group's selector: on if in ``on``, else off."""
        return list(assumptions) + [g.selector if g.selector in on else -g.selector
                                    for g in self.groups.values()]

    def propagation_refutes(self, assumptions: Sequence[Lit], groups: Iterable[Group]) -> bool:
        """True when unit propagation alone (over the clauses and the cuts
        learnt so far) finds the assumptions contradictory with ``groups`` on
        and the other groups off: a sure "no solution", found without search
        in microseconds.  False says nothing (a solve may still refute them)."""
        lits = self._switched(assumptions, {g.selector for g in groups})
        # A solver of its own: propagating on one that answers questions
        # reorders its watches and decision heap, and sent a 36x20's next
        # hint on a path of 1,100 SAT calls where it took 670 (4.6 -> 10 s).
        last = self._last
        solver = self._ensure_solver("probe")
        self._last = last           # core() still reads the last solve
        consistent, _ = solver.propagate(assumptions=lits)
        return not consistent

    def _race(self, assumptions: list[Lit], most: int | None = None
              ) -> tuple[Solver, bool | None]:
        """Ask the two assumption solvers in turn, each with a conflict budget
        doubled every round, until one answers (see RACE_SOLVER); the one that
        answered is the one :meth:`core` reads.  None: interrupted.
        SolveUndecided once the budget would pass ``most`` (such a question
        races CAPPED_SOLVER in place of the model's own solver)."""
        budget = RACE_CONFLICTS
        first = "capped" if most is not None else False
        while True:
            for key in (first, "race"):
                solver = self._ensure_solver(key)
                self.solve_calls += 1
                solver.conf_budget(budget)
                result = solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
                if result is not None or self._interrupted:
                    return solver, result
            if most is not None and 2 * budget > most:
                raise SolveUndecided()      # before renewing solvers that would not be asked
            if budget == RACE_CONFLICTS * RACE_FRESH_AFTER:
                # Hundreds of questions on one solver can leave it learnt clauses
                # and scores that send a satisfiable question astray for seconds,
                # where a solver fed the same clauses afresh answers at once.
                self._renew((first, "race"))
            budget *= 2

    def _renew(self, keys: Iterable[bool | str]) -> None:
        """Drop these solvers: the next solve builds them again from the clauses."""
        with self._lock:
            for key in keys:
                solver = self._solvers.pop(key, None)
                if solver is not None:
                    solver.delete()
                self._fed.pop(key, None)

    def interrupt(self) -> None:
        """Stop the running solve (thread-safe); every later solve raises too."""
        with self._lock:
            self._interrupted = True
            for solver in self._solvers.values():
                _interrupt(solver)

    @property
    def interrupted(self) -> bool:
        return self._interrupted

    def close(self) -> None:
        with self._lock:
            for solver in self._solvers.values():
                solver.delete()
            self._solvers.clear()
            self._fed.clear()
            self._units_fed = 0
            self._last = None
