"""The computer as the window plays it, for headless matches (issue #18, point 2).

A :class:`PonderingPlayer` is a match player (``name``, ``choose(state)``) that
searches the way the app's computer does: in the Thinker's long-lived child
process, one search tree kept for the whole game (thinker.py), and -- unless
``ponder=False`` -- thinking on the opponent's time.  After each of its moves
it asks the Thinker to ponder the position the opponent now faces, on a
thread of its own, and ``choose`` returns at once; the opponent's own search
then runs in this process at the same time, as a person thinks while the
window's computer ponders.  The next ``choose`` asks the pondering to stop
(the child keeps its tree: the opponent's actual reply is a child of the
pondered root) and searches its own ``seconds`` on from there; the time to
stop the pondering comes out of those seconds, as in the window.

Pondering keeps to one core (thinker._serve), the engine's own move uses
default_workers(), as in the window.  ``game_over(state)`` (play_game calls it)
stops pondering at a game's end; ``close()`` ends the child -- use the player
as a context manager so no process is left behind.
"""
from __future__ import annotations

import random
import threading

from genres.core.analysis import Cancelled

from .game import GameState, Move
from .mcts import SearchResult
from .players import winning_moves
from .thinker import Thinker


class PonderingPlayer:
    """The window's computer: `seconds` a move in the Thinker's child, pondering between moves.

    `iterations` / `ponder_iterations`: playout budgets for its own moves / for each pondering
    (tests; with a seed they make the moves repeatable: a budgeted pondering is not cut short by
    the opponent's move, the next `choose` waits for it).  After each move .last holds the
    SearchResult; .playouts and .think_seconds add up its own searches, .ponder_playouts the
    pondering, .kept_visits the root visits its moves inherited from earlier searches."""

    def __init__(self, seconds: float = 1.0, *, seed: int | None = None, name: str = "engine",
                 ponder: bool = True, iterations: int | None = None, ponder_iterations: int | None = None,
                 may_swap: bool | None = None, workers: int | None = None, thinker: Thinker | None = None):
        self.seconds = seconds
        self.name = name
        self.ponder = ponder
        self.iterations = iterations
        self.ponder_iterations = ponder_iterations
        self.may_swap = may_swap
        self.workers = workers
        self.rng = random.Random(seed)
        self.thinker = thinker or Thinker()
        self.last: SearchResult | None = None
        self.last_ponder: SearchResult | None = None    # of a pondering that ended by itself
        self.playouts = 0
        self.think_seconds = 0.0
        self.ponder_playouts = 0
        self.kept_visits = 0
        self.ponders = 0            # ponderings started
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        self._latest_ponder = 0     # the running pondering's playouts, as last reported

    # ----- the match's interface ------------------------------------------------------------
    def choose(self, state: GameState) -> Move:
        if self.ponder_iterations is not None:
            self._join_pondering()          # a budgeted pondering runs in full: repeatable moves
        self._ask_pondering_to_stop()
        winners = winning_moves(state)
        if winners:
            move = self.rng.choice(winners)      # as MctsPlayer: a move that wins on the spot
        else:
            options = self._options(self.iterations)
            options["may_swap"] = self.may_swap
            if self.workers is not None:
                options["workers"] = self.workers
            self.last = self.thinker.search(state, self.seconds, cancel=lambda: False, options=options)
            self.playouts += self.last.playouts
            self.think_seconds += self.last.seconds
            self.kept_visits += max(0, self.last.root_visits - self.last.playouts)
            move = self.last.move
        self._join_pondering()
        after = state.play(move)
        if self.ponder and not after.is_over:
            self._start_pondering(after)
        return move

    def game_over(self, state: GameState | None = None) -> None:
        """The game ended (or was abandoned): stop thinking about it."""
        self._ask_pondering_to_stop()
        self._join_pondering()

    def finish_pondering(self) -> None:
        """Wait until the pondering ends by itself (a playout budget, a solved endgame)."""
        self._join_pondering()

    def close(self) -> None:
        self._stop.set()
        self.thinker.close()        # kills the child at once; a pondering call then ends
        self._join_pondering()

    def __enter__(self) -> "PonderingPlayer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ----- pondering --------------------------------------------------------------------------
    def _options(self, iterations: int | None) -> dict:
        options: dict = {"seed": self.rng.getrandbits(63)}
        if iterations is not None:
            options["iterations"] = iterations
        return options

    def _start_pondering(self, state: GameState) -> None:
        stop = self._stop = threading.Event()
        options = self._options(self.ponder_iterations)
        self.ponders += 1

        def run() -> None:
            try:
                found = self.thinker.ponder(state, cancel=stop.is_set, progress=self._pondered,
                                            options=options)
            except Cancelled:
                return
            if found is not None:
                self._pondered(found)
                self.last_ponder = found
        self._latest_ponder = 0
        self._worker = threading.Thread(target=run, name="gates-ponder", daemon=True)
        self._worker.start()

    def _pondered(self, report) -> None:
        # reports are cumulative for one pondering: count its latest figure once, when it ends
        self._latest_ponder = report.playouts

    def _ask_pondering_to_stop(self) -> None:
        self._stop.set()

    def _join_pondering(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.join()
            self.ponder_playouts += self._latest_ponder
            self._latest_ponder = 0


__all__ = ["PonderingPlayer"]
