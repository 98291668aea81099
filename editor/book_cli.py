"""`puzzlewright book`: several puzzles printed as one PDF book.

    puzzlewright book FILES... --out book.pdf [--page a4|letter] [--per-page N]
                     [--answers] [--title T] [--author A] [--no-rules]

FILES are puzzle files, puzz.link URLs or folders (a folder adds every puzzle
file in it, sorted by name).  As with the other verbs, bad input ends with one
line on stderr and exit status 3; 0 when the book is written.
"""
from __future__ import annotations

import os
import sys
from typing import TextIO

from genres.core.nativefile import write_atomically

from .book import PAGE_SIZES, PER_PAGE_CHOICES, BookOptions
from .cli import EXIT_OK, PROG, CliError, _Parser, load_document, report_failures


def build_parser() -> _Parser:
    p = _Parser(prog=f"{PROG} book",
                description="Print puzzles as a PDF book: puzzles first, a caption and "
                "the rules in one sentence under each, answers on later pages. "
                "Exit 0 written, 3 bad input.")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="puzzle files (.json, pzprv3 .txt), puzz.link URLs or folders of puzzles")
    p.add_argument("--out", "-o", required=True, metavar="OUT.pdf", help="the PDF to write")
    p.add_argument("--page", choices=tuple(PAGE_SIZES), default="a4", help="page size (default a4)")
    p.add_argument("--per-page", type=int, choices=PER_PAGE_CHOICES, default=2, metavar="N",
                   help="puzzles a page: 1, 2, 4 or 6 (default 2)")
    p.add_argument("--answers", action="store_true",
                   help="add the answers on later pages (the stored one when solved, else the solver's)")
    p.add_argument("--title", default="", help="the book's title, on the first page and every footer")
    p.add_argument("--author", default="", help="the book's author line, under the title")
    p.add_argument("--no-rules", action="store_true",
                   help="leave out the rules sentence under each puzzle")
    return p


def cmd_book(argv: list[str], out: TextIO, err: TextIO) -> int:
    args = build_parser().parse_args(argv)
    if os.path.splitext(args.out)[1].lower() != ".pdf":
        raise CliError(f"{os.path.basename(args.out) or args.out}: a book is written as a PDF "
                       "(give a file name ending in .pdf)")
    options = BookOptions(page=args.page, per_page=args.per_page, title=args.title.strip(),
                          author=args.author.strip(), rules=not args.no_rules, answers=args.answers)
    from .book_content import entries, load_documents
    docs = load_documents(args.files, load_document)
    book_entries = entries(docs, args.answers)
    from .book_paint import make_book, pdf_bytes     # Qt only once the input is known good
    book = make_book(book_entries, options)
    try:
        write_atomically(args.out, pdf_bytes(book))
    except OSError as e:
        raise CliError(f"{args.out}: cannot write the file ({e.strerror or e})") from None
    for entry in book_entries:
        if entry.note and entry.answer is None:
            err.write(f"{PROG}: {entry.document.path or 'a puzzle'}: {entry.note}\n")
    pages = len(book.plan.pages)
    out.write(f"{args.out}: {len(docs)} puzzle{'s' * (len(docs) != 1)} on "
              f"{pages} page{'s' * (pages != 1)}\n")
    return EXIT_OK


def run(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    # ValueError too: the book's options and page plan refuse in words.
    return report_failures(lambda: cmd_book(list(argv), out, err), err, also=(ValueError,))
