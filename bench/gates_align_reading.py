"""Which reading of the align option's "matching neighbour" keeps one winner per game?

shared/rules.md section 5: a tile may clash with its neighbours' corner colours only if it
also "matches" at least one neighbour.  Readings measured here, on uniformly random games
(every legal move equally likely, swap off):

  corners      the two corners shared with the neighbour already show this tile's colours
               (the reading genres/gates/position.py implements)
  kind         the neighbour's tile is of the same kind: both standard (a, b, c) or both
               turned (d, e, f), i.e. both put Light on the same class of corners
  orientation  the neighbour's tile lies in the very same orientation

A game ends with one winner, or as a draw: the board full with no winner, or the
player to move without a legal move.

    python bench/gates_align_reading.py            # Y 4: 200, Cross 3: 400, Cross 5: 30 games
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from genres.gates import GameState
from genres.gates.position import EMPTY, Position

READINGS = ("corners", "kind", "orientation")
_CORNERS = Position.matching_neighbours


def _kind(self: Position, cell: int, orientation: int) -> list[int]:
    return [nb for nb in self.board.neighbours[cell]
            if nb >= 0 and self.tiles[nb] != EMPTY and self.tiles[nb] % 2 == orientation % 2]


def _orientation(self: Position, cell: int, orientation: int) -> list[int]:
    return [nb for nb in self.board.neighbours[cell] if nb >= 0 and self.tiles[nb] == orientation]


def use_reading(reading: str) -> None:
    """Make Position.matching_neighbours (which GameState's legality asks) follow `reading`."""
    Position.matching_neighbours = {"corners": _CORNERS, "kind": _kind, "orientation": _orientation}[reading]


def random_game(variant: str, size: int, rng: random.Random) -> str:
    """Play one uniformly random align game; its ending: 'winner', 'board-full' or 'no-legal-move'."""
    state = GameState(variant, size, swap=False, align=True)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    result = state.result
    return "winner" if result.winner is not None else result.reason


def measure(reading: str, variant: str, size: int, games: int, seed: int = 1) -> Counter:
    use_reading(reading)
    try:
        rng = random.Random(seed)
        return Counter(random_game(variant, size, rng) for _ in range(games))
    finally:
        use_reading("corners")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--readings", default=",".join(READINGS))
    parser.add_argument("--boards", default="y4:200,cross3:400,cross5:30")
    args = parser.parse_args(argv)
    for board in args.boards.split(","):
        name, games = board.split(":")
        variant = name.rstrip("0123456789")
        size = int(name[len(variant):])
        for reading in args.readings.split(","):
            counts = measure(reading, variant, size, int(games))
            print(f"{name:8} {reading:12} one winner {counts['winner']:4} of {games:4};"
                  f" draws: board full {counts['board-full']}, no legal move {counts['no-legal-move']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
