"""Trial mode in the window: the Trial menu, toolbar and shortcuts, the depth
shown, what the canvas hands the genre view, saving and exporting with a
trial open.  Independent of how each genre colours its trial marks."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from conftest import path_links
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core.document import Document


pytestmark = pytest.mark.usefixtures("private_settings")

GRID = ("o....", ".....", "#--#.", ".....")


def puzzle() -> CircumnaviPuzzle:
    return GENRE.normalized(CircumnaviPuzzle(4, 5, GRID))


@pytest.fixture
def window(open_window):
    return open_window(Document(GENRE, puzzle()), "play")


def draw(qtbot, window, cells) -> None:
    """Drag the mouse through the cells' centres, as a player draws a line."""
    canvas = window.canvas
    at = lambda cell: canvas.cell_centre(cell).toPoint()
    qtbot.mousePress(canvas, Qt.LeftButton, pos=at(cells[0]))
    for cell in cells[1:]:
        qtbot.mouseMove(canvas, at(cell))
    qtbot.mouseRelease(canvas, Qt.LeftButton, pos=at(cells[-1]))


def shortcut(qtbot, window, key, modifiers=Qt.ControlModifier) -> None:
    window.activateWindow()
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, key, modifiers)


def depth_shown(window) -> str:
    return window.board_acts.depth_label.text()


def test_trial_commands_apply_only_while_playing_a_puzzle(window):
    acts = window.board_acts
    assert acts.start_trial.isEnabled()
    assert not acts.accept_trial.isEnabled() and not acts.reject_trial.isEnabled()
    window.set_mode("edit")
    assert not acts.start_trial.isEnabled()
    assert not window.board_commands.start_trial()
    assert "Play mode" in window.statusBar().currentMessage()
    assert window.document.trial_depth == 0


def test_a_rejected_trial_takes_back_what_was_drawn_in_it(qtbot, window):
    draw(qtbot, window, [(0, 0), (0, 1), (0, 2)])
    before = window.document.answer
    shortcut(qtbot, window, Qt.Key_T)
    assert window.document.trial_depth == 1 and depth_shown(window) == "Trial 1"
    assert window.board_acts.reject_trial.isEnabled()
    draw(qtbot, window, [(1, 0), (1, 1), (1, 2)])
    assert window.document.answer != before
    shortcut(qtbot, window, Qt.Key_Backspace)
    assert window.document.answer == before
    assert depth_shown(window) == "" and not window.board_acts.reject_trial.isEnabled()
    assert "rejected" in window.statusBar().currentMessage()
    # One undo brings the trial and its marks back.
    window.undo()
    assert window.document.trial_depth == 1 and window.document.answer != before
    assert depth_shown(window) == "Trial 1"


def test_an_accepted_trial_keeps_its_marks(qtbot, window):
    window.board_commands.start_trial()
    draw(qtbot, window, [(1, 0), (1, 1)])
    shortcut(qtbot, window, Qt.Key_Return)
    assert window.document.trial_depth == 0
    assert window.document.answer.links == path_links([(1, 0), (1, 1)])
    assert window.acts.undo.text() == "&Undo Accept trial"


def test_trials_nest_and_the_toolbar_shows_the_depth(qtbot, window):
    window.board_acts.start_trial.trigger()
    draw(qtbot, window, [(1, 0), (1, 1)])
    window.board_acts.start_trial.trigger()
    assert depth_shown(window) == "Trial 2"
    assert "inside trial 1" in window.statusBar().currentMessage()
    draw(qtbot, window, [(3, 0), (3, 1)])
    window.board_acts.accept_trial.trigger()
    assert depth_shown(window) == "Trial 1"
    window.board_acts.reject_all_trials.trigger()
    assert window.document.answer == CircumnaviAnswer() and depth_shown(window) == ""


def test_the_canvas_hands_the_trial_bases_to_the_genre_view(qtbot, window, monkeypatch):
    seen = []
    view = window.canvas.view
    paint = view.paint
    monkeypatch.setattr(view, "paint", lambda painter, state: (seen.append(state.trial_bases),
                                                                 paint(painter, state)))
    draw(qtbot, window, [(0, 0), (0, 1)])
    base = window.document.answer
    window.board_commands.start_trial()
    seen.clear()
    window.canvas.repaint()
    assert seen and seen[-1] == (base,)


def test_clear_answer_closes_open_trials(qtbot, window):
    window.board_commands.start_trial()
    draw(qtbot, window, [(1, 0), (1, 1)])
    window.acts.clear_answer.trigger()
    assert window.document.trial_depth == 0 and depth_shown(window) == ""
    window.undo()
    assert window.document.trial_depth == 1


def test_a_saved_trial_is_open_again_when_the_file_is_opened(qtbot, window, tmp_path):
    draw(qtbot, window, [(0, 0), (0, 1)])
    window.board_commands.start_trial()
    draw(qtbot, window, [(1, 0), (1, 1)])
    path = str(tmp_path / "trial.json")
    assert window.files.write_to(path)
    window.set_document(Document(GENRE, puzzle()))
    assert depth_shown(window) == ""
    assert window.files.load_path(path)
    assert window.mode == "play" and depth_shown(window) == "Trial 1"
    window.board_commands.reject_trial()
    assert window.document.answer.links == path_links([(0, 0), (0, 1)])


def test_an_export_never_shows_trial_colours(qtbot, window, tmp_path, monkeypatch):
    seen = []
    view_class = type(window.canvas.view)   # the exporter makes a view of its own
    paint = view_class.paint
    monkeypatch.setattr(view_class, "paint", lambda self, painter, state: (
        seen.append(state), paint(self, painter, state)))
    window.board_commands.start_trial()
    draw(qtbot, window, [(1, 0), (1, 1)])
    seen.clear()
    assert window.exports.export_image(str(tmp_path / "out.png"), True, 20.0)
    printed = [s for s in seen if s.for_print]
    assert printed and all(s.trial_bases == () for s in printed)


def test_a_game_offers_no_trials_and_no_rotation(qtbot, window):
    from genres.registry import get_genre
    gates = get_genre("gates")
    window.files.new_puzzle(gates, *gates.default_size)
    acts = window.board_acts
    assert not acts.start_trial.isEnabled()
    assert not any(a.isVisible() for a in acts.trial_actions()), "no trial buttons for a game"
    assert not window.acts.check.isVisible(), "nor a Check button"
    assert not any(a.isEnabled() for a in acts.transforms.values())
    assert not window.board_commands.start_trial()
    assert window.document.trial_depth == 0
    window.files.new_puzzle(get_genre("circumnavi-gates"), 5, 5)
    assert acts.start_trial.isVisible() and window.acts.check.isVisible()


def test_trial_shortcuts_clash_with_no_other_action(window):
    from PySide6.QtGui import QAction
    owners: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for seq in action.shortcuts():
            text = seq.toString()
            assert text not in owners, f"{text} is both {owners[text]} and {action.text()}"
            owners[text] = action.text()
    assert {"Ctrl+T", "Ctrl+Return", "Ctrl+Backspace"} <= set(owners)
