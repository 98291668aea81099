"""Square-grid geometry shared by the grid genres.

Coordinates: rows top to bottom, columns left to right, ``(r, c)`` from 0.

* A *cell* is ``(r, c)``.
* An *edge* here means the link between two orthogonally adjacent cell
  centres (what a loop through cells uses).  It is stored normalised as the
  pair ``(a, b)`` with ``a < b``, so the same link always has the same key.
* A *grid dot* is a lattice corner ``(r, c)`` with ``0 <= r <= rows`` and
  ``0 <= c <= cols``; dot ``(r, c)`` is the top-left corner of cell ``(r, c)``.
* A *side* is a unit grid line between two dots (what a loop along grid lines
  uses, as in Corral), stored normalised as ``(dot_a, dot_b)`` with ``a < b``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator

Cell = tuple[int, int]
Edge = tuple[Cell, Cell]
Dot = tuple[int, int]
Side = tuple[Dot, Dot]

# Orthogonal directions first, in the order up, right, down, left.
DIRS4: tuple[tuple[int, int], ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
DIRS8: tuple[tuple[int, int], ...] = (
    (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))

MAX_SIZE = 100  # a grid is at most 100 x 100; files asking for more are refused


def edge(a: Cell, b: Cell) -> Edge:
    """The normalised link between two orthogonally adjacent cells."""
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise ValueError(f"cells {a} and {b} are not orthogonal neighbours")
    return (a, b) if a < b else (b, a)


def side(a: Dot, b: Dot) -> Side:
    """The normalised unit grid line between two adjacent dots."""
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise ValueError(f"dots {a} and {b} are not adjacent")
    return (a, b) if a < b else (b, a)


def other_end(e: Edge, cell: Cell) -> Cell:
    a, b = e
    return b if a == cell else a


def is_horizontal(e: Edge) -> bool:
    """True when the link joins two cells of one row (runs left-right)."""
    return e[0][0] == e[1][0]


def _neighbours_of(grid: "Grid", cell: Cell, dirs) -> tuple[Cell, ...]:
    r, c = cell
    return tuple((r + dr, c + dc) for dr, dc in dirs if grid.contains((r + dr, c + dc)))


@lru_cache(maxsize=64)
def _neighbour_table(rows: int, cols: int, dirs) -> dict[Cell, tuple[Cell, ...]]:
    grid = Grid(rows, cols)
    return {cell: _neighbours_of(grid, cell, dirs) for cell in grid.cells()}


@dataclass(frozen=True)
class Grid:
    rows: int
    cols: int

    def contains(self, cell: Cell) -> bool:
        r, c = cell
        return 0 <= r < self.rows and 0 <= c < self.cols

    def cells(self) -> Iterator[Cell]:
        for r in range(self.rows):
            for c in range(self.cols):
                yield (r, c)

    def neighbours4(self, cell: Cell) -> tuple[Cell, ...]:
        """The orthogonal neighbours on the board (up, right, down, left order).

        Looked up in a table made once per board size: the solvers' lazy
        connectivity checks ask this millions of times."""
        try:
            return _neighbour_table(self.rows, self.cols, DIRS4)[cell]
        except KeyError:      # a cell off the board: its neighbours on it
            return _neighbours_of(self, cell, DIRS4)

    def neighbours8(self, cell: Cell) -> tuple[Cell, ...]:
        try:
            return _neighbour_table(self.rows, self.cols, DIRS8)[cell]
        except KeyError:
            return _neighbours_of(self, cell, DIRS8)

    def edges(self) -> Iterator[Edge]:
        """Every link between orthogonally adjacent cells."""
        for r in range(self.rows):
            for c in range(self.cols):
                if c + 1 < self.cols:
                    yield ((r, c), (r, c + 1))
                if r + 1 < self.rows:
                    yield ((r, c), (r + 1, c))

    def cell_edges(self, cell: Cell) -> list[Edge]:
        """The links from a cell to each of its orthogonal neighbours."""
        return [edge(cell, n) for n in self.neighbours4(cell)]

    def ray(self, cell: Cell, direction: tuple[int, int]) -> Iterator[Cell]:
        """Cells met looking from ``cell`` (excluded) in ``direction`` up to the border."""
        r, c = cell
        dr, dc = direction
        r, c = r + dr, c + dc
        while 0 <= r < self.rows and 0 <= c < self.cols:
            yield (r, c)
            r, c = r + dr, c + dc

    def dots(self) -> Iterator[Dot]:
        for r in range(self.rows + 1):
            for c in range(self.cols + 1):
                yield (r, c)

    def sides(self) -> Iterator[Side]:
        """Every unit grid line, border included."""
        for r in range(self.rows + 1):
            for c in range(self.cols + 1):
                if c + 1 <= self.cols:
                    yield ((r, c), (r, c + 1))
                if r + 1 <= self.rows:
                    yield ((r, c), (r + 1, c))

    def cell_sides(self, cell: Cell) -> list[Side]:
        """The four grid lines around a cell: top, right, bottom, left."""
        r, c = cell
        return [((r, c), (r, c + 1)), ((r, c + 1), (r + 1, c + 1)),
                ((r + 1, c), (r + 1, c + 1)), ((r, c), (r + 1, c))]

    def side_cells(self, s: Side) -> list[Cell]:
        """The one or two cells a grid line separates."""
        (r1, c1), (r2, c2) = s
        if r1 == r2:  # horizontal line at row r1, column c1
            cand = [(r1 - 1, c1), (r1, c1)]
        else:  # vertical line at column c1, row r1
            cand = [(r1, c1 - 1), (r1, c1)]
        return [x for x in cand if self.contains(x)]


def check_size(rows: object, cols: object) -> tuple[int, int]:
    """Validate a grid size from untrusted input; raise ValueError naming the problem."""
    for name, v in (("rows", rows), ("columns", cols)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise ValueError(f"{name} must be a whole number, not {v!r}")
        if v < 1 or v > MAX_SIZE:
            raise ValueError(f"{name} must be between 1 and {MAX_SIZE}, not {v}")
    return rows, cols  # type: ignore[return-value]
