"""Puzzlewright's native JSON file: the puzzle, the player's progress and metadata.

    {"format": "puzzlewright", "version": 1, "genre": "<key>",
     "metadata": {"title": "...", "author": "..."},
     "puzzle": {...genre's puzzle JSON...},
     "answer": {...genre's answer JSON...},
     "record": {"seconds": 222.5, "solved_seconds": 222.5, "hints": 0, "revealed": false},
     "trials": [{...answer JSON...}, ...]}

"record" (optional, written once the player has spent time on the puzzle) is
the play record: seconds spent playing, the time of the first solve (absent
until solved), hints taken and whether the solution was revealed.

"trials" is there only while the player has trials open: the answer at the
start of each, outermost first (see Document.trial_bases).

Reading never executes anything from the file; every problem becomes a
PuzzleFormatError whose message names it.  Saving writes a temporary file in
the same folder and renames it over the target, so a crash mid-save leaves
the old file whole.
"""
from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from typing import Any

from .document import Document
from .errors import PuzzleFormatError
from .record import PlayRecord

FORMAT_NAME = "puzzlewright"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 20 * 1024 * 1024
METADATA_KEYS = ("title", "author", "source", "notes")


def document_to_json(doc: Document, include_answer: bool = True) -> dict[str, Any]:
    g = doc.genre
    out: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "genre": g.key,
        "metadata": {k: v for k, v in doc.metadata.items() if v},
        "puzzle": g.puzzle_to_json(doc.puzzle),
    }
    if include_answer:
        out["answer"] = g.answer_to_json(doc.puzzle, doc.answer)
        # The record is the player's, like the answer: a bare puzzle has none.
        if not doc.record.is_empty():
            out["record"] = doc.record.to_json()
        if doc.trial_bases:
            out["trials"] = [g.answer_to_json(doc.puzzle, base) for base in doc.trial_bases]
    return out


def _number(data: dict, key: str, default: float | None) -> float | None:
    value = data.get(key, default)
    if value is None and default is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
        raise PuzzleFormatError(f"the record's \"{key}\" must be a number of seconds, "
                                f"0 or more (not {value!r})")
    return float(value)


def record_from_json(data: Any) -> PlayRecord:
    """The "record" field read back; a bad value is named, never guessed at.

    Strict like the rest of the file: a hand-edited record that says nothing
    sensible is reported rather than silently reset to zero."""
    if not isinstance(data, dict):
        raise PuzzleFormatError("\"record\" must be a JSON object")
    hints = data.get("hints", 0)
    if isinstance(hints, bool) or not isinstance(hints, int) or hints < 0:
        raise PuzzleFormatError(f"the record's \"hints\" must be a whole number, "
                                f"0 or more (not {hints!r})")
    revealed = data.get("revealed", False)
    if not isinstance(revealed, bool):
        raise PuzzleFormatError(f"the record's \"revealed\" must be true or false "
                                f"(not {revealed!r})")
    return PlayRecord(seconds=_number(data, "seconds", 0.0),
                      solved_seconds=_number(data, "solved_seconds", None),
                      hints=hints, revealed=revealed)


def dumps(doc: Document, include_answer: bool = True) -> str:
    return json.dumps(document_to_json(doc, include_answer), indent=1, ensure_ascii=False) + "\n"


def document_from_json(data: Any, path: str | None = None) -> Document:
    from genres.registry import get_genre  # here, not at import: registry imports genres

    if not isinstance(data, dict):
        raise PuzzleFormatError("not a Puzzlewright file: the top level is not a JSON object")
    if data.get("format") != FORMAT_NAME:
        raise PuzzleFormatError("not a Puzzlewright file: the \"format\" field is missing or wrong")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise PuzzleFormatError(f"the file's format version {version!r} is not a positive whole number")
    if version > FORMAT_VERSION:
        raise PuzzleFormatError(
            f"this file was written by a newer Puzzlewright (format version {version}); "
            f"this version reads up to version {FORMAT_VERSION}")
    genre = get_genre(data.get("genre"))
    meta_in = data.get("metadata", {})
    if not isinstance(meta_in, dict):
        raise PuzzleFormatError("\"metadata\" must be a JSON object")
    metadata = {}
    for k, v in meta_in.items():
        if k in METADATA_KEYS:
            if not isinstance(v, str):
                raise PuzzleFormatError(f"metadata field {k!r} must be text")
            metadata[k] = v[:10000]
    if "puzzle" not in data:
        raise PuzzleFormatError("the file has no \"puzzle\" field")
    # Not normalised: a stored clue that disagrees stays visible as a warning.
    puzzle = genre.puzzle_from_json(data["puzzle"])
    answer = None
    if data.get("answer") is not None:
        answer = genre.answer_from_json(puzzle, data["answer"])
    record = record_from_json(data["record"]) if data.get("record") is not None else None
    trials = _trials_from_json(genre, puzzle, data.get("trials"))
    doc = Document(genre, puzzle, answer, metadata, path, trials)
    if record is not None:
        doc.record = record
    doc.mark_saved(path)
    return doc


def _trials_from_json(genre, puzzle: Any, data: Any) -> tuple:
    """The bases of the open trials; every bad entry is named by its place."""
    if data is None:
        return ()
    if not isinstance(data, list):
        raise PuzzleFormatError("\"trials\" must be a list of answers (one per open trial)")
    if len(data) > 100:
        raise PuzzleFormatError(f"\"trials\" lists {len(data)} open trials; at most 100 are read")
    bases = []
    for i, entry in enumerate(data, 1):
        try:
            bases.append(genre.answer_from_json(puzzle, entry))
        except PuzzleFormatError as e:
            raise PuzzleFormatError(f"trial {i} of \"trials\": {e}") from None
        except (ValueError, TypeError, KeyError, AttributeError, IndexError) as e:
            raise PuzzleFormatError(f"trial {i} of \"trials\" is malformed "
                                    f"({type(e).__name__}: {e})") from None
    return tuple(bases)


def loads(text: str, path: str | None = None) -> Document:
    try:
        data = json.loads(text)
    except RecursionError:
        raise PuzzleFormatError("the file is nested too deeply to be a puzzle") from None
    except json.JSONDecodeError as e:
        if text.strip() and e.pos >= len(text.rstrip()):
            # The reader ran out of text mid-object: a save or a download was cut off.
            raise PuzzleFormatError(f"not valid JSON: the file ends too soon, it was probably "
                                    f"cut short ({e.msg} at line {e.lineno})") from None
        raise PuzzleFormatError(f"not valid JSON: {e}") from None
    except ValueError as e:
        raise PuzzleFormatError(f"not valid JSON: {e}") from None
    try:
        return document_from_json(data, path)
    except PuzzleFormatError:
        raise
    except RecursionError:
        raise PuzzleFormatError("the file is nested too deeply to be a puzzle") from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as e:
        # A genre reader that missed a check must still not crash the app.
        raise PuzzleFormatError(f"the puzzle data is malformed ({type(e).__name__}: {e})") from None


def read_text(path: str) -> str:
    """The file's text, refusing huge or undecodable files with a clear message."""
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            raise PuzzleFormatError(f"{path}: the file is {size} bytes, too large to be a puzzle")
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise PuzzleFormatError(f"{path}: cannot read the file ({e.strerror or e})") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise PuzzleFormatError(f"{path}: not a text file (it is not UTF-8)") from None


def load(path: str) -> Document:
    text = read_text(path)
    try:
        return loads(text, path)
    except PuzzleFormatError as e:
        raise PuzzleFormatError(f"{os.path.basename(path)}: {e}") from None


TEMP_PREFIX, TEMP_SUFFIX = ".pw-", ".tmp"
# A save takes well under a second; a temporary file of ours older than this
# was left by a save that was killed, and is removed by the next save there.
STALE_TEMP_SECONDS = 600


class ReadOnlyFileError(PermissionError):
    """The target file is marked read-only: it is never replaced behind the user's back."""


def _remove_stale_temps(folder: str) -> None:
    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX):
            full = os.path.join(folder, name)
            try:
                if now - os.lstat(full).st_mtime > STALE_TEMP_SECONDS and os.path.isfile(full):
                    os.unlink(full)
            except OSError:
                pass


def write_atomically(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename.

    A file marked read-only (no write permission for its owner) is refused
    with ReadOnlyFileError, as editors do: the rename would replace it even
    though the user protected it (and root may write anything)."""
    folder = os.path.dirname(os.path.abspath(path))
    try:
        st = os.stat(path)
    except OSError:
        st = None
    if st is not None and stat.S_ISREG(st.st_mode) and not st.st_mode & stat.S_IWUSR:
        raise ReadOnlyFileError(errno.EACCES, "the file is read-only; save under another name "
                                "or make it writable first", path)
    _remove_stale_temps(folder)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=folder)
    try:
        # mkstemp makes the file owner-only; give it the mode an ordinary
        # save would: the existing file's, or the umask's default.
        try:
            mode = os.stat(path).st_mode & 0o777
        except OSError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(doc: Document, path: str) -> None:
    write_atomically(path, dumps(doc))
    doc.mark_saved(path)
