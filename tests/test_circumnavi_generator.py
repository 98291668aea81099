"""The Circumnavi-Gates maker's clue reduction (genres/circumnavi/generator.py): what it
keeps is still solved by the loop it planted, and only by it; a removal that loop no
longer solves never costs a solver verdict."""
import random

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi import generator as G
from genres.circumnavi.model import CircumnaviAnswer
from genres.core.analysis import solve_verdict


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_reduced_puzzle_has_the_planted_loop_as_its_one_solution(seed):
    puzzle, loop = G.generate(8, 8, seed)
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "unique"
    assert verdict.solutions[0].links == frozenset(loop)


def test_removals_the_planted_loop_does_not_solve_are_refused_without_the_solver(monkeypatch):
    asked, refused = [], []
    real_verdict = G._verdict
    real_check = G.check

    def verdict(puzzle):
        asked.append(puzzle)
        return real_verdict(puzzle)

    def checked(puzzle, answer):
        problems = real_check(puzzle, answer)
        if problems:
            refused.append([p.code for p in problems])
        return problems

    monkeypatch.setattr(G, "_verdict", verdict)
    monkeypatch.setattr(G, "check", checked)
    for seed in range(6):
        rng = random.Random(seed)
        design = G.build_solution_board(8, 8, rng, 0.5, 2, 6, fill=0.8)
        if not design.label_ends:
            continue
        unique = G.make_unique(design)
        if unique is None:
            continue
        asked.clear()
        G.reduce_clues(unique, rng, loop=design.loop)
        planted = CircumnaviAnswer(links=frozenset(design.loop))
        # every puzzle the solver was asked about is one the planted loop solves
        assert asked and all(real_check(p, planted) == [] for p in asked)
    # the rule check did turn some removals away (a gate gone ahead of a labelled one)
    assert any("gate-order" in codes for codes in refused)


def test_the_makers_verdicts_solve_the_whole_puzzle(monkeypatch):
    """The maker's verdicts ask with every group on, so the loop check may cut a
    stray cycle over its whole region (as analysis.solve_verdict does); with the
    explanations' narrower cycle cuts a 15x15 design's verdicts took 7,000-20,000
    lazy rounds each, and one seed over 25 minutes."""
    seen = []
    encode = GENRE.encode

    def recording(puzzle):
        encoding = encode(puzzle)
        solve = encoding.model.solve

        def solve_and_record(*args, **kwargs):
            seen.append(encoding.model.whole_puzzle)
            return solve(*args, **kwargs)

        encoding.model.solve = solve_and_record
        return encoding

    monkeypatch.setattr(GENRE, "encode", recording)
    puzzle, loop = G.generate(6, 6, 4)
    assert seen and all(seen)
    assert solve_verdict(GENRE, puzzle).solutions[0].links == frozenset(loop)


def test_a_removal_verdict_past_its_budget_keeps_the_clue(monkeypatch):
    """generation.is_unique asks with a budget: a removal not shown to keep the
    puzzle unique within it is refused (the clue stays) instead of running on
    (a 15x15 removal's first solve ran for over ten minutes)."""
    from genres.core import analysis, generation
    from genres.core.sat import SolveUndecided
    asked = []

    def undecided(genre, puzzle, token=None, **budget):
        asked.append(budget)
        raise SolveUndecided()

    puzzle, _ = G.generate(6, 6, 4)
    monkeypatch.setattr(analysis, "solve_verdict", undecided)
    assert generation.is_unique(GENRE, puzzle) is False
    assert asked == [{"max_rounds": analysis.VERDICT_ROUNDS,
                      "max_conflicts": analysis.VERDICT_CONFLICTS}]
    # the maker's own verdicts have the same budget: past it, no verdict
    assert G._verdict(puzzle) is None and len(asked) == 2
    monkeypatch.undo()
    assert generation.is_unique(GENRE, puzzle) is True
