"""Ore Soccer solver timings (targets from issue #5).

    python bench/bench_soccer_solver.py [--solver glucose4] [--repeat 3] [--regenerate]

Puzzles are bench/data/soccer-*.json, made once by genres.soccer.generator
from fixed seeds (``--regenerate`` makes them again, identically).  The
unnumbered 8x8 is the unique 8x8 with every number taken away: many
solutions, so forced facts has to work through its backbone loop.
Prints the best of ``--repeat`` runs for each figure next to its target.
"""
from __future__ import annotations

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from _timing import best_of, print_row, solver_bench_arguments  # noqa: E402
from genres.core import analysis, nativefile, sat  # noqa: E402
from genres.core.document import Document  # noqa: E402
from genres.soccer import GENRE  # noqa: E402
from genres.soccer.generator import generate  # noqa: E402
from genres.soccer.model import SoccerPuzzle  # noqa: E402

DATA = os.path.join(HERE, "data")
PUZZLES = [("soccer-8x8.json", 8, 7, 808), ("soccer-12x12.json", 12, 11, 1212)]  # (file, side, circles, seed)


def make_puzzles() -> None:
    os.makedirs(DATA, exist_ok=True)
    for name, side, circles, seed in PUZZLES:
        puzzle, _ = generate(side, side, random.Random(seed), circles=circles)
        doc = Document(GENRE, puzzle, None, {"title": f"Benchmark {side}x{side}", "author": "Puzzlewright"})
        nativefile.write_atomically(os.path.join(DATA, name), nativefile.dumps(doc, include_answer=False))
        print(f"wrote {name}: {len(puzzle.white)} white, {len(puzzle.black)} black circles, "
              f"{len(puzzle.numbers)} numbers")


def load(name: str) -> SoccerPuzzle:
    return nativefile.load(os.path.join(DATA, name)).puzzle


def unnumbered(puzzle: SoccerPuzzle) -> SoccerPuzzle:
    for cell, _ in sorted(puzzle.numbers):
        puzzle = puzzle.with_number(cell, None)
    return puzzle


def main() -> None:
    args = solver_bench_arguments(__doc__)
    sat.DEFAULT_SOLVER = args.solver
    if args.regenerate or not all(os.path.exists(os.path.join(DATA, n)) for n, *_ in PUZZLES):
        make_puzzles()

    p8, p12 = load("soccer-8x8.json"), load("soccer-12x12.json")
    p8_open = unnumbered(p8)
    print(f"solver: {args.solver}, best of {args.repeat}")

    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p8))
    print_row("uniqueness 8x8", t, 1.0, v.status)
    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p12))
    print_row("uniqueness 12x12", t, 5.0, v.status)
    t, f = best_of(args.repeat, lambda: analysis.forced_facts(GENRE, p8))
    print_row("forced facts 8x8 (unique)", t, 3.0, f"{len(f)} facts forced")
    t, f = best_of(args.repeat, lambda: analysis.forced_facts(GENRE, p8_open))
    total = len(GENRE.encode(p8_open).facts)
    print_row("forced facts 8x8 (numbers removed)", t, 3.0, f"{len(f)} of {total} facts forced")


if __name__ == "__main__":
    main()
