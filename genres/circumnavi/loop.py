"""Rules 1 and 3 of Circumnavi-Gates as named groups: "one loop" and "the circle".

The shared :class:`~genres.core.loops.SingleCycle` puts everything in one
block: what "the loop passes a cell" means, the degree clauses, the circle as
a required cell and connectivity cuts that lean on it.  An explanation must
be able to switch the circle off while the one-loop rule stays on (and the
other way round), so :class:`GroupedLoop` lays the same clauses out by what
each one needs:

* ``on[cell] <-> some link of the cell is used`` only defines ``on``: outside
  every group (a gate clue speaks of ``on`` whatever else is switched off);
* no dead end, no branch: the one-loop rule; so are the even crossings they
  imply (every straight line between two rows or columns is crossed an even
  number of times, :func:`~genres.core.loops.even_crossings`), whose XOR
  chains are named outside every group;
* the circle is on the loop: the circle clue;
* a 2x2 square without the circle is never the loop, and the cuts that say
  "a cycle away from the circle needs a way out": the one-loop rule and the
  circle together (each such clause names both selectors);
* with every group on (the verdict, the forced facts) the cuts are over the
  region round each stray cycle (see _stray_region_cuts);
* with the circle switched off the cuts fall back to a form that needs no
  required cell (a set of cells and a cell outside it both on need a link
  across its border), over regions round each cycle (see _region_cuts).

With every group on, the clauses are the ones SingleCycle makes.
"""
from __future__ import annotations

from contextlib import ExitStack

from genres.core.grid import Cell, Edge
from genres.core.loops import SingleCycle, even_crossings
from genres.core.sat import Assignment, Clause, Group, Lit, SatModel


def under_all(model: SatModel, groups: list[Group]) -> ExitStack:
    """Clauses added inside hold only while every one of ``groups`` is on."""
    stack = ExitStack()
    for g in groups:
        stack.enter_context(model.under(g))
    return stack


class GroupedLoop(SingleCycle):
    """A single cycle over ``links`` whose clauses sit in the one-loop group,
    the circle's group, or both (see the module docstring)."""

    def __init__(self, model: SatModel, links: dict[Edge, Lit], one_loop: Group,
                 circle: Cell | None, circle_group: Group | None):
        self._index_links(model, links)
        self.on: dict[Cell, Lit] = {}
        for cell, es in self.incident.items():
            on = model.new_bool()
            self.on[cell] = on
            model.equiv_or(on, [self.links[e] for e in es])   # a definition: no group
        definitions, parities = even_crossings(model, self.links)
        model._extend(definitions)   # names of XOR chains only: no group
        with model.under(one_loop):
            for es in self.incident.values():
                self._degree_clauses([self.links[e] for e in es])
            model._extend(parities)  # even crossings follow from the degrees
        self._link_list = [(lit, a, b) for (a, b), lit in self.links.items()]
        self.required = [circle] if circle is not None and circle in self.on else []
        self.circle_selector = circle_group.selector if circle_group is not None else 0
        if self.required and circle_group is not None:
            with model.under(circle_group):
                model.add_clause([self.on[circle]])
            with under_all(model, [one_loop, circle_group]):
                self._forbid_small_squares()
        self.cuts_added = 0
        self.one_loop_selector = one_loop.selector
        # Registered outside the group: the check itself looks whether the
        # rule is on, and puts the condition where it keeps the cuts short.
        model.add_lazy(self._grouped_cuts)

    def _grouped_cuts(self, values: Assignment) -> list[Clause]:
        if not values[self.one_loop_selector]:
            return []   # the rule is off: nothing to enforce
        if self.required and values[self.circle_selector]:
            # Cuts that lean on the circle being on the loop say so.
            if values.every_group and self.model.whole_puzzle:
                # The verdict and the forced facts (explanations share their
                # model between questions: they keep the cycle cuts their
                # search was tuned on).
                return self._stray_region_cuts(values, [-self.one_loop_selector,
                                                        -self.circle_selector])
            return self._cycle_cuts(values, self.required,
                                    [-self.one_loop_selector, -self.circle_selector])
        return self._region_cuts(values, [-self.one_loop_selector])

    def _cycle_cuts(self, values: Assignment, required_cells: list[Cell],
                    unless: list[Lit]) -> list[Clause]:  # the circle on: SingleCycle's cuts
        """The cuts, conditioned on the groups they need (``unless``: a group
        off).  The condition goes on the clause that says what "exit" means
        ("exit -> some link leaves S, unless a group is off"), not on every
        "cell on -> exit" clause: those stay binary, as glucose likes them, and
        with a group off "exit" is free so they bind nothing."""
        comps = self.cycles(values)
        if len(comps) <= 1:
            return []
        m = self.model
        cuts: list[Clause] = []
        required = set(required_cells)
        for i, comp in enumerate(comps):
            inside = set(comp)
            # "exit": some link leaves S.  One new variable keeps the cut linear in |S|.
            exit_lit = m.new_bool()
            cuts.append([-exit_lit] + self._leaving(inside) + unless)
            if required - inside:
                # The circle lies elsewhere: no cell of S may be on without a way out.
                cuts.extend([-self.on[c], exit_lit] for c in comp)
            else:
                # S holds the circle: every cell of the other cycles needs a way in.
                cuts.extend([-self.on[c], exit_lit] for j, other in enumerate(comps) if j != i
                            for c in other)
        self.cuts_added += len(cuts)
        return cuts

    def _regions(self, comps: list[list[Cell]]) -> dict[Cell, int]:
        """Each cell reachable from a cycle of ``comps``: the index of the
        cycle it is nearest to (breadth first from every cycle at once)."""
        if not hasattr(self, "_neighbours"):
            # Per cell, the cells at the other end of its links (in the order
            # of ``incident``: ties between regions fall the same way as before).
            self._neighbours = {c: [e[1] if e[0] == c else e[0] for e in es]
                                for c, es in self.incident.items()}
        neighbours = self._neighbours
        region: dict[Cell, int] = {}
        frontier: list[Cell] = []
        for i, comp in enumerate(comps):
            for c in comp:
                region[c] = i
                frontier.append(c)
        while frontier:
            nxt = []
            for c in frontier:
                i = region[c]
                for d in neighbours[c]:
                    if d not in region:
                        region[d] = i
                        nxt.append(d)
            frontier = nxt
        return region

    def _stray_region_cuts(self, values: Assignment, unless: list[Lit]) -> list[Clause]:
        """With every group on: for each stray cycle (one away from the circle),
        the region R of cells nearer to it than to the other cycles (see
        _regions), and "a cell of R on needs a link across R's border" --
        true of the one loop whenever the circle lies outside R.  One round
        rules out every smaller or shifted cycle in that area, where the cycle
        cut rules out only that cycle: on the half-built 20x20 draft and its
        turned/mirrored versions, half the lazy rounds and a third of the CPU
        of its forced facts (issue #15).  Binary "on -> crossing" clauses, one
        per cell of R: the same length as the cycle cuts'."""
        comps = self.cycles(values)
        if len(comps) <= 1:
            return []
        circle = self.required[0]
        region = self._regions(comps)
        home = region.get(circle)       # the circle's region: never cut
        members: list[list[Cell]] = [[] for _ in comps]
        for d, i in region.items():
            members[i].append(d)
        # The links across each region's border, in one pass over the links.
        leaving: list[list[Lit]] = [[] for _ in comps]
        get = region.get
        for lit, a, b in self._link_list:
            i, j = get(a), get(b)
            if i != j:
                leaving[i].append(lit)
                leaving[j].append(lit)
        m, on = self.model, self.on
        cuts: list[Clause] = []
        for i, cells in enumerate(members):
            if i == home:
                continue
            crossing = m.new_bool()
            cuts.append([-crossing] + leaving[i] + unless)
            cuts.extend([-on[c], crossing] for c in cells)
        self.cuts_added += len(cuts)
        return cuts

    def _region_cuts(self, values: Assignment, unless: list[Lit]) -> list[Clause]:
        """Cuts with no circle to lean on.  True of any single loop and any set
        R of cells: a cell of R and a cell outside R both on need a link
        across R's border.  R is not just one cycle of the candidate but every
        cell nearer to it than to the other cycles, so one cut rules out each
        smaller or shifted cycle in that area too (cutting the cycle alone made
        the solver try hundreds of loops on a board whose clues are switched
        off, as an explanation does)."""
        comps = self.cycles(values)
        if len(comps) <= 1:
            return []
        m = self.model
        region = self._regions(comps)
        cuts: list[Clause] = []
        # "Some cell of region j is on" (j = len(comps): the cells no region
        # reaches), each its own variable, only ever forced true: then "some
        # cell outside R is on" takes one clause per other region rather than
        # one per cell outside, which kept a 36x20 board's rounds thousands of
        # clauses long.
        members: list[list[Cell]] = [[] for _ in range(len(comps) + 1)]
        for d in self.on:
            members[region.get(d, len(comps))].append(d)
        any_on = []
        for cells in members:
            lit = m.new_bool()
            any_on.append(lit)
            cuts.extend([-self.on[d], lit] for d in cells)
        for i in range(len(comps)):
            inside = set(members[i])
            crossing, outside = m.new_bool(), m.new_bool()
            cuts.append([-crossing] + self._leaving(inside) + unless)
            cuts.extend([-lit, outside] for j, lit in enumerate(any_on) if j != i and members[j])
            cuts.extend([-self.on[c], -outside, crossing] for c in inside)
        self.cuts_added += len(cuts)
        return cuts
