"""The Corral checker's loop faults (shared rules §2, rule 1), judged on the
drawn sides alone so they work while the loop is still open.

Places blamed: grid dots as ``("dot", (r, c))`` in ``Violation.edges``.
Each violation names one dot (or one piece of loop), so no two messages of a
check read alike.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from genres.core import loopchecks
from genres.core.grid import Dot, Grid
from genres.core.violation import MISTAKE, Violation, cell_name

from .model import CorralAnswer, dot_sides


def dot_name(grid: Grid, dot: Dot) -> str:
    """A grid dot named for a person by a cell it is a corner of:
    "the top-left corner of row 3, column 5" (the bottom and right border dots
    name the cell above or to their left)."""
    r, c = dot
    cr, cc = min(r, grid.rows - 1), min(c, grid.cols - 1)
    corner = CORNERS[(cr == r, cc == c)]
    return translate("corral", corner).format(place=cell_name((cr, cc)))


# (top?, left?) -> how the corner is named
CORNERS = {(True, True): QT_TRANSLATE_NOOP("corral", "the top-left corner of {place}"),
           (True, False): QT_TRANSLATE_NOOP("corral", "the top-right corner of {place}"),
           (False, True): QT_TRANSLATE_NOOP("corral", "the bottom-left corner of {place}"),
           (False, False): QT_TRANSLATE_NOOP("corral", "the bottom-right corner of {place}")}


def dots(points) -> tuple:
    return tuple(("dot", p) for p in points)


def can_extend(grid: Grid, answer: CorralAnswer, degrees: dict[Dot, int], end: Dot) -> bool:
    """Whether the loop could still go on from a loose end: some other grid line
    at the dot is neither crossed out nor leads to a dot that already has its
    two lines (the border simply has no line beyond it)."""
    for s in dot_sides(grid, end):
        if s in answer.sides or s in answer.crosses:
            continue
        other = s[0] if s[1] == end else s[1]
        if degrees.get(other, 0) < 2:
            return True
    return False


def _at_dot(dot: Dot) -> dict:
    return {"edges": dots([dot])}


def loop_dead_ends(grid: Grid, answer: CorralAnswer, degrees: dict[Dot, int]) -> list[Violation]:
    return loopchecks.dead_ends(
        degrees, lambda end: can_extend(grid, answer, degrees, end), "loop-dead-end",
        loose=lambda end: translate("corral", "The loop ends at {dot}; it must go on and close.").format(
            dot=dot_name(grid, end)),
        stuck=lambda end: translate("corral", "The loop ends at {dot} and can go no further: "
                                    "every other line there is crossed out, off the board or would "
                                    "make a branch.").format(dot=dot_name(grid, end)),
        blame=_at_dot)


def loop_branches(grid: Grid, degrees: dict[Dot, int]) -> list[Violation]:
    return loopchecks.branches(
        degrees, "loop-branch",
        lambda p: translate("corral", "The loop branches at {dot}: three lines meet "
                            "there.").format(dot=dot_name(grid, p)), _at_dot)


def loop_touches_itself(grid: Grid, degrees: dict[Dot, int]) -> list[Violation]:
    # With a closed loop a dot with four lines is exactly a 2x2 checkerboard of
    # inside and outside cells, so this one check covers both readings of the rule.
    return loopchecks.crossings(
        degrees, "loop-touches-itself",
        lambda p: translate("corral", "The loop visits {dot} twice; it may not even touch itself "
                            "at a corner.").format(dot=dot_name(grid, p)), _at_dot)


def loop_closed_early(grid: Grid, answer: CorralAnswer, degrees: dict[Dot, int]) -> list[Violation]:
    """Pieces of loop that already close on themselves while other lines are
    drawn: the single loop can never take those in without erasing.  Only
    asked while some line is loose; once every piece is closed the inside is
    settled and inside-split / outside-hole say the same with the cells."""
    pieces = loopchecks.pieces(answer.sides)
    if len(pieces) < 2:
        return []
    out = []
    for piece in pieces:
        if all(degrees[d] % 2 == 0 for d in piece):
            corner = piece[0]
            out.append(Violation("loop-closed-early",
                                 translate("corral", "The loop through {dot} closes while other lines "
                                           "are drawn: there must be one single loop.").format(
                                     dot=dot_name(grid, corner)),
                                 edges=dots(piece), kind=MISTAKE))
    return out
