"""Rotating, flipping and growing or shrinking a Corral board (Edit > Rotate /
Flip, Resize Grid), puzzle and answer together.

Numbers stay on their cells; the loop's sides, crosses, outside dots and
+/× notes move with the board.  The Additive/Multiplicative pairs sit
point-symmetric through the centre; every rotation and flip of a rectangle
commutes with the half turn about its centre, so pairs stay pairs.  A margin
change keeps them only when it keeps the board centred (as much added or
removed at the top as at the bottom, and left as right); otherwise the lone
numbers show as construction problems, and the author fixes them.
"""
from __future__ import annotations

from dataclasses import replace

from genres.core.grid import Side, check_size
from genres.core.transform import BoardTransform, Margins

from .model import CorralAnswer, CorralPuzzle, answer_from_inside, dot_degrees, inside_cells


def transformed(puzzle: CorralPuzzle, answer: CorralAnswer, how: str) -> tuple[CorralPuzzle, CorralAnswer]:
    t = BoardTransform(how, puzzle.rows, puzzle.cols)
    rows, cols = t.new_size
    new_puzzle = replace(puzzle, rows=rows, cols=cols,
                         numbers=frozenset((t.cell(p), n) for p, n in puzzle.numbers))

    def sides(ss: frozenset[Side]) -> frozenset[Side]:
        return frozenset(t.pair(a, b, of_dots=True) for a, b in ss)
    new_answer = CorralAnswer(sides(answer.sides), sides(answer.crosses),
                              frozenset(t.cell(c) for c in answer.outside_marks),
                              frozenset((t.cell(c), o) for c, o in answer.ops))
    return new_puzzle, new_answer


def _closed(answer: CorralAnswer) -> bool:
    degrees = dot_degrees(answer)
    return bool(degrees) and all(d % 2 == 0 for d in degrees.values())


def with_margins(puzzle: CorralPuzzle, answer: CorralAnswer, top: int, bottom: int,
                 left: int, right: int) -> tuple[CorralPuzzle, CorralAnswer]:
    m = Margins(top, bottom, left, right)
    rows, cols = m.new_size(puzzle.rows, puzzle.cols)
    check_size(rows, cols)

    def keeps(cell) -> bool:
        return m.keeps(cell, puzzle.rows, puzzle.cols)
    new_puzzle = replace(puzzle, rows=rows, cols=cols,
                         numbers=frozenset((m.cell(p), n) for p, n in puzzle.numbers if keeps(p)))

    def dot_on(d) -> bool:
        return 0 <= d[0] <= rows and 0 <= d[1] <= cols

    def sides(ss: frozenset[Side]) -> frozenset[Side]:
        moved = ((m.cell(a), m.cell(b)) for a, b in ss)   # dots shift like cells
        return frozenset((a, b) for a, b in moved if dot_on(a) and dot_on(b))

    if _closed(answer):
        # A closed loop is the outline of its inside: cutting the board cuts the
        # inside, and the loop closes again along the new border.
        inside = [m.cell(c) for c in inside_cells(puzzle, answer) if keeps(c)]
        loop = answer_from_inside(new_puzzle, inside).sides
    else:
        loop = sides(answer.sides)
    notes = sides(answer.crosses) - loop
    new_answer = CorralAnswer(loop, notes,
                              frozenset(m.cell(c) for c in answer.outside_marks if keeps(c)),
                              frozenset((m.cell(c), o) for c, o in answer.ops if keeps(c)))
    return new_puzzle, new_answer
