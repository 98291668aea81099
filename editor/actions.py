"""The main window's actions, menus and mode toolbar, built in one place.

Kept apart from the window's behaviour so mainwindow.py stays about what the
actions do, not how the menus are laid out.  Genre-neutral: the New menu and
the Help menu list whatever the registry holds.
"""
from __future__ import annotations

import os
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QToolBar

from genres.core.i18n import QT_TRANSLATE_NOOP, translate
from genres.registry import all_genres

from .plain import plain_tooltip
from .keyboard_help import HELP_NAME, SHORTCUT as KEYBOARD_HELP_SHORTCUT

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


def make_action(parent, text: str, slot, shortcut=None, tip: str = "", *,
                tooltip: bool = False) -> QAction:
    """A QAction that calls ``slot()`` (triggered's checked flag dropped), with its
    shortcut and status tip; ``tooltip``: a toolbar button's tip names the shortcut."""
    a = QAction(text, parent)
    if shortcut is not None:
        a.setShortcut(QKeySequence(shortcut))
    if tip:
        a.setStatusTip(tip)
    if tooltip:
        a.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
    a.triggered.connect(lambda checked=False: slot())
    return a


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
    "puzzle": ((QT_TRANSLATE_NOOP("WindowActions", "&Edit puzzle"),
                QT_TRANSLATE_NOOP("WindowActions", "Place the puzzle's clues")),
               (QT_TRANSLATE_NOOP("WindowActions", "&Play"),
                QT_TRANSLATE_NOOP("WindowActions", "Solve the puzzle")),
               (QT_TRANSLATE_NOOP("WindowActions", "&Switch Mode"),
                QT_TRANSLATE_NOOP("WindowActions", "Switch between editing and playing"))),
    "game": ((QT_TRANSLATE_NOOP("WindowActions", "Set &up position"),
              QT_TRANSLATE_NOOP("WindowActions",
                                "Place and remove tiles and choose who moves, to study a position")),
             (QT_TRANSLATE_NOOP("WindowActions", "&Play"),
              QT_TRANSLATE_NOOP("WindowActions", "Play the game")),
             (QT_TRANSLATE_NOOP("WindowActions", "&Switch Mode"),
              QT_TRANSLATE_NOOP("WindowActions", "Switch between setting up a position and playing"))),
}


class WindowActions:
    """Every QAction of the main window, wired to the window's methods."""

    def __init__(self, win: "MainWindow"):
        self.win = win

        act = partial(make_action, win)

        # File
        self.new_actions: dict[str, QAction] = {}
        for genre in all_genres():
            # A genre with variants gets one entry per variant.
            for variant, label in genre.variants or ((None, genre.name),):
                a = QAction(f"{label}…", win)
                a.setStatusTip(translate("WindowActions", "Start a new {genre} game").format(genre=label)
                               if genre.wording == "game" else
                               translate("WindowActions", "Start a new, empty {genre} puzzle")
                               .format(genre=label))
                a.triggered.connect(lambda checked=False, g=genre, v=variant:
                                    win.files.show_new_puzzle_dialog(g, v))
                self.new_actions[genre.key if variant is None else f"{genre.key}/{variant}"] = a
        # Ctrl+N: one more puzzle of the kind on the board (the dialog offers the others).
        self.new_like_this = act("", win.files.show_new_like_this_dialog, QKeySequence.New)
        self.open = act(translate("WindowActions", "&Open…"), win.files.open_file, "Ctrl+O",
                        translate("WindowActions", "Open a puzzle or a saved game"))
        self.generate = act(translate("WindowActions", "&Generate Puzzle…"), win.exports.show_generate_dialog, "Ctrl+Shift+G",
                            translate("WindowActions",
                                      "A new puzzle of a chosen genre, size and difficulty, unique and graded"))
        self.open_url = act(translate("WindowActions", "Open &URL…"), win.files.show_open_url_dialog, "Ctrl+Shift+O",
                            translate("WindowActions",
                                      "Open a puzz.link URL or a puzzlewright: link as a new puzzle"))
        self.copy_url = act(translate("WindowActions", "&Copy URL"), win.files.copy_url, None,
                            translate("WindowActions",
                                      "Put the puzzle's puzz.link URL (or puzzlewright: link) on the clipboard"))
        # Ctrl+V on the window opens a URL from the clipboard (no menu entry).
        self.paste_url = act(translate("WindowActions", "Paste URL"), win.files.paste_url, "Ctrl+V")
        win.addAction(self.paste_url)
        self.save = act(translate("WindowActions", "&Save"), win.files.save, "Ctrl+S",
                        translate("WindowActions", "Save the puzzle and your progress"))
        self.save_as = act(translate("WindowActions", "Save &As…"), win.files.save_as, "Ctrl+Shift+S")
        self.export = act(translate("WindowActions", "&Export…"), win.exports.show_export_dialog, "Ctrl+Shift+E",
                          translate("WindowActions", "Export an image (PNG, SVG or PDF)"))
        self.print_book = act(translate("WindowActions", "&Print / Export Book…"), win.exports.show_book_dialog, "Ctrl+P",
                              translate("WindowActions",
                                        "Several puzzles as a PDF book or on paper, answers after them"))
        self.properties = act(translate("WindowActions", "P&roperties…"), win.show_properties_dialog, None,
                              translate("WindowActions", "Edit the title, author and the puzzle's options"))
        self.quit = act(translate("WindowActions", "&Quit"), win.close, "Ctrl+Q")
        self.clear_recent = act(translate("WindowActions", "Clear list"), win.files.clear_recent_files)
        self.reopen_last = QAction(translate("WindowActions", "Reopen &Last File on Start"), win,
                                   checkable=True)
        self.reopen_last.setStatusTip(translate(
            "WindowActions", "Start with the file you had open last, when no file is named"))
        self.reopen_last.setChecked(win.settings.reopen_last_file())
        self.reopen_last.toggled.connect(win.files.set_reopen_last_file)

        # Edit
        self.undo = act(translate("WindowActions", "&Undo"), win.edits.undo)
        self.undo.setShortcuts(_unique(QKeySequence.keyBindings(QKeySequence.Undo)
                                       + [QKeySequence("Ctrl+Z")]))
        # its text names the step ("Undo Draw loop"); the keyboard help says just "Undo"
        self.undo.setProperty(HELP_NAME, translate("WindowActions", "Undo"))
        self.redo = act(translate("WindowActions", "&Redo"), win.edits.redo)
        self.redo.setShortcuts(_unique(QKeySequence.keyBindings(QKeySequence.Redo)
                                       + [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]))
        self.redo.setProperty(HELP_NAME, translate("WindowActions", "Redo"))
        self.resize = act(translate("WindowActions", "Resi&ze Grid…"), win.board_commands.show_resize_dialog, None,
                          translate("WindowActions", "Add or remove rows and columns on any side"))
        self.clear_answer = act(translate("WindowActions", "&Clear Answer"), win.edits.clear_answer, None,
                                translate("WindowActions", "Remove everything drawn in play mode"))

        # F5: free everywhere else, and a "refresh the verdict" key in many programs.
        self.check = act(translate("WindowActions", "Chec&k"), win.check_answer, "F5",
                         translate("WindowActions", "List every broken rule, the ones not yet met too"))
        self.check.setToolTip(translate("WindowActions", "Check the answer: list every broken rule, "
                                        "the ones not yet met too (F5)"))

        # Ctrl+H: free, and "h" for hint; Tatham's puzzles have no hint key to follow.
        self.hint = act(translate("WindowActions", "&Hint"), win.hints.press, "Ctrl+H",
                        translate("WindowActions",
                                  "Show the next step of the solve and why; press again to fill it in"))
        self.hint.setToolTip(translate(
            "WindowActions", "Hint: the next step and why; press again to fill it in (Ctrl+H)"))

        self.mode_group = QActionGroup(win)
        self.mode_group.setExclusive(True)
        self.edit_mode = QAction(translate("WindowActions", "&Edit puzzle"), win, checkable=True)
        self.edit_mode.setStatusTip(translate("WindowActions", "Place the puzzle's clues"))
        self.play_mode = QAction(translate("WindowActions", "&Play"), win, checkable=True)
        self.play_mode.setStatusTip(translate("WindowActions", "Solve the puzzle"))
        for a, mode in ((self.edit_mode, "edit"), (self.play_mode, "play")):
            self.mode_group.addAction(a)
            a.triggered.connect(lambda checked=False, m=mode: win.set_mode(m))
        self.toggle_mode = act(translate("WindowActions", "&Switch Mode"), win.toggle_mode, "Ctrl+E",
                               translate("WindowActions", "Switch between editing and playing"))

        # View
        self.show_errors = QAction(translate("WindowActions", "Show &errors as you go"), win,
                                   checkable=True)
        self.show_errors.setStatusTip(translate("WindowActions", "Colour broken rules while you play"))
        self.show_errors.toggled.connect(win.set_show_errors)
        self.show_timer = QAction(translate("WindowActions", "Show &Timer"), win, checkable=True)
        self.show_timer.setStatusTip(translate("WindowActions",
                                               "Show the time spent playing in the status bar"))
        # View > Language: System / English / 日本語 (applies at the next start).
        self.language_group = QActionGroup(win)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        from .language import LANGUAGE_NAMES, SYSTEM, available_languages
        choices = [(SYSTEM, translate("WindowActions", "System Language"))] + \
            [(lang, LANGUAGE_NAMES.get(lang, lang)) for lang in available_languages()]
        chosen = win.settings.language()
        for lang, label in choices:
            a = QAction(label, win, checkable=True)
            a.setStatusTip(translate("WindowActions",
                                     "The language of the window; it changes at the next start"))
            a.setChecked(lang == chosen)
            a.triggered.connect(lambda checked=False, code=lang: win.set_language(code))
            self.language_group.addAction(a)
            self.language_actions[lang] = a

        # Help
        self.rules_help: dict[str, QAction] = {}
        for genre in all_genres():
            a = QAction(translate("WindowActions", "Rules of {genre}").format(genre=genre.name), win)
            a.triggered.connect(lambda checked=False, g=genre: win.show_rules_help(g))
            self.rules_help[genre.key] = a
        self.rules_of_this = act(translate("WindowActions", "&How to Play"), win.show_rules_help,
                                 QKeySequence.HelpContents,
                                 translate("WindowActions", "How the puzzle on the board is played"))
        self.keyboard_help = act(translate("WindowActions", "&Keyboard and Mouse"), win.show_keyboard_help,
                                 KEYBOARD_HELP_SHORTCUT,
                                 translate("WindowActions",
                                           "Every mouse gesture and key of the board, and the window's shortcuts"))
        self.about = act(translate("WindowActions", "&About Puzzlewright"), win.show_about)

    def build_menus(self) -> None:
        bar = self.win.menuBar()
        file_menu = bar.addMenu(translate("WindowActions", "&File"))
        new_menu = file_menu.addMenu(translate("WindowActions", "&New"))
        new_menu.addAction(self.new_like_this)
        new_menu.addSeparator()
        for a in self.new_actions.values():
            new_menu.addAction(a)
        file_menu.addAction(self.generate)
        file_menu.addAction(self.open)
        file_menu.addAction(self.open_url)
        self.recent_menu: QMenu = file_menu.addMenu(translate("WindowActions", "Open &Recent"))
        self.examples_menu: QMenu = file_menu.addMenu(translate("WindowActions", "Open E&xample"))
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

        edit_menu = self.edit_menu = bar.addMenu(translate("WindowActions", "&Edit"))
        edit_menu.addAction(self.undo)
        edit_menu.addAction(self.redo)
        edit_menu.addSeparator()
        edit_menu.addAction(self.resize)
        edit_menu.addAction(self.clear_answer)
        edit_menu.addAction(self.check)
        edit_menu.addAction(self.hint)
        # Rotate / Flip and Trial go above this line (BoardActions.add_to_edit_menu).
        self.edit_menu_mode_separator = edit_menu.addSeparator()
        mode_menu = edit_menu.addMenu(translate("WindowActions", "&Mode"))
        mode_menu.addAction(self.edit_mode)
        mode_menu.addAction(self.play_mode)
        mode_menu.addSeparator()
        mode_menu.addAction(self.toggle_mode)

        self.view_menu: QMenu = bar.addMenu(translate("WindowActions", "&View"))
        self.view_menu.addAction(self.show_errors)
        self.view_menu.addAction(self.show_timer)
        # The genre view's own switches go above this line (MainWindow fills them in).
        self.view_genre_separator = self.view_menu.addSeparator()
        self.language_menu: QMenu = QMenu(translate("WindowActions", "&Language"), self.view_menu)
        for a in self.language_actions.values():
            self.language_menu.addAction(a)

        help_menu = bar.addMenu(translate("WindowActions", "&Help"))
        help_menu.addAction(self.rules_of_this)
        help_menu.addAction(self.keyboard_help)
        help_menu.addSeparator()
        for a in self.rules_help.values():
            help_menu.addAction(a)
        help_menu.addSeparator()
        help_menu.addAction(self.about)

    def fill_examples_menu(self) -> None:
        """One entry per bundled example ("Genre: Title"); each opens an untitled copy."""
        from .examples import bundled_examples
        menu = self.examples_menu
        if menu.actions():
            return
        for name, label in bundled_examples():
            a = menu.addAction(label.replace("&", "&&"))
            a.setData(name)
            a.setStatusTip(translate("WindowActions", "Open an untitled copy of this example"))
            a.triggered.connect(lambda checked=False, n=name: self.win.files.open_example(n))

    def show_genre(self, genre_name: str, wording: str) -> None:
        """Word the actions that depend on the puzzle on the board (``wording``: Genre.wording)."""
        game = wording == "game"
        self.new_like_this.setText(
            (translate("WindowActions", "Another {genre} game…") if game
             else translate("WindowActions", "Another {genre} puzzle…")).format(genre=genre_name))
        self.new_like_this.setStatusTip(
            (translate("WindowActions", "Start a new {genre} game") if game
             else translate("WindowActions", "Start a new {genre} puzzle")).format(genre=genre_name))
        self.rules_of_this.setText(translate("WindowActions", "&How to Play {genre}")
                                   .format(genre=genre_name))
        self.rules_of_this.setStatusTip(
            translate("WindowActions", "How the game on the board is played") if game
            else translate("WindowActions", "How the puzzle on the board is played"))
        # A game is set up and played, never edited or solved (see MODE_WORDS).
        words = MODE_WORDS["game" if game else "puzzle"]
        for action, (text, tip) in zip((self.edit_mode, self.play_mode, self.toggle_mode), words):
            action.setText(translate("WindowActions", text))
            action.setStatusTip(translate("WindowActions", tip))
        self.save.setStatusTip(translate("WindowActions", "Save the game and its moves") if game
                               else translate("WindowActions", "Save the puzzle and your progress"))
        self.properties.setStatusTip(
            translate("WindowActions", "Edit the title, author and the game's options") if game
            else translate("WindowActions", "Edit the title, author and the puzzle's options"))

    def update_enabled(self) -> None:
        """After any change: what undo and redo would do, and what applies now."""
        win = self.win
        doc = win.document
        self.undo.setEnabled(doc.can_undo())
        # "&Undo Draw loop", or plain "&Undo" with nothing to undo
        undo, redo = doc.undo_label(), doc.redo_label()
        self.undo.setText(translate("MainWindow", "&Undo {step}").format(step=undo) if undo
                          else translate("WindowActions", "&Undo"))
        self.redo.setEnabled(doc.can_redo())
        self.redo.setText(translate("MainWindow", "&Redo {step}").format(step=redo) if redo
                          else translate("WindowActions", "&Redo"))
        self.clear_answer.setEnabled(not win.checking.blank
                                     or doc.answer != doc.genre.empty_answer(doc.puzzle))
        self.check.setEnabled(doc.genre.checkable)
        self.check.setVisible(doc.genre.checkable)      # a game has nothing to check
        self.hint.setVisible(doc.genre.has_solution)
        self.hint.setEnabled(win.hints.available())

    def build_mode_toolbar(self) -> QToolBar:
        bar = QToolBar(translate("WindowActions", "Mode"), self.win)
        bar.setObjectName("mode-toolbar")
        bar.setMovable(False)
        bar.addWidget(QLabel(" {} ".format(translate("WindowActions", "Mode:"))))
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
            a.triggered.connect(lambda checked=False, p=path: self.win.files.open_recent(p))
        if paths:
            menu.addSeparator()
            menu.addAction(self.clear_recent)
        menu.setEnabled(bool(paths))
