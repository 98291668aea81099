"""Clue suggestions for an author whose puzzle has several solutions.

A genre offers the clues it could add through an optional hook
``clue_candidates(puzzle, solution) -> [(text, cells, puzzle_with_the_clue)]``:
each candidate is a clue true of ``solution`` (its position and value read
off it), so the puzzle with it still has that solution.  Every suggestion is
then checked by the solver, never guessed: the puzzle with it is unique, or
else how many answer facts stay free.  Suggestions come best first (unique
ones, then those leaving the fewest free facts).  A genre without the hook
gets no suggestions.

How the work stays bounded (a 10x10 offers a hundred or more candidates, and
a solver check costs a fresh encoding and a backbone):

* Ranking: a few other solutions are drawn from the solver first; each
  candidate is scored by how many of them the genre's checker says it rules
  out (a plain rule check, no solver).  Only the best CHECKED candidates go
  to the solver.  The score only orders the work; the verdicts come from the
  solver alone.  When the draw finds every solution, candidates breaking none
  of them are mostly skipped (they cannot settle anything).
* When no candidate read off the first solution settles anything, they are
  read off the next solution drawn (up to REFERENCES solutions).
* The check of one candidate keeps every fact the puzzle already forces as a
  known fact (a clue true of the solution mostly only removes solutions, so
  those facts stay forced; one solve proves it, and when a clue that changes
  the board lets a new solution in, the facts are searched afresh), so its
  backbone tries only the facts that were free.
* A candidate that breaks the solution by the checker, or adds a construction
  problem, is dropped (a genre bug; never suggested).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Any, Hashable

from .analysis import CancelToken
from .explain_search import ExplainSession
from .i18n import translate

MAX_CANDIDATES = 200      # candidates read from the genre (each is rule-checked)
CHECKED = 40              # of those, how many the solver checks (best ranked first)
REFERENCES = 3            # solutions tried in turn to read candidates off
BLIND_CHECKS = 3          # candidates breaking none of all the solutions still checked
OTHER_SOLUTIONS = 20      # solutions drawn to rank the candidates by


@dataclass(frozen=True)
class Suggestion:
    text: str                 # "a 2 at row 3, column 4"
    cells: tuple
    puzzle: Any               # the puzzle with the clue added
    unique: bool
    free_facts: int           # answer facts still not settled (0 when unique)
    rules_out: int = 0        # of the sampled other solutions, how many the clue breaks
    solution: Any = None      # the solution the clue was read off (the puzzle with it keeps it)


def a_number(n: int) -> str:
    """The number with its article as said aloud: "a 5", "an 8", "an 11", "an 18"."""
    digits = str(n)
    spoken_vowel = digits[0] == "8" or (len(digits) % 3 == 2 and digits[:2] in ("11", "18"))
    text = translate("core", "an {number}") if spoken_vowel else translate("core", "a {number}")
    return text.format(number=n)


def free_fact_count(genre: Any, puzzle: Any, token: CancelToken | None = None,
                    known: dict | None = None) -> int | None:
    """How many answer facts differ between solutions (None: no solution).

    ``known``: facts every solution is known to share (facts the puzzle does
    not have are ignored); they are assumed, not searched."""
    with ExplainSession(genre, puzzle, token) as s:
        known = {f: v for f, v in (known or {}).items() if f in s.facts}
        if known:
            # A clue that changes the board (a new black cell hides what an arrow
            # saw) can also let new solutions in: the known facts are only
            # assumed once the solver shows no solution breaks them.
            breaks = s.model.new_bool()
            s.model.add_clause([-breaks] + [-s.lit(f, v) for f, v in known.items()])
            if s.solve([breaks]) is not None:
                known = {}
            s.model.add_clause([-breaks])
        found = s.solve([s.lit(f, v) for f, v in known.items()])
        if found is None:
            return None
        _, free = s.backbone(known, s.values(found))
        return len(free)


def _other_solutions(s: ExplainSession, reference: dict, free: set, count: int) -> list[dict]:
    """Up to ``count`` solutions, each differing from the reference and from
    every one before on some free fact (the session's model is spent after)."""
    facts = sorted(free, key=repr)
    found: list[dict] = []
    block = [reference]
    for _ in range(count):
        for b in block:
            s.model.add_clause([-s.lit(f, b[f]) for f in facts])
        block = []
        other = s.solve()
        if other is None:
            break
        values = s.values(other)
        found.append(values)
        block = [values]
    return found


def suggest_clues(genre: Any, puzzle: Any, limit: int = 5,
                  token: CancelToken | None = None, checked: int = CHECKED) -> list[Suggestion]:
    """The best clues to add to a puzzle with several solutions (see module doc);
    [] when the puzzle is unique, has no solution or the genre offers no candidates."""
    if genre.clue_candidates is None:
        return []
    token = token or CancelToken()
    with ExplainSession(genre, puzzle, token) as s:
        found = s.solve()
        if found is None:
            return []
        reference = s.values(found)
        solution = s.encoding.decode(reference)
        forced, free = s.backbone({}, reference)
        if not free:
            return []
        others = [s.encoding.decode(v)
                  for v in _other_solutions(s, reference, free, OTHER_SOLUTIONS)]
    # Fewer than asked for: these are all the solutions (up to free facts), so a
    # clue that breaks none of them settles nothing (see _checked).
    every = len(others) < OTHER_SOLUTIONS
    others = [o for o in others if not genre.check(puzzle, o)]
    free_cells = [tuple(genre.fact_cells(puzzle, f)) for f in free]
    # Some solutions leave no clue of the genre's kinds to tell them apart from
    # the rest (an Ore Soccer circle that may stay or step aside with nothing
    # else changing): then the clues are read off the next solution instead.
    for chosen in [solution] + others[:REFERENCES - 1]:
        rest = [o for o in [solution] + others if o is not chosen]
        found = _checked(genre, puzzle, chosen, rest, every, forced, free_cells, token, checked,
                         limit)
        if found:
            return found[:limit]
    return []


def _in_line(cells: tuple, places: list[tuple]) -> int:
    """How many of the places share a row or a column with one of the cells."""
    rows = {c[0] for c in cells}
    cols = {c[1] for c in cells}
    return sum(1 for place in places if any(p[0] in rows or p[1] in cols for p in place))


def _checked(genre: Any, puzzle: Any, solution: Any, others: list, every: bool, forced: dict,
             free_cells: list[tuple], token: CancelToken, checked: int,
             limit: int) -> list[Suggestion]:
    """The candidates read off ``solution``, ranked by how many of ``others``
    they rule out (ties: by how many free facts lie in their rows and columns,
    where most clues look), the best ``checked`` of them checked by the solver;
    ``every``: ``others`` are all the other solutions."""
    propose = genre.clue_candidates
    problems = len(genre.construction_problems(puzzle))
    ranked = []
    candidates = islice(propose(puzzle, solution), MAX_CANDIDATES)
    for order, (text, cells, with_clue) in enumerate(candidates):
        token.check()
        if (genre.check(with_clue, solution)
                or len(genre.construction_problems(with_clue)) > problems):
            continue
        broken = sum(1 for o in others if genre.check(with_clue, o))
        ranked.append((-broken, -_in_line(tuple(cells), free_cells), order, text, tuple(cells),
                       with_clue))
    ranked.sort(key=lambda r: r[:3])
    if every:
        # A clue that breaks none of all the solutions settles nothing; a few are
        # still checked, in case the genre's checker misses a rule the solver has.
        ranked = [r for r in ranked if r[0]] + [r for r in ranked if not r[0]][:BLIND_CHECKS]
    known: dict[Hashable, bool] = dict(forced)
    suggestions = []
    for minus_broken, _, _, text, cells, with_clue in ranked[:checked]:
        left = free_fact_count(genre, with_clue, token, known)
        # A clue true of the solution keeps it, so there is always a solution;
        # one that settles nothing more is no suggestion.
        if left is not None and left < len(free_cells):
            suggestions.append(Suggestion(text, cells, with_clue, left == 0, left, -minus_broken,
                                          solution))
            if sum(1 for c in suggestions if c.unique) >= limit:
                break       # nothing later can rank above these
    suggestions.sort(key=lambda c: (c.free_facts, -c.rules_out, c.text))
    return suggestions
