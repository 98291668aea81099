"""Plain-text drawings of solved boards (Genre.answer_text, `puzzlewright solve`)."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from editor.cli import run_cli
from genres.core import nativefile, textgrid
from genres.core.analysis import solve_verdict
from genres.core.grid import edge

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "resources" / "examples"


@lru_cache(maxsize=None)
def solved(name: str):
    """(genre, puzzle, the unique solution) of a bundled example."""
    doc = nativefile.load(str(EXAMPLES / f"{name}.json"))
    verdict = solve_verdict(doc.genre, doc.puzzle)
    assert verdict.status == "unique"
    return doc.genre, doc.puzzle, verdict.solutions[0]


def drawing(name: str, unicode: bool | None = True) -> tuple[object, object, object, list[str]]:
    genre, puzzle, answer = solved(name)
    return genre, puzzle, answer, genre.answer_text(puzzle, answer, unicode).split("\n")


def assert_equal_width(lines: list[str]) -> None:
    assert len({len(s) for s in lines}) == 1, lines


def cells_of(lines: list[str], cols: int) -> tuple[int, list[list[str]]]:
    """(cell width, each row's cells as text) of a one-line-per-row board."""
    pitch = (len(lines[0]) + 1) // cols
    assert pitch * cols - 1 == len(lines[0])
    return pitch - 1, [[line[c * pitch:c * pitch + pitch - 1] for c in range(cols)] for line in lines]


# ----- Circumnavi-Gates -----------------------------------------------------------
@pytest.mark.parametrize("name", ["circumnavi-01", "circumnavi-02", "circumnavi-03"])
def test_circumnavi_draws_the_loop_through_the_cells(name):
    _, puzzle, answer, lines = drawing(name)
    assert len(lines) == puzzle.rows
    assert_equal_width(lines)
    width, cells = cells_of(lines, puzzle.cols)
    loop_cells = {c for e in answer.links for c in e}
    on_loop = set()
    for r in range(puzzle.rows):
        for c in range(puzzle.cols):
            text, kind = cells[r][c], puzzle.kind((r, c))
            ways = [puzzle.geometry.contains(n) and edge((r, c), n) in answer.links
                    for n in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))]
            if kind == "#":
                n = puzzle.number((r, c))
                assert text.rstrip() == ("#" if n is None else f"#{n}")
            elif kind == "o":
                assert text.rstrip() == f"O{puzzle.circle_value}"
                on_loop.add((r, c))
            elif kind in "|-":
                crossed = {"|": "╂", "-": "┿"}[kind]
                assert text[0] == (crossed if any(ways) else {"|": "┃", "-": "━"}[kind])
                if any(ways):
                    on_loop.add((r, c))
            elif any(ways):
                assert text[0] == textgrid.loop_glyph(*ways)
                on_loop.add((r, c))
            else:
                assert text.rstrip() == "."
            # The slot to the right shows the link to the right neighbour.
            if c + 1 < puzzle.cols:
                slot = lines[r][c * (width + 1) + width]
                assert (slot == "─") == ways[1]
    assert on_loop == loop_cells
    glyphs = sum(1 for row in cells for text in row
                 if text[0] in textgrid.LOOP_GLYPHS | {"╂", "┿", "O"})
    assert glyphs == len(answer.links)        # a loop has as many cells as links


def test_circumnavi_sample_drawing():
    *_, lines = drawing("circumnavi-01")
    assert lines == [
        "┌──╂──O4────╂──┐ ",
        "│  #  .  #  #4 │ ",
        "┿  #  #  ┌─────┘ ",
        "└──╂─────┘  #  . ",
        ".  #  #  #  .  . ",
        ".  .  .  .  .  . ",
    ]


def test_circumnavi_ascii_drawing_has_the_same_shape():
    *_, wide = drawing("circumnavi-01", unicode=True)
    *_, narrow = drawing("circumnavi-01", unicode=False)
    assert all(line.isascii() for line in narrow)
    assert [len(s) for s in narrow] == [len(s) for s in wide]
    assert narrow[0] == "+--!--O4----!--+ "
    assert narrow[2].startswith("=  #  #  +-----+")


# ----- Corral -----------------------------------------------------------------------
def corral_sides_drawn(lines: list[str], rows: int, cols: int, width: int):
    """The grid lines a lattice drawing shows, as normalised dot pairs."""
    sides = set()
    for r in range(rows + 1):
        line = lines[2 * r]
        for c in range(cols):
            seg = line[c * (width + 1) + 1:(c + 1) * (width + 1)]
            assert seg in ("-" * width, " " * width)
            if seg[0] == "-":
                sides.add(((r, c), (r, c + 1)))
    for r in range(rows):
        line = lines[2 * r + 1]
        for c in range(cols + 1):
            ch = line[c * (width + 1)]
            assert ch in "| "
            if ch == "|":
                sides.add(((r, c), (r + 1, c)))
    return sides


def corral_labels(lines: list[str], rows: int, cols: int, width: int) -> dict:
    return {(r, c): lines[2 * r + 1][c * (width + 1) + 1:(c + 1) * (width + 1)].strip()
            for r in range(rows) for c in range(cols)}


@pytest.mark.parametrize("name", ["corral-01", "corral-02", "corral-03",
                                  "corral-am-01", "corral-am-02", "corral-am-03"])
def test_corral_draws_the_loop_on_grid_lines_and_marks_the_outside(name):
    from genres.corral.model import MUL, inside_cells
    _, puzzle, answer, lines = drawing(name)
    assert len(lines) == 2 * puzzle.rows + 1
    assert_equal_width(lines)
    width = (len(lines[0]) - 1) // puzzle.cols - 1
    assert all(line[c * (width + 1)] == "+" for line in lines[::2] for c in range(puzzle.cols + 1))
    assert corral_sides_drawn(lines, puzzle.rows, puzzle.cols, width) == set(answer.sides)
    inside = inside_cells(puzzle, answer)
    labels = corral_labels(lines, puzzle.rows, puzzle.cols, width)
    for cell, text in labels.items():
        n = puzzle.number(cell)
        if n is not None:
            assert text.rstrip("+×") == str(n)
        else:
            assert text == ("" if cell in inside else ".")
    if puzzle.is_variant:
        ops = answer.op_map
        assert set(ops) == set(puzzle.number_map)
        for cell, n in puzzle.numbers:
            assert labels[cell] == f"{n}{'×' if ops[cell] == MUL else '+'}"
        for p, q in puzzle.pairs():       # exactly one of each pair is multiplicative
            assert sorted(labels[p][-1] + labels[q][-1]) == ["+", "×"]


def test_corral_sample_drawing():
    *_, lines = drawing("corral-01")
    assert lines[:5] == [
        "+   +   +   +   +   +   +",
        "  .   .   .   .   .   .  ",
        "+   +   +---+---+---+   +",
        "  .   . | 6   6   6 | .  ",
        "+   +---+   +   +   +---+",
    ]


def test_corral_variant_in_ascii_marks_multiplicative_numbers_with_a_star():
    *_, lines = drawing("corral-am-01", unicode=False)
    text = "\n".join(lines)
    assert text.isascii()
    assert "5*" in text and "7+" in text and "×" not in text


# ----- Hebi-Ichigo ------------------------------------------------------------------
@pytest.mark.parametrize("name", ["hebi-01", "hebi-02", "hebi-03"])
def test_hebi_shows_every_digit_where_the_answer_has_it(name):
    _, puzzle, answer, lines = drawing(name)
    assert len(lines) == puzzle.rows
    assert_equal_width(lines)
    arrows = {"up": "^", "down": "v", "left": "<", "right": ">"}
    for r, line in enumerate(lines):
        tokens = line.split()
        assert len(tokens) == puzzle.cols
        for c, token in enumerate(tokens):
            cell = (r, c)
            if puzzle.is_black(cell):
                arrow = puzzle.arrow(cell)
                expected = "#" if arrow is None else \
                    arrows[arrow.direction] + ("" if arrow.number is None else str(arrow.number))
            else:
                digit = answer.digit(cell)
                expected = "." if digit is None else str(digit)
            assert token == expected, (cell, token)
    digits = sum(ch in "12345" for line in lines for ch in line)
    arrow_numbers = sum(a.number is not None and a.number > 0 for a in puzzle.arrow_map.values())
    assert digits == len(answer.digits) + arrow_numbers
    assert len(answer.digits) % 5 == 0


def test_hebi_sample_drawing():
    *_, lines = drawing("hebi-01")
    assert lines == [
        " 1 <1  2  3  #  .",
        " 2  .  1  4  5  #",
        " 3  . ^1 v2  .  .",
        " 4  #  1  2  3  #",
        " 5  . >5  5  4  .",
        " .  .  .  .  #  .",
    ]


# ----- Ore Soccer -------------------------------------------------------------------
@pytest.mark.parametrize("name", ["soccer-01", "soccer-02", "soccer-03"])
def test_soccer_draws_circles_goal_path_and_moves(name):
    _, puzzle, answer, lines = drawing(name)
    *board, legend = lines
    assert "S start" in legend
    assert len(board) == 2 * puzzle.rows - 1
    assert_equal_width(board)
    width, cells = cells_of(board[::2], puzzle.cols)
    label = {(r, c): cells[r][c].strip() for r in range(puzzle.rows) for c in range(puzzle.cols)}
    assert label[answer.start] == "S"
    ends = {answer.destination(w): w for w in puzzle.white}
    for cell, text in label.items():
        if cell == answer.start:
            continue
        if cell in ends:
            n = puzzle.number(ends[cell])
            assert text == ("o" if n is None else str(n))
        elif cell in puzzle.black:
            assert text == "#"
        elif cell in puzzle.goal:
            assert text == "G"
        elif cell in answer.path:
            assert text in ("-", "|", "/", "\\")     # the ball goes straight on
        else:
            assert text == "."
    slots = "".join(board[1::2]) + "".join(line[c * (width + 1) + width]
                                           for line in board[::2] for c in range(puzzle.cols - 1))
    assert sum(ch in "-|/\\" for ch in slots) == len(answer.path) - 1   # one line per step
    assert sum(ch in "<>^v↗↘↙↖" for ch in slots) == len(answer.moves)    # one arrow per move


def test_soccer_sample_drawing():
    *_, lines = drawing("soccer-01")
    assert lines[:-1] == [
        ". G G G . .",
        "     \\     ",
        ". . . \\ # .",
        "       \\ ↙ ",
        ". . . . o #",
        "         \\ ",
        ". . . . # 3",
        "         / ",
        ". . . S-2 #",
        "         ↖ ",
        ". . . . . .",
    ]


def test_soccer_ascii_drawing_replaces_the_diagonal_arrows():
    *_, lines = drawing("soccer-01", unicode=False)
    assert all(line.isascii() for line in lines)
    assert lines[3] == "       \\ x "


# ----- the shared helpers -------------------------------------------------------------
def test_can_print_follows_the_stream_encoding():
    assert textgrid.can_print("┌─┐", io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    assert not textgrid.can_print("┌─┐", io.TextIOWrapper(io.BytesIO(), encoding="ascii"))
    assert not textgrid.can_print("┌─┐", io.TextIOWrapper(io.BytesIO(), encoding="cp1252"))
    assert textgrid.can_print("┌─┐", io.StringIO())


def test_every_box_character_has_an_ascii_stand_in():
    assert all(ch in textgrid.ASCII for ch in textgrid.LOOP_GLYPHS)
    assert textgrid.to_ascii("┌─╂─┐ 5× ↗") == "+-!-+ 5* x"


# ----- `puzzlewright solve` -------------------------------------------------------------
def solve_output(name: str, capsys) -> tuple[int, str]:
    code = run_cli(["solve", str(EXAMPLES / f"{name}.json")])
    out, err = capsys.readouterr()
    assert err == ""
    return code, out


@pytest.mark.parametrize("name", ["circumnavi-01", "corral-am-01", "hebi-01", "soccer-01"])
def test_solve_prints_the_verdict_and_the_drawing(name, capsys):
    genre, puzzle, answer = solved(name)
    code, out = solve_output(name, capsys)
    assert code == 0
    first, rest = out.split("\n", 1)
    assert first == "unique"
    assert rest == genre.answer_text(puzzle, answer, True) + "\n"
    assert not rest.lstrip().startswith("{"), "a drawing, not the answer JSON"


def test_solve_prints_both_drawings_when_there_are_two_solutions(tmp_path, capsys):
    import json
    path = tmp_path / "several.json"
    path.write_text(json.dumps({
        "format": "puzzlewright", "version": 1, "genre": "circumnavi-gates",
        "puzzle": {"rows": 3, "cols": 3, "grid": ["o..", "...", "..."], "numbers": [],
                   "circle": 0}}), encoding="utf-8")
    code = run_cli(["solve", str(path)])
    out = capsys.readouterr().out.split("\n")
    assert code == 1
    assert out[0] == "multiple"
    assert out[1] == "solution 1:" and out[5] == "solution 2:"
    first, second = out[2:5], out[6:9]
    assert first != second
    for board in (first, second):
        assert_equal_width(board)
        assert board[0].startswith("O")
    assert out[9].startswith("the solutions differ at:")


def test_solve_falls_back_to_ascii_when_stdout_cannot_print_box_characters(monkeypatch):
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii", errors="strict", newline="\n")
    monkeypatch.setattr(sys, "stdout", stream)
    code = run_cli(["solve", str(EXAMPLES / "circumnavi-01.json")])
    stream.flush()
    out = raw.getvalue().decode("ascii")
    assert code == 0
    assert out.splitlines()[1] == "+--!--O4----!--+ "


def test_real_command_with_an_ascii_terminal_prints_ascii():
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    result = subprocess.run([sys.executable, "-m", "editor", "solve",
                             str(EXAMPLES / "soccer-01.json")],
                            cwd=REPO, capture_output=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode("ascii")
    assert out.splitlines()[0] == "unique"
    assert ". . . S-2 #" in out
