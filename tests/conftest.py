"""Shared test helpers.  Import the plain functions with ``from conftest import ...``
(pytest puts this folder on sys.path); fixtures are picked up automatically."""
from __future__ import annotations

from typing import Iterable, Sequence

import pytest

from genres.core.grid import Cell, Edge, edge


def path_links(cells: Sequence[Cell]) -> frozenset[Edge]:
    """The links joining consecutive cells of an open path."""
    return frozenset(edge(a, b) for a, b in zip(cells, cells[1:]))


def loop_links(cells: Sequence[Cell]) -> frozenset[Edge]:
    """The links of a closed loop through ``cells`` in order (the last joins the first)."""
    return path_links(list(cells) + [cells[0]])


def rect_cells(top: int, left: int, bottom: int, right: int) -> list[Cell]:
    """The cells round the border of a rectangle, clockwise from its top-left corner."""
    cells = [(top, c) for c in range(left, right + 1)]
    cells += [(r, right) for r in range(top + 1, bottom + 1)]
    cells += [(bottom, c) for c in range(right - 1, left - 1, -1)]
    cells += [(r, left) for r in range(bottom - 1, top, -1)]
    return cells


def slalom_answer(*loops: Iterable[Cell], extra: Iterable[Edge] = ()):
    """A CircumnaviAnswer made of closed loops (each a list of cells) plus extra links."""
    from genres.circumnavi.model import CircumnaviAnswer
    links: set[Edge] = set(extra)
    for cells in loops:
        links |= loop_links(list(cells))
    return CircumnaviAnswer(frozenset(links))


@pytest.fixture
def circumnavi():
    """The Circumnavi-Gates genre object."""
    from genres.circumnavi import GENRE
    return GENRE


def circumnavi_puzzle(*rows: str):
    """A normalised Circumnavi-Gates puzzle from its rows ("o" the circle, "#" a
    black cell, "-" and "|" gate dots, "." empty), e.g. ``circumnavi_puzzle("o.", "..")``."""
    from genres.circumnavi import GENRE
    from genres.circumnavi.model import CircumnaviPuzzle
    return GENRE.normalized(CircumnaviPuzzle(len(rows), len(rows[0]), tuple(rows)))


@pytest.fixture
def solver_panel(qtbot):
    """A Solver panel of its own; ``solver_panel.overlays`` lists what it asked the
    board to draw, in order.  Its jobs must have stopped when the test ends."""
    from editor.solver_panel import SolverPanel
    panel = SolverPanel()
    qtbot.addWidget(panel)
    overlays = []
    panel.overlay_changed.connect(overlays.append)
    panel.overlays = overlays
    yield panel
    assert panel.shutdown(5.0)


# ----- settings --------------------------------------------------------------------

@pytest.fixture
def private_settings(tmp_path, qapp):
    """Settings go to a temporary folder: a test never reads or writes the user's.

    GUI test modules use it for every test with
    ``pytestmark = pytest.mark.usefixtures("private_settings")``."""
    from PySide6.QtCore import QSettings
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    qapp.setOrganizationName("PuzzlewrightTest")
    qapp.setApplicationName("PuzzlewrightTest")


@pytest.fixture
def open_window(qtbot, private_settings):
    """A factory of shown main windows: ``open_window(document=None, mode=None,
    size=None)`` (no document: the window's own empty puzzle).  The window never
    asks a blocking question: it discards changes, and a file dialog fails the
    test.  Closed after the test."""
    from editor.mainwindow import MainWindow
    made = []

    def open_(document=None, mode: str | None = None, size: tuple[int, int] | None = None):
        window = MainWindow(document)
        if mode is not None:
            window.set_mode(mode)
        qtbot.addWidget(window)
        window.ask_save_changes = lambda: "discard"
        window.ask_open_path = lambda: pytest.fail("unexpected open dialog")
        window.ask_save_path = lambda suggested, filters: pytest.fail("unexpected save dialog")
        if size is not None:
            window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield open_
    for window in made:
        window.ask_save_changes = lambda: "discard"
        window.close()


def drag_on_canvas(qtbot, canvas, points) -> None:
    """A left drag through board positions ``(x, y)`` on the window's canvas, as the
    mouse does it (moves sent directly: QTest's move does not report held buttons
    on every platform)."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    def pixel(p):
        return canvas.board_transform().map(QPointF(*p))

    qtbot.mousePress(canvas, Qt.LeftButton, pos=pixel(points[0]).toPoint())
    for p in points[1:]:
        local = pixel(p)
        QApplication.sendEvent(canvas, QMouseEvent(QEvent.MouseMove, local, canvas.mapToGlobal(local),
                                                   Qt.NoButton, Qt.LeftButton, Qt.NoModifier))
    qtbot.mouseRelease(canvas, Qt.LeftButton, pos=pixel(points[-1]).toPoint())


# ----- driving a genre view without the canvas -----------------------------------------

class FakeContext:
    """Stands in for the canvas: a document, a mode, a cursor and a status bar.

    A view test module binds its genre once: ``FakeContext = fake_context(GENRE)``,
    then ``FakeContext(puzzle, "edit")`` or ``FakeContext(puzzle, "play", answer)``."""
    genre = None

    def __init__(self, puzzle, mode: str = "play", answer=None):
        from genres.core.document import Document
        self.document = Document(self.genre, puzzle, answer)
        self.mode = mode
        self._cursor = None
        self._gestures = 0
        self.messages: list[str] = []

    @property
    def cursor(self):
        return self._cursor

    def set_cursor(self, cell):
        self._cursor = cell

    def new_gesture_key(self):
        self._gestures += 1
        return ("gesture", self._gestures)

    def show_message(self, text):
        self.messages.append(text)


def fake_context(genre) -> type[FakeContext]:
    """A :class:`FakeContext` class whose documents are of ``genre``."""
    return type("FakeContext", (FakeContext,), {"genre": genre})


class Clock:
    """A clock a test moves by hand (``clock.now += 2``) for views that time typing."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def centre(cell, dx=0.5, dy=0.5):
    """The board position (x, y) at ``(dx, dy)`` inside ``cell`` (default: its middle)."""
    return (cell[1] + dx, cell[0] + dy)


def drag(view, ctx, cells, button=None, mods=None):
    """Press on the first cell's centre, move through the others', release on the
    last (default: the left button, no modifier keys)."""
    from PySide6.QtCore import Qt
    button = Qt.LeftButton if button is None else button
    mods = Qt.NoModifier if mods is None else mods
    view.mouse_press(ctx, centre(cells[0]), button, mods)
    for cell in cells[1:]:
        view.mouse_move(ctx, centre(cell), button, mods)
    view.mouse_release(ctx, centre(cells[-1]), button, mods)


def key(view, ctx, k, text="", mods=None):
    """One key press: Qt key ``k`` typing ``text``."""
    from PySide6.QtCore import Qt
    return view.key_press(ctx, k, text, Qt.NoModifier if mods is None else mods)


def undo_steps(doc) -> int:
    """Undo everything; the number of undo steps there were."""
    n = 0
    while doc.undo():
        n += 1
    return n
