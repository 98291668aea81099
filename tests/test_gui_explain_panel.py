"""The author's Explanation panel as an author meets it: Explain streams the
steps and ends with a difficulty, a selected step shows on the board, an edit
ends the explanation, clues the puzzle does not need are outlined, and a
suggested clue is added as one undo step."""
from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from importlib import resources

import pytest
from PySide6.QtCore import Qt

from explain_genres import SilentCorral
from genres.corral import GENRE as CORRAL
from genres.core import nativefile, solving
from genres.core.document import Document
from genres.corral.model import inside_cells
from genres.corral.regions import additive_value

from editor.mainwindow import MainWindow

pytestmark = pytest.mark.usefixtures("private_settings")
WAIT = 60_000      # ms: generous, five engineers share two cores


def example(name: str) -> Document:
    return nativefile.load(str(resources.files("resources").joinpath("examples", name)))


@pytest.fixture
def make_window(open_window):
    def make(document: Document) -> MainWindow:
        return open_window(document, "edit")
    return make


def show_panel(window) -> None:
    window.explain_docking.dock.show()
    window.explain_docking.dock.raise_()


def explained(qtbot, window) -> None:
    panel = window.explain_panel
    qtbot.mouseClick(panel.explain_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: panel.grade is not None, timeout=WAIT)


def test_explain_streams_steps_and_ends_with_a_difficulty(qtbot, make_window):
    window = make_window(example("corral-01.json"))
    show_panel(window)
    panel = window.explain_panel
    panel.auto_check.setChecked(False)
    explained(qtbot, window)
    assert panel.step_list.count() == len(panel.steps) == len(panel.grade.explanation.steps)
    assert panel.step_list.item(0).text().startswith("Step 1: ")
    assert panel.step_list.item(11).text().startswith("Step 12: ")
    assert "3 stars of 5" in panel.stars_label.text()
    hardest = panel.grade.difficulty.hardest_step
    assert panel.steps[hardest - 1].level == 4
    assert f"at step {hardest} " in panel.reason_label.text()
    assert "Every clue is needed" in panel.clues.redundant_label.text()
    assert panel.plot is not None and len(panel.plot.levels) == len(panel.steps)


def test_selected_step_shows_on_the_board_and_next_previous_move(qtbot, make_window):
    window = make_window(example("hebi-01.json"))
    show_panel(window)
    panel = window.explain_panel
    explained(qtbot, window)
    assert window.canvas.overlay is None          # nothing selected: nothing drawn
    genre, puzzle = window.document.genre, window.document.puzzle
    with_clue = next(i for i, s in enumerate(panel.steps) if s.clues and s.facts)
    panel.step_list.setCurrentRow(with_clue)
    step = panel.steps[with_clue]
    overlay = window.canvas.overlay
    assert overlay is not None
    assert all(overlay.forced.get(f) == v for f, v in step.facts.items())
    for fact in step.facts:
        assert set(genre.fact_cells(puzzle, fact)) <= set(overlay.fact_cells)
    assert set(step.clues[0].cells) <= set(overlay.clue_cells)
    assert step.text in panel.step_text.text()

    qtbot.mouseClick(panel.next_button, Qt.LeftButton)
    assert panel.selected == with_clue + 1
    assert panel.step_list.currentRow() == with_clue + 1
    assert panel.where_label.text() == f"{with_clue + 2} of {len(panel.steps)}"
    qtbot.mouseClick(panel.prev_button, Qt.LeftButton)
    qtbot.mouseClick(panel.prev_button, Qt.LeftButton)
    assert panel.selected == with_clue - 1
    # The solve so far: an earlier step shows fewer settled facts.
    assert len(window.canvas.overlay.forced) < len(overlay.forced)


def test_clicking_a_bar_of_the_plot_selects_that_step(qtbot, make_window):
    window = make_window(example("corral-01.json"))
    show_panel(window)
    panel = window.explain_panel
    explained(qtbot, window)
    plot = panel.plot
    target = 4
    scene_pos = plot.bar_scene_pos(target)
    view_pos = plot.mapFromScene(scene_pos)
    qtbot.mouseClick(plot.viewport(), Qt.LeftButton, pos=view_pos)
    qtbot.waitUntil(lambda: panel.selected == target, timeout=WAIT)
    assert window.canvas.overlay is not None
    assert plot.selected == target


def test_steps_stream_in_and_an_edit_cancels_and_clears(qtbot, make_window):
    # A 10x10 Corral takes seconds to explain in full: the first steps show long before.
    window = make_window(example("corral-03.json"))
    show_panel(window)
    panel = window.explain_panel
    qtbot.mouseClick(panel.explain_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: panel.step_list.count() >= 1, timeout=WAIT)
    assert panel.runner.is_busy() and panel.grade is None
    panel.step_list.setCurrentRow(0)
    assert window.canvas.overlay is not None
    doc = window.document
    free = next((r, c) for r in range(doc.puzzle.rows) for c in range(doc.puzzle.cols)
                if doc.puzzle.number((r, c)) is None)
    doc.apply(puzzle=replace(doc.puzzle, numbers=doc.puzzle.numbers | {(free, 3)}), label="Add")
    assert not panel.runner.is_busy()
    assert panel.step_list.count() == 0 and panel.steps == []
    assert window.overlays.get("explain") is None
    assert window.canvas.overlay is None


def test_leaving_edit_mode_clears_the_explanation_and_hides_the_panel(qtbot, make_window):
    window = make_window(example("corral-01.json"))
    show_panel(window)
    panel = window.explain_panel
    explained(qtbot, window)
    panel.step_by(1)
    assert window.canvas.overlay is not None
    window.set_mode("play")
    assert window.canvas.overlay is None
    assert panel.steps == []
    assert not window.explain_docking.dock.isVisible()
    window.set_mode("edit")
    assert window.explain_docking.dock.isVisible()


def test_a_clue_the_puzzle_does_not_need_is_outlined(qtbot, make_window):
    doc = example("corral-01.json")
    solution = solving.verdict(doc.genre, doc.puzzle).solutions[0]
    inside = inside_cells(doc.puzzle, solution)
    extra = next(c for c in sorted(inside) if doc.puzzle.number(c) is None)
    n = additive_value(doc.puzzle.geometry, inside, extra)
    window = make_window(Document(doc.genre, replace(doc.puzzle,
                                                     numbers=doc.puzzle.numbers | {(extra, n)})))
    show_panel(window)
    panel = window.explain_panel
    explained(qtbot, window)
    assert "not needed" in panel.clues.redundant_label.text()
    assert extra in window.canvas.overlay.redundant_cells
    panel.clues.redundant_check.setChecked(False)
    assert window.canvas.overlay is None
    panel.clues.redundant_check.setChecked(True)
    assert extra in window.canvas.overlay.redundant_cells


def several_solutions(genre) -> Document:
    doc = example("corral-01.json")
    return Document(genre, replace(doc.puzzle, numbers=doc.puzzle.numbers - {((1, 2), 6)}))


def test_a_suggested_clue_is_added_as_one_undo_step(qtbot, make_window):
    window = make_window(several_solutions(CORRAL))
    show_panel(window)
    panel = window.explain_panel
    panel.tabs.setCurrentIndex(1)
    qtbot.waitUntil(lambda: panel.clues.suggest_button.isEnabled(), timeout=WAIT)   # the verdict
    before = window.document.puzzle
    qtbot.mouseClick(panel.clues.suggest_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: panel.clues.suggestion_list.count() > 0, timeout=WAIT)
    first = panel.clues.suggestions[0]
    assert "facts open" in panel.clues.suggestion_list.item(0).text() or "unique" in \
        panel.clues.suggestion_list.item(0).text()
    rect = panel.clues.suggestion_list.visualItemRect(panel.clues.suggestion_list.item(0))
    qtbot.mouseClick(panel.clues.suggestion_list.viewport(), Qt.LeftButton, pos=rect.center())
    assert window.document.puzzle == first.puzzle != before
    assert panel.clues.suggestion_list.count() == 0       # they were for the puzzle before
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert window.document.puzzle == before


def test_a_genre_without_clue_candidates_says_so(qtbot, make_window):
    window = make_window(several_solutions(SilentCorral()))
    show_panel(window)
    panel = window.explain_panel
    qtbot.waitUntil(lambda: panel.clues.suggest_button.isEnabled(), timeout=WAIT)
    qtbot.mouseClick(panel.clues.suggest_button, Qt.LeftButton)
    assert panel.clues.suggestion_list.count() == 0
    assert "No clue to suggest" in panel.clues.suggest_label.text()


def test_opening_another_document_clears_the_explanation(qtbot, make_window):
    window = make_window(example("corral-01.json"))
    show_panel(window)
    panel = window.explain_panel
    explained(qtbot, window)
    panel.step_by(1)
    window.set_document(example("hebi-01.json"), mode="edit")
    assert panel.steps == [] and window.overlays.get("explain") is None


def test_the_window_starts_without_pyqtgraph():
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from editor.mainwindow import MainWindow; w = MainWindow(); w.show(); app.processEvents();"
            "print('pyqtgraph' in sys.modules); w.solver_panel.shutdown(); w.explain_panel.shutdown()")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen",
                              "XDG_CONFIG_HOME": "/tmp/pw-explain-noplot"})
    assert out.stdout.strip().splitlines()[-1] == "False", out.stderr
