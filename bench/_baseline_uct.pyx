# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The baseline's whole search in C: UCT-RAVE over flat arrays, one random-fill playout a descent.

Written apart from the engine (genres/gates/_fastplayouts.pyx, tree.py): its own tree,
its own playout, its own constants.  Only the board geometry comes from the caller
(gates_baseline.py builds it from genres.gates.board).

A move is cell * K + orientation index (K = 3 standard orientations); the swap is move
M = cells * K.  A node's children live in one stretch of S = M + 1 entries of five
flat arrays (visits, wins, AMAF visits, AMAF wins, child node), made when the node is
visited the expand_at-th time (3).  Paths never break without align and a full Y or Hex board
has exactly one winner, so a playout lays a random orientation on every empty cell and
asks a union-find of Light's corners whether Light joined its sides.
"""
from libc.stdlib cimport malloc, realloc, free
from libc.string cimport memcpy
from libc.math cimport log, sqrt
from libc.stdint cimport uint64_t

import time


cdef class BaselineSearch:
    cdef int cells, K, M, S, corners, goal
    cdef int *stripe_a
    cdef int *stripe_b
    cdef int *root_up
    cdef int *root_sides
    cdef char *root_free
    cdef int root_swap_depth      # depth at which the swap is legal (0 or 1), -1 for never
    cdef int root_swapped, root_player
    cdef double rave_bias, ucb_c
    # knobs for self-play experiments (gates_selfplay.py); the defaults are the baseline
    cdef int batch, expand_at
    # nodes
    cdef int n_nodes, cap_nodes
    cdef int *node_visits
    cdef long *node_table
    # entries
    cdef long used, cap, limit
    cdef int *e_n
    cdef float *e_w
    cdef int *e_an
    cdef float *e_aw
    cdef int *e_kid
    cdef uint64_t rng
    cdef public long playouts

    def __cinit__(self):
        self.stripe_a = self.stripe_b = self.root_up = self.root_sides = NULL
        self.root_free = NULL
        self.node_visits = NULL
        self.node_table = NULL
        self.e_n = self.e_an = self.e_kid = NULL
        self.e_w = self.e_aw = NULL

    def __init__(self, int cells, int K, int corners, int goal, stripes_a, stripes_b, corner_sides,
                 root_tiles, free_cells, int swap_depth, bint swapped, int player,
                 unsigned long long seed, double rave_bias=500.0, double ucb_c=0.1,
                 long entry_limit=12_000_000, int batch=1, int expand_at=3):
        cdef int i, m, c
        self.cells, self.K, self.corners, self.goal = cells, K, corners, goal
        self.M = cells * K
        self.S = self.M + 1
        self.stripe_a = <int *> malloc(self.M * sizeof(int))
        self.stripe_b = <int *> malloc(self.M * sizeof(int))
        for i in range(self.M):
            self.stripe_a[i] = stripes_a[i]
            self.stripe_b[i] = stripes_b[i]
        self.root_up = <int *> malloc(corners * sizeof(int))
        self.root_sides = <int *> malloc(corners * sizeof(int))
        for i in range(corners):
            self.root_up[i] = i
            self.root_sides[i] = corner_sides[i]
        for m in root_tiles:
            self._join(self.root_up, self.root_sides, self.stripe_a[m], self.stripe_b[m])
        self.root_free = <char *> malloc(cells)
        for i in range(cells):
            self.root_free[i] = 0
        for c in free_cells:
            self.root_free[c] = 1
        self.root_swap_depth = swap_depth
        self.root_swapped = 1 if swapped else 0
        self.root_player = player
        self.rave_bias, self.ucb_c = rave_bias, ucb_c
        if batch < 1 or expand_at < 1:
            raise ValueError("batch and expand_at are at least 1")
        self.batch, self.expand_at = batch, expand_at
        self.rng = (seed * 6364136223846793005ULL + 1442695040888963407ULL) | 1ULL
        self.cap_nodes = 1 << 16
        self.node_visits = <int *> malloc(self.cap_nodes * sizeof(int))
        self.node_table = <long *> malloc(self.cap_nodes * sizeof(long))
        self.limit = entry_limit
        self.cap = self.S * 1024
        self.e_n = <int *> malloc(self.cap * sizeof(int))
        self.e_w = <float *> malloc(self.cap * sizeof(float))
        self.e_an = <int *> malloc(self.cap * sizeof(int))
        self.e_aw = <float *> malloc(self.cap * sizeof(float))
        self.e_kid = <int *> malloc(self.cap * sizeof(int))
        self.used = 0
        self.n_nodes = 0
        self.playouts = 0
        self._new_node()
        self._expand(0)

    def __dealloc__(self):
        free(self.stripe_a); free(self.stripe_b); free(self.root_up); free(self.root_sides)
        free(self.root_free); free(self.node_visits); free(self.node_table)
        free(self.e_n); free(self.e_w); free(self.e_an); free(self.e_aw); free(self.e_kid)

    cdef inline uint64_t _next(self) noexcept nogil:
        cdef uint64_t x = self.rng
        x ^= x >> 12
        x ^= x << 25
        x ^= x >> 27
        self.rng = x
        return x * 2685821657736338717ULL

    cdef inline int _root(self, int *up, int v) noexcept nogil:
        while up[v] != v:
            up[v] = up[up[v]]
            v = up[v]
        return v

    cdef inline int _join(self, int *up, int *sides, int a, int b) noexcept nogil:
        """Join corners a and b; return the joined group's side mask."""
        cdef int ra = self._root(up, a), rb = self._root(up, b)
        if ra != rb:
            up[ra] = rb
            sides[rb] |= sides[ra]
        return sides[rb]

    cdef int _new_node(self) except -1:
        if self.n_nodes == self.cap_nodes:
            self.cap_nodes *= 2
            self.node_visits = <int *> realloc(self.node_visits, self.cap_nodes * sizeof(int))
            self.node_table = <long *> realloc(self.node_table, self.cap_nodes * sizeof(long))
            if self.node_visits == NULL or self.node_table == NULL:
                raise MemoryError()
        self.node_visits[self.n_nodes] = 0
        self.node_table[self.n_nodes] = -1
        self.n_nodes += 1
        return self.n_nodes - 1

    cdef int _expand(self, int node) except -1:
        """Give `node` its children's entries; 0 when the tree is full (it stays a leaf)."""
        cdef long i, start = self.used
        if start + self.S > self.limit:
            return 0
        if start + self.S > self.cap:
            self.cap *= 2
            self.e_n = <int *> realloc(self.e_n, self.cap * sizeof(int))
            self.e_w = <float *> realloc(self.e_w, self.cap * sizeof(float))
            self.e_an = <int *> realloc(self.e_an, self.cap * sizeof(int))
            self.e_aw = <float *> realloc(self.e_aw, self.cap * sizeof(float))
            self.e_kid = <int *> realloc(self.e_kid, self.cap * sizeof(int))
            if self.e_n == NULL or self.e_w == NULL or self.e_an == NULL or self.e_aw == NULL or self.e_kid == NULL:
                raise MemoryError()
        for i in range(start, start + self.S):
            self.e_n[i] = 0
            self.e_w[i] = 0
            self.e_an[i] = 0
            self.e_aw[i] = 0
            self.e_kid[i] = -1
        self.node_table[node] = start
        self.used += self.S
        return 1

    cdef inline double _value(self, long e, double log_n) noexcept:
        cdef int n = self.e_n[e], an = self.e_an[e]
        cdef double q, beta, value
        if n == 0 and an == 0:
            return 1.0
        q = self.e_w[e] / n if n else 0.0
        if an:
            beta = an / (n + an + 4.0 * n * an / self.rave_bias)
            value = (1.0 - beta) * q + beta * self.e_aw[e] / an
        else:
            value = q
        return value + self.ucb_c * sqrt(log_n / (n + 1.0))

    cdef int _select(self, long t, int visits, char *free, bint swap_ok):
        cdef int c, k, m, best = -1
        cdef double value, best_value = -1.0, log_n = log(visits + 1.0)
        for c in range(self.cells):
            if not free[c]:
                continue
            for k in range(self.K):
                m = c * self.K + k
                # ties broken at random: a tiny jitter
                value = self._value(t + m, log_n) + (self._next() >> 40) * 1e-12
                if value > best_value:
                    best, best_value = m, value
        if swap_ok and self._value(t + self.M, log_n) > best_value:
            best = self.M
        return best

    def run(self, double seconds, long max_descents=-1):
        """Search until `seconds` have passed (or max_descents); return the root's visits per move."""
        cdef int depth, node, kid, m, mover, winner, light_player, c, k, i, j
        cdef long t, descents = 0
        cdef int swapped
        cdef int *path_node = <int *> malloc((self.cells + 2) * sizeof(int))
        cdef int *path_move = <int *> malloc((self.cells + 2) * sizeof(int))
        cdef int *laid = <int *> malloc((self.cells + 1) * sizeof(int))
        cdef int *up = <int *> malloc(self.corners * sizeof(int))
        cdef int *sides = <int *> malloc(self.corners * sizeof(int))
        cdef char *free_ = <char *> malloc(self.cells)
        cdef int n_laid, light, n_tree, b
        cdef float reward
        deadline = time.perf_counter() + seconds
        try:
            while True:
                if descents % 128 == 0:
                    if max_descents >= 0:
                        if descents >= max_descents:
                            break
                    elif descents > 0 and time.perf_counter() >= deadline:
                        break
                descents += 1
                memcpy(free_, self.root_free, self.cells)
                swapped = self.root_swapped
                node, depth, n_laid = 0, 0, 0
                # -- descend
                while True:
                    t = self.node_table[node]
                    if t < 0:
                        if self.node_visits[node] + 1 < self.expand_at or not self._expand(node):
                            break
                        t = self.node_table[node]
                    m = self._select(t, self.node_visits[node], free_, depth == self.root_swap_depth)
                    if m < 0:
                        break              # a full board (cannot happen before the game ends)
                    path_node[depth] = node
                    path_move[depth] = m
                    depth += 1
                    if m == self.M:
                        swapped = 1 - swapped
                    else:
                        free_[m // self.K] = 0
                        laid[n_laid] = m
                        n_laid += 1
                    kid = self.e_kid[t + m]
                    if kid < 0:
                        kid = self._new_node()
                        self.e_kid[t + m] = kid
                        self.node_visits[kid] += 1
                        break
                    node = kid
                    if self.node_table[node] < 0 and self.node_visits[node] + 1 < self.expand_at:
                        self.node_visits[node] += 1
                        break
                # -- `batch` playouts from the leaf (the baseline: one), each backed up
                n_tree = n_laid
                for b in range(self.batch):
                    n_laid = n_tree
                    # -- playout: a random standard orientation on every empty cell
                    for c in range(self.cells):
                        if free_[c]:
                            laid[n_laid] = c * self.K + <int> ((self._next() >> 33) % self.K)
                            n_laid += 1
                    memcpy(up, self.root_up, self.corners * sizeof(int))
                    memcpy(sides, self.root_sides, self.corners * sizeof(int))
                    light = 0
                    for i in range(n_laid):
                        if self._join(up, sides, self.stripe_a[laid[i]], self.stripe_b[laid[i]]) == self.goal:
                            light = 1
                            break
                    self.playouts += 1
                    # players: 1 moved first; the first player plays Light unless someone swapped
                    light_player = 2 if swapped else 1
                    winner = light_player if light else 3 - light_player
                    # -- back up: node at depth d was moved from by root_player, then alternating
                    for i in range(depth):
                        node = path_node[i]
                        m = path_move[i]
                        t = self.node_table[node]
                        mover = self.root_player if i % 2 == 0 else 3 - self.root_player
                        reward = 1.0 if mover == winner else 0.0
                        self.node_visits[node] += 1
                        self.e_n[t + m] += 1
                        self.e_w[t + m] += reward
                        # AMAF: every tile of the final board laid after the root, as if laid now
                        for j in range(n_laid):
                            self.e_an[t + laid[j]] += 1
                            self.e_aw[t + laid[j]] += reward
                        if i == self.root_swap_depth:
                            # the swap's AMAF: its mover would play Light, so every playout through
                            # here says how a swap would have fared (one unlucky playout cannot bury it)
                            self.e_an[t + self.M] += 1
                            self.e_aw[t + self.M] += light
        finally:
            free(path_node); free(path_move); free(laid); free(up); free(sides); free(free_)
        t = self.node_table[0]
        return [self.e_n[t + i] for i in range(self.S)], descents
