"""Circumnavi-Gates (Slalom) for the shared generator (genres/core/generation.py).

The loop, gates and labels come from :mod:`generator`.  The clues the shared
layer edits: gates (taking one away renumbers the labels of the gates after
it, so the planted loop still passes them in order), loose black cells, and
gate labels (one label always stays: it fixes the walking direction, as the
generator keeps it).  The circle always shows the gate count.

With a clue symmetry (:mod:`symmetric` says what is paired and why the
circle and the numbers stay free) gates and black cells come and go with
their partners; a label alone changes no layout.
"""
from __future__ import annotations

from dataclasses import replace

from genres.core.generation import GenerationError, Maker, partner
from genres.core.grid import Cell

from .drawing import Drawing
from .gate_lines import find_gates, label_gates
from .generator import generate as plant
from .model import BLACK, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle
from .rules import check
from .symmetric import is_symmetric, partner_gate
from .symmetric import plant as plant_symmetric


def gate_positions(puzzle: CircumnaviPuzzle, order: list[Cell]) -> dict[int, int]:
    """Gate index -> its place in the order the loop meets the gates."""
    of_cell = {c: g.index for g in find_gates(puzzle) for c in g.cells}
    position: dict[int, int] = {}
    for c in order:
        if c in of_cell and of_cell[c] not in position:
            position[of_cell[c]] = len(position) + 1
    return position


def direction(puzzle: CircumnaviPuzzle, solution: CircumnaviAnswer) -> list[Cell]:
    """The walk from the circle in the direction the labels count."""
    order = Drawing(puzzle, solution).walk_from(puzzle.circle())
    labels, _ = label_gates(puzzle)
    forward = gate_positions(puzzle, order)
    if all(forward.get(g) == n for g, n in labels.items()):
        return order
    return [order[0]] + order[:0:-1]


def relabelled(puzzle: CircumnaviPuzzle, before: CircumnaviPuzzle, order: list[Cell]) -> CircumnaviPuzzle | None:
    """``puzzle`` (with a gate gone) with each remaining label set to its gate's
    new place; None when a label lost its gate."""
    old_gates = {g.cells: g for g in find_gates(before)}
    old_labels, _ = label_gates(before)
    ends = {}
    for cell, _n in before.numbers:
        owner = [g for g in old_gates.values() if cell in g.ends_outside and g.index in old_labels]
        ends[cell] = owner[0].cells if owner else None
    new_index = {g.cells: g.index for g in find_gates(puzzle)}
    position = gate_positions(puzzle, order)
    numbers = {}
    for cell, cells in ends.items():
        if cells is None or cells not in new_index:
            if cells is not None and cells in old_gates:
                continue        # the label of the gate taken away goes with it
            return None
        numbers[cell] = position[new_index[cells]]
    out = replace(puzzle, numbers=frozenset(numbers.items()))
    return replace(out, circle_value=len(find_gates(out)))


class CircumnaviMaker(Maker):
    variants = ("standard",)
    symmetries = {"standard": ("none", "rot180", "mirror")}
    smallest = (5, 5)
    # The black cells and gate sides are part of the puzzle (what the board
    # settles, see genres.core.explain), so a step weighs a gate against the
    # one-loop rule (level 2), two gates or a gate and known links at once (3)
    # or more (4+), on any board: first designs at 6x6 are all level 2 (30 of
    # 30), at 8x8 2-3 (26 / 4), at 10x10 2-4 (15 / 14 / 1).
    bands = {"easy": (0, 2), "medium": (3, 3), "hard": (4, None)}
    shifts_with_size = False

    def make(self, rows, cols, variant, symmetry, rng, token=None):
        gate_share = rng.uniform(0.35, 0.6)     # sparse or busy boards
        fill = rng.uniform(0.3, 0.8)            # a short loop or one filling the board
        if symmetry == "none":
            gate_len = 3
            if rows * cols >= 64:
                # From 8x8 on, a loop round most of the board and gates up to
                # six cells long half the time: with short loops and gates
                # no design reached hard (level 7 at 8x8) in 30 attempts.
                fill = max(fill, rng.uniform(0.6, 0.9))
                gate_len = rng.choice((3, 6))
            puzzle, loop = plant(rows, cols, rng.randrange(2 ** 31), gate_share=gate_share,
                                 fill=fill, max_gate_len=gate_len)
        else:
            made = plant_symmetric(rows, cols, rng, symmetry, gate_share, fill)
            if made is None:
                raise GenerationError(f"no {rows}x{cols} Circumnavi-Gates layout with "
                                      f"{symmetry} symmetry found")
            puzzle, loop = made
        return puzzle, CircumnaviAnswer(links=frozenset(loop))

    def removals(self, puzzle, solution, symmetry):
        out = []
        order = direction(puzzle, solution)
        labelled_ends = puzzle.number_map
        gate_ends = {e for g in find_gates(puzzle) for e in g.ends_outside}
        paired = symmetry != "none"
        for gate in find_gates(puzzle):
            gone = [gate]
            if paired:
                twin = partner_gate(puzzle, gate, symmetry)
                if twin is None or twin.index < gate.index:
                    continue      # a pair is tried once, from its first gate
                gone += [twin] if twin.index != gate.index else []
            trial = puzzle
            for g in gone:
                for c in g.cells:
                    trial = trial.with_kind(c, EMPTY)
            # The end cells go too when nothing else needs them; a numbered
            # end stays, unless the layout is paired (its number went with its gate).
            for end in {e for g in gone for e in g.ends_outside}:
                if 0 <= end[0] < puzzle.rows and 0 <= end[1] < puzzle.cols \
                        and (paired or end not in labelled_ends) and not any(
                        end in g.ends_outside for g in find_gates(trial)):
                    trial = trial.with_kind(end, EMPTY)
            trial = relabelled(trial, puzzle, order)
            if trial is not None and trial.numbers and not check(trial, solution) \
                    and (not paired or is_symmetric(trial, symmetry)):
                out.append((f"gate {gate.cells[0]}", trial))
        for cell in puzzle.cells_of(BLACK):
            twin = partner(puzzle.rows, puzzle.cols, cell, symmetry)
            if twin < cell:
                continue
            if all(c not in labelled_ends and c not in gate_ends for c in (cell, twin)):
                out.append((f"black cell {cell}", puzzle.with_kind(cell, EMPTY).with_kind(twin, EMPTY)))
        if len(labelled_ends) > 1:
            for cell in sorted(labelled_ends):
                out.append((f"label {cell}", puzzle.with_number(cell, None)))
        return out

    def additions(self, puzzle, solution, symmetry):
        order = direction(puzzle, solution)
        position = gate_positions(puzzle, order)
        labels, _ = label_gates(puzzle)
        out = []
        for gate in find_gates(puzzle):
            if gate.index in labels:
                continue
            for end in gate.ends_outside:
                if 0 <= end[0] < puzzle.rows and 0 <= end[1] < puzzle.cols \
                        and puzzle.kind(end) == BLACK and end not in puzzle.number_map:
                    trial = puzzle.with_number(end, position[gate.index])
                    if not label_gates(trial)[1] and not check(trial, solution):
                        out.append(((end,), trial))
        on_loop = {c for e in solution.links for c in e}
        for r in range(puzzle.rows):
            for c in range(puzzle.cols):
                twin = partner(puzzle.rows, puzzle.cols, (r, c), symmetry)
                if twin < (r, c):
                    continue
                if all(x not in on_loop and puzzle.kind(x) == EMPTY for x in ((r, c), twin)):
                    trial = puzzle.with_kind((r, c), BLACK).with_kind(twin, BLACK)
                    if len(find_gates(trial)) == len(find_gates(puzzle)) and not check(trial, solution):
                        out.append((tuple(sorted({(r, c), twin})), trial))
        return out

    def shape(self, puzzle, solution):
        gates = find_gates(puzzle)
        return {"loop length": len(solution.links), "gates": len(gates),
                "labels": len(puzzle.numbers),
                "black cells": len(puzzle.cells_of(BLACK))}


MAKER = CircumnaviMaker()

__all__ = ["MAKER", "HGATE", "VGATE"]
