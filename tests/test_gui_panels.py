"""The solver panel and the rule panel, driven with the real Circumnavi-Gates genre."""
from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt

from conftest import circumnavi_puzzle

from editor.rule_panel import RulePanel
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core import analysis, solving
from genres.core.grid import edge
from genres.core.view import Overlay

WAIT_MS = 10000


@pytest.fixture
def unique():
    return circumnavi_puzzle("o.", "..")          # the only loop is the 2x2 square


@pytest.fixture
def several():
    return circumnavi_puzzle("o..", "...", "...")


@pytest.fixture
def impossible():
    return circumnavi_puzzle("o#.", "#..", "...")  # the circle is walled in


@pytest.fixture
def with_gate():
    return circumnavi_puzzle("o...", "....", "-..#", "....")


def wait_verdict(qtbot, solver_panel):
    qtbot.waitUntil(lambda: solver_panel.verdict is not None, timeout=WAIT_MS)
    return solver_panel.verdict


# ----- solver panel ----------------------------------------------------------

def test_a_puzzle_with_one_loop_is_reported_unique(qtbot, solver_panel, circumnavi, unique):
    solver_panel.set_puzzle(circumnavi, unique)
    assert "Solving" in solver_panel.verdict_label.text()
    assert wait_verdict(qtbot, solver_panel).status == "unique"
    assert "Unique" in solver_panel.verdict_label.text()
    assert "in" in solver_panel.time_label.text()
    assert not solver_panel.diff_check.isEnabled(), "one solution has nothing to compare"


def test_an_open_grid_has_several_solutions(qtbot, solver_panel, circumnavi, several):
    solver_panel.set_puzzle(circumnavi, several)
    assert wait_verdict(qtbot, solver_panel).status == "multiple"
    assert "Several" in solver_panel.verdict_label.text()
    assert solver_panel.diff_check.isEnabled()


def test_a_walled_in_circle_has_no_solution_and_nothing_to_force(qtbot, solver_panel, circumnavi, impossible):
    solver_panel.set_puzzle(circumnavi, impossible)
    assert wait_verdict(qtbot, solver_panel).status == "none"
    assert "No solution" in solver_panel.verdict_label.text()
    assert not solver_panel.solution_check.isEnabled()
    assert not solver_panel.fill_button.isEnabled()
    solver_panel.forced_check.setChecked(True)
    assert "nothing is forced" in solver_panel.forced_label.text()
    assert not solver_panel._jobs.forced_busy()


def test_switching_puzzles_mid_solve_gives_the_new_puzzles_verdict(qtbot, solver_panel, circumnavi,
                                                                   impossible, unique):
    seen = []
    solver_panel.verdict_changed.connect(lambda v: seen.append(v.status) if v else None)
    solver_panel.set_puzzle(circumnavi, impossible)
    solver_panel.set_puzzle(circumnavi, unique)          # an edit before the first verdict arrived
    assert wait_verdict(qtbot, solver_panel).status == "unique"
    qtbot.wait(100)                         # the stale verdict would have arrived by now
    assert seen == ["unique"]
    assert "Unique" in solver_panel.verdict_label.text()


def test_show_a_solution_draws_a_loop_that_satisfies_every_rule(qtbot, solver_panel, circumnavi, with_gate):
    solver_panel.set_puzzle(circumnavi, with_gate)
    wait_verdict(qtbot, solver_panel)
    solver_panel.solution_check.setChecked(True)
    overlay = solver_panel.overlays[-1]
    assert isinstance(overlay, Overlay)
    assert circumnavi.check(with_gate, overlay.solution) == []
    solver_panel.solution_check.setChecked(False)
    assert solver_panel.overlays[-1] is None


def test_where_two_solutions_differ_shows_one_and_marks_the_cells(qtbot, solver_panel, circumnavi, several):
    solver_panel.set_puzzle(circumnavi, several)
    verdict = wait_verdict(qtbot, solver_panel)
    solver_panel.diff_check.setChecked(True)
    overlay = solver_panel.overlays[-1]
    assert overlay.solution == verdict.solutions[0]
    assert overlay.diff_cells and set(overlay.diff_cells) == set(verdict.diff_cells)
    first, second = verdict.solutions
    assert set(overlay.diff_cells) == set(circumnavi.difference_cells(several, first, second))


def test_an_edit_clears_the_old_overlay_and_shows_the_new_solution(qtbot, solver_panel, circumnavi,
                                                                   unique, several):
    solver_panel.set_puzzle(circumnavi, several)
    wait_verdict(qtbot, solver_panel)
    solver_panel.solution_check.setChecked(True)
    solver_panel.set_puzzle(circumnavi, unique)
    assert solver_panel.overlays[-1] is None       # nothing of the old puzzle stays drawn
    wait_verdict(qtbot, solver_panel)
    assert circumnavi.check(unique, solver_panel.overlays[-1].solution) == []


def test_fill_in_answer_hands_over_the_shown_solution(qtbot, solver_panel, circumnavi, unique):
    solver_panel.set_puzzle(circumnavi, unique)
    wait_verdict(qtbot, solver_panel)
    with qtbot.waitSignal(solver_panel.fill_answer, timeout=WAIT_MS) as blocker:
        qtbot.mouseClick(solver_panel.fill_button, Qt.MouseButton.LeftButton)
    square = {edge((0, 0), (0, 1)), edge((0, 1), (1, 1)), edge((1, 1), (1, 0)), edge((1, 0), (0, 0))}
    assert set(blocker.args[0].links) == square


def test_forced_facts_grow_until_every_fact_is_decided(qtbot, solver_panel, circumnavi, with_gate):
    expected = analysis.forced_facts(circumnavi, with_gate)
    assert expected, "the test puzzle must force something"
    total = len(circumnavi.encode(with_gate).facts)
    solver_panel.set_puzzle(circumnavi, with_gate)
    solver_panel.forced_check.setChecked(True)
    # The result (not only the last progress report) has arrived: it says how long it took.
    qtbot.waitUntil(lambda: "All decided" in solver_panel.forced_label.text()
                    and "(in " in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert solver_panel.forced == expected
    assert solver_panel.forced_bar.maximum() == total
    assert solver_panel.forced_bar.value() == total
    assert f"{len(expected)} forced of {total}" in solver_panel.forced_label.text()
    drawn = [o.forced for o in solver_panel.overlays if o is not None and o.forced]
    # The overlay leaves out what needs no deduction (no line into the black cell).
    trivial = circumnavi.trivial_facts(with_gate)
    assert trivial and drawn[-1] == {f: v for f, v in expected.items() if f not in trivial}
    # Each drawing only adds facts: what is proven stays proven.
    for before, after in zip(drawn, drawn[1:]):
        assert before.items() <= after.items()


def test_forced_facts_restart_for_the_edited_puzzle(qtbot, solver_panel, circumnavi, several, unique):
    solver_panel.forced_check.setChecked(True)
    solver_panel.set_puzzle(circumnavi, several)
    solver_panel.set_puzzle(circumnavi, unique)
    qtbot.waitUntil(lambda: "All decided" in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert solver_panel.forced == analysis.forced_facts(circumnavi, unique)


def test_stop_cancels_and_solve_now_starts_again(qtbot, solver_panel, circumnavi, several):
    seen = []
    solver_panel.verdict_changed.connect(lambda v: seen.append(v) if v else None)
    solver_panel.set_puzzle(circumnavi, several)
    assert solver_panel.stop_button.isEnabled()
    qtbot.mouseClick(solver_panel.stop_button, Qt.MouseButton.LeftButton)
    assert solver_panel.verdict_label.text() == "Cancelled"
    assert not solver_panel.stop_button.isEnabled()
    qtbot.wait(100)
    assert seen == [] and solver_panel.verdict is None
    qtbot.mouseClick(solver_panel.solve_button, Qt.MouseButton.LeftButton)
    assert wait_verdict(qtbot, solver_panel).status == "multiple"


def test_stop_keeps_the_facts_proven_so_far(qtbot, solver_panel, circumnavi, monkeypatch, several):
    proven = {("link", edge((0, 0), (0, 1))): True}

    def slow_forced(circumnavi, puzzle, *, cancel, progress=None, context=None):
        verdict = analysis.Verdict("multiple", [circumnavi.empty_answer(puzzle)] * 2, [(0, 0)])
        progress(analysis.ForcedProgress(dict(proven), 3, 12, False, verdict))
        while True:                      # a long proof, until cancelled
            if cancel():
                raise analysis.Cancelled()
            time.sleep(0.005)

    monkeypatch.setattr(solving, "forced_verdict", slow_forced)
    solver_panel.set_puzzle(circumnavi, several)
    solver_panel.forced_check.setChecked(True)
    qtbot.waitUntil(lambda: "1 forced of 12" in solver_panel.forced_label.text(), timeout=WAIT_MS)
    assert solver_panel.forced_bar.value() == 3 and solver_panel.forced_bar.maximum() == 12
    assert solver_panel.overlays[-1].forced == proven
    qtbot.mouseClick(solver_panel.stop_button, Qt.MouseButton.LeftButton)
    assert solver_panel.forced_label.text().startswith("Stopped")
    assert not solver_panel.stop_button.isEnabled()
    assert solver_panel.overlays[-1].forced == proven      # what was proven stays drawn


def test_with_solve_while_editing_off_an_edit_waits_for_the_author(qtbot, solver_panel, circumnavi, unique):
    solver_panel.auto_check.setChecked(False)
    solver_panel.set_puzzle(circumnavi, unique)
    assert solver_panel.verdict_label.text() == "Not solved yet"
    assert not solver_panel._jobs.verdict_busy()
    solver_panel.auto_check.setChecked(True)       # switching it back on solves at once
    assert wait_verdict(qtbot, solver_panel).status == "unique"


def test_a_solver_failure_is_shown_as_an_error(qtbot, solver_panel, circumnavi, monkeypatch, unique):
    def broken(circumnavi, puzzle, *, cancel, context=None):
        raise ValueError("the encoding is broken")
    monkeypatch.setattr(solving, "verdict", broken)
    solver_panel.set_puzzle(circumnavi, unique)
    qtbot.waitUntil(lambda: solver_panel.verdict_label.text().startswith("Error:"), timeout=WAIT_MS)
    assert "the encoding is broken" in solver_panel.verdict_label.text()
    assert not solver_panel.stop_button.isEnabled()


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


def test_play_mode_lists_the_broken_rules_of_the_answer(rules, circumnavi, several):
    broken = circumnavi.check(several, dead_end_answer())
    assert broken
    rules.set_violations([], broken, "play", solved=False, blank=False)
    assert rules.violations_shown() == sorted(broken, key=lambda v: v.severity != "error")
    assert texts(rules)[0] == "Answer"
    assert not rules.banner.isVisible()


def test_clicking_a_problem_selects_it_and_clicking_again_clears(qtbot, rules, circumnavi, several):
    broken = circumnavi.check(several, dead_end_answer())
    rules.set_violations([], broken, "play", solved=False, blank=False)
    with qtbot.waitSignal(rules.violation_selected, timeout=WAIT_MS) as blocker:
        click(qtbot, rules, broken[0])
    assert blocker.args == [broken[0]]
    with qtbot.waitSignal(rules.violation_selected, timeout=WAIT_MS) as blocker:
        click(qtbot, rules, broken[0])
    assert blocker.args == [None]


def test_the_selection_survives_a_refresh_while_the_problem_remains(qtbot, rules, circumnavi, several):
    broken = circumnavi.check(several, dead_end_answer())
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


def test_a_blank_board_in_play_mode_shows_a_hint_not_errors(rules, circumnavi, several):
    broken = circumnavi.check(several, CircumnaviAnswer())
    rules.set_violations([], broken, "play", solved=False, blank=True)
    assert rules.violations_shown() == []
    assert "Draw the loop to begin." in texts(rules)


def test_edit_mode_shows_construction_first_and_the_answer_only_once_drawn(rules, circumnavi):
    no_circle = circumnavi.normalized(CircumnaviPuzzle(3, 3, ("...", "...", "...")))
    construction = circumnavi.construction_problems(no_circle)
    assert any(v.code == "no-circle" for v in construction)
    answer = circumnavi.check(no_circle, dead_end_answer())
    rules.set_violations(construction, answer, "edit", solved=False, blank=True)
    assert texts(rules)[0] == "Puzzle construction"
    assert rules.violations_shown() == construction
    rules.set_violations(construction, answer, "edit", solved=False, blank=False)
    shown = rules.violations_shown()
    assert shown[:len(construction)] == construction
    assert set(shown[len(construction):]) == set(answer)
    assert "Answer" in texts(rules)


def test_a_solved_answer_shows_the_banner(rules, circumnavi, unique):
    solution = analysis.solve_verdict(circumnavi, unique).solutions[0]
    assert circumnavi.check(unique, solution) == []
    rules.set_violations([], [], "play", solved=True, blank=False)
    assert rules.banner.isVisible() and rules.banner.text() == "Solved!"
    rules.set_violations([], circumnavi.check(unique, CircumnaviAnswer()), "play", solved=False, blank=True)
    assert not rules.banner.isVisible()
