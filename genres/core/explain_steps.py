"""One step of an explanation, and its sentence in plain words.

A step is what a person can follow in one go: the facts it settles, the
clues and rule families it needs (constraint groups of the encoding, see
:class:`genres.core.sat.Group`) and the facts already known that it builds
on.  Its cost orders steps from easy to hard: fewer clues first, then fewer
rule families, then fewer known facts.
"""
from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, and_join, translate

from dataclasses import dataclass, field
from typing import Any, Hashable

# What a step is (Step.kind).
DEDUCTION = "deduction"      # facts forced by the groups and known facts
MISTAKE = "mistake"          # the player's marks (facts) cannot all be right
FINISHED = "finished"        # nothing left to deduce
STUCK = "stuck"              # several solutions: the remaining facts cannot be deduced
NO_SOLUTION = "no-solution"  # the puzzle itself has no solution (groups: the clash)

FACTS_IN_A_SENTENCE = 6      # longer lists end in "and N more"

# A genre whose encoding names no groups: its rules are one implicit group,
# always on, that a sentence still names.
IMPLICIT_RULES = QT_TRANSLATE_NOOP("core", "the rules")


@dataclass(frozen=True)
class GroupRef:
    """A constraint group as a step cites it (what it is and where it points)."""
    name: str
    kind: str                # "clue" or "rule"
    text: str
    cells: tuple = ()


@dataclass
class Step:
    kind: str
    facts: dict = field(default_factory=dict)       # fact -> value it settles (mistake: the marks)
    groups: list = field(default_factory=list)      # GroupRef, clues first
    known: dict = field(default_factory=dict)       # fact -> value, known facts it builds on
    text: str = ""
    wrong: dict = field(default_factory=dict)       # mistake: marks that differ from a solution
    undecided: list = field(default_factory=list)   # stuck: facts no step can settle

    @property
    def clues(self) -> list[GroupRef]:
        return [g for g in self.groups if g.kind == "clue"]

    @property
    def rules(self) -> list[GroupRef]:
        return [g for g in self.groups if g.kind == "rule"]

    @property
    def cost(self) -> tuple[int, int, int]:
        """(clues, rule families, known facts): compared in that order."""
        return (len(self.clues), len(self.rules), len(self.known))

    @property
    def level(self) -> int:
        return level_of_cost(self.cost)


def level_of_cost(cost: tuple[int, int, int]) -> int:
    """How many things a person holds in mind at once: each clue, each rule
    family, and every three known facts (rounded up)."""
    c, r, k = cost
    return c + r + (k + 2) // 3


def cost_of(groups: list[GroupRef], known: dict) -> tuple[int, int, int]:
    clues = sum(1 for g in groups if g.kind == "clue")
    return (clues, len(groups) - clues, len(known))


def join_words(words: list[str]) -> str:
    return and_join(words)


def facts_words(genre: Any, puzzle: Any, facts: dict) -> str:
    # The facts a player can draw come first (each kind in the step's own
    # order): an Ore Soccer step settles a few steps of the path and hundreds
    # of "does not move" facts, and the six a sentence lists were those.
    drawn = {f: v for f, v in facts.items() if genre.markable(puzzle, f, v)}
    facts = {**drawn, **{f: v for f, v in facts.items() if f not in drawn}}
    texts = genre.fact_texts(puzzle, facts)
    if len(texts) > FACTS_IN_A_SENTENCE:
        shown = texts[:FACTS_IN_A_SENTENCE]
        return translate("core", "{facts}; and {count} more").format(
            facts=translate("core", "; ").join(shown), count=len(texts) - len(shown))
    return translate("core", "; ").join(texts)


def reasons_words(groups: list[GroupRef], implicit_rules: bool) -> str:
    words = [g.text for g in groups]
    if implicit_rules or not words:
        words.append(translate("core", IMPLICIT_RULES))
    return join_words(words)


def deduction_text(genre: Any, puzzle: Any, step: Step, implicit_rules: bool) -> str:
    reasons = reasons_words(step.groups, implicit_rules)
    # "the rules" reads as a plural; a single clue or rule family as a singular.
    single = len(step.groups) == 1 and not implicit_rules
    if step.known:
        text = (translate("core", "Given {known}, {reasons} forces: {facts}.") if single else
                translate("core", "Given {known}, {reasons} force: {facts}."))
    else:
        text = (translate("core", "{reasons} forces: {facts}.") if single else
                translate("core", "{reasons} force: {facts}."))
    sentence = text.format(known=facts_words(genre, puzzle, step.known) if step.known else "",
                           reasons=reasons, facts=facts_words(genre, puzzle, step.facts))
    return sentence[0].upper() + sentence[1:]


def mistake_text(genre: Any, puzzle: Any, step: Step, implicit_rules: bool) -> str:
    reasons = reasons_words(step.groups, implicit_rules)
    single = len(step.groups) == 1 and not implicit_rules
    shown = step.wrong or step.facts
    marks = facts_words(genre, puzzle, shown)
    if len(step.facts) == 1:
        text = (translate("core", "Your mark \u201c{marks}\u201d cannot be part of any solution: "
                          "{reasons} rules it out.") if single else
                translate("core", "Your mark \u201c{marks}\u201d cannot be part of any solution: "
                          "{reasons} rule it out."))
        return text.format(marks=marks, reasons=reasons)
    if step.wrong and len(step.wrong) < len(step.facts):
        others = facts_words(genre, puzzle, {f: v for f, v in step.facts.items() if f not in step.wrong})
        return translate("core", "Your mark \u201c{marks}\u201d is wrong: together with "
                         "\u201c{others}\u201d it breaks {reasons}.").format(
            marks=marks, others=others, reasons=reasons)
    text = (translate("core", "Your marks \u201c{marks}\u201d cannot all be right: {reasons} rules "
                      "them out together.") if single else
            translate("core", "Your marks \u201c{marks}\u201d cannot all be right: {reasons} rule "
                      "them out together."))
    return text.format(marks=marks, reasons=reasons)


def jsonable(x: Hashable) -> Any:
    """A fact key (nested tuples of ints and strings) as JSON lists."""
    if isinstance(x, (tuple, list, frozenset, set)):
        return [jsonable(i) for i in x]
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    return str(x)


def facts_json(genre: Any, puzzle: Any, facts: dict) -> list[dict]:
    return [{"fact": jsonable(f), "value": bool(v), "text": genre.fact_text(puzzle, f, v),
             "cells": [list(c) for c in genre.fact_cells(puzzle, f)]} for f, v in facts.items()]


def step_json(genre: Any, puzzle: Any, step: Step, number: int | None = None) -> dict:
    """A step for ``--json``: what it settles, what it points at, and why."""
    data = {
        "kind": step.kind,
        "facts": facts_json(genre, puzzle, step.facts),
        "clues": [{"name": g.name, "text": g.text, "cells": [list(c) for c in g.cells]}
                  for g in step.clues],
        "rules": [{"name": g.name, "text": g.text} for g in step.rules],
        "known": facts_json(genre, puzzle, step.known),
        "cost": {"clues": step.cost[0], "rules": step.cost[1], "known": step.cost[2]},
        "level": step.level,
        "text": step.text,
    }
    if number is not None:
        data["step"] = number
    if step.kind == MISTAKE:
        data["wrong"] = facts_json(genre, puzzle, step.wrong)
    if step.kind == STUCK:
        data["undecided"] = facts_json(genre, puzzle, {f: True for f in step.undecided})
    return data
