"""Hebi-Ichigo solver timings (targets from issue #3).

    python bench/bench_hebi_solver.py [--solver glucose4] [--repeat 3] [--regenerate]

Puzzles are bench/data/hebi-*.json, made once by genres.hebi.generator from
fixed seeds (``--regenerate`` makes them again, identically).  The half-built
10x10 is the unique 10x10 with every other arrow's number taken away: many
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
from genres.hebi import GENRE  # noqa: E402
from genres.hebi.generator import generate  # noqa: E402
from genres.hebi.model import HebiPuzzle  # noqa: E402

DATA = os.path.join(HERE, "data")
PUZZLES = [("hebi-10x10.json", 10, 1010), ("hebi-15x15.json", 15, 1515)]   # (file, side, seed)


def make_puzzles() -> None:
    os.makedirs(DATA, exist_ok=True)
    for name, side, seed in PUZZLES:
        puzzle, _ = generate(side, side, random.Random(seed))
        doc = Document(GENRE, puzzle, None, {"title": f"Benchmark {side}x{side}", "author": "Puzzlewright"})
        nativefile.write_atomically(os.path.join(DATA, name), nativefile.dumps(doc, include_answer=False))
        print(f"wrote {name}: {len(puzzle.black)} black cells, {len(puzzle.arrows)} arrows")


def load(name: str) -> HebiPuzzle:
    return nativefile.load(os.path.join(DATA, name)).puzzle


def half_built(puzzle: HebiPuzzle) -> HebiPuzzle:
    for i, (cell, _, number) in enumerate(sorted(puzzle.arrows)):
        if i % 2 == 0 and number is not None:
            puzzle = puzzle.with_number(cell, None)
    return puzzle


def main() -> None:
    args = solver_bench_arguments(__doc__)
    sat.DEFAULT_SOLVER = args.solver
    if args.regenerate or not all(os.path.exists(os.path.join(DATA, n)) for n, _, _ in PUZZLES):
        make_puzzles()

    p10, p15 = load("hebi-10x10.json"), load("hebi-15x15.json")
    p10_half = half_built(p10)
    print(f"solver: {args.solver}, best of {args.repeat}")

    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p10))
    print_row("uniqueness 10x10", t, 0.5, v.status)
    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p15))
    print_row("uniqueness 15x15", t, 3.0, v.status)
    t, f = best_of(args.repeat, lambda: analysis.forced_facts(GENRE, p10))
    print_row("forced facts 10x10 (unique)", t, 2.0, f"{len(f)} facts forced")
    t, f = best_of(args.repeat, lambda: analysis.forced_facts(GENRE, p10_half))
    total = len(GENRE.encode(p10_half).facts)
    print_row("forced facts 10x10 (half-built)", t, 2.0, f"{len(f)} of {total} facts forced")


if __name__ == "__main__":
    main()
