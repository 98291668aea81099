"""The New dialog remembers the last size per genre and variant; the app
reopens the last file on start (a setting); untitled titles name the variant."""
from __future__ import annotations

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviPuzzle
from genres.core import nativefile
from genres.core.document import Document
from genres.registry import get_genre

from editor.app import open_startup_window
from editor.mainwindow import MainWindow
from editor.settings import Settings

pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def window(qtbot):
    win = MainWindow(Document(GENRE, GENRE.normalized(CircumnaviPuzzle(4, 5, ("o....",) + ("." * 5,) * 3))))
    qtbot.addWidget(win)
    win.ask_save_changes = lambda: "discard"
    win.show()
    yield win
    win.ask_save_changes = lambda: "discard"
    win.close()


def saved_puzzle(path) -> str:
    doc = Document(GENRE, GENRE.normalized(CircumnaviPuzzle(3, 6, ("o.....", "......", "#-#..."))))
    nativefile.save(doc, str(path))
    return str(path)


# ----- the New dialog ---------------------------------------------------------------------------
def test_the_new_dialog_proposes_the_size_chosen_last_time(window):
    dlg = window.files.show_new_puzzle_dialog(GENRE)
    dlg.size.rows.setValue(7)
    dlg.size.cols.setValue(12)
    dlg.accept()
    dlg = window.files.show_new_puzzle_dialog(GENRE)
    assert dlg.size.values() == (7, 12)
    # Another genre keeps its own default until a size is chosen for it.
    hebi = get_genre("hebi-ichigo")
    dlg.genre_box.setCurrentIndex(dlg.genre_box.findData(hebi.key))
    assert dlg.size.values() == hebi.default_size_for(None)
    dlg.reject()
    # And the next run remembers too.
    assert Settings().new_size(GENRE.key) == (7, 12)


def test_each_variant_remembers_its_own_size(window):
    corral = get_genre("corral")
    (plain, _), (other, _) = corral.variants[:2]
    window.files.new_puzzle(corral, 5, 6, plain)
    window.files.new_puzzle(corral, 8, 9, other)
    assert window.files.show_new_puzzle_dialog(corral, plain).size.values() == (5, 6)
    window.dialog.reject()
    assert window.files.show_new_puzzle_dialog(corral, other).size.values() == (8, 9)
    window.dialog.reject()


def test_an_untitled_puzzle_is_titled_by_its_variant(window, monkeypatch):
    monkeypatch.setattr(GENRE, "variant_name", lambda puzzle: "Slalom of Note")
    window.files.new_puzzle(GENRE, 5, 5)
    assert window.windowTitle().startswith("Untitled Slalom of Note")
    assert "Slalom of Note" in window.statusBar().currentMessage()


# ----- reopening the last file ----------------------------------------------------------------------
def test_the_last_file_reopens_on_start(qtbot, tmp_path):
    path = saved_puzzle(tmp_path / "last.json")
    Settings().add_recent_file(path)
    window = open_startup_window([])
    qtbot.addWidget(window)
    assert window.document.path == path and window.document.puzzle.cols == 6
    qtbot.waitUntil(lambda: "Reopened last.json" in window.statusBar().currentMessage())


def test_a_missing_last_file_opens_the_example_and_says_so(qtbot, tmp_path):
    Settings().add_recent_file(str(tmp_path / "gone.json"))
    window = open_startup_window([])
    qtbot.addWidget(window)
    assert window.document.path is None and window.document.genre is GENRE
    qtbot.waitUntil(lambda: "gone.json, no longer exists" in window.statusBar().currentMessage())


def test_reopening_can_be_switched_off_from_the_file_menu(qtbot, tmp_path, window):
    path = saved_puzzle(tmp_path / "last.json")
    Settings().add_recent_file(path)
    action = window.acts.reopen_last
    assert action.isChecked()
    action.trigger()
    assert not Settings().reopen_last_file()
    started = open_startup_window([])
    qtbot.addWidget(started)
    assert started.document.path is None      # the first example, not last.json
    assert not started.acts.reopen_last.isChecked()


def test_a_file_named_on_the_command_line_wins_over_the_last_one(qtbot, tmp_path):
    Settings().add_recent_file(saved_puzzle(tmp_path / "last.json"))
    named = tmp_path / "named.json"
    nativefile.save(Document(GENRE, GENRE.normalized(CircumnaviPuzzle(2, 2, ("o.", "..")))), str(named))
    window = open_startup_window([str(named)])
    qtbot.addWidget(window)
    assert window.document.path == str(named)


def test_a_garbled_remembered_size_is_ignored(window):
    from PySide6.QtCore import QSettings
    QSettings().setValue(f"new/{GENRE.key}/-/size", "seven,by,nine")
    assert Settings().new_size(GENRE.key) is None
    dlg = window.files.show_new_puzzle_dialog(GENRE)
    assert dlg.size.values() == GENRE.default_size_for(None)
    dlg.reject()
