"""Help > Keyboard and Mouse: every gesture and key of the board's genre in the
current mode, and the window's own shortcuts.

The board's rows come from the genre view's ``input_table(mode, puzzle)``,
the same table the hint under the board joins into a line, so the two never
disagree.  The window's shortcuts are read from the menus' QActions, not
retyped: a shortcut added or changed anywhere shows up here by itself.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Any, Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from genres.core.view import GenreView

SHORTCUT = "Ctrl+F1"     # F1 is How to Play; Shift+F1 is Qt's What's This
HELP_NAME = "help_name"  # QAction property: its name here when its text changes (Undo Draw loop)
MODE_NAMES = {"edit": "Edit", "play": "Play"}


def board_input_table(view: GenreView, mode: str, puzzle: Any) -> list[tuple[str, str]]:
    """The (gesture, effect) rows of the board in ``mode``."""
    return list(view.input_table(mode, puzzle))


def board_input_line(view: GenreView, mode: str, puzzle: Any) -> str:
    """The one-line hint under the board (the view's ``input_help``)."""
    return view.input_help(mode, puzzle)


def action_name(action: QAction) -> str:
    name = action.property(HELP_NAME) or action.text()
    return name.split("\t")[0].replace("&&", "\0").replace("&", "").replace("\0", "&") \
        .rstrip("…").rstrip(".").strip()


# Keys a person has: the platform's standard bindings add F14 and a Sun "Undo"
# key to Undo, which only clutter the list.
_COMMON_SINGLE_KEYS = {Qt.Key_Delete, Qt.Key_Backspace, Qt.Key_Escape, Qt.Key_Return,
                       Qt.Key_Enter, Qt.Key_Tab, Qt.Key_Space}


def _on_a_keyboard(sequence: QKeySequence) -> bool:
    if sequence.isEmpty():
        return False
    combo = sequence[0]
    if combo.keyboardModifiers() & ~Qt.KeypadModifier:
        return True
    key = combo.key()
    return Qt.Key_F1 <= key <= Qt.Key_F12 or key in _COMMON_SINGLE_KEYS or key < 0x1000000


def shortcut_rows(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(keys, what they do) for every action with a shortcut, each once, in
    the order given; several shortcuts of one action read "Ctrl+Z or ..."."""
    rows: list[tuple[str, str]] = []
    seen: set[int] = set()
    for action in actions:
        if id(action) in seen or action.isSeparator():
            continue
        seen.add(id(action))
        keys = [k.toString(QKeySequence.NativeText) for k in action.shortcuts() if _on_a_keyboard(k)]
        keys = [k for k in keys if k]
        if keys and action_name(action):
            rows.append((translate("KeyboardHelp", " or ").join(keys), action_name(action)))
    return rows


def window_actions(window: QWidget) -> list[QAction]:
    """The window's actions as its menus list them (submenus included), then
    those without a menu entry (Ctrl+V's Paste URL)."""
    found: list[QAction] = []

    def walk(actions: Iterable[QAction]) -> None:
        for action in actions:
            menu = action.menu()
            if menu is not None:
                walk(menu.actions())
            else:
                found.append(action)

    walk(window.menuBar().actions())
    found.extend(window.actions())
    return found


class KeyboardHelpWindow(QWidget):
    """A non-modal window beside the board; :meth:`refresh` follows the mode,
    the genre and the puzzle (a Corral variant lists only what it offers)."""

    def __init__(self, main_window: Any):
        super().__init__(main_window, Qt.Window)
        self.main_window = main_window
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([translate("KeyboardHelp", "Mouse or key"),
                                              translate("KeyboardHelp", "What it does")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setWordWrap(True)
        self.table.setFocusPolicy(Qt.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.Interactive)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        self.table.setColumnWidth(0, 230)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        self.resize(620, 560)
        for keys in (QKeySequence(Qt.Key_Escape), QKeySequence(QKeySequence.Close)):
            QShortcut(keys, self, self.close)
        self.rows: list[tuple[str, str]] = []   # what the table shows, section titles included
        self.refresh()

    def board_rows(self) -> list[tuple[str, str]]:
        win = self.main_window
        doc = win.document
        return board_input_table(win.canvas.view, win.mode, doc.puzzle if doc else None)

    def refresh(self) -> None:
        win = self.main_window
        doc = win.document
        genre = doc.genre.name if doc else ""
        mode = win.acts.edit_mode.text() if win.mode == "edit" else win.acts.play_mode.text()
        mode = mode.replace("&", "")
        self.setWindowTitle(translate("KeyboardHelp", "Keyboard and Mouse — {genre}").format(genre=genre))
        self.heading.setText(translate("KeyboardHelp", "<b>{genre}</b> — {mode}: what the mouse and keys "
                                       "do on the board, then the window's shortcuts.")
                             .format(genre=genre, mode=mode))
        rows = [(translate("KeyboardHelp", "On the board"), None)] + self.board_rows() \
            + [(translate("KeyboardHelp", "Window"), None)] + shortcut_rows(window_actions(win))
        self.rows = [(a, b or "") for a, b in rows]
        self._fill(rows)

    def _fill(self, rows: list[tuple[str, str | None]]) -> None:
        table = self.table
        table.clearSpans()
        table.setRowCount(len(rows))
        for r, (gesture, effect) in enumerate(rows):
            first = QTableWidgetItem(gesture)
            table.setItem(r, 0, first)
            if effect is None or effect == "":
                # a section title, or a line of a view without a table: across both columns
                if effect is None:
                    font = first.font()
                    font.setBold(True)
                    first.setFont(font)
                table.setSpan(r, 0, 1, 2)
                table.setItem(r, 1, QTableWidgetItem(""))
            else:
                table.setItem(r, 1, QTableWidgetItem(effect))
        table.resizeRowsToContents()

    def text_rows(self) -> list[tuple[str, str]]:
        """What the table shows, read back from its cells (for tests)."""
        t = self.table
        return [(t.item(r, 0).text(), t.item(r, 1).text()) for r in range(t.rowCount())]
