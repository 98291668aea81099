"""The command line: `puzzlewright solve|check|export|convert` (editor/cli.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import answer_text, run_cli
from genres.circumnavi import GENRE
from genres.core import nativefile

REPO = Path(__file__).resolve().parent.parent

# The only loop in a 2x2 grid runs round all four cells.
SQUARE_LOOP = [[0, 0, 0, 1], [0, 0, 1, 0], [0, 1, 1, 1], [1, 0, 1, 1]]


def write_puzzle(folder: Path, name: str, grid: list[str], *, links=None, circle=None,
                 numbers=()) -> Path:
    doc = {
        "format": "puzzlewright", "version": 1, "genre": GENRE.key,
        "metadata": {"title": name},
        "puzzle": {"rows": len(grid), "cols": len(grid[0]), "grid": grid,
                   "numbers": [list(n) for n in numbers], "circle": circle},
    }
    if links is not None:
        doc["answer"] = {"links": links, "crosses": [], "marks": []}
    path = folder / f"{name}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture
def unique(tmp_path):
    return write_puzzle(tmp_path, "unique", ["o.", ".."], circle=0)


@pytest.fixture
def several(tmp_path):
    return write_puzzle(tmp_path, "several", ["o..", "...", "..."], circle=0)


@pytest.fixture
def impossible(tmp_path):
    # The black cell leaves three cells in an L: no loop fits.
    return write_puzzle(tmp_path, "impossible", ["o#", ".."], circle=0)


def run(argv, capsys):
    code = run_cli([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean_error(err: str) -> None:
    assert err.startswith("puzzlewright: ")
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def loaded_answer(path: Path):
    doc = nativefile.load(str(path))
    return doc.puzzle, doc.answer


# ----- solve ------------------------------------------------------------------
def test_solve_reports_a_unique_solution_with_exit_0(unique, capsys):
    code, out, err = run(["solve", unique], capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "unique"
    assert len(lines) > 1, "the solution follows the verdict"


def test_solve_reports_several_solutions_with_exit_1(several, capsys):
    code, out, _ = run(["solve", several], capsys)
    assert code == 1
    assert out.splitlines()[0] == "multiple"
    assert "solution 2:" in out
    assert "the solutions differ at:" in out


def test_solve_reports_no_solution_with_exit_2(impossible, capsys):
    code, out, _ = run(["solve", impossible], capsys)
    assert code == 2
    assert out.splitlines() == ["none"]


def test_solve_json_gives_the_solution_as_answer_json(unique, capsys):
    code, out, _ = run(["solve", unique, "--json"], capsys)
    assert code == 0
    result = json.loads(out)
    assert set(result) == {"status", "genre", "solutions", "diff_cells"}
    assert result["status"] == "unique"
    assert result["genre"] == "circumnavi-gates"
    assert [sorted(s["links"]) for s in result["solutions"]] == [SQUARE_LOOP]
    assert result["diff_cells"] == []


def test_solve_json_shows_two_different_valid_solutions_and_where_they_differ(several, capsys):
    code, out, _ = run(["solve", several, "--json"], capsys)
    assert code == 1
    result = json.loads(out)
    assert result["status"] == "multiple"
    first, second = result["solutions"]
    assert first["links"] != second["links"]
    assert result["diff_cells"]
    assert all(0 <= r < 3 and 0 <= c < 3 for r, c in result["diff_cells"])
    doc = nativefile.load(str(several))
    for s in result["solutions"]:
        assert GENRE.check(doc.puzzle, GENRE.answer_from_json(doc.puzzle, s)) == []


def test_solve_json_with_no_solution(impossible, capsys):
    code, out, _ = run(["solve", impossible, "--json"], capsys)
    assert code == 2
    assert json.loads(out) == {"status": "none", "genre": "circumnavi-gates",
                               "solutions": [], "diff_cells": []}


def test_solve_output_writes_a_file_whose_answer_is_solved(unique, tmp_path, capsys):
    out_path = tmp_path / "solved.json"
    code, _, _ = run(["solve", unique, "--output", out_path], capsys)
    assert code == 0
    puzzle, answer = loaded_answer(out_path)
    assert GENRE.check(puzzle, answer) == []
    assert nativefile.load(str(out_path)).metadata["title"] == "unique"
    assert run(["check", out_path], capsys)[0] == 0


def test_solve_output_as_an_image(unique, tmp_path, capsys, qapp):
    out_path = tmp_path / "solved.png"
    code, _, _ = run(["solve", unique, "-o", out_path], capsys)
    assert code == 0
    assert out_path.read_bytes().startswith(b"\x89PNG")


def test_solve_output_is_not_written_without_a_solution(impossible, tmp_path, capsys):
    out_path = tmp_path / "solved.json"
    code, _, err = run(["solve", impossible, "--output", out_path], capsys)
    assert code == 2
    assert not out_path.exists()
    assert "no solution" in err


def test_solve_output_with_unknown_extension_is_refused_before_solving(unique, tmp_path, capsys):
    code, out, err = run(["solve", unique, "--output", tmp_path / "solved.xyz"], capsys)
    assert code == 3
    assert out == ""
    assert_clean_error(err)


def test_answer_text_uses_the_genres_drawing_when_it_has_one():
    puzzle = GENRE.new_puzzle(2, 2)
    answer = GENRE.empty_answer(puzzle)

    class Drawing(type(GENRE)):
        def answer_text(self, puzzle, answer):
            return "+--+\n|  |\n+--+\n"

    # answer_text is a declared hook (genres.core.genre.Genre): a genre that does
    # not fill it gets the default, its answer's JSON on one line.
    from genres.core.genre import Genre

    class NoDrawing(Genre):
        def answer_to_json(self, puzzle, answer):
            return GENRE.answer_to_json(puzzle, answer)

    assert answer_text(Drawing(), puzzle, answer) == "+--+\n|  |\n+--+"
    assert json.loads(answer_text(NoDrawing(), puzzle, answer)) == \
        {"links": [], "crosses": [], "marks": []}


# ----- check ------------------------------------------------------------------
def test_check_says_solved_for_a_correct_loop(tmp_path, capsys):
    path = write_puzzle(tmp_path, "done", ["o.", ".."], circle=0, links=SQUARE_LOOP)
    code, out, _ = run(["check", path], capsys)
    assert (code, out) == (0, "solved\n")


def test_check_lists_each_broken_rule_with_its_cells(tmp_path, capsys):
    path = write_puzzle(tmp_path, "half", ["o.", ".."], circle=0, links=SQUARE_LOOP[:2])
    code, out, _ = run(["check", path], capsys)
    assert code == 1
    # Loose ends that can still be extended are unfinished work, not mistakes.
    dead_end = [line for line in out.splitlines()
                if line.startswith("loop-dead-end (unfinished): ")]
    # One line per loose end, each naming its cell.
    assert len(dead_end) == 2 and "[0,1]" in dead_end[0] and "[1,0]" in dead_end[1]
    assert "solved" not in out


def test_check_json(tmp_path, capsys):
    path = write_puzzle(tmp_path, "half", ["o.", ".."], circle=0, links=SQUARE_LOOP[:2])
    code, out, _ = run(["check", path, "--json"], capsys)
    assert code == 1
    result = json.loads(out)
    assert set(result) == {"solved", "genre", "violations", "construction"}
    assert result["solved"] is False
    assert result["genre"] == "circumnavi-gates"
    codes = {v["code"] for v in result["violations"]}
    assert "loop-dead-end" in codes
    assert all({"code", "message", "cells", "severity"} <= set(v) for v in result["violations"])


def test_check_json_names_construction_problems(tmp_path, capsys):
    path = write_puzzle(tmp_path, "nocircle", ["..", ".."])
    code, out, _ = run(["check", path, "--json"], capsys)
    assert code == 1
    assert "no-circle" in {v["code"] for v in json.loads(out)["construction"]}


# ----- bad input --------------------------------------------------------------
@pytest.mark.parametrize("content, expected", [
    ("{not json", "not valid JSON"),
    ('{"format": "puzzlewright", "version": 1, "genre": "chess", "puzzle": {}}', "unknown genre"),
    ('{"format": "puzzlewright", "version": 1, "genre": "circumnavi-gates", '
     '"puzzle": {"rows": 2, "cols": 2, "grid": ["o?", ".."]}}', "unknown cell"),
    ("[1, 2, 3]", "not a Puzzlewright file"),
])
@pytest.mark.parametrize("verb", ["solve", "check"])
def test_malformed_file_is_bad_input(tmp_path, capsys, content, expected, verb):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run([verb, path], capsys)
    assert code == 3
    assert out == ""
    assert_clean_error(err)
    assert expected in err


@pytest.mark.parametrize("argv", [
    ["solve", "{tmp}/missing.json"],
    ["check", "{tmp}/missing.json"],
    ["check", "{tmp}"],
    ["export", "{tmp}/missing.json", "{tmp}/x.png"],
    ["convert", "{tmp}/missing.json", "{tmp}/x.json"],
    ["solve"],
    ["solve", "a.json", "--frobnicate"],
    ["export", "a.json", "x.png", "--scale", "big"],
    ["dance"],
])
def test_bad_arguments_or_missing_files_exit_3_without_traceback(tmp_path, capsys, argv):
    code, out, err = run([a.format(tmp=tmp_path) for a in argv], capsys)
    assert code == 3
    assert_clean_error(err)


def test_a_mistyped_command_is_named_instead_of_opening_the_window(monkeypatch, capsys):
    import editor.app
    from editor.main import main
    monkeypatch.setattr(editor.app, "run_gui", lambda argv: pytest.fail("the window opened"))
    assert main(["slove", "puzzle.json"]) == 3
    err = capsys.readouterr().err
    assert "unknown command 'slove'" in err and "solve" in err


def test_an_existing_file_named_like_a_word_still_opens_in_the_window(monkeypatch, tmp_path):
    import editor.app
    from editor.main import main
    opened = []
    monkeypatch.setattr(editor.app, "run_gui", lambda argv: opened.append(argv) or 0)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mypuzzle").write_text("{}")
    assert main(["mypuzzle"]) == 0 and opened == [["mypuzzle"]]


# ----- export -----------------------------------------------------------------
def test_export_png_is_scale_pixels_per_cell_and_not_blank(unique, tmp_path, capsys, qapp):
    out_path = tmp_path / "puzzle.png"
    code, _, _ = run(["export", unique, out_path, "--scale", "20"], capsys)
    assert code == 0
    from PySide6.QtGui import QImage
    image = QImage(str(out_path))
    rect = GENRE.view().board_rect(nativefile.load(str(unique)).puzzle)
    assert (image.width(), image.height()) == (round(rect.width() * 20), round(rect.height() * 20))
    lightness = {image.pixelColor(x, y).lightness() > 128
                 for x in range(image.width()) for y in range(image.height())}
    assert lightness == {True, False}, "ink on white paper"


def test_export_svg_and_pdf(unique, tmp_path, capsys, qapp):
    assert run(["export", unique, tmp_path / "p.svg"], capsys)[0] == 0
    assert "<svg" in (tmp_path / "p.svg").read_text(encoding="utf-8")
    assert run(["export", unique, tmp_path / "p.pdf"], capsys)[0] == 0
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")


def test_export_solution_of_a_blank_file_draws_the_solvers_loop(unique, tmp_path, capsys, qapp):
    from PySide6.QtGui import QImage
    assert run(["export", unique, tmp_path / "bare.png"], capsys)[0] == 0
    assert run(["export", unique, tmp_path / "solved.png", "--solution"], capsys)[0] == 0
    solved_file = write_puzzle(tmp_path, "done", ["o.", ".."], circle=0, links=SQUARE_LOOP)
    assert run(["export", solved_file, tmp_path / "stored.png", "--solution"], capsys)[0] == 0
    bare, solved, stored = (QImage(str(tmp_path / n)) for n in ("bare.png", "solved.png", "stored.png"))
    assert solved != bare
    assert solved == stored


def test_export_solution_without_any_solution_exits_2(impossible, tmp_path, capsys, qapp):
    code, _, err = run(["export", impossible, tmp_path / "x.png", "--solution"], capsys)
    assert code == 2
    assert_clean_error(err)
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("out_name, scale", [("x.gif", "48"), ("x", "48"), ("x.png", "0"),
                                             ("x.svg", "5000")])
def test_export_refuses_bad_extension_or_scale(unique, tmp_path, capsys, qapp, out_name, scale):
    code, _, err = run(["export", unique, tmp_path / out_name, "--scale", scale], capsys)
    assert code == 3
    assert_clean_error(err)
    assert not (tmp_path / out_name).exists()


def test_export_into_a_missing_folder_is_bad_input(unique, tmp_path, capsys, qapp):
    code, _, err = run(["export", unique, tmp_path / "no" / "such" / "x.png"], capsys)
    assert code == 3
    assert_clean_error(err)


# ----- convert ----------------------------------------------------------------
def test_convert_json_normalises_the_file(tmp_path, capsys):
    messy = write_puzzle(tmp_path, "messy", ["o.", ".."], circle=7, links=SQUARE_LOOP)
    out_path = tmp_path / "clean.json"
    assert run(["convert", messy, out_path], capsys)[0] == 0
    data = json.loads(out_path.read_text(encoding="utf-8"))
    assert data["puzzle"]["circle"] == 0, "the circle shows the gate count"
    assert sorted(data["answer"]["links"]) == SQUARE_LOOP
    assert data["metadata"] == {"title": "messy"}


def test_convert_to_an_image_draws_the_bare_puzzle(unique, tmp_path, capsys, qapp):
    assert run(["convert", unique, tmp_path / "p.png"], capsys)[0] == 0
    assert (tmp_path / "p.png").read_bytes().startswith(b"\x89PNG")


def test_convert_cannot_read_an_image(unique, tmp_path, capsys, qapp):
    run(["convert", unique, tmp_path / "p.png"], capsys)
    code, _, err = run(["convert", tmp_path / "p.png", tmp_path / "p.json"], capsys)
    assert code == 3
    assert_clean_error(err)
    assert "written but not read" in err


# ----- the real command -------------------------------------------------------
def test_python_m_editor_solve_runs_the_command_line(unique):
    result = subprocess.run([sys.executable, "-m", "editor", "solve", str(unique)],
                            cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "unique"


def test_solve_and_check_do_not_load_qt(unique, several):
    script = (
        "import sys\n"
        "from editor.cli import run_cli\n"
        f"codes = run_cli(['solve', {str(several)!r}]), run_cli(['check', {str(unique)!r}, '--json'])\n"
        "qt = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
        "print('QT', qt, codes)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True,
                            text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "QT [] (1, 1)"


def test_a_blank_file_argument_is_named_as_missing(capsys):
    code, _, err = run(["check", "  "], capsys)
    assert code == 3
    assert_clean_error(err)
    assert "no file or URL given" in err
