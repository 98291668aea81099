"""The player's record of one puzzle: time spent, hints taken, answer revealed.

It belongs to the document but is not part of the undo history (undoing a
move does not give back the time spent), and the native file keeps it so a
player can stop and go on later.  Plain Python, no Qt.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class PlayRecord:
    """How the player got on with this puzzle.

    ``seconds`` is the playing time so far (the window's timer adds to it);
    ``solved_seconds`` the time at which the answer was first complete and
    correct (None until then); ``hints`` counts hints used; ``revealed`` is
    True once the player asked to see the solution or had it filled in."""
    seconds: float = 0.0
    solved_seconds: float | None = None
    hints: int = 0
    revealed: bool = False

    @property
    def solved(self) -> bool:
        return self.solved_seconds is not None

    @property
    def helped(self) -> bool:
        """True when the solve was not the player's alone."""
        return self.revealed or self.hints > 0

    def mark_revealed(self) -> None:
        self.revealed = True

    def add_hint(self) -> None:
        self.hints += 1

    def is_empty(self) -> bool:
        return self == PlayRecord()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seconds": round(self.seconds, 1), "hints": self.hints,
                               "revealed": self.revealed}
        if self.solved_seconds is not None:
            out["solved_seconds"] = round(self.solved_seconds, 1)
        return out
