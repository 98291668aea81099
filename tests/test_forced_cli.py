"""`puzzlewright forced`: the facts every solution shares, as the overlay shows
them, each checked here by a fresh solver; verdict, exit codes, JSON keys."""
from __future__ import annotations

import json
from dataclasses import replace

from genres.core import nativefile
from genres.core.analysis import forced_facts, solve_verdict
from genres.core.explain_steps import jsonable
from tests.test_explain_cli import example, run
from tests.test_hostile_input import GAME, one_line_error


def holds_in_every_solution(genre, puzzle, fact, value) -> bool:
    """A fresh encoding: no solution has the fact the other way."""
    enc = genre.encode(puzzle)
    var = enc.facts[fact]
    return enc.model.solve([-var if value else var]) is None


def test_forced_prints_the_verdict_then_the_facts_the_overlay_shows():
    path = example("corral-01.json")
    doc = nativefile.load(path)
    code, out, err = run("forced", path)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "unique"
    trivial = doc.genre.trivial_facts(doc.puzzle)
    expected = {f: v for f, v in forced_facts(doc.genre, doc.puzzle).items() if f not in trivial}
    assert lines[1:1 + len(expected)] == [doc.genre.fact_text(doc.puzzle, f, v)
                                          for f, v in expected.items()]
    assert lines[-1] == f"({len(trivial)} more need no deduction; --all prints them)"
    code, out_all, _ = run("forced", path, "--all")
    assert len(out_all.splitlines()) == 1 + len(expected) + len(trivial)


def test_forced_json_keys_and_every_fact_checked_by_a_fresh_solver():
    path = example("hebi-01.json")
    doc = nativefile.load(path)
    code, out, _ = run("forced", path, "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == {"status", "genre", "forced", "trivial"}
    assert data["status"] == "unique" and data["genre"] == doc.genre.key and data["forced"]
    by_json = {json.dumps(jsonable(f)): f for f in doc.genre.encode(doc.puzzle).facts}
    for item in data["forced"]:
        assert set(item) == {"fact", "value", "text", "cells"}
        fact = by_json[json.dumps(item["fact"])]
        assert holds_in_every_solution(doc.genre, doc.puzzle, fact, item["value"])


def test_a_puzzle_with_several_solutions_lists_only_what_they_share(tmp_path):
    doc = nativefile.load(example("corral-01.json"))
    genre = doc.genre
    # Remove clues until several solutions remain.
    puzzle = doc.puzzle
    for p, n in sorted(puzzle.numbers):
        puzzle = replace(puzzle, numbers=puzzle.numbers - {(p, n)})
        if solve_verdict(genre, puzzle).status == "multiple":
            break
    assert solve_verdict(genre, puzzle).status == "multiple"
    path = tmp_path / "open.json"
    nativefile.save(type(doc)(genre, puzzle), str(path))
    code, out, _ = run("forced", path, "--json", "--all")
    data = json.loads(out)
    assert code == 1 and data["status"] == "multiple"
    assert len(data["forced"]) < len(genre.encode(puzzle).facts)
    by_json = {json.dumps(jsonable(f)): f for f in genre.encode(puzzle).facts}
    for item in data["forced"]:
        assert holds_in_every_solution(genre, puzzle, by_json[json.dumps(item["fact"])],
                                       item["value"])


def test_forced_refuses_a_game_and_bad_input_in_one_line(tmp_path):
    game = tmp_path / "game.txt"
    game.write_text(GAME)
    one_line_error(*run("forced", game)[::2])
    one_line_error(*run("forced", tmp_path / "missing.json")[::2])
