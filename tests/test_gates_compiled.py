"""The Gates AI's compiled kernels (genres/gates/_fastplayouts.pyx) give exactly what the pure-Python
loops give: the same playouts, scores and AMAF counts for the same random.Random, and the same
search statistics and moves.  Without the extension the compiled half is skipped (on CI, where
.ci/run builds it, a missing extension fails instead), and the pure path is what the app runs.
"""
import os
import random
import subprocess
import sys

import numpy as np
import pytest

from genres.gates import GameState, RandomPlayer, search
from genres.gates.tree import SearchTree
from genres.gates import playouts
from genres.gates.playouts import FillPlayouts, TurnPlayouts

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

if playouts._fastplayouts is None and os.environ.get("CI"):
    raise RuntimeError("CI builds the compiled Gates kernels in place (.ci/run); they are missing")
needs_compiled = pytest.mark.skipif(playouts._fastplayouts is None,
                                    reason="genres.gates._fastplayouts is not built (python setup.py build_ext --inplace)")


def random_positions(variant, sizes, count, seed, **options):
    """Positions reached by random tiles from the empty board (a few of each length), not over."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = GameState(variant, rng.choice(sizes), **{"swap": False, **options})
        player = RandomPlayer(rng.randrange(1 << 30))
        for _ in range(rng.randrange(state.board.cell_count)):
            following = state.play(player.choose(state))
            if following.is_over:
                break
            state = following
        found.append(state)
    return found


def both(make, run):
    """run(sim, rng) on the pure and the compiled object made by make(compiled), with equal seeds;
    returns both outcomes, each with the random generator's next number (draws must match too)."""
    seed = random.randrange(1 << 30)
    outcomes = []
    for compiled in (False, True):
        sim, rng = make(compiled), random.Random(seed)
        outcomes.append((run(sim, rng), rng.random()))
    return outcomes


def _tallied(sim, moves, rng, count):
    total, per_slot, light = sim.tally(moves, rng, count, 3)
    return total, per_slot.tolist(), light.tolist()


@needs_compiled
def test_compiled_fill_playouts_equal_the_pure_ones_on_y_and_hex_positions():
    rng = random.Random(11)
    checked = 0
    for variant, sizes in (("y", (3, 5, 7, 9)), ("hex", (3, 5, 8, 11))):
        for state in random_positions(variant, sizes, 40, seed=len(variant)):
            cells = list(FillPlayouts(state.position(), compiled=False).empties)
            tree_tiles = {c: rng.randrange(3) for c in rng.sample(cells, rng.randrange(min(len(cells), 6) + 1))}
            pure, compiled = both(lambda c: FillPlayouts(state.position(), compiled=c),
                                  lambda sim, r: (sim.run_batch(tree_tiles, r, 8), sim.run_batch({}, r, 3),
                                                  _tallied(sim, tree_tiles, r, 8)))
            assert pure == compiled, (variant, state.moves)
            checked += 1
    assert checked == 80


@needs_compiled
def test_compiled_tile_by_tile_playouts_equal_the_pure_ones_on_cross_positions():
    rng = random.Random(12)
    seen = set()
    for state in random_positions("cross", (2, 3, 5, 7), 60, seed=3):
        cells = list(TurnPlayouts(state.position(), state.to_move, compiled=False).empties)
        # the tree's tiles may decide the game themselves, before any random tile
        tree_tiles = [(c, rng.randrange(3)) for c in rng.sample(cells, rng.randrange(len(cells) + 1))]
        pure, compiled = both(lambda c: TurnPlayouts(state.position(), state.to_move, compiled=c),
                              lambda sim, r: (sim.run_batch(tree_tiles, r, 6), sim.run_batch([], r, 4),
                                              _tallied(sim, tree_tiles, r, 4)))
        assert pure == compiled, state.moves
        seen.update(pure[0][0][0])
    assert {0.0, 1.0} <= seen          # both sides won some of the compared playouts


@needs_compiled
def test_compiled_kernels_follow_randrange_for_a_random_subclass_too():
    class Seeded(random.Random):
        pass

    state = random_positions("cross", (5,), 1, seed=9)[0]
    outcomes = []
    for compiled in (False, True):
        sim, rng = TurnPlayouts(state.position(), state.to_move, compiled=compiled), Seeded(4)
        outcomes.append((sim.run_batch([], rng, 20), rng.random()))
    assert outcomes[0] == outcomes[1]


def _searched(state, compiled, iterations, seed):
    saved = playouts.COMPILED
    playouts.COMPILED = compiled
    try:
        tree = SearchTree()
        result = search(state, iterations=iterations, rng=random.Random(seed), tree=tree)
    finally:
        playouts.COMPILED = saved
    if tree.root is None:          # an endgame solved exactly: no tree, no playouts
        return result, []
    pool = tree.root.pool
    stats = [getattr(pool, name)[:pool.used].copy() for name in ("n", "w", "an", "aw", "value")]
    return result, stats


@needs_compiled
@pytest.mark.parametrize("variant,size,options", [
    ("y", 7, {}), ("y", 5, {"swap": False}), ("hex", 7, {}), ("hex", 10, {"swap": False}),
    ("cross", 5, {}), ("cross", 7, {"swap": False}), ("y", 4, {"align": True}), ("cross", 4, {"align": True}),
])
def test_search_gives_the_same_statistics_and_move_with_and_without_the_kernels(variant, size, options):
    states = [GameState(variant, size, **options)]
    states += random_positions(variant, (size,), 2, seed=size, **options)
    for k, state in enumerate(states):
        pure, pure_stats = _searched(state, False, 600, k)
        fast, fast_stats = _searched(state, True, 600, k)
        assert (fast.move, fast.candidates, fast.light_win_chance, fast.playouts) == \
               (pure.move, pure.candidates, pure.light_win_chance, pure.playouts)
        assert len(pure_stats) == len(fast_stats)
        for a, b in zip(pure_stats, fast_stats):
            assert np.array_equal(a, b)            # bit for bit, not approximately


def _reply(tree, state):
    """The opponent's reply the kept tree looked at most, or (past the tree's memory limit the node
    may never have been made) the first legal move."""
    from genres.gates.mcts import _move_of
    node = tree.subtree(state)
    if node is None:
        return state.legal_moves()[0]
    return _move_of(node, int(node.n.argmax()), state)


def _kept_tree_statistics(compiled, state):
    """Two seeded searches of one game with a kept tree (the second continues the first's subtree
    where it has one): both results, the root's visits and the statistics the tree holds at the end."""
    saved = playouts.COMPILED
    playouts.COMPILED = compiled
    try:
        tree, rng = SearchTree(), random.Random(5)
        first = search(state, iterations=1001, rng=rng, tree=tree, book=False)
        after = state.play(first.move)
        later = after.play(_reply(tree, after))
        second = search(later, iterations=603, rng=rng, tree=tree, book=False)
    finally:
        playouts.COMPILED = saved
    pool = tree.root.pool
    stats = [getattr(pool, name)[:pool.used].copy() for name in ("n", "w", "an", "aw", "value")]
    return (first.candidates, first.playouts, second.candidates, second.playouts, tree.root.visits), stats


@needs_compiled
@pytest.mark.parametrize("variant,size,pool_limit", [("y", 6, 6000), ("y", 6, 10**6), ("cross", 5, 6000),
                                                     ("cross", 5, 10**6)])
def test_the_compiled_loop_grows_its_pool_stops_at_the_limit_and_keeps_trees_as_the_pure_one(
        variant, size, pool_limit, monkeypatch):
    """The compiled loop's own paths: a pool grown past its reserve (new arrays mid-chunk), a tree at
    its memory limit, a kept subtree continued by the next search, budgets not a multiple of a batch."""
    from genres.gates import mcts, tree as tree_module
    monkeypatch.setattr(tree_module.Pool, "CAPACITY", 700)
    monkeypatch.setattr(mcts, "POOL_LIMIT", pool_limit)
    # every leaf a node at once: the first search's short budget then reaches the reply's level
    monkeypatch.setattr(tree_module, "EXPAND_VISITS", 0)
    state = GameState(variant, size, swap=True)
    pure = _kept_tree_statistics(False, state)
    fast = _kept_tree_statistics(True, state)
    assert fast[0] == pure[0]
    batch = mcts.FILL_BATCH if variant == "y" else mcts.SEQUENTIAL_BATCH
    assert (fast[0][1], fast[0][3]) == (-(-1001 // batch) * batch, -(-603 // batch) * batch)
    if pool_limit > 10**5 and variant == "y":
        # the second search continued the first one's subtree (on Cross 5 the first search's
        # descents hardly reach the reply's level: 25 cells, four playouts a descent)
        assert fast[0][4] > fast[0][3]
    for a, b in zip(pure[1], fast[1]):
        assert np.array_equal(a, b)


def test_without_the_extension_the_pure_playouts_play_on():
    """An install where the extension could not be built: the import fails, the AI still searches."""
    code = ("import sys, random\n"
            "class NoKernels:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name == 'genres.gates._fastplayouts': raise ImportError('not built')\n"
            "sys.meta_path.insert(0, NoKernels())\n"
            "from genres.gates import GameState, playouts, search\n"
            "assert playouts._fastplayouts is None and not playouts.COMPILED\n"
            "r = search(GameState('cross', 4), iterations=200, rng=random.Random(1))\n"
            "print(r.playouts, r.move)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": ROOT})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "200"


def test_the_pure_path_can_be_chosen_and_the_compiled_one_reports_when_missing():
    state = GameState("y", 5)
    assert FillPlayouts(state.position(), compiled=False)._kernel is None
    if playouts._fastplayouts is None:
        with pytest.raises(ImportError):
            FillPlayouts(state.position(), compiled=True)
    else:
        assert FillPlayouts(state.position(), compiled=True)._kernel is not None


def test_an_out_of_date_extension_is_left_unused_and_the_search_plays_on():
    """A checkout updated without rebuilding: the old extension lacks what the Python side calls
    now, so the AI warns and runs its pure loops rather than failing mid-search."""
    code = ("import sys, types, random, warnings\n"
            "old = types.ModuleType('genres.gates._fastplayouts')\n"
            "old.KERNEL_VERSION = 1\n"
            "sys.modules['genres.gates._fastplayouts'] = old\n"
            "with warnings.catch_warnings(record=True) as caught:\n"
            "    warnings.simplefilter('always')\n"
            "    from genres.gates import GameState, playouts, search\n"
            "assert playouts._fastplayouts is None and not playouts.COMPILED\n"
            "assert any('out of date' in str(w.message) for w in caught)\n"
            "r = search(GameState('y', 5), iterations=200, rng=random.Random(1))\n"
            "print(r.playouts, r.move)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": ROOT})
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[0] == "200"
