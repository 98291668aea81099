"""Regions of inside and outside cells, and what a number sees (shared rules §2).

Pure functions of the grid and the set of inside cells, shared by the checker
and the solver's lazy connectivity cuts.
"""
from __future__ import annotations

from typing import AbstractSet, Iterable

from genres.core.graph import components as graph_components
from genres.core.grid import DIRS4, Cell, Grid

HORIZONTAL = ((0, -1), (0, 1))   # left, right
VERTICAL = ((-1, 0), (1, 0))     # up, down


def components(grid: Grid, cells: AbstractSet[Cell]) -> list[list[Cell]]:
    """The orthogonally connected groups of ``cells``, each sorted, in reading order."""
    return [sorted(group) for group in
            graph_components(sorted(cells), lambda c: (n for n in grid.neighbours4(c) if n in cells))]


def on_border(grid: Grid, cell: Cell) -> bool:
    r, c = cell
    return r == 0 or c == 0 or r == grid.rows - 1 or c == grid.cols - 1


def inside_regions(grid: Grid, inside: AbstractSet[Cell]) -> list[list[Cell]]:
    """The inside regions, largest first (ties in reading order)."""
    return sorted(components(grid, inside), key=lambda g: (-len(g), g[0]))


def outside_holes(grid: Grid, inside: AbstractSet[Cell]) -> list[list[Cell]]:
    """Groups of outside cells that cannot reach the border through outside cells."""
    outside = {c for c in grid.cells() if c not in inside}
    return [g for g in components(grid, outside) if not any(on_border(grid, c) for c in g)]


def checkerboard_dots(grid: Grid, inside: AbstractSet[Cell]) -> list[tuple[int, int]]:
    """Inner grid dots whose four cells alternate inside/outside (the loop touches
    itself there)."""
    out = []
    for r in range(1, grid.rows):
        for c in range(1, grid.cols):
            a, b = (r - 1, c - 1) in inside, (r - 1, c) in inside
            d, e = (r, c - 1) in inside, (r, c) in inside
            if a == e and b == d and a != b:
                out.append((r, c))
    return out


def run(grid: Grid, inside: AbstractSet[Cell], cell: Cell, direction: tuple[int, int]) -> list[Cell]:
    """Inside cells seen from ``cell`` (excluded) looking one way, up to the first
    outside cell or the border.  Numbers do not block sight."""
    out = []
    for c in grid.ray(cell, direction):
        if c not in inside:
            break
        out.append(c)
    return out


def seen_cells(grid: Grid, inside: AbstractSet[Cell], cell: Cell,
               directions: Iterable[tuple[int, int]] = DIRS4) -> list[Cell]:
    """The cell itself and every inside cell it sees in the given directions."""
    out = [cell]
    for d in directions:
        out.extend(run(grid, inside, cell, d))
    return out


def additive_value(grid: Grid, inside: AbstractSet[Cell], cell: Cell) -> int:
    """A standard (additive) Corral number's count: itself once plus all it sees."""
    return len(seen_cells(grid, inside, cell))


def multiplicative_value(grid: Grid, inside: AbstractSet[Cell], cell: Cell) -> int:
    """Horizontal run length times vertical run length, each counting the cell itself."""
    return len(seen_cells(grid, inside, cell, HORIZONTAL)) * len(seen_cells(grid, inside, cell, VERTICAL))


def pair_splits(grid: Grid, inside: AbstractSet[Cell], p: Cell, q: Cell) -> list[tuple[int, int]]:
    """An A/M pair's two readings (rule 4), as (p's value, q's value): p
    additive and q multiplicative, then the other way round."""
    return [(additive_value(grid, inside, p), multiplicative_value(grid, inside, q)),
            (multiplicative_value(grid, inside, p), additive_value(grid, inside, q))]
