"""Hebi-Ichigo (Nikoli's snake puzzle), shared rules §3.

Native JSON:

    puzzle  {"rows": R, "cols": C, "grid": ["..#.", ...],       # "." white, "#" black
             "arrows": [[row, col, "up"|"down"|"left"|"right", 0..5 or null], ...]}
    answer  {"digits": [[row, col, 1..5], ...], "dots": [[row, col], ...]}
"""
from __future__ import annotations

from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import Genre
from genres.core.grid import Cell, check_size
from genres.core.violation import Violation

from .model import (BLACK, DIRECTIONS, MAX_CLUE, SNAKE_LENGTH, WHITE, HebiAnswer,
                    HebiPuzzle)


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _where(r: int, c: int) -> str:
    return f"row {r}, column {c}"


class HebiGenre(Genre):
    key = "hebi-ichigo"
    name = "Hebi-Ichigo"
    default_size = (6, 6)
    min_size = (1, 1)
    help_resource = "hebi-ichigo.md"

    # ----- model -------------------------------------------------------
    def new_puzzle(self, rows: int, cols: int, variant: str | None = None) -> HebiPuzzle:
        check_size(rows, cols)
        return HebiPuzzle.empty(rows, cols)

    def size(self, puzzle: HebiPuzzle) -> tuple[int, int]:
        return puzzle.rows, puzzle.cols

    def resized(self, puzzle: HebiPuzzle, rows: int, cols: int) -> HebiPuzzle:
        check_size(rows, cols)
        def fits(cell: Cell) -> bool:
            return cell[0] < rows and cell[1] < cols
        return HebiPuzzle(rows, cols, frozenset(filter(fits, puzzle.black)),
                          frozenset(a for a in puzzle.arrows if fits(a[0])))

    def empty_answer(self, puzzle: HebiPuzzle) -> HebiAnswer:
        return HebiAnswer()

    def clean_answer(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> HebiAnswer:
        # Digits and dots belong on white cells: drop those whose cell turned
        # black or fell off the grid (and any digit code put out of range).
        digits = frozenset((c, d) for c, d in answer.digits
                           if puzzle.is_white(c) and _is_int(d) and 1 <= d <= SNAKE_LENGTH)
        dots = frozenset(c for c in answer.dots if puzzle.is_white(c))
        if digits == answer.digits and dots == answer.dots:
            return answer
        return HebiAnswer(digits, dots)

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> list[Violation]:
        from .rules import check
        return check(puzzle, answer)

    def construction_problems(self, puzzle: HebiPuzzle) -> list[Violation]:
        from .rules import construction_problems
        return construction_problems(puzzle)

    def is_blank(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> bool:
        return not answer.digits

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
        if not isinstance(data, dict):
            raise PuzzleFormatError("the puzzle must be a JSON object")
        try:
            rows, cols = check_size(data.get("rows"), data.get("cols"))
        except ValueError as e:
            raise PuzzleFormatError(str(e)) from None
        grid = data.get("grid")
        if not isinstance(grid, list) or len(grid) != rows:
            raise PuzzleFormatError(f"\"grid\" must be a list of {rows} rows")
        black = set()
        for r, row in enumerate(grid):
            if not isinstance(row, str) or len(row) != cols:
                raise PuzzleFormatError(f"grid row {r + 1} must be text of {cols} characters")
            for c, ch in enumerate(row):
                if ch == BLACK:
                    black.add((r, c))
                elif ch != WHITE:
                    raise PuzzleFormatError(
                        f"grid row {r + 1} has unknown cell {ch!r} "
                        f"(use {WHITE!r} for white, {BLACK!r} for black)")
        arrows = data.get("arrows", [])
        if not isinstance(arrows, list):
            raise PuzzleFormatError("\"arrows\" must be a list of [row, column, direction, number]")
        found: dict[Cell, tuple[Cell, str, int | None]] = {}
        for item in arrows:
            if (not isinstance(item, list) or len(item) != 4
                    or not _is_int(item[0]) or not _is_int(item[1])):
                raise PuzzleFormatError(
                    f"bad arrow entry {item!r}: expected [row, column, direction, number or null]")
            r, c, direction, number = item
            if not (0 <= r < rows and 0 <= c < cols):
                raise PuzzleFormatError(f"the arrow at {_where(r, c)} lies outside the grid")
            if (r, c) not in black:
                raise PuzzleFormatError(f"the arrow at {_where(r, c)} is on a white cell; "
                                        "arrows go on black cells")
            if not isinstance(direction, str) or direction not in DIRECTIONS:
                raise PuzzleFormatError(
                    f"the arrow at {_where(r, c)} has direction {direction!r}; "
                    f"use one of {', '.join(DIRECTIONS)}")
            if number is not None and (not _is_int(number) or not 0 <= number <= MAX_CLUE):
                raise PuzzleFormatError(f"the arrow number at {_where(r, c)} must be 0 to "
                                        f"{MAX_CLUE} or null, not {number!r}")
            if (r, c) in found:
                raise PuzzleFormatError(f"two arrows at {_where(r, c)}")
            found[(r, c)] = ((r, c), direction, number)
        return HebiPuzzle(rows, cols, frozenset(black), frozenset(found.values()))

    def answer_to_json(self, puzzle: HebiPuzzle, answer: HebiAnswer) -> dict:
        return {"digits": sorted([r, c, d] for (r, c), d in answer.digits),
                "dots": sorted([r, c] for r, c in answer.dots)}

    def answer_from_json(self, puzzle: HebiPuzzle, data: Any) -> HebiAnswer:
        if not isinstance(data, dict):
            raise PuzzleFormatError("the answer must be a JSON object")

        def read_cells(name: str, width: int, what: str) -> list[list[int]]:
            items = data.get(name, [])
            if not isinstance(items, list):
                raise PuzzleFormatError(f"answer \"{name}\" must be a list")
            for it in items:
                if not isinstance(it, list) or len(it) != width or not all(map(_is_int, it)):
                    raise PuzzleFormatError(f"bad {name} entry {it!r}: expected {what}")
                r, c = it[0], it[1]
                if not (0 <= r < puzzle.rows and 0 <= c < puzzle.cols):
                    raise PuzzleFormatError(f"the {name[:-1]} at {_where(r, c)} lies outside the grid")
                if (r, c) in puzzle.black:
                    raise PuzzleFormatError(f"the {name[:-1]} at {_where(r, c)} is in a black cell; "
                                            f"{name} go into white cells only")
            return items

        digits: dict[Cell, int] = {}
        for r, c, d in read_cells("digits", 3, "[row, column, digit]"):
            if not 1 <= d <= SNAKE_LENGTH:
                raise PuzzleFormatError(
                    f"the digit at {_where(r, c)} must be 1 to {SNAKE_LENGTH}, not {d}")
            if (r, c) in digits:
                raise PuzzleFormatError(f"two digits at {_where(r, c)}")
            digits[(r, c)] = d
        dots = set()
        for r, c in read_cells("dots", 2, "[row, column]"):
            if (r, c) in digits:
                raise PuzzleFormatError(f"{_where(r, c)} has both a digit and a dot")
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

    def difference_cells(self, puzzle: HebiPuzzle, a: HebiAnswer, b: HebiAnswer) -> list[Cell]:
        da, db = a.digit_map, b.digit_map
        return sorted(c for c in da.keys() | db.keys() if da.get(c) != db.get(c))

    def solution_answer(self, puzzle: HebiPuzzle, solution: HebiAnswer,
                        answer: HebiAnswer) -> HebiAnswer:
        return HebiAnswer(solution.digits)

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import HebiView
        return HebiView()


GENRE = HebiGenre()
