"""Child process for tests/test_generate_determinism.py: generates one
request twice in this process, with other solvers built and dropped in
between (state left behind in the process, as a window or a batch of
``generate`` leaves it), and prints per run the SAT solves and a digest of
the document written."""
from __future__ import annotations

import hashlib
import os
import random
import sys
import tempfile

from genres.core import sat
from genres.core.generation import Request, generate
from editor import cli
from editor.generate_cli import document_of

SOLVES = [0]
_solve = sat.SatModel.solve


def _counted(self, *args, **kwargs):
    SOLVES[0] += 1
    return _solve(self, *args, **kwargs)


sat.SatModel.solve = _counted


def churn() -> None:
    """Build and drop a few solvers of every kind the race uses, on random clauses."""
    rng = random.Random(7)
    for _ in range(30):
        m = sat.SatModel()
        xs = m.new_bools(60)
        for _ in range(250):
            m.add_clause([rng.choice(xs) * rng.choice((1, -1)) for _ in range(3)])
        group = m.group("clue x", "clue", "x")
        m.solve(groups=[group])
        m.close()


def main() -> None:
    genre, rows, cols, level, seed = sys.argv[1:6]
    request = Request(genre, int(rows), int(cols), None, level, None, False, int(seed))
    for run in range(2):
        SOLVES[0] = 0
        made = generate(request)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "made.json")
            cli.write_document(document_of(made), path, cli.WriteOptions(show_answer=False))
            with open(path, "rb") as f:
                written = f.read()
        digest = hashlib.sha256(written + repr(made.grade.to_json()).encode()).hexdigest()[:16]
        print(f"run {run}: {SOLVES[0]} solves, {digest}", flush=True)
        churn()


if __name__ == "__main__":
    main()
