"""Random simple loops through cell centres, for the Circumnavi-Gates maker.

A loop is drawn as the boundary of a region of blocks (the squares between
four cell centres) grown one block at a time, so that the region never gets a
hole or two blocks meeting at a corner alone: its boundary is then one simple
cycle.  The symmetric maker (symmetric.py) grows the same kind of region in
partner pairs.
"""
from __future__ import annotations

import random

from genres.core.grid import Cell, Edge, edge

Block = tuple[int, int]  # the square between cell centres (i, j), (i, j+1), (i+1, j), (i+1, j+1)
STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))
NOTCH_WEIGHT = {0: 1.0, 1: 1.0, 2: 8.0, 3: 20.0, 4: 20.0}


def random_loop(rows: int, cols: int, rng: random.Random, fill: float = 0.55) -> list[Cell]:
    """A random simple loop through cell centres, as its cells in walking order.

    The loop is the boundary of a region of blocks grown one block at a time;
    a block is added only when the region stays free of holes and of blocks
    meeting at a corner alone, which keeps its boundary one simple cycle.
    """
    if rows < 2 or cols < 2:
        raise ValueError("a loop needs at least 2 x 2 cells")
    while True:
        walk = _grow_loop(rows, cols, rng, fill)
        if walk is not None:
            return walk


def _grow_loop(rows: int, cols: int, rng: random.Random, fill: float) -> list[Cell] | None:
    br, bc = rows - 1, cols - 1
    region = {(rng.randrange(br), rng.randrange(bc))}
    target = max(1, int(fill * br * bc))
    frontier_fail = 0
    while len(region) < target and frontier_fail < 200:
        for b in frontier_in_draw_order(region, br, bc, rng):
            if keeps_simple(region, b, br, bc):
                region.add(b)
                frontier_fail = 0
                break
        else:
            frontier_fail += 1
            break
    return loop_of_region(region)


def frontier_in_draw_order(region: set[Block], br: int, bc: int, rng: random.Random) -> list[Block]:
    """The blocks next to the region, in the random order they are tried.
    Blocks filling a notch come first more often: a plump region keeps room on
    both sides of its boundary for gates and black cells."""
    frontier = sorted({(i + di, j + dj) for i, j in region for di, dj in STEPS
                       if 0 <= i + di < br and 0 <= j + dj < bc} - region)
    weight = {b: NOTCH_WEIGHT[sum((b[0] + di, b[1] + dj) in region for di, dj in STEPS)]
              for b in frontier}
    frontier.sort(key=lambda b: -rng.random() ** (1.0 / weight[b]))
    return frontier


def loop_of_region(region: set[Block]) -> list[Cell] | None:
    """The region's boundary as a loop's cells in walking order, or None when
    it is no loop a puzzle can pin down."""
    walk = boundary_walk(region)
    # A hole would leave boundary links off the walk; the local test should
    # prevent it, this makes sure.
    if len(walk) != len(loop_edges_of_region(region)):
        return None
    # Four loop cells in a square can be relinked the other way round, and no
    # clue can tell the two apart (no room for a gate or a black cell): skip.
    on = set(walk)
    if any({(r + 1, c), (r, c + 1), (r + 1, c + 1)} <= on for r, c in on):
        return None
    return walk


def keeps_simple(region: set[Block], b: Block, br: int, bc: int) -> bool:
    new = region | {b}
    i, j = b
    for vi, vj in ((i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)):  # the block's corners
        q = [(vi - 1, vj - 1) in new, (vi - 1, vj) in new, (vi, vj) in new, (vi, vj - 1) in new]
        if q == [True, False, True, False] or q == [False, True, False, True]:
            return False
    # No hole: around the new block, region and outside must each form one
    # run (a local test; random_loop checks the finished loop as a whole).
    ring = [(i - 1, j - 1), (i - 1, j), (i - 1, j + 1), (i, j + 1),
            (i + 1, j + 1), (i + 1, j), (i + 1, j - 1), (i, j - 1)]
    inside = [x in region for x in ring]
    # A corner block only joins a run through its two edge neighbours.
    for k in (0, 2, 4, 6):
        if inside[k] and not (inside[k - 1] or inside[(k + 1) % 8]):
            inside[k] = False
    runs = sum(1 for k in range(8) if inside[k] and not inside[k - 1])
    return runs == 1


def loop_edges_of_region(region: set[Block]) -> set[Edge]:
    return {edge(a, b) for a, lst in boundary_links(region).items() for b in lst}


def boundary_walk(region: set[Block]) -> list[Cell]:
    links = boundary_links(region)
    start = min(links)
    walk, prev, cur = [start], None, start
    while True:
        nxt = links[cur][0] if links[cur][0] != prev else links[cur][1]
        if nxt == start:
            return walk
        walk.append(nxt)
        prev, cur = cur, nxt


def boundary_links(region: set[Block]) -> dict[Cell, list[Cell]]:
    links: dict[Cell, list[Cell]] = {}
    for i, j in region:
        for a, b, n in ((((i, j), (i, j + 1), (i - 1, j))), (((i + 1, j), (i + 1, j + 1), (i + 1, j))),
                        (((i, j), (i + 1, j), (i, j - 1))), (((i, j + 1), (i + 1, j + 1), (i, j + 1)))):
            if n not in region:
                links.setdefault(a, []).append(b)
                links.setdefault(b, []).append(a)
    return links


def loop_edges(walk: list[Cell]) -> set[Edge]:
    return {edge(walk[i], walk[(i + 1) % len(walk)]) for i in range(len(walk))}
