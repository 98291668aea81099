"""The Edit menu's changes of the document: undo and redo, clearing the answer,
the puzzle's properties, and what the panels hand over (a suggested clue, the
solver's solution).  Each is one undoable step; the words keep the window's
translation context ("MainWindow").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from genres.core.i18n import translate

from .dialogs import PropertiesDialog

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow


class DocumentEdits(QObject):
    def __init__(self, window: "MainWindow"):
        super().__init__(window)
        self.window = window

    def undo(self) -> None:
        label = self.window.document.undo_label()
        if self.window.document.undo():
            self.window.show_status(translate("MainWindow", "Undone: {step}").format(step=label) if label
                             else translate("MainWindow", "Undone"))

    def redo(self) -> None:
        label = self.window.document.redo_label()
        if self.window.document.redo():
            self.window.show_status(translate("MainWindow", "Redone: {step}").format(step=label) if label
                             else translate("MainWindow", "Redone"))

    def clear_answer(self) -> None:
        doc = self.window.document
        # An empty board holds no guess: open trials close with it (one undo brings both back).
        doc.apply(answer=doc.genre.empty_answer(doc.puzzle), trials=(), label=translate("MainWindow",
                                                                                        "Clear answer"))

    def set_properties(self, values: dict[str, str], options: dict[str, object] | None = None) -> None:
        """Title/author and puzzle options, changed as one undoable step."""
        doc = self.window.document
        puzzle = doc.puzzle
        try:
            for key, value in (options or {}).items():
                puzzle = doc.genre.with_option(puzzle, key, value)
        except (KeyError, ValueError) as e:
            self.window.show_error(translate("MainWindow", "Cannot change the puzzle's options"), str(e))
            return
        meta = doc.metadata
        meta.update(values)
        doc.apply(puzzle=None if puzzle == doc.puzzle else puzzle, metadata=meta,
                  label=translate("MainWindow", "Edit properties"))

    def place_suggested_clue(self, puzzle: object, text: str) -> None:
        """A clue the Explanation panel suggested, added as one undoable step."""
        if self.window.mode == "edit" and self.window.document.apply(
                puzzle=puzzle, label=translate("MainWindow", "Add suggested clue")):
            self.window.show_status(translate("MainWindow", "Added {clue}").format(clue=text))

    def fill_in_solution(self, solution: object) -> None:
        doc = self.window.document
        if self.window.mode == "play":     # before the fill: the solve it causes is not the player's
            doc.record.mark_revealed()
        # The solution is no guess: open trials close (one undo brings them back).
        doc.apply(answer=doc.genre.solution_answer(doc.puzzle, solution, doc.answer),
                  trials=(), label=translate("MainWindow", "Fill in solution"))

    def show_properties_dialog(self) -> PropertiesDialog:
        doc = self.window.document
        dlg = PropertiesDialog(doc.metadata, self.window, doc.genre.puzzle_options(doc.puzzle))
        dlg.accepted.connect(lambda: self.set_properties(dlg.values(), dlg.option_values()))
        return self.window._open_dialog(dlg)
