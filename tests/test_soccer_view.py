"""The Ore Soccer view: what a player's mouse and keys do, and what the board looks like."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from conftest import centre, drag, fake_context, key, undo_steps
from genres.core.document import Document
from genres.core.view import Overlay, Palette, ViewState
from genres.core.violation import Violation
from genres.soccer import GENRE
from genres.soccer.model import BLACK, GOAL, WHITE, SoccerAnswer, SoccerPuzzle
from genres.soccer.paint import GOAL_FILL
from genres.soccer.view import PATH_FROM_BLACK, START_NOT_MOVED, START_ON_CIRCLE, SoccerView

from test_soccer_rules import BASE, BASE_ANSWER, BASE_MOVE, BASE_PATH

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
NOMOD, SHIFT = Qt.NoModifier, Qt.ShiftModifier


FakeContext = fake_context(GENRE)


def click(view, ctx, cell, button=LEFT):
    drag(view, ctx, [cell], button)


@pytest.fixture
def play():
    return SoccerView(), FakeContext(BASE, "play")


@pytest.fixture
def edit():
    return SoccerView(), FakeContext(SoccerPuzzle.empty(5, 5), "edit")


# ----- play: the ball's path --------------------------------------------------------

def test_a_drag_from_a_white_circle_draws_the_path_in_eight_directions(play):
    view, ctx = play
    drag(view, ctx, BASE_PATH)
    assert ctx.document.answer.path == tuple(BASE_PATH)
    assert undo_steps(ctx.document) == 1


def test_a_drag_from_an_empty_cell_draws_a_loose_piece_the_path_takes_in(play):
    """As a loop puzzle lets one draw a line anywhere: a stretch known before
    the path gets there is a loose piece (one undo step), which the path
    takes in when it reaches it; the board is then solved."""
    view, ctx = play
    ctx.document.apply(answer=SoccerAnswer(moves=frozenset({BASE_MOVE})), label="move")
    drag(view, ctx, [(0, 2), (1, 2), (2, 2)])
    answer = ctx.document.answer
    assert answer.path == () and answer.loose == {((0, 2), (1, 2)), ((1, 2), (2, 2))}
    assert any(v.code == "path-loose-steps" for v in GENRE.check(BASE, answer))
    drag(view, ctx, [(4, 0), (3, 1), (2, 2)])
    assert ctx.document.answer == BASE_ANSWER and GENRE.check(BASE, BASE_ANSWER) == []
    assert undo_steps(ctx.document) == 3        # the move, the loose piece, the path


def test_a_click_on_an_empty_cell_draws_nothing_and_says_how_to_start(play):
    view, ctx = play
    click(view, ctx, (4, 2))
    assert ctx.document.answer == SoccerAnswer() and ctx.messages[-1] == START_ON_CIRCLE
    assert undo_steps(ctx.document) == 0


def test_a_drag_from_a_black_circle_draws_nothing_and_says_why(play):
    view, ctx = play
    drag(view, ctx, [(3, 2), (4, 2)])
    assert ctx.document.answer == SoccerAnswer() and ctx.messages[-1] == PATH_FROM_BLACK


def test_moving_back_takes_the_last_step_back_and_a_fast_straight_drag_fills_in(play):
    view, ctx = play
    drag(view, ctx, [(4, 0), (3, 1), (2, 2), (3, 1), (2, 1)])
    assert ctx.document.answer.path == ((4, 0), (3, 1), (2, 1))
    drag(view, ctx, [(4, 0), (2, 2)])      # pressed on the start: the path is drawn anew
    assert ctx.document.answer.path == ((4, 0), (3, 1), (2, 2))


def test_a_drag_from_the_paths_end_goes_on(play):
    view, ctx = play
    drag(view, ctx, BASE_PATH[:3])
    drag(view, ctx, BASE_PATH[2:])
    assert ctx.document.answer.path == tuple(BASE_PATH)
    assert undo_steps(ctx.document) == 2


def test_a_cell_counts_only_once_the_pointer_nears_its_centre(play):
    view, ctx = play
    view.mouse_press(ctx, centre((4, 0)), LEFT, NOMOD)
    # Passing the corner on the way to (3, 1) grazes (3, 0) and (4, 1) near their corners.
    view.mouse_move(ctx, centre((3, 0), 0.92, 0.92), LEFT, NOMOD)
    view.mouse_move(ctx, centre((4, 1), 0.08, 0.08), LEFT, NOMOD)
    view.mouse_move(ctx, centre((3, 1)), LEFT, NOMOD)
    view.mouse_release(ctx, centre((3, 1)), LEFT, NOMOD)
    assert ctx.document.answer.path == ((4, 0), (3, 1))


# ----- play: moving circles and erasing ----------------------------------------------

def test_a_right_drag_moves_a_circle_one_step_and_back_takes_it_back(play):
    view, ctx = play
    drag(view, ctx, [(2, 3), (2, 2)], RIGHT)
    assert ctx.document.answer.moves == {BASE_MOVE}
    drag(view, ctx, [(2, 2), (2, 3)], RIGHT)         # picked up where it stands now
    assert ctx.document.answer.moves == frozenset()
    drag(view, ctx, [(2, 3), (0, 3)], RIGHT)         # two steps away: no move
    assert ctx.document.answer.moves == frozenset()


def test_shift_drag_moves_a_circle_too(play):
    view, ctx = play
    drag(view, ctx, [(2, 3), (1, 4)], mods=SHIFT)
    assert ctx.document.answer.moves == {((2, 3), (1, 4))}


def test_moving_a_circle_and_drawing_the_path_solves_the_board(play):
    view, ctx = play
    drag(view, ctx, [(2, 3), (2, 2)], RIGHT)
    drag(view, ctx, BASE_PATH)
    assert ctx.document.answer == BASE_ANSWER
    assert GENRE.check(ctx.document.puzzle, ctx.document.answer) == []


def test_a_right_click_cuts_the_path_and_takes_back_moves_there(play):
    view, ctx = play
    ctx.document.apply(answer=BASE_ANSWER)
    click(view, ctx, (1, 2), RIGHT)
    assert ctx.document.answer.path == tuple(BASE_PATH[:3])
    click(view, ctx, (2, 2), RIGHT)                  # the moved circle stands here
    assert ctx.document.answer.moves == frozenset() and ctx.document.answer.path == tuple(BASE_PATH[:2])


def test_delete_erases_at_the_cursor_and_a_right_drag_erases_along_the_way(play):
    view, ctx = play
    ctx.document.apply(answer=BASE_ANSWER)
    ctx.set_cursor((0, 2))
    key(view, ctx, Qt.Key_Delete)
    assert ctx.document.answer.path == tuple(BASE_PATH[:4])
    drag(view, ctx, [(4, 1), (3, 1)], RIGHT)
    assert ctx.document.answer.path == () and ctx.document.answer.moves == {BASE_MOVE}


# ----- edit mode ------------------------------------------------------------------------

def test_a_drag_along_the_top_row_sets_the_goal(edit):
    view, ctx = edit
    drag(view, ctx, [(0, 1), (0, 2), (0, 3)])
    assert ctx.document.puzzle.goal == {(0, 1), (0, 2), (0, 3)}
    drag(view, ctx, [(0, 4), (0, 3)])
    assert ctx.document.puzzle.goal == {(0, 3), (0, 4)}
    assert undo_steps(ctx.document) == 2


def test_a_click_cycles_white_black_empty_and_right_click_clears(edit):
    view, ctx = edit
    click(view, ctx, (2, 2))
    assert ctx.document.puzzle.kind((2, 2)) == WHITE
    click(view, ctx, (2, 2))
    assert ctx.document.puzzle.kind((2, 2)) == BLACK
    click(view, ctx, (2, 2))
    assert ctx.document.puzzle.black == frozenset()
    click(view, ctx, (0, 0))                         # a click in the top row cycles too
    assert ctx.document.puzzle.kind((0, 0)) == WHITE
    click(view, ctx, (0, 0), RIGHT)
    assert ctx.document.puzzle == SoccerPuzzle.empty(5, 5)


def test_keys_place_circles_goal_and_two_digit_numbers(edit):
    view, ctx = edit
    ctx.set_cursor((3, 3))
    key(view, ctx, Qt.Key_O, "o")
    key(view, ctx, Qt.Key_1, "1")
    key(view, ctx, Qt.Key_2, "2")
    assert ctx.document.puzzle.number((3, 3)) == 12
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.number((3, 3)) is None and ctx.document.puzzle.kind((3, 3)) == WHITE
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.kind((3, 3)) == "."
    key(view, ctx, Qt.Key_B, "b")
    assert ctx.document.puzzle.kind((3, 3)) == BLACK
    key(view, ctx, Qt.Key_5, "5")
    assert "white circles" in ctx.messages[-1]
    ctx.set_cursor((0, 1))
    key(view, ctx, Qt.Key_G, "g")
    assert ctx.document.puzzle.kind((0, 1)) == GOAL


def test_s_toggles_strict_moves_and_says_so(edit):
    view, ctx = edit
    key(view, ctx, Qt.Key_S, "s")
    assert ctx.document.puzzle.strict_moves and "Strict moves on" in ctx.messages[-1]
    key(view, ctx, Qt.Key_S, "S")
    assert not ctx.document.puzzle.strict_moves and "off" in ctx.messages[-1]


# ----- painting ---------------------------------------------------------------------------

SCALE = 40
WHITE_PAPER = QColor("#ffffff")


class Picture:
    def __init__(self, image: QImage):
        self.image = image

    def pixel(self, x: float, y: float) -> QColor:
        return self.image.pixelColor(int(x * SCALE), int(y * SCALE))


def near(color: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color.getRgb()[:3], expected.getRgb()[:3]))


def render(state: ViewState) -> Picture:
    p = state.puzzle
    img = QImage(p.cols * SCALE, p.rows * SCALE, QImage.Format_ARGB32)
    img.fill(QColor("#808080"))
    painter = QPainter(img)
    painter.scale(SCALE, SCALE)
    SoccerView().paint(painter, state)
    painter.end()
    return Picture(img)


def test_goal_cells_are_grey_and_circles_white_or_black(qapp):
    img = render(ViewState(BASE, SoccerAnswer()))
    assert near(img.pixel(2.1, 0.1), GOAL_FILL, 10)
    assert near(img.pixel(3.5, 1.5), Palette.ink)                 # black circle (1, 3)
    assert near(img.pixel(0.5, 4.5), WHITE_PAPER, 10)             # inside the white circle (4, 0)
    assert near(img.pixel(0.5, 4.5 - 0.36), Palette.ink, 90)      # its rim


def test_a_moved_circle_stands_at_its_destination_with_a_dotted_line_from_a_faint_ring(qapp):
    img = render(ViewState(BASE, SoccerAnswer(moves=frozenset({BASE_MOVE}))))
    assert near(img.pixel(2.5 - 0.36, 2.5), Palette.ink, 90)       # the circle's rim at (2, 2)
    rim = img.pixel(3.5 + 0.36, 2.5)                              # the faint ring at (2, 3)
    assert not near(rim, WHITE_PAPER, 10) and not near(rim, Palette.ink, 60)
    line = [img.pixel(2.5 + t / 20, 2.5) for t in range(8, 12)]   # between the two circles
    assert any(near(c, Palette.answer, 80) for c in line)


def test_the_path_is_drawn_through_the_cells_with_an_arrowhead_in_the_goal(qapp):
    img = render(ViewState(BASE, BASE_ANSWER))
    assert near(img.pixel(2.5, 1.5), Palette.answer, 60)          # the step (2, 2) -> (1, 2)
    assert near(img.pixel(2.5, 0.5), Palette.answer, 60)          # the arrowhead in the goal
    assert near(img.pixel(2.58, 0.64), Palette.answer, 60)        # wider than the line


def test_edit_mode_shows_the_puzzle_without_the_answer(qapp):
    img = render(ViewState(BASE, BASE_ANSWER, mode="edit"))
    assert near(img.pixel(2.5, 1.5), WHITE_PAPER, 10)
    assert near(img.pixel(3.5, 2.5), WHITE_PAPER, 10)             # the circle is back at its origin


def test_errors_redden_the_blamed_steps_and_tint_the_cells(qapp):
    errors = (Violation("path-turns-off-destination", "turn", ((1, 2),),
                        (("step", (1, 2), (2, 2)),)),)
    img = render(ViewState(BASE, BASE_ANSWER, errors=errors))
    assert near(img.pixel(2.5, 1.7), Palette.error, 60)
    tint = img.pixel(2.1, 1.1)
    assert tint.red() > tint.blue() + 30


def test_the_overlay_shows_a_solution_and_forced_steps(qapp):
    overlay = Overlay(solution=SoccerAnswer(((4, 0), (4, 1))),
                      forced={("step", (3, 3), (4, 4)): True, ("start", (4, 0)): True})
    img = render(ViewState(BASE, SoccerAnswer(), overlay=overlay))
    assert near(img.pixel(1.0, 4.5), Palette.solution, 70)
    assert near(img.pixel(4.0, 4.0), Palette.forced, 70)


def test_print_shows_the_answer_in_ink_without_cursor_errors_or_overlay(qapp):
    errors = (Violation("path-not-in-goal", "x", ((4, 4),)),)
    state = ViewState(BASE, BASE_ANSWER, for_print=True, cursor=(4, 4), errors=errors,
                      overlay=Overlay(forced={("step", (3, 3), (4, 4)): True}))
    img = render(state)
    assert near(img.pixel(2.5, 1.5), Palette.ink, 60)
    for x, y in ((4.5, 4.07), (3.8, 3.8), (4.5, 4.5)):      # cursor, forced step, error tint
        assert near(img.pixel(x, y), WHITE_PAPER, 10), (x, y)


# ----- through the real main window ------------------------------------------------------


@pytest.fixture
def example_window(qtbot, private_settings):
    from importlib import resources

    from editor.mainwindow import MainWindow
    from genres.core import nativefile
    path = resources.files("resources").joinpath("examples", "soccer-01.json")
    window = MainWindow(nativefile.load(str(path)))
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.ask_save_changes = lambda: "discard"
    window.close()


def gui_drag(qtbot, window, cells, button=Qt.LeftButton) -> None:
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication
    canvas = window.canvas

    def at(cell):
        return canvas.cell_centre(cell).toPoint()

    qtbot.mousePress(canvas, button, pos=at(cells[0]))
    for cell in cells[1:]:
        local = QPointF(at(cell))
        QApplication.sendEvent(canvas, QMouseEvent(
            QEvent.MouseMove, local, QPointF(canvas.mapToGlobal(local)),
            Qt.NoButton, button, Qt.NoModifier))
    qtbot.mouseRelease(canvas, button, pos=at(cells[-1]))


def test_moving_circles_and_drawing_the_path_in_the_window_solves_the_example(qtbot, example_window):
    from genres.core.analysis import solve_verdict
    window = example_window
    assert window.mode == "play"
    solution = solve_verdict(GENRE, window.document.puzzle).solutions[0]
    assert solution.moves
    for origin, dest in sorted(solution.moves):
        gui_drag(qtbot, window, [origin, dest], Qt.RightButton)
    assert window.document.answer.moves == solution.moves
    assert window.acts.undo.text() == "&Undo Move circle"
    assert not window.solved
    gui_drag(qtbot, window, list(solution.path))
    assert window.document.answer == solution
    assert window.violations == [] and window.solved
    assert "Solved" in window.statusBar().currentMessage()
    window.acts.undo.trigger()
    assert window.document.answer.path == () and not window.solved


def test_strict_moves_in_the_properties_dialog_turn_a_chain_into_a_broken_rule(qtbot, private_settings):
    from PySide6.QtWidgets import QCheckBox

    from editor.mainwindow import MainWindow
    from test_soccer_rules import CHAIN, CHAIN_ROWS, board
    window = MainWindow(Document(GENRE, board(*CHAIN_ROWS), CHAIN))
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
    assert window.solved
    dialog = window.show_properties_dialog()
    _, box = dialog.option_fields["strict_moves"]
    assert isinstance(box, QCheckBox) and not box.isChecked()
    box.setChecked(True)
    dialog.accept()
    assert window.document.puzzle.strict_moves
    assert [v.code for v in window.violations] == ["moves-touch"] and not window.solved
    window.acts.undo.trigger()
    assert not window.document.puzzle.strict_moves and window.solved
    window.close()


# ----- play at the keyboard --------------------------------------------------------------
# Shift + a direction key draws the path, Ctrl + a direction key moves a circle;
# Home/PgUp/End/PgDn are the diagonals (7, 9, 1, 3 on a number pad).

CTRL = Qt.ControlModifier


def test_the_keyboard_alone_solves_the_board(play):
    view, ctx = play
    ctx.set_cursor((2, 3))
    key(view, ctx, Qt.Key_Left, mods=CTRL)              # the circle steps onto (2, 2)
    assert ctx.document.answer.moves == {BASE_MOVE} and ctx.cursor == (2, 2)
    ctx.set_cursor((4, 0))
    for k in (Qt.Key_PageUp, Qt.Key_PageUp, Qt.Key_Up, Qt.Key_Up):
        key(view, ctx, k, mods=SHIFT)
    assert ctx.document.answer == BASE_ANSWER and ctx.cursor == (0, 2)
    assert GENRE.check(ctx.document.puzzle, ctx.document.answer) == []


def test_shift_back_onto_the_previous_cell_takes_the_step_back(play):
    view, ctx = play
    ctx.set_cursor((4, 0))
    key(view, ctx, Qt.Key_PageUp, mods=SHIFT)
    key(view, ctx, Qt.Key_Up, mods=SHIFT)
    key(view, ctx, Qt.Key_Down, mods=SHIFT)
    assert ctx.document.answer.path == ((4, 0), (3, 1)) and ctx.cursor == (3, 1)
    key(view, ctx, Qt.Key_End, mods=SHIFT)               # back to the start: no path left
    assert ctx.document.answer.path == () and ctx.cursor == (4, 0)


def test_shift_away_from_the_circles_and_path_draws_a_loose_step_and_again_takes_it_away(play):
    view, ctx = play
    ctx.set_cursor((4, 4))
    key(view, ctx, Qt.Key_Up, mods=SHIFT)
    key(view, ctx, Qt.Key_Up, mods=SHIFT)
    answer = ctx.document.answer
    assert answer.path == () and answer.loose == {((3, 4), (4, 4)), ((2, 4), (3, 4))}
    assert ctx.cursor == (2, 4)
    key(view, ctx, Qt.Key_Home, mods=SHIFT)             # up-left, into a black circle: refused
    assert ctx.document.answer == answer and "black circle" in ctx.messages[-1]
    key(view, ctx, Qt.Key_Down, mods=SHIFT)             # along a loose step: it goes
    assert ctx.document.answer.loose == {((3, 4), (4, 4))} and ctx.cursor == (3, 4)
    assert undo_steps(ctx.document) == 3        # two steps drawn, one taken away


def test_shift_from_a_black_circle_or_off_the_board_draws_nothing_and_says_why(play):
    view, ctx = play
    ctx.set_cursor((3, 2))
    key(view, ctx, Qt.Key_Up, mods=SHIFT)
    assert ctx.document.answer == SoccerAnswer() and ctx.messages[-1] == PATH_FROM_BLACK
    ctx.set_cursor((4, 0))
    key(view, ctx, Qt.Key_Down, mods=SHIFT)              # off the board
    assert ctx.document.answer.path == () and "board" in ctx.messages[-1]


def test_ctrl_moves_the_circle_at_the_cursor_and_back_home_takes_the_move_back(play):
    view, ctx = play
    ctx.set_cursor((2, 3))
    key(view, ctx, Qt.Key_PageUp, mods=CTRL)             # up and right, onto (1, 4)
    assert ctx.document.answer.moves == {((2, 3), (1, 4))}
    key(view, ctx, Qt.Key_Up, mods=CTRL)                 # two steps from home: refused
    assert ctx.document.answer.moves == {((2, 3), (1, 4))} and "one step" in ctx.messages[-1]
    key(view, ctx, Qt.Key_End, mods=CTRL)                # back home
    assert ctx.document.answer.moves == frozenset() and ctx.cursor == (2, 3)
    ctx.set_cursor((4, 2))
    key(view, ctx, Qt.Key_Up, mods=CTRL)
    assert ctx.document.answer.moves == frozenset() and "white circle" in ctx.messages[-1]


def test_the_diagonal_keys_move_the_cursor_diagonally(play):
    view, ctx = play
    ctx.set_cursor((2, 2))
    key(view, ctx, Qt.Key_Home)
    assert ctx.cursor == (1, 1)
    key(view, ctx, Qt.Key_PageDown)
    key(view, ctx, Qt.Key_PageDown)
    assert ctx.cursor == (3, 3) and ctx.document.answer == SoccerAnswer()


def test_starting_the_path_on_a_moved_circle_says_the_kick_off_circle_stays(play):
    view, ctx = play
    ctx.document.apply(answer=SoccerAnswer(moves=frozenset({BASE_MOVE})))
    drag(view, ctx, [(2, 2), (1, 2)])
    assert ctx.document.answer.path == () and ctx.messages[-1] == START_NOT_MOVED


# ----- what the overlay and the exports show ----------------------------------------------

def test_solver_lines_run_under_the_circles_and_a_solution_move_gets_a_ring(qapp):
    solution = SoccerAnswer(tuple(BASE_PATH), frozenset({BASE_MOVE}))
    img = render(ViewState(BASE, SoccerAnswer(), overlay=Overlay(solution=solution)))
    assert near(img.pixel(0.5 + 0.14, 4.5 - 0.14), WHITE_PAPER, 10)   # inside the start circle
    assert near(img.pixel(1.0, 4.0), Palette.solution, 70)           # the line between circles
    assert near(img.pixel(2.5 - 0.36, 2.5), Palette.solution, 70)    # where the circle moves to


def test_an_svg_export_draws_the_move_line_as_a_row_of_dots(qapp, tmp_path):
    from PySide6.QtSvg import QSvgRenderer

    from editor.export import export_image
    path = tmp_path / "board.svg"
    export_image(GENRE, BASE, BASE_ANSWER, str(path), show_answer=True, scale=40)
    renderer = QSvgRenderer(str(path))
    size = renderer.defaultSize()
    image = QImage(size, QImage.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    # The move line from (2, 3) to (2, 2) shows between the two circles (it used
    # to come out as one dot under the circle: a dash pattern in the wrong units).
    x0, x1 = (3.5 - 0.36) / 5 * size.width(), (2.5 + 0.36) / 5 * size.width()
    y = 2.5 / 5 * size.height()
    dark = [x for x in range(int(x1) + 1, int(x0)) if image.pixelColor(x, int(y)).value() < 128]
    assert dark, "no move line between the circles"


def test_a_drag_from_a_loose_piece_draws_it_on_and_the_path_takes_it_in(play):
    """A hint filled in away from the path leaves a loose piece: a drag from
    it draws it on (loose still), one undo step, and once the path is drawn
    up to it the path runs on along it."""
    view, ctx = play
    ctx.document.apply(answer=SoccerAnswer(moves=frozenset({BASE_MOVE}),
                                           loose=frozenset({((1, 2), (2, 2))})), label="a hint")
    drag(view, ctx, [(1, 2), (0, 2)])
    answer = ctx.document.answer
    assert answer.path == () and answer.loose == {((1, 2), (2, 2)), ((0, 2), (1, 2))}
    drag(view, ctx, [(4, 0), (3, 1), (2, 2)])
    assert ctx.document.answer.path == tuple(BASE_PATH) and ctx.document.answer.loose == frozenset()
    assert ctx.document.genre.check(BASE, ctx.document.answer) == []
    assert undo_steps(ctx.document) == 3        # the hint, the loose drag, the path
