"""Corral while playing: mistakes (shown live) against unfinished work (shown on
Check or once the loop closes), completeness, and messages that name places."""
from __future__ import annotations

import random
from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.core.violation import MISTAKE, UNFINISHED
from genres.corral import GENRE
from genres.corral.model import (ADDITIVE_MULTIPLICATIVE, CorralAnswer, CorralPuzzle, answer_from_inside,
                                 toggle_cross)

SHAPE = ["##..",
         "###.",
         ".##.",
         ".###"]


def cells(picture):
    return {(r, c) for r, row in enumerate(picture) for c, ch in enumerate(row) if ch == "#"}


def shaded(puzzle, picture):
    return answer_from_inside(puzzle, cells(picture))


def standard(numbers, rows=4, cols=4):
    return CorralPuzzle(rows, cols, frozenset(numbers.items()))


def variant(numbers, rows=4, cols=4):
    return CorralPuzzle(rows, cols, frozenset(numbers.items()), ADDITIVE_MULTIPLICATIVE)


def lines(*runs):
    """Loop sides along runs of grid dots, e.g. lines([(0, 0), (0, 1), (1, 1)])."""
    out = set()
    for run in runs:
        for a, b in zip(run, run[1:]):
            out.add((a, b) if a < b else (b, a))
    return CorralAnswer(frozenset(out))


def found(puzzle, answer, code):
    return [v for v in GENRE.check(puzzle, answer) if v.code == code]


def kinds(puzzle, answer, code):
    return [v.kind for v in found(puzzle, answer, code)]


# ----- every code: a mistake, and where it can be, unfinished ----------------------
def test_a_branch_and_a_touching_dot_are_always_mistakes():
    p = standard({})
    branch = lines([(1, 0), (1, 1), (1, 2)], [(1, 1), (2, 1)])
    assert kinds(p, branch, "loop-branch") == [MISTAKE]
    touch = lines([(1, 0), (1, 1), (1, 2)], [(0, 1), (1, 1), (2, 1)])
    assert kinds(p, touch, "loop-touches-itself") == [MISTAKE]


def test_a_loose_end_is_unfinished_while_the_loop_can_still_go_on_from_it():
    p = standard({})
    answer = lines([(0, 0), (0, 1)])
    assert kinds(p, answer, "loop-dead-end") == [UNFINISHED, UNFINISHED]
    assert not any(v.is_mistake for v in GENRE.check(p, answer))


def test_a_loose_end_whose_only_way_on_is_crossed_out_is_a_mistake():
    p = standard({})
    # The corner dot (0,0) has one other line, down the border: crossing it out traps the end.
    answer = toggle_cross(lines([(0, 0), (0, 1)]), ((0, 0), (1, 0)))
    ends = found(p, answer, "loop-dead-end")
    assert [(v.edges, v.kind) for v in ends] == [((("dot", (0, 0)),), MISTAKE),
                                                ((("dot", (0, 1)),), UNFINISHED)]


def test_a_loose_end_surrounded_by_dots_with_two_lines_already_is_a_mistake():
    p = standard({}, 2, 2)
    # Top, right and bottom border drawn, plus a stub from the left into the centre dot
    # (1,1): each of its other lines leads to a dot that already has two.
    answer = lines([(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0)], [(1, 0), (1, 1)])
    by_dot = {v.edges[0][1]: v.kind for v in found(p, answer, "loop-dead-end")}
    assert by_dot == {(1, 1): MISTAKE, (0, 0): UNFINISHED, (1, 0): UNFINISHED, (2, 0): UNFINISHED}


def test_a_piece_of_loop_closed_while_other_lines_are_drawn_is_closed_too_early():
    p = standard({})
    answer = lines([(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)], [(3, 3), (3, 4)])
    early = found(p, answer, "loop-closed-early")
    assert [v.kind for v in early] == [MISTAKE]
    assert {d for _, d in early[0].edges} == {(0, 0), (0, 1), (1, 0), (1, 1)}
    # The loop alone, closed, is simply the answer, not closed early.
    assert found(p, lines([(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]), "loop-closed-early") == []


def test_nothing_drawn_is_unfinished():
    assert kinds(standard({(1, 1): 6}), CorralAnswer(), "loop-empty") == [UNFINISHED]


def test_two_closed_loops_and_a_loop_inside_a_loop_are_mistakes():
    p = standard({}, 5, 5)
    assert kinds(p, shaded(p, ["##...", "##...", ".....", "...##", "...##"]), "inside-split") == [MISTAKE]
    ring = shaded(p, ["#####", "#...#", "#...#", "#...#", "#####"])
    assert kinds(p, ring, "outside-hole") == [MISTAKE]


def test_a_closed_loop_that_leaves_a_number_out_is_a_mistake():
    p = standard({(1, 1): 6, (3, 3): 3, (0, 3): 1})
    assert kinds(p, shaded(p, SHAPE), "number-outside") == [MISTAKE]


def test_a_number_that_sees_too_many_is_a_mistake_too_few_is_unfinished():
    assert kinds(standard({(1, 1): 5, (3, 3): 3}), shaded(standard({}), SHAPE), "number-count-wrong") == [MISTAKE]
    assert kinds(standard({(1, 1): 7, (3, 3): 3}), shaded(standard({}), SHAPE), "number-count-wrong") == [UNFINISHED]


def test_a_lone_variant_number_is_a_mistake_only_when_both_readings_see_too_much():
    # (1,1) sees 6 (additive) and 3 x 4 = 12 (multiplicative).
    assert kinds(variant({(1, 1): 5}), shaded(standard({}), SHAPE), "number-count-wrong") == [MISTAKE]
    assert kinds(variant({(1, 1): 7}), shaded(standard({}), SHAPE), "number-count-wrong") == [UNFINISHED]


def test_a_pair_is_a_mistake_when_every_split_already_sees_too_much():
    # (1,1): + 6, x 12; (2,2): + 4, x 6.
    assert kinds(variant({(1, 1): 6, (2, 2): 4}), shaded(standard({}), SHAPE),
                 "variant-pair-no-split") == [MISTAKE]
    # 12 and 6: "(1,1) additive, (2,2) multiplicative" can still grow to fit.
    assert kinds(variant({(1, 1): 12, (2, 2): 6}), shaded(standard({}), SHAPE),
                 "variant-pair-no-split") == [UNFINISHED]


def test_every_violation_says_mistake_or_unfinished():
    p = standard({(1, 1): 9, (3, 0): 2})
    boards = [CorralAnswer(), lines([(0, 0), (0, 1)]), shaded(p, SHAPE),
              shaded(p, ["##..", "##..", "..##", "..##"]), shaded(p, ["####", "#.##", "####", "####"])]
    for answer in boards:
        for v in GENRE.check(p, answer):
            assert v.kind in (MISTAKE, UNFINISHED), v


# ----- is_complete ---------------------------------------------------------------
def test_the_answer_is_complete_once_the_loop_is_closed():
    p = standard({(1, 1): 6})
    assert not GENRE.is_complete(p, CorralAnswer())
    assert not GENRE.is_complete(p, lines([(0, 0), (0, 1), (1, 1)]))
    assert GENRE.is_complete(p, lines([(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]))
    assert GENRE.is_complete(p, shaded(p, SHAPE))            # shading always closes
    # A loop through a dot twice is not a finished loop.
    assert not GENRE.is_complete(p, shaded(p, ["#...", ".#..", "....", "...."]))
    # Two closed loops are complete (and then every rule, the split too, is shown).
    assert GENRE.is_complete(p, shaded(p, ["#...", "....", "..#.", "...."]))


# ----- a correct start shows no mistake ----------------------------------------------
def example(name):
    text = resources.files("resources").joinpath("examples", name).read_text(encoding="utf-8")
    return nativefile.loads(text).puzzle


@pytest.mark.parametrize("name", ["corral-01.json", "corral-am-01.json"])
def test_the_first_links_of_the_solution_show_no_mistake(name):
    puzzle = example(name)
    solution = solve_verdict(GENRE, puzzle).solutions[0]
    sides = sorted(solution.sides)
    rng = random.Random(5)
    starts = [sides[:k] for k in (1, 2, 3, 5, 8, len(sides) // 2)]
    starts += [rng.sample(sides, rng.randint(1, len(sides) - 1)) for _ in range(20)]
    for start in starts:
        answer = CorralAnswer(frozenset(start))
        found_ = GENRE.check(puzzle, answer)
        assert found_, "an unfinished loop is not solved"
        assert [v for v in found_ if v.is_mistake] == []
        assert not GENRE.is_complete(puzzle, answer)
    assert GENRE.is_complete(puzzle, solution) and GENRE.check(puzzle, solution) == []


# ----- messages name their place -----------------------------------------------------
def test_each_message_names_its_place_and_no_two_read_alike():
    std = standard({(1, 1): 9, (3, 0): 2})
    boards = [
        (std, lines([(0, 0), (0, 1)], [(2, 2), (2, 3)])),                       # four loose ends
        (std, lines([(1, 0), (1, 1), (1, 2)], [(1, 1), (2, 1)], [(3, 0), (3, 1)])),
        (std, shaded(std, ["#.#.", "....", "#.#.", "...."])),                   # four parts
        (std, shaded(std, ["####", "#.#.", "####", "####"])),
        (variant({(0, 0): 5, (3, 3): 7, (1, 2): 40, (2, 1): 30}), shaded(std, SHAPE)),
    ]
    for puzzle, answer in boards:
        found_ = GENRE.check(puzzle, answer)
        messages = [v.message for v in found_]
        assert len(set(messages)) == len(messages), messages
        for v in found_:
            assert "row " in v.message and "column " in v.message, v.message
            assert v.message.endswith("."), v.message


def test_a_number_is_named_by_its_value_and_cell():
    p = standard({(1, 1): 5, (3, 3): 3})
    (v,) = found(p, shaded(p, SHAPE), "number-count-wrong")
    assert v.message.startswith("The 5 at row 2, column 2 sees 6 inside cells")
    (v,) = found(p, lines([(0, 0), (0, 1), (1, 1)], [(1, 1), (1, 2)], [(1, 1), (2, 1)]), "loop-branch")
    assert "the top-left corner of row 2, column 2" in v.message
    # Dots on the bottom and right border are named by the cell above or to their left.
    (v, w) = found(p, lines([(4, 4), (4, 3)]), "loop-dead-end")
    assert "the bottom-left corner of row 4, column 4" in v.message
    assert "the bottom-right corner of row 4, column 4" in w.message
