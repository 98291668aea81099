"""One puzzle state, one child: with forced facts on, the Solver panel's
verdict and facts come from a single child process (one encoding); without
them the verdict's child runs alone, and facts asked for later take one more."""
from __future__ import annotations

import os
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt

from conftest import circumnavi_puzzle

from genres.core import analysis, childproc, solving
from genres.core.grid import edge

WAIT_MS = 10000


@pytest.fixture
def children(monkeypatch):
    """The analyses started in child processes, one entry per child (they still run)."""
    started = []
    real = childproc.run_in_child

    def counting(fn, *args, **kwargs):
        started.append(fn)
        return real(fn, *args, **kwargs)
    monkeypatch.setattr(childproc, "run_in_child", counting)
    return started


def test_with_forced_facts_on_each_edit_runs_one_child_for_verdict_and_facts(qtbot, solver_panel, circumnavi,
                                                                             children):
    solver_panel.forced_check.setChecked(True)
    several = circumnavi_puzzle("o...", "....", "-..#", "....")
    solver_panel.set_puzzle(circumnavi, several)
    qtbot.waitUntil(lambda: "(in " in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert solver_panel.verdict.status == "multiple"
    assert "Several" in solver_panel.verdict_label.text()
    assert solver_panel.time_label.text().startswith("Found in")
    assert solver_panel.forced == analysis.forced_facts(circumnavi, several)
    assert "All decided" in solver_panel.forced_label.text()
    assert len(children) == 1
    assert solver_panel.diff_check.isEnabled() and not solver_panel.stop_button.isEnabled()

    unique = circumnavi_puzzle("o.", "..")            # an edit: again one job
    solver_panel.set_puzzle(circumnavi, unique)
    qtbot.waitUntil(lambda: "(in " in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert "Unique" in solver_panel.verdict_label.text()
    assert solver_panel.forced == analysis.forced_facts(circumnavi, unique)
    assert len(children) == 2


def test_without_forced_facts_the_verdict_runs_alone_and_facts_follow_in_one_more_child(
        qtbot, solver_panel, circumnavi, children):
    several = circumnavi_puzzle("o..", "...", "...")
    solver_panel.set_puzzle(circumnavi, several)
    qtbot.waitUntil(lambda: solver_panel.verdict is not None, timeout=WAIT_MS)
    assert "Several" in solver_panel.verdict_label.text()
    assert len(children) == 1
    # Switched on once the verdict is known: the facts follow in a child of their own.
    solver_panel.forced_check.setChecked(True)
    qtbot.waitUntil(lambda: "All decided" in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert solver_panel.forced == analysis.forced_facts(circumnavi, several)
    assert "Several" in solver_panel.verdict_label.text()
    assert len(children) == 2


def test_a_long_proof_shows_the_verdict_at_once_and_an_edit_cancels_it(qtbot, solver_panel, circumnavi,
                                                                      monkeypatch):
    cancelled = threading.Event()
    proven = {("link", edge((0, 0), (0, 1))): True}

    def slow_forced_verdict(circumnavi, puzzle, *, cancel, progress=None, context=None):
        verdict = analysis.Verdict("multiple", [circumnavi.empty_answer(puzzle)] * 2, [(0, 0)])
        progress(analysis.ForcedProgress(dict(proven), 3, 12, False, verdict))
        while not cancel():              # a long proof, until cancelled
            time.sleep(0.005)
        cancelled.set()
        raise analysis.Cancelled()

    monkeypatch.setattr(solving, "forced_verdict", slow_forced_verdict)
    solver_panel.forced_check.setChecked(True)
    solver_panel.set_puzzle(circumnavi, circumnavi_puzzle("o..", "...", "..."))
    # The verdict is on show while the facts are still being proven.
    qtbot.waitUntil(lambda: solver_panel.verdict is not None, timeout=WAIT_MS)
    assert "Several" in solver_panel.verdict_label.text()
    qtbot.waitUntil(lambda: "1 forced of 12" in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert solver_panel.stop_button.isEnabled() and not solver_panel.busy_bar.isVisibleTo(solver_panel)
    # The edited puzzle gets the real analysis (in this thread, not a child).
    monkeypatch.setattr(solving, "forced_verdict",
                        lambda g, p, *, cancel, progress=None, context=None:
                        analysis.forced_verdict(g, p, on_progress=progress))
    solver_panel.set_puzzle(circumnavi, circumnavi_puzzle("o.", ".."))   # an edit
    qtbot.waitUntil(cancelled.is_set, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "All decided" in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert "Unique" in solver_panel.verdict_label.text()


def test_stop_before_the_verdict_stops_the_one_job(qtbot, solver_panel, circumnavi, monkeypatch):
    started = threading.Event()
    cancelled = threading.Event()

    def endless(circumnavi, puzzle, *, cancel, progress=None, context=None):
        started.set()
        while not cancel():
            time.sleep(0.005)
        cancelled.set()
        raise analysis.Cancelled()

    monkeypatch.setattr(solving, "forced_verdict", endless)
    solver_panel.forced_check.setChecked(True)
    solver_panel.set_puzzle(circumnavi, circumnavi_puzzle("o..", "...", "..."))
    qtbot.waitUntil(started.is_set, timeout=WAIT_MS)
    assert solver_panel.busy_bar.isVisibleTo(solver_panel) and not solver_panel.solve_button.isEnabled()
    qtbot.mouseClick(solver_panel.stop_button, Qt.MouseButton.LeftButton)
    assert solver_panel.verdict_label.text() == "Cancelled"
    assert solver_panel.forced_label.text() == "Stopped before the verdict"
    assert not solver_panel.stop_button.isEnabled() and solver_panel.solve_button.isEnabled()
    qtbot.waitUntil(cancelled.is_set, timeout=WAIT_MS)


def test_forced_facts_switched_off_before_the_verdict_still_give_the_verdict(qtbot, solver_panel, circumnavi,
                                                                            children):
    solver_panel.forced_check.setChecked(True)
    solver_panel.set_puzzle(circumnavi, circumnavi_puzzle("o..", "...", "..."))
    solver_panel.forced_check.setChecked(False)
    qtbot.waitUntil(lambda: solver_panel.verdict is not None, timeout=WAIT_MS)
    assert "Several" in solver_panel.verdict_label.text()
    assert not solver_panel.forced_label.isVisibleTo(solver_panel)
    qtbot.waitUntil(lambda: not solver_panel.stop_button.isEnabled(), timeout=WAIT_MS)
    assert len(children) == 1
