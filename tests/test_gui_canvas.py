"""The board widget: clicks and drags land on the cell under the pointer, at
any widget size, and the board is painted."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication

from conftest import path_links
from editor.canvas import Canvas
from genres.circumnavi import GENRE
from genres.circumnavi.model import BLACK, EMPTY, CircumnaviAnswer
from genres.core.document import Document


def make_canvas(qtbot, rows=4, cols=5, mode="edit", size=(400, 320)) -> Canvas:
    canvas = Canvas()
    qtbot.addWidget(canvas)
    canvas.set_document(Document(GENRE, GENRE.new_puzzle(rows, cols)))
    canvas.set_mode(mode)
    canvas.resize(*size)
    canvas.show()
    qtbot.waitExposed(canvas)
    return canvas


def at(canvas: Canvas, cell) -> QPoint:
    return canvas.cell_centre(cell).toPoint()


def drag_move(canvas: Canvas, cell) -> None:
    """A mouse move with the left button held (sent directly: QTest's move
    does not report held buttons on every platform)."""
    local = QPointF(at(canvas, cell))
    event = QMouseEvent(QEvent.MouseMove, local, QPointF(canvas.mapToGlobal(local)),
                        Qt.NoButton, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(canvas, event)


def drag(qtbot, canvas: Canvas, cells) -> None:
    qtbot.mousePress(canvas, Qt.LeftButton, pos=at(canvas, cells[0]))
    for cell in cells[1:]:
        drag_move(canvas, cell)
    qtbot.mouseRelease(canvas, Qt.LeftButton, pos=at(canvas, cells[-1]))


def test_a_click_in_edit_mode_changes_the_cell_under_the_pointer(qtbot):
    canvas = make_canvas(qtbot)
    qtbot.mouseClick(canvas, Qt.LeftButton, pos=at(canvas, (2, 3)))
    puzzle = canvas.document.puzzle
    assert puzzle.kind((2, 3)) == BLACK
    assert [cell for cell in puzzle.geometry.cells() if puzzle.kind(cell) != EMPTY] == [(2, 3)]


@pytest.mark.parametrize("size", [(200, 600), (900, 250), (301, 299)])
def test_clicks_still_hit_the_right_cells_after_the_widget_is_resized(qtbot, size):
    canvas = make_canvas(qtbot)
    canvas.resize(*size)
    qtbot.waitUntil(lambda: (canvas.width(), canvas.height()) == size)
    for cell in [(0, 0), (3, 4), (1, 2)]:
        qtbot.mouseClick(canvas, Qt.LeftButton, pos=at(canvas, cell))
    puzzle = canvas.document.puzzle
    assert {c for c in puzzle.geometry.cells() if puzzle.kind(c) == BLACK} == {(0, 0), (3, 4), (1, 2)}


def test_the_board_is_fitted_inside_the_widget_keeping_cells_square(qtbot):
    canvas = make_canvas(qtbot, size=(800, 300))
    top_left = canvas.cell_centre((0, 0))
    bottom_right = canvas.cell_centre((3, 4))
    assert 0 < top_left.x() < bottom_right.x() < canvas.width()
    assert 0 < top_left.y() < bottom_right.y() < canvas.height()
    # Square cells: the same spacing across and down.
    assert (bottom_right.x() - top_left.x()) / 4 == pytest.approx((bottom_right.y() - top_left.y()) / 3)


def test_a_click_outside_the_board_changes_nothing(qtbot):
    canvas = make_canvas(qtbot, size=(800, 300))
    qtbot.mouseClick(canvas, Qt.LeftButton, pos=QPoint(5, 5))
    assert not canvas.document.can_undo()


def test_a_drag_in_play_mode_draws_the_loop_as_one_undo_step(qtbot):
    canvas = make_canvas(qtbot, mode="play")
    cells = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1)]
    drag(qtbot, canvas, cells)
    doc = canvas.document
    assert doc.answer.links == path_links(cells)
    doc.undo()
    assert doc.answer == CircumnaviAnswer()
    assert not doc.can_undo()


def test_two_drags_are_two_undo_steps(qtbot):
    canvas = make_canvas(qtbot, mode="play")
    drag(qtbot, canvas, [(0, 0), (0, 1)])
    drag(qtbot, canvas, [(2, 0), (3, 0)])
    doc = canvas.document
    doc.undo()
    assert doc.answer.links == path_links([(0, 0), (0, 1)])


def test_the_keyboard_cursor_stays_inside_a_grid_that_shrinks(qtbot):
    canvas = make_canvas(qtbot, rows=6, cols=6)
    canvas.set_cursor((5, 5))
    doc = canvas.document
    doc.apply(puzzle=GENRE.resized(doc.puzzle, 3, 4), label="Resize grid")
    assert canvas.cursor == (2, 3)


def test_keys_reach_the_view(qtbot):
    canvas = make_canvas(qtbot)
    canvas.setFocus()
    qtbot.mouseClick(canvas, Qt.LeftButton, pos=at(canvas, (1, 1)))   # black, cursor there
    qtbot.keyClick(canvas, Qt.Key_Right)
    qtbot.keyClick(canvas, "o")
    assert canvas.cursor == (1, 2)
    assert canvas.document.puzzle.circle() == (1, 2)


def test_the_views_messages_reach_the_status_signal(qtbot):
    canvas = make_canvas(qtbot)
    with qtbot.waitSignal(canvas.message, timeout=1000) as blocker:
        canvas.show_message("Gate numbers start at 1.")
    assert blocker.args == ["Gate numbers start at 1."]


def test_gesture_keys_are_never_reused(qtbot):
    canvas = make_canvas(qtbot)
    keys = {canvas.new_gesture_key() for _ in range(50)}
    assert len(keys) == 50


def test_the_board_is_painted(qtbot):
    canvas = make_canvas(qtbot, size=(360, 300))
    doc = canvas.document
    doc.apply(puzzle=doc.puzzle.with_kind((1, 1), BLACK))
    image = canvas.grab().toImage()
    centre = canvas.cell_centre((1, 1)).toPoint()
    black = QColor(image.pixel(centre))
    assert black.lightness() < 80, "the black cell is painted dark"
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 2, "more than a blank background"
    corner = QColor(image.pixel(2, 2))
    assert corner.lightness() > 240, "white paper round the board"


def test_size_hint_gives_cells_room(qtbot):
    canvas = make_canvas(qtbot, rows=10, cols=10)
    hint = canvas.sizeHint()
    assert hint.width() >= 300 and hint.height() >= 300
