"""Monte Carlo tree search for Gates.

Tree policy: UCT-RAVE.  A child's value mixes its own win rate with its
all-moves-as-first (AMAF) rate: how often the side to move won the playouts in
which that cell ended up holding that orientation.  Tiles belong to nobody, so
in Gates a tile's effect on the final board does not depend on who laid it,
which makes AMAF statistics unusually good here.  The weight of the AMAF rate
fades as real visits accumulate (beta = sqrt(K / (3 n + K))).

Playouts: see playouts.py (random fill for Y/Hex, tile by tile for Cross/align).

Search runs until its time budget is spent, an iteration budget is reached, or
the cancel hook returns True; it then returns the most visited move.  A
progress callback receives SearchProgress about every 0.1 s, with the current
estimate of Light's chance to win.
"""
from __future__ import annotations

from math import log, sqrt
import random
import time
from dataclasses import dataclass
from typing import Callable

from .board import CROSS_GATES
from .game import SWAP, GameState, Move
from .playouts import DRAW, FillPlayouts, SequentialPlayouts
from .players import GreedyPlayer, RandomPlayer, winning_moves
from .tiles import DARK, LIGHT

RAVE_K = 600.0        # AMAF weight half-life in visits
EXPAND_AFTER = 2      # visits a child needs before it gets its own node
FIRST_PLAY = 0.55     # value of a child with no statistics at all
EXPLORE = 0.2         # UCT exploration constant: every child, the swap included, is tried again
REFRESH_GROWTH = 1.15  # a node re-scores all its children when its visits grew by this factor
_TABLE_SIZE = 1 << 16
_BETA = [sqrt(RAVE_K / (3 * n + RAVE_K)) for n in range(_TABLE_SIZE)]
_INV_SQRT = [1.0 / sqrt(n + 1) for n in range(_TABLE_SIZE)]
_ILLEGAL = 1 << 30    # visit count that marks a clashing (align) tile the search must never pick


@dataclass(frozen=True)
class SearchProgress:
    playouts: int
    seconds: float
    light_win_chance: float     # 0..1, from the most visited move's win rate
    best_move: Move | None


@dataclass(frozen=True)
class SearchResult:
    move: Move
    playouts: int
    seconds: float
    light_win_chance: float
    cancelled: bool
    candidates: tuple[tuple[Move, int, float], ...]   # (move, visits, win rate for the mover), best first


class _Node:
    """Statistics of one position's children, in flat lists indexed cell_index * branches + orientation
    (the swap, when allowed, is the last index).

    value[i] = the RAVE mix of the child's win rate and AMAF rate, plus the exploration bonus
    explore * sqrt(log(visits) / (n[i] + 1)).  The bonus of children that were not visited grows
    only when the node re-scores them all (every REFRESH_GROWTH-fold growth of its visits), which
    keeps the choice a single max() over a list.

    `opening`: the node is the first move of a game with swap on; the opponent will swap whatever is
    better for the first player than an even game, so a tile is worth min(p, 1 - p) to its layer.
    """
    __slots__ = ("cells", "n", "w", "an", "aw", "value", "kids", "swap_index", "visits", "explore",
                 "refresh_at", "opening")

    def __init__(self, cells: list[int], branches: int, with_swap: bool, opening: bool = False):
        self.cells = cells
        size = len(cells) * branches + (1 if with_swap else 0)
        self.swap_index = size - 1 if with_swap else -1
        self.n = [0] * size
        self.w = [0.0] * size
        self.an = [0] * size
        self.aw = [0.0] * size
        self.value = [FIRST_PLAY] * size
        self.kids: list[_Node | None] = [None] * size
        self.visits = 0
        self.explore = 0.0          # EXPLORE * sqrt(log(visits)) as of the last re-scoring
        self.refresh_at = 2
        self.opening = opening


def _score(node: _Node, i: int) -> float:
    n, an = node.n[i], node.an[i]
    if n >= _ILLEGAL:
        return -1.0
    if n == 0:
        mix = node.aw[i] / an if an else FIRST_PLAY
    elif an == 0:
        mix = node.w[i] / n
    else:
        beta = _BETA[n] if n < _TABLE_SIZE else sqrt(RAVE_K / (3 * n + RAVE_K))
        mix = (1 - beta) * node.w[i] / n + beta * node.aw[i] / an
    if node.opening:
        mix = min(mix, 1.0 - mix)
    return mix + node.explore * (_INV_SQRT[n] if n < _TABLE_SIZE else 1.0 / sqrt(n + 1))


def _rescore(node: _Node) -> None:
    node.explore = EXPLORE * sqrt(log(node.visits))
    node.refresh_at = int(node.visits * REFRESH_GROWTH) + 1
    node.value = [_score(node, i) for i in range(len(node.n))]


class SearchTree:
    """The tree of the last search, kept so the next search from a later position of the same game
    starts from the subtree it already grew (MctsPlayer keeps one between its moves)."""

    def __init__(self):
        self.root: _Node | None = None
        self.state: GameState | None = None

    def subtree(self, state: GameState) -> _Node | None:
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


def _fresh_root(state: GameState, cells: list[int], branches: int) -> _Node:
    opening = (state.options.swap and not state.moves and not state.is_study)
    root = _Node(cells, branches, state.can_swap, opening)
    if state.options.align:
        # never search illegal clashing tiles: mark them as already lost
        for j, cell in enumerate(cells):
            for oi, o in enumerate(state.orientations):
                if not state.is_legal(Move(cell, o)):
                    k = j * branches + oi
                    root.n[k], root.w[k], root.value[k] = _ILLEGAL, -float(_ILLEGAL), -1.0
    return root


def search(state: GameState, seconds: float = 1.0, *, iterations: int | None = None,
           cancel: Callable[[], bool] | None = None,
           progress: Callable[[SearchProgress], None] | None = None,
           rng: random.Random | None = None, tree: SearchTree | None = None) -> SearchResult:
    """Search from `state` (which must not be over) and return the move to play.

    With `tree`, the search continues the subtree that an earlier search of the same game grew
    for this position (when there is one) and leaves its own tree there for the next move."""
    if state.is_over:
        raise ValueError("the game is over; there is nothing to search")
    rng = rng or random.Random()
    started = time.perf_counter()
    orientations = state.orientations
    branches = len(orientations)
    fill = state.variant != CROSS_GATES and not state.options.align
    pos = state.position()
    sim = (FillPlayouts(pos) if fill
           else SequentialPlayouts(pos, state.to_move, orientations, state.options.align))
    root_cells = list(sim.empties)
    # (with align only a fresh root knows which tiles clash)
    root = tree.subtree(state) if tree is not None and not state.options.align else None
    if root is None or root.cells != root_cells or (root.swap_index >= 0) != state.can_swap:
        root = _fresh_root(state, root_cells, branches)
    if tree is not None:
        tree.root, tree.state = root, state
    root_agent = state.player_to_move - 1          # 0 = the player who moved first
    root_swapped = state.swapped
    root_colour = state.to_move
    run = sim.run
    playouts = 0
    cancelled = False
    next_report = started + 0.1
    deadline = started + seconds
    while True:
        if iterations is not None and playouts >= iterations:
            break
        if playouts % 32 == 0:
            now = time.perf_counter()
            if cancel is not None and cancel():
                cancelled = True
                break
            if iterations is None and now >= deadline and playouts > 0:
                break
            if progress is not None and now >= next_report:
                next_report = now + 0.1
                progress(_progress(root, state, root_colour, playouts, now - started))
        # -- descend ------------------------------------------------------------------
        node = root
        path: list[tuple[_Node, int]] = []
        tree_moves: list[tuple[int, int]] = []
        swapped = root_swapped
        while True:
            values = node.value
            if not values:
                break
            i = values.index(max(values))
            path.append((node, i))
            if i == node.swap_index:
                swapped = not swapped
            else:
                tree_moves.append((node.cells[i // branches], i % branches))
            child = node.kids[i]
            if child is None:
                if node.n[i] + 1 >= EXPAND_AFTER:
                    if i == node.swap_index:
                        node.kids[i] = _Node(node.cells, branches, False)
                    else:
                        taken = tree_moves[-1][0]
                        node.kids[i] = _Node([c for c in node.cells if c != taken], branches, False)
                break
            node = child
        # -- playout --------------------------------------------------------------------
        winner, final = run(dict(tree_moves) if fill else tree_moves, rng)
        playouts += 1
        if winner == DRAW:
            winner_agent = -1
            light_reward = 0.5
        else:
            first_colour = DARK if swapped else LIGHT
            winner_agent = 0 if winner == first_colour else 1
            light_reward = 1.0 if winner == LIGHT else 0.0
        # -- back up -----------------------------------------------------------------------
        agent = root_agent
        for node, i in path:
            reward = 0.5 if winner_agent < 0 else (1.0 if winner_agent == agent else 0.0)
            agent ^= 1
            n, w, an, aw, value = node.n, node.w, node.an, node.aw, node.value
            n[i] += 1
            w[i] += reward
            visits = node.visits = node.visits + 1
            swap = node.swap_index
            if swap >= 0:
                # the swap's AMAF: the swapper takes over the first tile's colour (Light), so every
                # playout through this node says how good owning Light is
                an[swap] += 1
                aw[swap] += light_reward
            if visits >= node.refresh_at:
                _apply_amaf(node, final, reward, branches)
                _rescore(node)
                continue
            _apply_amaf(node, final, reward, branches)
            value[i] = _score(node, i)
            if swap >= 0:
                value[swap] = _score(node, swap)
    elapsed = time.perf_counter() - started
    candidates = _ranked(root, state)
    if not candidates:
        move = rng.choice(state.legal_moves())
        return SearchResult(move, playouts, elapsed, 0.5, cancelled, ())
    report = _progress(root, state, root_colour, playouts, elapsed)
    if progress is not None:
        progress(report)
    return SearchResult(candidates[0][0], playouts, elapsed, report.light_win_chance, cancelled,
                        tuple(candidates[:10]))


def _apply_amaf(node: _Node, final: list[int], reward: float, branches: int) -> None:
    """AMAF: every cell's final orientation counts as if this node's mover had laid it now
    (the value update is _score inlined: this loop is the search's hot path)."""
    an, aw, n, w, value = node.an, node.aw, node.n, node.w, node.value
    explore = node.explore
    opening = node.opening
    k = -branches
    for cell in node.cells:
        k += branches
        oi = final[cell]
        if oi < 0:
            continue
        ki = k + oi
        a = an[ki] + 1
        an[ki] = a
        s = aw[ki] + reward
        aw[ki] = s
        visits = n[ki]
        if visits:
            if visits >= _TABLE_SIZE:
                continue        # so many real visits that the AMAF share is nil (or an illegal tile)
            beta = _BETA[visits]
            mix = (1 - beta) * w[ki] / visits + beta * s / a
        else:
            mix = s / a
        if opening and mix > 0.5:
            mix = 1.0 - mix
        value[ki] = mix + explore * _INV_SQRT[visits]


def _move_of(node: _Node, i: int, state: GameState) -> Move:
    if i == node.swap_index:
        return SWAP
    branches = len(state.orientations)
    return Move(node.cells[i // branches], state.orientations[i % branches])


def _ranked(root: _Node, state: GameState) -> list[tuple[Move, int, float]]:
    limit = _ILLEGAL
    order = sorted((i for i in range(len(root.n)) if 0 < root.n[i] < limit), key=lambda i: -root.n[i])
    return [(_move_of(root, i, state), root.n[i], root.w[i] / root.n[i]) for i in order]


def _progress(root: _Node, state: GameState, root_colour: int, playouts: int, elapsed: float) -> SearchProgress:
    ranked = _ranked(root, state)
    if not ranked:
        return SearchProgress(playouts, elapsed, 0.5, None)
    move, _, rate = ranked[0]
    # the mover keeps its colour after a tile; after a swap it plays Light
    mover_colour = LIGHT if move.swap else root_colour
    chance = rate if mover_colour == LIGHT else 1.0 - rate
    return SearchProgress(playouts, elapsed, chance, move)


class MctsPlayer:
    """An AI player: choose(state) searches for `seconds` and returns a Move.

    Set .cancel / .progress (or pass them to choose) for a UI.  After each move
    .last holds the SearchResult; .playouts and .think_seconds add up over a game.
    """

    def __init__(self, seconds: float = 1.0, *, iterations: int | None = None, seed: int | None = None,
                 name: str = "MCTS"):
        self.seconds = seconds
        self.iterations = iterations
        self.rng = random.Random(seed)
        self.name = name
        self.last: SearchResult | None = None
        self.playouts = 0
        self.think_seconds = 0.0
        self.tree = SearchTree()

    def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None,
               progress: Callable[[SearchProgress], None] | None = None) -> Move:
        # a move that wins on the spot needs no search
        winners = winning_moves(state)
        if winners:
            return self.rng.choice(winners)
        self.last = search(state, self.seconds, iterations=self.iterations, cancel=cancel,
                           progress=progress, rng=self.rng, tree=self.tree)
        self.playouts += self.last.playouts
        self.think_seconds += self.last.seconds
        return self.last.move


__all__ = ["MctsPlayer", "SearchTree", "RandomPlayer", "GreedyPlayer", "SearchProgress", "SearchResult", "search"]
