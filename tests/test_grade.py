"""Difficulty stars from the steps, and redundant clues proved by the solver."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from genres.core.explain import explain
from genres.core.explain_steps import DEDUCTION, GroupRef, Step
from genres.core.grading import difficulty, redundant_clues, stars_for
from tests.explain_check import FreshProof
from tests.test_explain import GENRE, ROW_OF_THREE, small_puzzles
from tests.toy_shading import ShadingPuzzle


def _step(clues: int, rules: int = 0, known: int = 0) -> Step:
    groups = [GroupRef(f"clue {i}", "clue", f"clue {i}") for i in range(clues)]
    groups += [GroupRef(f"rule {i}", "rule", f"the rule {i}") for i in range(rules)]
    return Step(DEDUCTION, facts={("f", 0): True}, groups=groups,
                known={("k", i): True for i in range(known)})


def test_stars_follow_the_hardest_step_and_the_reason_names_it():
    steps = [_step(1), _step(1, 1), _step(4, 1, 2), _step(2)]
    d = difficulty(steps)
    assert d.hardest_step == 3 and d.hardest_level == 4 + 1 + 1
    assert d.stars == 4
    assert d.reason == "needs 4 clues, the rule 0 and 2 known facts at once at step 3"
    assert d.steps_per_level == {1: 1, 2: 2, 6: 1}


def test_the_star_scale_rises_with_what_a_step_holds_at_once():
    assert [stars_for(n) for n in range(10)] == [1, 1, 1, 2, 3, 3, 4, 4, 5, 5]


def test_an_easy_puzzle_gets_one_star():
    d = difficulty(explain(GENRE, ROW_OF_THREE).steps)
    assert d.stars == 1 and d.reason == "needs 1 clue at once at step 2"


def test_no_steps_nothing_to_grade():
    assert difficulty([]).stars == 0


def test_a_clue_the_others_already_imply_is_redundant():
    # The lone 2 is needed.  In 1x4 only column 2 is free (the rest hold
    # numbers); either 1 shades it, and the 0 says nothing new: each clue on
    # its own can go (not all of them together).
    puzzle = ShadingPuzzle(1, 3, (((0, 1), 2),))
    status, redundant = redundant_clues(GENRE, puzzle)
    assert status == "unique" and redundant == []
    twice = ShadingPuzzle(1, 4, (((0, 0), 1), ((0, 2), 1), ((0, 3), 0)))
    status, redundant = redundant_clues(GENRE, twice)
    assert status == "unique"
    assert {g.name for g in redundant} == {"clue 0,0", "clue 0,2", "clue 0,3"}


def test_clue_analysis_of_a_puzzle_that_is_not_unique():
    assert redundant_clues(GENRE, ShadingPuzzle(1, 3, (((0, 1), 1),))) == ("multiple", [])
    assert redundant_clues(GENRE, ShadingPuzzle(1, 3, (((0, 0), 1), ((0, 2), 0)))) == ("none", [])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_puzzles())
def test_redundant_clues_are_exactly_those_a_fresh_solver_can_do_without(puzzle):
    status, redundant = redundant_clues(GENRE, puzzle)
    if status != "unique":
        return
    proof = FreshProof(GENRE, puzzle)
    solution = proof.model.solve()
    values = {f: solution[v] for f, v in proof.encoding.facts.items()}
    differs = proof.model.new_bool()
    proof.model.add_clause([-differs] + [-proof.lit(f, v) for f, v in values.items()])
    names = {g.name for g in redundant}
    for name, group in proof.groups.items():
        if group.kind != "clue":
            continue
        others = [n for n in proof.groups if n != name]
        unique_without = not proof.has_solution(others, {}, [differs])
        assert unique_without == (name in names), name


# ----- suggested clues for a puzzle with several solutions ----------------------------
def test_suggested_clues_make_a_puzzle_unique_and_each_is_checked():
    from genres.core.analysis import solve_verdict
    from genres.core.clue_analysis import suggest_clues
    # One end of the row is shaded, either one: a number on the other end settles it.
    puzzle = ShadingPuzzle(1, 3, (((0, 1), 1),))
    assert solve_verdict(GENRE, puzzle).status == "multiple"
    suggestions = suggest_clues(GENRE, puzzle)
    assert suggestions and suggestions[0].unique
    assert [s.free_facts for s in suggestions] == sorted(s.free_facts for s in suggestions)
    for s in suggestions:
        verdict = solve_verdict(GENRE, s.puzzle)
        assert (verdict.status == "unique") == s.unique
        assert s.text.startswith("a ") and len(s.puzzle.clues) == 2


def test_no_suggestions_for_a_unique_puzzle_or_a_genre_without_candidates():
    from genres.core.clue_analysis import suggest_clues
    from tests.toy_loop import LoopGenre, LoopPuzzle
    assert suggest_clues(GENRE, ROW_OF_THREE) == []
    assert suggest_clues(LoopGenre(), LoopPuzzle(3, 3)) == []


def test_stars_say_what_the_difficulty_words_say_for_every_genre_and_size():
    """A medium puzzle has 3 stars whatever its genre and board: easy is 1-2
    stars, medium 3, hard 4-5, on the genre's bands moved up with the board
    (a medium 12x12 Ore Soccer, level 9-10, was "5 stars" on the fixed scale)."""
    from genres.core.generation import MAKER_MODULES, bands_for, level_of, maker_for, star_scale
    from genres.core.grading import BANDS_BY_STARS
    for key in MAKER_MODULES:
        for side in (5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 20):
            bands = bands_for(maker_for(key), side, side)
            scale = star_scale(key, side, side)
            for level in range(25):
                assert BANDS_BY_STARS[stars_for(level, scale)] == level_of(level, bands), (key, side, level)
            assert stars_for(bands["medium"][0], scale) == stars_for(bands["medium"][1], scale) == 3
    assert star_scale("corral", 7, 7) == (2, 3, 5, 7)       # the default bands: the default scale
    assert stars_for(10, star_scale("ore-soccer", 12, 12)) == 3
    assert stars_for(10, star_scale("corral", 6, 6)) == 5


def test_a_genre_the_generator_does_not_make_keeps_the_default_scale():
    from genres.core.generation import star_scale
    from genres.core.grading import STAR_LEVELS
    assert star_scale("gates", 7, 7) == STAR_LEVELS


def test_the_difficulty_names_its_band_in_json():
    d = difficulty([_step(4, 1, 2)])
    assert d.to_json()["band"] == d.band == "hard" and d.stars == 4
    assert difficulty([]).band == ""
