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
