"""Which solver overlay the board shows when several parts of the window
have one: the solver panel (a solution, forced facts, differences), the
Hint (the next step) and the explanation being stepped through.

The last one set is drawn; clearing it shows the one set before, still
current.  Each source says when its own overlay ends (a new puzzle, an
edit), so the board never keeps a step that no longer holds.
"""
from __future__ import annotations

from typing import Callable

from genres.core.view import Overlay


class BoardOverlays:
    def __init__(self, show: Callable[[Overlay | None], None]):
        self._show = show
        self._by_source: dict[str, Overlay] = {}     # in the order they were set

    def set(self, source: str, overlay: Overlay | None) -> None:
        """``source``'s overlay (None: it has nothing to show now)."""
        self._by_source.pop(source, None)
        if overlay is not None:
            self._by_source[source] = overlay
        self._show(self.shown())

    def clear(self, source: str) -> None:
        if source in self._by_source:
            self.set(source, None)

    def get(self, source: str) -> Overlay | None:
        return self._by_source.get(source)

    def shown(self) -> Overlay | None:
        """The overlay on the board: the one set last."""
        return next(reversed(self._by_source.values()), None)
