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

from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import Genre, PuzzleOption
from genres.core.grid import Cell, check_size
from genres.core.violation import Violation

from .model import (BLACK, EMPTY, GOAL, KINDS, MAX_NUMBER, WHITE, SoccerAnswer, SoccerPuzzle,
                    is_neighbour8)

MAX_PATH = 100 * 100


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _where(cell: Cell) -> str:
    return f"row {cell[0]}, column {cell[1]}"


class OreSoccerGenre(Genre):
    key = "ore-soccer"
    name = "Ore Soccer"
    default_size = (8, 8)
    min_size = (2, 1)
    help_resource = "ore-soccer.md"

    # ----- model -------------------------------------------------------
    def new_puzzle(self, rows: int, cols: int, variant: str | None = None) -> SoccerPuzzle:
        check_size(rows, cols)
        return SoccerPuzzle.empty(rows, cols)

    def puzzle_options(self, puzzle: SoccerPuzzle) -> list[PuzzleOption]:
        return [PuzzleOption(
            "strict_moves", "Strict moves", puzzle.strict_moves, ((False, "Off"), (True, "On")),
            "On: move lines may not touch at all, so no circle may move onto the cell another "
            "circle leaves (no chains). Off (the formal rules): chains are allowed.")]

    def with_option(self, puzzle: SoccerPuzzle, key: str, value: Any) -> SoccerPuzzle:
        if key != "strict_moves":
            raise KeyError(key)
        if not isinstance(value, bool):
            raise ValueError(f"strict moves is on or off (true or false), not {value!r}")
        return puzzle.with_strict_moves(value)

    def size(self, puzzle: SoccerPuzzle) -> tuple[int, int]:
        return puzzle.rows, puzzle.cols

    def resized(self, puzzle: SoccerPuzzle, rows: int, cols: int) -> SoccerPuzzle:
        check_size(rows, cols)
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
        # where it would leave the (shrunk) board.
        inside = puzzle.geometry.contains
        moves = frozenset((o, d) for o, d in answer.moves if o in puzzle.white and inside(d))
        path = answer.path
        for i, cell in enumerate(path):
            if not inside(cell):
                path = path[:i]
                break
        if len(path) == 1:
            path = ()
        if moves == answer.moves and path == answer.path:
            return answer
        return SoccerAnswer(path, moves)

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> list[Violation]:
        from .rules import check
        return check(puzzle, answer)

    def construction_problems(self, puzzle: SoccerPuzzle) -> list[Violation]:
        from .rules import construction_problems
        return construction_problems(puzzle)

    def is_blank(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> bool:
        return not answer.path and not answer.moves

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: SoccerPuzzle) -> dict:
        grid = ["".join(puzzle.kind((r, c)) for c in range(puzzle.cols)) for r in range(puzzle.rows)]
        return {"rows": puzzle.rows, "cols": puzzle.cols, "grid": grid,
                "numbers": [[r, c, n] for (r, c), n in sorted(puzzle.numbers)],
                "strict_moves": puzzle.strict_moves}

    def puzzle_from_json(self, data: Any) -> SoccerPuzzle:
        if not isinstance(data, dict):
            raise PuzzleFormatError("the puzzle must be a JSON object")
        try:
            rows, cols = check_size(data.get("rows"), data.get("cols"))
        except ValueError as e:
            raise PuzzleFormatError(str(e)) from None
        grid = data.get("grid")
        if not isinstance(grid, list) or len(grid) != rows:
            raise PuzzleFormatError(f"\"grid\" must be a list of {rows} rows")
        cells: dict[str, set[Cell]] = {k: set() for k in KINDS}
        for r, row in enumerate(grid):
            if not isinstance(row, str) or len(row) != cols:
                raise PuzzleFormatError(f"grid row {r + 1} must be text of {cols} characters")
            for c, ch in enumerate(row):
                if ch not in cells:
                    raise PuzzleFormatError(
                        f"grid row {r + 1} has unknown cell {ch!r} (use {EMPTY!r} empty, "
                        f"{GOAL!r} goal, {WHITE!r} white circle, {BLACK!r} black circle)")
                cells[ch].add((r, c))
        numbers: dict[Cell, int] = {}
        items = data.get("numbers", [])
        if not isinstance(items, list):
            raise PuzzleFormatError("\"numbers\" must be a list of [row, column, number]")
        for item in items:
            if not isinstance(item, list) or len(item) != 3 or not all(map(_is_int, item)):
                raise PuzzleFormatError(f"bad number entry {item!r}: expected [row, column, number]")
            r, c, n = item
            if (r, c) not in cells[WHITE]:
                raise PuzzleFormatError(f"the number at {_where((r, c))} is not on a white circle")
            if not 1 <= n <= MAX_NUMBER:
                raise PuzzleFormatError(f"the number at {_where((r, c))} must be 1 to {MAX_NUMBER}, not {n}")
            if (r, c) in numbers:
                raise PuzzleFormatError(f"two numbers at {_where((r, c))}")
            numbers[(r, c)] = n
        strict = data.get("strict_moves", False)
        if not isinstance(strict, bool):
            raise PuzzleFormatError(f"\"strict_moves\" must be true or false, not {strict!r}")
        return SoccerPuzzle(rows, cols, frozenset(cells[GOAL]), frozenset(cells[WHITE]),
                            frozenset(cells[BLACK]), frozenset(numbers.items()), strict)

    def answer_to_json(self, puzzle: SoccerPuzzle, answer: SoccerAnswer) -> dict:
        return {"path": [[r, c] for r, c in answer.path],
                "moves": [[o[0], o[1], d[0], d[1]] for o, d in sorted(answer.moves)]}

    def answer_from_json(self, puzzle: SoccerPuzzle, data: Any) -> SoccerAnswer:
        if not isinstance(data, dict):
            raise PuzzleFormatError("the answer must be a JSON object")
        inside = puzzle.geometry.contains
        path_in = data.get("path", [])
        if not isinstance(path_in, list) or len(path_in) > MAX_PATH:
            raise PuzzleFormatError("answer \"path\" must be a list of [row, column]")
        path: list[Cell] = []
        for item in path_in:
            if not isinstance(item, list) or len(item) != 2 or not all(map(_is_int, item)):
                raise PuzzleFormatError(f"bad path entry {item!r}: expected [row, column]")
            cell = (item[0], item[1])
            if not inside(cell):
                raise PuzzleFormatError(f"the path leaves the grid at {_where(cell)}")
            if path and not is_neighbour8(path[-1], cell):
                raise PuzzleFormatError(f"the path jumps from {_where(path[-1])} to {_where(cell)}; "
                                        "each step goes to one of the 8 neighbours")
            path.append(cell)
        moves_in = data.get("moves", [])
        if not isinstance(moves_in, list):
            raise PuzzleFormatError("answer \"moves\" must be a list of [row, column, to row, to column]")
        moves: dict[Cell, Cell] = {}
        for item in moves_in:
            if not isinstance(item, list) or len(item) != 4 or not all(map(_is_int, item)):
                raise PuzzleFormatError(
                    f"bad move entry {item!r}: expected [row, column, to row, to column]")
            origin, dest = (item[0], item[1]), (item[2], item[3])
            if origin not in puzzle.white:
                raise PuzzleFormatError(f"the move from {_where(origin)} starts where no white circle is")
            if not inside(dest) or not is_neighbour8(origin, dest):
                raise PuzzleFormatError(f"the move from {_where(origin)} must go one step "
                                        "to a neighbouring cell")
            if origin in moves:
                raise PuzzleFormatError(f"two moves from {_where(origin)}")
            moves[origin] = dest
        return SoccerAnswer(tuple(path), frozenset(moves.items()))

    # ----- solver ------------------------------------------------------
    def encode(self, puzzle: SoccerPuzzle):
        from .solver import encode
        return encode(puzzle)

    def difference_cells(self, puzzle: SoccerPuzzle, a: SoccerAnswer, b: SoccerAnswer) -> list[Cell]:
        cells: set[Cell] = set()
        for s in set(a.steps()) ^ set(b.steps()):
            cells.update(s)
        for o, d in a.moves ^ b.moves:
            cells.update((o, d))
        if a.start != b.start:
            cells.update(c for c in (a.start, b.start) if c is not None)
        return sorted(cells)

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import SoccerView
        return SoccerView()


GENRE = OreSoccerGenre()
