"""The align option's reading of "matching neighbour" (rules.md section 5), decided by measurement.

bench/gates_align_reading.py plays random align games under three readings; none keeps one
winner per game, so the shared-corners reading stays and a full board without a winner is a draw.
"""
import os
import random
import sys

from genres.gates import GameState
from genres.gates.position import Position

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import gates_align_reading as reading  # noqa: E402  (a bench script, not a package)


def test_no_reading_of_matching_keeps_one_winner_in_every_align_game():
    for name in reading.READINGS:
        counts = reading.measure(name, "y", 4, 40)
        assert counts["board-full"] >= 5, (name, counts)
    assert Position.matching_neighbours is reading._CORNERS     # measuring leaves the rules as they were


def test_a_full_align_board_without_a_winner_ends_as_a_draw():
    rng = random.Random(3)
    for _ in range(40):
        state = GameState("y", 4, swap=False, align=True)
        while not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
        if state.result.winner is None:
            assert state.result.reason == "board-full" and state.tile_count == state.board.cell_count
            assert "draw" in state.result.message
            return
    raise AssertionError("no drawn game in 40 random align games on Y 4")
