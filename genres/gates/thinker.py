"""The computer's search, run in a child process for the GUI.

Why a process and not a thread: the search is pure Python, so on a thread it
holds the GIL nearly all the time.  The GUI thread lets go of the GIL inside
many Qt calls and then waits up to the interpreter's switch interval (5 ms) to
get it back, every time; one repaint of a 5x5 board took 0.8 s that way and the
window stuttered for as long as the computer thought.  A child process has an
interpreter of its own, so the GUI stays as quick as when nobody is thinking.

The caller (a JobRunner job on a worker thread) waits on the pipe with the GIL
released, forwards progress reports, and kills the child when cancelled.

Start method: on POSIX a fork server preloaded with this module starts a child
in about 20 ms; ``warm_up()`` starts the server before the first move so even
that move does not pay the quarter second it takes to start.  A frozen app and
Windows use ``spawn`` (about 0.3 s a move); the time it takes comes out of the
thinking time, so a move still takes the seconds the player chose.
"""
from __future__ import annotations

import multiprocessing
import sys
import time
from typing import Callable

from genres.core.analysis import Cancelled

from .game import GameState
from .mcts import SearchProgress, SearchResult, search

_POLL_SECONDS = 0.05      # how often the waiting thread looks at the cancel token
_LEAST_SECONDS = 0.05     # a child that starts late still searches this long
_context = None


class ThinkerUnavailable(RuntimeError):
    """No child process could be started (the caller may search on its own thread)."""


def _mp_context():
    global _context
    if _context is None:
        if getattr(sys, "frozen", False) or "forkserver" not in multiprocessing.get_all_start_methods():
            _context = multiprocessing.get_context("spawn")
        else:
            _context = multiprocessing.get_context("forkserver")
            _context.set_forkserver_preload([__name__])
    return _context


def warm_up() -> None:
    """Start the fork server now (if this platform uses one) so the first move is quick."""
    if _mp_context().get_start_method() == "forkserver":
        from multiprocessing import forkserver
        try:
            forkserver.ensure_running()
        except OSError:
            pass    # the first move will try again and report what went wrong


def _child(conn, state: GameState, deadline: float) -> None:
    """In the child: search until the wall-clock deadline and send the result."""
    try:
        seconds = max(_LEAST_SECONDS, deadline - time.time())
        result = search(state, seconds, progress=lambda p: conn.send(("progress", p)))
        conn.send(("result", result))
    except Exception as exc:   # sent back so the window can show it
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        conn.close()


def search_in_process(state: GameState, seconds: float, *, cancel: Callable[[], bool],
                      progress: Callable[[SearchProgress], None] | None = None) -> SearchResult:
    """search(state, seconds) in a child process; raises Cancelled when cancel() turns True."""
    deadline = time.time() + seconds
    ctx = _mp_context()
    receiver, sender = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_child, args=(sender, state, deadline), name="Gates search", daemon=True)
    try:
        try:
            child.start()
        except OSError as exc:
            raise ThinkerUnavailable(f"cannot start a process for the search: {exc}") from exc
        finally:
            sender.close()   # the child holds its own copy; EOF then means the child is gone
        while True:
            if cancel():
                raise Cancelled()
            if not receiver.poll(_POLL_SECONDS):
                continue
            try:
                kind, value = receiver.recv()
            except EOFError:
                raise RuntimeError("the computer's search stopped unexpectedly "
                                   f"(exit code {child.exitcode})") from None
            if kind == "progress":
                if progress is not None:
                    progress(value)
            elif kind == "result":
                return value
            else:
                raise RuntimeError(f"the computer's search failed: {value}")
    finally:
        if child.pid is not None:
            if child.is_alive():
                child.terminate()
            child.join(1.0)
        receiver.close()
