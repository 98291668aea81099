"""Hebi-Ichigo (Nikoli's snake puzzle), shared rules §3.

Native JSON:

    puzzle  {"rows": R, "cols": C, "grid": ["..#.", ...],       # "." white, "#" black
             "arrows": [[row, col, "up"|"down"|"left"|"right", 0..5 or null], ...]}
    answer  {"digits": [[row, col, 1..5], ...], "dots": [[row, col], ...]}
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, Translated, translate

from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import GridGenre
from genres.core.grid import Cell
from genres.core.jsonread import (is_int, read_entries, read_grid, read_size, require_inside,
                                  require_object, where)
from genres.core.violation import Violation

from .model import (BLACK, DIRECTIONS, MAX_CLUE, SNAKE_LENGTH, WHITE, HebiAnswer,
                    HebiPuzzle)


class HebiGenre(GridGenre):
    key = "hebi-ichigo"
    name = Translated("hebi-ichigo", QT_TRANSLATE_NOOP("hebi-ichigo", "Hebi-Ichigo"))
    default_size = (6, 6)
    min_size = (1, 1)
    help_resource = "hebi-ichigo.md"
    keeps_hint_session = True   # the hint child keeps its session (Genre)
    start_hint = Translated("hebi-ichigo", QT_TRANSLATE_NOOP(
        "hebi-ichigo", "Write the snakes to begin: drag from an empty cell to write 1 to 5."))

    # ----- model -------------------------------------------------------
    def empty_puzzle(self, rows: int, cols: int, variant: str | None) -> HebiPuzzle:
        return HebiPuzzle.empty(rows, cols)

    def cut_to_size(self, puzzle: HebiPuzzle, rows: int, cols: int) -> HebiPuzzle:
        def fits(cell: Cell) -> bool:
            return cell[0] < rows and cell[1] < cols
        return HebiPuzzle(rows, cols, frozenset(filter(fits, puzzle.black)),
                          frozenset(a for a in puzzle.arrows if fits(a[0])))

    def with_margins(self, puzzle: HebiPuzzle, answer: HebiAnswer, top: int, bottom: int,
                     left: int, right: int) -> tuple[HebiPuzzle, HebiAnswer]:
        from .transform import with_margins
        return with_margins(puzzle, answer, top, bottom, left, right)

    def transformed(self, puzzle: HebiPuzzle, answer: HebiAnswer,
                    how: str) -> tuple[HebiPuzzle, HebiAnswer]:
        from .transform import transformed
        return transformed(puzzle, answer, how)

    def empty_answer(self, puzzle: HebiPuzzle) -> HebiAnswer:
        return HebiAnswer()

    def clean_answer(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> HebiAnswer:
        # Digits and dots belong on white cells: drop those whose cell turned
        # black or fell off the grid (and any digit code put out of range).
        digits = frozenset((c, d) for c, d in answer.digits
                           if puzzle.is_white(c) and is_int(d) and 1 <= d <= SNAKE_LENGTH)
        dots = frozenset(c for c in answer.dots if puzzle.is_white(c))
        if digits == answer.digits and dots == answer.dots:
            return answer
        return HebiAnswer(digits, dots)

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> list[Violation]:
        from .rules import check
        return check(puzzle, answer)

    def rules_summary(self, puzzle: HebiPuzzle) -> str:
        return translate("hebi-ichigo", "Place snakes of five white cells numbered 1 to 5 in order, "
                         "different snakes never touching side by side; an arrow's number is the first "
                         "digit seen that way (0: none), and no snake's head (1) looks straight at "
                         "another snake.")

    def construction_problems(self, puzzle: HebiPuzzle) -> list[Violation]:
        from .rules import construction_problems
        return construction_problems(puzzle)

    def is_blank(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> bool:
        return not answer.digits

    def is_complete(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> bool:
        from .rules import is_complete
        return is_complete(puzzle, answer)

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: HebiPuzzle) -> dict:
        grid = ["".join(BLACK if (r, c) in puzzle.black else WHITE for c in range(puzzle.cols))
                for r in range(puzzle.rows)]
        return {
            "rows": puzzle.rows,
            "cols": puzzle.cols,
            "grid": grid,
            "arrows": [[r, c, d, n] for (r, c), d, n in
                       sorted(puzzle.arrows, key=lambda a: a[0])],
        }

    def puzzle_from_json(self, data: Any) -> HebiPuzzle:
        data = require_object(data, "puzzle")
        rows, cols = read_size(data)
        black = set()
        for r, row in enumerate(read_grid(data, rows, cols)):
            for c, ch in enumerate(row):
                if ch == BLACK:
                    black.add((r, c))
                elif ch != WHITE:
                    raise PuzzleFormatError(
                        f"grid row {r + 1} has unknown cell {ch!r} "
                        f"(use {WHITE!r} for white, {BLACK!r} for black)")
        found: dict[Cell, tuple[Cell, str, int | None]] = {}
        for r, c, direction, number in read_entries(
                data, "arrows", "[row, column, direction, number or null]", 4, entry="arrow", ints=2):
            require_inside((r, c), rows, cols, "arrow")
            if (r, c) not in black:
                raise PuzzleFormatError(f"the arrow at {where((r, c))} is on a white cell; "
                                        "arrows go on black cells")
            if not isinstance(direction, str) or direction not in DIRECTIONS:
                raise PuzzleFormatError(
                    f"the arrow at {where((r, c))} has direction {direction!r}; "
                    f"use one of {', '.join(DIRECTIONS)}")
            if number is not None and (not is_int(number) or not 0 <= number <= MAX_CLUE):
                raise PuzzleFormatError(f"the arrow number at {where((r, c))} must be 0 to "
                                        f"{MAX_CLUE} or null, not {number!r}")
            if (r, c) in found:
                raise PuzzleFormatError(f"two arrows at {where((r, c))}")
            found[(r, c)] = ((r, c), direction, number)
        return HebiPuzzle(rows, cols, frozenset(black), frozenset(found.values()))

    def answer_to_json(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> dict:
        return {"digits": sorted([r, c, d] for (r, c), d in answer.digits),
                "dots": sorted([r, c] for r, c in answer.dots)}

    def answer_from_json(self, puzzle: HebiPuzzle, data: Any) -> HebiAnswer:
        data = require_object(data, "answer")

        def read_cells(name: str, width: int, what: str) -> list[list[int]]:
            items = read_entries(data, name, what, width, answer=True)
            for it in items:
                r, c = it[0], it[1]
                require_inside((r, c), puzzle.rows, puzzle.cols, name[:-1])
                if (r, c) in puzzle.black:
                    raise PuzzleFormatError(f"the {name[:-1]} at {where((r, c))} is in a black cell; "
                                            f"{name} go into white cells only")
            return items

        digits: dict[Cell, int] = {}
        for r, c, d in read_cells("digits", 3, "[row, column, digit]"):
            if not 1 <= d <= SNAKE_LENGTH:
                raise PuzzleFormatError(
                    f"the digit at {where((r, c))} must be 1 to {SNAKE_LENGTH}, not {d}")
            if (r, c) in digits:
                raise PuzzleFormatError(f"two digits at {where((r, c))}")
            digits[(r, c)] = d
        dots = set()
        for r, c in read_cells("dots", 2, "[row, column]"):
            if (r, c) in digits:
                raise PuzzleFormatError(f"{where((r, c))} has both a digit and a dot")
            dots.add((r, c))
        return HebiAnswer(frozenset(digits.items()), frozenset(dots))

    # ----- puzz.link URL and pzprv3 file ------------------------------
    def formats(self) -> list:
        from .pzpr import formats
        return formats(self)

    # ----- solver ------------------------------------------------------
    def encode(self, puzzle: HebiPuzzle):
        from .solver import encode
        return encode(puzzle)

    # ----- explanations ---------------------------------------------
    def answer_facts(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> dict:
        from .facts import answer_facts
        return answer_facts(puzzle, answer)

    def answer_with_facts(self, puzzle: HebiPuzzle, answer: HebiAnswer, facts: dict) -> HebiAnswer:
        from .facts import answer_with_facts
        return answer_with_facts(puzzle, answer, facts)

    def fact_text(self, puzzle: HebiPuzzle, fact, value: bool) -> str:
        from .facts import fact_text
        return fact_text(puzzle, fact, value)

    def fact_texts(self, puzzle: HebiPuzzle, facts: dict) -> list[str]:
        from .facts import fact_texts
        return fact_texts(puzzle, facts)

    def markable(self, puzzle: HebiPuzzle, fact, value: bool) -> bool:
        # A digit is written; "holds no 2" has no mark (no pencil marks here).
        return bool(value)

    def fact_cells(self, puzzle: HebiPuzzle, fact) -> tuple:
        from .facts import fact_cells
        return fact_cells(puzzle, fact)

    def facts_text(self, puzzle: HebiPuzzle, facts: dict) -> list[str]:
        """Several facts in words, one phrase per cell ("row 3, column 4 stays
        empty" for five digits ruled out); not a Genre hook yet."""
        from .facts import facts_text
        return facts_text(puzzle, facts)

    def trivial_facts(self, puzzle: HebiPuzzle) -> frozenset:
        from .transform import trivial_facts
        return trivial_facts(puzzle)

    def clue_candidates(self, puzzle: HebiPuzzle, solution: HebiAnswer):
        from .candidates import clue_candidates
        return clue_candidates(puzzle, solution)

    def difference_cells(self, puzzle: HebiPuzzle, a: HebiAnswer, b: HebiAnswer) -> list[Cell]:
        da, db = a.digit_map, b.digit_map
        return sorted(c for c in da.keys() | db.keys() if da.get(c) != db.get(c))

    def solution_answer(self, puzzle: HebiPuzzle, solution: HebiAnswer,
                        answer: HebiAnswer) -> HebiAnswer:
        return HebiAnswer(solution.digits)

    def answer_text(self, puzzle: HebiPuzzle, answer: HebiAnswer,
                    unicode: bool | None = None) -> str:
        """The answer drawn for a terminal: digits, arrows with their numbers,
        ``.`` for empty cells (all ASCII; ``unicode`` is taken for the common
        signature)."""
        from .text import answer_text
        return answer_text(puzzle, answer, unicode)

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import HebiView
        return HebiView()


GENRE = HebiGenre()
