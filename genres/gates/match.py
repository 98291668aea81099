"""Headless matches between Gates players, with scores and AI speed."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .game import GameState


@dataclass
class MatchReport:
    names: tuple[str, str]
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    games: int = 0
    playouts: list[int] = field(default_factory=lambda: [0, 0])
    think_seconds: list[float] = field(default_factory=lambda: [0.0, 0.0])
    moves: int = 0
    # per game: who won it, 0 (player_a) or 1 (player_b); None for a draw
    winners: list[int | None] = field(default_factory=list)

    def playouts_per_second(self, player: int) -> float:
        seconds = self.think_seconds[player]
        return self.playouts[player] / seconds if seconds > 0 else 0.0

    def summary(self) -> str:
        a, b = self.names
        lines = [f"{a} {self.wins[0]} - {self.wins[1]} {b}" + (f"  ({self.draws} drawn)" if self.draws else "")
                 + f" in {self.games} games, {self.moves / max(self.games, 1):.1f} moves a game"]
        for p in (0, 1):
            if self.playouts[p]:
                lines.append(f"  {self.names[p]}: {self.playouts[p]} playouts in {self.think_seconds[p]:.1f} s "
                             f"= {self.playouts_per_second(p):.0f} playouts/s")
        return "\n".join(lines)


def play_game(first, second, variant: str = "y", size: int | None = None, *, swap: bool = True,
              align: bool = False, on_move: Callable[[GameState], None] | None = None) -> GameState:
    """Play one game to its end; `first` lays the first tile.  Returns the final state.

    A player may think while the other one does (pondering_player.py: its `choose` returns and it
    goes on thinking); a player's optional `game_over(state)` is called when the game ends."""
    state = GameState(variant, size, swap=swap, align=align)
    players = (first, second)
    try:
        while not state.is_over:
            if not state.legal_moves():          # possible only with align: nobody can move
                break
            player = players[state.player_to_move - 1]
            state = state.play(player.choose(state))
            if on_move is not None:
                on_move(state)
    finally:
        for player in players:
            ended = getattr(player, "game_over", None)
            if ended is not None:
                ended(state)
    return state


def play_match(player_a, player_b, games: int, variant: str = "y", size: int | None = None, *,
               swap: bool = True, align: bool = False,
               on_game: Callable[[int, GameState, MatchReport], None] | None = None) -> MatchReport:
    """Play `games` games, player_a moving first in the even-numbered ones (0, 2, ...)."""
    report = MatchReport((player_a.name, player_b.name))
    for game in range(games):
        a_first = game % 2 == 0
        first, second = (player_a, player_b) if a_first else (player_b, player_a)
        before = [getattr(p, "playouts", 0) for p in (player_a, player_b)]
        seconds_before = [getattr(p, "think_seconds", 0.0) for p in (player_a, player_b)]
        final = play_game(first, second, variant, size, swap=swap, align=align)
        report.games += 1
        report.moves += len(final.moves)
        for p, player in enumerate((player_a, player_b)):
            report.playouts[p] += getattr(player, "playouts", 0) - before[p]
            report.think_seconds[p] += getattr(player, "think_seconds", 0.0) - seconds_before[p]
        result = final.result
        if result is None or result.winner is None:
            report.draws += 1
            report.winners.append(None)
        else:
            winner_player = final.player_of(result.winner)      # 1 = whoever moved first
            a_won = (winner_player == 1) == a_first
            report.wins[0 if a_won else 1] += 1
            report.winners.append(0 if a_won else 1)
        if on_game is not None:
            on_game(game, final, report)
    return report
