"""Loops through cell centres, on a :class:`~genres.core.sat.SatModel`.

:class:`SingleCycle` is "every cell has none or two used links, and the used
links form one cycle": the degrees are clauses, connectivity is lazy cuts.
:class:`LoopOrder` walks such a cycle one way round from a start cell with a
counter (what "the gate labelled k is the k-th gate crossed" needs).
"""
from __future__ import annotations

from itertools import compress
from typing import Iterable

from .graph import components, walk_cycle
from .grid import Cell, Edge
from .sat import Assignment, Clause, IntVar, Lit, SatModel


def single_cycle(model: SatModel, links: dict[Edge, Lit], required: Iterable[Cell] = ()) -> "SingleCycle":
    """Every cell has 0 or 2 used links, and all used links form one cycle
    through every ``required`` cell (see SingleCycle)."""
    return SingleCycle(model, links, required)


def even_crossings(model: SatModel, links: dict[Edge, Lit]) -> tuple[list[Clause], list[Clause]]:
    """Every straight line between two rows (or two columns) of cells is
    crossed by an even number of used links: (definitions, parities).

    Implied by the degrees alone (each cycle crosses a line as often one way
    as back), so adding it changes no answer; but the solver cannot see this
    parity from the degree clauses, and without it searched 20,000-500,000
    conflicts for the first loop of a 36x20 Circumnavi-Gates (median 60 with
    it; issue #15).  Per line, a chain of XOR variables: ``definitions`` only
    name them (no constraint: they may sit outside every group), ``parities``
    say the last one is even (what needs the degree rule)."""
    lines: dict[tuple[str, int], list[Lit]] = {}
    for (a, b), lit in links.items():
        if a[1] == b[1] and b[0] == a[0] + 1:        # a link down: crosses a row line
            lines.setdefault(("row", a[0]), []).append(lit)
        elif a[0] == b[0] and b[1] == a[1] + 1:      # a link right: crosses a column line
            lines.setdefault(("col", a[1]), []).append(lit)
    definitions: list[Clause] = []
    parities: list[Clause] = []
    for key in sorted(lines):
        lits = lines[key]
        acc = lits[0]
        for x in lits[1:-1]:
            odd = model.new_bool()         # odd <-> acc xor x
            definitions += [[-odd, acc, x], [-odd, -acc, -x], [odd, -acc, x], [odd, acc, -x]]
            acc = odd
        if len(lits) == 1:
            parities.append([-acc])        # one link alone across a line: never used
        else:
            last = lits[-1]                # acc xor last is even: they are equal
            parities += [[-acc, last], [acc, -last]]
    return definitions, parities


class SingleCycle:
    """One loop through cell centres over the given links.

    ``on[cell]`` is true when the loop passes the cell.  Connectivity is lazy:
    when a candidate's links form several cycles, each cycle S gets the cut
    "if a cell of S and a cell outside S are both on the loop, some link
    leaving S is used" -- true of any single loop, so the cuts stay valid.
    """

    def __init__(self, model: SatModel, links: dict[Edge, Lit], required: Iterable[Cell]):
        self._index_links(model, links)
        self.on: dict[Cell, Lit] = {}
        for cell, es in self.incident.items():
            lits = [self.links[e] for e in es]
            on = model.new_bool()
            self.on[cell] = on
            model.equiv_or(on, lits)
            self._degree_clauses(lits)
        definitions, parities = even_crossings(model, self.links)
        model._extend(definitions + parities)
        # Positive literals only, so a solution's bytes can be read directly.
        self._link_list = [(lit, a, b) for (a, b), lit in self.links.items()]
        if any(lit <= 0 for lit, _, _ in self._link_list):
            raise ValueError("single_cycle needs a fresh variable per link")
        self.required = list(required)
        model._extend([[self.on[cell]] if cell in self.on else [] for cell in self.required])
        if self.required:
            self._forbid_small_squares()
        self.cuts_added = 0
        model.add_lazy(self._cuts)

    def _index_links(self, model: SatModel, links: dict[Edge, Lit]) -> None:
        """The links and, per cell, the links that touch it."""
        self.model = model
        self.links = dict(links)
        self.incident: dict[Cell, list[Edge]] = {}
        for e in self.links:
            for c in e:
                self.incident.setdefault(c, []).append(e)

    def _degree_clauses(self, lits: list[Lit]) -> None:
        """A cell with these links has none or two of them used."""
        n = len(lits)
        self.model._extend(
            # no dead end: a used link needs a second one
            [[-a] + lits[:i] + lits[i + 1:] for i, a in enumerate(lits)]
            # no branch: at most two links
            + [[-lits[i], -lits[j], -lits[k]] for i in range(n) for j in range(i + 1, n)
               for k in range(j + 1, n)])

    def _forbid_small_squares(self) -> None:
        # The commonest stray cycle is a 2x2 square; when a required cell lies
        # outside it, it can never be the loop: forbid each such square up front.
        required = set(self.required)
        links = self.links
        batch = []
        for (r, c) in self.on:
            if (r, c) in required or (r, c + 1) in required or (r + 1, c) in required \
                    or (r + 1, c + 1) in required:
                continue
            sides = (((r, c), (r, c + 1)), ((r, c + 1), (r + 1, c + 1)),
                     ((r + 1, c), (r + 1, c + 1)), ((r, c), (r + 1, c)))
            if all(e in links for e in sides):
                batch.append([-links[e] for e in sides])
        self.model._extend(batch)

    def used_neighbours(self, values: Assignment) -> dict[Cell, list[Cell]]:
        """For each cell on a used link, the cells it is linked to."""
        key = (id(self), "used")
        if key not in values.cache:
            if not hasattr(self, "_link_vars"):
                self._link_vars = [lit for lit, _, _ in self._link_list]
            used: dict[Cell, list[Cell]] = {}
            for _, a, b in compress(self._link_list, values.truths(self._link_vars)):
                used.setdefault(a, []).append(b)
                used.setdefault(b, []).append(a)
            values.cache[key] = used
        return values.cache[key]

    def cycles(self, values: Assignment) -> list[list[Cell]]:
        """The cells of each cycle the used links form."""
        key = (id(self), "cycles")
        if key in values.cache:
            return values.cache[key]
        used = self.used_neighbours(values)
        if all(len(n) == 2 for n in used.values()):
            # Cycles only (the degree clauses held): walk each round, the same
            # cells in the same order as the flood fill's, at a fraction of its cost.
            out, seen = [], set()
            for start, (_, second) in used.items():
                if start not in seen:
                    cycle = walk_cycle(used, start, second)
                    seen.update(cycle)
                    out.append(cycle)
        else:
            out = components(used, used.__getitem__)
        values.cache[key] = out
        return out

    def walk(self, values: Assignment, start: Cell) -> list[Cell]:
        """The cells of the cycle through ``start`` in one walking order from it."""
        used = self.used_neighbours(values)
        return walk_cycle(used, start, used[start][0])

    def _leaving(self, inside: set[Cell]) -> list[Lit]:
        """The links from a cell of ``inside`` to a cell outside it."""
        if not hasattr(self, "_around"):
            # Per cell, each of its links with the cell at the other end.
            self._around = {c: [(self.links[e], e[1] if e[0] == c else e[0]) for e in es]
                            for c, es in self.incident.items()}
        around = self._around
        return [lit for c in inside for lit, d in around[c] if d not in inside]

    def _cuts(self, values: Assignment) -> list[Clause]:
        comps = self.cycles(values)
        if len(comps) <= 1:
            return []
        m = self.model
        cuts: list[Clause] = []
        required = set(self.required)
        for i, comp in enumerate(comps):
            inside = set(comp)
            # "exit": some link leaves S.  One new variable keeps the cut linear in |S|.
            exit_lit = m.new_bool()
            cuts.append([-exit_lit] + self._leaving(inside))
            if required - inside:
                # A required cell lies elsewhere: no cell of S may be on without a way out.
                cuts.extend([-self.on[c], exit_lit] for c in comp)
            elif required:
                # S holds a required cell: every cell of the other cycles needs a way in.
                cuts.extend([-self.on[c], exit_lit] for j, other in enumerate(comps) if j != i
                            for c in other)
            else:
                b = self.on[comps[(i + 1) % len(comps)][0]]
                cuts.extend([-self.on[c], -b, exit_lit] for c in comp)
        self.cuts_added += len(cuts)
        return cuts


class LoopOrder:
    """A walking direction along a single cycle, and a counter from a start cell.

    ``arc[(a, b)]`` is true when the loop goes from a to b.  ``count[cell]``
    is the counter on reaching the cell: 0 at the start, then each step into
    a cell adds that cell's amount (saturating at ``hi``).  The direction is
    left free, so both ways round the loop are tried.
    """

    def __init__(self, model: SatModel, cycle: SingleCycle, start: Cell,
                 amounts: dict[Cell, int | Lit], hi: int, amounts_are_lits: bool = False):
        self.model = model
        self.arc: dict[tuple[Cell, Cell], Lit] = {}
        outs: dict[Cell, list[Lit]] = {}
        ins: dict[Cell, list[Lit]] = {}
        for (a, b), link in cycle.links.items():
            ab, ba = model.new_bool(), model.new_bool()
            self.arc[(a, b)], self.arc[(b, a)] = ab, ba
            model.equiv_or(link, [ab, ba])
            model.add_clause([-ab, -ba])
            outs.setdefault(a, []).append(ab)
            ins.setdefault(b, []).append(ab)
            outs.setdefault(b, []).append(ba)
            ins.setdefault(a, []).append(ba)
        for cell, on in cycle.on.items():
            for group in (outs[cell], ins[cell]):
                model.implies_any(on, group)
                model.at_most_one(group)
        self.count: dict[Cell, IntVar] = {c: model.new_int(0, hi) for c in cycle.on}
        if start in self.count:
            model.int_equals(self.count[start], 0)
        for (a, b), lit in self.arc.items():
            if b == start:
                continue  # the walk ends where it began: no step back into the start
            amount = amounts.get(b, 0)
            if amounts_are_lits:
                if amount == 0:
                    model.int_offset(self.count[b], self.count[a], 0, [lit])
                else:
                    model.int_offset(self.count[b], self.count[a], amount, [lit], amount_is_lit=True)
            else:
                model.int_offset(self.count[b], self.count[a], amount, [lit])


def loop_order(model: SatModel, cycle: SingleCycle, start: Cell,
               amounts: dict[Cell, int | Lit], hi: int, amounts_are_lits: bool = False) -> LoopOrder:
    """Orientation and a counter along ``cycle`` from ``start`` (see LoopOrder)."""
    return LoopOrder(model, cycle, start, amounts, hi, amounts_are_lits)
