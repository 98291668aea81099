"""File > Generate Puzzle… in the window: generating runs in a child process,
the window stays responsive, Cancel stops it, and the result opens ready to play."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from editor.cli import load_document
from editor.generate_dialog import GenerateDialog
from genres.core.analysis import solve_verdict

pytestmark = pytest.mark.usefixtures("private_settings")

EXAMPLES = Path(__file__).resolve().parent.parent / "resources" / "examples"


@pytest.fixture
def window(open_window):
    return open_window(load_document(str(EXAMPLES / "hebi-01.json")))


def open_dialog(qtbot, window) -> GenerateDialog:
    window.acts.generate.trigger()
    dlg = window.exports.generate_dialog
    qtbot.waitExposed(dlg)
    assert not dlg.isModal()
    return dlg


def choose(dlg: GenerateDialog, genre: str, variant: str | None = None) -> None:
    for i in range(dlg.genre.count()):
        key, v = dlg.genre.itemData(i)
        if key == genre and (variant is None or v == variant):
            dlg.genre.setCurrentIndex(i)
            return
    raise AssertionError(f"{genre} {variant} not offered")


def test_menu_entry_opens_the_dialog_on_the_open_puzzles_genre(qtbot, window):
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    assert window.acts.generate in file_menu.actions()
    dlg = open_dialog(qtbot, window)
    assert dlg.genre.currentData()[0] == "hebi-ichigo"
    labels = [dlg.genre.itemText(i) for i in range(dlg.genre.count())]
    assert "Additive/Multiplicative Corral" in " ".join(labels) and len(labels) == 5
    assert [dlg.difficulty.itemData(i) for i in range(3)] == ["easy", "medium", "hard"]


def test_symmetry_choices_follow_the_genre(qtbot, window):
    dlg = open_dialog(qtbot, window)
    choose(dlg, "corral", "standard")
    assert [dlg.symmetry.itemData(i) for i in range(dlg.symmetry.count())] == \
        ["none", "rot180", "mirror"]
    choose(dlg, "corral", "additive-multiplicative")
    assert dlg.symmetry.currentData() == "rot180" and not dlg.symmetry.isEnabled()
    choose(dlg, "ore-soccer")
    assert (dlg.rows.value(), dlg.cols.value()) == (8, 8)


def offered(dlg: GenerateDialog) -> list[tuple[str, str]]:
    return [(dlg.symmetry.itemData(i), dlg.symmetry.itemText(i)) for i in range(dlg.symmetry.count())]


def test_circumnavi_gates_and_ore_soccer_offer_their_symmetries_and_say_what_is_refused(qtbot, window):
    dlg = open_dialog(qtbot, window)
    choose(dlg, "circumnavi-gates")
    assert offered(dlg) == [("none", "No symmetry"), ("rot180", "180° rotation"),
                            ("mirror", "Left-right mirror")]
    assert dlg.symmetry.isEnabled() and dlg.symmetry_hint.isHidden()
    choose(dlg, "ore-soccer")
    assert offered(dlg) == [("none", "No symmetry"), ("mirror", "Left-right mirror")]
    assert dlg.symmetry.isEnabled() and not dlg.symmetry_hint.isHidden()
    assert dlg.symmetry_hint.text().startswith("No 180° rotation: the goal lies in the top row")
    qtbot.waitUntil(lambda: dlg.symmetry_hint.height()
                    >= dlg.symmetry_hint.heightForWidth(dlg.symmetry_hint.width()))
    assert dlg.minimal.geometry().top() >= dlg.symmetry_hint.geometry().bottom(), "the note is read whole"
    dlg._busy(True)             # the progress bar's row appears: the note stays whole
    qtbot.waitUntil(lambda: dlg.symmetry_hint.height()
                    >= dlg.symmetry_hint.heightForWidth(dlg.symmetry_hint.width()))
    dlg._busy(False)
    dlg.symmetry.setCurrentIndex(1)
    assert dlg.request().symmetry == "mirror"
    choose(dlg, "hebi-ichigo")
    assert dlg.symmetry_hint.isHidden(), "the note belongs to Ore Soccer only"


def test_the_difficulty_says_its_levels_for_the_board_size(qtbot, window):
    dlg = open_dialog(qtbot, window)
    choose(dlg, "corral", "standard")
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("easy"))
    dlg.rows.setValue(6)
    dlg.cols.setValue(6)
    assert dlg.difficulty_hint.text() == "Hardest step at level 0 to 3 on the grader's scale"
    dlg.rows.setValue(10)
    dlg.cols.setValue(10)
    assert dlg.difficulty_hint.text() == "Hardest step at level 0 to 5 on the grader's scale"
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("hard"))
    assert "level 8 or more" in dlg.difficulty_hint.text()


def test_generated_puzzle_opens_ready_to_play_and_the_window_stays_responsive(qtbot, window):
    dlg = open_dialog(qtbot, window)
    choose(dlg, "corral", "standard")
    dlg.rows.setValue(6)
    dlg.cols.setValue(6)
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("easy"))
    dlg.seed.setValue(5)
    dlg.generate_button.click()
    assert dlg.progress.isVisible() and not dlg.generate_button.isEnabled()
    # The GUI thread keeps turning while the child works.
    ticks = []
    start = time.monotonic()
    while window.document.genre.key != "corral" and time.monotonic() - start < 120:
        t = time.monotonic()
        qtbot.wait(20)
        ticks.append(time.monotonic() - t)
    doc = window.document
    assert doc.genre.key == "corral"
    assert doc.metadata["title"] == "Corral 6x6, easy, seed 5"
    assert window.mode == "play"
    assert doc.answer is None or doc.genre.is_blank(doc.puzzle, doc.answer)
    assert solve_verdict(doc.genre, doc.puzzle).status == "unique"
    assert max(ticks) < 1.0, "the window froze while generating"


def test_cancel_stops_a_running_generation_and_keeps_the_puzzle(qtbot, window):
    before = window.document
    dlg = open_dialog(qtbot, window)
    choose(dlg, "hebi-ichigo")
    dlg.rows.setValue(20)
    dlg.cols.setValue(20)
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("hard"))
    dlg.generate_button.click()
    qtbot.waitUntil(lambda: dlg.progress_label.text().startswith("Attempt"), timeout=20000)
    dlg.cancel_button.click()
    qtbot.waitUntil(lambda: dlg.generate_button.isEnabled(), timeout=5000)
    assert dlg.progress_label.text() == "Cancelled."
    assert window.document is before
    dlg.cancel_button.click()           # idle: Cancel closes the dialog
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=2000)


def test_the_new_dialogs_generate_button_opens_the_generator_on_its_choices(qtbot, window):
    from genres.registry import get_genre
    new = window.files.show_new_puzzle_dialog(get_genre("corral"), "additive-multiplicative")
    qtbot.waitExposed(new)
    assert new.generate_button.isVisible()
    new.size.set_values(7, 7)
    new.generate_button.click()
    dlg = window.exports.generate_dialog
    qtbot.waitExposed(dlg)
    assert dlg.genre.currentData() == ("corral", "additive-multiplicative")
    assert (dlg.rows.value(), dlg.cols.value()) == (7, 7)
    assert not new.isVisible()
    assert window.document.genre.key == "hebi-ichigo", "nothing changes until a puzzle is made"


def test_the_new_dialog_offers_no_generator_for_the_gates_game(qtbot, window):
    from genres.registry import get_genre
    new = window.files.show_new_puzzle_dialog(get_genre("gates"))
    qtbot.waitExposed(new)
    assert not new.generate_button.isVisible()
    new.reject()


def test_closing_the_main_window_closes_the_generator_and_stops_its_child(qtbot, window, monkeypatch):
    import editor.generate_dialog as generate_dialog
    cancels = []
    real = generate_dialog.generate_in_child

    def watched(request, *, cancel, progress):
        cancels.append(cancel)
        return real(request, cancel=cancel, progress=progress)

    monkeypatch.setattr(generate_dialog, "generate_in_child", watched)
    dlg = open_dialog(qtbot, window)
    choose(dlg, "hebi-ichigo")
    dlg.rows.setValue(20)
    dlg.cols.setValue(20)
    dlg.difficulty.setCurrentIndex(dlg.difficulty.findData("hard"))
    dlg.generate_button.click()
    qtbot.waitUntil(lambda: bool(cancels), timeout=10000)
    assert not cancels[0]()
    window.close()
    # The dialog went with the window (a dialog left open would keep the app
    # alive), and the running generation was told to stop (childproc then kills
    # the child: tests/test_childproc.py).
    assert cancels[0]()
    assert not any(w.isVisible() for w in qtbot_top_levels())


def qtbot_top_levels():
    from PySide6.QtWidgets import QApplication
    return QApplication.topLevelWidgets()
