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

from math import sqrt
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
_BETA_SIZE = 1 << 16
_BETA = [sqrt(RAVE_K / (3 * n + RAVE_K)) for n in range(_BETA_SIZE)]


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
    __slots__ = ("cells", "n", "w", "an", "aw", "value", "kids", "swap_index")

    def __init__(self, cells: list[int], branches: int, with_swap: bool):
        self.cells = cells
        size = len(cells) * branches + (1 if with_swap else 0)
        self.swap_index = size - 1 if with_swap else -1
        self.n = [0] * size
        self.w = [0.0] * size
        self.an = [0] * size
        self.aw = [0.0] * size
        self.value = [FIRST_PLAY] * size
        self.kids: list[_Node | None] = [None] * size


def _refresh(node: _Node, i: int) -> None:
    n, an = node.n[i], node.an[i]
    if n == 0:
        node.value[i] = node.aw[i] / an if an else FIRST_PLAY
        return
    q = node.w[i] / n
    if an == 0:
        node.value[i] = q
        return
    beta = sqrt(RAVE_K / (3 * n + RAVE_K))
    node.value[i] = (1 - beta) * q + beta * node.aw[i] / an


def search(state: GameState, seconds: float = 1.0, *, iterations: int | None = None,
           cancel: Callable[[], bool] | None = None,
           progress: Callable[[SearchProgress], None] | None = None,
           rng: random.Random | None = None) -> SearchResult:
    """Search from `state` (which must not be over) and return the move to play."""
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
    root = _Node(root_cells, branches, state.can_swap)
    root_agent = state.player_to_move - 1          # 0 = the player who moved first
    root_swapped = state.swapped
    root_colour = state.to_move
    if state.options.align:
        # never search illegal clashing tiles: mark them as already lost
        for j, cell in enumerate(root_cells):
            for oi, o in enumerate(orientations):
                if not state.is_legal(Move(cell, o)):
                    k = j * branches + oi
                    root.n[k], root.w[k], root.value[k] = 1 << 30, -float(1 << 30), -1.0
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
                    used = {c for c, _ in tree_moves}
                    node.kids[i] = _Node([c for c in node.cells if c not in used] if i != node.swap_index
                                         else node.cells, branches, False)
                break
            node = child
        # -- playout --------------------------------------------------------------------
        if fill:
            winner, final = sim.run(dict(tree_moves), rng)
        else:
            winner, final = sim.run(tree_moves, rng)
        playouts += 1
        if winner == DRAW:
            winner_agent = -1
        else:
            first_colour = DARK if swapped else LIGHT
            winner_agent = 0 if winner == first_colour else 1
        # -- back up -----------------------------------------------------------------------
        agent = root_agent
        for node, i in path:
            reward = 0.5 if winner_agent < 0 else (1.0 if winner_agent == agent else 0.0)
            node.n[i] += 1
            node.w[i] += reward
            _refresh(node, i)
            # AMAF: every cell's final orientation counts as if played now (inlined _refresh)
            an, aw, n, w, value = node.an, node.aw, node.n, node.w, node.value
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
                    beta = _BETA[visits] if visits < _BETA_SIZE else sqrt(RAVE_K / (3 * visits + RAVE_K))
                    value[ki] = (1 - beta) * w[ki] / visits + beta * s / a
                else:
                    value[ki] = s / a
            agent ^= 1
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


def _move_of(node: _Node, i: int, state: GameState) -> Move:
    if i == node.swap_index:
        return SWAP
    branches = len(state.orientations)
    return Move(node.cells[i // branches], state.orientations[i % branches])


def _ranked(root: _Node, state: GameState) -> list[tuple[Move, int, float]]:
    limit = 1 << 30
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

    def choose(self, state: GameState, *, cancel: Callable[[], bool] | None = None,
               progress: Callable[[SearchProgress], None] | None = None) -> Move:
        # a move that wins on the spot needs no search
        winners = winning_moves(state)
        if winners:
            return self.rng.choice(winners)
        self.last = search(state, self.seconds, iterations=self.iterations, cancel=cancel,
                           progress=progress, rng=self.rng)
        self.playouts += self.last.playouts
        self.think_seconds += self.last.seconds
        return self.last.move


__all__ = ["MctsPlayer", "RandomPlayer", "GreedyPlayer", "SearchProgress", "SearchResult", "search"]
