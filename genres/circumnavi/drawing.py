"""What the rule checker works on: the puzzle's layout (cached per puzzle)
and the loop as the player has drawn it so far.

Vocabulary:

* a *passage* of a gate is one visit of the loop to the gate: a group of the
  gate's cells the loop uses, joined by loop links inside the gate.  A correct
  loop makes exactly one passage per gate, on one cell, going straight across.
* a link *along* a gate is a link from a gate cell in the direction of the
  gate's run (left-right for "-", up-down for "|"); any such link means the
  loop runs along the gate or turns on it.
* a *piece* is a connected group of linked cells; a piece is *closed* when
  every one of its cells has exactly two links (a loop with no loose end).
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from dataclasses import dataclass
from functools import lru_cache

from genres.core import loopchecks
from genres.core.graph import walk_cycle
from genres.core.grid import Cell, Edge, edge, is_horizontal

from .gate_lines import Gate, find_gates, gate_place, label_gates
from .model import BLACK, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle


# ----------------------------------------------------------------------------
# What the puzzle alone determines (cached: puzzles are immutable and hashable)
# ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Layout:
    gates: tuple[Gate, ...]
    gate_at: dict[Cell, int]            # gate cell -> gate index
    labels: dict[int, int]              # gate index -> its number (only clean labels)
    label_cells: dict[int, tuple[Cell, ...]]  # gate index -> black cells showing its number
    circle: Cell | None


@lru_cache(maxsize=16)
def layout_of(puzzle: CircumnaviPuzzle) -> Layout:
    gates = tuple(find_gates(puzzle))
    gate_at = {cell: g.index for g in gates for cell in g.cells}
    labels, _problems = label_gates(puzzle, list(gates))
    numbers = puzzle.number_map
    label_cells = {gi: tuple(c for c in gates[gi].ends_outside if numbers.get(c) == n)
                   for gi, n in labels.items()}
    return Layout(gates, gate_at, labels, label_cells, puzzle.circle())


def gate_name(layout: Layout, gi: int) -> str:
    """"Gate 3 (column 5, rows 2–4)", or "The gate at row 3, column 2" when
    the gate has no number; unique per gate, so messages never repeat."""
    gate = layout.gates[gi]
    n = layout.labels.get(gi)
    if n is not None:
        return translate("circumnavi-gates", "Gate {n} ({place})").format(n=n, place=gate_place(gate))
    return translate("circumnavi-gates", "The gate at {place}").format(place=gate_place(gate))


def is_along(link: Edge, orientation: str) -> bool:
    """True when the link runs in the direction of a gate's run."""
    return is_horizontal(link) == (orientation == HGATE)


def ordinal(n: int) -> str:
    if n < len(ORDINAL_WORDS):
        return translate("circumnavi-gates", ORDINAL_WORDS[n])
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return translate("circumnavi-gates", ORDINAL_SUFFIXES[suffix]).format(n=n)


ORDINAL_WORDS = (
    QT_TRANSLATE_NOOP("circumnavi-gates", "zeroth"), QT_TRANSLATE_NOOP("circumnavi-gates", "first"),
    QT_TRANSLATE_NOOP("circumnavi-gates", "second"), QT_TRANSLATE_NOOP("circumnavi-gates", "third"),
    QT_TRANSLATE_NOOP("circumnavi-gates", "fourth"), QT_TRANSLATE_NOOP("circumnavi-gates", "fifth"),
    QT_TRANSLATE_NOOP("circumnavi-gates", "sixth"), QT_TRANSLATE_NOOP("circumnavi-gates", "seventh"),
    QT_TRANSLATE_NOOP("circumnavi-gates", "eighth"), QT_TRANSLATE_NOOP("circumnavi-gates", "ninth"),
    QT_TRANSLATE_NOOP("circumnavi-gates", "tenth"), QT_TRANSLATE_NOOP("circumnavi-gates", "eleventh"),
    QT_TRANSLATE_NOOP("circumnavi-gates", "twelfth"))
ORDINAL_SUFFIXES = {"st": QT_TRANSLATE_NOOP("circumnavi-gates", "{n}st"),
                    "nd": QT_TRANSLATE_NOOP("circumnavi-gates", "{n}nd"),
                    "rd": QT_TRANSLATE_NOOP("circumnavi-gates", "{n}rd"),
                    "th": QT_TRANSLATE_NOOP("circumnavi-gates", "{n}th")}


# ----------------------------------------------------------------------------
# What the answer draws
# ----------------------------------------------------------------------------
class Drawing:
    """The loop as drawn: links per cell, the connected pieces, the notes."""

    def __init__(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer):
        rows, cols = puzzle.rows, puzzle.cols
        self.puzzle = puzzle
        self.crosses = answer.crosses
        self.marks = answer.marks
        self.links: list[Edge] = []
        self.adjacent: dict[Cell, list[Cell]] = {}
        for e in answer.links:
            (r1, c1), (r2, c2) = e
            # Links that do not join two neighbouring cells of this grid mean
            # nothing here (the document cleans them away after a resize).
            if not (0 <= r1 < rows and 0 <= c1 < cols and 0 <= r2 < rows and 0 <= c2 < cols
                    and abs(r1 - r2) + abs(c1 - c2) == 1):
                continue
            self.links.append(e)
            self.adjacent.setdefault(e[0], []).append(e[1])
            self.adjacent.setdefault(e[1], []).append(e[0])
        self._pieces: list[list[Cell]] | None = None

    def degree(self, cell: Cell) -> int:
        return len(self.adjacent.get(cell, ()))

    @property
    def degrees(self) -> dict[Cell, int]:
        """How many links each linked cell has."""
        return {c: len(ns) for c, ns in self.adjacent.items()}

    @property
    def pieces(self) -> list[list[Cell]]:
        """Connected groups of linked cells, largest first (ties in reading order)."""
        if self._pieces is None:
            pieces = loopchecks.pieces(self.links)
            pieces.sort(key=lambda p: (-len(p), p[0]))
            self._pieces = pieces
        return self._pieces

    def is_closed(self, piece: list[Cell]) -> bool:
        return all(self.degree(c) == 2 for c in piece)

    @property
    def has_closed_piece(self) -> bool:
        """True when some piece is already a finished loop: it can only grow by
        branching, so whatever it misses now it misses for good."""
        return any(self.is_closed(p) for p in self.pieces)

    def is_single_loop_through(self, circle: Cell | None) -> bool:
        return (circle is not None and self.degree(circle) == 2 and len(self.pieces) == 1
                and all(len(ns) == 2 for ns in self.adjacent.values()))

    def walk_from(self, circle: Cell) -> list[Cell]:
        """The cells of the (single, closed) loop from the circle, circle first;
        the direction goes first to the circle's neighbour that comes first in
        reading order."""
        return walk_cycle(self.adjacent, circle, min(self.adjacent[circle]))

    # ----- can a loose end still go on? ------------------------------------
    def can_link(self, a: Cell, b: Cell) -> bool:
        """Could a link from ``a`` to its neighbour ``b`` still be drawn without
        breaking a rule by the cells' own content or the player's notes?  Not
        into or off the board, a black cell, a crossed border, a cell marked
        "not on the loop", a cell that already has its two links, nor along a
        gate (gate cells only take the two links straight across)."""
        p = self.puzzle
        if not p.geometry.contains(b) or p.kind(b) == BLACK:
            return False
        e = edge(a, b)
        if e in self.crosses or b in self.marks or self.degree(b) >= 2:
            return False
        for cell in (a, b):
            kind = p.kind(cell)
            if kind in (HGATE, VGATE) and is_along(e, kind):
                return False
        return True

    def is_stuck(self, cell: Cell) -> bool:
        """A loose end (one link) that can no longer be extended."""
        r, c = cell
        linked = set(self.adjacent.get(cell, ()))
        return not any(self.can_link(cell, n)
                       for n in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if n not in linked)
