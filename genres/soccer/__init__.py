"""Ore Soccer (オレサッカー), shared rules §4.

Native JSON:

    puzzle  {"rows": R, "cols": C,
             "grid": ["..gg..", ".o..#.", ...],   # "." empty, "g" goal, "o" white, "#" black circle
             "numbers": [[row, col, n], ...],       # on white circles
             "strict_moves": false}
    answer  {"path": [[row, col], ...],             # from the start circle to the goal
             "moves": [[row, col, to_row, to_col], ...]}
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, Translated, translate

from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import GridGenre, PuzzleOption
from genres.core.grid import Cell
from genres.core.jsonread import read_entries, read_grid, read_size, require_object, where
from genres.core.violation import Violation

from .model import (BLACK, EMPTY, GOAL, KINDS, MAX_NUMBER, WHITE, SoccerAnswer, SoccerPuzzle,
                    dest_fact, is_neighbour8, start_fact)

MAX_PATH = 100 * 100


class OreSoccerGenre(GridGenre):
    key = "ore-soccer"
    name = Translated("ore-soccer", QT_TRANSLATE_NOOP("ore-soccer", "Ore Soccer"))
    default_size = (8, 8)
    # An explanation's narrow questions (a path with its moves or order rule
    # off) can keep both solvers busy for minutes; one undecided within this
    # many conflicts per solver and round counts as not shown (see
    # genres/core/explain_search.py).  An 8x8 grade then takes seconds.
    trial_conflicts = 4000
    everywhere_clues = ("clue goal",)   # solver.GOAL_GROUP: it binds every path cell (see Genre)
    # A rule's deletion trial is first tried as a detour of the solution near
    # the fact (Genre.repair_radii).  Eight explanations (8x8 to 12x12) took
    # 201 s CPU with these against 282 s without (CaDiCaL racing the capped
    # questions in both); 2, 4 and 7 did no better (217 s).
    repair_radii = (2, 4)
    clue_bounds = True      # a reason's cost bounded by solutions found already (Genre)
    hint_batches = True     # a hint's deletion asks several items at once (Genre)
    hint_grow_from = 12     # and grows a reason's known facts from none (Genre)
    keeps_hint_session = True   # the hint child keeps its session (Genre)
    min_size = (2, 1)
    help_resource = "ore-soccer.md"
    start_hint = Translated("ore-soccer", QT_TRANSLATE_NOOP(
        "ore-soccer", "Drag the ball's path from a white circle to the goal to begin."))

    # ----- model -------------------------------------------------------
    def empty_puzzle(self, rows: int, cols: int, variant: str | None) -> SoccerPuzzle:
        return SoccerPuzzle.empty(rows, cols)

    def puzzle_options(self, puzzle: SoccerPuzzle) -> list[PuzzleOption]:
        return [PuzzleOption(
            "strict_moves", translate("ore-soccer", "Strict moves"), puzzle.strict_moves,
            ((False, translate("core", "Off")), (True, translate("core", "On"))),
            translate("ore-soccer", "On: move lines may not touch at all, so no circle may move onto the "
                      "cell another circle leaves (no chains). Off (the formal rules): chains are "
                      "allowed."))]

    def with_option(self, puzzle: SoccerPuzzle, key: str, value: Any) -> SoccerPuzzle:
        if key != "strict_moves":
            raise KeyError(key)
        if not isinstance(value, bool):
            raise ValueError(f"strict moves is on or off (true or false), not {value!r}")
        return puzzle.with_strict_moves(value)

    def cut_to_size(self, puzzle: SoccerPuzzle, rows: int, cols: int) -> SoccerPuzzle:
        def fits(cell: Cell) -> bool:
            return cell[0] < rows and cell[1] < cols
        white = frozenset(filter(fits, puzzle.white))
        return SoccerPuzzle(rows, cols, frozenset(filter(fits, puzzle.goal)), white,
                            frozenset(filter(fits, puzzle.black)),
                            frozenset(x for x in puzzle.numbers if x[0] in white),
                            puzzle.strict_moves)

    def empty_answer(self, puzzle: SoccerPuzzle) -> SoccerAnswer:
        return SoccerAnswer()

    def clean_answer(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> SoccerAnswer:
        # Moves belong to white circles and stay on the board; the path is cut
        # where it would leave the (shrunk) board; a loose step goes with
        # either of its cells.
        inside = puzzle.geometry.contains
        moves = frozenset((o, d) for o, d in answer.moves if o in puzzle.white and inside(d))
        loose = frozenset(s for s in answer.loose if inside(s[0]) and inside(s[1]))
        stays = frozenset(w for w in answer.stays if w in puzzle.white) - {o for o, _ in moves}
        dots = frozenset(c for c in answer.dots if inside(c) and c not in puzzle.white
                         and c not in puzzle.black)
        path = answer.path
        for i, cell in enumerate(path):
            if not inside(cell):
                path = path[:i]
                break
        if len(path) == 1:
            path = ()
        if moves == answer.moves and path == answer.path and loose == answer.loose \
                and stays == answer.stays and dots == answer.dots:
            return answer
        return SoccerAnswer(path, moves, loose, stays, dots)

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[Violation]:
        from .rules import check
        return check(puzzle, answer)

    def rules_summary(self, puzzle: SoccerPuzzle) -> str:
        return translate("ore-soccer", "Pick a white circle to start and move each other white circle "
                         "one step or not at all, then draw a path in the eight directions to the goal "
                         "that avoids black circles, turns only on white circles, and meets circle k as "
                         "its k-th.")

    def construction_problems(self, puzzle: SoccerPuzzle) -> list[Violation]:
        from .rules import construction_problems
        return construction_problems(puzzle)

    def is_blank(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> bool:
        return not (answer.path or answer.moves or answer.loose or answer.stays or answer.dots)

    def is_complete(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> bool:
        from .rules import is_complete
        return is_complete(puzzle, answer)

    # ----- whole-board transforms (the goal stays in the top row) -------------
    def with_margins(self, puzzle: SoccerPuzzle, answer: SoccerAnswer, top: int, bottom: int,
                     left: int, right: int) -> tuple[SoccerPuzzle, SoccerAnswer]:
        from .transform import with_margins
        rows = puzzle.rows + top + bottom     # a column is the least there can be (min_size)
        if 0 < rows < self.min_size[0]:
            raise ValueError(f"An Ore Soccer board needs at least {self.min_size[0]} rows")
        return with_margins(puzzle, answer, top, bottom, left, right)

    def transformed(self, puzzle: SoccerPuzzle, answer: SoccerAnswer,
                    how: str) -> tuple[SoccerPuzzle, SoccerAnswer]:
        from .transform import transformed
        if how in ("rotate-cw", "rotate-ccw") and 0 < puzzle.cols < self.min_size[0] \
                and not puzzle.goal:
            raise ValueError(f"An Ore Soccer board needs at least {self.min_size[0]} rows")
        return transformed(puzzle, answer, how)

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: SoccerPuzzle) -> dict:
        grid = ["".join(puzzle.kind((r, c)) for c in range(puzzle.cols)) for r in range(puzzle.rows)]
        return {"rows": puzzle.rows, "cols": puzzle.cols, "grid": grid,
                "numbers": [[r, c, n] for (r, c), n in sorted(puzzle.numbers)],
                "strict_moves": puzzle.strict_moves}

    def puzzle_from_json(self, data: Any) -> SoccerPuzzle:
        data = require_object(data, "puzzle")
        rows, cols = read_size(data)
        cells: dict[str, set[Cell]] = {k: set() for k in KINDS}
        for r, row in enumerate(read_grid(data, rows, cols)):
            for c, ch in enumerate(row):
                if ch not in cells:
                    raise PuzzleFormatError(
                        f"grid row {r + 1} has unknown cell {ch!r} (use {EMPTY!r} empty, "
                        f"{GOAL!r} goal, {WHITE!r} white circle, {BLACK!r} black circle)")
                cells[ch].add((r, c))
        numbers: dict[Cell, int] = {}
        for r, c, n in read_entries(data, "numbers", "[row, column, number]", 3, entry="number"):
            if (r, c) not in cells[WHITE]:
                raise PuzzleFormatError(f"the number at {where((r, c))} is not on a white circle")
            if not 1 <= n <= MAX_NUMBER:
                raise PuzzleFormatError(f"the number at {where((r, c))} must be 1 to {MAX_NUMBER}, not {n}")
            if (r, c) in numbers:
                raise PuzzleFormatError(f"two numbers at {where((r, c))}")
            numbers[(r, c)] = n
        strict = data.get("strict_moves", False)
        if not isinstance(strict, bool):
            raise PuzzleFormatError(f"\"strict_moves\" must be true or false, not {strict!r}")
        return SoccerPuzzle(rows, cols, frozenset(cells[GOAL]), frozenset(cells[WHITE]),
                            frozenset(cells[BLACK]), frozenset(numbers.items()), strict)

    def answer_to_json(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> dict:
        data = {"path": [[r, c] for r, c in answer.path],
                "moves": [[o[0], o[1], d[0], d[1]] for o, d in sorted(answer.moves)]}
        if answer.loose:    # steps known away from the path (a hint filled in)
            data["loose"] = [[a[0], a[1], b[0], b[1]] for a, b in sorted(answer.loose)]
        if answer.stays:    # circles pinned: they do not move
            data["stays"] = [[r, c] for r, c in sorted(answer.stays)]
        if answer.dots:     # cells the ball never enters
            data["dots"] = [[r, c] for r, c in sorted(answer.dots)]
        return data

    def answer_from_json(self, puzzle: SoccerPuzzle, data: Any) -> SoccerAnswer:
        data = require_object(data, "answer")
        inside = puzzle.geometry.contains
        _at_most(data, "path", "is longer than {n} cells")
        path: list[Cell] = []
        for item in read_entries(data, "path", "[row, column]", 2, answer=True):
            cell = (item[0], item[1])
            if not inside(cell):
                raise PuzzleFormatError(f"the path leaves the grid at {where(cell)}")
            if path and not is_neighbour8(path[-1], cell):
                raise PuzzleFormatError(f"the path jumps from {where(path[-1])} to {where(cell)}; "
                                        "each step goes to one of the 8 neighbours")
            path.append(cell)
        moves: dict[Cell, Cell] = {}
        for item in read_entries(data, "moves", "[row, column, to row, to column]", 4, entry="move",
                                 answer=True):
            origin, dest = (item[0], item[1]), (item[2], item[3])
            if origin not in puzzle.white:
                raise PuzzleFormatError(f"the move from {where(origin)} starts where no white circle is")
            if not inside(dest) or not is_neighbour8(origin, dest):
                raise PuzzleFormatError(f"the move from {where(origin)} must go one step "
                                        "to a neighbouring cell")
            if origin in moves:
                raise PuzzleFormatError(f"two moves from {where(origin)}")
            moves[origin] = dest
        loose: set = set()
        _at_most(data, "loose", "has more than {n} steps")
        for item in read_entries(data, "loose", "[row, column, row, column]", 4, entry="loose step",
                                 answer=True):
            a, b = (item[0], item[1]), (item[2], item[3])
            if not inside(a) or not inside(b) or not is_neighbour8(a, b):
                raise PuzzleFormatError(f"the loose step from {where(a)} to {where(b)} must join two "
                                        "neighbouring cells of the grid")
            loose.add((a, b))
        stays: set[Cell] = set()
        _at_most(data, "stays", "has more than {n} circles")
        for item in read_entries(data, "stays", "[row, column]", 2, entry="pinned circle", answer=True):
            cell = (item[0], item[1])
            if cell not in puzzle.white:
                raise PuzzleFormatError(f"the pin at {where(cell)} is not on a white circle")
            if cell in moves:
                raise PuzzleFormatError(f"the circle at {where(cell)} is pinned (it stays) and moves")
            stays.add(cell)
        dots: set[Cell] = set()
        _at_most(data, "dots", "has more than {n} cells")
        for item in read_entries(data, "dots", "[row, column]", 2, entry="dot", answer=True):
            cell = (item[0], item[1])
            if not inside(cell) or cell in puzzle.white or cell in puzzle.black:
                raise PuzzleFormatError(f"the dot at {where(cell)} must be in an empty or goal cell "
                                        "of the grid")
            dots.add(cell)
        return SoccerAnswer(tuple(path), frozenset(moves.items()), frozenset(loose), frozenset(stays),
                            frozenset(dots))

    # ----- link (puzz.link has no Ore Soccer) ---------------------------
    def link_codec(self):
        from .links import link_codec
        return link_codec(self)

    # ----- solver ------------------------------------------------------
    def encode(self, puzzle: SoccerPuzzle):
        from .solver import encode
        return encode(puzzle)

    def answer_facts(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> dict:
        from .facts import answer_facts
        return answer_facts(puzzle, answer)

    def answer_with_facts(self, puzzle: SoccerPuzzle, answer: SoccerAnswer, facts: dict) -> SoccerAnswer:
        from .facts import answer_with_facts
        return answer_with_facts(puzzle, answer, facts)

    def fact_text(self, puzzle: SoccerPuzzle, fact, value: bool) -> str:
        from .facts import fact_text
        return fact_text(puzzle, fact, value)

    def markable(self, puzzle: SoccerPuzzle, fact, value: bool) -> bool:
        # The path and the moves are drawn; there is no cross for "not here".
        return bool(value)

    def fact_texts(self, puzzle: SoccerPuzzle, facts: dict) -> list[str]:
        from .facts import fact_texts
        return fact_texts(puzzle, facts)

    def fact_cells(self, puzzle: SoccerPuzzle, fact) -> tuple:
        from .facts import fact_cells
        return fact_cells(puzzle, fact)

    def trivial_facts(self, puzzle: SoccerPuzzle) -> frozenset:
        """What a circle's own number settles: the circle numbered 1 is the
        kick-off circle (the start counts as 1) and stays; a circle with a
        larger number never kicks off.  Black circles and goal cells need no
        entry: the encoding keeps no fact of a step into a black circle or a
        move onto one or into the goal."""
        from .prospects import legal_moves
        out = set()
        for w, k in puzzle.number_map.items():
            out.add(start_fact(w))
            if k == 1:   # the fact keys solver.py gives its destinations
                out.update(dest_fact(w, d) for d in [w] + legal_moves(puzzle, w))
        return frozenset(out)

    def clue_candidates(self, puzzle: SoccerPuzzle, solution: SoccerAnswer):
        from .candidates import clue_candidates
        return clue_candidates(puzzle, solution)

    def difference_cells(self, puzzle: SoccerPuzzle, a: SoccerAnswer, b: SoccerAnswer) -> list[Cell]:
        cells: set[Cell] = set()
        for s in set(a.steps()) ^ set(b.steps()):
            cells.update(s)
        for o, d in a.moves ^ b.moves:
            cells.update((o, d))
        if a.start != b.start:
            cells.update(c for c in (a.start, b.start) if c is not None)
        return sorted(cells)

    def answer_text(self, puzzle: SoccerPuzzle, answer: SoccerAnswer,
                    unicode: bool | None = None) -> str:
        """The answer drawn for a terminal, with a one-line legend (ASCII when
        ``unicode`` is False or, left None, when stdout cannot print arrows)."""
        from .text import answer_text
        return answer_text(puzzle, answer, unicode)

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import SoccerView
        return SoccerView()


GENRE = OreSoccerGenre()


def _at_most(data: dict, name: str, too_many: str) -> None:
    """Refuse an answer list longer than any board holds (MAX_PATH) before
    reading it entry by entry: ``too_many`` says so, with {n} for the bound."""
    items = data.get(name, [])
    if isinstance(items, list) and len(items) > MAX_PATH:
        raise PuzzleFormatError(f"answer \"{name}\" " + too_many.format(n=MAX_PATH))
