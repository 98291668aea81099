"""Solver jobs off the GUI thread.

A :class:`JobRunner` runs one job at a time *as far as the GUI is concerned*:
starting a job cancels the previous one (its token is cancelled, which also
interrupts a running SAT call) and anything the old job still sends is
dropped on arrival.  A cancelled job may linger on its worker thread for a
moment until it notices the token; the pool has room for it so the new job
never queues behind it.

A job is a callable ``fn(token, report_progress)`` run on a worker thread.
``report_progress(obj)`` hands an intermediate result to the GUI thread.
Progress is *coalesced*: if the GUI has not picked up the previous report
yet, the newer one replaces it, so a job that reports thousands of times
cannot flood the event queue.  Reports should therefore describe the whole
state so far (as ``ForcedProgress`` does), not a delta.

Everything reaches the GUI thread through queued Qt signals tagged with the
job id; the GUI thread never waits on a job except in :meth:`shutdown`.
"""
from __future__ import annotations

import logging
import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal, Slot

from genres.core.analysis import CancelToken, Cancelled

log = logging.getLogger(__name__)

ReportProgress = Callable[[Any], None]
Job = Callable[[CancelToken, ReportProgress], Any]

# Room for the current job plus a cancelled one still winding down.
_POOL_THREADS = 2


def describe_error(exc: BaseException) -> str:
    """A one-line message a user can read (the type only when the text is empty)."""
    text = str(exc).strip()
    if isinstance(exc, (ValueError, RuntimeError)) and text:
        return text
    name = type(exc).__name__
    return f"{name}: {text}" if text else name


class _Job:
    """One run of a job function on a pool thread.

    Handed to the pool as a plain callable, so Qt owns the runnable that wraps
    it and no Python-side QRunnable lifetime has to be managed across threads.
    """

    def __init__(self, runner: "JobRunner", job_id: int, fn: Job, token: CancelToken):
        self._runner = runner
        self.job_id = job_id
        self._fn = fn
        self.token = token
        self._lock = threading.Lock()
        self._pending: list[Any] = []   # at most one coalesced progress report

    def report_progress(self, obj: Any) -> None:
        if self.token.cancelled:
            return
        with self._lock:
            queued = bool(self._pending)
            self._pending[:] = [obj]
        if not queued:
            self._runner._progress_posted.emit(self.job_id)

    def take_progress(self) -> tuple[bool, Any]:
        with self._lock:
            if not self._pending:
                return False, None
            return True, self._pending.pop()

    def run(self) -> None:  # on a pool thread
        try:
            try:
                if self.token.cancelled:
                    return
                value = self._fn(self.token, self.report_progress)
            except Cancelled:
                return
            except Exception as exc:  # a job's bug must never take the GUI down
                if not self.token.cancelled:
                    log.exception("solver job %d failed", self.job_id)
                    self._runner._error_posted.emit(self.job_id, describe_error(exc))
                return
            if not self.token.cancelled:
                self._runner._result_posted.emit(self.job_id, value)
        except RuntimeError:
            pass    # the runner's Qt object is gone (application shutting down)
        finally:
            try:
                self._runner._ended.emit(self.job_id)
            except RuntimeError:
                pass


class JobRunner(QObject):
    """Runs solver jobs on worker threads; the newest job wins.

    Signals (always on the GUI thread, only for the current job):
      result(job_id, value)     the job returned ``value``
      progress(job_id, obj)     the latest ``report_progress(obj)`` of the job
      error(job_id, message)    the job raised; ``message`` is readable
    ``busy_changed(bool)`` tells whether a current job is running.
    """

    result = Signal(int, object)
    progress = Signal(int, object)
    error = Signal(int, str)
    busy_changed = Signal(bool)

    # Internal: emitted on a pool thread, received queued on the runner's thread.
    _result_posted = Signal(int, object)
    _progress_posted = Signal(int)
    _error_posted = Signal(int, str)
    _ended = Signal(int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(_POOL_THREADS)
        self._jobs: dict[int, _Job] = {}    # started and not yet ended
        self._current: int | None = None
        self._next_id = 1
        queued = Qt.ConnectionType.QueuedConnection
        self._result_posted.connect(self._on_result, queued)
        self._progress_posted.connect(self._on_progress, queued)
        self._error_posted.connect(self._on_error, queued)
        self._ended.connect(self._on_ended, queued)

    # ----- control (GUI thread) ------------------------------------------
    def start(self, fn: Job) -> int:
        """Cancel the current job and start ``fn``; returns the new job's id."""
        self.cancel()
        job_id = self._next_id
        self._next_id += 1
        job = _Job(self, job_id, fn, CancelToken())
        self._jobs[job_id] = job
        self._current = job_id
        if len(self._jobs) > self._pool.maxThreadCount():
            # Several cancelled jobs are still winding down (a job that checks
            # its token rarely); grow rather than make the new one wait.
            self._pool.setMaxThreadCount(len(self._jobs))
        self._pool.start(job.run)
        self.busy_changed.emit(True)
        return job_id

    def cancel(self) -> None:
        """Cancel the current job (if any); nothing more arrives from it."""
        if self._current is None:
            return
        job = self._jobs.get(self._current)
        self._current = None
        if job is not None:
            job.token.cancel()
        self.busy_changed.emit(False)

    @property
    def current_job(self) -> int | None:
        """The id of the running job whose results will be delivered, or None."""
        return self._current

    def is_busy(self) -> bool:
        return self._current is not None

    def shutdown(self, timeout: float = 5.0) -> bool:
        """Cancel every job and wait up to ``timeout`` seconds for the threads.

        The only place that blocks: for closeEvent and tests.  Returns True
        when every thread has finished.
        """
        self.cancel()
        for job in list(self._jobs.values()):
            job.token.cancel()
        finished = self._pool.waitForDone(max(0, int(timeout * 1000)))
        if finished:
            self._jobs.clear()
        return finished

    # ----- delivery (GUI thread) -----------------------------------------
    @Slot(int, object)
    def _on_result(self, job_id: int, value: Any) -> None:
        if job_id != self._current:
            return
        self._deliver_progress(job_id)   # a late report must not follow the result
        self._current = None
        self.busy_changed.emit(False)
        self.result.emit(job_id, value)

    @Slot(int)
    def _on_progress(self, job_id: int) -> None:
        if job_id == self._current:
            self._deliver_progress(job_id)

    def _deliver_progress(self, job_id: int) -> None:
        job = self._jobs.get(job_id)
        if job is None:
            return
        has, obj = job.take_progress()
        if has:
            self.progress.emit(job_id, obj)

    @Slot(int, str)
    def _on_error(self, job_id: int, message: str) -> None:
        if job_id != self._current:
            return
        self._current = None
        self.busy_changed.emit(False)
        self.error.emit(job_id, message)

    @Slot(int)
    def _on_ended(self, job_id: int) -> None:
        self._jobs.pop(job_id, None)
