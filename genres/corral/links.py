"""Corral in a ``puzzlewright:`` link (docs/links.md).

    puzzlewright:1/corral[/am]/<columns>/<rows>/<numbers>

Option ``am``: the Additive/Multiplicative variant, which puzz.link cannot
hold; its puzzles are written as these links.  A standard Corral is written
as its puzz.link ``bag`` URL, but a link without ``am`` reads as one too.

The numbers are puzz.link's Number16, as in a ``bag`` URL: row by row, one
code per cell -- ``0``..``f`` a number up to 15, ``-hh`` up to 255,
``+hhh`` up to 4095, ``=hhh`` 4096 more (up to the genre's 10000), ``.`` a
"?" (an inside cell whose count is not given), ``g``..``z`` 1 to 20 empty cells.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from genres.core import formats as F
from genres.core.errors import PuzzleFormatError
from genres.core.links import LinkCodec

from .model import ADDITIVE_MULTIPLICATIVE, STANDARD, CorralPuzzle
from .pzpr import _build, number16_values

AM = "am"


class CorralLinkCodec(LinkCodec):
    names = ("corral",)
    options = {AM: "Additive/Multiplicative Corral"}

    def write_options(self, puzzle: CorralPuzzle) -> str:
        return AM if puzzle.is_variant else ""

    def encode(self, puzzle: CorralPuzzle) -> str:
        return F.encode_number16(number16_values(puzzle))

    def decode(self, option: str, cols: int, rows: int, body: str) -> CorralPuzzle:
        from . import MAX_NUMBER
        numbers, rest = F.decode_number16(body, rows * cols, "Corral numbers")
        F.check_end(rest, "Corral numbers")
        for n in numbers:
            if n is not None and n > MAX_NUMBER:
                raise PuzzleFormatError(f"the link's number {n} is too large "
                                        f"(a Corral number is 1 to {MAX_NUMBER})")
        puzzle = _build(rows, cols, numbers)
        return replace(puzzle, variant=ADDITIVE_MULTIPLICATIVE if option == AM else STANDARD)


def link_codec(genre: Any) -> CorralLinkCodec:
    return CorralLinkCodec(genre)
