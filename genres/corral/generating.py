"""Corral for the shared generator (genres/core/generation.py).

The inside region comes from :func:`generator.random_inside`; numbers sit on
inside cells, and with a clue symmetry they come in pairs of partner cells
(both inside) so the clue layout is symmetric.  Additive/Multiplicative Corral
always pairs its numbers by 180° rotation, one of each kind (seed 001).
"""
from __future__ import annotations

import random
from genres.core.analysis import CancelToken
from genres.core.generation import GenerationError, Maker, partner
from genres.core.grid import Cell, Grid

from .generator import _puzzle, _unique_clue_set, random_inside
from .model import (ADDITIVE_MULTIPLICATIVE, STANDARD, CorralAnswer, CorralPuzzle,
                    answer_from_inside, inside_cells)
from .regions import additive_value, multiplicative_value

Pair = tuple[Cell, ...]


def clue_pairs(rows: int, cols: int, inside: frozenset[Cell], variant: str,
               symmetry: str) -> list[Pair]:
    """Where numbers can go: inside cells whose partner is inside too."""
    pairs = []
    for p in sorted(inside):
        q = partner(rows, cols, p, symmetry)
        if q == p and variant == STANDARD:
            pairs.append((p,))
        elif p < q and q in inside:
            pairs.append((p, q))
    return pairs


def numbers_of(grid: Grid, inside: frozenset[Cell], pair: Pair, variant: str,
               rng: random.Random | None) -> dict[Cell, int]:
    """The numbers the region gives a pair: additive ones, or in the variant one
    additive and one multiplicative (which is which at random, else the first additive)."""
    if variant == STANDARD:
        return {c: additive_value(grid, inside, c) for c in pair}
    add, mul = pair if rng is None or rng.random() < 0.5 else pair[::-1]
    return {add: additive_value(grid, inside, add), mul: multiplicative_value(grid, inside, mul)}


class CorralMaker(Maker):
    variants = (STANDARD, ADDITIVE_MULTIPLICATIVE)
    symmetries = {STANDARD: ("none", "rot180", "mirror"), ADDITIVE_MULTIPLICATIVE: ("rot180",)}
    smallest = (4, 4)
    # Minimal 15x15 designs grade at level 7-14 (median 11) against medium's
    # 7-8, and clues added back near the hardest step cost 5-10 gradings (a
    # median of 28-30 s); the maker's own designs grade 5, 7 and 9 for seeds
    # 0-2, and medium now takes a median of 10 s, spare numbers taken away
    # included.  (Hebi-Ichigo's full 15x15 designs are slower to grade than
    # its minimal ones, which already fit.)
    full_design_first = True

    def make(self, rows, cols, variant, symmetry, rng, token: CancelToken | None = None):
        from . import GENRE
        grid = Grid(rows, cols)
        paired = symmetry != "none"
        centre = (rows // 2, cols // 2) if paired else None
        for _ in range(200):
            fill = rng.uniform(0.4, 0.6)     # loop length and region shape vary with it
            inside = random_inside(rows, cols, rng, fill, centre, 3.0 if paired else 0.0)
            pairs = clue_pairs(rows, cols, inside, variant, symmetry)
            values = {g: numbers_of(grid, inside, g, variant, rng) for g in pairs}
            rng.shuffle(pairs)
            chosen = _unique_clue_set(GENRE, rows, cols, variant, grid, pairs, values, rng, token,
                                      inside)
            if chosen is not None:
                puzzle = _puzzle(rows, cols, variant, values, chosen)
                return puzzle, answer_from_inside(puzzle, inside)
        raise GenerationError(f"no {rows}x{cols} Corral region could be pinned down")

    def _pairs_shown(self, puzzle: CorralPuzzle, symmetry: str) -> list[Pair]:
        shown = puzzle.number_map
        pairs = set()
        for p in shown:
            q = partner(puzzle.rows, puzzle.cols, p, symmetry)
            pairs.add(tuple(sorted({p, q})))
        return sorted(pairs)

    def removals(self, puzzle, solution, symmetry):
        out = []
        for pair in self._pairs_shown(puzzle, symmetry):
            trial = puzzle
            for c in pair:
                trial = trial.with_number(c, None)
            if trial.numbers:
                out.append((f"numbers at {pair}", trial))
        return out

    def additions(self, puzzle, solution: CorralAnswer, symmetry):
        grid = Grid(puzzle.rows, puzzle.cols)
        inside = inside_cells(puzzle, solution)
        shown = puzzle.number_map
        out = []
        for pair in clue_pairs(puzzle.rows, puzzle.cols, inside, puzzle.variant, symmetry):
            if any(c in shown for c in pair):
                continue
            trial = puzzle
            for c, n in numbers_of(grid, inside, pair, puzzle.variant, None).items():
                trial = trial.with_number(c, n)
            out.append((pair, trial))
        return out

    def shape(self, puzzle, solution):
        return {"inside cells": len(inside_cells(puzzle, solution)), "loop length": len(solution.sides),
                "numbers": len(puzzle.numbers)}


MAKER = CorralMaker()
