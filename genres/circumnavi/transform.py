"""Circumnavi-Gates boards grown, shrunk, rotated and flipped (Edit > Resize
Grid on any side, Edit > Rotate / Flip), the answer carried along.

Every clue stays on its cell: black cells keep their numbers (and the
author's arrows, which turn with the board as on puzz.link), the circle
stays where it was.  A quarter turn swaps the gate orientations (a gate that
ran left-right now runs up-down), so each gate keeps its cells, its end
posts and its numbers, and the labels read exactly as before.
"""
from __future__ import annotations

from dataclasses import replace

from genres.core.grid import check_size
from genres.core.transform import BoardTransform, Margins

from .arrows import turned
from .model import EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle


def with_margins(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer, top: int, bottom: int,
                 left: int, right: int) -> tuple[CircumnaviPuzzle, CircumnaviAnswer]:
    m = Margins(top, bottom, left, right)
    rows, cols = check_size(*m.new_size(puzzle.rows, puzzle.cols))

    def keeps(cell) -> bool:
        return m.keeps(cell, puzzle.rows, puzzle.cols)

    grid = [[EMPTY] * cols for _ in range(rows)]
    for cell in puzzle.geometry.cells():
        if keeps(cell):
            r, c = m.cell(cell)
            grid[r][c] = puzzle.kind(cell)
    numbers = frozenset((m.cell(p), n) for p, n in puzzle.numbers if keeps(p))
    arrows = turned(puzzle.arrows, lambda p: m.cell(p) if keeps(p) else None, lambda d: d)
    new = replace(puzzle, rows=rows, cols=cols, grid=tuple("".join(row) for row in grid),
                  numbers=numbers, arrows=arrows)

    def pairs(es):
        return frozenset((m.cell(a), m.cell(b)) for a, b in es if keeps(a) and keeps(b))

    moved = CircumnaviAnswer(pairs(answer.links), pairs(answer.crosses),
                         frozenset(m.cell(c) for c in answer.marks if keeps(c)))
    return new, moved


def transformed(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer,
                how: str) -> tuple[CircumnaviPuzzle, CircumnaviAnswer]:
    t = BoardTransform(how, puzzle.rows, puzzle.cols)
    rows, cols = t.new_size
    turn = {HGATE: VGATE, VGATE: HGATE} if t.swaps_axes else {}
    grid = [[EMPTY] * cols for _ in range(rows)]
    for cell in puzzle.geometry.cells():
        r, c = t.cell(cell)
        kind = puzzle.kind(cell)
        grid[r][c] = turn.get(kind, kind)
    numbers = frozenset((t.cell(p), n) for p, n in puzzle.numbers)
    arrows = turned(puzzle.arrows, t.cell, t.direction)
    new = replace(puzzle, rows=rows, cols=cols, grid=tuple("".join(row) for row in grid),
                  numbers=numbers, arrows=arrows)

    def pairs(es):
        return frozenset(t.pair(a, b) for a, b in es)

    moved = CircumnaviAnswer(pairs(answer.links), pairs(answer.crosses),
                         frozenset(t.cell(c) for c in answer.marks))
    return new, moved
