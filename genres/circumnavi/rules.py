"""Circumnavi-Gates rule checker (shared rules §1).

A checklist in the pzprjs manner: one function per rule, each returning the
violations of that rule with a stable code, a message that names its place
("Gate 3 (column 5, rows 2–4)", "row 3, column 5") and the cells (and links)
at fault, one violation per place.  :func:`check` runs the answer rules,
:func:`construction_problems` (construction.py) the checks of the puzzle.

Mistake or unfinished (``Violation.kind``): a *mistake* is a contradiction no
further link can repair, shown live; *unfinished* work is shown on Check and
once the loop is complete.

    code               kind
    -----------------  -----------------------------------------------------
    loop-empty         unfinished (nothing drawn yet)
    loop-on-black      mistake
    loop-branch        mistake
    loop-crossing      mistake
    loop-dead-end      mistake when the loose end cannot go on (every other
                       way out is the border, a black cell, a crossed border,
                       a marked cell, a cell with its two links or a link
                       along a gate); unfinished otherwise
    loop-several       mistake when some piece is already closed (closed too
                       early: nothing can join it); unfinished otherwise
    circle-missed      mistake once a piece is closed (closed too early);
                       unfinished otherwise
    gate-missed        mistake once a piece is closed (closed too early);
                       unfinished otherwise
    gate-not-straight  mistake
    gate-twice         mistake
    gate-order         mistake (judged only on one closed loop through the
                       circle, which no link can change)

The checker runs on every move, so everything that depends only on the puzzle
is worked out once per puzzle and cached (see drawing.py).
"""
from __future__ import annotations

from genres.core.i18n import translate

from genres.core import loopchecks
from genres.core.grid import Cell, Edge
from genres.core.violation import MISTAKE, UNFINISHED, Violation, cell_name

from .construction import construction_problems  # noqa: F401  (the checker's other half)
from .drawing import Drawing, Layout, gate_name, is_along, layout_of, ordinal
from .model import BLACK, CircumnaviAnswer, CircumnaviPuzzle


# The per-puzzle cache, under the name bench/bench_check.py clears it by.
_layout = layout_of


def _closed_kind(d: Drawing) -> str:
    """A thing the loop still has to do is a mistake once a piece is closed."""
    return MISTAKE if d.has_closed_piece else UNFINISHED


# ----------------------------------------------------------------------------
# Answer rules, one function each
# ----------------------------------------------------------------------------
def _loop_on_black(puzzle: CircumnaviPuzzle, d: Drawing) -> list[Violation]:
    out = []
    for cell in sorted(c for c in d.adjacent if puzzle.kind(c) == BLACK):
        edges = tuple(sorted(e for e in d.links if cell in e))
        out.append(Violation("loop-on-black",
                             translate("circumnavi-gates", "The loop enters the black cell at {place}; "
                                       "it may not enter black cells.").format(place=cell_name(cell)),
                             (cell,), edges))
    return out


def _at_cell(cell: Cell) -> dict:
    return {"cells": (cell,)}


def _loop_branch(d: Drawing) -> list[Violation]:
    return loopchecks.branches(
        d.degrees, "loop-branch",
        lambda c: translate("circumnavi-gates", "The loop branches at {place}.").format(place=cell_name(c)),
        _at_cell)


def _loop_crossing(d: Drawing) -> list[Violation]:
    return loopchecks.crossings(
        d.degrees, "loop-crossing",
        lambda c: translate("circumnavi-gates", "The loop crosses itself at {place}.").format(place=cell_name(c)),
        _at_cell)


def _loop_dead_end(d: Drawing) -> list[Violation]:
    return loopchecks.dead_ends(
        d.degrees, lambda c: not d.is_stuck(c), "loop-dead-end",
        loose=lambda c: translate("circumnavi-gates", "The loop stops at {place}; it must be "
                                  "closed.").format(place=cell_name(c)),
        stuck=lambda c: translate("circumnavi-gates", "The loop stops at {place} and cannot go "
                                  "on from there.").format(place=cell_name(c)),
        blame=_at_cell)


def _main_piece(layout: Layout, d: Drawing) -> list[Cell]:
    """The piece taken for the loop: the one through the circle, else the largest."""
    for p in d.pieces:
        if layout.circle in p:
            return p
    return d.pieces[0]


def _loop_several(layout: Layout, d: Drawing) -> list[Violation]:
    if len(d.pieces) < 2:
        return []
    main = _main_piece(layout, d)
    closed = d.has_closed_piece
    out = []
    for piece in d.pieces:
        if piece is main:
            continue
        cells = set(piece)
        edges = tuple(sorted(e for e in d.links if e[0] in cells))
        where = cell_name(piece[0])
        if closed:
            message = translate("circumnavi-gates", "The lines from {place} form a separate piece, and a "
                                "loop is already closed; there must be one single loop.").format(place=where)
        else:
            message = translate("circumnavi-gates", "The lines from {place} are not joined to the rest of "
                                "the loop yet.").format(place=where)
        out.append(Violation("loop-several", message, tuple(piece), edges,
                             kind=MISTAKE if closed else UNFINISHED))
    return out


def _circle_missed(layout: Layout, d: Drawing) -> list[Violation]:
    if layout.circle is None or d.degree(layout.circle) > 0:
        return []
    where = cell_name(layout.circle)
    if d.has_closed_piece:
        message = translate("circumnavi-gates", "The loop is closed but misses the circle at {place}.")
    else:
        message = translate("circumnavi-gates", "The loop must pass through the circle at {place}.")
    message = message.format(place=where)
    return [Violation("circle-missed", message, (layout.circle,), kind=_closed_kind(d))]


def _passages(layout: Layout, d: Drawing) -> dict[int, list[list[Cell]]]:
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


def _gate_not_straight(layout: Layout, d: Drawing) -> list[Violation]:
    found: dict[int, tuple[list[Cell], list[Edge]]] = {}
    for e in d.links:
        for cell in e:
            gi = layout.gate_at.get(cell)
            if gi is not None and is_along(e, layout.gates[gi].orientation):
                cells, edges = found.setdefault(gi, ([], []))
                if cell not in cells:
                    cells.append(cell)
                if e not in edges:
                    edges.append(e)
    out = []
    for gi in sorted(found):
        cells, edges = found[gi]
        out.append(Violation(
            "gate-not-straight",
            translate("circumnavi-gates", "{gate} must be crossed straight through; "
                      "the loop may not turn on it or run along it.").format(gate=gate_name(layout, gi)),
            tuple(sorted(cells)), tuple(sorted(edges))))
    return out


def _gate_twice(layout: Layout, passages: dict[int, list[list[Cell]]]) -> list[Violation]:
    return [Violation("gate-twice",
                      translate("circumnavi-gates", "{gate} is passed {count} times; the loop must "
                                "go through each gate exactly once.").format(
                          gate=gate_name(layout, gi), count=len(passages[gi])),
                      layout.gates[gi].cells)
            for gi in sorted(passages) if len(passages[gi]) > 1]


def _gate_missed(layout: Layout, d: Drawing,
                 passages: dict[int, list[list[Cell]]]) -> list[Violation]:
    closed = d.has_closed_piece
    text = (translate("circumnavi-gates", "{gate} is never crossed; but the loop is already closed.")
            if closed else
            translate("circumnavi-gates", "{gate} is never crossed; the loop must cross every gate."))
    return [Violation("gate-missed", text.format(gate=gate_name(layout, g.index)),
                      g.cells, kind=_closed_kind(d))
            for g in layout.gates if g.index not in passages]


def _gate_order(layout: Layout, d: Drawing) -> list[Violation]:
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
                      translate("circumnavi-gates", "{gate} is crossed {actual}; it must be crossed "
                                "{wanted}.").format(gate=gate_name(layout, gi), actual=ordinal(pos),
                                                    wanted=ordinal(n)),
                      layout.gates[gi].cells + layout.label_cells.get(gi, ()))
            for gi, n, pos in sorted(best, key=lambda t: t[1])]


def check(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> list[Violation]:
    """Every broken answer rule; [] when the loop solves the puzzle."""
    d = Drawing(puzzle, answer)
    if not d.links:
        return [Violation("loop-empty", translate("circumnavi-gates", "Draw a loop: no line has been drawn yet."),
                          kind=UNFINISHED)]
    layout = layout_of(puzzle)
    passages = _passages(layout, d)
    # Gate rules count over every piece drawn, so a second loop never makes a
    # gate look missed or doubled when it is not.
    return (_loop_on_black(puzzle, d)
            + _loop_branch(d)
            + _loop_crossing(d)
            + _loop_dead_end(d)
            + _loop_several(layout, d)
            + _circle_missed(layout, d)
            + _gate_not_straight(layout, d)
            + _gate_twice(layout, passages)
            + _gate_missed(layout, d, passages)
            + _gate_order(layout, d))


def is_complete(puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> bool:
    """The loop looks finished: at least one link and no loose end (every
    linked cell has two or more links; branches are mistakes anyway)."""
    d = Drawing(puzzle, answer)
    return bool(d.links) and all(len(ns) >= 2 for ns in d.adjacent.values())
