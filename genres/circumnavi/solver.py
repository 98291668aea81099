"""Circumnavi-Gates as SAT clauses (shared rules §1), exact for every rule.

Facts: ``("link", edge)`` for every edge of the grid, true when the loop
uses that link.  The clauses say, rule by rule:

1. one single loop: every cell has 0 or 2 links, connectivity by lazy cuts;
2. no link enters a black cell;
3. the circle is on the loop (no circle: no solution);
4. a gate cell only has the two links across its gate (a "-" cell running
   left-right is crossed up-down), so the loop goes straight over it, and
   exactly one cell of every gate is on the loop;
5. labelled gates: a lazy check walks each candidate loop from the circle
   both ways; when neither way reads the labels right, it forbids the pair
   of walks from the circle up to the first gate met at a wrong position
   (every loop starting with both reads wrong both ways).  When that takes
   many rounds on a board where most gates are labelled, clauses join in: a walking direction (left free,
   both ways round are tried) and a count of gates met since the circle,
   which must be k on the gate labelled k.
"""
from __future__ import annotations

from typing import Hashable

from genres.core.grid import Cell, Edge, is_horizontal
from genres.core.sat import Assignment, LoopOrder, SatModel, SingleCycle, loop_order

from .gates import Gate, find_gates, label_gates
from .model import BLACK, HGATE, VGATE, SlalomAnswer, SlalomPuzzle

Fact = tuple[str, Edge]

# Rule 5 starts as a lazy check; after this many order cuts the gate counter
# clauses join in (0: from the start).  Measured on 20x20 and 36x20 boards:
# lazy alone is fastest on boards with a few labels spread apart (the counter
# made glucose take seconds to minutes there) and hopeless on boards where
# most gates are labelled, where the counter answers in a fraction of a second.
COUNTER_AFTER = 20
DENSE_LABELS = 0.5   # ... and only when labels cover at least this share of 1..top


class CircumnaviEncoding:
    """The puzzle's clauses; ``facts`` maps ("link", edge) to its variable."""

    def __init__(self, puzzle: SlalomPuzzle, counter_after: int | None = None):
        self.puzzle = puzzle
        self.counter_after = COUNTER_AFTER if counter_after is None else counter_after
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
        self.gate_of = {c: g.index for g in self.gates for c in g.cells}
        self.circle = circle
        self.order_cuts = 0
        if self.counter_after == 0:
            self._add_counter()
        else:
            m.add_lazy(self._order_cuts)

    def _add_counter(self) -> None:
        """Clauses for rule 5: a walking direction and a count of gates met."""
        if self.order is not None:
            return
        m = self.model
        hi = max(self.labels.values()) + 1   # "more than every label" is all the labels need
        gate_cells = {c: 1 for c in self.gate_of}
        self.order = loop_order(m, self.loop, self.circle, gate_cells, hi=hi)
        for gi, k in self.labels.items():
            for c in self.gates[gi].cells:
                m.int_equals(self.order.count[c], k, cond=[self.loop.on[c]])

    def _labels_dense(self) -> bool:
        # Measured: the counter clauses pay off when labels cover much of
        # 1..top (lazy cuts then get long and weak), and slow glucose down
        # badly when a few labels are spread far apart.
        return self.counter_after == 0 or len(self.labels) >= DENSE_LABELS * max(self.labels.values())

    def _order_cuts(self, values: Assignment) -> list[list[int]]:
        """When the labels read wrong both ways round, forbid the two walks
        from the circle up to the first gate at a wrong position: no loop that
        starts with both can read right either way.  After ``counter_after``
        such cuts the puzzle evidently needs the counter: add it."""
        if self.order is not None:
            return []   # the counter's clauses say it all
        cycles = self.loop.cycles(values)
        if len(cycles) != 1:
            return []   # the connectivity cuts come first
        walk = self.loop.walk(values, self.circle)
        wanted = set(self.labels.values())
        cut: set[Edge] = set()
        for way in (walk + [walk[0]], [walk[0]] + walk[:0:-1] + [walk[0]]):
            met: list[int] = []
            fail = len(way) - 1   # reading never goes wrong: blame the whole loop
            for i, cell in enumerate(way[:-1]):
                gi = self.gate_of.get(cell)
                if gi is None or gi in met:
                    continue
                met.append(gi)
                label = self.labels.get(gi)
                if label != len(met) and (label is not None or len(met) in wanted):
                    fail = i
                    break
            else:
                if len(met) >= max(wanted):
                    return []   # this direction reads every label right
            cut.update(edge_of(way[j], way[j + 1]) for j in range(fail))
        self.order_cuts += 1
        if self.order_cuts >= self.counter_after and self._labels_dense():
            self._add_counter()
        return [[-self.links[e] for e in cut]]

    def decode(self, values: dict[Hashable, bool]) -> SlalomAnswer:
        return SlalomAnswer(frozenset(e for (_, e), used in values.items() if used))


def edge_of(a: Cell, b: Cell) -> Edge:
    return (a, b) if a < b else (b, a)


def encode(puzzle: SlalomPuzzle) -> CircumnaviEncoding:
    """The puzzle as SAT clauses (see the module docstring)."""
    return CircumnaviEncoding(puzzle)
