"""The Corral view while playing: strokes that would put a number outside are
refused with one reason, and the input table lists what each mode offers."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from conftest import centre, fake_context
from genres.corral import GENRE
from genres.corral.model import ADDITIVE_MULTIPLICATIVE, CorralPuzzle, answer_from_inside, inside_cells
from genres.corral.view import CorralView

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
NOMOD = Qt.NoModifier
FakeContext = fake_context(GENRE)

NUMBER = (1, 1)


@pytest.fixture
def board():
    """A 4x4 Corral with a 3 at row 2, column 2, and the 2x2 top-left block inside."""
    puzzle = CorralPuzzle(4, 4, frozenset({(NUMBER, 3)}))
    answer = answer_from_inside(puzzle, {(0, 0), (0, 1), (1, 0), (1, 1)})
    return CorralView(), FakeContext(puzzle, "play", answer)


def gesture(view, ctx, cells, button=LEFT):
    view.mouse_press(ctx, centre(cells[0]), button, NOMOD)
    for c in cells[1:]:
        view.mouse_move(ctx, centre(c), button, NOMOD)
    view.mouse_release(ctx, centre(cells[-1]), button, NOMOD)


REASON = "The 3 at row 2, column 2 is always inside the loop: it cannot be made outside."


def test_clicking_an_inside_number_to_shade_it_outside_is_refused(board):
    view, ctx = board
    before = ctx.document.answer
    gesture(view, ctx, [NUMBER])
    assert ctx.document.answer == before
    assert ctx.messages == [REASON]
    assert not ctx.document.can_undo()                 # no empty undo step either


def test_a_drag_shading_outside_skips_the_number_and_says_why_once(board):
    view, ctx = board
    gesture(view, ctx, [(0, 1), (1, 1), (2, 1)])   # starts on an inside cell: shades outside
    inside = inside_cells(ctx.document.puzzle, ctx.document.answer)
    assert NUMBER in inside and (0, 1) not in inside
    assert ctx.messages == [REASON]


def test_a_right_click_cannot_mark_a_number_outside(board):
    view, ctx = board
    gesture(view, ctx, [NUMBER], RIGHT)
    assert NUMBER not in ctx.document.answer.outside_marks
    assert NUMBER in inside_cells(ctx.document.puzzle, ctx.document.answer)
    assert ctx.messages == [REASON]
    # A right drag over the number marks the other cells.
    gesture(view, ctx, [(1, 0), (1, 1), (1, 2)], RIGHT)
    assert ctx.document.answer.outside_marks == {(1, 0), (1, 2)}
    assert ctx.messages == [REASON, REASON]


@pytest.mark.parametrize("k, text", [(Qt.Key_Space, " "), (Qt.Key_X, "x"), (Qt.Key_Delete, "")])
def test_keys_cannot_put_a_number_outside(board, k, text):
    view, ctx = board
    ctx.set_cursor(NUMBER)
    before = ctx.document.answer
    assert view.key_press(ctx, k, text, NOMOD)
    assert ctx.document.answer == before
    assert ctx.messages == [REASON]


def test_shading_an_outside_number_inside_is_allowed(board):
    view, ctx = board
    puzzle = CorralPuzzle(4, 4, frozenset({((3, 3), 1)}))
    ctx = FakeContext(puzzle, "play")
    gesture(view, ctx, [(3, 3)])
    assert inside_cells(puzzle, ctx.document.answer) == {(3, 3)}
    ctx.set_cursor((3, 3))
    view.key_press(ctx, Qt.Key_Space, " ", NOMOD)       # back outside: refused
    assert inside_cells(puzzle, ctx.document.answer) == {(3, 3)}
    assert ctx.messages == ["The 1 at row 4, column 4 is always inside the loop: it cannot be made outside."]


# ----- the input table -----------------------------------------------------------------
def test_the_input_table_lists_every_gesture_of_each_mode():
    view = CorralView()
    play = dict(view.input_table("play", CorralPuzzle.empty(5, 5)))
    for gesture_ in ("Drag along grid lines", "Click or drag in cells", "Right-click a line",
                     "Right-click a cell", "Space", "X", "Shift+arrow", "Ctrl+arrow", "Arrow keys"):
        assert gesture_ in play
    edit = dict(view.input_table("edit"))
    assert "Del, Backspace or 0" in edit and "Right-click a cell" in edit
    assert view.input_help("play", CorralPuzzle.empty(5, 5)).startswith("Drag along grid lines: draw the loop")


def test_a_standard_corral_never_lists_the_plus_times_notes():
    view = CorralView()
    am = CorralPuzzle.empty(5, 5, ADDITIVE_MULTIPLICATIVE)
    for table in (view.input_table("play", CorralPuzzle.empty(5, 5)), view.input_table("play")):
        text = " ".join(g + " " + e for g, e in table)
        assert "×" not in text and "Ctrl+click" not in text and "note it" not in text
    text = " ".join(g + " " + e for g, e in view.input_table("play", am))
    assert "Ctrl+click a number" in text and "×" in text
    assert "input_help" not in CorralView.__dict__      # the shared one joins the table
