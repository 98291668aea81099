"""The play timer: the time spent on a puzzle, shown in the status bar.

The time itself lives in the document's :class:`PlayRecord` (so the native
file keeps it); this widget only adds to it while the window says the
player is at work (play mode, window active, not yet solved) and shows it.
The clock is injectable so tests move time by hand instead of sleeping.
"""
from __future__ import annotations

from genres.core.i18n import translate

import time
from typing import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from genres.core.record import PlayRecord

TICK_MS = 500       # twice a second, so the shown seconds never lag by a whole one


def format_time(seconds: float) -> str:
    """3:42, or 1:02:05 past an hour (whole seconds, rounded down)."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def completion_message(record: PlayRecord | None) -> str:
    """What the window says once the puzzle is solved: the time, and whether
    the player had help ("Solved in 3:42 with 2 hints.")."""
    if record is None or record.solved_seconds is None:
        return translate("PlayTimer", "Solved! Every rule is satisfied — well done.")
    if record.revealed:
        return translate("PlayTimer", "Solved — the answer was revealed.")
    when = format_time(record.solved_seconds)
    if record.hints:
        return (translate("PlayTimer", "Solved in {time} with 1 hint.") if record.hints == 1
                else translate("PlayTimer", "Solved in {time} with {n} hints.")).format(
                    time=when, n=record.hints)
    return translate("PlayTimer", "Solved in {time} — well done.").format(time=when)


class PlayTimer(QLabel):
    """"3:42" while playing, "Solved in 3:42" once solved; counts into a PlayRecord."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, parent: QWidget | None = None):
        super().__init__(parent)
        self.clock = clock
        self._record: PlayRecord | None = None
        self._running = False
        self._since = 0.0
        self.setObjectName("play-timer")
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setToolTip(translate("PlayTimer", "Time spent playing this puzzle (it runs only in play "
                                  "mode, while this window is active). View > Show Timer hides it."))
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self.tick)
        self._show()

    @property
    def record(self) -> PlayRecord | None:
        return self._record

    @property
    def running(self) -> bool:
        return self._running

    def set_record(self, record: PlayRecord | None) -> None:
        """Count into another document's record (the old one keeps its time so far)."""
        self.tick()
        self._record = record
        self._since = self.clock()
        self._show()

    def set_running(self, on: bool) -> None:
        if on == self._running:
            return
        if on:
            self._since = self.clock()
            self._running = True
            self._ticker.start()
        else:
            self.tick()              # the time up to now still counts
            self._running = False
            self._ticker.stop()
        self._show()

    def tick(self) -> None:
        """Add the time since the last tick to the record (only while running)."""
        if self._running and self._record is not None:
            now = self.clock()
            self._record.seconds += max(0.0, now - self._since)
            self._since = now
        self._show()

    def _show(self) -> None:
        record = self._record
        if record is None:
            self.setText("")
        elif record.solved_seconds is not None and record.revealed:
            self.setText(translate("PlayTimer", "Revealed at {time}")
                         .format(time=format_time(record.solved_seconds)))
        elif record.solved_seconds is not None:
            self.setText(translate("PlayTimer", "Solved in {time}")
                         .format(time=format_time(record.solved_seconds)))
        else:
            self.setText(format_time(record.seconds))
