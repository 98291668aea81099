"""Ore Soccer pins and dots: the player marks a white circle as staying, or
a cell as one the ball never enters, as a cross says "no line here" in a
loop puzzle; a hint's "this circle stays" fills in as a pin, and a cell whose
every step it rules out as a dot."""
from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt

from conftest import drag, fake_context, key, undo_steps
from genres.core.applying import apply_facts
from genres.core.formats import PuzzleFormatError
from genres.core.violation import MISTAKE, UNFINISHED
from genres.soccer import GENRE
from genres.soccer.model import SoccerAnswer, SoccerPuzzle, dest_fact
from genres.soccer.strokes import erase_at
from genres.soccer.model import step_fact
from genres.soccer.view import KEY_DOT, KEY_PIN, PIN_MOVED, SoccerView
from test_soccer_rules import BASE, BASE_MOVE

SHIFT = Qt.ShiftModifier
FakeContext = fake_context(GENRE)
CIRCLE = (2, 3)         # BASE's circle that moves onto (2, 2) in the solution
START = (4, 0)


@pytest.fixture
def play():
    return SoccerView(), FakeContext(BASE, "play")


def test_shift_click_pins_a_circle_and_again_takes_the_pin_off(play):
    view, ctx = play
    drag(view, ctx, [CIRCLE], mods=SHIFT)
    assert ctx.document.answer.stays == {CIRCLE}
    drag(view, ctx, [CIRCLE], mods=SHIFT)
    assert ctx.document.answer.stays == frozenset()
    assert undo_steps(ctx.document) == 2


def test_s_pins_the_circle_at_the_cursor_and_says_how_elsewhere(play):
    view, ctx = play
    ctx.set_cursor(START)
    key(view, ctx, Qt.Key_S, "s")
    assert ctx.document.answer.stays == {START}
    ctx.set_cursor((0, 0))
    key(view, ctx, Qt.Key_S, "s")
    assert ctx.document.answer.stays == {START} and ctx.messages[-1] == KEY_PIN


def test_moving_a_pinned_circle_takes_its_pin_off_and_a_moved_one_is_not_pinned(play):
    view, ctx = play
    ctx.document.apply(answer=SoccerAnswer(stays=frozenset({CIRCLE})), label="pin")
    drag(view, ctx, [CIRCLE, (2, 2)], button=Qt.RightButton)
    assert ctx.document.answer.moves == {BASE_MOVE} and ctx.document.answer.stays == frozenset()
    drag(view, ctx, [(2, 2)], mods=SHIFT)           # the moved circle, where it stands now
    assert ctx.document.answer.stays == frozenset() and ctx.messages[-1] == PIN_MOVED


def test_a_pin_is_a_claim_the_rules_hold_the_player_to():
    # The circle at (2, 3) is the only one that can end on (3, 3): pinned, a
    # turn of the path there is a mistake, not work to finish.
    turn = SoccerAnswer(loose=frozenset({((3, 3), (4, 2)), ((3, 3), (3, 4))}))
    kinds = {v.code: v.kind for v in GENRE.check(BASE, turn)}
    assert kinds["path-turns-off-destination"] == UNFINISHED
    pinned = SoccerAnswer(loose=turn.loose, stays=frozenset({CIRCLE}))
    assert {v.code: v.kind for v in GENRE.check(BASE, pinned)}["path-turns-off-destination"] == MISTAKE


def test_a_pin_is_the_fact_that_the_circle_stays_both_ways():
    pinned = SoccerAnswer(stays=frozenset({START}))
    assert GENRE.answer_facts(BASE, pinned)[dest_fact(START, START)] is True
    filled, unshown = apply_facts(GENRE, BASE, SoccerAnswer(), {dest_fact(START, START): True})
    assert filled.stays == {START} and unshown == {}
    taken, _ = apply_facts(GENRE, BASE, pinned, {dest_fact(START, START): False})
    assert taken.stays == frozenset()
    moved, _ = apply_facts(GENRE, BASE, SoccerAnswer(stays=frozenset({CIRCLE})),
                           {dest_fact(*BASE_MOVE): True})
    assert moved.moves == {BASE_MOVE} and moved.stays == frozenset()


def test_pins_are_saved_erased_flipped_and_cleaned_with_the_board():
    answer = SoccerAnswer(stays=frozenset({START, CIRCLE}))
    data = json.loads(json.dumps(GENRE.answer_to_json(BASE, answer)))
    assert GENRE.answer_from_json(BASE, data) == answer
    assert not GENRE.is_blank(BASE, answer)
    assert erase_at(answer, CIRCLE).stays == {START}
    _, flipped = GENRE.transformed(BASE, answer, "flip-h")
    assert flipped.stays == {(4, 4), (2, 1)}
    assert GENRE.clean_answer(SoccerPuzzle.empty(5, 5), answer).stays == frozenset()


@pytest.mark.parametrize("stays, words", [([[0, 0]], "not on a white circle"),
                                          ([[2, 3]], "pinned (it stays) and moves"),
                                          ([["x", 1]], "bad pinned circle entry")])
def test_a_bad_pin_in_a_file_is_named(stays, words):
    data = {"path": [], "moves": [[2, 3, 2, 2]], "stays": stays}
    with pytest.raises(PuzzleFormatError, match=re.escape(words)):
        GENRE.answer_from_json(BASE, data)


def test_a_pinned_circle_shows_a_ring_inside_its_outline_in_the_players_colour(qapp):
    from genres.core.view import Palette, ViewState
    from genres.soccer.paint import PIN_RADIUS
    from test_soccer_view import WHITE_PAPER, near, render
    inside = (START[1] + 0.5 + PIN_RADIUS, START[0] + 0.5)           # x, y in cells
    plain = render(ViewState(BASE, SoccerAnswer()))
    assert near(plain.pixel(*inside), WHITE_PAPER, 10)
    pinned = render(ViewState(BASE, SoccerAnswer(stays=frozenset({START}))))
    assert near(pinned.pixel(*inside), Palette.answer, 60)


# ----- dots --------------------------------------------------------------------------------
EMPTY_CELL = (4, 3)     # no circle; BASE's path never comes here


def test_shift_click_or_x_dots_an_empty_cell_and_again_takes_the_dot_away(play):
    view, ctx = play
    drag(view, ctx, [EMPTY_CELL], mods=SHIFT)
    assert ctx.document.answer.dots == {EMPTY_CELL}
    ctx.set_cursor(EMPTY_CELL)
    key(view, ctx, Qt.Key_X, "x")
    assert ctx.document.answer.dots == frozenset()
    ctx.set_cursor(CIRCLE)
    key(view, ctx, Qt.Key_X, "x")
    assert ctx.document.answer.dots == frozenset() and ctx.messages[-1] == KEY_DOT
    assert undo_steps(ctx.document) == 2
    drag(view, ctx, [EMPTY_CELL, (4, 4)], mods=SHIFT)   # a Shift+drag still draws a loose piece
    assert ctx.document.answer.loose == {((4, 3), (4, 4))} and not ctx.document.answer.dots


def test_the_path_through_a_dot_is_a_mistake():
    dotted = SoccerAnswer(dots=frozenset({(2, 2)}))
    assert not [v for v in GENRE.check(BASE, dotted) if v.kind == MISTAKE]
    through = SoccerAnswer(((4, 0), (3, 1), (2, 2)), frozenset({BASE_MOVE}), dots=dotted.dots)
    assert {v.code for v in GENRE.check(BASE, through) if v.kind == MISTAKE} == {"path-through-dot"}


def test_a_dot_is_every_step_of_its_cell_ruled_out_both_ways():
    facts = GENRE.answer_facts(BASE, SoccerAnswer(dots=frozenset({EMPTY_CELL})))
    around = [n for n in ((3, 3), (3, 4), (4, 2), (4, 4), (3, 2))]
    assert all(facts[step_fact(EMPTY_CELL, n)] is False for n in around if n != (3, 2))
    assert step_fact(EMPTY_CELL, (3, 2)) not in facts          # into a black circle: no fact
    out = {step_fact(EMPTY_CELL, n): False for n in ((3, 3), (3, 4), (4, 2), (4, 4))}
    filled, unshown = apply_facts(GENRE, BASE, SoccerAnswer(), out)
    assert filled.dots == {EMPTY_CELL} and unshown == {}
    half, unshown = apply_facts(GENRE, BASE, SoccerAnswer(), dict(list(out.items())[:3]))
    assert half.dots == frozenset() and len(unshown) == 3      # one way in left: no dot yet
    taken, _ = apply_facts(GENRE, BASE, filled, {step_fact(EMPTY_CELL, (4, 4)): True})
    assert taken.dots == frozenset() and taken.loose == {((4, 3), (4, 4))}


def test_a_first_hint_fills_in_as_dots_most_of_what_it_rules_out():
    from editor.examples import load_example
    from genres.core.explain import next_hint
    doc = load_example("soccer-03.json")
    genre, puzzle = doc.genre, doc.puzzle
    step = next_hint(genre, puzzle, genre.empty_answer(puzzle))
    answer, unshown = apply_facts(genre, puzzle, genre.empty_answer(puzzle), step.facts)
    assert answer.dots and len(unshown) < len(step.facts) / 2
    assert not [v for v in genre.check(puzzle, answer) if v.kind == MISTAKE]


def test_dots_are_saved_erased_flipped_and_cleaned_with_the_board():
    answer = SoccerAnswer(dots=frozenset({EMPTY_CELL, (0, 2)}))      # (0, 2): a goal cell
    data = json.loads(json.dumps(GENRE.answer_to_json(BASE, answer)))
    assert GENRE.answer_from_json(BASE, data) == answer
    assert not GENRE.is_blank(BASE, answer)
    assert erase_at(answer, EMPTY_CELL).dots == {(0, 2)}
    _, flipped = GENRE.transformed(BASE, answer, "flip-h")
    assert flipped.dots == {(4, 1), (0, 2)}
    circled = BASE.with_kind(EMPTY_CELL, "o")
    assert GENRE.clean_answer(circled, answer).dots == {(0, 2)}
    with pytest.raises(PuzzleFormatError, match="dot at"):
        GENRE.answer_from_json(BASE, {"path": [], "moves": [], "dots": [[1, 3]]})   # a black circle


def test_a_dot_shows_in_the_middle_of_its_cell(qapp):
    from genres.core.view import Palette, ViewState
    from test_soccer_view import WHITE_PAPER, near, render
    middle = (EMPTY_CELL[1] + 0.5, EMPTY_CELL[0] + 0.5)
    assert near(render(ViewState(BASE, SoccerAnswer())).pixel(*middle), WHITE_PAPER, 10)
    dotted = render(ViewState(BASE, SoccerAnswer(dots=frozenset({EMPTY_CELL}))))
    assert near(dotted.pixel(*middle), Palette.answer, 60)
