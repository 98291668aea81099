"""Corral's constraints by name (issue 13): every number is a clue group and
every rule family a rule group, switching one off relaxes exactly that, the
whole model still solves as before; and the player's marks as facts."""
from __future__ import annotations

import hashlib
import os
from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import forced_facts, solve_verdict
from genres.core.grid import side
from genres.core.violation import cell_name
from genres.corral import GENRE
from genres.corral.model import (ADD, ADDITIVE_MULTIPLICATIVE, MUL, CorralAnswer, CorralPuzzle,
                                 answer_from_inside, inside_cells, toggle_cell, with_op)

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("corral-") and p.name.endswith(".json"))
BENCH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench", "data")
RULES = {"rule one-region", "rule no-holes", "rule no-touching", "rule numbers-inside"}


def example(name: str) -> CorralPuzzle:
    text = resources.files("resources").joinpath("examples", name).read_text(encoding="utf-8")
    return nativefile.loads(text).puzzle


def puzzle(rows, cols, numbers, variant="standard") -> CorralPuzzle:
    return CorralPuzzle(rows, cols, frozenset(numbers.items()), variant)


def solutions(enc, groups, limit=2, assumptions=()):
    """Up to ``limit`` solutions (fact values) with exactly ``groups`` on."""
    m, found = enc.model, []
    while len(found) < limit:
        a = m.solve(list(assumptions), groups=groups)
        if a is None:
            break
        found.append({f: a[v] for f, v in enc.facts.items()})
        # "another one": a fresh selector keeps the model usable for later solves
        other = m.new_bool()
        m.add_clause([-other] + [-v if a[v] else v for v in enc.facts.values()])
        assumptions = list(assumptions) + [other]
    return found


def without(enc, *names):
    return [g for g in enc.model.groups.values() if g.name not in names]


def assume(enc, cells_inside, cells_outside=()):
    return [enc.inside[c] for c in cells_inside] + [-enc.inside[c] for c in cells_outside]


# ----- the groups ------------------------------------------------------------------
def test_a_small_puzzle_has_its_rules_and_one_named_clue_per_number():
    enc = GENRE.encode(puzzle(4, 5, {(1, 4): 3, (0, 0): 12}))
    groups = enc.model.groups
    assert set(groups) == RULES | {"clue 0,0", "clue 1,4"}
    assert groups["clue 1,4"].text == "the 3 at row 2, column 5"
    assert groups["clue 1,4"].kind == "clue" and groups["clue 1,4"].cells == ((1, 4),)
    assert groups["rule no-holes"].text == "the rule that every outside cell reaches the border"
    assert groups["rule no-touching"].text == "the rule that the loop never touches itself"
    assert all(g.kind == "rule" and g.cells == () for n, g in groups.items() if n in RULES)
    variant = GENRE.encode(puzzle(4, 5, {(0, 0): 6, (3, 4): 2}, ADDITIVE_MULTIPLICATIVE))
    assert set(variant.model.groups) == RULES | {"rule one-additive-per-pair", "clue 0,0", "clue 3,4"}


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_number_has_exactly_one_group_and_it_points_at_the_number(name):
    p = example(name)
    groups = list(GENRE.encode(p).model.groups.values())
    assert len({g.name for g in groups}) == len(groups)
    assert len({g.text for g in groups}) == len(groups)       # a sentence tells them apart
    for cell, n in p.numbers:
        mine = [g for g in groups if g.cells == (cell,)]
        assert len(mine) == 1 and mine[0].kind == "clue"
        assert mine[0].text == f"the {n} at {cell_name(cell)}"
    assert sum(g.kind == "clue" for g in groups) == len(p.numbers)


@pytest.mark.parametrize("name", EXAMPLES)
def test_with_every_clue_switched_off_an_example_has_several_solutions(name):
    enc = GENRE.encode(example(name))
    assert len(solutions(enc, None)) == 1
    rules = [g for g in enc.model.groups.values() if g.kind == "rule"]
    assert len(solutions(enc, rules)) == 2


@pytest.mark.parametrize("name", EXAMPLES)
def test_a_clue_switched_off_is_needed_exactly_when_removing_it_from_the_puzzle_makes_it_ambiguous(name):
    # The engine's "redundant clue" question, checked against an independent
    # answer: the puzzle without that number, solved from scratch.
    p = example(name)
    enc = GENRE.encode(p)
    needed_somewhere = False
    for cell, _n in sorted(p.numbers):
        by_group = len(solutions(enc, without(enc, f"clue {cell[0]},{cell[1]}"))) > 1
        by_removal = solve_verdict(GENRE, p.with_number(cell, None)).status == "multiple"
        assert by_group == by_removal, cell
        needed_somewhere |= by_group
    assert needed_somewhere


# ----- each rule, switched off, lets a wrong shading through -------------------------
def test_without_the_one_region_rule_two_loops_are_accepted():
    enc = GENRE.encode(puzzle(1, 3, {(0, 0): 1, (0, 2): 1}))
    two_loops = assume(enc, [(0, 0), (0, 2)], [(0, 1)])
    assert solutions(enc, None, assumptions=two_loops) == []
    assert solutions(enc, without(enc, "rule one-region"), assumptions=two_loops)


def test_without_the_no_holes_rule_a_ring_around_an_outside_cell_is_accepted():
    enc = GENRE.encode(puzzle(3, 3, {}))
    ring = assume(enc, [c for c in enc.inside if c != (1, 1)], [(1, 1)])
    assert solutions(enc, None, assumptions=ring) == []
    assert solutions(enc, without(enc, "rule no-holes"), assumptions=ring)


def test_without_the_no_touching_rule_a_loop_through_a_dot_twice_is_accepted():
    # Two cells meeting at a corner: the loop touches itself there.  Inside
    # cells connect orthogonally, so this also splits the region: a checkerboard
    # always breaks one-region or no-holes too (the rule is their shortcut).
    enc = GENRE.encode(puzzle(2, 2, {}))
    diagonal = assume(enc, [(0, 0), (1, 1)], [(0, 1), (1, 0)])
    assert solutions(enc, without(enc, "rule one-region"), assumptions=diagonal) == []
    assert solutions(enc, without(enc, "rule one-region", "rule no-touching"), assumptions=diagonal)


def test_without_the_numbers_inside_rule_a_number_may_stay_outside():
    enc = GENRE.encode(puzzle(1, 3, {(0, 0): 1}))
    assert solutions(enc, None, limit=9) and all(s[("inside", (0, 0))] for s in solutions(enc, None, 9))
    relaxed = solutions(enc, without(enc, "rule numbers-inside"), limit=9)
    assert any(not s[("inside", (0, 0))] for s in relaxed)


def test_without_the_pair_rule_both_numbers_of_a_pair_may_add():
    # A full 2x2: each corner adds to 3 and multiplies to 4, so two 3s only fit as two sums.
    enc = GENRE.encode(puzzle(2, 2, {(0, 0): 3, (1, 1): 3}, ADDITIVE_MULTIPLICATIVE))
    assert solutions(enc, None) == []
    found = solutions(enc, without(enc, "rule one-additive-per-pair"))
    assert [sorted(c for (k, c), v in s.items() if k == "inside" and v) for s in found] == [
        [(0, 0), (0, 1), (1, 0), (1, 1)]]


# ----- every group on: the solver of before ---------------------------------------
def _half(p):
    for cell in sorted(p.number_map)[::2]:
        p = p.with_number(cell, None)
    return p


def _broken(p):
    cell, n = min(p.numbers)
    return p.with_number(cell, n + 1)


def _digest(p):
    v = solve_verdict(GENRE, p)
    # Only a unique solution and the forced facts are the same for any exact
    # encoding; two solutions of an ambiguous puzzle are whichever comes first.
    sols = [(sorted(inside_cells(p, a)), sorted(a.ops)) for a in v.solutions] if v.status == "unique" else []
    f = forced_facts(GENRE, p)
    return v.status, len(f), hashlib.sha256(repr((sols, sorted(f.items()))).encode()).hexdigest()[:16]


# Computed with the encoding before it had groups (commit f48213d): the puzzle,
# with every other number removed, and with its first number one higher.
BEFORE = {
    "corral-01.json": (('unique', 36, 'e3f8cfc73eb24024'), ('multiple', 4, 'e9e9b6e32532742b'), ('multiple', 31, '5338978c66d883eb')),
    "corral-02.json": (('unique', 64, '19ed01c7ee378125'), ('multiple', 9, '67842589596da7d1'), ('unique', 64, '8b72fbaf1b8bc735')),
    "corral-03.json": (('unique', 100, '697d257ee0aecdd9'), ('multiple', 19, 'ab35033c41263654'), ('multiple', 73, '33278e2383e97907')),
    "corral-am-01.json": (('unique', 44, 'bc595da817aabbd9'), ('multiple', 8, 'ca3ea30f7c64989d'), ('none', 0, '1391876e63685b7d')),
    "corral-am-02.json": (('unique', 76, '21963dc04f6b6f36'), ('multiple', 26, '3a3238abceb3d201'), ('multiple', 70, 'b16da31915ca392c')),
    "corral-am-03.json": (('unique', 116, 'd9641cbc0bfd1323'), ('multiple', 10, '2c458e3144280068'), ('none', 0, '1391876e63685b7d')),
    "corral-10x10.json": (('unique', 100, '1227780ce49fc6de'), ('multiple', 16, '353666581bb0c6e7'), ('multiple', 70, '8aede18dd9a7b5a3')),
    "corral-20x20.json": (('unique', 400, '00accb861635c685'), ('multiple', 43, '71960e5147bdc3bf'), ('multiple', 234, 'ae99629c866ffd44')),
    "corral-am-10x10.json": (('unique', 114, '8b0c7059c4dc1844'), ('multiple', 9, 'd1f95772b74fc534'), ('none', 0, '1391876e63685b7d')),
    "corral-am-20x20.json": (('unique', 432, '33d7534042554d08'), ('multiple', 119, '90d8635001624127'), ('unique', 432, '067dcbd290e76bd4')),
}


@pytest.mark.parametrize("name", [n if "20x20" not in n else pytest.param(n, marks=pytest.mark.slow)
                                  for n in BEFORE])
def test_with_every_group_on_verdicts_solutions_and_forced_facts_are_as_before(name):
    p = example(name) if name in EXAMPLES else nativefile.load(os.path.join(BENCH, name)).puzzle
    assert (_digest(p), _digest(_half(p)), _digest(_broken(p))) == BEFORE[name]


# ----- the player's marks as facts, and facts in words --------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_the_marks_of_a_solution_are_the_solvers_facts_of_it(name):
    p = example(name)
    enc = GENRE.encode(p)
    found = enc.model.solve()
    values = {f: found[v] for f, v in enc.facts.items()}
    assert GENRE.answer_facts(p, enc.decode(values)) == values


@pytest.mark.parametrize("name", ["corral-01.json", "corral-am-01.json"])
def test_every_fact_has_words_naming_its_place_and_lights_up_its_cell(name):
    p = example(name)
    for fact in GENRE.encode(p).facts:
        cell = fact[1]
        for value in (True, False):
            text = GENRE.fact_text(p, fact, value)
            assert cell_name(cell) in text
        assert GENRE.fact_cells(p, fact) == (cell,)


def test_facts_in_words():
    p = puzzle(3, 3, {(1, 1): 12, (1, 2): 4}, ADDITIVE_MULTIPLICATIVE)
    assert GENRE.fact_text(p, ("inside", (2, 0)), True) == "row 3, column 1 is inside the corral"
    assert GENRE.fact_text(p, ("inside", (2, 0)), False) == "row 3, column 1 is outside the corral"
    assert GENRE.fact_text(p, ("mul", (1, 1)), True) == "the 12 at row 2, column 2 is the multiplicative one"
    assert GENRE.fact_text(p, ("mul", (1, 2)), False) == "the 4 at row 2, column 3 is the additive one"


def test_a_closed_loop_settles_every_cell():
    p = puzzle(3, 3, {})
    facts = GENRE.answer_facts(p, answer_from_inside(p, [(0, 0), (0, 1)]))
    assert facts == {("inside", (r, c)): (r, c) in {(0, 0), (0, 1)} for r in range(3) for c in range(3)}


def test_shading_that_is_not_one_loop_says_what_is_shaded_and_what_its_lines_shut_out():
    p = puzzle(3, 3, {})
    a = toggle_cell(p, toggle_cell(p, CorralAnswer(), (0, 0)), (1, 1))    # the loop touches itself
    assert GENRE.answer_facts(p, a) == {
        ("inside", (0, 0)): True, ("inside", (1, 1)): True,
        ("inside", (0, 1)): False, ("inside", (1, 0)): False,
        ("inside", (1, 2)): False, ("inside", (2, 1)): False}


def test_a_half_drawn_loop_says_only_what_its_lines_and_marks_reach():
    p = puzzle(3, 3, {})
    inner = CorralAnswer(sides=frozenset({side((1, 1), (1, 2))}))     # between rows 1 and 2
    assert GENRE.answer_facts(p, inner) == {}
    edge = CorralAnswer(sides=frozenset({side((0, 0), (0, 1)), side((1, 2), (2, 2))}),
                        crosses=frozenset({side((0, 1), (1, 1)), side((3, 2), (3, 3))}),
                        outside_marks=frozenset({(1, 2)}))
    assert GENRE.answer_facts(p, edge) == {
        ("inside", (0, 0)): True,      # the line on the top edge: the inside is on the board
        ("inside", (0, 1)): True,      # a cross joins it to its neighbour
        ("inside", (2, 2)): False,     # a cross on the bottom edge
        ("inside", (1, 2)): False,     # the outside mark
        ("inside", (1, 1)): True,      # across a line from the outside mark
    }


def test_the_drawn_loop_wins_over_an_outside_mark_inside_it():
    p = puzzle(2, 2, {})
    a = answer_from_inside(p, [(0, 0), (0, 1), (1, 0)])
    a = CorralAnswer(a.sides, outside_marks=frozenset({(0, 0)}))
    assert GENRE.answer_facts(p, a)[("inside", (0, 0))] is True


def test_plus_and_times_notes_are_the_mul_facts():
    p = puzzle(3, 3, {(0, 0): 3, (2, 2): 4}, ADDITIVE_MULTIPLICATIVE)
    a = with_op(with_op(CorralAnswer(), (0, 0), ADD), (2, 2), MUL)
    assert GENRE.answer_facts(p, a) == {("mul", (0, 0)): False, ("mul", (2, 2)): True}
    assert GENRE.answer_facts(p.with_variant("standard"), a) == {}
