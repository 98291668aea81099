"""The swap rule of the Gates AI (issue #18): never on Hex or Y, by the search on Cross.

Measured (bench/gates_hex_swap.py, bench/gates_tune.py, README): on Hex Gates the engine's
swap, chosen by its random playouts, lost nearly every game it was made in, at Hex 7 and Hex 9;
on Y 7 it swapped every opening (the playouts rate them all 0.64-0.66 for Light) and won half of
those games against the baseline, against 4 in 5 when it played on as Dark.
"""
import random

from genres.gates import GameState, MctsPlayer, Move, play_text, search


def test_hex_search_never_swaps_a_tile_its_playouts_rate_for_light():
    # random playouts rate Light about 0.55 after c on the top row's fifth cell of Hex 7, so a
    # search that may swap does; the engine's games say the swapper loses, so it lays a tile instead
    state = GameState("hex", 7).play(Move(4, 4))
    assert search(state, iterations=3000, rng=random.Random(0), may_swap=True).move.swap
    for seed in range(12):
        result = search(state, iterations=2000, rng=random.Random(seed))
        assert not result.move.swap, f"seed {seed}: swapped"
        assert all(not move.swap for move, _, _ in result.candidates)


def test_the_hex_player_never_swaps_with_a_kept_tree_either():
    # the opener's kept tree holds visits of the swap it expected; the replying player must not pick it
    for seed in range(4):
        player = MctsPlayer(iterations=1500, seed=seed)
        state = GameState("hex", 5)
        state = state.play(player.choose(state))
        assert not player.choose(state).swap


def test_the_y_search_lays_a_tile_where_its_playouts_would_swap():
    # c:a5 on Y 7: the playouts rate Light about 0.65, and a search that may swap does, every time;
    # but the swap hands the opponent, now Dark, the next move, worth more than the playouts' bias
    state = play_text(GameState("y", 7), "c:a5")
    for seed in range(12, 18):
        assert search(state, iterations=2500, rng=random.Random(seed), may_swap=True).move.swap, f"seed {seed}"
        result = search(state, iterations=2500, rng=random.Random(seed))
        assert not result.move.swap, f"seed {seed}: swapped"
        assert all(not move.swap for move, _, _ in result.candidates)


def test_the_y_player_never_swaps_with_a_kept_tree_either():
    for seed in range(3):
        player = MctsPlayer(iterations=1500, seed=seed)
        state = GameState("y", 5)
        state = state.play(player.choose(state))
        assert not player.choose(state).swap


def test_the_search_still_swaps_on_cross_gates_where_its_playouts_say_so():
    from genres.gates.mcts import swap_searched
    assert swap_searched(GameState("cross", 3).play(Move(0, 0)))
    assert not swap_searched(GameState("y", 5).play(Move(0, 0)))
    assert swap_searched(GameState("y", 5).play(Move(0, 0)), may_swap=True)
