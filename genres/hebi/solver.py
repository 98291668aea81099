"""Hebi-Ichigo as SAT clauses (shared rules §3), exact for every rule.

Facts: ``("digit", cell, k)`` for every white cell and k in 1..5, true when
the cell holds k.  Each white cell holds exactly one of 0 (empty), 1..5.

Rule 1 (groups are snakes).  A cell holding k<5 has exactly one neighbour
holding k+1, and a cell holding k>1 exactly one holding k-1.  That is all it
takes: in the graph joining neighbours whose digits differ by one, 1s and 5s
then have one partner and 2-4 two, with exactly one partner on each side,
so every component is a run 1-2-3-4-5 (a cycle would need a 2 without a 1,
a turn back such as 1-2-1 a 2 with two 1s).  Conversely in a correct answer a
neighbour holding k±1 is always in the same group, so the counts hold.

Rule 2 (snakes never touch).  Neighbours whose digits differ by one are one
group by definition.  Along a snake, digit parity follows the checkerboard
colour of the cell, so two neighbours holding digits of equal parity are
always different snakes: forbidden.  What remains are 1 next to 4 and 2 next
to 5; they are one snake exactly when the snake bends round a 2x2 square
(1-2-3-4 or 2-3-4-5), so such a pair needs that square.

Rule 3 (arrows).  With N=0 nothing is written along the arrow's line of
sight; with N>0 a chain "the first written cell from here on holds N" is
started at the cell next to the arrow.

Rule 4 (eyes).  A snake can never see its own body: to reach the line in
front of its head, the body would have to get round the head from the 2,
at least four steps, putting that cell at 6 or more.  So the rule becomes
"a head with its 2 behind it sees no written cell at all", with one shared
"nothing written from this cell on, looking this way" variable per cell and
direction.

Named groups (for explanations; see SatModel.group).  Each arrow is a clue
group "clue R,C" holding exactly what its number says; an arrow without a
number says nothing beyond its black cell, so its group is empty (it is
always redundant, which is the truth).  Black cells are the board itself:
the encoding keeps no variable for them, so they need no group.  The rule
families are "rule snake-shape" (rule 1), "rule no-touching" (rule 2) and
"rule eyes" (rule 4).  Two parts of the clauses above lean on rule 1 as well
as their own rule: a 1 next to a 4 needing the 2x2 bend, and the eyes seeing
nothing at all (both argue from snakes being runs of five), so those clauses
hold only while rule 1 is on too, and an explanation using them names both.
Clauses that only define helper variables ("each cell holds one of 0..5",
"nothing written from here on") stay outside every group.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from typing import Hashable

from genres.core.grid import Cell
from genres.core.sat import Clause, Lit, SatModel
from genres.core.violation import cell_name

from .model import DIRECTIONS, SNAKE_LENGTH, Arrow, HebiAnswer, HebiPuzzle, digit_fact

DIGITS = range(1, SNAKE_LENGTH + 1)


class HebiEncoding:
    """The puzzle's clauses; ``facts`` maps ("digit", cell, k) to its variable."""

    def __init__(self, puzzle: HebiPuzzle):
        self.puzzle = puzzle
        self.model = SatModel()
        m = self.model
        self.white: list[Cell] = puzzle.white_cells()
        # holds[cell][k]: the cell holds k (0 = empty)
        self.holds: dict[Cell, list[Lit]] = {}
        self._cells()
        self.facts: dict[Hashable, Lit] = {
            digit_fact(cell, k): self.holds[cell][k] for cell in self.white for k in DIGITS}
        self._empty_ahead: dict[tuple[Cell, tuple[int, int]], Lit] = {}
        self.snake_shape = m.group("rule snake-shape", "rule", translate("hebi-ichigo", "the snake-shape rule"))
        self.no_touching = m.group("rule no-touching", "rule", translate("hebi-ichigo", "the no-touching rule"))
        self.eyes = m.group("rule eyes", "rule", translate("hebi-ichigo", "the eyes rule"))
        self._snakes_are_runs()
        self._snakes_do_not_touch()
        self._arrows()
        self._eyes()

    def _cells(self) -> None:
        for cell in self.white:
            self.holds[cell] = self.model.new_bools(SNAKE_LENGTH + 1)
            self.model.exactly_one(self.holds[cell])

    # ----- helpers -----------------------------------------------------
    def _white_neighbours(self, cell: Cell) -> list[Cell]:
        return [n for n in self.puzzle.geometry.neighbours4(cell) if n in self.holds]

    def _empty(self, cell: Cell) -> Lit:
        return self.holds[cell][0]

    def empty_ahead(self, cell: Cell, step: tuple[int, int]) -> Lit:
        """A literal: nothing is written from ``cell`` (included) along ``step``
        up to the first black cell or the border.  Off the board or on a black
        cell that holds trivially."""
        if cell not in self.holds:
            return self.model.true_lit
        key = (cell, step)
        lit = self._empty_ahead.get(key)
        if lit is None:
            # Build the chain from the far end so no recursion runs deep.
            line = [cell] + self.puzzle.sight_line(cell, step)
            after = self.model.true_lit
            for c in reversed(line):
                known = self._empty_ahead.get((c, step))
                if known is None:
                    known = self.model.and_gate(self._empty(c), after)
                    self._empty_ahead[(c, step)] = known
                after = known
            lit = self._empty_ahead[key]
        return lit

    # ----- rules -------------------------------------------------------
    def _snakes_are_runs(self) -> None:
        m = self.model
        holds = self.holds
        batch: list[Clause] = []    # one batch: this is most of the encoding's clauses
        for cell in self.white:
            around = [holds[n] for n in self._white_neighbours(cell)]
            here_row = holds[cell]
            for k in DIGITS:
                here = -here_row[k]
                for other in (k - 1, k + 1):
                    if not 1 <= other <= SNAKE_LENGTH:
                        continue
                    partners = [row[other] for row in around]
                    batch.append([here, *partners])
                    batch += [[here, -a, -b] for i, a in enumerate(partners) for b in partners[i + 1:]]
        with m.under(self.snake_shape):
            m.add_clauses(batch)

    # Digit pairs of two neighbouring cells: equal parity is always two snakes
    # (rule 2 alone); 1 by 4 and 2 by 5 only as corners of a bent run round a
    # 2x2 square (rules 1+2), listed as (digit of the first cell, of the second).
    _APART = tuple((i, j) for i in DIGITS for j in DIGITS if (i - j) % 2 == 0)
    _BENDS = tuple((i, j) for i in DIGITS for j in DIGITS if abs(i - j) == 3)

    def _snakes_do_not_touch(self) -> None:
        m = self.model
        holds = self.holds
        apart: list[Clause] = []
        bends: list[Clause] = []
        squares: list[Clause] = []   # what the bends' helper variables mean (no group)
        for a in self.white:
            ha = holds[a]
            for b in self._white_neighbours(a):
                if b < a:
                    continue  # each neighbouring pair once
                hb = holds[b]
                apart += [[-ha[i], -hb[j]] for i, j in self._APART]
                for i, j in self._BENDS:
                    low, high = (a, b) if i < j else (b, a)
                    bends.append(self._needs_square(low, high, min(i, j), squares))
        m.add_clauses(squares)
        with m.under(self.no_touching):
            m.add_clauses(apart)
            with m.under(self.snake_shape):
                m.add_clauses(bends)

    def _needs_square(self, low: Cell, high: Cell, d: int, squares: list[Clause]) -> Clause:
        """The clause "``low`` holds d and its neighbour ``high`` holds d+3 only
        as corners of a bent run d, d+1, d+2, d+3 round a 2x2 square" (the
        clauses defining the helper variables naming each square go to
        ``squares``, added in one batch)."""
        m = self.model
        holds = self.holds
        dr, dc = high[0] - low[0], high[1] - low[1]
        ways = []
        for sr, sc in ((dc, dr), (-dc, -dr)):   # the two sides across the pair
            hp = holds.get((low[0] + sr, low[1] + sc))
            hq = holds.get((high[0] + sr, high[1] + sc))
            if hp is not None and hq is not None:
                way = m.new_bool()
                squares += ([-way, hp[d + 1]], [-way, hq[d + 2]])
                ways.append(way)
        return [-holds[low][d], -holds[high][d + 3], *ways]

    def _arrows(self) -> None:
        m = self.model
        for cell, arrow in sorted(self.puzzle.arrow_map.items()):
            group = m.group(f"clue {cell[0]},{cell[1]}", "clue", arrow_text(cell, arrow), (cell,))
            if arrow.number is None:
                continue  # an arrow without a number constrains nothing: its group stays empty
            line = self.puzzle.sight_line(cell, arrow.step)
            if arrow.number == 0:
                if line:
                    nothing = self.empty_ahead(line[0], arrow.step)   # a definition: outside
                    with m.under(group):
                        m.add_clause([nothing])
                continue
            with m.under(group):
                if not line:
                    m.add_clause([])  # it must see a digit but sees no white cell
                    continue
                # first[i]: the first written cell from line[i] on holds N.
                n = arrow.number
                first = m.new_bools(len(line))
                m.add_clause([first[0]])
                for i, c in enumerate(line):
                    hit = self.holds[c][n]
                    m.add_clause([-first[i], hit, self._empty(c)])
                    m.add_clause([-first[i], hit] + ([first[i + 1]] if i + 1 < len(line) else []))

    def _eyes(self) -> None:
        m = self.model
        blind: list[Clause] = []
        for head in self.white:
            for step in DIRECTIONS.values():
                neck = (head[0] - step[0], head[1] - step[1])
                ahead = (head[0] + step[0], head[1] + step[1])
                if neck not in self.holds or ahead not in self.holds:
                    continue
                blind.append([-self.holds[head][1], -self.holds[neck][2],
                              self.empty_ahead(ahead, step)])
        # "Sees nothing at all" needs rule 1 too (a snake cannot see its own body).
        with m.under(self.eyes), m.under(self.snake_shape):
            m.add_clauses(blind)

    # ----- answers -----------------------------------------------------
    def decode(self, values: dict[Hashable, bool]) -> HebiAnswer:
        return HebiAnswer(frozenset((cell, k) for (_, cell, k), v in values.items() if v))


def arrow_text(cell: Cell, arrow: Arrow) -> str:
    """What a sentence calls an arrow clue: "the 3 on the right arrow at row 2, column 5"."""
    if arrow.number is None:
        return translate("hebi-ichigo", _ARROW_TEXTS[arrow.direction]).format(place=cell_name(cell))
    return translate("hebi-ichigo", _NUMBERED_ARROW_TEXTS[arrow.direction]).format(
        n=arrow.number, place=cell_name(cell))


_ARROW_TEXTS = {"up": QT_TRANSLATE_NOOP("hebi-ichigo", "the up arrow at {place}"),
                "down": QT_TRANSLATE_NOOP("hebi-ichigo", "the down arrow at {place}"),
                "left": QT_TRANSLATE_NOOP("hebi-ichigo", "the left arrow at {place}"),
                "right": QT_TRANSLATE_NOOP("hebi-ichigo", "the right arrow at {place}")}
_NUMBERED_ARROW_TEXTS = {"up": QT_TRANSLATE_NOOP("hebi-ichigo", "the {n} on the up arrow at {place}"),
                         "down": QT_TRANSLATE_NOOP("hebi-ichigo", "the {n} on the down arrow at {place}"),
                         "left": QT_TRANSLATE_NOOP("hebi-ichigo", "the {n} on the left arrow at {place}"),
                         "right": QT_TRANSLATE_NOOP("hebi-ichigo", "the {n} on the right arrow at {place}")}


def encode(puzzle: HebiPuzzle) -> HebiEncoding:
    """The puzzle as SAT clauses (see the module docstring)."""
    return HebiEncoding(puzzle)
