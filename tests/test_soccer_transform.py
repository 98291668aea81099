"""Ore Soccer boards grown, shrunk and flipped; the goal stays in the top row."""
from __future__ import annotations

import pytest

from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.core.transform import TRANSFORMS
from genres.soccer import GENRE
from genres.soccer.rules import check, construction_problems

from test_soccer_model import EXAMPLES, example_path
from test_soccer_rules import BASE, BASE_ANSWER, answer, board


def solved_example(name):
    puzzle = nativefile.load(example_path(name)).puzzle
    return puzzle, solve_verdict(GENRE, puzzle).solutions[0]


def codes(violations):
    return sorted(v.code for v in violations)


@pytest.mark.parametrize("name", EXAMPLES)
def test_flipping_left_to_right_keeps_a_solved_example_solved(name):
    puzzle, sol = solved_example(name)
    p2, a2 = GENRE.transformed(puzzle, sol, "flip-h")
    assert check(p2, a2) == []
    assert codes(construction_problems(p2)) == codes(construction_problems(puzzle))
    assert GENRE.normalized(p2) == p2
    # The goal mirrored, still in the top row; a numbered circle on its mirror cell.
    assert p2.goal == {(0, puzzle.cols - 1 - c) for _, c in puzzle.goal}
    assert {((r, puzzle.cols - 1 - c), n) for (r, c), n in puzzle.numbers} == set(p2.numbers)
    # Twice is the original.
    assert GENRE.transformed(p2, a2, "flip-h") == (puzzle, sol)


@pytest.mark.parametrize("how", [h for h in TRANSFORMS if h != "flip-h"])
def test_rotations_and_the_top_to_bottom_flip_are_refused_with_the_reason(how):
    with pytest.raises(ValueError, match="the goal must stay in the top row"):
        GENRE.transformed(BASE, BASE_ANSWER, how)


def test_a_board_without_a_goal_yet_turns_freely_and_four_quarter_turns_are_no_turn():
    puzzle = board("o..#",
                   "..o.",
                   "#...", numbers=[(1, 2, 2)])
    ans = answer([(0, 0), (1, 1), (1, 2)], ((1, 2), (2, 3)))
    p, a = puzzle, ans
    for _ in range(4):
        p, a = GENRE.transformed(p, a, "rotate-cw")
        assert (p.rows, p.cols) in ((3, 4), (4, 3))
    assert (p, a) == (puzzle, ans)
    p, a = GENRE.transformed(puzzle, ans, "rotate-cw")
    # (0, 0) lands top-right; the move from (1, 2) to (2, 3) turns with the board.
    assert (0, 2) in p.white and p.number((2, 1)) == 2
    assert a.moves == {((2, 1), (3, 0))} and a.path == ((0, 2), (1, 1), (2, 1))
    for how in ("rotate-ccw", "rotate-180", "flip-v"):
        back = {"rotate-ccw": "rotate-cw", "rotate-180": "rotate-180", "flip-v": "flip-v"}[how]
        assert GENRE.transformed(*GENRE.transformed(puzzle, ans, how), back) == (puzzle, ans)


@pytest.mark.parametrize("name", EXAMPLES)
def test_margins_at_the_bottom_left_and_right_keep_every_clue_and_the_answer(name):
    puzzle, sol = solved_example(name)
    p2, a2 = GENRE.with_margins(puzzle, sol, 0, 2, 1, 3)
    assert (p2.rows, p2.cols) == (puzzle.rows + 2, puzzle.cols + 4)
    assert p2.white == {(r, c + 1) for r, c in puzzle.white}
    assert p2.black == {(r, c + 1) for r, c in puzzle.black}
    assert p2.goal == {(r, c + 1) for r, c in puzzle.goal}
    assert set(p2.numbers) == {((r, c + 1), n) for (r, c), n in puzzle.numbers}
    assert a2.path == tuple((r, c + 1) for r, c in sol.path)
    assert check(p2, a2) == []
    assert codes(construction_problems(p2)) == codes(construction_problems(puzzle))


def test_removing_columns_drops_what_falls_off_and_cuts_the_path_there():
    p2, a2 = GENRE.with_margins(BASE, BASE_ANSWER, 0, 0, -1, 0)
    # The kick-off circle at (4, 0) and the black circle at (3, 0) fall off;
    # the rest shift one column left with their numbers.
    assert (p2.rows, p2.cols) == (5, 4)
    assert p2.black == {(1, 2), (3, 1)} and p2.goal == {(0, 1)}
    assert p2.white == {(2, 2), (3, 0)} and p2.number((3, 0)) == 2
    assert a2.path == () and a2.moves == {((2, 2), (2, 1))}
    p3, a3 = GENRE.with_margins(BASE, BASE_ANSWER, 0, -1, 0, 0)
    assert (4, 0) not in p3.white and a3.path == ()


def test_rows_at_the_top_are_refused_while_there_is_a_goal():
    for top in (1, -1):
        with pytest.raises(ValueError, match="the goal must stay in the top row"):
            GENRE.with_margins(BASE, BASE_ANSWER, top, 0, 0, 0)
    with pytest.raises(ValueError):
        GENRE.with_margins(BASE, BASE_ANSWER, 0, -4, 0, 0)      # one row is too few
    # Without a goal yet, rows may go on top too.
    p2, _ = GENRE.with_margins(board("o.", "#."), answer([]), 1, 0, 0, 0)
    assert p2.white == {(1, 0)}
