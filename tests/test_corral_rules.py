"""Corral checker: every rule of shared rules §2 broken on its own, and solved boards."""
from __future__ import annotations

from genres.corral import GENRE
from genres.corral.model import (ADD, ADDITIVE_MULTIPLICATIVE, MUL, CorralAnswer, CorralPuzzle,
                                 answer_from_inside, toggle_side, with_op)

# A 4x4 board: "#" inside, "." outside.  The number at (1,1) sees 6 cells
# (3 in its row, 4 in its column, itself once); horizontally 3 x vertically 4 = 12.
# The cell (2,2) sees 4 (runs 2 and 3, product 6).  (3,3) sees 3.
SHAPE = ["##..",
         "###.",
         ".##.",
         ".###"]


def cells(picture: list[str]) -> set:
    return {(r, c) for r, row in enumerate(picture) for c, ch in enumerate(row) if ch == "#"}


def shaded(puzzle: CorralPuzzle, picture: list[str]) -> CorralAnswer:
    return answer_from_inside(puzzle, cells(picture))


def standard(numbers: dict, rows: int = 4, cols: int = 4) -> CorralPuzzle:
    return CorralPuzzle(rows, cols, frozenset(numbers.items()))


def variant(numbers: dict, rows: int = 4, cols: int = 4) -> CorralPuzzle:
    return CorralPuzzle(rows, cols, frozenset(numbers.items()), ADDITIVE_MULTIPLICATIVE)


def codes(violations) -> list[str]:
    return [v.code for v in violations]


def blamed_dots(v) -> set:
    return {p for kind, p in v.edges if kind == "dot"}


# ----- solved boards -----------------------------------------------------------
def test_a_correct_standard_answer_has_no_violations():
    puzzle = standard({(1, 1): 6, (3, 3): 3})
    assert GENRE.check(puzzle, shaded(puzzle, SHAPE)) == []


def test_a_correct_variant_answer_passes_with_either_number_multiplicative():
    p_mul = variant({(1, 1): 12, (2, 2): 4})   # (1,1) multiplicative, (2,2) additive
    p_add = variant({(1, 1): 6, (2, 2): 6})    # (1,1) additive, (2,2) multiplicative
    assert GENRE.check(p_mul, shaded(p_mul, SHAPE)) == []
    assert GENRE.check(p_add, shaded(p_add, SHAPE)) == []


def test_variant_notes_that_contradict_the_fitting_split_are_only_notes():
    puzzle = variant({(1, 1): 12, (2, 2): 4})
    answer = with_op(with_op(shaded(puzzle, SHAPE), (1, 1), ADD), (2, 2), MUL)
    assert GENRE.check(puzzle, answer) == []


def test_a_single_cell_board_enclosed_by_the_loop_is_solved():
    puzzle = standard({(0, 0): 1}, 1, 1)
    assert GENRE.check(puzzle, shaded(puzzle, ["#"])) == []


# ----- rule 1: one closed loop, no dot twice ------------------------------------
def test_the_loop_may_not_end_at_a_dot():
    puzzle = standard({})
    answer = toggle_side(shaded(puzzle, ["....", ".#..", "....", "...."]), ((1, 1), (2, 1)))
    found = GENRE.check(puzzle, answer)
    assert codes(found) == ["loop-dead-end", "loop-dead-end"]   # one per loose end
    assert [blamed_dots(v) for v in found] == [{(1, 1)}, {(2, 1)}]


def test_the_loop_may_not_branch():
    puzzle = standard({})
    # A domino's outline plus the line between its two cells: three lines at two dots.
    answer = toggle_side(shaded(puzzle, ["....", ".##.", "....", "...."]), ((1, 2), (2, 2)))
    found = GENRE.check(puzzle, answer)
    assert codes(found) == ["loop-branch", "loop-branch"]       # one per dot
    assert [blamed_dots(v) for v in found] == [{(1, 2)}, {(2, 2)}]


def test_the_loop_may_not_touch_itself_at_a_dot():
    # Touching at a dot always also splits the inside or encloses a hole (a closed
    # loop through the touching dot separates the two outside cells there).
    puzzle = standard({})
    found = GENRE.check(puzzle, shaded(puzzle, ["#...", ".#..", "....", "...."]))
    assert codes(found) == ["loop-touches-itself", "inside-split"]
    assert blamed_dots(found[0]) == {(1, 1)}
    found = GENRE.check(puzzle, shaded(puzzle, ["###.", "#.#.", "##..", "...."]))
    assert codes(found) == ["loop-touches-itself", "outside-hole"]
    assert blamed_dots(found[0]) == {(2, 2)}
    assert found[1].cells == ((1, 1),)


def test_an_empty_board_reports_only_that_there_is_no_loop():
    puzzle = standard({(1, 1): 6})
    assert codes(GENRE.check(puzzle, CorralAnswer())) == ["loop-empty"]


def test_the_inside_must_be_one_region():
    puzzle = standard({})
    found = GENRE.check(puzzle, shaded(puzzle, ["###.", "###.", "....", "..##"]))
    assert codes(found) == ["inside-split"]
    assert set(found[0].cells) == {(3, 2), (3, 3)}


def test_the_inside_may_not_enclose_outside_cells():
    puzzle = standard({})
    found = GENRE.check(puzzle, shaded(puzzle, ["####", "#..#", "####", "...."]))
    assert codes(found) == ["outside-hole"]
    assert set(found[0].cells) == {(1, 1), (1, 2)}


def test_two_nested_loops_enclose_a_hole():
    puzzle = standard({}, 5, 5)
    # An outer ring and an inner loop around (2,2): the ring's enclosed cells are
    # outside except the inner one, which is a second inside region.
    picture = ["#####", "#...#", "#.#.#", "#...#", "#####"]
    found = GENRE.check(puzzle, shaded(puzzle, picture))
    assert codes(found) == ["inside-split", "outside-hole"]
    assert found[0].cells == ((2, 2),)


# ----- rule 2: numbers inside ----------------------------------------------------
def test_every_number_must_be_inside():
    puzzle = standard({(1, 1): 6, (3, 3): 3, (0, 3): 1})
    found = GENRE.check(puzzle, shaded(puzzle, SHAPE))
    assert codes(found) == ["number-outside"]
    assert found[0].cells == ((0, 3),)


# ----- rule 3: standard counts ---------------------------------------------------
def test_a_number_counts_itself_once_and_every_inside_cell_it_sees():
    puzzle = standard({(1, 1): 5, (3, 3): 3})
    found = GENRE.check(puzzle, shaded(puzzle, SHAPE))
    assert codes(found) == ["number-count-wrong"]
    assert set(found[0].cells) == {(1, 1), (1, 0), (1, 2), (0, 1), (2, 1), (3, 1)}


def test_sight_stops_at_the_first_outside_cell_but_not_at_other_numbers():
    # (0,0) sees along the top row (through the number at (0,1)) up to the outside (0,3).
    puzzle = standard({(0, 0): 3, (0, 1): 3})
    ok = shaded(puzzle, ["###.", "....", "....", "...."])
    assert GENRE.check(puzzle, ok) == []
    # (0,4) lies beyond the outside cell (0,3): unseen although inside.
    wide = ["###.#", "#####"]
    assert GENRE.check(standard({(0, 0): 4}, 2, 5), shaded(standard({}, 2, 5), wide)) == []
    assert codes(GENRE.check(standard({(0, 0): 5}, 2, 5), shaded(standard({}, 2, 5), wide))) == [
        "number-count-wrong"]


# ----- rule 4: additive/multiplicative pairs --------------------------------------
def test_a_pair_may_not_be_two_additive_numbers():
    puzzle = variant({(1, 1): 6, (2, 2): 4})   # both fit only as additive
    found = GENRE.check(puzzle, shaded(puzzle, SHAPE))
    assert codes(found) == ["variant-pair-no-split"]
    assert set(found[0].cells) == {(1, 1), (1, 0), (1, 2), (0, 1), (2, 1), (3, 1),
                                   (2, 2), (1, 2), (3, 2)}


def test_a_pair_may_not_be_two_multiplicative_numbers():
    puzzle = variant({(1, 1): 12, (2, 2): 6})
    assert codes(GENRE.check(puzzle, shaded(puzzle, SHAPE))) == ["variant-pair-no-split"]


def test_in_the_variant_a_number_is_not_also_judged_by_the_standard_count():
    puzzle = variant({(1, 1): 12, (2, 2): 4})
    assert "number-count-wrong" not in codes(GENRE.check(puzzle, shaded(puzzle, SHAPE)))


def test_a_lone_variant_number_must_fit_one_of_the_two_readings():
    puzzle = variant({(1, 1): 7})
    found = GENRE.check(puzzle, shaded(puzzle, SHAPE))
    assert codes(found) == ["number-count-wrong"]
    assert GENRE.check(variant({(1, 1): 12}), shaded(puzzle, SHAPE)) == []


# ----- construction ---------------------------------------------------------------
def test_a_variant_number_needs_a_symmetric_partner():
    found = GENRE.construction_problems(variant({(0, 1): 3, (3, 2): 4, (1, 0): 2}))
    assert codes(found) == ["number-no-partner"]
    assert found[0].cells == ((1, 0), (2, 3))
    assert found[0].severity == "error"


def test_a_variant_number_may_not_sit_on_the_centre_cell():
    found = GENRE.construction_problems(variant({(1, 1): 3}, 3, 3))
    assert codes(found) == ["number-on-centre"]
    assert found[0].cells == ((1, 1),)


def test_the_standard_variant_has_no_pairs_to_complain_about():
    assert GENRE.construction_problems(standard({(1, 0): 2})) == []


def test_a_number_no_inside_set_can_reach_is_a_warning():
    found = GENRE.construction_problems(standard({(0, 0): 8}))
    assert codes(found) == ["number-too-large"]
    assert found[0].severity == "warning"
    # 16 = 4 x 4 is reachable multiplicatively on a 4x4 board; 8 as well (2 x 4).
    assert GENRE.construction_problems(variant({(0, 0): 16, (3, 3): 8})) == []
    assert codes(GENRE.construction_problems(variant({(0, 0): 17, (3, 3): 1}))) == ["number-too-large"]


def test_a_pair_with_one_number_outside_reports_only_the_number_outside():
    puzzle = variant({(0, 3): 1, (3, 0): 9})
    found = GENRE.check(puzzle, shaded(puzzle, SHAPE))
    assert codes(found) == ["number-outside", "number-outside"]
    assert [v.cells for v in found] == [((0, 3),), ((3, 0),)]


def test_every_message_reads_as_a_full_sentence_like_the_other_genres():
    from genres.corral.rules import check, construction_problems
    std = standard({(1, 1): 9, (3, 0): 2})
    boards = [
        (std, CorralAnswer()),                                                   # no loop
        (std, CorralAnswer(frozenset({((0, 0), (0, 1))}))),                      # dead end
        (std, shaded(std, ["##..", "##..", "..##", "..##"])),                    # touches, split
        (std, shaded(std, ["####", "#.##", "####", "####"])),                    # hole, counts
        (std, shaded(std, ["##..", "##..", "....", "...."])),                    # number outside
        (variant({(0, 0): 5, (3, 3): 7}), shaded(std, SHAPE)),                   # no split fits
    ]
    messages = [v.message for p, a in boards for v in check(p, a)]
    messages += [v.message for v in construction_problems(variant({(0, 0): 99, (1, 1): 2}, 3, 3))]
    assert len(messages) >= 9
    for text in messages:
        assert text.endswith("."), text
