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

from editor.solver_panel import SolverPanel
from genres.circumnavi.model import CircumnaviPuzzle
from genres.core import analysis, childproc, solving
from genres.core.grid import edge
from genres.registry import get_genre

WAIT_MS = 10000


@pytest.fixture
def genre():
    return get_genre("circumnavi-gates")


def puzzle(genre, *rows: str) -> CircumnaviPuzzle:
    return genre.normalized(CircumnaviPuzzle(len(rows), len(rows[0]), tuple(rows)))


@pytest.fixture
def panel(qtbot):
    p = SolverPanel()
    qtbot.addWidget(p)
    yield p
    assert p.shutdown(5.0)


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


def test_with_forced_facts_on_each_edit_runs_one_child_for_verdict_and_facts(qtbot, panel, genre,
                                                                             children):
    panel.forced_check.setChecked(True)
    several = puzzle(genre, "o...", "....", "-..#", "....")
    panel.set_puzzle(genre, several)
    qtbot.waitUntil(lambda: "(in " in panel.forced_label.text(), timeout=WAIT_MS)
    assert panel.verdict.status == "multiple"
    assert "Several" in panel.verdict_label.text()
    assert panel.time_label.text().startswith("Found in")
    assert panel.forced == analysis.forced_facts(genre, several)
    assert "All decided" in panel.forced_label.text()
    assert len(children) == 1
    assert panel.diff_check.isEnabled() and not panel.stop_button.isEnabled()

    unique = puzzle(genre, "o.", "..")            # an edit: again one job
    panel.set_puzzle(genre, unique)
    qtbot.waitUntil(lambda: "(in " in panel.forced_label.text(), timeout=WAIT_MS)
    assert "Unique" in panel.verdict_label.text()
    assert panel.forced == analysis.forced_facts(genre, unique)
    assert len(children) == 2


def test_without_forced_facts_the_verdict_runs_alone_and_facts_follow_in_one_more_child(
        qtbot, panel, genre, children):
    several = puzzle(genre, "o..", "...", "...")
    panel.set_puzzle(genre, several)
    qtbot.waitUntil(lambda: panel.verdict is not None, timeout=WAIT_MS)
    assert "Several" in panel.verdict_label.text()
    assert len(children) == 1
    # Switched on once the verdict is known: the facts follow in a child of their own.
    panel.forced_check.setChecked(True)
    qtbot.waitUntil(lambda: "All decided" in panel.forced_label.text(), timeout=WAIT_MS)
    assert panel.forced == analysis.forced_facts(genre, several)
    assert "Several" in panel.verdict_label.text()
    assert len(children) == 2


def test_a_long_proof_shows_the_verdict_at_once_and_an_edit_cancels_it(qtbot, panel, genre,
                                                                      monkeypatch):
    cancelled = threading.Event()
    proven = {("link", edge((0, 0), (0, 1))): True}

    def slow_forced_verdict(genre, puzzle, *, cancel, progress=None, context=None):
        verdict = analysis.Verdict("multiple", [genre.empty_answer(puzzle)] * 2, [(0, 0)])
        progress(analysis.ForcedProgress(dict(proven), 3, 12, False, verdict))
        while not cancel():              # a long proof, until cancelled
            time.sleep(0.005)
        cancelled.set()
        raise analysis.Cancelled()

    monkeypatch.setattr(solving, "forced_verdict", slow_forced_verdict)
    panel.forced_check.setChecked(True)
    panel.set_puzzle(genre, puzzle(genre, "o..", "...", "..."))
    # The verdict is on show while the facts are still being proven.
    qtbot.waitUntil(lambda: panel.verdict is not None, timeout=WAIT_MS)
    assert "Several" in panel.verdict_label.text()
    qtbot.waitUntil(lambda: "1 forced of 12" in panel.forced_label.text(), timeout=WAIT_MS)
    assert panel.stop_button.isEnabled() and not panel.busy_bar.isVisibleTo(panel)
    # The edited puzzle gets the real analysis (in this thread, not a child).
    monkeypatch.setattr(solving, "forced_verdict",
                        lambda g, p, *, cancel, progress=None, context=None:
                        analysis.forced_verdict(g, p, on_progress=progress))
    panel.set_puzzle(genre, puzzle(genre, "o.", ".."))   # an edit
    qtbot.waitUntil(cancelled.is_set, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "All decided" in panel.forced_label.text(), timeout=WAIT_MS)
    assert "Unique" in panel.verdict_label.text()


def test_stop_before_the_verdict_stops_the_one_job(qtbot, panel, genre, monkeypatch):
    started = threading.Event()
    cancelled = threading.Event()

    def endless(genre, puzzle, *, cancel, progress=None, context=None):
        started.set()
        while not cancel():
            time.sleep(0.005)
        cancelled.set()
        raise analysis.Cancelled()

    monkeypatch.setattr(solving, "forced_verdict", endless)
    panel.forced_check.setChecked(True)
    panel.set_puzzle(genre, puzzle(genre, "o..", "...", "..."))
    qtbot.waitUntil(started.is_set, timeout=WAIT_MS)
    assert panel.busy_bar.isVisibleTo(panel) and not panel.solve_button.isEnabled()
    qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert panel.verdict_label.text() == "Cancelled"
    assert panel.forced_label.text() == "Stopped before the verdict"
    assert not panel.stop_button.isEnabled() and panel.solve_button.isEnabled()
    qtbot.waitUntil(cancelled.is_set, timeout=WAIT_MS)


def test_forced_facts_switched_off_before_the_verdict_still_give_the_verdict(qtbot, panel, genre,
                                                                            children):
    panel.forced_check.setChecked(True)
    panel.set_puzzle(genre, puzzle(genre, "o..", "...", "..."))
    panel.forced_check.setChecked(False)
    qtbot.waitUntil(lambda: panel.verdict is not None, timeout=WAIT_MS)
    assert "Several" in panel.verdict_label.text()
    assert not panel.forced_label.isVisibleTo(panel)
    qtbot.waitUntil(lambda: not panel.stop_button.isEnabled(), timeout=WAIT_MS)
    assert len(children) == 1
