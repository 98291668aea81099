"""The Circumnavi-Gates view: what a player's mouse and keys do, and what the board looks like."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from conftest import Clock, centre, drag, fake_context, key, undo_steps
from genres.circumnavi import GENRE
from genres.circumnavi.model import BLACK, CIRCLE, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle
from genres.circumnavi.view import CircumnaviView
from genres.core.grid import edge
from genres.core.view import Overlay, Palette, ViewState
from genres.core.violation import Violation

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
NOMOD = Qt.NoModifier


FakeContext = fake_context(GENRE)


def click(view, ctx, pos, button=LEFT):
    view.mouse_press(ctx, pos, button, NOMOD)
    view.mouse_release(ctx, pos, button, NOMOD)


def links_of(*path):
    return {edge(a, b) for a, b in zip(path, path[1:])}


@pytest.fixture
def play():
    return CircumnaviView(), FakeContext(CircumnaviPuzzle.empty(5, 5), "play")


@pytest.fixture
def edit():
    clock = Clock()
    return CircumnaviView(clock=clock), FakeContext(CircumnaviPuzzle.empty(5, 5), "edit"), clock


# ----- play mode: the mouse --------------------------------------------------

def test_a_drag_through_cells_draws_the_loop_as_one_undo_step(play):
    view, ctx = play
    path = [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]
    drag(view, ctx, path)
    assert ctx.document.answer.links == links_of(*path)
    assert undo_steps(ctx.document) == 1


def test_dragging_again_over_drawn_links_erases_them(play):
    view, ctx = play
    drag(view, ctx, [(0, 0), (0, 1), (0, 2), (1, 2)])
    drag(view, ctx, [(0, 1), (0, 2), (1, 2)])
    assert ctx.document.answer.links == links_of((0, 0), (0, 1))


def test_the_first_link_of_a_drag_decides_between_drawing_and_erasing(play):
    view, ctx = play
    drag(view, ctx, [(0, 0), (0, 1)])
    # Starting on the drawn link makes this an erasing drag: it must not draw on.
    drag(view, ctx, [(0, 0), (0, 1), (0, 2), (0, 3)])
    assert ctx.document.answer.links == set()
    drag(view, ctx, [(2, 0), (2, 1), (2, 2)])
    drag(view, ctx, [(3, 1), (2, 1), (2, 2), (2, 3)])   # first link new: draws, keeps (2,1)-(2,2)
    assert ctx.document.answer.links == links_of((2, 0), (2, 1), (2, 2), (2, 3)) | links_of((3, 1), (2, 1))


def test_a_fast_drag_fills_the_straight_run_it_skipped(play):
    view, ctx = play
    drag(view, ctx, [(1, 0), (1, 4), (4, 4)])
    assert ctx.document.answer.links == links_of((1, 0), (1, 1), (1, 2), (1, 3), (1, 4),
                                                 (2, 4), (3, 4), (4, 4))


def test_a_diagonal_jump_draws_nothing_and_drawing_resumes_from_there(play):
    view, ctx = play
    drag(view, ctx, [(0, 0), (1, 1), (1, 2)])
    assert ctx.document.answer.links == links_of((1, 1), (1, 2))


def test_leaving_the_board_mid_drag_draws_nothing_outside(play):
    view, ctx = play
    view.mouse_press(ctx, centre((0, 3)), LEFT, NOMOD)
    view.mouse_move(ctx, centre((0, 4)), LEFT, NOMOD)
    view.mouse_move(ctx, (6.3, 0.5), LEFT, NOMOD)          # off the right edge
    view.mouse_move(ctx, centre((1, 4)), LEFT, NOMOD)
    view.mouse_release(ctx, centre((1, 4)), LEFT, NOMOD)
    assert ctx.document.answer.links == links_of((0, 3), (0, 4), (1, 4))


def test_moving_the_mouse_with_no_button_held_draws_nothing(play):
    view, ctx = play
    view.mouse_press(ctx, centre((0, 0)), LEFT, NOMOD)    # the release never reached the board
    view.mouse_move(ctx, centre((0, 1)), Qt.NoButton, NOMOD)
    view.mouse_move(ctx, centre((0, 2)), Qt.NoButton, NOMOD)
    assert ctx.document.answer.links == set()


def test_a_stroke_into_a_black_cell_is_refused_with_one_message():
    view = CircumnaviView()
    ctx = FakeContext(CircumnaviPuzzle.empty(3, 3).with_kind((1, 1), BLACK))
    drag(view, ctx, [(1, 0), (1, 1), (1, 2)])
    assert ctx.document.answer.links == set()
    assert ctx.messages == ["The loop cannot enter the black cell at row 2, column 2."]
    assert not ctx.document.can_undo()


def test_a_stroke_passing_a_black_cell_draws_the_rest():
    view = CircumnaviView()
    ctx = FakeContext(CircumnaviPuzzle.empty(3, 3).with_kind((1, 1), BLACK))
    drag(view, ctx, [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)])
    assert ctx.document.answer.links == links_of((0, 0), (0, 1)) | links_of((2, 1), (2, 2))
    assert len(ctx.messages) == 1


def test_shift_arrow_into_a_black_cell_is_refused_and_the_cursor_stays():
    view = CircumnaviView()
    ctx = FakeContext(CircumnaviPuzzle.empty(3, 3).with_kind((1, 1), BLACK))
    ctx.set_cursor((1, 0))
    assert view.key_press(ctx, Qt.Key_Right, "", Qt.ShiftModifier)
    assert ctx.document.answer.links == set()
    assert ctx.cursor == (1, 0)
    assert ctx.messages == ["The loop cannot enter the black cell at row 2, column 2."]


def test_a_link_into_a_black_cell_from_an_old_file_can_be_erased():
    view = CircumnaviView()
    old = CircumnaviAnswer(frozenset(links_of((1, 0), (1, 1))))
    ctx = FakeContext(CircumnaviPuzzle.empty(3, 3).with_kind((1, 1), BLACK), "play", old)
    drag(view, ctx, [(1, 0), (1, 1)])
    assert ctx.document.answer.links == set()
    assert ctx.messages == []


def test_right_click_on_a_border_toggles_a_cross(play):
    view, ctx = play
    border = (2.0, 1.5)   # between (1, 1) and (1, 2)
    click(view, ctx, border, RIGHT)
    assert ctx.document.answer.crosses == {edge((1, 1), (1, 2))}
    click(view, ctx, (2.1, 1.4), RIGHT)
    assert ctx.document.answer.crosses == set()


def test_a_cross_replaces_a_link_and_a_link_replaces_a_cross(play):
    view, ctx = play
    drag(view, ctx, [(1, 1), (1, 2)])
    click(view, ctx, (1.95, 1.5), RIGHT)
    assert ctx.document.answer.links == set()
    assert ctx.document.answer.crosses == {edge((1, 1), (1, 2))}
    drag(view, ctx, [(1, 1), (1, 2)])
    assert ctx.document.answer.links == {edge((1, 1), (1, 2))}
    assert ctx.document.answer.crosses == set()


def test_right_click_in_the_middle_of_a_cell_toggles_a_mark(play):
    view, ctx = play
    click(view, ctx, centre((3, 2)), RIGHT)
    assert ctx.document.answer.marks == {(3, 2)}
    assert ctx.document.answer.crosses == set()
    click(view, ctx, centre((3, 2)), RIGHT)
    assert ctx.document.answer.marks == set()


def test_right_click_on_the_board_outline_marks_the_cell_rather_than_crossing(play):
    view, ctx = play
    click(view, ctx, (0.05, 2.5), RIGHT)    # the left edge of (2, 0): no cell beyond it
    assert ctx.document.answer.marks == {(2, 0)}


def test_a_right_drag_crosses_every_border_it_passes_as_one_step(play):
    view, ctx = play
    drag(view, ctx, [(0, 0), (0, 1), (0, 2)], RIGHT)   # starts mid-cell: marks
    assert ctx.document.answer.marks == {(0, 0), (0, 1), (0, 2)}
    view.mouse_press(ctx, (1.0, 3.5), RIGHT, NOMOD)      # on the border (3,0)|(3,1)
    view.mouse_move(ctx, (2.0, 3.45), RIGHT, NOMOD)
    view.mouse_move(ctx, (3.02, 3.5), RIGHT, NOMOD)
    view.mouse_release(ctx, (3.02, 3.5), RIGHT, NOMOD)
    assert ctx.document.answer.crosses == {edge((3, 0), (3, 1)), edge((3, 1), (3, 2)), edge((3, 2), (3, 3))}
    assert undo_steps(ctx.document) == 2


# ----- play mode: the keyboard -----------------------------------------------

def test_arrow_keys_move_the_cursor_and_stop_at_the_edge(play):
    view, ctx = play
    key(view, ctx, Qt.Key_Right)
    assert ctx.cursor == (0, 0)          # the first arrow brings the cursor onto the board
    key(view, ctx, Qt.Key_Right)
    key(view, ctx, Qt.Key_Down)
    assert ctx.cursor == (1, 1)
    for _ in range(3):
        key(view, ctx, Qt.Key_Up)
    assert ctx.cursor == (0, 1)


def test_shift_arrow_draws_from_the_cursor_and_follows_the_line(play):
    view, ctx = play
    ctx.set_cursor((2, 2))
    key(view, ctx, Qt.Key_Right, mods=Qt.ShiftModifier)
    key(view, ctx, Qt.Key_Down, mods=Qt.ShiftModifier)
    assert ctx.document.answer.links == links_of((2, 2), (2, 3), (3, 3))
    assert ctx.cursor == (3, 3)
    key(view, ctx, Qt.Key_Up, mods=Qt.ShiftModifier)     # back over the drawn link erases it
    assert ctx.document.answer.links == links_of((2, 2), (2, 3))
    assert ctx.cursor == (2, 3)


def test_shift_arrow_off_the_board_is_refused_with_a_reason(play):
    view, ctx = play
    ctx.set_cursor((0, 0))
    key(view, ctx, Qt.Key_Up, mods=Qt.ShiftModifier)
    assert ctx.document.answer.links == set()
    assert ctx.messages


def test_ctrl_arrow_crosses_the_border_next_to_the_cursor(play):
    view, ctx = play
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_Left, mods=Qt.ControlModifier)
    assert ctx.document.answer.crosses == {edge((1, 0), (1, 1))}
    assert ctx.cursor == (1, 1)


def test_x_marks_the_cursor_cell_and_delete_erases_its_links(play):
    view, ctx = play
    drag(view, ctx, [(2, 1), (2, 2), (2, 3), (3, 3)])
    ctx.set_cursor((2, 2))
    key(view, ctx, Qt.Key_X, "x")
    assert ctx.document.answer.marks == {(2, 2)}
    key(view, ctx, Qt.Key_Delete)
    assert ctx.document.answer.links == links_of((2, 3), (3, 3))


# ----- edit mode -------------------------------------------------------------

def test_clicks_cycle_empty_black_vertical_horizontal_and_back(edit):
    view, ctx, _ = edit
    seen = []
    for _ in range(4):
        click(view, ctx, centre((1, 1)))
        seen.append(ctx.document.puzzle.kind((1, 1)))
    assert seen == [BLACK, VGATE, HGATE, EMPTY]
    click(view, ctx, centre((1, 1)), RIGHT)
    assert ctx.document.puzzle.kind((1, 1)) == HGATE
    assert ctx.cursor == (1, 1)


def test_a_drag_paints_the_kind_chosen_at_the_press_in_one_step(edit):
    view, ctx, _ = edit
    click(view, ctx, centre((0, 2)))          # (0, 2) is black already: the drag does not cycle it on
    drag(view, ctx, [(0, 0), (0, 1), (0, 2), (0, 3)])
    assert ctx.document.puzzle.grid[0] == "####."
    assert undo_steps(ctx.document) == 2


def test_keys_place_each_cell_kind_at_the_cursor(edit):
    view, ctx, _ = edit
    ctx.set_cursor((2, 2))
    for text, k, kind in (("b", Qt.Key_B, BLACK), ("-", Qt.Key_Minus, HGATE), ("|", Qt.Key_Bar, VGATE),
                          ("#", Qt.Key_NumberSign, BLACK), ("v", Qt.Key_V, VGATE),
                          (".", Qt.Key_Period, EMPTY), ("o", Qt.Key_O, CIRCLE), (" ", Qt.Key_Space, EMPTY)):
        assert key(view, ctx, k, text)
        assert ctx.document.puzzle.kind((2, 2)) == kind, text
    key(view, ctx, Qt.Key_B, "b")
    key(view, ctx, Qt.Key_Delete)
    assert ctx.document.puzzle.kind((2, 2)) == EMPTY


def test_placing_the_circle_moves_it_and_it_counts_the_gates(edit):
    view, ctx, _ = edit
    ctx.set_cursor((0, 0))
    key(view, ctx, Qt.Key_O, "o")
    ctx.set_cursor((3, 3))
    key(view, ctx, Qt.Key_C, "c")
    puzzle = ctx.document.puzzle
    assert puzzle.cells_of(CIRCLE) == [(3, 3)]
    assert puzzle.circle_value == 0
    click(view, ctx, centre((1, 1)))
    click(view, ctx, centre((1, 1)))        # a vertical gate
    assert ctx.document.puzzle.circle_value == 1


def test_digits_typed_quickly_form_one_number_and_one_undo_step(edit):
    view, ctx, clock = edit
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_1, "1")            # on an empty cell: it turns black
    clock.now += 0.4
    key(view, ctx, Qt.Key_2, "2")
    puzzle = ctx.document.puzzle
    assert puzzle.kind((1, 1)) == BLACK and puzzle.number((1, 1)) == 12
    assert undo_steps(ctx.document) == 1


def test_a_digit_after_a_pause_starts_a_new_number(edit):
    view, ctx, clock = edit
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_1, "1")
    clock.now += 2.0
    key(view, ctx, Qt.Key_3, "3")
    assert ctx.document.puzzle.number((1, 1)) == 3


def test_backspace_removes_the_last_digit_then_clears_the_cell(edit):
    view, ctx, _ = edit
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_1, "1")
    key(view, ctx, Qt.Key_5, "5")
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.number((1, 1)) == 1
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.kind((1, 1)) == BLACK and ctx.document.puzzle.number((1, 1)) is None
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.kind((1, 1)) == EMPTY


def test_zero_is_not_a_gate_number(edit):
    view, ctx, _ = edit
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_0, "0")
    assert ctx.document.puzzle.kind((1, 1)) == EMPTY
    assert ctx.messages


def test_edit_keys_without_a_cursor_explain_what_to_do(edit):
    view, ctx, _ = edit
    assert key(view, ctx, Qt.Key_B, "b")
    assert ctx.document.puzzle == CircumnaviPuzzle.empty(5, 5)
    assert ctx.messages


def test_the_input_table_lists_each_gesture_and_key_of_the_mode():
    view = CircumnaviView()
    edit_rows = dict(view.input_table("edit"))
    play_rows = dict(view.input_table("play"))
    assert "vertical gate" in edit_rows["Click"] and edit_rows["O"] == "the circle"
    assert play_rows["Drag across cells"] == "draw or erase the loop"
    assert {"Shift+arrow", "Ctrl+arrow", "X", "Right-click a border"} <= set(play_rows)
    # The status bar joins the same rows.
    assert "Drag across cells: draw or erase the loop" in view.input_help("play")
    assert "vertical gate" in view.input_help("edit")


# ----- painting --------------------------------------------------------------

SCALE = 40


def sample_puzzle() -> CircumnaviPuzzle:
    grid = ("......",
            ".#--#.",
            "#...|.",
            "|.o.|.",
            "|...#.",
            "#.....")
    return GENRE.normalized(CircumnaviPuzzle(6, 6, grid, frozenset({((1, 1), 1)})))


class Picture:
    """A rendered board, read back in board units."""

    def __init__(self, image: QImage, left: float, top: float):
        self.image, self.left, self.top = image, left, top


def render(state: ViewState) -> Picture:
    view = CircumnaviView()
    rect = view.board_rect(state.puzzle)
    img = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format_ARGB32)
    img.fill(QColor("#808080"))
    painter = QPainter(img)
    painter.scale(SCALE, SCALE)
    painter.translate(-rect.left(), -rect.top())
    view.paint(painter, state)
    painter.end()
    return Picture(img, rect.left(), rect.top())


def pixel(pic: Picture, x: float, y: float) -> QColor:
    return pic.image.pixelColor(int((x - pic.left) * SCALE), int((y - pic.top) * SCALE))


def near(color: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color.getRgb()[:3], expected.getRgb()[:3]))


WHITE = QColor("#ffffff")


def sample_state(**kw) -> ViewState:
    puzzle = sample_puzzle()
    answer = CircumnaviAnswer(frozenset(links_of((0, 0), (0, 1), (0, 2)) | links_of((5, 3), (5, 4))),
                          frozenset({edge((4, 1), (4, 2))}), frozenset({(2, 1)}))
    return ViewState(puzzle, answer, **kw)


def test_the_board_looks_like_print(qapp):
    img = render(sample_state())
    assert near(pixel(img, 0.5, 2.5), Palette.ink)            # a black cell's centre is dark
    assert near(pixel(img, 3.5, 4.5), WHITE)                  # an empty cell's centre is white
    assert near(pixel(img, 4.5, 2.5), Palette.ink, 90)        # a gate's dot on the cell centre
    assert near(pixel(img, 4.5, 2.4), WHITE)                  # between two dots: paper
    assert near(pixel(img, 2.5 + 0.4, 3.5), Palette.ink, 100)  # the circle's ring
    assert near(pixel(img, 1.0, 0.5), Palette.answer)         # a linked segment's midpoint
    assert near(pixel(img, 0.0, 4.5), Palette.ink)            # the outer border


def test_errors_tint_cells_and_colour_the_loop_segments_touching_them(qapp):
    errs = (Violation("loop-dead-end", "dead end", cells=((5, 4),)),)
    img = render(sample_state(errors=errs))
    assert near(pixel(img, 4.0, 5.5), Palette.error)
    assert near(pixel(img, 1.0, 0.5), Palette.answer)
    tinted = pixel(img, 4.5, 5.2)
    assert tinted.red() > tinted.blue() + 30


def test_the_solver_overlay_shows_solution_forced_links_and_differences(qapp):
    overlay = Overlay(solution=CircumnaviAnswer(frozenset(links_of((3, 5), (4, 5)))),
                      forced={("link", edge((2, 3), (3, 3))): True, ("link", edge((3, 0), (3, 1))): False},
                      diff_cells=((5, 1),))
    img = render(sample_state(overlay=overlay))
    assert near(pixel(img, 5.5, 4.0), Palette.solution)
    assert near(pixel(img, 3.5, 3.0), Palette.forced)
    diff = pixel(img, 1.5, 5.5)
    assert diff.green() < 230 and diff.red() > 230


def test_the_cursor_and_highlights_show_on_screen(qapp):
    img = render(sample_state(cursor=(4, 2), highlight_cells=frozenset({(4, 3)})))
    assert near(pixel(img, 2.5, 4.07), Palette.cursor)
    lit = pixel(img, 3.5, 4.5)
    assert lit.blue() < 200 and lit.red() > 230


def test_a_highlighted_black_cell_is_lit_up_not_hidden_under_the_black(qapp):
    # "The number 1 labels no gate" blames the numbered black cell (1, 1): clicking
    # the message must visibly mark that cell.
    plain = render(sample_state())
    lit = render(sample_state(highlight_cells=frozenset({(1, 1)})))
    assert near(pixel(plain, 1.06, 1.5), Palette.ink)
    frame = pixel(lit, 1.06, 1.5)
    assert frame.red() > 200 and frame.green() > 150 and frame.blue() < 100


def test_a_highlighted_circle_shows_the_highlight_over_its_white_disc(qapp):
    lit = pixel(render(sample_state(highlight_cells=frozenset({(3, 2)}))), 2.5, 3.35)
    assert lit.blue() < 200 and lit.red() > 230


def test_print_shows_no_cursor_overlay_errors_or_notes(qapp):
    overlay = Overlay(solution=CircumnaviAnswer(frozenset(links_of((3, 5), (4, 5)))), diff_cells=((5, 1),))
    errs = (Violation("loop-dead-end", "dead end", cells=((5, 4),)),)
    img = render(sample_state(for_print=True, cursor=(4, 2), overlay=overlay, errors=errs,
                              highlight_cells=frozenset({(4, 3)})))
    for x, y in ((2.5, 4.07), (5.5, 3.8), (1.5, 5.5), (3.5, 4.5), (1.5, 2.5), (4.5, 5.2)):
        assert near(pixel(img, x, y), WHITE, 10), (x, y)
    assert near(pixel(img, 4.0, 5.5), Palette.answer)         # the loop itself, in its own colour


def test_print_without_the_answer_shows_the_bare_puzzle(qapp):
    img = render(sample_state(for_print=True, show_answer=False))
    assert near(pixel(img, 1.0, 0.5), WHITE, 60)               # only the thin grid line there
    assert near(pixel(img, 0.5, 2.5), Palette.ink)
