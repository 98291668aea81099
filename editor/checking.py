"""Checking the answer while playing: mistakes live, unfinished work on request.

As in Simon Tatham's puzzles, the board and the Rules panel show only
*mistakes* (contradictions no further move repairs) while the player is at
work: an open loop is not yet "missing" a gate.  Every broken rule, the
unfinished ones too, is listed once the answer looks complete
(``Genre.is_complete``) or when the player presses Check, until the answer
changes again.  Edit mode shows everything, as an author needs.

Also here: the play timer and the record it keeps (time to solve, whether
hints or the solution helped).  Composed into the window as ``window.checking``,
as ``files`` and ``exports`` are; the window asks it for a verdict after every
change and shows what it says.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from genres.core.i18n import translate
from genres.core.violation import MISTAKE, Violation

from .play_timer import PlayTimer, completion_message
from .rule_panel import in_listing_order, rules_still_to_meet, rules_unmet

if TYPE_CHECKING:
    from .mainwindow import MainWindow


def _mistakes(n: int) -> str:
    return (translate("CheckCommands", "1 mistake") if n == 1
            else translate("CheckCommands", "{n} mistakes").format(n=n))


def _rules(n: int) -> str:
    return (translate("CheckCommands", "1 rule") if n == 1
            else translate("CheckCommands", "{n} rules").format(n=n))


def check_summary(violations: list[Violation], solved: bool, blank: bool) -> str:
    """The status bar's one line after Check: how many mistakes, how much still to do."""
    if blank:
        return translate("CheckCommands", "Check: nothing drawn yet.")
    if solved:
        return translate("CheckCommands", "Check: every rule is satisfied — solved.")
    mistakes = sum(1 for v in violations if v.kind == MISTAKE)
    unfinished = rules_unmet([v for v in violations if v.kind != MISTAKE])
    if not mistakes:
        return translate("CheckCommands", "Check: no mistakes so far; {still_to_meet}.").format(
            still_to_meet=rules_still_to_meet(unfinished))
    if unfinished:
        return translate("CheckCommands", "Check: {mistakes}, {rules} not yet met.").format(
            mistakes=_mistakes(mistakes), rules=_rules(unfinished))
    return translate("CheckCommands", "Check: {mistakes}.").format(mistakes=_mistakes(mistakes))


class CheckCommands:
    """The checker's verdict on the board's document, what of it shows, Check and the timer.

    ``construction`` (the puzzle's problems), ``violations`` (the answer's),
    ``blank``, ``solved``, ``complete`` and ``checked`` are the verdict of the
    last :meth:`recheck`; ``shown_violations`` is what the panel and board show
    of it now."""

    def __init__(self, window: "MainWindow"):
        self.window = window
        self.construction: list[Violation] = []
        self._construction_of = None      # the puzzle self.construction belongs to
        self.violations: list[Violation] = []
        self.blank = True
        self.solved = False
        self.complete = False             # the answer looks finished (Genre.is_complete)
        self.checked = False              # Check pressed since the answer last changed
        self.shown_violations: list[Violation] = []
        self._checked_state = None        # (puzzle, answer) when Check was pressed
        self._window_active = False
        self.play_timer = PlayTimer(parent=window)
        window.statusBar().addPermanentWidget(self.play_timer)
        window.acts.show_timer.setChecked(window.settings.show_timer())
        window.acts.show_timer.toggled.connect(self.set_show_timer)

    def forget(self) -> None:
        """A new document: no Check pressed for it yet."""
        self._checked_state = None

    # ----- the verdict ------------------------------------------------------------------
    def recheck(self, doc: Any, mode: str) -> bool:
        """Check the answer again after any change; True when unfinished rules show too.

        The puzzle's construction problems are asked again only when the puzzle
        changed: a drag of the answer refreshes many times a second."""
        genre = doc.genre
        if not genre.checkable:
            # A game breaks no rules (illegal moves are refused).
            self.construction, self.violations, self.blank, self.solved = [], [], True, False
            self._construction_of = None
            self.shown_violations, self.complete, self.checked = [], False, False
            return False
        if self._construction_of is not doc.puzzle:
            self.construction = genre.construction_problems(doc.puzzle)
            self._construction_of = doc.puzzle
        self.violations = genre.check(doc.puzzle, doc.answer)
        self.blank = genre.is_blank(doc.puzzle, doc.answer)
        self.solved = not self.violations and not self.blank
        # While the player is at work only mistakes show.
        if self._checked_state is not None and self._checked_state != (doc.puzzle, doc.answer):
            self._checked_state = None
        self.checked = self._checked_state is not None
        self.complete = (not self.blank) and genre.is_complete(doc.puzzle, doc.answer)
        show_all = mode == "edit" or self.complete or self.checked
        shown = self.violations if show_all else [v for v in self.violations if v.kind == MISTAKE]
        self.shown_violations = in_listing_order(shown)
        return show_all

    def check_answer(self) -> None:
        """List every broken rule, the unfinished ones too, until the answer changes."""
        win = self.window
        doc = win.document
        if doc is None or not doc.genre.checkable:
            return
        self._checked_state = (doc.puzzle, doc.answer)
        win._refresh(announce=False)
        win.show_status(check_summary(self.violations, self.solved, self.blank))

    def announce(self, was_solved: bool, was_complete: bool) -> None:
        """Say so when the answer is solved, or finished but wrong (after a player's move)."""
        win = self.window
        if win.mode != "play":
            return
        record = win.document.record
        if self.solved and not was_solved:
            if record.solved_seconds is None:
                self.play_timer.tick()
                record.solved_seconds = record.seconds
            win.show_status(completion_message(record))
        elif (self.complete and not was_complete and not self.solved
              and win.document.genre.fills("is_complete")):
            # Only a genre that knows what "finished" means: the default calls
            # any first stroke complete, and this would greet every first move.
            n = len(self.violations)
            win.show_status(
                translate("CheckCommands", "The answer looks finished, but 1 rule is broken: "
                          "see the Rules panel.") if n == 1 else
                translate("CheckCommands", "The answer looks finished, but {n} rules are broken: "
                          "see the Rules panel.").format(n=n))

    def solved_text(self) -> str:
        """Under the "Solved!" banner: the time and any help, once a solve is on record."""
        record = self.window.document.record
        return completion_message(record) if record.solved_seconds is not None else ""

    # ----- the timer --------------------------------------------------------------------
    def update_timer(self) -> None:
        win = self.window
        doc = win.document
        if doc is None:
            return
        timed = doc.genre.timed
        if self.play_timer.record is not doc.record:
            self.play_timer.set_record(doc.record)
        self.play_timer.setVisible(timed and win.acts.show_timer.isChecked())
        self.play_timer.set_running(timed and win.mode == "play" and self._window_active
                                    and not self.solved and doc.record.solved_seconds is None)

    def set_show_timer(self, on: bool) -> None:
        self.window.settings.set_show_timer(on)
        if self.window.document is not None:
            self.update_timer()

    def activation_changed(self, active: bool) -> None:
        """The timer counts only while the player is looking at this window."""
        self._window_active = active
        self.update_timer()
