"""Make Ore Soccer puzzles: a planted answer first, then black circles and
numbers until it is the only answer, then numbers taken away.

    python -m genres.soccer.generator examples   # resources/examples/soccer-0*.json

1. The ball's path is drawn at random: straight runs in the 8 directions,
   turning only where a circle will stand, ending with a straight run into
   a goal cell.  Every turn holds a circle; now and then a circle also
   stands on a straight run.  Some circles (not the start) are then moved
   back one step to an origin off the path, so the answer moves them there.
   The path avoids shapes with a built-in second answer: a corner whose
   neighbours touch (the corner circle could step aside and the path cut
   across), a return beside a cell met a few steps before, and a last circle
   beside two goal cells.
2. Every circle starts numbered, so the order is settled.  While the solver
   finds a second answer, a black circle goes on a cell that answer uses and
   the planted one does not; once there are as many black circles as white
   ones, a new numbered circle standing on a straight stretch of the path
   pays for one more black circle.
3. Black circles left to place go on unused cells; then every number is
   tried for removal, kept away when the answer stays unique.

Everything runs off one ``random.Random``: a seed gives the same puzzle every time.
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass

from genres.core.analysis import CancelToken, solve_verdict
from genres.core.grid import DIRS8, Cell

from .model import SoccerAnswer, SoccerPuzzle, crossing_diagonal, step_key
from .rules import check


class _Stuck(Exception):
    """This plan cannot be made unique by the clues tried."""


@dataclass
class Plan:
    rows: int
    cols: int
    goal: set[Cell]
    path: list[Cell]
    stands: list[Cell]                  # where each circle ends (path order, start first)
    origin: dict[Cell, Cell]            # destination -> origin, for moved circles
    black: set[Cell]
    numbered: set[Cell]                 # origins of the circles that show their number

    @property
    def white(self) -> set[Cell]:
        return {self.origin.get(d, d) for d in self.stands}

    def answer(self) -> SoccerAnswer:
        return SoccerAnswer(tuple(self.path), frozenset((o, d) for d, o in self.origin.items()))

    def puzzle(self) -> SoccerPuzzle:
        numbers = frozenset((w, self.position(w)) for w in self.numbered)
        return SoccerPuzzle(self.rows, self.cols, frozenset(self.goal), frozenset(self.white),
                            frozenset(self.black), numbers)

    def used(self) -> set[Cell]:
        return set(self.path) | self.white

    def position(self, origin: Cell) -> int:
        """The circle's place in the order the ball meets the circles (start = 1)."""
        dest = next(d for d in self.stands if self.origin.get(d, d) == origin)
        return self.stands.index(dest) + 1


def _inside(plan_rows: int, plan_cols: int, cell: Cell) -> bool:
    return 0 <= cell[0] < plan_rows and 0 <= cell[1] < plan_cols


def _random_path(rows: int, cols: int, goal: set[Cell], turns: int,
                 rng: random.Random) -> tuple[list[Cell], list[Cell]] | None:
    """A path of straight runs with ``turns`` turns ending in the goal, and its turn cells."""
    start = (rng.randrange(rows // 2, rows), rng.randrange(cols))
    if start in goal:
        return None
    path, corners, steps = [start], [], set()

    def run_cells(frm: Cell, d: tuple[int, int], n: int, last_in_goal: bool) -> list[Cell] | None:
        cells, prev = [], frm
        for i in range(1, n + 1):
            c = (frm[0] + d[0] * i, frm[1] + d[1] * i)
            if not _inside(rows, cols, c) or c in path or c in cells:
                return None
            if (c in goal) != (last_in_goal and i == n):
                return None
            if c[0] == 0 and prev[0] == 0 and c not in goal:
                return None   # crawling along the goal line makes a dull puzzle
            other = crossing_diagonal(prev, c)
            if other is not None and other in steps:
                return None
            # Coming back beside a cell met two to four steps before leaves a
            # short cut the circles between could open by stepping aside.
            k = len(path) + len(cells)
            recent = (path + cells)[max(0, k - 4):max(0, k - 1)]
            if any(abs(c[0] - q[0]) <= 1 and abs(c[1] - q[1]) <= 1 for q in recent):
                return None
            cells.append(c)
            prev = c
        return cells

    def add(cells: list[Cell]) -> None:
        for c in cells:
            steps.add(step_key(path[-1], c))
            path.append(c)

    for _ in range(turns):
        options = []
        for d in DIRS8:
            if not _fair_turn(path, d):
                continue
            for n in range(1, max(rows, cols)):
                cells = run_cells(path[-1], d, n, False)
                if cells is None:
                    break
                options.append(cells)
        if not options:
            return None
        if len(path) >= 2:
            corners.append(path[-1])
        add(rng.choice(options))
    # The last run: straight into a goal cell, turning at the cell it leaves.
    finals = []
    for d in DIRS8:
        if not _fair_turn(path, d):
            continue
        for n in range(1, max(rows, cols)):
            cells = run_cells(path[-1], d, n, True)
            if cells is not None:
                finals.append(cells)
    # The last circle must see one goal cell only: two beside it would both take the ball.
    if not finals or sum(n in goal for n in _around(path[-1])) > 1:
        return None
    corners.append(path[-1])
    add(rng.choice(finals))
    return path, corners


def _around(cell: Cell) -> list[Cell]:
    return [(cell[0] + dr, cell[1] + dc) for dr, dc in DIRS8]


def _fair_turn(path: list[Cell], d: tuple[int, int]) -> bool:
    """A turn the answer can keep to itself: it changes direction, and the
    cells before and after the corner do not touch (otherwise the corner
    circle could step onto one of them and the path cut the corner)."""
    if len(path) < 2:
        return True
    before, corner = path[-2], path[-1]
    after = (corner[0] + d[0], corner[1] + d[1])
    straight = (2 * corner[0] - before[0], 2 * corner[1] - before[1])
    return after != straight and not (abs(after[0] - before[0]) <= 1 and abs(after[1] - before[1]) <= 1)


def plan_on_path(rows: int, cols: int, goal: set[Cell], circles: int, rng: random.Random) -> Plan | None:
    """A random path into the goal with ``circles`` white circles standing on
    it (its start, its corners, then straight cells), some of them moved off;
    None when the path has too few places for them."""
    turns = rng.randint(max(1, circles // 2), circles - 1)
    made = _random_path(rows, cols, goal, turns, rng)
    if made is None:
        return None
    path, corners = made
    stands = {path[0], *corners}
    straight = [c for c in path[1:-1] if c not in stands]
    rng.shuffle(straight)
    stands.update(straight[:circles - len(stands)])
    if len(stands) != circles:
        return None
    plan = Plan(rows, cols, goal, path, [c for c in path if c in stands], {}, set(), set())
    _move_some(plan, rng)
    return plan


def plan_answer(rows: int, cols: int, circles: int, rng: random.Random, tries: int = 2000) -> Plan:
    """A random planted answer with ``circles`` white circles (see the module docstring)."""
    for _ in range(tries):
        width = rng.choice([1, 1, 2, 2, 3]) if cols >= 4 else 1
        left = rng.randrange(cols - width + 1)
        goal = {(0, c) for c in range(left, left + width)}
        plan = plan_on_path(rows, cols, goal, circles, rng)
        if plan is None:
            continue
        if not check(plan.puzzle(), plan.answer()):
            return plan
    raise RuntimeError(f"could not plant an answer with {circles} circles on {rows}x{cols}")


def _move_some(plan: Plan, rng: random.Random) -> None:
    """Move about half the circles (never the start) back to an origin off the path."""
    on_path = set(plan.path)
    lines: set[tuple[Cell, Cell]] = set()
    steps = set(step_key(a, b) for a, b in zip(plan.path, plan.path[1:]))
    for dest in plan.stands[1:]:
        if rng.random() < 0.45:
            continue
        taken = on_path | set(plan.origin.values()) | plan.goal
        options = []
        for dr, dc in DIRS8:
            o = (dest[0] + dr, dest[1] + dc)
            if not _inside(plan.rows, plan.cols, o) or o in taken:
                continue
            # An origin next to a second path cell could as well move there:
            # keep the move the only one the origin has.
            if any((o[0] + er, o[1] + ec) in on_path and (o[0] + er, o[1] + ec) != dest
                   for er, ec in DIRS8):
                continue
            other = crossing_diagonal(o, dest)
            if other is not None and (other in steps or other in lines):
                continue
            options.append(o)
        if options:
            o = rng.choice(options)
            plan.origin[dest] = o
            lines.add(step_key(o, dest))


def _verdict(plan: Plan, token: CancelToken | None):
    from . import GENRE
    return solve_verdict(GENRE, plan.puzzle(), token)


def _tell_apart(plan: Plan, other: SoccerAnswer, rng: random.Random, most_circles: int) -> None:
    """One more clue that the other answer breaks and the planted one keeps."""
    used = plan.used() | plan.goal
    theirs = set(other.path) | {d for _, d in other.moves}
    spots = sorted(theirs - used - plan.black)
    if spots and len(plan.black) < len(plan.white):
        plan.black.add(rng.choice(spots))
        return
    # Out of black circles: a new teammate standing on a straight stretch of
    # the planted path pays for one more (the equal counts rule).
    straight = [c for c in plan.path[1:-1] if c not in plan.stands]
    if spots and straight and len(plan.white) < most_circles and rng.random() < 0.6:
        cell = rng.choice(straight)
        plan.stands = [c for c in plan.path if c in plan.stands or c == cell]
        plan.numbered.add(cell)
        plan.black.add(rng.choice(spots))
        return
    other_order: list[Cell] = []
    dests = {other.destination(w) for w in plan.white}
    for c in other.path:
        if c in dests and c not in other_order:
            other_order.append(c)
    telling = [w for w in sorted(plan.white - plan.numbered)
               if other.destination(w) not in other_order
               or other_order.index(other.destination(w)) + 1 != plan.position(w)]
    if not telling:
        raise _Stuck()
    plan.numbered.add(rng.choice(telling))


def generate(rows: int, cols: int, rng: random.Random, *, circles: int | None = None,
             token: CancelToken | None = None) -> tuple[SoccerPuzzle, SoccerAnswer]:
    """A puzzle with exactly one solution, and that solution."""
    if rows < 2 or cols < 2:
        raise ValueError("an Ore Soccer board needs at least 2 rows and 2 columns")
    if circles is None:
        circles = max(2, min(9, rows * cols // 12))
    for _ in range(40):
        plan = plan_answer(rows, cols, circles, rng)
        # Every circle numbered at first: the order is then settled, and the
        # black circles go where they tell moves and paths apart.
        plan.numbered = set(plan.white)
        try:
            for _ in range(10 * circles + 10):
                verdict = _verdict(plan, token)
                if verdict.status == "unique":
                    break
                if verdict.status == "none":
                    raise RuntimeError("the planted answer stopped solving the puzzle")
                other = next(s for s in verdict.solutions if s != plan.answer())
                _tell_apart(plan, other, rng, circles + circles // 2)
            else:
                raise _Stuck()
        except _Stuck:
            continue
        _finish(plan, rng, token)
        return plan.puzzle(), plan.answer()
    raise RuntimeError(f"could not make a {rows}x{cols} puzzle with a unique solution")


def _finish(plan: Plan, rng: random.Random, token: CancelToken | None) -> None:
    """As many black circles as white ones, then no number the answer can spare."""
    free = sorted(set((r, c) for r in range(plan.rows) for c in range(plan.cols))
                  - plan.used() - plan.goal - plan.black)
    rng.shuffle(free)
    while len(plan.black) < len(plan.white) and free:
        plan.black.add(free.pop())
    numbered = sorted(plan.numbered)
    rng.shuffle(numbered)
    for w in numbered:
        plan.numbered.discard(w)
        if _verdict(plan, token).status != "unique":
            plan.numbered.add(w)


# ----- the bundled examples ------------------------------------------------------
EXAMPLES = [  # (file, rows, cols, circles, seed, title)
    ("soccer-01.json", 6, 6, 4, 1, "Kick-Off"),
    ("soccer-02.json", 8, 8, 6, 2, "One-Two"),
    ("soccer-03.json", 10, 10, 8, 3, "Through Ball"),
]


def write_examples(folder: str) -> None:
    import os

    from genres.core import nativefile
    from genres.core.document import Document

    from . import GENRE
    for name, rows, cols, circles, seed, title in EXAMPLES:
        rng = random.Random(seed)
        puzzle, solution = generate(rows, cols, rng, circles=circles)
        while len(solution.moves) < 2:   # an example should show what moving means
            puzzle, solution = generate(rows, cols, rng, circles=circles)
        assert solve_verdict(GENRE, puzzle).status == "unique" and not check(puzzle, solution)
        doc = Document(GENRE, puzzle, None, {"title": title, "author": "Puzzlewright"})
        path = os.path.join(folder, name)
        nativefile.write_atomically(path, nativefile.dumps(doc, include_answer=False))
        assert nativefile.load(path).puzzle == puzzle
        print(f"{path}: {len(puzzle.white)} white, {len(puzzle.black)} black circles, "
              f"{len(puzzle.numbers)} numbers, {len(solution.moves)} moves")


if __name__ == "__main__":
    import os
    if sys.argv[1:] != ["examples"]:
        sys.exit("usage: python -m genres.soccer.generator examples")
    write_examples(os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..",
                                                 "resources", "examples")))
