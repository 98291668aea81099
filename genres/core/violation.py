"""A broken rule, as the checker reports it and the rule panel shows it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable


@dataclass(frozen=True)
class Violation:
    """One broken rule.

    ``code`` is stable (tests, the CLI's JSON and the rule panel rely on it);
    ``message`` is plain words for a player; ``cells`` and ``edges`` are the
    places at fault, lit up when the player clicks the message.  ``edges`` may
    hold any hashable place key the genre's view understands (cell links,
    grid sides, ...).  ``severity`` is ``"error"`` for a broken answer rule
    and ``"warning"`` for a construction problem that does not block play.
    """
    code: str
    message: str
    cells: tuple = ()
    edges: tuple = ()
    severity: str = "error"

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "message": self.message,
            "severity": self.severity,
            "cells": [list(c) for c in self.cells],
            "edges": [_jsonable(e) for e in self.edges],
        }


def _jsonable(x: Hashable) -> Any:
    if isinstance(x, tuple):
        return [_jsonable(i) for i in x]
    return x
