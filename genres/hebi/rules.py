"""Hebi-Ichigo rule checker (shared rules §3).

One function per rule, each returning the violations of that rule with a
stable code, a message that names its place ("row 3, column 5") and the
cells at fault.  ``kind`` says whether the player has made a *mistake* (no
further digit can mend it: shown live) or left work *unfinished* (only a
finished answer must meet it: shown on Check or once the answer is complete):

    code                  mistake when ...                     unfinished when ...
    digit-on-black        always                               -
    snake-too-short       it can no longer grow into a snake   it still can: a free
                          (an end that needs a neighbour has   cell beside each end
                          none free, or too few free cells     that needs one, and
                          are in reach)                        room for the rest
    snake-too-long        always (digits never split a group)  -
    snake-repeated-digit  always (a group with a digit twice,  -
                          of any size up to five)
    snakes-touch          always: a whole snake touches another group, or two
                          groups touch where their digits have the same parity
                          (such neighbours can never be one snake)
    arrow-wrong           it sees a digit when it shows 0;     it sees nothing yet,
                          its first digit is wrong and no      or a wrong digit with
                          free cell lies before it; it sees    a free cell before it
                          nothing and has no free cell left    where the right one
                                                               may still go
    snake-sees-snake      always: a head with its 2 behind it sees another
                          group first (a snake can never see its own body)

A *free* cell is white, empty, not dotted and not beside a whole snake: the
player's "no digit here" dot closes a cell, as a crossed-out edge closes a
way in the loop genres, and a digit beside a whole snake would join or touch it.

Construction (edit mode):

    arrow-clue-impossible  (warning) an arrow showing 1-5 that looks straight
                           at a black cell or the border, so it can see no digit

Every broken answer still yields at least one violation, so an empty list
means solved.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, and_join, translate

from genres.core.grid import Cell
from genres.core.violation import MISTAKE, UNFINISHED, Violation, cell_name

from .model import SNAKE_LENGTH, HebiAnswer, HebiPuzzle
from .snakes import first_written, group_snakes, room_to_grow, snake_name, written_digits

# The head looks ... : the words, translated where shown.
_DIRECTION_WORDS = {(-1, 0): QT_TRANSLATE_NOOP("hebi-ichigo", "up"),
                    (1, 0): QT_TRANSLATE_NOOP("hebi-ichigo", "down"),
                    (0, -1): QT_TRANSLATE_NOOP("hebi-ichigo", "left"),
                    (0, 1): QT_TRANSLATE_NOOP("hebi-ichigo", "right")}
_TIMES = {2: QT_TRANSLATE_NOOP("hebi-ichigo", "{digit} twice"),
          3: QT_TRANSLATE_NOOP("hebi-ichigo", "{digit} three times"),
          4: QT_TRANSLATE_NOOP("hebi-ichigo", "{digit} four times"),
          5: QT_TRANSLATE_NOOP("hebi-ichigo", "{digit} five times")}
# An arrow named by its direction, number and place.
_ARROW_NAMES = {"up": QT_TRANSLATE_NOOP("hebi-ichigo", "The up arrow {n} at {place}"),
                "down": QT_TRANSLATE_NOOP("hebi-ichigo", "The down arrow {n} at {place}"),
                "left": QT_TRANSLATE_NOOP("hebi-ichigo", "The left arrow {n} at {place}"),
                "right": QT_TRANSLATE_NOOP("hebi-ichigo", "The right arrow {n} at {place}")}


def _arrow_name(direction: str, n: int, cell: Cell) -> str:
    return translate("hebi-ichigo", _ARROW_NAMES[direction]).format(n=n, place=cell_name(cell))


def _cells(*groups) -> tuple[Cell, ...]:
    return tuple(sorted({c for g in groups for c in g}))


def _list(items: list) -> str:
    return and_join([str(n) for n in items])


class _Board:
    """What every rule looks at: the written digits, their groups and which
    white cells are still free for a digit."""

    def __init__(self, puzzle: HebiPuzzle, answer: HebiAnswer):
        self.puzzle = puzzle
        self.written = written_digits(puzzle, answer)
        self.snakes = group_snakes(puzzle, self.written)
        self.group_of = {c: i for i, s in enumerate(self.snakes) for c in s.cells}
        self.dots = answer.dots
        # Beside a whole snake no digit can go: it would join the snake (too
        # long) or touch it.  Such a cell is as closed as a dotted one.
        whole = {c for s in self.snakes if s.is_whole for c in s.cells}
        self.closed = {n for c in whole for n in puzzle.geometry.neighbours4(c)} - whole
        self.whole = whole

    def is_free(self, cell: Cell) -> bool:
        return (self.puzzle.is_white(cell) and cell not in self.written
                and cell not in self.dots and cell not in self.closed)

    def may_merge(self, cell: Cell) -> bool:
        """A written cell another group could still grow into (not a whole snake's)."""
        return cell in self.written and cell not in self.whole


# ----------------------------------------------------------------------------
# Answer rules, one function each
# ----------------------------------------------------------------------------
def _digits_on_black(puzzle: HebiPuzzle, answer: HebiAnswer) -> list[Violation]:
    cells = sorted(c for c, _ in answer.digits if c in puzzle.black)
    return [Violation("digit-on-black",
                      translate("hebi-ichigo", "A digit is written into the black cell at {place}; "
                                "digits go into white cells only.").format(place=cell_name(c)), (c,))
            for c in cells]


def _too_short_text(n: int, stuck: bool) -> str:
    if stuck:
        return (translate("hebi-ichigo", "{snake} has only {n} cell; it has no room left to grow to "
                          "five cells.") if n == 1 else
                translate("hebi-ichigo", "{snake} has only {n} cells; it has no room left to grow to "
                          "five cells."))
    return (translate("hebi-ichigo", "{snake} has only {n} cell; every snake is five cells numbered 1 "
                      "to 5 in order.") if n == 1 else
            translate("hebi-ichigo", "{snake} has only {n} cells; every snake is five cells numbered 1 "
                      "to 5 in order."))


def _snake_sizes(b: _Board) -> list[Violation]:
    out = []
    for s in b.snakes:
        n = len(s.digits)
        if n < SNAKE_LENGTH and not s.repeats:
            stuck = not room_to_grow(b.puzzle, s, b.is_free, b.may_merge)
            out.append(Violation(
                "snake-too-short",
                _too_short_text(n, stuck).format(snake=snake_name(s), n=n),
                s.cells, kind=MISTAKE if stuck else UNFINISHED))
        elif n > SNAKE_LENGTH:
            out.append(Violation(
                "snake-too-long",
                translate("hebi-ichigo", "{snake}: these {n} digits join into one snake (neighbours "
                          "differing by one join up); a snake has exactly five cells.").format(
                    snake=snake_name(s), n=n), s.cells))
    return out


def _snake_digits(b: _Board) -> list[Violation]:
    out = []
    for s in b.snakes:
        if len(s.digits) > SNAKE_LENGTH or not s.repeats:
            continue
        held = [d for _, d in s.digits]
        repeats = [translate("hebi-ichigo", _TIMES[held.count(d)]).format(digit=d)
                   for d in sorted(set(held)) if held.count(d) > 1]
        if len(held) == SNAKE_LENGTH:
            missing = sorted(set(range(1, SNAKE_LENGTH + 1)) - set(held))
            text = translate("hebi-ichigo", "{snake} holds {repeats} and lacks {missing}; a snake "
                             "holds 1, 2, 3, 4 and 5 once each.")
        else:
            missing = []
            text = translate("hebi-ichigo", "{snake} holds {repeats}; a snake holds 1, 2, 3, 4 and 5 "
                             "once each.")
        out.append(Violation(
            "snake-repeated-digit",
            text.format(snake=snake_name(s), repeats=_list(repeats), missing=_list(missing)), s.cells))
    return out


def _snakes_touching(b: _Board) -> list[Violation]:
    snakes, written = b.snakes, b.written
    where: dict[tuple[int, int], Cell] = {}
    for cell, i in sorted(b.group_of.items()):
        for n in b.puzzle.geometry.neighbours4(cell):
            j = b.group_of.get(n)
            if j is None or j == i or (min(i, j), max(i, j)) in where:
                continue
            # Digits of one snake alternate in parity cell by cell, so two
            # neighbours of equal parity can never end up in one snake.
            if snakes[i].is_whole or snakes[j].is_whole or (written[cell] - written[n]) % 2 == 0:
                where[(min(i, j), max(i, j))] = cell
    return [Violation("snakes-touch",
                      translate("hebi-ichigo", "{snake} and {other} touch side by side at {place}; "
                                "different snakes may only touch diagonally.").format(
                          snake=snake_name(snakes[i]), other=snake_name(snakes[j], lower=True),
                          place=cell_name(where[(i, j)])),
                      _cells(snakes[i].cells, snakes[j].cells))
            for i, j in sorted(where)]


def _arrows(b: _Board) -> list[Violation]:
    out = []
    puzzle, written = b.puzzle, b.written
    for cell in sorted(puzzle.arrow_map):
        arrow = puzzle.arrow_map[cell]
        n = arrow.number
        if n is None:
            continue
        line = puzzle.sight_line(cell, arrow.step)
        i = first_written(line, written)
        name = _arrow_name(arrow.direction, n, cell)
        if i is None:
            if n > 0:
                open_cells = any(b.is_free(c) for c in line)
                out.append(Violation(
                    "arrow-wrong",
                    (translate("hebi-ichigo", "{arrow} must see a {n} first, but it sees no digit yet.")
                     if open_cells else
                     translate("hebi-ichigo", "{arrow} must see a {n} first, but it sees no digit, and "
                               "no free cell is left in its line.")).format(arrow=name, n=n),
                    _cells([cell], line), kind=UNFINISHED if open_cells else MISTAKE))
        elif n == 0:
            out.append(Violation(
                "arrow-wrong",
                translate("hebi-ichigo", "{arrow} shows 0, so it must see no digit, but it sees the "
                          "{digit} at {place}.").format(arrow=name, digit=written[line[i]],
                                                        place=cell_name(line[i])),
                _cells([cell, line[i]])))
        elif written[line[i]] != n:
            # The right digit may still go into a free cell before the wrong one.
            mendable = any(b.is_free(c) for c in line[:i])
            out.append(Violation(
                "arrow-wrong",
                translate("hebi-ichigo", "{arrow} must see a {n} first, but the first digit it sees "
                          "is the {digit} at {place}.").format(arrow=name, n=n, digit=written[line[i]],
                                                               place=cell_name(line[i])),
                _cells([cell, line[i]]),
                kind=UNFINISHED if mendable else MISTAKE))
    return out


def _snakes_seeing(b: _Board) -> list[Violation]:
    out = []
    for i, s in enumerate(b.snakes):
        head, eyes = s.head, s.eyes
        if eyes is None:
            continue
        line = b.puzzle.sight_line(head, eyes)
        k = first_written(line, b.written)
        if k is None or b.group_of[line[k]] == i:
            continue  # a snake may look at its own body
        seen = b.snakes[b.group_of[line[k]]]
        out.append(Violation(
            "snake-sees-snake",
            translate("hebi-ichigo", "The snake with its head at {head} looks {direction} and sees "
                      "{other} at {place}; the first digit a snake sees may only be its own.").format(
                head=cell_name(head), direction=translate("hebi-ichigo", _DIRECTION_WORDS[eyes]),
                other=snake_name(seen, lower=True), place=cell_name(line[k])),
            _cells([head], line[:k + 1], seen.cells)))
    return out


def check(puzzle: HebiPuzzle, answer: HebiAnswer) -> list[Violation]:
    """Every broken answer rule, in rule order; [] means solved."""
    b = _Board(puzzle, answer)
    return (_digits_on_black(puzzle, answer)
            + _snake_sizes(b)
            + _snake_digits(b)
            + _snakes_touching(b)
            + _arrows(b)
            + _snakes_seeing(b))


def is_complete(puzzle: HebiPuzzle, answer: HebiAnswer) -> bool:
    """At least one digit, and every group of digits a whole snake of five:
    nothing is left half-built, so every rule may be judged."""
    snakes = group_snakes(puzzle, written_digits(puzzle, answer))
    return bool(snakes) and all(s.is_whole for s in snakes)


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
                (translate("hebi-ichigo", "{arrow} looks straight at the border, so it can never "
                           "see a digit.") if _at_border(puzzle, cell, arrow.step) else
                 translate("hebi-ichigo", "{arrow} looks straight at a black cell, so it can never "
                           "see a digit.")).format(arrow=_arrow_name(arrow.direction, arrow.number, cell)),
                (cell,), severity="warning"))
    return out


def _at_border(puzzle: HebiPuzzle, cell: Cell, step: tuple[int, int]) -> bool:
    return not puzzle.geometry.contains((cell[0] + step[0], cell[1] + step[1]))


def construction_problems(puzzle: HebiPuzzle) -> list[Violation]:
    return _blind_arrows(puzzle)

