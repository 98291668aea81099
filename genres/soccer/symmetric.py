"""Ore Soccer puzzles whose circles are laid out in left-right mirror pairs,
for the shared generator (genres/core/generation.py).

What counts as symmetric (the decision): the *places* of the circles and
the goal.  Every circle's mirror cell holds a circle too -- of either
colour, as a symmetric Masyu pairs circle places, not colours -- and the
goal run sits on the axis.  The numbers on white circles are the ball's
order and stay free, like the numbers of any symmetric Nikoli puzzle.

Only the left-right mirror is possible: the goal lies in the top row
(a construction rule), and a half turn or a top-bottom mirror would need a
partner goal in the bottom row.

The planted answer is :mod:`generator`'s (a random path, circles at its
turns, some moved back one step); the goal is centred, and each white
circle's mirror cell becomes a black circle (or is a white one).  While the
solver finds a second answer, a black circle pair goes where that answer
strays; when the equal counts rule has no black circle left to spend, a
new numbered teammate stands on the path where its mirror already holds a
circle (or on the axis).
"""
from __future__ import annotations

import random

from genres.core.analysis import CancelToken, solve_verdict
from genres.core.generation import partner
from genres.core.grid import Cell

from .generator import Plan, plan_on_path
from .model import SoccerAnswer, SoccerPuzzle
from .rules import check


class _Stuck(Exception):
    pass


def is_mirrored(puzzle: SoccerPuzzle) -> bool:
    """The circles' places and the goal map onto themselves left-right."""
    def m(c: Cell) -> Cell:
        return partner(puzzle.rows, puzzle.cols, c, "mirror")
    circles = puzzle.white | puzzle.black
    return all(m(c) in circles for c in circles) and all(m(g) in puzzle.goal for g in puzzle.goal)


def _mirror(plan: Plan, cell: Cell) -> Cell:
    return partner(plan.rows, plan.cols, cell, "mirror")


def _plan(rows: int, cols: int, circles: int, rng: random.Random) -> Plan | None:
    """generator.plan_answer with the goal on the axis and every white
    circle's mirror cell free for a black circle (or white itself)."""
    widths = [w for w in (1, 2, 3) if (cols - w) % 2 == 0 and w < cols]
    width = rng.choice(widths)
    left = (cols - width) // 2
    goal = {(0, c) for c in range(left, left + width)}
    plan = plan_on_path(rows, cols, goal, circles, rng)
    if plan is None:
        return None
    # A white circle whose mirror cell is on a straight stretch of the path
    # gets a teammate standing there; on a turn or a moved circle's
    # destination it cannot have its partner.
    for w in sorted(plan.white):
        twin = _mirror(plan, w)
        if twin in plan.white:
            continue
        if twin in plan.used():
            if twin not in _straight(plan):
                return None
            _stand(plan, {twin})
    white = plan.white
    plan.black = {_mirror(plan, w) for w in white} - white
    if len(plan.black) > len(white) or check(plan.puzzle(), plan.answer()):
        return None
    return plan


def _straight(plan: Plan) -> list[Cell]:
    """The path's cells where the ball goes straight on and no circle stands."""
    return [c for c in plan.path[1:-1] if c not in plan.stands]


def _stand(plan: Plan, cells: set[Cell]) -> None:
    """New numbered teammates standing on these path cells."""
    plan.stands = [c for c in plan.path if c in plan.stands or c in cells]
    plan.numbered |= cells


def _free(plan: Plan, cell: Cell) -> bool:
    return cell not in plan.used() and cell not in plan.goal and cell not in plan.black


def _black_pair(plan: Plan, spots: list[Cell], rng: random.Random) -> bool:
    """A black circle where the other answer strays, with its mirror; False
    when no pair fits in the equal counts rule's budget."""
    rng.shuffle(spots)
    for c in spots:
        twin = _mirror(plan, c)
        if twin in plan.white:
            new = {c}
        elif twin == c or _free(plan, twin) or twin in plan.black:
            new = {c, twin} - plan.black
        elif twin in _straight(plan):
            # Its mirror a teammate on the path: one white, one black more.
            _stand(plan, {twin})
            plan.black.add(c)
            return True
        else:
            continue
        if len(plan.black) + len(new) <= len(plan.white):
            plan.black |= new
            return True
    return False


def _teammate(plan: Plan, rng: random.Random, most: int) -> bool:
    """A new numbered white circle on a straight stretch of the path whose
    mirror cell already holds a circle, lies on the axis or on the path
    (two teammates): more white circles, so more black ones may follow."""
    straight = _straight(plan)
    rng.shuffle(straight)
    for s in straight:
        twin = _mirror(plan, s)
        if twin == s or twin in plan.black or twin in plan.white:
            new = {s}
        elif twin in straight:
            new = {s, twin}
        else:
            continue
        if len(plan.white) + len(new) > most:
            continue
        _stand(plan, new)
        return True
    return False


def _verdict(plan: Plan, token: CancelToken | None):
    from . import GENRE
    return solve_verdict(GENRE, plan.puzzle(), token)


def _unique(plan: Plan, rng: random.Random, most: int, token: CancelToken | None) -> None:
    for _ in range(10 * len(plan.white) + 10):
        verdict = _verdict(plan, token)
        if verdict.status == "unique":
            return
        if verdict.status == "none":
            raise _Stuck()
        other = next(s for s in verdict.solutions if s != plan.answer())
        theirs = set(other.path) | {d for _, d in other.moves}
        spots = sorted(c for c in theirs if _free(plan, c))
        if not spots:
            raise _Stuck()
        if not _black_pair(plan, spots, rng) and not (
                _teammate(plan, rng, most) and _black_pair(plan, spots, rng)):
            raise _Stuck()
    raise _Stuck()


def _balance(plan: Plan, rng: random.Random) -> None:
    """As many black circles as white ones, in mirror pairs on unused cells."""
    free = sorted(c for r in range(plan.rows) for c in [(r, k) for k in range(plan.cols)]
                  if _free(plan, c) and _free(plan, _mirror(plan, c)))
    rng.shuffle(free)
    for c in free:
        need = len(plan.white) - len(plan.black)
        twin = _mirror(plan, c)
        if need <= 0:
            return
        if c in plan.black or twin in plan.black:
            continue
        if (twin == c) == (need % 2 == 1) or need >= 2 and twin != c:
            plan.black |= {c, twin}
    if len(plan.white) != len(plan.black):
        raise _Stuck()


def generate(rows: int, cols: int, rng: random.Random, circles: int,
             token: CancelToken | None = None) -> tuple[SoccerPuzzle, SoccerAnswer] | None:
    """A mirrored puzzle with exactly one solution, and that solution; None
    when no plan worked out."""
    tried = 0
    # Most random paths fail at once, and most plans run out of black circles
    # (a white circle's mirror spends one): a plan is cheap, a 7x7 one in
    # twenty works out.
    for _ in range(20_000):
        plan = _plan(rows, cols, circles, rng)
        if plan is None:
            continue
        tried += 1
        if tried > 600:
            break
        plan.numbered = set(plan.white)
        try:
            _unique(plan, rng, 2 * circles, token)
            _balance(plan, rng)
        except _Stuck:
            continue
        numbered = sorted(plan.numbered)
        rng.shuffle(numbered)
        for w in numbered:
            plan.numbered.discard(w)
            if _verdict(plan, token).status != "unique":
                plan.numbered.add(w)
        puzzle, answer = plan.puzzle(), plan.answer()
        if is_mirrored(puzzle) and not check(puzzle, answer):
            return puzzle, answer
    return None
