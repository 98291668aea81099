"""bench/gates_tune.py: the short tuning matches of issue #18 change what they say they change."""
import os
import sys

import pytest

from genres.gates import GameState, play_text, search, tree

pytest.importorskip("pyximport")      # the baseline's search is built by Cython
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))
import gates_tune  # noqa: E402  (a bench script, not a package)


def test_a_set_constant_reaches_the_search_and_is_undone(capsys):
    import random
    state = play_text(GameState("y", 5, swap=False), "b:c3")
    before = search(state, iterations=400, rng=random.Random(3)).candidates
    saved = tree.EXPLORE
    try:
        gates_tune.apply("tree.EXPLORE=2.0")     # a huge exploration term spreads the visits
        assert tree.EXPLORE == 2.0
        spread = search(state, iterations=400, rng=random.Random(3)).candidates
    finally:
        gates_tune.apply(f"tree.EXPLORE={saved}")
    assert spread[0][1] < before[0][1], (spread[:2], before[:2])
    assert search(state, iterations=400, rng=random.Random(3)).candidates == before


def test_a_short_match_names_its_settings_and_logs_every_lost_game(tmp_path, capsys):
    log = tmp_path / "lost.txt"
    gates_tune.main(["--size", "4", "--games", "2", "--seconds", "0.02", "--swap", "never", "--log", str(log)])
    out = capsys.readouterr().out
    assert "in 2 games" in out and "swap: never" in out
    lost = int(out.split("engine ")[-1].split(" - ")[1].split()[0])
    assert len(log.read_text().splitlines()) == lost
