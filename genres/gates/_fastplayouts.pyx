# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""Compiled hot loops of the Gates AI (optional: playouts.py and tree.py run pure Python without it).

The kernels mirror playouts.py's FillPlayouts.run_batch and TurnPlayouts.run draw for draw: the
random numbers are drawn with the same Python calls on the same random.Random, in the same order,
and the loops below only replace the union-find work on C int arrays, so a seeded search gives
exactly the same playouts, scores and moves with or without this module
(tests/test_gates_compiled.py runs both on many positions of every variant).

back_up mirrors tree.back_up's arithmetic operation for operation (IEEE doubles, no reordering), so
the statistics, and therefore the moves, are identical too.
"""
from libc.string cimport memcpy, memset
from libc.math cimport sqrt, log

import numpy as np

# playouts.KERNEL_VERSION: raised with every change of what the Python side calls here
KERNEL_VERSION = 2

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
    tally counts them per (cell, orientation) slot in the same call (the search's path)."""
    cdef int width
    cdef int[::1] rows_buffer
    cdef double[::1] scores_buffer
    cdef object count_array, light_array, bound
    cdef Py_ssize_t[::1] per_slot
    cdef double[::1] light

    cdef int _run(self, moves, randrange, getrandbits, int count, int* rows, double* scores) except -1:
        raise NotImplementedError

    def batch(self, moves, randrange, getrandbits, int count, int[:, ::1] rows, double[::1] scores):
        """`count` playouts into rows[k] and scores[k]."""
        if rows.shape[0] < count or rows.shape[1] != self.width or scores.shape[0] < count:
            raise ValueError("result arrays of the wrong shape")
        if count:
            self._run(moves, randrange, getrandbits, count, &rows[0, 0] if self.width else NULL, &scores[0])

    def bind(self, randrange, getrandbits, column_base, Py_ssize_t slot_count):
        """Fix tally's other arguments for a whole search: then tally_bound(moves, count) each batch."""
        self.bound = (randrange, getrandbits, np.ascontiguousarray(column_base, dtype=np.intp), slot_count)

    def tally_bound(self, moves, int count):
        randrange, getrandbits, column_base, slot_count = self.bound
        return self._tally(moves, randrange, getrandbits, count, column_base, slot_count)

    def tally(self, moves, randrange, getrandbits, int count, const Py_ssize_t[::1] column_base,
              Py_ssize_t slot_count):
        """(Light's total score, playouts per (cell, orientation) slot, Light's score per slot): what
        playouts._tally_rows counts with numpy's bincount over rows + column_base."""
        return self._tally(moves, randrange, getrandbits, count, column_base, slot_count)

    cdef _tally(self, moves, randrange, getrandbits, int count, const Py_ssize_t[::1] column_base,
                Py_ssize_t slot_count):
        cdef Py_ssize_t k, j, slot, width = self.width
        cdef int oi
        cdef int* row
        cdef double s, total = 0.0
        if column_base.shape[0] != width:
            raise ValueError("one slot base a column")
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
        cdef Py_ssize_t[::1] per_slot = self.per_slot
        cdef double[::1] light = self.light
        if slot_count:
            memset(&per_slot[0], 0, slot_count * sizeof(Py_ssize_t))
            memset(&light[0], 0, slot_count * sizeof(double))
        if count:
            self._run(moves, randrange, getrandbits, count, &self.rows_buffer[0], &self.scores_buffer[0])
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
        return total, self.count_array, self.light_array


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

    cdef int _run(self, fixed, randrange, getrandbits, int count, int* rows, double* scores) except -1:
        cdef int span = self.width, goal = self.goal, limit = TABLE_SIZE - span, limit_bits = _bits(limit)
        cdef int k, j, a, b, m, start, nfixed = len(fixed)
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
        j = 0
        for cell, oi in fixed.items():
            fixed_col[j] = self.place[cell]
            fixed_oi[j] = oi
            j += 1
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
    cdef int[::1] root_parent, root_mask, parent, mask, light_verdict, dark_verdict, move_cell, move_oi
    cdef int[:, ::1] orders
    cdef const unsigned char[::1] table

    def __init__(self, pairs, root_parent, root_mask, verdicts, int to_move, table, int light, int dark,
                 int wins, int loses):
        self.pairs = np.ascontiguousarray(pairs, dtype=np.intc).ravel()
        self.width = len(self.pairs) // 12
        self.move_cell = np.empty(self.width + 1, dtype=np.intc)    # the tree's tiles, in order
        self.move_oi = np.empty(self.width + 1, dtype=np.intc)
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

    cdef int _run(self, moves, randrange, getrandbits, int count, int* rows, double* scores) except -1:
        if self.orders is None:
            raise ValueError("set_orders first")
        cdef int span = self.orders.shape[1], limit = TABLE_SIZE - span, limit_bits = _bits(limit)
        cdef int order_bits = _bits(ORDERS), cell_count = self.width
        cdef int k, j, t, cell, oi, a, b, c, d, mover, lv, dv, winner, start, nmoves = len(moves)
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
        cdef int[::1] move_cell = self.move_cell, move_oi = self.move_oi
        if nmoves > cell_count:
            raise ValueError("more tree tiles than cells")
        j = 0
        for cell_, oi_ in moves:
            move_cell[j] = cell_
            move_oi[j] = oi_
            j += 1
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
cdef double _prior = 0.0, _prior_wins = 0.0, _explore = 0.0
cdef Py_ssize_t _last_visit = 0


def set_tree_constants(beta, inv_sqrt, double prior, double prior_wins, double explore):
    """tree.py's tables and constants, once at import (back_up then reads them as C values)."""
    global _beta, _inv_sqrt, _prior, _prior_wins, _explore, _last_visit
    _beta = np.ascontiguousarray(beta, dtype=np.float64)
    _inv_sqrt = np.ascontiguousarray(inv_sqrt, dtype=np.float64)
    _prior, _prior_wins, _explore = prior, prior_wins, explore
    _last_visit = min(len(_beta), len(_inv_sqrt)) - 1


cdef class PoolView:
    """A tree.Pool's five arrays as typed views, made once and kept on the pool (pool.view): taking
    five buffer views every back-up cost more than the arithmetic of a small node."""
    cdef readonly object source
    cdef double[::1] n, w, an, aw, value

    def __init__(self, pool):
        self.source = pool.n
        self.n, self.w, self.an, self.aw, self.value = pool.n, pool.w, pool.an, pool.aw, pool.value


def back_up(pool, list path, list is_light, Py_ssize_t batch, double light_total, count, light):
    """tree.back_up on C loops: the same operations on the same doubles in the same order.  One pass
    per path node (its children's stretch of the pool is its own, so updating and re-valuing node by
    node gives what tree.back_up's whole-path array operations give)."""
    cdef PoolView view = pool.view
    if view is None or view.source is not pool.n:
        view = pool.view = PoolView(pool)
    cdef double[::1] pn = view.n, pw = view.w, pan = view.an, paw = view.aw, pvalue = view.value
    cdef const Py_ssize_t[::1] counts
    cdef const double[::1] lit
    cdef const Py_ssize_t[::1] blocked
    cdef list cells
    cdef Py_ssize_t k, offset, size, j, o, idx, visits, node_visits, swap, slot, branches
    cdef double n, q, amaf, mix, c, l, explore
    cdef bint side, opening
    if batch:
        counts = count
        lit = light
    for k in range(len(path)):
        node, i = <tuple>path[k]
        offset = node.offset
        node_visits = node.visits
        if batch:
            side = is_light[k]
            pn[offset + <Py_ssize_t>i] += batch
            pw[offset + <Py_ssize_t>i] += light_total if side else batch - light_total
            # tile child j * branches + o is slot cell_j * branches + o (tree.Node.slots)
            cells = node.cells
            branches = node.branches
            idx = offset
            for j in range(len(cells)):
                slot = (<Py_ssize_t>cells[j]) * branches
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
                pan[offset + swap] += batch
                paw[offset + swap] += light_total
        size = node.size
        explore = _explore * sqrt(log(<double>node_visits)) if node_visits > 1 else 0.0
        opening = node.opening
        for j in range(size):
            idx = offset + j
            n = pn[idx]
            q = (pw[idx] + _prior_wins) / (n + _prior)
            amaf = (paw[idx] + _prior_wins) / (pan[idx] + _prior)
            visits = <Py_ssize_t>(n if n < _last_visit else _last_visit)
            mix = q + _beta[visits] * (amaf - q)
            if opening and 1.0 - mix < mix:
                mix = 1.0 - mix
            mix = mix + explore * _inv_sqrt[visits]
            pvalue[idx] = mix
        block = node.blocked
        if block is not None:
            blocked = np.ascontiguousarray(block, dtype=np.intp)
            for j in range(blocked.shape[0]):
                pvalue[offset + blocked[j]] = -1.0


def descend(root, Py_ssize_t branches, bint grow, bint swapped, bint fill):
    """tree.descend on C loops: the same path (the first child of the highest value at each node),
    tiles and swap flag; the leaf's new node is made by the same Node.child."""
    pool = root.pool
    cdef PoolView view = pool.view
    if view is None or view.source is not pool.n:
        view = pool.view = PoolView(pool)
    cdef double[::1] value = view.value
    cdef Py_ssize_t i, j, offset, size, swap
    cdef double best
    cdef list path = []
    cdef list kids
    moves = {} if fill else []
    node = root
    while True:
        size = node.size
        if not size:
            break
        offset = node.offset
        i = 0
        best = value[offset]
        for j in range(1, size):
            if value[offset + j] > best:
                best = value[offset + j]
                i = j
        path.append((node, i))
        swap = node.swap_index
        if i == swap:
            swapped = not swapped
        elif fill:
            moves[node.cells[i // branches]] = i % branches
        else:
            moves.append((node.cells[i // branches], i % branches))
        kids = node.kids
        child = kids[i] if kids is not None else None
        if child is None:
            if grow:
                node.child(i, branches)
            break
        node = child
    return path, moves, swapped
