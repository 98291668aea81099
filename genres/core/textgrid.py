"""Plain-text drawings of grid boards, for the terminal (``puzzlewright solve``).

What the genres' ``answer_text`` drawings share:

* :func:`cell_board`: a board of fixed-width cells, one text line per row,
  with a one-character *slot* between horizontally neighbouring cells (a loop
  or path drawn through the cells shows there) and, when asked, a line of
  slots between rows (vertical and diagonal joins).
* :func:`loop_glyph`: the box-drawing character of a loop through a cell.
* :func:`lattice_board`: a loop along grid lines, drawn between ``+`` dots.
* :func:`finish`: the drawing in box characters, or in ASCII when the
  terminal cannot print them (``sys.stdout``'s encoding decides by default).

A drawing is a list of lines of equal width; :func:`join` makes the text.
"""
from __future__ import annotations

import sys
from typing import Callable, Iterable, TextIO

from .grid import Cell, Side

# ----- box characters and their ASCII stand-ins ------------------------------
UP, RIGHT, DOWN, LEFT = 1, 2, 4, 8

# The glyph of a loop (or line) through a cell, by the directions it leaves in.
_LOOP = {
    0: " ",
    UP: "╵", RIGHT: "╶", DOWN: "╷", LEFT: "╴",
    UP | DOWN: "│", LEFT | RIGHT: "─",
    DOWN | RIGHT: "┌", DOWN | LEFT: "┐", UP | RIGHT: "└", UP | LEFT: "┘",
    UP | DOWN | RIGHT: "├", UP | DOWN | LEFT: "┤",
    LEFT | RIGHT | DOWN: "┬", LEFT | RIGHT | UP: "┴",
    UP | DOWN | LEFT | RIGHT: "┼",
}
LOOP_GLYPHS = frozenset(_LOOP.values()) - {" "}
HLINE, VLINE = "─", "│"

# Every non-ASCII character a drawing may use, and what stands for it in ASCII.
ASCII = {
    "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+",
    "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
    "╵": "|", "╷": "|", "╴": "-", "╶": "-",
    "┃": "!", "━": "=", "╂": "!", "┿": "=",     # gates (heavy), crossed by the loop (light)
    "×": "*",
    "↑": "^", "↓": "v", "←": "<", "→": ">",
    "↗": "x", "↘": "x", "↙": "x", "↖": "x",
}
_TO_ASCII = str.maketrans(ASCII)


def loop_glyph(up: bool, right: bool, down: bool, left: bool) -> str:
    """The box character of a loop leaving a cell the given ways (" " for none)."""
    return _LOOP[(UP if up else 0) | (RIGHT if right else 0) | (DOWN if down else 0)
                 | (LEFT if left else 0)]


def to_ascii(text: str) -> str:
    """The drawing with every box character replaced by its ASCII stand-in
    (anything else outside ASCII becomes ``?``)."""
    text = text.translate(_TO_ASCII)
    return text.encode("ascii", "replace").decode("ascii")


def can_print(text: str, stream: TextIO | None = None) -> bool:
    """True when ``stream`` (default: the current ``sys.stdout``) can encode ``text``.

    A stream without an encoding (a StringIO, say) takes any text."""
    stream = sys.stdout if stream is None else stream
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def finish(lines: Iterable[str], unicode: bool | None = None, note: str = "") -> str:
    """The drawing as text: with box characters when ``unicode`` is True, in
    ASCII when False, and when None, whichever ``sys.stdout`` can print.
    A ``note`` (a legend) follows on a line of its own, not padded."""
    text = join(lines) + (f"\n{note}" if note else "")
    if unicode is None:
        unicode = can_print(text)
    return text if unicode else to_ascii(text)


def join(lines: Iterable[str]) -> str:
    """Lines padded to one width and joined (no newline at the end)."""
    lines = list(lines)
    width = max((len(s) for s in lines), default=0)
    return "\n".join(s.ljust(width) for s in lines)


# ----- a board of fixed-width cells ------------------------------------------
def label_width(labels: Iterable[str], minimum: int = 1) -> int:
    """The cell width that fits every label."""
    return max([minimum, *(len(s) for s in labels)])


def cell_board(rows: int, cols: int, label: Callable[[Cell], str], *,
               width: int | None = None, align: str = "left",
               fill: Callable[[Cell], str] | None = None,
               right: Callable[[Cell], str | None] | None = None,
               below: Callable[[Cell], str | None] | None = None,
               diagonal: Callable[[Cell], str | None] | None = None) -> list[str]:
    """The lines of a board whose cells are ``width`` characters wide.

    ``label(cell)`` is what a cell shows, padded to the width with
    ``fill(cell)`` (default a space) on the right (``align="left"``) or with
    spaces on the left (``align="right"``).  Between a cell and its right
    neighbour sits one slot showing ``right(cell)`` (a space when None).

    With ``below`` or ``diagonal`` given, a line of slots follows every row
    but the last: ``below(cell)`` under the cell's first character (a join to
    the cell underneath), ``diagonal(cell)`` in the slot column to its right
    (between the cell, its right, lower and lower-right neighbours).
    Without them there is one line per row.
    """
    if width is None:
        width = label_width(label(cell) for cell in _cells(rows, cols))
    pitch = width + 1
    between_rows = below is not None or diagonal is not None
    lines: list[str] = []
    for r in range(rows):
        chars: list[str] = []
        for c in range(cols):
            text = label((r, c))
            if len(text) > width:
                raise ValueError(f"label {text!r} of cell {(r, c)} is wider than {width}")
            if align == "right":
                text = text.rjust(width)
            else:
                text = text.ljust(width, (fill((r, c)) if fill else " ") or " ")
            chars.append(text)
            if c + 1 < cols:
                chars.append((right((r, c)) if right else None) or " ")
        lines.append("".join(chars))
        if between_rows and r + 1 < rows:
            slots = [" "] * (cols * pitch - 1)
            for c in range(cols):
                ch = below((r, c)) if below else None
                if ch:
                    slots[c * pitch] = ch
                ch = diagonal((r, c)) if diagonal and c + 1 < cols else None
                if ch:
                    slots[c * pitch + width] = ch
            lines.append("".join(slots))
    return lines


def _cells(rows: int, cols: int) -> Iterable[Cell]:
    return ((r, c) for r in range(rows) for c in range(cols))


# ----- a loop along grid lines -----------------------------------------------
DOT, HSIDE, VSIDE = "+", "-", "|"


def lattice_board(rows: int, cols: int, sides: frozenset[Side] | set[Side],
                  label: Callable[[Cell], str], *, width: int | None = None) -> list[str]:
    """A loop along grid lines: ``+`` at every grid dot, ``-``/``|`` on the
    grid lines in ``sides`` (normalised dot pairs, see grid.side), each cell's
    label centred between them.  Cells are ``width`` characters wide (default:
    the widest label plus a space either side, at least 3).  ``2 * rows + 1``
    lines."""
    if width is None:
        width = label_width((label(cell) for cell in _cells(rows, cols)), 1) + 2
    lines: list[str] = []
    for r in range(rows + 1):
        parts = [DOT]
        for c in range(cols):
            parts.append((HSIDE if ((r, c), (r, c + 1)) in sides else " ") * width)
            parts.append(DOT)
        lines.append("".join(parts))
        if r == rows:
            break
        parts = []
        for c in range(cols + 1):
            parts.append(VSIDE if ((r, c), (r + 1, c)) in sides else " ")
            if c < cols:
                text = label((r, c))
                if len(text) > width:
                    raise ValueError(f"label {text!r} of cell {(r, c)} is wider than {width}")
                parts.append((" " * ((width - len(text)) // 2) + text).ljust(width))
        lines.append("".join(parts))
    return lines
