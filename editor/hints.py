"""The player's Hint: the next step of the solve, shown on the board with its reason.

Press Hint (toolbar, Edit menu, Ctrl+H) and the explainer looks, in a child
process kept between hints (explaining.HintServer, which for some genres
keeps what it learnt of the puzzle), for the cheapest deduction from what the
player has drawn (genres.core.explain.next_hint).  The board then rings the
clues the step uses, tints the cells it settles and draws the facts in the
forced colour; a strip under the board says why in words.  Pressing Hint
again while the step is on the board fills it in: the facts become the
player's own marks, one undo step.  When the marks already contradict every
solution the hint says so and points at them instead; nothing is filled in
then.

A hint belongs to one answer: any move, undo or new puzzle takes it off the
board and cancels a search still running.  Each hint shown counts in the play
record (``PlayRecord.hints``), which the completion message reports.

Once the player has had a hint in this window, the first hint of a puzzle
opened (or of play mode entered) is looked for at once: it is the dearest of
a solve, found from nothing known.  While a hint is on the board, the one
after it is looked for already, on the marks its Fill in would leave (a
player who asks for a hint mostly fills it in and asks again, and reads the
sentence meanwhile): it waits unseen and uncounted until Hint is pressed on
those very marks, and any other move drops it.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from genres.core import explaining
from genres.core.applying import apply_facts
from genres.core.explain_steps import DEDUCTION, FINISHED, MISTAKE, NO_SOLUTION, STUCK, Step
from genres.core.jobs import JobRunner
from genres.core.view import Overlay

from .hint_text import HintText

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow

SOURCE = "hint"          # its name among the board's overlays (editor/overlays.py)
LOOKING_TEXT = QT_TRANSLATE_NOOP("Hints", "Looking for a hint…")
TEXT_LINES = 3

# What the strip says besides the step's own sentence.
LEADS = {
    DEDUCTION: QT_TRANSLATE_NOOP("Hints", "Hint"),
    MISTAKE: QT_TRANSLATE_NOOP("Hints", "Mistake"),
    FINISHED: QT_TRANSLATE_NOOP("Hints", "Finished"),
    STUCK: QT_TRANSLATE_NOOP("Hints", "No further deduction"),
    NO_SOLUTION: QT_TRANSLATE_NOOP("Hints", "No solution"),
}


def hint_job(server: explaining.HintServer, genre: Any, puzzle: Any, answer: Any, given: dict):
    def job(token, report_progress):
        return server.hint(genre, puzzle, answer, cancel=lambda: token.cancelled, given=given)
    return job


def step_overlay(genre: Any, puzzle: Any, step: Step) -> Overlay:
    """The board's picture of a step: a deduction's facts drawn as forced, the
    cells they are about tinted, the clues it needs ringed.  A mistake's marks
    are the player's own, already drawn: only their cells are tinted."""
    # The cells of the facts a player draws, when the step has some: an Ore
    # Soccer step also settles hundreds of "does not move" facts, whose cells
    # tinted the whole board.
    drawn = [f for f, v in step.facts.items() if genre.markable(puzzle, f, v)]
    cells: list = []
    for fact in drawn or step.facts:
        for cell in genre.fact_cells(puzzle, fact):
            if cell not in cells:
                cells.append(cell)
    clue_cells = tuple(dict.fromkeys(c for g in step.clues for c in g.cells))
    forced = dict(step.facts) if step.kind == DEDUCTION else {}
    return Overlay(forced=forced, fact_cells=tuple(cells), clue_cells=clue_cells)


def can_fill_in(genre: Any) -> bool:
    """Whether the genre can write a step's facts into an answer."""
    return genre.fills("answer_with_facts")


class HintBar(QFrame):
    """The strip under the board with the hint's sentence, Fill in and Close."""

    fill_in = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("hint-bar")
        self.setFrameShape(QFrame.StyledPanel)
        self.setStyleSheet("#hint-bar { background: #fff6e8; border: 1px solid #e6b873; }")
        # Three lines tall at most, scrolled beyond (a step may cite many
        # clues and settle many facts: see hint_text.py).
        self.label = HintText(max_lines=TEXT_LINES)
        self.label.setObjectName("hint-text")
        self.fill_button = QPushButton(translate("Hints", "Fill in (Ctrl+H)"))
        self.fill_button.setToolTip(translate("Hints", "Draw this step's marks on the board (Ctrl+H)"))
        self.fill_button.clicked.connect(self.fill_in)
        self.close_button = QPushButton(translate("Hints", "Close"))
        self.close_button.setToolTip(translate("Hints", "Take the hint off the board"))
        self.close_button.clicked.connect(self.closed)
        for button in (self.fill_button, self.close_button):
            button.setFocusPolicy(Qt.NoFocus)      # the keys stay with the board
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.fill_button, 0, Qt.AlignTop)
        layout.addWidget(self.close_button, 0, Qt.AlignTop)
        self.hide()

    def show_text(self, text: str, fillable: bool) -> None:
        self.label.setText(text)
        self.fill_button.setVisible(fillable)
        self.show()


class HintCommands(QObject):
    """The Hint action's state: the search, the step on the board, filling it in."""

    def __init__(self, window: "MainWindow", bar: HintBar):
        super().__init__(window)
        self.window = window
        self.bar = bar
        self.step: Step | None = None
        self._state = None              # (document, puzzle, answer) the step was found for
        self._asked_for = None          # the same, while the search runs
        self._show_found = True         # False: the search looks ahead (after a fill in)
        self._ready = None              # (state, step) found ahead, not shown yet
        self._past = None               # the marks the Fill in of the hint shown would leave
        self._used = False              # a hint was shown in this window (see ready_for_play)
        # Facts filled in that no mark shows (that an Ore Soccer circle
        # stays): the next hint takes them as known.  Per puzzle, with the
        # state each Fill in made (Document.history_marker), so that undoing
        # a Fill in takes its facts back.
        self._given: list[tuple[object, dict]] = []
        self._given_for = None
        self._giving: dict = {}         # a Fill in's such facts, while it is being applied
        self.runner = JobRunner(self)
        # One child for the window's hints, kept between them with the
        # session of the puzzle in play (explaining.HintServer).
        self.server = explaining.HintServer()
        self.runner.result.connect(self._on_step)
        self.runner.error.connect(self._on_error)
        bar.fill_in.connect(self.fill_in)
        bar.closed.connect(self.dismiss)

    # ----- what the window calls ----------------------------------------------------
    def available(self) -> bool:
        win = self.window
        doc = win.document
        return doc is not None and doc.genre.has_solution and win.mode == "play"

    def press(self) -> None:
        """Hint: show the next step, or fill in the one on the board."""
        if not self.available():
            return
        state = self._current_state()
        if self.step is not None and self._state == state:
            if self.step.kind == DEDUCTION:
                self.fill_in()
            return
        if self._ready is not None and self._ready[0] == state:
            _, step = self._ready
            self._ready = None
            self._show(state, step)     # found while the player looked at the board
            return
        if self._asked_for == state and self.runner.is_busy():
            if not self._show_found:    # looking ahead for this very answer: now shown when found
                self._show_found = True
                self.bar.show_text(translate("Hints", LOOKING_TEXT), fillable=False)
            return                      # still looking for this very answer
        self._clear_step()
        self.bar.show_text(translate("Hints", LOOKING_TEXT), fillable=False)
        self._look(state, shown=True)

    def ready_for_play(self) -> None:
        """A puzzle is open in play mode: once the player has had a hint in
        this window, its first hint is looked for at once, unseen and
        uncounted (see module doc); a player who never asks pays nothing."""
        if not self._used or not self.available() or self.step is not None or self.runner.is_busy():
            return
        state = self._current_state()
        if self._ready is None or self._ready[0] != state:
            self._look(state, shown=False)

    def fill_in(self) -> None:
        """Draw the step's facts as the player's own marks (one undo step)."""
        win = self.window
        doc = win.document
        step = self.step
        if step is None or step.kind != DEDUCTION or self._state != self._current_state():
            return
        if not can_fill_in(doc.genre):
            win.show_status(translate("Hints", "{genre} cannot fill in a hint yet: draw it yourself.")
                            .format(genre=doc.genre.name))
            return
        answer, unshown = apply_facts(doc.genre, doc.puzzle, doc.answer, step.facts)
        if self._given_for != (id(doc), doc.puzzle):
            self._given, self._given_for = [], (id(doc), doc.puzzle)
        self._clear_step()
        # One undo step even when no mark shows the facts: Ctrl+Z takes the
        # Fill in back (and its facts from the next hints), not the move before.
        # The facts count as given while it is applied, so the hint looked
        # for ahead on them (_look_past) still matches the state it makes.
        self._giving = unshown
        try:
            doc.apply(answer=answer, label=translate("Hints", "Fill in hint"), always=True)
        finally:
            self._giving = {}
        if unshown:
            self._given.append((doc.history_marker(), unshown))
        state = self._current_state()
        if self._asked_for != state and (self._ready is None or self._ready[0] != state):
            self._look(state, shown=False)      # not looked for ahead yet (see _look_past)
        if not unshown:
            win.show_status(translate("Hints", "Hint filled in (Ctrl+Z takes it back)."))
        elif len(unshown) == len(step.facts):
            win.show_status(translate("Hints", "No mark on the board shows what this hint settles; "
                                      "the next hint takes it as known."))
        else:
            win.show_status(translate("Hints", "Hint filled in; {n} of its facts have no mark of their "
                                      "own, and the next hint takes them as known.").format(n=len(unshown)))

    def dismiss(self) -> None:
        """Take the hint off the board and stop a search still running."""
        self.runner.cancel()
        self._asked_for = None
        self._ready = None
        self._clear_step()

    def shutdown(self) -> None:
        """The window closes: stop a search still running (its child too)."""
        self.dismiss()
        self.server.close()
        self.runner.shutdown()

    def answer_changed(self) -> None:
        """After any change of the document: a hint for another answer is stale."""
        if self._state is not None and self._state != self._current_state():
            self._clear_step()
        if self._asked_for is not None and not self._still_wanted(self._asked_for):
            self.dismiss()
        if self._ready is not None and not self._still_wanted(self._ready[0]):
            self._ready = None

    # ----- internals -----------------------------------------------------------------
    def _given_facts(self) -> dict:
        """The facts hints filled in that no mark shows, of the fills not
        undone: an undone Fill in takes its facts back, as it does its marks."""
        doc = self.window.document
        if doc is None or self._given_for != (id(doc), doc.puzzle):
            return {}
        given: dict = {}
        for marker, facts in self._given:
            if doc.in_history(marker):
                given.update(facts)
        given.update(self._giving)
        return given

    def _look(self, state, shown: bool, answer: Any = None, given: dict | None = None) -> None:
        """Start the search for a hint on the answer ``state`` describes
        (``answer``, with the facts ``given``: by default the document's and
        those filled in); ``shown``: the player asked (else it looks ahead,
        see module doc)."""
        if not self.available():
            return
        doc = self.window.document
        self._asked_for = state
        self._show_found = shown
        self._ready = None
        self.runner.start(hint_job(self.server, doc.genre, doc.puzzle,
                                   doc.answer if answer is None else answer,
                                   dict(self._given_facts() if given is None else given)))

    def _look_past(self, step: Step) -> None:
        """Look for the hint after ``step``, on the marks its Fill in would
        leave (the facts no mark shows given, as Fill in gives them)."""
        doc = self.window.document
        if step.kind != DEDUCTION or not can_fill_in(doc.genre):
            return
        try:
            answer, unshown = apply_facts(doc.genre, doc.puzzle, doc.answer, step.facts)
        except ValueError:
            return      # facts no answer of the genre can hold: nothing to look ahead on
        given = {**self._given_facts(), **unshown}
        self._past = _state_of(doc, answer, given)
        self._look(self._past, shown=False, answer=answer, given=given)

    def _still_wanted(self, state) -> bool:
        """Whether a hint looked for on the marks ``state`` may still be
        shown: they are the marks now, or those the Fill in of the hint on
        the board would leave (_look_past)."""
        return state == self._current_state() or (
            self.step is not None and self._state == self._current_state() and state == self._past)

    def _current_state(self):
        """What a hint is for: the document, its puzzle and marks, and the
        facts hints gave that no mark shows (undoing a Fill in that drew
        nothing changes only those)."""
        doc = self.window.document
        return None if doc is None else _state_of(doc, doc.answer, self._given_facts())

    def _clear_step(self) -> None:
        self.step = None
        self._state = None
        self.window.overlays.clear(SOURCE)
        self.bar.hide()

    def _on_step(self, _job_id: int, step: Step) -> None:
        state, self._asked_for = self._asked_for, None
        if state is None or not self.available():
            self.bar.hide()
            return
        if not self._show_found:
            # Kept for when the marks are ``state``: any other move drops it
            # (answer_changed), and the hint on the board stays.
            self._ready = (state, step)
            return
        if state != self._current_state():
            self.bar.hide()
            return
        self._show(state, step)

    def _show(self, state, step: Step) -> None:
        """Put the step on the board and in the strip, and count it."""
        doc = self.window.document
        self.step, self._state = step, state
        self._used = True
        if step.kind in (DEDUCTION, MISTAKE):
            doc.record.add_hint()
            self.window.overlays.set(SOURCE, step_overlay(doc.genre, doc.puzzle, step))
        fillable = step.kind == DEDUCTION and can_fill_in(doc.genre)
        self.bar.show_text(translate("Hints", "{lead}: {step}").format(
            lead=translate("Hints", LEADS.get(step.kind, "Hint")), step=step.text), fillable)
        self._look_past(step)

    def _on_error(self, _job_id: int, message: str) -> None:
        self._asked_for = None
        if not self._show_found:
            return                      # looked ahead: a press asks again and says why
        self.bar.show_text(translate("Hints", "No hint: {message}").format(message=message), fillable=False)


def _state_of(doc, answer, given: dict) -> tuple:
    """A hint's state key (see Hints._current_state)."""
    return (id(doc), doc.puzzle, answer, frozenset(given.items()))
