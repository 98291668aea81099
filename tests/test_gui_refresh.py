"""What the window recomputes after a change: the construction problems of
the puzzle only when the puzzle changed, not on every move of the answer."""
from __future__ import annotations

import pytest

from conftest import drag_on_canvas
from editor.examples import load_example

pytestmark = pytest.mark.usefixtures("private_settings")


def test_moves_of_the_answer_do_not_recheck_the_puzzle_but_an_edit_does(open_window, monkeypatch):
    window = open_window(load_example("corral-01.json"))
    doc = window.document
    genre = type(doc.genre)
    calls = []
    original = genre.construction_problems
    monkeypatch.setattr(genre, "construction_problems",
                        lambda self, puzzle: calls.append(puzzle) or original(self, puzzle))
    from genres.corral.model import CorralAnswer, left_side
    for column in range(1, 4):
        doc.apply(answer=CorralAnswer(crosses=frozenset({left_side((0, column))})), label="Cross")
    assert calls == []
    numbers = set(doc.puzzle.numbers)
    from dataclasses import replace
    doc.apply(puzzle=replace(doc.puzzle, numbers=frozenset(sorted(numbers)[1:])), label="Erase")
    assert len(calls) == 1


def test_a_drag_of_the_answer_on_the_board_checks_the_answer_each_step_but_never_the_puzzle(
        qtbot, open_window, monkeypatch):
    window = open_window(load_example("corral-01.json"))
    assert window.mode == "play"
    genre = type(window.document.genre)
    construction, checks = [], []
    original_problems, original_check = genre.construction_problems, genre.check
    monkeypatch.setattr(genre, "construction_problems",
                        lambda self, puzzle: construction.append(puzzle)
                        or original_problems(self, puzzle))
    monkeypatch.setattr(genre, "check",
                        lambda self, puzzle, answer: checks.append(answer)
                        or original_check(self, puzzle, answer))
    # Along the top border, dot to dot: the line grows at every step of one drag.
    drag_on_canvas(qtbot, window.canvas, [(c + 0.04, 0.03) for c in range(5)])
    assert len(window.document.answer.sides) == 4
    assert window.document.undo_label()              # one undo step for the drag
    assert len(set(checks)) >= 4                     # the answer was rechecked as it grew
    assert construction == []                        # the puzzle was not
    window.undo()
    assert construction == [] and not window.document.answer.sides
