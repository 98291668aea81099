"""Timing helpers shared by the bench scripts (not a benchmark itself).

The scripts run as ``python bench/<script>.py``, so this folder is first on
``sys.path`` and they import these with ``from _timing import ...``.
"""
from __future__ import annotations

import argparse
import statistics
import time
from typing import Any, Callable


def run_times(runs: int, fn: Callable[[], Any]) -> tuple[list[float], Any]:
    """Call ``fn`` ``runs`` times: the seconds each call took, and the last result."""
    times, result = [], None
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return times, result


def best_of(repeat: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    """The fastest of ``repeat`` calls of ``fn`` in seconds, and the last result."""
    times, result = run_times(repeat, fn)
    return min(times), result


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    """The median of ``runs`` calls of ``fn``, in milliseconds."""
    times, _ = run_times(runs, fn)
    return statistics.median(times) * 1000


def print_row(label: str, seconds: float, target: float | None, note: str = "", width: int = 36) -> None:
    """One result line: the label, the time in ms and, with a ``target`` (seconds),
    whether the time met it."""
    aim = ""
    if target is not None:
        aim = f"(target < {target * 1000:.0f} ms, {'ok' if seconds < target else 'MISSED'})"
    print(f"  {label:<{width}} {seconds * 1000:8.1f} ms  {aim} {note}", flush=True)


def solver_bench_arguments(description: str, solver: bool = True) -> argparse.Namespace:
    """The command line of a solver bench: ``--repeat N``, ``--regenerate`` and,
    with ``solver``, ``--solver NAME`` (default: the studio's SAT solver)."""
    ap = argparse.ArgumentParser(description=description)
    if solver:
        from genres.core import sat
        ap.add_argument("--solver", default=sat.DEFAULT_SOLVER)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--regenerate", action="store_true",
                    help="make the bench puzzles again from their seeds")
    return ap.parse_args()
