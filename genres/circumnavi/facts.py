"""Circumnavi-Gates facts drawn into a player's answer (a hint applied).

The facts are the solver's ``("link", edge)``: the loop uses the link
between two neighbouring cells.  A true fact is a drawn link, a false one a
cross on the link, exactly what a player draws, so every fact shows.
"""
from __future__ import annotations

from typing import Hashable

from genres.core.grid import Edge

from .model import CircumnaviAnswer, CircumnaviPuzzle, link_of


def _link_fact(fact: Hashable) -> Edge:
    edge = link_of(fact)
    if edge is not None:
        return edge
    raise ValueError(f"{fact!r} is not a Circumnavi-Gates fact")


def answer_with_facts(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer, facts: dict) -> CircumnaviAnswer:
    """Every fact shows: a true link is drawn (a cross on it, and a "the loop
    does not pass here" mark on either of its cells, go: they say the
    opposite); a false link gets a cross (a drawn link there goes).  Other
    crosses and marks stay."""
    edges = set(puzzle.geometry.edges())
    links, crosses, marks = set(answer.links), set(answer.crosses), set(answer.marks)
    for fact, value in facts.items():
        e = _link_fact(fact)
        if e not in edges:
            raise ValueError(f"{fact!r} is no link of this board")
        if value:
            links.add(e)
            crosses.discard(e)
            marks.difference_update(e)
        else:
            crosses.add(e)
            links.discard(e)
    return CircumnaviAnswer(frozenset(links), frozenset(crosses), frozenset(marks))
