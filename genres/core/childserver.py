"""A long-lived child process that serves one request after another.

run_in_child (childproc.py) starts a child per job and kills it when the job
is cancelled: right for the solver, whose jobs share nothing.  The Gates
computer wants the opposite: one search tree kept across moves, grown further
while the person thinks.  A ChildServer keeps one child alive between requests
so whatever the handler keeps in the child's memory survives, with the rest of
run_in_child's handling: the same start method (fork server or spawn), the
memory budget, throttled cumulative progress, readable failures.

Stopping comes in two strengths.  A cancelled request is first *asked* to stop:
the parent sends a message, and the handler's ``stop()`` hook (is a message
waiting on the pipe?) turns true, so a search ends within milliseconds and
keeps its tree.  A child that does not answer within ``GRACE_SECONDS`` is
killed; so is the child of a closed server (the window closing).  A killed or
crashed child is started afresh by the next request.

The handler is ``handler(request, report, stop)``, a module-level function run
in the child; one request runs at a time (callers on several threads queue on
a lock -- worker threads, never the GUI thread).
"""
from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any, Callable

from . import i18n
from .analysis import Cancelled
from .childproc import (OUT_OF_MEMORY_EXIT, POLL_SECONDS, PROGRESS_INTERVAL, ChildUnavailable,
                        MemoryBudgetExceeded, _limit_memory, _mp_context, _Reporter, add_preload)

GRACE_SECONDS = 2.0     # how long a request asked to stop may take before its child is killed

add_preload(__name__)


def _serve(conn, handler: Callable, budget_mb: int | None) -> None:
    """The child's loop: one request at a time until the pipe closes or "close" arrives."""
    _limit_memory(budget_mb)
    stop = conn.poll          # anything waiting (a "stop", or the window gone) ends the current request
    while True:
        try:
            kind, seq, request, extra = conn.recv()
        except (EOFError, OSError):
            return
        if kind == "close":
            return
        if kind != "call":
            continue          # a "stop" for a request that had already ended
        interval, catalogues = extra
        if catalogues != i18n.catalogues():
            # The sentences a request builds speak the window's language, as
            # run_in_child's do; each call says which, as it may have changed.
            i18n.install_catalogues(catalogues)
        report = _Reporter(conn, interval, head=(seq,))
        try:
            result = handler(request, report, stop)
            report.flush()
            conn.send(("result", seq, result))
        except MemoryError:
            result = report = None
            try:
                conn.send(("memory", seq, None))
            finally:
                os._exit(OUT_OF_MEMORY_EXIT)   # what the handler keeps may be half-built
        except Exception as exc:
            text = str(exc).strip()
            try:
                conn.send(("error", seq, text if isinstance(exc, ValueError) and text
                           else f"{type(exc).__name__}: {text}"))
            except (OSError, EOFError):
                return


class ChildServer:
    """A child process running ``handler`` for each :meth:`call`, kept alive between calls."""

    def __init__(self, handler: Callable, *, budget_mb: int | None = None, context=None,
                 what: str = "the child process", grace: float = GRACE_SECONDS):
        self._handler = handler
        self._budget_mb = budget_mb
        self._context = context
        self._what = what
        self._grace = grace
        self._lock = threading.Lock()      # one request at a time
        self._child = None
        self._conn = None
        self._seq = 0
        self._closed = False
        self.starts = 0                    # children started so far (a restart shows here)

    # ----- the child ------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        """The running child's process id, or None."""
        child = self._child
        return child.pid if child is not None and child.is_alive() else None

    def _ensure_child(self) -> None:
        if self._child is not None and self._child.is_alive():
            return
        self._drop_child()
        ctx = self._context or _mp_context()
        mine, theirs = ctx.Pipe(duplex=True)
        child = ctx.Process(target=_serve, args=(theirs, self._handler, self._budget_mb),
                            name=self._what, daemon=True)
        try:
            child.start()
        except OSError as exc:
            mine.close()
            raise ChildUnavailable(f"cannot start a process for {self._what}: {exc}") from exc
        finally:
            theirs.close()     # the child holds its own end; EOF then means the child is gone
        self._child, self._conn = child, mine
        self.starts += 1

    def _drop_child(self) -> None:
        """Kill the child (if any) and forget it; the next call starts another."""
        child, conn = self._child, self._conn
        self._child = self._conn = None
        if child is not None and child.pid is not None:
            if child.is_alive():
                child.kill()
            child.join(1.0)
        if conn is not None:
            conn.close()

    def kill(self) -> None:
        """Kill the child now, from any thread (a running call fails with RuntimeError, or ends in
        Cancelled once the server is closed); the next call starts another child."""
        child = self._child
        if child is not None and child.pid is not None and child.is_alive():
            child.kill()
            child.join(1.0)      # so the next call sees it gone and starts another

    def close(self) -> None:
        """Kill the child and refuse further calls (the window closing): never waits for a call."""
        self._closed = True
        self.kill()
        if self._lock.acquire(timeout=0.5):     # free the pipe unless a call is still winding down
            try:
                self._drop_child()
            finally:
                self._lock.release()

    @property
    def closed(self) -> bool:
        return self._closed

    # ----- requests ---------------------------------------------------------------------------
    def call(self, request: Any, *, cancel: Callable[[], bool] = lambda: False,
             progress: Callable[[Any], None] | None = None,
             progress_interval: float = PROGRESS_INTERVAL) -> Any:
        """``handler(request, report, stop)`` in the child; returns its result.

        Raises Cancelled when ``cancel()`` turns true (the request is asked to stop, so the child
        and what it keeps survive) or the server is closed, MemoryBudgetExceeded, ChildUnavailable
        when no child can start, RuntimeError with the child's message when the handler failed or
        the child died."""
        with self._lock:
            if self._closed:
                raise Cancelled()
            self._ensure_child()
            if self._closed:                 # closed while the child started
                self._drop_child()
                raise Cancelled()
            self._seq += 1
            seq = self._seq
            conn = self._conn
            try:
                conn.send(("call", seq, request, (progress_interval, i18n.catalogues())))
            except (OSError, EOFError, ValueError) as exc:
                self._drop_child()
                if self._closed:
                    raise Cancelled() from None
                raise RuntimeError(f"{self._what} could not be reached: {exc}") from None
            asked_to_stop: float | None = None
            while True:
                if self._closed:
                    self._drop_child()
                    raise Cancelled()
                if asked_to_stop is None and cancel():
                    asked_to_stop = time.monotonic()
                    try:
                        conn.send(("stop", seq, None, 0.0))
                    except (OSError, ValueError):
                        self._drop_child()
                        raise Cancelled() from None
                elif asked_to_stop is not None and time.monotonic() - asked_to_stop > self._grace:
                    self._drop_child()      # it did not listen: killed, restarted next time
                    raise Cancelled()
                try:
                    if not conn.poll(POLL_SECONDS):
                        continue
                    kind, reply_seq, value = conn.recv()
                except (EOFError, OSError):
                    code = self._exit_code()
                    self._drop_child()
                    if asked_to_stop is not None or self._closed:
                        raise Cancelled() from None
                    if self._budget_mb and code in (OUT_OF_MEMORY_EXIT, -signal.SIGABRT, -signal.SIGSEGV):
                        raise MemoryBudgetExceeded(self._budget_mb) from None
                    raise RuntimeError(f"{self._what} stopped unexpectedly (exit code {code})") from None
                if reply_seq != seq:
                    continue            # the end of an earlier request that was asked to stop
                if kind == "progress":
                    if progress is not None and asked_to_stop is None:
                        progress(value)
                elif kind == "result":
                    if asked_to_stop is not None:
                        raise Cancelled()
                    return value
                elif kind == "memory":
                    self._drop_child()
                    raise MemoryBudgetExceeded(self._budget_mb or 0)
                else:
                    raise RuntimeError(value)

    def _exit_code(self) -> int | None:
        child = self._child
        if child is None:
            return None
        child.join(1.0)
        return child.exitcode
