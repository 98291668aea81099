"""Circumnavi-Gates as SAT clauses (shared rules §1), exact for every rule,
laid out in named groups so an explanation can say which clue or rule forces
what (see :class:`genres.core.sat.Group`).

Facts: ``("link", edge)`` for every edge of the grid, true when the loop
uses that link.  The groups (with every one of them on, this is the plain
solver):

* "rule one-loop" (rule 1): every cell has 0 or 2 links, connectivity by lazy
  cuts (:mod:`.loop`);
* "rule black-cells" (rule 2): no link enters a black cell;
* "clue circle" (rule 3): the loop passes the circle; without a circle,
  "rule circle" says there is no solution;
* "clue gate R,C", one per gate (rule 4): the gate is crossed exactly once,
  at one cell, straight across.  A gate is a clue, not part of a rule: it is
  a thing the author drew and a person points at ("the gate at column 5,
  rows 2–4 must be crossed"), and taking it away is a real change to the
  puzzle, which the redundancy question asks about.  Switched off, the gate
  is gone: its cells are plain cells and the gate order does not count it;
* "rule gate-order" (rule 5) and "clue R,C", one per gate label (the black
  cell(s) showing the number): the gate labelled k is the k-th crossed
  walking from the circle (:mod:`.order`).

Names count rows and columns from 1, like the texts.  Clauses that only
define helper variables (a cell is on the loop when one of its links is
used, the walking direction, the gate count) sit outside every group.
"""
from __future__ import annotations

from genres.core.i18n import and_join, translate

from typing import Hashable

from genres.core.grid import Edge, is_horizontal
from genres.core.sat import Group, SatModel, bulk
from genres.core.violation import cell_name

from .gate_lines import Gate, find_gates, gate_place, label_gates
from .loop import GroupedLoop
from .model import BLACK, HGATE, CircumnaviAnswer, CircumnaviPuzzle, link_fact
from .order import COUNTER_AFTER, GateOrder

Fact = tuple[str, Edge]


def key_of(cell) -> str:
    """A cell as a group name counts it: from 1, "row,column"."""
    return f"{cell[0] + 1},{cell[1] + 1}"


class CircumnaviEncoding:
    """The puzzle's clauses; ``facts`` maps ("link", edge) to its variable."""

    def __init__(self, puzzle: CircumnaviPuzzle, counter_after: int | None = None):
        with bulk():        # thousands of small clause lists: see sat.bulk
            self._encode(puzzle, counter_after)

    def _encode(self, puzzle: CircumnaviPuzzle, counter_after: int | None) -> None:
        self.puzzle = puzzle
        self.counter_after = COUNTER_AFTER if counter_after is None else counter_after
        self.model = SatModel()
        m = self.model
        self.links: dict[Edge, int] = {e: m.new_bool() for e in puzzle.geometry.edges()}
        self.facts: dict[Hashable, int] = {link_fact(e): v for e, v in self.links.items()}
        self.gates: list[Gate] = find_gates(puzzle)
        self.labels, _problems = label_gates(puzzle, self.gates)

        self.one_loop = m.group("rule one-loop", "rule", translate("circumnavi-gates", "the one-loop rule"))
        self.circle = circle = puzzle.circle()
        if circle is not None:
            self.circle_group = m.group("clue circle", "clue", translate("circumnavi-gates", "the circle at {place}").format(
                place=cell_name(circle)),
                                        (circle,))
        else:
            self.circle_group = m.group("rule circle", "rule", translate(
                "circumnavi-gates", "the rule that the loop passes the circle"))
            with m.under(self.circle_group):
                m.add_clause([])  # rule 3 cannot hold without a circle
        self.loop = GroupedLoop(m, self.links, self.one_loop, circle,
                                self.circle_group if circle is not None else None)

        blacks = puzzle.cells_of(BLACK)
        if blacks:
            self.black_group = m.group("rule black-cells", "rule", translate("circumnavi-gates", "the black-cell rule"))
            with m.under(self.black_group):
                for e, lit in self.links.items():
                    if puzzle.kind(e[0]) == BLACK or puzzle.kind(e[1]) == BLACK:
                        m.add_clause([-lit])                       # rule 2

        self.gate_groups: list[Group] = [self._encode_gate(g) for g in self.gates]
        self.label_groups: dict[int, Group] = self._label_groups()
        self.order: GateOrder | None = None
        if self.labels and circle is not None:
            self.order_group = m.group("rule gate-order", "rule", translate("circumnavi-gates", "the gate-order rule"))
            self.order = GateOrder(m, self.loop, circle, self.gates, self.labels, self.gate_groups,
                                   self.label_groups, [self.one_loop, self.circle_group,
                                                       self.order_group], self.counter_after)

    def _encode_gate(self, gate: Gate) -> Group:
        """Rule 4 for one gate: once, at one cell, straight across."""
        m = self.model
        g = m.group(f"clue gate {key_of(gate.cells[0])}", "clue", translate("circumnavi-gates", "the gate at {place}").format(
            place=gate_place(gate)),
                    gate.cells)
        cells = set(gate.cells)
        with m.under(g):
            # A "-" gate (runs left-right) is crossed up-down, so its cells
            # never use a left-right link; a "|" gate the other way round.
            for c in gate.cells:
                for e in self.loop.incident[c]:
                    along = is_horizontal(e) == (gate.orientation == HGATE)
                    # A link between two cells of this gate is along it: say it once.
                    if along and (e[0] == c or e[0] not in cells):
                        m.add_clause([-self.links[e]])
            m.exactly_one([self.loop.on[c] for c in gate.cells])
        return g

    def _label_groups(self) -> dict[int, Group]:
        """One clue per labelled gate: the black cell(s) whose number labels it."""
        numbers = self.puzzle.number_map
        out: dict[int, Group] = {}
        for gi, n in sorted(self.labels.items()):
            gate = self.gates[gi]
            cells = tuple(sorted(c for c in gate.ends_outside if numbers.get(c) == n))
            name = f"clue {key_of(cells[0])}"
            if name in self.model.groups:   # one black cell labelling two gates (a construction error)
                name += f" gate {key_of(gate.cells[0])}"
            text = translate("circumnavi-gates", "the {n} at {place}").format(
                n=n, place=and_join([cell_name(c) for c in cells]))
            out[gi] = self.model.group(name, "clue", text, cells)
        return out

    def decode(self, values: dict[Hashable, bool]) -> CircumnaviAnswer:
        return CircumnaviAnswer(frozenset(e for (_, e), used in values.items() if used))


def encode(puzzle: CircumnaviPuzzle) -> CircumnaviEncoding:
    """The puzzle as SAT clauses (see the module docstring)."""
    return CircumnaviEncoding(puzzle)
