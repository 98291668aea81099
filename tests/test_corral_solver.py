"""Corral solver: exact for every rule, checked against brute force on tiny boards."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from genres.core.analysis import forced_facts, solve_verdict
from genres.corral import GENRE
from genres.corral.model import (ADD, ADDITIVE_MULTIPLICATIVE, MUL, STANDARD, CorralPuzzle,
                                 answer_from_inside, inside_cells)
from genres.corral.regions import additive_value, multiplicative_value


def puzzle(rows: int, cols: int, numbers: dict, variant: str = STANDARD) -> CorralPuzzle:
    return CorralPuzzle(rows, cols, frozenset(numbers.items()), variant)


def all_solutions(p: CorralPuzzle) -> set[frozenset]:
    """Every inside set the solver finds, enumerated by blocking each one found."""
    enc = GENRE.encode(p)
    found = set()
    while (values := enc.model.solve()) is not None:
        inside = frozenset(c for c, v in enc.inside.items() if values[v])
        assert inside not in found
        found.add(inside)
        enc.model.add_clause([-v if values[v] else v for v in enc.inside.values()])
    return found


@lru_cache(maxsize=None)
def loop_shapes(rows: int, cols: int) -> tuple[frozenset, ...]:
    """Every inside set whose boundary is one proper loop (the checker's rule 1)."""
    p = CorralPuzzle(rows, cols)
    cells = list(p.geometry.cells())
    shapes = []
    for bits in range(1, 1 << len(cells)):
        inside = frozenset(c for i, c in enumerate(cells) if bits >> i & 1)
        if not GENRE.check(p, answer_from_inside(p, inside)):
            shapes.append(inside)
    return tuple(shapes)


def brute_force(p: CorralPuzzle) -> set[frozenset]:
    return {s for s in loop_shapes(p.rows, p.cols) if not GENRE.check(p, answer_from_inside(p, s))}


# ----- verdicts ------------------------------------------------------------------
def test_numbers_that_see_the_whole_border_leave_one_solution():
    p = puzzle(3, 3, {(0, 0): 5, (2, 2): 5})
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "unique"
    assert inside_cells(p, verdict.solutions[0]) == set(p.geometry.cells())
    assert GENRE.check(p, verdict.solutions[0]) == []


def test_a_board_without_numbers_has_many_solutions_that_differ_somewhere():
    p = puzzle(3, 3, {})
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "multiple"
    a, b = verdict.solutions
    assert verdict.diff_cells and set(verdict.diff_cells) == inside_cells(p, a) ^ inside_cells(p, b)
    assert GENRE.check(p, a) == [] and GENRE.check(p, b) == []


def test_a_number_larger_than_the_board_allows_has_no_solution():
    assert solve_verdict(GENRE, puzzle(2, 2, {(0, 0): 4})).status == "none"


def test_two_ones_in_a_row_cannot_share_one_loop():
    # Both must be inside yet see nothing, so the cell between is outside and the inside splits.
    assert solve_verdict(GENRE, puzzle(1, 3, {(0, 0): 1, (0, 2): 1})).status == "none"


def test_a_ring_is_not_a_solution_even_when_its_numbers_fit():
    # Every 3 fits the ring round the 3x3 border, but the ring encloses a hole;
    # the one solution is the plus, whose arms see through the centre instead.
    p = puzzle(3, 3, {(0, 1): 3, (1, 0): 3, (1, 2): 3, (2, 1): 3})
    ring = set(p.geometry.cells()) - {(1, 1)}
    assert [v.code for v in GENRE.check(p, answer_from_inside(p, ring))] == ["outside-hole"]
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "unique"
    assert inside_cells(p, verdict.solutions[0]) == {(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)}


def test_forced_facts_of_a_unique_puzzle_are_its_solution():
    p = puzzle(3, 3, {(0, 0): 5, (2, 2): 5})
    forced = forced_facts(GENRE, p)
    assert forced == {("inside", c): True for c in p.geometry.cells()}


# ----- the variant ----------------------------------------------------------------
def test_the_solver_names_the_multiplicative_number_of_a_pair():
    p = puzzle(3, 3, {(0, 0): 9, (2, 2): 5}, ADDITIVE_MULTIPLICATIVE)
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "unique"
    assert verdict.solutions[0].ops == {((0, 0), MUL), ((2, 2), ADD)}
    forced = forced_facts(GENRE, p)
    assert forced[("mul", (0, 0))] is True and forced[("mul", (2, 2))] is False


def test_a_pair_may_not_be_read_both_additive():
    # 5 and 5 fit a full 3x3 additively, but 5 is no product of runs of at most 3.
    assert solve_verdict(GENRE, puzzle(3, 3, {(0, 0): 5, (2, 2): 5}, ADDITIVE_MULTIPLICATIVE)).status == "none"


def test_a_pair_that_fits_either_way_is_still_one_solution():
    # On a 1x2 board both cells inside: each number is 2 read either way.
    p = puzzle(1, 2, {(0, 0): 2, (0, 1): 2}, ADDITIVE_MULTIPLICATIVE)
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "unique"
    assert GENRE.check(p, verdict.solutions[0]) == []


def test_a_variant_puzzle_with_several_shadings_is_multiple():
    p = puzzle(3, 3, {(0, 0): 2, (2, 2): 2}, ADDITIVE_MULTIPLICATIVE)
    verdict = solve_verdict(GENRE, p)
    assert verdict.status == "multiple"
    assert all(GENRE.check(p, s) == [] for s in verdict.solutions)


# ----- cross-check against brute force ----------------------------------------------
def random_puzzles(rows: int, cols: int, variant: str, count: int, seed: int) -> list[CorralPuzzle]:
    rng = random.Random(seed)
    grid = CorralPuzzle(rows, cols).geometry
    out = []
    for _ in range(count):
        # Numbers mostly read off a real loop shape (in the variant one of each
        # pair counted multiplicatively), sometimes random: so the boards have
        # no solution, one, or several.
        shape = rng.choice(loop_shapes(rows, cols))
        numbers = {}
        for c in rng.sample(sorted(shape), min(len(shape), rng.randint(1, 3))):
            cells = [c] if variant == STANDARD else [c, (rows - 1 - c[0], cols - 1 - c[1])]
            for i, cell in enumerate(cells):
                value = multiplicative_value if i == 1 else additive_value
                numbers[cell] = (value(grid, shape, cell) if rng.random() < 0.75
                                 else rng.randint(1, rows * cols))
        out.append(puzzle(rows, cols, numbers, variant))
    return out


@pytest.mark.parametrize("variant", [STANDARD, ADDITIVE_MULTIPLICATIVE])
def test_the_solver_finds_exactly_the_answers_the_checker_accepts(variant):
    boards = [puzzle(3, 3, {}, variant), puzzle(2, 3, {}, variant)]
    boards += random_puzzles(3, 3, variant, 12, seed=7) + random_puzzles(2, 4, variant, 8, seed=8)
    for p in boards:
        assert all_solutions(p) == brute_force(p), p
