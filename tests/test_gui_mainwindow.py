"""The main window as a user meets it: opening, saving, undo, modes, prompts,
recent files, and drawing a solution until it is announced as solved."""
from __future__ import annotations

import json
import os
from importlib import resources

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication

from conftest import loop_links
from genres.circumnavi import GENRE
from genres.circumnavi.model import BLACK, CircumnaviAnswer, CircumnaviPuzzle
from genres.core import nativefile
from genres.core.document import Document


from editor.app import open_startup_window
from editor.mainwindow import MainWindow
from editor.settings import MAX_RECENT, Settings

# One gate (row 2, between two black cells) and the circle; the loop below
# goes round the board and crosses the gate straight at (2, 1).
SMALL_GRID = ("o....", ".....", "#--#.", ".....")
SOLUTION_PATH = [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (3, 4),
                 (3, 3), (3, 2), (3, 1), (2, 1), (1, 1), (1, 0), (0, 0)]


# Every test here gets its own settings file (tests/conftest.py): never the user's.
pytestmark = pytest.mark.usefixtures("private_settings")


def small_puzzle() -> CircumnaviPuzzle:
    return GENRE.normalized(CircumnaviPuzzle(4, 5, SMALL_GRID))


def write_puzzle(path, answer=None, **metadata) -> str:
    doc = Document(GENRE, small_puzzle(), answer, metadata)
    nativefile.save(doc, str(path))
    return str(path)


@pytest.fixture
def make_window(open_window):
    return lambda document=None: open_window(document)


@pytest.fixture
def window(make_window, tmp_path) -> MainWindow:
    return make_window(nativefile.load(write_puzzle(tmp_path / "small.json", title="Small")))


def at(window, cell):
    return window.canvas.cell_centre(cell).toPoint()


def draw(qtbot, window, cells) -> None:
    canvas = window.canvas
    qtbot.mousePress(canvas, Qt.LeftButton, pos=at(window, cells[0]))
    for cell in cells[1:]:
        local = QPointF(at(window, cell))
        QApplication.sendEvent(canvas, QMouseEvent(
            QEvent.MouseMove, local, QPointF(canvas.mapToGlobal(local)),
            Qt.NoButton, Qt.LeftButton, Qt.NoModifier))
    qtbot.mouseRelease(canvas, Qt.LeftButton, pos=at(window, cells[-1]))


def press_shortcut(qtbot, window, key, modifiers) -> None:
    window.activateWindow()
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, key, modifiers)


# ----- opening --------------------------------------------------------------------
def test_the_window_opens_on_the_file_named_on_the_command_line(qtbot, tmp_path):
    path = write_puzzle(tmp_path / "given.json", title="Given puzzle")
    window = open_startup_window([path])
    qtbot.addWidget(window)
    assert window.document.puzzle == small_puzzle()
    assert window.document.path == path
    assert window.windowTitle().startswith("Given puzzle")
    assert window.mode == "play"


def test_the_command_line_opens_a_pzprv3_file_or_a_puzz_link_url_too(qtbot, tmp_path):
    from genres.core import openers
    doc = Document(GENRE, small_puzzle())
    txt = str(tmp_path / "given.txt")
    openers.save_any(doc, txt)
    window = open_startup_window([txt])
    qtbot.addWidget(window)
    assert window.document.puzzle == small_puzzle() and window.document.path == txt
    window = open_startup_window([openers.url_for(doc)])
    qtbot.addWidget(window)
    assert window.document.puzzle == small_puzzle() and window.document.path is None
    assert not window.message_boxes


def test_a_bad_file_on_the_command_line_is_reported_and_the_window_still_opens(qtbot, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    window = open_startup_window([str(bad)])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: bool(window.message_boxes))
    assert "not valid JSON" in window.message_boxes[-1].text()
    assert "not valid JSON" in capsys.readouterr().err
    assert window.document is not None


def test_without_a_file_the_first_example_opens_as_an_untitled_copy(qtbot):
    from importlib import resources
    window = open_startup_window([])
    qtbot.addWidget(window)
    example = nativefile.loads(resources.files("resources").joinpath(
        "examples", "circumnavi-01.json").read_text(encoding="utf-8"))
    assert window.document.puzzle == example.puzzle
    assert window.document.path is None, "saving must not overwrite the bundled example"
    assert not window.isWindowModified()
    assert window.mode == "play"


def test_without_any_example_a_new_empty_puzzle_opens_for_editing(qtbot, monkeypatch):
    import editor.app
    monkeypatch.setattr(editor.app, "FIRST_EXAMPLE", "no-such-example.json")
    window = open_startup_window([])
    qtbot.addWidget(window)
    assert window.document.puzzle == GENRE.normalized(GENRE.new_puzzle(10, 10))
    assert window.mode == "edit"


def test_opening_a_bad_file_shows_the_problem_and_keeps_the_document(window, tmp_path):
    before = window.document
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "puzzlewright", "version": 1, "genre": "no-such-genre",
                               "puzzle": {}}))
    window.ask_open_path = lambda: str(bad)
    assert not window.files.open_file()
    assert window.document is before
    assert "unknown genre" in window.message_boxes[-1].text()
    assert window.message_boxes[-1].isVisible()


def test_open_asks_for_a_file_and_shows_it(window, tmp_path):
    other = write_puzzle(tmp_path / "other.json", title="Other")
    window.ask_open_path = lambda: other
    assert window.files.open_file()
    assert window.document.path == other
    assert window.display_name() == "Other"


# ----- undo and redo ----------------------------------------------------------------
def test_undo_and_redo_shortcuts_go_through_the_edit_menu(qtbot, window):
    doc = window.document
    doc.apply(answer=CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])), label="Draw loop")
    assert window.acts.undo.isEnabled() and window.acts.undo.text() == "&Undo Draw loop"
    assert not window.acts.redo.isEnabled()
    drawn = doc.answer
    press_shortcut(qtbot, window, Qt.Key_Z, Qt.ControlModifier)
    assert doc.answer == CircumnaviAnswer()
    assert window.statusBar().currentMessage() == "Undone: Draw loop"
    assert not window.acts.undo.isEnabled() and window.acts.redo.text() == "&Redo Draw loop"
    press_shortcut(qtbot, window, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert doc.answer == drawn
    press_shortcut(qtbot, window, Qt.Key_Z, Qt.ControlModifier)
    press_shortcut(qtbot, window, Qt.Key_Y, Qt.ControlModifier)
    assert doc.answer == drawn


def test_the_title_marks_unsaved_changes(window):
    assert not window.isWindowModified()
    window.document.apply(answer=CircumnaviAnswer(frozenset(), frozenset(), frozenset({(1, 1)})))
    assert window.isWindowModified()
    assert window.windowTitle() == "Small[*] — Puzzlewright"


# ----- modes ---------------------------------------------------------------------------
def test_ctrl_e_switches_between_editing_and_playing(qtbot, window):
    assert window.mode == "play" and window.acts.play_mode.isChecked()
    press_shortcut(qtbot, window, Qt.Key_E, Qt.ControlModifier)
    assert window.mode == "edit" and window.acts.edit_mode.isChecked()
    assert not window.acts.play_mode.isChecked()
    assert window.canvas.mode == "edit"
    assert window.input_help.text() == window.canvas.view.input_help("edit")
    window.acts.play_mode.trigger()
    assert window.mode == "play" and window.canvas.mode == "play"


def test_a_click_in_edit_mode_edits_the_puzzle_and_in_play_mode_does_not(qtbot, window):
    window.set_mode("edit")
    qtbot.mouseClick(window.canvas, Qt.LeftButton, pos=at(window, (3, 0)))
    assert window.document.puzzle.kind((3, 0)) == BLACK
    window.set_mode("play")
    puzzle = window.document.puzzle
    qtbot.mouseClick(window.canvas, Qt.LeftButton, pos=at(window, (3, 2)))
    assert window.document.puzzle == puzzle


# ----- saving ----------------------------------------------------------------------------
def test_save_writes_a_file_that_loads_back_the_same(window, tmp_path):
    doc = window.document
    doc.apply(answer=CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])))
    window.set_properties({"title": "Renamed", "author": "Ada"})
    target = tmp_path / "saved.json"
    window.ask_save_path = lambda suggested, filters: str(target)
    assert window.files.save_as()
    assert not window.isWindowModified()
    again = nativefile.load(str(target))
    assert again.puzzle == doc.puzzle
    assert again.answer == doc.answer
    assert again.metadata == {"title": "Renamed", "author": "Ada"}
    assert window.settings.recent_files()[0] == str(target)


def test_a_failed_save_reports_and_loses_nothing(window, tmp_path):
    doc = window.document
    doc.apply(answer=CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])))
    missing = tmp_path / "no-such-folder" / "x.json"
    window.ask_save_path = lambda suggested, filters: str(missing)
    assert not window.files.save_as()
    assert "Cannot save" in window.message_boxes[-1].windowTitle()
    assert window.isWindowModified() and doc.dirty
    assert window.document is doc and doc.answer.links


def test_properties_are_undoable(window):
    window.set_properties({"title": "New title", "author": "Bo"})
    assert window.windowTitle().startswith("New title")
    window.undo()
    assert window.document.metadata.get("title") == "Small"


def test_the_properties_dialog_sets_title_and_author(window):
    dlg = window.show_properties_dialog()
    dlg.title.setText("From the dialog")
    dlg.author.setText("Cy")
    dlg.accept()
    assert window.document.metadata["title"] == "From the dialog"
    assert window.document.metadata["author"] == "Cy"


# ----- unsaved changes ------------------------------------------------------------------------
def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_window(window):
    window.document.apply(answer=CircumnaviAnswer(frozenset(), frozenset(), frozenset({(1, 1)})))
    asked = []
    window.ask_save_changes = lambda: asked.append(1) or "cancel"
    assert not window.close()
    assert asked and window.isVisible()
    window.ask_save_changes = lambda: "discard"
    assert window.close()
    assert not window.isVisible()


def test_closing_with_save_writes_the_file(window):
    window.document.apply(answer=CircumnaviAnswer(frozenset(), frozenset(), frozenset({(1, 1)})))
    window.ask_save_changes = lambda: "save"
    assert window.close()
    assert nativefile.load(window.document.path).answer.marks == {(1, 1)}


def test_opening_another_file_with_unsaved_changes_can_be_cancelled(window, tmp_path):
    doc = window.document
    doc.apply(answer=CircumnaviAnswer(frozenset(), frozenset(), frozenset({(1, 1)})))
    window.ask_save_changes = lambda: "cancel"
    assert not window.files.open_file(write_puzzle(tmp_path / "other.json"))
    assert window.document is doc


# ----- recent files ---------------------------------------------------------------------------
def test_opened_files_go_to_the_top_of_open_recent(window, tmp_path):
    paths = [write_puzzle(tmp_path / f"p{i}.json") for i in range(MAX_RECENT + 2)]
    for p in paths:
        assert window.files.open_file(p)
    recent = window.settings.recent_files()
    assert recent[0] == paths[-1] and len(recent) == MAX_RECENT
    labels = [a.text() for a in window.acts.recent_menu.actions() if a.data()]
    assert labels[0].endswith(os.path.basename(paths[-1]))
    # Persisted: a fresh settings object reads the same list.
    assert Settings().recent_files() == recent


def test_a_missing_recent_file_is_reported_and_removed(window, tmp_path):
    gone = write_puzzle(tmp_path / "gone.json")
    window.files.open_file(gone)
    os.remove(gone)
    assert not window.files.open_recent(gone)
    assert "no longer exists" in window.message_boxes[-1].text()
    assert gone not in window.settings.recent_files()


# ----- new puzzle, resize, clear ---------------------------------------------------------------
def test_new_puzzle_from_the_dialog(window):
    dlg = window.files.show_new_puzzle_dialog(GENRE)
    assert dlg.size.rows.minimum() == GENRE.min_size[0] and dlg.size.rows.maximum() == 100
    dlg.size.rows.setValue(6)
    dlg.size.cols.setValue(8)
    dlg.accept()
    doc = window.document
    assert GENRE.size(doc.puzzle) == (6, 8)
    assert doc.path is None and window.mode == "edit"
    assert window.windowTitle().startswith("Untitled Circumnavi-Gates")


def test_every_registered_genre_and_variant_has_a_new_entry(window):
    from genres.registry import all_genres
    expected = set()
    for g in all_genres():
        expected |= {f"{g.key}/{v}" for v, _ in g.variants} if g.variants else {g.key}
    assert set(window.acts.new_actions) == expected
    labels = {a.text() for a in window.acts.new_actions.values()}
    assert all(label.endswith("…") for label in labels)
    assert len(labels) == len(expected)   # every entry names what it creates


def test_ctrl_n_offers_a_new_puzzle_of_the_genre_on_the_board(qtbot, window):
    from genres.registry import get_genre
    window.files.open_example("hebi-01.json")
    assert window.acts.new_like_this.text() == "Another Hebi-Ichigo puzzle…"
    press_shortcut(qtbot, window, Qt.Key_N, Qt.ControlModifier)
    dlg = window.dialog
    assert dlg is not None and dlg.isVisible() and dlg.genre() is get_genre("hebi-ichigo")
    dlg.reject()


def test_every_bundled_example_can_be_opened_from_the_file_menu(window):
    menu = window.acts.examples_menu
    menu.aboutToShow.emit()
    entries = {a.data(): a for a in menu.actions() if a.data()}
    folder = resources.files("resources").joinpath("examples")
    bundled = {e.name for e in folder.iterdir() if e.name.endswith(".json")}
    assert set(entries) == bundled
    assert "Circumnavi-Gates: First Slalom" in {a.text() for a in entries.values()}
    entries["hebi-01.json"].trigger()
    assert window.document.genre.key == "hebi-ichigo"
    assert window.document.path is None            # a copy: saving asks where


def test_opening_an_example_over_unsaved_changes_asks_first(window):
    window.document.apply(answer=CircumnaviAnswer(frozenset(), frozenset(), frozenset({(1, 1)})))
    window.ask_save_changes = lambda: "cancel"
    assert not window.files.open_example("hebi-01.json")
    assert window.document.genre is GENRE and window.document.dirty


def test_resize_from_the_dialog_keeps_what_fits_and_is_undoable(window):
    window.set_mode("edit")
    dlg = window.board_commands.show_resize_dialog()
    dlg.size.rows.setValue(3)
    dlg.size.cols.setValue(7)
    dlg.accept()
    puzzle = window.document.puzzle
    assert (puzzle.rows, puzzle.cols) == (3, 7)
    assert puzzle.grid[2] == "#--#..."
    window.undo()
    assert window.document.puzzle == small_puzzle()


def test_clear_answer_removes_the_drawing(window):
    window.document.apply(answer=CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])))
    window.acts.clear_answer.trigger()
    assert window.document.answer == CircumnaviAnswer()


# ----- checking while playing -----------------------------------------------------------------
def test_drawing_the_solution_is_announced_and_undo_takes_it_back(qtbot, window):
    draw(qtbot, window, SOLUTION_PATH)
    assert window.document.answer.links == loop_links(SOLUTION_PATH[:-1])
    assert window.solved
    assert "Solved" in window.statusBar().currentMessage()
    assert window.rule_panel.banner.isVisible()
    window.acts.undo.trigger()
    assert window.document.answer == CircumnaviAnswer()
    assert not window.solved
    assert not window.rule_panel.banner.isVisible()
    assert [v.code for v in window.violations] == ["loop-empty"]


def test_a_half_drawn_loop_is_not_solved(qtbot, window):
    draw(qtbot, window, SOLUTION_PATH[:8])
    assert not window.solved
    assert "loop-dead-end" in {v.code for v in window.violations}


def test_mistakes_are_shown_as_you_go_unless_switched_off(qtbot, window):
    draw(qtbot, window, SOLUTION_PATH[:8])
    draw(qtbot, window, [(1, 4), (1, 3)])        # a branch: a mistake, not unfinished work
    # On by default: only definite mistakes are coloured, so nothing is given away.
    assert window.canvas.errors and all(v in window.violations for v in window.canvas.errors)
    window.acts.show_errors.setChecked(False)
    assert window.canvas.errors == ()
    assert not Settings().show_errors_as_you_go()
    window.acts.show_errors.setChecked(True)
    assert Settings().show_errors_as_you_go()
    window.set_mode("edit")
    assert window.canvas.errors == ()


def test_selecting_a_violation_highlights_its_cells(window):
    window.set_mode("edit")
    window.document.apply(puzzle=small_puzzle().with_kind((0, 0), "."))  # no circle now
    problem = next(v for v in window.checking.construction if v.code == "no-circle")
    window.rule_panel.violation_selected.emit(problem)
    assert window.canvas.highlight_cells == frozenset(problem.cells)
    window.rule_panel.violation_selected.emit(None)
    assert window.canvas.highlight_cells == frozenset()


def test_the_solver_hears_of_puzzle_changes_only(window, monkeypatch):
    told = []
    monkeypatch.setattr(window.solver_panel, "set_puzzle", lambda g, p: told.append(p))
    window.document.apply(answer=CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])))
    assert told == []
    window.document.apply(puzzle=small_puzzle().with_kind((3, 0), BLACK))
    assert told == [window.document.puzzle]


def test_the_solvers_answer_can_be_filled_in_and_undone(window):
    window.solver_panel.fill_answer.emit(CircumnaviAnswer(loop_links(SOLUTION_PATH[:-1])))
    assert window.solved
    assert window.acts.undo.text() == "&Undo Fill in solution"


# ----- help ------------------------------------------------------------------------------------
def test_the_rules_open_beside_the_puzzle_without_blocking_it(window):
    window.acts.rules_help[GENRE.key].trigger()
    help_window = window.show_rules_help(GENRE)   # a second request shows the same window
    assert help_window.isVisible() and not help_window.isModal()
    assert "gate" in help_window.browser.toPlainText().lower()
    assert len(window.help_windows.rules) == 1
    about = window.show_about()
    assert about.isVisible() and GENRE.name in about.text()


def test_f1_shows_how_to_play_the_puzzle_on_the_board(qtbot, window):
    assert window.acts.rules_of_this.text() == "&How to Play Circumnavi-Gates"
    press_shortcut(qtbot, window, Qt.Key_F1, Qt.NoModifier)
    help_window = window.help_windows.rules.get(GENRE.key)
    assert help_window is not None and help_window.isVisible()


def test_escape_closes_the_rules_window(qtbot, window):
    help_window = window.show_rules_help(GENRE)
    help_window.activateWindow()
    qtbot.waitUntil(help_window.isActiveWindow)
    qtbot.keyClick(help_window.browser, Qt.Key_Escape)
    assert not help_window.isVisible()
    assert window.show_rules_help(GENRE).isVisible()     # and it comes back on request


# ----- export and painting ----------------------------------------------------------------------
def test_export_writes_an_image(window, tmp_path):
    dlg = window.exports.show_export_dialog()
    dlg.path.setText(str(tmp_path / "out.png"))
    dlg.accept()
    assert (tmp_path / "out.png").stat().st_size > 0


def test_export_refuses_an_unknown_extension_in_the_dialog(window, tmp_path):
    dlg = window.exports.show_export_dialog()
    dlg.path.setText(str(tmp_path / "out.gif"))
    dlg.accept()
    assert dlg.isVisible() and ".png" in dlg.problem.text()
    assert not (tmp_path / "out.gif").exists()


def test_choosing_an_export_format_changes_the_file_name_and_the_units(window, tmp_path):
    dlg = window.exports.show_export_dialog()
    dlg.path.setText(str(tmp_path / "small.png"))
    assert dlg.format_box.currentData() == ".png" and "pixels" in dlg.scale.suffix()
    dlg.format_box.setCurrentIndex(dlg.format_box.findData(".svg"))
    assert dlg.path.text() == str(tmp_path / "small.svg") and "points" in dlg.scale.suffix()
    dlg.path.setText(str(tmp_path / "small.pdf"))           # typing the extension picks the format
    assert dlg.format_box.currentData() == ".pdf"
    dlg.accept()
    assert (tmp_path / "small.pdf").read_bytes().startswith(b"%PDF")


def test_the_next_export_starts_from_the_last_choices(make_window, tmp_path):
    first = make_window(nativefile.load(write_puzzle(tmp_path / "small.json")))
    dlg = first.exports.show_export_dialog()
    dlg.path.setText(str(tmp_path / "out.svg"))
    dlg.show_answer.setChecked(True)
    dlg.scale.setValue(30)
    dlg.accept()
    first.close()
    second = make_window(nativefile.load(str(tmp_path / "small.json")))
    again = second.exports.show_export_dialog()
    assert again.path.text() == str(tmp_path / "small.svg")
    assert again.show_answer.isChecked() and again.scale.value() == 30


def test_the_window_paints_the_board(window):
    image = window.canvas.grab().toImage()
    circle_cell = window.canvas.cell_centre((2, 0)).toPoint()   # a black cell
    assert QColor(image.pixel(circle_cell)).lightness() < 80
    assert len({image.pixel(x, y) for x in range(0, image.width(), 9)
                for y in range(0, image.height(), 9)}) > 2


def test_geometry_is_restored_in_the_next_window(make_window):
    first = make_window()
    first.resize(720, 530)
    first.close()
    second = make_window()
    assert (second.width(), second.height()) == (720, 530)


def test_the_status_bar_names_the_variant_of_a_new_puzzle(window):
    from genres.corral import ADDITIVE_MULTIPLICATIVE
    from genres.registry import get_genre
    assert window.files.new_puzzle(get_genre("corral"), 7, 7, ADDITIVE_MULTIPLICATIVE)
    assert window.statusBar().currentMessage() == "New 7×7 Additive/Multiplicative Corral puzzle"


def test_the_window_fits_the_screen_it_opens_on(window):
    # An 800x600 screen (with no window manager to shrink it) must still show
    # the whole board and the status bar.
    room = window.screen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()


def test_a_size_remembered_from_a_bigger_monitor_is_shrunk_to_this_one(window):
    from editor.window_place import fit_to_screen
    room = window.screen().availableGeometry()
    window.resize(room.width() + 900, room.height() + 700)
    window.move(room.right() + 500, room.bottom() + 500)
    fit_to_screen(window)
    assert window.width() <= room.width() and window.height() <= room.height()
    assert room.contains(window.frameGeometry().topLeft())
