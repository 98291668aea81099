"""A second test-only genre whose rule family is a lazy one: "Visit and avoid".

One loop through cell centres (the rule group "one loop", whose connectivity
is enforced by lazy cuts, as in Circumnavi-Gates); each circle is a clue
the loop must visit, each cross a clue it must avoid.  Explanations over it
check that cuts learnt while the loop rule is on stay conditioned on it."""
from __future__ import annotations

from dataclasses import dataclass

from genres.core.genre import Genre
from genres.core.grid import Grid
from genres.core.loops import single_cycle
from genres.core.sat import SatModel
from genres.core.violation import cell_name


@dataclass(frozen=True)
class LoopPuzzle:
    rows: int
    cols: int
    visit: tuple = ()
    avoid: tuple = ()


class LoopEncoding:
    def __init__(self, puzzle: LoopPuzzle):
        m = self.model = SatModel()
        grid = Grid(puzzle.rows, puzzle.cols)
        links = {e: m.new_bool() for e in grid.edges()}
        self.facts = {("link", e): v for e, v in links.items()}
        with m.under(m.group("rule one-loop", "rule", "the one-loop rule")):
            cycle = single_cycle(m, links)
            m.at_least_one(list(links.values()))
        for cell in puzzle.visit:
            with m.under(m.group(f"visit {cell[0]},{cell[1]}", "clue",
                                 f"the circle at {cell_name(cell)}", [cell])):
                m.add_clause([cycle.on[cell]])
        for cell in puzzle.avoid:
            with m.under(m.group(f"avoid {cell[0]},{cell[1]}", "clue",
                                 f"the cross at {cell_name(cell)}", [cell])):
                m.add_clause([-cycle.on[cell]])

    def decode(self, values):
        return frozenset(f[1] for f, v in values.items() if v)


class LoopGenre(Genre):
    key = "toy-loop"
    name = "Visit and avoid"

    def __reduce__(self):
        return LoopGenre, ()

    def encode(self, puzzle):
        return LoopEncoding(puzzle)

    def empty_answer(self, puzzle):
        return frozenset()

    def check(self, puzzle, answer):
        return ["not checked"]     # hints never see a finished answer in these tests

    def answer_facts(self, puzzle, answer):
        return {("link", e): True for e in answer}

    def fact_text(self, puzzle, fact, value):
        a, b = fact[1]
        return f"the loop {'runs' if value else 'does not run'} from {cell_name(a)} to {cell_name(b)}"

    def fact_cells(self, puzzle, fact):
        return tuple(fact[1])

    def difference_cells(self, puzzle, a, b):
        return sorted({c for e in a ^ b for c in e})
