"""Puzzle generation: time to a unique, graded puzzle, and how varied they are.

    python bench/bench_generate.py [--genre corral] [--size 10x10] [--seeds 20]
                                   [--first-seed 0] [--difficulty medium] [--shapes 50]
                                   [--symmetry none|rot180|mirror]

Speed (issue 14): for each genre, ``--seeds`` puzzles from seeds 0, 1, ...
at the asked difficulty (default medium); prints each genre's distribution
(min, median, 90th percentile, max) of the seconds to a unique puzzle with
its grade.  Targets: median < 5 s on a 10x10 (Ore Soccer 8x8), < 30 s on a
15x15.  Without ``--size`` the 10x10 (8x8) boards run.  The seconds are the
process's CPU seconds (``time.process_time``: on a shared machine wall
seconds say more about the neighbours than about the generator); each line
also shows the wall seconds and the SAT solves (``SatModel.solve`` calls, each
with its lazy rounds), which do not depend on the machine at all.

Variety (``--shapes N``): N puzzles per genre at the size and difficulty,
and a few shape figures of each (loop length, region size, snakes, circles),
printed as min / median / max and the number of distinct values: puzzles of
one size and difficulty should not all look alike.  ``--symmetry`` asks for
that clue layout (genres that cannot build it are skipped).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from genres.core import sat  # noqa: E402
from genres.core.generation import MAKER_MODULES, GenerationError, Request, generate, maker_for  # noqa: E402

SOLVES = [0]
_solve = sat.SatModel.solve


def _counted_solve(self, *args, **kwargs):
    SOLVES[0] += 1
    return _solve(self, *args, **kwargs)


sat.SatModel.solve = _counted_solve

# Where each seed's CPU seconds go: [calls, CPU seconds] per phase.
from genres.core import generation  # noqa: E402
PHASES: dict[str, list] = {}


def _timed(name: str, fn):
    def wrapper(*args, **kwargs):
        start = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            entry = PHASES.setdefault(name, [0, 0.0])
            entry[0] += 1
            entry[1] += time.process_time() - start
    return wrapper


GRADES: list[str] = []      # each grade of the seed: verdict, level, steps, CPU seconds
_grade_for = generation.grade_for


def _traced_grade(*args, **kwargs):
    start = time.process_time()
    graded = _grade_for(*args, **kwargs)
    GRADES.append(f"{graded.verdict} {graded.level} after {len(graded.steps)} steps "
                  f"{time.process_time() - start:.1f} s")
    return graded


generation.grade_for = _timed("grade", _traced_grade)
generation.minimize = _timed("minimise", generation.minimize)
_make_maker = generation.maker_for


def _timed_maker(key: str):
    maker = _make_maker(key)
    if not getattr(maker, "_bench_timed", False):
        maker.make = _timed("make", maker.make)
        maker._bench_timed = True
    return maker


generation.maker_for = _timed_maker

TRACE = False


def _phases_text() -> str:
    """The seed's phases: "make 3x 1.2 s, grade 2x 40.1 s, ..."."""
    return ", ".join(f"{k} {n}x {t:.1f} s" for k, (n, t) in PHASES.items())


def _print_grades() -> None:
    if TRACE:
        print("      grades: " + "; ".join(GRADES), flush=True)


DEFAULT_SIZES = {"ore-soccer": (8, 8)}
GENRES = [("circumnavi-gates", "standard"), ("corral", "standard"),
          ("corral", "additive-multiplicative"), ("hebi-ichigo", "standard"),
          ("ore-soccer", "standard")]


def size_of(text: str | None, genre: str) -> tuple[int, int]:
    if text is None:
        return DEFAULT_SIZES.get(genre, (10, 10))
    rows, cols = text.lower().split("x")
    return int(rows), int(cols)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def speed(genre: str, variant: str | None, size: tuple[int, int], seeds: range,
          level: str | None, target: float, symmetry: str | None = None) -> None:
    if symmetry is not None and symmetry not in maker_for(genre).symmetries[variant]:
        return          # this genre cannot build that layout
    times, failed, levels = [], 0, {}
    for seed in seeds:
        start, wall, SOLVES[0] = time.process_time(), time.perf_counter(), 0
        PHASES.clear()
        GRADES.clear()
        try:
            made = generate(Request(genre, size[0], size[1], variant, level, symmetry, False, seed))
        except GenerationError:
            failed += 1
            print(f"    seed {seed:3}: failed after {time.process_time() - start:7.1f} s CPU; "
                  + _phases_text(), flush=True)
            _print_grades()
            continue
        took = time.process_time() - start
        times.append(took)
        levels[made.grade.hardest_level] = levels.get(made.grade.hardest_level, 0) + 1
        print(f"    seed {seed:3}: {took:7.1f} s CPU ({time.perf_counter() - wall:6.1f} s wall, "
              f"{SOLVES[0]:6} solves)  {made.level}, level {made.grade.hardest_level}, "
              f"{made.attempts} attempts, {made.clues_added} clues added; " + _phases_text(), flush=True)
        _print_grades()
    name = genre + (f" ({variant})" if variant not in (None, "standard") else "") \
        + (f" {symmetry}" if symmetry else "")
    if not times:
        print(f"  {name} {size[0]}x{size[1]}: no puzzle made ({failed} failed)")
        return
    median = statistics.median(times)
    verdict = "ok" if median < target else "MISSED"
    print(f"  {name} {size[0]}x{size[1]} {level or 'any'}, CPU: min {min(times):.1f} s, "
          f"median {median:.1f} s (target < {target:.0f} s, {verdict}), "
          f"p90 {percentile(times, 0.9):.1f} s, max {max(times):.1f} s"
          + (f", {failed} failed" if failed else ""), flush=True)


def shapes(genre: str, variant: str | None, size: tuple[int, int], count: int,
           level: str | None, symmetry: str | None = None) -> None:
    maker = maker_for(genre)
    if symmetry is not None and symmetry not in maker.symmetries[variant]:
        return
    figures: dict[str, list[float]] = {}
    for seed in range(count):
        try:
            made = generate(Request(genre, size[0], size[1], variant, level, symmetry, False, seed))
        except GenerationError:
            continue
        for key, value in maker.shape(made.puzzle, made.solution).items():
            figures.setdefault(key, []).append(value)
    name = genre + (f" ({variant})" if variant not in (None, "standard") else "")
    print(f"  {name} {size[0]}x{size[1]} {level or 'any'}"
          + (f", {symmetry}" if symmetry else "") + f", {count} puzzles:")
    for key, values in figures.items():
        print(f"    {key:<14} min {min(values):5g}  median {statistics.median(values):6g}  "
              f"max {max(values):5g}  ({len(set(values))} distinct)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--genre", choices=sorted(MAKER_MODULES))
    ap.add_argument("--variant")
    ap.add_argument("--size", help="ROWSxCOLS (default 10x10, Ore Soccer 8x8)")
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--difficulty", default="medium", help="easy, medium, hard or any")
    ap.add_argument("--shapes", type=int, metavar="N", help="variety figures over N puzzles instead")
    ap.add_argument("--symmetry", choices=("none", "rot180", "mirror"),
                    help="the clue layout (default: each genre's first)")
    ap.add_argument("--trace", action="store_true", help="print every grade of each seed")
    args = ap.parse_args()
    global TRACE
    TRACE = args.trace
    level = None if args.difficulty == "any" else args.difficulty
    todo = [(g, v) for g, v in GENRES if args.genre in (None, g)
            and (args.variant is None or v == args.variant)]
    for genre, variant in todo:
        size = size_of(args.size, genre)
        if args.shapes:
            shapes(genre, variant, size, args.shapes, level, args.symmetry)
        else:
            target = 5.0 if size[0] * size[1] <= 100 else 30.0
            speed(genre, variant, size, range(args.first_seed, args.first_seed + args.seeds),
                  level, target, args.symmetry)


if __name__ == "__main__":
    main()
