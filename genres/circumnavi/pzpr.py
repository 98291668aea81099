"""Circumnavi-Gates as puzz.link URLs (``slalom``, alias ``suraromu``) and pzprv3 files.

How pzprjs sees a Slalom board: every cell has a kind (empty, black ``1``,
vertical gate ``21`` -- a run up-down, our ``|`` -- or horizontal gate ``22``,
our ``-``); a black cell may carry a number and an arrow (which gate end the
number labels); the start circle is a separate cell address.

URL body (``slalom/d/<cols>/<rows>/<body>``):
    cells    one char per cell: 1 black, 2 vertical gate, 3 horizontal gate;
             4..z skip 1..32 empty cells
    numbers  flag ``d`` (what pzprjs writes): per black cell in reading order
             ``<dir><hex>`` (1-15), ``<dir+5><hex hex>`` (16-255),
             ``-<dir><hex hex hex>`` (256-4095); g..z skip 1..20 black cells.
             flag ``p`` (older): the same without the direction.
             no flag (oldest): one number per *gate* in gate order (g..z skip
             gates); a black cell shows the smallest number of the gates
             whose end it touches.
    "/" and the circle's cell index (row * cols + column).

pzprv3 file (``pzprv3.2``): a cell table (``o`` circle, ``i`` vertical gate,
``-`` horizontal gate, ``#`` black, ``dir,number`` numbered black, ``.``),
then the links: rows x (cols-1) between left-right neighbours and
(rows-1) x cols between up-down neighbours, ``1`` link, ``-1`` cross.
Version 1 files have plain numbers; version 0 files put the number on the
gate (``i3``/``w3``).

Puzzlewright decides which gate a number labels from the board itself (rules
§1); the arrow pzprjs lets an author put on a number is kept beside it as an
annotation (see :mod:`.arrows`), so a URL or file pzprjs wrote is written back
as the very same string.  A number the author gave no arrow (one typed in the
editor) gets the arrow that tells pzprjs what our rules say, when it touches
several gate ends but labels only one of them.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

from genres.core import formats as F
from genres.core.errors import PuzzleFormatError
from genres.core.grid import Cell

from .arrows import GATE_TOWARDS, arrow_copies, arrows_to_write, honour_arrows, step
from .gate_lines import find_gates
from .model import ARROW_NAMES, ARROW_STEPS, BLACK, CIRCLE, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle

NAMES = ("slalom", "suraromu")
MAX_URL_NUMBER = 4095


# ----------------------------------------------------------------------------
# Building a puzzle from pzprjs's view of the board
# ----------------------------------------------------------------------------
def _build(rows: int, cols: int, kinds: list[str], numbers: dict[int, int], start: int,
           arrows: dict[int, int] | None = None) -> CircumnaviPuzzle:
    if not 0 <= start < rows * cols:
        raise PuzzleFormatError(f"the circle's position {start} lies outside the {rows}x{cols} grid")
    if kinds[start] != EMPTY:
        what = "a black cell" if kinds[start] == BLACK else "a gate"
        raise PuzzleFormatError(f"the circle sits on {what} (row {start // cols + 1}, column "
                                f"{start % cols + 1}); Puzzlewright keeps the circle on an empty cell")
    kinds = list(kinds)
    kinds[start] = CIRCLE
    grid = tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows))
    nums = frozenset(((i // cols, i % cols), n) for i, n in numbers.items()
                     if kinds[i] == BLACK and n > 0)
    # pzprjs writes arrows 0-4 only; any other digit is no arrow anyone drew.
    kept = frozenset((divmod(k, cols), d) for k, d in (arrows or {}).items()
                     if kinds[k] == BLACK and numbers.get(k, 0) > 0 and d in range(len(ARROW_NAMES)))
    # The circle's gate count is filled in by the shared reader (F.PuzzlinkUrl, F.Pzprv3File).
    return honour_arrows(CircumnaviPuzzle(rows, cols, grid, nums, arrows=kept))


def _numbers_from_gates(rows: int, cols: int, kinds: list[str], gate_numbers: dict[int, int]
                        ) -> dict[int, int]:
    """Oldest formats: a black cell shows the smallest number of the gates whose end it touches."""
    probe = CircumnaviPuzzle(rows, cols, tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows)))
    gates = find_gates(probe)
    gate_of = {cell: g.index for g in gates for cell in g.cells}
    out = {}
    for i, kind in enumerate(kinds):
        if kind != BLACK:
            continue
        r, c = divmod(i, cols)
        seen = []
        for d in ARROW_STEPS:
            n = step((r, c), d)
            if probe.geometry.contains(n) and probe.kind(n) == GATE_TOWARDS[d]:
                seen.append(gate_numbers.get(gate_of[n], 0))
        seen = [v for v in seen if v > 0]
        if seen:
            out[i] = min(seen)
    return out


# ----------------------------------------------------------------------------
# URL
# ----------------------------------------------------------------------------
def decode_url(parts: F.UrlParts) -> CircumnaviPuzzle:
    rows, cols = parts.rows, parts.cols
    ncells = rows * cols
    body = parts.body
    data, _, start_text = body.partition("/")
    start_text = start_text.split("/")[0]
    kinds = [EMPTY] * ncells
    c = i = 0
    while c < ncells:
        if i >= len(data):
            raise F.truncated("cells")
        ch = data[i]
        if ch == "1":
            kinds[c] = BLACK
        elif ch == "2":
            kinds[c] = VGATE
        elif ch == "3":
            kinds[c] = HGATE
        elif "4" <= ch <= "9" or "a" <= ch <= "z":
            c += int(ch, 36) - 4
        else:
            raise F.garbage(ch, i, "cells")
        c += 1
        i += 1
    if c > ncells:
        raise PuzzleFormatError("the URL's cells run past the end of the grid")
    rest = data[i:]
    arrows: dict[int, int] = {}
    if parts.has_flag("d") or parts.has_flag("p"):
        numbers = _decode_cell_numbers(rest, kinds, with_direction=parts.has_flag("d"), arrows=arrows)
    else:
        numbers = _numbers_from_gates(rows, cols, kinds, _decode_gate_numbers(rest, kinds, rows, cols))
    if start_text == "":
        start = 0                       # pzprjs's default when the index is missing
    elif start_text.isdigit():
        start = int(start_text)
    else:
        raise PuzzleFormatError(f"the circle's position {start_text!r} is not a whole number")
    puzzle = _build(rows, cols, kinds, numbers, start, arrows)
    return _lean(puzzle, lambda p: _url_body(p) == body.rstrip("/") and parts.has_flag("d"))


def _lean(puzzle: CircumnaviPuzzle, same_without: Callable[[CircumnaviPuzzle], bool]) -> CircumnaviPuzzle:
    """The puzzle without its author's arrows when writing it without them gives
    back what was read: arrows are kept only when they say something, so a
    puzzle Puzzlewright wrote reads back as the very same puzzle."""
    if not puzzle.arrows:
        return puzzle
    lean = replace(puzzle, arrows=frozenset())
    return lean if same_without(lean) else puzzle


def _decode_cell_numbers(data: str, kinds: list[str], with_direction: bool,
                         arrows: dict[int, int] | None = None) -> dict[int, int]:
    """The numbers of the black cells; their arrow directions go into ``arrows``."""
    arrows = {} if arrows is None else arrows
    blacks = [k for k, kind in enumerate(kinds) if kind == BLACK]
    out: dict[int, int] = {}
    b = i = 0
    what = "gate numbers"
    while b < len(blacks) and i < len(data):   # trailing blacks without numbers may be left out
        ch = data[i]
        if "g" <= ch <= "z":
            b += int(ch, 36) - 15
            i += 1
            continue
        if with_direction:
            if ch in "01234":
                out[blacks[b]] = F._hex(data, i + 1, 1, what)
                arrows[blacks[b]] = int(ch)
                i += 2
            elif ch in "56789":
                out[blacks[b]] = F._hex(data, i + 1, 2, what)
                arrows[blacks[b]] = int(ch) - 5
                i += 3
            elif ch == "-":
                arrows[blacks[b]] = F._hex(data, i + 1, 1, what)
                out[blacks[b]] = F._hex(data, i + 2, 3, what)
                i += 5
            else:
                raise F.garbage(ch, i, what)
        else:
            if ch in "0123456789abcdef":
                out[blacks[b]] = int(ch, 16)
                i += 1
            elif ch == "-":
                out[blacks[b]] = F._hex(data, i + 1, 2, what)
                i += 3
            else:
                raise F.garbage(ch, i, what)
        b += 1
    if i < len(data):
        raise PuzzleFormatError("the URL has more gate numbers than black cells")
    return out


def _decode_gate_numbers(data: str, kinds: list[str], rows: int, cols: int) -> dict[int, int]:
    probe = CircumnaviPuzzle(rows, cols, tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows)))
    ngates = len(find_gates(probe))
    out: dict[int, int] = {}
    g = i = 0
    what = "gate numbers"
    while g < ngates and i < len(data):
        ch = data[i]
        if ch in "0123456789abcdef":
            out[g] = int(ch, 16)
        elif ch == "-":
            out[g] = F._hex(data, i + 1, 2, what)
            i += 2
        elif "g" <= ch <= "z":
            g += int(ch, 36) - 16
        else:
            raise F.garbage(ch, i, what)
        g += 1
        i += 1
    return out


def _require_circle(puzzle: CircumnaviPuzzle) -> Cell:
    circle = puzzle.circle()
    if circle is None:
        raise PuzzleFormatError("puzz.link needs the circle: place it before writing this puzzle")
    return circle


def encode_url(puzzle: CircumnaviPuzzle) -> str:
    return F.format_url(NAMES[0], puzzle.cols, puzzle.rows, _url_body(puzzle), pflag="d")


def _url_body(puzzle: CircumnaviPuzzle) -> str:
    circle = _require_circle(puzzle)
    code = {BLACK: "1", VGATE: "2", HGATE: "3"}
    cells = [code.get(puzzle.kind((r, c))) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    out = F.encode_runs(cells, 3, 32)
    arrow, copies = arrows_to_write(puzzle), arrow_copies(puzzle)
    numbers: list[str | None] = []
    for cell in puzzle.cells_of(BLACK):
        n = puzzle.number(cell)
        if n is None or cell in copies:
            numbers.append(None)
            continue
        d = arrow(cell)
        if n < 16:
            numbers.append(f"{d}{n:x}")
        elif n < 256:
            numbers.append(f"{d + 5}{n:x}")
        elif n <= MAX_URL_NUMBER:
            numbers.append(f"-{d}{n:x}")
        else:
            raise PuzzleFormatError(f"the gate number {n} is too large for puzz.link "
                                    f"(at most {MAX_URL_NUMBER})")
    out += F.encode_runs(numbers, 15, 20)
    return out + f"/{circle[0] * puzzle.cols + circle[1]}"


# ----------------------------------------------------------------------------
# pzprv3 file
# ----------------------------------------------------------------------------
def decode_file(data: F.Pzprv3) -> tuple[CircumnaviPuzzle, CircumnaviAnswer]:
    rows, cols = data.rows, data.cols
    table = data.items(rows, cols, "cell")
    kinds = [EMPTY] * (rows * cols)
    numbers: dict[int, int] = {}
    arrows: dict[int, int] = {}
    gate_numbers_at: dict[int, int] = {}
    start = None
    for r, line in enumerate(table):
        for c, tok in enumerate(line):
            k = r * cols + c
            if tok == "o":
                start = k
            elif tok == ".":
                pass
            elif tok == "#":
                kinds[k] = BLACK
            elif data.filever == 0 and tok[0] in "iw":
                kinds[k] = VGATE if tok[0] == "i" else HGATE
                if len(tok) > 1:
                    gate_numbers_at[k] = _whole(tok[1:])
            elif tok == "i":
                kinds[k] = VGATE
            elif tok == "-":
                kinds[k] = HGATE
            elif data.filever >= 2:
                d, sep, n = tok.partition(",")
                if not sep or not d.isdigit():
                    raise PuzzleFormatError(f"the cell table has an unexpected entry {tok!r}")
                kinds[k] = BLACK
                arrows[k] = int(d)
                if n != "-":
                    numbers[k] = _whole(n)
            else:
                kinds[k] = BLACK
                numbers[k] = _whole(tok)
    if start is None:
        raise PuzzleFormatError("the file's board has no circle ('o')")
    if gate_numbers_at:
        probe = CircumnaviPuzzle(rows, cols, tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows)))
        gate_of = {cell: g.index for g in find_gates(probe) for cell in g.cells}
        by_gate = {gate_of[divmod(k, cols)]: n for k, n in gate_numbers_at.items()}
        numbers = _numbers_from_gates(rows, cols, kinds, by_gate)
    puzzle = _lean(_build(rows, cols, kinds, numbers, start, arrows),
                   lambda p: data.filever >= 2 and _cell_tokens(p) == table)
    links, crosses = F.read_lines_table(data, outer=False)
    return puzzle, CircumnaviAnswer(links, crosses - links)


def _whole(text: str) -> int:
    if not text.lstrip("-").isdigit():
        raise PuzzleFormatError(f"the cell table has an unexpected entry {text!r}")
    return int(text)


def _cell_tokens(puzzle: CircumnaviPuzzle) -> list[list[str]]:
    """The file's cell table, one token per cell."""
    arrow, copies = arrows_to_write(puzzle), arrow_copies(puzzle)
    token = {EMPTY: ".", CIRCLE: "o", VGATE: "i", HGATE: "-", BLACK: "#"}
    rows = []
    for r in range(puzzle.rows):
        row = []
        for c in range(puzzle.cols):
            kind, n = puzzle.kind((r, c)), puzzle.number((r, c))
            row.append(f"{arrow((r, c))},{n}" if kind == BLACK and n and (r, c) not in copies
                       else token[kind])
        rows.append(row)
    return rows


def encode_file(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer | None,
                metadata: dict[str, str] | None = None) -> str:
    _require_circle(puzzle)
    out = F.Pzprv3Writer(NAMES[0], 2, puzzle.rows, puzzle.cols)
    rows = _cell_tokens(puzzle)
    out.table(rows)
    answer = answer or CircumnaviAnswer()
    F.write_lines_table(out, puzzle.rows, puzzle.cols, False, answer.links, answer.crosses)
    return out.text(metadata)


class SlalomUrl(F.PuzzlinkUrl):
    name = "puzz.link URL (slalom)"
    names = NAMES
    decode = staticmethod(decode_url)
    encode = staticmethod(encode_url)


class SlalomFile(F.Pzprv3File):
    name = "pzprv3 file (slalom)"
    names = NAMES
    decode = staticmethod(decode_file)
    encode = staticmethod(encode_file)


def formats(genre: Any) -> list[F.Format]:
    return [SlalomUrl(genre), SlalomFile(genre)]
