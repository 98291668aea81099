"""Hebi-Ichigo for the shared generator (genres/core/generation.py).

The snakes and black cells come from :mod:`generator`; the snake count varies
from puzzle to puzzle (between a sparse and a crowded board).  A clue is a
black cell, with or without an arrow: taking one away, dropping an arrow's
number (a plain black cell stays), and adding an arrow read off the planted
snakes are the edits the shared layer makes.
"""
from __future__ import annotations

from genres.core.generation import Maker
from genres.core.grid import Cell

from .generator import generate as plant
from .model import DIRECTIONS, HebiAnswer, HebiPuzzle
from .rules import check


def number_seen(puzzle: HebiPuzzle, solution: HebiAnswer, cell: Cell, direction: str) -> int:
    """What an arrow on ``cell`` shows: the first digit it sees, or 0."""
    written = dict(solution.digits)
    dr, dc = DIRECTIONS[direction]
    r, c = cell
    while True:
        r, c = r + dr, c + dc
        if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols) or (r, c) in puzzle.black:
            return 0
        if (r, c) in written:
            return written[(r, c)]


def _arrows(puzzle: HebiPuzzle) -> dict[Cell, tuple[str, int | None]]:
    return {cell: (d, n) for cell, d, n in puzzle.arrows}


def _with(puzzle: HebiPuzzle, black: set[Cell], arrows: dict) -> HebiPuzzle:
    return HebiPuzzle(puzzle.rows, puzzle.cols, frozenset(black),
                      frozenset((c, d, n) for c, (d, n) in arrows.items()))


def _renumbered(puzzle: HebiPuzzle, solution: HebiAnswer) -> HebiPuzzle:
    """Every numbered arrow showing what it sees now (a black cell taken away
    can open an arrow's line of sight)."""
    arrows = {c: (d, None if n is None else number_seen(puzzle, solution, c, d))
              for c, (d, n) in _arrows(puzzle).items()}
    return _with(puzzle, set(puzzle.black), arrows)


class HebiMaker(Maker):
    variants = ("standard",)
    symmetries = {"standard": ("none",)}
    smallest = (4, 4)

    def make(self, rows, cols, variant, symmetry, rng, token=None):
        # From a sparse to a crowded board: the snake count is part of the shape.
        snakes = max(1, round(rows * cols / rng.uniform(10.0, 16.0)))
        return plant(rows, cols, rng, snakes=snakes, token=token)

    def removals(self, puzzle, solution, symmetry):
        out = []
        arrows = _arrows(puzzle)
        for cell in sorted(puzzle.black):
            rest = dict(arrows)
            rest.pop(cell, None)
            trial = _renumbered(_with(puzzle, set(puzzle.black) - {cell}, rest), solution)
            if not check(trial, solution):
                out.append((f"black cell {cell}", trial))
        for cell, (d, n) in sorted(arrows.items()):
            rest = dict(arrows)
            del rest[cell]            # the black cell stays, plain
            out.append((f"arrow {cell}", _with(puzzle, set(puzzle.black), rest)))
        return out

    def additions(self, puzzle, solution, symmetry):
        out = []
        arrows = _arrows(puzzle)
        written = dict(solution.digits)
        for r in range(puzzle.rows):
            for c in range(puzzle.cols):
                cell = (r, c)
                if cell in written or cell in arrows:
                    continue
                for d in DIRECTIONS:
                    black = set(puzzle.black) | {cell}
                    trial = _with(puzzle, black, {**arrows, cell: (d, 0)})
                    trial = _renumbered(trial, solution)
                    if not check(trial, solution):
                        out.append(((cell,), trial))
        return out

    def shape(self, puzzle, solution):
        return {"snakes": len(solution.digits) // 5, "black cells": len(puzzle.black),
                "arrows": len(puzzle.arrows)}


MAKER = HebiMaker()
