"""Hebi-Ichigo rule checker (shared rules §3).

One function per rule, each returning the violations of that rule with a
stable code, a message in plain words and the cells at fault:

    digit-on-black         a digit written into a black cell (the cell)
    snake-too-short        a group of fewer than five cells (the group)
    snake-too-long         a group of more than five cells (the group)
    snake-repeated-digit   five cells, but not 1-5 once each (the group)
    snakes-touch           two snakes touch orthogonally (both snakes)
    arrow-wrong            an arrow sees the wrong digit, a digit when it shows 0,
                           or nothing when it shows 1-5 (the arrow cell and the
                           cell it sees, or its whole line of sight)
    snake-sees-snake       a snake's eyes meet another snake first (the head,
                           its line of sight and the seen snake)

Construction (edit mode):

    arrow-clue-impossible  (warning) an arrow showing 1-5 that looks straight
                           at a black cell or the border, so it can see no digit

The checker runs on every move, and most of the time the player is half-way
through a snake.  Touching and seeing are only blamed on a *whole* snake: a
group that is not whole is already an error on its own, and accusing two
unfinished pieces of one future snake of "touching" would be wrong.  When a
whole snake touches or sees another group, no later move can make that group
part of it, so the accusation is fair.  Every broken answer still yields at
least one violation, so an empty list means solved.
"""
from __future__ import annotations

from genres.core.grid import Cell
from genres.core.violation import Violation

from .model import SNAKE_LENGTH, HebiAnswer, HebiPuzzle
from .snakes import Snake, first_written, group_snakes, written_digits

_DIRECTION_WORDS = {(-1, 0): "up", (1, 0): "down", (0, -1): "left", (0, 1): "right"}


def _cells(*groups) -> tuple[Cell, ...]:
    return tuple(sorted({c for g in groups for c in g}))


# ----------------------------------------------------------------------------
# Answer rules, one function each
# ----------------------------------------------------------------------------
def _digits_on_black(puzzle: HebiPuzzle, answer: HebiAnswer) -> list[Violation]:
    cells = sorted(c for c, _ in answer.digits if c in puzzle.black)
    return [Violation("digit-on-black",
                      "A digit is written into a black cell; digits go into white cells only.",
                      (c,)) for c in cells]


def _snake_sizes(snakes: list[Snake]) -> list[Violation]:
    out = []
    for s in snakes:
        n = len(s.digits)
        if n < SNAKE_LENGTH:
            out.append(Violation(
                "snake-too-short",
                f"This snake has only {n} cell{'s' if n > 1 else ''}; every snake is five cells "
                "numbered 1 to 5 in order.", s.cells))
        elif n > SNAKE_LENGTH:
            out.append(Violation(
                "snake-too-long",
                f"These {n} digits join into one snake (neighbours differing by one join up); "
                "a snake has exactly five cells.", s.cells))
    return out


def _snake_digits(snakes: list[Snake]) -> list[Violation]:
    out = []
    for s in snakes:
        if len(s.digits) != SNAKE_LENGTH or s.is_whole:
            continue
        held = [d for _, d in s.digits]
        repeats = [f"{d} {_TIMES[held.count(d)]}" for d in sorted(set(held)) if held.count(d) > 1]
        missing = sorted(set(range(1, SNAKE_LENGTH + 1)) - set(held))
        out.append(Violation(
            "snake-repeated-digit",
            f"This snake holds {_list(repeats)} and lacks {_list(missing)}; "
            "a snake holds 1, 2, 3, 4 and 5 once each.", s.cells))
    return out


_TIMES = {2: "twice", 3: "three times", 4: "four times", 5: "five times"}


def _list(items: list) -> str:
    words = [str(n) for n in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _snakes_touching(puzzle: HebiPuzzle, snakes: list[Snake]) -> list[Violation]:
    group_of = {c: i for i, s in enumerate(snakes) for c in s.cells}
    pairs: set[tuple[int, int]] = set()
    for cell, i in group_of.items():
        for n in puzzle.geometry.neighbours4(cell):
            j = group_of.get(n)
            if j is not None and j != i and (snakes[i].is_whole or snakes[j].is_whole):
                pairs.add((min(i, j), max(i, j)))
    return [Violation("snakes-touch",
                      "Two snakes touch side by side; different snakes may only touch diagonally.",
                      _cells(snakes[i].cells, snakes[j].cells))
            for i, j in sorted(pairs)]


def _arrows(puzzle: HebiPuzzle, written: dict[Cell, int]) -> list[Violation]:
    out = []
    for cell in sorted(puzzle.arrow_map):
        arrow = puzzle.arrow_map[cell]
        if arrow.number is None:
            continue
        line = puzzle.sight_line(cell, arrow.step)
        i = first_written(line, written)
        n = arrow.number
        if i is None:
            if n > 0:
                out.append(Violation(
                    "arrow-wrong",
                    f"This arrow must see a {n} first, but it sees no digit at all.",
                    _cells([cell], line)))
        elif n == 0:
            out.append(Violation(
                "arrow-wrong",
                "This arrow shows 0, so it must see no digit before a black cell or the border.",
                _cells([cell, line[i]])))
        elif written[line[i]] != n:
            out.append(Violation(
                "arrow-wrong",
                f"This arrow must see a {n} first, but the first digit it sees is "
                f"{written[line[i]]}.", _cells([cell, line[i]])))
    return out


def _snakes_seeing(puzzle: HebiPuzzle, snakes: list[Snake],
                   written: dict[Cell, int]) -> list[Violation]:
    group_of = {c: i for i, s in enumerate(snakes) for c in s.cells}
    out = []
    for i, s in enumerate(snakes):
        if not s.is_whole:
            continue
        head, eyes = s.head, s.eyes
        line = puzzle.sight_line(head, eyes)
        k = first_written(line, written)
        if k is None or group_of[line[k]] == i:
            continue  # a snake may look at its own body
        seen = snakes[group_of[line[k]]]
        out.append(Violation(
            "snake-sees-snake",
            f"This snake looks {_DIRECTION_WORDS[eyes]} and sees another snake; "
            "the first digit a snake sees may only be its own.",
            _cells([head], line[:k + 1], seen.cells)))
    return out


def check(puzzle: HebiPuzzle, answer: HebiAnswer) -> list[Violation]:
    """Every broken answer rule, in rule order; [] means solved."""
    written = written_digits(puzzle, answer)
    snakes = group_snakes(puzzle, written)
    return (_digits_on_black(puzzle, answer)
            + _snake_sizes(snakes)
            + _snake_digits(snakes)
            + _snakes_touching(puzzle, snakes)
            + _arrows(puzzle, written)
            + _snakes_seeing(puzzle, snakes, written))


# ----------------------------------------------------------------------------
# Construction problems
# ----------------------------------------------------------------------------
def _blind_arrows(puzzle: HebiPuzzle) -> list[Violation]:
    out = []
    for cell in sorted(puzzle.arrow_map):
        arrow = puzzle.arrow_map[cell]
        if arrow.number and not puzzle.sight_line(cell, arrow.step):
            out.append(Violation(
                "arrow-clue-impossible",
                f"This arrow shows {arrow.number} but looks straight at "
                f"{'the border' if _at_border(puzzle, cell, arrow.step) else 'a black cell'}, "
                "so it can never see a digit.", (cell,), severity="warning"))
    return out


def _at_border(puzzle: HebiPuzzle, cell: Cell, step: tuple[int, int]) -> bool:
    return not puzzle.geometry.contains((cell[0] + step[0], cell[1] + step[1]))


def construction_problems(puzzle: HebiPuzzle) -> list[Violation]:
    return _blind_arrows(puzzle)
