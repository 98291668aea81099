"""Clue candidates for an author whose Circumnavi-Gates has several solutions
(the ``clue_candidates`` hook of :mod:`genres.core.clue_analysis`).

A Slalom author adds a gate number: the candidates are, for every gate
without one, its place in the order the chosen solution's loop crosses the
gates from the circle.  The walking direction is the one the numbers already
on the board fix; with no number yet both ways round are true of the loop,
so both values are offered.  The number goes on a black cell at one of the
gate's ends that labels this gate alone (rules §1); where both ends are
needed (the black cell touches several gates' ends), it goes on both.
After the gate numbers come black cells on empty cells the loop does not
use: a wall is the other clue a Slalom has.
"""
from __future__ import annotations

from typing import Iterator

from genres.core.i18n import translate
from genres.core.grid import Cell
from genres.core.violation import cell_name

from .drawing import Drawing
from .gate_lines import find_gates, gate_place, label_gates
from .model import BLACK, EMPTY, CircumnaviAnswer, CircumnaviPuzzle


def crossing_order(puzzle: CircumnaviPuzzle, solution: CircumnaviAnswer, gates) -> list[int] | None:
    """Gate indexes in the order the loop crosses them from the circle (the
    direction :meth:`Drawing.walk_from` takes), or None without a loop."""
    circle = puzzle.circle()
    drawing = Drawing(puzzle, solution)
    if circle is None or not drawing.is_single_loop_through(circle):
        return None
    gate_at = {c: g.index for g in gates for c in g.cells}
    order: list[int] = []
    for cell in drawing.walk_from(circle):
        gi = gate_at.get(cell)
        if gi is not None and gi not in order:
            order.append(gi)
    return order


def _labelled(puzzle: CircumnaviPuzzle, gate, k: int) -> tuple[tuple[Cell, ...], CircumnaviPuzzle] | None:
    """The puzzle with ``k`` on the gate's end cells (one end if it will do)."""
    ends = [c for c in gate.ends_outside if puzzle.geometry.contains(c)
            and puzzle.kind(c) == BLACK and puzzle.number(c) is None]
    _, before = label_gates(puzzle)
    tries = [(c,) for c in ends] + ([tuple(ends)] if len(ends) == 2 else [])
    for cells in tries:
        p = puzzle
        for c in cells:
            p = p.with_number(c, k)
        labels, problems = label_gates(p)
        if labels.get(gate.index) == k and len(problems) <= len(before):
            return cells, p
    return None


def clue_candidates(puzzle: CircumnaviPuzzle, solution: CircumnaviAnswer
                    ) -> Iterator[tuple[str, tuple[Cell, ...], CircumnaviPuzzle]]:
    gates = find_gates(puzzle)
    order = crossing_order(puzzle, solution, gates)
    if order is None:
        return
    labels, _ = label_gates(puzzle, gates)
    walks = [order, order[::-1]]
    ways = [w for w in walks if all(w.index(gi) + 1 == k for gi, k in labels.items() if gi in w)]
    if labels:
        ways = ways[:1]       # the numbers fix the direction (both agree only if symmetric)
    offered = set()
    for way in ways:
        for place, gi in enumerate(way, 1):
            if gi in labels or (gi, place) in offered:
                continue
            offered.add((gi, place))
            found = _labelled(puzzle, gates[gi], place)
            if found is not None:
                cells, p = found
                yield (translate("circumnavi-gates", "gate number {number} on the gate at {place}")
                       .format(number=place, place=gate_place(gates[gi])), cells, p)
    used = {c for link in solution.links for c in link}
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            if puzzle.kind((r, c)) == EMPTY and (r, c) not in used:
                yield (translate("circumnavi-gates", "a black cell at {place}").format(place=cell_name((r, c))),
                       ((r, c),),
                       puzzle.with_kind((r, c), BLACK))
