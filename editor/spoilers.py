"""No spoilers while playing: what gives the answer away asks first, and a
puzzle whose answer was revealed is not congratulated as solved alone.

The solver panel passes every such request (show a solution, show where two
differ, show forced facts, fill in the answer) through :class:`RevealGuard`.
An author in edit mode is never asked; a player is asked once per puzzle,
through the window's ``ask_reveal`` (non-modal; tests replace it), and a
yes marks the document's play record as revealed.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox


if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow

# what -> (question, the button that says yes)
REVEAL_QUESTIONS = {
    "solution": (QT_TRANSLATE_NOOP("Spoilers", "Show a solution?"),
                 QT_TRANSLATE_NOOP("Spoilers", "Show the solution")),
    "difference": (QT_TRANSLATE_NOOP("Spoilers", "Show where two solutions differ?"),
                   QT_TRANSLATE_NOOP("Spoilers", "Show them")),
    "forced": (QT_TRANSLATE_NOOP("Spoilers", "Show what every solution has in common?"),
               QT_TRANSLATE_NOOP("Spoilers", "Show forced facts")),
    "fill": (QT_TRANSLATE_NOOP("Spoilers", "Fill in the answer?"),
             QT_TRANSLATE_NOOP("Spoilers", "Fill in the answer")),
}
REVEAL_WARNING = QT_TRANSLATE_NOOP(
    "Spoilers", "The puzzle will count as revealed: solving it then is no longer yours alone.")


class RevealGuard:
    """Lets the solver panel give the answer away only when that is fine."""

    def __init__(self, window: "MainWindow"):
        self.window = window
        window.solver_panel.reveal_gate = self.request

    def request(self, what: str, proceed: Callable[[], None]) -> None:
        win = self.window
        doc = win.document
        if doc is None or win.mode != "play" or doc.record.revealed:
            proceed()
            return

        def on_yes() -> None:
            if win.document is not doc or win.mode != "play":
                return          # the board changed while the question was open
            doc.record.mark_revealed()
            proceed()
        win.ask_reveal(what, on_yes)


def open_reveal_question(window, what: str, on_yes: Callable[[], None]) -> QMessageBox:
    """The non-modal question behind ``MainWindow.ask_reveal``."""
    question, yes_text = REVEAL_QUESTIONS.get(what, (QT_TRANSLATE_NOOP("Spoilers", "Reveal the answer?"),
                                                     QT_TRANSLATE_NOOP("Spoilers", "Reveal")))
    question, yes_text = translate("Spoilers", question), translate("Spoilers", yes_text)
    box = QMessageBox(QMessageBox.Question, question, question, QMessageBox.NoButton, window)
    box.setInformativeText(translate("Spoilers", REVEAL_WARNING))
    yes = box.addButton(yes_text, QMessageBox.AcceptRole)
    keep = box.addButton(translate("Spoilers", "Keep playing"), QMessageBox.RejectRole)
    box.setDefaultButton(keep)
    box.setAttribute(Qt.WA_DeleteOnClose)

    def finished(_result: int = 0) -> None:
        if box in window.message_boxes:
            window.message_boxes.remove(box)
        if box.clickedButton() is yes:
            on_yes()
    box.finished.connect(finished)
    window.message_boxes.append(box)
    box.open()
    return box
