"""Corral and Additive/Multiplicative Corral: the puzzle and the answer as plain data.

See shared rules §2.  The answer's single source of truth is the set of loop
*sides* (unit grid lines, :func:`genres.core.grid.side`).  Which cells are
inside is derived from it by parity: a cell is inside when the ray from it to
the left border crosses an odd number of vertical loop sides on its row.
Shading a cell toggles (XOR) the four sides of its box, because the boundary
of a set of cells is the XOR of their boxes; so drawing the loop and shading
cells always edit one and the same answer.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import Iterable

from genres.core.grid import Cell, Dot, Grid, Side

STANDARD = "standard"
ADDITIVE_MULTIPLICATIVE = "additive-multiplicative"
VARIANTS = (STANDARD, ADDITIVE_MULTIPLICATIVE)

# A "?" clue: an inside cell whose count is not given (shared rules §2 rule 2
# speaks of every clue cell; rule 3 counts only given numbers).  It is held in
# ``CorralPuzzle.numbers`` like a number, so every place that only asks "is
# there a clue here" (inside by rule 2, transforms, resize, refused shading)
# treats it as one; places that count use ``counts`` instead.  The string is
# also how it reads in messages ("the ? at row 2, column 3") and native files.
UNKNOWN = "?"

Clue = int | str        # a positive number, or UNKNOWN

ADD, MUL = "+", "*"     # a player's note on a variant number: additive or multiplicative
OPS = (ADD, MUL)


@dataclass(frozen=True)
class CorralPuzzle:
    rows: int
    cols: int
    numbers: frozenset[tuple[Cell, Clue]] = frozenset()  # positive numbers (or UNKNOWN) on cells
    variant: str = STANDARD

    @staticmethod
    def empty(rows: int, cols: int, variant: str = STANDARD) -> "CorralPuzzle":
        return CorralPuzzle(rows, cols, frozenset(), variant)

    @cached_property
    def geometry(self) -> Grid:
        return Grid(self.rows, self.cols)

    @cached_property
    def number_map(self) -> dict[Cell, Clue]:
        """Every clue cell: its number, or UNKNOWN for a "?"."""
        return dict(self.numbers)

    @cached_property
    def counts(self) -> dict[Cell, int]:
        """The clue cells whose number is given (no "?"): the ones rule 3 counts."""
        return {p: n for p, n in self.numbers if n != UNKNOWN}

    @cached_property
    def questions(self) -> list[Cell]:
        """The "?" cells, in reading order."""
        return sorted(p for p, n in self.numbers if n == UNKNOWN)

    def number(self, cell: Cell) -> Clue | None:
        return self.number_map.get(cell)

    @property
    def is_variant(self) -> bool:
        return self.variant == ADDITIVE_MULTIPLICATIVE

    def partner(self, cell: Cell) -> Cell:
        """The cell symmetric to ``cell`` through the centre of the grid (180° turn)."""
        return (self.rows - 1 - cell[0], self.cols - 1 - cell[1])

    def is_centre(self, cell: Cell) -> bool:
        return self.partner(cell) == cell

    def pairs(self) -> list[tuple[Cell, Cell]]:
        """Numbered cells whose symmetric partner also holds a number, each pair once
        (smaller cell first).  The centre cell is its own partner and forms no pair.
        A "?" pairs with nothing (it has no place in the variant: a construction error)."""
        nums = self.counts
        return sorted((p, q) for p in nums for q in [self.partner(p)] if p < q and q in nums)

    def lone_numbers(self) -> list[Cell]:
        """Numbered cells without a numbered partner (or on the centre cell); "?" cells
        are not numbers here."""
        nums = self.counts
        return sorted(p for p in nums if self.partner(p) == p or self.partner(p) not in nums)

    # Copy-on-write edits -------------------------------------------------
    def with_number(self, cell: Cell, number: Clue | None) -> "CorralPuzzle":
        """Set (or with None clear) the number on a cell; UNKNOWN sets a "?"."""
        assert number is None or number == UNKNOWN or isinstance(number, int)
        numbers = {p: n for p, n in self.numbers if p != cell}
        if number is not None:
            numbers[cell] = number
        return replace(self, numbers=frozenset(numbers.items()))

    def with_variant(self, variant: str) -> "CorralPuzzle":
        assert variant in VARIANTS
        return replace(self, variant=variant)


@dataclass(frozen=True)
class CorralAnswer:
    """The player's loop and notes."""
    sides: frozenset[Side] = frozenset()            # the loop, as unit grid lines
    crosses: frozenset[Side] = frozenset()          # note: "no loop on this grid line"
    outside_marks: frozenset[Cell] = frozenset()    # note: "this cell is outside"
    ops: frozenset[tuple[Cell, str]] = frozenset()  # variant note: number read as ADD or MUL

    @cached_property
    def op_map(self) -> dict[Cell, str]:
        return dict(self.ops)


# ----- the inside, derived from the loop ------------------------------------
def left_side(cell: Cell) -> Side:
    """The vertical grid line on a cell's left."""
    r, c = cell
    return ((r, c), (r + 1, c))


def inside_cells(puzzle: CorralPuzzle, answer: CorralAnswer) -> frozenset[Cell]:
    """The cells inside the loop, by parity of the vertical loop sides to their left."""
    sides = answer.sides
    out = []
    for r in range(puzzle.rows):
        inside = False
        for c in range(puzzle.cols):
            if left_side((r, c)) in sides:
                inside = not inside
            if inside:
                out.append((r, c))
    return frozenset(out)


def boundary(grid: Grid, cells: Iterable[Cell]) -> frozenset[Side]:
    """The grid lines around a set of cells: the XOR of their boxes."""
    out: set[Side] = set()
    for cell in cells:
        out.symmetric_difference_update(grid.cell_sides(cell))
    return frozenset(out)


def answer_from_inside(puzzle: CorralPuzzle, cells: Iterable[Cell]) -> CorralAnswer:
    """The answer whose loop is the boundary of the given inside cells."""
    return CorralAnswer(boundary(puzzle.geometry, cells))


def dot_sides(grid: Grid, dot: Dot) -> list[Side]:
    """The (two to four) grid lines meeting at a dot."""
    r, c = dot
    out = []
    for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
        o = (r + dr, c + dc)
        if 0 <= o[0] <= grid.rows and 0 <= o[1] <= grid.cols:
            out.append((dot, o) if dot < o else (o, dot))
    return out


def dot_degrees(answer: CorralAnswer) -> dict[Dot, int]:
    """How many loop sides meet at each dot the loop touches."""
    deg: dict[Dot, int] = {}
    for a, b in answer.sides:
        deg[a] = deg.get(a, 0) + 1
        deg[b] = deg.get(b, 0) + 1
    return deg


# ----- edits (each returns a new answer) -----------------------------------
def toggle_side(answer: CorralAnswer, s: Side) -> CorralAnswer:
    """Draw or erase one loop side (a cross there goes away)."""
    return replace(answer, sides=answer.sides ^ {s}, crosses=answer.crosses - {s})


def toggle_cross(answer: CorralAnswer, s: Side) -> CorralAnswer:
    """Put or remove a "no line here" cross (a loop side there goes away)."""
    return replace(answer, sides=answer.sides - {s}, crosses=answer.crosses ^ {s})


def toggle_cell(puzzle: CorralPuzzle, answer: CorralAnswer, cell: Cell) -> CorralAnswer:
    """Flip a cell between inside and outside: XOR the four sides of its box.

    Crosses on sides that become loop sides are dropped, and so is an outside
    mark on the cell when it turns inside."""
    box = frozenset(puzzle.geometry.cell_sides(cell))
    sides = answer.sides ^ box
    marks = answer.outside_marks
    if cell not in inside_cells(puzzle, answer):
        marks = marks - {cell}
    return replace(answer, sides=sides, crosses=answer.crosses - sides, outside_marks=marks)


def set_inside(puzzle: CorralPuzzle, answer: CorralAnswer, cell: Cell, inside: bool) -> CorralAnswer:
    """Make a cell inside (or outside); unchanged when it already is (a drag paints)."""
    if (cell in inside_cells(puzzle, answer)) == inside:
        return answer
    return toggle_cell(puzzle, answer, cell)


def toggle_outside_mark(answer: CorralAnswer, cell: Cell) -> CorralAnswer:
    return replace(answer, outside_marks=answer.outside_marks ^ {cell})


def with_op(answer: CorralAnswer, cell: Cell, op: str | None) -> CorralAnswer:
    """Note a variant number as additive (ADD) or multiplicative (MUL), or clear the note."""
    assert op is None or op in OPS
    ops = {p: o for p, o in answer.ops if p != cell}
    if op is not None:
        ops[cell] = op
    return replace(answer, ops=frozenset(ops.items()))


# ----- answer facts ----------------------------------------------------------
# The solver's facts (solver.py), the player's marks as facts (facts.py) and the
# overlay the painter draws all name a fact through these.
def inside_fact(cell: Cell) -> tuple:
    """The answer fact "this cell is inside the corral" (true) or outside (false)."""
    return ("inside", cell)


def mul_fact(cell: Cell) -> tuple:
    """The variant's answer fact "the number on this cell is the multiplicative
    one" (true) or the additive one (false)."""
    return ("mul", cell)


def inside_of(fact: object) -> Cell | None:
    """The cell of an inside fact; None for any other fact."""
    return fact[1] if isinstance(fact, tuple) and len(fact) == 2 and fact[0] == "inside" else None


def mul_of(fact: object) -> Cell | None:
    """The cell of a multiplicative fact; None for any other fact."""
    return fact[1] if isinstance(fact, tuple) and len(fact) == 2 and fact[0] == "mul" else None
