"""Hebi-Ichigo while the player works: which broken rules are mistakes (shown
live) and which are only unfinished work (shown on Check), completeness, and
messages that name their place."""
from __future__ import annotations

import random
from collections import Counter
from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.core.violation import MISTAKE, UNFINISHED
from genres.hebi import GENRE
from genres.hebi.model import HebiAnswer
from genres.hebi.rules import check
from tests.test_hebi_rules import board, written

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("hebi-") and p.name.endswith(".json"))


def kinds(violations) -> list[tuple[str, str]]:
    return [(v.code, v.kind) for v in violations]


def with_dots(answer: HebiAnswer, *cells) -> HebiAnswer:
    for cell in cells:
        answer = answer.with_dot(cell, True)
    return answer


# ----- digit-on-black ----------------------------------------------------------

def test_a_digit_on_a_black_cell_is_a_mistake():
    puzzle = board("..#..")
    answer = HebiAnswer().with_digit((0, 2), 3)
    [v] = check(puzzle, answer)
    assert (v.code, v.kind) == ("digit-on-black", MISTAKE)
    assert "row 1, column 3" in v.message


# ----- snake-too-short -----------------------------------------------------------

def test_a_short_snake_with_room_to_grow_is_unfinished():
    [v] = check(board("......"), written("123..."))
    assert (v.code, v.kind) == ("snake-too-short", UNFINISHED)
    assert "row 1, column 1" in v.message and "3 cells" in v.message


def test_a_short_snake_walled_in_by_a_black_cell_is_a_mistake():
    [v] = check(board("...#.."), written("123..."))
    assert (v.code, v.kind) == ("snake-too-short", MISTAKE)
    assert "no room" in v.message


def test_a_short_snake_closed_in_by_the_players_dots_is_a_mistake():
    answer = with_dots(written("123..."), (0, 3))
    assert kinds(check(board("......"), answer)) == [("snake-too-short", MISTAKE)]


def test_a_short_snake_whose_free_cells_are_too_few_is_a_mistake():
    # The 3 has a free neighbour, but the 4 and 5 need two cells and there is one.
    assert kinds(check(board("....#."), written("123..."))) == [("snake-too-short", MISTAKE)]
    assert kinds(check(board(".....#"), written("123..."))) == [("snake-too-short", UNFINISHED)]


def test_cells_beside_a_whole_snake_give_no_room():
    puzzle = board(".....", ".....", "....#")
    answer = written("12345", ".....", "1....")
    assert kinds(check(puzzle, answer)) == [("snake-too-short", MISTAKE)]
    roomy = board(".....", ".....", ".....")
    assert kinds(check(roomy, answer)) == [("snake-too-short", UNFINISHED)]


def test_an_arrow_whose_only_free_cells_touch_a_whole_snake_is_a_mistake():
    puzzle = board("#.....", "......", arrows=[(0, 0, "down", 2)])
    assert kinds(check(puzzle, written("......", ".12345"))) == [("arrow-wrong", MISTAKE)]
    assert kinds(check(puzzle, written("......", "......"))) == [("arrow-wrong", UNFINISHED)]


def test_a_lone_middle_digit_needs_a_free_cell_on_each_side():
    assert kinds(check(board("....."), written("..3.."))) == [("snake-too-short", UNFINISHED)]
    # A 3 in a dead end cannot get both its 2 and its 4.
    assert kinds(check(board("#....", "##...", "....."), written(".3...", ".....", "....."))) \
        == [("snake-too-short", MISTAKE)]


def test_a_lone_head_in_the_middle_of_free_cells_is_unfinished():
    puzzle = board("...", "...", "...")
    assert kinds(check(puzzle, written("...", ".1.", "..."))) == [("snake-too-short", UNFINISHED)]


# ----- snake-too-long, snake-repeated-digit ---------------------------------------------

def test_a_snake_too_long_is_a_mistake():
    assert kinds(check(board("......"), written("123454"))) == [("snake-too-long", MISTAKE)]


def test_a_repeated_digit_is_a_mistake_even_before_the_snake_has_five_cells():
    violations = check(board("......"), written("121..."))
    assert kinds(violations) == [("snake-repeated-digit", MISTAKE)]
    assert "1 twice" in violations[0].message and "row 1, column 1" in violations[0].message
    assert kinds(check(board("....."), written("12121"))) == [("snake-repeated-digit", MISTAKE)]


# ----- snakes-touch -----------------------------------------------------------------------

def test_a_whole_snake_touching_another_is_a_mistake():
    puzzle = board(".....", ".....")
    violations = check(puzzle, written("12345", "..5.."))
    assert ("snakes-touch", MISTAKE) in kinds(violations)
    touch = next(v for v in violations if v.code == "snakes-touch")
    assert "row 1, column 3" in touch.message


def test_two_pieces_whose_digits_cannot_share_a_snake_touch_as_a_mistake():
    # A 1 beside a 3: along a snake, digits of equal parity never sit side by side.
    puzzle = board("......", "......", "......")
    violations = check(puzzle, written(".1....", ".3....", "......"))
    assert ("snakes-touch", MISTAKE) in kinds(violations)
    assert [k for c, k in kinds(violations) if c == "snake-too-short"] == [UNFINISHED] * 2


def test_pieces_that_may_still_be_one_snake_are_not_accused():
    # A 1 beside a 4 may yet be one snake bent round a square.
    puzzle = board("...", "...", "...")
    assert kinds(check(puzzle, written("1..", "4..", "..."))) == [("snake-too-short", UNFINISHED)] * 2
    # In a 2x2 board neither piece has room for five cells.
    assert kinds(check(board("..", ".."), written("1.", "4."))) == [("snake-too-short", MISTAKE)] * 2


# ----- arrow-wrong --------------------------------------------------------------------------

def test_an_arrow_that_sees_nothing_yet_is_unfinished():
    puzzle = board("#.....", arrows=[(0, 0, "right", 2)])
    [v] = check(puzzle, HebiAnswer())
    assert (v.code, v.kind) == ("arrow-wrong", UNFINISHED)
    assert "row 1, column 1" in v.message


def test_an_arrow_whose_line_is_all_dotted_is_a_mistake():
    puzzle = board("#..#", arrows=[(0, 0, "right", 2)])
    answer = with_dots(HebiAnswer(), (0, 1), (0, 2))
    assert kinds(check(puzzle, answer)) == [("arrow-wrong", MISTAKE)]


def test_an_arrow_showing_zero_that_sees_a_digit_is_a_mistake():
    puzzle = board("#.....", arrows=[(0, 0, "right", 0)])
    violations = check(puzzle, written("..1..."))
    assert ("arrow-wrong", MISTAKE) in kinds(violations)


def test_an_arrow_seeing_a_wrong_digit_is_unfinished_while_its_number_may_go_before_it():
    puzzle = board("#.......", arrows=[(0, 0, "right", 3)])
    arrow = [v for v in check(puzzle, written("...12...")) if v.code == "arrow-wrong"]
    assert kinds(arrow) == [("arrow-wrong", UNFINISHED)]
    assert "the 1 at row 1, column 4" in arrow[0].message
    dotted = with_dots(written("...12..."), (0, 1), (0, 2))
    assert kinds(v for v in check(puzzle, dotted) if v.code == "arrow-wrong") == [("arrow-wrong", MISTAKE)]
    # Right in front of the arrow: nothing can go before it.
    assert kinds(v for v in check(puzzle, written(".12....."))
                 if v.code == "arrow-wrong") == [("arrow-wrong", MISTAKE)]
    # Before a whole snake, the cell beside it can take no digit.
    assert kinds(check(puzzle, written("..12345."))) == [("arrow-wrong", MISTAKE)]


# ----- snake-sees-snake ------------------------------------------------------------------------

def test_a_snake_seeing_another_is_a_mistake_as_soon_as_its_head_and_2_are_written():
    puzzle = board(*["....."] * 7)
    answer = written("2....",
                     "1....",
                     ".....",
                     ".....",
                     ".....",
                     ".....",
                     "54321")
    violations = check(puzzle, answer)
    sees = [v for v in violations if v.code == "snake-sees-snake"]
    assert kinds(sees) == [("snake-sees-snake", MISTAKE)]
    assert "head at row 2, column 1" in sees[0].message and "looks down" in sees[0].message


# ----- completeness -----------------------------------------------------------------------------

def test_is_complete_needs_a_digit_and_only_whole_snakes():
    puzzle = board(".....", ".....", ".....")
    assert not GENRE.is_complete(puzzle, HebiAnswer())
    assert not GENRE.is_complete(puzzle, with_dots(HebiAnswer(), (0, 0)))
    assert not GENRE.is_complete(puzzle, written("123..", ".....", "....."))
    assert not GENRE.is_complete(puzzle, written("12345", ".....", "123.."))
    assert GENRE.is_complete(puzzle, written("12345", ".....", "54321"))
    # Complete is not the same as correct: an arrow may still object.
    arrowed = board("#....", ".....", ".....", arrows=[(0, 0, "down", 2)])
    answer = written(".1234", "....5", ".....")
    assert GENRE.is_complete(arrowed, answer) and check(arrowed, answer)


# ----- a correct start is never a mistake ---------------------------------------------------------

def _solution(name: str):
    path = str(resources.files("resources").joinpath("examples", name))
    puzzle = nativefile.load(path).puzzle
    return puzzle, solve_verdict(GENRE, puzzle).solutions[0]


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_first_digits_of_every_snake_of_the_solution_are_only_unfinished(name):
    puzzle, solution = _solution(name)
    for upto in range(1, 5):
        start = HebiAnswer(frozenset((c, d) for c, d in solution.digits if d <= upto))
        violations = check(puzzle, start)
        assert violations, "a half-built answer is not solved"
        assert all(v.kind == UNFINISHED for v in violations), [v.message for v in violations]
        assert not GENRE.is_complete(puzzle, start)
    assert GENRE.is_complete(puzzle, solution)


@pytest.mark.parametrize("name", EXAMPLES)
def test_any_part_of_the_solution_is_only_unfinished(name):
    puzzle, solution = _solution(name)
    rng = random.Random(name)
    digits = sorted(solution.digits)
    for _ in range(30):
        part = HebiAnswer(frozenset(d for d in digits if rng.random() < 0.6))
        assert all(v.kind == UNFINISHED for v in check(puzzle, part))


# ----- messages name their place ------------------------------------------------------------------

def test_no_two_violations_of_one_rule_say_the_same_thing():
    puzzle = board("#.......", "........", "........", "........",
                   arrows=[(0, 0, "right", 4)])
    answer = written(".1.1....",
                     "........",
                     "12..21..",
                     "........")
    violations = check(puzzle, answer)
    assert len(violations) >= 5
    by_code = Counter((v.code, v.message) for v in violations)
    assert all(n == 1 for n in by_code.values()), by_code
    assert all("row " in v.message and "column " in v.message for v in violations)
