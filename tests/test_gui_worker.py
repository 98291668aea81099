"""The solver worker: jobs run off the GUI thread and the newest job wins."""
from __future__ import annotations

import os
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QTimer

from genres.core.jobs import JobRunner
from genres.core.analysis import Cancelled

WAIT_MS = 5000


@pytest.fixture
def runner(qtbot):
    r = JobRunner()
    yield r
    assert r.shutdown(5.0), "worker threads did not stop"


def collect(runner):
    got = {"result": [], "progress": [], "error": []}
    runner.result.connect(lambda j, v: got["result"].append((j, v)))
    runner.progress.connect(lambda j, v: got["progress"].append((j, v)))
    runner.error.connect(lambda j, m: got["error"].append((j, m)))
    return got


def test_gui_keeps_running_while_a_job_works(qtbot, runner):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)

    def slow_job(token, report):
        # Works for about half a second, checking its token like a solver does.
        for _ in range(50):
            token.check()
            time.sleep(0.01)
        return "done"

    got = collect(runner)
    with qtbot.waitSignal(runner.result, timeout=WAIT_MS) as blocker:
        job_id = runner.start(slow_job)
        assert runner.is_busy()
    timer.stop()
    assert blocker.args == [job_id, "done"]
    # The GUI thread's timer fired many times while the job ran.
    assert len(ticks) >= 10
    assert not runner.is_busy()
    assert got["error"] == []


def test_a_new_job_cancels_the_old_one_and_its_late_result_is_dropped(qtbot, runner):
    old_may_finish = threading.Event()
    old_finished = threading.Event()
    seen_tokens = []

    def stubborn_old_job(token, report):
        # Ignores the token until told to finish, then reports and returns late.
        seen_tokens.append(token)
        old_may_finish.wait(5)
        report("old progress")
        old_finished.set()
        return "old"

    got = collect(runner)
    runner.start(stubborn_old_job)
    qtbot.waitUntil(lambda: bool(seen_tokens), timeout=WAIT_MS)
    with qtbot.waitSignal(runner.result, timeout=WAIT_MS):
        new_id = runner.start(lambda token, report: "new")
    assert seen_tokens[0].cancelled, "starting a job must cancel the previous one"

    old_may_finish.set()
    qtbot.waitUntil(old_finished.is_set, timeout=WAIT_MS)
    qtbot.wait(100)   # give a late delivery every chance to arrive
    assert got["result"] == [(new_id, "new")]
    assert got["progress"] == []


def test_cancel_interrupts_a_job_that_checks_its_token(qtbot, runner):
    stopped = threading.Event()

    def endless_job(token, report):
        try:
            while True:
                token.check()
                time.sleep(0.005)
        except Cancelled:
            stopped.set()
            raise

    got = collect(runner)
    runner.start(endless_job)
    qtbot.wait(50)
    runner.cancel()
    assert not runner.is_busy()
    qtbot.waitUntil(stopped.is_set, timeout=WAIT_MS)
    qtbot.wait(50)
    assert got == {"result": [], "progress": [], "error": []}


def test_progress_arrives_before_the_result_and_the_last_report_is_never_lost(qtbot, runner):
    def counting_job(token, report):
        for i in range(1, 2001):
            report(i)
        return "finished"

    got = collect(runner)
    with qtbot.waitSignal(runner.result, timeout=WAIT_MS):
        runner.start(counting_job)
    values = [v for _, v in got["progress"]]
    assert values, "no progress was delivered"
    assert values == sorted(values)
    assert values[-1] == 2000
    # Reports are coalesced, so the GUI is not flooded with 2000 events.
    assert len(values) < 2000


def test_an_exception_in_a_job_becomes_a_readable_error(qtbot, runner):
    def broken_job(token, report):
        raise KeyError("circle")

    got = collect(runner)
    with qtbot.waitSignal(runner.error, timeout=WAIT_MS) as blocker:
        job_id = runner.start(broken_job)
    assert blocker.args[0] == job_id
    assert "KeyError" in blocker.args[1] and "circle" in blocker.args[1]
    assert got["result"] == []
    assert not runner.is_busy()
    # The runner still works after a failure.
    with qtbot.waitSignal(runner.result, timeout=WAIT_MS) as blocker:
        runner.start(lambda token, report: 42)
    assert blocker.args[1] == 42


def test_shutdown_cancels_and_waits_for_the_threads(qtbot):
    runner = JobRunner()
    started = threading.Event()

    def patient_job(token, report):
        started.set()
        while not token.cancelled:
            time.sleep(0.005)
        return "too late"

    got = collect(runner)
    runner.start(patient_job)
    assert started.wait(5)
    assert runner.shutdown(5.0)
    qtbot.wait(50)
    assert got["result"] == []
