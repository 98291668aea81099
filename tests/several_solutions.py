"""Puzzles with several solutions, made from unique ones by taking clues away
(for the clue-suggestion tests and bench).  Each genre's clues come off in a
seeded random order, one at a time, until the solver finds a second solution;
what comes off is what an author would rub out:

* Corral: a number (in the Additive/Multiplicative variant, a pair);
* Hebi-Ichigo: an arrow's number (the black cell and its arrow stay);
* Circumnavi-Gates: a gate number, then black cells no gate ends at;
* Ore Soccer: a number, then a black circle.
"""
from __future__ import annotations

import random

from genres.core.analysis import solve_verdict


def _removals(genre_key: str, puzzle) -> list:
    """Edits taking one clue away, each a function of the puzzle."""
    if genre_key == "corral":
        if puzzle.is_variant:
            cells = sorted({min(p, puzzle.partner(p)) for p in puzzle.number_map})
            return [lambda q, c=c: q.with_number(c, None).with_number(q.partner(c), None)
                    for c in cells]
        return [lambda q, c=c: q.with_number(c, None) for c in sorted(puzzle.number_map)]
    if genre_key == "hebi-ichigo":
        return [lambda q, c=c: q.with_number(c, None)
                for c, a in sorted(puzzle.arrow_map.items()) if a.number is not None]
    if genre_key == "circumnavi-gates":
        from genres.circumnavi.gate_lines import find_gates
        from genres.circumnavi.model import BLACK, EMPTY
        ends = {e for g in find_gates(puzzle) for e in g.ends_outside}
        numbers = [lambda q, c=c: q.with_number(c, None) for c in sorted(puzzle.number_map)]
        walls = [lambda q, c=c: q.with_kind(c, EMPTY) for c in puzzle.cells_of(BLACK)
                 if c not in ends and c not in puzzle.number_map]
        return numbers + walls
    if genre_key == "ore-soccer":
        from genres.soccer.model import EMPTY
        return ([lambda q, c=c: q.with_number(c, None) for c in sorted(puzzle.number_map)]
                + [lambda q, c=c: q.with_kind(c, EMPTY) for c in sorted(puzzle.black)])
    raise KeyError(genre_key)


def loosened(genre, puzzle, seed: int = 0, at_least: int = 1):
    """The puzzle with at least ``at_least`` clues taken away, and more until it
    has several solutions (None if even with every listed clue gone it stays
    unique, or it runs out of solutions)."""
    removals = _removals(genre.key, puzzle)
    random.Random(seed).shuffle(removals)
    for done, remove in enumerate(removals, 1):
        puzzle = remove(puzzle)
        if done >= at_least and solve_verdict(genre, puzzle).status == "multiple":
            return puzzle
    return None
