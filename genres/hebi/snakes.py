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

from dataclasses import dataclass
from functools import cached_property

from genres.core.grid import Cell

from .model import SNAKE_LENGTH, HebiAnswer, HebiPuzzle


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

    @property
    def head(self) -> Cell | None:
        return self.cell_of(1) if self.is_whole else None

    @property
    def eyes(self) -> tuple[int, int] | None:
        """The step a whole snake looks along: from its 2 through its head."""
        if not self.is_whole:
            return None
        (hr, hc), (nr, nc) = self.cell_of(1), self.cell_of(2)
        return (hr - nr, hc - nc)


def written_digits(puzzle: HebiPuzzle, answer: HebiAnswer) -> dict[Cell, int]:
    """The digits that take part in the rules: 1-5 on white cells of the grid."""
    return {cell: d for cell, d in answer.digits
            if puzzle.is_white(cell) and isinstance(d, int) and 1 <= d <= SNAKE_LENGTH}


def group_snakes(puzzle: HebiPuzzle, written: dict[Cell, int]) -> list[Snake]:
    """Every group of written cells, ordered by its first cell in reading order."""
    seen: set[Cell] = set()
    snakes = []
    for start in sorted(written):
        if start in seen:
            continue
        seen.add(start)
        stack, group = [start], []
        while stack:
            cell = stack.pop()
            group.append(cell)
            for n in puzzle.geometry.neighbours4(cell):
                if n not in seen and n in written and abs(written[n] - written[cell]) == 1:
                    seen.add(n)
                    stack.append(n)
        snakes.append(Snake(tuple((c, written[c]) for c in sorted(group))))
    return snakes


def first_written(line: list[Cell], written: dict[Cell, int]) -> int | None:
    """Index in ``line`` of the first written cell, or None when it sees none."""
    for i, cell in enumerate(line):
        if cell in written:
            return i
    return None
