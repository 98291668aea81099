"""Ore Soccer in a ``puzzlewright:`` link (docs/links.md; puzz.link has no Ore Soccer).

    puzzlewright:1/soccer[/s]/<columns>/<rows>/<cells>

Option ``s``: strict moves.  The cells, row by row from the top left, one
code each:

    g..z   1 to 20 empty cells (pzprjs's runs: base 36, 16 + count)
    _      a goal cell
    .      a black circle
    0      a white circle without a number
    1..f   a white circle numbered 1 to 15 (one hex digit)
    -hh    numbered 16 to 255 (two hex digits)
    +hhh   numbered 256 to 999 (three hex digits)

Every cell is covered (trailing empty cells too), so a link cut short when
copied is noticed rather than read as a smaller puzzle.
"""
from __future__ import annotations

from typing import Any

from genres.core import formats as F
from genres.core.errors import PuzzleFormatError
from genres.core.links import LinkCodec, garbage

from .model import MAX_NUMBER, SoccerPuzzle

STRICT = "s"
GOAL_CODE, BLACK_CODE, PLAIN_WHITE_CODE = "_", ".", "0"


def _white(n: int | None) -> str:
    if n is None:
        return PLAIN_WHITE_CODE
    if n < 16:
        return f"{n:x}"
    if n < 256:
        return f"-{n:x}"
    return f"+{n:x}"


class SoccerLinkCodec(LinkCodec):
    names = ("soccer", "ore-soccer")
    options = {STRICT: "strict moves"}

    def write_options(self, puzzle: SoccerPuzzle) -> str:
        return STRICT if puzzle.strict_moves else ""

    def encode(self, puzzle: SoccerPuzzle) -> str:
        codes: list[str | None] = []
        for cell in puzzle.geometry.cells():
            if cell in puzzle.white:
                codes.append(_white(puzzle.number(cell)))
            elif cell in puzzle.black:
                codes.append(BLACK_CODE)
            elif cell in puzzle.goal:
                codes.append(GOAL_CODE)
            else:
                codes.append(None)
        return F.encode_runs(codes, 15, 20)

    def decode(self, option: str, cols: int, rows: int, body: str) -> SoccerPuzzle:
        what = "Ore Soccer cells"
        goal, white, black, numbers = set(), set(), set(), {}
        total, c, i = rows * cols, 0, 0
        while i < len(body) and body[i] != "/":
            if c >= total:
                raise PuzzleFormatError(f"the link has more {what} than the {rows}x{cols} grid "
                                        f"holds (unexpected {body[i:i + 10]!r} at the end)")
            cell = divmod(c, cols)
            ch = body[i]
            if "g" <= ch <= "z":
                c += int(ch, 36) - 16
            elif ch == GOAL_CODE:
                goal.add(cell)
            elif ch == BLACK_CODE:
                black.add(cell)
            elif ch in "0123456789abcdef":
                white.add(cell)
                if ch != PLAIN_WHITE_CODE:
                    numbers[cell] = int(ch, 16)
            elif ch in "-+":
                width = 2 if ch == "-" else 3
                digits = body[i + 1:i + 1 + width]
                if len(digits) < width:
                    raise PuzzleFormatError(f"the link's data ends early (a number of the {what}); "
                                            "was it cut off when copied?")
                if any(d not in "0123456789abcdef" for d in digits):
                    raise garbage(digits, i + 1, what)
                n = int(digits, 16)
                if not 1 <= n <= MAX_NUMBER:
                    raise PuzzleFormatError(f"the link's number {n} is out of range "
                                            f"(a circle's number is 1 to {MAX_NUMBER})")
                white.add(cell)
                numbers[cell] = n
                i += width
            else:
                raise garbage(ch, i, what)
            c += 1
            i += 1
        if c > total:
            raise PuzzleFormatError(f"the link's {what} run past the end of the {rows}x{cols} grid")
        if c < total:
            raise PuzzleFormatError(f"the link's data ends early ({c} of the {total} {what}); "
                                    "was it cut off when copied?")
        F.check_end(body[i:], what)
        return SoccerPuzzle(rows, cols, frozenset(goal), frozenset(white), frozenset(black),
                            frozenset(numbers.items()), option == STRICT)


def link_codec(genre: Any) -> SoccerLinkCodec:
    return SoccerLinkCodec(genre)
