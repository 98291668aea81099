"""Random playouts for the Gates AI, on flat int arrays.

FillPlayouts: Y and Hex Gates without align.  Every full board has exactly one
winner and a path, once made, never breaks, so the game's result is the result
of the full board however the remaining tiles are ordered and whoever lays them.
A playout therefore lays a random orientation on every empty cell and runs
one union-find over Light's corners only: Light wins iff some Light group
reaches Light's goal, otherwise Dark wins.

SequentialPlayouts: Cross Gates and the align option, where the order matters
(first path decides; colours can change).  Tiles are laid one at a time on a
Position and judged after each, as in a real game.
"""
from __future__ import annotations

import random

from .board import HEX_GATES, HEX_GOALS
from .position import EMPTY, Position
from .tiles import DARK, LIGHT, STANDARD_ORIENTATIONS, light_stripe, other

DRAW = -1
_TABLE_SIZE = 1 << 18
_RANDOM_ORIENTATIONS = random.Random(20080501).choices((0, 1, 2), k=_TABLE_SIZE)


class FillPlayouts:
    """Random-fill playouts from one root Position (Y/Hex Gates, standard tiles only)."""

    def __init__(self, position: Position):
        board = position.board
        light = [v for v in range(board.corner_count) if board.corner_class[v] == LIGHT]
        compact = {v: i for i, v in enumerate(light)}
        goal = HEX_GOALS[LIGHT] if board.variant == HEX_GATES else (1 << board.side_count) - 1
        self.goal = goal
        # pairs[cell][oi]: the two Light corners the Light stripe of orientation STANDARD_ORIENTATIONS[oi] joins
        self.pairs = tuple(tuple((compact[corners[light_stripe(o)[0]]], compact[corners[light_stripe(o)[1]]])
                                 for o in STANDARD_ORIENTATIONS)
                           for corners in board.cell_corners)
        parent = [0] * len(light)
        mask = [0] * len(light)
        for i, v in enumerate(light):
            root = compact[position.find(v)] if position.colour[v] == LIGHT else i
            parent[i] = root
            mask[root] |= board.corner_sides[v] & goal
        self.root_parent = parent
        self.root_mask = mask
        self.root_light_won = any(m == goal for m in mask)
        self.empties = [c for c, o in enumerate(position.tiles) if o == EMPTY]
        self.cell_count = board.cell_count

    def run(self, fixed: dict[int, int], rng: random.Random) -> tuple[int, list[int]]:
        """Fill the board: cells in `fixed` get that orientation index (0..2), the rest random.

        Returns (winner colour, orientation index per cell, -1 where occupied at the root).
        """
        empties = self.empties
        final = [-1] * self.cell_count
        # a random stretch of a long table of random orientations: one call to the RNG per playout
        start = rng.randrange(_TABLE_SIZE - len(empties))
        for cell, oi in zip(empties, _RANDOM_ORIENTATIONS[start:start + len(empties)]):
            final[cell] = oi
        for cell, oi in fixed.items():
            final[cell] = oi
        if self.root_light_won:
            return LIGHT, final
        parent = self.root_parent[:]
        mask = self.root_mask[:]
        goal = self.goal
        pairs = self.pairs
        for cell in empties:
            a, b = pairs[cell][final[cell]]
            while parent[a] != a:
                parent[a] = a = parent[parent[a]]
            while parent[b] != b:
                parent[b] = b = parent[parent[b]]
            if a != b:
                parent[a] = b
                m = mask[a] | mask[b]
                mask[b] = m
                if m == goal:
                    return LIGHT, final
        return DARK, final


class SequentialPlayouts:
    """Playouts tile by tile with a full judgement after each (Cross Gates, align)."""

    def __init__(self, position: Position, to_move: int, orientations: tuple[int, ...], align: bool):
        self.position = position
        self.to_move = to_move
        self.orientations = orientations
        self.align = align
        self.empties = [c for c, o in enumerate(position.tiles) if o == EMPTY]
        self.cell_count = position.board.cell_count

    def _legal(self, pos: Position, cell: int, o: int) -> bool:
        return not self.align or not pos.clashing_corners(cell, o) or bool(pos.matching_neighbours(cell, o))

    def run(self, moves: list[tuple[int, int]], rng: random.Random) -> tuple[int, list[int]]:
        """Lay the tree's moves (cell, orientation index) in order, then random legal tiles.

        Returns (winner colour or DRAW, orientation index per cell, -1 where untouched).
        """
        pos = self.position.copy()
        mover = self.to_move
        final = [-1] * self.cell_count
        orientations = self.orientations
        for cell, oi in moves:
            final[cell] = oi
            if not self._legal(pos, cell, orientations[oi]):
                return other(mover), final      # the tree tried a clashing tile: count it as lost
            pos.place(cell, orientations[oi])
            verdict = pos.outcome_after(cell, mover)
            if verdict is not None:
                return verdict[0], final
            mover = other(mover)
        placed = {cell for cell, _ in moves}
        rest = [c for c in self.empties if c not in placed]
        rng.shuffle(rest)
        align, branches, random_number = self.align, len(orientations), rng.random
        stuck = 0
        while rest:
            cell = rest.pop()
            if align:
                choices = list(range(branches))
                rng.shuffle(choices)
                oi = next((i for i in choices if self._legal(pos, cell, orientations[i])), None)
            else:   # every orientation is legal: one draw, no shuffle
                oi = int(random_number() * branches)
            if oi is None:               # no orientation fits here now; try the cell later
                rest.insert(0, cell)
                stuck += 1
                if stuck > len(rest):
                    return DRAW, final
                continue
            stuck = 0
            final[cell] = oi
            pos.place(cell, orientations[oi])
            verdict = pos.outcome_after(cell, mover)
            if verdict is not None:
                return verdict[0], final
            mover = other(mover)
        return DRAW, final
