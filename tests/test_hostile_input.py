"""Bad input found by fuzzing ends in one short line and exit 3, never a
traceback, and never writes a file that cannot be read back (issue 12)."""
from __future__ import annotations

import io
import json
import os
import stat
import time
from importlib import resources

import pytest

from editor.cli import EXIT_BAD_INPUT, run_cli
from genres.core import nativefile
from genres.core.errors import PuzzleFormatError, brief

GAME = "Variant: Y Gates\nSize: 5\n\nc:a1\n"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def example(name: str) -> str:
    return str(resources.files("resources").joinpath("examples", name))


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "game.gates"
    path.write_text(GAME, encoding="utf-8")
    return str(path)


def one_line_error(code: int, err: str) -> None:
    assert code == EXIT_BAD_INPUT
    assert err.startswith("puzzlewright: ") and err.count("\n") == 1
    assert "Traceback" not in err


@pytest.mark.parametrize("verb", [["solve"], ["check"], ["solve", "--json"]])
def test_a_game_has_no_solution_to_solve_or_answer_to_check(game, verb):
    code, out, err = run(*verb, game)
    one_line_error(code, err)
    assert "two-player game" in err and out == ""


def test_a_game_saved_as_native_json_is_refused_by_solve_too(game, tmp_path):
    native = str(tmp_path / "game.json")
    assert run("convert", game, native)[0] == 0
    code, _, err = run("solve", native)
    one_line_error(code, err)


def test_export_of_a_games_solution_is_refused_but_its_picture_is_drawn(game, tmp_path):
    code, _, err = run("export", game, str(tmp_path / "g.png"), "--solution")
    one_line_error(code, err)
    assert not (tmp_path / "g.png").exists()


def test_a_game_is_never_written_into_a_pzprv3_file(game, tmp_path):
    target = tmp_path / "out.txt"
    code, _, err = run("convert", game, str(target))
    one_line_error(code, err)
    assert ".gates" in err and not target.exists()


def test_a_game_record_converts_to_a_game_record(game, tmp_path):
    target = tmp_path / "copy.gates"
    assert run("convert", game, str(target))[0] == 0
    assert "c:a1" in target.read_text(encoding="utf-8")


@pytest.mark.parametrize("source", ["soccer-01.json", "corral-am-01.json"])
def test_solve_output_to_a_format_the_genre_lacks_is_refused_before_solving(source, tmp_path):
    target = tmp_path / "out.txt"
    code, out, err = run("solve", example(source), "--output", str(target))
    one_line_error(code, err)
    assert out == "", "no verdict line is printed for a run that was refused"
    assert ".json" in err and not target.exists()


def test_a_puzzle_is_never_written_as_a_game_record(tmp_path):
    target = tmp_path / "out.gates"
    code, _, err = run("convert", example("corral-01.json"), str(target))
    one_line_error(code, err)
    assert not target.exists()


@pytest.mark.parametrize("record, words", [
    ("Variant: y\nSize: " + "9" * 5000 + "\n", "size must be a whole number"),
    ("Variant: y\nSize: \u00b2\n", "size must be a whole number"),
    ("Variant: y\nSize: 5\n\nc:a" + "9" * 5000 + "\n", "there is no row"),
    ("Variant: y\nSize: 5\nSetup: c:a" + "9" * 5000 + "\n", "there is no row"),
])
def test_huge_or_odd_numbers_in_a_game_record_are_named_briefly(tmp_path, record, words):
    path = tmp_path / "bad.gates"
    path.write_text(record, encoding="utf-8")
    code, _, err = run("check", str(path))
    one_line_error(code, err)
    assert words in err and len(err) < 400


def test_a_url_with_a_million_digit_width_is_a_wrong_size():
    code, _, err = run("solve", "https://puzz.link/p?slalom/" + "9" * 1_000_000 + "/10/abc")
    one_line_error(code, err)
    assert "size is wrong" in err and "set_int_max_str_digits" not in err and len(err) < 200


def test_error_messages_quote_bad_input_briefly(tmp_path):
    path = tmp_path / "huge.json"
    path.write_text('{"format": "puzzlewright", "version": 1, "genre": "' + "x" * 2_000_000 + '"}',
                    encoding="utf-8")
    code, _, err = run("check", str(path))
    one_line_error(code, err)
    assert len(err) <= 320


def test_brief_makes_control_characters_visible_and_cuts_long_text():
    assert brief("a\x1b[31mred") == "a\ufffd[31mred"
    long = brief("y" * 10_000)
    assert len(long) == 300 and long.endswith("…")


def test_two_numbers_on_one_cell_are_refused_in_circumnavi_gates():
    from genres.circumnavi import GENRE
    data = json.loads(open(example("circumnavi-01.json"), encoding="utf-8").read())["puzzle"]
    data["numbers"].append(list(data["numbers"][0][:2]) + [data["numbers"][0][2] + 1])
    with pytest.raises(PuzzleFormatError, match="two numbers"):
        GENRE.puzzle_from_json(data)


def test_a_read_only_file_is_not_replaced_on_save(tmp_path):
    path = tmp_path / "kept.json"
    path.write_text("old", encoding="utf-8")
    os.chmod(path, 0o444)
    with pytest.raises(PermissionError, match="read-only"):
        nativefile.write_atomically(str(path), "new")
    assert path.read_text(encoding="utf-8") == "old"
    code, _, err = run("convert", example("corral-01.json"), str(path))
    one_line_error(code, err)
    assert "read-only" in err and path.read_text(encoding="utf-8") == "old"


def test_a_save_cleans_up_stale_temporary_files_of_killed_saves(tmp_path):
    stale = tmp_path / ".pw-abandoned.tmp"
    fresh = tmp_path / ".pw-in-progress.tmp"
    stale.write_text("half", encoding="utf-8")
    fresh.write_text("half", encoding="utf-8")
    old = time.time() - nativefile.STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    nativefile.write_atomically(str(tmp_path / "puzzle.json"), "{}")
    assert not stale.exists(), "a temporary file left by a killed save is removed"
    assert fresh.exists(), "another save's live temporary file is left alone"
    leftovers = [p for p in os.listdir(tmp_path) if p.startswith(".pw-") and p != fresh.name]
    assert leftovers == []
    assert stat.S_IMODE(os.stat(tmp_path / "puzzle.json").st_mode) & stat.S_IRUSR
