"""Hebi-Ichigo: the puzzle and the answer as plain immutable data (shared rules §3).

A puzzle is a grid of white and black cells.  A black cell may carry an
*arrow* (up/down/left/right) with an optional number 0-5; an arrow only
lives on a black cell, and a number only on an arrow (a bare black cell
shows nothing).  The answer is the digits 1-5 the player wrote into white
cells, plus "no digit here" dots as notes.

Everything is copy-on-write: every edit returns a new value, so the undo
stack can keep snapshots and a solver job can keep its own copy.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from genres.core.grid import Cell, Grid

def sight(rows: int, cols: int, black, cell: Cell, step: tuple[int, int]) -> list[Cell]:
    """The cells seen looking from ``cell`` (excluded) along ``step``, up to
    the first black cell or the border: HebiPuzzle.sight_line for a layout
    still being built (a generator's black cells, before any puzzle)."""
    line, (r, c) = [], cell
    while True:
        r, c = r + step[0], c + step[1]
        if not (0 <= r < rows and 0 <= c < cols) or (r, c) in black:
            return line
        line.append((r, c))


# Where an arrow looks, as a (row step, column step).
DIRECTIONS: dict[str, tuple[int, int]] = {
    "up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
MAX_CLUE = 5          # arrow numbers run 0..5 (0: the arrow sees no digit)
SNAKE_LENGTH = 5      # digits run 1..5 along every snake

WHITE, BLACK = ".", "#"   # cell characters of the native JSON grid


@dataclass(frozen=True)
class Arrow:
    """What a black cell shows: the direction it looks, and maybe a number."""
    direction: str
    number: int | None = None

    @property
    def step(self) -> tuple[int, int]:
        return DIRECTIONS[self.direction]


@dataclass(frozen=True)
class HebiPuzzle:
    rows: int
    cols: int
    black: frozenset[Cell] = frozenset()
    # (cell, direction, number or None); at most one entry per cell, always on a black cell
    arrows: frozenset[tuple[Cell, str, int | None]] = frozenset()

    def __post_init__(self) -> None:
        # Code that builds a puzzle by hand gets the same guarantees as a file:
        # the checker and the solver never meet an arrow they cannot read.
        inside = self.geometry.contains
        for cell in self.black:
            if not inside(cell):
                raise ValueError(f"black cell {cell} lies outside the {self.rows}x{self.cols} grid")
        seen: set[Cell] = set()
        for cell, direction, number in self.arrows:
            if cell not in self.black:
                raise ValueError(f"the arrow at {cell} is not on a black cell")
            if direction not in DIRECTIONS:
                raise ValueError(f"unknown arrow direction {direction!r} at {cell}")
            if number is not None and (not isinstance(number, int) or isinstance(number, bool)
                                       or not 0 <= number <= MAX_CLUE):
                raise ValueError(f"arrow number {number!r} at {cell} must be 0 to {MAX_CLUE}")
            if cell in seen:
                raise ValueError(f"two arrows on the cell {cell}")
            seen.add(cell)

    @staticmethod
    def empty(rows: int, cols: int) -> "HebiPuzzle":
        return HebiPuzzle(rows, cols)

    @cached_property
    def geometry(self) -> Grid:
        return Grid(self.rows, self.cols)

    @cached_property
    def arrow_map(self) -> dict[Cell, Arrow]:
        return {cell: Arrow(d, n) for cell, d, n in self.arrows}

    def is_black(self, cell: Cell) -> bool:
        return cell in self.black

    def is_white(self, cell: Cell) -> bool:
        return self.geometry.contains(cell) and cell not in self.black

    def arrow(self, cell: Cell) -> Arrow | None:
        return self.arrow_map.get(cell)

    def white_cells(self) -> list[Cell]:
        return [c for c in self.geometry.cells() if c not in self.black]

    def sight_line(self, cell: Cell, step: tuple[int, int]) -> list[Cell]:
        """The white cells seen looking from ``cell`` (excluded) along ``step``,
        up to the first black cell or the border."""
        return sight(self.rows, self.cols, self.black, cell, step)

    # Copy-on-write edits -------------------------------------------------
    def with_black(self, cell: Cell, black: bool) -> "HebiPuzzle":
        """The puzzle with one cell black or white; a cell turning white loses its arrow."""
        if not self.geometry.contains(cell):
            raise ValueError(f"cell {cell} lies outside the grid")
        if black:
            return self if cell in self.black else replace(self, black=self.black | {cell})
        if cell not in self.black:
            return self
        return replace(self, black=self.black - {cell},
                       arrows=frozenset(a for a in self.arrows if a[0] != cell))

    def toggle_black(self, cell: Cell) -> "HebiPuzzle":
        return self.with_black(cell, cell not in self.black)

    def with_arrow(self, cell: Cell, direction: str | None) -> "HebiPuzzle":
        """Set the arrow's direction (the cell turns black if needed; a number it
        had stays), or remove the arrow and its number with ``None``."""
        rest = frozenset(a for a in self.arrows if a[0] != cell)
        if direction is None:
            return replace(self, arrows=rest)
        old = self.arrow(cell)
        p = self.with_black(cell, True)
        return replace(p, arrows=rest | {(cell, direction, old.number if old else None)})

    def with_number(self, cell: Cell, number: int | None) -> "HebiPuzzle":
        """Set or clear the number of the arrow on ``cell``.  A number belongs to
        an arrow (rules §3), so the cell must carry one already."""
        old = self.arrow(cell)
        if old is None:
            raise ValueError(f"cell {cell} has no arrow to carry a number")
        rest = frozenset(a for a in self.arrows if a[0] != cell)
        return replace(self, arrows=rest | {(cell, old.direction, number)})


@dataclass(frozen=True)
class HebiAnswer:
    """The player's digits and notes."""
    digits: frozenset[tuple[Cell, int]] = frozenset()   # (cell, 1..5)
    dots: frozenset[Cell] = frozenset()                 # note: "no digit here"

    @cached_property
    def digit_map(self) -> dict[Cell, int]:
        return dict(self.digits)

    def digit(self, cell: Cell) -> int | None:
        return self.digit_map.get(cell)

    def with_digit(self, cell: Cell, digit: int | None) -> "HebiAnswer":
        """Write a digit 1-5 (removing a dot there) or erase with ``None``."""
        if digit is not None and (not isinstance(digit, int) or isinstance(digit, bool)
                                  or not 1 <= digit <= SNAKE_LENGTH):
            raise ValueError(f"a digit must be 1 to {SNAKE_LENGTH}, not {digit!r}")
        rest = frozenset(d for d in self.digits if d[0] != cell)
        if digit is None:
            return replace(self, digits=rest)
        return HebiAnswer(rest | {(cell, digit)}, self.dots - {cell})

    def with_dot(self, cell: Cell, dot: bool) -> "HebiAnswer":
        """Place a dot (erasing a digit there) or remove it."""
        if not dot:
            return replace(self, dots=self.dots - {cell})
        return HebiAnswer(frozenset(d for d in self.digits if d[0] != cell), self.dots | {cell})


# ----- answer facts ----------------------------------------------------------
# The solver's facts (solver.py), the player's marks as facts (facts.py) and the
# overlay the painter draws all name a fact through these two.
def digit_fact(cell: Cell, k: int) -> tuple:
    """The answer fact "this white cell holds k" (true) or "does not" (false)."""
    return ("digit", cell, k)


def digit_of(fact: object) -> tuple[Cell, int] | None:
    """(cell, k) of a digit fact; None for anything that is not one."""
    if isinstance(fact, tuple) and len(fact) == 3 and fact[0] == "digit":
        return fact[1], fact[2]
    return None
