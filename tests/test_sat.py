"""The shared SAT helper library, tested on its own (no genre involved)."""
from __future__ import annotations

import itertools
import threading
import time

import pytest

from genres.core.grid import Grid
from genres.core.loops import single_cycle
from genres.core.sat import SatModel, SolveInterrupted, SolveUndecided, loop_order


def all_solutions(model: SatModel, lits: list[int]) -> list[tuple[bool, ...]]:
    """Every distinct assignment of ``lits`` the model allows (blocking clauses)."""
    found = []
    while (s := model.solve()) is not None:
        values = tuple(s[v] for v in lits)
        found.append(values)
        model.add_clause([-v if s[v] else v for v in lits])
    return found


# ----- clauses and cardinality ---------------------------------------------

def test_clauses_and_implications_are_respected():
    m = SatModel()
    a, b, c = m.new_bools(3)
    m.implies(a, b)
    m.equiv(b, c)
    m.add_clause([a])
    s = m.solve()
    assert s[a] and s[b] and s[c]
    assert m.solve([-c]) is None


def test_empty_clause_makes_the_model_unsatisfiable():
    m = SatModel()
    m.new_bool()
    m.add_clause([])
    assert m.solve() is None


def test_unknown_literal_is_refused():
    m = SatModel()
    with pytest.raises(ValueError):
        m.add_clause([99])


@pytest.mark.parametrize("n", [1, 3, 6, 8])
@pytest.mark.parametrize("op", ["==", "<=", ">="])
def test_count_true_allows_exactly_the_right_assignments(n, op):
    for k in range(-1, n + 2):
        m = SatModel()
        xs = m.new_bools(n)
        m.count_true(xs, op, k)
        got = set(all_solutions(m, xs))
        want = {bits for bits in itertools.product([False, True], repeat=n)
                if {"==": sum(bits) == k, "<=": sum(bits) <= k, ">=": sum(bits) >= k}[op]}
        assert got == want, (op, k)


@pytest.mark.parametrize("n", [2, 4, 7])
def test_exactly_one_and_at_most_one(n):
    m = SatModel()
    xs = m.new_bools(n)
    m.exactly_one(xs)
    assert sorted(all_solutions(m, xs)) == sorted(
        tuple(i == j for j in range(n)) for i in range(n))
    m = SatModel()
    xs = m.new_bools(n)
    m.at_most_one(xs)
    assert len(all_solutions(m, xs)) == n + 1


# ----- small integers ------------------------------------------------------

def test_int_var_takes_every_value_of_its_domain_once():
    m = SatModel()
    x = m.new_int(2, 6)
    values = []
    while (s := m.solve()) is not None:
        values.append(s.value(x))
        m.add_clause([-x.ge(m, values[-1]), x.ge(m, values[-1] + 1)])
    assert sorted(values) == [2, 3, 4, 5, 6]


def test_int_equals_under_a_condition():
    m = SatModel()
    x = m.new_int(0, 5)
    cond = m.new_bool()
    m.int_equals(x, 3, [cond])
    assert m.solve([cond]).value(x) == 3
    assert m.solve([-cond, -x.ge(m, 1)]).value(x) == 0
    m.int_equals(x, 9, [cond])         # outside the domain: the condition must fail
    assert m.solve([cond]) is None


@pytest.mark.parametrize("amount", [0, 1, 2])
def test_int_offset_adds_and_saturates(amount):
    for xv in range(0, 5):
        m = SatModel()
        x, y = m.new_int(0, 4), m.new_int(0, 4)
        cond = m.new_bool()
        m.int_offset(y, x, amount, [cond])
        m.int_equals(x, xv)
        s = m.solve([cond])
        assert s.value(y) == min(xv + amount, 4)
        assert len(all_solutions(m, [cond] + y.ge_bits)) == 1 + 5  # off: y free


def test_int_offset_by_a_literal_amount():
    for xv, inc in itertools.product(range(4), [False, True]):
        m = SatModel()
        x, y = m.new_int(0, 3), m.new_int(0, 3)
        d = m.new_bool()
        m.int_offset(y, x, d, amount_is_lit=True)
        m.int_equals(x, xv)
        s = m.solve([d if inc else -d])
        assert s.value(y) == min(xv + inc, 3)
        m.add_clause([d if inc else -d])
        assert len(all_solutions(m, y.ge_bits)) == 1


def _fix(m: SatModel, x, v: int) -> list[int]:
    """Assumptions "x == v" (its constant ends left out)."""
    return [lit for lit in (x.ge(m, v), -x.ge(m, v + 1)) if abs(lit) != m.true_lit]


def _every_pair(m: SatModel, a, b):
    """(va, vb, the assumptions "a == va and b == vb") for every value of a and b."""
    for va, vb in itertools.product(range(a.hi + 1), range(b.hi + 1)):
        yield va, vb, _fix(m, a, va) + _fix(m, b, vb)


@pytest.mark.parametrize("ah,bh", [(0, 3), (2, 0), (1, 1), (3, 4), (4, 2)])
def test_int_sum_gives_every_capped_sum_and_nothing_else(ah, bh):
    for cap in range(1, ah + bh + 2):
        m = SatModel()
        a, b = m.new_int(0, ah), m.new_int(0, bh)
        s = m.int_sum(a, b, cap)
        for va, vb, fixed in _every_pair(m, a, b):
            want = min(va + vb, cap)
            assert m.solve(fixed).value(s) == want
            for other in range(s.hi + 1):
                if other != want:
                    assert m.solve(fixed + _fix(m, s, other)) is None


def test_a_sum_exact_from_a_value_is_exact_there_and_never_reads_more_below():
    ah, bh, cap, exact_from = 3, 4, 6, 4
    m = SatModel()
    a, b = m.new_int(0, ah), m.new_int(0, bh)
    s = m.int_sum(a, b, cap, exact_from=exact_from)
    for va, vb, fixed in _every_pair(m, a, b):
        true_sum = min(va + vb, cap)
        readings = {v for v in range(s.hi + 1) if m.solve(fixed + _fix(m, s, v)) is not None}
        if true_sum >= exact_from:
            assert readings == {true_sum}
        else:
            assert true_sum in readings and max(readings) == true_sum


@pytest.mark.parametrize("ah,bh", [(0, 3), (2, 2), (3, 4), (5, 1)])
def test_int_sum_is_says_exactly_whether_two_integers_add_up(ah, bh):
    for k in range(0, ah + bh + 2):
        m = SatModel()
        a, b = m.new_int(0, ah), m.new_int(0, bh)
        fits = m.int_sum_is(a, b, k)
        for va, vb, fixed in _every_pair(m, a, b):
            assert (m.solve(fixed + [fits]) is not None) == (va + vb == k)
            assert (m.solve(fixed + [-fits]) is not None) == (va + vb != k)


def test_leading_run_counts_the_true_literals_from_the_first():
    m = SatModel()
    xs = m.new_bools(4)
    run = m.leading_run(xs)
    for bits in itertools.product([False, True], repeat=4):
        want = next((i for i, b in enumerate(bits) if not b), 4)
        assert m.solve([x if b else -x for x, b in zip(xs, bits)]).value(run) == want


# ----- single cycle ---------------------------------------------------------

def brute_force_loops(rows: int, cols: int, required=()) -> int:
    """Count the edge sets forming one simple cycle, by trying every subset."""
    grid = Grid(rows, cols)
    edges = list(grid.edges())
    count = 0
    for mask in range(1, 1 << len(edges)):
        used = [e for i, e in enumerate(edges) if mask >> i & 1]
        deg: dict = {}
        for a, b in used:
            deg[a] = deg.get(a, 0) + 1
            deg[b] = deg.get(b, 0) + 1
        if any(d != 2 for d in deg.values()) or any(c not in deg for c in required):
            continue
        adj: dict = {}
        for a, b in used:
            adj.setdefault(a, []).append(b)
            adj.setdefault(b, []).append(a)
        start = used[0][0]
        seen, stack = {start}, [start]
        while stack:
            for n in adj[stack.pop()]:
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        count += len(seen) == len(deg)
    return count


def count_single_loops(rows: int, cols: int, required=()) -> int:
    m = SatModel()
    links = {e: m.new_bool() for e in Grid(rows, cols).edges()}
    loop = single_cycle(m, links, required)
    lits = list(links.values())
    # Blocking clauses leave no link empty: forbid the empty loop, as a puzzle would.
    m.add_clause(lits)
    found = all_solutions(m, lits)
    for values in found:
        used = {e for e, v in zip(links, values) if v}
        assert len(loop.cycles(_assignment(m, links, used))) == 1
    return len(found)


def _assignment(m, links, used):
    from genres.core.sat import Assignment
    return Assignment([links[e] for e in used], m.num_vars)


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3), (3, 3), (2, 4), (3, 4)])
def test_single_cycle_finds_every_loop_and_nothing_else(rows, cols):
    assert count_single_loops(rows, cols) == brute_force_loops(rows, cols)


def test_known_loop_counts():
    # A 3x3 grid of cell centres holds 13 simple loops (1x1 squares 4, 1x2 and
    # 2x1 rectangles 4, the 2x2 ring 1, and 4 L-shaped loops round 3 squares).
    assert count_single_loops(3, 3) == 13
    assert count_single_loops(2, 3) == 3


def test_required_cells_are_on_the_loop():
    assert count_single_loops(3, 3, required=[(1, 1)]) == brute_force_loops(3, 3, [(1, 1)])
    # Opposite corners: the outer ring and the two L-shaped loops.
    assert count_single_loops(3, 3, required=[(0, 0), (2, 2)]) == 3


def test_two_separate_squares_are_cut_away():
    # Force two distant 1x1 squares: a single loop cannot do that.
    m = SatModel()
    grid = Grid(2, 5)
    links = {e: m.new_bool() for e in grid.edges()}
    loop = single_cycle(m, links)
    for e in [((0, 0), (0, 1)), ((0, 3), (0, 4))]:
        m.add_clause([links[e]])
    s = m.solve()
    assert s is not None and len(loop.cycles(s)) == 1
    for e in [((0, 1), (0, 2)), ((0, 2), (0, 3)), ((1, 1), (1, 2)), ((1, 2), (1, 3))]:
        m.add_clause([-links[e]])
    assert m.solve() is None
    assert loop.cuts_added > 0


def test_lazy_hook_clauses_are_added_until_accepted():
    m = SatModel()
    xs = m.new_bools(4)
    seen = []

    def no_two_neighbours(values):
        seen.append(1)
        return [[-a, -b] for a, b in zip(xs, xs[1:]) if values[a] and values[b]]

    m.add_lazy(no_two_neighbours)
    m.count_true(xs, ">=", 2)
    s = m.solve()
    assert sum(s[x] for x in xs) >= 2
    assert not any(s[a] and s[b] for a, b in zip(xs, xs[1:]))
    m.count_true(xs, ">=", 3)
    assert m.solve() is None


def test_a_solve_out_of_lazy_rounds_says_undecided_and_the_next_one_goes_on():
    # A lazy hook that refuses one candidate per round: 8 free variables need
    # 256 rounds to show there is no solution.
    m = SatModel()
    xs = m.new_bools(8)
    m.add_lazy(lambda values: [[-x if values[x] else x for x in xs]])
    with pytest.raises(SolveUndecided):
        m.solve(max_rounds=10)
    assert m.solve() is None        # the cuts learnt so far stay valid


# ----- order along a loop ----------------------------------------------------

def test_loop_counter_counts_marked_cells_from_the_start_both_ways():
    # A 2x3 ring: start (0,0); marked cells (0,2) and (1,1).  Walking right
    # first meets (0,2) as 1st; walking down first meets (1,1) as 1st.
    m = SatModel()
    grid = Grid(2, 3)
    links = {e: m.new_bool() for e in grid.edges()}
    loop = single_cycle(m, links, required=[(0, 0), (0, 2), (1, 1)])
    order = loop_order(m, loop, (0, 0), {(0, 2): 1, (1, 1): 1}, hi=3)
    firsts = set()
    while (s := m.solve()) is not None:
        firsts.add(s.value(order.count[(0, 2)]))
        assert {s.value(order.count[(0, 2)]), s.value(order.count[(1, 1)])} == {1, 2}
        m.add_clause([-order.arc[((0, 0), (0, 1))]] if s[order.arc[((0, 0), (0, 1))]]
                     else [order.arc[((0, 0), (0, 1))]])
    assert firsts == {1, 2}
    m2 = SatModel()
    links2 = {e: m2.new_bool() for e in grid.edges()}
    loop2 = single_cycle(m2, links2, required=[(0, 0), (0, 2), (1, 1)])
    order2 = loop_order(m2, loop2, (0, 0), {(0, 2): 1, (1, 1): 1}, hi=3)
    m2.int_equals(order2.count[(0, 2)], 1, [loop2.on[(0, 2)]])
    m2.int_equals(order2.count[(1, 1)], 1, [loop2.on[(1, 1)]])
    assert m2.solve() is None   # both cannot be first


# ----- interrupt ------------------------------------------------------------

def pigeonhole(m: SatModel, pigeons: int) -> None:
    holes = pigeons - 1
    x = [[m.new_bool() for _ in range(holes)] for _ in range(pigeons)]
    for row in x:
        m.add_clause(row)
    for h in range(holes):
        for i in range(pigeons):
            for j in range(i + 1, pigeons):
                m.add_clause([-x[i][h], -x[j][h]])


def test_interrupt_stops_a_long_solve_from_another_thread():
    m = SatModel()
    pigeonhole(m, 14)   # takes far longer than this test allows
    threading.Timer(0.2, m.interrupt).start()
    start = time.perf_counter()
    with pytest.raises(SolveInterrupted):
        m.solve()
    assert time.perf_counter() - start < 5


def test_interrupt_before_solving_stops_the_next_solve():
    m = SatModel()
    m.new_bool()
    m.interrupt()
    with pytest.raises(SolveInterrupted):
        m.solve()


# ----- named constraint groups ----------------------------------------------------
def test_a_group_holds_only_while_switched_on():
    from genres.core.sat import SatModel
    m = SatModel()
    a, b = m.new_bool(), m.new_bool()
    clue = m.group("clue a", "clue", "the clue on a", cells=[(0, 0)])
    with m.under(clue):
        m.add_clause([a])
    rule = m.group("rule not both", "rule", "the rule")
    with m.under(rule):
        m.add_clause([-a, -b])
    assert m.solve([b]) is None                       # every group on by default
    assert m.core() and set(m.core()) <= {b, clue.selector, rule.selector}
    assert m.solve([b], groups=[rule]) is not None    # the clue switched off
    assert m.solve([b], groups=[clue]) is not None    # the rule switched off
    assert m.selectors() == [clue.selector, rule.selector]


def test_propagation_refutes_only_what_unit_propagation_proves_with_the_groups_asked():
    """The hint search's quick test: a contradiction unit propagation finds
    under the groups switched on, and nothing a search would be needed for."""
    from genres.core.sat import SatModel
    m = SatModel()
    a, b, c, d, e = (m.new_bool() for _ in range(5))
    rule = m.group("rule a gives b", "rule", "the rule")
    with m.under(rule):
        m.add_clause([-a, b])
    clue = m.group("clue not b", "clue", "the clue", cells=[(0, 0)])
    with m.under(clue):
        m.add_clause([-b])
    for sd in (d, -d):
        for se in (e, -e):
            m.add_clause([c, sd, se])
    assert m.propagation_refutes([a], [rule, clue])
    assert not m.propagation_refutes([a], [rule])        # the clue off: b may hold
    assert not m.propagation_refutes([a], [clue])        # the rule off: a need not give b
    assert m.propagation_refutes([-b, a], [rule])
    # No solution without c, but only a search (a case split on d) shows it.
    assert not m.propagation_refutes([-c], [rule, clue])
    assert m.solve([-c], [rule, clue]) is None
    # It leaves the last solve's core as it was.
    assert m.solve([a]) is None
    core = m.core()
    m.propagation_refutes([a], [rule])
    assert m.core() == core


def test_lazy_cuts_of_a_group_are_conditioned_on_it_and_skipped_when_it_is_off():
    from genres.core.sat import SatModel
    m = SatModel()
    x, y = m.new_bool(), m.new_bool()
    m.add_clause([x, y])
    rule = m.group("rule x", "rule", "x is false")
    calls = []

    def forbid_x(found):
        calls.append(found[x])
        return [[-x]] if found[x] else []
    with m.under(rule):
        m.add_lazy(forbid_x)
    found = m.solve([x], groups=[])                  # off: the check is not asked
    assert found is not None and found[x] and calls == []
    assert m.solve([x]) is None                      # on: the cut forbids x
    assert m.solve([x], groups=[]) is not None       # the cut learnt stays conditioned


def test_group_names_are_unique_and_kinds_known():
    import pytest as _pytest
    from genres.core.sat import SatModel
    m = SatModel()
    m.group("clue 1", "clue", "one")
    with _pytest.raises(ValueError):
        m.group("clue 1", "clue", "again")
    with _pytest.raises(ValueError):
        m.group("other", "hint", "no such kind")


def test_every_group_on_and_groups_switched_off_share_the_cuts_and_answer_alike():
    """The plain solve (every group on, selectors as units) and the solves
    that switch groups off (selectors assumed) run on two solvers fed the
    same clauses: interleaved, each answers as if alone, cuts included."""
    from genres.core.sat import SatModel
    m = SatModel()
    x, y = m.new_bool(), m.new_bool()
    m.add_clause([x, y])
    clue = m.group("clue y", "clue", "y is false")
    with m.under(clue):
        m.add_clause([-y])
    rule = m.group("rule x", "rule", "x is false")
    with m.under(rule):
        m.add_lazy(lambda found: [[-x]] if found[x] else [])
    assert m.solve() is None                          # both on: x or y, neither allowed
    assert m.solve(groups=[clue]) is not None         # the rule off: x
    found = m.solve(groups=[rule])                    # the clue off: y
    assert found is not None and found[y] and not found[x]
    assert m.solve([x], groups=[rule]) is None and rule.selector in m.core()
    assert m.solve() is None                          # still none with every group on
    m.close()
    assert m.solve(groups=[clue]) is not None         # a fresh pair after close


def _pigeons(model: SatModel, pigeons: int) -> None:
    """``pigeons`` pigeons in one hole fewer: no solution, and many conflicts to show it."""
    holes = pigeons - 1
    x = [[model.new_bool() for _ in range(holes)] for _ in range(pigeons)]
    for row in x:
        model.add_clause(row)
    for h in range(holes):
        model.at_most_one([row[h] for row in x])


def test_a_conflict_budget_leaves_a_hard_question_undecided_and_later_solves_free():
    m = SatModel()
    _pigeons(m, 9)
    with pytest.raises(SolveUndecided):
        m.solve(max_conflicts=200)
    # The budget was for that solve only: an easy question after it is answered.
    easy = SatModel()
    _pigeons(easy, 4)
    assert easy.solve() is None
    assert easy.solve(max_conflicts=10 ** 6) is None


def test_a_conflict_budget_is_the_same_answer_every_time():
    """Solver work, not seconds: the same question stops at the same point."""
    outcomes = set()
    for _ in range(3):
        m = SatModel()
        _pigeons(m, 8)
        try:
            outcomes.add(m.solve(max_conflicts=300) is None)
        except SolveUndecided:
            outcomes.add("undecided")
    assert len(outcomes) == 1


def test_a_capped_question_about_some_groups_stops_at_its_budget():
    """A question about some groups with a conflict cap (an Ore Soccer deletion
    trial) races CaDiCaL, which stops where the cap says: Glucose checked its
    budget only at restarts and ran tens of thousands of conflicts past it."""
    from genres.core.lazysolve import CAPPED_SOLVER, RACE_CONFLICTS
    m = SatModel()
    g = m.group("clue", "clue", "a clue")
    with m.under(g):
        _pigeons(m, 11)
    with pytest.raises(SolveUndecided):
        m.solve([], [g], max_conflicts=2 * RACE_CONFLICTS)
    capped = m._solvers["capped"]
    assert capped.solver.__class__.__name__.lower().startswith(CAPPED_SOLVER[:7])
    # Rounds of 1,000 and 2,000 conflicts, then the cap: 3,000 at most (+ a few).
    assert capped.accum_stats()["conflicts"] <= 3 * RACE_CONFLICTS + 10
    # Without a cap the model's own solver races as before.
    m.solve([], [])
    assert False in m._solvers


def test_an_interrupt_with_a_capped_solver_stops_the_next_solve():
    m = SatModel()
    g = m.group("clue", "clue", "a clue")
    with m.under(g):
        _pigeons(m, 5)
    assert m.solve([], [g], max_conflicts=4000) is None
    m.interrupt()           # CaDiCaL cannot be interrupted mid-solve: no error either
    with pytest.raises(SolveInterrupted):
        m.solve([], [g], max_conflicts=4000)


# ----- handing clauses to the solver ---------------------------------------

@pytest.mark.parametrize("name", ["minisat22", "glucose4", "cadical153"])
def test_clauses_reach_every_back_end_alike(name):
    """Glucose and MiniSat take clauses through their C function directly, any
    other back end through append_formula: each must see the same formula."""
    from pysat.solvers import Solver
    from genres.core.lazysolve import _feed
    clauses = [[1, 2], [-1], [-2, 3], [3, 4, 1]]
    with Solver(name=name) as s:
        _feed(s, clauses)
        assert s.solve()
        assert {-1, 2, 3} <= set(s.get_model())
        _feed(s, [[-3]])
        assert not s.solve()
