"""Make the bundled Circumnavi-Gates examples and the benchmark puzzles.

    python bench/generate_circumnavi.py examples   # resources/examples/circumnavi-0*.json
    python bench/generate_circumnavi.py bench      # bench/data/circumnavi-*.json

Every puzzle comes from a fixed seed, so running this again gives the same
files.  Examples are checked before they are written: a unique solution that
the genre's checker accepts, at least one labelled gate, and no answer stored
(players start blank).
"""
from __future__ import annotations

import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from genres.circumnavi import GENRE  # noqa: E402
from genres.circumnavi.gate_lines import find_gates, label_gates  # noqa: E402
from genres.circumnavi.generator import build_solution_board, generate  # noqa: E402
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle  # noqa: E402
from genres.core import nativefile  # noqa: E402
from genres.core.analysis import solve_verdict  # noqa: E402
from genres.core.document import Document  # noqa: E402

EXAMPLES_DIR = os.path.join(os.path.dirname(HERE), "resources", "examples")
DATA_DIR = os.path.join(HERE, "data")

# (file, rows, cols, seed, title); seeds picked for a fair share of gates.
EXAMPLES = [
    ("circumnavi-01.json", 6, 6, 6, "First Slalom"),
    ("circumnavi-02.json", 8, 8, 8, "Gates in the Garden"),
    ("circumnavi-03.json", 10, 10, 10, "Ten by Ten Circuit"),
]

# Benchmark puzzles: (file, rows, cols, seed, kind).  "reduced": unique and
# with clues taken away like the examples; "unique": unique as first reached
# (taking clues away on 36x20 costs a few hundred uniqueness proofs);
# "halfbuilt": an author's half-built board (a few gates, one label, many solutions).
BENCH = [
    ("circumnavi-10x10.json", 10, 10, 101, "reduced"),
    ("circumnavi-20x20.json", 20, 20, 2000, "unique"),
    ("circumnavi-36x20.json", 20, 36, 3620, "unique"),
    ("circumnavi-20x20-halfbuilt.json", 20, 20, 2020, "halfbuilt"),
]


def write_puzzle(path: str, puzzle: CircumnaviPuzzle, title: str) -> None:
    doc = Document(GENRE, GENRE.normalized(puzzle), None,
                   {"title": title, "author": "Puzzlewright"})
    nativefile.write_atomically(path, nativefile.dumps(doc, include_answer=False))
    again = nativefile.load(path)
    assert again.puzzle == doc.puzzle, f"{path} does not read back the same"


def describe(puzzle: CircumnaviPuzzle) -> str:
    gates = find_gates(puzzle)
    labels, _ = label_gates(puzzle, gates)
    return f"{len(gates)} gates, {len(labels)} labelled, {len(puzzle.cells_of('#'))} black cells"


def make_examples() -> None:
    for name, rows, cols, seed, title in EXAMPLES:
        t = time.perf_counter()
        puzzle, loop = generate(rows, cols, seed)
        verdict = solve_verdict(GENRE, puzzle)
        assert verdict.status == "unique", name
        assert verdict.solutions[0].links == loop, name
        problems = GENRE.check(puzzle, CircumnaviAnswer(loop))
        assert problems == [], (name, problems)
        assert label_gates(puzzle)[0], f"{name} has no labelled gate"
        write_puzzle(os.path.join(EXAMPLES_DIR, name), puzzle, title)
        print(f"{name}: {rows}x{cols}, {describe(puzzle)} ({time.perf_counter() - t:.1f} s)")
        print("\n".join("    " + row for row in GENRE.normalized(puzzle).grid))


def make_bench() -> None:
    os.makedirs(DATA_DIR, exist_ok=True)
    for name, rows, cols, seed, kind in BENCH:
        t = time.perf_counter()
        if kind != "halfbuilt":
            # Big boards often end in a spot no clue can settle: try the next seeds.
            for s in range(seed, seed + 50):
                try:
                    puzzle, _ = generate(rows, cols, s, reduce=kind == "reduced", tries=3)
                    break
                except RuntimeError:
                    continue
            else:
                raise RuntimeError(f"no unique {rows}x{cols} puzzle from seeds {seed}..{seed + 49}")
        else:
            design = build_solution_board(rows, cols, random.Random(seed), gate_share=0.15, labels=1)
            puzzle = design.puzzle()
        write_puzzle(os.path.join(DATA_DIR, name), puzzle, f"benchmark {name}")
        print(f"{name}: {describe(puzzle)} ({time.perf_counter() - t:.1f} s)")


if __name__ == "__main__":
    what = sys.argv[1:] or ["examples", "bench"]
    if "examples" in what:
        make_examples()
    if "bench" in what:
        make_bench()
