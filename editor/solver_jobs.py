"""The solver panel's jobs: which analysis runs for a puzzle state, and when.

Kept apart from the panel's widgets (editor/solver_panel.py), which only show
what these jobs report.  Every analysis runs in a child process
(genres.core.solving): the worker thread only waits on a pipe, so the window
keeps the GIL, a puzzle beyond the memory budget ends in a message, and Stop
or closing the window kills the child at once.

One puzzle state, one encoding: the forced facts always come from a
``forced_verdict`` job.  When they are wanted from the start it serves the
verdict too -- its first progress report carries it (as soon as the verdict
job would have it), the later ones the facts.  When they are not wanted, the
verdict job runs alone (it stops at two solutions); facts asked for later
(the box switched on after the verdict) start the same forced_verdict job,
whose verdict is then already on show.
"""
from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal

from genres.core import solving
from genres.core.analysis import ForcedProgress, Verdict
from genres.core.jobs import JobRunner


def verdict_job(genre: Any, puzzle: Any):
    def job(token, report_progress):
        start = time.perf_counter()
        verdict = solving.verdict(genre, puzzle, cancel=lambda: token.cancelled)
        return verdict, time.perf_counter() - start
    return job


def _timed_reports(report_progress, start: float):
    # Each report travels with its time: the verdict inside the first one is
    # shown with the time it took, not the time the whole proof takes.
    return lambda progress: report_progress((progress, time.perf_counter() - start))


def forced_verdict_job(genre: Any, puzzle: Any):
    def job(token, report_progress):
        start = time.perf_counter()
        _status, forced = solving.forced_verdict(genre, puzzle, cancel=lambda: token.cancelled,
                                                 progress=_timed_reports(report_progress, start))
        return forced, time.perf_counter() - start
    return job


class SolverJobs(QObject):
    """The verdict and the forced facts of the puzzle state on the board.

    Signals (on the GUI thread, only for the current puzzle state):
      verdict_found(verdict, seconds), verdict_failed(message)
      forced_progress(ForcedProgress), forced_found(forced, seconds), forced_failed(message)
      busy_changed()   whether a verdict or forced facts are being worked out changed
    """

    verdict_found = Signal(object, float)
    verdict_failed = Signal(str)
    forced_progress = Signal(object)
    forced_found = Signal(object, float)
    forced_failed = Signal(str)
    busy_changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._verdict_runner = JobRunner(self)
        self._verdict_runner.result.connect(self._on_verdict)
        self._verdict_runner.error.connect(lambda _id, message: self.verdict_failed.emit(message))
        self._verdict_runner.busy_changed.connect(lambda _busy: self.busy_changed.emit())
        self._forced_runner = JobRunner(self)
        self._forced_runner.progress.connect(self._on_forced_progress)
        self._forced_runner.result.connect(self._on_forced)
        self._forced_runner.error.connect(self._on_forced_error)
        self._forced_runner.busy_changed.connect(lambda _busy: self.busy_changed.emit())
        # The forced-facts job also owes the verdict (one job for both).
        self._verdict_owed = False
        # Its facts are still wanted (the box may be switched off before the verdict).
        self._facts_wanted = True

    # ----- starting and stopping -------------------------------------------
    def solve(self, genre: Any, puzzle: Any, with_forced: bool) -> None:
        """Work out the verdict; with_forced: the forced facts too, from the same job."""
        self.cancel()
        if with_forced:
            self._verdict_owed, self._facts_wanted = True, True
            self._forced_runner.start(forced_verdict_job(genre, puzzle))
        else:
            self._verdict_runner.start(verdict_job(genre, puzzle))

    def prove_forced(self, genre: Any, puzzle: Any) -> None:
        """The forced facts once the verdict is known (unless a job already proves them)."""
        self._facts_wanted = True
        if not self._forced_runner.is_busy():
            self._forced_runner.start(forced_verdict_job(genre, puzzle))

    def want_forced(self) -> None:
        """The facts are wanted again while the job that owes the verdict runs."""
        if self._verdict_owed:
            self._facts_wanted = True

    def cancel(self) -> None:
        self._verdict_runner.cancel()
        self._cancel_forced_runner()

    def cancel_verdict(self) -> None:
        self._verdict_runner.cancel()
        if self._verdict_owed:
            self._cancel_forced_runner()

    def cancel_forced(self) -> None:
        """No forced facts now; a job that still owes the verdict runs on to deliver it."""
        if self._verdict_owed:
            self._facts_wanted = False
        else:
            self._cancel_forced_runner()

    def shutdown(self, timeout: float = 5.0) -> bool:
        ok_verdict = self._verdict_runner.shutdown(timeout)
        ok_forced = self._forced_runner.shutdown(timeout)
        return ok_verdict and ok_forced

    def _cancel_forced_runner(self) -> None:
        self._verdict_owed = False
        self._forced_runner.cancel()

    # ----- what runs -------------------------------------------------------
    def verdict_busy(self) -> bool:
        return self._verdict_runner.is_busy() or (self._verdict_owed and
                                                  self._forced_runner.is_busy())

    def forced_busy(self) -> bool:
        return self._forced_runner.is_busy() and not self._verdict_owed

    # ----- results ---------------------------------------------------------
    def _on_verdict(self, job_id: int, value: tuple[Verdict, float]) -> None:
        verdict, seconds = value
        self.verdict_found.emit(verdict, seconds)

    def _deliver_verdict(self, verdict: Verdict, seconds: float) -> bool:
        """The verdict the forced-facts job owed; False if its facts are not wanted."""
        self._verdict_owed = False
        job = self._forced_runner.current_job
        self.verdict_found.emit(verdict, seconds)
        self.busy_changed.emit()
        if not self._facts_wanted:
            self._forced_runner.cancel()
        # The panel may have stopped or replaced the job on hearing the verdict.
        return self._facts_wanted and self._forced_runner.current_job == job

    def _on_forced_progress(self, job_id: int, value: tuple[ForcedProgress, float]) -> None:
        progress, seconds = value
        if self._verdict_owed:
            if progress.verdict is None:
                return
            if not self._deliver_verdict(progress.verdict, seconds):
                return
        self.forced_progress.emit(progress)

    def _on_forced(self, job_id: int, value: tuple[dict, float]) -> None:
        forced, seconds = value
        if self._verdict_owed:     # every forced_verdict report carries it: not reached
            return
        self.forced_found.emit(forced, seconds)

    def _on_forced_error(self, job_id: int, message: str) -> None:
        if self._verdict_owed:
            self._verdict_owed = False
            self.verdict_failed.emit(message)
        else:
            self.forced_failed.emit(message)
