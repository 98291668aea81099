"""The opening book (issue #18): on Y 7 with swap on the computer opens, at once, with the first
tile that long offline searches rate nearest an even game for Light -- the tile a good opponent
gains least by swapping -- and every other position is searched as before."""
from __future__ import annotations

import os
import random
import sys

from genres.gates import GameState, MctsPlayer, Move
from genres.gates.mcts import search
from genres.gates.notation import format_move
from genres.gates.openings import BOOK_TIE, book_opening, book_values

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
from gates_openings import distinct_openings, symmetries  # noqa: E402


def test_the_book_rates_every_first_tile_of_y7_and_equal_tiles_alike():
    state = GameState("y", 7)
    values = book_values(state)
    assert values is not None and set(values) == set(state.legal_moves())
    # a turn or mirror image of the board gives a tile of equal value (the script rated one of each)
    for members in distinct_openings(state.board):
        assert len({values[Move(*t)] for t in members}) == 1
    assert all(0.0 < v < 1.0 for v in values.values())


def test_the_board_symmetries_are_found():
    assert len(symmetries(GameState("y", 7).board)) == 6       # three turns, each mirrored
    assert len(symmetries(GameState("hex", 7).board)) == 2     # the half turn (Light's sides stay Light's)


def test_the_computer_opens_y7_with_the_tile_the_book_rates_nearest_even():
    state = GameState("y", 7)
    values = book_values(state)
    best = min(abs(v - 0.5) for v in values.values())
    for seed in range(5):
        found = search(state, 5.0, rng=random.Random(seed))
        assert found.playouts == 0 and found.seconds < 1.0     # from the book, not searched
        assert abs(values[found.move] - 0.5) <= best + BOOK_TIE
        assert found.light_win_chance == values[found.move]
    player = MctsPlayer(5.0, seed=1)
    assert abs(values[player.choose(state)] - 0.5) <= best + BOOK_TIE


def test_everything_else_is_searched():
    rng = random.Random(0)
    assert book_opening(GameState("y", 7, swap=False), rng) is None        # no swap: a different question
    assert book_opening(GameState("y", 9), rng) is None                   # a board the book lacks
    assert book_opening(GameState("hex", 7), rng) is None
    opened = GameState("y", 7).play(GameState("y", 7).legal_moves()[0])
    assert book_opening(opened, rng) is None                              # the reply (swap or not)
    found = search(GameState("y", 7), iterations=400, rng=random.Random(1), book=False)
    assert found.playouts == 400
    assert MctsPlayer(iterations=400, book=False, seed=3).choose(GameState("y", 7)) is not None


def test_the_book_names_tiles_in_move_notation():
    state = GameState("y", 7)
    move, chance = book_opening(state, random.Random(3))
    assert format_move(state.board, move)[1] == ":" and 0.5 < chance < 0.7


def test_a_first_tile_the_book_rates_good_for_light_is_swapped_at_once():
    state = GameState("y", 7)
    values = book_values(state)
    strongest = max(values, key=values.get)
    assert values[strongest] > 0.5
    opened = state.play(strongest)
    for seed in range(3):
        found = search(opened, 5.0, rng=random.Random(seed))
        assert found.move.swap and found.playouts == 0
        assert found.light_win_chance == values[strongest]
    # the swap stays the search's to weigh where the engine is told not to swap, or on a board the book lacks
    assert not search(opened, iterations=200, rng=random.Random(1), may_swap=False).move.swap
    assert search(GameState("y", 9).play(GameState("y", 9).legal_moves()[0]), iterations=200,
                  rng=random.Random(1)).playouts == 200


def test_pondering_the_persons_first_tile_grows_the_tree_instead_of_asking_the_book():
    import threading

    import pytest

    from genres.core.analysis import Cancelled
    from genres.gates.thinker import Thinker
    thinker = Thinker()
    try:
        stop = threading.Event()
        seen = []
        threading.Timer(30.0, stop.set).start()
        with pytest.raises(Cancelled):       # it pondered until told to stop: no answer from the book
            thinker.ponder(GameState("y", 7), cancel=lambda: stop.is_set() or any(p.playouts for p in seen),
                           progress=seen.append)
        assert max(p.playouts for p in seen) > 0
        # the computer's own move there still comes from the book, at once
        found = thinker.search(GameState("y", 7), 5.0, cancel=lambda: False)
        assert found.playouts == 0 and found.seconds < 1.0
    finally:
        thinker.close()
