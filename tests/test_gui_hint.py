"""The Hint button as a player meets it: the next step on the board with its
reason, a second press fills it in, a move takes it away, mistakes are named."""
from __future__ import annotations

import threading

import pytest

from editor import hints as hints_module
from editor.examples import load_example
from editor.mainwindow import MainWindow
from genres.core.applying import apply_facts
from genres.core.explain_steps import DEDUCTION, MISTAKE
from genres.corral.model import CorralAnswer, left_side

pytestmark = pytest.mark.usefixtures("private_settings")

WAIT_MS = 60_000      # a child process starts and explains: generous, never a timed assert


@pytest.fixture
def make_window(open_window):
    def make(example: str) -> MainWindow:
        return open_window(load_example(example), "play")
    return make


def ask_hint(qtbot, window) -> None:
    window.acts.hint.trigger()
    qtbot.waitUntil(lambda: window.hints.step is not None, timeout=WAIT_MS)


def test_a_hint_rings_its_clues_draws_its_facts_and_says_why(qtbot, make_window):
    window = make_window("corral-01.json")
    assert window.acts.hint.isVisible() and window.acts.hint.isEnabled()
    ask_hint(qtbot, window)
    step = window.hints.step
    assert step.kind == DEDUCTION and step.facts
    overlay = window.canvas.overlay
    assert overlay.forced == step.facts
    assert overlay.fact_cells and set(overlay.clue_cells) == {c for g in step.clues for c in g.cells}
    assert window.hint_bar.isVisible()
    assert step.text in window.hint_bar.label.text()
    assert 1 <= window.hint_bar.label.visible_lines() <= hints_module.TEXT_LINES
    assert window.document.record.hints == 1


def test_a_long_hint_sentence_is_all_there_to_read_in_a_strip_three_lines_tall(qtbot, make_window):
    """An Ore Soccer step cites several clues and rule families before it
    says what they force: the strip keeps three lines and scrolls to the rest,
    where cutting it with "…" hid the very facts the hint was about."""
    window = make_window("soccer-03.json")
    window.resize(800, 600)
    ask_hint(qtbot, window)
    step = window.hints.step
    text = window.hint_bar.label
    assert step.text in text.text()
    qtbot.waitUntil(lambda: text.visible_lines() == hints_module.TEXT_LINES, timeout=WAIT_MS)
    assert text.full_height() > text.height() and text.is_scrolled()
    bar = text.verticalScrollBar()
    bar.setValue(bar.maximum())             # the end of the sentence: what the step forces
    assert bar.value() > 0


def test_a_second_press_fills_the_hint_in_as_one_undo_step(qtbot, make_window):
    window = make_window("circumnavi-01.json")     # a line or a cross shows every fact
    doc = window.document
    ask_hint(qtbot, window)
    step = window.hints.step
    assert hints_module.can_fill_in(doc.genre)
    before = doc.answer
    window.acts.hint.trigger()
    marks = doc.genre.answer_facts(doc.puzzle, doc.answer)
    assert all(marks.get(f) == v for f, v in step.facts.items())
    assert window.hints.step is None and window.canvas.overlay is None
    assert not window.hint_bar.isVisible()
    window.undo()
    assert doc.answer == before


def test_a_move_takes_the_hint_off_the_board(qtbot, make_window):
    window = make_window("corral-01.json")
    ask_hint(qtbot, window)
    doc = window.document
    # A cross on the top edge of the board: any move at all.
    doc.apply(answer=CorralAnswer(crosses=frozenset({left_side((0, 1))})), label="Cross")
    assert window.hints.step is None
    assert window.canvas.overlay is None and not window.hint_bar.isVisible()


def test_a_wrong_mark_is_named_as_a_mistake_not_filled_in(qtbot, make_window):
    window = make_window("corral-01.json")
    doc = window.document
    solution_facts = _solution_facts(doc)
    # Mark one cell the wrong way round: every solution disagrees with it.
    fact = next(f for f in sorted(solution_facts, key=repr) if f[0] == "inside")
    wrong = {fact: not solution_facts[fact]}
    doc.apply(answer=doc.genre.answer_with_facts(doc.puzzle, doc.answer, wrong), label="Mark")
    ask_hint(qtbot, window)
    step = window.hints.step
    assert step.kind == MISTAKE
    assert window.hint_bar.label.text().startswith("Mistake")
    assert not window.hint_bar.fill_button.isVisible()
    answer = doc.answer
    window.acts.hint.trigger()          # nothing to fill in
    assert doc.answer == answer


def test_hint_is_for_play_mode_and_is_taken_away_on_switching_to_edit(qtbot, make_window):
    window = make_window("corral-01.json")
    ask_hint(qtbot, window)
    window.set_mode("edit")
    assert window.hints.step is None and window.canvas.overlay is None
    assert not window.acts.hint.isEnabled()
    window.acts.hint.trigger()
    assert not window.hint_bar.isVisible()


def test_a_hint_still_being_looked_for_is_dropped_when_another_puzzle_opens(qtbot, make_window):
    window = make_window("corral-01.json")
    window.acts.hint.trigger()
    assert window.hint_bar.label.text() == hints_module.LOOKING_TEXT
    window.set_document(load_example("hebi-01.json"))
    assert not window.hint_bar.isVisible()
    qtbot.wait(300)
    qtbot.waitUntil(lambda: not window.hints.runner.is_busy(), timeout=WAIT_MS)
    assert window.hints.step is None and window.canvas.overlay is None


def _solution_facts(doc) -> dict:
    from genres.core.analysis import solve_verdict
    solution = solve_verdict(doc.genre, doc.puzzle).solutions[0]
    return doc.genre.answer_facts(doc.puzzle, solution)


def test_a_filled_in_hint_no_mark_can_show_is_not_given_again(qtbot, make_window):
    """Ore Soccer has no cross: "the path does not join these cells" draws
    nothing, and the next hint must move on instead of repeating it."""
    window = make_window("soccer-01.json")
    ask_hint(qtbot, window)
    first = window.hints.step
    assert first.kind == DEDUCTION
    window.acts.hint.trigger()                 # fill it in
    assert "next hint takes" in window.statusBar().currentMessage() or \
        window.document.answer != window.document.genre.empty_answer(window.document.puzzle)
    ask_hint(qtbot, window)
    second = window.hints.step
    assert second.kind == DEDUCTION
    assert set(second.facts) != set(first.facts)
    assert not set(second.facts) & set(first.facts)
    assert window.hints.server.server.starts == 1     # both from the one kept child


def test_closing_the_window_stops_a_hint_still_being_looked_for(qtbot, make_window):
    window = make_window("corral-03.json")
    window.acts.hint.trigger()
    assert window.hints.runner.is_busy()
    window.close()
    assert not window.hints.runner.is_busy()


def _counting_jobs(monkeypatch) -> list:
    jobs: list = []
    original = hints_module.hint_job
    monkeypatch.setattr(hints_module, "hint_job", lambda *args: jobs.append(args) or original(*args))
    return jobs


def test_while_a_hint_is_shown_the_next_is_looked_for_and_shown_at_once_after_fill_in(
        qtbot, make_window, monkeypatch):
    """A player who asks for a hint mostly fills it in and asks again: while
    they read it, the next one is looked for on the marks Fill in will leave,
    unseen and uncounted, and Hint after Fill in shows it without a search."""
    window = make_window("soccer-02.json")
    jobs = _counting_jobs(monkeypatch)
    ask_hint(qtbot, window)
    assert len(jobs) == 2                           # the hint, and the one after it
    qtbot.waitUntil(lambda: window.hints._ready is not None, timeout=WAIT_MS)
    assert window.hints.step is not None and window.hint_bar.isVisible()   # still on the board
    assert window.document.record.hints == 1
    window.acts.hint.trigger()                      # fill it in: no new search
    assert len(jobs) == 2 and window.hints.step is None and not window.hint_bar.isVisible()
    assert window.hints._ready is not None and window.canvas.overlay is None
    window.acts.hint.trigger()
    step = window.hints.step
    assert step is not None and step.kind == DEDUCTION     # at once
    assert window.hint_bar.isVisible() and step.text in window.hint_bar.label.text()
    assert window.document.record.hints == 2
    assert len(jobs) == 3                           # and the one after that is looked for


def _held_jobs(monkeypatch, hold_from: int) -> tuple[list, threading.Event]:
    """Count the hint jobs; the ``hold_from``-th and later wait for the event."""
    jobs: list = []
    release = threading.Event()
    original = hints_module.hint_job

    def held(*args):
        jobs.append(args)
        job = original(*args)
        if len(jobs) < hold_from:
            return job

        def waiting(token, report_progress):
            release.wait(WAIT_MS / 1000)
            return job(token, report_progress)
        return waiting
    monkeypatch.setattr(hints_module, "hint_job", held)
    return jobs, release


def test_hint_pressed_while_the_next_is_looked_for_waits_for_that_search(qtbot, make_window, monkeypatch):
    window = make_window("soccer-02.json")
    jobs, release = _held_jobs(monkeypatch, hold_from=2)
    ask_hint(qtbot, window)
    window.acts.hint.trigger()                      # fill it in: the search ahead still runs
    window.acts.hint.trigger()                      # and is asked for before it ends
    assert window.hint_bar.label.text() == hints_module.LOOKING_TEXT
    release.set()
    qtbot.waitUntil(lambda: window.hints.step is not None, timeout=WAIT_MS)
    assert len(jobs) == 3 and window.document.record.hints == 2


def test_a_move_of_the_players_own_drops_the_hint_looked_for_ahead(qtbot, make_window, monkeypatch):
    window = make_window("circumnavi-01.json")
    jobs = _counting_jobs(monkeypatch)
    ask_hint(qtbot, window)
    qtbot.waitUntil(lambda: window.hints._ready is not None, timeout=WAIT_MS)
    window.acts.hint.trigger()                      # fill it in
    window.undo()                                   # the marks change: that hint is stale
    assert window.hints._ready is None and not window.hints.runner.is_busy()
    ask_hint(qtbot, window)
    assert window.document.record.hints == 2
    assert window.hints.runner.is_busy() or window.hints._ready is not None
    doc = window.document
    fact, value = next(iter(window.hints.step.facts.items()))
    wrong, _ = apply_facts(doc.genre, doc.puzzle, doc.answer, {fact: not value})
    doc.apply(answer=wrong, label="a mark of the player's own")
    assert window.hints.step is None and not window.hint_bar.isVisible()
    assert window.hints._ready is None and not window.hints.runner.is_busy()
    assert len(jobs) == 4


def test_the_board_tints_the_cells_of_the_facts_a_player_draws_not_every_fact():
    """An Ore Soccer step settles a stretch of path and many "does not move"
    facts: tinting the cells of all of them tinted nearly the whole board."""
    from genres.core.explain import next_hint
    doc = load_example("soccer-03.json")
    genre, puzzle = doc.genre, doc.puzzle
    step = next_hint(genre, puzzle, genre.empty_answer(puzzle))
    drawn = [f for f, v in step.facts.items() if genre.markable(puzzle, f, v)]
    assert drawn and len(drawn) < len(step.facts)
    overlay = hints_module.step_overlay(genre, puzzle, step)
    assert set(overlay.fact_cells) == {c for f in drawn for c in genre.fact_cells(puzzle, f)}
    assert overlay.forced == step.facts


def test_once_hints_were_used_the_first_hint_of_a_puzzle_opened_is_looked_for_at_once(
        qtbot, make_window, monkeypatch):
    """A player who has had a hint is likely to ask on the next puzzle too,
    and the first hint of a solve is the dearest: it is looked for as the
    puzzle opens, unseen and uncounted.  A player who never asked pays nothing."""
    window = make_window("soccer-01.json")
    jobs = _counting_jobs(monkeypatch)
    window.set_document(load_example("soccer-02.json"), "play")
    assert jobs == [] and not window.hints.runner.is_busy()      # no hint asked yet
    ask_hint(qtbot, window)
    window.hints.dismiss()
    qtbot.waitUntil(lambda: not window.hints.runner.is_busy(), timeout=WAIT_MS)
    asked = len(jobs)
    window.set_document(load_example("soccer-03.json"), "play")
    assert len(jobs) == asked + 1 and window.document.record.hints == 0
    qtbot.waitUntil(lambda: window.hints._ready is not None, timeout=WAIT_MS)
    assert not window.hint_bar.isVisible() and window.canvas.overlay is None
    window.acts.hint.trigger()
    assert window.hints.step is not None and window.hints.step.kind == DEDUCTION     # at once
    assert window.document.record.hints == 1
    window.set_mode("edit")
    window.set_mode("play")          # play mode entered again: looked for again
    assert window.hints.runner.is_busy() or window.hints._ready is not None


def test_undoing_a_fill_in_takes_back_the_facts_it_gave_that_no_mark_shows(qtbot, make_window):
    """Ore Soccer has no mark for "this circle stays": Fill in gives such
    facts to the next hints as known, and Ctrl+Z takes them back with the
    marks it drew (redo gives them again)."""
    window = make_window("soccer-01.json")
    doc = window.document
    given = [{}]
    for _ in range(6):                  # until a Fill in draws marks and gives facts too
        ask_hint(qtbot, window)
        before = doc.answer
        window.acts.hint.trigger()      # fill it in
        given.append(window.hints._given_facts())
        if doc.answer != before and len(given[-1]) > len(given[-2]):
            break
    else:
        pytest.fail("no Fill in both drew marks and gave facts")
    window.undo()
    assert doc.answer == before and window.hints._given_facts() == given[-2]
    window.edits.redo()
    assert window.hints._given_facts() == given[-1]


def test_a_fill_in_that_draws_nothing_is_its_own_undo_step(qtbot, make_window):
    """Some facts have no mark (an Ore Soccer "the path does not join these
    cells" where the ball may still enter both): a Fill in of only such
    facts draws nothing, yet it is one undo step, so Ctrl+Z takes back what
    it gave the next hints, not the player's last move; and a hint looked
    for ahead on those facts is not shown without them."""
    window = make_window("soccer-01.json")
    doc = window.document
    # The player's last move: a pin taken off again (the marks are as before;
    # undone, the pin would be back).
    circle = sorted(doc.puzzle.white)[0]
    doc.apply(answer=doc.answer.with_pin(circle, True), label="Pin circle")
    doc.apply(answer=doc.answer.with_pin(circle, False), label="Unpin circle")
    ask_hint(qtbot, window)
    step = window.hints.step
    _, unshown = apply_facts(doc.genre, doc.puzzle, doc.answer, step.facts)
    assert unshown
    step.facts = unshown                # the step's facts no mark shows
    before, given_before = doc.answer, window.hints._given_facts()
    window.acts.hint.trigger()          # fill it in
    assert doc.answer == before and window.hints._given_facts() == unshown
    assert doc.undo_label() == "Fill in hint"
    # The next hint, found ahead on the facts given (unseen until asked for).
    qtbot.waitUntil(lambda: window.hints._ready is not None, timeout=WAIT_MS)
    window.undo()
    assert doc.answer == before and window.hints._given_facts() == given_before
    assert not doc.answer.stays and doc.undo_label() == "Unpin circle"     # the player's move stays
    assert window.hints._ready is None              # found on facts no longer given
    window.edits.redo()
    assert window.hints._given_facts() != given_before
