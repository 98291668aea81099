"""Circumnavi-Gates as SAT clauses (shared rules §1), exact for every rule.

Facts: ``("link", edge)`` for every edge of the grid, true when the loop
uses that link.  The clauses say, rule by rule:

1. one single loop: every cell has 0 or 2 links, connectivity by lazy cuts;
2. no link enters a black cell;
3. the circle is on the loop (no circle: no solution);
4. a gate cell only has the two links across its gate (a "-" cell running
   left-right is crossed up-down), so the loop goes straight over it, and
   exactly one cell of every gate is on the loop;
5. with labelled gates, the loop gets a walking direction (left free: both
   ways round are tried) and a counter of gate cells met since the circle;
   a cell of the gate labelled k may be on the loop only where that counter
   is k.  The counter stops at (largest label + 1), all that the labels can
   tell apart.
"""
from __future__ import annotations

from typing import Hashable

from genres.core.grid import Cell, Edge, is_horizontal
from genres.core.sat import LoopOrder, SatModel, SingleCycle, loop_order

from .gates import Gate, find_gates, label_gates
from .model import BLACK, CIRCLE, HGATE, VGATE, SlalomAnswer, SlalomPuzzle

Fact = tuple[str, Edge]


class CircumnaviEncoding:
    """The puzzle's clauses; ``facts`` maps ("link", edge) to its variable."""

    def __init__(self, puzzle: SlalomPuzzle):
        self.puzzle = puzzle
        self.model = SatModel()
        m = self.model
        geometry = puzzle.geometry
        self.links: dict[Edge, int] = {e: m.new_bool() for e in geometry.edges()}
        self.facts: dict[Hashable, int] = {("link", e): v for e, v in self.links.items()}
        circle = puzzle.circle()
        self.loop: SingleCycle = m.single_cycle(self.links, required=[circle] if circle else [])
        if circle is None:
            m.add_clause([])  # rule 3 cannot hold without a circle

        for e, lit in self.links.items():
            kinds = (puzzle.kind(e[0]), puzzle.kind(e[1]))
            if BLACK in kinds:
                m.add_clause([-lit])                       # rule 2
            # Rule 4: a "-" gate (runs left-right) is crossed up-down, so its
            # cells never use a left-right link; a "|" gate the other way round.
            if is_horizontal(e) and HGATE in kinds or not is_horizontal(e) and VGATE in kinds:
                m.add_clause([-lit])

        self.gates: list[Gate] = find_gates(puzzle)
        for gate in self.gates:
            m.exactly_one([self.loop.on[c] for c in gate.cells])  # rule 4: once, one cell

        self.labels, _problems = label_gates(puzzle, self.gates)
        self.order: LoopOrder | None = None
        if self.labels and circle is not None:
            self._encode_order(circle)

    def _encode_order(self, circle: Cell) -> None:
        m = self.model
        top = max(self.labels.values())
        if top > len(self.gates):
            m.add_clause([])  # a label no gate position can take
            return
        gate_cells = {c: 1 for g in self.gates for c in g.cells}
        self.order = loop_order(m, self.loop, circle, gate_cells, hi=top + 1)
        for gi, k in self.labels.items():
            for c in self.gates[gi].cells:
                m.int_equals(self.order.count[c], k, cond=[self.loop.on[c]])

    def decode(self, values: dict[Hashable, bool]) -> SlalomAnswer:
        return SlalomAnswer(frozenset(e for (_, e), used in values.items() if used))


def encode(puzzle: SlalomPuzzle) -> CircumnaviEncoding:
    """The puzzle as SAT clauses (see the module docstring)."""
    return CircumnaviEncoding(puzzle)
