"""Connected regions of cells, on a :class:`~genres.core.sat.SatModel`.

A :class:`Regions` is a literal per cell ("the cell is shaded", "inside") and
the cells' neighbours.  It reads the regions of a candidate solution, and its
two constraints keep regions whole by lazy cuts (each cut is true of every
real solution, so it stays for good, see :meth:`SatModel.add_lazy`):

* :meth:`Regions.connected` -- the cells of one value form a single region;
* :meth:`Regions.reach` -- every cell of one value reaches a target cell (the
  border, say) through cells of that value.

Both also give the cuts about a single cell up front, which saves lazy rounds
(each a solve that re-propagates every selector).  Call them inside
``model.under(group)`` to make them a named rule.
"""
from __future__ import annotations

from typing import Callable, Collection, Iterable

from .graph import index_components, index_rim
from .grid import Cell
from .sat import Assignment, Clause, Lit, SatModel


class Regions:
    """Cells with a literal each, and who neighbours whom."""

    def __init__(self, model: SatModel, lits: dict[Cell, Lit],
                 neighbours: Callable[[Cell], Iterable[Cell]]):
        self.model = model
        self.lits = lits
        self.neighbours = neighbours
        self.cuts_added = 0
        self._cells: list[Cell] | None = None       # by index: made on first read
        self._nbrs: list[list[int]] = []
        self._vars: list[Lit] | None = None          # the cells' literals, in order

    def has(self, cell: Cell, value: bool = True) -> Lit:
        """The literal "``cell`` has this value"."""
        return self.lits[cell] if value else -self.lits[cell]

    def _lit_of(self, value: bool) -> Callable[[Cell], Lit]:
        """:meth:`has` for one value, as a plain function of the cell."""
        lits = self.lits
        return lits.__getitem__ if value else (lambda c: -lits[c])

    def _index(self) -> None:
        """Number the cells in the order of ``lits`` (once): the lazy checks
        run on every candidate of thousands of questions, so they work on
        lists of indices, not on cells, sets and dict look-ups."""
        if self._cells is not None:
            return
        cells = list(self.lits)
        index = {c: i for i, c in enumerate(cells)}
        self._nbrs = [[index[n] for n in self.neighbours(c)] for c in cells]
        self._vars = list(self.lits.values())
        self._neg = [-v for v in self._vars]
        # A rim is listed sorted by cell; when the cells come sorted (a grid
        # in reading order) sorting their indices does the same, cheaper.
        self._sorted = all(a < b for a, b in zip(cells, cells[1:]))
        self._cells = cells

    def _flags(self, values: Assignment) -> list[bool]:
        """Per cell, in the order of ``lits``: is its literal true."""
        key = (id(self), "flags")
        if key not in values.cache:
            self._index()
            values.cache[key] = values.truths(self._vars)
        return values.cache[key]

    def _groups(self, values: Assignment, value: bool) -> list[list[int]]:
        """The regions of cells with this value as sorted lists of indices, in
        order of their smallest index."""
        flags = self._flags(values)
        members = flags if value else [not f for f in flags]
        return index_components(members, self._nbrs)

    def _rim_lits(self, group: list[int], value: bool) -> list[Lit]:
        """``has(n, value)`` for each cell n next to a region (given by
        indices) and not in it, sorted by cell."""
        order = index_rim(group, self._nbrs, len(self._nbrs))
        if not self._sorted:
            order.sort(key=self._cells.__getitem__)
        lits = self._vars if value else self._neg
        return [lits[j] for j in order]

    # ----- constraints ------------------------------------------------------
    def connected(self, value: bool = True, anchor: Cell | None = None,
                  prefer: Collection[Cell] = ()) -> None:
        """The cells with this value form one region (or none).

        ``anchor``: a cell known to have the value when any does; up front, every
        other cell joins it only through a neighbour of the value.  The cuts
        name a region by a cell of ``prefer`` when it has one (cells whose value
        is fixed make the strongest cuts), else by its first cell."""
        if anchor is not None:
            lit = self._lit_of(value)
            here = -lit(anchor)
            self.model._extend([[-lit(c), here] + [lit(n) for n in self.neighbours(c)]
                                for c in self.lits if c != anchor])

        anchor_at: list[int] = []       # the anchor's index, found on first use

        def cuts(values: Assignment) -> list[Clause]:
            groups = self._groups(values, value)
            if len(groups) <= 1:
                return []
            if anchor is not None and values.every_group and values[self.has(anchor, value)]:
                if not anchor_at:
                    anchor_at.append(self._cells.index(anchor))
                out = self._anchored_cuts(groups, anchor_at[0], value)
            else:
                # Cells u and v of two regions both have the value only if some
                # neighbour of u's region outside it joins in.
                cells = self._cells
                lits = self._vars if value else self._neg
                reps = [next((i for i in g if cells[i] in prefer), g[0]) for g in groups]
                k = len(groups)
                out = [[-lits[reps[i]], -lits[reps[(i + 1) % k]]] + self._rim_lits(group, value)
                       for i, group in enumerate(groups)]
            self.cuts_added += len(out)
            return out

        self.model.add_lazy(cuts)

    def no_checkerboard(self) -> None:
        """No 2x2 block of cells holds the two values crosswise: the border
        between them (a Corral's loop) never touches itself.  Cells are
        (row, column) pairs."""
        x = self.lits
        blocks = [(x[(r, c)], x[(r, c + 1)], x[(r + 1, c)], x[(r + 1, c + 1)])
                  for (r, c) in x if (r + 1, c + 1) in x and (r, c + 1) in x and (r + 1, c) in x]
        self.model._extend([clause for a, b, d, e in blocks
                            for clause in ([-a, b, d, -e], [a, -b, -d, e])])

    def _anchored_cuts(self, regions: list[list[int]], anchor: int, value: bool) -> list[Clause]:
        """Cuts for a candidate whose anchor has the value, one "exit" literal
        per region (true only when a cell of its rim has the value): with the
        anchor, no cell of another region has the value without its region's
        exit, and none outside the anchor's region without that region's exit.
        Every cell of a region is cut at once, not one cell per region: a
        20x20 Corral needs less than half the lazy rounds (bench/bench_forced.py).
        Only with every group on: an explanation's thousands of questions about
        a few groups took twice as long with them (corral-02: 3.2 s against 1.5 s)."""
        m = self.model
        lits = self._vars if value else self._neg
        a = -lits[anchor]
        out: list[Clause] = []
        for i, region in enumerate(regions):
            exit_lit = m.new_bool()
            out.append([-exit_lit] + self._rim_lits(region, value))
            if anchor in region:
                out.extend([-lits[c], a, exit_lit] for j, other in enumerate(regions) if j != i
                           for c in other)
            else:
                out.extend([-lits[c], a, exit_lit] for c in region)
        return out

    def reach(self, is_target: Callable[[Cell], bool], value: bool = True) -> None:
        """Every cell with this value reaches a target cell through cells with
        the value (a target reaches itself)."""
        lit = self._lit_of(value)
        self.model._extend([[-lit(c)] + [lit(n) for n in self.neighbours(c)]
                            for c in self.lits if not is_target(c)])

        targets: list[bool] = []

        def cuts(values: Assignment) -> list[Clause]:
            if not targets:
                self._index()
                targets.extend(is_target(c) for c in self._cells)
            out: list[Clause] = []
            lits = self._vars if value else self._neg
            for group in self._groups(values, value):
                if any(targets[i] for i in group):
                    continue
                # No target in it: a cell of it gets out only through its rim.
                rim = self._rim_lits(group, value)
                out.extend([-lits[i]] + rim for i in group)
            self.cuts_added += len(out)
            return out

        self.model.add_lazy(cuts)
