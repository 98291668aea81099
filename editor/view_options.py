"""The board's display switches (GenreView.view_options) in the View menu,
remembered per genre in the settings.

The menu entries are made anew each time the menu opens: the current genre's
switches, checked as they are now (a key on the board may have changed them).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


class ViewOptions(QObject):
    def __init__(self, window: "MainWindow"):
        super().__init__(window)
        self.window = window
        self._actions: list[QAction] = []

    def restore(self, genre_key: str, view) -> None:
        """A genre's view shown for the first time takes the remembered switches."""
        settings = self.window.settings
        for option in view.view_options():
            on = settings.view_option(genre_key, option.key)
            if on is not None:
                view.set_view_option(option.key, on)

    def save(self) -> None:
        # Also keeps what the view's own keys switched (e.g. Hebi-Ichigo's O).
        settings = self.window.settings
        for genre_key, view in self.window.canvas.views().items():
            for option in view.view_options():
                settings.set_view_option(genre_key, option.key, view.view_option(option.key))

    def fill_menu(self) -> None:
        """The current genre's switches, checked as they are now (a key may have changed them)."""
        win = self.window
        menu = win.acts.view_menu
        for action in self._actions:
            menu.removeAction(action)
            action.deleteLater()
        self._actions = []
        view = win.canvas.view
        for option in view.view_options():
            label = f"{option.label}\t{option.key_hint}" if option.key_hint else option.label
            action = QAction(label, win, checkable=True)
            action.setChecked(view.view_option(option.key))
            action.toggled.connect(lambda on, k=option.key: win.set_view_option(k, on))
            menu.insertAction(win.acts.view_genre_separator, action)
            self._actions.append(action)
