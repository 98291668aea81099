"""Ore Soccer rule checker (shared rules §4).

One function per rule, each returning the violations of that rule with a
stable code, a message naming its place, the places at fault and a kind.
Places besides cells are segments: ``("step", a, b)`` a path step (a < b)
and ``("move", origin, destination)`` a move line.

Kinds (genres.core.violation): a MISTAKE no further path step or move can
repair is shown live; UNFINISHED work is shown on Check or once the path
reaches the goal.  "Free circle": one that has not moved, does not kick off
and has a cell to step to (see prospects.py).

    code                        kind
    path-missing                unfinished
    path-start-not-circle       mistake     the path does not begin on a white circle
    path-repeats-cell           mistake     the path visits a cell twice
    path-crosses-itself         mistake     two diagonal path steps cross in an X
    path-through-black          mistake     the path enters a black circle
    path-through-goal           mistake     the path enters the goal before its end
    path-turns-off-destination  mistake, or unfinished while a free circle could step there
    path-not-in-goal            unfinished  the path can still go on towards the goal
    path-dead-end               mistake     the path is stuck short of the goal (new code:
                                            every next cell is blocked)
    path-loose-steps            unfinished  steps known away from the path (a loose piece)
                                            not joined to it yet; a mistake beside a finished path
    path-branches               mistake     three steps meet at a cell, or two at the kick-off
                                            circle (a loose piece beside the path or another)
    path-closed-loop            mistake     loose steps close a loop
    path-through-dot            mistake     the path (or a loose piece) enters a cell the player
                                            dotted: the ball never enters it
A loose piece is also held to path-crosses-itself, path-through-black,
path-through-goal and path-turns-off-destination, as the path is.
    move-without-circle         mistake     a move from a cell with no white circle
    start-moved                 mistake     the kick-off circle moved
    move-onto-black             mistake
    move-onto-goal              mistake
    move-onto-standing-circle   unfinished while the circle that stays may still move on
                                (chains are allowed); mistake when it kicks off, cannot
                                move, or strict moves forbid chains
    moves-same-destination      mistake
    move-along-path             mistake     a move line coincides with a path step
    move-crosses-path           mistake     a move line crosses a path step in an X
    moves-cross                 mistake     two move lines cross in an X
    moves-swap                  mistake     two circles swap cells
    moves-touch                 mistake     (strict moves) a chain of moves
    destination-off-path        judged once the path reaches the goal: unfinished while
                                the missed circle is free and could step onto the path,
                                else a mistake (the path ended too early).  A destination
                                on a black circle or in the goal is blamed as
                                move-onto-black / move-onto-goal.
    number-order-wrong          the circle numbered k is not the k-th destination: a
                                mistake once no free circle can change the order up to
                                there, else unfinished

Construction problems live in construction.py (re-exported here).
Every broken answer yields at least one violation, so [] means solved.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, and_join, translate

from collections import Counter

from genres.core.grid import Cell
from genres.core.violation import MISTAKE, UNFINISHED, Violation, cell_name

from .construction import construction_problems, goal_is_one_top_run  # noqa: F401 (re-exported)
from .model import SoccerAnswer, SoccerPuzzle, crossing_diagonal, direction, step_key
from .prospects import Prospects


def _step(a: Cell, b: Cell) -> tuple:
    return ("step",) + step_key(a, b)


def _move(origin: Cell, dest: Cell) -> tuple:
    return ("move", origin, dest)


def _cells(*groups) -> tuple[Cell, ...]:
    return tuple(sorted({c for g in groups for c in g}))


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return translate("ore-soccer", _ORDINALS[suffix]).format(n=n)


_ORDINALS = {"st": QT_TRANSLATE_NOOP("ore-soccer", "{n}st"), "nd": QT_TRANSLATE_NOOP("ore-soccer", "{n}nd"),
             "rd": QT_TRANSLATE_NOOP("ore-soccer", "{n}rd"), "th": QT_TRANSLATE_NOOP("ore-soccer", "{n}th")}


def _between(a: Cell, b: Cell) -> str:
    """Where a diagonal X sits: between two rows and two columns."""
    rows, cols = sorted({a[0], b[0]}), sorted({a[1], b[1]})
    return translate("ore-soccer", "between rows {top} and {bottom}, columns {left} and {right}").format(
        top=rows[0] + 1, bottom=rows[-1] + 1, left=cols[0] + 1, right=cols[-1] + 1)


def _circle(rd: "_Reading", origin: Cell) -> str:
    """A white circle named by where it stands now (and came from)."""
    d = rd.dest.get(origin, origin)
    if d == origin:
        return translate("ore-soccer", "the circle at {place}").format(place=cell_name(origin))
    return translate("ore-soccer", "the circle from {place} (now at {now})").format(
        place=cell_name(origin), now=cell_name(d))


def _join(names: list[str]) -> str:
    return and_join(names)


class _Reading:
    """What the checker reads off an answer once: destinations, steps, order."""

    def __init__(self, puzzle: SoccerPuzzle, answer: SoccerAnswer):
        self.puzzle, self.answer = puzzle, answer
        self.path = answer.path
        self.start = self.path[0] if self.path and self.path[0] in puzzle.white else None
        self.moves = sorted(m for m in answer.moves if m[0] in puzzle.white)
        self.dest = {w: answer.destination(w) for w in puzzle.white}
        self.dest_cells = set(self.dest.values())
        self.steps = set(answer.steps())
        self.loose = set(answer.loose)
        # The steps, of the path and the loose pieces (``loose_at``: of the
        # loose pieces alone), at each cell: read once, so a file's thousands
        # of loose steps cost no step-by-step scan per cell.
        self.at = _steps_at(self.steps | self.loose)
        self.loose_at = _steps_at(self.loose)
        self.on_path = set(self.path)
        self.complete = bool(self.path) and self.path[-1] in puzzle.goal
        # The destinations in the order the path meets them (S first), and where.
        self.order: list[Cell] = []
        self.index: dict[Cell, int] = {}
        for i, cell in enumerate(self.path):
            if cell in self.dest_cells and cell not in self.index:
                self.order.append(cell)
                self.index[cell] = i
        self.can = Prospects(puzzle, answer, self.start, self.dest_cells, self.steps)


# ----------------------------------------------------------------------------
# The path
# ----------------------------------------------------------------------------
def _steps_at(steps) -> dict[Cell, list]:
    """Each cell with the steps (a, b) that meet at it."""
    at: dict[Cell, list] = {}
    for s in steps:
        for cell in s:
            at.setdefault(cell, []).append(s)
    return at


def _path_missing(rd: _Reading) -> list[Violation]:
    if rd.path:
        return []
    return [Violation("path-missing",
                      translate("ore-soccer", "No path yet: draw the ball's path from a white circle "
                                "to the goal."),
                      kind=UNFINISHED)]


def _path_start(rd: _Reading) -> list[Violation]:
    if not rd.path or rd.start is not None:
        return []
    first = rd.path[0]
    arrived = [(o, d) for o, d in rd.moves if d == first]
    if arrived:
        # A circle is drawn there, but it stepped in: the kick-off circle never moves.
        o, d = arrived[0]
        return [Violation("path-start-not-circle",
                          translate("ore-soccer", "The path begins at {place} on a circle that moved "
                                    "there from {origin}; the player who kicks off never moves, so the "
                                    "path begins on a circle that stays.").format(
                              place=cell_name(first), origin=cell_name(o)),
                          _cells((o, d)), (_move(o, d),))]
    return [Violation("path-start-not-circle",
                      translate("ore-soccer", "The path begins at {place}, where no white circle "
                                "stands; it begins on the player who kicks off.").format(
                          place=cell_name(first)), (first,))]


def _path_repeats(rd: _Reading) -> list[Violation]:
    counts = Counter(rd.path)
    return [Violation("path-repeats-cell", translate("ore-soccer", "The path passes {place} twice; it "
                                                     "visits every cell at most once.").format(
                          place=cell_name(cell)), (cell,))
            for cell in sorted(c for c, n in counts.items() if n > 1)]


def _path_crossings(rd: _Reading) -> list[Violation]:
    out = []
    steps = rd.steps | rd.loose         # a loose piece is a stretch of the path
    for s in sorted(steps):
        other = crossing_diagonal(*s)
        if other is not None and other in steps and s < other:
            out.append(Violation("path-crosses-itself",
                                 translate("ore-soccer", "The path crosses itself {where}; it may "
                                           "never cross.").format(where=_between(*s)),
                                 _cells(s, other), (("step",) + s, ("step",) + other)))
    return out


def _path_through_black(rd: _Reading) -> list[Violation]:
    return [Violation("path-through-black", translate("ore-soccer", "The path runs into the black "
                                                      "circle at {place}; opponents block the ball.").format(
                          place=cell_name(cell)), (cell,))
            for cell in sorted((set(rd.path) | set(rd.loose_at)) & rd.puzzle.black)]


def _path_through_goal(rd: _Reading) -> list[Violation]:
    # The goal is entered by the path's last step alone: a goal cell with two
    # steps, or a loose step between two goal cells, goes through it.
    early = {c for c in rd.path[:-1] if c in rd.puzzle.goal}
    early |= {c for c, loose in rd.loose_at.items() if c in rd.puzzle.goal
              and (len(rd.at[c]) > 1 or any(set(s) <= rd.puzzle.goal for s in loose))}
    early = sorted(early)
    return [Violation("path-through-goal", translate("ore-soccer", "The path enters the goal at {place} "
                                                     "before its end; it reaches the goal only with its "
                                                     "last cell.").format(place=cell_name(cell)), (cell,))
            for cell in early]


def _path_through_dots(rd: _Reading) -> list[Violation]:
    """A dot is the player's claim that the ball never enters the cell."""
    entered = (set(rd.path) | set(rd.loose_at)) & rd.answer.dots
    return [Violation("path-through-dot", translate("ore-soccer", "The path enters {place}, which you "
                                                    "dotted as a cell the ball never enters.").format(
                          place=cell_name(cell)), (cell,),
                      tuple(_step(a, b) for a, b in sorted(rd.at.get(cell, ()))))
            for cell in sorted(entered)]


def _path_turns(rd: _Reading) -> list[Violation]:
    out = []
    for a, b, c in list(zip(rd.path, rd.path[1:], rd.path[2:])) + _loose_bends(rd):
        if direction(a, b) != direction(b, c) and b not in rd.dest_cells:
            kind = UNFINISHED if rd.can.may_become_destination(b) else MISTAKE
            out.append(Violation("path-turns-off-destination",
                                 translate("ore-soccer", "The path turns at {place}, where no white "
                                           "circle stands; it changes direction only where a circle "
                                           "ends up.").format(place=cell_name(b)),
                                 (b,), (_step(a, b), _step(b, c)), kind=kind))
    return out


def _path_end(rd: _Reading) -> list[Violation]:
    if not rd.path or rd.complete:
        return []
    last = rd.path[-1]
    if rd.start is not None and not rd.can.next_cells(rd.path):
        return [Violation("path-dead-end",
                          translate("ore-soccer", "The path is stuck at {place}: every way on is "
                                    "blocked (the border, a black circle, the path itself or a move "
                                    "line), and it has not reached the goal.").format(place=cell_name(last)),
                          (last,))]
    return [Violation("path-not-in-goal", translate("ore-soccer", "The path ends at {place} and does "
                                                    "not reach the goal (the grey cells) yet.").format(
                          place=cell_name(last)), (last,), kind=UNFINISHED)]


def _loose_bends(rd: _Reading) -> list[tuple[Cell, Cell, Cell]]:
    """(a, b, c) for each cell b of a loose piece that two loose steps, and
    nothing else, meet at: the piece runs a - b - c there."""
    bends = []
    for b in sorted(rd.loose_at):
        if len(rd.loose_at[b]) == 2 and len(rd.at[b]) == 2:
            a, c = sorted(x for s in rd.loose_at[b] for x in s if x != b)
            bends.append((a, b, c))
    return bends


def _path_branches(rd: _Reading) -> list[Violation]:
    """A loose piece meeting the path anywhere but its end (where the path
    takes it in), or another piece, makes a branch: the path is one line.
    (What the path alone does wrong, the rules above say.)"""
    out = []
    kick_off = rd.path[0] if rd.path else None
    for cell in sorted(rd.loose_at):
        if cell in rd.puzzle.goal:
            continue        # path-through-goal says it
        if len(rd.at[cell]) > (1 if cell == kick_off else 2):
            text = (translate("ore-soccer", "The path branches at {place}, where it kicks off: only one "
                              "step leaves the kick-off circle.") if cell == kick_off else
                    translate("ore-soccer", "The path branches at {place}: it is one line, so at most two "
                              "of its steps meet at a cell."))
            steps = sorted(rd.at[cell])
            out.append(Violation("path-branches", text.format(place=cell_name(cell)), (cell,),
                                 tuple(_step(a, b) for a, b in steps)))
    return out


def _closed_loops(rd: _Reading) -> list[Violation]:
    """Loose steps that close a loop (as many steps as cells, apart from the
    path): the ball's path is one line with two ends."""
    out = []
    seen: set[Cell] = set()
    for first in sorted(rd.loose_at):
        if first in seen:
            continue
        piece, todo = {first}, [first]
        while todo:
            for s in rd.loose_at[todo.pop()]:
                for other in s:
                    if other not in piece:
                        piece.add(other)
                        todo.append(other)
        seen |= piece
        steps = sorted({s for cell in piece for s in rd.loose_at[cell]})
        if len(steps) >= len(piece) and not piece & set(rd.path):
            text = translate("ore-soccer", "The steps at {places} close a loop: the ball's path is one "
                             "line from the kick-off to the goal.")
            out.append(Violation("path-closed-loop",
                                 text.format(places=_join([cell_name(c) for c in sorted(piece)])),
                                 tuple(sorted(piece)), tuple(_step(a, b) for a, b in steps)))
    return out


def _loose_steps(rd: _Reading) -> list[Violation]:
    """Steps known away from the path (a hint filled in) are work to finish
    while the path can still reach them; beside a finished path they are
    steps no path takes."""
    loose = sorted(rd.answer.loose)
    if not loose:
        return []
    cells = _cells(*loose)
    if rd.complete:
        text = translate("ore-soccer", "The path reaches the goal, but the steps at {places} are not on it: "
                         "the ball's path is one line.")
    else:
        text = translate("ore-soccer", "The steps at {places} are not joined to the path yet: the path "
                         "takes them in when it gets there.")
    return [Violation("path-loose-steps", text.format(places=_join([cell_name(c) for c in cells])),
                      cells, tuple(_step(a, b) for a, b in loose),
                      kind=MISTAKE if rd.complete else UNFINISHED)]


# ----------------------------------------------------------------------------
# The moves
# ----------------------------------------------------------------------------
def _moves_without_circle(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[Violation]:
    return [Violation("move-without-circle", translate("ore-soccer", "A move starts at {place}, where "
                                                       "no white circle stands.").format(place=cell_name(o)),
                      _cells((o, d)), (_move(o, d),))
            for o, d in sorted(answer.moves) if o not in puzzle.white]


def _start_moved(rd: _Reading) -> list[Violation]:
    if rd.start is None or rd.dest[rd.start] == rd.start:
        return []
    d = rd.dest[rd.start]
    return [Violation("start-moved", translate("ore-soccer", "The circle at {place} kicks off, so it "
                                               "may not move (it stepped to {dest}).").format(
                          place=cell_name(rd.start), dest=cell_name(d)),
                      _cells((rd.start, d)), (_move(rd.start, d),))]


def _moves_onto(rd: _Reading) -> list[Violation]:
    out = []
    standing = {w for w in rd.puzzle.white if rd.dest[w] == w}
    for o, d in rd.moves:
        where = (_cells((o, d)), (_move(o, d),))
        if d in rd.puzzle.black:
            out.append(Violation("move-onto-black", translate("ore-soccer", "The circle from {origin} "
                                                              "moves onto the black circle at {dest}.").format(
                origin=cell_name(o), dest=cell_name(d)), *where))
        elif d in rd.puzzle.goal:
            out.append(Violation("move-onto-goal", translate("ore-soccer", "The circle from {origin} "
                                                             "moves into the goal at {dest}.").format(
                origin=cell_name(o), dest=cell_name(d)), *where))
        elif d in standing:
            # Chains are allowed: the circle that stays may still step away.
            kind = (UNFINISHED if d in rd.can.free and not rd.puzzle.strict_moves
                    else MISTAKE)
            out.append(Violation("move-onto-standing-circle",
                                 translate("ore-soccer", "The circle from {origin} moves onto the "
                                           "circle at {dest}, which stays where it is.").format(
                                     origin=cell_name(o), dest=cell_name(d)), *where, kind=kind))
    return out


def _shared_destinations(rd: _Reading) -> list[Violation]:
    by_dest: dict[Cell, list[Cell]] = {}
    for o, d in rd.moves:
        by_dest.setdefault(d, []).append(o)
    out = []
    for d, origins in sorted(by_dest.items()):
        if len(origins) > 1:
            names = _join([cell_name(o) for o in sorted(origins)])
            out.append(Violation("moves-same-destination",
                                 translate("ore-soccer", "{count} circles (from {origins}) move onto "
                                           "{dest}; one cell holds one circle.").format(
                                     count=len(origins), origins=names, dest=cell_name(d)),
                                 _cells(origins, [d]), tuple(_move(o, d) for o in origins)))
    return out


def _moves_and_path(rd: _Reading) -> list[Violation]:
    out = []
    for o, d in rd.moves:
        line = translate("ore-soccer", "The move line from {origin} to {dest}").format(
            origin=cell_name(o), dest=cell_name(d))
        if step_key(o, d) in rd.steps:
            out.append(Violation("move-along-path", translate("ore-soccer", "{line} lies on the path; "
                                                              "the dotted line and the ball's path may not "
                                                              "overlap.").format(line=line), _cells((o, d)),
                                 (_move(o, d), _step(o, d))))
        other = crossing_diagonal(o, d)
        if other is not None and other in rd.steps:
            out.append(Violation("move-crosses-path", translate("ore-soccer", "{line} crosses the "
                                                                "path.").format(line=line),
                                 _cells((o, d), other), (_move(o, d), ("step",) + other)))
    return out


def _moves_between(rd: _Reading) -> list[Violation]:
    out = []
    lines = {step_key(o, d): (o, d) for o, d in rd.moves}
    origins = {o: d for o, d in rd.moves}
    for o, d in rd.moves:
        other = crossing_diagonal(o, d)
        if other is not None and other in lines and step_key(o, d) < other:
            p, q = lines[other]
            out.append(Violation("moves-cross", translate("ore-soccer", "The move lines from {origin} and "
                                                          "from {other} cross.").format(
                origin=cell_name(o), other=cell_name(p)),
                                 _cells((o, d, p, q)), (_move(o, d), _move(p, q))))
        if origins.get(d) == o and o < d:
            out.append(Violation("moves-swap", translate("ore-soccer", "The circles at {origin} and "
                                                         "{dest} swap places; that is not allowed.").format(
                origin=cell_name(o), dest=cell_name(d)),
                                 _cells((o, d)), (_move(o, d), _move(d, o))))
        elif rd.puzzle.strict_moves and d in origins and origins[d] != o:
            out.append(Violation("moves-touch", translate("ore-soccer", "Move lines touch at {dest}: the "
                                                          "circle from {origin} moves onto the cell another "
                                                          "circle leaves (not allowed with strict "
                                                          "moves).").format(dest=cell_name(d), origin=cell_name(o)),
                                 _cells((o, d, origins[d])), (_move(o, d), _move(d, origins[d]))))
    return out


# ----------------------------------------------------------------------------
# Visiting every destination, in the numbered order
# ----------------------------------------------------------------------------
def _destinations_off_path(rd: _Reading) -> list[Violation]:
    if not rd.complete:
        return []
    out = []
    for w in sorted(rd.puzzle.white):
        d = rd.dest[w]
        # A move onto a black circle or into the goal is blamed on its own, and
        # so is the kick-off circle moving (its ball left from its old cell).
        if d in rd.on_path or d in rd.puzzle.black or d in rd.puzzle.goal or w == rd.start:
            continue
        kind = UNFINISHED if rd.can.can_step_onto_path(w, rd.on_path) else MISTAKE
        out.append(Violation("destination-off-path", translate("ore-soccer", "The path misses {circle}; "
                                                               "the ball passes every white circle (where "
                                                               "it ends up after its move).").format(
            circle=_circle(rd, w)),
                             _cells((w, d)), kind=kind))
    return out


def _number_order(rd: _Reading) -> list[Violation]:
    out = []
    position = {cell: i + 1 for i, cell in enumerate(rd.order)}
    for w, k in sorted(rd.puzzle.number_map.items()):
        d = rd.dest[w]
        at = position.get(d)
        if at == k or (at is None and len(rd.order) < k):
            continue   # right, or not reached yet while the k-th spot is still free
        kth = [rd.order[k - 1]] if len(rd.order) >= k else []
        # Until no free circle can step off or onto the path before it, the
        # order up to there may still change.
        upto = rd.index[d] if at is not None else rd.index[kth[0]]
        kind = MISTAKE if rd.can.settled_through(rd.path, upto) else UNFINISHED
        text = (translate("ore-soccer", "The circle numbered {k} at {place} must be the {kth} circle "
                          "the ball passes (the start is 1st), but it is met {actual}.")
                if at is not None else
                translate("ore-soccer", "The circle numbered {k} at {place} must be the {kth} circle "
                          "the ball passes (the start is 1st), but it is not met."))
        out.append(Violation("number-order-wrong",
                             text.format(k=k, place=cell_name(w), kth=_ordinal(k),
                                         actual=_ordinal(at) if at is not None else ""),
                             _cells((w, d), kth), kind=kind))
    return out


def check(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[Violation]:
    """Every broken answer rule, in rule order; [] means solved."""
    rd = _Reading(puzzle, answer)
    return (_path_missing(rd) + _path_start(rd) + _path_repeats(rd) + _path_crossings(rd)
            + _path_through_black(rd) + _path_through_goal(rd) + _path_through_dots(rd) + _path_turns(rd)
            + _path_end(rd) + _loose_steps(rd) + _path_branches(rd) + _closed_loops(rd)
            + _moves_without_circle(puzzle, answer) + _start_moved(rd) + _moves_onto(rd)
            + _shared_destinations(rd) + _moves_and_path(rd) + _moves_between(rd)
            + _destinations_off_path(rd) + _number_order(rd))


def is_complete(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> bool:
    """The answer looks finished once its path ends on a goal cell."""
    return bool(answer.path) and answer.path[-1] in puzzle.goal
