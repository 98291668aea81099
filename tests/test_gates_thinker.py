"""The computer's search in a child process (what the window uses): it answers
with a legal move within its time, reports progress, stops when cancelled, and
a failure in the child comes back as a readable error instead of a hang."""
from __future__ import annotations

import threading
import time

import pytest

from genres.core.analysis import Cancelled
from genres.gates import GameState
from genres.gates.thinker import search_in_process, warm_up
from tests.processes import gone


def test_the_child_returns_a_legal_move_and_reports_progress():
    warm_up()
    state = GameState("y", 5).play(GameState("y", 5).legal_moves()[0])
    reports = []
    started = time.perf_counter()
    result = search_in_process(state, 0.4, cancel=lambda: False, progress=reports.append)
    elapsed = time.perf_counter() - started
    assert result.move in state.legal_moves()
    assert result.playouts > 0 and 0.0 <= result.light_win_chance <= 1.0
    assert reports and all(r.playouts <= result.playouts for r in reports)
    # the time to start the child comes out of the thinking time, within reason
    assert elapsed < 10


def test_cancelling_stops_the_child_long_before_its_time_is_up():
    state = GameState("hex", 6)
    flag = threading.Event()
    threading.Timer(0.3, flag.set).start()
    started = time.perf_counter()
    with pytest.raises(Cancelled):
        search_in_process(state, 60.0, cancel=flag.is_set)
    assert time.perf_counter() - started < 30


def test_a_search_that_fails_in_the_child_says_why():
    state = GameState("y", 2)
    while not state.is_over:
        state = state.play(state.legal_moves()[0])
    with pytest.raises(RuntimeError, match="game is over"):
        search_in_process(state, 0.2, cancel=lambda: False)


# ----- the window's Thinker: one child, one tree kept across moves, pondering ------------------


def ponder_until(thinker, state, playouts: int):
    """Ponder `state` until the search reports `playouts`; returns the last report."""
    seen, stop = [], threading.Event()

    def progress(report):
        seen.append(report)
        if report.playouts >= playouts:
            stop.set()
    with pytest.raises(Cancelled):
        thinker.ponder(state, cancel=stop.is_set, progress=progress)
    return seen[-1]


@pytest.fixture
def thinker():
    from genres.gates.thinker import Thinker
    made = Thinker()
    yield made
    made.close()


def test_the_computer_continues_the_tree_it_pondered_after_the_persons_move(thinker):
    state = GameState("y", 7, swap=False)
    first = thinker.search(state, 0.2, cancel=lambda: False)
    assert first.root_visits == first.playouts           # nothing to continue yet
    state = state.play(first.move)
    # the person thinks; the computer ponders the person's position
    pondered = ponder_until(thinker, state, 1500)
    assert pondered.playouts >= 1500 and pondered.best_move in state.legal_moves()
    state = state.play(pondered.best_move)                # the person plays the move it looked at most
    answer = thinker.search(state, 0.2, cancel=lambda: False)
    assert answer.move in state.legal_moves()
    assert answer.root_visits > answer.playouts, "the pondered statistics were kept"
    assert thinker.server.starts == 1 and thinker.fallbacks == 0


def test_after_an_undo_or_in_a_new_game_the_search_starts_afresh(thinker):
    empty = GameState("y", 7, swap=False)
    first = thinker.search(empty, 0.2, cancel=lambda: False)
    after = empty.play(first.move)
    kept = thinker.search(after, 0.2, cancel=lambda: False)
    assert kept.root_visits > kept.playouts           # the computer's own move's subtree
    undone = thinker.search(empty, 0.2, cancel=lambda: False)
    assert undone.root_visits == undone.playouts, "taken back: the tree was re-rooted past it"
    other_game = thinker.search(GameState("hex", 5), 0.2, cancel=lambda: False)
    assert other_game.root_visits == other_game.playouts
    assert thinker.server.starts == 1


def test_a_killed_thinker_child_falls_back_to_a_fresh_search_then_is_replaced(thinker):
    state = GameState("y", 5, swap=False)
    thinker.search(state, 0.1, cancel=lambda: False)
    found = {}
    started = threading.Event()

    def run():
        found["result"] = thinker.search(state, 1.5, cancel=lambda: False,
                                         progress=lambda _: started.set())
    worker = threading.Thread(target=run)
    worker.start()
    assert started.wait(20)
    thinker.server.kill()                 # the child dies in the middle of the computer's move
    worker.join(30)
    assert found["result"].move in state.legal_moves(), "the person still gets a move, no error"
    assert thinker.fallbacks == 1
    thinker.search(state, 0.1, cancel=lambda: False)
    assert thinker.server.starts == 2


def test_pondering_stops_when_asked_and_closing_leaves_no_process(thinker):
    state = GameState("y", 5, swap=False)
    ponder_until(thinker, state, 200)
    pid = thinker.server.pid
    assert pid is not None, "asked to stop, the child lives on with its tree"
    done = threading.Event()

    def run():
        try:
            thinker.ponder(state, cancel=lambda: False)
        except Cancelled:
            done.set()
    worker = threading.Thread(target=run)
    worker.start()
    thinker.close()                       # the window closes while it ponders
    worker.join(10)
    assert done.is_set() and gone(pid)
