"""Circumnavi-Gates rule checker (shared rules §1).

A checklist in the pzprjs manner: one function per rule, each returning the
violations of that rule with a stable code, a message in plain words and the
cells (and links) at fault.  :func:`check` runs the answer rules,
:func:`construction_problems` the checks of the puzzle itself.

Vocabulary used below:

* a *passage* of a gate is one visit of the loop to the gate: a group of the
  gate's cells the loop uses, joined by loop links inside the gate.  A correct
  loop makes exactly one passage per gate, on one cell, going straight across.
* a link *along* a gate is a link from a gate cell in the direction of the
  gate's run (left-right for "-", up-down for "|"); any such link means the
  loop runs along the gate or turns on it.

The checker runs on every move, so everything that depends only on the puzzle
is worked out once per puzzle and cached (puzzles are immutable and hashable).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from genres.core.grid import Cell, Edge, is_horizontal
from genres.core.violation import Violation

from .gates import Gate, find_gates, label_gates
from .model import BLACK, HGATE, SlalomAnswer, SlalomPuzzle


# ----------------------------------------------------------------------------
# What the puzzle alone determines (cached)
# ----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Layout:
    gates: tuple[Gate, ...]
    gate_at: dict[Cell, int]            # gate cell -> gate index
    labels: dict[int, int]              # gate index -> its number (only clean labels)
    label_cells: dict[int, tuple[Cell, ...]]  # gate index -> black cells showing its number
    circle: Cell | None


@lru_cache(maxsize=16)
def _layout(puzzle: SlalomPuzzle) -> _Layout:
    gates = tuple(find_gates(puzzle))
    gate_at = {cell: g.index for g in gates for cell in g.cells}
    labels, _problems = label_gates(puzzle, list(gates))
    numbers = puzzle.number_map
    label_cells = {gi: tuple(c for c in gates[gi].ends_outside if numbers.get(c) == n)
                   for gi, n in labels.items()}
    return _Layout(gates, gate_at, labels, label_cells, puzzle.circle())


def _ordinal(n: int) -> str:
    words = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
             "eighth", "ninth", "tenth", "eleventh", "twelfth")
    if n < len(words):
        return words[n]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _gate_name(layout: _Layout, gi: int) -> str:
    n = layout.labels.get(gi)
    return f"Gate {n}" if n is not None else "This gate"


# ----------------------------------------------------------------------------
# What the answer draws
# ----------------------------------------------------------------------------
class _Drawing:
    """The loop as drawn: links per cell and the connected pieces."""

    def __init__(self, puzzle: SlalomPuzzle, answer: SlalomAnswer):
        rows, cols = puzzle.rows, puzzle.cols
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

    def cells_with_degree(self, d: int) -> list[Cell]:
        return sorted(c for c, ns in self.adjacent.items() if len(ns) == d)

    @property
    def pieces(self) -> list[list[Cell]]:
        """Connected groups of linked cells, largest first (ties in reading order)."""
        if self._pieces is None:
            seen: set[Cell] = set()
            pieces = []
            for start in sorted(self.adjacent):
                if start in seen:
                    continue
                seen.add(start)
                stack, piece = [start], []
                while stack:
                    cell = stack.pop()
                    piece.append(cell)
                    for n in self.adjacent[cell]:
                        if n not in seen:
                            seen.add(n)
                            stack.append(n)
                pieces.append(sorted(piece))
            pieces.sort(key=lambda p: (-len(p), p[0]))
            self._pieces = pieces
        return self._pieces

    def is_single_loop_through(self, circle: Cell | None) -> bool:
        return (circle is not None and self.degree(circle) == 2 and len(self.pieces) == 1
                and all(len(ns) == 2 for ns in self.adjacent.values()))

    def walk_from(self, circle: Cell) -> list[Cell]:
        """The cells of the (single, closed) loop from the circle, circle first;
        the direction goes first to the circle's neighbour that comes first in
        reading order."""
        first = min(self.adjacent[circle])
        order = [circle]
        prev, cur = circle, first
        while cur != circle:
            order.append(cur)
            a, b = self.adjacent[cur]
            prev, cur = cur, (b if a == prev else a)
        return order


def _is_along(link: Edge, orientation: str) -> bool:
    """True when the link runs in the direction of a gate's run."""
    return is_horizontal(link) == (orientation == HGATE)


# ----------------------------------------------------------------------------
# Answer rules, one function each
# ----------------------------------------------------------------------------
def _loop_on_black(puzzle: SlalomPuzzle, d: _Drawing) -> list[Violation]:
    cells = sorted(c for c in d.adjacent if puzzle.kind(c) == BLACK)
    if not cells:
        return []
    bad = set(cells)
    edges = tuple(sorted(e for e in d.links if e[0] in bad or e[1] in bad))
    return [Violation("loop-on-black", "The loop may not enter a black cell.",
                      tuple(cells), edges)]


def _loop_degree(d: _Drawing, degree: int, code: str, one: str, many: str) -> list[Violation]:
    cells = d.cells_with_degree(degree)
    if not cells:
        return []
    return [Violation(code, one if len(cells) == 1 else many, tuple(cells))]


def _loop_branch(d: _Drawing) -> list[Violation]:
    return _loop_degree(d, 3, "loop-branch", "The loop branches here.",
                        "The loop branches in these cells.")


def _loop_crossing(d: _Drawing) -> list[Violation]:
    return _loop_degree(d, 4, "loop-crossing", "The loop crosses itself here.",
                        "The loop crosses itself in these cells.")


def _loop_dead_end(d: _Drawing) -> list[Violation]:
    return _loop_degree(d, 1, "loop-dead-end", "The loop stops here; it must be closed.",
                        "The loop stops in these cells; it must be closed.")


def _loop_several(d: _Drawing) -> list[Violation]:
    pieces = d.pieces
    if len(pieces) < 2:
        return []
    extra = {c for p in pieces[1:] for c in p}
    edges = tuple(sorted(e for e in d.links if e[0] in extra))
    return [Violation("loop-several",
                      f"There must be one single loop, but the lines drawn form {len(pieces)} "
                      "separate pieces; the smaller ones are marked.",
                      tuple(sorted(extra)), edges)]


def _circle_missed(layout: _Layout, d: _Drawing) -> list[Violation]:
    if layout.circle is None or d.degree(layout.circle) > 0:
        return []
    return [Violation("circle-missed", "The loop must pass through the circle.", (layout.circle,))]


def _passages(layout: _Layout, d: _Drawing) -> dict[int, list[list[Cell]]]:
    """For each gate the loop visits, its passages (groups of linked gate cells)."""
    visited: dict[int, list[Cell]] = {}
    for cell in d.adjacent:
        gi = layout.gate_at.get(cell)
        if gi is not None:
            visited.setdefault(gi, []).append(cell)
    out: dict[int, list[list[Cell]]] = {}
    for gi, cells in visited.items():
        # Gate cells lie in one straight run, so in run order two visited
        # cells belong to one passage exactly when the loop links them.
        cells.sort()
        groups = [[cells[0]]]
        for prev, cell in zip(cells, cells[1:]):
            if cell in d.adjacent[prev]:
                groups[-1].append(cell)
            else:
                groups.append([cell])
        out[gi] = groups
    return out


def _gate_not_straight(layout: _Layout, d: _Drawing) -> list[Violation]:
    found: dict[int, tuple[list[Cell], list[Edge]]] = {}
    for e in d.links:
        for cell in e:
            gi = layout.gate_at.get(cell)
            if gi is not None and _is_along(e, layout.gates[gi].orientation):
                cells, edges = found.setdefault(gi, ([], []))
                if cell not in cells:
                    cells.append(cell)
                if e not in edges:
                    edges.append(e)
    out = []
    for gi in sorted(found):
        cells, edges = found[gi]
        name = _gate_name(layout, gi)
        out.append(Violation(
            "gate-not-straight",
            f"{name} must be crossed straight through; the loop may not turn on it or run along it.",
            tuple(sorted(cells)), tuple(sorted(edges))))
    return out


def _gate_twice(layout: _Layout, passages: dict[int, list[list[Cell]]]) -> list[Violation]:
    out = []
    for gi in sorted(passages):
        if len(passages[gi]) > 1:
            out.append(Violation(
                "gate-twice",
                f"{_gate_name(layout, gi)} is passed {len(passages[gi])} times; "
                "the loop must go through each gate exactly once.",
                layout.gates[gi].cells))
    return out


def _gate_missed(layout: _Layout, passages: dict[int, list[list[Cell]]]) -> list[Violation]:
    return [Violation("gate-missed",
                      f"{_gate_name(layout, g.index)} is never crossed; the loop must cross every gate.",
                      g.cells)
            for g in layout.gates if g.index not in passages]


def _gate_order(layout: _Layout, d: _Drawing) -> list[Violation]:
    # The order is only defined along one closed loop that starts at the circle.
    if not layout.labels or not d.is_single_loop_through(layout.circle):
        return []
    assert layout.circle is not None
    walk = d.walk_from(layout.circle)
    one_way = walk[1:]
    best: list[tuple[int, int, int]] | None = None  # (gate, label, position) out of place
    for cells in (one_way, one_way[::-1]):
        order: list[int] = []
        for cell in cells:
            gi = layout.gate_at.get(cell)
            if gi is not None and gi not in order:
                order.append(gi)
        wrong = [(gi, layout.labels[gi], pos) for pos, gi in enumerate(order, 1)
                 if gi in layout.labels and layout.labels[gi] != pos]
        if best is None or len(wrong) < len(best):
            best = wrong
    assert best is not None
    return [Violation("gate-order",
                      f"Gate {n} is crossed {_ordinal(pos)}; it must be crossed {_ordinal(n)}.",
                      layout.gates[gi].cells + layout.label_cells.get(gi, ()))
            for gi, n, pos in sorted(best, key=lambda t: t[1])]


def check(puzzle: SlalomPuzzle, answer: SlalomAnswer) -> list[Violation]:
    """Every broken answer rule; [] when the loop solves the puzzle."""
    d = _Drawing(puzzle, answer)
    if not d.links:
        return [Violation("loop-empty", "Draw a loop: no line has been drawn yet.")]
    layout = _layout(puzzle)
    passages = _passages(layout, d)
    # Gate rules count over every piece drawn, so a second loop never makes a
    # gate look missed or doubled when it is not.
    return (_loop_on_black(puzzle, d)
            + _loop_branch(d)
            + _loop_crossing(d)
            + _loop_dead_end(d)
            + _loop_several(d)
            + _circle_missed(layout, d)
            + _gate_not_straight(layout, d)
            + _gate_twice(layout, passages)
            + _gate_missed(layout, passages)
            + _gate_order(layout, d))


# ----------------------------------------------------------------------------
# Construction problems (edit mode)
# ----------------------------------------------------------------------------
def _no_circle(layout: _Layout) -> list[Violation]:
    if layout.circle is not None:
        return []
    return [Violation("no-circle", "The puzzle needs a circle where the loop starts.")]


def _label_problems(puzzle: SlalomPuzzle, layout: _Layout) -> list[Violation]:
    _labels, problems = label_gates(puzzle, list(layout.gates))
    return [Violation(p.code, p.message, p.cells) for p in problems]


def _circle_count_wrong(puzzle: SlalomPuzzle, layout: _Layout) -> list[Violation]:
    if layout.circle is None or puzzle.circle_value is None:
        return []
    count = len(layout.gates)
    if puzzle.circle_value == count:
        return []
    return [Violation("circle-count-wrong",
                      f"The circle shows {puzzle.circle_value}, but the puzzle has {count} "
                      f"gate{'s' if count != 1 else ''}.",
                      (layout.circle,), severity="warning")]


def _gate_end_open(puzzle: SlalomPuzzle, layout: _Layout) -> list[Violation]:
    out = []
    for g in layout.gates:
        open_ends = tuple(c for c in g.ends_outside
                          if puzzle.geometry.contains(c) and puzzle.kind(c) != BLACK)
        if open_ends:
            out.append(Violation(
                "gate-end-open",
                "A gate should end at a black cell or the edge of the board.",
                g.cells + open_ends, severity="warning"))
    return out


def construction_problems(puzzle: SlalomPuzzle) -> list[Violation]:
    """Problems of the puzzle itself, shown while editing."""
    layout = _layout(puzzle)
    return (_no_circle(layout)
            + _label_problems(puzzle, layout)
            + _circle_count_wrong(puzzle, layout)
            + _gate_end_open(puzzle, layout))
