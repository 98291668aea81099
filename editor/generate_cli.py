"""The ``generate`` verb of the command line (see editor/cli.py): new puzzles
of a chosen genre, size, difficulty and clue symmetry.

    puzzlewright generate corral --size 10x10 --difficulty medium --seed 7 --out puzzles/

GENRE is the genre's key as in native files (circumnavi-gates, corral,
hebi-ichigo, ore-soccer); ``--variant`` picks a variant (corral:
standard or additive-multiplicative).  ``--out`` is a folder (made when
missing; the default is the current folder) or a file whose extension picks
the format (.json native, .txt pzprv3, .url link); with ``--count`` above 1 a
file name gets -1, -2, ... before its extension.  Puzzle k of a run uses seed
SEED + k - 1; without ``--seed`` a random seed is drawn and printed, so every
line tells how to make that puzzle again.  The same seed and options write a
byte-identical file.

One line per puzzle: the file written, then the difficulty ("medium, 3 stars,
hardest step level 5"), the seed and how many attempts it took.

Exit codes: 0 every puzzle written, 1 some puzzle could not be made as asked
(no attempt reached the difficulty), 3 bad options.
"""
from __future__ import annotations

import argparse
import os
import random
import re
from typing import TextIO

from genres.core.generation import (DIFFICULTIES, MAKER_MODULES, SYMMETRIES, GenerationError,
                                    Made, Request, check_request, genre_of)

EXIT_NOT_MADE = 1
FILE_EXTENSIONS = (".json", ".txt", ".url")


def parse_size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if m is None:
        raise argparse.ArgumentTypeError(f"the size {text!r} is not ROWSxCOLUMNS (such as 10x10)")
    return int(m.group(1)), int(m.group(2))


def target_paths(out: str | None, made_name: str, count: int, index: int) -> str:
    """Where puzzle ``index`` (1-based) of ``count`` goes."""
    out = out or "."
    ext = os.path.splitext(out)[1].lower()
    if ext in FILE_EXTENSIONS and not os.path.isdir(out):
        if count == 1:
            return out
        stem, ext_kept = os.path.splitext(out)
        return f"{stem}-{index}{ext_kept}"
    return os.path.join(out, made_name)


def file_name(made: Made) -> str:
    r = made.request
    variant = "" if r.variant in (None, "standard") else f"-{r.variant}"
    return f"{r.genre}{variant}-{r.rows}x{r.cols}-{made.level}-seed{r.seed}.json"


def summary(made: Made) -> str:
    g = made.grade
    stars = f"{g.stars} star" + ("s" if g.stars != 1 else "")
    tries = f", {made.attempts} attempts" if made.attempts != 1 else ""
    n = made.clues_added
    added = f", {n} clue{'s' if n > 1 else ''} added" if n else ""
    return (f"{made.level}, {stars}, hardest step level {g.hardest_level}, "
            f"seed {made.request.seed}{tries}{added}")


def document_of(made: Made):
    from genres.core.document import Document
    genre = genre_of(made.request.genre)
    return Document(genre, made.puzzle, None,
                    {"title": made.title(genre), "author": "Puzzlewright generator",
                     "notes": f"Difficulty: {made.grade.reason}."})


def cmd_generate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from editor import cli
    rows, cols = args.size
    if args.count < 1:
        raise cli.CliError("--count must be at least 1")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10 ** 6)
    base = Request(args.genre, rows, cols, args.variant, args.difficulty, args.symmetry,
                   args.minimal, seed)
    try:
        check_request(base)
    except GenerationError as e:
        raise cli.CliError(str(e)) from None
    ext = os.path.splitext(args.out or "")[1].lower()
    out_is_file = ext in FILE_EXTENSIONS
    if ext in cli.FORMATS and not out_is_file:
        raise cli.CliError(f"{args.out}: generate writes .json, .txt or .url files (or a folder); "
                           f"draw a generated puzzle with the export verb")
    if args.out and not out_is_file:
        if os.path.exists(args.out) and not os.path.isdir(args.out):
            raise cli.CliError(f"{args.out}: not a folder, and not a .json, .txt or .url file")
    elif args.out:
        cli.check_write_target(args.out)
    failed = 0
    from genres.core.generation import generate
    for k in range(args.count):
        request = Request(base.genre, rows, cols, base.variant, base.difficulty, base.symmetry,
                          base.minimal, seed + k)
        try:
            made = generate(request)
        except GenerationError as e:
            err.write(f"{cli.PROG}: {e}\n")
            failed += 1
            continue
        path = target_paths(args.out, file_name(made), args.count, k + 1)
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        doc = document_of(made)
        cli.check_target_fits(doc, path)
        cli.write_document(doc, path, cli.WriteOptions(show_answer=False))
        out.write(f"{path}: {summary(made)}\n")
        out.flush()
    return EXIT_NOT_MADE if failed else cli.EXIT_OK


def add_parser(verbs) -> None:
    p = verbs.add_parser(
        "generate", help="make new puzzles of a chosen size and difficulty",
        description="Make puzzles with a unique solution, graded by the explainer. "
        "Writes one file per puzzle and prints one line each (the file and its difficulty). "
        "Exit 0 all written, 1 some puzzle could not be made as asked, 3 bad options.")
    p.add_argument("genre", metavar="GENRE", choices=sorted(MAKER_MODULES),
                   help="the genre's key: " + ", ".join(sorted(MAKER_MODULES)))
    p.add_argument("--size", type=parse_size, required=True, metavar="ROWSxCOLS",
                   help="the board size, such as 10x10")
    p.add_argument("--variant", metavar="NAME",
                   help="the genre's variant (corral: standard or additive-multiplicative)")
    p.add_argument("--difficulty", choices=list(DIFFICULTIES),
                   help="the grader's level to reach (default: any, as it comes)")
    p.add_argument("--symmetry", choices=SYMMETRIES,
                   help="clue layout symmetry (default none; Additive/Multiplicative Corral "
                   "always has rot180; Ore Soccer: none or mirror)")
    p.add_argument("--minimal", action="store_true",
                   help="no redundant clue: every clue is needed for a unique solution")
    p.add_argument("--seed", type=int, metavar="N",
                   help="the first puzzle's seed (default: random, printed)")
    p.add_argument("--count", type=int, default=1, metavar="N", help="how many puzzles (default 1)")
    p.add_argument("--out", metavar="DIR|FILE",
                   help="a folder (default: the current one) or a .json, .txt or .url file")
    p.set_defaults(run=cmd_generate)
