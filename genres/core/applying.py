"""A hint applied: an explanation step's facts drawn into the player's answer.

The genre draws them (:meth:`Genre.answer_with_facts`); this says which of
them the new marks do not show, so the window can tell the player ("no mark
shows that row 3, column 1 holds no 2") instead of silently drawing
nothing: the next hint starts again from the marks and would repeat it.
"""
from __future__ import annotations

from typing import Any

from .genre import Genre


def apply_facts(genre: Genre, puzzle: Any, answer: Any, facts: dict) -> tuple[Any, dict]:
    """The answer with ``facts`` drawn in, and the facts (fact -> value) its
    marks do not show (empty when every one shows)."""
    new = genre.answer_with_facts(puzzle, answer, facts)
    shown = genre.answer_facts(puzzle, new)
    return new, {f: v for f, v in facts.items() if shown.get(f) != v}
