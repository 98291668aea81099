"""Monte Carlo tree search for Gates.

Tree policy: UCT-RAVE.  A child's value mixes its own win rate with its
all-moves-as-first (AMAF) rate: how often the side to move won the playouts in
which that cell ended up holding that orientation.  Tiles belong to nobody, so
in Gates a tile's effect on the final board does not depend on who laid it,
which makes AMAF statistics unusually good here.  The weight of the AMAF rate
fades as real visits accumulate (beta = sqrt(K / (3 n + K))).

Playouts: see playouts.py (random fill for Y/Hex, tile by tile for Cross/align).
Each descent of the tree runs a small batch of playouts from its leaf.  The tree
and its statistics: tree.py, whose descents() runs the descents a chunk at a time
-- compiled, a chunk never returns to Python -- while _loop below looks at the
clock, the budget, the cancel hook and the progress callback between chunks.
Exact knowledge (tactics.py): at the root, the only reply to a one-move threat,
and in Y/Hex Gates a solved endgame when few cells are left.  With swap on, the swap is explored like any move (it gets AMAF-
like statistics: how often Light wins) and the first tile is valued at
min(p, 1 - p), since the opponent swaps a strong one -- except on Hex Gates,
where the search never swaps (SWAPS: measured, the swapper loses there).

Opening book (openings.py): with swap on, Y 7's first tile -- and the swap of a first tile --
come from long searches made offline, since a short one cannot tell the first tiles apart.
Root parallelism (parallel.py): with workers=2 a forked helper searches the same root and the
roots' statistics are summed before the move is chosen (MctsPlayer and the window's thinker use
the second core where there is one; search() itself defaults to one worker).

Search runs until its time budget is spent, an iteration budget is reached, or
the cancel hook returns True; it then returns the most visited move.  A
progress callback receives SearchProgress about every 0.1 s, with the current
estimate of Light's chance to win.
"""
from __future__ import annotations

import gc
import os
import random
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .board import CROSS_GATES, HEX_GATES, Y_GATES
from .game import SWAP, GameState, Move
from .openings import book_opening, book_swap
from .parallel import Helpers, default_workers
from .playouts import FillPlayouts, SequentialPlayouts, TurnPlayouts
from .players import GreedyPlayer, RandomPlayer, winning_moves
from .tiles import LIGHT
from .tactics import ENDGAME_CELLS, losing_children, solve_fill_endgame
from .tree import Node, SearchTree, descents, fresh_root, rehome

FILL_BATCH = 8        # playouts per descent, random-fill playouts (Y, Hex)
SEQUENTIAL_BATCH = 4  # playouts per descent, tile-by-tile playouts (Cross, align)
POOL_LIMIT = 2_000_000  # child statistics a tree may hold (about 80 MB; tree.Pool reserves room for them)
# Does the second player ever swap?  (SWAPS: per variant; a variant not named searches the swap.)
# Hex Gates: random playouts rate most first tiles of Hex a little better for Light (0.51-0.56),
# yet Dark wins most games between careful players (swap off, Hex 7: Light won 9 of 30 between
# two copies of bench/gates_baseline.py), and an engine swapping by its playouts lost 35-5 on
# Hex 7 and 29-11 on Hex 9 to one that never swaps (bench/gates_hex_swap.py, 40 games each).
# Y Gates: the swap is searched.  Random playouts rate the empty Y 7 board 0.69 for Light and
# every first tile 0.64-0.66, so the search swaps every opening, although the swap hands the
# opponent (now Dark) the next move.  Never swapping was measured against bench/gates_baseline.py
# (bench/gates_tune.py --swap, gates_baseline.py --engine-swap; games the baseline opened): at
# 0.25 s a move it won 29 of 40 where swapping won 64 of 120, but at 1 s, the app's default, it
# won 15 of 30 where swapping won 74 of 100 -- so Y keeps the searched swap.
SWAPS = {HEX_GATES: False, Y_GATES: True}


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
    # playouts behind the root's statistics: this search's and those of earlier searches of a kept tree
    root_visits: int = 0


def search(state: GameState, seconds: float = 1.0, *, iterations: int | None = None,
           cancel: Callable[[], bool] | None = None,
           progress: Callable[[SearchProgress], None] | None = None,
           rng: random.Random | None = None, tree: SearchTree | None = None,
           may_swap: bool | None = None, book: bool = True, workers: int = 1) -> SearchResult:
    """Search from `state` (which must not be over) and return the move to play.

    `may_swap`: may the search swap where the rules allow it (None: SWAPS, the measured rule)?
    `book`: open from the opening book (openings.py) where it has the board, without searching.
    `workers`: processes searching the root (parallel.py; more than one only where os.fork exists).

    With `tree`, the search continues the subtree that an earlier search of the same game grew
    for this position (when there is one) and leaves its own tree there for the next move."""
    if state.is_over:
        raise ValueError("the game is over; there is nothing to search")
    rng = rng or random.Random()
    started = time.perf_counter()
    opening = _from_book(state, rng, may_swap) if book else None
    if opening is not None:
        move, chance = opening
        report = SearchProgress(0, time.perf_counter() - started, chance, move)
        if progress is not None:
            progress(report)
        return SearchResult(move, 0, report.seconds, chance, False, ((move, 0, chance),))
    orientations = state.orientations
    branches = len(orientations)
    fill = state.variant != CROSS_GATES and not state.options.align
    pos = state.position()
    sim = (FillPlayouts(pos) if fill
           else SequentialPlayouts(pos, state.to_move, orientations, True) if state.options.align
           else TurnPlayouts(pos, state.to_move))
    root_cells = list(sim.empties)
    if fill and not state.can_swap and len(root_cells) <= ENDGAME_CELLS:
        won, tiles = solve_fill_endgame(state)
        if won:
            # solved: a tile that wins against every defence, no playouts needed
            moves = [Move(cell, orientations[oi]) for cell, oi in tiles]
            at_once = [m for m in moves if state.play(m).is_over]     # end a won game soonest
            move = rng.choice(at_once or moves)
            chance = 1.0 if state.to_move == LIGHT else 0.0
            report = SearchProgress(0, time.perf_counter() - started, chance, move)
            if progress is not None:
                progress(report)
            return SearchResult(move, 0, report.seconds, chance, False, ((move, 0, 1.0),))
    # (with align only a fresh root knows which tiles clash)
    root = tree.subtree(state) if tree is not None and not state.options.align else None
    if root is None or root.cells != root_cells or (root.swap_index >= 0) != state.can_swap:
        root = fresh_root(state, root_cells, branches)
    else:
        rehome(root)            # keep the subtree, drop the rest of the old tree
    losing = losing_children(state, root_cells, branches)
    no_swap = state.can_swap and not swap_searched(state, may_swap)
    if no_swap:
        losing = list(losing) + [root.swap_index]
    if losing:
        blocked = np.asarray(losing, dtype=np.intp)
        root.blocked = blocked if root.blocked is None else np.union1d(root.blocked, blocked)
        root.evaluate()
    if tree is not None:
        tree.root, tree.state = root, state
    root_agent = state.player_to_move - 1          # 0 = the player who moved first
    root_swapped = state.swapped
    root_colour = state.to_move
    # a descent runs a batch of playouts from its leaf: the tree's bookkeeping (the AMAF update of
    # every node on the path) is paid once per batch instead of once per playout
    batch = FILL_BATCH if fill else SEQUENTIAL_BATCH
    deadline = started + seconds
    helpers = None
    if workers > 1 and hasattr(os, "fork"):
        # root parallelism (parallel.py): forks search this root with seeds of their own
        seeds = [rng.getrandbits(63) for _ in range(workers - 1)]
        share = None if iterations is None else iterations // workers
        if iterations is not None:
            iterations -= share * (workers - 1)
        base_n, base_w = root.n.copy(), root.w.copy()

        def helper(helper_rng: random.Random, stop: Callable[[], bool]):
            tally = sim.tally_function(helper_rng, branches)
            done, _ = loop(tally, share, stop, None)
            return root.n - base_n, root.w - base_w, done

        def loop(tally, limit, stop, report):
            return _loop(root, state, tally, limit, stop, report, started, deadline, root_colour, batch, fill,
                         branches, root_swapped, root_agent)
        helpers = Helpers(workers - 1, helper, seeds, to_the_end=share is not None)
    helper_playouts = 0
    try:
        tally = sim.tally_function(rng, branches)     # compiled when genres.gates._fastplayouts is built (playouts.py)
        playouts, cancelled = _loop(root, state, tally, iterations, cancel, progress, started, deadline, root_colour,
                                    batch, fill, branches, root_swapped, root_agent)
        n, w = root.n, root.w
        if helpers is not None and not cancelled:
            found, helper_playouts = helpers.finish()
            helpers = None
            if found:
                n, w = n.copy(), w.copy()
                for more_n, more_w in found:
                    n += more_n
                    w += more_w
    finally:
        if helpers is not None:
            helpers.kill()
    playouts += helper_playouts
    elapsed = time.perf_counter() - started
    candidates = _ranked(root, state, n, w)
    if no_swap:
        # a kept tree may hold the swap's visits from the opponent's search
        candidates = [c for c in candidates if not c[0].swap]
    if not candidates:
        move = rng.choice(state.legal_moves())
        return SearchResult(move, playouts, elapsed, 0.5, cancelled, (), root.visits + helper_playouts)
    report = _progress(root, state, root_colour, playouts, elapsed, n, w)
    if progress is not None:
        progress(report)
    return SearchResult(candidates[0][0], playouts, elapsed, report.light_win_chance, cancelled,
                        tuple(candidates[:10]), root.visits + helper_playouts)


def _loop(root: Node, state: GameState, tally, iterations: int | None, cancel, progress, started: float,
          deadline: float, root_colour: int, batch: int, fill: bool, branches: int, root_swapped: bool,
          root_agent: int) -> tuple[int, bool]:
    """Descend, play out and back up until the budget is spent; (playouts, cancelled).

    The descents run in chunks (tree.descents); between chunks the loop looks at the clock, the
    cancel hook and the progress callback (a compiled chunk takes 0.2 ms on Y 7, 0.5 ms on Hex 10),
    and an iteration budget is met exactly: a chunk never runs past it."""
    run, chunk = descents(root, tally, branches, batch, fill, root_swapped, root_agent)
    playouts = 0
    cancelled = False
    next_report = started + 0.1
    # The tree's nodes never form reference cycles, so Python's cycle collector has nothing to find
    # in them; left on, its passes over the growing tree were a fifth of a Y 7 search's time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        while iterations is None or playouts < iterations:
            now = time.perf_counter()
            if cancel is not None and cancel():
                cancelled = True
                break
            if iterations is None and now >= deadline and playouts > 0:
                break
            if progress is not None and now >= next_report:
                next_report = now + 0.1
                progress(_progress(root, state, root_colour, playouts, now - started))
            count = chunk if iterations is None else min(chunk, -(-(iterations - playouts) // batch))
            # (the tree grows while under its memory limit: a long think then keeps refining the tree it has)
            playouts += run(count, POOL_LIMIT)
    finally:
        if collecting:
            gc.enable()
    return playouts, cancelled


def _from_book(state: GameState, rng: random.Random, may_swap: bool | None) -> tuple[Move, float] | None:
    """(move, Light's chance) by the opening book (openings.py), or None: the first tile, and
    the swap of a first tile the book rates better than even for Light (if the search may swap)."""
    opening = book_opening(state, rng)      # the opener is Light
    if opening is not None:
        return opening
    answer = book_swap(state) if swap_searched(state, may_swap) else None
    if answer is not None and answer[0]:
        return SWAP, answer[1]              # the swapper plays Light on
    return None


def swap_searched(state: GameState, may_swap: bool | None = None) -> bool:
    """Whether the search considers the swap where the rules allow it (SWAPS above)."""
    if may_swap is not None:
        return may_swap
    return SWAPS.get(state.variant, True)


def _move_of(node: Node, i: int, state: GameState) -> Move:
    if i == node.swap_index:
        return SWAP
    branches = len(state.orientations)
    return Move(node.cells[i // branches], state.orientations[i % branches])


def _ranked(root: Node, state: GameState, n: np.ndarray | None = None,
            w: np.ndarray | None = None) -> list[tuple[Move, int, float]]:
    """The root's visited moves, most visited first (n, w: the root's statistics summed over workers)."""
    visits = (root.n if n is None else n).tolist()
    wins = (root.w if w is None else w).tolist()
    order = sorted((i for i in range(len(visits)) if visits[i] > 0), key=lambda i: -visits[i])
    return [(_move_of(root, i, state), int(visits[i]), wins[i] / visits[i]) for i in order]


def _progress(root: Node, state: GameState, root_colour: int, playouts: int, elapsed: float,
              n: np.ndarray | None = None, w: np.ndarray | None = None) -> SearchProgress:
    ranked = _ranked(root, state, n, w)
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
                 name: str = "MCTS", may_swap: bool | None = None, book: bool = True,
                 workers: int | None = None):
        """`workers`: processes per search (None: parallel.default_workers(), two where there are
        two cores); `book`: open from the opening book."""
        self.seconds = seconds
        self.book = book
        self.workers = default_workers() if workers is None else workers
        self.may_swap = may_swap
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
                           progress=progress, rng=self.rng, tree=self.tree, may_swap=self.may_swap,
                           book=self.book, workers=self.workers)
        self.playouts += self.last.playouts
        self.think_seconds += self.last.seconds
        return self.last.move


__all__ = ["MctsPlayer", "SearchTree", "RandomPlayer", "GreedyPlayer", "SearchProgress", "SearchResult", "search"]
