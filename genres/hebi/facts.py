"""Hebi-Ichigo answer facts for people: the player's marks as facts, and
facts in plain words (the explanation hooks of the genre).

A fact is ``("digit", cell, k)``: the white cell holds k (1..5), as in
``solver.HebiEncoding.facts``.  A written digit settles all five facts of
its cell; a "no number here" dot rules out all five.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Hashable

from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import SNAKE_LENGTH, HebiAnswer, HebiPuzzle, digit_fact, digit_of

DIGITS = range(1, SNAKE_LENGTH + 1)


def answer_facts(puzzle: HebiPuzzle, answer: HebiAnswer) -> dict:
    """Every fact the player's digits and dots settle (marks on cells that
    are not white have no fact and are left out)."""
    facts: dict[Hashable, bool] = {}
    for cell in sorted(answer.dots):
        if puzzle.is_white(cell):
            facts.update({digit_fact(cell, k): False for k in DIGITS})
    for cell, digit in sorted(answer.digits):
        if puzzle.is_white(cell):
            facts.update({digit_fact(cell, k): k == digit for k in DIGITS})
    return facts


def _digit_fact(fact: Hashable) -> tuple[Cell, int]:
    found = digit_of(fact)
    if found is not None and found[1] in DIGITS:
        return found
    raise ValueError(f"{fact!r} is not a Hebi-Ichigo fact")


def fact_text(puzzle: HebiPuzzle, fact: Hashable, value: bool) -> str:
    """ "row 3, column 4 holds a 2" or "row 3, column 4 holds no 2"."""
    cell, k = _digit_fact(fact)
    text = (translate("hebi-ichigo", "{place} holds a {digit}") if value else
            translate("hebi-ichigo", "{place} holds no {digit}"))
    return text.format(place=cell_name(cell), digit=k)


def fact_texts(puzzle: HebiPuzzle, facts: dict) -> list[str]:
    """The facts in words, leaving out "holds no k" for a cell the same facts
    give a digit: "holds a 5" says it all."""
    written = {_digit_fact(f)[0] for f, v in facts.items() if v}
    return [fact_text(puzzle, f, v) for f, v in facts.items()
            if v or _digit_fact(f)[0] not in written]


def fact_cells(puzzle: HebiPuzzle, fact: Hashable) -> tuple:
    return (_digit_fact(fact)[0],)


def answer_with_facts(puzzle: HebiPuzzle, answer: HebiAnswer, facts: dict) -> HebiAnswer:
    """The facts written in: "holds a k" writes the digit k (replacing another
    digit or a dot there); a cell whose five digits are all ruled out gets a
    "no number here" dot (replacing a digit).  "Holds no k" alone has no mark
    of its own, Hebi-Ichigo having no pencil marks: it erases a k written
    there and otherwise does not show.  Marks on other cells stay."""
    by_cell: dict[Cell, dict[int, bool]] = {}
    for fact, value in facts.items():
        cell, k = _digit_fact(fact)
        if not puzzle.is_white(cell):
            raise ValueError(f"{cell_name(cell)} is not a white cell")
        by_cell.setdefault(cell, {})[k] = bool(value)
    for cell, values in sorted(by_cell.items()):
        held = [k for k, v in values.items() if v]
        if len(held) > 1:
            raise ValueError(f"{cell_name(cell)} cannot hold both a {held[0]} and a {held[1]}")
        if held:
            answer = answer.with_digit(cell, held[0])
        elif len(values) == SNAKE_LENGTH:
            answer = answer.with_dot(cell, True)
        elif values.get(answer.digit(cell)) is False:
            answer = answer.with_digit(cell, None)
    return answer


def _or_list(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return translate("hebi-ichigo", "{first} or {last}").format(
        first=translate("core", ", ").join(items[:-1]), last=items[-1])


def facts_text(puzzle: HebiPuzzle, facts: dict) -> list[str]:
    """Several facts in words, one phrase per cell in reading order: "row 3,
    column 4 holds a 2", "row 3, column 4 stays empty" (no digit at all),
    "row 3, column 4 holds no 1 or 3"."""
    by_cell: dict[Cell, dict[int, bool]] = {}
    for fact, value in facts.items():
        cell, k = _digit_fact(fact)
        by_cell.setdefault(cell, {})[k] = value
    out = []
    for cell in sorted(by_cell):
        values = by_cell[cell]
        held = sorted(k for k, v in values.items() if v)
        if held:
            out.extend(translate("hebi-ichigo", "{place} holds a {digit}").format(
                place=cell_name(cell), digit=k) for k in held)
        elif len(values) == SNAKE_LENGTH:
            out.append(translate("hebi-ichigo", "{place} stays empty").format(place=cell_name(cell)))
        else:
            out.append(translate("hebi-ichigo", "{place} holds no {digit}").format(
                place=cell_name(cell), digit=_or_list([str(k) for k in sorted(values)])))
    return out
