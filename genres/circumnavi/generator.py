"""Make Circumnavi-Gates puzzles: a random loop, gates placed across it, some
gates labelled, then clues taken away while the solution stays unique.

Used by bench/generate_circumnavi.py for the bundled examples and the
benchmark puzzles.  Everything is driven by a ``random.Random`` so a seed
gives the same puzzle every time.
"""
from __future__ import annotations

import random
from dataclasses import replace

from genres.core.analysis import Verdict, budgeted_verdict
from genres.core.grid import Cell, Edge

from .gate_lines import find_gates, label_gates
from .loop_drawing import loop_edges, random_loop
from .model import BLACK, CIRCLE, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle
from .rules import check

def _verdict(puzzle: CircumnaviPuzzle) -> Verdict | None:
    """The verdict, or None past the budget (analysis.budgeted_verdict): a
    design whose verdict needs more solver work than that is dropped, and the
    generator tries another.  It solves the whole puzzle (every group on), so
    the loop's lazy check cuts each stray cycle over its region: with the
    explanations' cycle cuts a 15x15 design's verdicts took 7,000-20,000 lazy
    rounds each."""
    from . import GENRE
    return budgeted_verdict(GENRE, puzzle)


class _Board:
    def __init__(self, rows: int, cols: int, walk: list[Cell]):
        self.rows, self.cols = rows, cols
        self.walk = walk
        self.on = set(walk)
        self.kind = [[EMPTY] * cols for _ in range(rows)]
        self.numbers: dict[Cell, int] = {}

    def inside(self, c: Cell) -> bool:
        return 0 <= c[0] < self.rows and 0 <= c[1] < self.cols

    def free(self, c: Cell) -> bool:
        return self.inside(c) and c not in self.on and self.kind[c[0]][c[1]] == EMPTY

    def end_ok(self, c: Cell) -> bool:
        return not self.inside(c) or (c not in self.on and self.kind[c[0]][c[1]] in (EMPTY, BLACK))

    def puzzle(self) -> CircumnaviPuzzle:
        p = CircumnaviPuzzle(self.rows, self.cols, tuple("".join(r) for r in self.kind),
                         frozenset(self.numbers.items()))
        return replace(p, circle_value=len(find_gates(p)))

    def place_gate(self, i: int, rng: random.Random, max_len: int) -> bool:
        """A gate across the loop's straight pass at walk[i]; False when none fits."""
        n = len(self.walk)
        prev, cell, nxt = self.walk[i - 1], self.walk[i], self.walk[(i + 1) % n]
        if prev[0] != nxt[0] and prev[1] != nxt[1] or self.kind[cell[0]][cell[1]] != EMPTY:
            return False
        vertical_pass = prev[1] == nxt[1]
        kind, step = (HGATE, (0, 1)) if vertical_pass else (VGATE, (1, 0))
        reach = []
        for sign in (-1, 1):
            k = 0
            while k < max_len and self.free((cell[0] + sign * (k + 1) * step[0], cell[1] + sign * (k + 1) * step[1])):
                k += 1
            options = [a for a in range(k + 1)
                       if self.end_ok((cell[0] + sign * (a + 1) * step[0], cell[1] + sign * (a + 1) * step[1]))]
            if not options:
                return False
            reach.append(rng.choice(options))
        cells = [(cell[0] + d * step[0], cell[1] + d * step[1]) for d in range(-reach[0], reach[1] + 1)]
        # Gates side by side make a dull, crowded board: keep every gate apart.
        if any(self.inside(n) and self.kind[n[0]][n[1]] in (HGATE, VGATE)
               for r, c in cells for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))):
            return False
        for r, c in cells:
            self.kind[r][c] = kind
        for end in ((cells[0][0] - step[0], cells[0][1] - step[1]), (cells[-1][0] + step[0], cells[-1][1] + step[1])):
            if self.inside(end):
                self.kind[end[0]][end[1]] = BLACK
        return True


def build_solution_board(rows: int, cols: int, rng: random.Random, gate_share: float = 0.3,
                         labels: int = 2, max_gate_len: int = 3, fill: float = 0.55) -> "_Design":
    """A puzzle design (not yet unique) around a random loop: circle, gates, labels."""
    walk = random_loop(rows, cols, rng, fill)
    board = _Board(rows, cols, walk)
    straight = [i for i in range(len(walk)) if _straight(walk, i)]
    circle_i = rng.choice(straight) if straight else 0
    ci = walk[circle_i]
    board.kind[ci[0]][ci[1]] = CIRCLE
    candidates = [i for i in straight if i != circle_i]
    rng.shuffle(candidates)
    wanted = max(1, int(gate_share * len(candidates)))
    placed = 0
    for i in candidates:
        if placed >= wanted:
            break
        placed += board.place_gate(i, rng, max_gate_len)
    # Walk from the circle in a random direction: that fixes which gate is k-th.
    order = walk[circle_i:] + walk[:circle_i]
    if rng.random() < 0.5:
        order = [order[0]] + order[:0:-1]
    design = _Design(board, order, rng, max_gate_len)
    design.add_labels(labels)
    return design


def _straight(walk: list[Cell], i: int) -> bool:
    a, b = walk[i - 1], walk[(i + 1) % len(walk)]
    return a[0] == b[0] or a[1] == b[1]


class _Design:
    """A board, its intended loop walked from the circle, and which gates carry labels."""

    def __init__(self, board: _Board, order: list[Cell], rng: random.Random, max_gate_len: int):
        self.board, self.order, self.rng, self.max_gate_len = board, order, rng, max_gate_len
        self.loop = frozenset(loop_edges(board.walk))
        self.label_ends: dict[Cell, Cell] = {}   # crossing cell of a labelled gate -> numbered end

    def puzzle(self) -> CircumnaviPuzzle:
        """The board with every label set to its gate's current position."""
        p = self.board.puzzle()
        gates = find_gates(p)
        of_cell = {c: g.index for g in gates for c in g.cells}
        position: dict[int, int] = {}
        for c in self.order:
            if c in of_cell and of_cell[c] not in position:
                position[of_cell[c]] = len(position) + 1
        numbers = {end: position[of_cell[cross]] for cross, end in self.label_ends.items()
                   if cross in of_cell}
        return replace(p, numbers=frozenset(numbers.items()))

    def add_labels(self, how_many: int) -> int:
        gates = find_gates(self.board.puzzle())
        crossing = {g.index: c for c in self.order for g in gates if c in g.cells}
        picks = [gi for gi in crossing if crossing[gi] not in self.label_ends]
        self.rng.shuffle(picks)
        done = 0
        for gi in picks:
            if done >= how_many:
                break
            ends = [e for e in gates[gi].ends_outside
                    if self.board.inside(e) and e not in self.label_ends.values()]
            if not ends:
                continue
            self.label_ends[crossing[gi]] = self.rng.choice(ends)
            if self._labels_clean():
                done += 1
            else:
                del self.label_ends[crossing[gi]]
        return done

    def _labels_clean(self) -> bool:
        p = self.puzzle()
        labels, problems = label_gates(p)
        return not problems and len(labels) == len(self.label_ends)

    def add_gate_near(self, cells: list[Cell]) -> bool:
        """A new gate across the intended loop at one of these cells, labels kept right."""
        index = {c: i for i, c in enumerate(self.board.walk)}
        spots = [index[c] for c in cells if c in index]
        self.rng.shuffle(spots)
        for i in spots:
            saved = [row[:] for row in self.board.kind]
            if self.board.place_gate(i, self.rng, self.max_gate_len):
                if self._labels_clean():
                    return True
                self.board.kind = saved
        return False


def make_unique(design: _Design, max_rounds: int = 200) -> CircumnaviPuzzle | None:
    """Add clues where another solution parts from the intended loop until it is unique:
    a black cell where the other loop strays, a gate, or one more label."""
    board, loop = design.board, design.loop
    for _ in range(max_rounds):
        puzzle = design.puzzle()
        verdict = _verdict(puzzle)
        if verdict is None:
            return None
        if verdict.status == "unique":
            return puzzle
        if verdict.status == "none":
            return None
        other = next(s for s in verdict.solutions if s.links != loop)
        stray = sorted(c for e in other.links - loop for c in e
                       if c not in board.on and puzzle.kind(c) == EMPTY)
        parted = sorted({c for e in other.links ^ loop for c in e})
        # On a big board two solutions often part in several places: mend a
        # few at once (one clue per dozen differing cells) to save solver calls.
        mended = 0
        for _ in range(max(1, len(parted) // 12)):
            mended += _mend(design, stray, parted)
            stray = [c for c in stray if board.kind[c[0]][c[1]] == EMPTY]
        if not mended:
            return None
    return None


def _mend(design: _Design, stray: list[Cell], parted: list[Cell]) -> bool:
    """One clue against the other solution: a gate, a label, or a black cell where it strays."""
    rng, board = design.rng, design.board
    choice = rng.random()
    if choice < 0.6 and design.add_gate_near(parted):
        return True
    if choice < 0.7 and design.add_labels(1):
        return True
    if stray:
        r, c = rng.choice(stray)
        board.kind[r][c] = BLACK
        return True
    return design.add_gate_near(parted) or design.add_labels(1) > 0


def reduce_clues(puzzle: CircumnaviPuzzle, rng: random.Random, keep_labels: int = 1,
                 loop: frozenset[Edge] | None = None) -> CircumnaviPuzzle:
    """Take away gates, loose black cells and numbers while the solution stays
    unique (and, given the planted ``loop``, stays that loop)."""
    planted = CircumnaviAnswer(links=frozenset(loop)) if loop is not None else None

    def unique(p: CircumnaviPuzzle) -> bool:
        # A removal the planted loop no longer solves (a gate gone ahead of a
        # labelled one breaks the order) is no removal to keep, and the rule
        # check says so at once.  Asked of the solver, such a puzzle with no
        # solution can exhaust the verdict's whole budget: three did on one
        # 15x15 design, 34 of its maker's 36 s.
        if planted is not None and check(p, planted):
            return False
        verdict = _verdict(p)
        return verdict is not None and verdict.status == "unique"

    gates = find_gates(puzzle)
    blacks = [("black", c) for c in puzzle.cells_of(BLACK)]
    steps = [("gate", g.cells) for g in gates] + [("number", c) for c, _ in sorted(puzzle.numbers)]
    steps += blacks
    rng.shuffle(steps)
    steps += blacks  # a gate taken away may leave its end cells loose
    for what, where in steps:
        trial = None
        if what == "gate" and all(puzzle.kind(c) in (HGATE, VGATE) for c in where):
            labels, _ = label_gates(puzzle)
            trial = puzzle
            for c in where:
                trial = trial.with_kind(c, EMPTY)
            if len(label_gates(trial)[0]) < min(keep_labels, len(labels)):
                trial = None
        elif what == "black" and puzzle.kind(where) == BLACK and where not in puzzle.number_map \
                and not _is_gate_end(puzzle, where):
            trial = puzzle.with_kind(where, EMPTY)
        elif what == "number" and where in puzzle.number_map:
            trial = puzzle.with_number(where, None)
            if len(label_gates(trial)[0]) < keep_labels:
                trial = None
        if trial is not None and not label_gates(trial)[1] and unique(trial):
            puzzle = trial
    return replace(puzzle, circle_value=len(find_gates(puzzle)))


def _is_gate_end(puzzle: CircumnaviPuzzle, cell: Cell) -> bool:
    return any(cell in g.ends_outside for g in find_gates(puzzle))


def generate(rows: int, cols: int, seed: int, gate_share: float = 0.5, labels: int = 2,
             reduce: bool = True, tries: int = 20, fill: float = 0.55, max_gate_len: int = 3
             ) -> tuple[CircumnaviPuzzle, frozenset[Edge]]:
    """A puzzle with a unique solution (and that solution), from a seed;
    ``fill``: the share of the board the loop encloses (its length grows with it)."""
    rng = random.Random(seed)
    for _ in range(tries):
        design = build_solution_board(rows, cols, rng, gate_share, labels, max_gate_len, fill=fill)
        if not design.label_ends:
            continue
        loop = design.loop
        unique = make_unique(design)
        if unique is None:
            continue
        if reduce:
            unique = reduce_clues(unique, rng, loop=loop)
        return unique, loop
    raise RuntimeError(f"no unique {rows}x{cols} puzzle found from seed {seed}")
