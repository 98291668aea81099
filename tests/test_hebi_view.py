"""The Hebi-Ichigo view: what a player's mouse and keys do, and what the board looks like."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from conftest import centre, drag, fake_context, key, undo_steps
from genres.core.view import Overlay, Palette, ViewState
from genres.core.violation import Violation
from genres.hebi import GENRE
from genres.hebi.model import HebiAnswer, HebiPuzzle
from genres.hebi.paint import snake_outline
from genres.hebi.view import BLACK_REFUSED, NEEDS_ARROW, HebiView

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
NOMOD, SHIFT = Qt.NoModifier, Qt.ShiftModifier


FakeContext = fake_context(GENRE)


def click(view, ctx, cell, button=LEFT):
    drag(view, ctx, [cell], button)


def digits(ctx) -> dict:
    return ctx.document.answer.digit_map


def board() -> HebiPuzzle:
    """5x5 with a black cell at (2, 2) carrying an up-arrow that shows 3."""
    return HebiPuzzle.empty(5, 5).with_arrow((2, 2), "up").with_number((2, 2), 3)


@pytest.fixture
def play():
    return HebiView(), FakeContext(board(), "play")


@pytest.fixture
def edit():
    return HebiView(), FakeContext(HebiPuzzle.empty(5, 5), "edit")


# ----- play mode: writing snakes with the mouse ---------------------------------

def test_a_drag_from_an_empty_cell_writes_one_to_five_in_order_as_one_undo_step(play):
    view, ctx = play
    path = [(1, 0), (1, 1), (1, 2), (0, 2), (0, 3)]     # the up-arrow on (2, 2) sees the 3
    drag(view, ctx, path)
    assert digits(ctx) == {cell: i + 1 for i, cell in enumerate(path)}
    assert GENRE.check(ctx.document.puzzle, ctx.document.answer) == []
    assert undo_steps(ctx.document) == 1
    assert digits(ctx) == {}


def test_a_drag_stops_writing_after_five(play):
    view, ctx = play
    drag(view, ctx, [(4, 0), (4, 1), (4, 2), (4, 3), (4, 4), (3, 4), (2, 4)])
    assert sorted(digits(ctx).values()) == [1, 2, 3, 4, 5]
    assert (3, 4) not in digits(ctx) and (2, 4) not in digits(ctx)


def test_a_drag_from_a_digit_continues_counting_from_it(play):
    view, ctx = play
    drag(view, ctx, [(0, 0), (0, 1)])
    drag(view, ctx, [(0, 1), (1, 1), (1, 0)])
    assert digits(ctx) == {(0, 0): 1, (0, 1): 2, (1, 1): 3, (1, 0): 4}
    assert undo_steps(ctx.document) == 2


def test_moving_back_along_the_drag_takes_the_last_digit_back(play):
    view, ctx = play
    drag(view, ctx, [(0, 0), (0, 1), (0, 2), (0, 1), (1, 1)])
    assert digits(ctx) == {(0, 0): 1, (0, 1): 2, (1, 1): 3}


def test_a_drag_skips_black_cells_and_diagonal_jumps(play):
    view, ctx = play
    drag(view, ctx, [(1, 2), (2, 2), (1, 1), (1, 2), (1, 3)])
    # (2,2) is black and (1,1) is a diagonal jump from it: neither is written
    assert digits(ctx) == {(1, 2): 1, (1, 3): 2}


def test_a_fast_drag_fills_the_cells_it_skipped_in_a_straight_line(play):
    view, ctx = play
    drag(view, ctx, [(4, 0), (4, 3)])
    assert digits(ctx) == {(4, 0): 1, (4, 1): 2, (4, 2): 3, (4, 3): 4}


def test_a_click_only_moves_the_cursor(play):
    view, ctx = play
    click(view, ctx, (3, 1))
    assert ctx.cursor == (3, 1)
    assert digits(ctx) == {} and not ctx.document.can_undo()


def test_moving_with_no_button_held_writes_nothing(play):
    view, ctx = play
    view.mouse_press(ctx, centre((0, 0)), LEFT, NOMOD)   # the release never reached the board
    view.mouse_move(ctx, centre((0, 1)), Qt.NoButton, NOMOD)
    assert digits(ctx) == {}


def test_right_click_toggles_a_dot_and_right_drag_erases(play):
    view, ctx = play
    click(view, ctx, (3, 3), RIGHT)
    assert ctx.document.answer.dots == {(3, 3)}
    click(view, ctx, (3, 3), RIGHT)
    assert ctx.document.answer.dots == frozenset()
    drag(view, ctx, [(0, 0), (0, 1), (0, 2)])
    click(view, ctx, (4, 4), RIGHT)
    drag(view, ctx, [(0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (3, 4), (4, 4)], RIGHT)
    assert digits(ctx) == {(0, 0): 1}
    assert ctx.document.answer.dots == frozenset()
    ctx.document.undo()
    assert digits(ctx) == {(0, 0): 1, (0, 1): 2, (0, 2): 3}


# ----- play mode: keys ---------------------------------------------------------------

def test_typing_digits_writes_them_and_zero_space_or_delete_erase(play):
    view, ctx = play
    ctx.set_cursor((0, 0))
    key(view, ctx, Qt.Key_3, "3")
    assert digits(ctx) == {(0, 0): 3}
    for k, text in ((Qt.Key_0, "0"), (Qt.Key_Space, " "), (Qt.Key_Delete, ""), (Qt.Key_Backspace, "")):
        key(view, ctx, Qt.Key_4, "4")
        assert digits(ctx) == {(0, 0): 4}
        key(view, ctx, k, text)
        assert digits(ctx) == {}, text


def test_six_is_refused_with_a_reason(play):
    view, ctx = play
    ctx.set_cursor((0, 0))
    key(view, ctx, Qt.Key_6, "6")
    assert digits(ctx) == {} and "1 to 5" in ctx.messages[-1]


def test_digits_are_refused_on_black_cells(play):
    view, ctx = play
    ctx.set_cursor((2, 2))
    key(view, ctx, Qt.Key_1, "1")
    assert digits(ctx) == {} and ctx.messages == [BLACK_REFUSED]


def test_a_period_toggles_a_dot_which_a_digit_replaces(play):
    view, ctx = play
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_Period, ".")
    assert ctx.document.answer.dots == {(1, 1)}
    key(view, ctx, Qt.Key_2, "2")
    assert digits(ctx) == {(1, 1): 2} and ctx.document.answer.dots == frozenset()


def test_arrow_keys_move_the_cursor_and_stop_at_the_edge(play):
    view, ctx = play
    key(view, ctx, Qt.Key_Right)
    assert ctx.cursor == (0, 0)
    key(view, ctx, Qt.Key_Down)
    key(view, ctx, Qt.Key_Left)
    assert ctx.cursor == (1, 0)


def test_o_toggles_snake_outlines_and_says_so(play):
    view, ctx = play
    assert not view.show_outlines
    key(view, ctx, Qt.Key_O, "o")
    assert view.show_outlines and "on" in ctx.messages[-1]
    assert ("O", "show or hide snake outlines") in view.input_table("play")
    key(view, ctx, Qt.Key_O, "O")
    assert not view.show_outlines


# ----- edit mode ------------------------------------------------------------------------

def test_a_click_toggles_black_and_white(edit):
    view, ctx = edit
    click(view, ctx, (1, 1))
    assert ctx.document.puzzle.black == {(1, 1)}
    click(view, ctx, (1, 1))
    assert ctx.document.puzzle.black == frozenset()


def test_a_click_on_an_arrow_selects_it_so_its_number_can_be_typed(edit):
    view, ctx = edit
    ctx.document.apply(puzzle=HebiPuzzle.empty(5, 5).with_arrow((2, 2), "up").with_number((2, 2), 1))
    ctx.set_cursor((0, 0))
    click(view, ctx, (2, 2))
    assert ctx.cursor == (2, 2)
    assert ctx.document.puzzle.arrow((2, 2)).direction == "up"
    key(view, ctx, Qt.Key_4, "4")
    assert ctx.document.puzzle.arrow((2, 2)).number == 4
    click(view, ctx, (2, 2), RIGHT)                 # a right click clears the cell
    assert ctx.document.puzzle.black == frozenset()


def test_a_drag_from_a_black_cell_gives_it_an_arrow_that_way(edit):
    view, ctx = edit
    click(view, ctx, (2, 2))
    drag(view, ctx, [(2, 2), (2, 3)])
    assert ctx.document.puzzle.arrow((2, 2)).direction == "right"
    drag(view, ctx, [(2, 2), (1, 2)])
    assert ctx.document.puzzle.arrow((2, 2)).direction == "up"
    drag(view, ctx, [(2, 2), (1, 2)])          # the same way again: off
    assert ctx.document.puzzle.arrow((2, 2)) is None
    assert ctx.document.puzzle.black == {(2, 2)}
    drag(view, ctx, [(2, 2), (3, 2), (2, 2)])  # out and back: no arrow, one step
    assert ctx.document.puzzle.arrow((2, 2)) is None
    assert ctx.document.puzzle.black == {(2, 2)}


def test_changing_an_arrows_direction_keeps_its_number(edit):
    view, ctx = edit
    ctx.document.apply(puzzle=HebiPuzzle.empty(5, 5).with_arrow((2, 2), "up").with_number((2, 2), 4))
    drag(view, ctx, [(2, 2), (2, 1)])
    arrow = ctx.document.puzzle.arrow((2, 2))
    assert (arrow.direction, arrow.number) == ("left", 4)


def test_a_drag_from_a_white_cell_paints_black_cells_as_one_step(edit):
    view, ctx = edit
    drag(view, ctx, [(0, 0), (0, 1), (0, 2)])
    assert ctx.document.puzzle.black == {(0, 0), (0, 1), (0, 2)}
    assert undo_steps(ctx.document) == 1


def test_shift_arrow_sets_the_cursor_cells_arrow_and_again_removes_it(edit):
    view, ctx = edit
    ctx.set_cursor((3, 1))
    key(view, ctx, Qt.Key_Down, mods=SHIFT)
    assert ctx.document.puzzle.arrow((3, 1)).direction == "down"
    assert (3, 1) in ctx.document.puzzle.black
    assert ctx.cursor == (3, 1)
    key(view, ctx, Qt.Key_Down, mods=SHIFT)
    assert ctx.document.puzzle.arrow((3, 1)) is None


def test_digits_number_an_arrow_and_backspace_peels_number_arrow_then_black(edit):
    view, ctx = edit
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_Left, mods=SHIFT)
    key(view, ctx, Qt.Key_0, "0")
    assert ctx.document.puzzle.arrow((1, 1)).number == 0
    key(view, ctx, Qt.Key_5, "5")
    assert ctx.document.puzzle.arrow((1, 1)).number == 5
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.arrow((1, 1)).number is None
    key(view, ctx, Qt.Key_Delete)
    assert ctx.document.puzzle.arrow((1, 1)) is None and (1, 1) in ctx.document.puzzle.black
    key(view, ctx, Qt.Key_Backspace)
    assert ctx.document.puzzle.black == frozenset()


def test_a_number_without_an_arrow_is_explained(edit):
    view, ctx = edit
    ctx.set_cursor((1, 1))
    key(view, ctx, Qt.Key_B, "b")
    key(view, ctx, Qt.Key_2, "2")
    assert ctx.messages[-1] == NEEDS_ARROW
    assert ctx.document.puzzle.arrow_map == {}
    key(view, ctx, Qt.Key_Up, mods=SHIFT)
    key(view, ctx, Qt.Key_7, "7")
    assert "0 to 5" in ctx.messages[-1] and ctx.document.puzzle.arrow((1, 1)).number is None


# ----- painting ---------------------------------------------------------------------------

SCALE = 40


class Picture:
    def __init__(self, image: QImage):
        self.image = image

    def pixel(self, x: float, y: float) -> QColor:
        return self.image.pixelColor(int(x * SCALE), int(y * SCALE))

    def share(self, cell, colour: QColor, tolerance: int = 50) -> float:
        """The part of a cell's pixels close to ``colour``."""
        r, c = cell
        hits = total = 0
        for y in range(r * SCALE + 3, (r + 1) * SCALE - 3):
            for x in range(c * SCALE + 3, (c + 1) * SCALE - 3):
                total += 1
                hits += near(self.image.pixelColor(x, y), colour, tolerance)
        return hits / total


def near(color: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color.getRgb()[:3], expected.getRgb()[:3]))


def render(state: ViewState, outlines: bool = False) -> Picture:
    view = HebiView()
    view.show_outlines = outlines
    p = state.puzzle
    img = QImage(p.cols * SCALE, p.rows * SCALE, QImage.Format_ARGB32)
    img.fill(QColor("#808080"))
    painter = QPainter(img)
    painter.scale(SCALE, SCALE)
    view.paint(painter, state)
    painter.end()
    return Picture(img)


SNAKE = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 3)]


def sample_state(**kw) -> ViewState:
    answer = HebiAnswer(frozenset((c, i + 1) for i, c in enumerate(SNAKE)), frozenset({(4, 4)}))
    return ViewState(board(), answer, **kw)


WHITE = QColor("#ffffff")


def test_black_cells_show_their_arrow_and_number_in_white(qapp):
    img = render(sample_state())
    black = img.share((2, 2), Palette.ink)
    white = img.share((2, 2), WHITE)
    assert black > 0.5 and white > 0.08            # mostly black, with white marks
    assert img.share((3, 3), WHITE) > 0.9          # an empty white cell


def test_the_players_digits_and_dots_show(qapp):
    img = render(sample_state())
    assert img.share((0, 1), Palette.answer) > 0.03
    assert near(img.pixel(4.5, 4.5), Palette.note)
    assert img.share((4, 3), Palette.answer) == 0


def test_snake_outlines_show_only_when_asked(qapp):
    plain = render(sample_state())
    outlined = render(sample_state(), outlines=True)
    # The outline runs just inside the snake's top edge.
    assert near(outlined.pixel(0.5, 0.1), Palette.answer, 60)
    assert near(plain.pixel(0.5, 0.1), WHITE)


def test_an_outline_goes_round_the_snakes_cells_and_meets_at_the_corners():
    lines = snake_outline({(0, 0), (0, 1), (1, 1)}, inset=0.1)
    points = {(round(p.x(), 3), round(p.y(), 3)) for ln in lines for p in (ln.p1(), ln.p2())}
    # An L of three cells: six corners, the inner one pushed out by the inset.
    assert {(0.1, 0.1), (1.9, 0.1), (1.9, 1.9), (1.1, 1.9), (1.1, 0.9), (0.1, 0.9)} <= points
    ends = [(round(p.x(), 3), round(p.y(), 3)) for ln in lines for p in (ln.p1(), ln.p2())]
    for corner in {(0.1, 0.1), (1.9, 0.1), (1.9, 1.9), (1.1, 1.9), (1.1, 0.9), (0.1, 0.9)}:
        assert ends.count(corner) == 2, corner    # two pieces meet at every corner


def test_errors_tint_the_cells_and_redden_the_digits_they_blame(qapp):
    errs = (Violation("snake-too-short", "short", cells=((3, 0),)),
            Violation("arrow-wrong", "wrong", cells=((2, 2), (1, 2))))
    state = ViewState(board(), HebiAnswer(frozenset({((3, 0), 1)})), errors=errs)
    img = render(state)
    tint = img.pixel(0.1, 3.1)
    assert tint.red() > tint.blue() + 30
    assert img.share((3, 0), Palette.error, 30) > 0.03
    assert img.share((2, 2), Palette.error, 30) > 0.03    # the arrow's clue turns red
    assert img.share((2, 2), WHITE, 10) < 0.01
    assert near(img.pixel(3.1, 3.1), WHITE, 10)


def test_the_solver_overlay_shows_solution_forced_digits_empties_and_differences(qapp):
    ruled_out = {("digit", (3, 0), k): False for k in range(1, 6)}
    overlay = Overlay(solution=HebiAnswer(frozenset({((4, 0), 2)})),
                      forced={("digit", (4, 2), 5): True, **ruled_out}, diff_cells=((3, 4),))
    img = render(sample_state(overlay=overlay))
    assert img.share((4, 0), Palette.solution) > 0.03
    assert img.share((4, 2), Palette.forced) > 0.03
    assert near(img.pixel(0.5, 3.5), Palette.forced)       # a purple dot: "empty here"
    diff = img.pixel(4.1, 3.1)
    assert diff.green() < 230 and diff.red() > 230


def test_print_hides_cursor_dots_outlines_errors_and_overlay(qapp):
    errs = (Violation("snake-too-short", "short", cells=((3, 0),)),)
    overlay = Overlay(solution=HebiAnswer(frozenset({((4, 0), 2)})), diff_cells=((3, 4),))
    img = render(sample_state(for_print=True, cursor=(3, 3), errors=errs, overlay=overlay,
                              highlight_cells=frozenset({(4, 1)})), outlines=True)
    for x, y in ((3.1, 3.1), (4.5, 4.5), (0.5, 0.1), (0.2, 4.5), (4.1, 3.1), (1.1, 4.1), (3.5, 3.07)):
        assert near(img.pixel(x, y), WHITE, 10), (x, y)
    assert img.share((0, 1), Palette.answer) > 0.03       # the digits themselves stay


def test_the_cursor_and_highlights_show_on_screen(qapp):
    img = render(sample_state(cursor=(3, 3), highlight_cells=frozenset({(4, 1)})))
    assert near(img.pixel(3.5, 3.07), Palette.cursor)
    lit = img.pixel(1.5, 4.5)
    assert lit.blue() < 200 and lit.red() > 230


# ----- through the real main window ------------------------------------------------------


@pytest.fixture
def example_window(qtbot, private_settings):
    from importlib import resources

    from editor.mainwindow import MainWindow
    from genres.core import nativefile
    path = resources.files("resources").joinpath("examples", "hebi-02.json")
    window = MainWindow(nativefile.load(str(path)))
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.ask_save_changes = lambda: "discard"
    window.close()


def gui_drag(qtbot, window, cells) -> None:
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication
    canvas = window.canvas

    def at(cell):
        return canvas.cell_centre(cell).toPoint()

    qtbot.mousePress(canvas, Qt.LeftButton, pos=at(cells[0]))
    for cell in cells[1:]:
        local = QPointF(at(cell))
        QApplication.sendEvent(canvas, QMouseEvent(
            QEvent.MouseMove, local, QPointF(canvas.mapToGlobal(local)),
            Qt.NoButton, Qt.LeftButton, Qt.NoModifier))
    qtbot.mouseRelease(canvas, Qt.LeftButton, pos=at(cells[-1]))


def solution_snakes(puzzle) -> list[list]:
    """The example's solution, each snake as its cells from head to tail."""
    from genres.core.analysis import solve_verdict
    from genres.hebi.snakes import group_snakes, written_digits
    solution = solve_verdict(GENRE, puzzle).solutions[0]
    snakes = group_snakes(puzzle, written_digits(puzzle, solution))
    return [[c for c, _ in sorted(s.digits, key=lambda cd: cd[1])] for s in snakes]


def test_dragging_in_the_window_writes_a_snake_into_the_document(qtbot, example_window):
    window = example_window
    assert window.mode == "play"
    snake = solution_snakes(window.document.puzzle)[0]
    gui_drag(qtbot, window, snake)
    assert window.document.answer.digit_map == {cell: i + 1 for i, cell in enumerate(snake)}
    assert window.acts.undo.text() == "&Undo Write snake"
    window.acts.undo.trigger()
    assert window.document.answer.digit_map == {}


def test_writing_the_whole_solution_by_dragging_and_typing_is_announced_solved(qtbot, example_window):
    window = example_window
    snakes = solution_snakes(window.document.puzzle)
    assert len(snakes) >= 2
    for snake in snakes[:-1]:
        gui_drag(qtbot, window, snake)
    assert not window.solved
    for digit, cell in enumerate(snakes[-1], start=1):   # the last snake typed key by key
        qtbot.mouseClick(window.canvas, Qt.LeftButton, pos=window.canvas.cell_centre(cell).toPoint())
        qtbot.keyClick(window.canvas, getattr(Qt, f"Key_{digit}"))
    assert window.violations == []
    assert window.solved
    assert "Solved" in window.statusBar().currentMessage()


def test_the_status_bar_never_contradicts_the_outline_switch(qtbot, example_window):
    # The window shows the input help until the mode changes, so pressing O must
    # not leave it saying the outlines are off while they are on.
    window = example_window
    qtbot.keyClick(window.canvas, Qt.Key_O)
    assert window.canvas.view.show_outlines
    assert "off" not in window.input_help.text()
    assert "outlines" in window.input_help.text()


def _outline_entry(window):
    window.acts.view_menu.aboutToShow.emit()      # what opening the menu does
    entries = [a for a in window.acts.view_menu.actions() if a.text().startswith("Snake outlines")]
    assert len(entries) == 1
    return entries[0]


def test_snake_outlines_are_in_the_view_menu_and_remembered_for_the_next_window(qtbot, example_window):
    from editor.mainwindow import MainWindow
    from genres.core import nativefile
    window = example_window
    entry = _outline_entry(window)
    assert entry.isCheckable() and not entry.isChecked()
    entry.trigger()
    assert window.canvas.view.show_outlines
    # the O key and the menu agree
    qtbot.keyClick(window.canvas, Qt.Key_O)
    assert not _outline_entry(window).isChecked()
    qtbot.keyClick(window.canvas, Qt.Key_O)
    window.close()                                   # remembers what the key left on

    from importlib import resources
    again = MainWindow(nativefile.load(str(resources.files("resources").joinpath("examples", "hebi-02.json"))))
    qtbot.addWidget(again)
    again.ask_save_changes = lambda: "discard"
    assert again.canvas.view.show_outlines
    assert _outline_entry(again).isChecked()


def test_genres_without_display_switches_add_nothing_to_the_view_menu(qtbot, example_window):
    from genres.circumnavi import GENRE as CIRCUMNAVI
    from genres.core.document import Document
    window = example_window
    window.set_document(Document(CIRCUMNAVI, CIRCUMNAVI.normalized(CIRCUMNAVI.new_puzzle(5, 5))))
    window.acts.view_menu.aboutToShow.emit()
    assert not any(a.text().startswith("Snake outlines") for a in window.acts.view_menu.actions())
