"""A broken rule, as the checker reports it and the rule panel shows it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable

from .i18n import translate

# What a broken rule means while the player is still at work (see Violation.kind).
MISTAKE = "mistake"
UNFINISHED = "unfinished"


def cell_name(cell: tuple[int, int]) -> str:
    """A cell named for a person, counting from 1: "row 3, column 5".

    Messages use it so that each one names its place (the CLI's cell lists
    and the JSON keep counting from 0, as the README says)."""
    r, c = cell
    return translate("core", "row {row}, column {column}").format(row=r + 1, column=c + 1)


@dataclass(frozen=True)
class Violation:
    """One broken rule.

    ``code`` is stable (tests, the CLI's JSON and the rule panel rely on it);
    ``message`` is plain words for a player; ``cells`` and ``edges`` are the
    places at fault, lit up when the player clicks the message.  ``edges`` may
    hold any hashable place key the genre's view understands (cell links,
    grid sides, ...).  ``severity`` is ``"error"`` for a broken answer rule
    and ``"warning"`` for a construction problem that does not block play.

    ``kind`` tells mistakes from unfinished work, as Simon Tatham's puzzles
    do: a ``"mistake"`` is a definite contradiction that no further marks can
    repair (a branch, a number that already sees too many cells), shown live
    while the player works; ``"unfinished"`` is a rule that only a finished
    answer must meet (a gate not yet crossed), shown when the player asks for
    a check or once the answer is complete.  The genre's checker decides per
    violation (a dead end is a mistake only when it cannot be extended).
    Construction problems leave it at its default.
    """
    code: str
    message: str
    cells: tuple = ()
    edges: tuple = ()
    severity: str = "error"
    kind: str = MISTAKE

    @property
    def is_mistake(self) -> bool:
        return self.kind == MISTAKE

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "message": self.message,
            "severity": self.severity,
            "kind": self.kind,
            "cells": [list(c) for c in self.cells],
            "edges": [_jsonable(e) for e in self.edges],
        }


def _jsonable(x: Hashable) -> Any:
    if isinstance(x, tuple):
        return [_jsonable(i) for i in x]
    return x
