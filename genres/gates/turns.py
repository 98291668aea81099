"""When the computer moves, and what the Gates panel's plot shows: Qt-free.

The game panel (panel.py) makes the widgets and runs the searches; this
module decides.  A side set to "Computer" moves by itself after a move was
made on the board (by anyone) or when a new game starts; taking a move back,
browsing or editing pauses that ("disarms") until a move is played or
"Computer move" is pressed, so undo is never answered at once by the same
move again.

Every search's estimate of Light's chance to win is kept per position, and
the game line (what the plot shows and what Forward replays) is kept while
the position stays on it; a different move played from an earlier position
starts a new line, as redo would.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from genres.core.i18n import translate

from .game import GameState, Move
from .genre import COMPUTER, GatesGame
from .mcts import search
from .players import winning_moves
from .thinker import Thinker, ThinkerUnavailable, search_in_process
from .tiles import LIGHT

log = logging.getLogger(__name__)

MOVE, ESTIMATE, HINT = "move", "estimate", "hint"     # what a search is for


@dataclass(frozen=True)
class Outcome:
    move: Move
    light_chance: float
    playouts: int


def effort_text(outcome) -> str:
    """How the move was found: the search's playouts, or none for a sure win (a winning tile on the
    spot, or an endgame the search solved exactly)."""
    if outcome.playouts == 0:
        return translate("gates", "a sure win, no playouts needed")
    return translate("gates", "{count} playouts").format(count=f"{outcome.playouts:,}")


def game_key(state: GameState) -> tuple:
    return (state.variant, state.size, state.options, state.setup, state.first)


def position_key(state: GameState) -> tuple:
    return game_key(state) + (state.moves,)


def think(state: GameState, seconds: float, thinker: Thinker | None = None):
    """The job: the computer's move and estimate for `state` (run on a worker thread); with a
    `thinker`, the search continues the tree of the game's earlier searches."""
    def run(token, report) -> Outcome:
        winners = winning_moves(state)
        if winners:   # no search needed: the mover wins on the spot
            return Outcome(winners[0], 1.0 if state.to_move == LIGHT else 0.0, 0)
        try:
            if thinker is not None:
                found = thinker.search(state, seconds, cancel=lambda: token.cancelled, progress=report)
            else:
                found = search_in_process(state, seconds, cancel=lambda: token.cancelled, progress=report)
        except ThinkerUnavailable:
            log.warning("no process for the search; searching on the worker thread", exc_info=True)
            found = search(state, seconds, cancel=lambda: token.cancelled, progress=report)
        # the playouts the move rests on: this search's and what it continued of earlier ones
        return Outcome(found.move, found.light_win_chance, max(found.playouts, found.root_visits))
    return run


class Turns:
    """Whether the computer may move by itself, the estimates and the game line."""

    def __init__(self) -> None:
        self.armed = True                  # sides set to Computer move by themselves
        self.estimates: dict[tuple, float] = {}
        self.line: GameState | None = None     # the game line the plot shows
        self._last: GameState | None = None

    def open(self, game: GatesGame | None, new_game: bool) -> None:
        """A game comes to the board.  Opening a game never plays in it: the computer
        starts by itself only in a new game; otherwise "Computer move" asks it."""
        self._last = None
        self.line = None
        self.armed = game is not None and new_game and not game.state.moves

    def observe(self, state: GameState) -> None:
        """The position on the board, after any change of the document."""
        prev, self._last = self._last, state
        if prev is not None and state is not prev:
            moved = (game_key(prev) == game_key(state) and len(state.moves) == len(prev.moves) + 1
                     and state.moves[:-1] == prev.moves)
            if moved:
                self.armed = True
            elif position_key(prev) != position_key(state):
                self.armed = False      # undo, browsing, an edit: wait to be asked
        else:
            self.armed = True if prev is not None else self.armed   # who plays changed
        line = self.line
        if not (line is not None and game_key(line) == game_key(state)
                and line.moves[:len(state.moves)] == state.moves):
            self.line = state
        if state.result is not None:
            winner = state.result.winner
            self.estimates[position_key(state)] = 0.5 if winner is None else (1.0 if winner == LIGHT else 0.0)

    def wanted_search(self, game: GatesGame | None, mode: str, estimating: bool) -> str | None:
        """The search to start now by itself (MOVE or ESTIMATE), or None."""
        if game is None or mode != "play" or game.state.is_over:
            return None
        state = game.state
        if game.player_kind(state.to_move) == COMPUTER:
            return MOVE if self.armed else None
        if estimating and position_key(state) not in self.estimates:
            return ESTIMATE
        return None

    def waits_to_be_asked(self, game: GatesGame, mode: str) -> bool:
        """An opened game (or one taken back) whose computer side plays only when asked."""
        state = game.state
        return (mode == "play" and not self.armed and not state.is_over
                and game.player_kind(state.to_move) == COMPUTER)

    def jump_target(self, state: GameState, k: int) -> GameState | None:
        """The position after the line's first `k` moves, or None where the board is already."""
        if self.line is None:
            return None
        k = max(0, min(int(k), len(self.line.moves)))
        if len(state.moves) == k and state.moves == self.line.moves[:k]:
            return None
        return self.line.initial().play_all(self.line.moves[:k])

    def plot_points(self, live: tuple[tuple, float] | None = None) -> list[tuple[int, float]]:
        """(move number, Light's chance in %) of every position of the line with an estimate;
        `live`: (position key, chance) of a search still running."""
        line = self.line
        if line is None:
            return []
        base = game_key(line)
        points = []
        for k in range(len(line.moves) + 1):
            key = base + (line.moves[:k],)
            chance = self.estimates.get(key)
            if live is not None and live[0] == key:
                chance = live[1]
            if chance is not None:
                points.append((k, 100.0 * chance))
        return points
