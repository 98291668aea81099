"""Difficulty from an explanation's steps, and clue analysis for authors.

Difficulty: each step has a level, the number of things a person holds in
mind at once (each clue, each rule family, every three known facts; see
:attr:`Step.level`).  The hardest step sets the stars, on a scale that says
what the difficulty words say (easy 1-2 stars, medium 3, hard 4-5).  On a
board up to 7x7 with the default bands:

    level 0-2: 1 star, 3: 2 stars, 4-5: 3 stars, 6-7: 4 stars, 8 or more: 5 stars

A genre with its own bands, and a bigger board, move the scale with the bands
(:func:`genres.core.generation.star_scale`): a medium 12x12 Ore Soccer, level
9-10, is 3 stars, not 5 as on the fixed scale.  The reason names the step
("needs 3 clues and the one-loop rule at once at step 31").  The count of
steps per level shows how much of the puzzle is hard.

Redundant clues: a clue is redundant when the puzzle stays unique with that
clue alone switched off (each clue is judged on its own: two redundant clues
may not both be removable).
"""
from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, translate

from dataclasses import dataclass, field
from typing import Any

from .analysis import CancelToken
from .explain_search import ExplainSession
from .explain_steps import DEDUCTION, GroupRef, Step, join_words

STAR_LEVELS = (2, 3, 5, 7)     # the highest level of 1, 2, 3 and 4 stars (default bands, up to 7x7)
BANDS_BY_STARS = ("", "easy", "easy", "medium", "hard", "hard")   # the difficulty word of 0-5 stars


@dataclass
class Difficulty:
    stars: int                      # 1-5; 0 when there is nothing to grade
    hardest_level: int = 0
    hardest_step: int = 0           # 1-based number of the (first) hardest step
    steps_per_level: dict = field(default_factory=dict)   # level -> number of steps
    reason: str = ""

    @property
    def band(self) -> str:
        """The difficulty word the stars stand for ("easy", "medium", "hard"; "" for none)."""
        return BANDS_BY_STARS[self.stars]

    def to_json(self) -> dict:
        return {"stars": self.stars, "band": self.band, "hardest_level": self.hardest_level,
                "hardest_step": self.hardest_step,
                "steps_per_level": {str(k): v for k, v in sorted(self.steps_per_level.items())},
                "reason": self.reason}


def stars_for(level: int, scale: tuple[int, ...] = STAR_LEVELS) -> int:
    """The stars of a hardest step's level; ``scale``: the highest level of 1, 2, 3 and 4 stars."""
    return 1 + sum(1 for top in scale if level > top)


def _plural(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (templates with {n}), translated and filled."""
    return translate("core", one if n == 1 else many).format(n=n)


def step_needs(step: Step) -> str:
    """What a step needs at once, in words: "3 clues, the one-loop rule and 4 known facts"."""
    parts = []
    if step.clues:
        parts.append(_plural(len(step.clues), QT_TRANSLATE_NOOP("core", "{n} clue"),
                             QT_TRANSLATE_NOOP("core", "{n} clues")))
    parts += [g.text for g in step.rules]
    if step.known:
        parts.append(_plural(len(step.known), QT_TRANSLATE_NOOP("core", "{n} known fact"),
                             QT_TRANSLATE_NOOP("core", "{n} known facts")))
    return join_words(parts) or translate("core", "no clue at all")


def difficulty(steps: list[Step], scale: tuple[int, ...] = STAR_LEVELS) -> Difficulty:
    """Stars and the reason from the deduction steps of an explanation
    (``scale``: see stars_for; the genre's own for its puzzles, see
    generation.grade_of)."""
    deductions = [(i, s) for i, s in enumerate(steps, 1) if s.kind == DEDUCTION]
    if not deductions:
        return Difficulty(0, reason=translate("core", "no step to grade"))
    per_level: dict[int, int] = {}
    for _, s in deductions:
        per_level[s.level] = per_level.get(s.level, 0) + 1
    number, hardest = max(deductions, key=lambda item: (item[1].level, -item[0]))
    stars = stars_for(hardest.level, scale)
    count = per_level[hardest.level]
    if hardest.level == 0:
        reason = translate("core", "every step follows from the rules alone, with no clue or known fact")
    elif count > 1:
        reason = translate("core", "needs {needs} at once at step {step} ({count} steps at that "
                           "level)").format(needs=step_needs(hardest), step=number, count=count)
    else:
        reason = translate("core", "needs {needs} at once at step {step}").format(
            needs=step_needs(hardest), step=number)
    return Difficulty(stars, hardest.level, number, per_level, reason)


def redundant_clues(genre: Any, puzzle: Any, token: CancelToken | None = None
                    ) -> tuple[str, list[GroupRef]]:
    """("unique", the clues whose removal keeps the puzzle unique); for a puzzle
    that is not unique, ("none" or "multiple", []).  Every answer is a solver proof."""
    with ExplainSession(genre, puzzle, token) as s:
        found = s.solve()
        if found is None:
            return "none", []
        reference = s.values(found)
        differs = s.model.new_bool()
        s.model.add_clause([-differs] + [-s.lit(f, v) for f, v in reference.items()])
        if s.solve([differs]) is not None:
            return "multiple", []
        redundant = []
        for clue in (g for g in s.groups if g.kind == "clue"):
            others = [g for g in s.groups if g is not clue]
            if s.solve([differs], others) is None:
                redundant.append(GroupRef(clue.name, clue.kind, clue.text, tuple(clue.cells)))
        return "unique", redundant
