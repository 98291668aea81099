"""`puzzlewright explain` and `puzzlewright grade`: steps one per line or one
JSON object, the README's keys, exit codes, games and bad input refused."""
from __future__ import annotations

import io
import json
from importlib import resources

import pytest

from editor.cli import run_cli
from genres.core import nativefile
from genres.core.explain_steps import jsonable
from tests.test_cli import SQUARE_LOOP, write_puzzle
from tests.test_hostile_input import GAME, one_line_error


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_cli([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def example(name: str) -> str:
    return str(resources.files("resources").joinpath("examples", name))


def test_explain_prints_one_line_per_step_then_the_solution_and_difficulty():
    code, out, err = run("explain", example("corral-01.json"))
    assert code == 0 and err == ""
    lines = out.splitlines()
    steps = [l for l in lines if l.split("\t")[0].isdigit()]
    assert steps and all(len(l.split("\t")) == 5 for l in steps)
    number, kind, facts, clues, text = steps[0].split("\t")
    assert number == "1" and kind == "deduction"
    assert facts.startswith("facts: ") and clues.startswith("clues: ") and text.endswith(".")
    assert f"unique: {len(steps)} steps" in lines
    assert any(l.startswith("difficulty: ") and "star" in l for l in lines)


def test_explain_json_has_steps_solution_and_difficulty_like_solve():
    code, out, _ = run("explain", "--json", example("hebi-01.json"))
    data = json.loads(out)
    assert code == 0 and data["status"] == "unique"
    _, solved, _ = run("solve", "--json", example("hebi-01.json"))
    assert data["solution"] == json.loads(solved)["solutions"][0]
    step = data["steps"][0]
    for key in ("facts", "clues", "rules", "known", "text", "cost", "level", "kind", "step"):
        assert key in step
    assert {"fact", "value", "text", "cells"} <= set(step["facts"][0])
    assert set(data["difficulty"]) == {"stars", "band", "hardest_level", "hardest_step",
                                       "steps_per_level", "reason"}


def test_explain_several_solutions_ends_with_what_cannot_be_deduced(tmp_path):
    several = write_puzzle(tmp_path, "several", ["o..", "...", "..."], circle=0)
    code, out, _ = run("explain", "--json", several)
    data = json.loads(out)
    assert code == 1 and data["status"] == "multiple" and data["solution"] is None
    assert data["steps"][-1]["kind"] == "stuck" and data["steps"][-1]["undecided"]


def test_explain_no_solution_exits_2(tmp_path):
    impossible = write_puzzle(tmp_path, "impossible", ["o#", ".."], circle=0)
    code, out, _ = run("explain", impossible)
    assert code == 2 and "no solution" in out.lower()


def test_explain_from_the_answer_starts_from_the_stored_marks(tmp_path):
    path = write_puzzle(tmp_path, "square", ["o.", ".."], circle=0, links=SQUARE_LOOP)
    code, out, _ = run("explain", "--json", "--from-answer", path)
    data = json.loads(out)
    assert code == 0 and data["status"] == "unique"
    doc = nativefile.load(str(path))
    marks = {json.dumps(jsonable(f)) for f in doc.genre.answer_facts(doc.puzzle, doc.answer)}
    settled = {json.dumps(f["fact"]) for s in data["steps"] for f in s["facts"]}
    assert not marks & settled      # the stored marks are known, never settled again
    _, solved, _ = run("solve", "--json", path)
    assert data["solution"] == json.loads(solved)["solutions"][0]


def test_grade_prints_difficulty_and_redundant_clues():
    code, out, err = run("grade", example("corral-01.json"))
    assert code == 0 and err == ""
    assert out.splitlines()[0] == "unique"
    assert "difficulty: " in out and "redundant clues" in out


def test_grade_json_keys():
    code, out, _ = run("grade", "--json", example("soccer-01.json"))
    data = json.loads(out)
    assert code == 0
    assert set(data) == {"status", "genre", "difficulty", "steps", "redundant_clues",
                         "suggested_clues"}
    assert data["difficulty"]["stars"] >= 1
    # The stars and their word follow Ore Soccer's own bands on a 6x6 (the
    # Generate dialog's words): a level 9 step is hard there, 4 stars.
    from genres.core.generation import bands_for, level_of, maker_for
    d = data["difficulty"]
    assert d["band"] == level_of(d["hardest_level"], bands_for(maker_for("ore-soccer"), 6, 6))
    assert d["stars"] in ((1, 2) if d["band"] == "easy" else (3,) if d["band"] == "medium" else (4, 5))


@pytest.mark.parametrize("verb", ["explain", "grade"])
def test_a_game_is_refused_in_one_line(tmp_path, verb):
    game = tmp_path / "game.gates"
    game.write_text(GAME, encoding="utf-8")
    code, out, err = run(verb, str(game))
    one_line_error(code, err)
    assert "two-player game" in err and out == ""


@pytest.mark.parametrize("verb", ["explain", "grade"])
def test_bad_input_is_one_line_exit_3(tmp_path, verb):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    one_line_error(*run(verb, str(bad))[::2])
    one_line_error(*run(verb, str(tmp_path / "missing.json"))[::2])
    one_line_error(*run(verb)[::2])
