"""One encoding for every Hebi-Ichigo puzzle of a board size, for the
generator's many uniqueness questions.

Making a 15x15 puzzle asks some 250 verdicts on puzzles that differ by one
black cell or arrow; encoding each afresh took 40-70 ms where its two solves
took under 10.  Here the board is encoded once with every cell's blackness a
variable and each arrow "the first digit seen this way is N" a literal, and a
puzzle is asked by assuming its black cells, its white cells and its arrows;
the solver keeps what it learnt between questions.

The rules are HebiEncoding's own (shared rules §3, the same clauses): only
what depends on the black cells changes.  A black cell holds no digit (it is
one more choice beside 0-5 in "each cell holds exactly one"), a line of sight
runs until a black cell, so "nothing written from here on" becomes "black
here, or empty here and nothing written from the next cell on", and an arrow
N>0 starts the chain "the first written cell from here on holds N", which a
black cell breaks.  Tests check every verdict against HebiEncoding's.
"""
from __future__ import annotations

from genres.core.analysis import (VERDICT_CONFLICTS, Cancelled, CancelToken, Verdict)
from genres.core.grid import Cell
from genres.core.sat import Lit, SolveInterrupted, SolveUndecided

from .model import DIRECTIONS, SNAKE_LENGTH, HebiPuzzle
from .solver import HebiEncoding


class OpenBoardEncoding(HebiEncoding):
    """HebiEncoding of a rows x cols board whose black cells are not fixed."""

    def __init__(self, rows: int, cols: int):
        self.black: dict[Cell, Lit] = {}
        self._first_seen: dict[tuple[Cell, tuple[int, int], int], Lit] = {}
        super().__init__(HebiPuzzle(rows, cols))   # no black cell, no arrow: all open

    def _cells(self) -> None:
        m = self.model
        for cell in self.white:
            self.holds[cell] = m.new_bools(SNAKE_LENGTH + 1)
            self.black[cell] = m.new_bool()
            m.exactly_one(self.holds[cell] + [self.black[cell]])

    def _ray(self, cell: Cell, step: tuple[int, int]) -> list[Cell]:
        """``cell`` and the cells after it along ``step`` to the border."""
        return [cell] + list(self.puzzle.geometry.ray(cell, step))

    def empty_ahead(self, cell: Cell, step: tuple[int, int]) -> Lit:
        """Nothing written from ``cell`` (included) along ``step`` before the
        first black cell or the border; true off the board."""
        if cell not in self.holds:
            return self.model.true_lit
        key = (cell, step)
        if key not in self._empty_ahead:
            m = self.model
            after = m.true_lit
            for c in reversed(self._ray(cell, step)):     # from the far end: no deep recursion
                here = self._empty_ahead.get((c, step))
                if here is None:
                    here = self._empty_ahead[(c, step)] = m.new_bool()
                    black, empty = self.black[c], self._empty(c)
                    # here <-> black or (empty and after)
                    m.add_clauses([[-here, black, empty], [-here, black, after], [here, -black],
                                   [here, -empty, -after]])
                after = here
        return self._empty_ahead[key]

    def first_seen(self, cell: Cell, step: tuple[int, int], n: int) -> Lit:
        """A literal that, when true, makes the first written cell from
        ``cell`` (included) along ``step`` hold ``n``, before any black cell
        (shared by every arrow looking along that line)."""
        key = (cell, step, n)
        if key not in self._first_seen:
            m = self.model
            after = None                                  # past the border nothing is seen
            for c in reversed(self._ray(cell, step)):
                here = self._first_seen.get((c, step, n))
                if here is None:
                    here = self._first_seen[(c, step, n)] = m.new_bool()
                    hit = self.holds[c][n]
                    # A black cell holds neither n nor 0: it ends the line unseen.
                    m.add_clause([-here, hit, self._empty(c)])
                    m.add_clause([-here, hit] + ([after] if after is not None else []))
                after = here
        return self._first_seen[key]

    def arrow_lit(self, cell: Cell, direction: str, number: int | None) -> Lit | None:
        """What an arrow on ``cell`` says, as one literal (None: nothing)."""
        if number is None:
            return None
        step = DIRECTIONS[direction]
        ahead = (cell[0] + step[0], cell[1] + step[1])
        if number == 0:
            return self.empty_ahead(ahead, step)
        if ahead not in self.holds:
            return -self.model.true_lit                   # it must see a digit but sees none
        return self.first_seen(ahead, step, number)


class OpenBoard:
    """Verdicts on puzzles of one board size from one solver (see the module doc)."""

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self.encoding = OpenBoardEncoding(rows, cols)
        self.model = self.encoding.model
        self.model.whole_puzzle = True

    def assumptions(self, puzzle: HebiPuzzle) -> list[Lit]:
        if (puzzle.rows, puzzle.cols) != (self.rows, self.cols):
            raise ValueError(f"a {puzzle.rows}x{puzzle.cols} puzzle asked of a "
                             f"{self.rows}x{self.cols} board")
        e = self.encoding
        out = [lit if cell in puzzle.black else -lit for cell, lit in e.black.items()]
        for cell, direction, number in sorted(puzzle.arrows, key=repr):
            lit = e.arrow_lit(cell, direction, number)
            if lit is not None:
                out.append(lit)
        return out

    def verdict(self, puzzle: HebiPuzzle, token: CancelToken | None = None,
                max_conflicts: int | None = None) -> Verdict:
        """As analysis.solve_verdict (the same answers); SolveUndecided past
        ``max_conflicts`` in either solve."""
        from . import GENRE
        token = token or CancelToken()
        token.check()
        assumptions = self.assumptions(puzzle)
        facts = self.encoding.facts
        token.attach(self.model)
        try:
            first = self.model.solve(assumptions, max_conflicts=max_conflicts)
            if first is None:
                return Verdict("none")
            # Every fact read in one pass (Assignment.truths): read one by one
            # they were a fifth of a symmetric 15x15 layout's time.
            names, lits = list(facts), list(facts.values())
            values = first.truths(lits)
            answer1 = self.encoding.decode(dict(zip(names, values)))
            # "Some digit differs", switched on for this question only.
            selector = self.model.new_bool()
            self.model.add_clause([-selector] + [-v if t else v for v, t in zip(lits, values)])
            try:
                second = self.model.solve(assumptions + [selector], max_conflicts=max_conflicts)
            finally:
                self.model.add_clause([-selector])
            if second is None:
                return Verdict("unique", [answer1])
            answer2 = self.encoding.decode(dict(zip(names, second.truths(lits))))
            return Verdict("multiple", [answer1, answer2],
                           list(GENRE.difference_cells(puzzle, answer1, answer2)))
        except SolveInterrupted:
            raise Cancelled() from None
        finally:
            token.detach(self.model)

    def is_unique(self, puzzle: HebiPuzzle, token: CancelToken | None = None) -> bool:
        """As generation.is_unique: shown unique within the verdict budget."""
        try:
            return self.verdict(puzzle, token, VERDICT_CONFLICTS).status == "unique"
        except SolveUndecided:
            return False

    def close(self) -> None:
        self.model.close()

    def __enter__(self) -> "OpenBoard":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

