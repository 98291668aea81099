"""Corral "?" clues: an inside cell whose count is not given (issue #17).

Read from puzz.link URLs (Number16 ``.``) and pzprv3 files (``-``), played,
solved, explained, painted, typed in Edit mode, and written back exactly.
"""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from conftest import centre, fake_context, key, undo_steps
from genres.core.analysis import solve_verdict
from genres.core.explain import explain
from genres.core.links import read_link, write_link
from genres.core.view import ViewState
from genres.corral import GENRE
from genres.corral.model import (ADDITIVE_MULTIPLICATIVE, STANDARD, UNKNOWN, CorralAnswer,
                                 CorralPuzzle, answer_from_inside, inside_cells)
from genres.corral.pzpr import BagFile, BagUrl, CaveFile, CaveUrl
from genres.corral.text import answer_text
from genres.corral.view import CorralView

BAG_URL, CAVE_URL, BAG, CAVE = BagUrl(GENRE), CaveUrl(GENRE), BagFile(GENRE), CaveFile(GENRE)

# A cave puzzle in the style puzz.link authors post: the 3 at row 4, column 5
# of the 6x6 test puzzle (cave/6/6/k3h6j2l7g3g2h3n) given as "?"; still unique.
CAVE_Q = "https://puzz.link/p?cave/6/6/k3h6j2l7g.g2h3n"
BAG_Q = "https://puzz.link/p?bag/6/6/k3h6j2l7g.g2h3n"
QCELL = (3, 4)
NUMBERS = {(0, 5): 3, (1, 2): 6, (2, 1): 2, (3, 2): 7, QCELL: UNKNOWN, (4, 0): 2, (4, 3): 3}
PUZZLE = CorralPuzzle(6, 6, frozenset(NUMBERS.items()))


def solution(puzzle: CorralPuzzle) -> CorralAnswer:
    verdict = solve_verdict(GENRE, puzzle)
    assert verdict.status == "unique"
    return verdict.solutions[0]


def all_insides(puzzle: CorralPuzzle) -> set[frozenset]:
    enc = GENRE.encode(puzzle)
    found = set()
    while (values := enc.model.solve()) is not None:
        found.add(frozenset(c for c, v in enc.inside.items() if values[v]))
        enc.model.add_clause([-v if values[v] else v for v in enc.inside.values()])
    return found


# ----- reading and writing ------------------------------------------------------

@pytest.mark.parametrize("url, fmt", [(CAVE_Q, CAVE_URL), (BAG_Q, BAG_URL)])
def test_a_puzz_link_url_with_a_question_mark_reads_solves_and_writes_back_exactly(url, fmt):
    puzzle = fmt.read(url)[0]
    assert puzzle == PUZZLE
    assert puzzle.number(QCELL) == "?"
    assert fmt.write(puzzle) == url
    answer = solution(puzzle)
    assert QCELL in inside_cells(puzzle, answer)
    assert GENRE.check(puzzle, answer) == []


def test_a_pzprv3_file_with_a_question_mark_round_trips_with_its_answer():
    answer = solution(PUZZLE)
    for fmt in (BAG, CAVE):
        text = fmt.write(PUZZLE, answer)
        assert text.splitlines()[7] == ". . 7 . - . "          # the "?" is pzprjs's "-"
        puzzle, back = fmt.read(text)
        assert puzzle == PUZZLE
        assert inside_cells(puzzle, back) == inside_cells(PUZZLE, answer)


def test_a_cave_file_pzprjs_wrote_reads_its_question_marks():
    # pzprjs's own test (test/script/cave.js): "-" typed on a cell gives a "?".
    puzzle = CAVE.read("pzprv3/cave/1/5/- . 1 2 1 /. . . . . /")[0]
    assert puzzle.number_map == {(0, 0): UNKNOWN, (0, 2): 1, (0, 3): 2, (0, 4): 1}


def test_native_json_writes_the_question_mark_readably_and_reads_it_back():
    data = GENRE.puzzle_to_json(PUZZLE)
    assert [3, 4, "?"] in data["numbers"]
    assert GENRE.puzzle_from_json(json.loads(json.dumps(data))) == PUZZLE


def test_an_old_native_file_without_question_marks_loads_unchanged():
    old = {"rows": 3, "cols": 3, "variant": "standard", "numbers": [[0, 0, 2], [2, 1, 5]]}
    puzzle = GENRE.puzzle_from_json(old)
    assert puzzle == CorralPuzzle(3, 3, frozenset({((0, 0), 2), ((2, 1), 5)}))
    assert GENRE.puzzle_to_json(puzzle) == old


@pytest.mark.parametrize("entry", [[0, 0, "x"], [0, 0, "?!"], [0, 0, 2.5], [0, 0, None]])
def test_native_json_refuses_anything_else_in_a_number_entry(entry):
    from genres.core.errors import PuzzleFormatError
    with pytest.raises(PuzzleFormatError, match="number"):
        GENRE.puzzle_from_json({"rows": 3, "cols": 3, "numbers": [entry]})


def test_the_puzzlewright_link_carries_a_question_mark_in_both_variants():
    for variant in (STANDARD, ADDITIVE_MULTIPLICATIVE):
        puzzle = PUZZLE.with_variant(variant)
        link = write_link(GENRE, puzzle)
        assert read_link(link)[1] == puzzle, link


def test_transforms_and_resizing_keep_the_question_mark_on_its_cell():
    p, _ = GENRE.transformed(PUZZLE, CorralAnswer(), "rotate-cw")
    assert p.number((4, 2)) == UNKNOWN          # (r, c) -> (c, rows - 1 - r)
    p, _ = GENRE.with_margins(PUZZLE, CorralAnswer(), 1, 0, 2, 0)
    assert p.number((4, 6)) == UNKNOWN


def test_the_text_drawing_shows_the_question_mark():
    rows = answer_text(PUZZLE, solution(PUZZLE), unicode=False).splitlines()
    assert "?" in rows[2 * QCELL[0] + 1]


# ----- rules --------------------------------------------------------------------

def test_a_question_mark_outside_the_loop_breaks_exactly_the_inside_rule():
    puzzle = CorralPuzzle(3, 3, frozenset({((0, 0), UNKNOWN)}))
    answer = answer_from_inside(puzzle, {(1, 1), (1, 2), (2, 1), (2, 2)})
    found = GENRE.check(puzzle, answer)
    assert [v.code for v in found] == ["number-outside"]
    assert found[0].cells == ((0, 0),)
    assert found[0].message.startswith("The ? at row 1, column 1 is outside the loop")


def test_a_question_mark_inside_has_no_count_to_meet():
    puzzle = CorralPuzzle(3, 3, frozenset({((0, 0), UNKNOWN)}))
    for inside in ({(0, 0)}, {(0, 0), (0, 1), (1, 0), (1, 1)}, set(puzzle.geometry.cells())):
        assert GENRE.check(puzzle, answer_from_inside(puzzle, inside)) == []
    assert GENRE.construction_problems(puzzle) == []


def test_the_additive_multiplicative_variant_calls_a_question_mark_a_construction_error():
    puzzle = CorralPuzzle(3, 3, frozenset({((0, 0), 2), ((2, 2), 3), ((0, 2), UNKNOWN)}),
                          ADDITIVE_MULTIPLICATIVE)
    found = [v for v in GENRE.construction_problems(puzzle) if v.code == "question-in-variant"]
    assert [v.cells for v in found] == [((0, 2),)]
    assert "has no place in Additive/Multiplicative Corral" in found[0].message
    # It still solves, as an inside cell pairing with nothing.
    verdict = solve_verdict(GENRE, puzzle)
    assert all((0, 2) in inside_cells(puzzle, s) for s in verdict.solutions)


# ----- solver -------------------------------------------------------------------

def test_the_solver_keeps_a_question_mark_inside_and_imposes_no_count():
    # On a 1x3 strip a "?" at the left end fits a corral of one, two or three
    # cells: three solutions that differ only in what the "?" would count.
    puzzle = CorralPuzzle(1, 3, frozenset({((0, 0), UNKNOWN)}))
    assert all_insides(puzzle) == {frozenset({(0, 0)}), frozenset({(0, 0), (0, 1)}),
                                   frozenset({(0, 0), (0, 1), (0, 2)})}
    assert len(all_insides(puzzle.with_number((0, 0), 2))) == 1


def test_the_solver_names_the_question_mark_as_a_clue_and_trivial_facts_include_it():
    enc = GENRE.encode(PUZZLE)
    texts = {name: g.text for name, g in enc.model.groups.items()}
    assert texts["clue 3,4"] == "the ? at row 4, column 5"
    assert ("inside", QCELL) in GENRE.trivial_facts(PUZZLE)


def test_an_explanation_of_the_puzzle_takes_the_question_mark_as_shown_and_reaches_the_solution():
    # A "?" says only that its cell is inside, which the board shows (a
    # trivial fact, part of the puzzle): no step needs to cite it.
    result = explain(GENRE, PUZZLE)
    assert result.status == "unique"
    cited = [s.text for s in result.steps if any(g.text == "the ? at row 4, column 5" for g in s.groups)]
    assert cited == []
    assert all(("inside", QCELL) not in s.facts for s in result.steps)
    assert inside_cells(PUZZLE, result.solution) == inside_cells(PUZZLE, solution(PUZZLE))


def test_clue_candidates_skip_the_question_mark_cell():
    puzzle = CorralPuzzle(1, 3, frozenset({((0, 0), UNKNOWN)}))
    full = answer_from_inside(puzzle, puzzle.geometry.cells())
    cells = [cells for _, cells, _ in GENRE.clue_candidates(puzzle, full)]
    assert cells == [((0, 1),), ((0, 2),)]


# ----- editing and painting ---------------------------------------------------

FakeContext = fake_context(GENRE)


@pytest.mark.parametrize("k, text", [(Qt.Key_Question, "?"), (Qt.Key_Minus, "-")])
def test_typing_a_question_mark_or_minus_in_edit_mode_places_a_question_mark(k, text):
    view, ctx = CorralView(), FakeContext(CorralPuzzle.empty(3, 3), "edit")
    view.mouse_press(ctx, centre((1, 2)), Qt.LeftButton, Qt.NoModifier)
    view.mouse_release(ctx, centre((1, 2)), Qt.LeftButton, Qt.NoModifier)
    assert key(view, ctx, k, text)
    assert ctx.document.puzzle.number((1, 2)) == UNKNOWN
    assert key(view, ctx, k, text)                      # again: cleared, as in pzprjs
    assert ctx.document.puzzle.number((1, 2)) is None
    key(view, ctx, Qt.Key_4, "4")
    key(view, ctx, k, text)                             # over a number: the "?" replaces it
    assert ctx.document.puzzle.number((1, 2)) == UNKNOWN
    assert undo_steps(ctx.document) == 4


def test_the_edit_mode_key_list_offers_the_question_mark():
    gestures = [g for g, _ in CorralView().input_table("edit")]
    assert "? or -" in gestures


def test_a_question_mark_cannot_be_shaded_outside_while_playing():
    view, ctx = CorralView(), FakeContext(CorralPuzzle(3, 3, frozenset({((1, 1), UNKNOWN)})), "play")
    inside = answer_from_inside(ctx.document.puzzle, {(1, 1), (1, 2)})
    ctx.document.apply(answer=inside)
    view.mouse_press(ctx, centre((1, 1)), Qt.LeftButton, Qt.NoModifier)
    view.mouse_release(ctx, centre((1, 1)), Qt.LeftButton, Qt.NoModifier)
    assert (1, 1) in inside_cells(ctx.document.puzzle, ctx.document.answer)
    assert ctx.messages[-1].startswith("The ? at row 2, column 2 is always inside")


def test_a_question_mark_is_painted_as_its_cell_text(qapp):
    from test_corral_paint import render
    with_q = render(ViewState(CorralPuzzle(3, 3, frozenset({((1, 1), UNKNOWN)})), CorralAnswer()))
    blank = render(ViewState(CorralPuzzle(3, 3), CorralAnswer()))
    ink = with_q.ink(1.05, 1.05, 1.95, 1.95)
    assert len(ink) > 200 and not blank.ink(1.05, 1.05, 1.95, 1.95)
    assert not with_q.ink(0.05, 0.05, 0.95, 0.95)       # nothing spills into a neighbour
    # A "?" is drawn as text, like a number: the glyph's dot sits apart from its hook.
    rows = sorted({round(y, 2) for _, y in ink})
    gaps = [b - a for a, b in zip(rows, rows[1:])]
    assert max(gaps) > 0.03
