"""The solver panel as help for a player, and the author's switch between modes.

A mixin of :class:`editor.solver_panel.SolverPanel`, kept apart so each
module has one job.  In play mode the solver runs only when the player asks,
and every switch that gives the answer away (a solution, where two differ,
forced facts, filling in the answer) first passes ``reveal_gate`` -- the
window asks for confirmation there and marks the puzzle revealed.  A panel
without a gate (an author's tool on its own) lets everything through.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from typing import Callable

from PySide6.QtWidgets import QCheckBox

PLAY_QUIET_TEXT = QT_TRANSLATE_NOOP("SolverPanel", "Quiet until you ask")
PLAY_INTRO = QT_TRANSLATE_NOOP("SolverPanel", "Stuck? Ask the solver. Seeing any part of the answer "
                               "marks the puzzle as revealed.")
PLAY_INTRO_LINES = 3     # a wrapped label's height is not asked for by the dock: reserve it
QUIET_COLOUR = "#555555"

# A gate: gate(what, proceed) calls proceed() once showing ``what`` is allowed;
# ``what`` is "solution", "difference", "forced" or "fill".
RevealGate = Callable[[str, Callable[[], None]], None]


class PlayHelp:
    """Mode and reveal behaviour; the host panel provides the switches, the
    jobs (SolverJobs), _start_verdict, _show_status, _emit_overlay and the rest."""
    reveal_gate: RevealGate | None = None
    _mode = "edit"
    _fill_pending = False          # "Fill in answer" waits for the verdict
    _passing_gate = False

    def set_mode(self, mode: str) -> None:
        """Edit: the author's tool, solving after every edit.  Play: help, on request only."""
        self._mode = mode
        self.auto_check.setVisible(mode == "edit")
        self.play_intro.setVisible(mode == "play")
        if (self._solves_by_itself() and self._verdict is None and self._can_solve()
                and not self._jobs.verdict_busy()):
            self._start_verdict()
        self._update_controls()

    def hide_overlays(self) -> None:
        """Every switch off and nothing drawn: a new puzzle, or play begins."""
        self._fill_pending = False
        for box in (self.solution_check, self.diff_check, self.forced_check):
            if box.isChecked():
                box.setChecked(False)
        self._emit_overlay()

    def _solves_by_itself(self) -> bool:
        # A player has not asked; an author waits for the verdict of every edit.
        return self._mode == "edit" and self.auto_check.isChecked()

    def _show_quiet_status(self) -> None:
        self._show_status(translate("SolverPanel", PLAY_QUIET_TEXT) if self._mode == "play"
                          else translate("SolverPanel", "Not solved yet"),
                          QUIET_COLOUR)

    # ----- switches that give the answer away ------------------------------
    def _on_reveal_toggled(self, box: QCheckBox, what: str, on: bool) -> None:
        if on and self.reveal_gate is not None and not self._passing_gate:
            # Not yet: the box stays off until the gate lets it through.
            box.blockSignals(True)
            box.setChecked(False)
            box.blockSignals(False)
            self.reveal_gate(what, lambda: self._check_through_gate(box))
            return
        if box is self.forced_check:
            self._on_forced_toggled(on)
            return
        if on and self._verdict is None and self._can_solve() and not self._jobs.verdict_busy():
            self._start_verdict()      # a player's first question: the overlay follows the verdict
        self._emit_overlay()

    def _check_through_gate(self, box: QCheckBox) -> None:
        if not box.isEnabled():
            return
        self._passing_gate = True
        try:
            box.setChecked(True)
        finally:
            self._passing_gate = False

    def _on_fill(self) -> None:
        if self.reveal_gate is not None:
            self.reveal_gate("fill", self._fill_now)
        else:
            self._fill_now()

    def _fill_now(self) -> None:
        if self._verdict is not None and self._verdict.solutions:
            self.fill_answer.emit(self._verdict.solutions[0])
        elif self._verdict is None and self._can_solve():
            self._fill_pending = True      # filled in as soon as the verdict comes
            if not self._jobs.verdict_busy():
                self._start_verdict()

