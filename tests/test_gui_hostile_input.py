"""The window meets hostile files: one short plain-text message, the window
unharmed (issue 12: rich text in message boxes, huge messages)."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from editor.mainwindow import MainWindow

pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.solver_panel.shutdown()


def open_bad(window, path) -> None:
    before = window.document
    window.ask_open_path = lambda: str(path)
    assert not window.files.open_file()
    assert window.document is before


def test_markup_in_a_file_is_shown_as_plain_text_never_followed(window, tmp_path):
    fifo_like = tmp_path / "never-read.png"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "puzzlewright", "version": 1,
                               "genre": f'<a href="http://x">click</a><img src="{fifo_like}">',
                               "puzzle": {}}), encoding="utf-8")
    open_bad(window, bad)
    box = window.message_boxes[-1]
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<img" in box.text(), "the markup is shown as the characters it is"


def test_a_megabyte_message_is_cut_short(window, tmp_path):
    bad = tmp_path / "huge.json"
    bad.write_text('{"format": "puzzlewright", "version": 1, "genre": "' + "g" * 5_000_000 + '"}',
                   encoding="utf-8")
    open_bad(window, bad)
    box = window.message_boxes[-1]
    # Laying out the whole 5 MB froze the window for 8-16 s.
    assert len(box.text()) <= 600
    assert len(window.statusBar().currentMessage()) <= 600


def test_mutated_files_of_every_format_open_or_explain_themselves(window, tmp_path):
    import random

    from fuzzing import EXTENSION, mutant, seeds
    rng = random.Random(12)
    file_seeds = [s for s in seeds() if s.kind != "url"]
    for n in range(40):
        seed = rng.choice(file_seeds)
        path = tmp_path / f"mutant{n}{EXTENSION[seed.kind]}"
        path.write_bytes(mutant(seed, rng).encode("utf-8", "surrogatepass"))
        boxes = len(window.message_boxes)
        opened = window.files.load_path(str(path))
        if not opened:
            assert len(window.message_boxes) == boxes + 1, f"{seed.name}: one message"
            box = window.message_boxes[-1]
            assert box.textFormat() == Qt.TextFormat.PlainText
            assert len(box.text()) <= 600
            box.close()
        assert window.document is not None
    window.canvas.repaint()      # still paints whatever is open


def test_closing_while_a_huge_puzzle_is_encoding_leaves_nothing_running(qtbot, tmp_path):
    import multiprocessing
    import random

    from genres.core import nativefile
    rng = random.Random(2)
    cells = set()
    while len(cells) < 3000:
        cells.add((rng.randrange(100), rng.randrange(100)))
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"format": "puzzlewright", "version": 1, "genre": "corral",
                                "puzzle": {"rows": 100, "cols": 100, "variant": "standard",
                                           "numbers": [[r, c, rng.randint(100, 199)]
                                                       for r, c in sorted(cells)]}}))
    w = MainWindow(nativefile.load(str(path)))
    qtbot.addWidget(w)
    w.ask_save_changes = lambda: "discard"
    w.set_mode("edit")
    w.show()
    qtbot.waitUntil(lambda: bool(multiprocessing.active_children()), timeout=10000)
    assert w.solver_panel._jobs.verdict_busy()      # still encoding in its child
    assert w.close()
    # The solver's child is killed, not waited for: nothing is left behind.
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=2000)
    assert w.solver_panel.shutdown(0.5), "no worker thread is left running"
