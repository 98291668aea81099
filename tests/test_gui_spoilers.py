"""No spoilers in play: overlays off on every new puzzle and at Edit -> Play,
the solver quiet until a player asks, reveals confirmed and recorded, the
Solver dock placed per mode, and the keys staying with the board."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton

from conftest import loop_links
from editor.mainwindow import MainWindow
from editor.settings import Settings
from editor.play_timer import completion_message
from editor.solver_panel import PLAY_QUIET_TEXT
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core import nativefile, openers
from genres.core.document import Document
from genres.core.record import PlayRecord

pytestmark = pytest.mark.usefixtures("private_settings")

WAIT_MS = 10000
SMALL_GRID = ("o....", ".....", "#--#.", ".....")
OTHER_GRID = ("o...", "....", "#-#.", "....")
SOLUTION_PATH = [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (3, 4),
                 (3, 3), (3, 2), (3, 1), (2, 1), (1, 1), (1, 0)]


def puzzle(rows=SMALL_GRID) -> CircumnaviPuzzle:
    return GENRE.normalized(CircumnaviPuzzle(len(rows), len(rows[0]), rows))


def write_puzzle(path, rows=SMALL_GRID) -> str:
    nativefile.save(Document(GENRE, puzzle(rows), None, {"title": "Small"}), str(path))
    return str(path)


class Questions:
    """Stands in for the window's reveal question: records and answers it."""

    def __init__(self, answer: bool):
        self.answer = answer
        self.asked: list[str] = []

    def __call__(self, what, on_yes):
        self.asked.append(what)
        if self.answer:
            on_yes()


@pytest.fixture
def make_window(open_window):
    """A window that never asks before revealing (a test answers through Reveal)."""
    def make(document=None) -> MainWindow:
        window = open_window(document)
        window.ask_reveal = lambda what, on_yes: pytest.fail(f"unexpected question: {what}")
        return window
    return make


@pytest.fixture
def window(make_window, tmp_path) -> MainWindow:
    """A puzzle opened from a file: it opens for playing."""
    return make_window(nativefile.load(write_puzzle(tmp_path / "small.json")))


def switches(window):
    p = window.solver_panel
    return (p.solution_check.isChecked(), p.diff_check.isChecked(), p.forced_check.isChecked())


def show_author_overlays(qtbot, window):
    """The author (edit mode, no questions) shows a solution and the forced facts."""
    window.set_mode("edit")
    window.solver_panel.solution_check.setChecked(True)
    window.solver_panel.forced_check.setChecked(True)
    qtbot.waitUntil(lambda: window.canvas.overlay is not None
                    and window.canvas.overlay.solution is not None, timeout=WAIT_MS)


# ----- overlays off on every way in --------------------------------------------------

def _open_file(qtbot, window, tmp_path):
    path = write_puzzle(tmp_path / "other.json", OTHER_GRID)
    window.ask_open_path = lambda: path
    window.acts.open.trigger()


def _open_example(qtbot, window, tmp_path):
    window.acts.fill_examples_menu()
    window.acts.examples_menu.actions()[0].trigger()


def _url():
    return openers.url_for(Document(GENRE, puzzle(OTHER_GRID)))


def _open_url(qtbot, window, tmp_path):
    dlg = window.files.show_open_url_dialog()
    dlg.setTextValue(_url())
    dlg.accept()


def _paste(qtbot, window, tmp_path):
    QGuiApplication.clipboard().setText(_url())
    window.activateWindow()
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key_V, Qt.ControlModifier)


def _ctrl_n(qtbot, window, tmp_path):
    window.activateWindow()
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key_N, Qt.ControlModifier)
    window.dialog.accept()


def _play(qtbot, window, tmp_path):
    window.acts.play_mode.trigger()


ENTRY_POINTS = {"File > Open": _open_file, "Open Example": _open_example,
                "Open URL": _open_url, "paste (Ctrl+V)": _paste, "Ctrl+N": _ctrl_n,
                "Edit -> Play": _play}


@pytest.mark.parametrize("way", list(ENTRY_POINTS))
def test_every_way_to_a_new_puzzle_or_to_play_turns_every_overlay_off(qtbot, window, tmp_path, way):
    show_author_overlays(qtbot, window)
    before = window.document
    ENTRY_POINTS[way](qtbot, window, tmp_path)
    assert (window.document is not before) == (way != "Edit -> Play"), "the entry point worked"
    assert switches(window) == (False, False, False)
    assert window.canvas.overlay is None
    # Nor does the new puzzle's verdict (solved at once in edit mode) bring one back.
    if window.mode == "edit":
        qtbot.waitUntil(lambda: window.solver_panel.verdict is not None, timeout=WAIT_MS)
    qtbot.wait(50)
    assert window.canvas.overlay is None


# ----- the solver keeps quiet in play ------------------------------------------------

def test_a_puzzle_opened_for_playing_is_not_solved_until_the_player_asks(qtbot, window):
    panel = window.solver_panel
    assert window.mode == "play"
    qtbot.wait(300)
    assert panel.verdict is None and PLAY_QUIET_TEXT in panel.verdict_label.text()
    assert not panel.auto_check.isVisibleTo(panel) and panel.play_intro.isVisibleTo(panel)
    panel.solve_button.click()           # asking for the verdict gives nothing away
    qtbot.waitUntil(lambda: panel.verdict is not None, timeout=WAIT_MS)
    assert panel.verdict_label.text() in ("Unique solution", "Several solutions")
    assert window.canvas.overlay is None and not window.document.record.revealed


def test_switching_to_edit_solves_again_for_the_author(qtbot, window):
    window.set_mode("edit")
    qtbot.waitUntil(lambda: window.solver_panel.verdict is not None, timeout=WAIT_MS)
    assert window.solver_panel.auto_check.isVisibleTo(window.solver_panel)


def test_showing_a_solution_in_play_asks_and_marks_the_puzzle_revealed(qtbot, window):
    window.ask_reveal = questions = Questions(answer=True)
    window.solver_panel.solution_check.click()
    assert questions.asked == ["solution"]
    assert window.document.record.revealed
    qtbot.waitUntil(lambda: window.canvas.overlay is not None, timeout=WAIT_MS)
    assert GENRE.check(window.document.puzzle, window.canvas.overlay.solution) == []
    window.solver_panel.forced_check.click()      # revealed once: no second question
    assert questions.asked == ["solution"] and window.solver_panel.forced_check.isChecked()


def test_saying_no_shows_nothing_and_keeps_the_solve_the_players_own(qtbot, window):
    window.ask_reveal = questions = Questions(answer=False)
    panel = window.solver_panel
    panel.solution_check.click()
    panel.forced_check.click()
    panel.fill_button.click()
    assert questions.asked == ["solution", "forced", "fill"]
    assert switches(window) == (False, False, False)
    qtbot.wait(300)
    assert window.canvas.overlay is None and panel.verdict is None
    assert not window.document.record.revealed
    assert window.document.answer == GENRE.empty_answer(window.document.puzzle)


def test_fill_in_answer_in_play_asks_and_the_solve_is_not_called_well_done(qtbot, window):
    window.ask_reveal = questions = Questions(answer=True)
    window.solver_panel.fill_button.click()       # no verdict yet: it solves, then fills
    qtbot.waitUntil(lambda: window.solved, timeout=WAIT_MS)
    assert questions.asked == ["fill"] and window.document.record.revealed
    assert window.statusBar().currentMessage() == "Solved — the answer was revealed."


def test_a_players_own_solve_is_congratulated(qtbot, window):
    window.document.apply(answer=CircumnaviAnswer(loop_links(SOLUTION_PATH)))
    assert window.solved
    message = window.statusBar().currentMessage()
    assert message.startswith("Solved in ") and message.endswith("well done.")


def test_the_author_is_never_asked(qtbot, window):
    window.set_mode("edit")       # ask_reveal fails the test if called
    panel = window.solver_panel
    panel.solution_check.click()
    qtbot.waitUntil(lambda: window.canvas.overlay is not None, timeout=WAIT_MS)
    panel.fill_button.click()
    assert window.solved and not window.document.record.revealed


def test_the_question_is_a_window_that_does_not_block(qtbot, window):
    del window.ask_reveal                     # the window's own question
    window.solver_panel.solution_check.click()
    boxes = [b for b in window.message_boxes if b.isVisible()]
    assert len(boxes) == 1 and not window.document.record.revealed
    box = boxes[0]
    assert "revealed" in box.informativeText()
    yes = next(b for b in box.buttons() if b.text() == "Show the solution")
    qtbot.mouseClick(yes, Qt.LeftButton)
    assert window.document.record.revealed and box not in window.message_boxes
    qtbot.waitUntil(lambda: window.canvas.overlay is not None, timeout=WAIT_MS)


def test_keep_playing_in_the_question_reveals_nothing(qtbot, window):
    del window.ask_reveal
    window.solver_panel.fill_button.click()
    box = window.message_boxes[-1]
    keep = next(b for b in box.buttons() if b.text() == "Keep playing")
    qtbot.mouseClick(keep, Qt.LeftButton)
    assert not window.document.record.revealed and window.message_boxes == []


def test_completion_message_names_a_revealed_answer():
    record = PlayRecord(seconds=30, solved_seconds=30)
    assert completion_message(record) == "Solved in 0:30 — well done."
    record.mark_revealed()
    assert completion_message(record) == "Solved — the answer was revealed."


# ----- the Solver dock, per mode ----------------------------------------------------

def test_the_solver_dock_is_hidden_for_playing_and_shown_for_editing(qtbot, window):
    assert window.mode == "play" and not window.solver_dock.isVisible()
    window.set_mode("edit")
    assert window.solver_dock.isVisible()
    window.set_mode("play")
    assert not window.solver_dock.isVisible()


def test_the_view_menu_choice_is_remembered_for_the_mode(qtbot, make_window, tmp_path):
    window = make_window(nativefile.load(write_puzzle(tmp_path / "a.json")))
    toggle = window.solver_dock.toggleViewAction()
    assert not toggle.isChecked()
    toggle.trigger()                               # the player wants help beside the board
    assert window.solver_dock.isVisible()
    window.set_mode("edit")
    toggle.trigger()                               # ... the author does not
    assert not window.solver_dock.isVisible()
    window.set_mode("play")
    assert window.solver_dock.isVisible()
    assert Settings().solver_panel_shown("play") and not Settings().solver_panel_shown("edit")
    again = make_window(nativefile.load(write_puzzle(tmp_path / "b.json")))
    assert again.mode == "play" and again.solver_dock.isVisible()
    again.set_mode("edit")
    assert not again.solver_dock.isVisible()


def test_closing_the_dock_with_its_button_is_remembered(qtbot, window):
    window.set_mode("edit")
    window.solver_dock.close()
    window.set_mode("play")
    window.set_mode("edit")
    assert not window.solver_dock.isVisible()
    assert not Settings().solver_panel_shown("edit")


def test_a_new_puzzle_is_edited_with_the_solver_beside_it(qtbot, window):
    window.files.new_puzzle(GENRE, 5, 5)
    assert window.mode == "edit" and window.solver_dock.isVisible()


# ----- the board keeps the keys ---------------------------------------------------------

def focused_on_the_board(qtbot, window):
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.canvas, timeout=2000)


def draw_a_link_with_the_keys(qtbot, window):
    """Shift+Right from the cursor at the top-left corner: one link of the loop."""
    window.canvas.set_cursor((0, 0))
    before = window.document.answer
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Right, Qt.ShiftModifier)
    assert window.document.answer != before, "the key reached the board"


def prepare_keys(qtbot, window):
    window.activateWindow()
    window.canvas.setFocus()
    window.solver_dock.show()


@pytest.mark.parametrize("control", ["forced_check", "solve_button", "auto_check"])
def test_a_click_on_a_solver_control_leaves_the_keys_with_the_board(qtbot, window, control):
    window.ask_reveal = Questions(answer=False)
    if control == "auto_check":
        window.set_mode("edit")
        window.set_mode("play")
        window.solver_panel.auto_check.show()
    prepare_keys(qtbot, window)
    widget = getattr(window.solver_panel, control)
    qtbot.mouseClick(widget, Qt.LeftButton)
    focused_on_the_board(qtbot, window)
    draw_a_link_with_the_keys(qtbot, window)


def test_a_click_on_a_rule_in_the_list_leaves_the_keys_with_the_board(qtbot, window):
    window.document.apply(answer=CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)])))
    prepare_keys(qtbot, window)
    rules = window.rule_panel.list
    assert rules.count() > 0
    rect = rules.visualItemRect(rules.item(0))
    qtbot.mouseClick(rules.viewport(), Qt.LeftButton, pos=rect.center())
    focused_on_the_board(qtbot, window)
    window.canvas.set_cursor((3, 3))
    before = window.document.answer
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Right, Qt.ShiftModifier)
    assert window.document.answer != before


def test_tab_can_still_reach_the_panels_for_keyboard_users(qtbot, window):
    prepare_keys(qtbot, window)
    rules = window.rule_panel.list
    rules.setFocus(Qt.TabFocusReason)
    qtbot.wait(100)
    assert QApplication.focusWidget() is rules


def test_a_button_added_later_hands_the_focus_back_after_the_click(qtbot, window):
    clicked = []
    late = QPushButton("Late", window.solver_panel)
    late.setFocusPolicy(Qt.StrongFocus)
    window.solver_panel.layout().addWidget(late)
    late.clicked.connect(lambda: clicked.append(1))
    prepare_keys(qtbot, window)
    qtbot.mouseClick(late, Qt.LeftButton)
    assert clicked == [1], "the click itself is not cancelled"
    focused_on_the_board(qtbot, window)
    assert not late.focusPolicy() & Qt.ClickFocus


# ----- forced facts leave out what needs no deduction ----------------------------------

def test_forced_facts_leave_out_what_needs_no_deduction_and_say_how_many(qtbot, monkeypatch):
    from editor.solver_panel import SolverPanel
    from genres.core import analysis
    gated = puzzle(("o...", "....", "-..#", "...."))
    everything = analysis.forced_facts(GENRE, gated)
    assert len(everything) > 4
    trivial = frozenset(list(everything)[:3]) | {"a fact that is not forced"}
    asked = []

    def trivial_facts(self, p):
        asked.append(p)
        return trivial
    # On the class: the genre object itself travels to the solver's process.
    monkeypatch.setattr(type(GENRE), "trivial_facts", trivial_facts)
    panel = SolverPanel()
    qtbot.addWidget(panel)
    overlays = []
    panel.overlay_changed.connect(overlays.append)
    try:
        panel.set_puzzle(GENRE, gated)
        panel.forced_check.setChecked(True)
        # The result itself (not only the last progress report): it says how long it took.
        qtbot.waitUntil(lambda: "All decided" in panel.forced_label.text()
                        and "(in " in panel.forced_label.text(), timeout=WAIT_MS)
        assert panel.forced == everything, "the analysis itself stays whole"
        shown = overlays[-1].forced
        assert set(shown) == set(everything) - trivial
        assert f"{len(everything)} forced of" in panel.forced_label.text()
        assert "3 need no deduction, not shown" in panel.forced_label.text()
        assert asked == [gated], "asked once per puzzle"
    finally:
        assert panel.shutdown(5.0)


def test_the_forced_count_names_what_was_left_out_only_when_something_was():
    from editor.solver_results import deduced_facts, forced_figure
    assert forced_figure(42, 100) == "42 forced of 100"
    assert forced_figure(42, 100, 18) == "42 forced of 100 \u00b7 18 need no deduction, not shown"
    assert forced_figure(5, None, 1) == "5 forced \u00b7 1 needs no deduction, not shown"
    assert deduced_facts({"a": True, "b": False}, frozenset({"b"})) == {"a": True}


def test_a_click_on_a_game_panel_button_leaves_the_keys_with_the_board(qtbot, make_window):
    from genres.gates import GENRE as GATES, GameState, Move
    from genres.gates.genre import PERSON, GatesGame
    state = GameState("hex", 5)
    for label in ("c3", "d4"):
        state = state.play(Move(state.board.cell_from_label(label), 0))
    window = make_window(Document(GATES, GatesGame(state, (PERSON, PERSON), 0.2)))
    panel = window.side_panel
    qtbot.wait(10)          # the panel is new in its dock: let the window settle, as a user would
    panel.estimate_check.setChecked(False)      # no thinking needed here
    window.activateWindow()
    window.canvas.setFocus()
    qtbot.waitUntil(lambda: panel.back_button.isVisible() and panel.back_button.isEnabled(),
                    timeout=WAIT_MS)
    qtbot.mouseClick(panel.back_button, Qt.LeftButton)
    assert len(window.document.puzzle.state.moves) == 1, "the click went through"
    focused_on_the_board(qtbot, window)


def test_closing_the_window_is_not_taken_for_hiding_the_solver(qtbot, make_window, tmp_path):
    window = make_window(nativefile.load(write_puzzle(tmp_path / "a.json")))
    window.set_mode("edit")
    window.close()
    assert Settings().solver_panel_shown("edit") and not Settings().solver_panel_shown("play")
