"""Exact one-move tactics for the root of the Gates search.

A tile completes paths for whichever colour they belong to, so the side to move
can lose on its own move, and a cell where some tile would complete the
opponent's goal is a threat the opponent will use on their turn.  Without the
align option paths never break, so a threat stays a threat until its cell is
filled: with exactly one threatened cell, the only moves that do not lose at
once are the tiles on that cell that complete nothing for the opponent.  The
playouts find this too, but slowly and not always in a short search; the root
simply never considers the other moves.  (With align tiles can cut paths, and
the search is left to itself.)
"""
from __future__ import annotations

import random

from .game import GameState


def losing_children(state: GameState, cells: list[int], branches: int) -> list[int]:
    """Root child indices (cell_index * branches + orientation_index) the search should never play
    because they lose at once; [] when nothing can be excluded safely."""
    if state.options.align or state.is_over:
        return []
    me = state.to_move
    pos = state.position()
    orientations = state.orientations
    gives_away: dict[int, list[int]] = {}       # cell index -> orientation indices that hand the opponent the game
    for j, cell in enumerate(cells):
        for oi, o in enumerate(orientations):
            trial = pos.copy()
            trial.place(cell, o)
            verdict = trial.outcome_after(cell, me)
            if verdict is None:
                continue
            if verdict[0] == me:
                return []                        # a winning move: the search will find it; exclude nothing
            gives_away.setdefault(j, []).append(oi)
    if len(gives_away) != 1:
        # no threat: nothing to exclude; two or more threatened cells: every move loses anyway
        return []
    (j, bad), = gives_away.items()
    if len(bad) == branches:
        return []                                # every tile on the threatened cell loses too
    keep = {j * branches + oi for oi in range(branches) if oi not in bad}
    return [k for k in range(len(cells) * branches) if k not in keep]


ENDGAME_CELLS = 6      # empty cells at or below which Y and Hex Gates (no align) are solved exactly


def solve_fill_endgame(state: GameState) -> tuple[bool, list[tuple[int, int]]]:
    """Exact endgame of Y or Hex Gates without align: (the mover wins, its winning tiles).

    Paths never break there and a full board has exactly one winner, so the game's winner is the
    full board's winner whatever the order the tiles were laid in: a position is known by which
    orientation each empty cell got (4^cells of them), and a full board is judged by one
    random-fill 'playout' with every cell fixed.  Winning tiles are (cell, orientation index).
    """
    from .playouts import FillPlayouts
    from .tiles import LIGHT

    sim = FillPlayouts(state.position())
    cells = sim.empties
    count = len(cells)
    branches = len(state.orientations)
    mover_is_light = state.to_move == LIGHT
    memo: dict[tuple[int, ...], bool] = {}
    rng = random.Random(0)        # unused: every cell is fixed

    def light_wins(assigned: tuple[int, ...], filled: int) -> bool:
        known = memo.get(assigned)
        if known is not None:
            return known
        if filled == count:
            result = sim.run(dict(zip(cells, assigned)), rng)[0] == LIGHT
        else:
            light_to_move = mover_is_light == (filled % 2 == 0)
            result = not light_to_move
            for j in range(count):
                if assigned[j] >= 0:
                    continue
                for oi in range(branches):
                    if light_wins(assigned[:j] + (oi,) + assigned[j + 1:], filled + 1) == light_to_move:
                        result = light_to_move
                        break
                if result == light_to_move:
                    break
        memo[assigned] = result
        return result

    empty = (-1,) * count
    winners = [(cells[j], oi) for j in range(count) for oi in range(branches)
               if light_wins(empty[:j] + (oi,) + empty[j + 1:], 1) == mover_is_light]
    return bool(winners), winners
