"""The bundled Hebi-Ichigo examples: they load, have exactly one solution, and
that solution passes the checker."""
from __future__ import annotations

import json
from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.hebi import GENRE

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("hebi-") and p.name.endswith(".json"))


def example_path(name: str) -> str:
    return str(resources.files("resources").joinpath("examples", name))


def test_at_least_three_examples_ship_one_of_them_at_least_ten_by_ten():
    assert len(EXAMPLES) >= 3
    sizes = [GENRE.size(nativefile.load(example_path(n)).puzzle) for n in EXAMPLES]
    assert any(rows >= 10 and cols >= 10 for rows, cols in sizes)


@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_loads_with_a_title_and_no_answer_given_away(name):
    doc = nativefile.load(example_path(name))
    assert doc.genre is GENRE
    assert doc.metadata.get("title") and doc.metadata.get("author") == "Puzzlewright"
    with open(example_path(name), encoding="utf-8") as f:
        assert "answer" not in json.load(f)
    assert GENRE.is_blank(doc.puzzle, doc.answer)
    assert GENRE.construction_problems(doc.puzzle) == []


@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_has_exactly_one_solution_and_the_checker_accepts_it(name):
    puzzle = nativefile.load(example_path(name)).puzzle
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "unique"
    solution = verdict.solutions[0]
    assert solution.digits, "a solution writes at least one snake"
    assert GENRE.check(puzzle, solution) == []
    assert any(n is not None and n > 0 for _, _, n in puzzle.arrows)


def test_the_generator_makes_a_unique_puzzle_its_planted_snakes_solve():
    import random

    from genres.hebi.generator import generate
    puzzle, planted = generate(6, 6, random.Random(7))
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "unique"
    assert verdict.solutions[0].digits == planted.digits
    assert GENRE.check(puzzle, planted) == []
    again, _ = generate(6, 6, random.Random(7))
    assert again == puzzle, "a seed gives the same puzzle every time"
