"""The bundled Corral examples: each loads, has exactly one solution, and that
solution passes the checker; and the generator makes such puzzles."""
from __future__ import annotations

from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.corral import GENRE
from genres.corral.generator import generate, random_inside
from genres.corral.model import ADDITIVE_MULTIPLICATIVE, STANDARD, answer_from_inside, inside_cells

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("corral-") and p.name.endswith(".json"))


def load(name: str):
    text = resources.files("resources").joinpath("examples", name).read_text(encoding="utf-8")
    return nativefile.loads(text)


def test_there_are_at_least_three_examples_of_each_variant_with_a_10x10_each():
    docs = [load(name) for name in EXAMPLES]
    for variant in (STANDARD, ADDITIVE_MULTIPLICATIVE):
        mine = [d.puzzle for d in docs if d.puzzle.variant == variant]
        assert len(mine) >= 3, variant
        assert any((p.rows, p.cols) == (10, 10) for p in mine), variant


@pytest.mark.parametrize("name", EXAMPLES)
def test_each_example_has_one_solution_that_the_checker_accepts(name):
    doc = load(name)
    assert doc.genre is GENRE
    assert doc.metadata["author"] == "Puzzlewright" and doc.metadata["title"]
    assert GENRE.is_blank(doc.puzzle, doc.answer), "an example must not ship its answer"
    assert GENRE.construction_problems(doc.puzzle) == []
    verdict = solve_verdict(GENRE, doc.puzzle)
    assert verdict.status == "unique"
    assert GENRE.check(doc.puzzle, verdict.solutions[0]) == []


@pytest.mark.parametrize("variant", [STANDARD, ADDITIVE_MULTIPLICATIVE])
def test_the_generator_makes_a_unique_puzzle_from_a_seed_the_same_every_time(variant):
    a = generate(5, 5, variant, seed=7)
    assert a == generate(5, 5, variant, seed=7)
    verdict = solve_verdict(GENRE, a)
    assert verdict.status == "unique"
    assert GENRE.construction_problems(a) == []
    # No number can go: without any one of them (or one pair) the solution is no longer unique.
    solution = inside_cells(a, verdict.solutions[0])
    for cell in sorted(a.number_map):
        fewer = a.with_number(cell, None)
        if variant == ADDITIVE_MULTIPLICATIVE:
            fewer = fewer.with_number(a.partner(cell), None)
        assert solve_verdict(GENRE, fewer).status == "multiple", cell
    assert all(cell in solution for cell in a.number_map)


def test_a_random_region_is_always_the_inside_of_one_proper_loop():
    import random
    rng = random.Random(3)
    for _ in range(20):
        p = GENRE.new_puzzle(6, 7)
        inside = random_inside(6, 7, rng, fill=rng.uniform(0.2, 0.8))
        assert GENRE.check(p, answer_from_inside(p, inside)) == []


def test_the_ring_round_a_cell_clears_it_only_when_no_hole_follows():
    """The region grows checking the eight cells round a new one before the
    whole board (generator._outside_joined_round): whenever the ring says the
    outside stays joined, the whole board has no hole; it clears most cells,
    and a cell closing a pocket against the border is left to the board."""
    import random

    from genres.core.grid import Grid
    from genres.corral import generator
    from genres.corral.regions import outside_holes
    rng = random.Random(1)
    cleared = asked = 0
    for _ in range(60):
        rows, cols = rng.randrange(3, 11), rng.randrange(3, 11)
        grid = Grid(rows, cols)
        region = set(random_inside(rows, cols, rng, fill=rng.uniform(0.2, 0.8)))
        for cell in grid.cells():
            if cell not in region:
                asked += 1
                if generator._outside_joined_round(grid, region, cell):
                    cleared += 1
                    assert not outside_holes(grid, region | {cell}), (sorted(region), cell)
    assert cleared > asked * 0.8
    # A C-shaped region round (1, 1): taking (1, 2) in would shut (1, 1) off
    # from the border; the outside on its two sides is not joined round it.
    grid = Grid(4, 4)
    c_shape = {(0, 0), (0, 1), (0, 2), (1, 0), (2, 0), (2, 1), (2, 2)}
    assert not outside_holes(grid, c_shape)
    assert not generator._outside_joined_round(grid, c_shape, (1, 2))
    assert outside_holes(grid, c_shape | {(1, 2)}) == [[(1, 1)]]
    assert not generator._keeps_one_loop(grid, c_shape, (1, 2))
    # On a board one row high, the border joins the outside above and below
    # a cell, though the ring round it runs through inside cells either side.
    assert generator._outside_joined_round(Grid(1, 5), {(0, 1), (0, 3)}, (0, 2))

def test_the_ring_check_grows_the_very_regions_the_whole_board_check_grew(monkeypatch):
    """Same seed, same region, with and without the ring (it only spares work)."""
    import random

    from genres.corral import generator
    with_ring = [random_inside(12, 12, random.Random(seed), fill=0.55) for seed in range(6)]
    monkeypatch.setattr(generator, "_outside_joined_round", lambda grid, region, cell: False)
    assert with_ring == [random_inside(12, 12, random.Random(seed), fill=0.55) for seed in range(6)]


def test_a_region_one_flip_from_another_solution_is_dropped_without_the_solver():
    """An A/M Corral region is dropped when its numbers cannot pin it down (a
    standard region numbers every inside cell, so a flip always shows); a cell whose flip
    leaves every number read right (generator._one_cell_away) proves it at
    once.  Every such flip is checked here by the rules: the flipped region
    with all the numbers passes the checker, so the puzzle has two solutions;
    and no region the solver finds unique is ever dropped so."""
    import random

    from genres.core.grid import Grid
    from genres.corral import generator
    variant = ADDITIVE_MULTIPLICATIVE
    rng = random.Random(7)
    rows = cols = 7
    grid = Grid(rows, cols)
    centre = (rows // 2, cols // 2) if variant == ADDITIVE_MULTIPLICATIVE else None
    proved = 0
    for _ in range(25):
        inside = generator.random_inside(rows, cols, rng, rng.uniform(0.4, 0.6), centre,
                                         3.0 if centre else 0.0)
        groups = generator.clue_groups(rows, cols, inside, variant)
        if not groups:
            continue
        values = {g: generator.numbers_for(grid, inside, g, rng) for g in groups}
        puzzle = generator._puzzle(rows, cols, variant, values, groups)
        assert GENRE.check(puzzle, answer_from_inside(puzzle, inside)) == []
        flip = generator._one_cell_away(grid, set(inside), values, variant)
        if flip is None:
            continue
        proved += 1
        other = set(inside) ^ {flip}
        assert GENRE.check(puzzle, answer_from_inside(puzzle, frozenset(other))) == [], flip
        assert solve_verdict(GENRE, puzzle).status == "multiple"
    assert proved >= 3, "no region was dropped by a flip: the test shows nothing"
