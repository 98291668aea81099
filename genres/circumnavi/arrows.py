"""The author's arrows on numbered black cells, as puzz.link keeps them.

pzprjs lets an author put an arrow on a gate number saying which gate end the
number is written for (see :mod:`.model`).  Our rules (§1) give a number to a
gate from the board alone, so the arrow is an annotation: kept, moved with
the board, shown, and written back, so a URL reads and writes back as the very
same string.  Where an arrow means more than the board says, the reader keeps
that meaning by copying the number to the gate's other end
(:func:`honour_arrows`); the writer leaves such a copy out again
(:func:`arrow_copies`), which tells pzprjs the same thing.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from genres.core.errors import PuzzleFormatError
from genres.core.grid import Cell
from genres.core.jsonread import read_entries, require_inside, where

from .gate_lines import find_gates, label_gates
from .model import ARROW_NAMES, ARROW_STEPS, BLACK, DOWN, HGATE, LEFT, RIGHT, UP, VGATE, CircumnaviPuzzle

# A black cell touches a gate's end when the gate runs towards it.
GATE_TOWARDS = {UP: VGATE, DOWN: VGATE, LEFT: HGATE, RIGHT: HGATE}


def step(cell: Cell, direction: int) -> Cell:
    dr, dc = ARROW_STEPS[direction]
    return (cell[0] + dr, cell[1] + dc)


def honour_arrows(puzzle: CircumnaviPuzzle) -> CircumnaviPuzzle:
    """Keep the gate an author's arrow picks for a number.

    pzprjs lets an arrow say which of the gates a black cell touches its number
    labels; our rules (§1) say it by the same number at that gate's other end.
    Where the arrow picks a gate the board alone does not give the number to,
    and that gate's other end is a black cell without a number, the number is
    copied there (without an arrow of its own, which marks it as the copy), so
    the puzzle means what it meant on puzz.link.  Otherwise the board stays as
    it is and the editor's construction check names the number."""
    gates = find_gates(puzzle)
    gate_of = {cell: g.index for g in gates for cell in g.cells}
    labels, _ = label_gates(puzzle, gates)
    for cell, d in sorted(puzzle.arrows):
        n = puzzle.number(cell)
        if not n or d not in ARROW_STEPS:
            continue
        end = step(cell, d)
        if not puzzle.geometry.contains(end) or puzzle.kind(end) != GATE_TOWARDS[d] \
                or labels.get(gate_of[end]) == n:
            continue
        gate = gates[gate_of[end]]
        far = next(e for e in gate.ends_outside if e != cell)
        if puzzle.geometry.contains(far) and puzzle.kind(far) == BLACK and puzzle.number(far) is None:
            puzzle = puzzle.with_number(far, n)
            labels, _ = label_gates(puzzle, gates)
    return puzzle


def arrow_copies(puzzle: CircumnaviPuzzle) -> frozenset[Cell]:
    """The numbers :func:`honour_arrows` would put back from the arrows alone.

    A number without an arrow entry, at the far end of the gate an arrow with
    the same number points at, is left out by the writer when reading the
    result gives this very puzzle again; pzprjs reads the arrow as labelling
    that gate, so both programs see the same puzzle and the string read is
    the string written.  Otherwise every number is written."""
    candidates = set()
    gate_at = {cell: g for g in find_gates(puzzle) for cell in g.cells} if puzzle.arrows else {}
    for cell, d in puzzle.arrows:
        n = puzzle.number(cell)
        end = step(cell, d) if d in ARROW_STEPS else None
        if n is None or end is None or not puzzle.geometry.contains(end) \
                or puzzle.kind(end) != GATE_TOWARDS[d]:
            continue
        gate = gate_at[end]
        far = next(e for e in gate.ends_outside if e != cell)
        if puzzle.geometry.contains(far) and puzzle.number(far) == n and puzzle.arrow(far) is None:
            candidates.add(far)
    if not candidates:
        return frozenset()
    stripped = puzzle
    for cell in candidates:
        stripped = stripped.with_number(cell, None)
    return frozenset(candidates) if honour_arrows(stripped) == puzzle else frozenset()


def worked_out_arrow(puzzle: CircumnaviPuzzle, cell: Cell, labels: dict[int, int],
                     gate_of: dict[Cell, int]) -> int:
    """The arrow to write on a numbered black cell the author gave none: 0 unless
    it touches several gate ends and labels exactly one of them, which the arrow
    then names, so pzprjs gives the number to the same gate."""
    n = puzzle.number(cell)
    touching = {}
    for d in ARROW_STEPS:
        o = step(cell, d)
        if puzzle.geometry.contains(o) and puzzle.kind(o) == GATE_TOWARDS[d]:
            touching[d] = gate_of[o]
    if len(touching) < 2:
        return 0
    mine = [d for d, g in touching.items() if labels.get(g) == n]
    return mine[0] if len(mine) == 1 else 0


def arrows_to_write(puzzle: CircumnaviPuzzle) -> Callable[[Cell], int]:
    """The arrow the writer puts on each numbered black cell: the author's, or
    the one worked out."""
    gates = find_gates(puzzle)
    labels, _ = label_gates(puzzle, gates)
    gate_of = {cell: g.index for g in gates for cell in g.cells}

    def arrow(cell: Cell) -> int:
        d = puzzle.arrow(cell)
        return worked_out_arrow(puzzle, cell, labels, gate_of) if d is None else d
    return arrow


def turned(arrows: frozenset[tuple[Cell, int]], place: Callable[[Cell], Cell | None],
           turn: Callable[[tuple[int, int]], tuple[int, int]]) -> frozenset[tuple[Cell, int]]:
    """The arrows moved with their cells (``place`` None drops one) and turned
    with the board (``turn`` maps a (row, column) step)."""
    direction_of = {v: k for k, v in ARROW_STEPS.items()}
    out = set()
    for cell, d in arrows:
        to = place(cell)
        if to is not None:
            out.add((to, direction_of[turn(ARROW_STEPS[d])] if d in ARROW_STEPS else d))
    return frozenset(out)


def read_json_arrows(data: dict[str, Any], puzzle: CircumnaviPuzzle) -> frozenset[tuple[Cell, int]]:
    """The native file's ``"arrows"``: [row, column, "up"|"down"|"left"|"right"|"none"]
    on numbered black cells.  Files from before arrows were kept have none."""
    seen: dict[Cell, int] = {}
    shape = "[row, column, direction]"
    for item in read_entries(data, "arrows", shape, 3, ints=2, entry="arrow"):
        r, c, name = item
        require_inside((r, c), puzzle.rows, puzzle.cols, "arrow")
        if name not in ARROW_NAMES:
            raise PuzzleFormatError(f"arrow at {where((r, c))} must point "
                                    f"{', '.join(ARROW_NAMES[1:])} or be \"none\", not {name!r}")
        if puzzle.number((r, c)) is None:
            raise PuzzleFormatError(f"arrow at {where((r, c))} is not on a numbered black cell")
        if (r, c) in seen:
            raise PuzzleFormatError(f"two arrows at {where((r, c))}")
        seen[(r, c)] = ARROW_NAMES.index(name)
    return frozenset(seen.items())


@lru_cache(maxsize=16)
def shown_arrows(puzzle: CircumnaviPuzzle) -> dict[Cell, int]:
    """The arrow beside each number, as puzz.link shows this puzzle's URL: the
    author's, or the one the writer works out; none on a copy the writer
    leaves out (puzz.link shows a bare black cell there).  Numbers without an
    arrow are left out.  Cached (read it, do not change it): the board is
    painted far more often than it changes."""
    if not puzzle.numbers:
        return {}
    arrow, copies = arrows_to_write(puzzle), arrow_copies(puzzle)
    shown = {cell: arrow(cell) for cell in puzzle.number_map if cell not in copies}
    return {cell: d for cell, d in shown.items() if d in ARROW_STEPS}
