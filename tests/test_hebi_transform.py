"""Hebi-Ichigo boards rotated, flipped and grown or shrunk on any side, and
the facts the forced-facts overlay may leave out as needing no deduction."""
from __future__ import annotations

from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import forced_facts, solve_verdict
from genres.core.transform import TRANSFORMS
from genres.hebi import GENRE
from genres.hebi.model import HebiAnswer, HebiPuzzle

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("hebi-") and p.name.endswith(".json"))


def example(name: str) -> HebiPuzzle:
    return nativefile.load(str(resources.files("resources").joinpath("examples", name))).puzzle


@pytest.fixture(scope="module")
def solved():
    out = {}
    for name in EXAMPLES:
        puzzle = example(name)
        out[name] = (puzzle, solve_verdict(GENRE, puzzle).solutions[0])
    return out


def sample() -> tuple[HebiPuzzle, HebiAnswer]:
    """3x4: an up arrow 2 at (2, 0), a bare black cell at (0, 3); a digit and a dot."""
    puzzle = HebiPuzzle.empty(3, 4).with_arrow((2, 0), "up").with_number((2, 0), 2) \
        .with_black((0, 3), True)
    return puzzle, HebiAnswer().with_digit((0, 0), 2).with_dot((1, 2), True)


def test_a_clockwise_quarter_turn_turns_arrows_and_moves_every_mark():
    puzzle, answer = sample()
    p, a = GENRE.transformed(puzzle, answer, "rotate-cw")
    assert (p.rows, p.cols) == (4, 3)
    assert p.arrows == {((0, 0), "right", 2)}          # bottom left goes top left, up goes right
    assert p.black == {(0, 0), (3, 2)}
    assert a.digits == {((0, 2), 2)} and a.dots == {(2, 1)}


def test_flips_mirror_arrows():
    puzzle, answer = sample()
    p = HebiPuzzle.empty(1, 3).with_arrow((0, 0), "right").with_number((0, 0), 1)
    flipped, _ = GENRE.transformed(p, HebiAnswer(), "flip-h")
    assert flipped.arrows == {((0, 2), "left", 1)}
    p, _ = GENRE.transformed(puzzle, answer, "flip-v")
    assert p.arrows == {((0, 0), "down", 2)}
    p, _ = GENRE.transformed(puzzle, answer, "flip-h")
    assert p.arrows == {((2, 3), "up", 2)}


@pytest.mark.parametrize("turn, back", [("rotate-cw", "rotate-ccw"), ("rotate-180", "rotate-180"),
                                        ("flip-h", "flip-h"), ("flip-v", "flip-v")])
def test_a_transform_and_its_inverse_give_the_same_board(turn, back):
    puzzle, answer = sample()
    assert GENRE.transformed(*GENRE.transformed(puzzle, answer, turn), back) == (puzzle, answer)


def test_four_quarter_turns_give_the_same_puzzle(solved):
    for puzzle, solution in solved.values():
        p, a = puzzle, solution
        for _ in range(4):
            p, a = GENRE.transformed(p, a, "rotate-cw")
        assert (p, a) == (puzzle, solution)


@pytest.mark.parametrize("how", list(TRANSFORMS))
def test_a_solved_example_stays_solved_after_every_transform(solved, how):
    for puzzle, solution in solved.values():
        p, a = GENRE.transformed(puzzle, solution, how)
        assert GENRE.check(p, a) == []
        assert GENRE.normalized(p) == p
        assert GENRE.construction_problems(p) == GENRE.construction_problems(puzzle) == []


def test_margins_keep_every_clue_on_its_cell():
    puzzle, answer = sample()
    p, a = GENRE.with_margins(puzzle, answer, 1, 0, 2, 1)
    assert (p.rows, p.cols) == (4, 7)
    assert p.arrows == {((3, 2), "up", 2)} and p.black == {(3, 2), (1, 5)}
    assert a.digits == {((1, 2), 2)} and a.dots == {(2, 4)}


def test_margins_drop_what_falls_off():
    puzzle, answer = sample()
    p, a = GENRE.with_margins(puzzle, answer, 0, -1, -1, 0)
    assert (p.rows, p.cols) == (2, 3)
    assert p.arrows == frozenset() and p.black == {(0, 2)}
    assert a.digits == frozenset() and a.dots == {(1, 1)}


def test_margins_refuse_a_board_with_no_cells_left():
    puzzle, answer = sample()
    with pytest.raises(ValueError, match="rows"):
        GENRE.with_margins(puzzle, answer, -2, -1, 0, 0)


def test_a_solved_example_stays_solved_with_an_empty_margin_all_round(solved):
    for puzzle, solution in solved.values():
        p, a = GENRE.with_margins(puzzle, solution, 1, 1, 1, 1)
        # Arrows and eyes looking at the border now see one more empty cell: nothing changes.
        assert GENRE.check(p, a) == []
        assert (p.rows, p.cols) == (puzzle.rows + 2, puzzle.cols + 2)


# ----- trivial facts -----------------------------------------------------------

def test_an_arrow_showing_zero_rules_out_every_digit_in_its_line_of_sight():
    p = HebiPuzzle.empty(1, 4).with_arrow((0, 0), "right").with_number((0, 0), 0)
    facts = GENRE.trivial_facts(p)
    assert facts == {("digit", (0, c), k) for c in (1, 2, 3) for k in range(1, 6)}
    assert facts <= set(GENRE.encode(p).facts)
    assert GENRE.trivial_facts(HebiPuzzle.empty(3, 3).with_black((1, 1), True)) == frozenset()


@pytest.mark.parametrize("name", EXAMPLES)
def test_trivial_facts_hold_in_every_solution_and_leave_real_deductions(name):
    puzzle = example(name)
    trivial = GENRE.trivial_facts(puzzle)
    assert trivial <= set(GENRE.encode(puzzle).facts)
    forced = forced_facts(GENRE, puzzle)
    assert all(forced.get(f) is False for f in trivial)
    remainder = {f for f in forced if f not in trivial}
    assert remainder, "the overlay still has deductions to show"
    if name != "hebi-01.json":      # the first example has no 0 arrow
        assert trivial
