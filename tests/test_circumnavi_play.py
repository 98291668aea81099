"""Circumnavi-Gates while the player works: which broken rules are mistakes
(shown live) and which are unfinished work (shown on Check), whether the loop
looks complete, and that each message names its place once."""
from __future__ import annotations

from importlib import resources

import pytest
from conftest import loop_links, path_links

from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.circumnavi.rules import check
from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.core.violation import MISTAKE, UNFINISHED

# A 4x5 board: circle at the top left, a vertical gate "|" at (2, 2) held by
# the black cells above and below it.
OPEN = CircumnaviPuzzle(4, 5, (
    "o....",
    "..#..",
    "..|..",
    "..#..",
))
# An open path along the top row and down the right side.
RING = [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (3, 4), (3, 3)]
# A small loop through the circle that misses the gate.
SMALL = [(0, 0), (0, 1), (1, 1), (1, 0)]


def kinds(violations, code: str) -> list[str]:
    found = [v.kind for v in violations if v.code == code]
    assert found, f"no {code} among {[v.code for v in violations]}"
    return found


def answer(*links, crosses=(), marks=()) -> CircumnaviAnswer:
    return CircumnaviAnswer(frozenset().union(*links), frozenset(crosses), frozenset(marks))


# ----- one board per code and kind --------------------------------------------
def test_nothing_drawn_is_unfinished():
    assert kinds(check(OPEN, CircumnaviAnswer()), "loop-empty") == [UNFINISHED]


def test_entering_a_black_cell_is_a_mistake_named_by_its_cell():
    vs = check(OPEN, answer(path_links([(1, 1), (1, 2)])))
    (v,) = [v for v in vs if v.code == "loop-on-black"]
    assert v.kind == MISTAKE
    assert v.message.startswith("The loop enters the black cell at row 2, column 3")


def test_a_branch_and_a_crossing_are_mistakes():
    plus = path_links([(1, 0), (1, 1), (1, 2)]) | path_links([(0, 1), (1, 1), (2, 1)])
    assert kinds(check(OPEN, answer(plus)), "loop-crossing") == [MISTAKE]
    tee = path_links([(1, 0), (1, 1), (2, 1)]) | path_links([(0, 1), (1, 1)])
    assert kinds(check(OPEN, answer(tee)), "loop-branch") == [MISTAKE]


def test_a_loose_end_that_can_go_on_is_unfinished():
    vs = check(OPEN, answer(path_links([(1, 0), (1, 1)])))
    assert kinds(vs, "loop-dead-end") == [UNFINISHED, UNFINISHED]
    assert [v.message for v in vs if v.code == "loop-dead-end"] == [
        "The loop stops at row 2, column 1; it must be closed.",
        "The loop stops at row 2, column 2; it must be closed."]
    assert all(v.kind == UNFINISHED for v in vs)


def test_a_loose_end_walled_in_by_border_crosses_and_black_is_a_mistake():
    # (1, 1) comes from (1, 0); right is black, up and down are crossed out.
    crosses = path_links([(0, 1), (1, 1), (2, 1)])
    vs = check(OPEN, answer(path_links([(1, 0), (1, 1)]), crosses=crosses))
    by_cell = {v.cells: v.kind for v in vs if v.code == "loop-dead-end"}
    assert by_cell == {((1, 1),): MISTAKE, ((1, 0),): UNFINISHED}
    # A corner cell whose only other way out is crossed is stuck too.
    vs = check(OPEN, answer(path_links([(0, 0), (0, 1)]), crosses=path_links([(0, 0), (1, 0)])))
    assert {v.cells: v.kind for v in vs if v.code == "loop-dead-end"} == {
        ((0, 0),): MISTAKE, ((0, 1),): UNFINISHED}


def test_a_loose_end_next_to_cells_that_have_both_links_is_a_mistake():
    # (1, 1) ends between a full column of loop and the black cell.
    column = path_links([(0, 0), (1, 0), (2, 0)])
    top = path_links([(0, 1), (0, 2)])
    vs = check(OPEN, answer(column, top, path_links([(1, 1), (2, 1)]),
                            crosses=[((0, 1), (1, 1))]))
    by_cell = {v.cells: v.kind for v in vs if v.code == "loop-dead-end"}
    assert by_cell[((1, 1),)] == MISTAKE


def test_a_loose_end_that_could_only_go_along_a_gate_is_a_mistake():
    # Entered straight into the gate from the left, the loop must leave to the
    # right; with that border crossed out the end is stuck.
    vs = check(OPEN, answer(path_links([(2, 1), (2, 2)]), crosses=[((2, 2), (2, 3))]))
    assert {v.cells: v.kind for v in vs if v.code == "loop-dead-end"}[((2, 2),)] == MISTAKE


def test_separate_open_pieces_are_unfinished_but_beside_a_closed_loop_a_mistake():
    left = path_links([(1, 0), (2, 0)])
    right = path_links([(1, 4), (2, 4)])
    vs = check(OPEN, answer(left, right))
    assert kinds(vs, "loop-several") == [UNFINISHED]
    square = loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])
    vs = check(OPEN, answer(square, right))
    (v,) = [v for v in vs if v.code == "loop-several"]
    assert v.kind == MISTAKE
    assert "row 2, column 5" in v.message and "closed" in v.message


def test_missing_the_circle_or_a_gate_is_unfinished_while_open_a_mistake_once_closed():
    open_path = path_links(RING[2:])
    vs = check(OPEN, answer(open_path))
    assert kinds(vs, "circle-missed") == [UNFINISHED]
    assert kinds(vs, "gate-missed") == [UNFINISHED]
    assert not [v for v in vs if v.is_mistake]
    # Closed early: a small loop that misses both.
    small = loop_links([(0, 3), (0, 4), (1, 4), (1, 3)])
    vs = check(OPEN, answer(small))
    assert kinds(vs, "circle-missed") == [MISTAKE]
    assert kinds(vs, "gate-missed") == [MISTAKE]
    assert [v.message for v in vs] == [
        "The loop is closed but misses the circle at row 1, column 1.",
        "The gate at row 3, column 3 is never crossed; but the loop is already closed."]
    # A loop through the circle closed too early: it misses the gate.
    vs = check(OPEN, answer(loop_links(SMALL)))
    assert [(v.code, v.kind) for v in vs] == [("gate-missed", MISTAKE)]


def test_gate_rules_are_mistakes():
    puzzle = CircumnaviPuzzle(3, 4, ("o...", ".|..", "...."))
    vs = check(puzzle, answer(path_links([(1, 0), (1, 1), (2, 1)])))
    assert kinds(vs, "gate-not-straight") == [MISTAKE]
    twice = CircumnaviPuzzle(3, 4, ("o...", "----", "...."))
    vs = check(twice, answer(path_links([(0, 0), (1, 0), (2, 0)]),
                             path_links([(0, 3), (1, 3), (2, 3)])))
    (v,) = [v for v in vs if v.code == "gate-twice"]
    assert v.kind == MISTAKE
    assert v.message.startswith("The gate at row 2, columns 1–4 is passed 2 times")


def test_a_wrong_gate_order_is_a_mistake_naming_the_gate():
    from test_circumnavi_rules import LOOP, numbered
    (v,) = check(numbered(b=1), answer(loop_links(LOOP)))
    assert (v.code, v.kind) == ("gate-order", MISTAKE)
    assert v.message == "Gate 1 (row 3, column 6) is crossed second; it must be crossed first."


# ----- completeness -------------------------------------------------------------
def test_is_complete_needs_a_link_and_no_loose_end():
    assert not GENRE.is_complete(OPEN, CircumnaviAnswer())
    assert not GENRE.is_complete(OPEN, answer(path_links(RING)))
    assert GENRE.is_complete(OPEN, answer(loop_links(SMALL)))
    # A closed loop with a branch off it still has a loose end.
    assert not GENRE.is_complete(OPEN, answer(loop_links(SMALL), path_links([(1, 0), (2, 0)])))
    # Two closed loops: nothing is left open, so every rule is shown.
    assert GENRE.is_complete(OPEN, answer(loop_links(SMALL), loop_links([(0, 3), (0, 4), (1, 4), (1, 3)])))


# ----- a correct start shows no mistake -------------------------------------------
def example(name: str):
    return nativefile.load(str(resources.files("resources").joinpath("examples", name))).puzzle


@pytest.mark.parametrize("name", ["circumnavi-01.json", "circumnavi-02.json"])
def test_the_first_links_of_the_solution_are_only_unfinished(name):
    puzzle = example(name)
    solution = solve_verdict(GENRE, puzzle).solutions[0]
    d_links = sorted(solution.links)
    # Walk the loop from the circle and take its first few links in order.
    adjacent: dict = {}
    for a, b in d_links:
        adjacent.setdefault(a, []).append(b)
        adjacent.setdefault(b, []).append(a)
    walk = [puzzle.circle(), adjacent[puzzle.circle()][0]]
    while len(walk) < 9:
        walk.append(next(n for n in adjacent[walk[-1]] if n != walk[-2]))
    for n in range(2, len(walk) + 1):
        vs = check(puzzle, CircumnaviAnswer(path_links(walk[:n])))
        assert vs and all(v.kind == UNFINISHED for v in vs), [v.message for v in vs]
        assert not GENRE.is_complete(puzzle, CircumnaviAnswer(path_links(walk[:n])))
    assert check(puzzle, solution) == []
    assert GENRE.is_complete(puzzle, solution)


# ----- messages name their place once ------------------------------------------------
def test_no_two_violations_of_a_check_share_a_message():
    messy = answer(path_links([(1, 0), (1, 1)]), path_links([(0, 3), (0, 4)]),
                   path_links([(2, 3), (3, 3)]), path_links([(1, 1), (1, 2)]))
    vs = check(OPEN, messy)
    messages = [v.message for v in vs]
    assert len(messages) == len(set(messages)) and len(vs) >= 5


def test_construction_problems_name_their_gates_and_numbers():
    from genres.circumnavi.rules import construction_problems
    puzzle = GENRE.normalized(CircumnaviPuzzle(3, 5, ("o....", ".|.|.", ".....")).with_number((0, 4), 2))
    messages = [v.message for v in construction_problems(puzzle)]
    assert "The 2 at row 1, column 5 labels no gate: it touches the end of no gate." in messages
    open_ends = [m for m in messages if "should end at a black cell" in m]
    assert open_ends == [
        "The gate at row 2, column 2 should end at a black cell or the edge of the board, "
        "not at row 1, column 2.",
        "The gate at row 2, column 4 should end at a black cell or the edge of the board, "
        "not at row 1, column 4."]
