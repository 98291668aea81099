"""What a user sees of the application itself: the About box (version, genres,
what the program does), the icon, the rules in the Help menu, and preferences
that survive closing the window and opening a new one."""
from __future__ import annotations

from importlib import metadata

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from editor import about
from editor.about import about_html, app_version
from editor.icon import ICON_SIZES, app_icon, install_app_icon
from genres.registry import all_genres


# Every test here gets its own settings file (tests/conftest.py): never the user's.
pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def make_window(open_window):
    return lambda: open_window()


# ----- About -------------------------------------------------------------------------------------
def test_about_shows_the_installed_version(make_window):
    box = make_window().show_about()
    assert box.isVisible()
    assert f"Version {metadata.version('puzzlewright')}" in box.text()


def test_about_lists_every_genre_and_says_what_the_program_does(make_window):
    box = make_window().show_about()
    for genre in all_genres():
        assert genre.name in box.text()
    assert "solver" in box.text() and "PNG, SVG or PDF" in box.text()
    assert not box.iconPixmap().isNull()   # the emblem, not a generic "i"


def test_about_without_package_metadata_says_the_version_is_unknown(monkeypatch):
    def not_installed(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(about.metadata, "version", not_installed)
    assert app_version() is None
    text = about_html("Puzzlewright", ["Circumnavi-Gates"])
    assert "Version unknown" in text and "Circumnavi-Gates" in text


def test_genre_names_are_shown_as_text_not_markup():
    assert "&lt;b&gt;" in about_html("Puzzlewright", ["<b>"], version="1.0")


# ----- icon ----------------------------------------------------------------------------------------
def test_the_window_wears_the_puzzlewright_emblem(make_window):
    icon = make_window().windowIcon()
    assert not icon.isNull()
    image = icon.pixmap(48, 48).toImage()
    centre = QColor.fromRgba(image.pixel(24, 24))
    assert centre.alpha() == 255
    # The loop is orange: some pixel is clearly more red than blue.
    assert any(QColor.fromRgba(image.pixel(x, y)).red() > QColor.fromRgba(image.pixel(x, y)).blue() + 80
               for x in range(48) for y in range(48))


def test_the_application_icon_comes_in_every_usual_size(qapp):
    sizes = {(s.width(), s.height()) for s in app_icon().availableSizes()}
    assert {(n, n) for n in ICON_SIZES} <= sizes


def test_installing_the_icon_names_the_desktop_entry(qapp):
    old_icon, old_name = qapp.windowIcon(), qapp.desktopFileName()
    try:
        install_app_icon(qapp)
        assert qapp.desktopFileName() == "puzzlewright"
        assert not QApplication.windowIcon().isNull()
    finally:
        qapp.setWindowIcon(old_icon)
        qapp.setDesktopFileName(old_name)


# ----- help ----------------------------------------------------------------------------------------
def test_the_help_menu_has_the_rules_of_every_genre(make_window):
    window = make_window()
    for genre in all_genres():
        action = window.acts.rules_help[genre.key]
        assert action.text() == f"Rules of {genre.name}"
        action.trigger()
        help_window = window.help_windows.rules[genre.key]
        assert help_window.isVisible()
        assert len(help_window.browser.toPlainText()) > 200   # real rules, not a stub


# ----- preferences kept between runs ---------------------------------------------------------------
def test_the_next_window_remembers_recent_files_and_the_error_switch(make_window, tmp_path):
    from genres.core import nativefile
    from genres.core.document import Document

    genre = all_genres()[0]
    path = str(tmp_path / "kept.json")
    nativefile.save(Document(genre, genre.normalized(genre.new_puzzle(*genre.default_size))), path)
    first = make_window()
    assert first.files.open_file(path)
    first.acts.show_errors.setChecked(True)
    first.close()

    second = make_window()
    recent = [a.data() for a in second.acts.recent_menu.actions() if a.data()]
    assert recent and recent[0] == path
    assert second.acts.show_errors.isChecked()


def test_the_next_window_keeps_a_closed_panel_closed(make_window):
    first = make_window()
    first.solver_dock.close()
    first.close()
    second = make_window()
    assert not second.solver_dock.isVisible()
    assert second.rule_dock.isVisible()


def test_closing_during_a_game_keeps_the_solver_panel_for_the_next_puzzle(make_window):
    from genres.registry import get_genre
    gates = get_genre("gates")
    first = make_window()
    first.files.new_puzzle(gates, *gates.default_size)
    assert not first.solver_dock.isVisible()        # the game's panel stands in for it
    first.close()
    second = make_window()                          # opens a puzzle
    assert second.solver_dock.isVisible()
    assert not second.side_dock.isVisible()
