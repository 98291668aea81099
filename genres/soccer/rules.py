"""Ore Soccer rule checker (shared rules §4).

One function per rule, each returning the violations of that rule with a
stable code, a message in plain words and the places at fault.  Places
besides cells are segments: ``("step", a, b)`` a path step (a < b) and
``("move", origin, destination)`` a move line.

The path:

    path-missing              no path drawn
    path-start-not-circle     the path does not begin on a white circle
    path-repeats-cell         the path visits a cell twice (the cell)
    path-crosses-itself       two diagonal path steps cross in an X (both steps)
    path-through-black        the path enters a black circle (the cell)
    path-through-goal         the path enters the goal before its end (the cell)
    path-turns-off-destination  the path turns on a cell that is no destination
    path-not-in-goal          the path does not end in the goal (its last cell)

The moves:

    move-without-circle       a move from a cell with no white circle
    start-moved               the start circle moved
    move-onto-black           a destination on a black circle
    move-onto-goal            a destination in the goal
    move-onto-standing-circle a circle moved onto a circle that stays
    moves-same-destination    two moving circles end on one cell
    move-along-path           a move line coincides with a path step
    move-crosses-path         a move line crosses a path step in an X
    moves-cross               two move lines cross in an X
    moves-swap                two circles swap cells
    moves-touch               (strict_moves only) a chain: one circle moves onto
                              the cell another moves away from

Order:

    destination-off-path      a circle's destination is not on the path (only
                              judged once the path reaches the goal: before
                              that, "path-not-in-goal" says the answer is open;
                              a destination on a black circle or in the goal
                              is blamed as move-onto-black / move-onto-goal)
    number-order-wrong        the circle numbered k is not the k-th destination

Construction (edit mode, warnings): circle-counts-unequal, goal-not-one-run,
no-white-circle, number-too-large, number-repeated.

Every broken answer yields at least one violation, so [] means solved.
"""
from __future__ import annotations

from collections import Counter

from genres.core.grid import Cell
from genres.core.violation import Violation

from .model import SoccerAnswer, SoccerPuzzle, crossing_diagonal, direction, step_key


def _step(a: Cell, b: Cell) -> tuple:
    return ("step",) + step_key(a, b)


def _move(origin: Cell, dest: Cell) -> tuple:
    return ("move", origin, dest)


def _cells(*groups) -> tuple[Cell, ...]:
    return tuple(sorted({c for g in groups for c in g}))


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


class _Reading:
    """What the checker reads off an answer once: destinations, steps, order."""

    def __init__(self, puzzle: SoccerPuzzle, answer: SoccerAnswer):
        self.puzzle, self.answer = puzzle, answer
        self.path = answer.path
        self.start = self.path[0] if self.path and self.path[0] in puzzle.white else None
        self.moves = sorted(m for m in answer.moves if m[0] in puzzle.white)
        self.dest = {w: answer.destination(w) for w in puzzle.white}
        self.dest_cells = set(self.dest.values())
        self.steps = {step_key(a, b) for a, b in zip(self.path, self.path[1:])}
        self.on_path = set(self.path)
        self.complete = bool(self.path) and self.path[-1] in puzzle.goal
        # The destinations in the order the path meets them (S first).
        self.order: list[Cell] = []
        for cell in self.path:
            if cell in self.dest_cells and cell not in self.order:
                self.order.append(cell)


# ----------------------------------------------------------------------------
# The path
# ----------------------------------------------------------------------------
def _path_missing(rd: _Reading) -> list[Violation]:
    if rd.path:
        return []
    return [Violation("path-missing",
                      "No path yet: draw the ball's path from a white circle to the goal.")]


def _path_start(rd: _Reading) -> list[Violation]:
    if not rd.path or rd.start is not None:
        return []
    first = rd.path[0]
    arrived = [(o, d) for o, d in rd.moves if d == first]
    if arrived:
        # A circle is drawn there, but it stepped in: the kick-off circle never moves.
        o, d = arrived[0]
        return [Violation("path-start-not-circle",
                          "The path begins on a circle that moved there; the player who kicks "
                          "off never moves, so the path begins on a circle that stays.",
                          _cells((o, d)), (_move(o, d),))]
    return [Violation("path-start-not-circle",
                      "The path must begin on a white circle: the player who kicks off.",
                      (first,))]


def _path_repeats(rd: _Reading) -> list[Violation]:
    counts = Counter(rd.path)
    return [Violation("path-repeats-cell", "The path passes this cell twice; it visits every "
                      "cell at most once.", (cell,)) for cell in sorted(c for c, n in counts.items() if n > 1)]


def _path_crossings(rd: _Reading) -> list[Violation]:
    out = []
    for s in sorted(rd.steps):
        other = crossing_diagonal(*s)
        if other is not None and other in rd.steps and s < other:
            out.append(Violation("path-crosses-itself",
                                 "The path crosses itself here; it may never cross.",
                                 _cells(s, other), (("step",) + s, ("step",) + other)))
    return out


def _path_through_black(rd: _Reading) -> list[Violation]:
    return [Violation("path-through-black",
                      "The path runs into a black circle; opponents block the ball.", (cell,))
            for cell in sorted(set(rd.path) & rd.puzzle.black)]


def _path_through_goal(rd: _Reading) -> list[Violation]:
    early = sorted({c for c in rd.path[:-1] if c in rd.puzzle.goal})
    return [Violation("path-through-goal",
                      "The path enters the goal before its end; it reaches the goal only "
                      "with its last cell.", (cell,)) for cell in early]


def _path_turns(rd: _Reading) -> list[Violation]:
    out = []
    for a, b, c in zip(rd.path, rd.path[1:], rd.path[2:]):
        if direction(a, b) != direction(b, c) and b not in rd.dest_cells:
            out.append(Violation("path-turns-off-destination",
                                 "The path turns on a cell where no white circle stands; it "
                                 "changes direction only at a circle's destination.", (b,),
                                 (_step(a, b), _step(b, c))))
    return out


def _path_end(rd: _Reading) -> list[Violation]:
    if not rd.path or rd.complete:
        return []
    return [Violation("path-not-in-goal", "The path does not end in the goal (the grey cells) yet.",
                      (rd.path[-1],))]


# ----------------------------------------------------------------------------
# The moves
# ----------------------------------------------------------------------------
def _moves_without_circle(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[Violation]:
    return [Violation("move-without-circle", "A move starts where no white circle stands.",
                      _cells((o, d)), (_move(o, d),))
            for o, d in sorted(answer.moves) if o not in puzzle.white]


def _start_moved(rd: _Reading) -> list[Violation]:
    if rd.start is None or rd.dest[rd.start] == rd.start:
        return []
    d = rd.dest[rd.start]
    return [Violation("start-moved", "The circle that kicks off may not move.",
                      _cells((rd.start, d)), (_move(rd.start, d),))]


def _moves_onto(rd: _Reading) -> list[Violation]:
    out = []
    standing = {w for w in rd.puzzle.white if rd.dest[w] == w}
    for o, d in rd.moves:
        if d in rd.puzzle.black:
            out.append(Violation("move-onto-black", "A circle moves onto a black circle.",
                                 _cells((o, d)), (_move(o, d),)))
        elif d in rd.puzzle.goal:
            out.append(Violation("move-onto-goal", "A circle moves into the goal.",
                                 _cells((o, d)), (_move(o, d),)))
        elif d in standing:
            out.append(Violation("move-onto-standing-circle",
                                 "A circle moves onto a circle that stays where it is.",
                                 _cells((o, d)), (_move(o, d),)))
    return out


def _shared_destinations(rd: _Reading) -> list[Violation]:
    by_dest: dict[Cell, list[Cell]] = {}
    for o, d in rd.moves:
        by_dest.setdefault(d, []).append(o)
    out = []
    for d, origins in sorted(by_dest.items()):
        if len(origins) > 1:
            out.append(Violation("moves-same-destination", "Two circles move onto the same cell.",
                                 _cells(origins, [d]), tuple(_move(o, d) for o in origins)))
    return out


def _moves_and_path(rd: _Reading) -> list[Violation]:
    out = []
    for o, d in rd.moves:
        if step_key(o, d) in rd.steps:
            out.append(Violation("move-along-path", "A move line lies on the path; the dotted "
                                 "line and the ball's path may not overlap.", _cells((o, d)),
                                 (_move(o, d), _step(o, d))))
        other = crossing_diagonal(o, d)
        if other is not None and other in rd.steps:
            out.append(Violation("move-crosses-path", "A move line crosses the path.",
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
            out.append(Violation("moves-cross", "Two move lines cross.",
                                 _cells((o, d, p, q)), (_move(o, d), _move(p, q))))
        if origins.get(d) == o and o < d:
            out.append(Violation("moves-swap", "Two circles swap places; that is not allowed.",
                                 _cells((o, d)), (_move(o, d), _move(d, o))))
        elif rd.puzzle.strict_moves and d in origins and origins[d] != o:
            out.append(Violation("moves-touch", "Move lines touch: a circle moves onto the cell "
                                 "another circle leaves (not allowed with strict moves).",
                                 _cells((o, d, origins[d])), (_move(o, d), _move(d, origins[d]))))
    return out


# ----------------------------------------------------------------------------
# Visiting every destination, in the numbered order
# ----------------------------------------------------------------------------
def _destinations_off_path(rd: _Reading) -> list[Violation]:
    if not rd.complete:
        return []
    return [Violation("destination-off-path", "The path misses this circle; the ball passes "
                      "every white circle (where it ends up after its move).",
                      _cells((w, rd.dest[w])))
            for w in sorted(rd.puzzle.white) if rd.dest[w] not in rd.on_path
            # a move onto a black circle or into the goal is blamed on its own,
            # and so is the kick-off circle moving (its ball left from its old cell)
            and rd.dest[w] not in rd.puzzle.black and rd.dest[w] not in rd.puzzle.goal
            and w != rd.start]


def _number_order(rd: _Reading) -> list[Violation]:
    out = []
    position = {cell: i + 1 for i, cell in enumerate(rd.order)}
    for w, k in sorted(rd.puzzle.number_map.items()):
        d = rd.dest[w]
        at = position.get(d)
        if at == k or (at is None and len(rd.order) < k):
            continue   # right, or not reached yet while the k-th spot is still free
        kth = [rd.order[k - 1]] if len(rd.order) >= k else []
        met = f"is met {_ordinal(at)}" if at is not None else "is not met"
        out.append(Violation("number-order-wrong",
                             f"The circle numbered {k} must be the {_ordinal(k)} circle the "
                             f"ball passes (the start is 1st), but it {met}.",
                             _cells((w, d), kth)))
    return out


def check(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[Violation]:
    """Every broken answer rule, in rule order; [] means solved."""
    rd = _Reading(puzzle, answer)
    return (_path_missing(rd) + _path_start(rd) + _path_repeats(rd) + _path_crossings(rd)
            + _path_through_black(rd) + _path_through_goal(rd) + _path_turns(rd)
            + _path_end(rd)
            + _moves_without_circle(puzzle, answer) + _start_moved(rd) + _moves_onto(rd)
            + _shared_destinations(rd) + _moves_and_path(rd) + _moves_between(rd)
            + _destinations_off_path(rd) + _number_order(rd))


# ----------------------------------------------------------------------------
# Construction problems
# ----------------------------------------------------------------------------
def goal_is_one_top_run(puzzle: SoccerPuzzle) -> bool:
    cols = sorted(c for r, c in puzzle.goal)
    return (bool(cols) and all(r == 0 for r, _ in puzzle.goal)
            and cols == list(range(cols[0], cols[0] + len(cols))))


def _circles(n: int, colour: str) -> str:
    return f"{n} {colour} circle{'' if n == 1 else 's'}"


def _goal_fault(puzzle: SoccerPuzzle) -> str:
    """What is wrong with a goal that is not one run in the top row."""
    if not puzzle.goal:
        return "There is no goal yet"
    if any(r != 0 for r, _ in puzzle.goal):
        return "Some goal cells lie below the top row"
    return "The goal is split into pieces"


def construction_problems(puzzle: SoccerPuzzle) -> list[Violation]:
    out = []
    nw, nb = len(puzzle.white), len(puzzle.black)
    if nw != nb:
        out.append(Violation("circle-counts-unequal",
                             f"The puzzle has {_circles(nw, 'white')} and {_circles(nb, 'black')}; "
                             "it needs as many of each.", severity="warning"))
    if not goal_is_one_top_run(puzzle):
        out.append(Violation("goal-not-one-run",
                             f"{_goal_fault(puzzle)}: the goal is a single run of grey cells in "
                             "the top row (drag along the top row to set it).",
                             tuple(sorted(puzzle.goal)), severity="warning"))
    if nw == 0:
        out.append(Violation("no-white-circle", "There is no white circle to kick off from.",
                             severity="warning"))
    for cell, n in sorted(puzzle.number_map.items()):
        if n > nw:
            out.append(Violation("number-too-large",
                                 f"The number {n} is larger than the number of white circles ({nw}).",
                                 (cell,), severity="warning"))
    numbered: dict[int, list[Cell]] = {}
    for cell, n in puzzle.number_map.items():
        numbered.setdefault(n, []).append(cell)
    for n, cells in sorted(numbered.items()):
        if len(cells) > 1:
            out.append(Violation("number-repeated",
                                 f"{len(cells)} circles show the number {n}; each position along "
                                 "the path belongs to one circle.", tuple(sorted(cells)),
                                 severity="warning"))
    return out
