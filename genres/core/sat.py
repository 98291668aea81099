"""A small constraint library over python-sat, shared by every genre's solver.

A :class:`SatModel` hands out boolean variables (positive ints; a negative
int is the negated literal), collects clauses and solves them on one
incremental solver.  On top of plain clauses it offers what grid puzzles
need: cardinality (``count_true``), small integers in the order encoding
with sums and comparisons, and AND/OR gates.  Loops (a single cycle over grid
links, an order along it) live in loops.py, connected regions of cells in
connect.py; both build on this model.

Solving lives in lazysolve.py (:class:`LazySolving`, a base of SatModel).
Lazy constraints: :meth:`SatModel.add_lazy` registers a hook that looks at a
candidate assignment and returns clauses it violates.  :meth:`SatModel.solve`
re-solves until every hook accepts.  A hook must only return clauses that
every real solution satisfies, so they stay valid for all later calls (with
any assumptions): that is what makes repeated solving cheap.

:meth:`SatModel.interrupt` may be called from another thread; the running
(or the next) solve then raises :class:`SolveInterrupted`.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain
from typing import Iterable, Iterator, Sequence

from .lazysolve import (RACE_CONFLICTS, RACE_FRESH_AFTER, RACE_SOLVER, Assignment,  # noqa: F401
                        Clause, LazyHook, LazySolving, Lit, SolveInterrupted, SolveUndecided)


# Glucose 4 was the fastest of glucose4 / glucose42 / minisat22 / maplechrono on
# the Circumnavi-Gates benchmarks (bench/bench_circumnavi_solver.py), and unlike
# CaDiCaL it supports the interruptible solve_limited the cancel button needs.
DEFAULT_SOLVER = "glucose4"


@contextmanager
def bulk() -> Iterator[None]:
    """No cyclic garbage collection while an encoding builds its clauses.
    Tens of thousands of small lists (clauses: ints only, never a cycle) set
    the collector off again and again, each time scanning every list made so
    far: a quarter of a 140-number Corral's forced facts (issue #15).  The
    collector runs again afterwards (and is left alone when it was off)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


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


class SatModel(LazySolving):
    def __init__(self, solver_name: str | None = None):
        self.solver_name = solver_name or DEFAULT_SOLVER
        self.num_vars = 0
        self.clauses: list[Clause] = []
        self.groups: dict[str, Group] = {}
        self._guards: list[Lit] = []      # selectors of the groups being filled (see under)
        self._unless: list[Lit] = []      # their negations, ready made: add_clause is hot
        self._init_solving()
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

    def _extend(self, batch: list[Clause], checked: bool = True) -> None:
        """Add clauses the model may keep as they are (fresh lists nobody else
        holds): one check over all their literals, no call per clause.  The
        encodings build their clauses in such batches; building and handing
        them one call each was most of an encoding's time (issue #15).
        ``checked=False``: non-empty clauses of this model's own variables
        (made here from its IntVars), not checked again."""
        if not batch:
            return
        unless = self._unless
        if unless:
            batch = [c + unless for c in batch]
        if not checked:
            self.clauses.extend(batch)
            return
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
        from pysat.card import CardEnc, EncType     # on first use: a verb's start-up saves it
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
        lits = list(lits)
        run = self.new_int(0, len(lits))
        if self.true_lit in lits or -self.true_lit in lits:
            ge = run.ge_table(self, len(lits))
            batch = []
            for k, lit in enumerate(lits, start=1):
                batch.append([-ge[k], lit])
                batch += self._folded([[-ge[k - 1], -lit, ge[k]]])
            self._extend(batch)
            return run
        # "the first k are true" <-> "the first k-1 are" and the k-th is;
        # built by comprehension (a 140-number Corral makes 560 runs)
        g = run.ge_bits
        batch = []
        if lits:
            # in the general loop's order (see _sum_clauses)
            batch = [[-g[0], lits[0]], [-lits[0], g[0]]]
            batch += [c for k in range(1, len(lits))
                      for c in ([-g[k], lits[k]], [-g[k - 1], -lits[k], g[k]])]
        self._extend(batch, checked=False)
        return run

    def int_sum(self, a: IntVar, b: IntVar, cap: int, exact_from: int = 0) -> IntVar:
        """a + b, capped at ``cap`` (a value of cap means "cap or more").

        ``exact_from``: the sum's value is exact when a + b reaches it; below
        it the sum may read less than a + b (never more).  For a sum that only
        matters at or above some value (a Corral number's across and along,
        which must add up to N - 1 with the other at most its top): the
        clauses that would push it up to values below are left out."""
        s = self.new_int(0, min(a.hi + b.hi, cap))
        top = s.hi
        if a.lo == 0 and b.lo == 0 and top > 0:
            self._extend(self._sum_clauses(a.ge_bits, b.ge_bits, s.ge_bits, exact_from), checked=False)
            return s
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

    @staticmethod
    def _sum_clauses(Ab: list[Lit], Bb: list[Lit], Sb: list[Lit], exact_from: int = 0) -> list[Clause]:
        """int_sum's clauses for a, b and s from 0 (each one's ge bits: bit i
        is ">= i + 1", s capped at len(Sb) > 0), built by comprehension with the
        constant ends left out: these sums were most of a 140-number Corral's
        encoding time (issue #15)."""
        top, ah, bh = len(Sb), len(Ab), len(Bb)
        # The order of int_sum's general loop (i, then j; for each the
        # "at least" clause, then the "at most" one): the solver's search, and
        # with it the time an explanation takes, follows the clauses' order
        # (corral-03's explanation took 25-70 s instead of 4 s in another order).
        na, nb, nS = [-x for x in Ab], [-x for x in Bb], [-x for x in Sb]
        cut = [0] + [Sb[min(k, top) - 1] for k in range(1, ah + bh + 1)]      # "s >= k", capped
        up = Ab + [None]
        batch = []
        add = batch.append
        for i in range(ah + 1):
            head = [na[i - 1]] if i else []
            a1 = up[i]
            for j in range(bh + 1):
                k = i + j
                if k and k >= exact_from:
                    # a >= i and b >= j -> s >= i + j
                    add(head + [nb[j - 1], cut[k]] if j else head + [cut[k]])
                if k < top:
                    # s >= i + j + 1 -> a >= i + 1 or b >= j + 1 (past a's or b's top: false)
                    tail = [Bb[j], nS[k]] if j < bh else [nS[k]]
                    add([a1] + tail if a1 is not None else tail)
        return batch

    def int_sum_is(self, a: IntVar, b: IntVar, k: int) -> Lit:
        """A new literal true exactly when a + b == k, with "a + b >= k" and
        "a + b >= k + 1" as literals of their own but no other value of the sum:
        about 4k clauses against a whole int_sum's (a.hi + 1) x (b.hi + 1) x 2
        (a 140-number Corral's numbers were most of its 160k clauses, issue
        #15).  The two named bounds matter: with "a + b == k" said by clauses
        alone, the solver's learnt clauses lack them and an explanation of
        corral-03 took 35-50 s instead of 3 s.  a and b must reach k + 1 or
        their top (a value at a capped top means "that or more")."""
        A, B = a.ge_table(self, k + 1), b.ge_table(self, k + 1)
        at_least = {k: self.new_bool(), k + 1: self.new_bool()}
        batch = [[-at_least[k + 1], at_least[k]]]
        for v in (k, k + 1):
            if v == 0:
                batch.append([at_least[0]])
                continue
            # a >= i and b >= v - i -> a + b >= v; a + b >= v -> a > i or b >= v - i
            batch += [[-A[i], -B[v - i], at_least[v]] for i in range(v + 1)]
            batch += [[A[i + 1], B[v - i], -at_least[v]] for i in range(v)]
        lit = self.new_bool()
        batch += [[-lit, at_least[k]], [-lit, -at_least[k + 1]], [lit, -at_least[k], at_least[k + 1]]]
        self._extend(self._folded(batch))
        return lit

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


_MOVED = {"SingleCycle": "loops", "LoopOrder": "loops", "loop_order": "loops", "single_cycle": "loops"}


def __getattr__(name: str):
    """The loop constraints moved to loops.py; ``from genres.core.sat import
    SingleCycle`` still works (imported on first use: loops.py imports this module)."""
    if name in _MOVED:
        import importlib
        return getattr(importlib.import_module(f"{__package__}.{_MOVED[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
