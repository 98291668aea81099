"""Hebi-Ichigo input the player expects: strokes into black cells are refused
with one reason, and the input table lists every gesture and key."""
from __future__ import annotations

from PySide6.QtCore import Qt

from conftest import drag, fake_context, key
from genres.hebi import GENRE
from genres.hebi.model import HebiAnswer, HebiPuzzle
from genres.hebi.view import BLACK_REFUSED, HebiView

FakeContext = fake_context(GENRE)


def board() -> HebiPuzzle:
    """5x5 with a bare black cell at (1, 2) and an arrow on (3, 3)."""
    return HebiPuzzle.empty(5, 5).with_black((1, 2), True).with_arrow((3, 3), "left")


def test_a_snake_drag_into_a_black_cell_stops_there_and_says_why_once():
    view, ctx = HebiView(), FakeContext(board(), "play")
    drag(view, ctx, [(1, 0), (1, 1), (1, 2), (1, 3), (1, 2)])
    assert ctx.document.answer.digit_map == {(1, 0): 1, (1, 1): 2}
    assert ctx.messages == [BLACK_REFUSED]


def test_a_fast_drag_across_a_black_cell_writes_nothing_beyond_it():
    view, ctx = HebiView(), FakeContext(board(), "play")
    # One mouse move from (1, 0) to (1, 4): the cells are visited in a straight run.
    drag(view, ctx, [(1, 0), (1, 4)])
    assert ctx.document.answer.digit_map == {(1, 0): 1, (1, 1): 2}
    assert ctx.messages == [BLACK_REFUSED]


def test_a_press_on_a_black_cell_writes_no_snake_and_no_dot():
    for button in (Qt.LeftButton, Qt.RightButton):
        view, ctx = HebiView(), FakeContext(board(), "play")
        drag(view, ctx, [(3, 3), (3, 4)], button)
        assert ctx.document.answer == HebiAnswer()
        assert ctx.messages == [BLACK_REFUSED]
        assert not ctx.document.can_undo()


def test_keys_on_a_black_cell_are_refused_with_the_reason():
    for k, text in ((Qt.Key_3, "3"), (Qt.Key_Period, ".")):
        view, ctx = HebiView(), FakeContext(board(), "play")
        ctx.set_cursor((1, 2))
        key(view, ctx, k, text)
        assert ctx.document.answer == HebiAnswer()
        assert ctx.messages == [BLACK_REFUSED]


def test_the_input_table_lists_every_gesture_and_key_of_each_mode():
    view = HebiView()
    play = dict(view.input_table("play"))
    for gesture in ("Drag from an empty cell", "Right-click", "Right-drag", "1-5", ".", "O",
                    "Arrow keys"):
        assert gesture in play
    edit = dict(view.input_table("edit"))
    for gesture in ("Click a white cell", "Shift+arrow key", "0-5", "B or Space",
                    "Backspace or Delete", "Right-click"):
        assert gesture in edit
    # The status bar joins the table: the shared helper, not a string of its own.
    assert "O: show or hide snake outlines" in view.input_help("play")
    assert "Shift+arrow key: give the cell an arrow" in view.input_help("edit", board())
