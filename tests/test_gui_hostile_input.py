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
    assert not window.open_file()
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
        opened = window.load_path(str(path))
        if not opened:
            assert len(window.message_boxes) == boxes + 1, f"{seed.name}: one message"
            box = window.message_boxes[-1]
            assert box.textFormat() == Qt.TextFormat.PlainText
            assert len(box.text()) <= 600
            box.close()
        assert window.document is not None
    window.canvas.repaint()      # still paints whatever is open
