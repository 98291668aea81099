"""Ore Soccer strokes the view refuses (as pzprjs does) and its input table."""
from __future__ import annotations

from PySide6.QtCore import Qt

from conftest import centre, drag, fake_context, key
from genres.soccer import GENRE
from genres.soccer.view import MOVE_INTO_GOAL, MOVE_ONTO_BLACK, PATH_INTO_BLACK, SoccerView

from test_soccer_rules import board

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
FakeContext = fake_context(GENRE)

# The kick-off circle at (3, 1) with a black circle straight above it at (2, 1);
# white circles at (2, 0), beside the black one, and (1, 0), below the goal.
ROWS = ("g...",
        "o...",
        "o#..",
        ".o..")


def test_a_path_drag_into_a_black_circle_is_refused_and_says_why():
    view, ctx = SoccerView(), FakeContext(board(*ROWS), "play")
    drag(view, ctx, [(3, 1), (2, 1), (1, 1)])
    assert ctx.document.answer.path == ()
    assert ctx.messages == [PATH_INTO_BLACK]        # once, however long the pointer stays


def test_a_fast_straight_drag_stops_before_a_black_circle():
    puzzle = board("..g.",
                   "....",
                   ".#..",
                   "....",
                   ".o..")
    view, ctx = SoccerView(), FakeContext(puzzle, "play")
    # From (4, 1) straight up to (0, 1) in one move: the cells in between are
    # filled in up to the black circle at (2, 1), and no further.
    view.mouse_press(ctx, centre((4, 1)), LEFT, Qt.NoModifier)
    view.mouse_move(ctx, centre((0, 1)), LEFT, Qt.NoModifier)
    view.mouse_release(ctx, centre((0, 1)), LEFT, Qt.NoModifier)
    assert ctx.document.answer.path == ((4, 1), (3, 1))
    assert ctx.messages == [PATH_INTO_BLACK]


def test_shift_arrow_into_a_black_circle_is_refused():
    view, ctx = SoccerView(), FakeContext(board(*ROWS), "play")
    ctx.set_cursor((3, 1))
    key(view, ctx, Qt.Key_Up, mods=Qt.ShiftModifier)
    assert ctx.document.answer.path == () and ctx.messages == [PATH_INTO_BLACK]
    assert not ctx.document.can_undo()          # nothing was recorded
    key(view, ctx, Qt.Key_PageUp, mods=Qt.ShiftModifier)          # up-right is free
    assert ctx.document.answer.path == ((3, 1), (2, 2))


def test_a_circle_dragged_onto_a_black_circle_or_into_the_goal_stays_put():
    view, ctx = SoccerView(), FakeContext(board(*ROWS), "play")
    drag(view, ctx, [(2, 0), (2, 1)], RIGHT)
    assert ctx.document.answer.moves == frozenset()
    assert ctx.messages == [MOVE_ONTO_BLACK]
    drag(view, ctx, [(1, 0), (0, 0)], RIGHT)
    assert ctx.document.answer.moves == frozenset()
    assert ctx.messages[-1] == MOVE_INTO_GOAL
    # A legal step still works.
    drag(view, ctx, [(1, 0), (1, 1)], RIGHT)
    assert ctx.document.answer.moves == {((1, 0), (1, 1))}


def test_ctrl_arrow_onto_a_black_circle_or_into_the_goal_is_refused():
    view, ctx = SoccerView(), FakeContext(board(*ROWS), "play")
    ctx.set_cursor((2, 0))
    key(view, ctx, Qt.Key_Right, mods=Qt.ControlModifier)
    assert ctx.document.answer.moves == frozenset() and ctx.messages == [MOVE_ONTO_BLACK]
    ctx.set_cursor((1, 0))
    key(view, ctx, Qt.Key_Up, mods=Qt.ControlModifier)
    assert ctx.document.answer.moves == frozenset() and ctx.messages[-1] == MOVE_INTO_GOAL


def test_the_input_table_lists_every_gesture_of_each_mode():
    view = SoccerView()
    play = dict(view.input_table("play"))
    edit = dict(view.input_table("edit"))
    assert "draw the ball's path" in play["Drag from a white circle"]
    assert {"Shift+arrow", "Ctrl+arrow", "Delete", "Right-click, right-drag"} <= set(play)
    assert any("move it one step" in effect for effect in play.values())
    assert {"Click", "Right-click", "Digits", "S", "O / B / G"} <= set(edit)
    # The status bar line is the shared join of the table.
    line = view.input_help("play")
    assert "Shift+arrow: draw the path one step from the cursor" in line
    assert all(len(g) < 40 and len(e) < 60 for g, e in view.input_table("play"))
