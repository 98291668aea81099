"""The window in Japanese: the catalogue is current and complete, and with the
language set to "ja" no menu, action, toolbar, dock or editor-owned panel and
dialog shows an untranslated word.  (The genres' own words -- their names, side
panels, view switches, rule messages -- are the genres' catalogue's, checked
apart.)"""
from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDialog, QDockWidget, QGroupBox,
                               QLabel, QMenu, QTabWidget, QToolBar, QWidget)

from editor import language
from editor.examples import load_example
from editor.settings import Settings

pytestmark = pytest.mark.usefixtures("private_settings")

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "resources" / "i18n" / "editor_ja.ts"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
LETTERS = re.compile(r"[A-Za-z]")
# Words that stay as they are in Japanese: the app's and formats' names, the
# language menu's own entries (each in its language), paper sizes, shortcuts.
# "OK" is what Qt's own Japanese catalogue says too.
KEEP = {"Puzzlewright", "English", "A4", "URL", "PNG", "SVG", "PDF", "OK"}
# Key names as Qt writes shortcuts ("Ctrl+Shift+S", "F5", "Ctrl+Z, Alt+Backspace").
_KEY = r"(?:(?:Ctrl|Shift|Alt|Meta)\+)*(?:F\d{1,2}|[A-Z0-9]|Del|Delete|Backspace|Return|Enter|Esc|Space|Tab|PgUp|PgDown|Home|End|Ins|[-+=/.,\\\[\]])"
SHORTCUT = re.compile(rf"{_KEY}(?:, {_KEY})*")


def untranslated(texts, extra_allowed=()) -> list[str]:
    """The texts that hold a Latin word but no Japanese."""
    allowed = KEEP | set(extra_allowed)
    bad = []
    for text in texts:
        plain = text.replace("&", "").replace("…", "").split("\t")[0].strip()
        if not plain or JAPANESE.search(plain) or not LETTERS.search(plain):
            continue
        if plain in allowed or re.fullmatch(r"[\w.-]+\.json", plain) or SHORTCUT.fullmatch(plain):
            continue
        bad.append(text)
    return bad


def lupdate_sources(folder: Path, out: Path) -> set[tuple[str, str]]:
    program = Path(language.lrelease_program()).with_name("lupdate")
    sources = sorted(str(p) for p in folder.glob("*.py"))
    subprocess.run([str(program), *sources, "-ts", str(out), "-locations", "none"], check=True,
                   capture_output=True)
    return {(c.findtext("name"), m.findtext("source"))
            for c in ET.parse(out).getroot().iter("context") for m in c.iter("message")}


# ----- the catalogue --------------------------------------------------------------------

def test_the_catalogue_holds_every_string_of_the_editor(tmp_path):
    extracted = lupdate_sources(ROOT / "editor", tmp_path / "probe.ts")
    catalogue = {(c.findtext("name"), m.findtext("source"))
                 for c in ET.parse(CATALOGUE).getroot().iter("context") for m in c.iter("message")}
    assert len(extracted) > 300
    assert sorted(extracted - catalogue) == [], "run pyside6-lupdate and translate the new strings"


def test_every_message_has_a_finished_translation():
    unfinished = [(c.findtext("name"), m.findtext("source"))
                  for c in ET.parse(CATALOGUE).getroot().iter("context") for m in c.iter("message")
                  if not (m.findtext("translation") or "").strip()
                  or m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")]
    assert unfinished == []


def test_placeholders_survive_translation():
    """A translation that drops or misspells a {name} would break .format()."""
    wrong = []
    for c in ET.parse(CATALOGUE).getroot().iter("context"):
        for m in c.iter("message"):
            source, text = m.findtext("source"), m.findtext("translation") or ""
            needed = set(re.findall(r"\{(\w+)\}", source)) - {"article"}   # English's a/an
            if needed != set(re.findall(r"\{(\w+)\}", text)) or ("%v" in source) != ("%v" in text):
                wrong.append(source)
    assert wrong == []


def test_mnemonics_are_kept():
    lost = [m.findtext("source") for c in ET.parse(CATALOGUE).getroot().iter("context")
            for m in c.iter("message")
            if re.search(r"&\w", m.findtext("source")) and not re.search(r"&\w", m.findtext("translation"))]
    assert lost == []


# ----- the window -----------------------------------------------------------------------

@pytest.fixture
def speak(tmp_path, monkeypatch):
    """Set the language setting and install it as the app does at start."""
    monkeypatch.setenv(language.CACHE_ENV, str(tmp_path / "cache"))

    def speak_(setting: str) -> str:
        Settings().set_language(setting)
        return language.install_chosen(Settings())
    yield speak_
    language.install(language.ENGLISH)


def menu_texts(window) -> list[str]:
    """Every menu title and action text of the menu bar, submenus included; the
    examples' titles (what their files say) left out."""
    window.acts.fill_examples_menu()
    genre_owned = set(window.acts.examples_menu.actions())
    texts = []

    def walk(menu: QMenu) -> None:
        menu.aboutToShow.emit()
        texts.append(menu.title())
        for action in menu.actions():
            if action.isSeparator() or action in genre_owned:
                continue
            if action.menu() is not None:
                walk(action.menu())
            else:
                texts.extend([action.text(), action.statusTip()])
    for action in window.menuBar().actions():
        walk(action.menu())
    return texts


def widget_texts(root: QWidget) -> list[str]:
    """What the widgets under ``root`` show: labels, buttons, group titles, tabs,
    combo box items, list items and tool tips."""
    texts = []
    for w in [root] + root.findChildren(QWidget):
        texts.append(w.toolTip())
        if isinstance(w, QLabel):
            texts.append(w.text())
        elif isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabWidget):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, (QDialog, QDockWidget)):
            texts.append(w.windowTitle())
    return [t for t in texts if t]


def test_in_japanese_the_menus_and_actions_are_all_translated(open_window, speak):
    assert speak("ja") == "ja"
    window = open_window(load_example("corral-01.json"), mode="edit")
    texts = menu_texts(window)
    assert "ファイル(&F)" in texts and "表示(&V)" in texts
    assert untranslated(texts) == []
    bars = window.findChildren(QToolBar)
    assert untranslated([b.windowTitle() for b in bars]
                        + [a.text() for b in bars for a in b.actions()]
                        + [a.toolTip() for b in bars for a in b.actions()]) == []
    docks = window.findChildren(QDockWidget)
    assert untranslated([d.windowTitle() for d in docks]) == []
    assert "ルール" in [d.windowTitle() for d in docks]


def test_in_japanese_the_panels_are_translated(open_window, speak, qtbot):
    speak("ja")
    window = open_window(load_example("corral-01.json"), mode="edit")
    window.explain_docking.dock.show()
    # the rule panel's own words; a rule message is the genre's
    rules = window.rule_panel
    items = [rules.list.item(i) for i in range(rules.list.count())]
    assert untranslated(widget_texts(rules)) == []
    assert untranslated([i.text() for i in items]) == []
    assert untranslated(widget_texts(window.solver_panel)) == []
    assert untranslated(widget_texts(window.explain_panel)) == []
    window.set_mode("play")
    assert untranslated(widget_texts(window.solver_panel)) == []
    window.check_answer()
    assert untranslated([window.statusBar().currentMessage()]) == []
    assert untranslated(widget_texts(window.statusBar())) == []


def test_in_japanese_the_dialogs_are_translated(open_window, speak, qtbot):
    speak("ja")
    window = open_window(load_example("corral-01.json"), mode="edit")
    shown = [window.files.show_new_puzzle_dialog(), window.board_commands.show_resize_dialog(),
             window.show_properties_dialog(), window.exports.show_export_dialog(),
             window.exports.show_generate_dialog(), window.exports.show_book_dialog(),
             window.show_keyboard_help(), window.files.show_open_url_dialog()]
    for dialog in shown:
        assert dialog is not None and dialog.isVisible()
        texts = widget_texts(dialog)
        if dialog is window.keyboard_help:
            table = dialog.table
            texts = [dialog.windowTitle()] + [table.horizontalHeaderItem(c).text() for c in range(2)]
            texts += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(2)
                      if table.item(r, c) is not None]
        assert untranslated(texts) == [], type(dialog).__name__
        dialog.close()
    about = window.show_about()
    assert untranslated([about.windowTitle()]) == []
    assert "ジャンル" in about.text()


def test_in_english_the_window_speaks_english(open_window, speak):
    assert speak("en") == "en"
    window = open_window(load_example("corral-01.json"), mode="edit")
    texts = menu_texts(window)
    assert "&File" in texts and "&View" in texts
    assert not any(JAPANESE.search(t) for t in texts if t != "日本語")


def test_system_follows_the_locale(open_window, speak, monkeypatch):
    from PySide6.QtCore import QLocale
    monkeypatch.setattr(language.QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert speak("system") == "ja"
    window = open_window(load_example("corral-01.json"))
    assert window.menuBar().actions()[0].text() == "ファイル(&F)"


def test_view_language_remembers_the_choice_for_the_next_start(open_window, speak):
    speak("en")
    window = open_window(load_example("corral-01.json"))
    acts = window.acts.language_actions
    assert list(acts) == ["system", "en", "ja"] and acts["en"].isChecked()
    assert acts["ja"].text() == "日本語"
    acts["ja"].trigger()
    assert Settings().language() == "ja"
    assert "next starts" in window.statusBar().currentMessage()
    assert window.menuBar().actions()[0].text() == "&File"   # this run stays as it was


@pytest.mark.parametrize("example", ["circumnavi-01.json", "corral-01.json", "corral-am-01.json",
                                     "hebi-01.json", "soccer-01.json"])
def test_in_japanese_every_genre_speaks_japanese_in_the_window(open_window, speak, qtbot, example):
    # The genres' words in the window: its name in the title, the rules of a
    # checked empty answer, the hint under the board, the side panel, the
    # keyboard help (English before, in the genres' own tests).
    speak("ja")
    window = open_window(load_example(example), mode="play")
    window.check_answer()
    rules = window.rule_panel
    assert untranslated([rules.list.item(i).text() for i in range(rules.list.count())]) == []
    for mode in ("play", "edit"):
        window.set_mode(mode)
        assert untranslated([window.input_help.text()]) == []
        assert untranslated(widget_texts(window.side_dock)) == []
    assert untranslated([window.windowTitle().split(" — ")[-1]]) == []


def test_in_japanese_the_gates_game_speaks_japanese(open_window, speak, qtbot):
    from genres.registry import get_genre
    from genres.core.document import Document
    speak("ja")
    gates = get_genre("gates")
    window = open_window(Document(gates, gates.new_puzzle(5, 5), None, {}), mode="play")
    texts = widget_texts(window.side_dock) + [window.input_help.text()]
    texts += [rules_text for rules_text in (window.rule_panel.list.item(i).text()
                                             for i in range(window.rule_panel.list.count()))]
    assert untranslated(texts) == []
