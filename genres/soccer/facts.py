"""Ore Soccer's answer facts for people: the player's marks as facts, a fact
in plain words and the cells it is about (the explanation hooks of the genre).

The fact keys are those of solver.py: ("start", w), ("dest", w, d) and
("step", a, b) with a < b.  The encoding keeps no fact of a step into a
black circle, of a step between two goal cells (the path never leaves the
goal) or of a move into the goal or onto a black circle: the board settles
those, so marks like that have no fact and are left out here.
"""
from __future__ import annotations

from typing import Hashable

from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import SoccerAnswer, SoccerPuzzle, is_neighbour8, step_key
from .prospects import legal_moves

DIRECTIONS = {(-1, 0): "up", (1, 0): "down", (0, -1): "left", (0, 1): "right",
              (-1, -1): "up-left", (-1, 1): "up-right", (1, -1): "down-left", (1, 1): "down-right"}


def is_step_fact(puzzle: SoccerPuzzle, a: Cell, b: Cell) -> bool:
    """True when the encoding has a fact for the path step a-b."""
    return (is_neighbour8(a, b) and a not in puzzle.black and b not in puzzle.black
            and not (a in puzzle.goal and b in puzzle.goal))


def answer_facts(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> dict[Hashable, bool]:
    """What the player's marks say.  A drawn step, the circle the path starts
    on and a move are true facts.  Only a finished answer (its path ends in
    the goal) also says what is not there: every other step, start and move
    is then false, and a circle that did not move stays."""
    facts: dict[Hashable, bool] = {}
    for a, b in answer.steps():
        if is_step_fact(puzzle, a, b):
            facts[("step",) + step_key(a, b)] = True
    start = answer.start
    if start in puzzle.white:
        facts[("start", start)] = True
    for origin, dest in answer.moves:
        if origin in puzzle.white and dest in legal_moves(puzzle, origin):
            facts[("dest", origin, dest)] = True
    if answer.path and answer.path[-1] in puzzle.goal:
        _finished(puzzle, answer, facts)
    return facts


def _finished(puzzle: SoccerPuzzle, answer: SoccerAnswer, facts: dict) -> None:
    """A finished answer states every fact: what is not drawn is false."""
    for w in puzzle.white:
        facts.setdefault(("start", w), False)
        dest = answer.destination(w)
        for d in [w] + legal_moves(puzzle, w):
            facts.setdefault(("dest", w, d), d == dest)
    for a in puzzle.geometry.cells():
        for b in puzzle.geometry.neighbours8(a):
            if a < b and is_step_fact(puzzle, a, b):
                facts.setdefault(("step", a, b), False)


def fact_text(puzzle: SoccerPuzzle, fact: Hashable, value: bool) -> str:
    """A fact in plain words; each names its place as "row r, column c"."""
    kind = fact[0]
    if kind == "start":
        w = fact[1]
        return (f"the ball kicks off from {_circle(puzzle, w)}" if value
                else f"{_circle(puzzle, w)} does not kick off")
    if kind == "dest":
        w, d = fact[1], fact[2]
        if d == w:
            return f"{_circle(puzzle, w)} {'stays' if value else 'moves'}"
        way = DIRECTIONS[(d[0] - w[0], d[1] - w[1])]
        if value:
            return f"{_circle(puzzle, w)} moves {way} to {cell_name(d)}"
        return f"{_circle(puzzle, w)} does not move {way} to {cell_name(d)}"
    if kind == "step":
        a, b = fact[1], fact[2]
        return (f"the path joins {cell_name(a)} and {cell_name(b)}" if value
                else f"the path does not join {cell_name(a)} and {cell_name(b)}")
    return f"{fact} is {'true' if value else 'false'}"


def _circle(puzzle: SoccerPuzzle, w: Cell) -> str:
    k = puzzle.number(w)
    return f"the circle at {cell_name(w)}" if k is None else f"the {k} at {cell_name(w)}"


def fact_cells(puzzle: SoccerPuzzle, fact: Hashable) -> tuple:
    """The cells to light up: the circle (and where it goes), or the step's two cells."""
    if fact[0] == "start":
        return (fact[1],)
    if fact[0] == "dest":
        return (fact[1],) if fact[1] == fact[2] else (fact[1], fact[2])
    if fact[0] == "step":
        return (fact[1], fact[2])
    return ()
