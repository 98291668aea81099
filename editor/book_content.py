"""What goes into a puzzle book: the puzzles (from files, URLs or folders) and
the answer to print for each.

No Qt here: the CLI and the dialog's worker thread both use it.  Finding the
answers may run the solver, always in a child process (as the CLI's ``solve``
does), so a puzzle beyond the memory budget costs one note, not the book.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

import os
from dataclasses import dataclass
from typing import Any, Callable

from genres.core.document import Document
from genres.core.errors import PuzzleFormatError

# Notes printed under an answer.
SEVERAL = QT_TRANSLATE_NOOP("Book", "This puzzle has several solutions; one is shown.")
NO_SOLUTION = QT_TRANSLATE_NOOP("Book", "No solution.")
TOO_LARGE = QT_TRANSLATE_NOOP("Book", "Too large to solve within the memory budget.")


@dataclass(frozen=True)
class BookEntry:
    """One puzzle of the book, with the answer to print (None: none to draw)."""
    document: Document
    answer: Any = None
    note: str = ""           # said under the answer ("several solutions", "no solution")

    @property
    def has_answer_slot(self) -> bool:
        # A game has positions, not an answer: its slot is skipped.
        return self.document.genre.has_solution


def label(doc: Document) -> str:
    """"Title — Genre, by Author" (the parts the file has)."""
    title = (doc.metadata.get("title") or "").strip()
    author = (doc.metadata.get("author") or "").strip()
    text = (f"{title} — " if title else "") + doc.genre.variant_name(doc.puzzle)
    return text + (translate("Book", ", by {author}").format(author=author) if author else "")


def caption(number: int, doc: Document) -> str:
    """"3. Title — Genre, by Author": the puzzle's line in the book."""
    return f"{number}. {label(doc)}"


def _puzzle_files(folder: str) -> list[str]:
    """The files of a folder a puzzle might be in, sorted by name (hidden ones left out)."""
    names = sorted(n for n in os.listdir(folder) if not n.startswith("."))
    return [os.path.join(folder, n) for n in names if os.path.isfile(os.path.join(folder, n))]


def load_documents(sources: list[str], load: Callable[[str], Document]) -> list[Document]:
    """The documents that files, URLs and folders name, in order.

    A folder adds every puzzle file in it that reads, sorted by name; a file
    in it that is no puzzle is passed over.  A named file that does not read
    raises PuzzleFormatError, as does a folder holding no puzzle at all.
    """
    docs: list[Document] = []
    for source in sources:
        if os.path.isdir(source):
            found = []
            for path in _puzzle_files(source):
                try:
                    found.append(load(path))
                except (PuzzleFormatError, OSError, ValueError):
                    continue      # a README or an image beside the puzzles
            if not found:
                raise PuzzleFormatError(f"{source}: the folder holds no puzzle file")
            docs.extend(found)
        else:
            docs.append(load(source))
    return docs


def _solved_answer(doc: Document) -> Any | None:
    """The answer stored in the file when it is finished and breaks no rule."""
    genre, puzzle, answer = doc.genre, doc.puzzle, doc.answer
    if genre.is_blank(puzzle, answer) or not genre.is_complete(puzzle, answer):
        return None
    return answer if not genre.check(puzzle, answer) else None


def solve_entry(doc: Document, *, cancel: Callable[[], bool] = lambda: False) -> BookEntry:
    """The entry for one document: its stored answer when solved, else the solver's."""
    if not doc.genre.has_solution:
        return BookEntry(doc)
    stored = _solved_answer(doc)
    if stored is not None:
        return BookEntry(doc, stored)
    from genres.core import childproc, solving   # the SAT library only when needed
    try:
        verdict = solving.verdict(doc.genre, doc.puzzle, cancel=cancel,
                                  context=childproc.single_thread_context())
    except childproc.MemoryBudgetExceeded:
        return BookEntry(doc, None, TOO_LARGE)
    except childproc.ChildUnavailable:
        from genres.core.analysis import solve_verdict
        verdict = solve_verdict(doc.genre, doc.puzzle)
    if not verdict.solutions:
        return BookEntry(doc, None, NO_SOLUTION)
    answer = doc.genre.solution_answer(doc.puzzle, verdict.solutions[0], doc.answer)
    return BookEntry(doc, answer, SEVERAL if verdict.status == "multiple" else "")


def entries(docs: list[Document], answers: bool, *,
            cancel: Callable[[], bool] = lambda: False,
            progress: Callable[[int], None] | None = None) -> list[BookEntry]:
    """Every document as a book entry; answers are found only when asked for."""
    out = []
    for i, doc in enumerate(docs):
        out.append(solve_entry(doc, cancel=cancel) if answers else BookEntry(doc))
        if progress is not None:
            progress(i + 1)
    return out
