"""The dock of a genre's own panel (a game's controls), which stands in for the
Solver dock while that genre is on the board.

GenreView.make_side_panel makes the panel once per genre; a genre without one
gets the solver panel back.  The solver dock is hidden only for as long as a
side panel stands in for it, and shown again before the window's layout is
saved, so the next run (which may well open a puzzle) does not find it closed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from genres.core.document import Document
from genres.core.i18n import translate

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


def make_dock(window, title: str, name: str, widget: QWidget) -> QDockWidget:
    """A dock on the window's right, movable, floatable and closable."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetFloatable
                     | QDockWidget.DockWidgetClosable)
    window.addDockWidget(Qt.RightDockWidgetArea, dock)
    return dock


class SidePanelDocking(QObject):
    def __init__(self, window: "MainWindow"):
        super().__init__(window)
        self.window = window
        self._panels: dict[str, QWidget | None] = {}     # by genre key, made once
        self.panel: QWidget | None = None
        self.dock = make_dock(window, translate("MainWindow", "Game"), "game-dock", QWidget())
        self.dock.hide()
        self._solver_hidden = False

    def show_for(self, document: Document) -> None:
        """The genre view's own panel (GenreView.make_side_panel) in the dock in place of the
        solver panel, or the solver panel back for a genre without one."""
        win = self.window
        old = self.panel
        key = document.genre.key
        if key not in self._panels:
            self._panels[key] = win.canvas.view.make_side_panel(win, win.canvas)
        panel = self._panels[key]
        if old is not None and old is not panel:
            old.set_document(None)
        self.panel = panel
        if panel is not None:
            if self.dock.widget() is not panel:
                self.dock.setWidget(panel)
            self.dock.setWindowTitle(f"{document.genre.name}")
            was_hidden = self.dock.isHidden()
            self.dock.show()
            if was_hidden and not win.rule_dock.isHidden():
                # A game panel (plot, buttons) needs the height; the rule panel
                # holds a line or two.  Left alone, Qt splits them evenly.
                win.resizeDocks([win.rule_dock, self.dock], [160, 500], Qt.Vertical)
            panel.set_document(document)
            if not win.solver_dock.isHidden():
                win.solver_dock.hide()
                self._solver_hidden = True
        else:
            self.dock.hide()
            if self._solver_hidden:
                win.solver_dock.show()
                self._solver_hidden = False

    def set_mode(self, mode: str) -> None:
        if self.panel is not None:
            self.panel.set_mode(mode)

    def restore_for_saving(self) -> None:
        """Put the docks back as the user left them before their layout is saved:
        a game's panel stood in for the solver's, and the next run may well open
        a puzzle, which must not find its solver panel closed."""
        if self._solver_hidden:
            self.dock.hide()
            self.window.solver_dock.show()
            self._solver_hidden = False

    def shutdown(self) -> None:
        for panel in self._panels.values():
            if panel is not None:
                panel.shutdown()
