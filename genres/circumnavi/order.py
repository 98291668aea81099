"""Rule 5 of Circumnavi-Gates (the gate labelled k is the k-th crossed) as
named groups: the gate-order rule, and one clue per gate label.

Reading the labels means walking the loop from the circle, so everything here
holds only while the one-loop rule, the circle and the gate-order rule are all
on (``guards``); each label's own clauses also sit in that label's clue group.
A gate clue switched off is a gate taken off the board: it is not counted
(see :class:`GateOrder`), and its label says nothing.

The rule starts as a lazy check; when that takes many rounds on a board where
most gates are labelled, clauses join in: a walking direction (left free,
both ways round are tried) and a count of gates met since the circle, which
must be k on the gate labelled k.  The count adds one per gate cell, which is
only right while every gate is on, so those clauses also wait on a literal
that is true exactly when every gate clue is on; while some gate is off the
lazy check does the work alone.
"""
from __future__ import annotations

from genres.core.grid import Cell, Edge
from genres.core.loops import LoopOrder, SingleCycle, loop_order
from genres.core.sat import Assignment, Group, SatModel

from .gate_lines import Gate
from .loop import under_all

# Rule 5 starts as a lazy check; after this many order cuts the gate counter
# clauses join in (0: from the start).  Measured on 20x20 and 36x20 boards:
# lazy alone is fastest on boards with a few labels spread apart (the counter
# made glucose take seconds to minutes there) and hopeless on boards where
# most gates are labelled, where the counter answers in a fraction of a second.
COUNTER_AFTER = 20
DENSE_LABELS = 0.5   # ... and only when labels cover at least this share of 1..top


class GateOrder:
    """Rule 5 over ``loop``: lazy cuts from the start, the counter later."""

    def __init__(self, model: SatModel, loop: SingleCycle, circle: Cell, gates: list[Gate],
                 labels: dict[int, int], gate_groups: list[Group], label_groups: dict[int, Group],
                 guards: list[Group], counter_after: int = COUNTER_AFTER):
        self.model, self.loop, self.circle = model, loop, circle
        self.gates, self.labels = gates, labels
        self.gate_sel = [g.selector for g in gate_groups]
        self.label_groups = label_groups
        self.label_sel = {gi: g.selector for gi, g in label_groups.items()}
        self.guards = guards
        self.counter_after = counter_after
        self.gate_of = {c: g.index for g in gates for c in g.cells}
        self.order: LoopOrder | None = None
        self.order_cuts = 0
        for gi, k in labels.items():
            if k > len(gates):
                with under_all(model, guards + [label_groups[gi]]):
                    model.add_clause([])   # no gate position is that large
        if counter_after == 0:
            self._add_counter()
        # Registered even with the counter there: it reads the labels while a gate is off.
        with under_all(model, guards):
            model.add_lazy(self._order_cuts)

    def _add_counter(self) -> None:
        """Clauses for rule 5: a walking direction and a count of gates met."""
        if self.order is not None:
            return
        m = self.model
        # "Every gate is on": one literal, so the counter's clauses stay short.
        all_gates = m.new_bool()
        for s in self.gate_sel:
            m.implies(all_gates, s)
        m.add_clause([all_gates] + [-s for s in self.gate_sel])
        self.all_gates = all_gates
        hi = max(self.labels.values()) + 1   # "more than every label" is all the labels need
        gate_cells = {c: 1 for c in self.gate_of}
        every_gate = Group("every gate", "rule", "every gate", (), all_gates)  # a condition only
        with under_all(m, self.guards + [every_gate]):
            self.order = loop_order(m, self.loop, self.circle, gate_cells, hi=hi)
            for gi, k in self.labels.items():
                with m.under(self.label_groups[gi]):
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
        starts with both can read right either way.  The cut names the groups
        its reasoning used: the labels read, the gates counted on the way (on)
        and the gates passed uncounted (off).  After ``counter_after`` such
        cuts the puzzle evidently needs the counter: add it."""
        gate_on = [values[s] for s in self.gate_sel]
        if self.order is not None and all(gate_on):
            return []   # the counter's clauses say it all
        labels = {gi: k for gi, k in self.labels.items()
                  if gate_on[gi] and values[self.label_sel[gi]]}
        if not labels:
            return []
        cycles = self.loop.cycles(values)
        if len(cycles) != 1 or not values[self.loop.on[self.circle]]:
            return []   # the connectivity cuts come first
        walk = self.loop.walk(values, self.circle)
        label_at = {k: gi for gi, k in labels.items()}
        top = max(labels.values())
        cut: set[Edge] = set()
        uses: set[int] = set()   # selector literals the reasoning leans on, as clause literals

        def read_by(gi: int) -> None:
            uses.update((-self.label_sel[gi], -self.gate_sel[gi]))

        for way in (walk + [walk[0]], [walk[0]] + walk[:0:-1] + [walk[0]]):
            met: list[int] = []
            fail = len(way) - 1   # reading never goes wrong: blame the whole loop
            for i, cell in enumerate(way[:-1]):
                gi = self.gate_of.get(cell)
                if gi is None:
                    continue
                if not gate_on[gi]:
                    uses.add(self.gate_sel[gi])   # counted, it would shift what follows
                    continue
                if gi in met:
                    continue
                met.append(gi)
                uses.add(-self.gate_sel[gi])
                label = labels.get(gi)
                if label != len(met) and (label is not None or len(met) in label_at):
                    read_by(gi if label is not None else label_at[len(met)])
                    fail = i
                    break
            else:
                if len(met) >= top:
                    return []   # this direction reads every label right
                read_by(label_at[top])   # the top label is never reached
            cut.update(edge_of(way[j], way[j + 1]) for j in range(fail))
        self.order_cuts += 1
        if self.order_cuts >= self.counter_after and self._labels_dense():
            self._add_counter()
        return [[-self.loop.links[e] for e in cut] + sorted(uses)]


def edge_of(a: Cell, b: Cell) -> Edge:
    return (a, b) if a < b else (b, a)
