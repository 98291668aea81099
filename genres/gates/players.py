"""Baseline Gates players: uniformly random, and one-ply greedy.

A player is any object with a `name` and `choose(state) -> Move`.
"""
from __future__ import annotations

import random

from .board import CROSS_GATES, HEX_GATES, HEX_GOALS
from .game import GameState, Move
from .position import Position
from .tiles import LIGHT

_EVEN_SIDES, _ODD_SIDES = 0b010101, 0b101010


def winning_moves(state: GameState) -> list[Move]:
    """Tile moves that end the game at once in the mover's favour."""
    if state.is_over:
        return []
    me = state.to_move
    pos = state.position()
    found = []
    for move in state.legal_moves():
        if move.swap:
            continue
        trial = pos.copy()
        trial.place(move.cell, move.orientation)
        verdict = trial.outcome_after(move.cell, me)
        if verdict is not None and verdict[0] == me:
            found.append(move)
    return found


def _progress(variant: str, colour: int, mask: int) -> int:
    """How many of its goal sides a group of `colour` touching sides `mask` has reached."""
    if variant == HEX_GATES:
        return bin(mask & HEX_GOALS[colour]).count("1")
    if variant == CROSS_GATES:
        return max(bin(mask & _EVEN_SIDES).count("1"), bin(mask & _ODD_SIDES).count("1"))
    return bin(mask).count("1")


def best_path(pos: Position, colour: int) -> tuple[int, int]:
    """(goal sides reached, corners) of the colour's best side-touching group; (0, 0) if none."""
    sizes: dict[int, int] = {}
    for v, c in enumerate(pos.colour):
        if c == colour:
            root = pos.find(v)
            sizes[root] = sizes.get(root, 0) + 1
    best = (0, 0)
    variant = pos.board.variant
    for root, size in sizes.items():
        reached = _progress(variant, colour, pos.mask[root])
        if reached and (reached, size) > best:
            best = (reached, size)
    return best


class RandomPlayer:
    """Picks uniformly among the legal moves (the swap included when allowed)."""

    def __init__(self, seed: int | None = None, name: str = "random"):
        self.rng = random.Random(seed)
        self.name = name

    def choose(self, state: GameState) -> Move:
        return self.rng.choice(state.legal_moves())


class GreedyPlayer:
    """One ply of look-ahead: win at once if it can, never lose at once if it can
    help it, otherwise pick the move that most extends its own longest
    side-touching path -- the group of its colour reaching the most goal sides,
    then the largest such group.  Ties are broken at random."""

    def __init__(self, seed: int | None = None, name: str = "greedy"):
        self.rng = random.Random(seed)
        self.name = name

    def choose(self, state: GameState) -> Move:
        me = state.to_move
        pos = state.position()
        best_score = None
        best_moves: list[Move] = []
        for move in state.legal_moves():
            if move.swap:
                # after swapping, this player owns Light's tile and plays Light
                score = (1, best_path(pos, LIGHT))
            else:
                trial = pos.copy()
                trial.place(move.cell, move.orientation)
                verdict = trial.outcome_after(move.cell, me)
                if verdict is None:
                    score = (1, best_path(trial, me))
                else:
                    score = (2 if verdict[0] == me else 0, (0, 0))
            if best_score is None or score > best_score:
                best_score, best_moves = score, [move]
            elif score == best_score:
                best_moves.append(move)
        return self.rng.choice(best_moves)


__all__ = ["RandomPlayer", "GreedyPlayer", "winning_moves", "best_path"]
