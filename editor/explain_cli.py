"""The ``explain`` and ``grade`` verbs of the command line (see editor/cli.py).

``explain`` prints the steps one per line as they are found (step number,
the facts it settles, the clues it points at, the sentence); ``--json``
prints one object at the end.  ``grade`` prints the difficulty and the
redundant clues.  Both run the analysis in a child process under the
solver's memory budget, like ``solve``.

Exit codes:
    explain  0 the steps reach the unique solution, 1 several solutions or the
             stored answer contradicts every solution, 2 no solution, 3 bad input
    grade    0 unique, 1 several solutions, 2 no solution, 3 bad input
"""
from __future__ import annotations

import argparse
from typing import Any, TextIO

from genres.core.explain_steps import facts_words, step_json

EXPLAIN_EXIT = {"unique": 0, "multiple": 1, "mistake": 1, "none": 2}
GRADE_EXIT = {"unique": 0, "multiple": 1, "none": 2}


def _cells(cells) -> str:
    return " ".join(f"{r},{c}" for r, c in cells)


def step_line(genre: Any, puzzle: Any, number: int, step: Any) -> str:
    """One step for a terminal: number, facts, clues (name and cells), sentence."""
    facts = facts_words(genre, puzzle, step.facts) or "-"
    clues = "; ".join(f"{g.name} [{_cells(g.cells)}]" if g.cells else g.name
                      for g in step.clues) or "-"
    return f"{number}\t{step.kind}\tfacts: {facts}\tclues: {clues}\t{step.text}"


def _stars(d) -> str:
    """"3 stars of 5, medium": the stars and the difficulty word they stand for."""
    return f"{d.stars} star{'s' if d.stars != 1 else ''} of 5, {d.band}"


class _Streamer:
    """Prints the steps the child has found so far, each once."""

    def __init__(self, genre: Any, puzzle: Any, out: TextIO, quiet: bool):
        self.genre, self.puzzle, self.out, self.quiet = genre, puzzle, out, quiet
        self.printed = 0

    def __call__(self, steps: list) -> None:
        if self.quiet:
            return
        for step in steps[self.printed:]:
            self.printed += 1
            self.out.write(step_line(self.genre, self.puzzle, self.printed, step) + "\n")
        self.out.flush()


def cmd_explain(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from editor import cli
    from genres.core import explaining
    from genres.core.generation import grade_of

    doc = cli.load_document(args.file)
    cli.require_puzzle(doc, "explain")
    genre, puzzle = doc.genre, doc.puzzle
    start = doc.answer if args.from_answer else None
    stream = _Streamer(genre, puzzle, out, quiet=args.json)
    result = cli.in_child(lambda context: explaining.explain(genre, puzzle, start, progress=stream,
                                                             context=context),
                          lambda: explaining.explain_here(genre, puzzle, start, progress=stream))
    stream(result.steps)
    grade = grade_of(genre, puzzle, result.steps)
    solution = result.solution
    if args.json:
        cli._print_json({
            "status": result.status,
            "genre": genre.key,
            "steps": [step_json(genre, puzzle, s, i) for i, s in enumerate(result.steps, 1)],
            "solution": genre.answer_to_json(puzzle, solution) if solution is not None else None,
            "difficulty": grade.to_json(),
        }, out)
    else:
        out.write(f"{result.status}: {len(result.steps)} steps\n")
        if solution is not None:
            out.write(cli.answer_text(genre, puzzle, solution) + "\n")
        if grade.stars:
            out.write(f"difficulty: {_stars(grade)} ({grade.reason})\n")
    return EXPLAIN_EXIT[result.status]


def cmd_grade(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from editor import cli
    from genres.core import explaining

    doc = cli.load_document(args.file)
    cli.require_puzzle(doc, "grade")
    genre, puzzle = doc.genre, doc.puzzle
    g = cli.in_child(lambda context: explaining.grade(genre, puzzle, context=context),
                     lambda: explaining.grade_here(genre, puzzle))
    d = g.difficulty
    if args.json:
        cli._print_json({
            "status": g.clue_status,
            "genre": genre.key,
            "difficulty": d.to_json(),
            "steps": len(g.explanation.steps),
            "redundant_clues": [{"name": c.name, "text": c.text, "cells": [list(x) for x in c.cells]}
                                for c in g.redundant],
            "suggested_clues": [{"text": c.text, "cells": [list(x) for x in c.cells],
                                 "unique": c.unique, "free_facts": c.free_facts}
                                for c in g.suggestions],
        }, out)
    else:
        out.write(f"{g.clue_status}\n")
        if d.stars:
            out.write(f"difficulty: {_stars(d)} ({d.reason})\n")
            levels = ", ".join(f"level {k}: {v}" for k, v in sorted(d.steps_per_level.items()))
            out.write(f"steps: {len(g.explanation.steps)} ({levels})\n")
        if g.clue_status == "unique":
            if g.redundant:
                out.write("redundant clues (each one alone can go):\n")
                for c in g.redundant:
                    out.write(f"  {c.name}: {c.text} [{_cells(c.cells)}]\n")
            else:
                out.write("redundant clues: none\n")
        elif g.clue_status == "multiple":
            out.write("the puzzle has several solutions: no clue is redundant\n")
            for c in g.suggestions:
                effect = ("makes it unique" if c.unique
                          else f"leaves {c.free_facts} facts undecided")
                out.write(f"  suggested clue: {c.text} [{_cells(c.cells)}]: {effect}\n")
        else:
            out.write("the puzzle has no solution\n")
    return GRADE_EXIT[g.clue_status]


def add_parsers(verbs: Any, cmd_hint: str) -> None:
    """The two verbs' argument parsers (called by editor.cli.build_parser)."""
    p = verbs.add_parser("explain", help="explain the solution step by step",
                         description="Print each deduction step on one line: number, kind, the "
                         "facts it settles, the clues it uses and a sentence. Exit 0 the steps reach "
                         "the unique solution, 1 several solutions or the stored answer contradicts "
                         "every solution, 2 no solution, 3 bad input.")
    p.add_argument("file", metavar="FILE", help=cmd_hint)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.add_argument("--from-answer", action="store_true",
                   help="start from the answer stored in the file instead of an empty board")
    p.set_defaults(run=cmd_explain)

    p = verbs.add_parser("grade", help="rate a puzzle's difficulty and find redundant clues",
                         description="Print the difficulty (1-5 stars with the reason) and the "
                         "clues the puzzle stays unique without. Exit 0 unique, 1 several "
                         "solutions, 2 no solution, 3 bad input.")
    p.add_argument("file", metavar="FILE", help=cmd_hint)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.set_defaults(run=cmd_grade)
