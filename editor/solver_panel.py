"""The solver panel: how many solutions the puzzle has, while the author edits;
help on request while the player plays.

The verdict (none / unique / several) is what an author waits for, so it
always comes first; the forced facts (what every solution shares, drawn fact
by fact as each is proven) follow it, from the same job when they are wanted
from the start.  Which jobs run is editor/solver_jobs.py's business; they run
on worker threads: nothing here ever waits for the solver.

In play mode the solver keeps quiet: it runs only when the player asks, and
anything that gives the answer away (a solution, where two differ, forced
facts, filling in the answer) first passes :attr:`SolverPanel.reveal_gate`,
which the window uses to ask for confirmation and mark the puzzle revealed.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QTimer, Signal
from PySide6.QtWidgets import QWidget

from editor.solver_help import PLAY_QUIET_TEXT, PlayHelp, RevealGate
from editor.solver_jobs import SolverJobs
from editor.solver_layout import NEUTRAL_COLOUR, build_widgets
from editor.solver_results import deduced_facts, forced_figure, format_duration, trivial_facts_of
from genres.core import childproc
from genres.core.analysis import ForcedProgress, Verdict
from genres.core.i18n import QT_TRANSLATE_NOOP, translate
from genres.core.view import Overlay

__all__ = ["SolverPanel", "format_duration", "PLAY_QUIET_TEXT"]

VERDICT_TEXT = {"none": QT_TRANSLATE_NOOP("SolverPanel", "No solution"),
                "unique": QT_TRANSLATE_NOOP("SolverPanel", "Unique solution"),
                "multiple": QT_TRANSLATE_NOOP("SolverPanel", "Several solutions")}
VERDICT_COLOUR = {"none": "#c62828", "unique": "#2e7d32", "multiple": "#d35400"}
OVERLAY_INTERVAL_MS = 50     # forced facts redraw at most ~20 times a second
SHOW_RUNNING_TIME_AFTER_MS = 400


class SolverPanel(PlayHelp, QWidget):
    """Verdict, solution overlay and forced facts of the puzzle on the board."""

    overlay_changed = Signal(object)   # Overlay or None, for the canvas
    fill_answer = Signal(object)       # the shown solution, to copy into the answer
    verdict_changed = Signal(object)   # the new Verdict (or None while unknown)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._genre: Any = None
        self._puzzle: Any = None
        self._verdict: Verdict | None = None
        self._forced: dict = {}
        self._forced_complete = False      # the forced dict holds every forced fact
        self._trivial: frozenset | None = None   # facts needing no deduction, found lazily
        self._mode = "edit"                # see PlayHelp (editor/solver_help.py)
        self._fill_pending = False
        self._passing_gate = False
        self.reveal_gate: RevealGate | None = None

        self._jobs = SolverJobs(self)
        self._jobs.verdict_found.connect(self._on_verdict)
        self._jobs.verdict_failed.connect(self._on_verdict_error)
        self._jobs.forced_progress.connect(self._on_forced_progress)
        self._jobs.forced_found.connect(self._on_forced)
        self._jobs.forced_failed.connect(self._on_forced_error)
        self._jobs.busy_changed.connect(self._update_controls)

        self._overlay_timer = QTimer(self)
        self._overlay_timer.setSingleShot(True)
        self._overlay_timer.setInterval(OVERLAY_INTERVAL_MS)
        self._overlay_timer.timeout.connect(self._on_overlay_timer)
        self._overlay_dirty = False
        self._clock = QElapsedTimer()
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(200)
        self._clock_timer.timeout.connect(self._show_running_time)

        build_widgets(self)
        childproc.warm_up()     # the first verdict need not wait for the fork server
        self._show_status(translate("SolverPanel", "No puzzle"), NEUTRAL_COLOUR)
        self._update_controls()

    # ----- public API ------------------------------------------------------
    def set_puzzle(self, genre: Any, puzzle: Any) -> None:
        """A new version of the puzzle: forget the old results and solve again.

        The same puzzle again (an answer move, not an edit) changes nothing.
        """
        if genre is self._genre and puzzle == self._puzzle and puzzle is not None:
            return
        self._genre, self._puzzle = genre, puzzle
        self._jobs.cancel()
        self._verdict = None
        self._forced, self._forced_complete = {}, False
        self._trivial = None
        self._fill_pending = False
        self._overlay_timer.stop()
        self._overlay_dirty = False
        self.overlay_changed.emit(None)
        self.verdict_changed.emit(None)
        self._reset_forced_display()
        self.time_label.clear()
        if not self._can_solve():
            text = translate("SolverPanel", "No puzzle") if puzzle is None else \
                translate("SolverPanel", "The solver works on puzzles, not games")
            self._show_status(text, NEUTRAL_COLOUR)
        elif self._solves_by_itself() or self.forced_check.isChecked():
            self._start_verdict()
        else:
            self._show_quiet_status()
        self._update_controls()

    def shutdown(self, timeout: float = 5.0) -> bool:
        """Cancel the solver and wait for its threads (for closeEvent and tests)."""
        self._clock_timer.stop()
        self._overlay_timer.stop()
        return self._jobs.shutdown(timeout)

    @property
    def verdict(self) -> Verdict | None:
        return self._verdict

    @property
    def forced(self) -> dict:
        """The forced facts proven so far for the current puzzle."""
        return self._forced

    def solve_now(self) -> None:
        if self._can_solve() and not self._jobs.verdict_busy():
            self._start_verdict()

    def stop(self) -> None:
        """Cancel whatever runs; results found so far stay on show."""
        if self._jobs.verdict_busy():
            self._jobs.cancel_verdict()
            self._clock_timer.stop()
            self._show_status(translate("SolverPanel", "Cancelled"), NEUTRAL_COLOUR)
            self.time_label.setText(translate("SolverPanel", "Press \u201cSolve now\u201d to try again"))
            if self.forced_check.isChecked():
                self.forced_label.setText(translate("SolverPanel", "Stopped before the verdict"))
        if self._jobs.forced_busy():
            self._jobs.cancel_forced()
            if self.forced_bar.maximum() == 0:     # still the moving "busy" bar
                self.forced_bar.setRange(0, 1)
            self.forced_label.setText(translate("SolverPanel", "Stopped: {figure} so far")
                                          .format(figure=self._forced_figure()))
        self._update_controls()

    # ----- verdict ---------------------------------------------------------
    def _can_solve(self) -> bool:
        return self._puzzle is not None and getattr(self._genre, "has_solution", True)

    def _start_verdict(self) -> None:
        self._verdict = None
        self._show_status(translate("SolverPanel", "Solving\u2026"), NEUTRAL_COLOUR)
        self.time_label.clear()
        self._clock.start()
        self._clock_timer.start()
        with_forced = self.forced_check.isChecked()
        if with_forced:
            self._show_forced_waiting()
        self._jobs.solve(self._genre, self._puzzle, with_forced)

    def _on_verdict(self, verdict: Verdict, seconds: float) -> None:
        self._clock_timer.stop()
        self._verdict = verdict
        self._show_status(translate("SolverPanel", VERDICT_TEXT.get(verdict.status, verdict.status)),
                          VERDICT_COLOUR.get(verdict.status, NEUTRAL_COLOUR))
        self.time_label.setText(translate("SolverPanel", "Found in {time}")
                                .format(time=format_duration(seconds)))
        self.verdict_changed.emit(verdict)
        if self.forced_check.isChecked():
            self._start_forced()
        if self._fill_pending:
            self._fill_pending = False
            self._fill_now()
        self._update_controls()
        self._emit_overlay()

    def _on_verdict_error(self, message: str) -> None:
        self._clock_timer.stop()
        self._show_status(translate("SolverPanel", "Error: {message}").format(message=message),
                          VERDICT_COLOUR["none"])
        self.time_label.clear()
        if self.forced_check.isChecked():
            self.forced_label.setText(translate("SolverPanel", "No verdict, so no forced facts"))
        self._update_controls()

    def _show_status(self, text: str, colour: str) -> None:
        self.verdict_label.setText(text)
        self.verdict_label.setStyleSheet(f"color: {colour};")

    def _show_running_time(self) -> None:
        ms = self._clock.elapsed()
        if ms >= SHOW_RUNNING_TIME_AFTER_MS:
            self.time_label.setText(translate("SolverPanel", "Running for {time}")
                                    .format(time=format_duration(ms / 1000)))

    # ----- forced facts ----------------------------------------------------
    def _on_forced_toggled(self, on: bool) -> None:
        if not on:
            self._jobs.cancel_forced()
            self._reset_forced_display()
            self._update_controls()
            self._emit_overlay()
            return
        self.forced_bar.show()
        self.forced_label.show()
        if self._verdict is not None:
            self._start_forced()
        elif self._can_solve():
            if self._jobs.verdict_busy():
                self._jobs.want_forced()
            else:
                self._start_verdict()
            self._show_forced_waiting()
        self._update_controls()

    def _start_forced(self) -> None:
        self.forced_bar.show()
        self.forced_label.show()
        if self._verdict is not None and self._verdict.status == "none":
            self._jobs.cancel_forced()
            self.forced_bar.hide()
            self.forced_label.setText(translate("SolverPanel", "No solution, so nothing is forced."))
            return
        if self._forced_complete:          # already proven for this puzzle
            total = self.forced_bar.maximum() if self.forced_bar.maximum() > 1 else None
            self._show_forced_figures(len(self._forced), total, total, True)
            self._emit_overlay()
            return
        self._forced = {}
        self.forced_bar.setRange(0, 0)
        self.forced_label.setText(translate("SolverPanel", "Proving forced facts\u2026"))
        self._jobs.prove_forced(self._genre, self._puzzle)
        self._emit_overlay()

    def _on_forced_progress(self, progress: ForcedProgress) -> None:
        self._forced = progress.forced
        self._show_forced_figures(len(progress.forced), progress.decided, progress.total,
                                  progress.finished)
        self._request_overlay()

    def _on_forced(self, forced: dict, seconds: float) -> None:
        self._forced, self._forced_complete = forced, True
        total = self.forced_bar.maximum() or None
        self._show_forced_figures(len(forced), total, total, True)
        self.forced_label.setText(self.forced_label.text() + translate("SolverPanel", " (in {time})")
                                  .format(time=format_duration(seconds)))
        self._overlay_timer.stop()
        self._overlay_dirty = False
        self._emit_overlay()
        self._update_controls()

    def _on_forced_error(self, message: str) -> None:
        self.forced_bar.hide()
        self.forced_label.setText(translate("SolverPanel", "Error: {message}").format(message=message))
        self._update_controls()

    def _show_forced_figures(self, n_forced: int, decided: int | None, total: int | None,
                             finished: bool) -> None:
        if total:
            self.forced_bar.setRange(0, total)
            self.forced_bar.setValue(total if finished else (decided or 0))
        label = self._forced_figure(n_forced, total)
        self.forced_label.setText(translate("SolverPanel", "All decided: {figure}").format(figure=label)
                                  if finished else label)

    def _forced_figure(self, n_forced: int | None = None, total: int | None = None) -> str:
        n = len(self._forced) if n_forced is None else n_forced
        m = total if total is not None else self.forced_bar.maximum()
        left_out = len(self._forced) - len(self._deduced())
        return forced_figure(n, m, left_out)

    def trivial_facts(self) -> frozenset:
        """The genre's facts that need no deduction, for the puzzle shown (asked once)."""
        if self._trivial is None:
            self._trivial = trivial_facts_of(self._genre, self._puzzle)
        return self._trivial

    def _deduced(self) -> dict:
        return deduced_facts(self._forced, self.trivial_facts()) if self._forced else {}

    def _show_forced_waiting(self) -> None:
        self.forced_bar.show()
        self.forced_label.show()
        self.forced_bar.setRange(0, 0)
        self.forced_label.setText(translate("SolverPanel", "Waiting for the verdict\u2026"))

    def _reset_forced_display(self) -> None:
        self.forced_bar.setRange(0, 1)
        self.forced_bar.setValue(0)
        visible = self.forced_check.isChecked()
        self.forced_bar.setVisible(visible)
        self.forced_label.setVisible(visible)
        self.forced_label.clear()

    # ----- overlay ---------------------------------------------------------
    def current_overlay(self) -> Overlay | None:
        """What the canvas should draw now, from the switches and the results."""
        solutions = self._verdict.solutions if self._verdict is not None else []
        show_diff = self.diff_check.isChecked() and len(solutions) >= 2
        show_solution = (self.solution_check.isChecked() or show_diff) and bool(solutions)
        # What needs no deduction is left out where the overlay is built: the
        # analysis (and its count) stays whole.
        forced = self._deduced() if self.forced_check.isChecked() else {}
        show_forced = bool(forced)
        if not (show_solution or show_forced):
            return None
        return Overlay(solution=solutions[0] if show_solution else None,
                       forced=forced,
                       diff_cells=tuple(self._verdict.diff_cells) if show_diff else ())

    def _emit_overlay(self) -> None:
        self.overlay_changed.emit(self.current_overlay())

    def _request_overlay(self) -> None:
        # Throttle: draw now, then at most once per interval while facts pour in.
        if self._overlay_timer.isActive():
            self._overlay_dirty = True
            return
        self._emit_overlay()
        self._overlay_timer.start()

    def _on_overlay_timer(self) -> None:
        if self._overlay_dirty:
            self._overlay_dirty = False
            self._emit_overlay()
            self._overlay_timer.start()

    # ----- controls --------------------------------------------------------
    def _on_auto_toggled(self, on: bool) -> None:
        if on and self._verdict is None and not self._jobs.verdict_busy():
            self.solve_now()
        self._update_controls()

    def _update_controls(self, *_: object) -> None:
        solving = self._jobs.verdict_busy()
        solutions = self._verdict.solutions if self._verdict is not None else []
        self.busy_bar.setVisible(solving)
        self.stop_button.setEnabled(solving or self._jobs.forced_busy())
        self.solve_button.setEnabled(self._can_solve() and not solving and self._verdict is None)
        # Before any verdict a question may start the solver (a player asks
        # without pressing translate("SolverPanel", "Solve now") first); after one, only solutions count.
        may_ask = self._can_solve() and self._verdict is None
        self.solution_check.setEnabled(bool(solutions) or may_ask)
        several = len(solutions) >= 2
        self.diff_check.setEnabled(several)
        if not several and self._verdict is not None and self.diff_check.isChecked():
            self.diff_check.setChecked(False)
        self.fill_button.setEnabled(bool(solutions) or (may_ask and not self._fill_pending))
        self.forced_check.setEnabled(self._can_solve())
