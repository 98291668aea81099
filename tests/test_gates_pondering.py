"""The window's computer thinks on the person's time (issue #18): while a person is to move
against the computer it keeps searching in its one child, stops as soon as the person moves or
the game changes, and its move then continues that tree; never against a person, never in the
position editor; the check box is remembered; closing the window leaves no process."""
from __future__ import annotations


import pytest
from PySide6.QtCore import Qt

from genres.core.document import Document
from genres.gates import GENRE, GameState
from genres.gates.genre import COMPUTER, PERSON, GatesGame
from tests.processes import gone


pytestmark = pytest.mark.usefixtures("private_settings")

WAIT_MS = 20000


@pytest.fixture
def make_window(open_window):
    return lambda document: open_window(document, size=(1000, 700))


def game_doc(players=(PERSON, COMPUTER), seconds=0.2) -> Document:
    return Document(GENRE, GatesGame(GameState("y", 5, swap=False), players, seconds))


def click_cell(qtbot, window, label: str) -> None:
    game = window.document.puzzle
    cell = game.state.board.cell_from_label(label)
    p = window.canvas.board_transform().map(window.canvas.view.cell_pos(game, cell))
    qtbot.mouseClick(window.canvas, Qt.LeftButton, pos=p.toPoint())


def test_the_computer_ponders_the_persons_turn_and_answers_from_that_tree(make_window, qtbot):
    window = make_window(game_doc())
    panel = window.side_panel
    assert panel.ponder_check.isChecked()                  # on unless switched off
    qtbot.waitUntil(lambda: panel.is_pondering() and panel.ponder_playouts > 0, timeout=WAIT_MS)
    assert "best" not in panel.info.text().lower()         # it never shows its move unasked
    click_cell(qtbot, window, "b3")
    assert not panel.is_pondering()                        # the person moved: it stopped at once
    qtbot.waitUntil(lambda: len(window.document.puzzle.state.moves) == 2, timeout=WAIT_MS)
    assert "The computer played" in panel.info.text()
    # the person's turn again: pondering resumes, all in the one child, with no fallback
    qtbot.waitUntil(lambda: panel.is_pondering() and panel.ponder_playouts > 0, timeout=WAIT_MS)
    assert panel.thinker.server.starts == 1 and panel.thinker.fallbacks == 0
    window.document.undo()             # the computer's move taken back: its turn, it waits, no pondering
    assert not panel.is_pondering()
    window.document.undo()             # the person's turn again, in another position
    state = window.document.puzzle.state
    assert state.moves == ()
    qtbot.waitUntil(lambda: panel.is_pondering() and panel._pondering is state, timeout=WAIT_MS)


def test_no_pondering_against_a_person_nor_in_the_position_editor(make_window, qtbot):
    window = make_window(game_doc(players=(PERSON, PERSON)))
    panel = window.side_panel
    panel.estimate_check.setChecked(False)
    qtbot.wait(300)
    assert not panel.is_pondering() and panel.ponder_target() is None

    window2 = make_window(game_doc())
    panel2 = window2.side_panel
    qtbot.waitUntil(panel2.is_pondering, timeout=WAIT_MS)
    window2.set_mode("edit")
    assert not panel2.is_pondering()
    window2.set_mode("play")
    qtbot.waitUntil(panel2.is_pondering, timeout=WAIT_MS)


def test_switching_pondering_off_stops_it_and_is_remembered(make_window, qtbot):
    window = make_window(game_doc())
    panel = window.side_panel
    qtbot.waitUntil(panel.is_pondering, timeout=WAIT_MS)
    panel.ponder_check.setChecked(False)
    assert not panel.is_pondering()
    window.close()
    again = make_window(game_doc())
    assert not again.side_panel.ponder_check.isChecked()
    qtbot.wait(300)
    assert not again.side_panel.is_pondering()


def test_closing_the_window_while_it_ponders_leaves_no_process(make_window, qtbot):
    window = make_window(game_doc())
    panel = window.side_panel
    qtbot.waitUntil(lambda: panel.is_pondering() and panel.thinker.server.pid is not None,
                    timeout=WAIT_MS)
    pid = panel.thinker.server.pid
    window.close()
    qtbot.waitUntil(lambda: gone(pid), timeout=5000)
