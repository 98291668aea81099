"""A tiny test-only genre for the explanation engine: "Shade by numbers".

Cells are shaded or not.  A number in a cell says how many of its (up to 8)
neighbours are shaded; a numbered cell is never shaded (a board fact, so it
is left ungrouped: the trivial step).  Rule family: no 2x2 block is fully
shaded.  Each number is a clue group, the 2x2 rule one rule group, so clue
and rule groups, minimal cores, costs and sentences are all exercised before
any real genre names its constraints.  ``ShadingGenre(grouped=False)`` puts
every clause outside any group, as a genre that names nothing yet does.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from genres.core.genre import Genre
from genres.core.sat import SatModel
from genres.core.violation import Violation, cell_name


@dataclass(frozen=True)
class ShadingPuzzle:
    rows: int
    cols: int
    clues: tuple = ()          # ((row, col), number)


@dataclass(frozen=True)
class ShadingAnswer:
    marks: tuple = ()          # ((row, col), shaded?) as the player set them


def neighbours(puzzle, cell):
    r, c = cell
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < puzzle.rows and 0 <= c + dc < puzzle.cols]


class ShadingEncoding:
    def __init__(self, puzzle: ShadingPuzzle, grouped: bool):
        m = self.model = SatModel()
        cells = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]
        self.facts = {("shaded", cell): m.new_bool() for cell in cells}
        shade = {cell: self.facts[("shaded", cell)] for cell in cells}
        for cell, _ in puzzle.clues:
            m.add_clause([-shade[cell]])
        for cell, n in puzzle.clues:
            if grouped:
                with m.under(m.group(f"clue {cell[0]},{cell[1]}", "clue",
                                     f"the {n} at {cell_name(cell)}", [cell])):
                    m.count_true([shade[x] for x in neighbours(puzzle, cell)], "==", n)
            else:
                m.count_true([shade[x] for x in neighbours(puzzle, cell)], "==", n)
        blocks = [[(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)]
                  for r in range(puzzle.rows - 1) for c in range(puzzle.cols - 1)]
        if grouped and blocks:
            with m.under(m.group("rule no-2x2", "rule", "the no-2x2 rule")):
                for b in blocks:
                    m.add_clause([-shade[x] for x in b])
        else:
            for b in blocks:
                m.add_clause([-shade[x] for x in b])

    def decode(self, values):
        return ShadingAnswer(tuple(sorted((f[1], v) for f, v in values.items())))


class ShadingGenre(Genre):
    key = "toy-shading"
    name = "Shade by numbers"

    def __init__(self, grouped: bool = True):
        self.grouped = grouped

    def __reduce__(self):
        return ShadingGenre, (self.grouped,)

    def encode(self, puzzle):
        return ShadingEncoding(puzzle, self.grouped)

    def empty_answer(self, puzzle):
        return ShadingAnswer()

    def check(self, puzzle, answer):
        shaded = {cell for cell, v in answer.marks if v}
        marked = {cell for cell, _ in answer.marks}
        problems = []
        for cell, n in puzzle.clues:
            around = neighbours(puzzle, cell)
            if sum(x in shaded for x in around) != n or any(x not in marked for x in around):
                problems.append(Violation("count", f"the {n} is not met", (cell,)))
        return problems

    def answer_facts(self, puzzle, answer):
        return {("shaded", cell): v for cell, v in answer.marks}

    def fact_text(self, puzzle, fact, value):
        return f"{cell_name(fact[1])} is {'shaded' if value else 'unshaded'}"

    def fact_cells(self, puzzle, fact):
        return (fact[1],)

    def difference_cells(self, puzzle, a, b):
        return sorted(set(a.marks) ^ set(b.marks))

    def clue_candidates(self, puzzle, solution):
        """A number on each unshaded cell without one, read off the solution."""
        shaded = {cell for cell, v in solution.marks if v}
        taken = {cell for cell, _ in puzzle.clues}
        for r in range(puzzle.rows):
            for c in range(puzzle.cols):
                if (r, c) in shaded or (r, c) in taken:
                    continue
                n = sum(x in shaded for x in neighbours(puzzle, (r, c)))
                yield (f"a {n} at {cell_name((r, c))}", ((r, c),),
                       ShadingPuzzle(puzzle.rows, puzzle.cols, puzzle.clues + (((r, c), n),)))

    def answer_to_json(self, puzzle, answer):
        return {"shaded": [list(cell) for cell, v in answer.marks if v]}


def puzzle_from_solution(rows: int, cols: int, shaded: set, clue_cells) -> ShadingPuzzle:
    """The clues a shading implies at the given (unshaded) cells."""
    clues = tuple((cell, sum(x in shaded for x in neighbours(ShadingPuzzle(rows, cols), cell)))
                  for cell in clue_cells if cell not in shaded)
    return ShadingPuzzle(rows, cols, clues)


def unique_puzzle(side: int, seed: int) -> ShadingPuzzle:
    """A unique "Shade by numbers" puzzle: a random shading, numbers on most
    unshaded cells (tried seed by seed until one is unique)."""
    from genres.core.analysis import solve_verdict
    genre = ShadingGenre()
    while True:
        rnd = random.Random(seed)
        shaded = set()
        for r in range(side):
            for c in range(side):
                if rnd.random() < 0.3 and not {(r - 1, c - 1), (r - 1, c), (r, c - 1)} <= shaded:
                    shaded.add((r, c))
        cells = [(r, c) for r in range(side) for c in range(side)
                 if (r, c) not in shaded and rnd.random() < 0.8]
        puzzle = puzzle_from_solution(side, side, shaded, cells)
        if solve_verdict(genre, puzzle).status == "unique":
            return puzzle
        seed += 1000
