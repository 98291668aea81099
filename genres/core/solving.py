"""The shared analysis (verdict, forced facts) run in a child process.

The window's Solver panel and the CLI call these instead of the functions in
:mod:`genres.core.analysis` directly, so that a puzzle beyond the memory
budget ends in one message (MemoryBudgetExceeded) instead of taking the app
down, the window's thread keeps the GIL to itself, and a cancelled or
abandoned analysis is killed at once (see :mod:`genres.core.childproc`).
"""
from __future__ import annotations

from typing import Any, Callable

from . import analysis, childproc
from .analysis import ForcedProgress, Verdict
from .childproc import MemoryBudgetExceeded  # noqa: F401 - callers catch it from here

childproc.add_preload("genres.core.analysis")
childproc.add_preload(__name__)


def _verdict(genre: Any, puzzle: Any, report) -> Verdict:
    return analysis.solve_verdict(genre, puzzle)


def _forced_verdict(genre: Any, puzzle: Any, report) -> tuple[str, dict]:
    return analysis.forced_verdict(genre, puzzle, on_progress=report)


def verdict(genre: Any, puzzle: Any, *, cancel: Callable[[], bool] = lambda: False,
            context=None) -> Verdict:
    """:func:`analysis.solve_verdict` in a child under the memory budget."""
    return childproc.run_in_child(_verdict, (genre, puzzle), cancel=cancel,
                                  budget_mb=childproc.memory_budget_mb(), context=context)


def forced_verdict(genre: Any, puzzle: Any, *, cancel: Callable[[], bool] = lambda: False,
                   progress: Callable[[ForcedProgress], None] | None = None,
                   context=None) -> tuple[str, dict]:
    """:func:`analysis.forced_verdict` (the verdict and the forced facts of one
    encoding) in a child under the memory budget; progress carries the verdict
    as soon as it is known."""
    return childproc.run_in_child(_forced_verdict, (genre, puzzle), cancel=cancel,
                                  progress=progress, budget_mb=childproc.memory_budget_mb(),
                                  context=context)
