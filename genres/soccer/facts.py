"""Ore Soccer's answer facts for people: the player's marks as facts, a fact
in plain words and the cells it is about (the explanation hooks of the genre).

The fact keys are those of solver.py: ("start", w), ("dest", w, d) and
("step", a, b) with a < b.  The encoding keeps no fact of a step into a
black circle, of a step between two goal cells (the path never leaves the
goal) or of a move into the goal or onto a black circle: the board settles
those, so marks like that have no fact and are left out here.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from typing import Hashable

from genres.core.grid import Cell
from genres.core.violation import cell_name

from .model import (SoccerAnswer, SoccerPuzzle, dest_fact, dest_of, is_neighbour8, one_way_on, start_fact,
                    start_of, step_fact, step_key, step_of)
from .prospects import legal_moves

DIRECTIONS = {(-1, 0): QT_TRANSLATE_NOOP("ore-soccer", "up"), (1, 0): QT_TRANSLATE_NOOP("ore-soccer", "down"),
              (0, -1): QT_TRANSLATE_NOOP("ore-soccer", "left"), (0, 1): QT_TRANSLATE_NOOP("ore-soccer", "right"),
              (-1, -1): QT_TRANSLATE_NOOP("ore-soccer", "up-left"),
              (-1, 1): QT_TRANSLATE_NOOP("ore-soccer", "up-right"),
              (1, -1): QT_TRANSLATE_NOOP("ore-soccer", "down-left"),
              (1, 1): QT_TRANSLATE_NOOP("ore-soccer", "down-right")}


def is_step_fact(puzzle: SoccerPuzzle, a: Cell, b: Cell) -> bool:
    """True when the encoding has a fact for the path step a-b."""
    return (is_neighbour8(a, b) and a not in puzzle.black and b not in puzzle.black
            and not (a in puzzle.goal and b in puzzle.goal))


def answer_facts(puzzle: SoccerPuzzle, answer: SoccerAnswer) -> dict[Hashable, bool]:
    """What the player's marks say.  A drawn step (of the path, or a loose
    one not joined to it yet), the circle the path starts on, a move and a
    pinned circle's staying are true facts.  Only a finished answer (its path
    ends in the goal) also says what is not there: every other step, start
    and move is then false, and a circle that did not move stays."""
    facts: dict[Hashable, bool] = {}
    for a, b in answer.steps() + sorted(answer.loose):
        if is_step_fact(puzzle, a, b):
            facts[step_fact(a, b)] = True
    start = answer.start
    if start in puzzle.white:
        facts[start_fact(start)] = True
    for origin, dest in answer.moves:
        if origin in puzzle.white and dest in legal_moves(puzzle, origin):
            facts[dest_fact(origin, dest)] = True
    for w in sorted(answer.stays):
        if w in puzzle.white and answer.destination(w) == w:
            facts[dest_fact(w, w)] = True
    for v in sorted(answer.dots):       # the ball never enters: no step there (a line drawn wins)
        for f in _steps_at(puzzle, v):
            facts.setdefault(f, False)
    if answer.path and answer.path[-1] in puzzle.goal:
        _finished(puzzle, answer, facts)
    return facts


def _steps_at(puzzle: SoccerPuzzle, cell: Cell) -> list:
    """The step facts of the steps into ``cell``."""
    return [step_fact(*step_key(cell, n)) for n in puzzle.geometry.neighbours8(cell)
            if is_step_fact(puzzle, cell, n)]


def _dots(puzzle: SoccerPuzzle, answer: SoccerAnswer, steps: dict) -> frozenset:
    """The player's dots, and a dot in each cell without a circle whose every
    step the facts (or a dot next to it) rule out; a true step takes the dots
    at its ends away (the facts win)."""
    dots = set(answer.dots)
    for step, value in steps.items():
        if value:
            dots -= set(step)
    out = {s for s, value in steps.items() if not value}
    for cell in sorted({c for s in out for c in s} - puzzle.white - puzzle.black - dots):
        ways = [n for n in puzzle.geometry.neighbours8(cell) if is_step_fact(puzzle, cell, n)]
        if ways and all(step_key(cell, n) in out or n in dots for n in ways):
            dots.add(cell)
    return frozenset(dots)


def _finished(puzzle: SoccerPuzzle, answer: SoccerAnswer, facts: dict) -> None:
    """A finished answer states every fact: what is not drawn is false."""
    for w in puzzle.white:
        facts.setdefault(start_fact(w), False)
        dest = answer.destination(w)
        for d in [w] + legal_moves(puzzle, w):
            facts.setdefault(dest_fact(w, d), d == dest)
    for a in puzzle.geometry.cells():
        for b in puzzle.geometry.neighbours8(a):
            if a < b and is_step_fact(puzzle, a, b):
                facts.setdefault(step_fact(a, b), False)


def answer_with_facts(puzzle: SoccerPuzzle, answer: SoccerAnswer, facts: dict) -> SoccerAnswer:
    """The facts drawn as a player draws them: one path from the kick-off
    circle, and move lines.

    * ("dest", w, d) true draws w's move to d (or, when d == w, pins w: it
      stays, its move taken back); false takes back a move of w to d, and
      ("dest", w, w) false ("it moves") w's pin.  A circle that kicks off
      stays, so a true ("start", w) takes back a move of w.
    * The path runs from the kick-off circle (a true "start" fact, else the
      start of the player's path) along the known steps: the true "step"
      facts and the player's own steps.  Where the two part, the facts win
      (the player's path is cut there); a false "step" or "start" fact cuts
      the player's path there too.  It stops in the goal.

    * A true step the path does not reach (its kick-off is not known yet,
      or the steps between are not) is drawn as a loose step, joined to the
      path once the path reaches it (SoccerAnswer.with_path); a false one
      takes a loose step back.

    * A cell without a circle whose every step is false gets a dot (the ball
      never enters it); a true step takes a dot at its ends away.
    What no mark can show: a false step at a cell the ball may still enter
    (Ore Soccer has no crosses between cells) shows only once the path is
    finished (a finished answer says every step and move it lacks is
    false), and the kick-off circle only with the path's first step.  Moves
    of circles, pins, dots, the rest of the player's path and their loose
    steps stay."""
    starts: dict[Cell, bool] = {}
    dests: dict[tuple[Cell, Cell], bool] = {}
    steps: dict[tuple[Cell, Cell], bool] = {}
    for fact, value in facts.items():
        move, step = dest_of(fact), step_of(fact)
        if start_of(fact) is not None:
            starts[start_of(fact)] = bool(value)
        elif move is not None and (move[0] == move[1] or is_neighbour8(*move)):
            dests[move] = bool(value)
        elif step is not None and is_neighbour8(*step):
            steps[step_key(*step)] = bool(value)
        else:
            raise ValueError(f"{fact!r} is not an Ore Soccer fact")
    moves = dict(answer.moves)
    stays = set(answer.stays)
    for (w, d), value in sorted(dests.items()):
        if value:
            if d == w:
                moves.pop(w, None)
                stays.add(w)
            else:
                moves[w] = d
                stays.discard(w)
        elif d == w:
            stays.discard(w)
        elif moves.get(w) == d:
            del moves[w]
    kick_off = [w for w, value in sorted(starts.items()) if value]
    for w in kick_off:
        moves.pop(w, None)
    path = _path_with_steps(puzzle, answer, kick_off[0] if kick_off else None, starts, steps)
    loose = {s for s in answer.loose if steps.get(s) is not False}
    loose |= {s for s, value in steps.items() if value}
    return SoccerAnswer((), frozenset(moves.items()), frozenset(loose), frozenset(stays),
                        _dots(puzzle, answer, steps)).with_path(path)


def _path_with_steps(puzzle: SoccerPuzzle, answer: SoccerAnswer, start: Cell | None,
                     starts: dict, steps: dict) -> tuple[Cell, ...]:
    """The path from the kick-off along the known steps (see answer_with_facts)."""
    old = answer.path
    keep_old = bool(old) and starts.get(old[0]) is not False and start in (None, old[0])
    if start is None:
        if not keep_old:
            return ()
        start = old[0]
    told = {s for s, value in steps.items() if value}
    pool = told | {s for s in answer.loose if steps.get(s) is not False}
    if keep_old:
        pool |= {s for s in answer.steps() if steps.get(s) is not False}
    around: dict[Cell, list[tuple[Cell, Cell]]] = {}
    for s in pool:
        for cell in s:
            around.setdefault(cell, []).append(s)
    path, used = [start], set()
    while path[-1] not in puzzle.goal:
        ways = [s for s in around.get(path[-1], ()) if s not in used]
        ways = [s for s in ways if s in told] or ways
        nxt = one_way_on(path, ways)
        if nxt is None:
            break       # the end of what is known (or marks that branch: stop there)
        used.add(ways[0])
        path.append(nxt)
    return tuple(path) if len(path) >= 2 else ()


def fact_text(puzzle: SoccerPuzzle, fact: Hashable, value: bool) -> str:
    """A fact in plain words; each names its place as "row r, column c"."""
    if start_of(fact) is not None:
        w = start_of(fact)
        return (translate("ore-soccer", "the ball kicks off from {circle}") if value
                else translate("ore-soccer", "{circle} does not kick off")).format(circle=_circle(puzzle, w))
    if dest_of(fact) is not None:
        w, d = dest_of(fact)
        if d == w:
            return (translate("ore-soccer", "{circle} stays") if value else
                    translate("ore-soccer", "{circle} moves")).format(circle=_circle(puzzle, w))
        way = translate("ore-soccer", DIRECTIONS[(d[0] - w[0], d[1] - w[1])])
        text = (translate("ore-soccer", "{circle} moves {way} to {place}") if value else
                translate("ore-soccer", "{circle} does not move {way} to {place}"))
        return text.format(circle=_circle(puzzle, w), way=way, place=cell_name(d))
    if step_of(fact) is not None:
        a, b = step_of(fact)
        return (translate("ore-soccer", "the path joins {first} and {second}") if value
                else translate("ore-soccer", "the path does not join {first} and {second}")).format(
            first=cell_name(a), second=cell_name(b))
    return f"{fact} is {'true' if value else 'false'}"


def fact_texts(puzzle: SoccerPuzzle, facts: dict) -> list[str]:
    """The facts in words, the path's known steps read as runs: "the path
    runs row 10, column 1 – row 11, column 1 – row 12, column 2" says in one
    item what took a "joins" item per step (a step of a hint can settle a
    dozen).  A run is put where its first step was; the rest as fact_text."""
    runs = _runs([step_of(f) for f, v in facts.items() if v and step_of(f) is not None])
    run_of = {step_key(a, b): i for i, run in enumerate(runs) if len(run) > 2
              for a, b in zip(run, run[1:])}
    written: set[int] = set()
    texts: list[str] = []
    for f, v in facts.items():
        step = step_of(f) if v else None
        run = run_of.get(step_key(*step)) if step is not None else None
        if run is None:
            texts.append(fact_text(puzzle, f, v))
        elif run not in written:
            written.add(run)
            cells = translate("ore-soccer", " – ").join(cell_name(c) for c in runs[run])
            texts.append(translate("ore-soccer", "the path runs {cells}").format(cells=cells))
    return texts


def _runs(steps: list[tuple[Cell, Cell]]) -> list[list[Cell]]:
    """The steps joined into runs of cells, each run a chain from one end to
    the other (a closed chain, which no answer has, is opened anywhere)."""
    links: dict[Cell, list[Cell]] = {}
    for a, b in steps:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    seen: set[Cell] = set()
    runs: list[list[Cell]] = []
    ends = [c for c in sorted(links) if len(links[c]) == 1] + sorted(links)
    for first in ends:
        if first in seen:
            continue
        run, prev = [first], None
        seen.add(first)
        while True:
            nxt = [c for c in links[run[-1]] if c != prev and c not in seen]
            if not nxt:
                break
            prev = run[-1]
            run.append(nxt[0])
            seen.add(nxt[0])
        if len(run) > 1:
            runs.append(run)
    return runs


def _circle(puzzle: SoccerPuzzle, w: Cell) -> str:
    k = puzzle.number(w)
    if k is None:
        return translate("ore-soccer", "the circle at {place}").format(place=cell_name(w))
    return translate("ore-soccer", "the {n} at {place}").format(n=k, place=cell_name(w))


def fact_cells(puzzle: SoccerPuzzle, fact: Hashable) -> tuple:
    """The cells to light up: the circle (and where it goes), or the step's two cells."""
    if start_of(fact) is not None:
        return (start_of(fact),)
    move = dest_of(fact) or step_of(fact)
    if move is None:
        return ()
    return (move[0],) if move[0] == move[1] else move
