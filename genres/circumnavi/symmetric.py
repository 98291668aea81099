"""Circumnavi-Gates designs whose clue layout is symmetric (180° rotation or
left-right mirror), for the shared generator (genres/core/generation.py).

What counts as a symmetric Slalom (the decision, as a Nikoli author would
see the grid): the *shape* of the clues -- every black cell and every gate
cell, with its orientation -- has a partner of the same kind.  Both
symmetries keep a gate's orientation (a horizontal run turns or mirrors into
a horizontal run), so a gate's partner is a gate of the same length and its
black end cells are the partner's end cells.  Two things stay free:

* the circle: there is exactly one, so a symmetric circle could only stand
  on the centre cell (or the mirror axis), which an even board does not
  have; Nikoli's symmetric Slaloms place it where the loop's start suits,
  as other genres' lone start clue.  No gate or black cell stands on the
  circle's partner cell, though (that cell would have no partner);
* the gate numbers: they are the loop's order, written on black cells
  that are already paired; which of a pair carries a number is free (as
  symmetric Nikoli puzzles pair clue cells, not clue values).

The planted loop is grown symmetric too (a region of blocks grown in
partner pairs): on a loop that is not, most partners of a gate or black cell
fall on the loop where they cannot stand, and a 6x6 design rarely finds a
pair.  The puzzle is still not symmetric as a whole (the circle and the
numbers), so the one solution is that loop.
"""
from __future__ import annotations

import random

from genres.core.generation import partner
from genres.core.grid import Cell, Edge

from .gate_lines import Gate, find_gates
from .generator import _Board, _Design, _straight, _verdict
from .loop_drawing import frontier_in_draw_order, keeps_simple, loop_of_region
from .model import BLACK, CIRCLE, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle
from .rules import check

LAYOUT = (BLACK, HGATE, VGATE)


def _block_partner(br: int, bc: int, b: tuple[int, int], symmetry: str) -> tuple[int, int]:
    return partner(br, bc, b, symmetry)


def symmetric_loop(rows: int, cols: int, rng: random.Random, symmetry: str,
                   fill: float) -> list[Cell] | None:
    """A simple loop through cell centres that maps onto itself, as its cells
    in walking order (loop_drawing.random_loop's region grown in partner pairs;
    a region without holes that a half turn maps onto itself holds the
    centre, a mirrored one meets the axis: it starts there)."""
    br, bc = rows - 1, cols - 1
    if symmetry == "rot180":
        rs = {(br - 1) // 2, br // 2}
        cs = {(bc - 1) // 2, bc // 2}
        region = {(i, j) for i in rs for j in cs}
    else:
        i = rng.randrange(br)
        region = {(i, (bc - 1) // 2), (i, bc // 2)}
    target = max(len(region), int(fill * br * bc))
    while len(region) < target:
        for b in frontier_in_draw_order(region, br, bc, rng):
            twin = _block_partner(br, bc, b, symmetry)
            if not keeps_simple(region, b, br, bc):
                continue
            grown = region | {b}
            if twin in grown or keeps_simple(grown, twin, br, bc):
                region = grown | {twin}
                break
        else:
            break
    return loop_of_region(region)


def is_symmetric(puzzle: CircumnaviPuzzle, symmetry: str) -> bool:
    """Every black cell and gate cell has a partner of the same kind."""
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            k = puzzle.kind((r, c))
            if k in LAYOUT and puzzle.kind(partner(puzzle.rows, puzzle.cols, (r, c), symmetry)) != k:
                return False
    return True


def partner_gate(puzzle: CircumnaviPuzzle, gate: Gate, symmetry: str) -> Gate | None:
    """The gate lying on ``gate``'s partner cells (itself for a self-symmetric one)."""
    image = sorted(partner(puzzle.rows, puzzle.cols, c, symmetry) for c in gate.cells)
    for g in find_gates(puzzle):
        if list(g.cells) == image:
            return g
    return None


def _sound(board: _Board, loop: frozenset[Edge], symmetry: str) -> bool:
    p = board.puzzle()
    return is_symmetric(p, symmetry) and not check(p, CircumnaviAnswer(links=loop))


def _mirror_new_cells(board: _Board, saved: list[list[str]], symmetry: str) -> bool:
    """Give every cell that just turned black or gate its partner; False when a
    partner cell cannot take it (on the loop -- except a gate's one crossing --,
    the circle, or a cell of another kind)."""
    changed = [(r, c) for r in range(board.rows) for c in range(board.cols)
               if saved[r][c] != board.kind[r][c]]
    for r, c in changed:
        kind = board.kind[r][c]
        pr, pc = partner(board.rows, board.cols, (r, c), symmetry)
        there = board.kind[pr][pc]
        if there == kind:
            continue
        if there != EMPTY:
            return False
        if (pr, pc) in board.on and kind == BLACK:
            return False
        board.kind[pr][pc] = kind
    return True


def place_pair(design: _Design, i: int, symmetry: str) -> bool:
    """A gate across the loop at walk[i] and its partner gate, or nothing."""
    board = design.board
    saved = [row[:] for row in board.kind]
    if board.place_gate(i, design.rng, design.max_gate_len) \
            and _mirror_new_cells(board, saved, symmetry) and _apart(board, saved) \
            and _sound(board, design.loop, symmetry) and design._labels_clean():
        return True
    board.kind = saved
    return False


def _apart(board: _Board, saved: list[list[str]]) -> bool:
    """New gate cells touch no older gate side by side (the maker keeps gates apart)."""
    gates = (HGATE, VGATE)
    for r in range(board.rows):
        for c in range(board.cols):
            if board.kind[r][c] in gates and saved[r][c] == EMPTY:
                for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if board.inside(n) and saved[n[0]][n[1]] in gates:
                        return False
    return True


def place_black_pair(design: _Design, cell: Cell, symmetry: str) -> bool:
    board = design.board
    twin = partner(board.rows, board.cols, cell, symmetry)
    if not (board.free(cell) and board.free(twin)):
        return False
    saved = [row[:] for row in board.kind]
    board.kind[cell[0]][cell[1]] = BLACK
    board.kind[twin[0]][twin[1]] = BLACK
    if _sound(board, design.loop, symmetry):
        return True
    board.kind = saved
    return False


def build_design(rows: int, cols: int, rng: random.Random, symmetry: str, gate_share: float,
                 fill: float, max_gate_len: int = 3) -> _Design | None:
    """A loop, the circle, gate pairs across it and two labels (not yet unique)."""
    walk = None
    for _ in range(50):
        walk = symmetric_loop(rows, cols, rng, symmetry, fill)
        if walk is not None:
            break
    else:
        return None
    board = _Board(rows, cols, walk)
    straight = [i for i in range(len(walk)) if _straight(walk, i)]
    if not straight:
        return None
    circle_i = rng.choice(straight)
    ci = walk[circle_i]
    board.kind[ci[0]][ci[1]] = CIRCLE
    order = walk[circle_i:] + walk[:circle_i]
    if rng.random() < 0.5:
        order = [order[0]] + order[:0:-1]
    design = _Design(board, order, rng, max_gate_len)
    candidates = [i for i in straight if i != circle_i]
    rng.shuffle(candidates)
    # Each pair counts twice: the same share of the loop's straight passes
    # as the unsymmetric maker gets gated.
    wanted = max(1, int(gate_share * len(candidates)))
    for i in candidates:
        if len(find_gates(board.puzzle())) >= wanted:
            break
        place_pair(design, i, symmetry)
    if not find_gates(board.puzzle()):
        return None
    design.add_labels(2)
    return design if design.label_ends else None


def make_unique(design: _Design, symmetry: str, max_rounds: int = 200) -> CircumnaviPuzzle | None:
    """Clue pairs where another solution parts from the planted loop until
    none does (as generator.make_unique, each black cell and gate with its
    partner; a label goes alone)."""
    board, loop, rng = design.board, design.loop, design.rng
    index = {c: i for i, c in enumerate(board.walk)}
    for _ in range(max_rounds):
        puzzle = design.puzzle()
        verdict = _verdict(puzzle)
        if verdict is None or verdict.status == "none":
            return None
        if verdict.status == "unique":
            return puzzle
        other = next(s for s in verdict.solutions if s.links != loop)
        stray = sorted(c for e in other.links - loop for c in e if board.free(c))
        parted = sorted({c for e in other.links ^ loop for c in e})
        spots = [index[c] for c in parted if c in index]
        rng.shuffle(spots)
        rng.shuffle(stray)
        choice = rng.random()
        mended = False
        if choice < 0.6:
            mended = any(place_pair(design, i, symmetry) for i in spots)
        if not mended and choice < 0.7:
            mended = design.add_labels(1) > 0
        if not mended:
            mended = any(place_black_pair(design, c, symmetry) for c in stray)
        if not mended:
            mended = any(place_pair(design, i, symmetry) for i in spots) or design.add_labels(1) > 0
        if not mended:
            return None
    return None


def plant(rows: int, cols: int, rng: random.Random, symmetry: str, gate_share: float,
          fill: float, tries: int = 100) -> tuple[CircumnaviPuzzle, frozenset[Edge]] | None:
    """A unique puzzle with a symmetric clue layout and its loop; None when
    ``tries`` designs all failed."""
    for k in range(tries):
        # Some fills leave a small board no room for pairs (a ring round the
        # centre whose only straight passes pair with the circle): after ten
        # designs the fill is drawn afresh.
        design = build_design(rows, cols, rng, symmetry, gate_share,
                              fill if k < 10 else rng.uniform(0.3, 0.8))
        if design is None:
            continue
        puzzle = make_unique(design, symmetry)
        if puzzle is not None:
            return puzzle, design.loop
    return None
