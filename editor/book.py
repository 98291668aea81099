"""A puzzle book's page plan: which puzzle or answer goes in which slot of
which page, every rectangle in points (1/72 inch).

Plain Python, no Qt: the painter (editor/book_paint.py) draws a plan onto a
PDF, a printer or an image, and tests can count pages and slots without
drawing anything.

Puzzles come first, ``per_page`` to a page (1, 2, 4 or 6), in the book's
order; answers follow on pages of their own, smaller and more to a page.
The first page opens with the book's title and author lines; every page has
a footer with the title (small) and the page number.
"""
from __future__ import annotations

from dataclasses import dataclass, field

# Page sizes in points, portrait.
PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
PER_PAGE_CHOICES = (1, 2, 4, 6)
# Answers are small: more of them share a page than puzzles do.
ANSWERS_PER_PAGE = {1: 4, 2: 6, 4: 9, 6: 12}
# (columns, rows) of the slot grid for a number of slots a page.
GRIDS = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3), 9: (3, 3), 12: (3, 4)}

MARGIN = 42.0             # white border of every page
FOOTER = 22.0             # band at the bottom: book title and page number
FOOTER_GAP = 8.0          # keeps the last row's text off the footer's rule
TITLE_BLOCK = 64.0        # band on the first page: the book's title and author
ANSWERS_HEADING = 30.0    # band on the first answer page: "Answers"
GUTTER = 18.0             # space between slots

PUZZLE = "puzzle"
ANSWER = "answer"


@dataclass(frozen=True)
class BookOptions:
    """What the person chose for the book (the dialog's and the CLI's fields)."""
    page: str = "a4"
    per_page: int = 2
    title: str = ""
    author: str = ""
    rules: bool = True        # the genre's rules in one sentence under each puzzle
    answers: bool = False     # answers on pages after the puzzles

    def __post_init__(self) -> None:
        if self.page not in PAGE_SIZES:
            raise ValueError(f"unknown page size {self.page!r} (use one of: {', '.join(PAGE_SIZES)})")
        if self.per_page not in PER_PAGE_CHOICES:
            raise ValueError(f"{self.per_page} puzzles a page is not offered "
                             f"(use one of: {', '.join(map(str, PER_PAGE_CHOICES))})")


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class Slot:
    kind: str        # PUZZLE or ANSWER
    index: int       # the puzzle's place in the book, from 0 (its number is index + 1)
    rect: Rect


@dataclass(frozen=True)
class Page:
    number: int                  # from 1
    slots: tuple[Slot, ...]
    title_block: Rect | None     # first page: where the book's title and author go
    heading: Rect | None         # first answer page: where "Answers" goes
    footer: Rect


@dataclass(frozen=True)
class BookPlan:
    size: tuple[float, float]    # page width and height in points
    pages: tuple[Page, ...] = field(default_factory=tuple)

    def slots(self, kind: str) -> list[Slot]:
        return [s for p in self.pages for s in p.slots if s.kind == kind]


def _grid(area: Rect, count: int) -> list[Rect]:
    """``count`` slot rectangles filling ``area`` row by row."""
    cols, rows = GRIDS[count]
    w = (area.w - GUTTER * (cols - 1)) / cols
    h = (area.h - GUTTER * (rows - 1)) / rows
    return [Rect(area.x + c * (w + GUTTER), area.y + r * (h + GUTTER), w, h)
            for r in range(rows) for c in range(cols)]


def _chunks(items: list[int], size: int) -> list[list[int]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def plan_book(count: int, options: BookOptions, has_answer: list[bool] | None = None) -> BookPlan:
    """The pages for ``count`` puzzles.  ``has_answer[i]`` is False for a puzzle
    that gets no answer slot (a Gates game); answers only with ``options.answers``."""
    if count < 1:
        raise ValueError("a book needs at least one puzzle")
    has_answer = [True] * count if has_answer is None else list(has_answer)
    width, height = PAGE_SIZES[options.page]
    body = Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN - FOOTER - FOOTER_GAP)
    footer = Rect(MARGIN, height - MARGIN - FOOTER, width - 2 * MARGIN, FOOTER)
    titled = bool(options.title.strip() or options.author.strip())
    pages: list[Page] = []

    def add(kind: str, group: list[int], per_page: int, band: float, is_title: bool) -> None:
        area = Rect(body.x, body.y + band, body.w, body.h - band)
        rects = _grid(area, per_page)
        band_rect = Rect(body.x, body.y, body.w, band) if band else None
        pages.append(Page(len(pages) + 1, tuple(Slot(kind, i, r) for i, r in zip(group, rects)),
                          band_rect if is_title else None,
                          band_rect if (band and not is_title) else None, footer))

    for n, group in enumerate(_chunks(list(range(count)), options.per_page)):
        first = n == 0 and titled
        add(PUZZLE, group, options.per_page, TITLE_BLOCK if first else 0.0, True)
    if options.answers:
        answered = [i for i in range(count) if has_answer[i]]
        per = ANSWERS_PER_PAGE[options.per_page]
        for n, group in enumerate(_chunks(answered, per)):
            add(ANSWER, group, per, ANSWERS_HEADING if n == 0 else 0.0, False)
    return BookPlan((width, height), tuple(pages))
