"""Gates of a Circumnavi-Gates puzzle: finding them and (later) their labels.

A gate is a maximal straight run of gate cells of one orientation (rules §1).
"""
from __future__ import annotations

from genres.core.i18n import and_join, translate

from dataclasses import dataclass

from genres.core.grid import Cell
from genres.core.violation import cell_name
from .model import HGATE, VGATE, CircumnaviPuzzle


@dataclass(frozen=True)
class Gate:
    index: int                      # 0-based, in reading order of the first cell
    orientation: str                # HGATE ("-", runs left-right) or VGATE ("|", runs up-down)
    cells: tuple[Cell, ...]         # in order along the run

    @property
    def ends_outside(self) -> tuple[Cell, Cell]:
        """The two cells just beyond the gate's ends (may lie off the board)."""
        (r0, c0), (r1, c1) = self.cells[0], self.cells[-1]
        if self.orientation == HGATE:
            return (r0, c0 - 1), (r1, c1 + 1)
        return (r0 - 1, c0), (r1 + 1, c1)


def find_gates(puzzle: CircumnaviPuzzle) -> list[Gate]:
    """Every gate, ordered by its first cell in reading order."""
    found: list[tuple[Cell, str, tuple[Cell, ...]]] = []
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            k = puzzle.kind((r, c))
            if k == HGATE and (c == 0 or puzzle.kind((r, c - 1)) != HGATE):
                run = []
                cc = c
                while cc < puzzle.cols and puzzle.kind((r, cc)) == HGATE:
                    run.append((r, cc))
                    cc += 1
                found.append(((r, c), HGATE, tuple(run)))
            if k == VGATE and (r == 0 or puzzle.kind((r - 1, c)) != VGATE):
                run = []
                rr = r
                while rr < puzzle.rows and puzzle.kind((rr, c)) == VGATE:
                    run.append((rr, c))
                    rr += 1
                found.append(((r, c), VGATE, tuple(run)))
    found.sort()
    return [Gate(i, o, cells) for i, (_, o, cells) in enumerate(found)]


def gate_place(gate: Gate) -> str:
    """Where a gate lies, for a person: "column 5, rows 2–4" for a vertical
    gate, "row 3, column 2" for a one-cell gate."""
    (r0, c0), (r1, c1) = gate.cells[0], gate.cells[-1]
    if len(gate.cells) == 1:
        return cell_name((r0, c0))
    if gate.orientation == VGATE:
        return translate("circumnavi-gates", "column {column}, rows {first}–{last}").format(
            column=c0 + 1, first=r0 + 1, last=r1 + 1)
    return translate("circumnavi-gates", "row {row}, columns {first}–{last}").format(
        row=r0 + 1, first=c0 + 1, last=c1 + 1)


@dataclass(frozen=True)
class LabelProblem:
    """A gate-labelling conflict, reported as a construction problem."""
    code: str
    message: str
    cells: tuple[Cell, ...]


def label_gates(puzzle: CircumnaviPuzzle, gates: list[Gate] | None = None
                ) -> tuple[dict[int, int], list[LabelProblem]]:
    """Which number each gate carries (gate index -> number), and the conflicts.

    A number on a black cell labels a gate touching that cell at one of the
    gate's ends.  When the black cell touches the end of exactly one gate,
    the number is that gate's; when it touches several, it belongs only to a
    gate whose other end shows the same number (rules §1, seed 000 rule 3).
    """
    if gates is None:
        gates = find_gates(puzzle)
    touching: dict[Cell, list[Gate]] = {}
    for g in gates:
        for end in g.ends_outside:
            touching.setdefault(end, []).append(g)
    numbers = puzzle.number_map
    claims: dict[int, dict[int, list[Cell]]] = {}  # gate -> number -> black cells giving it
    problems: list[LabelProblem] = []
    for cell, n in sorted(numbers.items()):
        near = touching.get(cell, [])
        if len(near) == 1:
            chosen = near
        else:
            chosen = [g for g in near
                      if any(e != cell and numbers.get(e) == n for e in g.ends_outside)]
        if not chosen:
            why = (translate("circumnavi-gates", "it touches the end of no gate") if not near else
                   translate("circumnavi-gates", "it touches several gates and none shows the same "
                             "number at its other end"))
            problems.append(LabelProblem("number-labels-no-gate", translate(
                "circumnavi-gates", "The {n} at {place} labels no gate: {why}.").format(
                    n=n, place=cell_name(cell), why=why), (cell,)))
        for g in chosen:
            claims.setdefault(g.index, {}).setdefault(n, []).append(cell)
    labels: dict[int, int] = {}
    for gi, by_number in sorted(claims.items()):
        if len(by_number) > 1:
            shown = and_join([str(n) for n in sorted(by_number)])
            cells = tuple(sorted(c for cs in by_number.values() for c in cs)) + gates[gi].cells
            problems.append(LabelProblem("gate-two-numbers",
                                         translate("circumnavi-gates",
                                                   "The gate at {place} is labelled with two different "
                                                   "numbers ({numbers}).").format(
                                             place=gate_place(gates[gi]), numbers=shown), cells))
            continue
        (n,) = by_number
        labels[gi] = n
    by_label: dict[int, list[int]] = {}
    for gi, n in labels.items():
        by_label.setdefault(n, []).append(gi)
    for n, gis in sorted(by_label.items()):
        if len(gis) > 1:
            cells = tuple(c for gi in gis for c in gates[gi].cells)
            problems.append(LabelProblem("number-on-two-gates",
                                         translate("circumnavi-gates",
                                                   "Two gates carry the same number {n}: {places}.").format(
                                             n=n, places=and_join([gate_place(gates[gi]) for gi in gis])),
                                         cells))
    for gi, n in sorted(labels.items()):
        if n > len(gates):
            problems.append(LabelProblem(
                "number-too-large",
                translate("circumnavi-gates", "The {n} of the gate at {place} is larger than the "
                          "number of gates ({count}).").format(n=n, place=gate_place(gates[gi]),
                                                               count=len(gates)),
                gates[gi].cells + tuple(c for c in gates[gi].ends_outside if numbers.get(c) == n)))
    return labels, problems
