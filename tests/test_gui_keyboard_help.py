"""Help > Keyboard and Mouse, and the input hint under the board: the same table
the genre view gives, the window's shortcuts read from its actions, a hint
that menu tips and messages never cover and that wraps in a small window."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence, QStatusTipEvent
from PySide6.QtWidgets import QApplication

from genres.core.document import Document
from genres.core.view import GenreView
from genres.gates import GENRE as GATES
from genres.gates.genre import PERSON, GatesGame

from editor.examples import load_example
from editor.input_hint import InputHint, wrap_words
from editor.keyboard_help import (SHORTCUT, board_input_line, board_input_table, shortcut_rows,
                                  window_actions)

pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def make_window(open_window):
    return lambda document=None, size=(1100, 760): open_window(document, size=size)


def gates_doc() -> Document:
    return Document(GATES, GatesGame(GATES.new_puzzle(4).state, (PERSON, PERSON)))


def board_part(rows):
    """The rows between the "On the board" and "Window" section titles."""
    start = rows.index(("On the board", ""))
    end = rows.index(("Window", ""))
    return rows[start + 1:end]


def window_part(rows):
    return rows[rows.index(("Window", "")) + 1:]


# ----- the help window ---------------------------------------------------------------
def test_help_menu_opens_keyboard_and_mouse_with_the_views_table(make_window, qtbot):
    window = make_window(gates_doc())
    action = window.acts.keyboard_help
    assert action.text().replace("&", "") == "Keyboard and Mouse"
    assert action.shortcut() == QKeySequence(SHORTCUT)
    help_menu = [a for a in window.menuBar().actions() if a.text() == "&Help"][0].menu()
    assert action in help_menu.actions()
    action.trigger()
    help_window = window.keyboard_help
    assert help_window.isVisible() and not help_window.isModal()
    rows = help_window.text_rows()
    assert board_part(rows) == window.canvas.view.input_table("play", window.document.puzzle)
    assert "Gates" in help_window.windowTitle()


def test_the_window_shortcuts_are_read_from_the_actions(make_window):
    window = make_window(gates_doc())
    rows = window_part(window.show_keyboard_help().text_rows())
    effects = dict((effect, keys) for keys, effect in rows)
    native = lambda seq: QKeySequence(seq).toString(QKeySequence.NativeText)
    assert native("Ctrl+Z") in effects["Undo"]
    assert native("Ctrl+Y") in effects["Redo"]
    assert effects["Switch Mode"] == native("Ctrl+E")
    assert effects["Keyboard and Mouse"] == native(SHORTCUT)
    assert native("Ctrl+V") in effects.values()     # Paste URL: no menu entry, still listed
    # A shortcut changed on an action shows up without retyping anything.
    window.acts.toggle_mode.setShortcut(QKeySequence("Ctrl+M"))
    rows = window_part(window.show_keyboard_help().text_rows())
    assert (native("Ctrl+M"), "Switch Mode") in rows


def test_the_help_follows_the_mode_and_the_genre(make_window, qtbot):
    window = make_window(gates_doc())
    help_window = window.show_keyboard_help()
    play_rows = board_part(help_window.text_rows())
    window.set_mode("edit")
    edit_rows = board_part(help_window.text_rows())
    assert edit_rows == window.canvas.view.input_table("edit", window.document.puzzle)
    assert edit_rows != play_rows
    window.set_document(load_example("corral-01.json"))
    assert "Corral" in help_window.windowTitle()
    corral_rows = board_part(help_window.text_rows())
    view = window.canvas.view
    assert corral_rows == board_input_table(view, window.mode, window.document.puzzle)
    assert corral_rows and corral_rows != edit_rows


def test_every_genre_lists_something_in_both_modes(make_window):
    window = make_window(gates_doc())
    help_window = window.show_keyboard_help()
    for name in ("circumnavi-01.json", "corral-01.json", "corral-am-01.json", "hebi-01.json",
                 "soccer-01.json"):
        window.set_document(load_example(name))
        for mode in ("edit", "play"):
            window.set_mode(mode)
            assert len(board_part(help_window.text_rows())) >= 2, (name, mode)


def test_shortcut_rows_list_each_action_once_and_skip_those_without_keys(make_window):
    window = make_window(gates_doc())
    acts = window.acts
    rows = shortcut_rows([acts.undo, acts.undo, acts.copy_url, acts.save])
    assert [effect for _, effect in rows] == ["Undo", "Save"]
    assert acts.save in window_actions(window)


# ----- the hint under the board ------------------------------------------------------
def test_the_hint_is_the_views_line_for_the_puzzle_on_the_board(make_window):
    window = make_window(gates_doc())
    doc = window.document
    assert window.input_help.text() == board_input_line(window.canvas.view, "play", doc.puzzle)
    assert window.input_help.text() == window.canvas.view.input_help("play", doc.puzzle)
    window.set_mode("edit")
    assert window.input_help.text() == window.canvas.view.input_help("edit", doc.puzzle)


def test_menu_tips_and_messages_never_cover_the_hint(make_window, qtbot):
    window = make_window(gates_doc())
    hint = window.input_help
    text = hint.text()
    assert text
    # Hovering a menu entry sends its status tip to the window.
    QApplication.sendEvent(window, QStatusTipEvent(window.acts.save.statusTip()))
    assert window.statusBar().currentMessage() == window.acts.save.statusTip()
    window.show_status("Undone: Draw loop")
    assert window.statusBar().currentMessage() == "Undone: Draw loop"
    assert hint.isVisible() and hint.text() == text
    assert not window.statusBar().isAncestorOf(hint)
    assert hint.grab().toImage().pixelColor(1, 1).isValid()


def test_the_hint_wraps_to_two_lines_in_a_small_window_and_shows_all_of_it_when_wide(make_window, qtbot):
    window = make_window(load_example("corral-01.json"), size=(800, 600))
    hint = window.input_help
    qtbot.waitUntil(lambda: hint.width() > 300)
    text = hint.text()
    metrics = hint.fontMetrics()
    assert metrics.horizontalAdvance(text) > hint.width()      # too long for one line here
    lines = hint.lines()
    assert len(lines) == 2
    assert hint.height() >= 2 * metrics.lineSpacing()
    assert all(metrics.horizontalAdvance(line) <= hint.width() for line in lines)
    assert hint.toolTip() == text
    assert window.width() <= 800          # the hint never forces the window wider
    window.resize(2400, 900)
    qtbot.waitUntil(lambda: hint.width() > 2000)
    assert " ".join(hint.lines()) == text or hint.lines() == [text]


def test_wrap_words_breaks_at_spaces_and_cuts_only_past_the_last_line(qapp):
    metrics = InputHint().fontMetrics()
    words = "drag draws the loop · right-click crosses a line · arrows move the cursor"
    width = metrics.horizontalAdvance("drag draws the loop · right")
    two = wrap_words(words, metrics, width, 2)
    assert len(two) == 2 and two[0] == "drag draws the loop ·" and two[1].endswith("…")
    many = wrap_words(words, metrics, width, 10)
    assert " ".join(many) == words
    assert wrap_words("", metrics, 100, 2) == []


def test_japanese_without_spaces_wraps_between_characters_keeping_latin_words_whole(qapp):
    metrics = InputHint().fontMetrics()
    text = "セルをドラッグ：ループを描く・Shift+矢印キー：辺を描く、右クリック：×印"
    width = metrics.horizontalAdvance("セルをドラッグ：ループを")
    many = wrap_words(text, metrics, width, 10)
    assert len(many) > 2 and "".join(many) == text
    assert all(metrics.horizontalAdvance(line) <= width or len(line) <= 2 for line in many)
    assert any("Shift+矢印キー" in line or line.startswith("Shift+") for line in many)
    assert not any(line[0] in "、。：・" for line in many)     # no line opens on a closing mark
    two = wrap_words(text, metrics, width, 2)
    assert len(two) == 2 and two[1].endswith("…")


def test_a_standard_corral_does_not_advertise_the_variants_notes(make_window):
    window = make_window(load_example("corral-01.json"))
    window.set_mode("play")
    standard = window.input_help.text()
    view = window.canvas.view
    if type(view).input_table is GenreView.input_table:
        pytest.skip("the Corral view gives no input table yet (its engineer converts it)")
    assert "×" not in standard and "+ or" not in standard
    window.set_document(load_example("corral-am-01.json"))
    window.set_mode("play")
    assert "×" in window.input_help.text()
