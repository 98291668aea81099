"""Mistakes while playing, everything on Check: what the player sees in the
Rules panel, on the board and in the status bar.

The genres decide which of their violations are mistakes; these tests pin
that down for the small Slalom board with a stand-in (``kinds``), so they
test the window and not one genre's current choices."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from conftest import loop_links, path_links
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core import nativefile
from genres.core.document import Document
from genres.core.violation import MISTAKE, UNFINISHED, Violation

from editor.checking import check_summary
from editor.mainwindow import MainWindow
from editor.rule_panel import RulePanel

pytestmark = pytest.mark.usefixtures("private_settings")

SMALL_GRID = ("o....", ".....", "#--#.", ".....")
SOLUTION_PATH = [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (3, 4),
                 (3, 3), (3, 2), (3, 1), (2, 1), (1, 1), (1, 0), (0, 0)]
HALF_LOOP = CircumnaviAnswer(path_links(SOLUTION_PATH[:8]))             # open: dead ends, gate missed
HALF_WITH_BRANCH = CircumnaviAnswer(HALF_LOOP.links | path_links([(1, 4), (1, 3)]))
RING_MISSING_THE_GATE = CircumnaviAnswer(loop_links([(0, 0), (0, 1), (1, 1), (1, 0)]))
# Rules only a finished loop must meet (the stand-in for the genre's own kinds).
UNFINISHED_CODES = {"loop-dead-end", "loop-empty", "gate-missed", "circle-missed"}


def small_puzzle() -> CircumnaviPuzzle:
    return GENRE.normalized(CircumnaviPuzzle(4, 5, SMALL_GRID))


@pytest.fixture
def kinds(monkeypatch):
    """Slalom's checker with its kinds fixed as a finished genre declares them, and
    "complete" meaning a closed loop (no dead ends)."""
    check = type(GENRE).check

    def kinded(puzzle, answer):
        return [replace(v, kind=UNFINISHED if v.code in UNFINISHED_CODES else MISTAKE)
                for v in check(GENRE, puzzle, answer)]

    def complete(puzzle, answer):
        codes = {v.code for v in check(GENRE, puzzle, answer)}
        return bool(answer.links) and not codes & {"loop-dead-end", "loop-empty"}

    monkeypatch.setattr(GENRE, "check", kinded)
    monkeypatch.setattr(GENRE, "is_complete", complete)


@pytest.fixture
def window(qtbot, tmp_path, kinds) -> MainWindow:
    doc = Document(GENRE, small_puzzle(), metadata={"title": "Small"})
    nativefile.save(doc, str(tmp_path / "small.json"))
    win = MainWindow(nativefile.load(str(tmp_path / "small.json")))
    qtbot.addWidget(win)
    win.ask_save_changes = lambda: "discard"
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def codes(violations) -> list[str]:
    return [v.code for v in violations]


def panel_texts(win) -> list[str]:
    lst = win.rule_panel.list
    return [lst.item(i).text() for i in range(lst.count())]


# ----- while playing: mistakes only -------------------------------------------------------
def test_an_open_loop_shows_no_unfinished_rules_on_the_board_or_in_the_panel(window):
    window.acts.show_errors.setChecked(True)
    window.document.apply(answer=HALF_LOOP)
    assert {"loop-dead-end", "gate-missed"} <= set(codes(window.violations))
    assert window.rule_panel.violations_shown() == []
    assert "No mistakes so far." in panel_texts(window)
    assert window.canvas.errors == ()


def test_a_mistake_shows_at_once_but_the_missed_gate_does_not(window):
    window.acts.show_errors.setChecked(True)
    window.document.apply(answer=HALF_WITH_BRANCH)
    assert codes(window.rule_panel.violations_shown()) == ["loop-branch"]
    assert codes(window.canvas.errors) == ["loop-branch"]


def test_show_errors_as_you_go_off_still_keeps_the_board_plain(window):
    window.acts.show_errors.setChecked(False)
    window.document.apply(answer=HALF_WITH_BRANCH)
    assert window.canvas.errors == ()
    assert codes(window.rule_panel.violations_shown()) == ["loop-branch"]


# ----- Check ------------------------------------------------------------------------------
def test_check_lists_every_broken_rule_mistakes_first_until_the_answer_changes(window):
    window.acts.show_errors.setChecked(True)
    window.document.apply(answer=HALF_WITH_BRANCH)
    window.acts.check.trigger()
    everything = ["loop-branch"] + ["loop-dead-end"] * 3 + ["gate-missed"]
    assert codes(window.rule_panel.violations_shown()) == everything
    assert codes(window.canvas.errors) == everything
    assert window.statusBar().currentMessage() == "Check: 1 mistake, 2 rules not yet met."
    # The next move: back to mistakes only.
    window.document.apply(answer=CircumnaviAnswer(HALF_WITH_BRANCH.links | path_links([(3, 4), (3, 3)])))
    assert codes(window.rule_panel.violations_shown()) == ["loop-branch"]
    assert codes(window.canvas.errors) == ["loop-branch"]


def test_check_without_mistakes_says_so_and_lists_what_is_still_to_do(window):
    window.document.apply(answer=HALF_LOOP)
    window.check_answer()
    texts = panel_texts(window)
    assert "No mistakes so far; 2 rules still to meet:" in texts
    assert codes(window.rule_panel.violations_shown()) == ["loop-dead-end", "loop-dead-end",
                                                            "gate-missed"]
    assert window.statusBar().currentMessage() == "Check: no mistakes so far; 2 rules still to meet."


def test_undo_after_check_hides_the_unfinished_rules_again(window):
    window.document.apply(answer=HALF_LOOP)
    window.check_answer()
    window.document.apply(answer=HALF_WITH_BRANCH)
    window.acts.undo.trigger()
    assert window.document.answer == HALF_LOOP
    assert window.rule_panel.violations_shown() == []


def test_the_check_shortcut_is_f5(qtbot, window):
    window.document.apply(answer=HALF_LOOP)
    assert window.acts.check.shortcut().toString() == "F5"
    window.activateWindow()
    window.canvas.setFocus()
    qtbot.keyClick(window.canvas, Qt.Key_F5)
    assert codes(window.rule_panel.violations_shown()) == ["loop-dead-end", "loop-dead-end",
                                                            "gate-missed"]


def test_check_is_a_toolbar_button_and_an_edit_menu_entry(window):
    assert window.acts.check in window.mode_toolbar.actions()
    button = window.mode_toolbar.widgetForAction(window.acts.check)
    assert button is not None and button.isVisible()
    assert button.text() == "Check"
    edit_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    assert window.acts.check in edit_menu.actions()


def test_check_on_a_solved_or_blank_board(window):
    window.check_answer()
    assert window.statusBar().currentMessage() == "Check: nothing drawn yet."
    window.document.apply(answer=CircumnaviAnswer(loop_links(SOLUTION_PATH[:-1])))
    window.check_answer()
    assert window.statusBar().currentMessage() == "Check: every rule is satisfied — solved."


# ----- a complete answer, edit mode -------------------------------------------------------
def test_a_closed_loop_shows_every_broken_rule_without_asking(window):
    window.acts.show_errors.setChecked(True)
    window.document.apply(answer=RING_MISSING_THE_GATE)
    assert window.checking.complete
    assert codes(window.rule_panel.violations_shown()) == ["gate-missed"]
    assert codes(window.canvas.errors) == ["gate-missed"]
    assert "looks finished" in window.statusBar().currentMessage()


def test_edit_mode_lists_the_unfinished_rules_too(window):
    window.document.apply(answer=HALF_LOOP)
    window.set_mode("edit")
    assert set(codes(window.rule_panel.violations_shown())) >= {"loop-dead-end", "gate-missed"}


def test_a_game_cannot_be_checked_and_has_no_timer(qtbot, make_game_window):
    assert not make_game_window.acts.check.isEnabled()
    assert not make_game_window.checking.play_timer.isVisible()
    assert not make_game_window.checking.play_timer.running


@pytest.fixture
def make_game_window(qtbot):
    from genres.registry import all_genres
    game = next(g for g in all_genres() if g.kind == "game")
    win = MainWindow(Document(game, game.new_puzzle(*game.default_size)))
    qtbot.addWidget(win)
    yield win
    win.ask_save_changes = lambda: "discard"
    win.close()


# ----- the list: mistakes first, the newest one in view -----------------------------------
def many(n: int, kind: str, prefix: str) -> list[Violation]:
    return [Violation(f"{prefix}-{i}", f"{prefix} problem {i} at row {i + 1}, column 1",
                      ((i, 0),), kind=kind) for i in range(n)]


def test_mistakes_are_listed_before_unfinished_rules(qtbot):
    panel = RulePanel()
    qtbot.addWidget(panel)
    todo, wrong = many(2, UNFINISHED, "todo"), many(2, MISTAKE, "wrong")
    panel.set_violations([], [todo[0], wrong[0], todo[1], wrong[1]], "play", False, False)
    assert panel.violations_shown() == [wrong[0], wrong[1], todo[0], todo[1]]


def test_a_new_mistake_is_scrolled_into_view(qtbot):
    panel = RulePanel()
    qtbot.addWidget(panel)
    panel.resize(260, 160)
    panel.show()
    qtbot.waitExposed(panel)
    wrong, todo = many(30, MISTAKE, "wrong"), many(10, UNFINISHED, "todo")
    panel.set_violations([], wrong + todo, "play", False, False)
    newest = Violation("branch", "The loop branches at row 9, column 9.", ((8, 8),))
    panel.set_violations([], wrong + [newest] + todo, "play", False, False)
    item = panel.item_for(newest)
    rect = panel.list.visualItemRect(item)
    assert panel.list.viewport().rect().contains(rect), "the newest mistake is hidden"
    assert panel.list.verticalScrollBar().value() > 0


def test_the_list_stays_where_the_player_scrolled_when_nothing_new_appears(qtbot):
    panel = RulePanel()
    qtbot.addWidget(panel)
    panel.resize(260, 160)
    panel.show()
    qtbot.waitExposed(panel)
    wrong = many(30, MISTAKE, "wrong")
    panel.set_violations([], wrong, "play", False, False)
    bar = panel.list.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    kept = bar.value()
    panel.set_violations([], wrong[:-1], "play", False, False)   # one fixed, nothing new
    assert bar.value() == kept


def test_the_check_summary_counts_mistakes_and_rules_not_yet_met():
    two_wrong, three_todo = many(2, MISTAKE, "w"), many(3, UNFINISHED, "t")
    assert check_summary(two_wrong + three_todo, False, False) == \
        "Check: 2 mistakes, 3 rules not yet met."
    assert check_summary(two_wrong, False, False) == "Check: 2 mistakes."
    assert check_summary(three_todo[:1], False, False) == \
        "Check: no mistakes so far; 1 rule still to meet."
