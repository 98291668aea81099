"""What the Explanation panel runs in a child process besides
:mod:`genres.core.explaining`: the clue suggestions on their own.

No Qt here: the child imports this module by name to find the function.
"""
from __future__ import annotations

from typing import Any

from genres.core import childproc, clue_analysis

childproc.add_preload(__name__)


def _suggest(genre: Any, puzzle: Any, report) -> list:
    return clue_analysis.suggest_clues(genre, puzzle)


def suggest(genre: Any, puzzle: Any, *, cancel=lambda: False) -> list:
    """:func:`clue_analysis.suggest_clues` in a child (in this process when none can start)."""
    try:
        return childproc.run_in_child(_suggest, (genre, puzzle), cancel=cancel,
                                      budget_mb=childproc.memory_budget_mb(),
                                      what="the clue finder")
    except childproc.ChildUnavailable:
        return clue_analysis.suggest_clues(genre, puzzle)
