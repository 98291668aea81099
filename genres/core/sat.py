"""A small constraint library over python-sat, shared by every genre's solver.

A :class:`SatModel` hands out boolean variables (positive ints; a negative
int is the negated literal), collects clauses and solves them on one
incremental solver.  On top of plain clauses it offers what grid puzzles
need: cardinality (``count_true``), small integers in the order encoding
with sums and comparisons, and AND/OR gates.  Loops (a single cycle over grid
links, an order along it) live in loops.py, connected regions of cells in
connect.py; both build on this model.

Lazy constraints: :meth:`SatModel.add_lazy` registers a hook that looks at a
candidate assignment and returns clauses it violates.  :meth:`SatModel.solve`
re-solves until every hook accepts.  A hook must only return clauses that
every real solution satisfies, so they stay valid for all later calls (with
any assumptions): that is what makes repeated solving cheap.

:meth:`SatModel.interrupt` may be called from another thread; the running
(or the next) solve then raises :class:`SolveInterrupted`.
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain
from typing import Callable, Iterable, Iterator, Sequence

from pysat.card import CardEnc, EncType
from pysat.solvers import Solver


Lit = int
Clause = list[int]

# Glucose 4 was the fastest of glucose4 / glucose42 / minisat22 / maplechrono on
# the Circumnavi-Gates benchmarks (bench/bench_circumnavi_solver.py), and unlike
# CaDiCaL it supports the interruptible solve_limited the cancel button needs.
DEFAULT_SOLVER = "glucose4"
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


@dataclass(frozen=True)
class Group:
    """A named constraint group: the clauses of one clue or one rule family,
    all switched on by one selector literal.

    ``name`` is a stable key ("clue 2,5", "rule one-loop"); ``kind`` is
    "clue" or "rule"; ``text`` is what a sentence calls it ("the 3 at row 2,
    column 5", "the one-loop rule"); ``cells`` is what it points at on the
    board.  Solving with every selector assumed true is the ordinary solver;
    an assumption core over selectors is an explanation; leaving a clue's
    selector out asks "is this clue needed?"."""
    name: str
    kind: str
    text: str
    cells: tuple = ()
    selector: Lit = 0


class IntVar:
    """An integer in [lo, hi], order encoded: ``ge_bits[i]`` is "x >= lo + 1 + i"."""

    def __init__(self, model: "SatModel", lo: int, hi: int):
        if hi < lo:
            raise ValueError(f"empty integer domain [{lo}, {hi}]")
        self.lo, self.hi = lo, hi
        self.ge_bits = bits = model.new_bools(hi - lo)
        model._extend([[-a, b] for a, b in zip(bits[1:], bits)])

    def ge(self, model: "SatModel", v: int) -> Lit:
        """A literal meaning "x >= v" (a constant literal outside the domain)."""
        if v <= self.lo:
            return model.true_lit
        if v > self.hi:
            return -model.true_lit
        return self.ge_bits[v - self.lo - 1]

    def ge_table(self, model: "SatModel", upto: int) -> list[Lit]:
        """``[x.ge(model, v) for v in range(upto + 1)]``, made in one go: the
        integer encodings index it instead of calling :meth:`ge` per clause."""
        t = model.true_lit
        lo, hi = self.lo, self.hi
        low = min(max(lo + 1, 0), upto + 1)
        high = min(max(hi + 1, low), upto + 1)
        return [t] * low + self.ge_bits[low - lo - 1:high - lo - 1] + [-t] * (upto + 1 - high)


class SatModel:
    def __init__(self, solver_name: str | None = None):
        self.solver_name = solver_name or DEFAULT_SOLVER
        self.num_vars = 0
        self.clauses: list[Clause] = []
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
        self.groups: dict[str, Group] = {}
        self._guards: list[Lit] = []      # selectors of the groups being filled (see under)
        self._unless: list[Lit] = []      # their negations, ready made: add_clause is hot
        self._lock = threading.Lock()
        self._interrupted = False
        self.solve_calls = 0            # SAT calls made, lazy rounds included
        self.true_lit = self.new_bool()
        self.add_clause([self.true_lit])

    # ----- variables ---------------------------------------------------
    def new_bool(self) -> Lit:
        self.num_vars += 1
        return self.num_vars

    def new_bools(self, n: int) -> list[Lit]:
        first = self.num_vars + 1
        self.num_vars += n
        return list(range(first, first + n))

    def new_int(self, lo: int, hi: int) -> IntVar:
        return IntVar(self, lo, hi)

    # ----- clauses -----------------------------------------------------
    def add_clause(self, lits: Iterable[Lit]) -> None:
        clause = list(lits)
        if self._unless:
            clause.extend(self._unless)
        if clause and (max(clause) > self.num_vars or -min(clause) > self.num_vars or 0 in clause):
            bad = next(x for x in clause if x == 0 or abs(x) > self.num_vars)
            raise ValueError(f"literal {bad} is not a variable of this model")
        # An empty clause would make some solvers misbehave: say "false" with a real variable.
        self.clauses.append(clause if clause else [-self.true_lit])

    def add_clauses(self, clauses: Iterable[Iterable[Lit]]) -> None:
        """Add many clauses at once (as :meth:`add_clause` each, in order)."""
        self._extend([list(c) for c in clauses])

    def _extend(self, batch: list[Clause]) -> None:
        """Add clauses the model may keep as they are (fresh lists nobody else
        holds): one check over all their literals, no call per clause.  The
        encodings build their clauses in such batches; building and handing
        them one call each was most of an encoding's time (issue #15)."""
        if not batch:
            return
        unless = self._unless
        if unless:
            batch = [c + unless for c in batch]
        flat = list(chain.from_iterable(batch))
        nv = self.num_vars
        if flat and (max(flat) > nv or -min(flat) > nv or 0 in flat):
            bad = next(x for x in flat if x == 0 or abs(x) > nv)
            raise ValueError(f"literal {bad} is not a variable of this model")
        if not all(batch):
            # An empty clause would make some solvers misbehave: say "false" with a real variable.
            batch = [c if c else [-self.true_lit] for c in batch]
        self.clauses.extend(batch)

    def _folded(self, batch: list[Clause]) -> list[Clause]:
        """The clauses with the constants folded (see :meth:`add_folded_clause`)."""
        t = self.true_lit
        f = -t
        return [[x for x in c if x != f] if f in c else c for c in batch if t not in c]

    def implies(self, a: Lit, b: Lit) -> None:
        self.add_clause([-a, b])

    def implies_any(self, a: Lit, bs: Iterable[Lit]) -> None:
        """a -> (b1 or b2 or ...)."""
        self.add_clause([-a, *bs])

    def equiv(self, a: Lit, b: Lit) -> None:
        self._extend([[-a, b], [a, -b]])

    def equiv_or(self, a: Lit, bs: Sequence[Lit]) -> None:
        """a <-> (b1 or b2 or ...)."""
        self._extend([[-a, *bs]] + [[a, -b] for b in bs])

    # ----- gates: a fresh literal that names a combination --------------
    def and_gate(self, *lits: Lit) -> Lit:
        """A new literal true exactly when every one of ``lits`` is."""
        gate = self.new_bool()
        self._extend([[-gate, x] for x in lits] + [[gate, *(-x for x in lits)]])
        return gate

    def or_gate(self, lits: Sequence[Lit]) -> Lit:
        """A new literal true exactly when one of ``lits`` is."""
        gate = self.new_bool()
        self.equiv_or(gate, lits)
        return gate

    def add_folded_clause(self, lits: Sequence[Lit]) -> None:
        """Add a clause with the constants folded: none when it holds a true
        literal, and without its constant-false literals."""
        t = self.true_lit
        if t in lits:
            return
        self.add_clause([lit for lit in lits if lit != -t])

    def at_least_one(self, lits: Sequence[Lit]) -> None:
        self.add_clause(lits)

    def at_most_one(self, lits: Sequence[Lit]) -> None:
        lits = list(lits)
        if len(lits) <= 5:  # pairwise is smallest and propagates best for few literals
            self._extend([[-a, -b] for i, a in enumerate(lits) for b in lits[i + 1:]])
        else:
            self.count_true(lits, "<=", 1)

    def exactly_one(self, lits: Sequence[Lit]) -> None:
        self.at_least_one(lits)
        self.at_most_one(lits)

    def count_true(self, lits: Sequence[Lit], op: str, k: int) -> None:
        """Require (number of true literals) op k, op one of "==", "<=", ">="."""
        lits = list(lits)
        n = len(lits)
        if op not in ("==", "<=", ">="):
            raise ValueError(f"unknown comparison {op!r}")
        if (op in ("==", ">=") and k > n) or (op in ("==", "<=") and k < 0):
            self.add_clause([])
            return
        if op == "<=" and k >= n or op == ">=" and k <= 0:
            return
        if n == 0:
            return
        enc = {"==": CardEnc.equals, "<=": CardEnc.atmost, ">=": CardEnc.atleast}[op]
        cnf = enc(lits=lits, bound=k, top_id=self.num_vars, encoding=EncType.seqcounter)
        self.num_vars = max(self.num_vars, cnf.nv)
        self._extend(cnf.clauses)

    # ----- integers ----------------------------------------------------
    def int_equals(self, x: IntVar, k: int, cond: Sequence[Lit] = ()) -> None:
        """(all of cond) -> x == k."""
        pre = [-c for c in cond]
        self._extend([pre + [x.ge(self, k)], pre + [-x.ge(self, k + 1)]])

    def int_offset(self, y: IntVar, x: IntVar, amount: int | Lit | None = 0,
                   cond: Sequence[Lit] = (), *, amount_is_lit: bool = False) -> None:
        """(all of cond) -> y == min(x + amount, y.hi).

        ``amount`` is a constant, or with ``amount_is_lit`` a literal counting
        1 when true and 0 when false.  Values above y's domain saturate at
        ``y.hi``, so a counter can stop at "hi or more".
        """
        pre = [-c for c in cond]
        # Values of y at or below min(y.lo, x.lo) need no clause; from there on
        # "y >= v" must match the shifted "x >= v - amount" (x.ge is constant off its domain).
        xge, yge = x.ge, y.ge
        values = range(min(y.lo, x.lo) + 1, y.hi + 1)
        if amount_is_lit:
            inc = amount
            # y>=v <-> x>=v or (inc and x>=v-1)
            batch = []
            for v in values:
                yv, xv, xw = yge(self, v), xge(self, v), xge(self, v - 1)
                batch += (pre + [-xv, yv], pre + [-inc, -xw, yv], pre + [-yv, xv, inc], pre + [-yv, xw])
        else:
            shifted = [(yge(self, v), xge(self, v - amount)) for v in values]
            batch = [c for yv, xv in shifted for c in (pre + [-xv, yv], pre + [-yv, xv])]
        self._extend(batch)

    def leading_run(self, lits: Sequence[Lit]) -> IntVar:
        """How many of ``lits``, from the first on, are true in a row."""
        run = self.new_int(0, len(lits))
        ge = run.ge_table(self, len(lits))
        # "the first k are true" <-> "the first k-1 are" and the k-th is
        batch = []
        for k, lit in enumerate(lits, start=1):
            batch.append([-ge[k], lit])
            batch += self._folded([[-ge[k - 1], -lit, ge[k]]])
        self._extend(batch)
        return run

    def int_sum(self, a: IntVar, b: IntVar, cap: int) -> IntVar:
        """a + b, capped at ``cap`` (a value of cap means "cap or more")."""
        s = self.new_int(0, min(a.hi + b.hi, cap))
        top = s.hi
        A, B, S = a.ge_table(self, a.hi + 1), b.ge_table(self, b.hi + 1), s.ge_table(self, top)
        batch = []
        for i in range(a.hi + 1):
            na, a1 = -A[i], A[i + 1]
            for j in range(b.hi + 1):
                k = i + j
                if k >= 1:
                    batch.append([na, -B[j], S[k if k < top else top]])
                if k < top:
                    batch.append([a1, B[j + 1], -S[k + 1]])
        self._extend(self._folded(batch))
        return s

    def int_is(self, x: IntVar, k: int) -> Lit:
        """A new literal true exactly when x == k."""
        lit = self.new_bool()
        ge_k, ge_next = x.ge(self, k), x.ge(self, k + 1)
        self._extend(self._folded([[-lit, ge_k], [-lit, -ge_next], [lit, -ge_k, ge_next]]))
        return lit

    # ----- named constraint groups -------------------------------------
    def group(self, name: str, kind: str, text: str, cells: Iterable = ()) -> Group:
        """A new constraint group with its own selector (see :class:`Group`);
        fill it with ``with model.under(group): ...``.  Names are unique."""
        if name in self.groups:
            raise ValueError(f"constraint group {name!r} exists already")
        if kind not in ("clue", "rule"):
            raise ValueError(f"a group is a clue or a rule, not {kind!r}")
        g = Group(name, kind, text, tuple(cells), self.new_bool())
        self.groups[name] = g
        return g

    @contextmanager
    def under(self, group: Group) -> Iterator[Group]:
        """Clauses added (and lazy checks registered) inside hold only while
        ``group`` is switched on: each gets the group's selector as a condition."""
        self._guards.append(group.selector)
        self._unless.append(-group.selector)
        try:
            yield group
        finally:
            self._guards.pop()
            self._unless.pop()

    def selectors(self) -> list[Lit]:
        """Every group's selector: assume them all to solve the whole puzzle."""
        return [g.selector for g in self.groups.values()]

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

    # ----- solving -----------------------------------------------------
    def _ensure_solver(self, every_group: bool | str) -> Solver:
        with self._lock:
            solver = self._solvers.get(every_group)
            if solver is None:
                name = RACE_SOLVER if every_group == "race" else self.solver_name
                solver = self._solvers[every_group] = Solver(name=name)
                self._fed[every_group] = 0
                if self._interrupted:
                    solver.interrupt()
                if self._phases:
                    solver.set_phases(list(self._phases.values()))
        if every_group is True:
            # Units first: a clause names only selectors of groups made before it.
            groups = list(self.groups.values())
            solver.append_formula([[g.selector] for g in groups[self._units_fed:]])
            self._units_fed = len(groups)
        fed = self._fed[every_group]
        if fed < len(self.clauses):
            # One call for the new clauses (python-sat still adds them one by
            # one, but in its loop, not through ours).
            solver.append_formula(self.clauses[fed:])
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
                assumptions = list(assumptions) + [s if s in active else -s for s in selectors]
        # A lazy check of a group that is switched off has nothing to enforce
        # (its cut would be satisfied by the group being off, and the same
        # candidate would come back for ever).
        hooks = [(hook, guards) for hook, guards in self._lazy
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
            if not result:
                return None
            found = Assignment(solver.get_model(), self.num_vars)
            found.every_group = groups is None
            cuts = [list(c) + [-g for g in guards]
                    for hook, guards in hooks for c in hook(found)]
            if not cuts:
                return found
            self.add_clauses(cuts)

    def _race(self, assumptions: list[Lit], most: int | None = None
              ) -> tuple[Solver, bool | None]:
        """Ask the two assumption solvers in turn, each with a conflict budget
        doubled every round, until one answers (see RACE_SOLVER); the one that
        answered is the one :meth:`core` reads.  None: interrupted.
        SolveUndecided once the budget would pass ``most``."""
        budget = RACE_CONFLICTS
        while True:
            for key in (False, "race"):
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
                self._renew((False, "race"))
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
                solver.interrupt()

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


_MOVED = {"SingleCycle": "loops", "LoopOrder": "loops", "loop_order": "loops", "single_cycle": "loops"}


def __getattr__(name: str):
    """The loop constraints moved to loops.py; ``from genres.core.sat import
    SingleCycle`` still works (imported on first use: loops.py imports this module)."""
    if name in _MOVED:
        import importlib
        return getattr(importlib.import_module(f"{__package__}.{_MOVED[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
