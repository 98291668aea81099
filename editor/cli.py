"""The command-line verbs: ``puzzlewright solve|check|export|convert|explain|grade``.

Batch work without a window.  ``solve`` and ``check`` never load Qt (the
exporter is imported only when an image is written), so they run on any
server.  Every bad input ends with one line ``puzzlewright: <message>`` on
stderr and exit code 3, never a traceback.

Exit codes:
    solve    0 unique, 1 multiple, 2 none, 3 bad input
    check    0 solved, 1 not solved, 3 bad input
    export   0 written, 2 --solution asked but the puzzle has no solution, 3 bad input
    convert  0 written, 3 bad input
    explain, grade: see editor/explain_cli.py
    generate: see editor/generate_cli.py
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable, TextIO

from genres.core.document import Document
from genres.core.errors import PuzzleFormatError, brief
from genres.core import openers
from genres.core.violation import MISTAKE

PROG = "puzzlewright"

EXIT_OK = 0
EXIT_MULTIPLE = 1        # solve: several solutions; check: not solved
EXIT_NOT_SOLVED = 1
EXIT_NONE = 2            # no solution
EXIT_BAD_INPUT = 3
EXIT_INTERRUPTED = 130

SOLVE_EXIT = {"unique": EXIT_OK, "multiple": EXIT_MULTIPLE, "none": EXIT_NONE}


class CliError(Exception):
    """A problem to report in one line; ``code`` is the exit code."""

    def __init__(self, message: str, code: int = EXIT_BAD_INPUT):
        super().__init__(message)
        self.code = code


# ----- file formats, looked up by extension ---------------------------------
@dataclass(frozen=True)
class WriteOptions:
    show_answer: bool = True     # images: draw the document's answer
    scale: float = 48.0          # images: pixels (PNG) or points (SVG/PDF) per cell
    caption: bool = False        # images: the title and author line above the board


@dataclass(frozen=True)
class FileFormat:
    extension: str
    description: str
    read: Callable[[str], Document] | None = None
    write: Callable[[Document, str, WriteOptions], None] | None = None


def _write_text(doc: Document, path: str, options: WriteOptions) -> None:
    # Native JSON, pzprv3 .txt, a .url link line, a genre's own type (.gates): the file layer's.
    openers.write_file(doc, path)


def _write_image(doc: Document, path: str, options: WriteOptions) -> None:
    from editor.export import export_image  # Qt only when an image is written
    from editor.book_content import label
    export_image(doc.genre, doc.puzzle, doc.answer, path, show_answer=options.show_answer,
                 scale=options.scale, caption=label(doc) if options.caption else "")


# The file layer's file types (genres.core.openers.FILE_TYPES), each with its
# writer: the text types through the file layer, images through the exporter.
IMAGE_EXTENSIONS = (".png", ".svg", ".pdf")
FORMATS: dict[str, FileFormat] = {t.extension: FileFormat(
    t.extension, t.description, openers.open_any if t.readable else None,
    _write_image if t.extension in IMAGE_EXTENSIONS else _write_text)
    for t in openers.FILE_TYPES}


def _extension(path: str) -> str:
    return os.path.splitext(path)[1].lower()


# Reading is the window's File > Open: one function for both (a file in any
# format, or a puzz.link URL / puzzlewright: link wherever a file is accepted).
load_document = openers.open_any


def writer_for(path: str) -> FileFormat:
    """The format to write ``path`` in; CliError when the extension is unknown."""
    ext = _extension(path)
    fmt = FORMATS.get(ext)
    if fmt is None and ext and openers.own_file_extension(path):
        # A genre's own file type (a .gates game record): written by that genre.
        return FileFormat(ext, f"{ext} file", openers.open_any, _write_text)
    if fmt is None or fmt.write is None:
        shown = f"extension {ext!r}" if ext else "no extension"
        raise CliError(f"{os.path.basename(path) or path}: cannot write a file with {shown} "
                       f"(use one of: {openers.known_extensions()})")
    return fmt


def check_target_fits(doc: Document, path: str) -> None:
    """Refuse, before any solving or writing, a target format that cannot hold
    this genre's puzzles (a pzprv3 .txt for Ore Soccer, a Gates game as pzprv3),
    naming the formats that work."""
    if _extension(path) in IMAGE_EXTENSIONS:
        return
    try:
        openers.check_can_save(doc, path)
    except PuzzleFormatError as e:
        raise CliError(f"{os.path.basename(path) or path}: {e}") from None


def require_puzzle(doc: Document, verb: str) -> None:
    """A game (Gates) has positions, not a solution: say so in one line."""
    if not doc.genre.has_solution:
        what = {"solve": "has no solution to find", "check": "has no answer to check",
                "export --solution": "has no solution to draw",
                "explain": "has no solution to explain", "grade": "has no puzzle to grade"}[verb]
        raise CliError(f"{doc.genre.name} is a two-player game and {what}; open it in the window "
                       f"to play or analyse it, or use 'puzzlewright gates-match'")


def write_document(doc: Document, path: str, options: WriteOptions) -> None:
    fmt = writer_for(path)
    try:
        fmt.write(doc, path, options)
    except PuzzleFormatError:
        raise
    except ValueError as e:       # the exporter's clear refusal (scale, size)
        raise CliError(str(e)) from None
    except OSError as e:
        raise CliError(f"{path}: cannot write the file ({e.strerror or e})") from None


def check_write_target(path: str, scale: float | None = None) -> None:
    """Refuse a bad output extension or scale before any slow work starts."""
    writer_for(path)
    if scale is not None and _extension(path) in IMAGE_EXTENSIONS:
        from editor.export import check_scale
        try:
            check_scale(scale)
        except ValueError as e:
            raise CliError(str(e)) from None


# ----- output helpers -------------------------------------------------------
def answer_text(genre: Any, puzzle: Any, answer: Any) -> str:
    """The answer for a terminal: the genre's drawing (Genre.answer_text), without a final newline."""
    return genre.answer_text(puzzle, answer).rstrip("\n")


def _cells(cells: Any) -> list[list[int]]:
    return [list(c) for c in cells]


def _cells_text(cells: Any) -> str:
    return " ".join(f"{r},{c}" for r, c in cells)


def _print_json(obj: Any, out: TextIO) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")


def _with_answer(doc: Document, answer: Any) -> Document:
    return Document(doc.genre, doc.puzzle, answer, doc.metadata, doc.path)


def in_child(job: Callable[..., Any], here: Callable[[], Any]) -> Any:
    """``job(context=...)`` in a child process under the memory budget: a
    puzzle beyond it ends in one line (CliError), not a MemoryError traceback
    or the kernel's OOM killer.  ``here()`` does the same work in this process
    where no child can start."""
    from genres.core import childproc  # the SAT library only when needed
    try:
        return job(context=childproc.single_thread_context())
    except childproc.MemoryBudgetExceeded as e:
        raise CliError(str(e)) from None
    except childproc.ChildUnavailable:
        return here()


def _solve(doc: Document):
    from genres.core import analysis, solving
    return in_child(lambda context: solving.verdict(doc.genre, doc.puzzle, context=context),
                    lambda: analysis.solve_verdict(doc.genre, doc.puzzle))


# ----- the verbs ------------------------------------------------------------
def cmd_solve(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.output:
        check_write_target(args.output)
    doc = load_document(args.file)
    require_puzzle(doc, "solve")
    if args.output:
        check_target_fits(doc, args.output)
    genre, puzzle = doc.genre, doc.puzzle
    verdict = _solve(doc)
    if args.output:
        if verdict.solutions:
            if verdict.status == "multiple":
                err.write(f"{PROG}: the puzzle has several solutions; {args.output} shows one of them\n")
            solved = genre.solution_answer(puzzle, verdict.solutions[0], doc.answer)
            write_document(_with_answer(doc, solved), args.output, WriteOptions(show_answer=True))
        else:
            err.write(f"{PROG}: the puzzle has no solution; {args.output} was not written\n")
    if args.json:
        _print_json({
            "status": verdict.status,
            "genre": genre.key,
            "solutions": [genre.answer_to_json(puzzle, s) for s in verdict.solutions],
            "diff_cells": _cells(verdict.diff_cells),
        }, out)
    else:
        out.write(verdict.status + "\n")
        many = len(verdict.solutions) > 1
        for i, solution in enumerate(verdict.solutions, 1):
            if many:
                out.write(f"solution {i}:\n")
            out.write(answer_text(genre, puzzle, solution) + "\n")
        if verdict.diff_cells:
            out.write(f"the solutions differ at: {_cells_text(verdict.diff_cells)}\n")
    return SOLVE_EXIT[verdict.status]


def cmd_check(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    doc = load_document(args.file)
    require_puzzle(doc, "check")
    genre, puzzle = doc.genre, doc.puzzle
    violations = genre.check(puzzle, doc.answer)
    construction = genre.construction_problems(puzzle)
    solved = not violations
    if args.json:
        _print_json({
            "solved": solved,
            "genre": genre.key,
            "violations": [v.to_json() for v in violations],
            "construction": [v.to_json() for v in construction],
        }, out)
    else:
        # Mistakes first, as the window lists them; rules a finished answer
        # must still meet are marked, so a half-done answer reads as such.
        for v in sorted(violations, key=lambda v: v.kind != MISTAKE):
            where = f" [{_cells_text(v.cells)}]" if v.cells else ""
            tag = "" if v.kind == MISTAKE else f" ({v.kind})"
            out.write(f"{v.code}{tag}: {v.message}{where}\n")
        if solved:
            out.write("solved\n")
        for v in construction:
            err.write(f"{PROG}: the puzzle itself has a problem ({v.severity}) "
                      f"{v.code}: {v.message}\n")
    return EXIT_OK if solved else EXIT_NOT_SOLVED


def cmd_export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from editor.export import check_target
    try:
        check_target(args.out, args.scale)
    except ValueError as e:
        raise CliError(str(e)) from None
    doc = load_document(args.file)
    if args.solution:
        require_puzzle(doc, "export --solution")
    if args.solution and doc.genre.is_blank(doc.puzzle, doc.answer):
        # Nothing drawn by a player yet: show the solver's solution instead.
        verdict = _solve(doc)
        if not verdict.solutions:
            raise CliError("the puzzle has no solution to draw; nothing was written", EXIT_NONE)
        if verdict.status == "multiple":
            err.write(f"{PROG}: the puzzle has several solutions; drawing one of them\n")
        doc = _with_answer(doc, doc.genre.solution_answer(doc.puzzle, verdict.solutions[0], doc.answer))
    write_document(doc, args.out, WriteOptions(show_answer=args.solution, scale=args.scale,
                                               caption=args.caption))
    return EXIT_OK


def cmd_convert(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    check_write_target(args.output)
    doc = load_document(args.input)
    check_target_fits(doc, args.output)
    # Converting normalises: derived clues (such as the circle's gate count)
    # are filled in, and the answer keeps only what fits the puzzle.
    write_document(doc.normalized_copy(), args.output, WriteOptions(show_answer=False))
    return EXIT_OK


# ----- argument parsing -----------------------------------------------------
class _Parser(argparse.ArgumentParser):
    """argparse exits with 2 on a usage error; here that is bad input (3)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(f"{message} (see '{self.prog} --help')")


def _scale(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the scale {text!r} is not a number") from None


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line; with ``only`` (a verb) the verbs with modules of
    their own are left out but that one: ``forced`` then never imports the
    generator, the explainer or their genre makers (tens of milliseconds of a
    process meant to take 0.15 s)."""
    parser = _Parser(prog=PROG, description="Author, play, solve and export pencil puzzles. "
                     "Without a command, the window opens (puzzlewright [FILE or URL]).",
                     epilog="Also: puzzlewright book --help (a PDF book of puzzles), "
                     "puzzlewright gates-match --help (Gates computer matches).")
    verbs = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = verbs.add_parser("solve", help="solve a puzzle and say whether its solution is unique",
                         description="Print none, unique or multiple, then the solution(s). "
                         "Exit 0 unique, 1 multiple, 2 none, 3 bad input.")
    p.add_argument("file", metavar="FILE", help="the puzzle file (.json, pzprv3 .txt) or a puzz.link URL")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.add_argument("--output", "-o", metavar="OUT",
                   help="write the puzzle with the solution filled in (.json, pzprv3 .txt, .png, .svg or .pdf)")
    p.set_defaults(run=cmd_solve)

    p = verbs.add_parser("check", help="check the answer stored in a puzzle file",
                         description="Print every broken rule, or 'solved'. "
                         "Exit 0 solved, 1 not solved, 3 bad input.")
    p.add_argument("file", metavar="FILE", help="the puzzle file (.json, pzprv3 .txt) with the answer to check, or a URL")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    p.set_defaults(run=cmd_check)

    p = verbs.add_parser("export", help="draw a puzzle as a PNG, SVG or PDF file",
                         description="Exit 0 written, 2 --solution but no solution exists, 3 bad input.")
    p.add_argument("file", metavar="FILE", help="the puzzle file (.json, pzprv3 .txt) or a puzz.link URL")
    p.add_argument("out", metavar="OUT", help="the image to write: .png, .svg or .pdf")
    p.add_argument("--solution", action="store_true",
                   help="draw the answer: the stored one, or the solver's when none is stored")
    p.add_argument("--scale", type=_scale, default=48.0, metavar="N",
                   help="pixels (PNG) or points (SVG, PDF) per cell, 1 to 1000 (default 48)")
    p.add_argument("--caption", action="store_true",
                   help="a title and author line above the board (from the file's metadata)")
    p.set_defaults(run=cmd_export)

    p = verbs.add_parser("convert", help="convert a puzzle file to another format",
                         description="The output format follows OUT's extension. "
                         "Exit 0 written, 3 bad input.")
    p.add_argument("input", metavar="IN", help="the file to read (.json, pzprv3 .txt, .url), a puzz.link "
                   "URL or a puzzlewright: link")
    p.add_argument("output", metavar="OUT", help="the file to write (.json, pzprv3 .txt, .png, .svg, .pdf, "
                   "or .url: the puzzle's link on one line)")
    p.set_defaults(run=cmd_convert)

    if only in (None, "generate"):
        from editor.generate_cli import add_parser as add_generate
        add_generate(verbs)
    if only in (None, "forced"):
        from editor.forced_cli import add_parser as add_forced
        add_forced(verbs, "the puzzle file (.json, pzprv3 .txt) or a puzz.link URL")
    if only in (None, "explain", "grade"):
        from editor.explain_cli import add_parsers
        add_parsers(verbs, "the puzzle file (.json, pzprv3 .txt) or a puzz.link URL")
    return parser


def report_failures(verb: Callable[[], int], err: TextIO,
                    also: tuple[type[Exception], ...] = ()) -> int:
    """Run a verb: bad input (CliError, PuzzleFormatError and ``also``) ends in
    one short line on ``err`` and its exit code, --help in 0, Ctrl+C in 130."""
    try:
        return verb()
    except SystemExit as e:          # --help prints and exits 0
        return e.code if isinstance(e.code, int) else EXIT_OK
    except (CliError, PuzzleFormatError, *also) as e:
        code = e.code if isinstance(e, CliError) else EXIT_BAD_INPUT
        err.write(f"{PROG}: {brief(str(e)).replace(chr(10), ' ')}\n")
        return code
    except KeyboardInterrupt:
        err.write(f"{PROG}: interrupted\n")
        return EXIT_INTERRUPTED


def run_cli(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one command-line verb; returns the exit code (see the module doc)."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err

    def verb() -> int:
        only = argv[0] if argv and not argv[0].startswith("-") else None
        args = build_parser(only).parse_args(list(argv))
        return args.run(args, out, err)
    return report_failures(verb, err)
