"""Random playouts for the Gates AI, on flat int arrays.

FillPlayouts: Y and Hex Gates without align.  Every full board has exactly one
winner and a path, once made, never breaks, so the game's result is the result
of the full board however the remaining tiles are ordered and whoever lays them.
A playout therefore lays a random orientation on every empty cell and runs
one union-find over Light's corners only: Light wins iff some Light group
reaches Light's goal, otherwise Dark wins.

TurnPlayouts: Cross Gates with the standard tiles, where the order matters (the
first path to win or lose decides).  Tiles are laid one at a time, but corner
colours never change, so a tile only merges its Light pair and its Dark pair:
two unions on flat arrays and two table look-ups judge it.

SequentialPlayouts: the align option, where colours can change.  Tiles are laid
one at a time on a Position and judged after each, as in a real game.

Compiled kernels: when the optional extension _fastplayouts (Cython, built by pip install) is
importable, FillPlayouts.run_batch and TurnPlayouts.run_batch/tally run its loops on C arrays,
and the search's whole descent loop runs there too (tree.descents), calling the kernels from C.
They draw the same random numbers in the same order, so results are identical either way
(tests/test_gates_compiled.py); set COMPILED = False (or pass compiled=False) for pure Python.
"""
from __future__ import annotations

import os
import random

import numpy

from genres.core.kernels import load_kernel

from .board import HEX_GATES, HEX_GOALS
from .position import EMPTY, LOSES, WINS, Position, verdict_table
from .tiles import DARK, LIGHT, STANDARD_ORIENTATIONS, dark_stripe, light_stripe, other

DRAW = -1
_TABLE_SIZE = 1 << 18
_RANDOM_ORIENTATIONS = random.Random(20080501).choices((0, 1, 2), k=_TABLE_SIZE)

# The kernels this Python code calls (_fastplayouts.pyx; optional, see genres/core/kernels.py:
# not built, or built from an older .pyx, the pure-Python loops run, with the same results).
KERNEL_VERSION = 4
_fastplayouts = load_kernel("genres.gates._fastplayouts", KERNEL_VERSION,
                            "the Gates AI runs its pure-Python loops")
# Whether new playout objects use the compiled kernels; PUZZLEWRIGHT_PURE_PLAYOUTS=1 turns them off.
COMPILED = _fastplayouts is not None and not os.environ.get("PUZZLEWRIGHT_PURE_PLAYOUTS")
_TABLE_BYTES = bytes(_RANDOM_ORIENTATIONS)


def _draws_match() -> bool:
    """Whether the kernels' own getrandbits draws are randrange's on this Python (they are on
    CPython 3.10-3.13); if not they call randrange, which is slower but gives the same results."""
    if _fastplayouts is None:
        return False
    for n in (1, 2, 3, 2048, _TABLE_SIZE - 7, _TABLE_SIZE - 200):
        ours, theirs = random.Random(n), random.Random(n)
        if _fastplayouts.draws(ours.randrange, ours.getrandbits, n, 50) != [theirs.randrange(n) for _ in range(50)]:
            return False
    return True


_FAST_DRAWS = _draws_match()


def _draw_calls(rng: random.Random):
    """(randrange, getrandbits or None) for a kernel's batch: getrandbits only for a plain Random,
    whose randrange is known to be built on it."""
    if _FAST_DRAWS and type(rng) is random.Random:
        return rng.randrange, rng.getrandbits
    return rng.randrange, None


def _use_compiled(compiled: bool | None) -> bool:
    if compiled and _fastplayouts is None:
        raise ImportError("the compiled playouts (genres.gates._fastplayouts) are not built")
    return COMPILED if compiled is None else compiled


def _tally_rows(rows, scores, column_base, slot_count: int):
    """(Light's total, playouts per (cell, orientation) slot, Light's score per slot) of a batch;
    rows' entries -1 (cells left untouched) are left out."""
    table = numpy.array(rows, dtype=numpy.intp)
    weights = numpy.repeat(scores, table.shape[1])
    laid = table >= 0
    slot_ids = (table + column_base)[laid]
    weights = weights[laid.ravel()]
    count = numpy.bincount(slot_ids, minlength=slot_count)
    light = numpy.bincount(slot_ids, weights=weights, minlength=slot_count)
    return sum(scores), count, light


class _Tally:
    """tally(moves, rng, count, branches): a batch of playouts counted per (cell, orientation) slot
    for the search's AMAF statistics, as (Light's total score, playouts per slot, Light's score
    per slot); slot = cell * branches + orientation index."""

    _tally_key = None
    _buffer_rows = None

    def _prepare(self, rng: random.Random) -> None:
        """Draws a kernel needs before its first batch (none but TurnPlayouts' cell orders)."""

    def _buffers(self, count: int, width: int):
        # one pair of result arrays reused batch after batch (callers copy or consume them at once)
        if self._buffer_rows is None or self._buffer_rows.shape != (count, width):
            self._buffer_rows = numpy.empty((count, width), dtype=numpy.intc)
            self._buffer_scores = numpy.empty(count)
        return self._buffer_rows, self._buffer_scores

    def _set_branches(self, branches: int) -> None:
        if self._tally_key != branches:
            self._column_base = numpy.asarray(self.columns, dtype=numpy.intp) * branches
            self._slot_count = self.cell_count * branches
            self._tally_key = branches

    def tally_function(self, rng: random.Random, branches: int):
        """tally with rng and branches fixed for a whole search: f(moves, count).  Compiled, f is
        the kernel itself, bound to them: the compiled search loop (tree.descents) then calls it
        from C, with the tree's tiles as C arrays."""
        kernel = getattr(self, "_kernel", None)
        if kernel is None:
            return lambda moves, count: self.tally(moves, rng, count, branches)
        self._set_branches(branches)
        self._prepare(rng)          # draws what the first batch would draw first, at the same point
        kernel.bind(*_draw_calls(rng), self._column_base, self._slot_count)
        return kernel

    def tally(self, moves, rng: random.Random, count: int, branches: int):
        self._set_branches(branches)
        kernel = getattr(self, "_kernel", None)
        if kernel is not None:
            self._prepare(rng)
            return kernel.tally(moves, *_draw_calls(rng), count, self._column_base, self._slot_count)
        scores, rows = self.run_batch(moves, rng, count)
        return _tally_rows(rows, scores, self._column_base, self._slot_count)


class FillPlayouts(_Tally):
    """Random-fill playouts from one root Position (Y/Hex Gates, standard tiles only)."""

    def __init__(self, position: Position, *, compiled: bool | None = None):
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
        self.columns = self.empties          # run_batch's rows give these cells' orientations
        self._place = {cell: j for j, cell in enumerate(self.empties)}
        self._empty_pairs = [self.pairs[cell] for cell in self.empties]
        self._kernel = None
        if _use_compiled(compiled):
            place = [-1] * self.cell_count
            for cell, j in self._place.items():
                place[cell] = j
            self._kernel = _fastplayouts.FillKernel(
                numpy.array(self._empty_pairs, dtype=numpy.intc).reshape(len(self.empties), 6),
                parent, mask, goal, self.root_light_won, _TABLE_BYTES, place)

    def _kernel_batch(self, fixed, rng, count):
        rows, scores = self._buffers(count, len(self.empties))
        self._kernel.batch(fixed, *_draw_calls(rng), count, rows, scores)
        return rows, scores

    def run_batch(self, fixed: dict[int, int], rng: random.Random, count: int
                  ) -> tuple[list[float], list[list[int]]]:
        """`count` playouts at once: (Light's score in each, 1.0 or 0.0; for each, the orientation
        index of every cell in self.columns).  The search's fast path: no per-cell result list
        is built, a playout's orientations are a slice of the random table."""
        if self._kernel is not None:
            rows, scores = self._kernel_batch(fixed, rng, count)
            return scores.tolist(), rows.tolist()
        place, pairs, goal = self._place, self._empty_pairs, self.goal
        span = len(pairs)
        scores: list[float] = []
        rows: list[list[int]] = []
        light_won = self.root_light_won
        root_parent, root_mask = self.root_parent, self.root_mask
        for _ in range(count):
            start = rng.randrange(_TABLE_SIZE - span)
            row = _RANDOM_ORIENTATIONS[start:start + span]
            for cell, oi in fixed.items():
                row[place[cell]] = oi
            rows.append(row)
            if light_won:
                scores.append(1.0)
                continue
            parent = root_parent[:]
            mask = root_mask[:]
            score = 0.0
            for cell_pairs, oi in zip(pairs, row):
                a, b = cell_pairs[oi]
                while parent[a] != a:
                    parent[a] = a = parent[parent[a]]
                while parent[b] != b:
                    parent[b] = b = parent[parent[b]]
                if a != b:
                    parent[a] = b
                    m = mask[a] | mask[b]
                    mask[b] = m
                    if m == goal:
                        score = 1.0
                        break
            scores.append(score)
        return scores, rows

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


_ORDERS = 2048       # random cell orders drawn once per search, one picked per playout
_LIGHT_SCORE = {LIGHT: 1.0, DARK: 0.0, DRAW: 0.5}


def _batch_of_runs(sim, moves, rng: random.Random, count: int) -> tuple[list[float], list[list[int]]]:
    """run_batch for the tile-by-tile playouts: `count` runs, rows over every cell (-1 = untouched)."""
    scores, rows = [], []
    for _ in range(count):
        winner, final = sim.run(moves, rng)
        scores.append(_LIGHT_SCORE[winner])
        rows.append(final)
    return scores, rows


class TurnPlayouts(_Tally):
    """Tile-by-tile playouts with the standard tiles (Cross Gates without align)."""

    def __init__(self, position: Position, to_move: int, *, compiled: bool | None = None):
        board = position.board
        # pairs[cell][oi]: (a, b, c, d): the Light stripe joins grid corners a, b, the Dark stripe c, d
        self.pairs = tuple(tuple((corners[light_stripe(o)[0]], corners[light_stripe(o)[1]],
                                  corners[dark_stripe(o)[0]], corners[dark_stripe(o)[1]])
                                 for o in STANDARD_ORIENTATIONS)
                           for corners in board.cell_corners)
        self.parent = position.parent[:]
        self.mask = position.mask[:]
        self.verdicts = verdict_table(board)
        self.to_move = to_move
        self.empties = [c for c, o in enumerate(position.tiles) if o == EMPTY]
        self.cell_count = board.cell_count
        self.columns = range(board.cell_count)
        self._orders: list[list[int]] | None = None
        self._kernel = None
        if _use_compiled(compiled):
            self._kernel = _fastplayouts.TurnKernel(
                numpy.array(self.pairs, dtype=numpy.intc).reshape(self.cell_count, 12),
                self.parent, self.mask, self.verdicts, to_move, _TABLE_BYTES, LIGHT, DARK, WINS, LOSES)

    def _prepare(self, rng: random.Random) -> None:
        if self._orders is None:
            self._kernel.set_orders(self._random_orders(rng))     # its draw comes first, as in run()

    def _kernel_batch(self, moves, rng, count):
        self._prepare(rng)
        rows, scores = self._buffers(count, self.cell_count)
        self._kernel.batch(moves, *_draw_calls(rng), count, rows, scores)
        return rows, scores

    def run_batch(self, moves: list[tuple[int, int]], rng: random.Random, count: int
                  ) -> tuple[list[float], list[list[int]]]:
        """`count` runs: (Light's score in each, 1.0, 0.0 or 0.5 for a draw; orientation index per
        cell, -1 where untouched)."""
        if self._kernel is not None:
            rows, scores = self._kernel_batch(moves, rng, count)
            return scores.tolist(), rows.tolist()
        return _batch_of_runs(self, moves, rng, count)

    def _random_orders(self, rng: random.Random) -> list[list[int]]:
        # shuffling every playout's cells took most of its time; a store of orders drawn once
        # (and entered at a random place by a random orientation stretch) is as good for the search
        if self._orders is None:
            import numpy
            keys = numpy.random.default_rng(rng.getrandbits(32)).random((_ORDERS, len(self.empties)))
            cells = numpy.array(self.empties)
            self._orders = cells[numpy.argsort(keys, axis=1)].tolist()
        return self._orders

    def run(self, moves: list[tuple[int, int]], rng: random.Random) -> tuple[int, list[int]]:
        """Lay the tree's moves (cell, orientation index 0..2) in order, then random tiles on the
        other cells in a random order, until a path wins or loses.

        Returns (winner colour or DRAW, orientation index per cell, -1 where untouched).
        """
        parent = self.parent[:]
        mask = self.mask[:]
        pairs = self.pairs
        light_verdict, dark_verdict = self.verdicts[LIGHT], self.verdicts[DARK]
        final = [-1] * self.cell_count
        mover = self.to_move
        orders = self._random_orders(rng)
        order = orders[rng.randrange(_ORDERS)]
        start = rng.randrange(_TABLE_SIZE - len(order))
        random_tiles = zip(order, _RANDOM_ORIENTATIONS[start:start + len(order)])
        for cell, oi in _chain(moves, random_tiles, final):
            a, b, c, d = pairs[cell][oi]
            while parent[a] != a:
                parent[a] = a = parent[parent[a]]
            while parent[b] != b:
                parent[b] = b = parent[parent[b]]
            if a != b:
                parent[a] = b
                mask[b] |= mask[a]
            while parent[c] != c:
                parent[c] = c = parent[parent[c]]
            while parent[d] != d:
                parent[d] = d = parent[parent[d]]
            if c != d:
                parent[c] = d
                mask[d] |= mask[c]
            light, dark = light_verdict[mask[b]], dark_verdict[mask[d]]
            if light or dark:
                # rules §5: a winning path beats a losing one; the mover wins if both win, loses if both lose
                if light == WINS or dark == WINS:
                    if light == WINS and dark == WINS:
                        return mover, final
                    return (LIGHT if light == WINS else DARK), final
                if light == LOSES and dark == LOSES:
                    return other(mover), final
                return (DARK if light == LOSES else LIGHT), final
            mover ^= 1
        return DRAW, final


def _chain(moves, random_tiles, final):
    """The tree's moves, then the random tiles on cells still empty; records each in `final`."""
    for cell, oi in moves:
        final[cell] = oi
        yield cell, oi
    for cell, oi in random_tiles:
        if final[cell] < 0:
            final[cell] = oi
            yield cell, oi


class SequentialPlayouts(_Tally):
    """Playouts tile by tile with a full judgement after each (Cross Gates, align)."""

    def __init__(self, position: Position, to_move: int, orientations: tuple[int, ...], align: bool):
        self.position = position
        self.to_move = to_move
        self.orientations = orientations
        self.align = align
        self.empties = [c for c, o in enumerate(position.tiles) if o == EMPTY]
        self.cell_count = position.board.cell_count
        self.columns = range(self.cell_count)

    run_batch = _batch_of_runs

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
