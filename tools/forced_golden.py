"""Write tests/data/forced_golden.json: the verdict and every forced fact of the
bench puzzles, the bundled examples and half-built drafts of the examples.

tests/test_forced_golden.py compares the solver against this record, so a
speed-up of an encoding that changes which facts are forced fails a test
(issue #15 point 5).  Run it again only when a change of meaning is intended,
and say why in the commit:  python tools/forced_golden.py
"""
from __future__ import annotations

import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from genres.core import analysis, nativefile  # noqa: E402
from genres.core.explain_steps import jsonable  # noqa: E402
from genres.core.generation import maker_for  # noqa: E402

OUT = os.path.join(ROOT, "tests", "data", "forced_golden.json")
DRAFT_REMOVALS = 12      # clues taken from an example at most to reach a draft


def record(name: str, genre, puzzle) -> dict:
    status, forced = analysis.forced_verdict(genre, puzzle)
    return {"name": name, "genre": genre.key, "puzzle": genre.puzzle_to_json(puzzle),
            "status": status,
            "forced": sorted(json.dumps([jsonable(f), bool(v)]) for f, v in forced.items())}


def draft_of(genre, puzzle):
    """The example with clues taken away (always the middle one of the maker's
    list, so the draft is the same every run) until several solutions remain."""
    maker = maker_for(genre.key)
    symmetry = "rot180" if genre.variant_name(puzzle) != genre.variant_name(
        genre.new_puzzle(*genre.size(puzzle))) else "none"
    for _ in range(DRAFT_REMOVALS):
        status, forced = analysis.forced_verdict(genre, puzzle)
        if status == "multiple":
            return puzzle
        solution = analysis.solve_verdict(genre, puzzle).solutions[0]
        options = maker.removals(puzzle, solution, symmetry)
        if not options:
            return None
        puzzle = options[len(options) // 2][1]
    return puzzle if analysis.forced_verdict(genre, puzzle)[0] == "multiple" else None


def main() -> None:
    entries = []
    examples = sorted(glob.glob(os.path.join(ROOT, "resources", "examples", "*.json")))
    for path in sorted(glob.glob(os.path.join(ROOT, "bench", "data", "*.json"))) + examples:
        doc = nativefile.load(path)
        name = os.path.relpath(path, ROOT)
        entries.append(record(name, doc.genre, doc.puzzle))
        print(name, entries[-1]["status"], len(entries[-1]["forced"]), flush=True)
    for path in examples:
        doc = nativefile.load(path)
        draft = draft_of(doc.genre, doc.puzzle)
        if draft is not None:
            name = os.path.relpath(path, ROOT) + " (draft)"
            entries.append(record(name, doc.genre, draft))
            print(name, entries[-1]["status"], len(entries[-1]["forced"]), flush=True)
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(entries, f, indent=0, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
