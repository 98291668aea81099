"""Corral and Additive/Multiplicative Corral, shared rules §2.

The variant is a field of the puzzle (``"standard"`` or
``"additive-multiplicative"``), so one genre serves both.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, Translated, TranslatedChoices, translate

from dataclasses import replace
from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import GridGenre, PuzzleOption
from genres.core.grid import Cell, Side, side
from genres.core.jsonread import is_int, read_entries, read_size, require_inside, require_object
from genres.core.violation import Violation

from .model import (ADDITIVE_MULTIPLICATIVE, OPS, STANDARD, UNKNOWN, VARIANTS, Clue, CorralAnswer,
                    CorralPuzzle, dot_degrees, inside_cells, inside_fact)

MAX_NUMBER = 10000


class CorralGenre(GridGenre):
    key = "corral"
    name = Translated("corral", QT_TRANSLATE_NOOP("corral", "Corral"))
    default_size = (8, 8)
    min_size = (1, 1)
    help_resource = "corral.md"
    hint_clue_bounds = True     # a hint's reasons bounded by solutions found already (Genre)
    start_hint = Translated("corral", QT_TRANSLATE_NOOP(
        "corral", "Draw the loop along the grid lines, or shade the inside cells, to begin."))
    variants = TranslatedChoices("corral", (
        (STANDARD, QT_TRANSLATE_NOOP("corral", "Corral")),
        (ADDITIVE_MULTIPLICATIVE, QT_TRANSLATE_NOOP("corral", "Additive/Multiplicative Corral"))))

    # ----- model -------------------------------------------------------
    def empty_puzzle(self, rows: int, cols: int, variant: str | None) -> CorralPuzzle:
        variant = STANDARD if variant is None else variant
        if variant not in VARIANTS:
            raise ValueError(f"unknown Corral variant {variant!r} (use one of: {', '.join(VARIANTS)})")
        return CorralPuzzle.empty(rows, cols, variant)

    def puzzle_options(self, puzzle: CorralPuzzle) -> list[PuzzleOption]:
        return [PuzzleOption(
            "variant", translate("corral", "Variant"), puzzle.variant, self.variants,
            translate("corral", "Additive/Multiplicative: numbers come in pairs placed symmetrically; in "
                      "each pair one counts the cells it sees, the other multiplies its horizontal and "
                      "vertical runs."))]

    def with_option(self, puzzle: CorralPuzzle, key: str, value: Any) -> CorralPuzzle:
        if key != "variant":
            raise KeyError(key)
        if value not in VARIANTS:
            raise ValueError(f"unknown Corral variant {value!r} (use one of: {', '.join(VARIANTS)})")
        return puzzle.with_variant(value)

    def variant_name(self, puzzle: CorralPuzzle) -> str:
        return dict(self.variants)[puzzle.variant]

    def with_margins(self, puzzle: CorralPuzzle, answer: CorralAnswer, top: int, bottom: int,
                     left: int, right: int) -> tuple[CorralPuzzle, CorralAnswer]:
        from .reshape import with_margins
        return with_margins(puzzle, answer, top, bottom, left, right)

    def transformed(self, puzzle: CorralPuzzle, answer: CorralAnswer,
                    how: str) -> tuple[CorralPuzzle, CorralAnswer]:
        from .reshape import transformed
        return transformed(puzzle, answer, how)

    def cut_to_size(self, puzzle: CorralPuzzle, rows: int, cols: int) -> CorralPuzzle:
        numbers = frozenset((p, n) for p, n in puzzle.numbers if p[0] < rows and p[1] < cols)
        return replace(puzzle, rows=rows, cols=cols, numbers=numbers)

    def empty_answer(self, puzzle: CorralPuzzle) -> CorralAnswer:
        return CorralAnswer()

    def clean_answer(self, puzzle: CorralPuzzle, answer: CorralAnswer) -> CorralAnswer:
        def side_fits(s: Side) -> bool:
            return all(0 <= r <= puzzle.rows and 0 <= c <= puzzle.cols for r, c in s)
        fits = puzzle.geometry.contains
        numbers = puzzle.counts if puzzle.is_variant else {}
        return CorralAnswer(frozenset(filter(side_fits, answer.sides)),
                            frozenset(filter(side_fits, answer.crosses)),
                            frozenset(filter(fits, answer.outside_marks)),
                            frozenset((p, o) for p, o in answer.ops if p in numbers))

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: CorralPuzzle, answer: CorralAnswer) -> list[Violation]:
        from .rules import check
        return check(puzzle, answer)

    def rules_summary(self, puzzle: CorralPuzzle) -> str:
        if puzzle.variant == ADDITIVE_MULTIPLICATIVE:
            return translate("corral", "Draw one closed loop along the grid lines with every number "
                             "inside; in each symmetric pair of numbers one counts the inside cells it "
                             "sees in the four directions (itself once) and the other is the "
                             "product of its inside runs across and down.")
        return translate("corral", "Draw one closed loop along the grid lines with every number inside; "
                         "a number counts the inside cells it sees up, down, left and right, "
                         "itself included once.")

    def construction_problems(self, puzzle: CorralPuzzle) -> list[Violation]:
        from .rules import construction_problems
        return construction_problems(puzzle)

    def is_blank(self, puzzle: CorralPuzzle, answer: CorralAnswer) -> bool:
        return not answer.sides

    def is_complete(self, puzzle: CorralPuzzle, answer: CorralAnswer) -> bool:
        """The loop is closed: something is drawn and every grid dot has no line
        or exactly two (shading always leaves a closed outline)."""
        from .rules import is_closed
        return is_closed(dot_degrees(answer))

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: CorralPuzzle) -> dict:
        # A "?" is written as the string "?": [2, 3, "?"] (cells are unique, so
        # sorting never compares a number with it).
        return {
            "rows": puzzle.rows,
            "cols": puzzle.cols,
            "variant": puzzle.variant,
            "numbers": sorted([r, c, n] for (r, c), n in puzzle.numbers),
        }

    def puzzle_from_json(self, data: Any) -> CorralPuzzle:
        data = require_object(data, "puzzle")
        rows, cols = read_size(data)
        variant = data.get("variant", STANDARD)
        if variant not in VARIANTS:
            raise PuzzleFormatError(
                f"unknown Corral variant {variant!r} (use one of: {', '.join(VARIANTS)})")
        seen: dict[Cell, Clue] = {}
        shape = '[row, column, number or "?"]'
        for r, c, n in read_entries(data, "numbers", shape, 3, ints=2, entry="number"):
            require_inside((r, c), rows, cols, "number")
            if n != UNKNOWN and not is_int(n):
                raise PuzzleFormatError(f"bad number entry {[r, c, n]!r}: expected {shape}")
            if n != UNKNOWN and not 1 <= n <= MAX_NUMBER:
                raise PuzzleFormatError(
                    f"number {n} at row {r}, column {c} must be between 1 and {MAX_NUMBER}")
            if (r, c) in seen:
                raise PuzzleFormatError(f"row {r}, column {c} holds two numbers")
            seen[(r, c)] = n
        return CorralPuzzle(rows, cols, frozenset(seen.items()), variant)

    def answer_to_json(self, puzzle: CorralPuzzle, answer: CorralAnswer) -> dict:
        def sides(ss: frozenset[Side]) -> list[list[int]]:
            return sorted([a[0], a[1], b[0], b[1]] for a, b in ss)
        return {"sides": sides(answer.sides), "crosses": sides(answer.crosses),
                "outside": sorted([r, c] for r, c in answer.outside_marks),
                "ops": sorted([r, c, o] for (r, c), o in answer.ops)}

    def answer_from_json(self, puzzle: CorralPuzzle, data: Any) -> CorralAnswer:
        data = require_object(data, "answer")

        def read_sides(name: str) -> frozenset[Side]:
            out = set()
            for it in read_entries(data, name, "[r1, c1, r2, c2] of two grid dots", 4, answer=True):
                a, b = (it[0], it[1]), (it[2], it[3])
                if not all(0 <= r <= puzzle.rows and 0 <= c <= puzzle.cols for r, c in (a, b)):
                    raise PuzzleFormatError(f"{name} entry {it!r} lies outside the grid")
                try:
                    out.add(side(a, b))
                except ValueError:
                    raise PuzzleFormatError(f"{name} entry {it!r} does not join neighbouring grid dots") from None
            return frozenset(out)

        sides, crosses = read_sides("sides"), read_sides("crosses")
        both = sides & crosses
        if both:
            (a, b) = min(both)
            raise PuzzleFormatError(f"the grid line {list(a) + list(b)} is both drawn and crossed out")
        marks = set()
        for r, c in read_entries(data, "outside", "[row, column] inside the grid", 2,
                                 entry="outside mark", answer=True):
            if not puzzle.geometry.contains((r, c)):
                raise PuzzleFormatError(
                    f"bad outside mark {[r, c]!r}: expected [row, column] inside the grid")
            marks.add((r, c))
        ops: dict[Cell, str] = {}
        ops_shape = "[row, column, \"+\" or \"*\"]"
        for it in read_entries(data, "ops", ops_shape, 3, ints=2, answer=True):
            if it[2] not in OPS:
                raise PuzzleFormatError(f"bad ops entry {it!r}: expected {ops_shape}")
            cell = (it[0], it[1])
            if not puzzle.is_variant:
                raise PuzzleFormatError("+/× notes belong to the additive-multiplicative variant only")
            if cell not in puzzle.counts:
                raise PuzzleFormatError(f"the +/× note at row {cell[0]}, column {cell[1]} is not on a number")
            ops[cell] = it[2]
        return CorralAnswer(sides, crosses, frozenset(marks), frozenset(ops.items()))

    # ----- puzz.link URL and pzprv3 file ------------------------------
    def formats(self) -> list:
        from .pzpr import formats
        return formats(self)

    def link_codec(self):
        from .links import link_codec
        return link_codec(self)

    # ----- solver ------------------------------------------------------
    def encode(self, puzzle: CorralPuzzle):
        from .solver import encode
        return encode(puzzle)

    def trivial_facts(self, puzzle: CorralPuzzle) -> frozenset:
        # A numbered cell (a "?" too) is inside by rule 2, read off the cell itself.  Nothing
        # else is settled by one cell alone: which number of a pair is the
        # multiplicative one is always a deduction.
        return frozenset(inside_fact(p) for p in puzzle.number_map)

    # ----- explanations -------------------------------------------------
    def answer_facts(self, puzzle: CorralPuzzle, answer: CorralAnswer) -> dict:
        from .facts import answer_facts
        return answer_facts(puzzle, answer)

    def answer_with_facts(self, puzzle: CorralPuzzle, answer: CorralAnswer, facts: dict) -> CorralAnswer:
        from .facts import answer_with_facts
        return answer_with_facts(puzzle, answer, facts)

    def fact_text(self, puzzle: CorralPuzzle, fact, value: bool) -> str:
        from .facts import fact_text
        return fact_text(puzzle, fact, value)

    def fact_cells(self, puzzle: CorralPuzzle, fact) -> tuple:
        from .facts import fact_cells
        return fact_cells(puzzle, fact)

    def clue_candidates(self, puzzle: CorralPuzzle, solution: CorralAnswer):
        from .candidates import clue_candidates
        return clue_candidates(puzzle, solution)

    def difference_cells(self, puzzle: CorralPuzzle, a: CorralAnswer, b: CorralAnswer) -> list[Cell]:
        return sorted(inside_cells(puzzle, a) ^ inside_cells(puzzle, b))

    def solution_answer(self, puzzle: CorralPuzzle, solution: CorralAnswer,
                        answer: CorralAnswer) -> CorralAnswer:
        # The solver's +/× choice is what it deduced, so it stays; the player's notes go.
        return CorralAnswer(solution.sides, ops=solution.ops)

    def answer_text(self, puzzle: CorralPuzzle, answer: CorralAnswer,
                    unicode: bool | None = None) -> str:
        """The answer drawn for a terminal: the loop on the grid lines, ``.``
        outside; ASCII when ``unicode`` is False or, left None, when stdout
        cannot print ``×``."""
        from .text import answer_text
        return answer_text(puzzle, answer, unicode)

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import CorralView
        return CorralView()


GENRE = CorralGenre()
