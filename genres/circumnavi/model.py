"""Circumnavi-Gates (Suraromu / Slalom): the puzzle and the answer as plain data.

See shared rules §1.  A cell is one of:

    EMPTY  "."   an ordinary cell the loop may use
    BLACK  "#"   a black cell (may carry a number labelling a gate)
    HGATE  "-"   a cell of a horizontal gate (the gate runs left-right; the
                 loop crosses it going up-down)
    VGATE  "|"   a cell of a vertical gate (runs up-down; crossed left-right)
    CIRCLE "o"   the circle, where the loop starts and ends (exactly one)

A numbered black cell may also carry the author's arrow, as puzz.link keeps
it: which gate end the number is written for (NO_ARROW, UP, DOWN, LEFT,
RIGHT -- pzprjs's 0-4).  It is an annotation: the rules (§1) place numbers
from the board alone.  It is kept so that a puzz.link URL or pzprv3 file is
written back exactly as it was read, and shown beside the number as pzprjs
shows it.  A numbered cell without an entry gets the arrow the writer works
out; an arrow goes when its cell stops being a numbered black cell.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from genres.core.grid import Cell, Edge, Grid

EMPTY, BLACK, HGATE, VGATE, CIRCLE = ".", "#", "-", "|", "o"
KINDS = (EMPTY, BLACK, HGATE, VGATE, CIRCLE)
GATE_KINDS = (HGATE, VGATE)
NO_ARROW, UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3, 4
ARROW_NAMES = ("none", "up", "down", "left", "right")      # index = pzprjs's direction
ARROW_STEPS = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}


@dataclass(frozen=True)
class CircumnaviPuzzle:
    rows: int
    cols: int
    grid: tuple[str, ...]                       # one string per row, characters from KINDS
    numbers: frozenset[tuple[Cell, int]] = frozenset()   # numbers on black cells
    circle_value: int | None = None             # the number shown in the circle
    arrows: frozenset[tuple[Cell, int]] = frozenset()    # the author's arrows on numbered black cells

    @staticmethod
    def empty(rows: int, cols: int) -> "CircumnaviPuzzle":
        return CircumnaviPuzzle(rows, cols, tuple(EMPTY * cols for _ in range(rows)))

    @cached_property
    def geometry(self) -> Grid:
        return Grid(self.rows, self.cols)

    @cached_property
    def number_map(self) -> dict[Cell, int]:
        return dict(self.numbers)

    def kind(self, cell: Cell) -> str:
        return self.grid[cell[0]][cell[1]]

    def number(self, cell: Cell) -> int | None:
        return self.number_map.get(cell)

    @cached_property
    def arrow_map(self) -> dict[Cell, int]:
        return dict(self.arrows)

    def arrow(self, cell: Cell) -> int | None:
        """The author's arrow on a numbered black cell (NO_ARROW when the author
        gave none), or None when nobody said (the writer then works one out)."""
        return self.arrow_map.get(cell)

    def with_arrow(self, cell: Cell, direction: int | None) -> "CircumnaviPuzzle":
        """Set or forget the arrow of a numbered black cell (None forgets it)."""
        assert direction is None or 0 <= direction < len(ARROW_NAMES)
        arrows = {q: d for q, d in self.arrows if q != cell}
        if direction is not None and self.number(cell) is not None:
            arrows[cell] = direction
        return replace(self, arrows=frozenset(arrows.items()))

    def without_stray_arrows(self) -> "CircumnaviPuzzle":
        """The puzzle without arrows whose cell no longer holds a number."""
        kept = frozenset((q, d) for q, d in self.arrows if q in self.number_map)
        return self if kept == self.arrows else replace(self, arrows=kept)

    def circle(self) -> Cell | None:
        """The (first) circle cell, or None when there is none."""
        for r, row in enumerate(self.grid):
            c = row.find(CIRCLE)
            if c >= 0:
                return (r, c)
        return None

    def cells_of(self, kind: str) -> list[Cell]:
        return [(r, c) for r, row in enumerate(self.grid) for c, k in enumerate(row) if k == kind]

    # Copy-on-write edits -------------------------------------------------
    def with_kind(self, cell: Cell, kind: str) -> "CircumnaviPuzzle":
        """The puzzle with one cell changed; a number (and its arrow) stays only
        on a black cell.  Placing a circle removes any other circle (there is
        exactly one)."""
        assert kind in KINDS
        rows = [list(row) for row in self.grid]
        if kind == CIRCLE:
            rows = [[EMPTY if k == CIRCLE else k for k in row] for row in rows]
        r, c = cell
        rows[r][c] = kind
        numbers, arrows = self.numbers, self.arrows
        if kind != BLACK:
            numbers = frozenset((p, n) for p, n in numbers if p != cell)
            arrows = frozenset((p, d) for p, d in arrows if p != cell)
        return replace(self, grid=tuple("".join(row) for row in rows), numbers=numbers,
                       arrows=arrows)

    def with_number(self, cell: Cell, number: int | None) -> "CircumnaviPuzzle":
        """Set or clear the number on a black cell (the cell turns black if needed).
        A changed number keeps its arrow, as on puzz.link; a cleared one loses it."""
        p = self if self.kind(cell) == BLACK else self.with_kind(cell, BLACK)
        numbers = {q: n for q, n in p.numbers if q != cell}
        if number is not None:
            numbers[cell] = number
        return replace(p, numbers=frozenset(numbers.items())).without_stray_arrows()


@dataclass(frozen=True)
class CircumnaviAnswer:
    """The player's loop and notes."""
    links: frozenset[Edge] = frozenset()     # loop segments between adjacent cell centres
    crosses: frozenset[Edge] = frozenset()   # note: "no link here"
    marks: frozenset[Cell] = frozenset()     # note: "the loop does not pass this cell"


# ----- answer facts ----------------------------------------------------------
# The solver's facts (solver.py), the player's marks as facts (facts.py) and the
# overlay the painter draws all name a fact through these two.
def link_fact(edge: Edge) -> tuple:
    """The answer fact "the loop uses this link" (true) or "does not" (false)."""
    return ("link", edge)


def link_of(fact: object) -> Edge | None:
    """The link a fact is about; None for anything that is not a link fact."""
    if isinstance(fact, tuple) and len(fact) == 2 and fact[0] == "link":
        return fact[1]
    return None
