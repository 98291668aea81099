"""Starting the GUI: the QApplication, the main window and the first puzzle.

``puzzlewright [FILE or URL]`` opens FILE (any format File > Open reads) or
a puzz.link URL, or else the file open last time (File > Reopen Last File on
Start), or else the first bundled example.  When
the environment names a file in PUZZLEWRIGHT_STARTUP_MARK, the time of the
first paint is written there (bench/bench_startup.py measures startup so).
"""
from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from genres.core.i18n import translate

FIRST_EXAMPLE = "circumnavi-01.json"
STARTUP_MARK_ENV = "PUZZLEWRIGHT_STARTUP_MARK"


def _write_startup_mark(path: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"{time.time():.6f}\n")
    except OSError as e:
        print(f"puzzlewright: cannot write the startup mark {path}: {e}", file=sys.stderr)


def open_startup_window(files: list[str]):
    """The main window holding the file (or puzz.link URL) named on the command
    line, or else the first bundled example (or a new empty puzzle when there is none).  A file
    that fails to load is reported once the window shows."""
    from genres.core import openers
    from genres.core.errors import PuzzleFormatError

    from .examples import load_example
    from .filecommands import reopen_last_document
    from .mainwindow import MainWindow   # after the QApplication: widgets need it
    from .settings import Settings

    doc, problem, note = None, None, ""
    if not files:
        doc, note = reopen_last_document(Settings())   # the setting "Reopen last file on start"
    if files:
        try:
            doc = openers.open_any(files[0])    # as File > Open: any format, or a URL
        except PuzzleFormatError as e:
            problem = str(e)
            print(f"puzzlewright: {problem}", file=sys.stderr)
    if doc is None:
        try:
            doc = load_example(FIRST_EXAMPLE)
        except PuzzleFormatError:
            doc = None   # no example bundled: the window starts a new, empty puzzle
    window = MainWindow(doc)
    if doc is not None and doc.path:
        window.files.remember_recent(doc.path)
    if problem is not None:
        title = translate("FileCommands", "Cannot open the file")
        QTimer.singleShot(0, lambda: window.show_error(title, problem))
    if note:
        QTimer.singleShot(0, lambda: window.show_status(note))
    return window


def run_gui(argv: list[str]) -> int:
    """Run the editor; ``argv`` are the arguments after the program name."""
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "puzzlewright"])
    app.setApplicationName("Puzzlewright")
    app.setOrganizationName("Puzzlewright")
    from .icon import install_app_icon
    install_app_icon(app)   # every window's icon; the desktop entry's name for Wayland
    from .language import install_chosen
    from .settings import Settings
    install_chosen(Settings())   # before any widget: every text is read in the chosen language
    window = open_startup_window([a for a in argv if not a.startswith("-")])
    mark = os.environ.get(STARTUP_MARK_ENV)
    if mark:
        window.canvas.first_painted.connect(lambda: _write_startup_mark(mark))
    window.show()
    return app.exec()
