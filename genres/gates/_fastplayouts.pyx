# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""Compiled hot loops of the Gates AI (optional: playouts.py and tree.py run pure Python without it).

The playout kernels mirror playouts.py's FillPlayouts.run_batch and TurnPlayouts.run draw for draw:
the random numbers are drawn with the same Python calls on the same random.Random, in the same order,
and the loops below only replace the union-find work on C int arrays, so a seeded search gives
exactly the same playouts, scores and moves with or without this module
(tests/test_gates_compiled.py runs both on many positions of every variant).

The search loop: Descents runs mcts._loop's descents -- tree.descend, a batch of playouts, tree.back_up
-- many at a call without returning to Python.  tree.Node is a subclass of NodeFields here, so the
loop reads a node's offset, size, children and cells as C values; the path and the tree's tiles are
C arrays; the kernels tally the playouts straight into their per-slot arrays.  The back-up mirrors
tree.back_up's arithmetic operation for operation (IEEE doubles, no reordering), and a new node
is made with the fields and pool stretch Node.child gives it, so the statistics, and therefore
the moves, are identical too.
"""
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.ref cimport PyObject
from libc.string cimport memcpy, memset
from libc.math cimport sqrt, log

import numpy as np

# playouts.KERNEL_VERSION: raised with every change of what the Python side calls here
KERNEL_VERSION = 4


# playouts.py's orientation table and store of cell orders (the sizes are checked there)
cdef enum:
    TABLE_SIZE = 1 << 18
    ORDERS = 2048


cdef inline Py_ssize_t _draw(object randrange, object getrandbits, Py_ssize_t n, int k) except -1:
    # random.Random.randrange(n) for n > 0 is _randbelow_with_getrandbits(n): getrandbits(n.bit_length())
    # until the value is below n.  playouts.py checks at import that this gives randrange's draws
    # and otherwise passes getrandbits=None (then randrange itself is called).
    cdef Py_ssize_t r
    if getrandbits is None:
        return randrange(n)
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


cdef inline int _bits(Py_ssize_t n) noexcept:
    cdef int k = 0
    while n:
        n >>= 1
        k += 1
    return k


def draws(randrange, getrandbits, Py_ssize_t n, int count):
    """`count` draws below n as the kernels make them (for playouts.py's check)."""
    return [_draw(randrange, getrandbits, n, _bits(n)) for _ in range(count)]


cdef inline int _find(int* parent, int a) noexcept nogil:
    # path halving, exactly as the Python loops do it (the trees, hence later finds, stay identical)
    while parent[a] != a:
        parent[a] = parent[parent[a]]
        a = parent[a]
    return a


cdef class _Kernel:
    """A batch of playouts into rows (width entries each, -1 = cell left untouched) and scores (Light's);
    tally counts them per (cell, orientation) slot in the same call (the search's path).

    The tree's tiles come as two C arrays, cells and orientation indices (in the order they were
    laid); callers from Python pass a dict cell -> orientation (random fill) or a list of pairs."""
    cdef int width
    cdef int[::1] rows_buffer
    cdef double[::1] scores_buffer
    cdef object count_array, light_array
    cdef Py_ssize_t[::1] per_slot
    cdef double[::1] light
    cdef int[::1] move_cells, move_ois       # a Python caller's tiles, as C arrays
    # bind's arguments, fixed for a whole search
    cdef object randrange, getrandbits
    cdef Py_ssize_t[::1] column_base
    cdef Py_ssize_t slot_count
    cdef bint bound

    cdef int _run(self, const int* cells, const int* ois, int nmoves, randrange, getrandbits, int count,
                  int* rows, double* scores) except -1:
        raise NotImplementedError

    cdef int _moves_in(self, moves) except -1:
        """The tiles of a Python caller (dict or list of pairs) into move_cells / move_ois; their count."""
        cdef int j = 0
        cdef Py_ssize_t room = len(moves) + 1
        if self.move_cells is None or self.move_cells.shape[0] < room:
            self.move_cells = np.empty(room, dtype=np.intc)
            self.move_ois = np.empty(room, dtype=np.intc)
        for cell, oi in (moves.items() if isinstance(moves, dict) else moves):
            self.move_cells[j] = cell
            self.move_ois[j] = oi
            j += 1
        return j

    def batch(self, moves, randrange, getrandbits, int count, int[:, ::1] rows, double[::1] scores):
        """`count` playouts into rows[k] and scores[k]."""
        if rows.shape[0] < count or rows.shape[1] != self.width or scores.shape[0] < count:
            raise ValueError("result arrays of the wrong shape")
        cdef int nmoves = self._moves_in(moves)
        if count:
            self._run(&self.move_cells[0], &self.move_ois[0], nmoves, randrange, getrandbits, count,
                      &rows[0, 0] if self.width else NULL, &scores[0])

    def bind(self, randrange, getrandbits, column_base, Py_ssize_t slot_count):
        """Fix tally's other arguments for a whole search: then kernel(moves, count) each batch
        (and tree.Descents calls the kernel straight from C)."""
        self.column_base = np.ascontiguousarray(column_base, dtype=np.intp)
        if self.column_base.shape[0] != self.width:
            raise ValueError("one slot base a column")
        self.randrange, self.getrandbits, self.slot_count = randrange, getrandbits, slot_count
        self.bound = True

    def __call__(self, moves, int count):
        """tally with bind's arguments."""
        if not self.bound:
            raise ValueError("bind first")
        return self.tally(moves, self.randrange, self.getrandbits, count, self.column_base, self.slot_count)

    def tally(self, moves, randrange, getrandbits, int count, const Py_ssize_t[::1] column_base,
              Py_ssize_t slot_count):
        """(Light's total score, playouts per (cell, orientation) slot, Light's score per slot): what
        playouts._tally_rows counts with numpy's bincount over rows + column_base."""
        if column_base.shape[0] != self.width:
            raise ValueError("one slot base a column")
        cdef int nmoves = self._moves_in(moves)
        total = self._tally(&self.move_cells[0], &self.move_ois[0], nmoves, randrange, getrandbits, count,
                            &column_base[0] if self.width else NULL, slot_count)
        return total, self.count_array, self.light_array

    cdef inline double _tally_bound(self, const int* cells, const int* ois, int nmoves, int count) except? -1:
        return self._tally(cells, ois, nmoves, self.randrange, self.getrandbits, count,
                           &self.column_base[0] if self.width else NULL, self.slot_count)

    cdef double _tally(self, const int* cells, const int* ois, int nmoves, randrange, getrandbits, int count,
                       const Py_ssize_t* column_base, Py_ssize_t slot_count) except? -1:
        """Light's total score; the per-slot counts are left in per_slot and light."""
        cdef Py_ssize_t k, j, slot, width = self.width
        cdef int oi
        cdef int* row
        cdef double s, total = 0.0
        if self.rows_buffer is None or self.scores_buffer.shape[0] < count:
            self.rows_buffer = np.empty(max(count, 1) * max(width, 1), dtype=np.intc)
            self.scores_buffer = np.empty(max(count, 1))
        # the per-slot arrays are the kernel's own, zeroed and refilled by every call: the search
        # consumes them at once (two fresh numpy arrays a batch were a tenth of a Y 7 descent)
        if self.count_array is None or self.count_array.shape[0] != slot_count:
            self.count_array = np.zeros(slot_count, dtype=np.intp)
            self.light_array = np.zeros(slot_count, dtype=np.float64)
            self.per_slot = self.count_array
            self.light = self.light_array
        cdef Py_ssize_t* per_slot = &self.per_slot[0] if slot_count else NULL
        cdef double* light = &self.light[0] if slot_count else NULL
        if slot_count:
            memset(per_slot, 0, slot_count * sizeof(Py_ssize_t))
            memset(light, 0, slot_count * sizeof(double))
        if count:
            self._run(cells, ois, nmoves, randrange, getrandbits, count, &self.rows_buffer[0], &self.scores_buffer[0])
        for k in range(count):
            s = self.scores_buffer[k]
            total += s
            row = &self.rows_buffer[k * width]
            for j in range(width):
                oi = row[j]
                if oi >= 0:
                    slot = column_base[j] + oi
                    if slot >= slot_count:
                        raise IndexError("slot out of range")
                    per_slot[slot] += 1
                    light[slot] += s
        return total


cdef class FillKernel(_Kernel):
    """FillPlayouts' random fill + union-find over Light's corners, on C arrays built once per search."""
    cdef int goal, light_won
    cdef int[::1] pairs          # pairs[(j * 3 + oi) * 2 + 0/1]: the Light corners column j's tile joins
    cdef int[::1] root_parent, root_mask, parent, mask, place, fixed_col, fixed_oi
    cdef const unsigned char[::1] table

    def __init__(self, pairs, root_parent, root_mask, int goal, bint light_won, table, place):
        self.pairs = np.ascontiguousarray(pairs, dtype=np.intc).ravel()
        self.root_parent = np.array(root_parent, dtype=np.intc)
        self.root_mask = np.array(root_mask, dtype=np.intc)
        self.parent = np.array(root_parent, dtype=np.intc)
        self.mask = np.array(root_mask, dtype=np.intc)
        self.place = np.array(place, dtype=np.intc)
        self.width = len(self.pairs) // 6
        self.fixed_col = np.empty(self.width + 1, dtype=np.intc)     # the tree's tiles: at most one a column
        self.fixed_oi = np.empty(self.width + 1, dtype=np.intc)
        self.goal = goal
        self.light_won = light_won
        self.table = table
        if len(table) != TABLE_SIZE:
            raise ValueError("orientation table of the wrong size")

    cdef int _run(self, const int* cells, const int* ois, int nfixed, randrange, getrandbits, int count,
                  int* rows, double* scores) except -1:
        cdef int span = self.width, goal = self.goal, limit = TABLE_SIZE - span, limit_bits = _bits(limit)
        cdef int k, j, a, b, m, start
        cdef int* parent = &self.parent[0] if len(self.parent) else NULL
        cdef int* mask = &self.mask[0] if len(self.mask) else NULL
        cdef int* pairs = &self.pairs[0] if span else NULL
        cdef const unsigned char* table = &self.table[0]
        cdef size_t corner_bytes = len(self.parent) * sizeof(int)
        cdef int[::1] fixed_col = self.fixed_col, fixed_oi = self.fixed_oi
        cdef int* row
        cdef double score
        if nfixed > span:
            raise ValueError("more tree tiles than empty cells")
        for j in range(nfixed):
            fixed_col[j] = self.place[cells[j]]
            fixed_oi[j] = ois[j]
        for k in range(count):
            start = _draw(randrange, getrandbits, limit, limit_bits)
            row = rows + k * span
            for j in range(span):
                row[j] = table[start + j]
            for j in range(nfixed):
                row[fixed_col[j]] = fixed_oi[j]
            if self.light_won:
                scores[k] = 1.0
                continue
            if corner_bytes:
                memcpy(parent, &self.root_parent[0], corner_bytes)
                memcpy(mask, &self.root_mask[0], corner_bytes)
            score = 0.0
            for j in range(span):
                a = _find(parent, pairs[(j * 3 + row[j]) * 2])
                b = _find(parent, pairs[(j * 3 + row[j]) * 2 + 1])
                if a != b:
                    parent[a] = b
                    m = mask[a] | mask[b]
                    mask[b] = m
                    if m == goal:
                        score = 1.0
                        break
            scores[k] = score
        return 0


cdef class TurnKernel(_Kernel):
    """TurnPlayouts.run (Cross Gates, standard tiles) on C arrays: tiles laid one at a time, each judged
    by two unions and two table look-ups.  Rows cover every cell; set_orders must come first."""
    cdef int corners, to_move, light, dark, wins, loses
    cdef int[::1] pairs          # pairs[(cell * 3 + oi) * 4 + 0..3]: Light pair a, b; Dark pair c, d
    cdef int[::1] root_parent, root_mask, parent, mask, light_verdict, dark_verdict
    cdef int[:, ::1] orders
    cdef const unsigned char[::1] table

    def __init__(self, pairs, root_parent, root_mask, verdicts, int to_move, table, int light, int dark,
                 int wins, int loses):
        self.pairs = np.ascontiguousarray(pairs, dtype=np.intc).ravel()
        self.width = len(self.pairs) // 12
        self.root_parent = np.array(root_parent, dtype=np.intc)
        self.root_mask = np.array(root_mask, dtype=np.intc)
        self.parent = np.array(root_parent, dtype=np.intc)
        self.mask = np.array(root_mask, dtype=np.intc)
        self.corners = len(self.parent)
        self.light_verdict = np.array(verdicts[light], dtype=np.intc)
        self.dark_verdict = np.array(verdicts[dark], dtype=np.intc)
        self.to_move, self.light, self.dark, self.wins, self.loses = to_move, light, dark, wins, loses
        self.table = table
        self.orders = None
        if len(table) != TABLE_SIZE:
            raise ValueError("orientation table of the wrong size")

    def set_orders(self, orders):
        self.orders = np.ascontiguousarray(orders, dtype=np.intc)
        if self.orders.shape[0] != ORDERS:
            raise ValueError("store of cell orders of the wrong size")

    cdef int _run(self, const int* move_cell, const int* move_oi, int nmoves, randrange, getrandbits, int count,
                  int* rows, double* scores) except -1:
        if self.orders is None:
            raise ValueError("set_orders first")
        cdef int span = self.orders.shape[1], limit = TABLE_SIZE - span, limit_bits = _bits(limit)
        cdef int order_bits = _bits(ORDERS), cell_count = self.width
        cdef int k, j, t, cell, oi, a, b, c, d, mover, lv, dv, winner, start
        cdef int light = self.light, dark = self.dark, WINS = self.wins, LOSES = self.loses
        cdef int* parent = &self.parent[0]
        cdef int* mask = &self.mask[0]
        cdef int* pairs = &self.pairs[0]
        cdef int* light_verdict = &self.light_verdict[0]
        cdef int* dark_verdict = &self.dark_verdict[0]
        cdef const unsigned char* table = &self.table[0]
        cdef int* order
        cdef int* final
        cdef size_t corner_bytes = self.corners * sizeof(int)
        if nmoves > cell_count:
            raise ValueError("more tree tiles than cells")
        for k in range(count):
            order = &self.orders[_draw(randrange, getrandbits, ORDERS, order_bits), 0]
            start = _draw(randrange, getrandbits, limit, limit_bits)
            final = rows + k * cell_count
            for j in range(cell_count):
                final[j] = -1
            memcpy(parent, &self.root_parent[0], corner_bytes)
            memcpy(mask, &self.root_mask[0], corner_bytes)
            mover = self.to_move
            winner = -1          # DRAW
            # the tree's moves, then the random tiles on cells still empty (playouts._chain)
            t = 0
            while t < nmoves + span:
                if t < nmoves:
                    cell = move_cell[t]
                    oi = move_oi[t]
                else:
                    cell = order[t - nmoves]
                    if final[cell] >= 0:
                        t += 1
                        continue
                    oi = table[start + t - nmoves]
                final[cell] = oi
                t += 1
                j = (cell * 3 + oi) * 4
                a = _find(parent, pairs[j])
                b = _find(parent, pairs[j + 1])
                if a != b:
                    parent[a] = b
                    mask[b] |= mask[a]
                c = _find(parent, pairs[j + 2])
                d = _find(parent, pairs[j + 3])
                if c != d:
                    parent[c] = d
                    mask[d] |= mask[c]
                lv = light_verdict[mask[b]]
                dv = dark_verdict[mask[d]]
                if lv or dv:
                    # rules §5: a winning path beats a losing one; the mover wins if both win, loses if both lose
                    if lv == WINS or dv == WINS:
                        if lv == WINS and dv == WINS:
                            winner = mover
                        else:
                            winner = light if lv == WINS else dark
                    elif lv == LOSES and dv == LOSES:
                        winner = 1 - mover
                    else:
                        winner = dark if lv == LOSES else light
                    break
                mover ^= 1
            scores[k] = 1.0 if winner == light else 0.0 if winner == dark else 0.5
        return 0


cdef double[::1] _beta, _inv_sqrt
cdef double _prior = 0.0, _prior_wins = 0.0, _explore = 0.0, _first_play = 0.0
cdef Py_ssize_t _last_visit = 0


def set_tree_constants(beta, inv_sqrt, double prior, double prior_wins, double explore, double first_play):
    """tree.py's tables and constants, once at import (the back-up then reads them as C values)."""
    global _beta, _inv_sqrt, _prior, _prior_wins, _explore, _first_play, _last_visit
    _beta = np.ascontiguousarray(beta, dtype=np.float64)
    _inv_sqrt = np.ascontiguousarray(inv_sqrt, dtype=np.float64)
    _prior, _prior_wins, _explore, _first_play = prior, prior_wins, explore, first_play
    _last_visit = min(len(_beta), len(_inv_sqrt)) - 1


cdef class PoolView:
    """A tree.Pool's five arrays as typed views, made once and kept on the pool (pool.view) while
    they are its arrays (a pool that grows takes new ones and drops its view)."""
    cdef readonly object source
    cdef double[::1] n, w, an, aw, value

    def __init__(self, pool):
        self.source = pool.n
        self.n, self.w, self.an, self.aw, self.value = pool.n, pool.w, pool.an, pool.aw, pool.value


cdef PoolView _view_of(pool):
    cdef PoolView view = pool.view
    if view is None or view.source is not pool.n:
        view = pool.view = PoolView(pool)
    return view


cdef class NodeFields:
    """tree.Node's fields, which tree.Node inherits when this module is built: Python reads and sets
    them as attributes, the search loop below as C values.  `cells` is kept twice: the list Python
    reads, and a C copy (cell_ids) for the back-up's AMAF slots; `blocked` likewise (blocked_ids)."""
    cdef int* cell_ids
    cdef Py_ssize_t cell_count
    cdef object _cells, _blocked, _blocked_copy
    cdef const Py_ssize_t* blocked_ids
    cdef Py_ssize_t blocked_count
    cdef public object pool, _slots
    cdef public list kids
    cdef public Py_ssize_t branches, offset, size, swap_index, visits
    cdef public bint opening

    def __dealloc__(self):
        PyMem_Free(self.cell_ids)

    @property
    def cells(self):
        return self._cells

    @cells.setter
    def cells(self, cells):
        self._set_cells(cells)

    cdef int _set_cells(self, cells) except -1:
        cdef Py_ssize_t j, count = len(cells)
        cdef int* ids = <int*>PyMem_Malloc(max(count, 1) * sizeof(int))
        if ids == NULL:
            raise MemoryError()
        for j in range(count):
            ids[j] = cells[j]
        PyMem_Free(self.cell_ids)
        self.cell_ids, self.cell_count, self._cells = ids, count, cells
        return 0

    @property
    def blocked(self):
        return self._blocked

    @blocked.setter
    def blocked(self, blocked):
        cdef const Py_ssize_t[::1] ids
        self._blocked = blocked
        self._blocked_copy = None
        self.blocked_ids, self.blocked_count = NULL, 0
        if blocked is not None:
            self._blocked_copy = np.array(blocked, dtype=np.intp)       # its own: blocked_ids points into it
            ids = self._blocked_copy
            self.blocked_count = ids.shape[0]
            if self.blocked_count:
                self.blocked_ids = &ids[0]


cdef void _back_up_node(NodeFields node, Py_ssize_t i, bint side, Py_ssize_t batch, double light_total,
                        const Py_ssize_t* counts, const double* lit, PoolView view) noexcept:
    """tree.back_up for one node of the path: the same operations on the same doubles in the same
    order (its children's stretch of the pool is its own, so updating and re-valuing node by node
    gives what tree.back_up's whole-path array operations give)."""
    cdef double* pn = &view.n[0]
    cdef double* pw = &view.w[0]
    cdef double* pan = &view.an[0]
    cdef double* paw = &view.aw[0]
    cdef double* pvalue = &view.value[0]
    cdef Py_ssize_t offset = node.offset, size = node.size, branches = node.branches
    cdef Py_ssize_t node_visits = node.visits, j, o, idx, visits, slot, swap
    cdef double n, q, amaf, mix, c, l, explore
    if batch:
        pn[offset + i] += batch
        pw[offset + i] += light_total if side else batch - light_total
        # tile child j * branches + o is slot cell_j * branches + o (tree.Node.slots)
        idx = offset
        for j in range(node.cell_count):
            slot = (<Py_ssize_t>node.cell_ids[j]) * branches
            for o in range(branches):
                c = <double>counts[slot + o]
                l = lit[slot + o]
                pan[idx] += c
                paw[idx] += l if side else c - l
                idx += 1
        node_visits += batch
        node.visits = node_visits
        swap = node.swap_index
        if swap >= 0:
            # the swapper takes over the first tile's colour (Light): see tree.back_up
            pan[offset + swap] += batch
            paw[offset + swap] += light_total
    explore = _explore * sqrt(log(<double>node_visits)) if node_visits > 1 else 0.0
    for idx in range(offset, offset + size):
        n = pn[idx]
        q = (pw[idx] + _prior_wins) / (n + _prior)
        amaf = (paw[idx] + _prior_wins) / (pan[idx] + _prior)
        visits = <Py_ssize_t>(n if n < _last_visit else _last_visit)
        mix = q + _beta[visits] * (amaf - q)
        if node.opening and 1.0 - mix < mix:
            mix = 1.0 - mix
        mix = mix + explore * _inv_sqrt[visits]
        pvalue[idx] = mix
    for j in range(node.blocked_count):
        pvalue[offset + node.blocked_ids[j]] = -1.0


cdef class Descents:
    """mcts._loop's descents on C values: run(count, pool_limit) makes `count` descents from the root
    -- tree.descend, a batch of playouts, tree.back_up -- without returning to Python, and returns
    the playouts run.  The same path, playouts (a bound kernel is called from C, any other tally
    from Python) and statistics as the pure loop (tree.PythonDescents), so the same moves.

    A descent's path and tiles are C arrays of borrowed nodes: nothing leaves the tree during a
    descent, and the root (held here) holds every node below it."""
    cdef NodeFields root
    cdef object pool, node_class, tally
    cdef _Kernel kernel
    cdef PoolView view
    cdef Py_ssize_t branches, batch, depth_cap, used, capacity
    cdef double expand_visits
    cdef bint fill, root_swapped
    cdef int root_agent
    cdef PyObject** path_nodes
    cdef Py_ssize_t* path_child
    cdef int* move_cells
    cdef int* move_ois

    def __init__(self, NodeFields root, tally, node_class, Py_ssize_t branches, Py_ssize_t batch, bint fill,
                 bint root_swapped, int root_agent, double expand_visits):
        """`tally`: the playouts' tally_function (a bound kernel, or any callable from Python);
        `node_class`: tree.Node, for the nodes the descents make; `root_agent`: 0 when the player
        who moved first is to move at the root (the movers alternate down the path);
        `expand_visits`: the playouts through a child before it becomes a node (tree.EXPAND_VISITS)."""
        self.root, self.pool, self.node_class, self.tally = root, root.pool, node_class, tally
        self.kernel = tally if isinstance(tally, _Kernel) else None
        if self.kernel is not None and not self.kernel.bound:
            raise ValueError("bind the kernel first")
        self.branches, self.batch, self.fill = branches, batch, fill
        self.root_swapped, self.root_agent = root_swapped, root_agent
        self.expand_visits = expand_visits
        # a path takes one tile a level, and the swap at most once (at the root)
        self.depth_cap = root.cell_count + 2
        self.path_nodes = <PyObject**>PyMem_Malloc(self.depth_cap * sizeof(PyObject*))
        self.path_child = <Py_ssize_t*>PyMem_Malloc(self.depth_cap * sizeof(Py_ssize_t))
        self.move_cells = <int*>PyMem_Malloc(self.depth_cap * sizeof(int))
        self.move_ois = <int*>PyMem_Malloc(self.depth_cap * sizeof(int))
        if not (self.path_nodes and self.path_child and self.move_cells and self.move_ois):
            raise MemoryError()
        self._take_view()

    def __dealloc__(self):
        PyMem_Free(self.path_nodes)
        PyMem_Free(self.path_child)
        PyMem_Free(self.move_cells)
        PyMem_Free(self.move_ois)

    cdef void _take_view(self):
        self.view = _view_of(self.pool)
        self.capacity = self.view.n.shape[0]

    def run(self, Py_ssize_t count, Py_ssize_t pool_limit):
        """`count` descents; the tree grows while its pool holds fewer than pool_limit statistics."""
        cdef Py_ssize_t k
        if self.view.source is not self.pool.n:     # the pool grew or was replaced since the last call
            self._take_view()
        self.used = self.pool.used
        for k in range(count):
            self._descent(self.used < pool_limit)
        return count * self.batch

    cdef int _descent(self, bint grow) except -1:
        cdef Py_ssize_t depth = 0, nmoves = 0
        cdef bint swapped = self._descend(grow, &depth, &nmoves) == 1
        cdef double light_total
        cdef const Py_ssize_t* counts
        cdef const double* lit
        cdef const Py_ssize_t[::1] count_view
        cdef const double[::1] light_view
        cdef Py_ssize_t k
        if self.kernel is not None:
            light_total = self.kernel._tally_bound(self.move_cells, self.move_ois, nmoves, self.batch)
            counts, lit = &self.kernel.per_slot[0], &self.kernel.light[0]
        else:
            light_total, count_view, light_view = self.tally(self._moves(nmoves), self.batch)
            counts, lit = &count_view[0], &light_view[0]
        for k in range(depth):
            # the mover at depth k plays Light: the movers alternate, and a swap (only at the root)
            # gives the first player Dark
            _back_up_node(<NodeFields>self.path_nodes[k], self.path_child[k],
                          ((self.root_agent + k) % 2 == 0) == (not swapped),
                          self.batch, light_total, counts, lit, self.view)
        return 0

    cdef int _descend(self, bint grow, Py_ssize_t* depth, Py_ssize_t* nmoves) except -1:
        """tree.descend: the path (the first child of the highest value at each node) into path_nodes
        and path_child, the tree's tiles into move_cells and move_ois; 1 if the path ends swapped."""
        cdef NodeFields node = self.root
        cdef const double* value = &self.view.value[0]
        cdef const double* visited = &self.view.n[0]
        cdef Py_ssize_t i, j, offset, branches = self.branches
        cdef double best
        cdef bint swapped = self.root_swapped
        cdef list kids
        cdef object kid
        while node.size:
            offset = node.offset
            i = 0
            best = value[offset]
            for j in range(1, node.size):
                if value[offset + j] > best:
                    best = value[offset + j]
                    i = j
            if depth[0] == self.depth_cap:
                raise RuntimeError("a path longer than the board allows")
            self.path_nodes[depth[0]] = <PyObject*>node
            self.path_child[depth[0]] = i
            depth[0] += 1
            if i == node.swap_index:
                swapped = not swapped
            else:
                self.move_cells[nmoves[0]] = node.cell_ids[i // branches]
                self.move_ois[nmoves[0]] = i % branches
                nmoves[0] += 1
            kids = node.kids
            kid = kids[i] if kids is not None else None
            if kid is None:
                if grow and visited[offset + i] >= self.expand_visits:
                    self._grow(node, i)
                break
            node = <NodeFields>kid
        return swapped

    cdef _moves(self, Py_ssize_t nmoves):
        """The tree's tiles for a tally from Python: a dict cell -> orientation for random fill, else the
        list of (cell, orientation) in order (as tree.descend gives them)."""
        cdef Py_ssize_t j
        if self.fill:
            return {self.move_cells[j]: self.move_ois[j] for j in range(nmoves)}
        return [(self.move_cells[j], self.move_ois[j]) for j in range(nmoves)]

    cdef int _grow(self, NodeFields parent, Py_ssize_t i) except -1:
        """Node.child: the node of child i, with the same cells but the one its tile took."""
        cdef NodeFields kid = self.node_class.__new__(self.node_class)
        cdef Py_ssize_t j
        cells = parent._cells
        if i != parent.swap_index:
            j = i // self.branches
            cells = cells[:j] + cells[j + 1:]
        kid._set_cells(cells)
        kid.branches = self.branches
        kid.size = kid.cell_count * self.branches
        kid.swap_index = -1
        kid.pool = self.pool
        kid.offset = self._alloc(kid.size)
        if parent.kids is None:
            parent.kids = [None] * parent.size
        parent.kids[i] = kid
        return 0

    cdef Py_ssize_t _alloc(self, Py_ssize_t size) except -1:
        """Pool.alloc: a stretch of `size` statistics, cleared (no visits, value FIRST_PLAY)."""
        cdef Py_ssize_t offset = self.used, j
        if offset + size > self.capacity:
            offset = self.pool.alloc(size)      # past the reserve: the pool grows into new arrays
            self._take_view()
            self.used = self.pool.used
            return offset
        cdef double* n = &self.view.n[0]
        cdef double* w = &self.view.w[0]
        cdef double* an = &self.view.an[0]
        cdef double* aw = &self.view.aw[0]
        cdef double* value = &self.view.value[0]
        for j in range(offset, offset + size):
            n[j] = 0.0
            w[j] = 0.0
            an[j] = 0.0
            aw[j] = 0.0
            value[j] = _first_play
        self.used = offset + size
        self.pool.used = self.used
        return offset
