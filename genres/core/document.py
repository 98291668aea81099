"""The document: one puzzle, the player's answer and metadata, with undo/redo.

Genre values are immutable, so the undo stack simply keeps snapshots.  A
drag (one gesture) is one undo step: every intermediate apply passes the
same ``merge_key`` and replaces the top snapshot instead of pushing a new one.
Plain Python (no Qt) so the CLI and tests use it as is; the editor listens
through :meth:`Document.add_listener`.

Trial mode (as puzz.link's): each snapshot also holds the open trials, as
the answer at the start of each, outermost first.  Starting, accepting and
rejecting a trial are undo steps like any other, so undo walks back through
them too.  Clearing the answer or filling in a solution closes every trial
(the board no longer holds a guess); editing the puzzle keeps them, each
base cleaned to fit the new puzzle as the answer is.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
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
    # The answer as it stood when each open trial began, outermost first.
    trials: tuple = ()


def fitted(genre: Genre, puzzle: Any, answer: Any) -> tuple[Any, Any]:
    """The puzzle normalised (its derived parts filled in) and the answer cleaned
    to fit it: the one place an edited or converted puzzle is normalised.  (A
    puzzle read from pzprjs's formats is normalised by their shared reader,
    genres.core.formats; a native file shows its stored clues as they are.)"""
    puzzle = genre.normalized(puzzle)
    return puzzle, genre.clean_answer(puzzle, answer)


class Document:
    def __init__(self, genre: Genre, puzzle: Any, answer: Any = None,
                 metadata: dict[str, str] | None = None, path: str | None = None,
                 trials: tuple = ()):
        self.genre = genre
        # Not normalised here: a loaded file shows its stored clues as they are.
        if answer is None:
            answer = genre.empty_answer(puzzle)
        self._stack: list[Snapshot] = [
            Snapshot(puzzle, answer, tuple(sorted((metadata or {}).items())), trials=tuple(trials))]
        self._index = 0
        self._saved_index: int | None = 0
        self.path = path
        # Time, hints and reveals: kept beside the undo history, not in it.
        self.record = PlayRecord()
        # The type name the puzzle was read as (e.g. Corral's "cave" rather than
        # "bag"), set by the file layer (genres.core.openers): Copy URL gives back
        # a URL of the type the user opened, and saving as .txt writes the kind of
        # pzprv3 file the user opened.  None: native JSON or a new puzzle.
        self.url_style: str | None = None
        self.file_style: str | None = None
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
    def trial_bases(self) -> tuple:
        """The answer at the start of each open trial, outermost first."""
        return self._top.trials

    @property
    def trial_depth(self) -> int:
        """How many trials are open (0: none; 2: a trial inside a trial)."""
        return len(self._top.trials)

    @property
    def dirty(self) -> bool:
        return self._saved_index != self._index

    # ----- changes -------------------------------------------------------
    def apply(self, puzzle: Any = None, answer: Any = None, label: str = "",
              merge_key: Hashable = None, metadata: dict[str, str] | None = None,
              trials: tuple | None = None, always: bool = False) -> bool:
        """Make a change undoable.  Returns False when nothing changed.

        A new puzzle is normalised and the answer cleaned to fit it, unless an
        answer is given too.  With ``merge_key`` equal to the previous step's,
        the change joins that step (one drag, one undo).  ``trials`` replaces
        the open trials' bases; left out, they stay (cleaned to fit a new puzzle).
        ``always``: an undo step even when nothing on the board changes (a
        hint filled in whose facts no mark shows: undone, the hints forget
        them, see history_marker), and True.
        """
        top = self._top
        if puzzle is None:
            new_puzzle, new_answer = top.puzzle, top.answer
        else:
            new_puzzle, new_answer = fitted(self.genre, puzzle, top.answer)
        if answer is not None:
            new_answer = answer
        if trials is not None:
            new_trials = tuple(trials)
        elif puzzle is not None and new_puzzle != top.puzzle:
            new_trials = tuple(self.genre.clean_answer(new_puzzle, b) for b in top.trials)
        else:
            new_trials = top.trials
        new_meta = top.metadata if metadata is None else tuple(sorted(metadata.items()))
        if (new_puzzle == top.puzzle and new_answer == top.answer and new_meta == top.metadata
                and new_trials == top.trials) and not always:
            return False
        snap = Snapshot(new_puzzle, new_answer, new_meta, label, merge_key, new_trials)
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

    def normalized_copy(self) -> "Document":
        """A copy (same path, metadata and play record; no undo history) whose
        puzzle has its derived parts filled in and whose answer keeps only what
        fits it, as after an edit: what ``convert`` writes."""
        puzzle, answer = fitted(self.genre, self.puzzle, self.answer)
        doc = Document(self.genre, puzzle, answer, self.metadata, self.path)
        doc.record = self.record      # the player's time and hints go along with their answer
        return doc

    # ----- trials ----------------------------------------------------------
    def start_trial(self) -> bool:
        """Open a trial (inside the open one, if any): what is drawn from now on
        is a guess that :meth:`reject_trial` takes back."""
        top = self._top
        return self.apply(trials=top.trials + (top.answer,), label="Start trial")

    def accept_trial(self) -> bool:
        """Close the innermost trial keeping its marks: they become marks of the
        trial around it, or ordinary marks.  False when no trial is open."""
        top = self._top
        if not top.trials:
            return False
        return self.apply(trials=top.trials[:-1], label="Accept trial")

    def reject_trial(self) -> bool:
        """Close the innermost trial and take back what was drawn in it (the
        answer returns to where the trial began).  False when no trial is open."""
        top = self._top
        if not top.trials:
            return False
        return self.apply(answer=top.trials[-1], trials=top.trials[:-1], label="Reject trial")

    def accept_all_trials(self) -> bool:
        """Close every open trial keeping the board as it is, in one step."""
        if not self._top.trials:
            return False
        return self.apply(trials=(), label="Accept all trials")

    def reject_all_trials(self) -> bool:
        """Close every open trial, the board back to where the outermost began."""
        top = self._top
        if not top.trials:
            return False
        return self.apply(answer=top.trials[0], trials=(), label="Reject all trials")

    def end_gesture(self) -> None:
        """Close the current gesture so the next change is a step of its own."""
        top = self._top
        if top.merge_key is not None:
            self._stack[self._index] = replace(top, merge_key=None)

    # ----- undo ----------------------------------------------------------
    def history_marker(self) -> object:
        """The current state, as a token for :meth:`in_history`."""
        return self._top

    def in_history(self, marker: object) -> bool:
        """Whether the state ``marker`` stands for is the current one or one
        the current one was reached from: not undone, nor left on a branch
        of the history a later change replaced (nor dropped off its end)."""
        return any(s is marker for s in self._stack[:self._index + 1])

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
