"""Ore Soccer answer rules (shared rules §4): each test breaks exactly one rule."""
from __future__ import annotations

from genres.soccer import GENRE
from genres.soccer.model import SoccerAnswer, SoccerPuzzle
from genres.soccer.rules import check, construction_problems
from genres.core.violation import MISTAKE, UNFINISHED


def board(*rows: str, numbers=(), strict: bool = False) -> SoccerPuzzle:
    """A puzzle from a picture: "." empty, "g" goal, "o" white circle, "#" black circle."""
    return GENRE.puzzle_from_json({"rows": len(rows), "cols": len(rows[0]), "grid": list(rows),
                                   "numbers": [list(n) for n in numbers], "strict_moves": strict})


def answer(path, *moves) -> SoccerAnswer:
    return SoccerAnswer(tuple(path), frozenset(moves))


def codes(violations) -> list[str]:
    return [v.code for v in violations]


# A solved 5x5 with this one answer: the ball goes from (4, 0) diagonally past
# the numbered circle (it is 2nd), turns on (2, 2) where the circle from (2, 3)
# stepped, and goes up into the goal.
BASE_ROWS = ("..g..",
             "...#.",
             "...o.",
             "#o#..",
             "o....")
BASE = board(*BASE_ROWS, numbers=[(3, 1, 2)])
BASE_PATH = [(4, 0), (3, 1), (2, 2), (1, 2), (0, 2)]
BASE_MOVE = ((2, 3), (2, 2))
BASE_ANSWER = answer(BASE_PATH, BASE_MOVE)

# A straight climb up column 1 of a 4x3 board, from the circle at (3, 1).
COLUMN = [(3, 1), (2, 1), (1, 1), (0, 1)]


def test_a_correct_answer_breaks_no_rule():
    assert check(BASE, BASE_ANSWER) == []
    assert construction_problems(BASE) == []


# ----- the path ------------------------------------------------------------------

def test_an_answer_needs_a_path():
    assert codes(check(BASE, answer([], BASE_MOVE))) == ["path-missing"]


def test_the_path_starts_on_a_white_circle():
    puzzle = board(".g.",
                   ".o.",
                   "...")
    violations = check(puzzle, answer([(2, 1), (1, 1), (0, 1)]))
    assert codes(violations) == ["path-start-not-circle"]
    assert violations[0].cells == ((2, 1),)


def test_the_path_visits_no_cell_twice():
    puzzle = board(".g.",
                   "...",
                   "ooo")
    violations = check(puzzle, answer([(2, 0), (2, 1), (2, 2), (2, 1), (1, 1), (0, 1)]))
    assert codes(violations) == ["path-repeats-cell"]
    assert violations[0].cells == ((2, 1),)


def test_the_path_may_not_cross_itself_with_two_diagonal_steps():
    puzzle = board("og.",
                   "oo.",
                   "...")
    violations = check(puzzle, answer([(1, 1), (0, 0), (1, 0), (0, 1)]))
    assert codes(violations) == ["path-crosses-itself"]
    assert set(violations[0].edges) == {("step", (0, 0), (1, 1)), ("step", (0, 1), (1, 0))}


def test_the_path_may_not_enter_a_black_circle():
    puzzle = board(".g.",
                   ".#.",
                   ".o.")
    violations = check(puzzle, answer([(2, 1), (1, 1), (0, 1)]))
    assert codes(violations) == ["path-through-black"]
    assert violations[0].cells == ((1, 1),)


def test_the_path_may_pass_diagonally_between_two_black_circles():
    puzzle = board(".#g",
                   "..#",
                   "o..")
    assert check(puzzle, answer([(2, 0), (1, 1), (0, 2)])) == []


def test_the_path_enters_the_goal_only_with_its_last_cell():
    puzzle = board("ogg",
                   "...")
    violations = check(puzzle, answer([(0, 0), (0, 1), (0, 2)]))
    assert codes(violations) == ["path-through-goal"]
    assert violations[0].cells == ((0, 1),)


def test_the_path_turns_only_on_a_circles_destination():
    puzzle = board(".g.",
                   "...",
                   "o..")
    violations = check(puzzle, answer([(2, 0), (1, 0), (0, 1)]))
    assert codes(violations) == ["path-turns-off-destination"]
    assert violations[0].cells == ((1, 0),)


def test_the_path_ends_in_the_goal():
    violations = check(BASE, answer(BASE_PATH[:3], BASE_MOVE))
    assert codes(violations) == ["path-not-in-goal"]
    assert violations[0].cells == ((2, 2),)


def test_steps_away_from_the_path_are_unfinished_until_the_path_is_done_then_a_mistake():
    """Loose steps (a hint filled in ahead of the path) are work to finish;
    beside a path that reached the goal no path can take them in."""
    loose = frozenset({((0, 3), (1, 4))})
    unfinished = check(BASE, SoccerAnswer(tuple(BASE_PATH[:3]), frozenset({BASE_MOVE}), loose))
    assert codes(unfinished) == ["path-not-in-goal", "path-loose-steps"]
    assert unfinished[1].kind == UNFINISHED and unfinished[1].cells == ((0, 3), (1, 4))
    finished = check(BASE, SoccerAnswer(tuple(BASE_PATH), frozenset({BASE_MOVE}), loose))
    assert codes(finished) == ["path-loose-steps"] and finished[0].kind == MISTAKE
    assert finished[0].edges == (("step", (0, 3), (1, 4)),)


# ----- the moves -------------------------------------------------------------------

def test_a_move_starts_on_a_white_circle():
    # Code can build what the file reader refuses.
    violations = check(BASE, answer(BASE_PATH, BASE_MOVE, ((0, 4), (1, 4))))
    assert codes(violations) == ["move-without-circle"]


def test_the_kick_off_circle_does_not_move():
    puzzle = board("g..",
                   "...",
                   "o.o")
    violations = check(puzzle, answer([(2, 0), (2, 1), (2, 2), (1, 1), (0, 0)], ((2, 0), (1, 1))))
    assert codes(violations) == ["start-moved"]
    assert violations[0].edges == (("move", (2, 0), (1, 1)),)


def test_a_circle_may_not_move_onto_a_black_circle():
    puzzle = board(".g.",
                   "o..",
                   "#..",
                   ".o.")
    violations = check(puzzle, answer(COLUMN, ((1, 0), (2, 0))))
    assert codes(violations) == ["move-onto-black"]
    assert violations[0].cells == ((1, 0), (2, 0))


def test_a_circle_may_not_move_into_the_goal():
    puzzle = board(".g.",
                   "..o",
                   ".o.")
    violations = check(puzzle, answer([(2, 1), (1, 1), (0, 1)], ((1, 2), (0, 1))))
    assert codes(violations) == ["move-onto-goal"]


def test_a_circle_may_not_move_onto_a_circle_that_stays():
    puzzle = board(".g.",
                   "...",
                   ".oo",
                   ".o.")
    violations = check(puzzle, answer(COLUMN, ((2, 2), (2, 1))))
    assert codes(violations) == ["move-onto-standing-circle"]
    assert violations[0].cells == ((2, 1), (2, 2))


def test_two_circles_may_not_end_on_the_same_cell():
    puzzle = board(".g.",
                   "...",
                   "o.o",
                   ".o.")
    violations = check(puzzle, answer(COLUMN, ((2, 0), (2, 1)), ((2, 2), (2, 1))))
    assert codes(violations) == ["moves-same-destination"]
    assert violations[0].cells == ((2, 0), (2, 1), (2, 2))


def test_a_move_line_may_not_lie_on_the_path():
    puzzle = board(".g.",
                   "...",
                   ".o.",
                   ".o.")
    violations = check(puzzle, answer(COLUMN, ((2, 1), (1, 1))))
    assert codes(violations) == ["move-along-path"]
    assert set(violations[0].edges) == {("move", (2, 1), (1, 1)), ("step", (1, 1), (2, 1))}


def test_a_move_line_may_not_cross_the_path():
    puzzle = board("..g.",
                   ".o..",
                   ".o..",
                   "...o")
    path = [(3, 3), (2, 2), (1, 1), (1, 2), (0, 2)]
    violations = check(puzzle, answer(path, ((2, 1), (1, 2))))
    assert codes(violations) == ["move-crosses-path"]
    assert set(violations[0].edges) == {("move", (2, 1), (1, 2)), ("step", (1, 1), (2, 2))}


def test_two_move_lines_may_not_cross():
    puzzle = board("..g",
                   ".o.",
                   ".o.",
                   "..o")
    path = [(3, 2), (2, 2), (1, 2), (0, 2)]
    violations = check(puzzle, answer(path, ((2, 1), (1, 2)), ((1, 1), (2, 2))))
    assert codes(violations) == ["moves-cross"]


# The path climbs column 1, turns on (1, 1), comes down to (2, 2) and goes up
# into the goal: (2, 1) and (2, 2) are both on it without a step between them.
BEND = [(3, 1), (2, 1), (1, 1), (2, 2), (1, 2), (0, 2)]


def test_two_circles_may_not_swap_places():
    puzzle = board("..g",
                   ".o.",
                   ".oo",
                   ".o.")
    violations = check(puzzle, answer(BEND, ((2, 1), (2, 2)), ((2, 2), (2, 1))))
    assert codes(violations) == ["moves-swap"]
    assert violations[0].cells == ((2, 1), (2, 2))


CHAIN_ROWS = ("..g",
              ".o.",
              "oo.",
              ".o.")
CHAIN = answer(BEND, ((2, 0), (2, 1)), ((2, 1), (2, 2)))   # (2, 0) steps where (2, 1) left


def test_a_chain_of_moves_is_allowed_by_default():
    assert check(board(*CHAIN_ROWS), CHAIN) == []


def test_strict_moves_forbid_a_chain_because_move_lines_touch():
    violations = check(board(*CHAIN_ROWS, strict=True), CHAIN)
    assert codes(violations) == ["moves-touch"]
    assert violations[0].cells == ((2, 0), (2, 1), (2, 2))


def test_a_move_line_may_touch_the_path_at_its_origin():
    # (2, 1) is on the path and is where a circle left from: allowed.
    assert check(board(*CHAIN_ROWS), CHAIN) == []
    assert (2, 1) in CHAIN.path


# ----- everyone plays, in order ------------------------------------------------------

def test_the_path_passes_every_circle():
    puzzle = board(*BASE_ROWS[:4], "o...o", numbers=[(3, 1, 2)])
    violations = check(puzzle, BASE_ANSWER)
    assert codes(violations) == ["destination-off-path"]
    assert violations[0].cells == ((4, 4),)


def test_a_missed_circle_is_not_blamed_while_the_path_is_unfinished():
    puzzle = board(*BASE_ROWS[:4], "o...o", numbers=[(3, 1, 2)])
    assert codes(check(puzzle, answer(BASE_PATH[:3], BASE_MOVE))) == ["path-not-in-goal"]


def test_a_numbered_circle_is_met_in_its_place_counting_the_start_as_one():
    puzzle = board(*BASE_ROWS, numbers=[(3, 1, 3)])
    violations = check(puzzle, BASE_ANSWER)
    assert codes(violations) == ["number-order-wrong"]
    assert violations[0].cells == ((2, 2), (3, 1))   # the circle, and whoever is 3rd
    assert "numbered 3" in violations[0].message and "met 2nd" in violations[0].message


def test_a_number_already_passed_over_is_blamed_before_the_path_is_done():
    puzzle = board(*BASE_ROWS, numbers=[(2, 3, 2)])
    # Only the start and (3, 1) are met so far: (3, 1) took the 2nd place.
    violations = check(puzzle, answer(BASE_PATH[:2], BASE_MOVE))
    assert codes(violations) == ["path-not-in-goal", "number-order-wrong"]


# ----- construction --------------------------------------------------------------------

def test_construction_warns_of_unequal_circle_counts():
    problems = construction_problems(board("..g", "o.o", "..#"))
    assert codes(problems) == ["circle-counts-unequal"]
    assert problems[0].severity == "warning"
    assert problems[0].message.startswith("The puzzle has 2 white circles and 1 black circle;")


def test_construction_warns_when_the_goal_is_not_one_run_in_the_top_row():
    for rows in (("g.g", "o.#"), ("...", "og#"), ("...", "o.#")):
        problems = construction_problems(board(*rows))
        assert codes(problems) == ["goal-not-one-run"], rows
    assert construction_problems(board(".gg", "o.#")) == []


def test_construction_warns_of_no_white_circle_and_impossible_numbers():
    assert codes(construction_problems(board("g..", "..."))) == ["no-white-circle"]
    problems = construction_problems(board("g..", "oo.", "##.", numbers=[(1, 0, 3)]))
    assert codes(problems) == ["number-too-large"]
    problems = construction_problems(board("g..", "oo.", "##.", numbers=[(1, 0, 2), (1, 1, 2)]))
    assert codes(problems) == ["number-repeated"]


def test_a_kick_off_circle_that_moved_away_is_blamed_once_not_also_as_missed():
    # The ball leaves from (2, 0) while that circle stepped down to (3, 0), off
    # the path: the one fault is the move, the path did not miss anybody.
    puzzle = board("g..",
                   "...",
                   "o..",
                   "...")
    violations = check(puzzle, answer([(2, 0), (1, 0), (0, 0)], ((2, 0), (3, 0))))
    assert codes(violations) == ["start-moved"]


def test_the_goal_warning_says_what_is_wrong_with_the_goal():
    def message(*rows):
        return construction_problems(board(*rows))[0].message
    assert message("...", "o.#").startswith("There is no goal yet")
    assert message("g.g", "o.#").startswith("The goal is split into pieces")
    assert message(".g.", "ogo", "##.").startswith("Some goal cells lie below the top row")


def test_a_path_from_where_a_circle_moved_to_says_the_kick_off_circle_stays():
    puzzle = board(".g.",
                   "...",
                   "o..")
    violations = check(puzzle, answer([(1, 1), (0, 1)], ((2, 0), (1, 1))))
    assert codes(violations) == ["path-start-not-circle"]
    assert "moved there" in violations[0].message
    assert violations[0].edges == (("move", (2, 0), (1, 1)),)
