"""Checking the answer while playing: mistakes live, unfinished work on request.

As in Simon Tatham's puzzles, the board and the Rules panel show only
*mistakes* (contradictions no further move repairs) while the player is at
work: an open loop is not yet "missing" a gate.  Every broken rule, the
unfinished ones too, is listed once the answer looks complete
(``Genre.is_complete``) or when the player presses Check, until the answer
changes again.  Edit mode shows everything, as an author needs.

Also here: the play timer and the record it keeps (time to solve, whether
hints or the solution helped).  A mixin of MainWindow, as FileCommands is.
"""
from __future__ import annotations

from genres.core.i18n import translate

from PySide6.QtCore import QEvent

from genres.core.violation import MISTAKE, Violation

from .play_timer import PlayTimer, completion_message
from .rule_panel import in_listing_order, rules_still_to_meet, rules_unmet


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
    """What the window shows of the checker's verdict, the Check action and the timer.

    Expects from MainWindow: ``document``, ``mode``, ``violations``, ``solved``,
    ``blank``, ``canvas``, ``acts``, ``settings``, ``show_status``."""

    def _init_checking(self) -> None:
        self.complete = False             # the answer looks finished (Genre.is_complete)
        self.checked = False              # Check pressed since the answer last changed
        self.shown_violations: list[Violation] = []   # what the panel and board show now
        self._checked_state = None        # (puzzle, answer) when Check was pressed
        self._window_active = False
        self.play_timer = PlayTimer(parent=self)
        self.statusBar().addPermanentWidget(self.play_timer)
        self.acts.show_timer.setChecked(self.settings.show_timer())

    # ----- which rules show -------------------------------------------------------------
    def _sort_out_violations(self) -> bool:
        """After a fresh check: decide what shows.  True when unfinished rules show too."""
        doc = self.document
        if self._checked_state is not None and self._checked_state != (doc.puzzle, doc.answer):
            self._checked_state = None
        self.checked = self._checked_state is not None
        self.complete = (not self.blank) and doc.genre.is_complete(doc.puzzle, doc.answer)
        show_all = self.mode == "edit" or self.complete or self.checked
        shown = self.violations if show_all else [v for v in self.violations if v.kind == MISTAKE]
        self.shown_violations = in_listing_order(shown)
        return show_all

    def check_answer(self) -> None:
        """List every broken rule, the unfinished ones too, until the answer changes."""
        doc = self.document
        if doc is None or not doc.genre.checkable:
            return
        self._checked_state = (doc.puzzle, doc.answer)
        self._refresh(announce=False)
        self.show_status(check_summary(self.violations, self.solved, self.blank))

    def _announce_check(self, was_solved: bool, was_complete: bool) -> None:
        """Say so when the answer is solved, or finished but wrong (after a player's move)."""
        if self.mode != "play":
            return
        record = self.document.record
        if self.solved and not was_solved:
            if record.solved_seconds is None:
                self.play_timer.tick()
                record.solved_seconds = record.seconds
            self.show_status(completion_message(record))
        elif (self.complete and not was_complete and not self.solved
              and self.document.genre.fills("is_complete")):
            # Only a genre that knows what "finished" means: the default calls
            # any first stroke complete, and this would greet every first move.
            n = len(self.violations)
            self.show_status(
                translate("CheckCommands", "The answer looks finished, but 1 rule is broken: "
                          "see the Rules panel.") if n == 1 else
                translate("CheckCommands", "The answer looks finished, but {n} rules are broken: "
                          "see the Rules panel.").format(n=n))

    def solved_text(self) -> str:
        """Under the "Solved!" banner: the time and any help, once a solve is on record."""
        record = self.document.record
        return completion_message(record) if record.solved_seconds is not None else ""

    # ----- the timer --------------------------------------------------------------------
    def _update_timer(self) -> None:
        doc = self.document
        if doc is None:
            return
        timed = doc.genre.timed
        if self.play_timer.record is not doc.record:
            self.play_timer.set_record(doc.record)
        self.play_timer.setVisible(timed and self.acts.show_timer.isChecked())
        self.play_timer.set_running(timed and self.mode == "play" and self._window_active
                                    and not self.solved and doc.record.solved_seconds is None)

    def set_show_timer(self, on: bool) -> None:
        self.settings.set_show_timer(on)
        if self.document is not None:
            self._update_timer()

    def changeEvent(self, event: QEvent) -> None:
        # The timer counts only while the player is looking at this window.
        if event.type() == QEvent.Type.ActivationChange and hasattr(self, "play_timer"):
            self._window_active = self.isActiveWindow()
            self._update_timer()
        super().changeEvent(event)
