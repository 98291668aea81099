"""Snakes of a Hebi-Ichigo answer: grouping the digits, and what eyes see.

Rules §3: written cells are grouped by joining orthogonal neighbours whose
digits differ by one; every group must be exactly one snake.  Here every
such group is a :class:`Snake`, whole or not, so the checker can blame a
malformed group as a unit.

Only digits 1-5 on white cells of the grid count as written: a digit on a
black cell is reported once on its own (digit-on-black) and otherwise
ignored, so one stray digit does not also break every other rule.
"""
from __future__ import annotations

from genres.core.i18n import translate

from dataclasses import dataclass
from functools import cached_property
from typing import Callable

from genres.core.graph import components, reachable
from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import SNAKE_LENGTH, HebiAnswer, HebiPuzzle, sight


@dataclass(frozen=True)
class Snake:
    """A group of written cells joined by digits differing by one."""
    digits: tuple[tuple[Cell, int], ...]     # (cell, digit), cells in reading order

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(c for c, _ in self.digits)

    @cached_property
    def is_whole(self) -> bool:
        """Five cells holding 1..5 once each.  Inside a group, cells only join
        when their digits differ by one, so five distinct digits that are
        connected necessarily run 1-2-3-4-5 in path order."""
        return sorted(d for _, d in self.digits) == list(range(1, SNAKE_LENGTH + 1))

    def cell_of(self, digit: int) -> Cell | None:
        for c, d in self.digits:
            if d == digit:
                return c
        return None

    @cached_property
    def repeats(self) -> bool:
        """Some digit twice: no later digit can make this group one snake."""
        held = [d for _, d in self.digits]
        return len(set(held)) != len(held)

    @property
    def has_eyes(self) -> bool:
        """Its head (1) and the 2 behind it are written, so where it looks is settled."""
        held = [d for _, d in self.digits]
        return not self.repeats and 1 in held and 2 in held

    @property
    def head(self) -> Cell | None:
        return self.cell_of(1) if self.has_eyes else None

    @property
    def eyes(self) -> tuple[int, int] | None:
        """The step the snake looks along: from its 2 through its head.  Known
        as soon as both are written (in a group without repeats they touch)."""
        if not self.has_eyes:
            return None
        (hr, hc), (nr, nc) = self.cell_of(1), self.cell_of(2)
        return (hr - nr, hc - nc)


def written_digits(puzzle: HebiPuzzle, answer: HebiAnswer) -> dict[Cell, int]:
    """The digits that take part in the rules: 1-5 on white cells of the grid."""
    return {cell: d for cell, d in answer.digits
            if puzzle.is_white(cell) and isinstance(d, int) and 1 <= d <= SNAKE_LENGTH}


def group_snakes(puzzle: HebiPuzzle, written: dict[Cell, int]) -> list[Snake]:
    """Every group of written cells, ordered by its first cell in reading order."""
    def joined(cell: Cell):
        return (n for n in puzzle.geometry.neighbours4(cell)
                if n in written and abs(written[n] - written[cell]) == 1)

    return [Snake(tuple((c, written[c]) for c in sorted(group)))
            for group in components(sorted(written), joined)]


def digit_seen(rows: int, cols: int, black, written: dict[Cell, int], cell: Cell,
               step: tuple[int, int]) -> int:
    """What an arrow on ``cell`` pointing ``step`` shows: the first digit it
    sees, or 0 when it sees none."""
    line = sight(rows, cols, black, cell, step)
    i = first_written(line, written)
    return 0 if i is None else written[line[i]]


def first_written(line: list[Cell], written: dict[Cell, int]) -> int | None:
    """Index in ``line`` of the first written cell, or None when it sees none."""
    for i, cell in enumerate(line):
        if cell in written:
            return i
    return None


def snake_name(snake: Snake, lower: bool = False) -> str:
    """A group named for a person by a cell of its own: its head when it has
    one, else its first cell in reading order (groups never share a cell)."""
    if snake.has_eyes:
        text = (translate("hebi-ichigo", "the snake with its head at {place}") if lower else
                translate("hebi-ichigo", "The snake with its head at {place}"))
        return text.format(place=cell_name(snake.head))
    text = (translate("hebi-ichigo", "the snake at {place}") if lower else
            translate("hebi-ichigo", "The snake at {place}"))
    return text.format(place=cell_name(snake.cells[0]))


def room_to_grow(puzzle: HebiPuzzle, snake: Snake, is_free: Callable[[Cell], bool],
                 is_taken: Callable[[Cell], bool]) -> bool:
    """Whether a group of distinct digits fewer than five may still become a
    whole snake by writing into free cells: each end that must grow (a lowest
    digit above 1, a highest below 5) has a free neighbour, and the free cells
    reachable from the ends are enough for the digits it lacks.  Only what
    holds for certain is refused, so a "no" is a definite mistake."""
    held = sorted(d for _, d in snake.digits)
    ends = [(snake.cell_of(held[0]), held[0] - 1), (snake.cell_of(held[-1]), SNAKE_LENGTH - held[-1])]
    growing = [end for end, count in ends if count > 0]
    starts: set[Cell] = set()
    for end in growing:
        free = {n for n in puzzle.geometry.neighbours4(end) if is_free(n)}
        if not free:
            return False
        starts |= free
    if len(starts) < len(growing):
        return False              # both ends (or a lone middle digit twice) need one cell
    # The snake may also grow into other groups' digits and merge with them,
    # so room counts every white cell that is not closed by a dot or the snake.
    def open_cell(cell: Cell) -> bool:
        return is_free(cell) or (is_taken(cell) and cell not in own)

    own = set(snake.cells)
    reach = reachable(starts, lambda c: (n for n in puzzle.geometry.neighbours4(c) if open_cell(n)))
    return len(reach) >= (held[0] - 1) + (SNAKE_LENGTH - held[-1])
