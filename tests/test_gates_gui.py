"""Gates in the main window: a new game against the computer, which answers on a
worker thread and can be stopped; the analysis plot and browsing; the winner
announced; files and export; and the gates-match command."""
from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt, QTimer

from genres.core import nativefile
from genres.core.document import Document
from genres.gates import GENRE, GameState, Move
from genres.gates.genre import COMPUTER, PERSON, GatesGame



# Every test here gets its own settings file (tests/conftest.py): never the user's.
pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def make_window(open_window):
    """Large enough for the board and the game panel."""
    return lambda document=None: open_window(document, size=(1200, 800))


def click_cell(qtbot, window, label: str) -> None:
    game = window.document.puzzle
    cell = game.state.board.cell_from_label(label)
    p = window.canvas.board_transform().map(window.canvas.view.cell_pos(game, cell))
    qtbot.mouseClick(window.canvas, Qt.LeftButton, pos=p.toPoint())


def game_doc(players=(PERSON, COMPUTER), seconds=0.2, state=None) -> Document:
    return Document(GENRE, GatesGame(state or GameState("y", 5), players, seconds))


def test_new_y_gates_game_against_the_computer_from_the_new_dialog(make_window, qtbot):
    window = make_window()
    dlg = window.files.show_new_puzzle_dialog(GENRE, "y")
    assert dlg.size.rows.value() == 10 and not dlg.size.cols.isVisibleTo(dlg)
    dlg.size.rows.setValue(5)
    fields = dlg.options.fields
    fields["second_player"][1].setCurrentIndex(fields["second_player"][1].findData(COMPUTER))
    # A full second of thinking: long enough that even a loaded machine runs
    # the GUI's timer several times meanwhile.
    fields["seconds"][1].setCurrentIndex(fields["seconds"][1].findData(1.0))
    fields["swap"][1].setChecked(False)
    dlg.accept()
    game = window.document.puzzle
    assert (game.state.variant, game.state.size, game.state.options.swap) == ("y", 5, False)
    assert game.players == (PERSON, COMPUTER) and window.mode == "play"
    assert window.side_dock.isVisible() and not window.solver_dock.isVisible()
    assert "Light to move" in window.rule_panel.list.item(0).text()

    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    click_cell(qtbot, window, "b3")
    assert len(window.document.puzzle.state.moves) == 1
    qtbot.waitUntil(lambda: len(window.document.puzzle.state.moves) == 2, timeout=15000)
    timer.stop()
    assert "The computer played" in window.side_panel.info.text()
    assert len(ticks) >= 3          # the event loop kept running while the computer thought
    assert "computer" in window.document.undo_label()
    window.document.undo()          # takes back the computer's move; it does not replay at once
    qtbot.wait(400)
    assert len(window.document.puzzle.state.moves) == 1
    assert window.side_panel.plot_points()


def test_clicks_are_refused_while_the_computer_thinks_and_stop_works(make_window, qtbot):
    window = make_window(game_doc(players=(COMPUTER, PERSON), seconds=30))
    panel = window.side_panel
    qtbot.waitUntil(lambda: panel.stop_button.isEnabled(), timeout=3000)
    click_cell(qtbot, window, "a1")
    assert window.document.puzzle.state.moves == ()
    assert "Stop" in window.statusBar().currentMessage()
    qtbot.mouseClick(panel.stop_button, Qt.LeftButton)
    assert not panel.runner.is_busy() and not panel.stop_button.isEnabled()
    qtbot.wait(300)
    assert window.document.puzzle.state.moves == ()
    click_cell(qtbot, window, "a1")              # now the person may move for the computer's side
    assert len(window.document.puzzle.state.moves) == 1


def test_the_plot_gets_a_point_per_position_and_a_click_on_one_jumps_there(make_window, qtbot):
    window = make_window(game_doc(players=(PERSON, PERSON), seconds=0.2))
    panel = window.side_panel
    for label in ("a3", "c4", "b5"):
        qtbot.waitUntil(lambda: not panel.runner.is_busy(), timeout=5000)
        click_cell(qtbot, window, label)
    qtbot.waitUntil(lambda: len(panel.plot_points()) >= 3, timeout=10000)
    k, y = panel.plot_points()[0]
    p = panel.point_position(k, y)
    qtbot.mouseClick(panel.plot.viewport(), Qt.LeftButton, pos=p)
    assert len(window.document.puzzle.state.moves) == k
    assert panel.where_label.text() == f"move {k} of 3"
    qtbot.mouseClick(panel.forward_button, Qt.LeftButton)
    assert len(window.document.puzzle.state.moves) == k + 1
    window.document.undo()          # browsing is undoable
    assert len(window.document.puzzle.state.moves) == k


def test_the_winner_is_announced_and_the_game_over_screenshot(make_window, qtbot):
    state = GameState("y", 4, swap=False)
    cells = iter(range(state.board.cell_count))
    while not state.is_over:
        state = state.play(Move(next(cells), 2))
    window = make_window(game_doc(players=(PERSON, PERSON), state=state))
    winner = "Light" if state.result.winner == 0 else "Dark"
    banner = f"{winner} wins: connected all three sides"
    assert window.rule_panel.banner.isVisible() and window.rule_panel.banner.text() == banner
    assert window.side_panel.turn_label.text().endswith(banner)
    assert not window.side_panel.move_button.isEnabled()
    window.grab().save("/tmp/gates_finished.png")


def test_a_game_in_progress_screenshot_and_back_to_a_puzzle_shows_the_solver(make_window, qtbot):
    state = GameState("hex", 6)
    for label, o in (("c3", 0), ("d4", 2), ("b5", 4), ("e2", 0)):
        state = state.play(Move(state.board.cell_from_label(label), o))
    window = make_window(game_doc(players=(PERSON, PERSON), state=state))
    window.canvas.view.hover_cell = state.board.cell_from_label("d3")
    qtbot.waitUntil(lambda: bool(window.side_panel.plot_points()), timeout=10000)
    window.grab().save("/tmp/gates_progress.png")
    from genres.circumnavi import GENRE as CIRCUMNAVI
    window.files.new_puzzle(CIRCUMNAVI, 5, 5)
    assert window.solver_dock.isVisible() and not window.side_dock.isVisible()


def test_save_and_reopen_a_game_and_export_its_board(make_window, qtbot, tmp_path):
    state = GameState("cross", 3).play(Move(0, 4))
    window = make_window(game_doc(players=(PERSON, PERSON), state=state))
    path = str(tmp_path / "game.json")
    assert window.files.write_to(path)
    assert nativefile.load(path).puzzle == window.document.puzzle
    window.document.undo()
    assert window.files.load_path(path)
    assert window.document.puzzle.state.moves == state.moves
    png = str(tmp_path / "board.png")
    assert window.exports.export_image(png, False, 30)
    with open(png, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"


def test_gates_match_command_plays_a_tiny_match(capsys, tmp_path):
    from editor.main import main
    assert main(["gates-match", "--size", "3", "--games", "2", "--seconds", "0.05",
                 "--opponent", "random", "--seed", "1", "--records", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "in 2 games" in out and "game 2:" in out
    assert sorted(os.listdir(tmp_path)) == ["game-1.gates", "game-2.gates"]
    assert main(["gates-match", "--size", "99"]) == 2


def test_a_game_saved_as_a_gates_record_opens_again(make_window, tmp_path):
    state = GameState("y", 5).play(Move(3, 4)).play(Move(7, 0))
    window = make_window(game_doc(players=(PERSON, PERSON), state=state))
    path = str(tmp_path / "game.gates")
    assert window.files.write_to(path)
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert "Variant: Y Gates" in lines and lines[-2:] == ["c:a3", "a:b4"]
    window.document.undo()
    assert window.files.load_path(path)
    assert window.document.puzzle.state.moves == state.moves
    bad = tmp_path / "bad.gates"
    bad.write_text("Variant: Y Gates\nSize: 5\nq:a1\n", encoding="utf-8")
    assert not window.files.load_path(str(bad))
    assert "line 3" in window.message_boxes[-1].text()


def test_position_editor_then_the_computers_best_move_and_estimate(make_window, qtbot):
    window = make_window(game_doc(players=(PERSON, PERSON), seconds=0.2))
    window.set_mode("edit")
    for label in ("a3", "b4", "c5"):
        click_cell(qtbot, window, label)
    qtbot.keyClick(window.canvas, Qt.Key_T)
    state = window.document.puzzle.state
    assert len(state.setup) == 3 and state.to_move == 1 and state.moves == ()
    window.set_mode("play")
    panel = window.side_panel
    panel.estimate_check.setChecked(False)
    qtbot.mouseClick(panel.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: panel.view.hint is not None, timeout=10000)
    assert panel.info.text().startswith("Best move: ") and "Light's chance" in panel.info.text()
    assert window.document.puzzle.state is state          # a hint plays nothing


def test_properties_change_who_plays_as_one_undo_step(make_window, qtbot):
    window = make_window(game_doc(players=(PERSON, PERSON), seconds=0.2))
    dlg = window.show_properties_dialog()
    opt, box = dlg.option_fields["first_player"]
    box.setCurrentIndex(box.findData(COMPUTER))
    dlg.accept()
    assert window.document.puzzle.players == (COMPUTER, PERSON)
    qtbot.waitUntil(lambda: len(window.document.puzzle.state.moves) == 1, timeout=10000)
    window.document.undo()
    window.document.undo()
    assert window.document.puzzle.players == (PERSON, PERSON)


def test_the_game_panel_leaves_the_board_most_of_the_window_and_fits_800x600(make_window, qtbot):
    window = make_window(game_doc(players=(PERSON, PERSON)))
    # The plot once asked for 600 pixels and the dock took half the window.
    assert window.canvas.width() > 0.6 * window.width()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    qtbot.wait(50)
    # The panel's minimum height once forced the window to 693 pixels.
    assert window.height() == 600
    assert window.canvas.width() > 0.5 * window.width()


def test_estimating_a_persons_position_never_shows_them_a_move_and_keeps_the_computers_report(
        make_window, qtbot):
    from genres.gates.panel import position_key
    window = make_window(game_doc(players=(PERSON, COMPUTER), seconds=0.3))
    panel = window.side_panel
    click_cell(qtbot, window, "b3")
    qtbot.waitUntil(lambda: len(window.document.puzzle.state.moves) == 2, timeout=15000)
    report = panel.info.text()
    assert report.startswith("The computer played")
    # now the computer estimates the person's position in the background
    qtbot.waitUntil(lambda: panel.info.text().startswith("Estimating"), timeout=10000)
    assert "best" not in panel.info.text()          # it once said "best so far c:d3"
    state = window.document.puzzle.state
    qtbot.waitUntil(lambda: position_key(state) in panel.estimates and not panel.runner.is_busy(),
                    timeout=15000)
    assert panel.info.text() == report               # once wiped when the estimate ended


def test_the_position_editor_has_a_button_for_whose_turn_it_is(make_window, qtbot):
    window = make_window(game_doc(players=(PERSON, PERSON)))
    panel = window.side_panel
    assert not panel.turn_button.isVisible()
    window.set_mode("edit")
    assert panel.turn_button.isVisible()
    click_cell(qtbot, window, "a3")
    qtbot.mouseClick(panel.turn_button, Qt.LeftButton)
    state = window.document.puzzle.state
    assert state.to_move == 1 and len(state.setup) == 1
    assert "Dark to move" in panel.turn_label.text()
    window.set_mode("play")
    assert not panel.turn_button.isVisible()


def test_a_narrowed_game_dock_never_cuts_off_the_controls(make_window, qtbot):
    from PySide6.QtWidgets import QScrollArea
    window = make_window(game_doc(players=(PERSON, PERSON)))
    window.resizeDocks([window.side_dock], [150], Qt.Horizontal)
    qtbot.wait(50)
    content = window.side_panel.findChild(QScrollArea).widget()
    assert content.width() >= content.minimumSizeHint().width()


def test_the_game_panel_gets_the_height_and_the_rules_keep_a_few_lines(make_window, qtbot):
    # from a puzzle (solver dock showing) to a game: the game dock takes the column
    from editor.examples import load_example
    window = make_window(load_example("circumnavi-01.json"))
    window.set_document(game_doc(players=(PERSON, PERSON)))
    qtbot.wait(50)
    # Qt once split the column evenly: the rule panel's two lines took half of it
    assert window.side_dock.height() > 2 * window.rule_dock.height()
    assert window.rule_dock.height() >= 60
