"""The computer's search, run in a child process for the GUI.

Why a process and not a thread: the search is pure Python, so on a thread it
holds the GIL nearly all the time.  The GUI thread lets go of the GIL inside
many Qt calls and then waits up to the interpreter's switch interval (5 ms) to
get it back, every time; one repaint of a 5x5 board took 0.8 s that way and the
window stuttered for as long as the computer thought.  A child process has an
interpreter of its own, so the GUI stays as quick as when nobody is thinking.

The process handling (pipe, progress, kill on cancel, fork server or spawn)
is the shared genres.core.childproc, which the puzzle solver uses too; the
time a child takes to start comes out of the thinking time, so a move still
takes the seconds the player chose.
"""
from __future__ import annotations

from typing import Callable

from genres.core import childproc
from genres.core.childproc import ChildUnavailable

from .game import GameState
from .mcts import SearchProgress, SearchResult, search

_LEAST_SECONDS = 0.05     # a child that starts late still searches this long

childproc.add_preload(__name__)


class ThinkerUnavailable(ChildUnavailable):
    """No child process could be started (the caller may search on its own thread)."""


def warm_up() -> None:
    """Start the fork server now (if this platform uses one) so the first move is quick."""
    childproc.warm_up()


def _think(state: GameState, deadline: float, report) -> SearchResult:
    """In the child: search until the wall-clock deadline."""
    import time
    seconds = max(_LEAST_SECONDS, deadline - time.time())
    return search(state, seconds, progress=report)


def search_in_process(state: GameState, seconds: float, *, cancel: Callable[[], bool],
                      progress: Callable[[SearchProgress], None] | None = None) -> SearchResult:
    """search(state, seconds) in a child process; raises Cancelled when cancel() turns True."""
    import time
    deadline = time.time() + seconds
    try:
        return childproc.run_in_child(_think, (state, deadline), cancel=cancel, progress=progress,
                                      what="the computer's search")
    except ChildUnavailable as exc:
        raise ThinkerUnavailable(str(exc)) from exc
    except RuntimeError as exc:
        if isinstance(exc, ThinkerUnavailable):
            raise
        raise RuntimeError(f"the computer's search failed: {exc}") from None
