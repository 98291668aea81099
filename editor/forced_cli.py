"""The ``forced`` verb of the command line (see editor/cli.py): the facts every
solution shares, as the window's forced-facts overlay shows them.

Text: the verdict on the first line, then one fact per line ("row 2, column 5
is inside the corral"), then how many facts need no deduction and were left
out (a line never enters a black cell: the overlay leaves those out too;
``--all`` prints them as well).  ``--json`` prints one object: ``status``,
``genre``, ``forced`` (each ``fact``, ``value``, ``text``, ``cells``, as in
``explain --json``) and ``trivial`` (how many were left out).

Exit codes: 0 unique, 1 several solutions, 2 no solution, 3 bad input (as
``solve``).  One encoding answers both the verdict and the facts, in a child
process under the solver's memory budget.
"""
from __future__ import annotations

import argparse
from typing import TextIO



def cmd_forced(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from editor import cli
    from genres.core import analysis, solving

    doc = cli.load_document(args.file)
    cli.require_puzzle(doc, "forced")
    genre, puzzle = doc.genre, doc.puzzle
    status, forced = cli.in_child(
        lambda context: solving.forced_verdict(genre, puzzle, context=context),
        lambda: analysis.forced_verdict(genre, puzzle))
    trivial = frozenset() if args.all else frozenset(genre.trivial_facts(puzzle))
    # In the encoding's order of facts, which is the board's reading order.
    shown = {f: v for f, v in forced.items() if f not in trivial}
    left_out = len(forced) - len(shown)
    if args.json:
        from genres.core.explain_steps import facts_json   # only for --json: start-up
        cli._print_json({"status": status, "genre": genre.key,
                         "forced": facts_json(genre, puzzle, shown), "trivial": left_out}, out)
    else:
        out.write(status + "\n")
        for fact, value in shown.items():
            out.write(genre.fact_text(puzzle, fact, value) + "\n")
        if left_out:
            out.write(f"({left_out} more need no deduction; --all prints them)\n")
    return cli.SOLVE_EXIT[status]


def add_parser(verbs, file_help: str) -> None:
    p = verbs.add_parser("forced", help="print the facts every solution shares",
                         description="Print the verdict (none, unique or multiple), then every "
                         "fact all solutions share, as the window's forced-facts overlay shows "
                         "them. Exit 0 unique, 1 multiple, 2 none, 3 bad input.")
    p.add_argument("file", metavar="FILE", help=file_help)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.add_argument("--all", action="store_true",
                   help="also the facts that need no deduction (a line never enters a black cell)")
    p.set_defaults(run=cmd_forced)
