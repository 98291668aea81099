"""Where the pointer is on a Corral board: near a grid line or in a cell, which
grid dot or side, and the runs a fast drag skipped."""
from __future__ import annotations

import math

from genres.core.grid import Cell, Dot, Side, side
from genres.core.input import straight_line

from .model import CorralPuzzle

MARGIN = 0.3              # how far outside the grid a press still means a border line


def clamped(puzzle: CorralPuzzle, pos: tuple[float, float]) -> tuple[float, float] | None:
    """``pos`` pulled onto the grid when it lies in the thin margin round it."""
    x, y = pos
    if not (-MARGIN <= x <= puzzle.cols + MARGIN and -MARGIN <= y <= puzzle.rows + MARGIN):
        return None
    return min(max(x, 0.0), puzzle.cols - 1e-9), min(max(y, 0.0), puzzle.rows - 1e-9)


def near_line(puzzle: CorralPuzzle, pos: tuple[float, float]) -> bool:
    """True when ``pos`` is closer to a grid line than to its cell's centre
    (the margin round the grid counts as the border line)."""
    x, y = pos
    if not (0 <= x < puzzle.cols and 0 <= y < puzzle.rows):
        return clamped(puzzle, pos) is not None
    fx, fy = x % 1, y % 1
    return min(fx, 1 - fx, fy, 1 - fy) < math.hypot(fx - 0.5, fy - 0.5)


def nearest_dot(puzzle: CorralPuzzle, pos: tuple[float, float]) -> Dot:
    x, y = pos
    return (min(max(math.floor(y + 0.5), 0), puzzle.rows), min(max(math.floor(x + 0.5), 0), puzzle.cols))


def side_at(puzzle: CorralPuzzle, pos: tuple[float, float]) -> Side | None:
    """The grid line nearest ``pos`` (within the cell holding it)."""
    p = clamped(puzzle, pos)
    if p is None:
        return None
    x, y = p
    r, c = int(y), int(x)
    fx, fy = x - c, y - r
    top, right, bottom, left = puzzle.geometry.cell_sides((r, c))
    return min((fy, top), (1 - fx, right), (1 - fy, bottom), (fx, left))[1]


def dot_run(a: Dot, b: Dot) -> list[Side] | None:
    """The sides from dot ``a`` to dot ``b`` along one grid line, so a fast
    drag that skipped dots still draws them; None when not in line."""
    dots = straight_line(a, b)
    if dots is None:
        return None
    return [side(p, q) for p, q in zip(dots, dots[1:])]


def cell_run(a: Cell, b: Cell) -> list[Cell]:
    """Cells from ``a`` to ``b`` when they share a row or column, else just ``b``."""
    cells = straight_line(a, b)
    return [b] if cells is None else cells[1:]
