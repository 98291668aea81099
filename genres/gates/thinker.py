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

A :class:`Thinker` (what the window uses) keeps one long-lived child
(genres.core.childserver) holding one SearchTree: each search of the game
starts from the subtree an earlier search grew for the new position, and
:meth:`Thinker.ponder` grows it further while the person thinks, until asked
to stop.  Any failure of that child falls back to a fresh search in a child
of its own (search_in_process), as before.
"""
from __future__ import annotations

import logging
import random
import time
from typing import Callable

from genres.core import childproc
from genres.core.analysis import Cancelled
from genres.core.childproc import ChildUnavailable, MemoryBudgetExceeded
from genres.core.childserver import ChildServer

from .game import GameState
from .mcts import SearchProgress, SearchResult, search
from .parallel import default_workers
from .tree import SearchTree

_LEAST_SECONDS = 0.05     # a child that starts late still searches this long
PONDER_PROGRESS_SECONDS = 0.5   # pondering reports seldom: nobody waits for it

log = logging.getLogger(__name__)

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
    return search(state, seconds, progress=report, workers=default_workers())


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


# ----- the long-lived child -------------------------------------------------------------------
_tree = SearchTree()      # in the thinker's child: the tree kept across requests


def _serve(request: tuple, report, stop) -> SearchResult:
    """In the child: ("think", state, deadline, options) searches until the wall-clock deadline,
    ("ponder", state, options) until asked to stop; both continue and keep the child's tree.

    `options` (a dict, for headless matches and tests): "iterations" (a playout budget), "seed"
    (the search's random stream), "may_swap", "workers"."""
    kind, state = request[0], request[1]
    if kind == "think":
        seconds = max(_LEAST_SECONDS, request[2] - time.time())
    else:
        seconds = float("inf")
    options = request[-1]
    # the person's move is awaited on both cores; pondering (on the person's time) keeps to one,
    # and grows the tree even where the book would answer at once (the person's own first tile)
    thinking = kind == "think"
    seed = options.get("seed")
    workers = options.get("workers") or (default_workers() if thinking else 1)
    return search(state, seconds, iterations=options.get("iterations"), cancel=stop, progress=report,
                  rng=None if seed is None else random.Random(seed), tree=_tree,
                  may_swap=options.get("may_swap"), workers=workers, book=thinking)


class Thinker:
    """The window's computer: one child process, one search tree for the whole game.

    Methods block (call them on a worker thread) and stop when ``cancel()`` turns true.
    ``close()`` (the window closing) kills the child without waiting."""

    def __init__(self, *, context=None):
        self._server = ChildServer(_serve, budget_mb=childproc.memory_budget_mb(), context=context,
                                   what="the computer's search")
        self.fallbacks = 0        # searches the kept child failed and a fresh one made instead

    @property
    def server(self) -> ChildServer:
        return self._server

    def search(self, state: GameState, seconds: float, *, cancel: Callable[[], bool],
               progress: Callable[[SearchProgress], None] | None = None,
               options: dict | None = None) -> SearchResult:
        """The computer's move for ``state`` in ``seconds`` (what the person chose), continuing the
        kept tree; raises Cancelled, ThinkerUnavailable, RuntimeError as search_in_process does.
        ``options``: see _serve (a playout budget, a seed; the window passes none)."""
        deadline = time.time() + seconds       # waiting for a ponder to stop comes out of the time too
        request = ("think", state, deadline, options or {})
        try:
            return self._server.call(request, cancel=cancel, progress=progress)
        except Cancelled:
            raise
        except (ChildUnavailable, MemoryBudgetExceeded, RuntimeError):
            if self._server.closed or cancel():
                raise Cancelled() from None
            log.warning("the computer's kept search failed; searching afresh", exc_info=True)
            self.fallbacks += 1
        return search_in_process(state, max(_LEAST_SECONDS, deadline - time.time()),
                                 cancel=cancel, progress=progress)

    def ponder(self, state: GameState, *, cancel: Callable[[], bool],
               progress: Callable[[SearchProgress], None] | None = None,
               options: dict | None = None) -> SearchResult | None:
        """Grow the kept tree at ``state`` until ``cancel()`` (raises Cancelled then); returns
        early only when the search needs no more (a solved endgame).  None when the child failed:
        pondering only adds statistics, so a failure is nothing the person needs to hear about."""
        try:
            request = ("ponder", state, options or {})
            return self._server.call(request, cancel=cancel, progress=progress,
                                     progress_interval=PONDER_PROGRESS_SECONDS)
        except Cancelled:
            raise
        except (ChildUnavailable, MemoryBudgetExceeded, RuntimeError):
            log.warning("pondering failed", exc_info=True)
            return None

    def close(self) -> None:
        self._server.close()
