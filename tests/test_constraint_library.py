"""The constraint library's pieces on their own (issue #16 point 4): gates and
integer sums (sat.py), connected regions (connect.py), the flood fill and loop
walk (graph.py) and the shared loop checks (loopchecks.py), each checked
against brute force."""
from __future__ import annotations

import itertools

import pytest

from genres.core import loopchecks
from genres.core.connect import Regions
from genres.core.graph import components, index_components, reachable, walk_cycle
from genres.core.grid import Grid
from genres.core.sat import SatModel
from genres.core.violation import MISTAKE, UNFINISHED


def all_solutions(m: SatModel, lits: list[int]) -> set[tuple[bool, ...]]:
    """Every assignment of ``lits`` some solution has (blocking each in turn)."""
    found = set()
    while (values := m.solve()) is not None:
        found.add(tuple(values[x] for x in lits))
        m.add_clause([-x if values[x] else x for x in lits])
    return found


def test_gates_name_exactly_their_combination():
    for op in ("and", "or"):
        m = SatModel()
        a, b, c = m.new_bools(3)
        gate = m.and_gate(a, b, c) if op == "and" else m.or_gate([a, b, c])
        got = all_solutions(m, [a, b, c, gate])
        want = {(x, y, z, (x and y and z) if op == "and" else (x or y or z))
                for x, y, z in itertools.product((False, True), repeat=3)}
        assert got == want, op


def test_leading_run_capped_sum_and_equality_count_as_a_person_would():
    m = SatModel()
    left, right = m.new_bools(3), m.new_bools(2)
    a, b = m.leading_run(left), m.leading_run(right)
    total = m.int_sum(a, b, 3)
    is_two = m.int_is(total, 2)
    cells = left + right
    seen = 0
    while (values := m.solve()) is not None:
        bits = [values[x] for x in cells]
        run = lambda xs: next((i for i, x in enumerate(xs) if not x), len(xs))  # noqa: E731
        want = min(run(bits[:3]) + run(bits[3:]), 3)
        assert values.value(a) == run(bits[:3]) and values.value(b) == run(bits[3:])
        assert values.value(total) == want
        assert values[is_two] == (want == 2)
        m.add_clause([-x if values[x] else x for x in cells])
        seen += 1
    assert seen == 2 ** 5       # every shading has exactly one reading


def test_regions_keep_the_shaded_cells_one_piece_and_the_rest_reaching_the_border():
    grid = Grid(3, 3)
    m = SatModel()
    shaded = {c: m.new_bool() for c in grid.cells()}
    regions = Regions(m, shaded, grid.neighbours4)
    m.add_clause([shaded[(1, 1)]])
    regions.connected(anchor=(1, 1))
    regions.reach(lambda c: c[0] in (0, 2) or c[1] in (0, 2), value=False)
    cells = list(grid.cells())
    got = {frozenset(c for c, v in zip(cells, row) if v) for row in all_solutions(m, [shaded[c] for c in cells])}

    def ok(inside: set) -> bool:
        outside = set(cells) - inside
        border = {c for c in outside if c[0] in (0, 2) or c[1] in (0, 2)}
        return (len(components(sorted(inside), lambda c: (n for n in grid.neighbours4(c) if n in inside))) == 1
                and reachable(border, lambda c: (n for n in grid.neighbours4(c) if n in outside)) == outside)

    want = {frozenset(s) for k in range(1, 10) for s in itertools.combinations(cells, k)
            if (1, 1) in s and ok(set(s))}
    assert got == want and len(want) > 20


@pytest.mark.parametrize("every_group", [True, False], ids=["whole puzzle", "a question about groups"])
def test_one_region_without_a_checkerboard_is_exact_with_either_kind_of_cut(every_group):
    # With every group on, the lazy cuts cut every cell of a stray region at
    # once; a question about groups (an explanation) gets the pairwise cuts.
    # Both must leave exactly the shadings a person would accept.
    grid = Grid(4, 4)
    m = SatModel()
    shaded = {c: m.new_bool() for c in grid.cells()}
    regions = Regions(m, shaded, grid.neighbours4)
    rule = m.group("rule one-region", "rule", "one region")
    with m.under(rule):
        regions.connected(anchor=(0, 0))
        regions.no_checkerboard()
    m.add_clause([shaded[(0, 0)]])
    cells = list(grid.cells())
    lits = [shaded[c] for c in cells]
    got = set()
    while (values := m.solve() if every_group else m.solve(groups=[rule])) is not None:
        got.add(frozenset(c for c, x in zip(cells, lits) if values[x]))
        m.add_clause([-x if values[x] else x for x in lits])

    def crosswise(inside: set) -> bool:
        return any(((r, c) in inside) == ((r + 1, c + 1) in inside) != ((r, c + 1) in inside)
                   == ((r + 1, c) in inside) for r in range(3) for c in range(3))

    want = {frozenset(s) for k in range(1, 17) for s in itertools.combinations(cells, k)
            if (0, 0) in s and not crosswise(set(s))
            and len(components(sorted(s), lambda c: (n for n in grid.neighbours4(c) if n in s))) == 1}
    assert got == want and len(want) > 100


def test_components_keep_their_order_and_walks_go_round_once():
    ring = {(0, 0): [(0, 1), (1, 0)], (0, 1): [(0, 0), (1, 1)], (1, 1): [(0, 1), (1, 0)],
            (1, 0): [(1, 1), (0, 0)], (5, 5): [(5, 6)], (5, 6): [(5, 5)]}
    assert components(ring, ring.__getitem__) == [[(0, 0), (1, 0), (1, 1), (0, 1)], [(5, 5), (5, 6)]]
    assert walk_cycle(ring, (0, 0), (0, 1)) == [(0, 0), (0, 1), (1, 1), (1, 0)]
    assert walk_cycle(ring, (0, 0), (1, 0)) == [(0, 0), (1, 0), (1, 1), (0, 1)]
    assert index_components([True, False, True, True], [[1], [0, 2], [1, 3], [2]]) == [[0], [2, 3]]


@pytest.mark.parametrize("can_go_on", [True, False])
def test_shared_loop_checks_blame_each_point_with_the_genre_s_words(can_go_on):
    # A "T" of lines: a branch at (0, 1), three loose ends.
    lines = [((0, 0), (0, 1)), ((0, 1), (0, 2)), ((0, 1), (1, 1))]
    deg = loopchecks.degrees(lines)
    blame = lambda p: {"cells": (p,)}  # noqa: E731
    branch = loopchecks.branches(deg, "loop-branch", lambda p: f"branch at {p}", blame)
    assert [(v.code, v.message, v.cells, v.kind) for v in branch] == [
        ("loop-branch", "branch at (0, 1)", ((0, 1),), MISTAKE)]
    ends = loopchecks.dead_ends(deg, lambda p: can_go_on, "loop-dead-end",
                                loose=lambda p: f"loose {p}", stuck=lambda p: f"stuck {p}", blame=blame)
    word, kind = ("loose", UNFINISHED) if can_go_on else ("stuck", MISTAKE)
    assert [(v.message, v.kind) for v in ends] == [(f"{word} {p}", kind) for p in [(0, 0), (0, 2), (1, 1)]]
    assert loopchecks.crossings(deg, "loop-crossing", str, blame) == []
    assert loopchecks.pieces(lines + [((4, 4), (4, 5))]) == [[(0, 0), (0, 1), (0, 2), (1, 1)], [(4, 4), (4, 5)]]
