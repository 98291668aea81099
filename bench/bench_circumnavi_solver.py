"""Circumnavi-Gates solver timings (targets from the project plan).

    python bench/bench_circumnavi_solver.py [--solver glucose4] [--repeat 3]

Puzzles come from bench/data/ (made by bench/generate_circumnavi.py from fixed
seeds).  Prints the best of ``--repeat`` runs for each figure next to its target.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from _timing import best_of, print_row  # noqa: E402
from genres.circumnavi import GENRE  # noqa: E402
from genres.core import analysis, nativefile, sat  # noqa: E402

DATA = os.path.join(HERE, "data")


def load(name: str):
    return nativefile.load(os.path.join(DATA, name)).puzzle


def first_forced_time(puzzle) -> float:
    """Seconds until forced_facts reports its first proven fact."""
    start = time.perf_counter()
    seen: list[float] = []
    token = analysis.CancelToken()

    def progress(p: analysis.ForcedProgress) -> None:
        if p.forced and not seen:
            seen.append(time.perf_counter() - start)
            token.cancel()

    try:
        analysis.forced_facts(GENRE, puzzle, token, progress)
    except analysis.Cancelled:
        pass
    return seen[0] if seen else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--solver", default=sat.DEFAULT_SOLVER)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    sat.DEFAULT_SOLVER = args.solver

    p10 = load("circumnavi-10x10.json")
    p36 = load("circumnavi-36x20.json")
    p20 = load("circumnavi-20x20-halfbuilt.json")
    print(f"solver: {args.solver}, best of {args.repeat}")

    def row(label: str, seconds: float, target: float | None, note: str = "") -> None:
        print_row(label, seconds, target, note, width=46)

    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p10))
    row("uniqueness 10x10", t, 0.3, v.status)
    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p36))
    row("uniqueness 36x20", t, 3.0, v.status)
    t, f = best_of(args.repeat, lambda: analysis.forced_facts(GENRE, p10))
    row("forced facts 10x10", t, 1.0, f"{len(f)} facts forced")
    t, v = best_of(args.repeat, lambda: analysis.solve_verdict(GENRE, p20))
    row("half-built 20x20: verdict + 2 solutions + diff", t, 1.0,
        f"{v.status}, {len(v.diff_cells)} diff cells")
    row("half-built 20x20: first forced fact",
        min(first_forced_time(p20) for _ in range(args.repeat)), 1.0)
    t, f = best_of(1, lambda: analysis.forced_facts(GENRE, p20))
    row("half-built 20x20: all forced facts (no target)", t, None,
        f"{len(f)} of {len(GENRE.encode(p20).facts)} facts forced")


if __name__ == "__main__":
    main()
