"""Corral for authors: rotate and flip, margins on any side, trivial facts and the
variant's name."""
from __future__ import annotations

from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import forced_facts, solve_verdict
from genres.core.transform import TRANSFORMS
from genres.corral import GENRE
from genres.corral.model import (ADDITIVE_MULTIPLICATIVE, MUL, CorralAnswer, CorralPuzzle,
                                 answer_from_inside, inside_cells, toggle_cross, with_op)

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("corral-") and p.name.endswith(".json"))


def example(name):
    text = resources.files("resources").joinpath("examples", name).read_text(encoding="utf-8")
    return nativefile.loads(text).puzzle


@pytest.fixture(scope="module")
def solved():
    """Each example with its one solution."""
    out = {}
    for name in EXAMPLES:
        puzzle = example(name)
        out[name] = (puzzle, solve_verdict(GENRE, puzzle).solutions[0])
    return out


# ----- rotate and flip -----------------------------------------------------------
def test_rotating_four_times_gives_the_same_puzzle_and_answer():
    p = CorralPuzzle(3, 5, frozenset({((0, 1), 4), ((2, 4), 12)}), ADDITIVE_MULTIPLICATIVE)
    a = answer_from_inside(p, {(0, 0), (0, 1), (1, 1)})
    a = with_op(toggle_cross(a, ((2, 0), (3, 0))), (0, 1), MUL)
    q, b = p, a
    for _ in range(4):
        q, b = GENRE.transformed(q, b, "rotate-cw")
    assert (q, b) == (p, a)
    q, b = GENRE.transformed(p, a, "rotate-cw")
    assert (q.rows, q.cols) == (5, 3)
    assert q.number_map == {(1, 2): 4, (4, 0): 12}   # the top row becomes the right column
    assert b.op_map == {(1, 2): MUL}
    assert GENRE.transformed(*GENRE.transformed(p, a, "flip-h"), "flip-h") == (p, a)
    assert GENRE.transformed(*GENRE.transformed(p, a, "rotate-cw"), "rotate-ccw") == (p, a)


@pytest.mark.parametrize("how", list(TRANSFORMS))
def test_a_solved_example_stays_solved_after_every_transform(solved, how):
    for name, (puzzle, solution) in solved.items():
        q, b = GENRE.transformed(puzzle, solution, how)
        assert GENRE.check(q, b) == [], (name, how)
        assert GENRE.normalized(q) == q
        assert GENRE.construction_problems(q) == GENRE.construction_problems(puzzle) == []
        assert len(inside_cells(q, b)) == len(inside_cells(puzzle, solution))


# ----- margins -------------------------------------------------------------------
def test_margins_on_each_side_keep_every_number_on_its_cell():
    p = CorralPuzzle(4, 4, frozenset({((0, 0), 3), ((3, 3), 2), ((1, 2), 5)}))
    q, _ = GENRE.with_margins(p, CorralAnswer(), 1, 2, 3, 0)
    assert (q.rows, q.cols) == (7, 7)
    assert q.number_map == {(1, 3): 3, (4, 6): 2, (2, 5): 5}
    # Removing the top row and the left column drops the number in the corner.
    q, _ = GENRE.with_margins(p, CorralAnswer(), -1, 0, -1, 0)
    assert (q.rows, q.cols) == (3, 3)
    assert q.number_map == {(2, 2): 2, (0, 1): 5}


def test_margins_carry_the_answer_and_a_cut_loop_closes_along_the_new_border():
    p = CorralPuzzle(4, 4, frozenset({((1, 1), 6), ((3, 3), 3)}))
    shape = {(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2), (3, 3)}
    answer = toggle_cross(answer_from_inside(p, shape), ((0, 3), (0, 4)))
    q, b = GENRE.with_margins(p, answer, 1, 0, 0, 2)
    assert inside_cells(q, b) == {(r + 1, c) for r, c in shape}
    assert b.crosses == {((1, 3), (1, 4))}
    assert GENRE.check(q, b) == []
    # Cutting the top row off: the loop now runs along the new top border.
    q, b = GENRE.with_margins(p, answer, -1, 0, 0, 0)
    assert inside_cells(q, b) == {(r - 1, c) for r, c in shape if r > 0}
    assert GENRE.is_complete(q, b)


def test_margins_refuse_a_board_too_small_or_too_large():
    p = CorralPuzzle(2, 2)
    with pytest.raises(ValueError, match="between 1 and"):
        GENRE.with_margins(p, CorralAnswer(), -1, -1, 0, 0)
    with pytest.raises(ValueError, match="between 1 and"):
        GENRE.with_margins(p, CorralAnswer(), 0, 0, 0, 99)


def test_variant_pairs_stay_paired_when_the_board_grows_evenly_and_break_otherwise():
    p = CorralPuzzle(4, 4, frozenset({((0, 1), 3), ((3, 2), 4)}), ADDITIVE_MULTIPLICATIVE)
    for how in TRANSFORMS:
        assert GENRE.construction_problems(GENRE.transformed(p, CorralAnswer(), how)[0]) == []
    even, _ = GENRE.with_margins(p, CorralAnswer(), 1, 1, 2, 2)
    assert even.pairs() == [((1, 3), (4, 4))]
    assert GENRE.construction_problems(even) == []
    lopsided, _ = GENRE.with_margins(p, CorralAnswer(), 1, 0, 0, 0)
    assert [v.code for v in GENRE.construction_problems(lopsided)] == ["number-no-partner"] * 2


# ----- trivial facts -------------------------------------------------------------------
def test_trivial_facts_hold_in_every_solution_and_real_deductions_remain(solved):
    for name, (puzzle, solution) in solved.items():
        trivial = GENRE.trivial_facts(puzzle)
        assert trivial == {("inside", p) for p in puzzle.number_map}
        assert trivial <= set(GENRE.encode(puzzle).facts)
        facts = forced_facts(GENRE, puzzle)
        for fact in trivial:
            assert facts.get(fact) is True, (name, fact)
        # The overlay still has deductions to show once the trivial ones are left out.
        assert set(facts) - trivial, name


def test_trivial_facts_hold_in_a_puzzle_with_many_solutions_too():
    puzzle = example("corral-01.json")
    cell = min(puzzle.number_map)
    fewer = puzzle.with_number(cell, None).with_number((0, 0) if cell != (0, 0) else (0, 1), None)
    assert solve_verdict(GENRE, fewer).status == "multiple"
    facts = forced_facts(GENRE, fewer)
    assert all(facts.get(f) is True for f in GENRE.trivial_facts(fewer))
    assert len(facts) < len(GENRE.encode(fewer).facts)   # not everything is forced


def test_a_standard_corral_has_no_trivial_multiplicative_facts():
    p = CorralPuzzle(4, 4, frozenset({((0, 1), 3), ((3, 2), 4)}), ADDITIVE_MULTIPLICATIVE)
    assert all(kind == "inside" for kind, _ in GENRE.trivial_facts(p))


# ----- names -----------------------------------------------------------------------
def test_the_variant_is_named_for_titles():
    assert GENRE.variant_name(GENRE.new_puzzle(5, 5)) == "Corral"
    assert GENRE.variant_name(GENRE.new_puzzle(5, 5, ADDITIVE_MULTIPLICATIVE)) == \
        "Additive/Multiplicative Corral"
