"""Circumnavi-Gates authoring hooks: trivial facts left out of the forced-facts
overlay, and the board grown, shrunk, rotated and flipped."""
from __future__ import annotations

from importlib import resources

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.gate_lines import find_gates, label_gates
from genres.circumnavi.model import BLACK, CIRCLE, CircumnaviAnswer, CircumnaviPuzzle
from genres.core import nativefile
from genres.core.analysis import forced_facts, solve_verdict
from genres.core.transform import TRANSFORMS

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("circumnavi-") and p.name.endswith(".json"))


def example(name: str):
    return nativefile.load(str(resources.files("resources").joinpath("examples", name))).puzzle


# ----- trivial facts --------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_every_trivial_fact_is_forced_false_and_real_deductions_remain(name):
    puzzle = example(name)
    trivial = GENRE.trivial_facts(puzzle)
    facts = GENRE.encode(puzzle).facts
    assert trivial and trivial <= set(facts)
    forced = forced_facts(GENRE, puzzle)
    assert all(forced.get(f) is False for f in trivial)
    assert set(forced) - trivial, "the overlay still has deductions to show"


def test_trivial_facts_are_links_into_black_cells_and_along_gates():
    puzzle = CircumnaviPuzzle(2, 3, ("o#.", ".-."))
    assert GENRE.trivial_facts(puzzle) == {
        ("link", ((0, 0), (0, 1))), ("link", ((0, 1), (0, 2))), ("link", ((0, 1), (1, 1))),
        ("link", ((1, 0), (1, 1))), ("link", ((1, 1), (1, 2)))}


# ----- rotate and flip ----------------------------------------------------------
def solved(name: str):
    puzzle = example(name)
    return puzzle, solve_verdict(GENRE, puzzle).solutions[0]


def test_four_quarter_turns_give_the_same_puzzle_and_answer():
    puzzle, solution = solved("circumnavi-01.json")
    p, a = puzzle, solution
    for _ in range(4):
        p, a = GENRE.transformed(p, a, "rotate-cw")
        assert GENRE.check(p, a) == []
    assert (p, a) == (puzzle, solution)
    p, a = GENRE.transformed(puzzle, solution, "rotate-cw")
    assert GENRE.transformed(p, a, "rotate-ccw") == (puzzle, solution)


@pytest.mark.parametrize("name", EXAMPLES)
@pytest.mark.parametrize("how", list(TRANSFORMS))
def test_a_solved_example_stays_solved_after_every_transform(name, how):
    puzzle, solution = solved(name)
    p, a = GENRE.transformed(puzzle, solution, how)
    assert GENRE.check(p, a) == []
    assert GENRE.normalized(p) == p
    assert [v.code for v in GENRE.construction_problems(p)] == \
        [v.code for v in GENRE.construction_problems(puzzle)]
    # Gate labels keep their meaning: the same numbers on gates of the same sizes.
    def labelled(q):
        gates = find_gates(q)
        labels, _ = label_gates(q, gates)
        return sorted((n, len(gates[gi].cells)) for gi, n in labels.items())
    assert labelled(p) == labelled(puzzle)


def test_a_quarter_turn_swaps_gate_orientations_and_keeps_numbers_on_their_cells():
    puzzle = GENRE.normalized(CircumnaviPuzzle(2, 3, ("o#.", ".-|")).with_number((0, 1), 1))
    p, _ = GENRE.transformed(puzzle, CircumnaviAnswer(), "rotate-cw")
    # Clockwise: cell (r, c) of a 2x3 board lands on (c, 1 - r) of a 3x2 board.
    assert p.grid == (".o", "|#", "-.")
    assert p.number((1, 1)) == 1 and p.kind((1, 1)) == BLACK
    assert p.kind((0, 1)) == CIRCLE and p.circle_value == 2
    flipped, _ = GENRE.transformed(puzzle, CircumnaviAnswer(), "flip-h")
    assert flipped.grid == (".#o", "|-.")
    assert flipped.number((0, 1)) == 1


def test_the_answer_turns_with_the_board():
    puzzle = CircumnaviPuzzle.empty(2, 3)
    answer = CircumnaviAnswer(frozenset({((0, 0), (0, 1))}), frozenset({((0, 1), (1, 1))}),
                          frozenset({(1, 2)}))
    _, a = GENRE.transformed(puzzle, answer, "rotate-cw")
    assert a == CircumnaviAnswer(frozenset({((0, 1), (1, 1))}), frozenset({((1, 0), (1, 1))}),
                             frozenset({(2, 0)}))


# ----- margins --------------------------------------------------------------------
def test_margins_add_rows_and_columns_on_every_side_keeping_clues_on_their_cells():
    puzzle, solution = solved("circumnavi-01.json")
    p, a = GENRE.with_margins(puzzle, solution, 1, 2, 3, 0)
    assert (p.rows, p.cols) == (puzzle.rows + 3, puzzle.cols + 3)
    for (r, c), n in puzzle.numbers:
        assert p.number((r + 1, c + 3)) == n
    for cell in puzzle.geometry.cells():
        assert p.kind((cell[0] + 1, cell[1] + 3)) == puzzle.kind(cell)
    assert p.grid[0] == "." * p.cols and p.grid[-1] == "." * p.cols
    assert GENRE.check(p, a) == []
    assert p.circle_value == puzzle.circle_value


def test_removing_a_side_drops_what_falls_off():
    puzzle = GENRE.normalized(CircumnaviPuzzle(3, 3, ("o#.", "...", ".-.")).with_number((0, 1), 1))
    answer = CircumnaviAnswer(frozenset({((0, 0), (1, 0)), ((1, 0), (2, 0))}),
                          marks=frozenset({(2, 2), (1, 1)}))
    p, a = GENRE.with_margins(puzzle, answer, -1, 0, 0, 0)
    assert p.grid == ("...", ".-.") and p.numbers == frozenset()
    assert p.circle() is None and p.circle_value is None
    assert a == CircumnaviAnswer(frozenset({((0, 0), (1, 0))}), marks=frozenset({(1, 2), (0, 1)}))


def test_a_margin_that_leaves_no_board_is_refused():
    puzzle = CircumnaviPuzzle.empty(3, 3)
    with pytest.raises(ValueError, match="rows"):
        GENRE.with_margins(puzzle, CircumnaviAnswer(), -2, -1, 0, 0)
