"""Hebi-Ichigo's named constraint groups (what an explanation points at) and
its explanation hooks: the player's marks as facts, facts in words."""
from __future__ import annotations

import hashlib
import os

import pytest

from genres.core import analysis, nativefile
from genres.core.violation import cell_name
from genres.hebi import GENRE
from genres.hebi.model import HebiAnswer, HebiPuzzle
from genres.hebi.rules import check

from test_hebi_rules import board, written

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = ["hebi-01", "hebi-02", "hebi-03"]
RULES = {"rule snake-shape": "the snake-shape rule", "rule no-touching": "the no-touching rule",
         "rule eyes": "the eyes rule"}


def example(name: str) -> HebiPuzzle:
    return nativefile.load(os.path.join(ROOT, "resources", "examples", name + ".json")).puzzle


def bench_puzzle(name: str) -> HebiPuzzle:
    return nativefile.load(os.path.join(ROOT, "bench", "data", name + ".json")).puzzle


def without_numbers(puzzle: HebiPuzzle, every: int) -> HebiPuzzle:
    """Every ``every``-th arrow (in cell order) loses its number."""
    for i, (cell, _, number) in enumerate(sorted(puzzle.arrows)):
        if i % every == 0 and number is not None:
            puzzle = puzzle.with_number(cell, None)
    return puzzle


def values_of(enc, found) -> dict:
    return {f: found[v] for f, v in enc.facts.items()}


def another_solution_exists(enc, groups, solution: dict) -> bool:
    """With only ``groups`` on, is there a solution other than ``solution``?"""
    m = enc.model
    differs = m.new_bool()
    m.add_clause([-differs] + [-v if solution[f] else v for f, v in enc.facts.items()])
    return m.solve([differs], groups=groups) is not None


def accepts(puzzle: HebiPuzzle, answer: HebiAnswer, off: str | None = None) -> bool:
    """Does the encoding take ``answer`` (every white cell settled: a digit or
    empty) as a solution with the group ``off`` switched off?"""
    enc = GENRE.encode(puzzle)
    full = HebiAnswer(answer.digits, frozenset(puzzle.white_cells()) - answer.digit_map.keys())
    facts = GENRE.answer_facts(puzzle, full)
    assert facts.keys() == enc.facts.keys()
    groups = [g for name, g in enc.model.groups.items() if name != off]
    return enc.model.solve([v if facts[f] else -v for f, v in enc.facts.items()],
                           groups=groups) is not None


# ----- the groups ---------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_groups_have_unique_stable_names_and_person_words(name):
    puzzle = example(name)
    groups = GENRE.encode(puzzle).model.groups
    assert all(key == g.name for key, g in groups.items())
    assert len({g.selector for g in groups.values()}) == len(groups)
    assert {n: g.text for n, g in groups.items() if g.kind == "rule"} == RULES
    assert all(g.cells == () for g in groups.values() if g.kind == "rule")
    # The same puzzle encoded again gives the same names (the engine keys on them).
    assert list(GENRE.encode(puzzle).model.groups) == list(groups)


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_arrow_has_exactly_one_clue_group_on_its_cell(name):
    puzzle = example(name)
    clues = [g for g in GENRE.encode(puzzle).model.groups.values() if g.kind == "clue"]
    assert sorted(g.cells for g in clues) == sorted((cell,) for cell, _, _ in puzzle.arrows)
    for g in clues:
        (cell,) = g.cells
        assert g.name == f"clue {cell[0]},{cell[1]}"
        assert cell_name(cell) in g.text


def test_an_arrow_clue_is_named_by_its_number_and_direction():
    puzzle = board("#...", "....", arrows=[(0, 0, "right", 3)])
    assert GENRE.encode(puzzle).model.groups["clue 0,0"].text == \
        "the 3 on the right arrow at row 1, column 1"
    bare = puzzle.with_number((0, 0), None)
    assert GENRE.encode(bare).model.groups["clue 0,0"].text == "the right arrow at row 1, column 1"


@pytest.mark.parametrize("name", EXAMPLES)
def test_with_every_clue_off_an_example_has_several_solutions(name):
    enc = GENRE.encode(example(name))
    rules = [g for g in enc.model.groups.values() if g.kind == "rule"]
    found = enc.model.solve(groups=rules)
    assert found is not None
    assert another_solution_exists(enc, rules, values_of(enc, found))


@pytest.mark.parametrize("name", ["hebi-01", "hebi-02", "hebi-03"])
def test_a_clue_switched_off_is_needed_exactly_when_removing_it_breaks_uniqueness(name):
    """The engine's "redundant clue" question, asked two ways: switch the
    clue's group off, or take the arrow off the board (the black cell stays)."""
    puzzle = example(name)
    enc = GENRE.encode(puzzle)
    solution = values_of(enc, enc.model.solve())
    needed = []
    for g in [g for g in enc.model.groups.values() if g.kind == "clue"]:
        rest = [h for h in enc.model.groups.values() if h is not g]
        by_group = another_solution_exists(enc, rest, solution)
        (cell,) = g.cells
        by_removal = analysis.solve_verdict(GENRE, puzzle.with_arrow(cell, None)).status
        assert by_removal in ("unique", "multiple")
        assert by_group == (by_removal == "multiple"), g.text
        needed.append(by_group)
    assert any(needed)   # the question has a real answer, not always "redundant"


def test_an_arrow_without_a_number_is_always_redundant():
    # hebi-02 with an arrow on each plain black cell: they only block sight,
    # which the black cell does anyway.
    puzzle = example("hebi-02")
    bare = sorted(puzzle.black - puzzle.arrow_map.keys())
    assert bare
    for cell in bare:
        puzzle = puzzle.with_arrow(cell, "up")
    assert analysis.solve_verdict(GENRE, puzzle).status == "unique"
    enc = GENRE.encode(puzzle)
    solution = values_of(enc, enc.model.solve())
    for cell in bare:
        rest = [g for n, g in enc.model.groups.items() if n != f"clue {cell[0]},{cell[1]}"]
        assert not another_solution_exists(enc, rest, solution)


@pytest.mark.parametrize("rule, puzzle, answer", [
    # a lone 3: no 2 and no 4 beside it
    ("rule snake-shape", board("..."), written(".3.")),
    # two snakes side by side, 1 by 1, 2 by 2, ...
    ("rule no-touching", board(".....", "....."), written("12345", "12345")),
    # two heads face to face across an empty cell
    ("rule eyes", board("..........."), written("54321.12345")),
])
def test_switching_a_rule_off_lets_a_non_solution_through(rule, puzzle, answer):
    assert check(puzzle, answer)              # not a solution
    assert not accepts(puzzle, answer)        # so the full encoding refuses it
    assert accepts(puzzle, answer, off=rule)  # but it passes with the rule off


def test_the_two_by_two_bend_leans_on_the_snake_shape_rule():
    """A 1 beside a 4 is one snake only when bent round a square, which only
    the snake-shape rule knows: with it off, a bare 1-4 pair goes through, so
    an explanation using the bend always names both rules."""
    puzzle = board("....")
    assert not accepts(puzzle, written("14.."))
    assert accepts(puzzle, written("14.."), off="rule snake-shape")


# ----- all groups on: exactly the solver it was ------------------------------
def _digest(items) -> str:
    return hashlib.sha256(repr(sorted(items)).encode()).hexdigest()[:16]


# Computed with the encoding before it had groups: (verdict, digest of the unique
# solution's digits, number of forced facts, digest of the forced facts).
BEFORE_GROUPS = {
    'hebi-01': ('unique', '4ad75554c0ebab9a', 135, '2beff63321e59d0b'),
    'hebi-01 half': ('multiple', None, 61, '3bbf6908e162a017'),
    'hebi-01 bare': ('multiple', None, 18, 'd21b9a7c4f8dec84'),
    'hebi-02': ('unique', '1854fcab1f1007c5', 260, '2f9f5fcd94fe3e9f'),
    'hebi-02 half': ('multiple', None, 115, '8253d9183928c52a'),
    'hebi-02 bare': ('multiple', None, 13, 'c0cc375adff34fed'),
    'hebi-03': ('unique', 'd66065265d38f0a1', 395, '1e9ff6808dbc2c0a'),
    'hebi-03 half': ('multiple', None, 110, '4c5c2d7f17653496'),
    'hebi-03 bare': ('multiple', None, 19, 'e5ed198be3991197'),
    'hebi-10x10': ('unique', '7f4c848c5c3f2d9d', 400, '7aeea7177aa4bc9f'),
    'hebi-10x10 half': ('multiple', None, 135, 'b2c3f06e8fe01f58'),
    'hebi-15x15': ('unique', 'e4db1685f87be9d5', 905, 'c35cc1129d49b974'),
    'hebi-15x15 half': ('multiple', None, 222, 'f4f741a12952a0ec'),
}


def _named_puzzle(key: str) -> HebiPuzzle:
    name, _, how = key.partition(" ")
    puzzle = example(name) if name in EXAMPLES else bench_puzzle(name)
    return {"": puzzle, "half": without_numbers(puzzle, 2), "bare": without_numbers(puzzle, 1)}[how]


@pytest.mark.parametrize("key", sorted(BEFORE_GROUPS))
def test_with_every_group_on_verdict_solution_and_forced_facts_are_unchanged(key):
    puzzle = _named_puzzle(key)
    verdict = analysis.solve_verdict(GENRE, puzzle)
    forced = analysis.forced_facts(GENRE, puzzle)
    for answer in verdict.solutions:
        assert check(puzzle, answer) == []
    solution = _digest(verdict.solutions[0].digits) if verdict.status == "unique" else None
    assert (verdict.status, solution, len(forced), _digest(forced.items())) == BEFORE_GROUPS[key]


# ----- hooks: marks as facts, facts in words -----------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_the_solution_as_marks_gives_the_encodings_values(name):
    puzzle = example(name)
    enc = GENRE.encode(puzzle)
    values = values_of(enc, enc.model.solve())
    solution = enc.decode(values)
    written_cells = solution.digit_map.keys()
    # Digits alone settle their own cells ...
    assert GENRE.answer_facts(puzzle, solution) == {
        f: v for f, v in values.items() if f[1] in written_cells}
    # ... and with a dot on every other white cell, the whole answer.
    dotted = HebiAnswer(solution.digits, frozenset(puzzle.white_cells()) - written_cells)
    assert GENRE.answer_facts(puzzle, dotted) == values


def test_a_digit_settles_its_cell_and_a_dot_rules_out_every_digit():
    puzzle = board("...", ".#.")
    answer = HebiAnswer(frozenset({((0, 1), 3)}), frozenset({(1, 2)}))
    assert GENRE.answer_facts(puzzle, answer) == {
        **{("digit", (0, 1), k): k == 3 for k in range(1, 6)},
        **{("digit", (1, 2), k): False for k in range(1, 6)}}
    # Marks where no white cell is (a black cell) have no fact.
    assert GENRE.answer_facts(puzzle, HebiAnswer(frozenset({((1, 1), 2)}))) == {}


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_fact_has_words_naming_its_place_and_its_cell_to_light_up(name):
    puzzle = example(name)
    for fact in GENRE.encode(puzzle).facts:
        _, cell, k = fact
        assert GENRE.fact_text(puzzle, fact, True) == f"{cell_name(cell)} holds a {k}"
        assert GENRE.fact_text(puzzle, fact, False) == f"{cell_name(cell)} holds no {k}"
        assert GENRE.fact_cells(puzzle, fact) == (cell,)


def test_facts_of_one_cell_read_as_one_phrase():
    puzzle = board("...")
    empty = {("digit", (0, 0), k): False for k in range(1, 6)}
    two = {("digit", (0, 1), k): k == 2 for k in range(1, 6)}
    some = {("digit", (0, 2), 1): False, ("digit", (0, 2), 3): False}
    assert GENRE.facts_text(puzzle, {**two, **some, **empty}) == [
        "row 1, column 1 stays empty", "row 1, column 2 holds a 2",
        "row 1, column 3 holds no 1 or 3"]
