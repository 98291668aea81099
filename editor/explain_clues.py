"""The Explanation panel's Clues tab: the clues the puzzle could do without
(from the grade) and, for a puzzle with several solutions, clues to add.

Suggestions run on a runner of their own, in a child process
(editor/explain_child.py); each is checked by the solver before it is
listed.  Clicking one hands its puzzle to the window, which adds it as one
undo step.  A genre that cannot propose clues yet says so.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Any, Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QLabel, QListWidget, QPushButton, QSizePolicy,
                               QVBoxLayout, QWidget)

from editor.explain_jobs import offers_clues, redundant_text, suggest_job, suggestion_text
from editor.plain import plain
from genres.core.jobs import JobRunner


def wrapped(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    # a long sentence wraps instead of widening the dock
    label.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
    return label


def show_text(label: QLabel, text: str) -> None:
    # an empty label still takes a line: hidden, the rest gets the room
    label.setText(text)
    label.setVisible(bool(text))


class CluesTab(QWidget):
    place_puzzle = Signal(object, str)  # a puzzle with a suggested clue, and the clue's text
    outline_changed = Signal()          # the "outline" switch: the board overlay changes

    def __init__(self, context: Callable[[], tuple], parent: QWidget | None = None):
        """``context()`` gives (genre, puzzle, may_suggest, editing) as they are now."""
        super().__init__(parent)
        self._context = context
        self.suggestions: list = []
        self.runner = JobRunner(self)
        self.runner.result.connect(lambda job, found: self._show_suggestions(found))
        self.runner.error.connect(lambda job, message: self.suggest_label.setText(
            translate("Explanation", "Error: {message}").format(message=message)))
        self.runner.busy_changed.connect(lambda busy: self.update_controls())

        self.redundant_label = wrapped(plain(QLabel()))
        self.redundant_check = QCheckBox(translate("Explanation", "Outline the clues not needed"))
        self.redundant_check.setChecked(True)
        self.redundant_check.toggled.connect(lambda on: self.outline_changed.emit())
        self.suggest_button = QPushButton(translate("Explanation", "Suggest a clue"))
        self.suggest_button.setToolTip(translate("Explanation",
                                                 "For a puzzle with several solutions: clues that "
                                                 "would narrow it down, each checked by the solver"))
        self.suggest_button.clicked.connect(self.suggest)
        self.suggest_label = wrapped(plain(QLabel()))
        self.suggestion_list = QListWidget()
        self.suggestion_list.setWordWrap(True)
        self.suggestion_list.setToolTip(translate("Explanation",
                                                  "Click a clue to add it to the puzzle (Undo takes it back)"))
        self.suggestion_list.itemClicked.connect(
            lambda item: self.place_suggestion(self.suggestion_list.row(item)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.redundant_label)
        layout.addWidget(self.redundant_check)
        layout.addWidget(self.suggest_button)
        layout.addWidget(self.suggest_label)
        layout.addWidget(self.suggestion_list, 1)
        self.clear()

    def outline(self) -> bool:
        return self.redundant_check.isChecked()

    def show_grade(self, genre: Any, puzzle: Any, grade: Any) -> None:
        show_text(self.redundant_label, redundant_text(genre, puzzle, grade.clue_status,
                                                       grade.redundant))
        self.redundant_check.setVisible(bool(grade.redundant))
        if grade.clue_status == "multiple":
            self._show_suggestions(grade.suggestions)

    def suggest(self) -> None:
        genre, puzzle, may_suggest, _ = self._context()
        if not may_suggest:
            return
        if not offers_clues(genre):
            self._show_suggestions([])
            return
        self.suggestions = []
        self.suggestion_list.clear()
        self.suggest_label.setText(translate("Explanation",
                                             "Looking for clues that narrow the solutions down\u2026"))
        self.runner.start(suggest_job(genre, puzzle))
        self.update_controls()

    def stop(self) -> None:
        if self.runner.is_busy():
            self.runner.cancel()
            self.suggest_label.setText(translate("Explanation", "Stopped."))

    def _show_suggestions(self, suggestions: list) -> None:
        genre = self._context()[0]
        self.suggestions = list(suggestions)
        self.suggestion_list.clear()
        for s in self.suggestions:
            self.suggestion_list.addItem(suggestion_text(s))
        if self.suggestions:
            self.suggest_label.setText(translate("Explanation", "Click a clue to add it (one undo step):"))
        elif not offers_clues(genre):
            self.suggest_label.setText(translate("Explanation", "No clue to suggest: {genre} cannot "
                                                 "propose clues yet.").format(genre=genre.name))
        else:
            self.suggest_label.setText(translate("Explanation", "No single clue narrows the solutions down."))
        self.update_controls()

    def place_suggestion(self, row: int) -> None:
        if 0 <= row < len(self.suggestions) and self._context()[3]:
            s = self.suggestions[row]
            self.place_puzzle.emit(s.puzzle, s.text)

    def clear(self, grade_only: bool = False) -> None:
        """Forget the grade's lines (and, unless ``grade_only``, the suggestions)."""
        show_text(self.redundant_label, "")
        self.redundant_check.hide()
        if not grade_only:
            self.runner.cancel()
            self.suggestions = []
            self.suggestion_list.clear()
            self.suggest_label.clear()
        self.update_controls()

    def update_controls(self) -> None:
        _, _, may_suggest, _ = self._context()
        busy = self.runner.is_busy()
        self.suggest_button.setEnabled(may_suggest and not busy)
        if not may_suggest and not self.suggestions and not busy:
            self.suggest_label.setText(translate("Explanation",
                                                 "Clues are suggested for a puzzle with several "
                                                 "solutions."))

    def shutdown(self, timeout: float) -> bool:
        return self.runner.shutdown(timeout)
