"""The Circumnavi-Gates solver encoding: every rule of §1, checked against the checker."""
from __future__ import annotations

import glob
import os
import random
from functools import lru_cache

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.gate_lines import find_gates
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.circumnavi.solver import CircumnaviEncoding
from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.core.grid import Grid, edge
from genres.core.loops import single_cycle
from genres.core.sat import SatModel

EXAMPLES = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "resources",
                                         "examples", "circumnavi-*.json")))


def puzzle(*rows: str, numbers=()) -> CircumnaviPuzzle:
    p = CircumnaviPuzzle(len(rows), len(rows[0]), tuple(rows))
    for r, c, n in numbers:
        p = p.with_number((r, c), n)
    return GENRE.normalized(p)


def solutions(p: CircumnaviPuzzle, limit: int = 10000, counter_after: int | None = None) -> set[frozenset]:
    """Every answer the encoding allows, projected on the links."""
    enc = GENRE.encode(p) if counter_after is None else CircumnaviEncoding(p, counter_after)
    found = set()
    while len(found) < limit and (s := enc.model.solve()) is not None:
        values = {f: s[v] for f, v in enc.facts.items()}
        found.add(enc.decode(values).links)
        enc.model.add_clause([-v if s[v] else v for v in enc.facts.values()])
    return found


def loop(*cells) -> frozenset:
    """The closed loop through these cells in order."""
    return frozenset(edge(cells[i], cells[(i + 1) % len(cells)]) for i in range(len(cells)))


# A 4x4 ring round a 2x2 black centre: the only loop is the ring.  Gates:
# A "-" at (1,0), B "|" at (0,2), C "-" at (2,3); walking from the circle at
# (0,0) to the right meets B, C, A; walking down meets A, C, B.
RING = ("o.|.", "-##.", ".##-", "....")
RING_LOOP = loop((0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (3, 3), (3, 2), (3, 1),
                 (3, 0), (2, 0), (1, 0))


def test_examples_have_one_solution_that_the_checker_accepts():
    assert len(EXAMPLES) >= 3
    for path in EXAMPLES:
        doc = nativefile.load(path)
        assert doc.metadata.get("author") == "Puzzlewright" and doc.metadata.get("title")
        assert GENRE.is_blank(doc.puzzle, doc.answer)
        verdict = solve_verdict(GENRE, doc.puzzle)
        assert verdict.status == "unique", path
        assert GENRE.check(doc.puzzle, verdict.solutions[0]) == [], path
        assert GENRE.construction_problems(doc.puzzle) == [], path


def test_labels_in_walking_order_give_the_ring():
    p = puzzle(*RING, numbers=[(1, 2, 1), (1, 1, 3)])   # B first, A third: walk right
    assert solutions(p) == {RING_LOOP}
    p = puzzle(*RING, numbers=[(1, 1, 1), (2, 2, 2)])   # A first, C second: walk down
    assert solutions(p) == {RING_LOOP}


def test_labels_that_fit_neither_direction_leave_no_solution():
    p = puzzle(*RING, numbers=[(1, 2, 1), (1, 1, 2)])   # B first but A second: no way round
    assert solutions(p) == set()
    assert any(v.code == "gate-order" for v in GENRE.check(p, CircumnaviAnswer(RING_LOOP)))


def test_two_gates_with_the_same_number_leave_no_solution():
    assert solutions(puzzle(*RING, numbers=[(1, 2, 1), (1, 1, 1)])) == set()


def test_a_number_larger_than_the_gate_count_leaves_no_solution():
    assert solutions(puzzle(*RING, numbers=[(1, 2, 4)])) == set()


def test_loop_may_not_cross_a_gate_twice():
    # Any loop through the circle must cross row 1 twice, and row 1 is one gate.
    assert solutions(puzzle(".o..", "#--#", "....")) == set()
    # Without the gate the same board has loops.
    assert solutions(puzzle(".o..", "#..#", "....")) != set()


def test_gate_is_crossed_straight_not_turned_on():
    # The only loop of a 2x2 board turns in every cell, so also on the gate.
    assert solutions(puzzle("o.", ".|")) == set()
    assert solutions(puzzle("o.", "..")) == {loop((0, 0), (0, 1), (1, 1), (1, 0))}


def test_loop_may_not_run_along_a_gate():
    # The only loop is the ring round the black centre; at (0,1) it runs left-right.
    ring = loop((0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0))
    assert solutions(puzzle("o|.", ".#.", "...")) == {ring}      # "|" is crossed left-right
    assert solutions(puzzle("o-.", ".#.", "...")) == set()       # "-" would be run along


def test_every_gate_must_be_crossed():
    square = loop((0, 0), (0, 1), (1, 1), (1, 0))
    assert square in solutions(puzzle("o..", "...", "...", "..."))
    with_gate = solutions(puzzle("o..", "...", ".-.", "..."))
    assert with_gate and square not in with_gate
    assert all(edge((1, 1), (2, 1)) in s and edge((2, 1), (3, 1)) in s for s in with_gate)


def test_loop_never_enters_a_black_cell_and_passes_the_circle():
    square = loop((0, 0), (0, 1), (1, 1), (1, 0))
    ring = loop((0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0))
    assert solutions(puzzle("o..", "...")) == {square, ring}
    assert solutions(puzzle("o.#", "...")) == {square}
    assert solutions(puzzle(".o.", "#..")) == {loop((0, 1), (0, 2), (1, 2), (1, 1))}


def test_without_a_circle_there_is_no_solution():
    assert solutions(puzzle("..", "..")) == set()
    assert solve_verdict(GENRE, puzzle("..", "..")).status == "none"


def test_decode_gives_just_the_links():
    p = puzzle("o.", "..")
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "unique"
    assert verdict.solutions[0] == CircumnaviAnswer(loop((0, 0), (0, 1), (1, 1), (1, 0)))
    assert set(GENRE.encode(p).facts) == {("link", e) for e in Grid(2, 2).edges()}


# ----- exhaustive: the encoding accepts exactly what the checker accepts ------

@lru_cache(maxsize=None)
def every_loop(rows: int, cols: int) -> tuple[frozenset, ...]:
    m = SatModel()
    links = {e: m.new_bool() for e in Grid(rows, cols).edges()}
    single_cycle(m, links)
    m.add_clause(list(links.values()))
    out = []
    while (s := m.solve()) is not None:
        out.append(frozenset(e for e, v in links.items() if s[v]))
        m.add_clause([-v if s[v] else v for v in links.values()])
    return tuple(out)


def random_puzzle(rng: random.Random, rows: int, cols: int) -> CircumnaviPuzzle:
    """A board built round a random loop (so it often has solutions), with
    gates across it, black cells and numbers that may or may not fit, and noise."""
    walk = sorted(rng.choice(every_loop(rows, cols)))
    on = {c for e in walk for c in e}
    kinds = [["." if (r, c) in on or rng.random() < 0.6 else "#" for c in range(cols)]
             for r in range(rows)]
    for r, c in on:
        vertical = edge((r, c), (r - 1, c)) in walk if r > 0 else False
        horizontal = edge((r, c), (r, c - 1)) in walk if c > 0 else False
        straight_v = vertical and r + 1 < rows and edge((r, c), (r + 1, c)) in walk
        straight_h = horizontal and c + 1 < cols and edge((r, c), (r, c + 1)) in walk
        if (straight_v or straight_h) and rng.random() < 0.5:
            kinds[r][c] = "-" if straight_v else "|"
    for _ in range(rng.choice([0, 0, 1, 2])):   # noise: gates may end up crossed wrongly
        kinds[rng.randrange(rows)][rng.randrange(cols)] = rng.choice(".#-|")
    r, c = rng.choice(sorted(on))
    kinds[r][c] = "o"
    p = CircumnaviPuzzle(rows, cols, tuple("".join(row) for row in kinds))
    gates = find_gates(p)
    for gate in gates:   # numbers at gate ends, right or wrong
        ends = [x for x in gate.ends_outside
                if p.geometry.contains(x) and p.kind(x) in ".#" and x not in on]
        if ends and rng.random() < 0.6:
            p = p.with_number(rng.choice(ends), rng.randint(1, len(gates)))
    return GENRE.normalized(p)


@pytest.mark.parametrize("seed", range(36))
def test_encoding_allows_exactly_the_loops_the_checker_accepts(seed):
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 4), (4, 4), (4, 5), (5, 4)])
    p = random_puzzle(rng, rows, cols)
    accepted = {l for l in every_loop(rows, cols) if GENRE.check(p, CircumnaviAnswer(l)) == []}
    assert solutions(p) == accepted, "\n".join(p.grid) + f"\n{sorted(p.numbers)}"


@pytest.mark.parametrize("seed", range(0, 36, 4))
def test_gate_counter_clauses_and_lazy_order_cuts_each_agree_with_the_checker(seed):
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 4), (4, 4), (4, 5), (5, 4)])
    p = random_puzzle(rng, rows, cols)
    accepted = {l for l in every_loop(rows, cols) if GENRE.check(p, CircumnaviAnswer(l)) == []}
    assert solutions(p, counter_after=0) == accepted       # counter from the start
    assert solutions(p, counter_after=10 ** 9) == accepted  # lazy order cuts only
    assert solutions(p, counter_after=1) == accepted       # counter after one cut
