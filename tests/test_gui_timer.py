"""The play timer and the completion message: it counts only while the player
plays (play mode, window active, not solved), and the solve is announced
with the time and any help.  The clock is moved by hand: no real waiting."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from conftest import Clock, loop_links
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core.document import Document
from genres.core.record import PlayRecord

from editor.mainwindow import MainWindow
from editor.play_timer import PlayTimer, completion_message, format_time
from editor.settings import Settings

pytestmark = pytest.mark.usefixtures("private_settings")

SMALL_GRID = ("o....", ".....", "#--#.", ".....")
SOLUTION = CircumnaviAnswer(loop_links([(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4),
                                    (3, 4), (3, 3), (3, 2), (3, 1), (2, 1), (1, 1), (1, 0)]))
SOME_LINKS = CircumnaviAnswer(frozenset(list(SOLUTION.links)[:3]))


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def window(qtbot, clock) -> MainWindow:
    doc = Document(GENRE, GENRE.normalized(CircumnaviPuzzle(4, 5, SMALL_GRID)))
    win = MainWindow(doc)
    qtbot.addWidget(win)
    win.ask_save_changes = lambda: "discard"
    win.checking.play_timer.clock = clock
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    yield win
    win.close()


def play_for(window, clock, seconds: float) -> None:
    clock.now += seconds
    window.checking.play_timer.tick()


def test_the_timer_counts_while_playing_and_shows_minutes_and_seconds(window, clock):
    assert window.mode == "play" and window.checking.play_timer.running
    play_for(window, clock, 62)
    assert window.document.record.seconds == pytest.approx(62)
    assert window.checking.play_timer.text() == "1:02"
    assert window.checking.play_timer.isVisible()


def test_the_timer_stands_still_in_edit_mode(window, clock):
    play_for(window, clock, 10)
    window.set_mode("edit")
    play_for(window, clock, 100)
    assert window.document.record.seconds == pytest.approx(10)
    window.set_mode("play")
    play_for(window, clock, 5)
    assert window.document.record.seconds == pytest.approx(15)


def test_the_timer_stands_still_while_another_window_is_active(qtbot, window, clock):
    play_for(window, clock, 10)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    assert not window.checking.play_timer.running
    play_for(window, clock, 100)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    play_for(window, clock, 5)
    assert window.document.record.seconds == pytest.approx(15)


def test_solving_stops_the_timer_and_says_how_long_it_took(window, clock):
    play_for(window, clock, 222)
    window.document.apply(answer=SOLUTION)
    record = window.document.record
    assert record.solved_seconds == pytest.approx(222)
    assert window.statusBar().currentMessage() == "Solved in 3:42 — well done."
    assert window.rule_panel.banner_detail.text() == "Solved in 3:42 — well done."
    assert not window.checking.play_timer.running
    play_for(window, clock, 50)
    assert record.seconds == pytest.approx(222)
    assert window.checking.play_timer.text() == "Solved in 3:42"


def test_the_first_solve_is_the_one_on_record(window, clock):
    play_for(window, clock, 30)
    window.document.apply(answer=SOLUTION)
    window.document.apply(answer=SOME_LINKS)
    play_for(window, clock, 30)
    window.document.apply(answer=SOLUTION)
    assert window.document.record.solved_seconds == pytest.approx(30)


def test_a_filled_in_solution_is_announced_as_revealed(window, clock):
    play_for(window, clock, 20)
    window.solver_panel.fill_answer.emit(SOLUTION)
    assert window.document.record.revealed
    assert window.statusBar().currentMessage() == "Solved — the answer was revealed."
    assert window.checking.play_timer.text() == "Revealed at 0:20"


def test_view_show_timer_hides_it_and_is_remembered(qtbot, window, clock):
    assert window.acts.show_timer.isChecked()
    window.acts.show_timer.setChecked(False)
    assert not window.checking.play_timer.isVisible()
    assert Settings().show_timer() is False
    # Still counting: hiding the clock is not pausing the game.
    play_for(window, clock, 7)
    assert window.document.record.seconds == pytest.approx(7)
    again = MainWindow(Document(GENRE, GENRE.normalized(CircumnaviPuzzle(4, 5, SMALL_GRID))))
    qtbot.addWidget(again)
    again.show()
    assert not again.acts.show_timer.isChecked() and not again.checking.play_timer.isVisible()
    again.ask_save_changes = lambda: "discard"
    again.close()


def test_a_new_document_brings_its_own_record(window, clock):
    play_for(window, clock, 40)
    old = window.document
    fresh = Document(GENRE, GENRE.normalized(CircumnaviPuzzle(4, 5, SMALL_GRID)))
    window.set_document(fresh, mode="play")
    play_for(window, clock, 5)
    assert old.record.seconds == pytest.approx(40)
    assert fresh.record.seconds == pytest.approx(5)
    assert window.checking.play_timer.text() == "0:05"


# ----- plain functions ----------------------------------------------------------------------
def test_times_read_as_minutes_and_seconds_and_hours_past_an_hour():
    assert format_time(0) == "0:00"
    assert format_time(59.9) == "0:59"
    assert format_time(222) == "3:42"
    assert format_time(3725) == "1:02:05"


def test_the_completion_message_says_whether_the_player_had_help():
    assert completion_message(PlayRecord(222, 222)) == "Solved in 3:42 — well done."
    assert completion_message(PlayRecord(222, 222, hints=2)) == "Solved in 3:42 with 2 hints."
    assert completion_message(PlayRecord(222, 222, hints=1)) == "Solved in 3:42 with 1 hint."
    assert completion_message(PlayRecord(222, 222, revealed=True)) == \
        "Solved — the answer was revealed."


def test_a_stopped_timer_adds_nothing(qtbot, clock):
    timer = PlayTimer(clock)
    qtbot.addWidget(timer)
    record = PlayRecord()
    timer.set_record(record)
    clock.now += 10
    timer.tick()
    assert record.seconds == 0
    timer.set_running(True)
    clock.now += 3
    timer.set_running(False)        # stopping counts the time up to now
    assert record.seconds == pytest.approx(3)


def test_the_time_is_saved_with_the_puzzle_and_goes_on_from_there(qtbot, window, clock, tmp_path):
    from genres.core import nativefile
    play_for(window, clock, 95)
    path = str(tmp_path / "timed.json")
    assert window.files.write_to(path)
    reopened = nativefile.load(path)
    assert reopened.record.seconds == pytest.approx(95)
    window.set_document(reopened, mode="play")
    assert window.checking.play_timer.text() == "1:35"
    play_for(window, clock, 10)
    assert window.checking.play_timer.text() == "1:45"
