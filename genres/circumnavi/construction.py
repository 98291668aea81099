"""Circumnavi-Gates construction problems: the checks of the puzzle itself,
shown while editing (shared rules §1).  Each message names its place."""
from __future__ import annotations

from genres.core.i18n import translate

from genres.core.violation import Violation, cell_name

from .drawing import Layout, gate_name, layout_of
from .gate_lines import label_gates
from .model import BLACK, CircumnaviPuzzle


def _no_circle(layout: Layout) -> list[Violation]:
    if layout.circle is not None:
        return []
    return [Violation("no-circle", translate("circumnavi-gates", "The puzzle needs a circle where the loop starts."))]


def _label_problems(puzzle: CircumnaviPuzzle, layout: Layout) -> list[Violation]:
    _labels, problems = label_gates(puzzle, list(layout.gates))
    return [Violation(p.code, p.message, p.cells) for p in problems]


def _circle_count_wrong(puzzle: CircumnaviPuzzle, layout: Layout) -> list[Violation]:
    if layout.circle is None or puzzle.circle_value is None:
        return []
    count = len(layout.gates)
    if puzzle.circle_value == count:
        return []
    return [Violation("circle-count-wrong",
                      (translate("circumnavi-gates", "The circle at {place} shows {value}, but the puzzle "
                                 "has {count} gates.") if count != 1 else
                       translate("circumnavi-gates", "The circle at {place} shows {value}, but the puzzle "
                                 "has {count} gate.")).format(
                          place=cell_name(layout.circle), value=puzzle.circle_value, count=count),
                      (layout.circle,), severity="warning")]


def _gate_end_open(puzzle: CircumnaviPuzzle, layout: Layout) -> list[Violation]:
    out = []
    for g in layout.gates:
        open_ends = tuple(c for c in g.ends_outside
                          if puzzle.geometry.contains(c) and puzzle.kind(c) != BLACK)
        if open_ends:
            out.append(Violation(
                "gate-end-open",
                translate("circumnavi-gates", "{gate} should end at a black cell or the edge of "
                          "the board, not at {place}.").format(gate=gate_name(layout, g.index),
                                                               place=cell_name(open_ends[0])),
                g.cells + open_ends, severity="warning"))
    return out


def construction_problems(puzzle: CircumnaviPuzzle) -> list[Violation]:
    """Problems of the puzzle itself, shown while editing."""
    layout = layout_of(puzzle)
    return (_no_circle(layout)
            + _label_problems(puzzle, layout)
            + _circle_count_wrong(puzzle, layout)
            + _gate_end_open(puzzle, layout))
