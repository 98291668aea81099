"""Hebi-Ichigo SAT encoding: exact against the checker on small boards."""
from __future__ import annotations

import random

from genres.core.analysis import forced_facts, solve_verdict
from genres.hebi import GENRE
from genres.hebi.model import DIRECTIONS, SNAKE_LENGTH, HebiAnswer, HebiPuzzle
from genres.hebi.rules import check

from test_hebi_rules import SEED, SEED_ANSWER, board, written


def all_solutions(puzzle: HebiPuzzle, cap: int = 5000) -> set[frozenset]:
    """Every solution the encoding admits (as digit sets), by solve-and-block."""
    enc = GENRE.encode(puzzle)
    found: set[frozenset] = set()
    while len(found) < cap:
        values = enc.model.solve()
        if values is None:
            break
        answer = enc.decode({f: values[v] for f, v in enc.facts.items()})
        assert answer.digits not in found
        found.add(answer.digits)
        enc.model.add_clause([-v if values[v] else v for v in enc.facts.values()])
    enc.model.close()
    return found


def brute_force_solutions(puzzle: HebiPuzzle) -> set[frozenset]:
    """Every answer the checker accepts.  Any accepted answer is a set of
    disjoint five-cell paths numbered 1-5, so trying every such set (the
    empty one too) and keeping what check() passes finds them all."""
    paths = []

    def walk(path: list) -> None:
        if len(path) == SNAKE_LENGTH:
            paths.append(tuple(path))
            return
        for n in puzzle.geometry.neighbours4(path[-1]):
            if puzzle.is_white(n) and n not in path:
                walk(path + [n])

    for cell in puzzle.white_cells():
        walk([cell])
    accepted: set[frozenset] = set()

    def choose(start: int, used: frozenset, chosen: list) -> None:
        answer = HebiAnswer(frozenset((c, k + 1) for p in chosen for k, c in enumerate(p)))
        if not check(puzzle, answer):
            accepted.add(answer.digits)
        for i in range(start, len(paths)):
            if used.isdisjoint(paths[i]):
                choose(i + 1, used | set(paths[i]), chosen + [paths[i]])

    choose(0, frozenset(), [])
    return accepted


def random_puzzle(rng: random.Random) -> HebiPuzzle:
    rows, cols = rng.choice([(3, 4), (4, 3), (3, 5)])
    p = HebiPuzzle.empty(rows, cols)
    for cell in rng.sample(list(p.geometry.cells()), rng.randint(2, 5)):
        if rng.random() < 0.8:
            p = p.with_arrow(cell, rng.choice(list(DIRECTIONS)))
            p = p.with_number(cell, rng.choice([None, 0, 1, 2, 3, 4, 5]))
        else:
            p = p.with_black(cell, True)
    return p


def test_the_seed_example_has_exactly_its_published_answer():
    verdict = solve_verdict(GENRE, SEED)
    assert verdict.status == "unique"
    assert verdict.solutions == [SEED_ANSWER]


def test_a_unique_puzzle_forces_every_digit():
    forced = forced_facts(GENRE, SEED)
    assert {f for f, v in forced.items() if v} == {("digit", c, k) for c, k in SEED_ANSWER.digits}
    assert len(forced) == len(GENRE.encode(SEED).facts)


def test_a_row_of_five_has_three_answers_and_the_verdict_says_multiple():
    # Empty, a snake looking left, a snake looking right (both at the border).
    puzzle = board(".....")
    assert all_solutions(puzzle) == {frozenset(), written("12345").digits, written("54321").digits}
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "multiple" and len(verdict.solutions) == 2
    a, b = verdict.solutions
    assert verdict.diff_cells == GENRE.difference_cells(puzzle, a, b) and verdict.diff_cells


def test_an_arrow_that_needs_a_snake_with_no_room_for_one_has_no_solution():
    assert solve_verdict(GENRE, board("#....", arrows=[(0, 0, "right", 1)])).status == "none"
    assert solve_verdict(GENRE, board("#....", arrows=[(0, 0, "left", 1)])).status == "none"


def test_the_solver_lets_a_snake_bend_round_a_square_but_never_lets_two_snakes_touch():
    puzzle = board("...", "...")
    solutions = all_solutions(puzzle)
    assert written("145", "23.").digits in solutions
    for digits in solutions:
        assert [v.code for v in check(puzzle, HebiAnswer(digits))] == []


def test_a_head_may_not_look_at_another_snake_in_solutions():
    # Two snakes fit the 2x5 rows only side by side; one row stays empty.
    puzzle = board(".....", "#....", ".....")
    for digits in all_solutions(puzzle):
        assert check(puzzle, HebiAnswer(digits)) == []


def test_every_answer_of_an_open_three_by_four_board_matches_brute_force():
    puzzle = board("....", "....", "....")
    assert all_solutions(puzzle) == brute_force_solutions(puzzle)


def test_solver_and_checker_agree_on_random_small_puzzles():
    rng = random.Random(2024)
    statuses = set()
    for _ in range(40):
        puzzle = random_puzzle(rng)
        expected = brute_force_solutions(puzzle)
        assert all_solutions(puzzle) == expected, GENRE.puzzle_to_json(puzzle)
        statuses.add(min(len(expected), 2))
    assert statuses == {0, 1, 2}   # the sample covers no, one and several solutions
