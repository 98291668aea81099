"""A player's Corral marks as answer facts, and facts in plain words.

The facts are the solver's (:mod:`.solver`): ``("inside", cell)`` and, in the
variant, ``("mul", cell)`` for a number read multiplicatively.

What the marks say (decided here, for hints that start from them):

* A closed loop (the answer the checker judges as finished) settles every
  cell: the ones it encloses are inside, all others outside.
* Otherwise each mark says only what it says on its own, followed as far as
  it reaches: cells enclosed by closed curves (shading always draws closed
  ones) are inside; a loop line on the board's edge has the inside on the
  board; an outside mark is outside; a cross on the board's edge means its
  cell is outside; a numbered cell is inside (rule 2: not a fact the marks
  state, but a line or a cross beside it settles the cell across).  A drawn
  line separates an inside cell from an outside one and a cross joins two
  cells on the same side, so a cell next to a settled one across a line or a
  cross is settled too.  A half-drawn line with nothing settled on either
  side says nothing.  When marks disagree (an outside mark on an enclosed
  cell), the drawn loop wins.
* A "+" or "×" note on a number of the variant is the ``mul`` fact.  When both
  splits of a pair fit, the solver counts the pair's first number as the
  multiplicative one; the other note then reads as a wrong mark.
"""
from __future__ import annotations

from genres.core.i18n import translate

from collections import deque
from typing import Hashable

from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import (ADD, MUL, CorralAnswer, CorralPuzzle, dot_degrees, inside_cells, inside_fact,
                    inside_of, mul_fact, mul_of)
from .rules import is_closed


def answer_facts(puzzle: CorralPuzzle, answer: CorralAnswer) -> dict[Hashable, bool]:
    grid = puzzle.geometry
    facts: dict[Hashable, bool] = {}
    if puzzle.is_variant:
        numbers = puzzle.counts     # a "?" has no reading
        facts.update((mul_fact(p), op == MUL) for p, op in sorted(answer.ops) if p in numbers)
    degrees = dot_degrees(answer)
    if is_closed(degrees):
        enclosed = inside_cells(puzzle, answer)
        facts.update((inside_fact(c), c in enclosed) for c in grid.cells())
        return facts

    # Seeds, strongest first (the first value a cell gets stays).
    seeds: list[tuple[Cell, bool]] = []
    if answer.sides and all(d % 2 == 0 for d in degrees.values()):
        # Closed curves: parity tells what they enclose.
        seeds += [(c, True) for c in sorted(inside_cells(puzzle, answer))]
    # (cell, other cell, same side?) for every line and cross between two cells.
    links: dict[Cell, list[tuple[Cell, bool]]] = {}
    for marks, same in ((answer.sides, False), (answer.crosses, True)):
        for s in sorted(marks):
            cells = grid.side_cells(s)
            if len(cells) == 1:             # on the board's edge
                seeds.append((cells[0], not same))
            elif len(cells) == 2:
                a, b = cells
                links.setdefault(a, []).append((b, same))
                links.setdefault(b, []).append((a, same))
    seeds += [(c, False) for c in sorted(answer.outside_marks)]
    # Weakest: every numbered cell is inside (rule 2), so a cross or a line
    # beside a number settles the cell across it, as a player reads it.
    numbered = set(puzzle.number_map)
    seeds += [(c, True) for c in sorted(numbered)]

    value: dict[Cell, bool] = {}
    todo: deque[Cell] = deque()
    for cell, v in seeds:
        if cell not in value:
            value[cell] = v
            todo.append(cell)
    while todo:
        cell = todo.popleft()
        for other, same in links.get(cell, ()):
            if other not in value:
                value[other] = value[cell] if same else not value[cell]
                todo.append(other)
    # A number's own "inside" is the board's, not a mark's (unless a mark
    # says otherwise: that is the player's mistake, and stays).
    facts.update((inside_fact(c), v) for c, v in sorted(value.items()) if not (v and c in numbered))
    return facts


def answer_with_facts(puzzle: CorralPuzzle, answer: CorralAnswer,
                      facts: dict) -> CorralAnswer:
    """The facts drawn as a player draws them.

    * An outside cell gets an outside mark; an inside cell loses one.
    * Each side of a cell in ``facts`` whose other side is known (the board's
      edge counts as outside; other cells are known from ``facts`` or from
      what the player's marks already say) gets a loop line when the two
      sides differ and a cross when they agree, replacing a cross or a line
      that says the opposite.
    * A "mul" fact is the "×" note on the number, false the "+" note.

    What no mark can show: an inside cell none of whose neighbours is known
    yet.  Corral has no "inside" mark and a line needs the cell on its other
    side, so such a cell shows only once a neighbour is settled (a cell on
    the board's edge, or beside a number, always shows).  Every other fact
    shows.  Sides of cells not in ``facts`` and all other marks stay."""
    grid = puzzle.geometry
    inside: dict[Cell, bool] = {}
    ops = dict(answer.ops)
    for fact, value in facts.items():
        cell = inside_of(fact) or mul_of(fact)
        if cell is None:
            raise ValueError(f"{fact!r} is not a Corral fact of this puzzle")
        if not grid.contains(cell):
            raise ValueError(f"{fact!r} lies outside the board")
        if inside_of(fact) is not None:
            inside[cell] = bool(value)
        elif puzzle.number(cell) is not None:
            ops[cell] = MUL if value else ADD
        else:
            raise ValueError(f"{fact!r} is not a Corral fact of this puzzle")
    marks = set(answer.outside_marks) - {c for c, v in inside.items() if v}
    marks |= {c for c, v in inside.items() if not v}
    # What the player's marks say, once marks the facts contradict are gone.
    cleared = CorralAnswer(answer.sides, answer.crosses, frozenset(marks), answer.ops)
    known = {inside_of(f): v for f, v in answer_facts(puzzle, cleared).items()
             if inside_of(f) is not None}
    for cell in puzzle.number_map:      # inside by rule 2 (answer_facts leaves them out)
        known.setdefault(cell, True)
    known.update(inside)
    sides, crosses = set(answer.sides), set(answer.crosses)
    for cell, value in inside.items():
        for s in grid.cell_sides(cell):
            others = [c for c in grid.side_cells(s) if c != cell]
            other = known.get(others[0]) if others else False
            if other is None:
                continue
            if other != value:
                sides.add(s)
                crosses.discard(s)
            else:
                crosses.add(s)
                sides.discard(s)
    return CorralAnswer(frozenset(sides), frozenset(crosses), frozenset(marks),
                        frozenset(ops.items()))


def fact_text(puzzle: CorralPuzzle, fact: Hashable, value: bool) -> str:
    cell = inside_of(fact)
    if cell is not None:
        text = (translate("corral", "{place} is inside the corral") if value else
                translate("corral", "{place} is outside the corral"))
        return text.format(place=cell_name(cell))
    cell = mul_of(fact)
    if cell is not None:
        text = (translate("corral", "the {number} at {place} is the multiplicative one") if value else
                translate("corral", "the {number} at {place} is the additive one"))
        return text.format(number=puzzle.number(cell), place=cell_name(cell))
    raise KeyError(fact)


def fact_cells(puzzle: CorralPuzzle, fact: Hashable) -> tuple:
    cell = inside_of(fact) or mul_of(fact)
    if cell is None:
        raise KeyError(fact)
    return (cell,)
