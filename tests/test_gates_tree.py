"""The Gates search tree's memory: the statistics pool of a finished search is handed to the next
one (fresh memory was a tenth of a search's time), and nothing of the old tree shows through."""
import random

import numpy as np

from genres.gates import GameState, search
from genres.gates import tree as tree_module
from genres.gates.tree import FIRST_PLAY, Pool, SearchTree


def searched_stats(state, seed, iterations=2000):
    kept = SearchTree()
    result = search(state, iterations=iterations, rng=random.Random(seed), tree=kept)
    pool = kept.root.pool
    return result, [row[:pool.used].copy() for row in (pool.n, pool.w, pool.an, pool.aw, pool.value)]


def test_a_search_on_a_reused_pool_gives_what_a_search_on_fresh_memory_gives():
    state = GameState("y", 5, swap=False)
    tree_module._SPARE.clear()
    fresh, fresh_stats = searched_stats(state, 1)
    # a bigger search on another board leaves its pool, full of its own statistics, for the next
    searched_stats(GameState("hex", 6, swap=False), 2, iterations=4000)
    assert tree_module._SPARE and tree_module._SPARE[0][4, 0] != FIRST_PLAY      # the root's values
    reused, reused_stats = searched_stats(state, 1)
    assert (reused.move, reused.candidates, reused.playouts) == (fresh.move, fresh.candidates, fresh.playouts)
    for a, b in zip(fresh_stats, reused_stats):
        assert np.array_equal(a, b)


def test_a_dead_pools_memory_goes_to_the_next_pool_and_is_cleared_where_nodes_take_it():
    tree_module._SPARE.clear()
    pool = Pool()
    block = id(pool.stats)
    offset = pool.alloc(6)
    pool.n[offset:offset + 6] = 7.0
    pool.value[offset:offset + 6] = 0.9
    del pool
    assert tree_module._SPARE and id(tree_module._SPARE[0]) == block
    following = Pool()
    assert id(following.stats) == block and not tree_module._SPARE
    offset = following.alloc(6)
    assert following.n[offset:offset + 6].tolist() == [0.0] * 6
    assert following.value[offset:offset + 6].tolist() == [FIRST_PLAY] * 6


def test_a_pool_whose_statistics_someone_still_reads_is_not_handed_on():
    tree_module._SPARE.clear()
    pool = Pool()
    pool.alloc(4)
    visits = pool.n[:4]          # e.g. a node's .n, read after its tree was dropped
    del pool
    assert not tree_module._SPARE
    assert visits.tolist() == [0.0] * 4
