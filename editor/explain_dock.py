"""The Explanation panel's dock: a tab beside the Solver's, for authors.

A tab rather than a section under the verdict: at 800x600 the solver's
controls already fill the dock's height, and the plot and the step list need
room of their own.  The dock shows in edit mode only (a player must not meet
the author's solve) and never for a game; within edit mode it stays as the
user left it (View > Explanation, its close button).
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from .explain_panel import ExplainPanel

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow

OVERLAY_SOURCE = "explain"


class ExplainDocking(QObject):
    def __init__(self, window: "MainWindow"):
        super().__init__(window)
        self.window = window
        self.wanted = True                 # the user's choice for edit mode
        self.panel = ExplainPanel(window)
        self.dock = window._dock(translate("Explanation", "Explanation"), "explain-dock", self.panel)
        window.tabifyDockWidget(window.solver_dock, self.dock)
        window.solver_dock.raise_()        # the verdict comes first
        self.panel.overlay_changed.connect(self._show_overlay)
        self.panel.place_puzzle.connect(window.edits.place_suggested_clue)
        window.solver_panel.verdict_changed.connect(self.panel.set_verdict)
        self.dock.visibilityChanged.connect(self.panel.set_in_view)
        self.dock.installEventFilter(self)
        self.dock.toggleViewAction().triggered.connect(self._chosen_from_menu)

    def _show_overlay(self, overlay) -> None:
        if overlay is None:
            self.window.overlays.clear(OVERLAY_SOURCE)
        else:
            self.window.overlays.set(OVERLAY_SOURCE, overlay)

    def place(self, mode: str) -> None:
        win = self.window
        want = self.wanted and mode == "edit" and win.side_panel is None
        if want != self.dock.isVisibleTo(win):
            self.dock.setVisible(want)

    def _chosen_from_menu(self, shown: bool) -> None:
        if self.window.mode == "edit":
            self.wanted = shown

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock and event.type() == QEvent.Type.Close and self.window.mode == "edit":
            self.wanted = False
        return False
