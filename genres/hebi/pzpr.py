"""Hebi-Ichigo as puzz.link URLs (``hebi``, old name ``snakes``) and pzprv3 files.

pzprjs gives every cell a clue number (none for a white cell; 0-5 or "?"
for a black one) and a direction (0 none, 1 up, 2 down, 3 left, 4 right).
Ours maps onto it as:

    white cell                 no clue
    bare black cell            "?" without a direction
    arrow without a number     "?" with the arrow's direction
    arrow with a number n      n with the arrow's direction

A black cell with a number but no direction, which pzprjs allows, reads as a
bare black cell: such a number constrains nothing there either.

URL body (``hebi/<cols>/<rows>/<body>``), per cell: ``<dir><hex>`` or
``<dir>.`` for "?"; a..z skip 1..26 white cells.

pzprv3 file (``pzprv3``): the clue table (``.`` white, ``<dir>,<number>``
with ``-`` for "?"), then the answer table (a digit 1-5, ``+`` for a dot,
``.`` nothing).
"""
from __future__ import annotations

from typing import Any

from genres.core import formats as F
from genres.core.errors import PuzzleFormatError

from .model import MAX_CLUE, SNAKE_LENGTH, HebiAnswer, HebiPuzzle

NAMES = ("hebi", "snakes")
DIRECTION_CODES = {"up": 1, "down": 2, "left": 3, "right": 4}
CODE_DIRECTIONS = {v: k for k, v in DIRECTION_CODES.items()}


def _clue_of(puzzle: HebiPuzzle, cell) -> tuple[int, int] | None:
    """pzprjs's (direction, number) of a cell, None for a white cell."""
    if cell not in puzzle.black:
        return None
    arrow = puzzle.arrow(cell)
    if arrow is None:
        return (0, -2)
    return (DIRECTION_CODES[arrow.direction], -2 if arrow.number is None else arrow.number)


def _build(rows: int, cols: int, clues: list[tuple[int, int] | None]) -> HebiPuzzle:
    black, arrows = set(), set()
    for k, clue in enumerate(clues):
        if clue is None:
            continue
        cell = divmod(k, cols)
        d, n = clue
        black.add(cell)
        if d == 0:
            continue                    # a number without an arrow says nothing
        if d not in CODE_DIRECTIONS:
            raise PuzzleFormatError(f"the arrow at row {cell[0] + 1}, column {cell[1] + 1} has "
                                    f"an unknown direction {d}")
        if n != -2 and not 0 <= n <= MAX_CLUE:
            raise PuzzleFormatError(f"the arrow number {n} at row {cell[0] + 1}, column "
                                    f"{cell[1] + 1} is larger than {MAX_CLUE}")
        arrows.add((cell, CODE_DIRECTIONS[d], None if n == -2 else n))
    return HebiPuzzle(rows, cols, frozenset(black), frozenset(arrows))


def decode_url(parts: F.UrlParts) -> HebiPuzzle:
    clues, rest = F.decode_arrow_number16(parts.body, parts.rows * parts.cols, "clues")
    F.check_end(rest, "clues")
    return _build(parts.rows, parts.cols, clues)


def encode_url(puzzle: HebiPuzzle) -> str:
    clues = [_clue_of(puzzle, cell) for cell in puzzle.geometry.cells()]
    return F.format_url(NAMES[0], puzzle.cols, puzzle.rows, F.encode_arrow_number16(clues))


def decode_file(data: F.Pzprv3) -> tuple[HebiPuzzle, HebiAnswer]:
    rows, cols = data.rows, data.cols
    clues: list[tuple[int, int] | None] = []
    for line in data.items(rows, cols, "clue"):
        for tok in line:
            if tok == ".":
                clues.append(None)
                continue
            d, sep, n = tok.partition(",")
            if not sep or not d.isdigit() or not (n == "-" or n.isdigit()):
                raise PuzzleFormatError(f"the clue table has an unexpected entry {tok!r}")
            clues.append((int(d), -2 if n == "-" else int(n)))
    puzzle = _build(rows, cols, clues)
    digits, dots = {}, set()
    if data.has_more():
        for r, line in enumerate(data.items(rows, cols, "answer")):
            for c, tok in enumerate(line):
                cell = (r, c)
                if cell in puzzle.black or tok in (".", "-", "=", "%"):
                    continue            # other pzprjs note colours have no counterpart
                if tok == "+":
                    dots.add(cell)
                elif tok.isdigit() and 1 <= int(tok) <= SNAKE_LENGTH:
                    digits[cell] = int(tok)
                else:
                    raise PuzzleFormatError(f"the answer table has an unexpected entry {tok!r}")
    return puzzle, HebiAnswer(frozenset(digits.items()), frozenset(dots))


def encode_file(puzzle: HebiPuzzle, answer: HebiAnswer | None,
                metadata: dict[str, str] | None = None) -> str:
    out = F.Pzprv3Writer(NAMES[0], 0, puzzle.rows, puzzle.cols)
    clue_rows = []
    for r in range(puzzle.rows):
        row = []
        for c in range(puzzle.cols):
            clue = _clue_of(puzzle, (r, c))
            row.append("." if clue is None else f"{clue[0]},{'-' if clue[1] == -2 else clue[1]}")
        clue_rows.append(row)
    out.table(clue_rows)
    answer = answer or HebiAnswer()
    digits = answer.digit_map
    out.table([["." if (r, c) in puzzle.black
                else str(digits[(r, c)]) if (r, c) in digits
                else "+" if (r, c) in answer.dots else "."
                for c in range(puzzle.cols)] for r in range(puzzle.rows)])
    return out.text(metadata)


class HebiUrl(F.PuzzlinkUrl):
    name = "puzz.link URL (hebi)"
    names = NAMES
    decode = staticmethod(decode_url)
    encode = staticmethod(encode_url)


class HebiFile(F.Pzprv3File):
    name = "pzprv3 file (hebi)"
    names = NAMES
    decode = staticmethod(decode_file)
    encode = staticmethod(encode_file)


def formats(genre: Any) -> list[F.Format]:
    return [HebiUrl(genre), HebiFile(genre)]
