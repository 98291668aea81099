"""Ore Soccer SAT encoding: exact against the checker on small boards."""
from __future__ import annotations

import itertools
import random

from genres.core.analysis import forced_facts, solve_verdict
from genres.soccer import GENRE
from genres.soccer.model import SoccerAnswer, SoccerPuzzle
from genres.soccer.rules import check

from test_soccer_rules import BASE, BASE_ANSWER, CHAIN, CHAIN_ROWS, board

# Violations that depend on the path alone, whatever the circles do: a path
# showing one of them is never part of an answer, so brute force drops it early.
PATH_ONLY = {"path-repeats-cell", "path-crosses-itself", "path-through-black", "path-through-goal"}


def all_solutions(puzzle: SoccerPuzzle, cap: int = 2000) -> set[SoccerAnswer]:
    """Every solution the encoding admits, by solve-and-block on the facts."""
    enc = GENRE.encode(puzzle)
    found: set[SoccerAnswer] = set()
    while len(found) < cap:
        values = enc.model.solve()
        if values is None:
            break
        answer = enc.decode({f: values[v] for f, v in enc.facts.items()})
        assert answer not in found
        found.add(answer)
        enc.model.add_clause([-v if values[v] else v for v in enc.facts.values()])
    enc.model.close()
    return found


def brute_force_solutions(puzzle: SoccerPuzzle) -> set[SoccerAnswer]:
    """Every answer the checker accepts: each start circle, each way for the
    others to stay or step anywhere on the board, each path from the start to
    a goal cell (simple paths of king steps, stopping at the first goal cell
    since the goal is entered only at the end)."""
    grid = puzzle.geometry
    whites = sorted(puzzle.white)
    accepted: set[SoccerAnswer] = set()
    for start in whites:
        paths: list[tuple] = []

        def walk(path: list) -> None:
            if path[-1] in puzzle.goal:
                if not {v.code for v in check(puzzle, SoccerAnswer(tuple(path)))} & PATH_ONLY:
                    paths.append(tuple(path))
                return
            for n in grid.neighbours8(path[-1]):
                if n not in path:
                    walk(path + [n])

        walk([start])
        others = [w for w in whites if w != start]
        for choice in itertools.product(*[[w, *grid.neighbours8(w)] for w in others]):
            moves = frozenset((w, d) for w, d in zip(others, choice) if d != w)
            for path in paths:
                candidate = SoccerAnswer(path, moves)
                if not check(puzzle, candidate):
                    accepted.add(candidate)
    return accepted


def random_puzzle(rng: random.Random) -> SoccerPuzzle:
    rows, cols = rng.choice([(3, 3), (2, 4), (3, 3), (4, 3)])
    p = SoccerPuzzle.empty(rows, cols)
    left = rng.randrange(cols)
    p = p.with_goal_run(0, left, min(cols - 1, left + rng.randrange(2)))
    free = [c for c in p.geometry.cells() if c not in p.goal]
    whites, blacks = rng.randint(1, 3), rng.randint(0, 2)
    cells = rng.sample(free, whites + blacks)
    for cell in cells[:whites]:
        p = p.with_kind(cell, "o")
        if rng.random() < 0.3:
            p = p.with_number(cell, rng.randint(1, whites))
    for cell in cells[whites:]:
        p = p.with_kind(cell, "#")
    return p.with_strict_moves(rng.random() < 0.3)


# ----- verdicts -------------------------------------------------------------------

def test_the_base_board_has_exactly_its_answer_when_its_numbers_fix_the_order():
    verdict = solve_verdict(GENRE, BASE)
    assert verdict.status == "unique"
    assert verdict.solutions == [BASE_ANSWER]


def test_a_unique_puzzle_forces_every_fact_of_its_answer():
    forced = forced_facts(GENRE, BASE)
    assert len(forced) == len(GENRE.encode(BASE).facts)
    assert forced[("start", (4, 0))] and forced[("dest", (2, 3), (2, 2))]
    assert forced[("step", (3, 1), (4, 0))] and not forced[("step", (1, 2), (2, 3))]


def test_two_answers_are_told_apart_with_the_cells_where_they_differ():
    # One circle right under a two-cell goal: it shoots into either.
    puzzle = board("gg", "o.", "#.")
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "multiple" and len(verdict.solutions) == 2
    a, b = verdict.solutions
    assert {a.path, b.path} == {((1, 0), (0, 0)), ((1, 0), (0, 1))}
    assert verdict.diff_cells == GENRE.difference_cells(puzzle, a, b) == [(0, 0), (0, 1), (1, 0)]


def test_no_answer_when_black_circles_wall_off_the_goal():
    puzzle = board(".g.", "###", ".o.")
    assert solve_verdict(GENRE, puzzle).status == "none"
    assert forced_facts(GENRE, puzzle) == {}


def test_a_chain_is_a_solution_unless_strict_moves_are_on():
    assert CHAIN in all_solutions(board(*CHAIN_ROWS))
    strict = all_solutions(board(*CHAIN_ROWS, strict=True))
    assert strict and CHAIN not in strict
    assert all(not any(d in board(*CHAIN_ROWS).white for _, d in s.moves) for s in strict)


def test_every_solution_of_the_chain_board_passes_the_checker_in_both_modes():
    for strict in (False, True):
        puzzle = board(*CHAIN_ROWS, strict=strict)
        for solution in all_solutions(puzzle):
            assert check(puzzle, solution) == []


# ----- the solver against brute force ---------------------------------------------------

def test_every_answer_of_a_small_open_board_matches_brute_force():
    puzzle = board(".g.",
                   "o.o",
                   "...")
    expected = brute_force_solutions(puzzle)
    assert len(expected) > 2
    assert all_solutions(puzzle) == expected


def test_solver_and_checker_agree_on_random_small_puzzles():
    rng = random.Random(5)
    statuses = set()
    for _ in range(25):
        puzzle = random_puzzle(rng)
        expected = brute_force_solutions(puzzle)
        assert all_solutions(puzzle) == expected, GENRE.puzzle_to_json(puzzle)
        statuses.add(min(len(expected), 2))
    assert statuses == {0, 1, 2}   # the sample covers no, one and several solutions
