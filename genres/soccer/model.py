"""Ore Soccer: the puzzle and the answer as plain immutable data (shared rules §4).

A puzzle is a grid whose cells are empty, part of the *goal* (grey cells, one
run in the top row), a *white circle* (a teammate, maybe numbered) or a
*black circle* (an opponent).  ``strict_moves`` is the puzzle-level option
that forbids chains of moves (see rules.py).

The answer is the ball's *path* (cells from the start circle to a goal cell,
each step to one of the 8 neighbours) and the *moves*: for each white circle
that moved, its origin and its destination one step away.  The start circle
is simply the circle where the path begins.

Everything is copy-on-write: every edit returns a new value, so the undo
stack can keep snapshots and a solver job can keep its own copy.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from genres.core.grid import Cell, Grid

EMPTY, GOAL, WHITE, BLACK = ".", "g", "o", "#"   # cell characters of the native JSON grid
KINDS = (EMPTY, GOAL, WHITE, BLACK)
MAX_NUMBER = 999

Step = tuple[Cell, Cell]      # two 8-neighbouring cells, normalised smaller first
Move = tuple[Cell, Cell]      # (origin, destination)


def is_neighbour8(a: Cell, b: Cell) -> bool:
    """True when b is one of a's 8 neighbours (orthogonal or diagonal)."""
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def step_key(a: Cell, b: Cell) -> Step:
    """The undirected segment between two neighbouring cell centres."""
    return (a, b) if a < b else (b, a)


# ----- answer facts ----------------------------------------------------------
# The solver's facts (solver.py), the player's marks as facts (facts.py) and the
# overlay the painter draws all name a fact through these.
def start_fact(w: Cell) -> tuple:
    """The answer fact "the white circle w kicks off"."""
    return ("start", w)


def dest_fact(w: Cell, d: Cell) -> tuple:
    """The answer fact "the white circle w ends on d" (d == w: it stays)."""
    return ("dest", w, d)


def step_fact(a: Cell, b: Cell) -> tuple:
    """The answer fact "the path joins the neighbouring cells a and b"."""
    return ("step",) + step_key(a, b)


def start_of(fact: object) -> Cell | None:
    """The circle of a kick-off fact; None for any other fact."""
    return fact[1] if isinstance(fact, tuple) and len(fact) == 2 and fact[0] == "start" else None


def dest_of(fact: object) -> tuple[Cell, Cell] | None:
    """(circle, destination) of a destination fact; None for any other fact."""
    return (fact[1], fact[2]) if isinstance(fact, tuple) and len(fact) == 3 and fact[0] == "dest" else None


def step_of(fact: object) -> Step | None:
    """The two cells (a < b) of a step fact; None for any other fact."""
    return (fact[1], fact[2]) if isinstance(fact, tuple) and len(fact) == 3 and fact[0] == "step" else None


def crossing_diagonal(a: Cell, b: Cell) -> Step | None:
    """The other diagonal of the 2x2 block a diagonal segment a-b spans (the
    segment that would cross it in an X), or None for an orthogonal segment."""
    if a[0] == b[0] or a[1] == b[1]:
        return None
    return step_key((a[0], b[1]), (b[0], a[1]))


def direction(a: Cell, b: Cell) -> tuple[int, int]:
    return (b[0] - a[0], b[1] - a[1])


@dataclass(frozen=True)
class SoccerPuzzle:
    rows: int
    cols: int
    goal: frozenset[Cell] = frozenset()
    white: frozenset[Cell] = frozenset()
    black: frozenset[Cell] = frozenset()
    numbers: frozenset[tuple[Cell, int]] = frozenset()   # only on white circles
    strict_moves: bool = False

    def __post_init__(self) -> None:
        # Code that builds a puzzle by hand gets the same guarantees as a file.
        inside = self.geometry.contains
        for name, cells in (("goal", self.goal), ("white circle", self.white),
                            ("black circle", self.black)):
            for cell in cells:
                if not inside(cell):
                    raise ValueError(f"{name} {cell} lies outside the {self.rows}x{self.cols} grid")
        if self.goal & self.white or self.goal & self.black or self.white & self.black:
            clash = sorted((self.goal & self.white) | (self.goal & self.black) | (self.white & self.black))
            raise ValueError(f"the cell {clash[0]} holds two things (goal, white or black circle)")
        seen: set[Cell] = set()
        for cell, n in self.numbers:
            if cell not in self.white:
                raise ValueError(f"the number at {cell} is not on a white circle")
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_NUMBER:
                raise ValueError(f"the number {n!r} at {cell} must be 1 to {MAX_NUMBER}")
            if cell in seen:
                raise ValueError(f"two numbers on the circle at {cell}")
            seen.add(cell)

    @staticmethod
    def empty(rows: int, cols: int) -> "SoccerPuzzle":
        return SoccerPuzzle(rows, cols)

    @cached_property
    def geometry(self) -> Grid:
        return Grid(self.rows, self.cols)

    @cached_property
    def number_map(self) -> dict[Cell, int]:
        return dict(self.numbers)

    def number(self, cell: Cell) -> int | None:
        return self.number_map.get(cell)

    def kind(self, cell: Cell) -> str:
        if cell in self.white:
            return WHITE
        if cell in self.black:
            return BLACK
        if cell in self.goal:
            return GOAL
        return EMPTY

    # Copy-on-write edits -------------------------------------------------
    def with_kind(self, cell: Cell, kind: str) -> "SoccerPuzzle":
        """The puzzle with one cell made empty, goal, a white or a black circle.
        A number stays only while its cell stays a white circle."""
        if kind not in KINDS:
            raise ValueError(f"unknown cell kind {kind!r}")
        if not self.geometry.contains(cell):
            raise ValueError(f"cell {cell} lies outside the grid")
        one = {cell}
        return replace(
            self,
            goal=self.goal - one | (one if kind == GOAL else set()),
            white=self.white - one | (one if kind == WHITE else set()),
            black=self.black - one | (one if kind == BLACK else set()),
            numbers=self.numbers if kind == WHITE else
            frozenset(x for x in self.numbers if x[0] != cell))

    def with_number(self, cell: Cell, number: int | None) -> "SoccerPuzzle":
        """Set or clear the number of a white circle (the cell becomes one if needed)."""
        p = self if cell in self.white else self.with_kind(cell, WHITE)
        rest = frozenset(x for x in p.numbers if x[0] != cell)
        return replace(p, numbers=rest if number is None else rest | {(cell, number)})

    def with_goal_run(self, row: int, c0: int, c1: int) -> "SoccerPuzzle":
        """The goal replaced by the run of cells c0..c1 of ``row`` (circles there go)."""
        lo, hi = min(c0, c1), max(c0, c1)
        run = {(row, c) for c in range(lo, hi + 1)}
        p = replace(self, goal=frozenset())
        for cell in sorted(run):
            p = p.with_kind(cell, GOAL)
        return p

    def with_strict_moves(self, strict: bool) -> "SoccerPuzzle":
        return replace(self, strict_moves=bool(strict))


def path_steps(path) -> list[Step]:
    """The steps of a sequence of cells, each as (a, b) with a < b."""
    return [step_key(a, b) for a, b in zip(path, path[1:])]


def one_way_on(path: list[Cell], ways: list[Step]) -> Cell | None:
    """The cell a path goes on to from its end when ``ways`` (the steps
    known there) leave one way on, to a cell it has not been; else None."""
    if len(ways) != 1:
        return None
    a, b = ways[0]
    nxt = b if a == path[-1] else a
    return None if nxt in path else nxt


@dataclass(frozen=True)
class SoccerAnswer:
    """The ball's path and the moves of the white circles.

    ``loose``: steps of the path known but not yet joined to it (a, b with
    a < b), such as a hint filled in before the path drawn from the kick-off
    reaches it: the path is one line from the circle that kicks off, so a
    step found away from it had no mark at all.  The path takes them in as
    it reaches them (:meth:`with_path`).

    ``stays``: white circles the player pinned: "this one does not move", as
    a cross says "no line here" in a loop puzzle.  A pin is a claim the
    checker and the hints hold the player to; moving the circle takes it off.

    ``dots``: cells without a circle the player marked "the ball never enters
    here" (pzprjs's dot in a loop puzzle's cell): every step there is out."""
    path: tuple[Cell, ...] = ()
    moves: frozenset[Move] = frozenset()
    loose: frozenset[Step] = frozenset()
    stays: frozenset[Cell] = frozenset()
    dots: frozenset[Cell] = frozenset()

    def __post_init__(self) -> None:
        for a, b in zip(self.path, self.path[1:]):
            if not is_neighbour8(a, b):
                raise ValueError(f"the path jumps from {a} to {b}; each step goes to a neighbour")
        for a, b in self.loose:
            if not is_neighbour8(a, b):
                raise ValueError(f"the step from {a} to {b} does not join two neighbours")
        if any(a > b for a, b in self.loose):
            object.__setattr__(self, "loose", frozenset(step_key(a, b) for a, b in self.loose))
        origins: set[Cell] = set()
        for origin, dest in self.moves:
            if not is_neighbour8(origin, dest):
                raise ValueError(f"the move from {origin} to {dest} is not one step")
            if origin in origins:
                raise ValueError(f"two moves from {origin}")
            origins.add(origin)

    @cached_property
    def move_map(self) -> dict[Cell, Cell]:
        return dict(self.moves)

    @property
    def start(self) -> Cell | None:
        return self.path[0] if self.path else None

    def destination(self, circle: Cell) -> Cell:
        """Where a circle ends up: its move's destination, or its own cell."""
        return self.move_map.get(circle, circle)

    def steps(self) -> list[Step]:
        return path_steps(self.path)

    def with_path(self, path) -> "SoccerAnswer":
        """The answer with this path, which runs on along the loose steps it
        reaches (one way only: where two go on from its end, it stops)."""
        path = list(path)
        loose = set(self.loose) - set(path_steps(path))
        while path and loose:
            ways = [s for s in loose if path[-1] in s]
            nxt = one_way_on(path, ways)
            if nxt is None:
                break
            loose.discard(ways[0])
            path.append(nxt)
        return replace(self, path=tuple(path), loose=frozenset(loose))

    def with_move(self, origin: Cell, dest: Cell | None) -> "SoccerAnswer":
        """Move a circle one step (or take its move back with None or its own
        cell); a move takes the circle's pin off."""
        rest = frozenset(m for m in self.moves if m[0] != origin)
        if dest is None or dest == origin:
            return replace(self, moves=rest)
        return replace(self, moves=rest | {(origin, dest)}, stays=self.stays - {origin})

    def with_pin(self, circle: Cell, pinned: bool) -> "SoccerAnswer":
        """The circle pinned (it stays: its move, if any, taken back) or not."""
        if not pinned:
            return replace(self, stays=self.stays - {circle})
        return replace(self.with_move(circle, None), stays=self.stays | {circle})
