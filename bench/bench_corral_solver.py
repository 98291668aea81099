"""Corral solver timings (targets from issue #4), for both variants.

    python bench/bench_corral_solver.py [--repeat 3] [--regenerate]

The puzzles are made by genres/corral/generator.py from fixed seeds and kept
in bench/data/corral-*.json (made on the first run, or again with
--regenerate), so every run times the same puzzles.  Prints the best of
``--repeat`` runs next to each target.
"""
from __future__ import annotations

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from _timing import best_of, print_row, solver_bench_arguments  # noqa: E402
from genres.core import analysis, nativefile  # noqa: E402
from genres.core.document import Document  # noqa: E402
from genres.corral import GENRE  # noqa: E402
from genres.corral.generator import generate  # noqa: E402
from genres.corral.model import ADDITIVE_MULTIPLICATIVE, STANDARD  # noqa: E402

DATA = os.path.join(HERE, "data")
PUZZLES = {
    # file name: (rows, cols, variant, seed)
    "corral-10x10.json": (10, 10, STANDARD, 1010),
    "corral-20x20.json": (20, 20, STANDARD, 2020),
    "corral-am-10x10.json": (10, 10, ADDITIVE_MULTIPLICATIVE, 1011),
    "corral-am-20x20.json": (20, 20, ADDITIVE_MULTIPLICATIVE, 2021),
}


def load(name: str, regenerate: bool):
    path = os.path.join(DATA, name)
    if regenerate or not os.path.exists(path):
        rows, cols, variant, seed = PUZZLES[name]
        t = time.perf_counter()
        puzzle = generate(rows, cols, variant, seed)
        print(f"  (made {name} from seed {seed} in {time.perf_counter() - t:.1f} s)", flush=True)
        doc = Document(GENRE, puzzle, None, {"title": f"Corral bench {name}", "author": "Puzzlewright"})
        os.makedirs(DATA, exist_ok=True)
        nativefile.write_atomically(path, nativefile.dumps(doc, include_answer=False))
    return nativefile.load(path).puzzle


def main() -> None:
    args = solver_bench_arguments(__doc__, solver=False)
    puzzles = {name: load(name, args.regenerate) for name in PUZZLES}
    print(f"best of {args.repeat}")

    def row(label: str, seconds: float, target: float | None, note: str = "") -> None:
        print_row(label, seconds, target, note, width=44)

    for name, target in (("corral-10x10.json", 0.5), ("corral-20x20.json", 5.0),
                         ("corral-am-10x10.json", 0.5), ("corral-am-20x20.json", 5.0)):
        p = puzzles[name]
        t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p))
        row(f"uniqueness {p.rows}x{p.cols} {p.variant}", t, target,
            f"{v.status}, {len(p.numbers)} numbers")
    for name in ("corral-10x10.json", "corral-am-10x10.json"):
        p = puzzles[name]
        t, f = best_of(args.repeat, lambda: analysis.forced_facts(GENRE, p))
        row(f"forced facts {p.rows}x{p.cols} {p.variant}", t, None, f"{len(f)} facts forced")
        # A half-clued board: most facts stay free, so the backbone search works hardest.
        half = p
        for cell in sorted(p.number_map)[::2]:
            half = half.with_number(cell, None)
        t, f = best_of(1, lambda: analysis.forced_facts(GENRE, half))
        row(f"forced facts {p.rows}x{p.cols} {p.variant}, half the clues", t, None,
            f"{len(f)} of {len(GENRE.encode(half).facts)} facts forced")


if __name__ == "__main__":
    main()
