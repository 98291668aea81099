"""The Help menu's windows: each genre's rules, the keyboard and mouse help that
follows the board, and About.  All non-modal; one window per genre's rules,
shown again (not made anew) on a second request, and closed with the main
window.
"""
from __future__ import annotations

from importlib import resources
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from genres.core.genre import Genre
from genres.core.i18n import translate
from genres.registry import all_genres

from .about import about_html
from .filecommands import APP_NAME
from .icon import app_icon
from .keyboard_help import KeyboardHelpWindow

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


class HelpWindow(QWidget):
    """A genre's rules (markdown) in a window that stays open beside the puzzle."""

    def __init__(self, title: str, markdown: str, parent: QWidget | None = None):
        super().__init__(parent, Qt.Window)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(markdown)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.browser)
        self.resize(560, 640)
        # A window of its own, so it closes the way dialogs do: Escape or Ctrl+W.
        for keys in (QKeySequence(Qt.Key_Escape), QKeySequence(QKeySequence.Close)):
            QShortcut(keys, self, self.close)


def help_text(name: str) -> str:
    """A help file of resources/help/ in the window's language, or else the English one."""
    from .language import current
    folder = resources.files("resources").joinpath("help")
    translated = folder.joinpath(current(), name)
    if current() != "en" and translated.is_file():
        return translated.read_text(encoding="utf-8")
    return folder.joinpath(name).read_text(encoding="utf-8")


class HelpWindows(QObject):
    def __init__(self, window: "MainWindow"):
        super().__init__(window)
        self.window = window
        self.rules: dict[str, HelpWindow] = {}          # by genre key
        self.keyboard: KeyboardHelpWindow | None = None

    def show_rules(self, genre: Genre) -> HelpWindow | None:
        window = self.rules.get(genre.key)
        if window is None:
            try:
                text = help_text(genre.help_resource)
            except (OSError, ValueError) as e:
                self.window.show_error(translate("MainWindow", "No help"),
                                       translate("MainWindow", "The rules of {genre} are missing ({error}).")
                                       .format(genre=genre.name, error=e))
                return None
            title = translate("MainWindow", "Rules of {genre}").format(genre=genre.name)
            window = HelpWindow(f"{title} — {APP_NAME}", text, self.window)
            self.rules[genre.key] = window
        window.show()
        window.raise_()
        return window

    def show_keyboard(self) -> KeyboardHelpWindow:
        """Help > Keyboard and Mouse: a window beside the board that follows it."""
        if self.keyboard is None:
            self.keyboard = KeyboardHelpWindow(self.window)
        else:
            self.keyboard.refresh()
        self.keyboard.show()
        self.keyboard.raise_()
        return self.keyboard

    def board_changed(self) -> None:
        """The keyboard help follows the board's genre and mode while it is open."""
        if self.keyboard is not None and self.keyboard.isVisible():
            self.keyboard.refresh()

    def show_about(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.NoIcon, translate("MainWindow", "About {app}").format(app=APP_NAME),
                          about_html(APP_NAME, (g.name for g in all_genres())),
                          QMessageBox.Ok, self.window)
        box.setTextFormat(Qt.RichText)
        icon = app_icon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(96, 96))
        box.setAttribute(Qt.WA_DeleteOnClose)
        box.open()
        return box

    def close_all(self) -> None:
        for window in self.rules.values():
            window.close()
        if self.keyboard is not None:
            self.keyboard.close()
