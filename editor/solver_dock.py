"""Where the Solver dock shows: remembered per mode, decided at every mode switch.

An author wants the verdict beside the board; a player opening a puzzle
wants the board alone (the solver is help, asked for from View > Solver).
So the dock's visibility is the user's choice for the mode on the board:
shown in edit and hidden in play until the user says otherwise.  Only the
user's own acts (the View menu, the dock's close button) change that choice;
what the window does itself (a game's panel standing in for the solver's)
does not.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


class SolverDocking(QObject):
    def __init__(self, window: "MainWindow"):
        super().__init__(window)
        self.window = window
        self.dock = window.solver_dock
        self.dock.installEventFilter(self)
        self.dock.toggleViewAction().triggered.connect(self._chosen_from_menu)

    def place(self, mode: str) -> None:
        """Show or hide the dock as the user wants it in ``mode`` (a game's own
        panel takes its place whatever the choice)."""
        win = self.window
        want = win.side_panel is None and win.settings.solver_panel_shown(mode)
        if want == self.dock.isVisibleTo(win):
            return
        self.dock.setVisible(want)
        if want and win.rule_dock.isVisibleTo(win):
            # The rules need a few lines; left alone, Qt splits the height evenly
            # and squeezes the solver's controls.
            win.resizeDocks([win.rule_dock, self.dock], [160, 500], Qt.Orientation.Vertical)

    def _chosen_from_menu(self, shown: bool) -> None:
        win = self.window
        win.settings.set_solver_panel_shown(win.mode, shown)
        if shown and win.rule_dock.isVisibleTo(win):
            win.resizeDocks([win.rule_dock, self.dock], [160, 500], Qt.Orientation.Vertical)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock and event.type() == QEvent.Type.Close:
            # The dock's own close button (or the window manager's, when floating).
            self.window.settings.set_solver_panel_shown(self.window.mode, False)
        return False
