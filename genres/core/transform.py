"""Whole-board geometry for authors: rotate, flip and grow or shrink on a side.

A genre's :meth:`Genre.transformed` and :meth:`Genre.with_margins` map each
of its clues and answer marks through the functions here, so every genre
turns its board the same way.  Coordinates as in :mod:`genres.core.grid`:
cells ``(r, c)``, grid dots ``(r, c)`` with ``0 <= r <= rows``, directions
``(dr, dc)``.
"""
from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]
Direction = tuple[int, int]

# The transforms the window offers (Edit > Rotate / Flip), in menu order.
TRANSFORMS: dict[str, str] = {
    "rotate-cw": "Rotate Clockwise",
    "rotate-ccw": "Rotate Anticlockwise",
    "rotate-180": "Rotate 180°",
    "flip-h": "Flip Left to Right",
    "flip-v": "Flip Top to Bottom",
}


@dataclass(frozen=True)
class BoardTransform:
    """One of :data:`TRANSFORMS` applied to a rows x cols board."""
    how: str
    rows: int
    cols: int

    def __post_init__(self) -> None:
        if self.how not in TRANSFORMS:
            raise ValueError(f"unknown transform {self.how!r} (one of {', '.join(TRANSFORMS)})")

    @property
    def swaps_axes(self) -> bool:
        """True when rows become columns (a quarter turn)."""
        return self.how in ("rotate-cw", "rotate-ccw")

    @property
    def new_size(self) -> tuple[int, int]:
        return (self.cols, self.rows) if self.swaps_axes else (self.rows, self.cols)

    def direction(self, d: Direction) -> Direction:
        """Where a direction (an arrow, a move) points after the transform."""
        dr, dc = d
        return {
            "rotate-cw": (dc, -dr),
            "rotate-ccw": (-dc, dr),
            "rotate-180": (-dr, -dc),
            "flip-h": (dr, -dc),
            "flip-v": (-dr, dc),
        }[self.how]

    def point(self, y: float, x: float, height: float, width: float) -> tuple[float, float]:
        """A point (y, x) of a height x width box after the transform."""
        if self.how == "rotate-cw":
            return x, height - y
        if self.how == "rotate-ccw":
            return width - x, y
        if self.how == "rotate-180":
            return height - y, width - x
        if self.how == "flip-h":
            return y, width - x
        return height - y, x

    def cell(self, cell: Cell) -> Cell:
        """Where a cell lands."""
        y, x = self.point(cell[0] + 0.5, cell[1] + 0.5, self.rows, self.cols)
        return int(y - 0.5), int(x - 0.5)

    def dot(self, dot: Cell) -> Cell:
        """Where a grid dot (cell corner) lands."""
        y, x = self.point(dot[0], dot[1], self.rows, self.cols)
        return int(y), int(x)

    def pair(self, a: Cell, b: Cell, of_dots: bool = False) -> tuple[Cell, Cell]:
        """A link between two cells (or a side between two dots), normalised."""
        f = self.dot if of_dots else self.cell
        a2, b2 = f(a), f(b)
        return (a2, b2) if a2 < b2 else (b2, a2)


@dataclass(frozen=True)
class Margins:
    """Rows and columns added (positive) or removed (negative) on each side."""
    top: int = 0
    bottom: int = 0
    left: int = 0
    right: int = 0

    def new_size(self, rows: int, cols: int) -> tuple[int, int]:
        return rows + self.top + self.bottom, cols + self.left + self.right

    def cell(self, cell: Cell) -> Cell:
        """Where a cell lands (it may fall off the new board: see :meth:`keeps`)."""
        return cell[0] + self.top, cell[1] + self.left

    def keeps(self, cell: Cell, rows: int, cols: int) -> bool:
        """True when the cell of the old rows x cols board is still on the new one."""
        r, c = self.cell(cell)
        new_rows, new_cols = self.new_size(rows, cols)
        return 0 <= r < new_rows and 0 <= c < new_cols
