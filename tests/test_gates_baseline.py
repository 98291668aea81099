"""bench/gates_baseline.py: the independent compiled UCT-RAVE yardstick of issue #18 plays sound Gates."""
import os
import sys

import pytest

from genres.gates import GameState, RandomPlayer, play_match, play_text, winning_moves
from genres.gates.game import SWAP

pytest.importorskip("pyximport")      # Cython builds the baseline's search (CI installs it)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
from gates_baseline import BaselinePlayer  # noqa: E402  (a bench script, not a package)


def test_the_baseline_beats_random_play_on_y_and_hex():
    for variant in ("y", "hex"):
        report = play_match(BaselinePlayer(descents=4000, seed=1), RandomPlayer(2), 6, variant, 5)
        assert report.wins[0] == 6, (variant, report.summary())


def test_the_baseline_takes_a_win_in_one():
    # Y 5 after these ten tiles, of the 45 moves only a:d5 wins at once (found among random games)
    state = GameState("y", 5, swap=False)
    for text in "b:b3 c:d4 c:a4 c:a3 a:c5 c:a2 a:e5 c:a1 b:c3 c:b5".split():
        state = play_text(state, text)
    assert [str(m) for m in winning_moves(state)] == [str(play_text(state, "a:d5").moves[-1])]
    for seed in range(5):
        move = BaselinePlayer(descents=3000, seed=seed).choose(state)
        assert state.play(move).is_over and state.play(move).result.winner == state.to_move, seed


def test_the_baseline_swaps_a_first_tile_that_favours_light():
    state = play_text(GameState("y", 7), "c:a5")
    for seed in range(3):
        assert BaselinePlayer(descents=20000, seed=seed).choose(state) == SWAP


def test_the_baselines_self_play_knobs_play_sound_gates_and_bad_knobs_are_named():
    """bench/gates_selfplay.py's knobs: a baseline running several playouts a descent and
    expanding nodes at once still beats random play, and a knob it does not have, or a value
    of the wrong kind, is refused with the knob named."""
    import argparse
    from gates_selfplay import knobs
    player = BaselinePlayer(descents=500, seed=3, **knobs("batch=8,expand_at=1"))
    report = play_match(player, RandomPlayer(4), 4, "y", 5)
    assert report.wins[0] == 4, report.summary()
    for bad in ("batch=eight", "depth=3", "batch"):
        with pytest.raises(argparse.ArgumentTypeError, match=bad.split("=")[0]):
            knobs(bad)
