"""The main window and puzz.link: File > Open URL, Ctrl+V, File > Copy URL, .txt files."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from genres.corral import GENRE as CORRAL
from genres.corral.model import CorralPuzzle
from genres.core.document import Document


HEBI_URL = "https://puzz.link/p?hebi/6/5/b31e0.a45h23g45b"


# Every test here gets its own settings file (tests/conftest.py): never the user's.
pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def window(open_window):
    return open_window()


def test_file_open_url_opens_the_puzzle_the_user_typed(window):
    window.ask_url = lambda on_answer: on_answer(HEBI_URL)
    window.acts.open_url.trigger()
    assert window.document.genre.key == "hebi-ichigo"
    assert window.document.path is None                # untitled: Save asks where


def test_ctrl_v_opens_the_url_on_the_clipboard(window, qtbot):
    QApplication.clipboard().setText("http://pzv.jp/p.html?cave/6/6/k3h6j2l7g3g2h3n")
    assert window.acts.paste_url.shortcut().toString() == "Ctrl+V"
    window.acts.paste_url.trigger()
    assert window.document.genre.key == "corral"
    assert window.document.puzzle.number((1, 2)) == 6


def test_ctrl_v_without_a_url_changes_nothing(window):
    before = window.document
    QApplication.clipboard().setText("just some words")
    assert window.files.paste_url() is False
    assert window.document is before


def test_a_bad_url_shows_a_message_and_keeps_the_puzzle(window):
    before = window.document
    assert window.files.open_url("https://puzz.link/p?hebi/6/5/b31") is False
    assert window.document is before
    assert "ends early" in window.message_boxes[-1].text()


def test_copy_url_puts_the_puzzles_url_on_the_clipboard(window):
    window.files.open_url(HEBI_URL)
    window.acts.copy_url.trigger()
    assert QApplication.clipboard().text() == HEBI_URL


def test_copy_url_gives_a_variant_puzz_link_lacks_its_puzzlewright_link(window):
    # The Additive/Multiplicative Corral has no puzz.link type: Copy URL writes
    # its puzzlewright: link instead (docs/links.md; more in test_links_gui.py).
    window.set_document(Document(CORRAL, CorralPuzzle(4, 4, frozenset({((0, 0), 3), ((3, 3), 2)}),
                                                      "additive-multiplicative")))
    assert window.files.copy_url() is True
    assert QApplication.clipboard().text() == "puzzlewright:1/corral/am/4/4/3t2"


def test_save_as_txt_writes_pzprv3_and_open_reads_it_back(window, tmp_path):
    window.files.open_url(HEBI_URL)
    path = str(tmp_path / "snakes.txt")
    window.ask_save_path = lambda suggested, filters: path
    assert window.files.save_as()
    assert open(path).read().startswith("pzprv3\nhebi\n5\n6\n")
    assert window.files.load_path(path)
    assert window.document.path == path and window.document.genre.key == "hebi-ichigo"


def test_the_open_url_dialog_does_not_block_and_opens_on_ok(window):
    dlg = window.files.show_open_url_dialog()
    assert dlg.isVisible() and window.document.genre.key != "hebi-ichigo"
    dlg.setTextValue(HEBI_URL)
    dlg.accept()
    assert window.document.genre.key == "hebi-ichigo"
