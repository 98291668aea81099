"""Make bench/data/corral-20x20-dense.json: issue #15's "20x20 Corral with 140
numbers" (cspuz_rs: 69 ms for all its forced facts as a whole process).

    python bench/make_dense_corral.py

It clues the bench's 20x20 Corral (28 numbers, unique) densely: every inside
cell of its solution picked by a fixed seed gets its number, until 140 cells
are numbered.  Numbers added to a unique puzzle keep its one solution, which
is checked before writing.
"""
from __future__ import annotations

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from genres.core import analysis, nativefile  # noqa: E402
from genres.core.document import Document  # noqa: E402
from genres.core.grid import Grid  # noqa: E402
from genres.corral.model import inside_cells  # noqa: E402
from genres.corral.regions import additive_value  # noqa: E402

SOURCE = os.path.join(HERE, "data", "corral-20x20.json")
TARGET = os.path.join(HERE, "data", "corral-20x20-dense.json")
NUMBERS = 140


def main() -> None:
    doc = nativefile.load(SOURCE)
    genre, puzzle = doc.genre, doc.puzzle
    verdict = analysis.solve_verdict(genre, puzzle)
    assert verdict.status == "unique", verdict.status
    inside = inside_cells(puzzle, verdict.solutions[0])
    grid = Grid(puzzle.rows, puzzle.cols)
    unclued = sorted(c for c in inside if c not in puzzle.number_map)
    random.Random(140).shuffle(unclued)
    for cell in unclued[:NUMBERS - len(puzzle.number_map)]:
        puzzle = puzzle.with_number(cell, additive_value(grid, inside, cell))
    assert len(puzzle.number_map) == NUMBERS
    check = analysis.solve_verdict(genre, puzzle)
    assert check.status == "unique" and check.solutions == verdict.solutions
    metadata = {"author": "Puzzlewright", "title": "Corral bench corral-20x20-dense.json"}
    nativefile.save(Document(genre, puzzle, metadata=metadata), TARGET)
    print(f"{TARGET}: {NUMBERS} numbers, unique")


if __name__ == "__main__":
    main()
