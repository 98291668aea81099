"""Hebi-Ichigo answer rules (shared rules §3): each test breaks exactly one rule."""
from __future__ import annotations

from genres.hebi import GENRE
from genres.hebi.model import HebiAnswer, HebiPuzzle
from genres.hebi.rules import check, construction_problems


def board(*rows: str, arrows=()) -> HebiPuzzle:
    """A puzzle from a picture ("." white, "#" black) and [row, col, direction, number] arrows."""
    return GENRE.puzzle_from_json({"rows": len(rows), "cols": len(rows[0]), "grid": list(rows),
                                   "arrows": [list(a) for a in arrows]})


def written(*rows: str) -> HebiAnswer:
    """An answer from a picture: digits where written, anything else blank."""
    return HebiAnswer(frozenset(((r, c), int(ch)) for r, row in enumerate(rows)
                                for c, ch in enumerate(row) if ch.isdigit()))


def codes(violations) -> list[tuple[str, tuple]]:
    return [(v.code, v.cells) for v in violations]


def row_cells(r: int, c0: int, c1: int) -> tuple:
    return tuple((r, c) for c in range(c0, c1 + 1))


# The seed's example: two snakes, two arrows, one unique answer.
SEED = board("....",
             ".#..",
             ".##.",
             "....", arrows=[(1, 1, "up", 1), (2, 2, "right", 3)])
SEED_ANSWER = written("21..",
                      "3.12",
                      "4..3",
                      "5.54")


def test_correct_answer_breaks_no_rule():
    assert check(SEED, SEED_ANSWER) == []


def test_a_digit_may_not_go_into_a_black_cell():
    answer = SEED_ANSWER.with_digit((2, 1), 3)   # code can build what the reader refuses
    assert codes(check(SEED, answer)) == [("digit-on-black", ((2, 1),))]


def test_a_snake_of_fewer_than_five_cells_is_blamed_whole():
    puzzle = board(".....")
    assert codes(check(puzzle, written("1234."))) == [("snake-too-short", row_cells(0, 0, 3))]


def test_digits_joined_into_more_than_five_cells_are_too_long():
    puzzle = board("......")
    assert codes(check(puzzle, written("123454"))) == [("snake-too-long", row_cells(0, 0, 5))]


def test_a_snake_of_five_cells_may_not_repeat_a_digit():
    puzzle = board(".....")
    violations = check(puzzle, written("12343"))
    assert codes(violations) == [("snake-repeated-digit", row_cells(0, 0, 4))]
    assert "3 twice" in violations[0].message and "lacks 5" in violations[0].message


def test_a_digit_written_three_times_is_counted_right_in_the_message():
    violations = check(board("....."), written("12121"))
    assert codes(violations) == [("snake-repeated-digit", row_cells(0, 0, 4))]
    assert "1 three times and 2 twice" in violations[0].message
    assert "lacks 3, 4 and 5" in violations[0].message


def test_two_snakes_may_not_touch_side_by_side():
    puzzle = board(".....",
                   ".....")
    answer = written("12345",
                     "54321")
    assert codes(check(puzzle, answer)) == [("snakes-touch", row_cells(0, 0, 4) + row_cells(1, 0, 4))]


def test_snakes_may_touch_diagonally():
    puzzle = board("......",
                   "......")
    answer = written("12345.",
                     ".....1")
    # The lone 1 is unfinished, but no snake touch is claimed across the diagonal.
    assert [v.code for v in check(puzzle, answer)] == ["snake-too-short"]


def test_unfinished_pieces_are_not_accused_of_touching():
    # 1 and 4 side by side can be one snake bent round a square once 2 and 3 come.
    puzzle = board("..",
                   "..")
    assert [v.code for v in check(puzzle, written("1.", "4."))] == ["snake-too-short"] * 2


def test_a_snake_may_bend_round_a_square_and_touch_itself():
    puzzle = board("...",
                   "...")
    assert check(puzzle, written("145", "23.")) == []


def test_an_arrow_must_see_its_number_first():
    puzzle = board("#.....", arrows=[(0, 0, "right", 3)])
    assert codes(check(puzzle, written(".12345"))) == [("arrow-wrong", ((0, 0), (0, 1)))]


def test_an_arrow_showing_zero_sees_no_digit():
    puzzle = board("#.....", arrows=[(0, 0, "right", 0)])
    assert codes(check(puzzle, written(".12345"))) == [("arrow-wrong", ((0, 0), (0, 1)))]


def test_an_arrow_with_a_number_that_sees_nothing_blames_its_line_of_sight():
    puzzle = board("#..#..",
                   "......",
                   "......", arrows=[(0, 0, "right", 2)])
    answer = written("......",
                     "......",
                     ".12345")
    assert codes(check(puzzle, answer)) == [("arrow-wrong", ((0, 0), (0, 1), (0, 2)))]


def test_an_arrow_looks_past_blank_cells_and_stops_at_black_cells():
    puzzle = board("#...#......", arrows=[(0, 0, "right", 0), (0, 4, "right", 1)])
    assert check(puzzle, written("......12345")) == []


def test_an_arrow_without_a_number_constrains_nothing():
    puzzle = board("#.....", arrows=[(0, 0, "right", None)])
    assert check(puzzle, written(".54321")) == []


def test_a_snake_may_not_see_another_snake():
    puzzle = board(*["....."] * 7)
    answer = written("5....",
                     "4....",
                     "3....",
                     "2....",
                     "1....",
                     ".....",
                     "54321")
    head, sight, other = (4, 0), ((5, 0), (6, 0)), row_cells(6, 0, 4)
    violations = check(puzzle, answer)
    assert codes(violations) == [("snake-sees-snake", tuple(sorted({head, *sight, *other})))]
    assert "looks down" in violations[0].message


def test_a_black_cell_blocks_a_snakes_eyes():
    puzzle = board(*["....."] * 5, "#....", ".....")
    answer = written("5....",
                     "4....",
                     "3....",
                     "2....",
                     "1....",
                     ".....",
                     "54321")
    assert check(puzzle, answer) == []


def test_a_digit_on_a_black_cell_takes_no_part_in_the_other_rules():
    # The stray 2 would otherwise join the 1 and 3 around it into a long snake.
    puzzle = board("...#.....")
    answer = written("..1.12345").with_digit((0, 3), 2)
    assert codes(check(puzzle, answer)) == [("digit-on-black", ((0, 3),)),
                                            ("snake-too-short", ((0, 2),))]


def test_an_arrow_with_a_number_looking_at_the_border_is_a_construction_warning():
    puzzle = board("#....", arrows=[(0, 0, "left", 2)])
    problems = construction_problems(puzzle)
    assert codes(problems) == [("arrow-clue-impossible", ((0, 0),))]
    assert problems[0].severity == "warning" and "border" in problems[0].message


def test_an_arrow_with_a_number_looking_at_a_black_cell_is_a_construction_warning():
    puzzle = board("##...", arrows=[(0, 0, "right", 1)])
    problems = construction_problems(puzzle)
    assert codes(problems) == [("arrow-clue-impossible", ((0, 0),))]
    assert "black cell" in problems[0].message


def test_blind_arrows_showing_zero_or_no_number_are_fine():
    puzzle = board("#...#", arrows=[(0, 0, "left", 0), (0, 4, "right", None)])
    assert construction_problems(puzzle) == []
