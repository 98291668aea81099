"""The long-lived child (genres.core.childserver): what it keeps survives between requests and a
request asked to stop; a failure is readable; a child that will not stop, was killed or crashed is
replaced by the next request; closing leaves no process."""
from __future__ import annotations

import threading

import pytest

import serverjobs
from genres.core.analysis import Cancelled
from genres.core.childserver import ChildServer
from tests.processes import gone


@pytest.fixture
def server():
    made = ChildServer(serverjobs.keep, what="the test child", grace=1.0)
    yield made
    made.close()


def spin_until_cancelled(server, reports_wanted=3):
    seen, stop = [], threading.Event()

    def progress(n):
        seen.append(n)
        if len(seen) >= reports_wanted:
            stop.set()
    with pytest.raises(Cancelled):
        server.call(("spin",), cancel=stop.is_set, progress=progress, progress_interval=0.0)
    return seen


def test_what_the_child_keeps_survives_between_requests(server):
    assert server.call(("add", 1)) == [1]
    assert server.call(("add", 2)) == [1, 2]
    assert server.starts == 1


def test_a_request_asked_to_stop_keeps_the_child_and_what_it_holds(server):
    server.call(("add", 7))
    pid = server.pid
    seen = spin_until_cancelled(server)
    assert seen == sorted(seen) and len(seen) >= 3
    assert server.pid == pid and server.call(("add", 8)) == [7, 8]
    assert server.starts == 1


def test_a_failure_is_readable_and_the_child_serves_on(server):
    server.call(("add", 1))
    with pytest.raises(RuntimeError, match="the request is broken"):
        server.call(("fail",))
    assert server.call(("add", 2)) == [1, 2]


def test_a_child_that_does_not_listen_is_killed_and_replaced(server):
    stop = threading.Event()
    with pytest.raises(Cancelled):
        server.call(("deaf",), cancel=stop.is_set, progress=lambda _: stop.set())
    assert server.call(("add", 5)) == [5]          # a new child: nothing kept
    assert server.starts == 2


def test_a_killed_child_is_replaced_by_the_next_request(server):
    old = server.call(("pid",))
    server.kill()
    new = server.call(("pid",))
    assert new != old and server.starts == 2


def test_closing_kills_the_child_even_in_the_middle_of_a_request(server):
    pid = server.call(("pid",))
    outcome = {}

    def run():
        try:
            server.call(("spin",))
        except Cancelled:
            outcome["cancelled"] = True
    thread = threading.Thread(target=run)
    thread.start()
    server.close()
    thread.join(10)
    assert not thread.is_alive() and outcome == {"cancelled": True}
    assert gone(pid)
    with pytest.raises(Cancelled):
        server.call(("pid",))
