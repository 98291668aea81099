"""Ore Soccer boards grown, shrunk, flipped and (without a goal) rotated.

The goal is a run in the top row, so any transform that would move the
top row elsewhere is refused while the puzzle has a goal: rotations, the
top-to-bottom flip, and rows added or removed at the top.  Flipping left to
right, and margins at the bottom, left and right, keep every clue on its cell.
Moves are one step between cells, so they turn with the board as pairs of cells.
"""
from __future__ import annotations

from genres.core.grid import Cell, check_size
from genres.core.transform import BoardTransform, Margins

from .model import SoccerAnswer, SoccerPuzzle

GOAL_STAYS_ON_TOP = "the goal must stay in the top row"


def _map_puzzle(puzzle: SoccerPuzzle, cell, rows: int, cols: int, keeps) -> SoccerPuzzle:
    def cells(group) -> frozenset[Cell]:
        return frozenset(cell(c) for c in group if keeps(c))
    return SoccerPuzzle(rows, cols, cells(puzzle.goal), cells(puzzle.white), cells(puzzle.black),
                        frozenset((cell(c), n) for c, n in puzzle.numbers if keeps(c)),
                        puzzle.strict_moves)


def _map_answer(answer: SoccerAnswer, cell, keeps) -> SoccerAnswer:
    # The path is kept up to the first cell that falls off (it is one stroke);
    # a move and a loose step need both of their cells.
    path: list[Cell] = []
    for c in answer.path:
        if not keeps(c):
            break
        path.append(cell(c))
    moves = frozenset((cell(o), cell(d)) for o, d in answer.moves if keeps(o) and keeps(d))
    loose = frozenset((cell(a), cell(b)) for a, b in answer.loose if keeps(a) and keeps(b))
    stays = frozenset(cell(c) for c in answer.stays if keeps(c))
    dots = frozenset(cell(c) for c in answer.dots if keeps(c))
    return SoccerAnswer(tuple(path) if len(path) >= 2 else (), moves, loose, stays, dots)


def with_margins(puzzle: SoccerPuzzle, answer: SoccerAnswer, top: int, bottom: int,
                 left: int, right: int) -> tuple[SoccerPuzzle, SoccerAnswer]:
    if top and puzzle.goal:
        raise ValueError(f"Rows cannot be added or removed at the top: {GOAL_STAYS_ON_TOP}.")
    margins = Margins(top, bottom, left, right)
    rows, cols = margins.new_size(puzzle.rows, puzzle.cols)
    check_size(rows, cols)

    def keeps(c: Cell) -> bool:
        return margins.keeps(c, puzzle.rows, puzzle.cols)
    new = _map_puzzle(puzzle, margins.cell, rows, cols, keeps)
    return new, _map_answer(answer, margins.cell, keeps)


def transformed(puzzle: SoccerPuzzle, answer: SoccerAnswer,
                how: str) -> tuple[SoccerPuzzle, SoccerAnswer]:
    t = BoardTransform(how, puzzle.rows, puzzle.cols)
    if how != "flip-h" and puzzle.goal:
        raise ValueError(f"Ore Soccer puzzles can only be flipped left to right: "
                         f"{GOAL_STAYS_ON_TOP}.")
    rows, cols = t.new_size
    check_size(rows, cols)
    new = _map_puzzle(puzzle, t.cell, rows, cols, lambda c: True)
    return new, _map_answer(answer, t.cell, lambda c: True)
