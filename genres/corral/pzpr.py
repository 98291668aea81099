"""Corral as puzz.link URLs and pzprv3 files: ``bag`` (the loop) and ``cave`` (shading).

pzprjs knows Corral twice: ``bag`` has the player draw the loop on grid
lines, ``cave`` has the player shade the cells outside.  The puzzle is the
same -- numbers on cells, written as Number16 (``bag/<cols>/<rows>/<body>``,
one hex digit per number, g..z skip 1..20 empty cells) -- and both map to
one standard Corral puzzle here.

Which one Puzzlewright writes: ``bag``, always, unless asked for ``cave``
explicitly (a file name ending in ``.cave.txt``, or ``save_any(..., style="cave")``):
the loop is what our answer
stores, and a bag file keeps it exactly, open or closed.  A cave file can
only say which cells are shaded, so writing one uses the inside the loop
encloses (an unfinished loop gives an unfinished shading).

A "?" (an inside cell whose count is not given) is Number16's ``.`` in a URL
and ``-`` in a pzprv3 number table (pzprjs's qnum -2); both read as
``UNKNOWN`` and are written back the same way.

pzprv3 files:
    bag   numbers (``.`` none, ``-`` "?"), a note colour per cell (``1``, ``2``:
          we keep ``2`` as our "outside" mark and write our marks as ``2``),
          then the grid lines: rows x (cols+1) vertical, (rows+1) x cols
          horizontal; ``1`` a line, ``-1`` a cross.  (That is pzprjs 0.10.1's
          bag, which we write.  puzz.link's newer pzprjs saves a bag as the
          numbers and one cell table: ``#`` inside, ``+`` marked outside, ``.``;
          both are read.)
    cave  numbers, then per cell ``#`` shaded (outside), ``+`` a dot, ``.``.
          Reading: the unshaded cells are inside; with nothing shaded yet the
          answer is empty.

The Additive/Multiplicative variant has no pzprjs counterpart: writing it is
refused with a message saying so.
"""
from __future__ import annotations

from typing import Any

from genres.core import formats as F
from genres.core.errors import PuzzleFormatError

from .model import (STANDARD, UNKNOWN, Clue, CorralAnswer, CorralPuzzle, answer_from_inside,
                    inside_cells)

QUESTION = -2     # pzprjs's qnum for "?", as F.decode_number16 gives it

BAG_NAMES = ("bag", "correl", "corral")
CAVE_NAMES = ("cave",)


def _check_standard(puzzle: CorralPuzzle) -> None:
    if puzzle.variant != STANDARD:
        raise PuzzleFormatError("puzz.link has no Additive/Multiplicative Corral; only standard "
                                "Corral puzzles can be written as bag or cave")


def _build(rows: int, cols: int, numbers: list[int | None]) -> CorralPuzzle:
    found = {}
    for k, n in enumerate(numbers):
        if n is None:
            continue
        r, c = divmod(k, cols)
        if n == QUESTION:
            found[(r, c)] = UNKNOWN
            continue
        if n < 1:
            raise PuzzleFormatError(f"the number {n} at row {r + 1}, column {c + 1} can never be "
                                    "right (a number counts its own cell)")
        found[(r, c)] = n
    return CorralPuzzle(rows, cols, frozenset(found.items()), STANDARD)


def decode_url(parts: F.UrlParts) -> CorralPuzzle:
    numbers, rest = F.decode_number16(parts.body, parts.rows * parts.cols)
    F.check_end(rest, "numbers")
    return _build(parts.rows, parts.cols, numbers)


def number16_values(puzzle: CorralPuzzle) -> list[int | None]:
    """Row by row, the value F.encode_number16 takes: the number, QUESTION, or None."""
    nums = puzzle.number_map
    return [_qnum(nums.get(cell)) for cell in puzzle.geometry.cells()]


def _qnum(n: Clue | None) -> int | None:
    return QUESTION if n == UNKNOWN else n


def encode_url(puzzle: CorralPuzzle, type_name: str = BAG_NAMES[0]) -> str:
    _check_standard(puzzle)
    return F.format_url(type_name, puzzle.cols, puzzle.rows, F.encode_number16(number16_values(puzzle)))


def _read_numbers(data: F.Pzprv3) -> CorralPuzzle:
    values: list[int | None] = []
    for line in data.items(data.rows, data.cols, "number"):
        for tok in line:
            if tok == ".":
                values.append(None)
            elif tok == "-":
                values.append(QUESTION)
            elif tok.isdigit():
                values.append(int(tok))
            else:
                raise PuzzleFormatError(f"the number table has an unexpected entry {tok!r}")
    return _build(data.rows, data.cols, values)


def _number_token(n: Clue | None) -> str:
    return "." if n is None else "-" if n == UNKNOWN else str(n)


def _number_rows(puzzle: CorralPuzzle) -> list[list[str]]:
    nums = puzzle.number_map
    return [[_number_token(nums.get((r, c))) for c in range(puzzle.cols)]
            for r in range(puzzle.rows)]


# The shading tokens of a cell table: puzz.link's own pzprjs saves bag answers so.
_SHADING_TOKENS = frozenset("#+.")


def _next_table_is_shading(data: F.Pzprv3) -> bool:
    """Whether the table after the numbers is a shading table (``#`` ``+`` ``.``)
    rather than pzprjs 0.10.1's note colours (``0`` ``1`` ``2``)."""
    rest = [line.split() for line in data.lines[data._pos:] if line.strip()]
    return bool(rest) and any(tok in _SHADING_TOKENS for tok in rest[0])


def decode_bag_file(data: F.Pzprv3) -> tuple[CorralPuzzle, CorralAnswer]:
    puzzle = _read_numbers(data)
    if _next_table_is_shading(data):
        return puzzle, _decode_bag_shading(puzzle, data)
    marks = set()
    notes = data.items(data.rows, data.cols, "note colour") if data.has_more() else []
    for r, line in enumerate(notes):
        for c, tok in enumerate(line):
            if tok == "2":
                marks.add((r, c))
            elif tok not in ("0", "1"):
                raise PuzzleFormatError(f"the note colour table has an unexpected entry {tok!r}")
    sides, crosses = F.read_lines_table(data, outer=True)
    return puzzle, CorralAnswer(sides, crosses - sides, frozenset(marks))


def _decode_bag_shading(puzzle: CorralPuzzle, data: F.Pzprv3) -> CorralAnswer:
    """The bag files puzz.link writes today: per cell ``#`` for a cell the player
    put inside the bag, ``+`` for one marked outside, ``.`` for nothing (no lines:
    puzz.link draws the loop around the inside cells itself)."""
    inside, marks = [], set()
    for r, line in enumerate(data.items(data.rows, data.cols, "shading")):
        for c, tok in enumerate(line):
            if tok == "#":
                inside.append((r, c))
            elif tok == "+":
                marks.add((r, c))
            elif tok != ".":
                raise PuzzleFormatError(f"the shading table has an unexpected entry {tok!r}")
    loop = answer_from_inside(puzzle, inside) if inside else CorralAnswer()
    return CorralAnswer(loop.sides, outside_marks=frozenset(marks))


def encode_bag_file(puzzle: CorralPuzzle, answer: CorralAnswer | None,
                    metadata: dict[str, str] | None = None) -> str:
    _check_standard(puzzle)
    answer = answer or CorralAnswer()
    out = F.Pzprv3Writer(BAG_NAMES[0], 0, puzzle.rows, puzzle.cols)
    out.table(_number_rows(puzzle))
    out.table([["2" if (r, c) in answer.outside_marks else "0" for c in range(puzzle.cols)]
               for r in range(puzzle.rows)])
    F.write_lines_table(out, puzzle.rows, puzzle.cols, True, answer.sides, answer.crosses)
    return out.text(metadata)


def decode_cave_file(data: F.Pzprv3) -> tuple[CorralPuzzle, CorralAnswer]:
    puzzle = _read_numbers(data)
    shaded = set()
    if data.has_more():
        for r, line in enumerate(data.items(data.rows, data.cols, "shading")):
            for c, tok in enumerate(line):
                if tok == "#":
                    shaded.add((r, c))
                elif tok not in (".", "+"):
                    raise PuzzleFormatError(f"the shading table has an unexpected entry {tok!r}")
    if not shaded:
        return puzzle, CorralAnswer()     # nothing shaded yet: the player has not started
    inside = [cell for cell in puzzle.geometry.cells() if cell not in shaded]
    return puzzle, answer_from_inside(puzzle, inside)


def encode_cave_file(puzzle: CorralPuzzle, answer: CorralAnswer | None,
                     metadata: dict[str, str] | None = None) -> str:
    _check_standard(puzzle)
    answer = answer or CorralAnswer()
    out = F.Pzprv3Writer(CAVE_NAMES[0], 0, puzzle.rows, puzzle.cols)
    out.table(_number_rows(puzzle))
    inside = inside_cells(puzzle, answer)
    started = bool(answer.sides)
    out.table([["#" if started and (r, c) not in inside else "." for c in range(puzzle.cols)]
               for r in range(puzzle.rows)])
    return out.text(metadata)


class _CorralUrl(F.PuzzlinkUrl):
    decode = staticmethod(decode_url)

    def encode(self, puzzle: CorralPuzzle) -> str:
        return encode_url(puzzle, self.names[0])      # the type it is: bag or cave


class BagUrl(_CorralUrl):
    name = "puzz.link URL (bag)"
    names = BAG_NAMES


class CaveUrl(_CorralUrl):
    name = "puzz.link URL (cave)"
    names = CAVE_NAMES


class BagFile(F.Pzprv3File):
    name = "pzprv3 file (bag)"
    names = BAG_NAMES
    decode = staticmethod(decode_bag_file)
    encode = staticmethod(encode_bag_file)


class CaveFile(F.Pzprv3File):
    name = "pzprv3 file (cave)"
    names = CAVE_NAMES
    decode = staticmethod(decode_cave_file)
    encode = staticmethod(encode_cave_file)


def formats(genre: Any) -> list[F.Format]:
    """bag first: it is what Puzzlewright writes unless cave is asked for."""
    return [BagUrl(genre), CaveUrl(genre), BagFile(genre), CaveFile(genre)]
