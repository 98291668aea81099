"""Where the main window goes on screen: its size and docks as last time,
within the screen it is on."""
from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from .settings import Settings


def restore_window_place(win: QMainWindow, settings: Settings) -> None:
    """The size, place and dock layout remembered at the last close (or the
    default 1100x760), shrunk to fit the screen."""
    geometry = settings.window_geometry()
    if geometry is None or not win.restoreGeometry(geometry):
        win.resize(1100, 760)
    fit_to_screen(win)
    state = settings.window_state()
    if state is not None:
        win.restoreState(state)


def fit_to_screen(win: QMainWindow) -> None:
    """Shrink the window to the screen it is on (its default 1100x760, or a size
    remembered from a larger monitor, would put the board and status bar out of
    sight on an 800x600 screen; there may be no window manager to do it)."""
    screen = win.screen()
    if screen is None:
        return
    room = screen.availableGeometry()
    width, height = min(win.width(), room.width()), min(win.height(), room.height())
    if (width, height) != (win.width(), win.height()):
        win.resize(width, height)
    if not room.contains(win.frameGeometry().topLeft()):
        win.move(room.topLeft())
