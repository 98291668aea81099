"""Circumnavi-Gates (Nikoli's Suraromu / Slalom), shared rules §1."""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, Translated, translate

from dataclasses import replace
from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import GridGenre
from genres.core.grid import Cell, Edge, edge, is_horizontal
from genres.core.jsonread import (is_int, read_entries, read_grid, read_size, require_inside,
                                  require_object, where)
from genres.core.violation import Violation, cell_name

from .gate_lines import find_gates
from .model import (ARROW_NAMES, BLACK, CIRCLE, EMPTY, HGATE, KINDS, VGATE, CircumnaviAnswer,
                    CircumnaviPuzzle, link_fact, link_of)

MAX_NUMBER = 10000


class CircumnaviGenre(GridGenre):
    key = "circumnavi-gates"
    name = Translated("circumnavi-gates", QT_TRANSLATE_NOOP("circumnavi-gates", "Circumnavi-Gates"))
    default_size = (10, 10)
    min_size = (2, 2)
    help_resource = "circumnavi-gates.md"
    start_hint = Translated("circumnavi-gates", QT_TRANSLATE_NOOP(
        "circumnavi-gates", "Draw the loop to begin: drag from cell to cell."))

    # ----- model -------------------------------------------------------
    def empty_puzzle(self, rows: int, cols: int, variant: str | None) -> CircumnaviPuzzle:
        return CircumnaviPuzzle.empty(rows, cols)

    def cut_to_size(self, puzzle: CircumnaviPuzzle, rows: int, cols: int) -> CircumnaviPuzzle:
        grid = tuple((puzzle.grid[r][:cols] if r < puzzle.rows else "").ljust(cols, EMPTY)
                     for r in range(rows))
        numbers = frozenset((p, n) for p, n in puzzle.numbers if p[0] < rows and p[1] < cols)
        return replace(puzzle, rows=rows, cols=cols, grid=grid, numbers=numbers).without_stray_arrows()

    def with_margins(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer, top: int, bottom: int,
                     left: int, right: int) -> tuple[CircumnaviPuzzle, CircumnaviAnswer]:
        from .transform import with_margins
        new, moved = with_margins(puzzle, answer, top, bottom, left, right)
        return self.normalized(new), moved

    def transformed(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer,
                    how: str) -> tuple[CircumnaviPuzzle, CircumnaviAnswer]:
        from .transform import transformed
        new, moved = transformed(puzzle, answer, how)
        return self.normalized(new), moved

    def normalized(self, puzzle: CircumnaviPuzzle) -> CircumnaviPuzzle:
        # The editor keeps the circle's count equal to the number of gates, and
        # an author's arrow only while its number is there.
        puzzle = puzzle.without_stray_arrows()
        count = len(find_gates(puzzle)) if puzzle.circle() is not None else None
        return puzzle if count == puzzle.circle_value else replace(puzzle, circle_value=count)

    def empty_answer(self, puzzle: CircumnaviPuzzle) -> CircumnaviAnswer:
        return CircumnaviAnswer()

    def clean_answer(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> CircumnaviAnswer:
        inside = puzzle.geometry.contains
        def ok(e: Edge) -> bool:
            return inside(e[0]) and inside(e[1])
        return CircumnaviAnswer(frozenset(filter(ok, answer.links)),
                            frozenset(filter(ok, answer.crosses)),
                            frozenset(filter(inside, answer.marks)))

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> list[Violation]:
        from .rules import check
        return check(puzzle, answer)

    def rules_summary(self, puzzle: CircumnaviPuzzle) -> str:
        return translate("circumnavi-gates", "Draw one closed loop through the circle that avoids black "
                         "cells and crosses every gate exactly once, straight across; starting from the "
                         "circle, gate k is the k-th crossed, and the circle shows the number of gates.")

    def construction_problems(self, puzzle: CircumnaviPuzzle) -> list[Violation]:
        from .rules import construction_problems
        return construction_problems(puzzle)

    def is_blank(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> bool:
        return not answer.links

    def is_complete(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> bool:
        from .rules import is_complete
        return is_complete(puzzle, answer)

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: CircumnaviPuzzle) -> dict:
        out = {
            "rows": puzzle.rows,
            "cols": puzzle.cols,
            "grid": list(puzzle.grid),
            "numbers": sorted([r, c, n] for (r, c), n in puzzle.numbers),
            "circle": puzzle.circle_value,
        }
        if puzzle.arrows:        # files without arrows stay as they were before arrows were kept
            out["arrows"] = sorted([r, c, ARROW_NAMES[d]] for (r, c), d in puzzle.arrows)
        return out

    def puzzle_from_json(self, data: Any) -> CircumnaviPuzzle:
        data = require_object(data, "puzzle")
        rows, cols = read_size(data)
        grid = read_grid(data, rows, cols)
        for r, row in enumerate(grid):
            bad = set(row) - set(KINDS)
            if bad:
                raise PuzzleFormatError(
                    f"grid row {r + 1} has unknown cell {sorted(bad)[0]!r} (use one of {' '.join(KINDS)})")
        puzzle = CircumnaviPuzzle(rows, cols, tuple(grid))
        if sum(row.count(CIRCLE) for row in grid) > 1:
            raise PuzzleFormatError("the grid has more than one circle")
        seen: dict[Cell, int] = {}
        for r, c, n in read_entries(data, "numbers", "[row, column, number]", 3, entry="number"):
            require_inside((r, c), rows, cols, "number")
            if puzzle.kind((r, c)) != BLACK:
                raise PuzzleFormatError(f"number at row {r}, column {c} is not on a black cell")
            if not 1 <= n <= MAX_NUMBER:
                raise PuzzleFormatError(
                    f"gate number {n} at row {r}, column {c} must be between 1 and {MAX_NUMBER}")
            if (r, c) in seen:
                raise PuzzleFormatError(f"two numbers at {where((r, c))}")
            seen[(r, c)] = n
        circle = data.get("circle")
        if circle is not None and (not is_int(circle) or circle < 0):
            raise PuzzleFormatError("\"circle\" must be a whole number or null")
        puzzle = replace(puzzle, numbers=frozenset(seen.items()), circle_value=circle)
        from .arrows import read_json_arrows
        return replace(puzzle, arrows=read_json_arrows(data, puzzle))

    def answer_to_json(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> dict:
        def edges(es: frozenset[Edge]) -> list[list[int]]:
            return sorted([a[0], a[1], b[0], b[1]] for a, b in es)
        return {"links": edges(answer.links), "crosses": edges(answer.crosses),
                "marks": sorted([r, c] for r, c in answer.marks)}

    def answer_from_json(self, puzzle: CircumnaviPuzzle, data: Any) -> CircumnaviAnswer:
        data = require_object(data, "answer")
        inside = puzzle.geometry.contains

        def read_edges(name: str) -> frozenset[Edge]:
            out = set()
            for it in read_entries(data, name, "[r1, c1, r2, c2]", 4, answer=True):
                a, b = (it[0], it[1]), (it[2], it[3])
                if not (inside(a) and inside(b)):
                    raise PuzzleFormatError(f"{name} entry {it!r} lies outside the grid")
                try:
                    out.add(edge(a, b))
                except ValueError:
                    raise PuzzleFormatError(f"{name} entry {it!r} does not join neighbouring cells") from None
            return frozenset(out)

        cells = set()
        for r, c in read_entries(data, "marks", "[row, column] inside the grid", 2, entry="mark",
                                 answer=True):
            if not inside((r, c)):
                raise PuzzleFormatError(f"bad mark entry {[r, c]!r}: expected [row, column] inside the grid")
            cells.add((r, c))
        return CircumnaviAnswer(read_edges("links"), read_edges("crosses"), frozenset(cells))

    # ----- puzz.link URL and pzprv3 file ------------------------------
    def formats(self) -> list:
        from .pzpr import formats
        return formats(self)

    # ----- solver ------------------------------------------------------
    def encode(self, puzzle: CircumnaviPuzzle):
        from .solver import encode
        return encode(puzzle)

    def trivial_facts(self, puzzle: CircumnaviPuzzle) -> frozenset:
        """Links no loop ever uses because of one cell's own content: a link
        into a black cell, and a link along a gate (a gate cell only takes the
        two links straight across it).  Keys as in ``encode(puzzle).facts``."""
        out = set()
        for e in puzzle.geometry.edges():
            kinds = (puzzle.kind(e[0]), puzzle.kind(e[1]))
            along = HGATE if is_horizontal(e) else VGATE
            if BLACK in kinds or along in kinds:
                out.add(link_fact(e))
        return frozenset(out)

    # ----- explanations ------------------------------------------------
    def answer_facts(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer) -> dict:
        """The player's marks as facts: a drawn link is ("link", e): True, a
        cross on a link False, and a cell marked "the loop does not pass here"
        says each of its links is False.  A drawn link wins over a cross or a
        mark on it: the line is the answer, they are notes."""
        edges = set(puzzle.geometry.edges())
        facts: dict = {}
        for cell in answer.marks:
            r, c = cell
            for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                e = (cell, n) if cell < n else (n, cell)
                if e in edges:
                    facts[link_fact(e)] = False
        facts.update((link_fact(e), False) for e in answer.crosses if e in edges)
        facts.update((link_fact(e), True) for e in answer.links if e in edges)
        return facts

    def answer_with_facts(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer, facts: dict) -> CircumnaviAnswer:
        from .facts import answer_with_facts
        return answer_with_facts(puzzle, answer, facts)

    def fact_text(self, puzzle: CircumnaviPuzzle, fact, value: bool) -> str:
        """"the loop runs from row 2, column 5 to row 2, column 6", or "no
        loop between row 2, column 5 and row 2, column 6"."""
        edge = link_of(fact)
        if edge is None:
            return super().fact_text(puzzle, fact, value)
        a, b = edge
        if value:
            text = translate("circumnavi-gates", "the loop runs from {first} to {second}")
        else:
            text = translate("circumnavi-gates", "no loop between {first} and {second}")
        return text.format(first=cell_name(a), second=cell_name(b))

    def fact_cells(self, puzzle: CircumnaviPuzzle, fact) -> tuple:
        """The two cells a link joins."""
        edge = link_of(fact)
        return () if edge is None else tuple(edge)

    def clue_candidates(self, puzzle: CircumnaviPuzzle, solution: CircumnaviAnswer):
        from .candidates import clue_candidates
        return clue_candidates(puzzle, solution)

    def difference_cells(self, puzzle: CircumnaviPuzzle, a: CircumnaviAnswer, b: CircumnaviAnswer) -> list[Cell]:
        cells = {c for e in a.links ^ b.links for c in e}
        return sorted(cells)

    def solution_answer(self, puzzle: CircumnaviPuzzle, solution: CircumnaviAnswer,
                        answer: CircumnaviAnswer) -> CircumnaviAnswer:
        return CircumnaviAnswer(solution.links)

    def answer_text(self, puzzle: CircumnaviPuzzle, answer: CircumnaviAnswer,
                    unicode: bool | None = None) -> str:
        """The answer drawn for a terminal (box characters, or ASCII when
        ``unicode`` is False or, left None, when stdout cannot print them)."""
        from .text import answer_text
        return answer_text(puzzle, answer, unicode)

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import CircumnaviView
        return CircumnaviView()


GENRE = CircumnaviGenre()
