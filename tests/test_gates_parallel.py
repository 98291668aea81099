"""The computer's second core (issue #18): helper processes search the same root and their
statistics add up.  A seeded search with a fixed number of playouts still gives the same move
every time, and no helper outlives its search -- not when it is cancelled, and not when the
window kills the thinker (cancel or close)."""
from __future__ import annotations

import os
import random
import threading
import time

import pytest

from genres.core.analysis import Cancelled
from genres.gates import GameState, MctsPlayer
from genres.gates import parallel
from genres.gates.mcts import search
from tests.processes import gone

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or not os.path.isdir("/proc"),
                                reason="root parallelism forks (POSIX); the checks read /proc")


def _children(pid: int) -> set[int]:
    found = set()
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as f:
                found.update(int(p) for p in f.read().split())
    except OSError:
        pass
    return found


def test_two_workers_with_a_seed_and_a_playout_budget_choose_the_same_move_every_time():
    state = GameState("y", 7).play_all([])
    state = state.play(state.legal_moves()[5]).play(state.legal_moves()[40])
    runs = [search(state, iterations=3200, rng=random.Random(11), workers=2) for _ in range(2)]
    assert runs[0].candidates == runs[1].candidates
    assert runs[0].move == runs[1].move
    # both processes' playouts count: the budget is shared, not doubled or lost
    assert runs[0].playouts == 3200
    # and the helper's statistics are in the choice: the root saw all 3200 playouts
    assert sum(visits for _, visits, _ in runs[0].candidates) > sum(
        visits for _, visits, _ in search(state, iterations=1600, rng=random.Random(11), workers=1).candidates)
    assert not parallel.live_helpers()


def test_a_timed_search_with_two_workers_counts_both_and_leaves_no_helper():
    state = GameState("hex", 7)
    state = state.play(state.legal_moves()[10])
    found = search(state, 0.5, rng=random.Random(2), workers=2)
    assert found.move in state.legal_moves()
    started = parallel._live
    assert not started
    # the playouts reported include the helper's (the main loop alone stops at its own count)
    assert found.playouts > 0


def test_cancelling_a_two_worker_search_stops_and_reaps_its_helper_at_once():
    state = GameState("y", 7, swap=False)
    seen = []

    def report(progress):
        seen.extend(parallel.live_helpers())
    flag = threading.Event()
    threading.Timer(0.4, flag.set).start()
    started = time.perf_counter()
    found = search(state, 60.0, cancel=flag.is_set, progress=report, rng=random.Random(1), workers=2)
    assert found.cancelled and time.perf_counter() - started < 20
    assert seen, "no helper was searching"
    assert not parallel.live_helpers()
    assert all(gone(pid) for pid in set(seen))


def test_the_players_default_uses_the_second_core_where_there_is_one():
    expected = 2 if (os.cpu_count() or 1) > 1 else 1
    assert MctsPlayer().workers == expected
    assert MctsPlayer(workers=1).workers == 1


@pytest.fixture
def thinker():
    from genres.gates.thinker import Thinker
    made = Thinker()
    yield made
    made.close()


def _think_in_background(thinker, state, cancel):
    outcome = []

    def run():
        try:
            outcome.append(thinker.search(state, 60.0, cancel=cancel))
        except Cancelled:
            outcome.append("cancelled")
    worker = threading.Thread(target=run)
    worker.start()
    return worker, outcome


def _helpers_of_thinker(thinker, timeout: float = 20.0) -> tuple[int, set[int]]:
    deadline = time.time() + timeout
    while time.time() < deadline:
        pid = thinker.server.pid
        if pid is not None:
            helpers = _children(pid)
            if helpers:
                return pid, helpers
        time.sleep(0.05)
    pytest.fail("the thinker never searched with a helper")


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="one core: the thinker searches alone")
def test_cancelling_the_computers_move_leaves_no_helper_behind(thinker):
    flag = threading.Event()
    worker, outcome = _think_in_background(thinker, GameState("y", 7, swap=False), flag.is_set)
    pid, helpers = _helpers_of_thinker(thinker)
    flag.set()                             # the person takes the move back
    worker.join(20)
    assert outcome == ["cancelled"]
    deadline = time.time() + 10
    while time.time() < deadline and not all(gone(h) for h in helpers):
        time.sleep(0.05)
    assert all(gone(h) for h in helpers)


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="one core: the thinker searches alone")
def test_closing_the_window_while_the_computer_thinks_kills_its_helpers_too(thinker):
    worker, outcome = _think_in_background(thinker, GameState("hex", 7), lambda: False)
    pid, helpers = _helpers_of_thinker(thinker)
    thinker.close()                        # kills the thinker child without waiting
    worker.join(20)
    deadline = time.time() + 10
    while time.time() < deadline and not (gone(pid) and all(gone(h) for h in helpers)):
        time.sleep(0.05)
    assert gone(pid) and all(gone(h) for h in helpers), "a helper outlived the search it served"


def test_a_helper_that_does_not_answer_is_killed_and_the_search_goes_on(monkeypatch):
    monkeypatch.setattr(parallel, "FINISH_SECONDS", 0.5)

    def stuck(rng, stop):
        while True:             # ignores the stop flag (a hung helper)
            time.sleep(0.01)
    helpers = parallel.Helpers(1, stuck, [1])
    pids = parallel.live_helpers()
    started = time.perf_counter()
    found, playouts = helpers.finish()
    assert found == [] and playouts == 0
    assert time.perf_counter() - started < 5
    assert not parallel.live_helpers() and all(gone(p) for p in pids)
