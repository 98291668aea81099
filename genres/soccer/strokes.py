"""Ore Soccer strokes as pure functions of the answer (view.py's helpers)."""
from __future__ import annotations

from genres.core.grid import Cell
from genres.core.input import straight_line

from .model import SoccerAnswer, SoccerPuzzle


def straight_cells(a: Cell, b: Cell) -> list[Cell] | None:
    """The cells after ``a`` up to ``b`` when b lies on one of a's 8 rays."""
    cells = straight_line(a, b, diagonal=True)
    if cells is None or a == b:
        return None
    return cells[1:]


def erase_at(answer: SoccerAnswer, cell: Cell) -> SoccerAnswer:
    """The answer with the path cut before ``cell``, and moves from or onto it,
    loose steps touching it, a pin of a circle there and a dot there taken back."""
    path = answer.path
    if cell in path:
        path = path[:path.index(cell)]
        if len(path) < 2:
            path = ()
    moves = frozenset(m for m in answer.moves if cell not in m)
    loose = frozenset(s for s in answer.loose if cell not in s)
    return SoccerAnswer(path, moves, loose, answer.stays - {cell}, answer.dots - {cell})


def circle_standing_on(puzzle: SoccerPuzzle, answer: SoccerAnswer, cell: Cell) -> Cell | None:
    """The white circle (its origin) that stands on ``cell`` now, or that left it."""
    for origin in sorted(puzzle.white):
        if answer.destination(origin) == cell and origin != cell:
            return origin          # a moved circle shows here: it is the one picked up
    if cell in puzzle.white:
        return cell
    return None
