"""The swap rule of the Gates AI (issue #18): never on Hex, by the search on Y and Cross.

Measured (bench/gates_hex_swap.py, README): on Hex Gates the engine's swap, chosen by its
random playouts, lost nearly every game it was made in, at Hex 7 and Hex 9.  On Y 7 never
swapping did better at 0.25 s a move but worse at 1 s (bench/gates_tune.py, README), so Y swaps.
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


def test_a_first_tile_that_favours_light_on_y_is_still_swapped_every_time():
    state = play_text(GameState("y", 7), "c:a5")
    for seed in range(12, 24):
        assert search(state, iterations=2500, rng=random.Random(seed)).move.swap, f"seed {seed}"


def test_a_y_search_told_never_to_swap_lays_a_tile_and_lists_no_swap():
    # (bench/gates_tune.py --swap never, gates_baseline.py --engine-swap never measure this rule)
    state = play_text(GameState("y", 7), "c:a5")
    for seed in range(3):
        result = search(state, iterations=2500, rng=random.Random(seed), may_swap=False)
        assert not result.move.swap, f"seed {seed}: swapped"
        assert all(not move.swap for move, _, _ in result.candidates)


def test_which_variants_search_the_swap():
    from genres.gates.mcts import swap_searched
    opened = {variant: GameState(variant, 5).play(Move(0, 0)) for variant in ("y", "hex", "cross")}
    assert swap_searched(opened["y"]) and swap_searched(opened["cross"])
    assert not swap_searched(opened["hex"])
    assert swap_searched(opened["hex"], may_swap=True) and not swap_searched(opened["y"], may_swap=False)
