"""Ore Soccer as SAT clauses (shared rules §4), exact for every rule.

Facts (the projection that identifies an answer exactly):

    ("start", w)        the white circle w kicks off
    ("dest", w, d)      the white circle w ends on d (d == w: it stays)
    ("step", a, b)      the path joins the neighbouring cells a < b

Start, destinations and the undirected steps fix an answer: from the start
the steps can be walked one way only.  Everything else below (arc
directions, the counter) is auxiliary and never makes two answers count as two.

Named groups.  Every clause that is a rule of the genre or a clue of the
puzzle sits behind the selector of a named group (SatModel.group), so an
explanation can say which clues and rules force a fact and an author can ask
whether a clue is needed.  Clues: each white circle ("clue r,c": it must be
reached, and a number says when), each black circle ("clue r,c": the path
and the moves avoid it), the goal ("clue goal": the path runs on until it
enters the goal).  Rule families, see RULES below.  Only definitions of
auxiliary variables (``on``, ``is_dest``, a step from its two arcs, the
order bits of an integer) stay outside every group: they hold in any
assignment of the facts.

The path.  ``arc[a, b]``: the ball goes from a to b, for 8-neighbours a, b,
and never out of a goal cell, so the goal is entered only by the last step.
Black circles get arcs and moves too, all forbidden by their clue: switched
off, the clue leaves the same board as the puzzle without that circle.  A
cell is on the path when it is the start or has one arc in; a start has no
arc in; a cell on the path has at most one arc out, and one (the goal clue)
unless it is a goal cell.  Two diagonal steps across one grid dot may not
both be used (rule 1).

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
and its 8 neighbours that are no goal cell; the start stays; at most one
circle ends on any cell (so none moves onto one that stays); every
destination is on the path (rule 4, in each circle's clue).  A move line may
not be a path step, nor cross a path step or another move line, and two
circles may not swap.  With ``strict_moves`` a circle may not move onto
another circle's cell at all (that would be a chain, or onto one that stays).
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from typing import Hashable

from genres.core.grid import Cell
from genres.core.sat import Clause, IntVar, Lit, SatModel
from genres.core.violation import cell_name

from .model import (SoccerAnswer, SoccerPuzzle, crossing_diagonal, dest_fact, dest_of, start_fact, start_of,
                    step_fact, step_key, step_of)

# Rule families: group name -> what a sentence calls it.
RULES = {
    "rule kick-off": QT_TRANSLATE_NOOP("ore-soccer", "the kick-off rule (one circle kicks off and stays)"),
    "rule simple-path": QT_TRANSLATE_NOOP("ore-soccer", "the rule that the path never visits a cell twice "
                                          "or crosses itself"),
    "rule straight": QT_TRANSLATE_NOOP("ore-soccer", "the rule that the path goes straight except on a "
                                       "circle"),
    "rule moves": QT_TRANSLATE_NOOP("ore-soccer", "the move rules (one step at most, one circle a cell, "
                                    "move lines cross neither the path nor each other)"),
    "rule order": QT_TRANSLATE_NOOP("ore-soccer", "the rule that circles count in the order the ball "
                                    "reaches them"),
}
GOAL_GROUP = "clue goal"


def clue_name(cell: Cell) -> str:
    """The stable group key of the clue on a cell (rows and columns from 0)."""
    return f"clue {cell[0]},{cell[1]}"


def clue_text(puzzle: SoccerPuzzle, cell: Cell) -> str:
    """What a sentence calls the circle on a cell."""
    if cell in puzzle.black:
        return translate("ore-soccer", "the black circle at {place}").format(place=cell_name(cell))
    k = puzzle.number(cell)
    if k is not None:
        return translate("ore-soccer", "the {n} at {place}").format(n=k, place=cell_name(cell))
    return translate("ore-soccer", "the white circle at {place}").format(place=cell_name(cell))


class SoccerEncoding:
    """The puzzle's clauses; ``facts`` maps start/dest/step facts to variables."""

    def __init__(self, puzzle: SoccerPuzzle):
        self.puzzle = puzzle
        self.model = SatModel()
        m = self.model
        p = puzzle
        self.white: list[Cell] = sorted(p.white)
        # Black circles are cells like any other here; their clues keep the path off.
        self.cells: list[Cell] = list(p.geometry.cells())
        self.facts: dict[Hashable, Lit] = {}
        self.rule = {name: m.group(name, "rule", translate("ore-soccer", text)) for name, text in RULES.items()}
        self.clue = {}
        for w in self.white:
            self.clue[w] = m.group(clue_name(w), "clue", clue_text(p, w), (w,))
        for b in sorted(p.black):
            self.clue[b] = m.group(clue_name(b), "clue", clue_text(p, b), (b,))
        self.clue_goal = m.group(GOAL_GROUP, "clue", translate("ore-soccer", "the goal"), tuple(sorted(p.goal)))

        self._circles()
        self._kick_off()
        self._moves()
        self._path()
        with m.under(self.rule["rule straight"]):
            self._turns()
        self._moves_against_path()
        # The counters' own order bits are definitions: made outside every group.
        n = max(1, len(self.white))
        self.count: dict[Cell, IntVar] = {v: m.new_int(1, n) for v in self.cells}
        with m.under(self.rule["rule order"]):
            self._order()
        self._clues()

    # ----- start and moves ---------------------------------------------
    def _circles(self) -> None:
        """The start and move variables (``start[w]``, ``mv[w, d]``), ``is_dest``.

        Only variables and their definitions here: the rules on them are the
        kick-off (_kick_off) and the moves (_moves), one group each."""
        m, p = self.model, self.puzzle
        self.start: dict[Cell, Lit] = {w: m.new_bool() for w in self.white}
        self.mv: dict[tuple[Cell, Cell], Lit] = {}
        self.options: dict[Cell, list[Lit]] = {}    # a circle's move literals, staying first
        for w in self.white:
            options = [w] + [d for d in p.geometry.neighbours8(w)
                             if d not in p.goal and not (p.strict_moves and d in p.white)]
            self.options[w] = lits = []
            for d in options:
                self.mv[(w, d)] = lit = m.new_bool()
                lits.append(lit)
                if d not in p.black:   # a move onto a black circle is no fact: its clue forbids it
                    self.facts[dest_fact(w, d)] = lit
            self.facts[start_fact(w)] = self.start[w]
        self.into: dict[Cell, list[Lit]] = {}        # the moves ending on a cell
        for (w, d), lit in self.mv.items():
            self.into.setdefault(d, []).append(lit)
        # is_dest[v]: some circle ends on v
        self.is_dest: dict[Cell, Lit] = {}
        for v in self.cells:
            lits = self.into.get(v, [])
            if not lits:
                self.is_dest[v] = -m.true_lit
            elif len(lits) == 1:
                self.is_dest[v] = lits[0]
            else:
                self.is_dest[v] = m.new_bool()
                m.equiv_or(self.is_dest[v], lits)

    def _kick_off(self) -> None:
        """One circle kicks off, and it stays (rule kick-off)."""
        m = self.model
        with m.under(self.rule["rule kick-off"]):
            m.exactly_one(list(self.start.values()))
            for w in self.white:
                m.implies(self.start[w], self.mv[(w, w)])

    def _moves(self) -> None:
        """Each circle ends on one cell, no two on the same one (rule moves;
        the move lines' own rules are in _moves_against_path)."""
        m = self.model
        with m.under(self.rule["rule moves"]):
            for w in self.white:
                m.exactly_one(self.options[w])
            for lits in self.into.values():
                m.at_most_one(lits)

    # ----- the path ------------------------------------------------------
    def _path(self) -> None:
        m, p = self.model, self.puzzle
        self.arc: dict[tuple[Cell, Cell], Lit] = {}
        outs: dict[Cell, list[Lit]] = {v: [] for v in self.cells}
        ins: dict[Cell, list[Lit]] = {v: [] for v in self.cells}
        for a in self.cells:
            if a in p.goal:
                continue   # the path ends on entering the goal
            for b in p.geometry.neighbours8(a):
                self.arc[(a, b)] = lit = m.new_bool()
                outs[a].append(lit)
                ins[b].append(lit)
        self.on: dict[Cell, Lit] = {}
        simple, goal = self.rule["rule simple-path"], self.clue_goal
        for v in self.cells:
            starts_here = [self.start[v]] if v in self.start else []
            self.on[v] = on = m.new_bool()
            m.equiv_or(on, ins[v] + starts_here)
            with m.under(simple):
                m.at_most_one(ins[v] + starts_here)
            if v not in p.goal:
                with m.under(simple):
                    m.at_most_one(outs[v])
                    m.add_clauses([-lit, on] for lit in outs[v])
                with m.under(goal):
                    m.implies_any(on, outs[v])
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
            if not (set(key) & p.black):   # a step onto a black circle is no fact either
                self.facts[step_fact(*key)] = self.steps[key]
        with m.under(simple):
            for key, lit in self.steps.items():   # no X crossings
                other = crossing_diagonal(*key)
                if other is not None and key < other and other in self.steps:
                    m.add_clause([-lit, -self.steps[other]])

    def _turns(self) -> None:
        """Turning only on destinations (rule straight)."""
        m, p = self.model, self.puzzle
        batch: list[Clause] = []
        for (u, v), lit in self.arc.items():
            if v in p.goal:
                continue
            ahead = (2 * v[0] - u[0], 2 * v[1] - u[1])
            straight = self.arc.get((v, ahead))
            turn_ok = [] if self.is_dest[v] == -m.true_lit else [self.is_dest[v]]
            batch.append([-lit] + turn_ok + ([straight] if straight else []))
        m.add_clauses(batch)

    def _moves_against_path(self) -> None:
        """Move lines are no path steps, cross none, nor each other (rule moves)."""
        m = self.model
        with m.under(self.rule["rule moves"]):
            for (w, d), lit in self.mv.items():
                if d == w:
                    continue
                if step_key(w, d) in self.steps:
                    m.implies(lit, -self.steps[step_key(w, d)])
                other = crossing_diagonal(w, d)
                if other is not None and other in self.steps:
                    m.implies(lit, -self.steps[other])
            self._moves_apart()

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

    # ----- the count of destinations met ------------------------------------
    def _order(self) -> None:
        m = self.model
        n = max(1, len(self.white))
        for w in self.white:
            m.int_equals(self.count[w], 1, [self.start[w]])
        never = -m.true_lit
        guard = -self.rule["rule order"].selector
        batch: list[list[Lit]] = []
        for (a, b), lit in self.arc.items():
            inc = self.is_dest[b]
            self._carry(batch, lit, self.count[a], self.count[b], None if inc == never else inc)
            if inc != never:
                batch.append([-lit, -inc, -self.count[a].ge(m, n), guard])
        # The carries are most of the model: written straight into its clause
        # list (with the group's guard) instead of one add_clause call each,
        # which kept the encoding as fast as before it had groups.
        m.clauses.extend(batch)

    def _carry(self, batch: list, lit: Lit, x: IntVar, y: IntVar, inc: Lit | None) -> None:
        """lit -> y == x + (inc ? 1 : 0), both counters on [1, n] (SatModel.int_offset,
        unrolled, saturation never needed: the step into a destination needs x < n)."""
        guard = -self.rule["rule order"].selector
        xb, yb = x.ge_bits, y.ge_bits            # xb[i] is "x >= i + 2"
        for i, yv in enumerate(yb):
            xv = xb[i]
            batch.append([-lit, -xv, yv, guard])
            if inc is None:
                batch.append([-lit, -yv, xv, guard])
                continue
            batch.append([-lit, -yv, xv, inc, guard])
            if i == 0:                           # x >= 1 always holds
                batch.append([-lit, -inc, yv, guard])
            else:
                batch.append([-lit, -inc, -xb[i - 1], yv, guard])
                batch.append([-lit, -yv, xb[i - 1], guard])

    # ----- the clues -----------------------------------------------------------
    def _clues(self) -> None:
        m, p = self.model, self.puzzle
        for w in self.white:
            with m.under(self.clue[w]):
                k = p.number(w)
                for (w2, d), lit in self.mv.items():
                    if w2 != w:
                        continue
                    m.implies(lit, self.on[d])          # rule 4: it is reached
                    if k is not None:                    # rule 5: the k-th destination
                        m.int_equals(self.count[d], k, [lit])
        for b in sorted(p.black):
            with m.under(self.clue[b]):
                m.add_clause([-self.on[b]])
                for (w, d), lit in self.mv.items():
                    if d == b:
                        m.add_clause([-lit])

    # ----- answers -----------------------------------------------------------
    def decode(self, values: dict[Hashable, bool]) -> SoccerAnswer:
        start = next((start_of(f) for f, v in values.items() if v and start_of(f) is not None), None)
        moves = frozenset(m for m in (dest_of(f) for f, v in values.items() if v)
                          if m is not None and m[0] != m[1])
        links: dict[Cell, list[Cell]] = {}
        for f, v in values.items():
            if v and step_of(f) is not None:
                a, b = step_of(f)
                links.setdefault(a, []).append(b)
                links.setdefault(b, []).append(a)
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
