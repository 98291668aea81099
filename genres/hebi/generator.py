"""Make Hebi-Ichigo puzzles: random snakes first, then black cells whose
arrows read them, then clues taken away while the solution stays unique.

    python -m genres.hebi.generator examples   # resources/examples/hebi-0*.json

1. Snakes are random five-cell paths placed one by one where they touch no
   other snake.  A snake whose eyes would see another snake gets a plain
   black cell on that line of sight, or is not placed.
2. While the puzzle has more than one solution, a black cell with an arrow
   goes where the two solutions differ (its number read off the planted
   snakes), or a plain black cell fills an empty spot where an extra snake
   could hide.
3. Then every black cell is tried for removal, and every arrow for
   dropping (leaving a plain black cell), keeping each change that leaves
   exactly one solution.

Arrow numbers are always recomputed from the planted snakes, so they stay
true whatever black cells come and go.  Everything runs off one
``random.Random``: a seed gives the same puzzle every time.
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from typing import Sequence

from genres.core.analysis import CancelToken, solve_verdict
from genres.core.generation import partner
from genres.core.grid import Cell

from .model import DIRECTIONS, SNAKE_LENGTH, HebiAnswer, HebiPuzzle, sight
from .open_board import OpenBoard
from .rules import check
from .snakes import digit_seen, first_written

_STEPS = tuple(DIRECTIONS.values())


@dataclass
class Plan:
    """A puzzle being built: its black cells, arrows and the planted answer."""
    rows: int
    cols: int
    snakes: list[list[Cell]]               # each snake's cells, head first
    black: set[Cell]
    arrows: dict[Cell, str]                # cell -> direction (the number is read off)

    @property
    def written(self) -> dict[Cell, int]:
        return {c: i + 1 for s in self.snakes for i, c in enumerate(s)}

    def answer(self) -> HebiAnswer:
        return HebiAnswer(frozenset(self.written.items()))

    def sight(self, cell: Cell, step: tuple[int, int]) -> list[Cell]:
        return sight(self.rows, self.cols, self.black, cell, step)

    def number_seen(self, cell: Cell, direction: str, written: dict[Cell, int] | None = None) -> int:
        """What the arrow on ``cell`` must show: the first digit it sees, or 0
        (``written``: self.written, when the caller has it already)."""
        return digit_seen(self.rows, self.cols, self.black, self.written if written is None else written,
                          cell, DIRECTIONS[direction])

    def puzzle(self) -> HebiPuzzle:
        written = self.written      # built once for every arrow, not once each
        arrows = frozenset((cell, d, self.number_seen(cell, d, written)) for cell, d in self.arrows.items())
        return HebiPuzzle(self.rows, self.cols, frozenset(self.black), arrows)

    def eyes_clear(self) -> bool:
        """No snake's eyes see another snake (rule 4).  After black cells
        come or go this is all of the rule check that can change: the snakes stay,
        no black cell is written on, and every arrow's number is read off
        the snakes when the puzzle is built.  (The whole rule check was a
        fifth of a symmetric 15x15 layout's time.)"""
        return eyes_clear(self.rows, self.cols, self.black, self.snakes)


def eyes_clear(rows: int, cols: int, black, snakes: list[Sequence[Cell]]) -> bool:
    """Rule 4 for whole snakes (each's cells head first) among ``black``
    cells: no snake's eyes see another snake."""
    owner = {c: i for i, s in enumerate(snakes) for c in s}
    return all(other_seen(rows, cols, black, s, i, owner) is None for i, s in enumerate(snakes))


def other_seen(rows: int, cols: int, black, snake: Sequence[Cell], i: int,
               owner: dict[Cell, int]) -> list[Cell] | None:
    """The line of sight of ``snake`` (the ``i``-th, head first) up to the
    first written cell, when that cell is another snake's (``owner``: each
    written cell's snake); None when its eyes see no other snake."""
    head, neck = snake[0], snake[1]
    line = sight(rows, cols, black, head, (head[0] - neck[0], head[1] - neck[1]))
    k = first_written(line, owner)
    return None if k is None or owner[line[k]] == i else line[:k + 1]


def _random_path(plan: Plan, free: set[Cell], rng: random.Random) -> list[Cell] | None:
    start = rng.choice(sorted(free))
    path = [start]
    while len(path) < SNAKE_LENGTH:
        r, c = path[-1]
        options = [(r + dr, c + dc) for dr, dc in _STEPS
                   if (r + dr, c + dc) in free and (r + dr, c + dc) not in path]
        if not options:
            return None
        path.append(rng.choice(options))
    return path


def place_snakes(plan: Plan, count: int, rng: random.Random, tries: int = 400,
                 symmetry: str = "none") -> None:
    """Add up to ``count`` snakes that touch no other snake, keeping every
    snake's eyes clear of other snakes (blocking them with a black cell, and
    with a clue symmetry its partner too)."""
    for _ in range(tries):
        if len(plan.snakes) >= count:
            return
        taken = {c for s in plan.snakes for c in s}
        near = {(r + dr, c + dc) for r, c in taken for dr, dc in _STEPS}
        free = {(r, c) for r in range(plan.rows) for c in range(plan.cols)} - taken - near - plan.black
        if len(free) < SNAKE_LENGTH:
            return
        path = _random_path(plan, free, rng)
        if path is None:
            continue
        if rng.random() < 0.5:
            path.reverse()
        plan.snakes.append(path)
        if not _clear_eyes(plan, rng, symmetry):
            plan.snakes.pop()


def _clear_eyes(plan: Plan, rng: random.Random, symmetry: str = "none") -> bool:
    """Block every snake's view of another snake with a plain black cell on
    an empty cell of that line; False (black cells unchanged) when impossible.
    With a clue symmetry the cell's partner goes black too, so the cell must
    be one whose partner holds no snake: a block made alone was dropped by
    the symmetric layout later, and on a 15x15 board no layout survived."""
    added: list[Cell] = []
    for _ in range(len(plan.snakes) + 1):
        blocked = False
        owner = {c: i for i, s in enumerate(plan.snakes) for c in s}
        for i, snake in enumerate(plan.snakes):
            seen = other_seen(plan.rows, plan.cols, plan.black, snake, i, owner)
            if seen is None:
                continue
            empty = seen[:-1]
            if symmetry != "none":
                empty = [c for c in empty if partner(plan.rows, plan.cols, c, symmetry) not in owner]
            if not empty:
                plan.black.difference_update(added)
                return False
            cell = rng.choice(empty)
            pair = {cell, partner(plan.rows, plan.cols, cell, symmetry)} if symmetry != "none" else {cell}
            added.extend(pair - plan.black)
            plan.black |= pair
            blocked = True
        if not blocked:
            return True
    plan.black.difference_update(added)
    return False


def _arrow_candidates(plan: Plan, near: list[Cell]) -> list[tuple[Cell, str]]:
    """(empty cell, direction) pairs whose arrow would look at one of ``near``."""
    written = plan.written
    targets = set(near)
    out = []
    for r in range(plan.rows):
        for c in range(plan.cols):
            cell = (r, c)
            # Empty cells, and plain black cells that could carry an arrow.
            if cell in written or cell in plan.arrows:
                continue
            for d, step in DIRECTIONS.items():
                if targets & set(plan.sight(cell, step)):
                    out.append((cell, d))
    return out


def _add_clue(plan: Plan, diff: list[Cell], rng: random.Random) -> bool:
    """One more black cell aimed at where two solutions part."""
    written = plan.written
    empty_diff = [c for c in diff if c not in written and c not in plan.black]
    if empty_diff and rng.random() < 0.3:
        # An extra snake hides in empty cells: fill one of them.
        cell = rng.choice(empty_diff)
        d = rng.choice(list(DIRECTIONS))
        plan.black.add(cell)
        plan.arrows[cell] = d
        if plan.eyes_clear():
            return True
        plan.black.discard(cell)
        del plan.arrows[cell]
    candidates = _arrow_candidates(plan, diff)
    rng.shuffle(candidates)
    for cell, d in candidates[:20]:
        was_black = cell in plan.black
        plan.black.add(cell)
        plan.arrows[cell] = d
        if plan.eyes_clear():
            return True
        if not was_black:
            plan.black.discard(cell)
        del plan.arrows[cell]
    return False


def _verdict(plan: Plan, board: OpenBoard, token: CancelToken | None):
    return board.verdict(plan.puzzle(), token)


def _reduce(plan: Plan, board: OpenBoard, rng: random.Random, token: CancelToken | None) -> None:
    """Take away every black cell, then every number, the solution can spare."""
    cells = sorted(plan.black)
    rng.shuffle(cells)
    for cell in cells:
        arrow = plan.arrows.pop(cell, None)
        plan.black.discard(cell)
        if plan.eyes_clear() and _verdict(plan, board, token).status == "unique":
            continue
        plan.black.add(cell)
        if arrow is not None:
            plan.arrows[cell] = arrow
    # An arrow whose number can go blocks sight and nothing more, just as a
    # plain black cell does: printed puzzles show a plain black cell then.
    cells = sorted(plan.arrows)
    rng.shuffle(cells)
    for cell in cells:
        arrow = plan.arrows.pop(cell)
        if _verdict(plan, board, token).status != "unique":
            plan.arrows[cell] = arrow


def generate(rows: int, cols: int, rng: random.Random, *, snakes: int | None = None,
             token: CancelToken | None = None, max_clues: int = 400,
             board: OpenBoard | None = None, symmetry: str = "none") -> tuple[HebiPuzzle, HebiAnswer]:
    """A puzzle with exactly one solution, and that solution.

    Rarely a layout of snakes admits no telling clue; then a fresh layout is
    drawn from the same ``rng`` (so a seed still gives one fixed puzzle).
    ``board``: the verdicts' solver for this size, when the caller asks more
    of it (a fresh one otherwise).  ``symmetry``: the clue symmetry the
    caller will lay the black cells out in (see _clear_eyes)."""
    if rows * cols < SNAKE_LENGTH:
        raise ValueError("a Hebi-Ichigo board needs room for at least one snake")
    if snakes is None:
        snakes = max(1, rows * cols // 12)
    own = board is None
    board = OpenBoard(rows, cols) if own else board
    try:
        for _ in range(20):
            try:
                return _generate_once(rows, cols, snakes, rng, board, token, max_clues, symmetry)
            except _Stuck:
                continue
    finally:
        if own:
            board.close()
    raise RuntimeError(f"could not make a {rows}x{cols} puzzle with a unique solution")


class _Stuck(Exception):
    """This layout of snakes cannot be made unique by the clues tried."""


def _generate_once(rows: int, cols: int, snakes: int, rng: random.Random, board: OpenBoard,
                   token: CancelToken | None, max_clues: int, symmetry: str = "none") -> tuple[HebiPuzzle, HebiAnswer]:
    plan = Plan(rows, cols, [], set(), {})
    place_snakes(plan, snakes, rng, symmetry=symmetry)
    for _ in range(max_clues):
        verdict = _verdict(plan, board, token)
        if verdict.status == "unique":
            break
        if verdict.status == "none":   # cannot happen: the planted snakes solve it
            raise RuntimeError("the planted snakes stopped solving the puzzle")
        if not _add_clue(plan, list(verdict.diff_cells), rng):
            # Nothing aims at the difference: wall off one differing empty cell.
            spare = [c for c in verdict.diff_cells if c not in plan.written and c not in plan.black]
            if not spare:
                raise _Stuck()
            plan.black.add(rng.choice(spare))
            if not plan.eyes_clear():
                raise _Stuck()
    else:
        raise _Stuck()
    _reduce(plan, board, rng, token)
    return plan.puzzle(), plan.answer()


# ----- the bundled examples ------------------------------------------------------
EXAMPLES = [  # (file, rows, cols, seed, title)
    ("hebi-01.json", 6, 6, 1, "First Snakes"),
    ("hebi-02.json", 8, 8, 2, "Strawberry Patch"),
    ("hebi-03.json", 10, 10, 3, "Ten Snakes Deep"),
]


def write_examples(folder: str) -> None:
    import os

    from genres.core import nativefile
    from genres.core.document import Document

    from . import GENRE
    for name, rows, cols, seed, title in EXAMPLES:
        puzzle, solution = generate(rows, cols, random.Random(seed))
        assert solve_verdict(GENRE, puzzle).status == "unique" and not check(puzzle, solution)
        doc = Document(GENRE, puzzle, None, {"title": title, "author": "Puzzlewright"})
        path = os.path.join(folder, name)
        nativefile.write_atomically(path, nativefile.dumps(doc, include_answer=False))
        assert nativefile.load(path).puzzle == puzzle
        print(f"{path}: {len(puzzle.black)} black cells, {len(puzzle.arrows)} arrows, "
              f"{len(solution.digits) // SNAKE_LENGTH} snakes")


if __name__ == "__main__":
    import os
    if sys.argv[1:] != ["examples"]:
        sys.exit("usage: python -m genres.hebi.generator examples")
    write_examples(os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "resources", "examples")))
