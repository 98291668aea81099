"""The main window: one document on the canvas, the rule and solver panels
beside it, menus and modes.  After every change the rules are checked again
(fast, on the GUI thread) and the panels and canvas brought up to date; the
solver hears only of puzzle changes.  What the window does is in composed
objects: ``checking`` (checking.py: the checker's verdict, Check, the timer),
``files`` (filecommands.py: new, open, recent, URLs, save), ``exports``
(export_commands.py: export, book, generate), ``edits`` (edit_commands.py),
``board_commands`` (boardcommands.py: trials, resize, rotate and flip),
``hints``; the docks in solver_dock.py, explain_dock.py and side_dock.py (a
genre's own panel), the View menu's display switches in view_options.py.

Every question to the user goes through one of the ``ask_*`` methods
(:meth:`ask_save_changes`, :meth:`ask_open_path`, :meth:`ask_save_path`,
:meth:`ask_url`, :meth:`ask_reveal`) so tests can answer them; everything else
that pops up is non-modal.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QMessageBox, QWidget

from genres.core.document import Document
from genres.core.genre import Genre
from genres.core.i18n import translate
from genres.core.violation import Violation
from genres.registry import all_genres

from .actions import WindowActions
from .checking import CheckCommands
from .boardcommands import BoardActions, BoardCommands
from .board_focus import BoardFocus
from .canvas import Canvas
from .dialogs import PropertiesDialog
from .edit_commands import DocumentEdits
from .help_windows import HelpWindow, HelpWindows, help_text  # noqa: F401 - help_text: mainwindow.help_text
from .explain_dock import ExplainDocking
from .export_commands import ExportCommands
from .filecommands import APP_NAME, FileCommands, file_filters
from . import file_questions
from .icon import app_icon
from .input_hint import InputHint, board_with_hint
from .keyboard_help import KeyboardHelpWindow, board_input_line
from .rule_panel import RulePanel
from .settings import Settings
from .hints import HintBar, HintCommands
from .overlays import BoardOverlays
from .solver_dock import SolverDocking
from .side_dock import SidePanelDocking, make_dock
from .solver_panel import SolverPanel
from .view_options import ViewOptions
from .window_place import restore_window_place
from .spoilers import RevealGuard, open_reveal_question

MESSAGE_MS = 5000


class MainWindow(QMainWindow):
    def __init__(self, document: Document | None = None, settings: Settings | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings or Settings()
        self.document: Document | None = None
        self.mode = "play"
        self._selected: Violation | None = None
        self._solver_puzzle = None
        self._hint_puzzle = None           # the puzzle the input hint was made for
        self.message_boxes: list[QMessageBox] = []   # kept alive (and inspected by tests)
        self.dialog: QWidget | None = None            # the dialog shown last

        self.setWindowIcon(app_icon())
        self.canvas = Canvas(self)
        # The input hint has a strip of its own under the board: status tips and
        # messages keep the status bar and never cover it.
        self.input_help = InputHint()
        self.hint_bar = HintBar()
        self.setCentralWidget(board_with_hint(self.canvas, self.input_help, self.hint_bar))
        self.help_windows = HelpWindows(self)     # rules, keyboard and mouse, About
        self.edits = DocumentEdits(self)          # the Edit menu's changes of the document
        self.files = FileCommands(self)           # new, open, recent, URLs, save
        self.exports = ExportCommands(self)       # export, book, generate
        self.board_commands = BoardCommands(self)  # trials, resize, rotate and flip
        self.canvas.message.connect(self.show_status)

        self.rule_panel = RulePanel(self)
        self.rule_panel.violation_selected.connect(self._violation_selected)
        self.rule_dock = self._dock(translate("MainWindow", "Rules"), "rules-dock", self.rule_panel)
        self.solver_panel = SolverPanel(self)
        self.overlays = BoardOverlays(self.canvas.set_overlay)
        self.solver_panel.overlay_changed.connect(lambda o: self.overlays.set("solver", o))
        self.hints = HintCommands(self, self.hint_bar)
        self.solver_panel.fill_answer.connect(self.edits.fill_in_solution)
        self.solver_dock = self._dock(translate("MainWindow", "Solver"), "solver-dock", self.solver_panel)
        self.reveal_guard = RevealGuard(self)
        # A genre's own panel (a game's controls) replaces the solver's (side_dock.py).
        self.side_docking = SidePanelDocking(self)
        self.side_dock = self.side_docking.dock
        self.solver_docking = SolverDocking(self)
        # The author's explanation, a tab beside the solver (explain_dock.py).
        self.explain_docking = ExplainDocking(self)
        self.explain_panel = self.explain_docking.panel
        self.board_focus = BoardFocus(self.canvas, (self.rule_dock, self.solver_dock,
                                                    self.side_dock), self)

        self.acts = WindowActions(self)
        self.acts.build_menus()
        # Trial mode and rotate/flip (boardcommands.py).
        self.board_acts = BoardActions(self)
        self.board_acts.add_to_edit_menu(self.acts.edit_menu, self.acts.edit_menu_mode_separator)
        self.view_options = ViewOptions(self)
        self.acts.view_menu.aboutToShow.connect(self.view_options.fill_menu)
        self.acts.view_menu.addAction(self.rule_dock.toggleViewAction())
        self.acts.view_menu.addAction(self.solver_dock.toggleViewAction())
        self.acts.view_menu.addAction(self.explain_docking.dock.toggleViewAction())
        self.acts.view_menu.addSeparator()
        self.acts.view_menu.addMenu(self.acts.language_menu)
        self.mode_toolbar = self.acts.build_mode_toolbar()
        self.trial_toolbar = self.board_acts.build_toolbar()
        self.acts.rebuild_recent_menu(self.settings.recent_files())
        self.acts.show_errors.setChecked(self.settings.show_errors_as_you_go())
        self.statusBar()   # for messages and status tips only
        # The checker's verdict, what shows of it, Check and the timer (checking.py).
        self.checking = CheckCommands(self)

        restore_window_place(self, self.settings)

        if document is None:
            genre = all_genres()[0]
            document = Document(genre, genre.normalized(genre.new_puzzle(*genre.default_size)))
            self.set_document(document, mode="edit")
        else:
            self.set_document(document)
        self.canvas.setFocus()

    @property
    def keyboard_help(self) -> KeyboardHelpWindow | None:
        return self.help_windows.keyboard

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        return make_dock(self, title, name, widget)

    @property
    def side_panel(self) -> QWidget | None:
        """The genre's own panel standing in for the solver's, or None."""
        return self.side_docking.panel

    # ----- the document -----------------------------------------------------------
    def set_document(self, document: Document, mode: str | None = None) -> None:
        """Show ``document`` (the old one is dropped: ask about saving first)."""
        if self.document is not None:
            self.document.remove_listener(self._document_changed)
        self.document = document
        self._selected = None
        self._solver_puzzle = None
        self.checking.forget()
        # Overlays belong to one puzzle and one moment: a new document starts without.
        self.solver_panel.hide_overlays()
        self.hints.dismiss()
        self.explain_panel.forget()
        fresh_view = document.genre.key not in self.canvas.views()
        self.canvas.set_document(document)
        if fresh_view:
            self.view_options.restore(document.genre.key, self.canvas.view)
        self.acts.show_genre(document.genre.name, document.genre.wording)
        self.rule_panel.set_blank_hint(document.genre.start_hint)
        document.add_listener(self._document_changed)
        self.side_docking.show_for(document)
        if mode is None and document.genre.starts_in_play:
            mode = "play"
        if mode is None:
            # A puzzle with no clues yet is meant to be edited; anything else, played.
            empty = document.puzzle == document.genre.normalized(
                document.genre.new_puzzle(*document.genre.size(document.puzzle)))
            mode = "edit" if empty else "play"
        self.set_mode(mode, refresh=False)
        self._refresh(announce=False)

    # ----- the genre view's display switches (View menu, view_options.py) -----------
    def set_view_option(self, key: str, on: bool) -> None:
        """Switch a display option of the board's genre view (and remember it)."""
        self.canvas.view.set_view_option(key, on)
        self.settings.set_view_option(self.document.genre.key, key, on)
        self.canvas.update()

    def _document_changed(self, document: Document) -> None:
        self.hints.answer_changed()
        self._refresh(announce=True)

    def _refresh(self, announce: bool) -> None:
        """Recheck the rules after any change and bring every view up to date."""
        doc = self.document
        assert doc is not None
        genre = doc.genre
        check = self.checking
        was_solved, was_complete = check.solved, check.complete
        show_all = check.recheck(doc, self.mode)
        if doc.puzzle is not self._hint_puzzle:
            # A variant's table may differ (a standard Corral has no notes); a move
            # of the answer leaves it as it is, so a drag does not rebuild it.
            self._show_input_help()
        if not genre.checkable:
            # A game breaks no rules; the panel says how it stands.
            self.rule_panel.set_status(genre.game_status(doc.puzzle, self.mode))
            self._update_live_errors()
            self._update_actions()
            check.update_timer()
            return
        if announce:
            check.announce(was_solved, was_complete)
        self.rule_panel.set_violations(check.construction, check.violations, self.mode,
                                       check.solved, check.blank, show_unfinished=show_all,
                                       solved_text=check.solved_text())
        if self._selected is not None and self._selected not in check.construction + check.shown_violations:
            self._violation_selected(None)
        self._update_live_errors()
        if self._solver_puzzle is None or self._solver_puzzle != doc.puzzle:
            self._solver_puzzle = doc.puzzle
            self.explain_panel.set_puzzle(genre, doc.puzzle)   # an edit ends the explanation
            self.solver_panel.set_puzzle(genre, doc.puzzle)
        self._update_actions()
        check.update_timer()

    @property
    def violations(self) -> list[Violation]:
        """The answer's broken rules, as the checker last found them (checking.py)."""
        return self.checking.violations

    @property
    def solved(self) -> bool:
        return self.checking.solved

    def check_answer(self) -> None:
        """Check (F5): every broken rule, the unfinished ones too (checking.py)."""
        self.checking.check_answer()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and hasattr(self, "checking"):
            self.checking.activation_changed(self.isActiveWindow())
        super().changeEvent(event)

    def _update_live_errors(self) -> None:
        live = self.show_errors_as_you_go and self.mode == "play" and not self.checking.blank
        self.canvas.set_errors(tuple(self.checking.shown_violations) if live else ())

    def _update_actions(self) -> None:
        self.acts.update_enabled()
        self.setWindowTitle(f"{self.display_name()}[*] — {APP_NAME}")
        self.setWindowModified(self.document.dirty)
        self.board_commands.update_actions()

    def display_name(self) -> str:
        doc = self.document
        title = doc.metadata.get("title", "") if doc else ""
        if title:
            return title
        if doc and doc.path:
            return os.path.basename(doc.path)
        # The variant's own name where it has one: "Untitled Additive/Multiplicative Corral".
        if doc is None:
            return translate("MainWindow", "Untitled")
        return translate("MainWindow", "Untitled {genre}").format(genre=doc.genre.variant_name(doc.puzzle))

    # ----- modes and what the canvas shows ----------------------------------------------
    def set_mode(self, mode: str, refresh: bool = True) -> None:
        if mode not in ("edit", "play"):
            raise ValueError(f"unknown mode {mode!r}")
        if mode == "play" and self.mode != "play":
            self.solver_panel.hide_overlays()     # what the author had shown must not spoil play
        if mode != self.mode:
            self.hints.dismiss()                  # a hint is for the player at work
        self.mode = mode
        self.canvas.set_mode(mode)
        self.solver_panel.set_mode(mode)
        self.solver_docking.place(mode)
        self.explain_panel.set_mode(mode)
        self.explain_docking.place(mode)
        (self.acts.edit_mode if mode == "edit" else self.acts.play_mode).setChecked(True)
        self.board_commands.update_actions()
        self.side_docking.set_mode(mode)
        if self.document is not None:
            self._show_input_help()
            if refresh:
                self._refresh(announce=False)
            self.hints.ready_for_play()

    def toggle_mode(self) -> None:
        self.set_mode("play" if self.mode == "edit" else "edit")

    @property
    def show_errors_as_you_go(self) -> bool:
        return self.acts.show_errors.isChecked()

    def set_show_errors(self, on: bool) -> None:
        self.settings.set_show_errors_as_you_go(on)
        if self.document is not None:
            self._update_live_errors()

    def _violation_selected(self, violation: Violation | None) -> None:
        self._selected = violation
        if violation is None:
            self.canvas.set_highlight()
        else:
            self.canvas.set_highlight(violation.cells, violation.edges)

    def _show_input_help(self) -> None:
        doc = self.document
        self._hint_puzzle = doc.puzzle
        self.input_help.setText(board_input_line(self.canvas.view, self.mode, doc.puzzle))
        self.help_windows.board_changed()

    def show_keyboard_help(self) -> KeyboardHelpWindow:
        """Help > Keyboard and Mouse: a window beside the board that follows it."""
        return self.help_windows.show_keyboard()

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, MESSAGE_MS)

    # ----- editing (edit_commands.py) ---------------------------------------------------
    def undo(self) -> None:
        self.edits.undo()

    def set_properties(self, values: dict[str, str], options: dict[str, object] | None = None) -> None:
        self.edits.set_properties(values, options)

    def show_properties_dialog(self) -> PropertiesDialog:
        return self.edits.show_properties_dialog()

    def _open_dialog(self, dlg):
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self.dialog = dlg
        dlg.open()
        return dlg

    # ----- help ---------------------------------------------------------------------------
    def show_rules_help(self, genre: Genre | None = None) -> HelpWindow | None:
        return self.help_windows.show_rules(genre or self.document.genre)

    def show_about(self) -> QMessageBox:
        return self.help_windows.show_about()

    def set_language(self, language: str) -> None:
        """View > Language: remembered, and applied when the app next starts (every
        text would otherwise have to be rebuilt, the genres' panels' too)."""
        if language == self.settings.language():
            return
        self.settings.set_language(language)
        self.show_status(translate("MainWindow", "The language changes when Puzzlewright next starts"))

    def ask_reveal(self, what: str, on_yes) -> QMessageBox:
        """Ask (without blocking) before the answer is given away in play mode;
        ``on_yes()`` runs when the player agrees.  ``what`` is "solution",
        "difference", "forced" or "fill"."""
        return open_reveal_question(self, what, on_yes)

    # ----- questions and errors (tests replace the ask_* methods; file_questions.py) -----
    def ask_save_changes(self) -> str:
        """"save", "discard" or "cancel": the document has unsaved changes."""
        return file_questions.ask_save_changes(self, self.display_name())

    def ask_open_path(self) -> str | None:
        return file_questions.ask_open_path(self, self.files.recent_folder(), file_filters(opening=True))

    def ask_save_path(self, suggested: str, filters: str) -> str | None:
        return file_questions.ask_save_path(self, suggested, filters)

    def ask_url(self, on_answer):
        """Ask for a puzz.link URL (without blocking); ``on_answer(url)`` runs on OK."""
        return self._open_dialog(file_questions.url_dialog(self, on_answer))

    def show_error(self, title: str, text: str) -> QMessageBox:
        box = file_questions.error_box(self, title, text, self.message_boxes)
        self.show_status(box.text().splitlines()[0] if box.text() else title)
        return box

    # ----- closing ----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.side_docking.restore_for_saving()
        self.settings.save_window(self.saveGeometry(), self.saveState())
        self.view_options.save()
        self.solver_panel.shutdown()
        self.explain_panel.shutdown()
        self.hints.shutdown()
        self.side_docking.shutdown()
        self.help_windows.close_all()
        # Generate, Book and other windows of their own close with the main
        # window and cancel their jobs; left open, they would keep the app and
        # a generator child running after the person closed Puzzlewright.
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.close()
        event.accept()
