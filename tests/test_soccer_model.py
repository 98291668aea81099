"""Ore Soccer model and formats: editing, the strict-moves option, native JSON
round trips, clear messages on bad files, and the bundled examples."""
from __future__ import annotations

import json
import random
from importlib import resources

import pytest

from genres.core import nativefile
from genres.core.analysis import solve_verdict
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.registry import get_genre
from genres.soccer import GENRE
from genres.soccer.model import BLACK, EMPTY, GOAL, WHITE, SoccerAnswer, SoccerPuzzle

from test_soccer_rules import BASE, BASE_ANSWER

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("soccer-") and p.name.endswith(".json"))


def example_path(name: str) -> str:
    return str(resources.files("resources").joinpath("examples", name))


# ----- the genre and its option ----------------------------------------------------

def test_the_genre_is_registered_as_ore_soccer():
    assert get_genre("ore-soccer") is GENRE
    assert GENRE.name == "Ore Soccer"
    assert resources.files("resources").joinpath("help", GENRE.help_resource).is_file()


def test_strict_moves_is_a_puzzle_option_that_is_off_by_default():
    puzzle = GENRE.new_puzzle(6, 6)
    [option] = GENRE.puzzle_options(puzzle)
    assert (option.key, option.value) == ("strict_moves", False)
    strict = GENRE.with_option(puzzle, "strict_moves", True)
    assert strict.strict_moves and GENRE.puzzle_options(strict)[0].value is True
    with pytest.raises(KeyError):
        GENRE.with_option(puzzle, "colour", True)
    with pytest.raises(ValueError):
        GENRE.with_option(puzzle, "strict_moves", "yes")


# ----- editing ----------------------------------------------------------------------

def test_a_cell_holds_one_thing_and_a_number_lives_on_a_white_circle():
    p = SoccerPuzzle.empty(4, 4).with_number((2, 2), 3)
    assert p.kind((2, 2)) == WHITE and p.number((2, 2)) == 3
    p = p.with_kind((2, 2), BLACK)
    assert p.kind((2, 2)) == BLACK and p.numbers == frozenset()
    p = p.with_kind((2, 2), GOAL).with_kind((2, 2), EMPTY)
    assert p == SoccerPuzzle.empty(4, 4)
    with pytest.raises(ValueError):
        SoccerPuzzle(2, 2, white=frozenset({(0, 0)}), black=frozenset({(0, 0)}))
    with pytest.raises(ValueError):
        SoccerPuzzle(2, 2, numbers=frozenset({((0, 0), 1)}))


def test_setting_the_goal_run_replaces_the_old_goal_and_clears_circles_there():
    p = SoccerPuzzle.empty(3, 5).with_goal_run(0, 0, 1).with_kind((0, 3), WHITE)
    p = p.with_goal_run(0, 4, 2)
    assert p.goal == {(0, 2), (0, 3), (0, 4)} and p.white == frozenset()


def test_an_answer_refuses_jumps_and_two_moves_from_one_circle():
    with pytest.raises(ValueError):
        SoccerAnswer(((0, 0), (0, 2)))
    with pytest.raises(ValueError):
        SoccerAnswer(moves=frozenset({((1, 1), (1, 3))}))
    with pytest.raises(ValueError):
        SoccerAnswer(moves=frozenset({((1, 1), (1, 2)), ((1, 1), (0, 1))}))
    a = SoccerAnswer().with_move((1, 1), (0, 0))
    assert a.destination((1, 1)) == (0, 0) and a.with_move((1, 1), (1, 1)) == SoccerAnswer()


def test_shrinking_the_grid_drops_what_no_longer_fits():
    small = GENRE.resized(BASE, 3, 5)
    assert small.white == {(2, 3)} and small.black == {(1, 3)}
    cleaned = GENRE.clean_answer(small, BASE_ANSWER)
    assert cleaned.moves == BASE_ANSWER.moves and cleaned.path == ()   # the path began at row 4


def test_removing_a_circle_drops_its_move():
    puzzle = BASE.with_kind((2, 3), EMPTY)
    assert GENRE.clean_answer(puzzle, BASE_ANSWER).moves == frozenset()


# ----- native JSON -------------------------------------------------------------------

def test_puzzle_and_answer_survive_a_round_trip_through_a_file(tmp_path):
    puzzle = BASE.with_strict_moves(True)
    doc = Document(GENRE, puzzle, BASE_ANSWER, {"title": "Round trip"})
    path = str(tmp_path / "round.json")
    nativefile.save(doc, path)
    again = nativefile.load(path)
    assert again.genre is GENRE
    assert again.puzzle == puzzle and again.answer == BASE_ANSWER
    assert again.metadata["title"] == "Round trip"
    data = json.loads(nativefile.dumps(doc))
    assert data["puzzle"]["grid"][0] == "..g.." and data["puzzle"]["strict_moves"] is True
    assert data["answer"]["moves"] == [[2, 3, 2, 2]]


def test_loose_steps_a_hint_filled_in_survive_a_file_and_the_path_takes_them_in(tmp_path):
    """Steps known away from the path (a hint filled in before the path
    gets there) are kept with the answer, and a path drawn up to one end of
    them runs on along them."""
    loose = SoccerAnswer((), BASE_ANSWER.moves, frozenset({((2, 2), (3, 1)), ((1, 2), (2, 2))}))
    doc = Document(GENRE, BASE, loose, {})
    path = str(tmp_path / "loose.json")
    nativefile.save(doc, path)
    assert nativefile.load(path).answer == loose
    assert json.loads(nativefile.dumps(doc))["answer"]["loose"] == [[1, 2, 2, 2], [2, 2, 3, 1]]
    drawn = loose.with_path([(4, 0), (3, 1)])
    assert drawn.path == ((4, 0), (3, 1), (2, 2), (1, 2)) and drawn.loose == frozenset()
    # Where two loose steps go on from the path's end, it does not guess.
    fork = SoccerAnswer(loose=frozenset({((3, 1), (2, 2)), ((2, 1), (3, 1))}))
    assert fork.with_path([(4, 0), (3, 1)]).path == ((4, 0), (3, 1))
    # Written either way round, a step is one step.
    assert SoccerAnswer(loose=frozenset({((3, 1), (2, 2))})).loose == {((2, 2), (3, 1))}


@pytest.mark.parametrize("change, words", [
    ({"grid": ["..g..", "...#.", "...o.", "#o#..", "o..?."]}, "unknown cell"),
    ({"grid": ["..g.."]}, "list of 5 rows"),
    ({"numbers": [[4, 4, 1]]}, "not on a white circle"),
    ({"numbers": [[3, 1, 0]]}, "must be 1 to"),
    ({"numbers": [[3, 1]]}, "bad number entry"),
    ({"strict_moves": "yes"}, "true or false"),
    ({"rows": 0}, "rows must be between"),
])
def test_a_bad_puzzle_is_refused_with_a_message_naming_the_problem(change, words):
    data = dict(GENRE.puzzle_to_json(BASE), **change)
    with pytest.raises(PuzzleFormatError, match=words):
        GENRE.puzzle_from_json(data)


@pytest.mark.parametrize("data, words", [
    ({"path": [[4, 0], [2, 2]]}, "jumps"),
    ({"path": [[9, 9]]}, "leaves the grid"),
    ({"path": "up"}, "must be a list"),
    ({"moves": [[0, 0, 0, 1]]}, "no white circle"),
    ({"moves": [[2, 3, 0, 3]]}, "one step"),
    ({"moves": [[2, 3, 2, 2], [2, 3, 1, 3]]}, "two moves"),
    ({"loose": [[1, 1, 3, 3]]}, "loose step from row 1, column 1 to row 3, column 3"),
    ({"loose": [[4, 4, 5, 4]]}, "neighbouring cells of the grid"),
    ({"loose": [[1, 1]]}, "bad loose step entry"),
    ([], "JSON object"),
])
def test_a_bad_answer_is_refused_with_a_message_naming_the_problem(data, words):
    with pytest.raises(PuzzleFormatError, match=words):
        GENRE.answer_from_json(BASE, data)


# ----- the bundled examples -------------------------------------------------------------

def test_at_least_three_examples_ship_one_of_them_at_least_eight_by_eight():
    assert len(EXAMPLES) >= 3
    sizes = [GENRE.size(nativefile.load(example_path(n)).puzzle) for n in EXAMPLES]
    assert any(rows >= 8 and cols >= 8 for rows, cols in sizes)


@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_is_well_made_and_has_exactly_one_solution(name):
    doc = nativefile.load(example_path(name))
    assert doc.metadata.get("title") and GENRE.is_blank(doc.puzzle, doc.answer)
    assert GENRE.construction_problems(doc.puzzle) == []
    verdict = solve_verdict(GENRE, doc.puzzle)
    assert verdict.status == "unique"
    solution = verdict.solutions[0]
    assert GENRE.check(doc.puzzle, solution) == []
    assert solution.moves, "an example shows at least one move"


def test_the_generator_makes_a_unique_puzzle_its_planted_answer_solves():
    from genres.soccer.generator import generate
    puzzle, planted = generate(6, 6, random.Random(11), circles=4)
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "unique" and verdict.solutions == [planted]
    assert len(puzzle.white) == len(puzzle.black) == 4
    again, _ = generate(6, 6, random.Random(11), circles=4)
    assert again == puzzle, "a seed gives the same puzzle every time"



def test_the_command_line_solves_checks_and_exports_an_example(tmp_path, qapp):
    import io

    from editor.cli import run_cli
    solved = str(tmp_path / "solved.json")
    out = io.StringIO()
    assert run_cli(["solve", example_path("soccer-02.json"), "-o", solved], out, io.StringIO()) == 0
    assert out.getvalue().startswith("unique")
    out = io.StringIO()
    assert run_cli(["check", solved], out, io.StringIO()) == 0 and "solved" in out.getvalue()
    out = io.StringIO()
    assert run_cli(["check", example_path("soccer-02.json")], out, io.StringIO()) == 1
    assert "path-missing" in out.getvalue()
    for ext in ("png", "svg", "pdf"):
        image = tmp_path / f"board.{ext}"
        assert run_cli(["export", solved, str(image), "--solution"], io.StringIO(), io.StringIO()) == 0
        assert image.stat().st_size > 1000
