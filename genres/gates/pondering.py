"""The Gates panel's computer thinking on the person's time (issue #18).

While a person is to move in a game against the computer, the panel's
Thinker keeps searching the position in its child process: the tree it grows
is the one the computer's next search continues once the person has moved, so
the computer's move rests on more playouts in the same thinking time.
Pondering never shows anything the person did not ask for: with "Estimate
when a person moves" on it only refines the plot's point for the position.

It runs on a JobRunner of its own, so the panel's runner (moves, hints,
estimates) never counts it as busy, and it stops -- asked, so the child keeps
its tree -- whenever the position changes, another search starts, the mode
leaves play, or the panel closes.  The check box's state is remembered.
"""
from __future__ import annotations

from .game import GameState
from .genre import COMPUTER
from .mcts import SearchProgress
from .thinker import Thinker
from .tiles import other

PONDER_KEY = "gates/think_on_the_persons_time"     # the check box's QSettings key


def ponder_job(thinker: Thinker, state: GameState):
    """The job: grow the thinker's tree at `state` until cancelled (run on a worker thread)."""
    def run(token, report):
        return thinker.ponder(state, cancel=lambda: token.cancelled, progress=report)
    return run


def stored_bool(value: object, default: bool) -> bool:
    """A QSettings value as a bool (INI files give back strings)."""
    if value is None:
        return default
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


class PonderingMixin:
    """Mixed into GamePanel: needs its game, mode, runner, estimates, estimate_check,
    ponder_check and _update_plot; gives it thinker and the hooks the panel calls.
    (Qt-free itself: the panel makes the widgets and the runner.)"""

    def _start_pondering(self, runner) -> None:
        """Set up with the panel's Qt parts: `runner`, a JobRunner of its own; the panel has made
        ponder_check (whose toggles call _maybe_ponder)."""
        self.thinker = Thinker()
        self._pondering: GameState | None = None    # the position being pondered
        self._pondered: GameState | None = None     # a position whose pondering ended by itself
        self.ponder_playouts = 0        # of the latest pondering, as last reported
        self.ponder_runner = runner
        runner.result.connect(self._ponder_done)
        runner.progress.connect(self._ponder_progress)
        runner.error.connect(self._ponder_done)

    def ponder_target(self) -> GameState | None:
        """The position to think about now on the person's time, or None."""
        game = self.game
        if (game is None or self.mode != "play" or not self.ponder_check.isChecked()
                or self.runner.is_busy()):
            return None
        state = game.state
        if state.is_over or game.player_kind(state.to_move) == COMPUTER:
            return None
        if game.player_kind(other(state.to_move)) != COMPUTER:
            return None             # person against person: nobody to think for
        return state

    def is_pondering(self) -> bool:
        return self._pondering is not None and self.ponder_runner.is_busy()

    def _maybe_ponder(self) -> None:
        target = self.ponder_target()
        if self._pondering is not None and self._pondering is not target:
            self._stop_pondering()
        if target is not None and self._pondering is None and target is not self._pondered:
            self._pondering = target
            self.ponder_playouts = 0
            self.ponder_runner.start(ponder_job(self.thinker, target))

    def _stop_pondering(self) -> None:
        if self._pondering is not None:
            self._pondering = None
            self.ponder_runner.cancel()

    def _shutdown_pondering(self) -> None:
        self._stop_pondering()
        self.runner.cancel()
        self.thinker.close()        # kills the child at once: closing never waits for a search
        self.ponder_runner.shutdown(2.0)

    def _ponder_progress(self, job_id: int, progress: SearchProgress) -> None:
        state = self._pondering
        if state is None:
            return
        self.ponder_playouts = progress.playouts
        if not self.estimate_check.isChecked() or progress.best_move is None:
            return
        from .turns import position_key
        self.estimates[position_key(state)] = progress.light_win_chance
        self._update_plot()

    def _ponder_done(self, job_id: int, result) -> None:
        # the search needed no more (a solved endgame), or the child failed: either way, not again
        self._pondered, self._pondering = self._pondering, None
