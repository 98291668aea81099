"""The search tree of the Gates AI: one node per searched position, statistics in numpy arrays.

A node holds the statistics of its children in flat arrays indexed
cell_index * branches + orientation_index (the swap, when allowed, is the last
index).  Each back-up touches nearly every child of every node on its path (the
AMAF statistics: every cell's final orientation counts as if played now), so a
node's update is a handful of whole-array operations rather than a Python loop
over its children -- that loop was most of the search's time.

value = the RAVE mix of a child's own win rate and its AMAF rate (the AMAF weight
beta = sqrt(K / (3 n + K)) fades as real visits accumulate), plus the UCT
exploration bonus EXPLORE * sqrt(log(visits) / (n + 1)), so every child -- the
swap included -- is tried again now and then.
"""
from __future__ import annotations

from math import log, sqrt

import numpy as np

from .game import GameState, Move

RAVE_K = 600.0        # AMAF weight half-life in visits
FIRST_PLAY = 0.55     # value of a child with no statistics at all
EXPLORE = 0.05        # UCT exploration constant (small: the AMAF rates already spread the search)
_PRIOR = 1e-9
_PRIOR_WINS = FIRST_PLAY * _PRIOR
_TABLE_SIZE = 1 << 17
_BETA = np.sqrt(RAVE_K / (3.0 * np.arange(_TABLE_SIZE) + RAVE_K))
_INV_SQRT = 1.0 / np.sqrt(np.arange(_TABLE_SIZE) + 1.0)


class Node:
    """`opening`: the first move of a game with swap on.  The opponent will swap whenever the
    first tile is better than an even game, so a tile is worth min(p, 1 - p) to its layer.
    `blocked`: children the search must never pick (align tiles that clash), or None."""

    __slots__ = ("cells", "slots", "n", "w", "an", "aw", "value", "kids", "swap_index", "visits",
                 "opening", "blocked")

    def __init__(self, cells: list[int], branches: int, with_swap: bool, opening: bool = False,
                 slots: np.ndarray | None = None):
        self.cells = cells
        tiles = len(cells) * branches
        size = tiles + (1 if with_swap else 0)
        self.swap_index = tiles if with_swap else -1
        # slots[k]: the (cell, orientation) slot of tile child k in the playouts' AMAF counts
        self.slots = slots if slots is not None else (
            np.repeat(np.asarray(cells, dtype=np.intp) * branches, branches)
            + np.tile(np.arange(branches, dtype=np.intp), len(cells)))
        self.n = np.zeros(size)
        self.w = np.zeros(size)
        self.an = np.zeros(size)
        self.aw = np.zeros(size)
        self.value = np.full(size, FIRST_PLAY)
        self.kids: list[Node | None] = [None] * size
        self.visits = 0
        self.opening = opening
        self.blocked: np.ndarray | None = None

    def back_up(self, i: int, batch: int, score: float, count: np.ndarray, light: np.ndarray,
                is_light: bool, light_total: float) -> None:
        """Add a batch of playouts through child i: `score` is this node's mover's total,
        count/light the playouts per slot and Light's score in them (see search)."""
        self.n[i] += batch
        self.w[i] += score
        self.visits += batch
        slots = self.slots
        tiles = len(slots)
        counted = count[slots]
        an, aw = self.an, self.aw
        an[:tiles] += counted
        aw[:tiles] += light[slots] if is_light else counted - light[slots]
        if self.swap_index >= 0:
            # the swap's AMAF: the swapper takes over the first tile's colour (Light), so every
            # playout through this node says how good owning Light is
            an[tiles] += batch
            aw[tiles] += light_total
        self.evaluate()

    def evaluate(self) -> None:
        # Written for few whole-array operations (each costs about a microsecond whatever the
        # size): an empty rate counts as FIRST_PLAY (the tiny _PRIOR weight), and
        # beta(0) = 1, so a child never visited is valued by its AMAF rate alone.  A visited
        # child always has AMAF counts too (its own tile ends up on the board).
        n = self.n
        q = (self.w + _PRIOR_WINS) / (n + _PRIOR)
        amaf = (self.aw + _PRIOR_WINS) / (self.an + _PRIOR)
        visits = np.minimum(n, _TABLE_SIZE - 1).astype(np.intp)
        mix = q + _BETA[visits] * (amaf - q)
        if self.opening:
            mix = np.minimum(mix, 1.0 - mix)
        if self.visits > 1:
            mix += (EXPLORE * sqrt(log(self.visits))) * _INV_SQRT[visits]
        if self.blocked is not None:
            mix[self.blocked] = -1.0
        self.value = mix

    def child(self, i: int, branches: int) -> "Node":
        """Make (and return) the node of child i: the same cells but the one its tile took."""
        if i == self.swap_index:
            kid = Node(self.cells, branches, False, slots=self.slots)
        else:
            j = i // branches
            cells = self.cells[:j] + self.cells[j + 1:]
            slots = np.concatenate((self.slots[:j * branches], self.slots[(j + 1) * branches:]))
            kid = Node(cells, branches, False, slots=slots)
        self.kids[i] = kid
        return kid


class SearchTree:
    """The tree of the last search, kept so the next search from a later position of the same game
    starts from the subtree it already grew (MctsPlayer keeps one between its moves)."""

    def __init__(self):
        self.root: Node | None = None
        self.state: GameState | None = None

    def subtree(self, state: GameState) -> Node | None:
        """The node for `state` if the tree's position leads to it, else None."""
        old, node = self.state, self.root
        if old is None or node is None or state.options != old.options or state.board is not old.board:
            return None
        if state.is_study or old.is_study or state.moves[:len(old.moves)] != old.moves:
            return None
        branches = len(state.orientations)
        for move in state.moves[len(old.moves):]:
            if move.swap:
                i = node.swap_index
            else:
                try:
                    i = node.cells.index(move.cell) * branches + state.orientations.index(move.orientation)
                except ValueError:
                    return None
            if i < 0 or node.kids[i] is None:
                return None
            node = node.kids[i]
        return node


def fresh_root(state: GameState, cells: list[int], branches: int) -> Node:
    opening = state.options.swap and not state.moves and not state.is_study
    root = Node(cells, branches, state.can_swap, opening)
    if state.options.align:
        # never search illegal clashing tiles
        blocked = [j * branches + oi for j, cell in enumerate(cells)
                   for oi, o in enumerate(state.orientations) if not state.is_legal(Move(cell, o))]
        if blocked:
            root.blocked = np.asarray(blocked, dtype=np.intp)
            root.evaluate()
    return root
