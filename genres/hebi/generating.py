"""Hebi-Ichigo for the shared generator (genres/core/generation.py).

The snakes and black cells come from :mod:`generator`; the snake count varies
from puzzle to puzzle (between a sparse and a crowded board).  A clue is a
black cell, with or without an arrow: taking one away, dropping an arrow's
number (a plain black cell stays), and adding an arrow read off the planted
snakes are the edits the shared layer makes.

With a clue symmetry the black cells are laid out in partner pairs (an arrow
on either or both): the planted layout gets each black cell's partner, and
more pairs aimed at the snakes follow until the solution is unique again.
Black cells come and go in pairs; an arrow alone changes no layout.
"""
from __future__ import annotations

from genres.core.generation import Maker, partner
from genres.core.grid import Cell, Grid

from .generator import eyes_clear, generate as plant
from .model import DIRECTIONS, SNAKE_LENGTH, HebiAnswer, HebiPuzzle, sight
from .open_board import OpenBoard
from .rules import check
from .snakes import digit_seen, first_written, group_snakes, written_digits


def number_seen(puzzle: HebiPuzzle, solution: HebiAnswer, cell: Cell, direction: str) -> int:
    """What an arrow on ``cell`` shows: the first digit it sees, or 0."""
    return digit_seen(puzzle.rows, puzzle.cols, puzzle.black, dict(solution.digits), cell,
                      DIRECTIONS[direction])


def _arrows(puzzle: HebiPuzzle) -> dict[Cell, tuple[str, int | None]]:
    return {cell: (d, n) for cell, d, n in puzzle.arrows}


def _with(puzzle: HebiPuzzle, black: set[Cell], arrows: dict) -> HebiPuzzle:
    return HebiPuzzle(puzzle.rows, puzzle.cols, frozenset(black),
                      frozenset((c, d, n) for c, (d, n) in arrows.items()))


def _renumbered(puzzle: HebiPuzzle, solution: HebiAnswer) -> HebiPuzzle:
    """Every numbered arrow showing what it sees now (a black cell taken away
    can open an arrow's line of sight)."""
    arrows = {c: (d, None if n is None else number_seen(puzzle, solution, c, d))
              for c, (d, n) in _arrows(puzzle).items()}
    return _with(puzzle, set(puzzle.black), arrows)


def symmetric(puzzle: HebiPuzzle, solution: HebiAnswer, symmetry: str) -> HebiPuzzle | None:
    """The puzzle with every black cell's partner black too (plain); a black
    cell whose partner holds a snake goes instead, and where it kept a
    snake's eyes off another snake, a pair of plain black cells on that line
    of sight does (_blind_pairs).  None when the planted snakes still do not
    solve it."""
    written = dict(solution.digits)
    black, arrows = set(), _arrows(puzzle)
    for cell in puzzle.black:
        twin = partner(puzzle.rows, puzzle.cols, cell, symmetry)
        if twin in written:
            arrows.pop(cell, None)
        else:
            black |= {cell, twin}
    if not _blind_pairs(puzzle.rows, puzzle.cols, written, black, symmetry):
        return None
    out = _renumbered(_with(puzzle, black, arrows), solution)
    return None if check(out, solution) else out


def _blind_pairs(rows: int, cols: int, written: dict[Cell, int], black: set[Cell],
                 symmetry: str) -> bool:
    """Block, in ``black``, every head's view of a written cell with the empty
    cell nearest it on that line whose partner is empty too, and that
    partner: black cells come in pairs, and a black cell that went because
    its partner holds a snake often was such a block (on a 15x15 board one
    always was, and no layout with a symmetry was found).  False when some
    line has no such cell."""
    grid = Grid(rows, cols)
    for head, digit in written.items():
        if digit != 1:
            continue
        neck = next((n for n in grid.neighbours4(head) if written.get(n) == 2), None)
        if neck is None:
            continue
        step = (head[0] - neck[0], head[1] - neck[1])
        line = sight(rows, cols, black, head, step)
        seen = first_written(line, written)
        if seen is None:
            continue                                # it sees nothing: nothing to block
        free = [x for x in line[:seen] if partner(rows, cols, x, symmetry) not in written]
        if not free:
            return False
        black |= {free[0], partner(rows, cols, free[0], symmetry)}
    return True


def _aims_at(trial: HebiPuzzle, cells: tuple, near: set[Cell]) -> bool:
    """Whether clues added on ``cells`` bear on ``near`` (where two solutions
    part): next to it, or an arrow looking at it."""
    return _aims(trial.rows, trial.cols, trial.black, _arrows(trial), cells, near)


def _aims(rows: int, cols: int, black, arrows: dict, cells: tuple, near: set[Cell]) -> bool:
    """_aims_at on a layout's parts, before its puzzle is built."""
    for cell in cells:
        if any(abs(cell[0] - b[0]) + abs(cell[1] - b[1]) <= 1 for b in near):
            return True
        arrow = arrows.get(cell)
        if arrow is not None and near.intersection(sight(rows, cols, black, cell, DIRECTIONS[arrow[0]])):
            return True
    return False


def _repointed(puzzle: HebiPuzzle, solution: HebiAnswer, near: set[Cell]) -> list[HebiPuzzle]:
    """The puzzle with one arrow turned to look at ``near``, where the
    planted snakes allow.  Why: two solutions can part on written cells walled
    in on every side, where no new clue aims (a free cell's arrow that would
    see them has a snake on its partner): 15x15 rot180 seed 7 gave up all 50
    planted layouts so, though an arrow next to them looked the other way."""
    out = []
    arrows = _arrows(puzzle)
    for cell, (d, _) in sorted(arrows.items()):
        for other in DIRECTIONS:
            if other == d or not near.intersection(puzzle.sight_line(cell, DIRECTIONS[other])):
                continue
            trial = _renumbered(_with(puzzle, set(puzzle.black), {**arrows, cell: (other, 0)}), solution)
            if not check(trial, solution):
                out.append(trial)
    return out


def _snakes_head_first(puzzle: HebiPuzzle, solution: HebiAnswer) -> list[list[Cell]]:
    """The planted snakes, each's cells from its head (1) to its tail (5)."""
    return [[snake.cell_of(d) for d in range(1, SNAKE_LENGTH + 1)]
            for snake in group_snakes(puzzle, written_digits(puzzle, solution))]


def _addition_spots(puzzle: HebiPuzzle, solution: HebiAnswer, symmetry: str,
                    near: set[Cell] | None) -> list[tuple[Cell, Cell, str]]:
    """(cell, its partner, arrow direction) of each addition HebiMaker.additions
    may offer, before the rule check: the cell and its partner free of the
    snakes, the cell no arrow yet, and, with ``near``, the clue aiming there."""
    out = []
    arrows = _arrows(puzzle)
    written = dict(solution.digits)
    lines = ({r for r, _ in near}, {c for _, c in near}) if near is not None else None

    def bears(x: Cell) -> bool:
        return (x[0] in lines[0] or x[1] in lines[1]
                or any(abs(x[0] - a) + abs(x[1] - b) <= 1 for a, b in near))

    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            cell = (r, c)
            twin = partner(puzzle.rows, puzzle.cols, cell, symmetry)
            if cell in written or cell in arrows or twin in written:
                continue
            if lines is not None and not (bears(cell) or bears(twin)):
                continue        # no clue here can aim at ``near``
            black = set(puzzle.black) | {cell, twin}
            for d in DIRECTIONS:
                if near is not None and not _aims(puzzle.rows, puzzle.cols, black, {**arrows, cell: (d, 0)},
                                                  (cell, twin), near):
                    continue
                out.append((cell, twin, d))
    return out


def _added(puzzle: HebiPuzzle, solution: HebiAnswer, spot: tuple[Cell, Cell, str]) -> HebiPuzzle | None:
    """The puzzle with the addition at ``spot`` (its arrow reading what it
    sees), or None when the planted snakes break a rule of it."""
    cell, twin, d = spot
    trial = _renumbered(_with(puzzle, set(puzzle.black) | {cell, twin}, {**_arrows(puzzle), cell: (d, 0)}),
                        solution)
    return None if check(trial, solution) else trial


class HebiMaker(Maker):
    variants = ("standard",)
    symmetries = {"standard": ("none", "rot180", "mirror")}
    smallest = (4, 4)
    added_clue_can_unpin = True     # a new black cell shortens lines of sight

    def make(self, rows, cols, variant, symmetry, rng, token=None):
        with self.open_board(HebiPuzzle(rows, cols)) as board:
            return self._make(rows, cols, symmetry, rng, token, board)

    def _make(self, rows, cols, symmetry, rng, token, board: OpenBoard):
        for _ in range(50):
            # From a sparse to a crowded board: the snake count is part of the shape.
            snakes = max(1, round(rows * cols / rng.uniform(10.0, 16.0)))
            puzzle, solution = plant(rows, cols, rng, snakes=snakes, token=token, board=board,
                                     symmetry=symmetry)
            if symmetry == "none":
                return puzzle, solution
            puzzle = symmetric(puzzle, solution, symmetry)
            # (Each puzzle below keeps the planted snakes a solution: symmetric
            # and the additions are rule-checked, and a wall of black cells on
            # empty cells breaks no rule, so the loop checks nothing again.)
            for _ in range(rows * cols // 4):
                if puzzle is None:
                    break
                verdict = board.verdict(puzzle, token)
                if verdict.status == "unique":
                    return puzzle, solution
                near = set(verdict.diff_cells)
                added = self._chosen_addition(puzzle, solution, symmetry, near, rng)
                if added is not None:
                    puzzle = added
                    continue
                options = _repointed(puzzle, solution, near)
                if options:
                    puzzle = rng.choice(options)
                    continue
                # Nothing aims at where the solutions part: wall off an empty
                # cell there, with its partner (as the plain generator does).
                written = dict(solution.digits)
                spare = sorted(c for c in near if c not in written and c not in puzzle.black
                               and partner(rows, cols, c, symmetry) not in written)
                if not spare:
                    break
                cell = rng.choice(spare)
                puzzle = _renumbered(_with(puzzle, set(puzzle.black) | {
                    cell, partner(rows, cols, cell, symmetry)}, _arrows(puzzle)), solution)
        from genres.core.generation import GenerationError
        raise GenerationError(f"no {rows}x{cols} Hebi-Ichigo layout with {symmetry} symmetry found")

    def open_board(self, puzzle):
        return OpenBoard(puzzle.rows, puzzle.cols)

    def removals(self, puzzle, solution, symmetry):
        out = []
        arrows = _arrows(puzzle)
        # Taking black cells away can only let a snake's eyes see another
        # snake (every arrow's number is read again): that rule alone is
        # asked, not the whole check (half of a 15x15 minimise's time).
        snakes = _snakes_head_first(puzzle, solution)
        for cell in sorted(puzzle.black):
            twin = partner(puzzle.rows, puzzle.cols, cell, symmetry)
            if twin < cell:
                continue          # the pair is tried once, from its first cell
            black = set(puzzle.black) - {cell, twin}
            if not eyes_clear(puzzle.rows, puzzle.cols, black, snakes):
                continue
            rest = {c: a for c, a in arrows.items() if c not in (cell, twin)}
            out.append((f"black cells {cell} {twin}", _renumbered(_with(puzzle, black, rest), solution)))
        for cell, (d, n) in sorted(arrows.items()):
            rest = dict(arrows)
            del rest[cell]            # the black cell stays, plain
            out.append((f"arrow {cell}", _with(puzzle, set(puzzle.black), rest)))
        return out

    def removal_rank(self, name: str) -> int:
        """Black cells are taken away before arrows' numbers.  Why: a minimal
        puzzle with fewer black cells is harder, and with black cells and
        numbers taken in one random order most 15x15 rot180 puzzles came out
        too easy for medium (of 36 graded, every one that fit had 59-66 black
        cells, and all ten with more were too easy): 3-8 attempts on the slow
        seeds, median 33.5 s; black cells first, 1-2 attempts, median 16.2 s."""
        return 0 if name.startswith("black cells") else 1

    def additions(self, puzzle, solution, symmetry, near: set[Cell] | None = None):
        """An arrow on a plain black cell, or a new black cell with an arrow
        (and its partner, plain) where the planted snakes allow.  ``near``:
        only those that aim there (_aims_at: next to these cells, or an
        arrow looking at them), picked before the rule check each candidate
        costs (a 15x15 symmetric layout listed some 900 a round, and some
        seeds' layouts took minutes)."""
        out = []
        for spot in _addition_spots(puzzle, solution, symmetry, near):
            trial = _added(puzzle, solution, spot)
            if trial is not None:
                out.append((spot[:2], trial))
        return out

    @staticmethod
    def _chosen_addition(puzzle, solution, symmetry, near: set[Cell], rng) -> HebiPuzzle | None:
        """One of ``additions(..., near)`` at random, as rng.choice would pick
        it, but only the chosen puzzle built and checked: no addition was seen
        to break a rule (its black cells are free, and what they do to lines
        of sight every arrow's number is read again for), and building and
        checking every candidate was half of a symmetric 15x15 layout's time.
        A candidate that did break one would be dropped and another drawn."""
        spots = _addition_spots(puzzle, solution, symmetry, near)
        while spots:
            spot = rng.choice(spots)
            trial = _added(puzzle, solution, spot)
            if trial is not None:
                return trial
            spots.remove(spot)
        return None

    def shape(self, puzzle, solution):
        return {"snakes": len(solution.digits) // 5, "black cells": len(puzzle.black),
                "arrows": len(puzzle.arrows)}


MAKER = HebiMaker()
