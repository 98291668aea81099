"""How the solver panel's results are put into words (its jobs: solver_jobs.py).

Kept apart from the panel's widgets: the wording and filtering of forced
facts is plain Python a test can check without a window.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Any


def format_duration(seconds: float) -> str:
    if seconds < 1.0:
        return f"{max(1, round(seconds * 1000))} ms"
    if seconds < 60.0:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes} min {secs:02d} s"


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
