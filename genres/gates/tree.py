"""The search tree of the Gates AI: one node per searched position, statistics in numpy arrays.

A node's children are indexed cell_index * branches + orientation_index (the
swap, when allowed, is the last index); their statistics live in a stretch of
the tree's Pool, five arrays shared by all nodes.  Each back-up touches nearly
every child of every node on its path (the AMAF statistics: every cell's final
orientation counts as if played now), so the pure back-up updates the whole path
with one set of whole-array operations rather than a Python loop over children.

value = the RAVE mix of a child's own win rate and its AMAF rate (the AMAF weight
beta = sqrt(K / (3 n + K)) fades as real visits accumulate), plus the UCT
exploration bonus EXPLORE * sqrt(log(visits) / (n + 1)), so every child -- the
swap included -- is tried again now and then.

The search's descents (descend, a batch of playouts, back_up) run through
descents(): compiled, _fastplayouts.Descents runs many of them at a call on C
values (Node is then a subclass of its NodeFields, so the loop reads a node's
fields without Python); else PythonDescents runs the functions below.  Both give
the same statistics bit for bit (tests/test_gates_compiled.py).
"""
from __future__ import annotations

import sys
from math import log, sqrt

import numpy as np

from . import playouts
from .board import HEX_GATES
from .game import GameState, Move

RAVE_K = 600.0        # AMAF weight half-life in visits
FIRST_PLAY = 0.55     # value of a child with no statistics at all
EXPLORE = 0.05        # UCT exploration constant (small: the AMAF rates already spread the search)
_PRIOR = 1e-9
_PRIOR_WINS = FIRST_PLAY * _PRIOR
_TABLE_SIZE = 1 << 17
_BETA = np.sqrt(RAVE_K / (3.0 * np.arange(_TABLE_SIZE) + RAVE_K))
_INV_SQRT = 1.0 / np.sqrt(np.arange(_TABLE_SIZE) + 1.0)
COMPILED_CHUNK = 32   # descents a compiled call runs between the loop's looks at the clock (~0.2 ms on Y 7)
PYTHON_CHUNK = 4      # the same for the pure loop (a descent there takes ten times as long)
EXPAND_VISITS = 16    # playouts through a child before a descent makes it a node (two batches of random fill)
if playouts._fastplayouts is not None:      # the compiled loop's copies (identical arithmetic), see playouts.py
    playouts._fastplayouts.set_tree_constants(_BETA, _INV_SQRT, _PRIOR, _PRIOR_WINS, EXPLORE, FIRST_PLAY)


class Pool:
    """The statistics of every node of one tree, in five shared arrays; a node owns a stretch.

    One back-up then updates all the nodes on its path with one set of whole-array
    operations (about a microsecond each whatever their length), however deep the path.

    The arrays (rows of one block, `stats`) are reserved at once for a whole search
    (CAPACITY: room for the search's memory limit), so a growing tree never copies its
    statistics, and a stretch is cleared only when a node takes it.  A pool that dies
    leaves its block to the next one (_SPARE): fresh memory costs the system a zeroed
    page at first touch, which for a tree of tens of MB was a tenth or more of a search
    (and growing by copying into ever larger fresh arrays a third of it on Y 7)."""

    CAPACITY = 1 << 21      # > mcts.POOL_LIMIT plus one node (the limit is checked before a node is made)

    def __init__(self, capacity: int | None = None):
        capacity = max(capacity or 0, self.CAPACITY)
        stats = _SPARE.pop() if _SPARE and _SPARE[-1].shape[1] >= capacity else np.empty((5, capacity))
        self._take(stats)
        self.used = 0

    def _take(self, stats: np.ndarray) -> None:
        self.stats = stats
        self.n, self.w, self.an, self.aw, self.value = stats
        self.view = None        # the compiled kernels' typed views of the arrays (kept while they are these)

    def alloc(self, size: int) -> int:
        if self.used + size > self.stats.shape[1]:
            # past the reserve (a tree allowed more than mcts.POOL_LIMIT): grow, copying once
            grown = np.empty((5, max(2 * self.stats.shape[1], self.used + size)))
            grown[:, :self.used] = self.stats[:, :self.used]
            self._take(grown)
        offset = self.used
        self.used += size
        self.stats[:4, offset:self.used] = 0.0
        self.value[offset:self.used] = FIRST_PLAY
        return offset

    def __del__(self):
        # hand the block on only if nothing else still looks at it (a view of a node's statistics)
        try:
            self.view = None
            # references: the attribute and getrefcount's argument, and for the block its five rows
            if (not _SPARE and sys.getrefcount(self.stats) == 7
                    and all(sys.getrefcount(getattr(self, name)) == 2 for name in ("n", "w", "an", "aw", "value"))):
                _SPARE.append(self.stats)
        except AttributeError:      # a pool that failed to make its arrays
            pass


_SPARE: list[np.ndarray] = []     # at most one block of a dead pool, for the next


class _PureFields:
    """Node's fields without the compiled kernels; with them Node inherits _fastplayouts.NodeFields,
    the same fields as C values for the compiled search loop."""
    __slots__ = ("cells", "branches", "_slots", "pool", "offset", "size", "kids", "swap_index", "visits",
                 "opening", "blocked")


class Node(playouts._fastplayouts.NodeFields if playouts._fastplayouts is not None else _PureFields):
    """`opening`: the first move of a game with swap on.  The opponent will swap whenever the
    first tile is better than an even game, so a tile is worth min(p, 1 - p) to its layer.
    `blocked`: children the search must never pick (align tiles that clash), or None.
    n, w, an, aw, value: this node's stretch of its pool's arrays (views; for reading)."""

    __slots__ = ()

    def __init__(self, pool: Pool, cells: list[int], branches: int, with_swap: bool, opening: bool = False):
        self.cells = cells
        self.branches = branches
        self._slots = None
        tiles = len(cells) * branches
        self.size = tiles + (1 if with_swap else 0)
        self.swap_index = tiles if with_swap else -1
        self.pool = pool
        self.offset = pool.alloc(self.size)
        # kids[i]: the node of child i, once made; None until the first is (most nodes of a big
        # tree are leaves, and 85 empty entries a node were much of its memory)
        self.kids: list[Node | None] | None = None
        self.visits = 0
        self.opening = opening
        self.blocked: np.ndarray | None = None

    @property
    def slots(self) -> np.ndarray:
        """slots[k]: the (cell, orientation) slot of tile child k in the playouts' AMAF counts,
        cell * branches + orientation index (made when first asked: the compiled loop reads the
        cells instead, and most nodes of a big tree are never more than a leaf)."""
        if self._slots is None:
            cells, branches = self.cells, self.branches
            self._slots = (np.repeat(np.asarray(cells, dtype=np.intp) * branches, branches)
                           + np.tile(np.arange(branches, dtype=np.intp), len(cells)))
        return self._slots

    # index: this node's stretch of the pool (made when asked: only the pure back-up and rehome need it)
    index = property(lambda self: np.arange(self.offset, self.offset + self.size))
    n = property(lambda self: self.pool.n[self.offset:self.offset + self.size])
    w = property(lambda self: self.pool.w[self.offset:self.offset + self.size])
    an = property(lambda self: self.pool.an[self.offset:self.offset + self.size])
    aw = property(lambda self: self.pool.aw[self.offset:self.offset + self.size])
    value = property(lambda self: self.pool.value[self.offset:self.offset + self.size])

    def best(self) -> int:
        return int(self.pool.value[self.offset:self.offset + self.size].argmax())

    def child(self, i: int, branches: int) -> "Node":
        """Make (and return) the node of child i: the same cells but the one its tile took.
        (_fastplayouts.Descents makes its nodes the same way.)"""
        if i == self.swap_index:
            kid = Node(self.pool, self.cells, branches, False)
        else:
            j = i // branches
            kid = Node(self.pool, self.cells[:j] + self.cells[j + 1:], branches, False)
        if self.kids is None:
            self.kids = [None] * self.size
        self.kids[i] = kid
        return kid

    def evaluate(self) -> None:
        back_up(self.pool, [(self, -1)], [True], 0, 0.0, None, None)


def descend(root: Node, branches: int, grow: bool, swapped: bool, fill: bool, expand_visits: int):
    """One descent from `root` by the children's values (the first best on a tie): returns the path
    [(node, child)], the tree's tiles on it (a dict cell -> orientation index for random-fill
    playouts, else the list of (cell, orientation index) in order) and whether a swap on it flipped
    `swapped`.  The child the descent ends at becomes a node when `grow` (the tree is under its
    memory limit: a long think then keeps refining the tree it has) and it has had
    `expand_visits` playouts through it (EXPAND_VISITS)."""
    value, visited = root.pool.value, root.pool.n
    node = root
    path: list[tuple[Node, int]] = []
    tree_moves: list[tuple[int, int]] = []
    while node.size:
        i = int(value[node.offset:node.offset + node.size].argmax())
        path.append((node, i))
        if i == node.swap_index:
            swapped = not swapped
        else:
            tree_moves.append((node.cells[i // branches], i % branches))
        child = node.kids[i] if node.kids is not None else None
        if child is None:
            if grow and visited[node.offset + i] >= expand_visits:
                node.child(i, branches)
            break
        node = child
    return path, dict(tree_moves) if fill else tree_moves, swapped


def back_up(pool: Pool, path: list[tuple[Node, int]], is_light: list[bool], batch: int,
            light_total: float, count: np.ndarray | None, light: np.ndarray | None) -> None:
    """Add a batch of playouts through the path's children and re-value every child of its nodes.

    is_light[k]: the mover at path node k plays Light in these playouts; count/light: the
    playouts per (cell, orientation) slot and Light's score in them; light_total: Light's score
    in the batch.  (i = -1 with batch 0: only re-value.)"""
    nodes = [node for node, _ in path]
    stretches = [node.index for node in nodes]
    if batch:
        chosen = [node.offset + i for node, i in path]
        pool.n[chosen] += batch
        pool.w[chosen] += [light_total if light_side else batch - light_total for light_side in is_light]
        tiles = [len(node.slots) for node in nodes]
        index = np.concatenate([stretch[:t] for stretch, t in zip(stretches, tiles)])
        slots = np.concatenate([node.slots for node in nodes])
        counted = count[slots]
        lit = light[slots]
        pool.an[index] += counted
        pool.aw[index] += np.where(np.repeat(is_light, tiles), lit, counted - lit)
        for node in nodes:
            node.visits += batch
            if node.swap_index >= 0:
                # the swap's AMAF: the swapper takes over the first tile's colour (Light), so every
                # playout through this node says how good owning Light is
                pool.an[node.offset + node.swap_index] += batch
                pool.aw[node.offset + node.swap_index] += light_total
    # Few whole-array operations: an empty rate counts as FIRST_PLAY (the tiny _PRIOR weight) and
    # beta(0) = 1, so a child never visited is valued by its AMAF rate alone.  A visited child
    # always has AMAF counts too (its own tile ends up on the board).
    index = np.concatenate(stretches) if len(nodes) > 1 else stretches[0]
    n = pool.n[index]
    q = (pool.w[index] + _PRIOR_WINS) / (n + _PRIOR)
    amaf = (pool.aw[index] + _PRIOR_WINS) / (pool.an[index] + _PRIOR)
    visits = np.minimum(n, _TABLE_SIZE - 1).astype(np.intp)
    mix = q + _BETA[visits] * (amaf - q)
    start = 0
    sizes = []
    for node in nodes:
        if node.opening:
            part = mix[start:start + node.size]
            np.minimum(part, 1.0 - part, out=part)
        sizes.append(node.size)
        start += node.size
    explore = [EXPLORE * sqrt(log(node.visits)) if node.visits > 1 else 0.0 for node in nodes]
    mix += np.repeat(explore, sizes) * _INV_SQRT[visits]
    start = 0
    for node in nodes:
        if node.blocked is not None:
            mix[start + node.blocked] = -1.0
        start += node.size
    pool.value[index] = mix


class PythonDescents:
    """The search's descents in pure Python: run(count, pool_limit) descends `count` times from the
    root, runs a batch of playouts from each leaf and backs it up; returns the playouts run.  The
    tree grows while its pool holds fewer than pool_limit statistics."""

    def __init__(self, root: Node, tally, branches: int, batch: int, fill: bool, root_swapped: bool,
                 root_agent: int, expand_visits: int):
        self.root, self.tally, self.branches, self.batch = root, tally, branches, batch
        self.fill, self.root_swapped, self.expand_visits = fill, root_swapped, expand_visits
        # sides[first_is_light][k]: the mover at depth k of a path plays Light (the movers alternate)
        self.sides = {first_is_light: [((root_agent + k) % 2 == 0) == first_is_light
                                       for k in range(len(root.cells) + 2)]
                      for first_is_light in (False, True)}

    def run(self, count: int, pool_limit: int) -> int:
        root, tally, branches, batch, fill = self.root, self.tally, self.branches, self.batch, self.fill
        pool = root.pool
        for _ in range(count):
            path, tree_moves, swapped = descend(root, branches, pool.used < pool_limit, self.root_swapped, fill,
                                                self.expand_visits)
            light_total, per_slot, light = tally(tree_moves, batch)
            # a swap can only be at the root, so whether the first player is Light holds for the whole path
            back_up(pool, path, self.sides[not swapped][:len(path)], batch, light_total, per_slot, light)
        return count * batch


def descents(root: Node, tally, branches: int, batch: int, fill: bool, root_swapped: bool, root_agent: int):
    """(run, chunk): run(count, pool_limit) makes `count` descents from `root` (see PythonDescents) --
    compiled when the kernels are on -- and chunk is how many a call should make between looks at the
    clock.  tally(moves, batch): the playouts' tally_function; root_agent: 0 when the player who moved
    first is to move at the root; root_swapped: whether a swap was played before it."""
    if playouts.COMPILED:
        loop = playouts._fastplayouts.Descents(root, tally, Node, branches, batch, fill, root_swapped, root_agent,
                                               EXPAND_VISITS)
        return loop.run, COMPILED_CHUNK
    return (PythonDescents(root, tally, branches, batch, fill, root_swapped, root_agent, EXPAND_VISITS).run,
            PYTHON_CHUNK)


def rehome(root: Node) -> Pool:
    """Move the subtree under `root` into a pool of its own (the rest of the old tree is dropped)."""
    nodes, stack = [], [root]
    while stack:
        node = stack.pop()
        nodes.append(node)
        if node.kids is not None:
            stack.extend(kid for kid in node.kids if kid is not None)
    old = root.pool
    total = sum(node.size for node in nodes)
    pool = Pool(max(1 << 16, 2 * total))
    source = np.concatenate([node.index for node in nodes])
    for name in ("n", "w", "an", "aw", "value"):
        getattr(pool, name)[:total] = getattr(old, name)[source]
    pool.used = total
    offset = 0
    for node in nodes:
        node.pool, node.offset = pool, offset
        offset += node.size
    return pool


class SearchTree:
    """The tree of the last search, kept so the next search from a later position of the same game
    starts from the subtree it already grew (MctsPlayer keeps one between its moves)."""

    def __init__(self):
        self.root: Node | None = None
        self.state: GameState | None = None

    def subtree(self, state: GameState) -> Node | None:
        """The node for `state` if the tree's position leads to it, else None."""
        old, node = self.state, self.root
        if old is None or node is None or state.options != old.options:
            return None
        # the same board, the same starting position (a state sent to a child process brings a copy
        # of its board, so boards are compared by what they are)
        if (state.variant, state.size, state.setup, state.first) != (old.variant, old.size, old.setup, old.first):
            return None
        if state.moves[:len(old.moves)] != old.moves:
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
            if i < 0 or node.kids is None or node.kids[i] is None:
                return None
            node = node.kids[i]
        return node


def fresh_root(state: GameState, cells: list[int], branches: int) -> Node:
    # Hex Gates: random playouts rate every first tile of Hex 7 about even
    # (0.50-0.55), so "open near 50%" picked weak edge tiles the opponent need
    # not swap (1 of 11 games won against the previous engine); there the
    # opening is chosen as any other move until the playouts know better.
    opening = (state.options.swap and not state.moves and not state.is_study
               and state.variant != HEX_GATES)
    root = Node(Pool(), cells, branches, state.can_swap, opening)
    if state.options.align:
        # never search illegal clashing tiles
        blocked = [j * branches + oi for j, cell in enumerate(cells)
                   for oi, o in enumerate(state.orientations) if not state.is_legal(Move(cell, o))]
        if blocked:
            root.blocked = np.asarray(blocked, dtype=np.intp)
            root.evaluate()
    return root
