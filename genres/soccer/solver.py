"""Ore Soccer as SAT clauses (shared rules §4), exact for every rule.

Facts (the projection that identifies an answer exactly):

    ("start", w)        the white circle w kicks off
    ("dest", w, d)      the white circle w ends on d (d == w: it stays)
    ("step", a, b)      the path joins the neighbouring cells a < b

Start, destinations and the undirected steps fix an answer: from the start
the steps can be walked one way only.  Everything else below (arc
directions, the counter) is auxiliary and never makes two answers count as two.

The path.  ``arc[a, b]``: the ball goes from a to b, for 8-neighbours a, b
that are not black circles (rule 2), and never out of a goal cell, so the
goal is entered only by the last step.  A cell is on the path when it is the
start or has one arc in; a start has no arc in; a cell on the path that is
not a goal cell has exactly one arc out.  Two diagonal steps across one grid
dot may not both be used (rule 1).

Turning (rule 3).  An arc u->v into a cell v that is no destination and no
goal cell must go on straight: arc[v, v + (v - u)].

Order (rule 5) and connectivity.  ``count[v]`` counts the destinations met
up to v: 1 at the start, and each arc a->b adds one when b is a
destination.  A numbered circle's destination has its number as count.  The
count never runs past the number of circles (a step into a destination
needs count < W), so it grows strictly round any closed cycle holding a
destination.  A cycle apart from the path cannot exist then: it would need
at least three turns, all on destinations.  So no connectivity cuts are needed.

Moves (rule 6).  Each circle picks exactly one destination among its cell
and its 8 neighbours that are no black circle and no goal cell; the start
stays; at most one circle ends on any cell (so none moves onto one that
stays); every destination is on the path (rule 4).  A move line may not be
a path step, nor cross a path step or another move line, and two circles may
not swap.  With ``strict_moves`` a circle may not move onto another circle's
cell at all (that would be a chain, or onto one that stays).
"""
from __future__ import annotations

from typing import Hashable

from genres.core.grid import Cell
from genres.core.sat import IntVar, Lit, SatModel

from .model import SoccerAnswer, SoccerPuzzle, crossing_diagonal, step_key


class SoccerEncoding:
    """The puzzle's clauses; ``facts`` maps start/dest/step facts to variables."""

    def __init__(self, puzzle: SoccerPuzzle):
        self.puzzle = puzzle
        self.model = SatModel()
        m = self.model
        p = puzzle
        self.white: list[Cell] = sorted(p.white)
        self.cells: list[Cell] = [c for c in p.geometry.cells() if c not in p.black]
        self.open = set(self.cells)
        self.facts: dict[Hashable, Lit] = {}

        # ----- start and moves ---------------------------------------------
        self.start: dict[Cell, Lit] = {w: m.new_bool() for w in self.white}
        m.exactly_one(list(self.start.values()))
        self.mv: dict[tuple[Cell, Cell], Lit] = {}
        for w in self.white:
            options = [w] + [d for d in p.geometry.neighbours8(w)
                             if d in self.open and d not in p.goal
                             and not (p.strict_moves and d in p.white)]
            lits = []
            for d in options:
                self.mv[(w, d)] = lit = m.new_bool()
                lits.append(lit)
                self.facts[("dest", w, d)] = lit
            m.exactly_one(lits)
            m.implies(self.start[w], self.mv[(w, w)])
            self.facts[("start", w)] = self.start[w]
        into: dict[Cell, list[Lit]] = {}
        for (w, d), lit in self.mv.items():
            into.setdefault(d, []).append(lit)
        for lits in into.values():
            m.at_most_one(lits)
        # is_dest[v]: some circle ends on v
        self.is_dest: dict[Cell, Lit] = {}
        for v in self.cells:
            lits = into.get(v, [])
            if not lits:
                self.is_dest[v] = -m.true_lit
            elif len(lits) == 1:
                self.is_dest[v] = lits[0]
            else:
                self.is_dest[v] = m.new_bool()
                m.equiv_or(self.is_dest[v], lits)

        # ----- the path ------------------------------------------------------
        self.arc: dict[tuple[Cell, Cell], Lit] = {}
        outs: dict[Cell, list[Lit]] = {v: [] for v in self.cells}
        ins: dict[Cell, list[Lit]] = {v: [] for v in self.cells}
        for a in self.cells:
            if a in p.goal:
                continue   # the path ends on entering the goal
            for b in p.geometry.neighbours8(a):
                if b in self.open:
                    self.arc[(a, b)] = lit = m.new_bool()
                    outs[a].append(lit)
                    ins[b].append(lit)
        self.on: dict[Cell, Lit] = {}
        for v in self.cells:
            starts_here = [self.start[v]] if v in self.start else []
            self.on[v] = on = m.new_bool()
            m.equiv_or(on, ins[v] + starts_here)
            m.at_most_one(ins[v] + starts_here)
            if v not in p.goal:
                m.at_most_one(outs[v])
                m.implies_any(on, outs[v])
                for lit in outs[v]:
                    m.implies(lit, on)
        self.steps: dict[tuple[Cell, Cell], Lit] = {}
        for (a, b), lit in self.arc.items():
            key = step_key(a, b)
            if key in self.steps:
                continue
            back = self.arc.get((b, a))
            if back is None:
                self.steps[key] = lit
            else:
                self.steps[key] = s = m.new_bool()
                m.equiv_or(s, [lit, back])
            self.facts[("step",) + key] = self.steps[key]
        for key, lit in self.steps.items():   # no X crossings
            other = crossing_diagonal(*key)
            if other is not None and key < other and other in self.steps:
                m.add_clause([-lit, -self.steps[other]])

        # ----- turning only on destinations ---------------------------------
        for (u, v), lit in self.arc.items():
            if v in p.goal:
                continue
            ahead = (2 * v[0] - u[0], 2 * v[1] - u[1])
            straight = self.arc.get((v, ahead))
            m.add_clause([-lit, self.is_dest[v]] + ([straight] if straight else []))

        # ----- every destination on the path; moves against the path ----------
        for (w, d), lit in self.mv.items():
            m.implies(lit, self.on[d])
            if d == w:
                continue
            if step_key(w, d) in self.steps:
                m.implies(lit, -self.steps[step_key(w, d)])
            other = crossing_diagonal(w, d)
            if other is not None and other in self.steps:
                m.implies(lit, -self.steps[other])
        self._moves_apart()

        # ----- the count of destinations met ------------------------------------
        n = max(1, len(self.white))
        self.count: dict[Cell, IntVar] = {v: m.new_int(1, n) for v in self.cells}
        for w in self.white:
            m.int_equals(self.count[w], 1, [self.start[w]])
        for (a, b), lit in self.arc.items():
            m.int_offset(self.count[b], self.count[a], self.is_dest[b], [lit], amount_is_lit=True)
            m.add_clause([-lit, -self.is_dest[b], -self.count[a].ge(m, n)])
        for w, k in p.number_map.items():
            for (w2, d), lit in self.mv.items():
                if w2 == w:
                    m.int_equals(self.count[d], k, [lit])

    def _moves_apart(self) -> None:
        """Move lines neither cross nor swap (nor, strictly, chain: see options)."""
        m = self.model
        lines: dict[tuple[Cell, Cell], list[Lit]] = {}
        for (w, d), lit in self.mv.items():
            if d != w:
                lines.setdefault(step_key(w, d), []).append(lit)
        for key, lits in lines.items():
            if len(lits) == 2:          # w->d and d->w: a swap
                m.add_clause([-lits[0], -lits[1]])
            other = crossing_diagonal(*key)
            if other is not None and key < other and other in lines:
                for a in lits:
                    for b in lines[other]:
                        m.add_clause([-a, -b])

    # ----- answers -----------------------------------------------------------
    def decode(self, values: dict[Hashable, bool]) -> SoccerAnswer:
        start = next((f[1] for f, v in values.items() if v and f[0] == "start"), None)
        moves = frozenset((f[1], f[2]) for f, v in values.items()
                          if v and f[0] == "dest" and f[1] != f[2])
        links: dict[Cell, list[Cell]] = {}
        for f, v in values.items():
            if v and f[0] == "step":
                links.setdefault(f[1], []).append(f[2])
                links.setdefault(f[2], []).append(f[1])
        path: list[Cell] = []
        if start is not None:
            path, prev = [start], None
            while True:
                nxt = [c for c in links.get(path[-1], []) if c != prev and c not in path]
                if not nxt:
                    break
                prev = path[-1]
                path.append(nxt[0])
        return SoccerAnswer(tuple(path), moves)


def encode(puzzle: SoccerPuzzle) -> SoccerEncoding:
    """The puzzle as SAT clauses (see the module docstring)."""
    return SoccerEncoding(puzzle)
