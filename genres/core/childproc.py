"""Long pure-Python work in a child process: the solver and the Gates computer.

Why a process and not a thread:

* The GIL.  A worker thread doing Python work (building clauses, checking
  connectivity, a Monte Carlo search) holds the interpreter lock most of the
  time; the GUI thread then waits up to the switch interval after every Qt
  call that let go of it.  Repaints stretched to 0.27 s on a 20x20 Corral and
  to 0.8 s while the Gates computer thought.  A child has an interpreter of
  its own, so the window keeps its frame rate.
* Memory.  The child runs under a memory budget (RLIMIT_AS): a puzzle whose
  encoding would need 20 GiB ends in :class:`MemoryBudgetExceeded`, a message
  to the user, not in the kernel killing the whole app.
* Stopping.  A cancelled or abandoned job is killed at once; closing the
  window never waits for an encoding to finish.

The caller (a worker thread of the window, or the CLI's main thread) waits on
a pipe with the GIL released, hands progress reports on and kills the child
when ``cancel()`` turns true.

Start method: on POSIX a fork server, preloaded with the modules the
children need (:func:`add_preload`), starts a child in about 20 ms and is
safe with the GUI's threads; ``warm_up()`` starts the server early.  A frozen
app and Windows use ``spawn``.  The CLI, single-threaded, may use ``fork``.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from typing import Any, Callable

from . import i18n
from .analysis import Cancelled

POLL_SECONDS = 0.05           # how often the waiting thread looks at cancel()
PROGRESS_INTERVAL = 0.05      # progress reports are cumulative: at most 20 a second
DEFAULT_BUDGET_MB = 3072      # the solver's memory budget (PUZZLEWRIGHT_SOLVER_MEMORY_MB)

_context = None
_preload: list[str] = [__name__]


class ChildUnavailable(RuntimeError):
    """No child process could be started."""


class MemoryBudgetExceeded(RuntimeError):
    """The child needed more memory than its budget allows."""

    def __init__(self, budget_mb: int):
        super().__init__(f"the puzzle is too large for the solver's memory budget of "
                         f"{budget_mb / 1024:.1f} GiB (set PUZZLEWRIGHT_SOLVER_MEMORY_MB to change it)")
        self.budget_mb = budget_mb


def memory_budget_mb() -> int:
    """The budget in MiB: PUZZLEWRIGHT_SOLVER_MEMORY_MB, or 3 GiB."""
    text = os.environ.get("PUZZLEWRIGHT_SOLVER_MEMORY_MB", "")
    try:
        value = int(text)
    except ValueError:
        return DEFAULT_BUDGET_MB
    return value if value >= 64 else DEFAULT_BUDGET_MB


def add_preload(module: str) -> None:
    """Have the fork server import ``module`` once, so children start at once.
    Only effective before the server starts (modules call it at import)."""
    if module not in _preload:
        _preload.append(module)


def _mp_context():
    global _context
    if _context is None:
        if getattr(sys, "frozen", False) or "forkserver" not in multiprocessing.get_all_start_methods():
            _context = multiprocessing.get_context("spawn")
        else:
            _context = multiprocessing.get_context("forkserver")
            _context.set_forkserver_preload(list(_preload))
    return _context


def single_thread_context():
    """For a program with no other threads (the CLI): plain fork where the
    platform has it, the cheapest start; the usual context otherwise."""
    if not getattr(sys, "frozen", False) and "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return _mp_context()


def warm_up() -> None:
    """Start the fork server now (if this platform uses one) so the first job is quick."""
    if _mp_context().get_start_method() == "forkserver":
        from multiprocessing import forkserver
        try:
            forkserver.ensure_running()
        except OSError:
            pass    # the first job will try again and report what went wrong


def _limit_memory(budget_mb: int | None) -> None:
    if not budget_mb:
        return
    try:
        import resource
    except ImportError:       # not on this platform: run without a budget
        return
    # The budget is what the work may add to the program itself: a child
    # forked from a process with Qt mapped starts with a large address space.
    limit = budget_mb * 1024 * 1024 + _address_space_bytes()
    for which in ("RLIMIT_AS", "RLIMIT_DATA"):
        kind = getattr(resource, which, None)
        if kind is None:
            continue
        try:
            soft, hard = resource.getrlimit(kind)
            if hard != resource.RLIM_INFINITY:
                limit = min(limit, hard)
            resource.setrlimit(kind, (limit, hard))
        except (ValueError, OSError):
            pass


def _address_space_bytes() -> int:
    """This process's virtual size now (0 where /proc is missing)."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[0])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0


# A child that ran out of memory so badly it cannot even say so exits with this.
OUT_OF_MEMORY_EXIT = 86


class _Reporter:
    """In the child: sends cumulative progress, at most once per ``interval``.
    A report held back is sent once the interval has passed, by a timer, and
    at the end by ``flush``: held until the next report, the last line of a
    burst (a generator's "Attempt 2: building a puzzle" right after a
    grading's steps) stayed on screen for the minutes the next phase took.
    ``head`` goes before the report in each message: a long-lived child
    (childserver.py) names the request it answers."""

    def __init__(self, conn, interval: float = PROGRESS_INTERVAL, head: tuple = ()):
        self._conn, self._interval, self._head = conn, interval, head
        self._last = 0.0
        self._pending: Any = None
        self._has_pending = False
        self._lock = threading.Lock()          # the timer's thread sends too
        self._timer: threading.Timer | None = None

    def __call__(self, obj: Any) -> None:
        with self._lock:
            now = time.monotonic()
            if now - self._last >= self._interval:
                self._send(obj)
                return
            self._pending, self._has_pending = obj, True
            if self._timer is None:
                self._timer = threading.Timer(self._interval - (now - self._last), self._late)
                self._timer.daemon = True
                self._timer.start()

    def _send(self, obj: Any) -> None:
        self._conn.send(("progress", *self._head, obj))
        self._last = time.monotonic()
        self._has_pending = False

    def _late(self) -> None:
        with self._lock:
            self._timer = None
            if self._has_pending:
                self._send(self._pending)

    def flush(self) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            if self._has_pending:
                self._send(self._pending)


def _child(conn, fn: Callable, args: tuple, budget_mb: int | None,
           catalogues: tuple[str, ...] = ()) -> None:
    _limit_memory(budget_mb)
    # Messages and step sentences built here speak the window's language.
    i18n.install_catalogues(catalogues)
    report = _Reporter(conn)
    try:
        result = fn(*args, report)
        report.flush()
        conn.send(("result", result))
    except MemoryError:
        result = report = None      # free what can be freed before saying so
        try:
            conn.send(("memory", None))
        except BaseException:
            os._exit(OUT_OF_MEMORY_EXIT)
    except Exception as exc:   # sent back so the window can show it
        text = str(exc).strip()
        conn.send(("error", text if isinstance(exc, ValueError) and text
                   else f"{type(exc).__name__}: {text}"))
    finally:
        conn.close()


def run_in_child(fn: Callable, args: tuple = (), *, cancel: Callable[[], bool] = lambda: False,
                 progress: Callable[[Any], None] | None = None,
                 budget_mb: int | None = None, context=None, what: str = "the solver") -> Any:
    """``fn(*args, report)`` in a child process; returns its result.

    ``fn`` must be a module-level function and ``args`` picklable; ``report(obj)``
    inside the child reaches ``progress(obj)`` here (throttled; reports must
    be cumulative).  Raises Cancelled when ``cancel()`` turns true (the child is
    killed), MemoryBudgetExceeded when the child ran out of ``budget_mb``,
    ChildUnavailable when no child can start, RuntimeError with the child's
    message when it failed."""
    ctx = context or _mp_context()
    receiver, sender = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_child, args=(sender, fn, args, budget_mb, i18n.catalogues()),
                        name=what, daemon=True)
    try:
        try:
            child.start()
        except OSError as exc:
            raise ChildUnavailable(f"cannot start a process for {what}: {exc}") from exc
        finally:
            sender.close()   # the child holds its own copy; EOF then means the child is gone
        while True:
            if cancel():
                raise Cancelled()
            if not receiver.poll(POLL_SECONDS):
                continue
            try:
                kind, value = receiver.recv()
            except EOFError:
                child.join(1.0)
                code = child.exitcode
                if budget_mb and code in (OUT_OF_MEMORY_EXIT, -signal.SIGABRT, -signal.SIGKILL,
                                          -signal.SIGSEGV):
                    # A C++ allocation failure inside the SAT solver aborts the child.
                    raise MemoryBudgetExceeded(budget_mb) from None
                raise RuntimeError(f"{what} stopped unexpectedly (exit code {code})") from None
            except MemoryError:
                raise MemoryBudgetExceeded(budget_mb or 0) from None
            if kind == "progress":
                if progress is not None:
                    progress(value)
            elif kind == "result":
                return value
            elif kind == "memory":
                raise MemoryBudgetExceeded(budget_mb or 0)
            else:
                raise RuntimeError(value)
    finally:
        if child.pid is not None:
            if child.is_alive():
                child.kill()
            child.join(1.0)
        receiver.close()
