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
§1), so the arrow pzprjs lets an author put on a number is not kept; when a
number touches several gate ends but labels only one of them, the writer
adds the arrow that tells pzprjs the same thing.  Reading, an arrow that picks
a gate the board alone would not give the number to is kept in meaning by
copying the number to that gate's other end when that is a bare black cell
(see :func:`_honour_arrows`).
"""
from __future__ import annotations

from typing import Any

from genres.core import formats as F
from genres.core.errors import PuzzleFormatError
from genres.core.grid import Cell

from .gates import find_gates, label_gates
from .model import BLACK, CIRCLE, EMPTY, HGATE, VGATE, SlalomAnswer, SlalomPuzzle

NAMES = ("slalom", "suraromu")
UP, DOWN, LEFT, RIGHT = 1, 2, 3, 4
_STEP = {UP: (-1, 0), DOWN: (1, 0), LEFT: (0, -1), RIGHT: (0, 1)}
# A black cell touches a gate's end when the gate runs towards it.
_GATE_TOWARDS = {UP: VGATE, DOWN: VGATE, LEFT: HGATE, RIGHT: HGATE}
MAX_URL_NUMBER = 4095


# ----------------------------------------------------------------------------
# Building a puzzle from pzprjs's view of the board
# ----------------------------------------------------------------------------
def _build(rows: int, cols: int, kinds: list[str], numbers: dict[int, int], start: int,
           arrows: dict[int, int] | None = None) -> SlalomPuzzle:
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
    puzzle = SlalomPuzzle(rows, cols, grid, nums)
    if arrows:
        puzzle = _honour_arrows(puzzle, {divmod(k, cols): d for k, d in arrows.items()})
    from . import GENRE
    return GENRE.normalized(puzzle)      # the circle shows the gate count, as in pzprjs


def _honour_arrows(puzzle: SlalomPuzzle, arrows: dict[Cell, int]) -> SlalomPuzzle:
    """Keep the gate an author's arrow picks for a number.

    pzprjs lets an arrow say which of the gates a black cell touches its number
    labels; our rules (§1) say it by the same number at that gate's other end.
    Where the arrow picks a gate the board alone does not give the number to,
    and that gate's other end is a black cell without a number, the number is
    copied there, so the puzzle means what it meant on puzz.link.  Otherwise the
    board stays as it is and the editor's construction check names the number."""
    gates = find_gates(puzzle)
    gate_of = {cell: g.index for g in gates for cell in g.cells}
    labels, _ = label_gates(puzzle, gates)
    for cell, d in sorted(arrows.items()):
        n = puzzle.number(cell)
        end = (cell[0] + _STEP[d][0], cell[1] + _STEP[d][1]) if d in _STEP else None
        if not n or end is None or not puzzle.geometry.contains(end) \
                or puzzle.kind(end) != _GATE_TOWARDS[d] or labels.get(gate_of[end]) == n:
            continue
        gate = gates[gate_of[end]]
        far = next(e for e in gate.ends_outside if e != cell)
        if puzzle.geometry.contains(far) and puzzle.kind(far) == BLACK and puzzle.number(far) is None:
            puzzle = puzzle.with_number(far, n)
            labels, _ = label_gates(puzzle, gates)
    return puzzle


def _numbers_from_gates(rows: int, cols: int, kinds: list[str], gate_numbers: dict[int, int]
                        ) -> dict[int, int]:
    """Oldest formats: a black cell shows the smallest number of the gates whose end it touches."""
    probe = SlalomPuzzle(rows, cols, tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows)))
    gates = find_gates(probe)
    gate_of = {cell: g.index for g in gates for cell in g.cells}
    out = {}
    for i, kind in enumerate(kinds):
        if kind != BLACK:
            continue
        r, c = divmod(i, cols)
        seen = []
        for d, (dr, dc) in _STEP.items():
            n = (r + dr, c + dc)
            if probe.geometry.contains(n) and probe.kind(n) == _GATE_TOWARDS[d]:
                seen.append(gate_numbers.get(gate_of[n], 0))
        seen = [v for v in seen if v > 0]
        if seen:
            out[i] = min(seen)
    return out


# ----------------------------------------------------------------------------
# URL
# ----------------------------------------------------------------------------
def decode_url(parts: F.UrlParts) -> SlalomPuzzle:
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
    return _build(rows, cols, kinds, numbers, start, arrows)


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
    probe = SlalomPuzzle(rows, cols, tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows)))
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


def _arrow(puzzle: SlalomPuzzle, cell: Cell, labels: dict[int, int], gate_of: dict[Cell, int]) -> int:
    """The direction to write on a numbered black cell: 0 unless it touches several
    gate ends and labels exactly one of them, which the arrow then names."""
    n = puzzle.number(cell)
    touching = {}
    for d, (dr, dc) in _STEP.items():
        o = (cell[0] + dr, cell[1] + dc)
        if puzzle.geometry.contains(o) and puzzle.kind(o) == _GATE_TOWARDS[d]:
            touching[d] = gate_of[o]
    if len(touching) < 2:
        return 0
    mine = [d for d, g in touching.items() if labels.get(g) == n]
    return mine[0] if len(mine) == 1 else 0


def _require_circle(puzzle: SlalomPuzzle) -> Cell:
    circle = puzzle.circle()
    if circle is None:
        raise PuzzleFormatError("puzz.link needs the circle: place it before writing this puzzle")
    return circle


def encode_url(puzzle: SlalomPuzzle) -> str:
    circle = _require_circle(puzzle)
    code = {BLACK: "1", VGATE: "2", HGATE: "3"}
    cells = [code.get(puzzle.kind((r, c))) for r in range(puzzle.rows) for c in range(puzzle.cols)]
    out = F.encode_runs(cells, 3, 32)
    gates = find_gates(puzzle)
    labels, _ = label_gates(puzzle, gates)
    gate_of = {cell: g.index for g in gates for cell in g.cells}
    numbers: list[str | None] = []
    for cell in puzzle.cells_of(BLACK):
        n = puzzle.number(cell)
        if n is None:
            numbers.append(None)
            continue
        d = _arrow(puzzle, cell, labels, gate_of)
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
    out += f"/{circle[0] * puzzle.cols + circle[1]}"
    return F.format_url(NAMES[0], puzzle.cols, puzzle.rows, out, pflag="d")


# ----------------------------------------------------------------------------
# pzprv3 file
# ----------------------------------------------------------------------------
def decode_file(data: F.Pzprv3) -> tuple[SlalomPuzzle, SlalomAnswer]:
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
        probe = SlalomPuzzle(rows, cols, tuple("".join(kinds[r * cols:(r + 1) * cols]) for r in range(rows)))
        gate_of = {cell: g.index for g in find_gates(probe) for cell in g.cells}
        by_gate = {gate_of[divmod(k, cols)]: n for k, n in gate_numbers_at.items()}
        numbers = _numbers_from_gates(rows, cols, kinds, by_gate)
    puzzle = _build(rows, cols, kinds, numbers, start, arrows)
    links, crosses = F.read_lines_table(data, outer=False)
    return puzzle, SlalomAnswer(links, crosses - links)


def _whole(text: str) -> int:
    if not text.lstrip("-").isdigit():
        raise PuzzleFormatError(f"the cell table has an unexpected entry {text!r}")
    return int(text)


def encode_file(puzzle: SlalomPuzzle, answer: SlalomAnswer | None,
                metadata: dict[str, str] | None = None) -> str:
    _require_circle(puzzle)
    gates = find_gates(puzzle)
    labels, _ = label_gates(puzzle, gates)
    gate_of = {cell: g.index for g in gates for cell in g.cells}
    token = {EMPTY: ".", CIRCLE: "o", VGATE: "i", HGATE: "-", BLACK: "#"}
    out = F.Pzprv3Writer(NAMES[0], 2, puzzle.rows, puzzle.cols)
    rows = []
    for r in range(puzzle.rows):
        row = []
        for c in range(puzzle.cols):
            kind, n = puzzle.kind((r, c)), puzzle.number((r, c))
            row.append(f"{_arrow(puzzle, (r, c), labels, gate_of)},{n}" if kind == BLACK and n
                       else token[kind])
        rows.append(row)
    out.table(rows)
    answer = answer or SlalomAnswer()
    F.write_lines_table(out, puzzle.rows, puzzle.cols, False, answer.links, answer.crosses)
    return out.text(metadata)


class SlalomUrl(F.Format):
    name = "puzz.link URL (slalom)"
    description = "puzz.link URL"
    is_url = True
    names = NAMES

    def read(self, text: str) -> tuple[SlalomPuzzle, None]:
        parts = F.parse_url(text)
        F.check_type(parts.type_name, self, "URL")
        return F.guard(lambda: decode_url(parts)), None

    def write(self, puzzle: SlalomPuzzle, answer: Any = None, metadata: Any = None) -> str:
        return encode_url(puzzle)


class SlalomFile(F.Format):
    name = "pzprv3 file (slalom)"
    description = "pzprv3 file (pzprjs)"
    extensions = (F.PZPRV3_EXTENSION,)
    names = NAMES

    def read(self, text: str) -> tuple[SlalomPuzzle, SlalomAnswer]:
        data = F.parse_pzprv3(text)
        F.check_type(data.type_name, self, "file")
        return F.guard(lambda: decode_file(data))

    def read_metadata(self, text: str) -> dict[str, str]:
        return F.parse_pzprv3(text).metadata

    def write(self, puzzle: SlalomPuzzle, answer: SlalomAnswer | None = None,
              metadata: dict[str, str] | None = None) -> str:
        return encode_file(puzzle, answer, metadata)


def formats(genre: Any) -> list[F.Format]:
    return [SlalomUrl(genre), SlalomFile(genre)]
