"""The board keeps the keyboard: a click on a panel's button, check box or list
leaves the keys with the canvas, so the next key edits the board.

Two layers.  Every widget in the side docks that is not for typing loses
click focus (it keeps Tab focus, so the panels can still be used from the
keyboard: Tab into the rule list and the arrow keys walk it).  Widgets made
later (a game's panel, built on first use) are caught when their dock gets
them; anything still taking focus by a click sends it back to the canvas once
the mouse button is up (not before: a button that loses focus while pressed
cancels its click).
"""
from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QComboBox, QLineEdit,
                               QPlainTextEdit, QTextEdit, QWidget)

RETRY_MS = 30


def wants_typing(widget: QWidget) -> bool:
    """Widgets a user types into keep the focus a click gives them."""
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        return not widget.isReadOnly()
    return isinstance(widget, (QLineEdit, QAbstractSpinBox))


def release_click_focus(root: QWidget) -> None:
    """Clicks on ``root`` and everything in it leave the keyboard where it is."""
    for widget in [root, *root.findChildren(QWidget)]:
        policy = widget.focusPolicy()
        if policy & Qt.FocusPolicy.ClickFocus and not wants_typing(widget):
            tab = bool(policy & Qt.FocusPolicy.TabFocus)
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus if tab else Qt.FocusPolicy.NoFocus)


class BoardFocus(QObject):
    """Keeps keyboard focus on ``board`` when the user clicks in ``docks``."""

    def __init__(self, board: QWidget, docks: Iterable[QWidget], parent: QObject | None = None):
        super().__init__(parent or board)
        self.board = board
        self.docks = list(docks)
        for dock in self.docks:
            release_click_focus(dock)
            dock.installEventFilter(self)
        app = QApplication.instance()
        app.focusChanged.connect(self._focus_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ChildAdded and watched in self.docks:
            # A new panel in the dock: its widgets are all there once it is shown.
            QTimer.singleShot(0, self, lambda d=watched: release_click_focus(d))
        return False

    def _in_docks(self, widget: QWidget) -> bool:
        return any(dock.isAncestorOf(widget) for dock in self.docks)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is None or not self._in_docks(new) or wants_typing(new):
            return
        if QApplication.mouseButtons() == Qt.MouseButton.NoButton:
            return      # reached by Tab: the user means to use the panel from the keys
        release_click_focus(new)
        QTimer.singleShot(RETRY_MS, self, self._give_back)

    def _give_back(self) -> None:
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            QTimer.singleShot(RETRY_MS, self, self._give_back)
            return
        focus = QApplication.focusWidget()
        if focus is None or (self._in_docks(focus) and not wants_typing(focus)):
            if self.board.isVisible():
                self.board.setFocus(Qt.FocusReason.OtherFocusReason)
