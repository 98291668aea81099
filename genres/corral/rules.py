"""The Corral checker: one function per rule of shared rules §2, each with its own code.

Places blamed: cells in ``Violation.cells``; grid dots as ``("dot", (r, c))``
in ``Violation.edges``.

Decisions (also in the player help):

* While the loop is open (a dot with one or three lines), only the loop's own
  faults are reported: which cells are inside is not settled until the loop
  closes, and judging regions and numbers by a half-drawn line would light up
  half the board.  Shading never opens the loop, so a shading player always
  sees every rule.
* An empty loop is reported once (``loop-empty``); numbers are not each
  reported outside on a blank board.
* A number outside the loop is reported as ``number-outside`` only; its count
  (and in the variant its pair) is not judged.
* The +/× notes of the variant are notes: they never cause a violation.  The
  answer is accepted when some split of each pair fits, as the rules say.
* A variant number without a partner (or on the centre cell) is a
  construction error; while playing such a number must fit either reading.
"""
from __future__ import annotations

from typing import AbstractSet

from genres.core.grid import Cell, Grid
from genres.core.violation import Violation

from .model import CorralAnswer, CorralPuzzle, dot_degrees, inside_cells
from .regions import additive_value, inside_regions, multiplicative_value, outside_holes, seen_cells


def where(cell: Cell) -> str:
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


def dots(points: list[tuple[int, int]]) -> tuple:
    return tuple(("dot", p) for p in points)


# ----- rule 1: one closed loop that visits no dot twice ---------------------
def loop_dead_ends(degrees: dict) -> list[Violation]:
    ends = sorted(p for p, d in degrees.items() if d == 1)
    if not ends:
        return []
    return [Violation("loop-dead-end", "The loop ends at a dot instead of closing.", edges=dots(ends))]


def loop_branches(degrees: dict) -> list[Violation]:
    forks = sorted(p for p, d in degrees.items() if d == 3)
    if not forks:
        return []
    return [Violation("loop-branch", "The loop branches: three lines meet at a dot.", edges=dots(forks))]


def loop_touches_itself(degrees: dict) -> list[Violation]:
    # With a closed loop a dot with four lines is exactly a 2x2 checkerboard of
    # inside and outside cells, so this one check covers both readings of the rule.
    touch = sorted(p for p, d in degrees.items() if d == 4)
    if not touch:
        return []
    return [Violation("loop-touches-itself",
                      "The loop visits a grid dot twice; it may not even touch itself at a corner.",
                      edges=dots(touch))]


def loop_empty(inside: AbstractSet[Cell]) -> list[Violation]:
    if inside:
        return []
    return [Violation("loop-empty", "There is no loop yet.")]


def inside_split(grid: Grid, inside: AbstractSet[Cell]) -> list[Violation]:
    regions = inside_regions(grid, inside)
    if len(regions) < 2:
        return []
    smaller = tuple(c for g in regions[1:] for c in g)
    return [Violation("inside-split",
                      f"The inside falls into {len(regions)} separate parts: there must be one single loop.",
                      cells=smaller)]


def outside_hole(grid: Grid, inside: AbstractSet[Cell]) -> list[Violation]:
    return [Violation("outside-hole",
                      "These outside cells are enclosed: the inside may not have holes.",
                      cells=tuple(hole))
            for hole in outside_holes(grid, inside)]


# ----- rule 2: numbers inside ------------------------------------------------
def number_outside(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    return [Violation("number-outside",
                      f"The number {n} in {where(p)} is outside the loop; every number must be inside.",
                      cells=(p,))
            for p, n in sorted(puzzle.numbers) if p not in inside]


# ----- rule 3: standard counts -----------------------------------------------
def number_count_wrong(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    grid = puzzle.geometry
    out = []
    for p, n in sorted(puzzle.numbers):
        if p not in inside:
            continue
        seen = additive_value(grid, inside, p)
        if seen != n:
            out.append(Violation("number-count-wrong",
                                 f"The number {n} in {where(p)} sees {seen} inside cells, itself included.",
                                 cells=tuple(seen_cells(grid, inside, p))))
    return out


# ----- rule 4: additive/multiplicative pairs ---------------------------------
def _fits(grid: Grid, inside: AbstractSet[Cell], cell: Cell, n: int, op: str) -> bool:
    value = additive_value if op == "+" else multiplicative_value
    return value(grid, inside, cell) == n


def variant_pair_no_split(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    grid = puzzle.geometry
    out = []
    for p, q in puzzle.pairs():
        if p not in inside or q not in inside:
            continue  # reported as number-outside
        np_, nq = puzzle.number(p), puzzle.number(q)
        if ((_fits(grid, inside, p, np_, "+") and _fits(grid, inside, q, nq, "*"))
                or (_fits(grid, inside, p, np_, "*") and _fits(grid, inside, q, nq, "+"))):
            continue
        cells = tuple(dict.fromkeys(seen_cells(grid, inside, p) + seen_cells(grid, inside, q)))
        out.append(Violation(
            "variant-pair-no-split",
            f"The pair {np_} ({where(p)}) and {nq} ({where(q)}): neither can be the additive one "
            f"while the other is multiplicative.", cells=cells))
    return out


def variant_lone_number_wrong(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    # A number without a partner is a construction error; meanwhile it must fit some reading.
    grid = puzzle.geometry
    out = []
    for p in puzzle.lone_numbers():
        n = puzzle.number(p)
        if p in inside and not (_fits(grid, inside, p, n, "+") or _fits(grid, inside, p, n, "*")):
            out.append(Violation("number-count-wrong",
                                 f"The number {n} in {where(p)} fits neither the additive nor "
                                 f"the multiplicative count.",
                                 cells=tuple(seen_cells(grid, inside, p))))
    return out


def check(puzzle: CorralPuzzle, answer: CorralAnswer) -> list[Violation]:
    """Every broken rule of the answer; empty when the puzzle is solved."""
    degrees = dot_degrees(answer)
    out = loop_dead_ends(degrees) + loop_branches(degrees) + loop_touches_itself(degrees)
    if any(d % 2 for d in degrees.values()):
        return out  # the loop is open: the inside is not settled yet
    inside = inside_cells(puzzle, answer)
    if not inside:
        return out + loop_empty(inside)
    grid = puzzle.geometry
    out += inside_split(grid, inside) + outside_hole(grid, inside) + number_outside(puzzle, inside)
    if puzzle.is_variant:
        out += variant_pair_no_split(puzzle, inside) + variant_lone_number_wrong(puzzle, inside)
    else:
        out += number_count_wrong(puzzle, inside)
    return out


# ----- construction ----------------------------------------------------------
def _reachable(puzzle: CorralPuzzle, n: int) -> bool:
    """Whether any inside set could give this number its value."""
    rows, cols = puzzle.rows, puzzle.cols
    if n <= rows + cols - 1:
        return True  # the additive count can reach it (and for the variant, so can 1xN runs)
    if puzzle.is_variant:
        return any(n % h == 0 and n // h <= rows for h in range(1, cols + 1))
    return False


def construction_problems(puzzle: CorralPuzzle) -> list[Violation]:
    out = []
    for p, n in sorted(puzzle.numbers):
        if not _reachable(puzzle, n):
            out.append(Violation("number-too-large",
                                 f"The number {n} in {where(p)} can never be reached on this grid.",
                                 cells=(p,), severity="warning"))
    if puzzle.is_variant:
        for p in puzzle.lone_numbers():
            if puzzle.is_centre(p):
                out.append(Violation("number-on-centre",
                                     f"The number in {where(p)} sits on the centre cell: it has no partner "
                                     f"to pair with.", cells=(p,)))
            else:
                q = puzzle.partner(p)
                out.append(Violation("number-no-partner",
                                     f"The number in {where(p)} has no partner: {where(q)} needs a number too.",
                                     cells=(p, q)))
    return out
