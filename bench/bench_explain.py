"""Explanation timings (targets from issue 13): next hint, first step, full explanation.

    python bench/bench_explain.py [--repeat 1] [--quick] [--only NAME ...] [--hint-only]

``--only``: just the bench puzzles whose file name contains one of the words
(``--only 36x20 soccer-12``); ``--hint-only``: only the next hint.  Each hint
line also gives its CPU seconds (time.process_time: on a shared machine wall
seconds say more about the neighbours than about the engine) and its SAT calls.

Puzzles: bench/data (each genre's 10x10 and its larger board), plus the test
suite's "Shade by numbers" toy genre at 10x10 and 20x20 (tests/toy_shading.py),
whose every clue and rule is a named group: until the real genres name
theirs, their explanations are one "the rules force everything" step, and
the toy is the figure for an encoding with one group per clue.
Targets: next hint < 0.5 s on a 10x10, < 2 s on a 20x20; full explanation of
a 10x10 < 20 s, first step within 1 s.  Suggested clues (the window's "Suggest
a clue"): each 10x10 with three or more clues rubbed out until it has several
solutions (tests/several_solutions.py), < 5 s.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from _timing import best_of, print_row  # noqa: E402
from genres.core import nativefile  # noqa: E402
from genres.core.explain import explain, next_hint  # noqa: E402
from genres.core.clue_analysis import suggest_clues  # noqa: E402
from genres.core.sat import SatModel  # noqa: E402
from tests.several_solutions import loosened  # noqa: E402
from tests.toy_shading import ShadingGenre, unique_puzzle  # noqa: E402

DATA = os.path.join(HERE, "data")
# (file, full explanation too?)
FILES = [("circumnavi-10x10.json", True), ("circumnavi-20x20.json", False), ("circumnavi-36x20.json", False),
         ("circumnavi-20x20-halfbuilt.json", False),
         ("corral-10x10.json", True), ("corral-20x20.json", False),
         ("corral-am-10x10.json", True), ("corral-am-20x20.json", False),
         ("hebi-10x10.json", True), ("hebi-15x15.json", False),
         ("soccer-8x8.json", True), ("soccer-10x10.json", False), ("soccer-12x12.json", False)]


def _hint_with_costs(genre, puzzle) -> tuple[Any, float, int]:
    """The next hint from the empty board, its CPU seconds and its SAT calls."""
    calls = [0]
    solve = SatModel.solve

    def counted(self, *args, **kwargs):
        calls[0] += 1
        return solve(self, *args, **kwargs)

    SatModel.solve = counted
    try:
        cpu = time.process_time()
        hint = next_hint(genre, puzzle, genre.empty_answer(puzzle))
        return hint, time.process_time() - cpu, calls[0]
    finally:
        SatModel.solve = solve


def bench(label: str, genre, puzzle, full: bool, repeat: int) -> None:
    runs: list = []
    hint_s, hint = best_of(repeat, lambda: runs.append(_hint_with_costs(genre, puzzle)) or runs[-1][0])
    cpu, calls = min(r[1] for r in runs), runs[-1][2]
    side = max(puzzle.rows, puzzle.cols)
    print_row(f"{label}: next hint", hint_s, 0.5 if side <= 10 else 2.0,
              f"({hint.kind}, cost {hint.cost}, {cpu:.2f} s CPU, {calls} SAT calls)")
    if not full:
        return
    first: list[float] = []
    start = time.perf_counter()
    e = explain(genre, puzzle, on_step=lambda s: first.append(time.perf_counter() - start))
    total = time.perf_counter() - start
    print_row(f"{label}: first step", first[0] if first else total, 1.0)
    print_row(f"{label}: full explanation", total, 20.0 if side <= 10 else None,
              f"({len(e.steps)} steps, {e.status}, hardest cost {max(s.cost for s in e.steps)})")


def bench_suggest(label: str, genre, puzzle, repeat: int) -> None:
    several = loosened(genre, puzzle, seed=0, at_least=3)
    if several is None:
        return
    seconds, found = best_of(repeat, lambda: suggest_clues(genre, several))
    best = (f"best leaves {found[0].free_facts} facts free" if found and not found[0].unique
            else "best makes it unique" if found else "none")
    print_row(f"{label}: suggest a clue", seconds, 5.0, f"({len(found)} found, {best})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="only the toy genre")
    ap.add_argument("--only", nargs="+", metavar="NAME",
                    help="only the bench puzzles whose file name holds one of these")
    ap.add_argument("--hint-only", action="store_true", help="only the next hint of each puzzle")
    args = ap.parse_args()
    toy = ShadingGenre()
    if not args.only:
        for side, full in ((10, True), (20, True)):
            bench(f"toy shading {side}x{side} (grouped)", toy, unique_puzzle(side, side),
                  full and not args.hint_only, args.repeat)
    if args.quick:
        return
    for name, full in FILES:
        if args.only and not any(word in name for word in args.only):
            continue
        full = full and not args.hint_only
        doc = nativefile.load(os.path.join(DATA, name))
        groups = len(doc.genre.encode(doc.puzzle).model.groups)
        bench(f"{name[:-5]} ({groups} groups)", doc.genre, doc.puzzle, full, args.repeat)
        if full:
            bench_suggest(name[:-5], doc.genre, doc.puzzle, args.repeat)


if __name__ == "__main__":
    main()
