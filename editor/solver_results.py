"""The solver panel's jobs and how their results are put into words.

Kept apart from the panel's widgets: the jobs run on worker threads (each
gets the puzzle, never the live document), and the wording and filtering of
forced facts is plain Python a test can check without a window.
"""
from __future__ import annotations

from genres.core.i18n import translate

import time
from typing import Any

from genres.core import solving


def format_duration(seconds: float) -> str:
    if seconds < 1.0:
        return f"{max(1, round(seconds * 1000))} ms"
    if seconds < 60.0:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes} min {secs:02d} s"


# Both jobs run the analysis in a child process (genres.core.solving): the
# worker thread only waits on a pipe, so the window keeps the GIL, a puzzle
# beyond the memory budget ends in a message, and Stop or closing the window
# kills the child at once.
def verdict_job(genre: Any, puzzle: Any):
    def job(token, report_progress):
        start = time.perf_counter()
        verdict = solving.verdict(genre, puzzle, cancel=lambda: token.cancelled)
        return verdict, time.perf_counter() - start
    return job


def forced_job(genre: Any, puzzle: Any):
    def job(token, report_progress):
        start = time.perf_counter()
        forced = solving.forced(genre, puzzle, cancel=lambda: token.cancelled,
                                progress=report_progress)
        return forced, time.perf_counter() - start
    return job


def trivial_facts_of(genre: Any, puzzle: Any) -> frozenset:
    """The facts the genre says need no deduction (none for a genre without the hook)."""
    if puzzle is None:
        return frozenset()
    return frozenset(genre.trivial_facts(puzzle))


def deduced_facts(forced: dict, trivial: frozenset) -> dict:
    """The forced facts worth drawing: those that took a deduction.  A fact the
    board settles by itself (no line enters a black cell) would bury the rest."""
    if not trivial:
        return forced
    return {fact: value for fact, value in forced.items() if fact not in trivial}


def forced_figure(n_forced: int, total: int | None, left_out: int = 0) -> str:
    """"42 forced of 100 · 18 need no deduction, not shown"."""
    text = (translate("SolverPanel", "{n} forced of {total}") if total
            else translate("SolverPanel", "{n} forced")).format(n=n_forced, total=total)
    if left_out:
        text += " \u00b7 " + (translate("SolverPanel", "1 needs no deduction, not shown") if left_out == 1
                              else translate("SolverPanel", "{n} need no deduction, not shown")
                              .format(n=left_out))
    return text
