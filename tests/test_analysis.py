"""Solver analysis: verdicts, forced facts, progress and cancelling."""
from __future__ import annotations

import itertools
import threading
import time

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core.analysis import (CancelToken, Cancelled, ForcedProgress, forced_facts, forced_verdict,
                                  solve_verdict)
from genres.core.genre import Genre
from genres.core.grid import Grid
from genres.core.loops import single_cycle
from genres.core.sat import SatModel


# ----- a toy genre: pick cells of a row under a rule, with a free helper variable ----

class ToyEncoding:
    def __init__(self, puzzle):
        n, rule = puzzle
        self.model = SatModel()
        xs = self.model.new_bools(n)
        self.facts = {("pick", i): x for i, x in enumerate(xs)}
        self.helper = self.model.new_bool()  # never an answer fact: must not count
        rule(self.model, xs)

    def decode(self, values):
        return frozenset(i for (_, i), v in values.items() if v)


class ToyGenre(Genre):
    key = "toy"

    def encode(self, puzzle):
        return ToyEncoding(puzzle)

    def difference_cells(self, puzzle, a, b):
        return sorted((0, i) for i in a ^ b)


TOY = ToyGenre()


def exactly(k):
    return lambda m, xs: m.count_true(xs, "==", k)


def test_a_puzzle_with_one_answer_is_unique_even_if_helper_variables_are_free():
    v = solve_verdict(TOY, (3, exactly(3)))
    assert v.status == "unique"
    assert v.solutions == [frozenset({0, 1, 2})]
    assert v.diff_cells == []


def test_two_answers_are_shown_with_the_cells_where_they_part():
    v = solve_verdict(TOY, (3, exactly(1)))
    assert v.status == "multiple"
    a, b = v.solutions
    assert a != b and len(a) == len(b) == 1
    assert v.diff_cells == sorted((0, i) for i in a ^ b)


def test_no_answer_gives_none():
    v = solve_verdict(TOY, (2, exactly(3)))
    assert v.status == "none" and v.solutions == [] and v.diff_cells == []


def brute_force_forced(n, rule):
    answers = [bits for bits in itertools.product([False, True], repeat=n)
               if rule(bits)]
    return {("pick", i): answers[0][i] for i in range(n)
            if len({a[i] for a in answers}) == 1} if answers else {}


@pytest.mark.parametrize("n,rule,check", [
    (5, lambda m, xs: (m.add_clause([xs[0]]), m.count_true(xs, "==", 2)),
     lambda b: b[0] and sum(b) == 2),
    (5, lambda m, xs: (m.implies(xs[1], xs[2]), m.add_clause([xs[1]]), m.add_clause([-xs[4]])),
     lambda b: (not b[1] or b[2]) and b[1] and not b[4]),
    (4, exactly(4), lambda b: all(b)),
    (4, exactly(5), lambda b: False),
])
def test_forced_facts_are_what_every_answer_shares(n, rule, check):
    assert forced_facts(TOY, (n, rule)) == brute_force_forced(n, check)


def test_progress_is_reported_cumulatively_and_finishes():
    seen: list[ForcedProgress] = []
    rule = lambda m, xs: (m.add_clause([xs[0]]), m.add_clause([-xs[3]]), m.count_true(xs, "<=", 3))
    result = forced_facts(TOY, (6, rule), on_progress=seen.append)
    assert seen and seen[-1].finished and not any(p.finished for p in seen[:-1])
    assert seen[-1].decided == seen[-1].total == 6
    assert seen[-1].forced == result == {("pick", 0): True, ("pick", 3): False}
    for before, after in zip(seen, seen[1:]):
        assert after.decided >= before.decided
        assert before.forced.items() <= after.forced.items()


@pytest.mark.parametrize("puzzle,status", [((3, exactly(3)), "unique"),
                                            ((3, exactly(1)), "multiple"),
                                            ((2, exactly(3)), "none")])
def test_the_forced_facts_bring_the_verdict_of_the_same_encoding_first(puzzle, status):
    # One encoding serves both: the window shows the verdict from the forced
    # facts' progress instead of solving a second time (issue #15 point 2).
    seen: list[ForcedProgress] = []
    assert forced_verdict(TOY, puzzle, on_progress=seen.append)[0] == status
    assert seen[0].verdict is not None and all(p.verdict == seen[0].verdict for p in seen)
    verdict = seen[0].verdict
    assert verdict.status == status
    assert len(verdict.solutions) == {"none": 0, "unique": 1, "multiple": 2}[status]
    if status == "multiple":
        a, b = verdict.solutions
        assert a != b and verdict.diff_cells == sorted((0, i) for i in a ^ b)


def test_an_unsolvable_puzzle_forces_nothing_and_still_finishes():
    seen: list[ForcedProgress] = []
    assert forced_facts(TOY, (3, exactly(4)), on_progress=seen.append) == {}
    assert seen[-1].finished and seen[-1].forced == {}


def test_a_cancelled_token_stops_both_analyses():
    token = CancelToken()
    token.cancel()
    assert token.cancelled
    with pytest.raises(Cancelled):
        solve_verdict(TOY, (3, exactly(1)), token)
    with pytest.raises(Cancelled):
        forced_facts(TOY, (3, exactly(1)), token)
    with pytest.raises(Cancelled):
        token.check()


def test_cancelling_from_the_progress_callback_stops_forced_facts():
    token = CancelToken()
    calls = []

    def on_progress(p):
        calls.append(p)
        token.cancel()

    with pytest.raises(Cancelled):
        forced_facts(TOY, (8, exactly(2)), token, on_progress)
    assert len(calls) == 1


def pigeonhole(m, xs):
    pigeons = 13
    holes = pigeons - 1
    x = [[m.new_bool() for _ in range(holes)] for _ in range(pigeons)]
    for row in x:
        m.add_clause(row)
    for h in range(holes):
        for i, j in itertools.combinations(range(pigeons), 2):
            m.add_clause([-x[i][h], -x[j][h]])


def test_cancel_from_another_thread_interrupts_a_long_solve():
    token = CancelToken()
    threading.Timer(0.2, token.cancel).start()
    start = time.perf_counter()
    with pytest.raises(Cancelled):
        solve_verdict(TOY, (2, pigeonhole), token)
    assert time.perf_counter() - start < 5


# ----- on a real genre: forced links of a tiny Circumnavi-Gates puzzle ------------

def all_loops(rows, cols):
    """Every single loop of the grid, as a set of links (by the SAT library)."""
    m = SatModel()
    links = {e: m.new_bool() for e in Grid(rows, cols).edges()}
    single_cycle(m, links)
    m.add_clause(list(links.values()))
    out = []
    while (s := m.solve()) is not None:
        out.append(frozenset(e for e, v in links.items() if s[v]))
        m.add_clause([-v if s[v] else v for v in links.values()])
    return out


def test_forced_links_equal_the_intersection_of_every_solution():
    puzzle = CircumnaviPuzzle(3, 4, ("o...", ".#..", "...."))
    solutions = [l for l in all_loops(3, 4) if GENRE.check(puzzle, CircumnaviAnswer(l)) == []]
    assert len(solutions) > 2
    edges = list(Grid(3, 4).edges())
    expected = {("link", e): e in solutions[0] for e in edges
                if len({e in s for s in solutions}) == 1}
    assert forced_facts(GENRE, puzzle) == expected
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "multiple"
    a, b = verdict.solutions
    assert a.links != b.links and {a.links, b.links} <= set(solutions)
    assert verdict.diff_cells == GENRE.difference_cells(puzzle, a, b) != []
