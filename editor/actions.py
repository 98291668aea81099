"""The main window's actions, menus and mode toolbar, built in one place.

Kept apart from the window's behaviour so mainwindow.py stays about what the
actions do, not how the menus are laid out.  Genre-neutral: the New menu and
the Help menu list whatever the registry holds.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QToolBar

from genres.registry import all_genres

from .plain import plain_tooltip
from .keyboard_help import HELP_NAME, SHORTCUT as KEYBOARD_HELP_SHORTCUT

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


def _unique(sequences: list[QKeySequence]) -> list[QKeySequence]:
    seen: set[str] = set()
    out = []
    for s in sequences:
        text = s.toString()
        if text and text not in seen:
            seen.add(text)
            out.append(s)
    return out


# (text, status tip) of the edit mode, the play mode and the switch between
# them, by the kind of genre on the board.
MODE_WORDS = {
    "puzzle": (("&Edit puzzle", "Place the puzzle's clues"),
               ("&Play", "Solve the puzzle"),
               ("&Switch Mode", "Switch between editing and playing")),
    "game": (("Set &up position", "Place and remove tiles and choose who moves, to study a position"),
             ("&Play", "Play the game"),
             ("&Switch Mode", "Switch between setting up a position and playing")),
}


class WindowActions:
    """Every QAction of the main window, wired to the window's methods."""

    def __init__(self, win: "MainWindow"):
        self.win = win

        def act(text: str, slot, shortcut=None, tip: str = "") -> QAction:
            a = QAction(text, win)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
            if tip:
                a.setStatusTip(tip)
            a.triggered.connect(lambda checked=False: slot())
            return a

        # File
        self.new_actions: dict[str, QAction] = {}
        for genre in all_genres():
            # A genre with variants gets one entry per variant.
            for variant, label in genre.variants or ((None, genre.name),):
                a = QAction(f"{label}…", win)
                a.setStatusTip(f"Start a new {label} game" if genre.kind == "game"
                               else f"Start a new, empty {label} puzzle")
                a.triggered.connect(lambda checked=False, g=genre, v=variant:
                                    win.show_new_puzzle_dialog(g, v))
                self.new_actions[genre.key if variant is None else f"{genre.key}/{variant}"] = a
        # Ctrl+N: one more puzzle of the kind on the board (the dialog offers the others).
        self.new_like_this = act("", win.show_new_like_this_dialog, QKeySequence.New)
        self.open = act("&Open…", win.open_file, "Ctrl+O", "Open a puzzle or a saved game")
        self.generate = act("&Generate Puzzle…", win.show_generate_dialog, "Ctrl+Shift+G",
                            "A new puzzle of a chosen genre, size and difficulty, unique and graded")
        self.open_url = act("Open &URL…", win.show_open_url_dialog, "Ctrl+Shift+O",
                            "Open a puzz.link URL or a puzzlewright: link as a new puzzle")
        self.copy_url = act("&Copy URL", win.copy_url, None,
                            "Put the puzzle's puzz.link URL (or puzzlewright: link) on the clipboard")
        # Ctrl+V on the window opens a URL from the clipboard (no menu entry).
        self.paste_url = act("Paste URL", win.paste_url, "Ctrl+V")
        win.addAction(self.paste_url)
        self.save = act("&Save", win.save, "Ctrl+S", "Save the puzzle and your progress")
        self.save_as = act("Save &As…", win.save_as, "Ctrl+Shift+S")
        self.export = act("&Export…", win.show_export_dialog, "Ctrl+Shift+E",
                          "Export an image (PNG, SVG or PDF)")
        self.print_book = act("&Print / Export Book…", win.show_book_dialog, "Ctrl+P",
                              "Several puzzles as a PDF book or on paper, answers after them")
        self.properties = act("P&roperties…", win.show_properties_dialog, None,
                              "Edit the title, author and the puzzle's options")
        self.quit = act("&Quit", win.close, "Ctrl+Q")
        self.clear_recent = act("Clear list", win.clear_recent_files)
        self.reopen_last = QAction("Reopen &Last File on Start", win, checkable=True)
        self.reopen_last.setStatusTip("Start with the file you had open last, when no file is named")
        self.reopen_last.setChecked(win.settings.reopen_last_file())
        self.reopen_last.toggled.connect(win.set_reopen_last_file)

        # Edit
        self.undo = act("&Undo", win.undo)
        self.undo.setShortcuts(_unique(QKeySequence.keyBindings(QKeySequence.Undo)
                                       + [QKeySequence("Ctrl+Z")]))
        self.undo.setProperty(HELP_NAME, "Undo")   # its text names the step, "Undo Draw loop"
        self.redo = act("&Redo", win.redo)
        self.redo.setShortcuts(_unique(QKeySequence.keyBindings(QKeySequence.Redo)
                                       + [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]))
        self.redo.setProperty(HELP_NAME, "Redo")
        self.resize = act("Resi&ze Grid…", win.show_resize_dialog, None,
                          "Add or remove rows and columns on any side")
        self.clear_answer = act("&Clear Answer", win.clear_answer, None,
                                "Remove everything drawn in play mode")

        # F5: free everywhere else, and a "refresh the verdict" key in many programs.
        self.check = act("Chec&k", win.check_answer, "F5",
                         "List every broken rule, the ones not yet met too")
        self.check.setToolTip("Check the answer: list every broken rule, "
                              "the ones not yet met too (F5)")

        # Ctrl+H: free, and "h" for hint; Tatham's puzzles have no hint key to follow.
        self.hint = act("&Hint", win.show_hint, "Ctrl+H",
                        "Show the next step of the solve and why; press again to fill it in")
        self.hint.setToolTip("Hint: the next step and why; press again to fill it in (Ctrl+H)")

        self.mode_group = QActionGroup(win)
        self.mode_group.setExclusive(True)
        self.edit_mode = QAction("&Edit puzzle", win, checkable=True)
        self.edit_mode.setStatusTip("Place the puzzle's clues")
        self.play_mode = QAction("&Play", win, checkable=True)
        self.play_mode.setStatusTip("Solve the puzzle")
        for a, mode in ((self.edit_mode, "edit"), (self.play_mode, "play")):
            self.mode_group.addAction(a)
            a.triggered.connect(lambda checked=False, m=mode: win.set_mode(m))
        self.toggle_mode = act("&Switch Mode", win.toggle_mode, "Ctrl+E",
                               "Switch between editing and playing")

        # View
        self.show_errors = QAction("Show &errors as you go", win, checkable=True)
        self.show_errors.setStatusTip("Colour broken rules while you play")
        self.show_errors.toggled.connect(win.set_show_errors)
        self.show_timer = QAction("Show &Timer", win, checkable=True)
        self.show_timer.setStatusTip("Show the time spent playing in the status bar")
        self.show_timer.toggled.connect(win.set_show_timer)

        # Help
        self.rules_help: dict[str, QAction] = {}
        for genre in all_genres():
            a = QAction(f"Rules of {genre.name}", win)
            a.triggered.connect(lambda checked=False, g=genre: win.show_rules_help(g))
            self.rules_help[genre.key] = a
        self.rules_of_this = act("&How to Play", win.show_rules_help,
                                 QKeySequence.HelpContents, "How the puzzle on the board is played")
        self.keyboard_help = act("&Keyboard and Mouse", win.show_keyboard_help,
                                 KEYBOARD_HELP_SHORTCUT,
                                 "Every mouse gesture and key of the board, and the window's shortcuts")
        self.about = act("&About Puzzlewright", win.show_about)

    def build_menus(self) -> None:
        bar = self.win.menuBar()
        file_menu = bar.addMenu("&File")
        new_menu = file_menu.addMenu("&New")
        new_menu.addAction(self.new_like_this)
        new_menu.addSeparator()
        for a in self.new_actions.values():
            new_menu.addAction(a)
        file_menu.addAction(self.generate)
        file_menu.addAction(self.open)
        file_menu.addAction(self.open_url)
        self.recent_menu: QMenu = file_menu.addMenu("Open &Recent")
        self.examples_menu: QMenu = file_menu.addMenu("Open E&xample")
        # Filled when first opened: reading the examples need not slow down startup.
        self.examples_menu.aboutToShow.connect(self.fill_examples_menu)
        file_menu.addAction(self.reopen_last)
        file_menu.addSeparator()
        file_menu.addAction(self.save)
        file_menu.addAction(self.save_as)
        file_menu.addAction(self.export)
        file_menu.addAction(self.print_book)
        file_menu.addAction(self.copy_url)
        file_menu.addSeparator()
        file_menu.addAction(self.properties)
        file_menu.addSeparator()
        file_menu.addAction(self.quit)

        edit_menu = self.edit_menu = bar.addMenu("&Edit")
        edit_menu.addAction(self.undo)
        edit_menu.addAction(self.redo)
        edit_menu.addSeparator()
        edit_menu.addAction(self.resize)
        edit_menu.addAction(self.clear_answer)
        edit_menu.addAction(self.check)
        edit_menu.addAction(self.hint)
        # Rotate / Flip and Trial go above this line (BoardActions.add_to_edit_menu).
        self.edit_menu_mode_separator = edit_menu.addSeparator()
        mode_menu = edit_menu.addMenu("&Mode")
        mode_menu.addAction(self.edit_mode)
        mode_menu.addAction(self.play_mode)
        mode_menu.addSeparator()
        mode_menu.addAction(self.toggle_mode)

        self.view_menu: QMenu = bar.addMenu("&View")
        self.view_menu.addAction(self.show_errors)
        self.view_menu.addAction(self.show_timer)
        # The genre view's own switches go above this line (MainWindow fills them in).
        self.view_genre_separator = self.view_menu.addSeparator()

        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.rules_of_this)
        help_menu.addAction(self.keyboard_help)
        help_menu.addSeparator()
        for a in self.rules_help.values():
            help_menu.addAction(a)
        help_menu.addSeparator()
        help_menu.addAction(self.about)

    def fill_examples_menu(self) -> None:
        """One entry per bundled example ("Genre: Title"); each opens an untitled copy."""
        from .filecommands import bundled_examples
        menu = self.examples_menu
        if menu.actions():
            return
        for name, label in bundled_examples():
            a = menu.addAction(label.replace("&", "&&"))
            a.setData(name)
            a.setStatusTip("Open an untitled copy of this example")
            a.triggered.connect(lambda checked=False, n=name: self.win.open_example(n))

    def show_genre(self, genre_name: str, kind: str) -> None:
        """Word the actions that depend on the puzzle on the board."""
        noun = "game" if kind == "game" else "puzzle"
        self.new_like_this.setText(f"Another {genre_name} {noun}…")
        self.new_like_this.setStatusTip(f"Start a new {genre_name} {noun}")
        self.rules_of_this.setText(f"&How to Play {genre_name}")
        self.rules_of_this.setStatusTip(f"How the {noun} on the board is played")
        # A game is set up and played, never edited or solved (see MODE_WORDS).
        words = MODE_WORDS["game" if kind == "game" else "puzzle"]
        for action, (text, tip) in zip((self.edit_mode, self.play_mode, self.toggle_mode), words):
            action.setText(text)
            action.setStatusTip(tip)
        self.save.setStatusTip(f"Save the {noun} and your progress" if noun == "puzzle"
                               else "Save the game and its moves")
        self.properties.setStatusTip(f"Edit the title, author and the {noun}'s options")

    def build_mode_toolbar(self) -> QToolBar:
        bar = QToolBar("Mode", self.win)
        bar.setObjectName("mode-toolbar")
        bar.setMovable(False)
        bar.addWidget(QLabel(" Mode: "))
        bar.addAction(self.edit_mode)
        bar.addAction(self.play_mode)
        bar.addSeparator()
        bar.addAction(self.check)
        bar.addAction(self.hint)
        self.win.addToolBar(bar)
        return bar

    def rebuild_recent_menu(self, paths: list[str]) -> None:
        menu = self.recent_menu
        menu.clear()
        for i, path in enumerate(paths):
            label = f"&{i + 1 if i < 9 else 0} {os.path.basename(path)}"
            a = menu.addAction(label)
            a.setToolTip(plain_tooltip(path))
            a.setStatusTip(path)
            a.setData(path)
            a.triggered.connect(lambda checked=False, p=path: self.win.open_recent(p))
        if paths:
            menu.addSeparator()
            menu.addAction(self.clear_recent)
        menu.setEnabled(bool(paths))
