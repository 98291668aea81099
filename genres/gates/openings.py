"""Opening from the book: the first tile, chosen by long searches made offline.

With swap on, the opener's first tile is worth min(p, 1 - p) to it, p being Light's chance
after the tile: the opponent swaps a strong one.  A one-second search cannot find the tile
with p nearest even -- random playouts rate every first tile of Y 7 at 0.64-0.66 for Light --
so bench/gates_openings.py rates each distinct first tile by a long search of the position
after it and writes opening_book.py; the engine opens with the tile rated nearest 0.5
(ties, within BOOK_TIE, by lot).  Boards the book lacks are searched as before.
"""
from __future__ import annotations

import random

from .game import GameState, Move
from .notation import parse_move
from .opening_book import BOOK
from .tiles import LIGHT

BOOK_TIE = 0.005      # book values this close count as equal (a long search's own noise)


def book_values(state: GameState) -> dict[Move, float] | None:
    """Light's chance after each first tile of `state`'s board, by the book; None if it lacks the board."""
    entry = BOOK.get(f"{state.variant} {state.size}")
    if entry is None:
        return None
    board = state.board
    return {parse_move(board, name): value for name, value in entry["values"].items()}


def book_opening(state: GameState, rng: random.Random) -> tuple[Move, float] | None:
    """(first tile, Light's chance after it) from the book, or None when the book has no say:
    not the first move of a game with swap on (a study, align and Hex's setups are searched)."""
    if (state.moves or not state.options.swap or state.options.align or state.is_study
            or state.first != LIGHT):
        return None
    values = book_values(state)
    if not values:
        return None
    legal = [m for m in values if state.is_legal(m)]
    if not legal:
        return None
    best = min(abs(values[m] - 0.5) for m in legal)
    near = sorted((m for m in legal if abs(values[m] - 0.5) <= best + BOOK_TIE), key=lambda m: (m.cell, m.orientation))
    move = rng.choice(near)
    return move, values[move]


def book_swap(state: GameState) -> tuple[bool, float] | None:
    """(swap?, Light's chance after the first tile) by the book when `state` may swap, else None:
    swap a first tile the book rates better than even for Light (the swapper then plays Light)."""
    if not state.can_swap or state.options.align or state.first != LIGHT:
        return None
    values = book_values(state)
    if not values or state.moves[0] not in values:
        return None
    value = values[state.moves[0]]
    return value > 0.5, value
