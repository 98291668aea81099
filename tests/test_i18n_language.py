"""The language machinery (editor/language.py): which language a setting means,
the catalogues compiled from .ts when missing or stale, the setting remembered,
the help files in the window's language."""
from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from editor import language
from editor.settings import Settings
from genres.core import i18n

pytestmark = pytest.mark.usefixtures("private_settings")

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


@pytest.fixture(autouse=True)
def english_afterwards(tmp_path, monkeypatch):
    """Compiled catalogues go to a fresh cache; the app speaks English again after the test."""
    monkeypatch.setenv(language.CACHE_ENV, str(tmp_path / "cache"))
    yield
    language.install(language.ENGLISH)


@pytest.fixture
def catalogue_copy(tmp_path, monkeypatch):
    """A copy of resources/i18n/ the test may change, standing in for the real one."""
    folder = tmp_path / "i18n"
    shutil.copytree(I18N, folder, ignore=shutil.ignore_patterns("*.qm"))
    monkeypatch.setattr(language, "catalogue_folder", lambda: folder)
    return folder


def test_japanese_is_offered_beside_english():
    assert language.available_languages()[:2] == ["en", "ja"]


def test_system_follows_the_locale_and_falls_back_to_english():
    assert language.resolve("system", QLocale("ja_JP")) == "ja"
    assert language.resolve("system", QLocale("en_GB")) == "en"
    assert language.resolve("system", QLocale("fr_FR")) == "en"     # no French catalogue
    assert language.resolve("ja", QLocale("fr_FR")) == "ja"
    assert language.resolve("en", QLocale("ja_JP")) == "en"
    assert language.resolve("xx") == "en"


def test_system_reads_the_system_locale_when_none_is_given(monkeypatch):
    monkeypatch.setattr(language.QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert language.resolve("system") == "ja"


def test_the_setting_is_remembered_and_defaults_to_system():
    assert Settings().language() == "system"
    Settings().set_language("ja")
    assert Settings().language() == "ja"


def test_installing_japanese_translates_the_window_and_the_genres_words():
    assert language.install("ja") == "ja"
    assert language.current() == "ja"
    assert QCoreApplication.translate("WindowActions", "&File") == "ファイル(&F)"
    # the genres' Qt-free translate goes through the same catalogues
    assert i18n.translate("WindowActions", "&File") == "ファイル(&F)"
    # Qt's own catalogue: the standard buttons
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
    assert language.install("en") == "en"
    assert QCoreApplication.translate("WindowActions", "&File") == "&File"
    assert i18n.translate("WindowActions", "&File") == "&File"


def test_a_missing_catalogue_is_compiled_into_the_cache_once(catalogue_copy, tmp_path):
    qm = language.compiled("editor_ja")
    assert qm is not None and qm.parent == tmp_path / "cache" and qm.stat().st_size > 0
    made = qm.stat().st_mtime_ns
    again = language.compiled("editor_ja")
    assert again == qm and again.stat().st_mtime_ns == made      # read, not compiled again


def test_an_edited_ts_is_compiled_anew(catalogue_copy):
    before = language.compiled("editor_ja")
    ts = catalogue_copy / "editor_ja.ts"
    ts.write_text(ts.read_text(encoding="utf-8").replace("ファイル(&amp;F)", "ファイルX(&amp;F)"),
                  encoding="utf-8")
    after = language.compiled("editor_ja")
    assert after != before and after.is_file()
    language.install("ja")
    assert QCoreApplication.translate("WindowActions", "&File") == "ファイルX(&F)"


def test_a_shipped_qm_is_used_unless_older_than_its_ts(catalogue_copy, tmp_path):
    shipped = catalogue_copy / "editor_ja.qm"
    assert language.compile_catalogue(catalogue_copy / "editor_ja.ts", shipped)
    assert language.compiled("editor_ja") == shipped
    # the .ts edited after the build: the shipped .qm is stale, a fresh one is made
    later = time.time() + 10
    os.utime(catalogue_copy / "editor_ja.ts", (later, later))
    assert language.compiled("editor_ja") != shipped
    # a bundle ships the .qm alone
    (catalogue_copy / "editor_ja.ts").unlink()
    assert language.compiled("editor_ja") == shipped


def test_without_lrelease_the_window_stays_in_english(catalogue_copy, monkeypatch, capsys):
    monkeypatch.setattr(language, "lrelease_program", lambda: None)
    assert language.install("ja") == "en"
    assert "no lrelease" in capsys.readouterr().err


def test_help_is_read_in_the_window_s_language_when_there_is_one(tmp_path, monkeypatch):
    from editor import mainwindow
    english = mainwindow.help_text("corral.md")
    language.install("ja")
    ja_file = Path(__file__).resolve().parent.parent / "resources" / "help" / "ja" / "corral.md"
    expected = ja_file.read_text(encoding="utf-8") if ja_file.is_file() else english
    assert mainwindow.help_text("corral.md") == expected
