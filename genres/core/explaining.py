"""Explanations and grading run in a child process under the memory budget,
as :mod:`genres.core.solving` runs the verdict (the CLI and, later, the
window call these).  Steps stream back as cumulative progress reports: the
list of steps found so far.

The window's hints run in a child kept between hints (:class:`HintServer`),
which keeps the explanation session of the puzzle being played where the
genre gains by it (``Genre.keeps_hint_session``): the solvers, what they
learnt and the solutions they found serve the next hint as they serve the
next step of a whole explanation."""
from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

from . import childproc, clue_analysis, explain as explain_module, generation, grading
from .analysis import CancelToken, Cancelled
from .childserver import ChildServer
from .explain import Explanation

log = logging.getLogger(__name__)

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


# In the hint child: the sessions of the puzzles hinted last, newest last.  Two,
# so going back and forth between two open puzzles keeps both.
KEPT_SESSIONS = 2
STOP_POLL_SECONDS = 0.02      # how often a running hint looks whether it was asked to stop
_kept: "OrderedDict[tuple, Any]" = OrderedDict()


def _serve_hint(request: tuple, report, stop: Callable[[], bool]):
    """The hint child's handler: next_hint with the puzzle's kept session.
    Returns None when asked to stop (the parent then raises Cancelled).  A
    session that was interrupted or failed is closed, never kept: the next
    hint starts afresh."""
    genre, puzzle, answer, given = request
    token = CancelToken()
    done = threading.Event()

    def watch() -> None:
        while not done.wait(STOP_POLL_SECONDS):
            if stop():
                token.cancel()
                return

    watcher = threading.Thread(target=watch, name="hint stop", daemon=True)
    watcher.start()
    key = (genre.key, puzzle)
    session = _kept.pop(key, None)
    try:
        if session is None:
            session = explain_module.hint_session(genre, puzzle)
        step = explain_module.next_hint(genre, puzzle, answer, token, given, session=session)
    except BaseException as failed:
        if session is not None:
            session.close()
        if isinstance(failed, Cancelled):
            return None
        raise
    finally:
        done.set()
        watcher.join()
    if genre.keeps_hint_session:
        _kept[key] = session
        while len(_kept) > KEPT_SESSIONS:
            _kept.popitem(last=False)[1].close()
    else:
        session.close()
    return step


class HintServer:
    """The window's hints, in one child kept between them (see module doc).

    ``hint`` blocks (call it on a worker thread) and raises Cancelled when
    ``cancel()`` turns true; ``close()`` (the window closing) kills the child
    without waiting."""

    def __init__(self, *, context=None):
        self._context = context
        self._server = ChildServer(_serve_hint, budget_mb=childproc.memory_budget_mb(), context=context,
                                   what="the explainer")

    @property
    def server(self) -> ChildServer:
        return self._server

    def hint(self, genre: Any, puzzle: Any, answer: Any, *, cancel: Callable[[], bool] = lambda: False,
             given: dict | None = None):
        try:
            return self._server.call((genre, puzzle, answer, given), cancel=cancel)
        except RuntimeError as exc:
            if isinstance(exc, childproc.ChildUnavailable) or self._server.closed or cancel():
                raise
            # The kept child died, failed or outgrew the memory budget (what it
            # kept counts too): once more in a child of its own, afresh, which
            # reports what went wrong if it happens again.
            log.warning("the kept hint child failed; asking afresh", exc_info=True)
        return hint(genre, puzzle, answer, cancel=cancel, context=self._context, given=given)

    def close(self) -> None:
        self._server.close()


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
