"""The child process that runs the solver and the Gates computer: results,
progress, failures, the memory budget and a prompt kill (issue 12)."""
from __future__ import annotations

import io
import json
import threading
import time

import pytest

import childjobs
from editor.cli import run_cli
from genres.core import childproc
from genres.core.analysis import Cancelled


@pytest.fixture(params=["forkserver", "fork"])
def context(request):
    if request.param == "fork":
        return childproc.single_thread_context()
    return None     # the window's: a fork server (or spawn)


def test_the_result_and_cumulative_progress_come_back(context):
    seen = []
    assert childproc.run_in_child(childjobs.count_up, (500,), progress=seen.append,
                                  context=context) == 500
    assert seen and seen[-1] == 500, "the last report always arrives (throttled, never lost)"
    assert len(seen) < 500, "reports are throttled"


def test_a_failure_in_the_child_is_a_readable_error(context):
    with pytest.raises(RuntimeError, match="the encoding is broken"):
        childproc.run_in_child(childjobs.fail, context=context)


def test_a_child_beyond_its_memory_budget_is_stopped_with_a_message(context):
    with pytest.raises(childproc.MemoryBudgetExceeded, match="memory budget of 0.5 GiB"):
        childproc.run_in_child(childjobs.hog_memory, budget_mb=512, context=context)


def test_cancel_kills_the_child_at_once(context):
    started = threading.Event()
    stop = threading.Event()
    result = {}

    def run():
        try:
            childproc.run_in_child(childjobs.sleep_forever, cancel=stop.is_set,
                                   progress=lambda _: started.set(), context=context)
        except Cancelled:
            result["cancelled"] = time.monotonic()

    thread = threading.Thread(target=run)
    thread.start()
    assert started.wait(10)
    asked = time.monotonic()
    stop.set()
    thread.join(5)
    assert not thread.is_alive() and "cancelled" in result
    assert result["cancelled"] - asked < 2.0


def test_the_cli_names_a_puzzle_beyond_the_budget_in_one_line(tmp_path, monkeypatch):
    # A 100x100 Corral with thousands of large numbers needed over 20 GiB.
    import random
    rng = random.Random(2)
    cells = set()
    while len(cells) < 3000:
        cells.add((rng.randrange(100), rng.randrange(100)))
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"format": "puzzlewright", "version": 1, "genre": "corral",
                                "puzzle": {"rows": 100, "cols": 100, "variant": "standard",
                                           "numbers": [[r, c, rng.randint(100, 199)]
                                                       for r, c in sorted(cells)]}}))
    monkeypatch.setenv("PUZZLEWRIGHT_SOLVER_MEMORY_MB", "300")
    out, err = io.StringIO(), io.StringIO()
    assert run_cli(["solve", str(path)], out, err) == 3
    assert err.getvalue().startswith("puzzlewright: the puzzle is too large for the solver's "
                                     "memory budget") and err.getvalue().count("\n") == 1
