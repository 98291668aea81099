"""Hebi-Ichigo model edits, native JSON and its validation."""
from __future__ import annotations

import json

import pytest

from genres.core.errors import PuzzleFormatError
from genres.core.nativefile import dumps
from genres.core.document import Document
from genres.hebi import GENRE
from genres.hebi.model import Arrow, HebiAnswer, HebiPuzzle

from test_hebi_rules import SEED, SEED_ANSWER, board, written


# ----- edits -------------------------------------------------------------
def test_turning_a_black_cell_white_removes_its_arrow():
    p = HebiPuzzle.empty(3, 3).with_arrow((1, 1), "up").with_number((1, 1), 2)
    assert p.arrow((1, 1)) == Arrow("up", 2) and p.is_black((1, 1))
    q = p.toggle_black((1, 1))
    assert not q.is_black((1, 1)) and q.arrow((1, 1)) is None and q.arrows == frozenset()
    assert p.arrow((1, 1)) == Arrow("up", 2)   # the original is untouched


def test_setting_an_arrow_blackens_the_cell_and_keeps_its_number():
    p = HebiPuzzle.empty(3, 3).with_arrow((0, 2), "left").with_number((0, 2), 0)
    p = p.with_arrow((0, 2), "down")
    assert p.arrow((0, 2)) == Arrow("down", 0)
    assert p.with_arrow((0, 2), None).arrow((0, 2)) is None
    assert p.with_arrow((0, 2), None).is_black((0, 2))


def test_a_number_needs_an_arrow():
    p = HebiPuzzle.empty(2, 2).with_black((0, 0), True)
    with pytest.raises(ValueError, match="no arrow"):
        p.with_number((0, 0), 3)


def test_a_puzzle_built_in_code_refuses_an_arrow_on_a_white_cell():
    with pytest.raises(ValueError, match="not on a black cell"):
        HebiPuzzle(2, 2, frozenset(), frozenset({((0, 0), "up", 1)}))
    with pytest.raises(ValueError, match="0 to 5"):
        HebiPuzzle(2, 2, frozenset({(0, 0)}), frozenset({((0, 0), "up", 6)}))


def test_writing_a_digit_replaces_a_dot_and_the_other_way_round():
    a = HebiAnswer().with_dot((0, 0), True).with_digit((0, 0), 4)
    assert a.digit((0, 0)) == 4 and a.dots == frozenset()
    b = a.with_dot((0, 0), True)
    assert b.digit((0, 0)) is None and b.dots == {(0, 0)}
    assert a.with_digit((0, 0), None) == HebiAnswer()
    with pytest.raises(ValueError):
        a.with_digit((0, 1), 6)


def test_clean_answer_drops_digits_on_cells_that_became_black_or_fell_off():
    answer = written("12345").with_dot((0, 0), False)
    answer = HebiAnswer(answer.digits, frozenset({(0, 4)}))
    puzzle = board(".#...")
    cleaned = GENRE.clean_answer(GENRE.resized(puzzle, 1, 4), answer)
    assert cleaned == HebiAnswer(frozenset({((0, 0), 1), ((0, 2), 3), ((0, 3), 4)}))


def test_resizing_keeps_what_still_fits():
    p = GENRE.resized(SEED, 2, 3)
    assert (p.rows, p.cols) == (2, 3)
    assert p.black == {(1, 1)} and p.arrow((1, 1)) == Arrow("up", 1)


def test_difference_cells_are_where_digits_differ():
    other = SEED_ANSWER.with_digit((0, 3), 2).with_digit((0, 0), None)
    assert GENRE.difference_cells(SEED, SEED_ANSWER, other) == [(0, 0), (0, 3)]


def test_blank_answer_is_blank_even_with_dots():
    assert GENRE.is_blank(SEED, HebiAnswer(dots=frozenset({(0, 0)})))
    assert not GENRE.is_blank(SEED, SEED_ANSWER)


# ----- JSON round trips ----------------------------------------------------
def test_puzzle_json_round_trip():
    data = GENRE.puzzle_to_json(SEED)
    assert data == {"rows": 4, "cols": 4, "grid": ["....", ".#..", ".##.", "...."],
                    "arrows": [[1, 1, "up", 1], [2, 2, "right", 3]]}
    assert GENRE.puzzle_from_json(json.loads(json.dumps(data))) == SEED


def test_an_arrow_without_a_number_round_trips_as_null():
    p = board("#.", arrows=[(0, 0, "right", None)])
    assert GENRE.puzzle_to_json(p)["arrows"] == [[0, 0, "right", None]]
    assert GENRE.puzzle_from_json(json.loads(json.dumps(GENRE.puzzle_to_json(p)))) == p


def test_answer_json_round_trip_with_dots():
    answer = HebiAnswer(SEED_ANSWER.digits, frozenset({(0, 2), (0, 3)}))
    data = GENRE.answer_to_json(SEED, answer)
    assert data["dots"] == [[0, 2], [0, 3]] and [0, 1, 1] in data["digits"]
    assert GENRE.answer_from_json(SEED, json.loads(json.dumps(data))) == answer


def test_native_file_round_trip():
    # Read back through the genre itself: the registry learns the genre once its view exists.
    data = json.loads(dumps(Document(GENRE, SEED, SEED_ANSWER, {"title": "Seed"})))
    assert data["genre"] == "hebi-ichigo"
    puzzle = GENRE.puzzle_from_json(data["puzzle"])
    assert puzzle == SEED and GENRE.answer_from_json(puzzle, data["answer"]) == SEED_ANSWER


# ----- bad input -----------------------------------------------------------
def _puzzle(**changes):
    data = {"rows": 2, "cols": 3, "grid": ["#..", "..#"], "arrows": [[0, 0, "right", 2]]}
    data.update(changes)
    return data


@pytest.mark.parametrize("data, message", [
    ([1, 2], "JSON object"),
    (_puzzle(rows=101), "between 1 and 100"),
    (_puzzle(cols="3"), "whole number"),
    (_puzzle(rows=True), "whole number"),
    (_puzzle(grid=["#.."]), "list of 2 rows"),
    (_puzzle(grid=["#..", ".."]), "row 2 must be text of 3"),
    (_puzzle(grid=["#x.", "..#"]), "unknown cell 'x'"),
    (_puzzle(arrows={"a": 1}), "must be a list"),
    (_puzzle(arrows=[[0, 0, "right"]]), "bad arrow entry"),
    (_puzzle(arrows=[["0", 0, "right", 1]]), "bad arrow entry"),
    (_puzzle(arrows=[[5, 0, "right", 1]]), "outside the grid"),
    (_puzzle(arrows=[[0, -1, "right", 1]]), "outside the grid"),
    (_puzzle(arrows=[[0, 1, "right", 1]]), "on a white cell"),
    (_puzzle(arrows=[[0, 0, "north", 1]]), "direction 'north'"),
    (_puzzle(arrows=[[0, 0, 3, 1]]), "direction 3"),
    (_puzzle(arrows=[[0, 0, "right", 6]]), "0 to 5"),
    (_puzzle(arrows=[[0, 0, "right", -1]]), "0 to 5"),
    (_puzzle(arrows=[[0, 0, "right", 2.5]]), "0 to 5"),
    (_puzzle(arrows=[[0, 0, "right", "2"]]), "0 to 5"),
    (_puzzle(arrows=[[0, 0, "right", 2], [0, 0, "up", 1]]), "two arrows"),
])
def test_bad_puzzle_json_is_refused_with_a_clear_message(data, message):
    with pytest.raises(PuzzleFormatError, match=message):
        GENRE.puzzle_from_json(data)


@pytest.mark.parametrize("data, message", [
    ("digits", "JSON object"),
    ({"digits": {}}, "must be a list"),
    ({"digits": [[0, 1]]}, "bad digits entry"),
    ({"digits": [[0, 1, "3"]]}, "bad digits entry"),
    ({"digits": [[0, 1, True]]}, "bad digits entry"),
    ({"digits": [[0, 1, 6]]}, "1 to 5"),
    ({"digits": [[0, 1, 0]]}, "1 to 5"),
    ({"digits": [[2, 1, 3]]}, "outside the grid"),
    ({"digits": [[0, 0, 3]]}, "black cell"),
    ({"digits": [[0, 1, 3], [0, 1, 4]]}, "two digits"),
    ({"dots": [[0, 1, 1]]}, "bad dots entry"),
    ({"dots": [[1, 2]]}, "black cell"),
    ({"dots": [[0, 9]]}, "outside the grid"),
    ({"digits": [[0, 1, 3]], "dots": [[0, 1]]}, "both a digit and a dot"),
])
def test_bad_answer_json_is_refused_with_a_clear_message(data, message):
    puzzle = GENRE.puzzle_from_json(_puzzle())
    with pytest.raises(PuzzleFormatError, match=message):
        GENRE.answer_from_json(puzzle, data)


def test_missing_arrows_digits_and_dots_mean_none():
    puzzle = GENRE.puzzle_from_json({"rows": 1, "cols": 2, "grid": [".."]})
    assert puzzle == HebiPuzzle(1, 2)
    assert GENRE.answer_from_json(puzzle, {}) == HebiAnswer()
