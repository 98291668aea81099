"""Corral model: one answer for both input styles, parity inside, native JSON."""
from __future__ import annotations

import json

import pytest

from genres.core.errors import PuzzleFormatError
from genres.corral import GENRE
from genres.corral.model import (ADD, ADDITIVE_MULTIPLICATIVE, MUL, CorralAnswer, CorralPuzzle,
                                 answer_from_inside, boundary, inside_cells, set_inside,
                                 toggle_cell, toggle_cross, toggle_outside_mark, toggle_side, with_op)

REGION = {(0, 0), (0, 1), (1, 1), (2, 1), (2, 2), (1, 3), (2, 3)}


def test_shading_cells_and_drawing_their_outline_give_the_same_answer():
    puzzle = CorralPuzzle(4, 4)
    by_shading = CorralAnswer()
    for cell in sorted(REGION):
        by_shading = toggle_cell(puzzle, by_shading, cell)
    by_drawing = CorralAnswer()
    for s in sorted(boundary(puzzle.geometry, REGION)):
        by_drawing = toggle_side(by_drawing, s)
    assert by_shading == by_drawing
    assert inside_cells(puzzle, by_drawing) == REGION


def test_drawing_a_loop_makes_the_cells_it_encloses_inside():
    puzzle = CorralPuzzle(3, 3)
    loop = [((0, 1), (0, 2)), ((0, 2), (0, 3)), ((0, 3), (1, 3)), ((1, 3), (2, 3)),
            ((2, 2), (2, 3)), ((2, 1), (2, 2)), ((1, 1), (2, 1)), ((0, 1), (1, 1))]
    answer = CorralAnswer()
    for s in loop:
        answer = toggle_side(answer, s)
    assert inside_cells(puzzle, answer) == {(0, 1), (0, 2), (1, 1), (1, 2)}


def test_shading_flips_exactly_one_cell_even_while_the_loop_is_open():
    puzzle = CorralPuzzle(3, 4)
    answer = toggle_side(CorralAnswer(), ((1, 2), (2, 2)))   # a stray line
    before = inside_cells(puzzle, answer)
    after = inside_cells(puzzle, toggle_cell(puzzle, answer, (1, 0)))
    assert before ^ after == {(1, 0)}


def test_shading_a_cell_twice_restores_the_answer():
    puzzle = CorralPuzzle(3, 3)
    start = answer_from_inside(puzzle, {(0, 0), (1, 0)})
    assert toggle_cell(puzzle, toggle_cell(puzzle, start, (1, 1)), (1, 1)) == start


def test_painting_inside_leaves_cells_already_inside_alone():
    puzzle = CorralPuzzle(3, 3)
    start = answer_from_inside(puzzle, {(0, 0)})
    assert set_inside(puzzle, start, (0, 0), True) == start
    assert inside_cells(puzzle, set_inside(puzzle, start, (0, 1), True)) == {(0, 0), (0, 1)}
    assert inside_cells(puzzle, set_inside(puzzle, start, (0, 0), False)) == set()


def test_a_line_and_a_cross_never_share_a_grid_line():
    s = ((0, 0), (0, 1))
    crossed = toggle_cross(CorralAnswer(), s)
    assert crossed.crosses == {s}
    drawn = toggle_side(crossed, s)
    assert drawn.sides == {s} and drawn.crosses == set()
    assert toggle_cross(drawn, s).sides == set()


def test_shading_a_cell_inside_removes_its_outside_mark_and_crosses_on_new_lines():
    puzzle = CorralPuzzle(2, 2)
    answer = toggle_cross(toggle_outside_mark(CorralAnswer(), (0, 0)), ((0, 0), (0, 1)))
    shaded = toggle_cell(puzzle, answer, (0, 0))
    assert shaded.outside_marks == set() and shaded.crosses == set()


def test_symmetric_partners_pair_through_the_centre():
    puzzle = CorralPuzzle(3, 4, frozenset({((0, 0), 2), ((2, 3), 5), ((1, 1), 3)}),
                          ADDITIVE_MULTIPLICATIVE)
    assert puzzle.partner((0, 1)) == (2, 2)
    assert puzzle.pairs() == [((0, 0), (2, 3))]
    assert puzzle.lone_numbers() == [(1, 1)]
    assert CorralPuzzle(3, 3).is_centre((1, 1))


def test_difference_cells_are_the_cells_whose_side_differs():
    puzzle = CorralPuzzle(3, 3)
    a = answer_from_inside(puzzle, {(0, 0), (0, 1)})
    b = answer_from_inside(puzzle, {(0, 0), (1, 0)})
    assert GENRE.difference_cells(puzzle, a, b) == [(0, 1), (1, 0)]


def test_resizing_keeps_what_fits_and_the_answer_is_cleaned():
    puzzle = CorralPuzzle(4, 4, frozenset({((0, 0), 2), ((3, 3), 1)}), ADDITIVE_MULTIPLICATIVE)
    answer = with_op(answer_from_inside(puzzle, {(0, 0), (3, 3)}), (3, 3), MUL)
    answer = toggle_outside_mark(answer, (3, 2))
    small = GENRE.resized(puzzle, 2, 2)
    assert small.numbers == {((0, 0), 2)} and small.variant == ADDITIVE_MULTIPLICATIVE
    cleaned = GENRE.clean_answer(small, answer)
    assert inside_cells(small, cleaned) == {(0, 0)}
    assert cleaned.ops == set() and cleaned.outside_marks == set()


# ----- native JSON --------------------------------------------------------------
def test_puzzle_json_round_trips_in_both_variants():
    for variant in ("standard", ADDITIVE_MULTIPLICATIVE):
        puzzle = CorralPuzzle(5, 6, frozenset({((0, 1), 4), ((4, 4), 12)}), variant)
        data = json.loads(json.dumps(GENRE.puzzle_to_json(puzzle)))
        assert GENRE.puzzle_from_json(data) == puzzle


def test_answer_json_round_trips_with_notes():
    puzzle = CorralPuzzle(3, 3, frozenset({((0, 0), 3), ((2, 2), 2)}), ADDITIVE_MULTIPLICATIVE)
    answer = answer_from_inside(puzzle, {(0, 0), (0, 1), (1, 1)})
    answer = toggle_cross(toggle_outside_mark(with_op(answer, (0, 0), ADD), (2, 0)), ((3, 0), (3, 1)))
    data = json.loads(json.dumps(GENRE.answer_to_json(puzzle, answer)))
    assert GENRE.answer_from_json(puzzle, data) == answer


def test_a_puzzle_without_a_variant_field_is_standard():
    assert GENRE.puzzle_from_json({"rows": 2, "cols": 3}).variant == "standard"


@pytest.mark.parametrize("data, words", [
    ([], "JSON object"),
    ({"rows": 101, "cols": 5}, "between 1 and 100"),
    ({"rows": "5", "cols": 5}, "whole number"),
    ({"rows": 5, "cols": 5, "variant": "sudoku"}, "unknown Corral variant"),
    ({"rows": 5, "cols": 5, "numbers": {}}, "must be a list"),
    ({"rows": 5, "cols": 5, "numbers": [[1, 1]]}, "bad number entry"),
    ({"rows": 5, "cols": 5, "numbers": [[1, 1, True]]}, "bad number entry"),
    ({"rows": 5, "cols": 5, "numbers": [[1, 1, 0]]}, "between 1 and"),
    ({"rows": 5, "cols": 5, "numbers": [[5, 1, 3]]}, "outside the grid"),
    ({"rows": 5, "cols": 5, "numbers": [[1, 1, 3], [1, 1, 4]]}, "two numbers"),
])
def test_bad_puzzle_json_is_refused_with_a_reason(data, words):
    with pytest.raises(PuzzleFormatError, match=words):
        GENRE.puzzle_from_json(data)


STANDARD_3 = CorralPuzzle(3, 3, frozenset({((0, 0), 2)}))
VARIANT_3 = CorralPuzzle(3, 3, frozenset({((0, 0), 2), ((2, 2), 2)}), ADDITIVE_MULTIPLICATIVE)


@pytest.mark.parametrize("puzzle, data, words", [
    (STANDARD_3, "sides", "JSON object"),
    (STANDARD_3, {"sides": 3}, "must be a list"),
    (STANDARD_3, {"sides": [[0, 0, 0]]}, "bad sides entry"),
    (STANDARD_3, {"sides": [[0, 3, 0, 4]]}, "outside the grid"),
    (STANDARD_3, {"sides": [[0, 0, 1, 1]]}, "neighbouring grid dots"),
    (STANDARD_3, {"crosses": [[-1, 0, 0, 0]]}, "outside the grid"),
    (STANDARD_3, {"sides": [[0, 0, 0, 1]], "crosses": [[0, 1, 0, 0]]}, "both drawn and crossed"),
    (STANDARD_3, {"outside": [[3, 0]]}, "bad outside mark"),
    (STANDARD_3, {"ops": [[0, 0, "+"]]}, "variant only"),
    (VARIANT_3, {"ops": [[0, 0, "x"]]}, "bad ops entry"),
    (VARIANT_3, {"ops": [[1, 1, "*"]]}, "not on a number"),
])
def test_bad_answer_json_is_refused_with_a_reason(puzzle, data, words):
    with pytest.raises(PuzzleFormatError, match=words):
        GENRE.answer_from_json(puzzle, data)


def test_the_genre_describes_itself():
    assert GENRE.key == "corral" and GENRE.name == "Corral"
    puzzle = GENRE.new_puzzle(5, 6)
    assert GENRE.size(puzzle) == (5, 6) and puzzle.variant == "standard"
    assert GENRE.is_blank(puzzle, GENRE.empty_answer(puzzle))
    assert not GENRE.is_blank(puzzle, toggle_cell(puzzle, CorralAnswer(), (0, 0)))
    with pytest.raises(ValueError):
        GENRE.new_puzzle(0, 5)
