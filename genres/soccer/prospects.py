"""What an Ore Soccer answer can still become by adding marks (rules.py's helper).

The checker calls a broken rule a *mistake* only when no further path step
or move can repair it; otherwise it is *unfinished* work.  Adding marks means
two things: the path goes on from its end, and a circle that has not moved
yet takes its step.  These questions are answered generously towards
"could still change", so a mistake is never claimed that is not one.
"""
from __future__ import annotations

from genres.core.grid import Cell

from .model import SoccerAnswer, SoccerPuzzle, crossing_diagonal, direction, is_neighbour8, step_key


def legal_moves(puzzle: SoccerPuzzle, circle: Cell) -> list[Cell]:
    """The cells a circle may step onto by the cell contents alone."""
    return [d for d in puzzle.geometry.neighbours8(circle)
            if d not in puzzle.black and d not in puzzle.goal
            and not (puzzle.strict_moves and d in puzzle.white)]


class Prospects:
    """Questions about the marks an answer may still gain."""

    def __init__(self, puzzle: SoccerPuzzle, answer: SoccerAnswer, start: Cell | None,
                 dest_cells: set[Cell], steps: set):
        self.puzzle, self.answer = puzzle, answer
        self.start, self.dest_cells, self.steps = start, dest_cells, steps
        # Circles that have not moved, do not kick off, are not pinned (the
        # player said they stay), and have somewhere to go.
        self.free: frozenset[Cell] = frozenset(
            w for w in puzzle.white
            if answer.destination(w) == w and w != start and w not in answer.stays
            and legal_moves(puzzle, w))

    def may_become_destination(self, cell: Cell) -> bool:
        """True when a circle stands on ``cell`` or a free circle could step there."""
        if cell in self.dest_cells:
            return True
        if cell in self.puzzle.black or cell in self.puzzle.goal:
            return False
        return any(is_neighbour8(w, cell) for w in self.free
                   if not (self.puzzle.strict_moves and cell in self.puzzle.white))

    def settled_through(self, path, index: int) -> bool:
        """True when no free circle could change which destinations the path
        meets up to ``path[index]`` (by stepping off it or onto it)."""
        head = set(path[:index + 1])
        return not any(w in head or any(n in head for n in self.puzzle.geometry.neighbours8(w))
                       for w in self.free)

    def next_cells(self, path) -> list[Cell]:
        """Where the path could still go from its last cell."""
        last = path[-1]
        straight_only = len(path) >= 2 and not self.may_become_destination(last)
        lines = {step_key(o, d) for o, d in self.answer.moves}
        out = []
        for n in self.puzzle.geometry.neighbours8(last):
            if n in self.puzzle.black or n in path:
                continue
            if straight_only and direction(path[-2], last) != direction(last, n):
                continue
            key = step_key(last, n)
            other = crossing_diagonal(last, n)
            if key in lines or (other is not None and (other in self.steps or other in lines)):
                continue
            out.append(n)
        return out

    def can_step_onto_path(self, circle: Cell, on_path: set[Cell]) -> bool:
        """True when a free circle could still step onto a cell of the path."""
        return circle in self.free and any(
            d in on_path for d in legal_moves(self.puzzle, circle) if d != self.start)
