"""Ore Soccer while playing: which broken rules are mistakes (shown live) and
which are unfinished work (shown on Check or once the path reaches the goal),
messages that name their place, and what the board settles by itself."""
from __future__ import annotations

import random

import pytest

from genres.core import nativefile
from genres.core.analysis import forced_facts, solve_verdict
from genres.core.violation import MISTAKE, UNFINISHED
from genres.soccer import GENRE
from genres.soccer.rules import check, is_complete

from test_soccer_model import EXAMPLES, example_path
from test_soccer_rules import BASE, BASE_ANSWER, BASE_MOVE, BASE_PATH, BASE_ROWS, COLUMN, answer, board


def only(violations, code):
    """The one violation with ``code`` (there must be exactly one)."""
    found = [v for v in violations if v.code == code]
    assert len(found) == 1, [(v.code, v.message) for v in violations]
    return found[0]


def kind_of(puzzle, ans, code) -> str:
    return only(check(puzzle, ans), code).kind


def example(name):
    return nativefile.load(example_path(name)).puzzle


def solution(puzzle):
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.solutions, "the example has a solution"
    return verdict.solutions[0]


# ----- the path ------------------------------------------------------------------

def test_no_path_yet_is_unfinished():
    assert kind_of(BASE, answer([], BASE_MOVE), "path-missing") == UNFINISHED


@pytest.mark.parametrize("rows, path, code", [
    ((".g.", ".o.", "..."), [(2, 1), (1, 1), (0, 1)], "path-start-not-circle"),
    ((".g.", "...", "ooo"), [(2, 0), (2, 1), (2, 2), (2, 1), (1, 1), (0, 1)], "path-repeats-cell"),
    (("og.", "oo.", "..."), [(1, 1), (0, 0), (1, 0), (0, 1)], "path-crosses-itself"),
    ((".g.", ".#.", ".o."), [(2, 1), (1, 1), (0, 1)], "path-through-black"),
    (("ogg", "..."), [(0, 0), (0, 1), (0, 2)], "path-through-goal"),
])
def test_a_broken_path_is_a_mistake_at_once(rows, path, code):
    assert kind_of(board(*rows), answer(path), code) == MISTAKE
    if code in ("path-start-not-circle", "path-repeats-cell", "path-through-black"):
        # ... and just as much before the path reaches the goal.
        assert kind_of(board(*rows), answer(path[:-1]), code) == MISTAKE


def test_a_turn_where_no_circle_can_ever_stand_is_a_mistake():
    puzzle = board(".g.",
                   "...",
                   "o..")
    v = only(check(puzzle, answer([(2, 0), (1, 0), (0, 1)])), "path-turns-off-destination")
    assert v.kind == MISTAKE and "row 2, column 1" in v.message


def test_a_turn_where_a_circle_may_still_step_is_unfinished():
    # The circle at (2, 1) has not moved: it may still step onto (1, 0).
    puzzle = board(".g.",
                   "...",
                   "oo.")
    assert kind_of(puzzle, answer([(2, 0), (1, 0), (0, 1)]), "path-turns-off-destination") == UNFINISHED


def test_a_path_that_can_go_on_is_unfinished():
    v = only(check(BASE, answer(BASE_PATH[:3], BASE_MOVE)), "path-not-in-goal")
    assert v.kind == UNFINISHED and "row 3, column 3" in v.message


def test_a_path_stuck_in_a_corner_is_a_dead_end_mistake():
    # At (2, 2) no circle stands or can stand: the path must go straight on, off the board.
    puzzle = board("g..",
                   "...",
                   "o..")
    violations = check(puzzle, answer([(2, 0), (2, 1), (2, 2)]))
    assert [v.code for v in violations] == ["path-dead-end"]
    assert violations[0].kind == MISTAKE and violations[0].cells == ((2, 2),)
    assert "row 3, column 3" in violations[0].message


def test_the_same_path_is_unfinished_while_a_circle_may_still_step_to_its_end():
    puzzle = board("g..",
                   "..o",
                   "o..")
    violations = check(puzzle, answer([(2, 0), (2, 1), (2, 2)]))
    assert [(v.code, v.kind) for v in violations] == [("path-not-in-goal", UNFINISHED)]


def test_a_path_walled_in_by_black_circles_and_itself_is_a_dead_end():
    # The kick-off circle stays, so the ball may turn there; after one step up
    # to (1, 0) it must go straight on into the black circle at (0, 0).
    puzzle = board("#.g",
                   "...",
                   "o#.")
    violations = check(puzzle, answer([(2, 0), (1, 0)]))
    assert [(v.code, v.kind) for v in violations] == [("path-dead-end", MISTAKE)]


# ----- the moves ----------------------------------------------------------------

@pytest.mark.parametrize("rows, path, moves, code", [
    (BASE_ROWS, BASE_PATH, (BASE_MOVE, ((0, 4), (1, 4))), "move-without-circle"),
    (("g..", "...", "o.o"), [(2, 0), (2, 1), (2, 2), (1, 1), (0, 0)], (((2, 0), (1, 1)),),
     "start-moved"),
    ((".g.", "o..", "#..", ".o."), COLUMN, (((1, 0), (2, 0)),), "move-onto-black"),
    ((".g.", "..o", ".o."), [(2, 1), (1, 1), (0, 1)], (((1, 2), (0, 1)),), "move-onto-goal"),
    ((".g.", "...", "o.o", ".o."), COLUMN, (((2, 0), (2, 1)), ((2, 2), (2, 1))),
     "moves-same-destination"),
    ((".g.", "...", ".o.", ".o."), COLUMN, (((2, 1), (1, 1)),), "move-along-path"),
    (("..g.", ".o..", ".o..", "...o"), [(3, 3), (2, 2), (1, 1), (1, 2), (0, 2)],
     (((2, 1), (1, 2)),), "move-crosses-path"),
    (("..g", ".o.", ".o.", "..o"), [(3, 2), (2, 2), (1, 2), (0, 2)],
     (((2, 1), (1, 2)), ((1, 1), (2, 2))), "moves-cross"),
    (("..g", ".o.", ".oo", ".o."), [(3, 1), (2, 1), (1, 1), (2, 2), (1, 2), (0, 2)],
     (((2, 1), (2, 2)), ((2, 2), (2, 1))), "moves-swap"),
])
def test_a_broken_move_is_a_mistake(rows, path, moves, code):
    v = only(check(board(*rows), answer(path, *moves)), code)
    assert v.kind == MISTAKE and "row " in v.message


def test_a_chain_under_strict_moves_is_a_mistake():
    from test_soccer_rules import CHAIN, CHAIN_ROWS
    assert kind_of(board(*CHAIN_ROWS, strict=True), CHAIN, "moves-touch") == MISTAKE


def test_moving_onto_a_circle_that_may_still_step_away_is_unfinished():
    # (2, 1) stays for now, but a chain is allowed: it may still step on.
    puzzle = board(".g.",
                   "...",
                   ".oo",
                   ".o.")
    v = only(check(puzzle, answer(COLUMN, ((2, 2), (2, 1)))), "move-onto-standing-circle")
    assert v.kind == UNFINISHED
    assert "row 3, column 3" in v.message and "row 3, column 2" in v.message


def test_moving_onto_the_kick_off_circle_or_under_strict_moves_is_a_mistake():
    puzzle = board(".g.",
                   "...",
                   "..o",
                   ".o.")
    assert kind_of(puzzle, answer(COLUMN, ((2, 2), (3, 1))), "move-onto-standing-circle") == MISTAKE
    strict = board(".g.",
                   "...",
                   ".oo",
                   ".o.", strict=True)
    assert kind_of(strict, answer(COLUMN, ((2, 2), (2, 1))), "move-onto-standing-circle") == MISTAKE


# ----- everyone plays, in order ---------------------------------------------------

def test_a_finished_path_that_missed_a_circle_for_good_is_a_mistake():
    puzzle = board(*BASE_ROWS[:4], "o...o", numbers=[(3, 1, 2)])
    v = only(check(puzzle, BASE_ANSWER), "destination-off-path")
    assert v.kind == MISTAKE and "row 5, column 5" in v.message


def test_a_missed_circle_that_may_still_step_onto_the_path_is_unfinished():
    puzzle = board("..g..",
                   ".o.#.",
                   *BASE_ROWS[2:], numbers=[(3, 1, 2)])
    v = only(check(puzzle, BASE_ANSWER), "destination-off-path")
    assert v.kind == UNFINISHED and "row 2, column 2" in v.message


# The ball climbs column 1; the circle from (2, 0) steps onto (2, 1) and is met
# 2nd, though it shows a 3.
CLIMB = [(4, 1), (3, 1), (2, 1), (1, 1), (0, 1)]


def test_a_number_met_in_the_wrong_place_for_good_is_a_mistake():
    puzzle = board(".g.",
                   "..o",
                   "o..",
                   "...",
                   ".o.", numbers=[(2, 0, 3)])
    # Every other circle has moved or kicks off: nothing can change the order.
    v = only(check(puzzle, answer(CLIMB[:3], ((2, 0), (2, 1)), ((1, 2), (1, 1)))),
             "number-order-wrong")
    assert v.kind == MISTAKE
    assert v.message.startswith("The circle numbered 3 at row 3, column 1 must be the 3rd")
    assert "met 2nd" in v.message


def test_a_number_order_a_free_circle_may_still_change_is_unfinished():
    # The circle at (3, 2) has not moved: stepping onto (3, 1) it would be met
    # 2nd and make the 3 right.
    puzzle = board(".g.",
                   "...",
                   "o..",
                   "..o",
                   ".o.", numbers=[(2, 0, 3)])
    assert kind_of(puzzle, answer(CLIMB[:3], ((2, 0), (2, 1))), "number-order-wrong") == UNFINISHED
    # A circle standing on the path may still step off it, too.
    assert kind_of(board(*BASE_ROWS, numbers=[(3, 1, 3)]), BASE_ANSWER,
                   "number-order-wrong") == UNFINISHED


# ----- a good start, completeness ---------------------------------------------------

@pytest.mark.parametrize("name", EXAMPLES)
def test_a_half_drawn_correct_start_shows_no_mistake(name):
    puzzle = example(name)
    sol = solution(puzzle)
    assert check(puzzle, sol) == []
    for n in range(2, len(sol.path)):
        for moves in (frozenset(), sol.moves):
            part = answer(sol.path[:n], *moves)
            violations = check(puzzle, part)
            assert violations, "an unfinished answer is never solved"
            assert all(v.kind == UNFINISHED for v in violations), \
                [(v.code, v.message) for v in violations if v.kind == MISTAKE]
            assert not is_complete(puzzle, part) and not GENRE.is_complete(puzzle, part)
    assert GENRE.is_complete(puzzle, sol)


@pytest.mark.parametrize("name", EXAMPLES)
def test_any_part_of_a_solution_shows_no_mistake(name):
    # Some of the solution's moves made, in any mix, and the path drawn part
    # way (or to the goal): whatever is still missing is unfinished, never a mistake.
    puzzle = example(name)
    sol = solution(puzzle)
    rng = random.Random(name)
    moves = sorted(sol.moves)
    for _ in range(8):
        some = [m for m in moves if rng.random() < 0.5]
        for n in (0, 2, len(sol.path) // 2, len(sol.path) - 1, len(sol.path)):
            part = answer(sol.path[:n] if n >= 2 else [], *some)
            mistakes = [(v.code, v.message) for v in check(puzzle, part) if v.kind == MISTAKE]
            assert mistakes == [], (some, n)


def test_complete_means_the_path_ends_in_the_goal():
    assert GENRE.is_complete(BASE, BASE_ANSWER)
    assert not GENRE.is_complete(BASE, answer([], BASE_MOVE))
    assert not GENRE.is_complete(BASE, answer(BASE_PATH[:-1], BASE_MOVE))
    # A path that went through a goal cell and out again is not complete.
    assert not GENRE.is_complete(board("ogg", "..."), answer([(0, 0), (0, 1), (1, 2)]))


# ----- every message names its place, once ------------------------------------------

def test_no_two_violations_of_one_rule_share_a_message():
    puzzle = board(".g...",
                   ".....",
                   "o.o.o",
                   ".....")
    # Two turns where no circle stands, two circles moving onto one cell
    # ... each message names its own cell.
    path = [(2, 0), (1, 0), (0, 1)]
    ans = answer(path, ((2, 2), (3, 3)), ((2, 4), (3, 3)))
    violations = check(puzzle, ans)
    messages = [v.message for v in violations]
    assert len(messages) == len(set(messages))
    repeated = check(board(".g.", "...", "ooo"),
                     answer([(2, 0), (2, 1), (2, 2), (1, 1), (2, 1), (1, 0), (0, 1)]))
    msgs = [v.message for v in repeated if v.code == "path-repeats-cell"]
    assert msgs and len(msgs) == len(set(msgs))
    assert all("row " in v.message and "column " in v.message for v in violations)


# ----- trivial facts --------------------------------------------------------------------

@pytest.mark.parametrize("name", EXAMPLES)
def test_trivial_facts_hold_in_every_solution_and_real_deductions_remain(name):
    puzzle = example(name)
    trivial = GENRE.trivial_facts(puzzle)
    facts = GENRE.encode(puzzle).facts
    assert trivial <= set(facts)
    forced = forced_facts(GENRE, puzzle)
    assert trivial <= set(forced), "a trivial fact holds in every solution"
    assert set(forced) - trivial, "the overlay still has real deductions to show"


def test_a_circle_numbered_one_kicks_off_and_stays_and_others_never_kick_off():
    puzzle = example("soccer-03.json")
    one = next(w for w, k in puzzle.number_map.items() if k == 1)
    other = next(w for w, k in puzzle.number_map.items() if k != 1)
    trivial = GENRE.trivial_facts(puzzle)
    forced = forced_facts(GENRE, puzzle)
    assert {("start", one), ("dest", one, one), ("start", other)} <= trivial
    assert forced[("start", one)] and forced[("dest", one, one)] and not forced[("start", other)]
    # Nothing about a circle without a number: that would take a deduction.
    plain = sorted(puzzle.white - set(puzzle.number_map))
    assert not any(f[1] in plain for f in trivial)
