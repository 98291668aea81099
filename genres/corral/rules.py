"""The Corral checker: one function per rule of shared rules §2, each with its own code.

Places blamed: cells in ``Violation.cells``; grid dots as ``("dot", (r, c))``
in ``Violation.edges``.  Every message names its place ("the 4 at row 2,
column 7", "the top-left corner of row 3, column 5"), one violation per place.

Mistakes and unfinished work (``Violation.kind``), code by code:

====================  ==========================================================
code                  kind
====================  ==========================================================
loop-branch           mistake (three lines at a dot)
loop-touches-itself   mistake (four lines at a dot)
loop-dead-end         mistake when the end cannot go on (every other line there
                      is crossed out, off the board, or leads to a dot that
                      already has two lines); unfinished otherwise
loop-closed-early     mistake (new): a piece of loop closed while other lines
                      are drawn; only while some line is still loose
loop-empty            unfinished (nothing drawn yet)
inside-split          mistake (two closed loops, or a loop touching itself)
outside-hole          mistake (a loop inside a loop)
number-outside        mistake: judged only once the loop is closed, and a closed
                      loop that leaves a number out was closed too early
number-count-wrong    mistake when the number already sees too many cells
                      (variant lone number: too many either way); unfinished
                      when it sees too few
variant-pair-no-split mistake when both splits of the pair already see too much
                      somewhere; unfinished otherwise
====================  ==========================================================

Construction problems (number-too-large, number-on-centre, number-no-partner,
question-in-variant) keep the default kind.

Decisions (also in the player help):

* While the loop is open (a dot with one or three lines), only the loop's own
  faults are reported: which cells are inside is not settled until the loop
  closes, and judging regions and numbers by a half-drawn line would light up
  half the board.  Shading never opens the loop, so a shading player always
  sees every rule.
* An empty loop is reported once (``loop-empty``); numbers are not each
  reported outside on a blank board.
* A number outside the loop is reported as ``number-outside`` only; its count
  (and in the variant its pair) is not judged.
* The +/× notes of the variant are notes: they never cause a violation.  The
  answer is accepted when some split of each pair fits, as the rules say.
* A variant number without a partner (or on the centre cell) is a
  construction error; while playing such a number must fit either reading.
* Runs only grow as more cells come inside, so a count already too large is a
  mistake and one still too small is unfinished work.
* A "?" (``UNKNOWN``) is a clue cell whose count is not given: rule 2 holds for
  it (``number-outside``, named "the ? at ..."), rule 3 does not.  The
  Additive/Multiplicative variant has no "?": its numbers pair up and each is
  read one way or the other, which a count nobody knows cannot take part in, so
  a "?" there is a construction error (``question-in-variant``); while playing
  such a puzzle it is still an inside cell, and it partners no number.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import AbstractSet

from genres.core.grid import Cell, Grid
from genres.core.violation import MISTAKE, UNFINISHED, Violation, cell_name

from .loopcheck import loop_branches, loop_closed_early, loop_dead_ends, loop_touches_itself
from .model import UNKNOWN, CorralAnswer, CorralPuzzle, dot_degrees, inside_cells
from .regions import additive_value, inside_regions, multiplicative_value, outside_holes, pair_splits, seen_cells


def where(cell: Cell) -> str:
    return cell_name(cell)


def number_name(puzzle: CorralPuzzle, cell: Cell) -> str:
    """A number named by its value and place: "the 4 at row 2, column 7"."""
    return translate("corral", "the {number} at {place}").format(number=puzzle.number(cell),
                                                                  place=cell_name(cell))


def number_subject(puzzle: CorralPuzzle, cell: Cell) -> str:
    """:func:`number_name` to open a sentence: "The 4 at row 2, column 7"."""
    return translate("corral", "The {number} at {place}").format(number=puzzle.number(cell),
                                                                  place=cell_name(cell))


def cells_name(cells: list[Cell]) -> str:
    """A group of cells named by its first cell in reading order."""
    first = min(cells)
    if len(cells) == 1:
        return translate("corral", "cell at {place}").format(place=cell_name(first))
    return translate("corral", "{count} cells from {place}").format(count=len(cells), place=cell_name(first))


# ----- rule 1: one closed loop that visits no dot twice ---------------------
def loop_empty(inside: AbstractSet[Cell]) -> list[Violation]:
    if inside:
        return []
    return [Violation("loop-empty", translate("corral", "There is no loop yet."), kind=UNFINISHED)]


def inside_split(grid: Grid, inside: AbstractSet[Cell]) -> list[Violation]:
    regions = inside_regions(grid, inside)
    return [Violation("inside-split",
                      translate("corral", "The inside {cells} is cut off from the rest of the inside: "
                                "there must be one single loop.").format(cells=cells_name(part)),
                      cells=tuple(part), kind=MISTAKE)
            for part in regions[1:]]


def outside_hole(grid: Grid, inside: AbstractSet[Cell]) -> list[Violation]:
    return [Violation("outside-hole",
                      translate("corral", "The outside {cells} is enclosed by the inside: the inside may "
                                "not have holes.").format(cells=cells_name(hole)),
                      cells=tuple(hole), kind=MISTAKE)
            for hole in outside_holes(grid, inside)]


# ----- rule 2: numbers inside ------------------------------------------------
def number_outside(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    return [Violation("number-outside",
                      (translate("corral", "{number} is outside the loop; every ? must be inside.")
                       if n == UNKNOWN else
                       translate("corral", "{number} is outside the loop; every number must be inside."))
                      .format(number=number_subject(puzzle, p)), cells=(p,), kind=MISTAKE)
            for p, n in sorted(puzzle.numbers) if p not in inside]


# ----- rule 3: standard counts -----------------------------------------------
def number_count_wrong(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    grid = puzzle.geometry
    out = []
    for p, n in sorted(puzzle.counts.items()):       # a "?" has no count to check
        if p not in inside:
            continue
        seen = additive_value(grid, inside, p)
        if seen != n:
            # More inside cells only lengthen the runs: too many seen can never mend.
            text = (translate("corral", "{number} sees {seen} inside cells, itself included: already "
                              "too many.") if seen > n else
                    translate("corral", "{number} sees {seen} inside cells, itself included: not "
                              "enough yet."))
            out.append(Violation("number-count-wrong",
                                 text.format(number=number_subject(puzzle, p), seen=seen),
                                 cells=tuple(seen_cells(grid, inside, p)),
                                 kind=MISTAKE if seen > n else UNFINISHED))
    return out


# ----- rule 4: additive/multiplicative pairs ---------------------------------
def _value(grid: Grid, inside: AbstractSet[Cell], cell: Cell, op: str) -> int:
    value = additive_value if op == "+" else multiplicative_value
    return value(grid, inside, cell)


def variant_pair_no_split(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    grid = puzzle.geometry
    out = []
    for p, q in puzzle.pairs():
        if p not in inside or q not in inside:
            continue  # reported as number-outside
        np_, nq = puzzle.number(p), puzzle.number(q)
        splits = pair_splits(grid, inside, p, q)
        if any(vp == np_ and vq == nq for vp, vq in splits):
            continue
        # A split is lost for good once either of its numbers sees too much.
        lost = all(vp > np_ or vq > nq for vp, vq in splits)
        cells = tuple(dict.fromkeys(seen_cells(grid, inside, p) + seen_cells(grid, inside, q)))
        text = (translate("corral", "The pair {first} ({first_place}) and {second} ({second_place}): no "
                          "split with one additive and one multiplicative fits (already too much "
                          "either way).") if lost else
                translate("corral", "The pair {first} ({first_place}) and {second} ({second_place}): no "
                          "split with one additive and one multiplicative fits (not yet)."))
        out.append(Violation(
            "variant-pair-no-split",
            text.format(first=np_, first_place=where(p), second=nq, second_place=where(q)),
            cells=cells, kind=MISTAKE if lost else UNFINISHED))
    return out


def variant_lone_number_wrong(puzzle: CorralPuzzle, inside: AbstractSet[Cell]) -> list[Violation]:
    # A number without a partner is a construction error; meanwhile it must fit some reading.
    grid = puzzle.geometry
    out = []
    for p in puzzle.lone_numbers():
        n = puzzle.number(p)
        if p not in inside:
            continue
        values = [_value(grid, inside, p, op) for op in "+*"]
        if n in values:
            continue
        lost = all(v > n for v in values)
        out.append(Violation("number-count-wrong",
                             (translate("corral", "{number} fits neither the additive nor the "
                                        "multiplicative count (already too much).") if lost else
                              translate("corral", "{number} fits neither the additive nor the "
                                        "multiplicative count (not yet).")).format(
                                 number=number_subject(puzzle, p)),
                             cells=tuple(seen_cells(grid, inside, p)),
                             kind=MISTAKE if lost else UNFINISHED))
    return out


def is_closed(degrees: dict) -> bool:
    """The loop is drawn and closed: every dot it touches has exactly two lines."""
    return bool(degrees) and all(d == 2 for d in degrees.values())


def check(puzzle: CorralPuzzle, answer: CorralAnswer) -> list[Violation]:
    """Every broken rule of the answer; empty when the puzzle is solved."""
    grid = puzzle.geometry
    degrees = dot_degrees(answer)
    out = (loop_dead_ends(grid, answer, degrees) + loop_branches(grid, degrees)
           + loop_touches_itself(grid, degrees))
    if any(d % 2 for d in degrees.values()):
        # The loop is open: the inside is not settled yet.
        return out + loop_closed_early(grid, answer, degrees)
    inside = inside_cells(puzzle, answer)
    if not inside:
        return out + loop_empty(inside)
    out += inside_split(grid, inside) + outside_hole(grid, inside) + number_outside(puzzle, inside)
    if puzzle.is_variant:
        out += variant_pair_no_split(puzzle, inside) + variant_lone_number_wrong(puzzle, inside)
    else:
        out += number_count_wrong(puzzle, inside)
    return out


# ----- construction ----------------------------------------------------------
def _reachable(puzzle: CorralPuzzle, n: int) -> bool:
    """Whether any inside set could give this number its value."""
    rows, cols = puzzle.rows, puzzle.cols
    if n <= rows + cols - 1:
        return True  # the additive count can reach it (and for the variant, so can 1xN runs)
    if puzzle.is_variant:
        return any(n % h == 0 and n // h <= rows for h in range(1, cols + 1))
    return False


def construction_problems(puzzle: CorralPuzzle) -> list[Violation]:
    out = []
    for p, n in sorted(puzzle.counts.items()):
        if not _reachable(puzzle, n):
            out.append(Violation("number-too-large",
                                 translate("corral", "{number} can never be reached on this grid.").format(
                                     number=number_subject(puzzle, p)),
                                 cells=(p,), severity="warning"))
    if puzzle.is_variant:
        for p in puzzle.questions:
            out.append(Violation("question-in-variant",
                                 translate("corral", "{number} has no place in Additive/Multiplicative "
                                           "Corral: each number of a pair is read one way or the other, so "
                                           "every number must be given.").format(
                                     number=number_subject(puzzle, p)), cells=(p,)))
        for p in puzzle.lone_numbers():
            if puzzle.is_centre(p):
                out.append(Violation("number-on-centre",
                                     translate("corral", "{number} sits on the centre cell: it has no "
                                               "partner to pair with.").format(
                                         number=number_subject(puzzle, p)), cells=(p,)))
            else:
                q = puzzle.partner(p)
                out.append(Violation("number-no-partner",
                                     translate("corral", "{number} has no partner: {place} needs a number "
                                               "too.").format(number=number_subject(puzzle, p), place=where(q)),
                                     cells=(p, q)))
    return out
