"""pzprv3 files, pzprjs's own save format (``.txt``): the shared parts.

The header (``pzprv3`` or ``pzprv3.<version>``), the type name, rows and
columns, then whitespace-separated tables (one token and a space per item,
one line per row), and an optional ``info:{...}`` JSON line with metadata.
Genre modules read and write their own tables with these helpers; use them
through :mod:`genres.core.formats`, which re-exports them.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Iterable

from .errors import PuzzleFormatError
from .grid import MAX_SIZE

# pzprjs's metadata keys and ours (pzprjs has no title; "hard" is not kept).
_META_TO_PZPR = {"author": "author", "source": "source", "notes": "comment"}


# ----------------------------------------------------------------------------
@dataclass
class Pzprv3:
    """A parsed pzprv3 file: header, size, body lines and metadata."""
    type_name: str
    filever: int
    rows: int
    cols: int
    lines: list[str]
    metadata: dict[str, str] = field(default_factory=dict)
    _pos: int = 0

    def items(self, nlines: int, width: int, what: str) -> list[list[str]]:
        """The next table of ``nlines`` lines of ``width`` tokens each."""
        table = []
        for k in range(nlines):
            if self._pos >= len(self.lines):
                raise PuzzleFormatError(f"the file ends early: the {what} table needs {nlines} lines")
            tokens = self.lines[self._pos].split()
            self._pos += 1
            if len(tokens) != width:
                raise PuzzleFormatError(f"line {k + 1} of the {what} table has {len(tokens)} "
                                        f"entries instead of {width}")
            table.append(tokens)
        return table

    def has_more(self) -> bool:
        return any(line.strip() for line in self.lines[self._pos:])


def is_pzprv3(text: str) -> bool:
    return text.lstrip("\ufeff").startswith("pzprv3")


def parse_pzprv3(text: str) -> Pzprv3:
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if not text.startswith("pzprv3"):
        raise PuzzleFormatError("not a pzprv3 file: the first line must start with 'pzprv3'")
    if "\n" not in text.strip():
        text = text.replace("/", "\n")   # pzprjs also accepts '/' for line breaks
    lines = text.split("\n")
    header = lines[0].strip()
    m = re.fullmatch(r"pzprv3(?:\.(\d+))?", header)
    if not m:
        raise PuzzleFormatError(f"not a pzprv3 file: unknown header {header!r}")
    filever = int(m.group(1) or 0)
    if len(lines) < 4:
        raise PuzzleFormatError("the pzprv3 file ends before its size")
    type_name = lines[1].strip().lower()
    try:
        rows, cols = int(lines[2]), int(lines[3])
    except ValueError:
        raise PuzzleFormatError("the pzprv3 file's size lines are not whole numbers") from None
    for what, n in (("rows", rows), ("columns", cols)):
        if not 1 <= n <= MAX_SIZE:
            raise PuzzleFormatError(f"the file's size is wrong: {n} {what} (a grid has 1 to {MAX_SIZE})")
    body, metadata = [], {}
    rest = lines[4:]
    for k, line in enumerate(rest):
        if line.startswith("http://"):
            break                          # very old files end with their URL
        if re.match(r"\s*(info:\{|history:\{|__HISTORY__)", line):
            metadata = _read_info("\n".join(rest[k:]))
            break
        body.append(line)
    return Pzprv3(type_name, filever, rows, cols, body, metadata)


def _read_info(text: str) -> dict[str, str]:
    text = text.strip()
    if not text.startswith("info:"):
        return {}                          # an undo history: not kept
    try:
        data = json.loads(text[5:])
    except ValueError:
        return {}                          # pzprjs would also skip a broken info block
    meta = data.get("metadata") if isinstance(data, dict) else None
    out = {}
    if isinstance(meta, dict):
        for ours, theirs in _META_TO_PZPR.items():
            if isinstance(meta.get(theirs), str) and meta[theirs]:
                out[ours] = meta[theirs][:10000]
    return out


class Pzprv3Writer:
    """Builds a pzprv3 file the way pzprjs writes it (token + space per item)."""

    def __init__(self, type_name: str, filever: int, rows: int, cols: int):
        self.header = ["pzprv3" if filever == 0 else f"pzprv3.{filever}", type_name, str(rows), str(cols)]
        self.lines: list[str] = []

    def table(self, rows: Iterable[Iterable[str]]) -> None:
        for row in rows:
            self.lines.append("".join(f"{tok} " for tok in row))

    def text(self, metadata: dict[str, str] | None = None) -> str:
        out = "\n".join(self.header + self.lines) + "\n"
        info = {theirs: metadata[ours] for ours, theirs in _META_TO_PZPR.items()
                if metadata and metadata.get(ours)}
        if info:
            out += "info:" + json.dumps({"metadata": info}, indent=1, ensure_ascii=False)
        return out


def side_tables(rows: int, cols: int, outer: bool) -> tuple[list[list[tuple]], list[list[tuple]]]:
    """The two border tables of a pzprv3 file as lists of keys.

    With ``outer`` False (loops through cell centres, as Slalom): first the
    links between horizontal neighbours (rows x cols-1), then between vertical
    neighbours (rows-1 x cols), each as a pair of cells.  With ``outer`` True
    (loops on grid lines, as Bag): first the vertical grid lines
    (rows x cols+1), then the horizontal ones (rows+1 x cols), each as a pair
    of grid dots."""
    if not outer:
        first = [[((r, c), (r, c + 1)) for c in range(cols - 1)] for r in range(rows)]
        second = [[((r, c), (r + 1, c)) for c in range(cols)] for r in range(rows - 1)]
    else:
        first = [[((r, c), (r + 1, c)) for c in range(cols + 1)] for r in range(rows)]
        second = [[((r, c), (r, c + 1)) for c in range(cols)] for r in range(rows + 1)]
    return first, second


def read_lines_table(data: Pzprv3, outer: bool, what: str = "line") -> tuple[frozenset, frozenset]:
    """(lines, crosses) from the two border tables: "1" (or any positive) a line, "-1" a cross."""
    first, second = side_tables(data.rows, data.cols, outer)
    lines, crosses = set(), set()
    if not data.has_more():
        return frozenset(), frozenset()     # a puzzle saved without its answer
    for keys in (first, second):
        if not keys:
            continue                        # no rows at all: pzprjs writes no line
        # A table of empty rows (a one-column board's left-right links) is
        # still there in pzprjs's files: one blank line per row.
        table = data.items(len(keys), len(keys[0]), what)
        for krow, trow in zip(keys, table):
            for key, tok in zip(krow, trow):
                if tok == "-1":
                    crosses.add(key)
                elif tok != "0":
                    if not tok.isdigit():
                        raise PuzzleFormatError(f"the {what} table has an unexpected entry {tok!r}")
                    lines.add(key)
    return frozenset(lines), frozenset(crosses)


def write_lines_table(out: Pzprv3Writer, rows: int, cols: int, outer: bool,
                      lines: frozenset, crosses: frozenset) -> None:
    for keys in side_tables(rows, cols, outer):
        if keys:                           # blank lines for empty rows, as pzprjs writes
            out.table([["1" if k in lines else "-1" if k in crosses else "0" for k in krow]
                       for krow in keys])
