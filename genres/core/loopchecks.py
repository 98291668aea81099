"""Checks every loop genre makes of a drawn loop, written once (as pzprjs's
variety-common does): branches, crossings, dead ends, and the pieces the
lines form.

A loop is drawn as lines between points -- cell centres in Circumnavi-Gates,
grid dots in Corral -- so the checks work on a point's *degree* (how many
lines meet there) and leave the words to the genre: each takes the code, a
``message(point)`` (the genre's own translated sentence) and ``blame(point)``,
the places the violation lights up as ``Violation`` keyword arguments
(``{"cells": (cell,)}``, ``{"edges": (("dot", dot),)}``).
"""
from __future__ import annotations

from typing import Callable, Hashable, Iterable, Mapping, TypeVar

from .graph import components
from .violation import MISTAKE, UNFINISHED, Violation

Point = TypeVar("Point", bound=Hashable)
Message = Callable[[Point], str]
Blame = Callable[[Point], dict]


def degrees(lines: Iterable[tuple[Point, Point]]) -> dict[Point, int]:
    """How many lines meet at each point a line touches."""
    out: dict = {}
    for a, b in lines:
        out[a] = out.get(a, 0) + 1
        out[b] = out.get(b, 0) + 1
    return out


def at_degree(degrees: Mapping[Point, int], degree: int) -> list[Point]:
    """The points where exactly ``degree`` lines meet, in reading order."""
    return sorted(p for p, d in degrees.items() if d == degree)


def pieces(lines: Iterable[tuple[Point, Point]]) -> list[list[Point]]:
    """The connected pieces of the drawing, as points: each sorted, in order of
    their first point."""
    adjacent: dict = {}
    for a, b in lines:
        adjacent.setdefault(a, []).append(b)
        adjacent.setdefault(b, []).append(a)
    return [sorted(piece) for piece in components(sorted(adjacent), adjacent.__getitem__)]


def branches(degrees: Mapping[Point, int], code: str, message: Message, blame: Blame) -> list[Violation]:
    """A mistake at every point where three lines meet."""
    return [Violation(code, message(p), **blame(p), kind=MISTAKE) for p in at_degree(degrees, 3)]


def crossings(degrees: Mapping[Point, int], code: str, message: Message, blame: Blame) -> list[Violation]:
    """A mistake at every point the loop visits twice (four lines meet)."""
    return [Violation(code, message(p), **blame(p), kind=MISTAKE) for p in at_degree(degrees, 4)]


def dead_ends(degrees: Mapping[Point, int], can_go_on: Callable[[Point], bool], code: str,
              loose: Message, stuck: Message, blame: Blame) -> list[Violation]:
    """Every loose end (one line): unfinished while the loop can still go on
    from it (``loose`` says so), a mistake once it cannot (``stuck``)."""
    out = []
    for p in at_degree(degrees, 1):
        if can_go_on(p):
            out.append(Violation(code, loose(p), **blame(p), kind=UNFINISHED))
        else:
            out.append(Violation(code, stuck(p), **blame(p), kind=MISTAKE))
    return out
