"""Make Corral puzzles: a random inside region, numbers read off it, then
numbers taken away while the solution stays unique.

The region is grown one cell at a time and a cell joins only when the region
stays one loop's inside (connected, no hole, no 2x2 checkerboard), so the
loop is right by construction.  Numbers are what the region makes them; in
the additive-multiplicative variant they come in symmetric pairs, one
additive and one multiplicative, the split chosen at random.

Everything is driven by a ``random.Random``: a seed gives the same puzzle
every time.  ``python -m genres.corral.generator`` writes the bundled examples.
"""
from __future__ import annotations

import random
from typing import Iterable

from genres.core.analysis import CancelToken, solve_verdict
from genres.core.grid import Cell, Grid

from .model import ADDITIVE_MULTIPLICATIVE, STANDARD, CorralPuzzle
from .regions import (additive_value, checkerboard_dots, components, multiplicative_value, outside_holes,
                      pair_splits)

Pair = tuple[Cell, ...]     # one number (standard) or two symmetric numbers (variant)


def _alternates(inside: set[Cell], dot: tuple[int, int]) -> bool:
    """Whether the four cells round an inner dot form a checkerboard."""
    r, c = dot
    a, b = (r - 1, c - 1) in inside, (r - 1, c) in inside
    d, e = (r, c - 1) in inside, (r, c) in inside
    return a == e and b == d and a != b


# The eight cells round a cell, in order round it: each is orthogonally next to
# the one after it, so a run of outside cells along the ring is connected.
_RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))


def _outside_joined_round(grid: Grid, region: set[Cell], cell: Cell) -> bool:
    """Whether the outside cells next to ``cell`` stay joined without it, by
    outside cells of the ring round it (off the board counts as outside, all
    of it joined round the border).  Then the region taking ``cell`` in makes
    no hole: a path of outside cells through it can go round it instead.
    Sufficient, not necessary (a way round farther off is not seen)."""
    r, c = cell
    contains = grid.contains
    outside = [not contains(p) or p not in region
               for p in ((r + dr, c + dc) for dr, dc in _RING)]
    if all(outside):
        return True
    start = outside.index(False)
    run, runs, rid = -1, [0] * 8, 0
    for k in range(1, 9):                     # from just after an inside cell, once round
        i = (start + k) % 8
        if not outside[i]:
            run = -1
            continue
        if run < 0:
            rid += 1
            run = rid
        runs[i] = run
    off = {runs[i] for i, (dr, dc) in enumerate(_RING) if not contains((r + dr, c + dc))}
    sides = {runs[i] for i in (0, 2, 4, 6) if outside[i]}
    if off & sides:
        # The border joins every run that leaves the board (two of them only
        # on a board one cell wide).
        sides = (sides - off) | {0}
    return len(sides) <= 1


def _touches_itself_round(grid: Grid, region: set[Cell], cell: Cell) -> bool:
    """Whether one of the four inner dots round ``cell`` has its cells crosswise."""
    r, c = cell
    return any(0 < dot[0] < grid.rows and 0 < dot[1] < grid.cols and _alternates(region, dot)
               for dot in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)))


def _takes_in_without_hole(grid: Grid, region: set[Cell], cell: Cell) -> bool:
    """Whether the region, with no hole, stays so taking in ``cell``.  Only a
    split of the outside at this cell could make one: most cells are cleared
    by the ring round them, the rest by the whole board (which took 26 of a
    15x15 A/M Corral design's 65 s)."""
    return _outside_joined_round(grid, region, cell) or not outside_holes(grid, region | {cell})


def _keeps_one_loop(grid: Grid, region: set[Cell], cell: Cell) -> bool:
    # The region has no hole before: it grows from one cell keeping none.
    return (not _touches_itself_round(grid, region | {cell}, cell)
            and _takes_in_without_hole(grid, region, cell))


def random_inside(rows: int, cols: int, rng: random.Random, fill: float = 0.5,
                  start: Cell | None = None, symmetric_bias: float = 0.0) -> frozenset[Cell]:
    """A random inside region covering about ``fill`` of the board whose
    boundary is one proper Corral loop.  With ``symmetric_bias`` > 0, cells
    whose 180° partner is inside already join more often (the variant needs
    inside cells in symmetric pairs to place its numbers)."""
    grid = Grid(rows, cols)
    if start is None:
        start = (rng.randrange(rows), rng.randrange(cols))
    region = {start}
    target = max(1, round(fill * rows * cols))
    while len(region) < target:
        frontier = sorted({n for c in region for n in grid.neighbours4(c)} - region)
        # Cells filling a notch (two or three inside neighbours) join a little
        # more often: the region keeps some body, yet its loop still wiggles.
        def weight(n: Cell) -> float:
            partner = (rows - 1 - n[0], cols - 1 - n[1])
            touching = sum(m in region for m in grid.neighbours4(n))
            return (1.0, 1.0, 1.8, 3.0, 3.0)[touching] + symmetric_bias * (partner in region)
        frontier.sort(key=lambda n: -rng.random() ** (1.0 / weight(n)))
        for cell in frontier:
            if _keeps_one_loop(grid, region, cell):
                region.add(cell)
                break
        else:
            break      # nothing more can join without breaking the loop
    assert not checkerboard_dots(grid, region) and not outside_holes(grid, region)
    return frozenset(region)


def clue_groups(rows: int, cols: int, inside: Iterable[Cell], variant: str) -> list[Pair]:
    """Where numbers can go: every inside cell, or in the variant every pair of
    symmetric inside cells (the centre cell has no partner and is left out)."""
    inside = set(inside)
    if variant == STANDARD:
        return [(c,) for c in sorted(inside)]
    groups = []
    for p in sorted(inside):
        q = (rows - 1 - p[0], cols - 1 - p[1])
        if p < q and q in inside:
            groups.append((p, q))
    return groups


def numbers_for(grid: Grid, inside: frozenset[Cell], group: Pair, rng: random.Random) -> dict[Cell, int]:
    """The numbers the region gives a group: additive, or in a pair one
    additive and one multiplicative (which one is chosen at random)."""
    if len(group) == 1:
        return {group[0]: additive_value(grid, inside, group[0])}
    add, mul = group if rng.random() < 0.5 else group[::-1]
    return {add: additive_value(grid, inside, add), mul: multiplicative_value(grid, inside, mul)}


def _puzzle(rows: int, cols: int, variant: str, values: dict[Pair, dict[Cell, int]],
            groups: Iterable[Pair]) -> CorralPuzzle:
    """The puzzle showing the numbers of the given groups."""
    numbers: dict[Cell, int] = {}
    for g in groups:
        numbers.update(values[g])
    return CorralPuzzle(rows, cols, frozenset(numbers.items()), variant)


def _numbers_fit(grid: Grid, inside: set[Cell], group: dict[Cell, int], variant: str) -> bool:
    """Whether a group's numbers read right off the region (rules 2-4): in the
    variant, one number of a pair additive and the other multiplicative."""
    if any(c not in inside for c in group):
        return False
    if variant == STANDARD:
        return all(additive_value(grid, inside, c) == n for c, n in group.items())
    (a, na), (b, nb) = group.items()
    return (na, nb) in pair_splits(grid, inside, a, b)


def _one_cell_away(grid: Grid, inside: set[Cell], values: dict[Pair, dict[Cell, int]],
                   variant: str) -> Cell | None:
    """A cell whose flip (inside <-> outside) leaves a second solution with
    every number of ``values`` kept: a proof, found in milliseconds, that the
    numbers cannot pin the region down (most regions fail so, and their
    verdict cost an encoding of every number: 20 of a 15x15 A/M Corral
    design's 30 s).  None: no such cell (the numbers may still fail)."""
    numbers = {c for g in values.values() for c in g}
    for x in grid.cells():
        if x in numbers or not any((n in inside) != (x in inside) for n in grid.neighbours4(x)):
            continue                                  # a number stays inside; flip the rim only
        flipped = inside ^ {x}
        if _touches_itself_round(grid, flipped, x):
            continue
        if not all(_numbers_fit(grid, flipped, g, variant) for g in values.values()
                   if any(p[0] == x[0] or p[1] == x[1] for p in g)):
            continue
        if x in inside:
            # Out: it joins the outside (it has an outside neighbour); the inside must stay one.
            if len(components(grid, flipped)) != 1 or outside_holes(grid, flipped):
                continue
        elif not _takes_in_without_hole(grid, inside, x):
            continue                                  # in: next to the region, it must make no hole
        return x
    return None


def _unique_clue_set(genre, rows: int, cols: int, variant: str, grid: Grid, groups: list[Pair],
                     values: dict[Pair, dict[Cell, int]], rng: random.Random,
                     token: CancelToken | None, inside: frozenset[Cell]) -> set[Pair] | None:
    """Groups whose numbers make the region the only solution: a third of them
    first, then one more where two solutions part, until unique (None when
    even all of them leave several solutions)."""
    if not groups:
        return None
    # One look with every number first: a region they cannot pin down is dropped at once.
    if _one_cell_away(grid, set(inside), values, variant) is not None:
        return None
    if solve_verdict(genre, _puzzle(rows, cols, variant, values, groups), token).status != "unique":
        return None
    chosen = set(groups[:max(1, len(groups) // 3)])
    while True:
        verdict = solve_verdict(genre, _puzzle(rows, cols, variant, values, chosen), token)
        if verdict.status == "unique":
            return chosen
        assert verdict.status == "multiple", "the region itself is a solution"
        diff = set(verdict.diff_cells)
        unused = [g for g in groups if g not in chosen]
        if not unused:
            return None
        near = [g for g in unused if any(c in diff or any(n in diff for n in grid.neighbours4(c))
                                         for c in g)]
        chosen.add(rng.choice(near or unused))


def generate(rows: int, cols: int, variant: str = STANDARD, seed: int = 0, fill: float = 0.5,
             token: CancelToken | None = None) -> CorralPuzzle:
    """A puzzle with a unique solution and no number that could be taken away."""
    from . import GENRE
    rng = random.Random(seed)
    grid = Grid(rows, cols)
    centre = (rows // 2, cols // 2) if variant == ADDITIVE_MULTIPLICATIVE else None
    while True:
        # Not every region can be pinned down by its numbers (a variant region
        # with few symmetric pairs may not be): then try another region.
        inside = random_inside(rows, cols, rng, fill, centre, 3.0 if centre else 0.0)
        groups = clue_groups(rows, cols, inside, variant)
        values = {g: numbers_for(grid, inside, g, rng) for g in groups}
        rng.shuffle(groups)
        chosen = _unique_clue_set(GENRE, rows, cols, variant, grid, groups, values, rng, token, inside)
        if chosen is not None:
            break

    def puzzle_of(gs: Iterable[Pair]) -> CorralPuzzle:
        return _puzzle(rows, cols, variant, values, gs)

    # Take numbers away while the solution stays unique, in random order.
    for g in [g for g in groups if g in chosen]:
        trial = chosen - {g}
        if trial and solve_verdict(GENRE, puzzle_of(trial), token).status == "unique":
            chosen = trial
    return puzzle_of(chosen)


# ----- the bundled examples ---------------------------------------------------------

EXAMPLES = (
    # file name, title, rows, cols, variant, seed, fill
    ("corral-01.json", "First Corral", 6, 6, STANDARD, 11, 0.5),
    ("corral-02.json", "Corral Garden", 8, 8, STANDARD, 22, 0.5),
    ("corral-03.json", "Corral Pasture", 10, 10, STANDARD, 33, 0.5),
    ("corral-am-01.json", "First Additive/Multiplicative Corral", 6, 6, ADDITIVE_MULTIPLICATIVE, 44, 0.5),
    ("corral-am-02.json", "Mirrored Pens", 8, 8, ADDITIVE_MULTIPLICATIVE, 55, 0.5),
    ("corral-am-03.json", "Sums and Products", 10, 10, ADDITIVE_MULTIPLICATIVE, 66, 0.5),
)


def write_examples(folder: str) -> None:
    import os

    from genres.core import nativefile
    from genres.core.document import Document

    from . import GENRE
    for name, title, rows, cols, variant, seed, fill in EXAMPLES:
        puzzle = generate(rows, cols, variant, seed, fill)
        doc = Document(GENRE, puzzle, None, {"title": title, "author": "Puzzlewright"})
        nativefile.write_atomically(os.path.join(folder, name), nativefile.dumps(doc, include_answer=False))
        print(f"{name}: {rows}x{cols} {variant}, {len(puzzle.numbers)} numbers")


if __name__ == "__main__":
    import os
    write_examples(os.path.join(os.path.dirname(__file__), "..", "..", "resources", "examples"))
