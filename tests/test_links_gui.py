"""The window and puzzlewright: links: Copy URL writes one for Ore Soccer and the
Additive/Multiplicative Corral, Ctrl+V and File > Open URL read it back, File >
Open reads a .url file, and a bad link is one message (docs/links.md)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from editor.examples import load_example

pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def window(open_window):
    return open_window()


@pytest.mark.parametrize("name,start", [("soccer-02.json", "puzzlewright:1/soccer/8/8/"),
                                        ("corral-am-01.json", "puzzlewright:1/corral/am/6/6/")])
def test_copy_url_then_ctrl_v_brings_the_same_puzzle_back(window, name, start):
    example = load_example(name)
    window.set_document(example)
    window.acts.copy_url.trigger()
    link = QApplication.clipboard().text()
    assert link.startswith(start)
    assert link in window.statusBar().currentMessage()

    window.files.new_puzzle(example.genre, 3, 3)             # something else on the board
    assert window.document.puzzle != example.puzzle
    window.acts.paste_url.trigger()
    assert window.document.puzzle == example.puzzle
    assert window.document.path is None                # untitled: Save asks where
    assert "from a Puzzlewright link" in window.statusBar().currentMessage()


def test_open_url_reads_a_link_typed_into_the_dialog(window):
    window.ask_url = lambda on_answer: on_answer(" puzzlewright:1/soccer/s/4/3/_.0-10+3e7g.k \n")
    window.acts.open_url.trigger()
    assert window.document.genre.key == "ore-soccer"
    assert window.document.puzzle.strict_moves
    assert window.document.puzzle.number((1, 0)) == 999


def test_a_link_from_a_newer_puzzlewright_says_so_and_keeps_the_puzzle(window):
    before = window.document
    QApplication.clipboard().setText("puzzlewright:7/soccer/6/6/zzz")
    assert window.files.paste_url() is False
    assert window.document is before
    assert "newer Puzzlewright" in window.message_boxes[-1].text()


def test_file_open_reads_a_url_file(window, tmp_path):
    path = tmp_path / "kick.url"
    path.write_text("[InternetShortcut]\nURL=puzzlewright:1/soccer/2/2/_h./\n")
    assert window.files.load_path(str(path))
    assert window.document.genre.key == "ore-soccer"
    assert window.document.puzzle.goal == {(0, 0)} and window.document.puzzle.black == {(1, 1)}
    assert window.document.path is None      # saving must not write JSON over the link file


def test_the_open_dialog_offers_link_files():
    from editor.filecommands import file_filters
    assert "*.url" in file_filters(opening=True).split(";;")[0]


def test_a_bad_link_is_refused_before_asking_to_save_changes(window):
    asked = []
    window.ask_save_changes = lambda: asked.append(1) or "cancel"
    window.set_document(load_example("soccer-01.json"))
    doc = window.document
    doc.apply(answer=doc.genre.empty_answer(doc.puzzle).with_path([(5, 5), (4, 4)]), label="path")
    assert doc.dirty
    assert window.files.open_url("puzzlewright:1/soccer/6/6/g___") is False
    assert asked == [] and "ends early" in window.message_boxes[-1].text()
    assert window.document is doc and doc.dirty
    # A good link still asks first, and "cancel" keeps the unsaved work.
    assert window.files.open_url("puzzlewright:1/soccer/2/2/_h./") is False
    assert asked == [1] and window.document is doc
