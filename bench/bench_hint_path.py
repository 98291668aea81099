"""Hints along a whole solve (issue 13): a player who presses Hint, applies
the step, and presses Hint again until the puzzle is solved.

    python bench/bench_hint_path.py [--only NAME ...] [--limit N] [--fresh] [--each]

bench_explain.py times the first hint, from the empty board; a player mostly
asks in the middle of a solve, with many marks down, and there a hint may
cost far more (a 20x20 Corral: 0.56 s from the empty board, 304 s for its
64th hint before the wider scopes of explain_search.SCOPES).  Each hint here
is asked as the window asks it: the facts of the earlier hints given, in
the session the window's hint child keeps for the puzzle from hint to hint
where the genre keeps one (explaining.HintServer, Genre.keeps_hint_session;
``--fresh``: a new session for every hint, as before 2026-11-25).  The line
per puzzle gives the hints' CPU seconds: median, 90th percentile, longest
and sum, and the step costs summed.  Targets as for the first hint: < 0.5 s
on a 10x10 (and Ore Soccer's 8x8), < 2 s on a 20x20.
Puzzles: bench/data, each genre's 10x10 and its larger board.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from genres.core import nativefile  # noqa: E402
from genres.core.explain import hint_session, next_hint  # noqa: E402
from genres.core.explain_steps import DEDUCTION  # noqa: E402

DATA = os.path.join(HERE, "data")
FILES = ["circumnavi-10x10.json", "corral-10x10.json", "corral-am-10x10.json", "hebi-10x10.json",
         "soccer-8x8.json", "soccer-10x10.json", "corral-20x20.json", "corral-am-20x20.json", "hebi-15x15.json",
         "soccer-12x12.json", "circumnavi-20x20.json", "circumnavi-36x20.json"]


def walk(name: str, limit: int, fresh: bool = False, each: bool = False) -> None:
    doc = nativefile.load(os.path.join(DATA, name))
    genre, puzzle = doc.genre, doc.puzzle
    blank = genre.empty_answer(puzzle)
    given: dict = {}
    seconds: list[float] = []
    longest_at = 0
    costs: list[tuple] = []
    cpu = time.process_time()
    session = None if fresh or not genre.keeps_hint_session else hint_session(genre, puzzle)
    made = time.process_time() - cpu        # counted in the first hint, as the window's child makes it then
    while len(seconds) < limit:
        cpu = time.process_time()
        step = next_hint(genre, puzzle, blank, given=given, session=session)
        spent = time.process_time() - cpu + (made if not seconds else 0.0)
        if step.kind != DEDUCTION:
            break
        seconds.append(spent)
        costs.append(step.cost)
        if each:
            print(f"  hint {len(seconds):3d}  {spent:6.2f} s  cost {step.cost}  {len(step.facts)} facts",
                  flush=True)
        if spent >= max(seconds):
            longest_at = len(seconds)
        given.update(step.facts)
    if not seconds:
        print(f"{name[:-5]:22s} no hint")
        return
    ranked = sorted(seconds)
    side = max(puzzle.rows, puzzle.cols)
    target = 0.5 if side <= 10 else 2.0
    print(f"{name[:-5]:22s} {len(seconds):4d} hints, CPU s median {statistics.median(seconds):6.2f}"
          f"  p90 {ranked[int(0.9 * (len(ranked) - 1))]:6.2f}  max {ranked[-1]:6.2f} (hint {longest_at})"
          f"  sum {sum(seconds):7.1f}  (target < {target} s); step costs summed "
          f"{tuple(sum(c[i] for c in costs) for i in range(3))}", flush=True)
    if session is not None:
        session.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="+", metavar="NAME",
                    help="only the bench puzzles whose file name holds one of these")
    ap.add_argument("--limit", type=int, default=1000, help="at most this many hints a puzzle")
    ap.add_argument("--fresh", action="store_true",
                    help="a new session for every hint (the window keeps one from hint to hint)")
    ap.add_argument("--each", action="store_true", help="a line per hint: CPU s, cost, facts settled")
    args = ap.parse_args()
    for name in FILES:
        if args.only and not any(word in name for word in args.only):
            continue
        walk(name, args.limit, args.fresh, args.each)


if __name__ == "__main__":
    main()
