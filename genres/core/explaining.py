"""Explanations and grading run in a child process under the memory budget,
as :mod:`genres.core.solving` runs the verdict (the CLI and, later, the
window call these).  Steps stream back as cumulative progress reports: the
list of steps found so far."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from . import childproc, clue_analysis, explain as explain_module, generation, grading
from .explain import Explanation

childproc.add_preload(__name__)


@dataclass
class Grade:
    explanation: Explanation
    difficulty: grading.Difficulty
    clue_status: str           # "unique" | "multiple" | "none" (see grading.redundant_clues)
    redundant: list            # GroupRef
    suggestions: list          # clue_analysis.Suggestion (several solutions only)


def _explain(genre: Any, puzzle: Any, from_answer: Any, report) -> Explanation:
    steps: list = []

    def found(step) -> None:
        steps.append(step)
        report(list(steps))

    return explain_module.explain(genre, puzzle, on_step=found, from_answer=from_answer)


def _grade(genre: Any, puzzle: Any, report) -> Grade:
    explanation = _explain(genre, puzzle, None, report)
    status, redundant = grading.redundant_clues(genre, puzzle)
    suggestions = clue_analysis.suggest_clues(genre, puzzle) if status == "multiple" else []
    return Grade(explanation, generation.grade_of(genre, puzzle, explanation.steps), status, redundant,
                 suggestions)


def _hint(genre: Any, puzzle: Any, answer: Any, given: dict | None, report):
    return explain_module.next_hint(genre, puzzle, answer, given=given)


def hint(genre: Any, puzzle: Any, answer: Any, *, cancel: Callable[[], bool] = lambda: False,
         context=None, given: dict | None = None):
    """:func:`genres.core.explain.next_hint` in a child (the window's Hint button)."""
    return childproc.run_in_child(_hint, (genre, puzzle, answer, given), cancel=cancel,
                                  budget_mb=childproc.memory_budget_mb(), context=context,
                                  what="the explainer")


def explain(genre: Any, puzzle: Any, from_answer: Any = None, *,
            cancel: Callable[[], bool] = lambda: False,
            progress: Callable[[list], None] | None = None, context=None) -> Explanation:
    """:func:`genres.core.explain.explain` in a child; ``progress`` gets the steps so far."""
    return childproc.run_in_child(_explain, (genre, puzzle, from_answer), cancel=cancel,
                                  progress=progress, budget_mb=childproc.memory_budget_mb(),
                                  context=context, what="the explainer")


def grade(genre: Any, puzzle: Any, *, cancel: Callable[[], bool] = lambda: False,
          progress: Callable[[list], None] | None = None, context=None) -> Grade:
    """The full explanation, its difficulty and the redundant clues, in a child."""
    return childproc.run_in_child(_grade, (genre, puzzle), cancel=cancel, progress=progress,
                                  budget_mb=childproc.memory_budget_mb(), context=context,
                                  what="the explainer")


def grade_here(genre: Any, puzzle: Any, progress: Callable[[list], None] | None = None) -> Grade:
    """The same in this process (when no child can start)."""
    return _grade(genre, puzzle, progress or (lambda steps: None))


def explain_here(genre: Any, puzzle: Any, from_answer: Any = None,
                 progress: Callable[[list], None] | None = None) -> Explanation:
    return _explain(genre, puzzle, from_answer, progress or (lambda steps: None))
