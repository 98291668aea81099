"""Puzzlewright's native JSON file: the puzzle, the player's progress and metadata.

    {"format": "puzzlewright", "version": 1, "genre": "<key>",
     "metadata": {"title": "...", "author": "..."},
     "puzzle": {...genre's puzzle JSON...},
     "answer": {...genre's answer JSON...},
     "trials": [{...answer JSON...}, ...]}

"trials" is there only while the player has trials open: the answer at the
start of each, outermost first (see Document.trial_bases).

Reading never executes anything from the file; every problem becomes a
PuzzleFormatError whose message names it.  Saving writes a temporary file in
the same folder and renames it over the target, so a crash mid-save leaves
the old file whole.
"""
from __future__ import annotations

import json
import os
import tempfile
from typing import Any

from .document import Document
from .errors import PuzzleFormatError

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
        if doc.trial_bases:
            out["trials"] = [g.answer_to_json(doc.puzzle, base) for base in doc.trial_bases]
    return out


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
    trials = _trials_from_json(genre, puzzle, data.get("trials"))
    doc = Document(genre, puzzle, answer, metadata, path, trials)
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


def write_atomically(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pw-", suffix=".tmp", dir=folder)
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
