"""Clue suggestions for an author whose puzzle has several solutions.

A genre offers the clues it could add through an optional hook
``clue_candidates(puzzle, solution) -> [(text, cells, puzzle_with_the_clue)]``:
each candidate is a clue true of ``solution`` (its position and value read
off it), so the puzzle with it still has that solution.  Every candidate is
then checked by the solver, never guessed: the puzzle with it is unique, or
else how many answer facts stay free.  Suggestions come best first (unique
ones, then those leaving the fewest free facts).  A genre without the hook
gets no suggestions.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .analysis import CancelToken
from .explain_search import ExplainSession

MAX_CANDIDATES = 200      # each costs an encoding and a backbone: bound the work


@dataclass(frozen=True)
class Suggestion:
    text: str                 # "a 2 at row 3, column 4"
    cells: tuple
    puzzle: Any               # the puzzle with the clue added
    unique: bool
    free_facts: int           # answer facts still not settled (0 when unique)


def free_fact_count(genre: Any, puzzle: Any, token: CancelToken | None = None) -> int | None:
    """How many answer facts differ between solutions (None: no solution)."""
    with ExplainSession(genre, puzzle, token) as s:
        found = s.solve()
        if found is None:
            return None
        _, free = s.backbone({}, s.values(found))
        return len(free)


def suggest_clues(genre: Any, puzzle: Any, limit: int = 5,
                  token: CancelToken | None = None) -> list[Suggestion]:
    """The best clues to add to a puzzle with several solutions (see module doc);
    [] when the puzzle is unique, has no solution or the genre offers no candidates."""
    propose = getattr(genre, "clue_candidates", None)
    if propose is None:
        return []
    with ExplainSession(genre, puzzle, token) as s:
        found = s.solve()
        if found is None:
            return []
        solution = s.encoding.decode(s.values(found))
        _, free = s.backbone({}, s.values(found))
        if not free:
            return []
    checked = []
    for text, cells, with_clue in list(propose(puzzle, solution))[:MAX_CANDIDATES]:
        left = free_fact_count(genre, with_clue, token)
        # A candidate read off the solution keeps it; one that does not (a genre
        # bug) is never suggested.
        if left is not None and left < len(free):
            checked.append(Suggestion(text, tuple(cells), with_clue, left == 0, left))
    checked.sort(key=lambda c: (c.free_facts, c.text))
    return checked[:limit]
