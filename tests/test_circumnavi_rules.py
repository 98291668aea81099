"""Circumnavi-Gates answer rules and construction problems (shared rules §1).

Each answer rule has a board that breaks exactly that rule: the test checks
the full list of violation codes, so a rule that also fires elsewhere fails.
"""
from __future__ import annotations

from conftest import loop_links, path_links, slalom_answer

from genres.circumnavi import GENRE
from genres.circumnavi.model import BLACK, CIRCLE, EMPTY, HGATE, CircumnaviAnswer, CircumnaviPuzzle
from genres.circumnavi.rules import check, construction_problems

# Three gates: C = "|" at (1,3) between black (0,3) and (2,3); A = "|" at (2,1)
# between (1,1) and (3,1); B = "|" at (2,5) between (1,5) and (3,5).
BOARD = CircumnaviPuzzle(6, 7, (
    "o..#...",
    ".#.|.#.",
    ".|.#.|.",
    ".#...#.",
    ".......",
    ".......",
))
# Clockwise from the circle it crosses C, B, A; anticlockwise A, B, C.
LOOP = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 3), (1, 4), (0, 4), (0, 5), (0, 6),
        (1, 6), (2, 6), (2, 5), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (3, 2),
        (2, 2), (2, 1), (2, 0), (1, 0)]
GATE_A, GATE_B, GATE_C = ((2, 1),), ((2, 5),), ((1, 3),)


def numbered(**labels: int) -> CircumnaviPuzzle:
    """BOARD with gate numbers: a=, b=, c= put on the black cell above the gate."""
    above = {"a": (1, 1), "b": (1, 5), "c": (0, 3)}
    p = BOARD
    for name, n in labels.items():
        p = p.with_number(above[name], n)
    return GENRE.normalized(p)


def codes(violations) -> list[str]:
    return [v.code for v in violations]


def every(violations, code: str) -> list:
    """The violations, after checking each has this code (one per place)."""
    assert violations and set(codes(violations)) == {code}
    return violations


def only(violations, code: str):
    """The one violation, after checking it is the only one and has this code."""
    assert codes(violations) == [code]
    return violations[0]


# ----- a solved board ---------------------------------------------------------
def test_a_loop_keeping_every_rule_has_no_violations():
    puzzle = numbered(a=1, b=2, c=3)
    assert check(puzzle, CircumnaviAnswer(loop_links(LOOP))) == []
    assert construction_problems(puzzle) == []


def test_the_gate_order_may_be_read_in_either_direction():
    # Clockwise from the circle the gates come C, B, A.
    assert check(numbered(c=1, a=3), CircumnaviAnswer(loop_links(LOOP))) == []
    assert check(numbered(a=1, c=3), CircumnaviAnswer(loop_links(LOOP))) == []


def test_unlabelled_gates_may_come_in_any_order():
    assert check(numbered(b=2), CircumnaviAnswer(loop_links(LOOP))) == []
    assert check(BOARD, CircumnaviAnswer(loop_links(LOOP))) == []


def test_notes_do_not_count_as_loop():
    answer = CircumnaviAnswer(loop_links(LOOP), crosses=frozenset(path_links([(5, 0), (5, 1)])),
                          marks=frozenset({(5, 5)}))
    assert check(BOARD, answer) == []


# ----- rule 1: one single closed loop ----------------------------------------
def test_an_empty_answer_asks_for_a_loop():
    v = only(check(BOARD, CircumnaviAnswer()), "loop-empty")
    assert v.severity == "error"


def test_loop_may_not_branch():
    chord = path_links([(3, 2), (3, 3), (3, 4)])
    vs = every(check(BOARD, slalom_answer(LOOP, extra=chord)), "loop-branch")
    assert [v.cells for v in vs] == [((3, 2),), ((3, 4),)]
    assert [v.message for v in vs] == ["The loop branches at row 4, column 3.",
                                       "The loop branches at row 4, column 5."]


def test_loop_may_not_cross_itself():
    # A figure of eight through (4,3): the lower part loops round row 5.
    eight = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 3), (1, 4), (0, 4), (0, 5), (0, 6),
             (1, 6), (2, 6), (2, 5), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (5, 2),
             (5, 3), (4, 3), (3, 3), (3, 2), (2, 2), (2, 1), (2, 0), (1, 0)]
    v = only(check(BOARD, CircumnaviAnswer(path_links(eight + [eight[0]]))), "loop-crossing")
    assert v.cells == ((4, 3),)


def test_loop_may_not_stop_in_a_dead_end():
    links = loop_links(LOOP) - path_links([(4, 3), (4, 4)])
    vs = every(check(BOARD, CircumnaviAnswer(links)), "loop-dead-end")
    assert [v.cells for v in vs] == [((4, 3),), ((4, 4),)]


def test_there_may_be_only_one_loop():
    second = [(4, 5), (4, 6), (5, 6), (5, 5)]
    v = only(check(BOARD, slalom_answer(LOOP, second)), "loop-several")
    assert set(v.cells) == set(second)
    assert set(v.edges) == loop_links(second)


def test_a_second_loop_through_a_gate_does_not_make_that_gate_look_missed():
    puzzle = CircumnaviPuzzle(2, 6, ("o.....", ".|..|."))
    first = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)]
    second = [(0, 3), (0, 4), (0, 5), (1, 5), (1, 4), (1, 3)]
    v = only(check(puzzle, slalom_answer(first, second)), "loop-several")
    assert set(v.cells) == set(second)  # the piece through the circle is the loop kept


# ----- rule 2: no black cells -------------------------------------------------
def test_loop_may_not_enter_a_black_cell():
    puzzle = BOARD.with_kind((4, 3), BLACK)
    v = only(check(puzzle, CircumnaviAnswer(loop_links(LOOP))), "loop-on-black")
    assert v.cells == ((4, 3),)
    assert set(v.edges) == path_links([(4, 2), (4, 3), (4, 4)])


# ----- rule 3: through the circle ---------------------------------------------
def test_loop_must_pass_the_circle():
    puzzle = BOARD.with_kind((5, 0), CIRCLE)
    assert puzzle.kind((0, 0)) == EMPTY
    v = only(check(puzzle, CircumnaviAnswer(loop_links(LOOP))), "circle-missed")
    assert v.cells == ((5, 0),)


# ----- rule 4: every gate once, straight across ------------------------------
def test_loop_must_cross_every_gate():
    puzzle = BOARD.with_kind((5, 5), HGATE)
    v = only(check(puzzle, CircumnaviAnswer(loop_links(LOOP))), "gate-missed")
    assert v.cells == ((5, 5),)


def test_a_missed_gate_is_named_by_its_number():
    puzzle = numbered(a=1)
    links = loop_links([(0, 0), (0, 1), (0, 2), (1, 2), (1, 3), (1, 4), (0, 4), (0, 5),
                        (0, 6), (1, 6), (2, 6), (2, 5), (2, 4), (3, 4), (4, 4), (4, 3),
                        (4, 2), (4, 1), (4, 0), (3, 0), (2, 0), (1, 0)])
    v = only(check(puzzle, CircumnaviAnswer(links)), "gate-missed")
    assert v.cells == GATE_A
    assert v.message.startswith("Gate 1 ")


def test_loop_may_not_cross_a_gate_twice():
    puzzle = CircumnaviPuzzle(3, 4, ("o...", "----", "...."))
    loop = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (2, 3), (1, 3), (0, 3), (0, 2), (0, 1)]
    v = only(check(puzzle, CircumnaviAnswer(loop_links(loop))), "gate-twice")
    assert v.cells == ((1, 0), (1, 1), (1, 2), (1, 3))


def test_loop_may_not_turn_on_a_gate_cell():
    puzzle = CircumnaviPuzzle(3, 4, ("o...", ".|..", "...."))
    loop = [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (2, 3), (1, 3), (0, 3), (0, 2), (0, 1)]
    v = only(check(puzzle, CircumnaviAnswer(loop_links(loop))), "gate-not-straight")
    assert v.cells == ((1, 1),)
    assert v.edges == (((1, 1), (2, 1)),)


def test_loop_may_not_run_along_a_gate():
    puzzle = CircumnaviPuzzle(4, 3, ("o..", ".|.", ".|.", "..."))
    loop = [(0, 0), (0, 1), (1, 1), (2, 1), (3, 1), (3, 0), (2, 0), (1, 0)]
    v = only(check(puzzle, CircumnaviAnswer(loop_links(loop))), "gate-not-straight")
    assert v.cells == ((1, 1), (2, 1))


def test_a_horizontal_gate_is_crossed_up_and_down():
    puzzle = CircumnaviPuzzle(3, 3, ("o..", ".-.", "..."))
    down = [(0, 0), (0, 1), (1, 1), (2, 1), (2, 0), (1, 0)]
    assert check(puzzle, CircumnaviAnswer(loop_links(down))) == []
    sideways = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)]
    assert codes(check(puzzle, CircumnaviAnswer(loop_links(sideways)))) == ["gate-not-straight"]


def test_two_stacked_gates_crossed_in_one_stroke_are_each_crossed_once():
    puzzle = CircumnaviPuzzle(4, 3, ("o..", ".-.", ".-.", "..."))
    loop = [(0, 0), (0, 1), (1, 1), (2, 1), (3, 1), (3, 0), (2, 0), (1, 0)]
    assert check(puzzle, CircumnaviAnswer(loop_links(loop))) == []


# ----- rule 5: gate order -----------------------------------------------------
def test_gate_numbers_give_the_order_of_crossing_from_the_circle():
    # B is the second gate met whichever way round the loop is walked.
    v = only(check(numbered(b=1), CircumnaviAnswer(loop_links(LOOP))), "gate-order")
    assert v.message == "Gate 1 (row 3, column 6) is crossed second; it must be crossed first."
    assert set(v.cells) == {(2, 5), (1, 5)}


def test_gate_order_blames_the_gates_out_of_place_in_the_better_direction():
    # Anticlockwise (A, B, C) only C is out of place; clockwise both are.
    v = only(check(numbered(a=1, c=2), CircumnaviAnswer(loop_links(LOOP))), "gate-order")
    assert v.message == "Gate 2 (row 2, column 4) is crossed third; it must be crossed second."
    assert set(v.cells) == {(1, 3), (0, 3)}


def test_gate_order_is_not_judged_until_the_loop_is_one_loop():
    links = loop_links(LOOP) - path_links([(4, 3), (4, 4)])
    assert codes(check(numbered(b=1), CircumnaviAnswer(links))) == ["loop-dead-end"] * 2


# ----- robustness -------------------------------------------------------------
def test_links_outside_the_grid_are_ignored_not_fatal():
    links = loop_links(LOOP) | {((5, 6), (5, 7)), ((9, 9), (9, 10))}
    assert check(BOARD, CircumnaviAnswer(frozenset(links))) == []


def test_check_through_the_genre_object_matches_the_module():
    answer = CircumnaviAnswer(loop_links(LOOP))
    assert GENRE.check(numbered(b=1), answer) == check(numbered(b=1), answer)


# ----- construction problems --------------------------------------------------
def test_a_puzzle_needs_a_circle():
    puzzle = GENRE.normalized(BOARD.with_kind((0, 0), EMPTY))
    v = only(construction_problems(puzzle), "no-circle")
    assert v.severity == "error"


def test_a_circle_showing_the_wrong_gate_count_is_a_warning():
    from dataclasses import replace
    puzzle = replace(numbered(a=1), circle_value=4)
    v = only(construction_problems(puzzle), "circle-count-wrong")
    assert (v.severity, v.cells) == ("warning", ((0, 0),))
    assert "4" in v.message and "3" in v.message


def test_the_editor_keeps_the_circle_count_right():
    assert numbered().circle_value == 3
    assert construction_problems(numbered()) == []


def test_a_gate_end_touching_an_open_cell_is_a_warning():
    puzzle = GENRE.normalized(BOARD.with_kind((3, 1), EMPTY))
    v = only(construction_problems(puzzle), "gate-end-open")
    assert v.severity == "warning"
    assert set(v.cells) == {(2, 1), (3, 1)}


def test_a_gate_may_not_carry_two_different_numbers():
    puzzle = numbered(a=1).with_number((3, 1), 2)
    v = only(construction_problems(puzzle), "gate-two-numbers")
    assert set(v.cells) == {(1, 1), (3, 1), (2, 1)}


def test_two_gates_may_not_carry_the_same_number():
    v = only(construction_problems(numbered(a=1, b=1)), "number-on-two-gates")
    assert set(v.cells) == {(2, 1), (2, 5)}


def test_a_gate_number_may_not_exceed_the_gate_count():
    v = only(construction_problems(numbered(a=4)), "number-too-large")
    assert set(v.cells) == {(2, 1), (1, 1)}


def test_a_number_must_label_some_gate():
    puzzle = GENRE.normalized(BOARD.with_number((5, 0), 2))
    v = only(construction_problems(puzzle), "number-labels-no-gate")
    assert v.cells == ((5, 0),)


def test_construction_problems_are_reported_together():
    from dataclasses import replace
    puzzle = replace(BOARD.with_kind((0, 0), EMPTY).with_kind((3, 1), EMPTY), circle_value=None)
    assert codes(construction_problems(puzzle)) == ["no-circle", "gate-end-open"]
