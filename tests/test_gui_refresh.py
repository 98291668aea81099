"""What the window recomputes after a change: the construction problems of
the puzzle only when the puzzle changed, not on every move of the answer."""
from __future__ import annotations

import pytest

from editor.examples import load_example
from editor.mainwindow import MainWindow

pytestmark = pytest.mark.usefixtures("private_settings")


def test_moves_of_the_answer_do_not_recheck_the_puzzle_but_an_edit_does(qtbot, monkeypatch):
    window = MainWindow(load_example("corral-01.json"))
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
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
    window.close()
