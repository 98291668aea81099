"""The computer as the window plays it, in a headless match (issue #18 point 2): it keeps its tree
in the Thinker's child, ponders the opponent's position while the opponent thinks, continues the
pondered subtree after the opponent's actual reply, plays legal moves, repeats itself for a seed
and a playout budget, and leaves no process behind."""
from __future__ import annotations

import random

import pytest

from genres.gates import GameState, RandomPlayer, play_game
from genres.gates import parallel
from genres.gates.pondering_player import PonderingPlayer
from tests.processes import gone


def test_after_the_opponents_reply_the_search_continues_the_pondered_subtree():
    with PonderingPlayer(0.2, seed=3, ponder_iterations=2000, workers=1) as engine:
        state = GameState("y", 7, swap=False)
        state = state.play(engine.choose(state))
        engine.finish_pondering()
        pondered = engine.last_ponder
        assert pondered is not None and pondered.playouts >= 2000
        # the opponent answers with the reply the pondering looked at most
        state = state.play(pondered.move)
        move = engine.choose(state)
        assert move in state.legal_moves()
        answer = engine.last
        assert answer.root_visits > answer.playouts, "the pondered statistics were kept"
        assert engine.kept_visits > 0 and engine.ponders == 2
        assert engine.thinker.server.starts == 1 and engine.thinker.fallbacks == 0


def test_a_whole_game_against_random_is_legal_and_leaves_no_process_behind():
    engine = PonderingPlayer(0.05, seed=5, workers=1)
    try:
        final = play_game(engine, RandomPlayer(seed=5), "y", 5, swap=True)
        assert final.is_over and final.result.winner is not None
        # replaying the record checks every move was legal
        replay = GameState("y", 5, swap=True)
        for move in final.moves:
            assert move in replay.legal_moves()
            replay = replay.play(move)
        pid = engine.thinker.server.pid
        assert pid is not None
        assert engine._worker is None, "the game's end stopped the pondering"
    finally:
        engine.close()
    assert gone(pid)
    assert not parallel.live_helpers()


def test_with_a_seed_and_playout_budgets_the_moves_repeat():
    def moves() -> list:
        opponent = random.Random(9)
        with PonderingPlayer(10.0, seed=21, iterations=600, ponder_iterations=600, workers=1) as engine:
            state = GameState("y", 6, swap=False)
            played = []
            for _ in range(3):
                move = engine.choose(state)
                played.append(move)
                state = state.play(move)
                state = state.play(opponent.choice(state.legal_moves()))
            return played
    assert moves() == moves()


@pytest.mark.parametrize("ponder", [True, False])
def test_closing_in_the_middle_of_pondering_kills_the_child(ponder):
    engine = PonderingPlayer(0.1, seed=1, ponder=ponder, workers=1)
    state = GameState("y", 7, swap=False)
    state = state.play(engine.choose(state))
    pid = engine.thinker.server.pid
    assert (engine._worker is not None) == ponder
    engine.close()
    assert gone(pid) and engine._worker is None


def test_gates_match_plays_the_pondering_computer_on_request(capsys):
    from genres.gates.cli import run
    assert run(["--size", "3", "--games", "2", "--seconds", "0.05", "--opponent", "greedy",
                "--seed", "1", "--ponder"]) == 0
    out = capsys.readouterr().out
    assert "pondering vs greedy" in out and "in 2 games" in out
