"""The document: one puzzle, the player's answer and metadata, with undo/redo.

Genre values are immutable, so the undo stack simply keeps snapshots.  A
drag (one gesture) is one undo step: every intermediate apply passes the
same ``merge_key`` and replaces the top snapshot instead of pushing a new one.
Plain Python (no Qt) so the CLI and tests use it as is; the editor listens
through :meth:`Document.add_listener`.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Hashable

from .genre import Genre
from .record import PlayRecord

MAX_UNDO = 1000


@dataclass(frozen=True)
class Snapshot:
    puzzle: Any
    answer: Any
    metadata: tuple[tuple[str, str], ...]
    label: str = ""
    merge_key: Hashable = None


class Document:
    def __init__(self, genre: Genre, puzzle: Any, answer: Any = None,
                 metadata: dict[str, str] | None = None, path: str | None = None):
        self.genre = genre
        # Not normalised here: a loaded file shows its stored clues as they are.
        if answer is None:
            answer = genre.empty_answer(puzzle)
        self._stack: list[Snapshot] = [
            Snapshot(puzzle, answer, tuple(sorted((metadata or {}).items())))]
        self._index = 0
        self._saved_index: int | None = 0
        self.path = path
        # Time, hints and reveals: kept beside the undo history, not in it.
        self.record = PlayRecord()
        self._listeners: list[Callable[["Document"], None]] = []

    # ----- current state -------------------------------------------------
    @property
    def _top(self) -> Snapshot:
        return self._stack[self._index]

    @property
    def puzzle(self) -> Any:
        return self._top.puzzle

    @property
    def answer(self) -> Any:
        return self._top.answer

    @property
    def metadata(self) -> dict[str, str]:
        return dict(self._top.metadata)

    @property
    def dirty(self) -> bool:
        return self._saved_index != self._index

    # ----- changes -------------------------------------------------------
    def apply(self, puzzle: Any = None, answer: Any = None, label: str = "",
              merge_key: Hashable = None, metadata: dict[str, str] | None = None) -> bool:
        """Make a change undoable.  Returns False when nothing changed.

        A new puzzle is normalised and the answer cleaned to fit it, unless an
        answer is given too.  With ``merge_key`` equal to the previous step's,
        the change joins that step (one drag, one undo).
        """
        top = self._top
        new_puzzle = top.puzzle if puzzle is None else self.genre.normalized(puzzle)
        if answer is None:
            new_answer = top.answer if puzzle is None else self.genre.clean_answer(new_puzzle, top.answer)
        else:
            new_answer = answer
        new_meta = top.metadata if metadata is None else tuple(sorted(metadata.items()))
        if new_puzzle == top.puzzle and new_answer == top.answer and new_meta == top.metadata:
            return False
        snap = Snapshot(new_puzzle, new_answer, new_meta, label, merge_key)
        if merge_key is not None and top.merge_key == merge_key and self._index > 0:
            # Same gesture: replace the step it started.
            del self._stack[self._index + 1:]
            self._stack[self._index] = snap
            if self._saved_index == self._index:
                self._saved_index = None
        else:
            del self._stack[self._index + 1:]
            if self._saved_index is not None and self._saved_index > self._index:
                self._saved_index = None
            self._stack.append(snap)
            self._index += 1
            if len(self._stack) > MAX_UNDO:
                drop = len(self._stack) - MAX_UNDO
                del self._stack[:drop]
                self._index -= drop
                if self._saved_index is not None:
                    self._saved_index = self._saved_index - drop if self._saved_index >= drop else None
        self._notify()
        return True

    def set_metadata(self, **fields: str) -> bool:
        meta = self.metadata
        meta.update({k: v for k, v in fields.items()})
        return self.apply(metadata=meta, label="Edit properties")

    def end_gesture(self) -> None:
        """Close the current gesture so the next change is a step of its own."""
        top = self._top
        if top.merge_key is not None:
            self._stack[self._index] = replace(top, merge_key=None)

    # ----- undo ----------------------------------------------------------
    def can_undo(self) -> bool:
        return self._index > 0

    def can_redo(self) -> bool:
        return self._index + 1 < len(self._stack)

    def undo_label(self) -> str:
        return self._top.label if self.can_undo() else ""

    def redo_label(self) -> str:
        return self._stack[self._index + 1].label if self.can_redo() else ""

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.end_gesture()
        self._index -= 1
        self.end_gesture()  # a gesture never continues into a step it did not start
        self._notify()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._index += 1
        self.end_gesture()
        self._notify()
        return True

    # ----- saving and listeners -------------------------------------------
    def mark_saved(self, path: str | None = None) -> None:
        if path is not None:
            self.path = path
        self._saved_index = self._index
        self._notify()

    def add_listener(self, fn: Callable[["Document"], None]) -> None:
        self._listeners.append(fn)

    def remove_listener(self, fn: Callable[["Document"], None]) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _notify(self) -> None:
        for fn in list(self._listeners):
            fn(self)
