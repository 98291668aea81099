"""The solver panel and the rule panel, driven with the real Circumnavi-Gates genre."""
from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt

from editor.rule_panel import RulePanel
from editor.solver_panel import SolverPanel
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core import analysis, solving
from genres.core.grid import edge
from genres.core.view import Overlay
from genres.registry import get_genre

WAIT_MS = 10000


@pytest.fixture
def genre():
    return get_genre("circumnavi-gates")


def puzzle(genre, *rows: str) -> CircumnaviPuzzle:
    return genre.normalized(CircumnaviPuzzle(len(rows), len(rows[0]), tuple(rows)))


@pytest.fixture
def unique(genre):
    return puzzle(genre, "o.", "..")          # the only loop is the 2x2 square


@pytest.fixture
def several(genre):
    return puzzle(genre, "o..", "...", "...")


@pytest.fixture
def impossible(genre):
    return puzzle(genre, "o#.", "#..", "...")  # the circle is walled in


@pytest.fixture
def with_gate(genre):
    return puzzle(genre, "o...", "....", "-..#", "....")


@pytest.fixture
def panel(qtbot):
    p = SolverPanel()
    qtbot.addWidget(p)
    overlays = []
    p.overlay_changed.connect(overlays.append)
    p.overlays = overlays        # what the canvas was asked to draw, in order
    yield p
    assert p.shutdown(5.0)


def wait_verdict(qtbot, panel):
    qtbot.waitUntil(lambda: panel.verdict is not None, timeout=WAIT_MS)
    return panel.verdict


# ----- solver panel ----------------------------------------------------------

def test_a_puzzle_with_one_loop_is_reported_unique(qtbot, panel, genre, unique):
    panel.set_puzzle(genre, unique)
    assert "Solving" in panel.verdict_label.text()
    assert wait_verdict(qtbot, panel).status == "unique"
    assert "Unique" in panel.verdict_label.text()
    assert "in" in panel.time_label.text()
    assert not panel.diff_check.isEnabled(), "one solution has nothing to compare"


def test_an_open_grid_has_several_solutions(qtbot, panel, genre, several):
    panel.set_puzzle(genre, several)
    assert wait_verdict(qtbot, panel).status == "multiple"
    assert "Several" in panel.verdict_label.text()
    assert panel.diff_check.isEnabled()


def test_a_walled_in_circle_has_no_solution_and_nothing_to_force(qtbot, panel, genre, impossible):
    panel.set_puzzle(genre, impossible)
    assert wait_verdict(qtbot, panel).status == "none"
    assert "No solution" in panel.verdict_label.text()
    assert not panel.solution_check.isEnabled()
    assert not panel.fill_button.isEnabled()
    panel.forced_check.setChecked(True)
    assert "nothing is forced" in panel.forced_label.text()
    assert not panel._jobs.forced_busy()


def test_switching_puzzles_mid_solve_gives_the_new_puzzles_verdict(qtbot, panel, genre,
                                                                   impossible, unique):
    seen = []
    panel.verdict_changed.connect(lambda v: seen.append(v.status) if v else None)
    panel.set_puzzle(genre, impossible)
    panel.set_puzzle(genre, unique)          # an edit before the first verdict arrived
    assert wait_verdict(qtbot, panel).status == "unique"
    qtbot.wait(100)                         # the stale verdict would have arrived by now
    assert seen == ["unique"]
    assert "Unique" in panel.verdict_label.text()


def test_show_a_solution_draws_a_loop_that_satisfies_every_rule(qtbot, panel, genre, with_gate):
    panel.set_puzzle(genre, with_gate)
    wait_verdict(qtbot, panel)
    panel.solution_check.setChecked(True)
    overlay = panel.overlays[-1]
    assert isinstance(overlay, Overlay)
    assert genre.check(with_gate, overlay.solution) == []
    panel.solution_check.setChecked(False)
    assert panel.overlays[-1] is None


def test_where_two_solutions_differ_shows_one_and_marks_the_cells(qtbot, panel, genre, several):
    panel.set_puzzle(genre, several)
    verdict = wait_verdict(qtbot, panel)
    panel.diff_check.setChecked(True)
    overlay = panel.overlays[-1]
    assert overlay.solution == verdict.solutions[0]
    assert overlay.diff_cells and set(overlay.diff_cells) == set(verdict.diff_cells)
    first, second = verdict.solutions
    assert set(overlay.diff_cells) == set(genre.difference_cells(several, first, second))


def test_an_edit_clears_the_old_overlay_and_shows_the_new_solution(qtbot, panel, genre,
                                                                   unique, several):
    panel.set_puzzle(genre, several)
    wait_verdict(qtbot, panel)
    panel.solution_check.setChecked(True)
    panel.set_puzzle(genre, unique)
    assert panel.overlays[-1] is None       # nothing of the old puzzle stays drawn
    wait_verdict(qtbot, panel)
    assert genre.check(unique, panel.overlays[-1].solution) == []


def test_fill_in_answer_hands_over_the_shown_solution(qtbot, panel, genre, unique):
    panel.set_puzzle(genre, unique)
    wait_verdict(qtbot, panel)
    with qtbot.waitSignal(panel.fill_answer, timeout=WAIT_MS) as blocker:
        qtbot.mouseClick(panel.fill_button, Qt.MouseButton.LeftButton)
    square = {edge((0, 0), (0, 1)), edge((0, 1), (1, 1)), edge((1, 1), (1, 0)), edge((1, 0), (0, 0))}
    assert set(blocker.args[0].links) == square


def test_forced_facts_grow_until_every_fact_is_decided(qtbot, panel, genre, with_gate):
    expected = analysis.forced_facts(genre, with_gate)
    assert expected, "the test puzzle must force something"
    total = len(genre.encode(with_gate).facts)
    panel.set_puzzle(genre, with_gate)
    panel.forced_check.setChecked(True)
    # The result (not only the last progress report) has arrived: it says how long it took.
    qtbot.waitUntil(lambda: "All decided" in panel.forced_label.text()
                    and "(in " in panel.forced_label.text(), timeout=WAIT_MS)
    assert panel.forced == expected
    assert panel.forced_bar.maximum() == total
    assert panel.forced_bar.value() == total
    assert f"{len(expected)} forced of {total}" in panel.forced_label.text()
    drawn = [o.forced for o in panel.overlays if o is not None and o.forced]
    # The overlay leaves out what needs no deduction (no line into the black cell).
    trivial = genre.trivial_facts(with_gate)
    assert trivial and drawn[-1] == {f: v for f, v in expected.items() if f not in trivial}
    # Each drawing only adds facts: what is proven stays proven.
    for before, after in zip(drawn, drawn[1:]):
        assert before.items() <= after.items()


def test_forced_facts_restart_for_the_edited_puzzle(qtbot, panel, genre, several, unique):
    panel.forced_check.setChecked(True)
    panel.set_puzzle(genre, several)
    panel.set_puzzle(genre, unique)
    qtbot.waitUntil(lambda: "All decided" in panel.forced_label.text(), timeout=WAIT_MS)
    assert panel.forced == analysis.forced_facts(genre, unique)


def test_stop_cancels_and_solve_now_starts_again(qtbot, panel, genre, several):
    seen = []
    panel.verdict_changed.connect(lambda v: seen.append(v) if v else None)
    panel.set_puzzle(genre, several)
    assert panel.stop_button.isEnabled()
    qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert panel.verdict_label.text() == "Cancelled"
    assert not panel.stop_button.isEnabled()
    qtbot.wait(100)
    assert seen == [] and panel.verdict is None
    qtbot.mouseClick(panel.solve_button, Qt.MouseButton.LeftButton)
    assert wait_verdict(qtbot, panel).status == "multiple"


def test_stop_keeps_the_facts_proven_so_far(qtbot, panel, genre, monkeypatch, several):
    proven = {("link", edge((0, 0), (0, 1))): True}

    def slow_forced(genre, puzzle, *, cancel, progress=None, context=None):
        verdict = analysis.Verdict("multiple", [genre.empty_answer(puzzle)] * 2, [(0, 0)])
        progress(analysis.ForcedProgress(dict(proven), 3, 12, False, verdict))
        while True:                      # a long proof, until cancelled
            if cancel():
                raise analysis.Cancelled()
            time.sleep(0.005)

    monkeypatch.setattr(solving, "forced_verdict", slow_forced)
    panel.set_puzzle(genre, several)
    panel.forced_check.setChecked(True)
    qtbot.waitUntil(lambda: "1 forced of 12" in panel.forced_label.text(), timeout=WAIT_MS)
    assert panel.forced_bar.value() == 3 and panel.forced_bar.maximum() == 12
    assert panel.overlays[-1].forced == proven
    qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert panel.forced_label.text().startswith("Stopped")
    assert not panel.stop_button.isEnabled()
    assert panel.overlays[-1].forced == proven      # what was proven stays drawn


def test_with_solve_while_editing_off_an_edit_waits_for_the_author(qtbot, panel, genre, unique):
    panel.auto_check.setChecked(False)
    panel.set_puzzle(genre, unique)
    assert panel.verdict_label.text() == "Not solved yet"
    assert not panel._jobs.verdict_busy()
    panel.auto_check.setChecked(True)       # switching it back on solves at once
    assert wait_verdict(qtbot, panel).status == "unique"


def test_a_solver_failure_is_shown_as_an_error(qtbot, panel, genre, monkeypatch, unique):
    def broken(genre, puzzle, *, cancel, context=None):
        raise ValueError("the encoding is broken")
    monkeypatch.setattr(solving, "verdict", broken)
    panel.set_puzzle(genre, unique)
    qtbot.waitUntil(lambda: panel.verdict_label.text().startswith("Error:"), timeout=WAIT_MS)
    assert "the encoding is broken" in panel.verdict_label.text()
    assert not panel.stop_button.isEnabled()


# ----- rule panel ------------------------------------------------------------

@pytest.fixture
def rules(qtbot):
    p = RulePanel()
    qtbot.addWidget(p)
    p.resize(320, 400)
    p.show()
    qtbot.waitExposed(p)
    return p


def click(qtbot, rules, violation):
    item = rules.item_for(violation)
    assert item is not None
    pos = rules.list.visualItemRect(item).center()
    qtbot.mouseClick(rules.list.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def texts(rules):
    return [rules.list.item(i).text() for i in range(rules.list.count())]


def dead_end_answer():
    # Two links from the circle that stop: two dead ends in the 3x3 grid.
    return CircumnaviAnswer(frozenset({edge((0, 0), (0, 1)), edge((0, 0), (1, 0))}))


def test_play_mode_lists_the_broken_rules_of_the_answer(rules, genre, several):
    broken = genre.check(several, dead_end_answer())
    assert broken
    rules.set_violations([], broken, "play", solved=False, blank=False)
    assert rules.violations_shown() == sorted(broken, key=lambda v: v.severity != "error")
    assert texts(rules)[0] == "Answer"
    assert not rules.banner.isVisible()


def test_clicking_a_problem_selects_it_and_clicking_again_clears(qtbot, rules, genre, several):
    broken = genre.check(several, dead_end_answer())
    rules.set_violations([], broken, "play", solved=False, blank=False)
    with qtbot.waitSignal(rules.violation_selected, timeout=WAIT_MS) as blocker:
        click(qtbot, rules, broken[0])
    assert blocker.args == [broken[0]]
    with qtbot.waitSignal(rules.violation_selected, timeout=WAIT_MS) as blocker:
        click(qtbot, rules, broken[0])
    assert blocker.args == [None]


def test_the_selection_survives_a_refresh_while_the_problem_remains(qtbot, rules, genre, several):
    broken = genre.check(several, dead_end_answer())
    rules.set_violations([], broken, "play", solved=False, blank=False)
    click(qtbot, rules, broken[0])
    emitted = []
    rules.violation_selected.connect(emitted.append)
    rules.set_violations([], list(broken), "play", solved=False, blank=False)
    assert rules.selected == broken[0] and emitted == []
    assert rules.item_for(broken[0]).isSelected()
    # The problem is fixed: the selection goes and the canvas is told.
    rules.set_violations([], [], "play", solved=True, blank=False)
    assert emitted == [None]


def test_a_blank_board_in_play_mode_shows_a_hint_not_errors(rules, genre, several):
    broken = genre.check(several, CircumnaviAnswer())
    rules.set_violations([], broken, "play", solved=False, blank=True)
    assert rules.violations_shown() == []
    assert "Draw the loop to begin." in texts(rules)


def test_edit_mode_shows_construction_first_and_the_answer_only_once_drawn(rules, genre):
    no_circle = genre.normalized(CircumnaviPuzzle(3, 3, ("...", "...", "...")))
    construction = genre.construction_problems(no_circle)
    assert any(v.code == "no-circle" for v in construction)
    answer = genre.check(no_circle, dead_end_answer())
    rules.set_violations(construction, answer, "edit", solved=False, blank=True)
    assert texts(rules)[0] == "Puzzle construction"
    assert rules.violations_shown() == construction
    rules.set_violations(construction, answer, "edit", solved=False, blank=False)
    shown = rules.violations_shown()
    assert shown[:len(construction)] == construction
    assert set(shown[len(construction):]) == set(answer)
    assert "Answer" in texts(rules)


def test_a_solved_answer_shows_the_banner(rules, genre, unique):
    solution = analysis.solve_verdict(genre, unique).solutions[0]
    assert genre.check(unique, solution) == []
    rules.set_violations([], [], "play", solved=True, blank=False)
    assert rules.banner.isVisible() and rules.banner.text() == "Solved!"
    rules.set_violations([], genre.check(unique, CircumnaviAnswer()), "play", solved=False, blank=True)
    assert not rules.banner.isVisible()
