"""Text formats other than the native JSON: puzz.link URLs and pzprv3 files.

A genre offers its formats through ``Genre.formats()``: a list of
:class:`Format` objects, each reading a text into (puzzle, answer) and
writing one back.  This module holds that small interface and what the
formats of several genres share:

* puzz.link URLs (``https://puzz.link/p?slalom/d/10/10/...``, the older
  ``http://pzv.jp/p.html?...``, or the bare ``slalom/10/10/...``): splitting
  one into type name, flags, size and body (:func:`parse_url`), and the
  number encodings pzprjs uses in bodies (:func:`decode_number16`,
  :func:`encode_arrow_number16`, ...), in :mod:`genres.core.puzzlink`.
* pzprv3 files (pzprjs's own save format, ``.txt``): the header, size,
  whitespace-separated cell tables and the ``info:{...}`` metadata line
  (:func:`parse_pzprv3`, :class:`Pzprv3Writer`), in :mod:`genres.core.pzprv3`.

The formats were learnt from pzprjs's behaviour (the ``pzpr`` npm package);
the code here is our own.  Every problem is a PuzzleFormatError whose message
names it, never an IndexError from deep inside a decoder.
"""
from __future__ import annotations

from typing import Any, Callable

from .errors import PuzzleFormatError

PZPRV3_EXTENSION = ".txt"

# puzz.link URLs: the shared helpers live in .puzzlink and are used through this module.
from .puzzlink import (PUZZLINK_PREFIX, UrlParts, _hex, check_end, decode_arrow_number16,  # noqa: F401
                       decode_number16, encode_arrow_number16, encode_number16, encode_runs,
                       format_url, garbage, looks_like_url, parse_query, parse_url, run_chars,
                       to_base36, truncated, url_query)

# pzprv3 files: the shared helpers live in .pzprv3 and are used through this module.
from .pzprv3 import (Pzprv3, Pzprv3Writer, is_pzprv3, parse_pzprv3, read_lines_table,  # noqa: F401
                     side_tables, write_lines_table)


# ----------------------------------------------------------------------------
# The interface
# ----------------------------------------------------------------------------
class Format:
    """One text format of one genre.

    ``is_url`` formats read and write a single-line puzz.link URL (the puzzle
    only); the others are files with ``extensions``.  ``names`` are the type
    names the format answers to (the first is the one written)."""

    name: str = ""
    description: str = ""
    extensions: tuple[str, ...] = ()
    is_url: bool = False
    names: tuple[str, ...] = ()

    def __init__(self, genre: Any):
        self.genre = genre

    def accepts(self, type_name: str) -> bool:
        return type_name.lower() in self.names

    def read(self, text: str) -> tuple[Any, Any]:
        """(puzzle, answer) from the text; answer is None when it holds none."""
        raise NotImplementedError

    def read_metadata(self, text: str) -> dict[str, str]:
        return {}

    def write(self, puzzle: Any, answer: Any = None, metadata: dict[str, str] | None = None) -> str:
        """The text of the puzzle (and answer, where the format has one)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<Format {self.name}>"


class PuzzlinkUrl(Format):
    """A genre's puzz.link URL: the shared reading (type check, guarded decoding,
    normalising) around the genre's ``decode(parts)`` and ``encode(puzzle)``."""

    description = "puzz.link URL"
    is_url = True

    def decode(self, parts: "UrlParts") -> Any:
        """The puzzle a URL's parts describe."""
        raise NotImplementedError

    def encode(self, puzzle: Any) -> str:
        """The URL of a puzzle (PuzzleFormatError when the URL cannot hold it)."""
        raise NotImplementedError

    def read(self, text: str) -> tuple[Any, None]:
        return self.read_parts(parse_url(text))

    def read_parts(self, parts: "UrlParts") -> tuple[Any, None]:
        """(puzzle, None) from a URL already split by :func:`parse_url` (the file
        layer splits a URL once, to find its genre, and hands the parts on)."""
        check_type(parts.type_name, self, "URL")
        # pzprjs derives some clues itself (the circle's gate count): shown so here too.
        return self.genre.normalized(guard(lambda: self.decode(parts))), None

    def write(self, puzzle: Any, answer: Any = None, metadata: Any = None) -> str:
        return self.encode(puzzle)


class Pzprv3File(Format):
    """A genre's pzprv3 file: the shared reading (type check, guarded decoding,
    metadata, normalising) around the genre's ``decode(data)`` and
    ``encode(puzzle, answer, metadata)``."""

    description = "pzprv3 file (pzprjs)"
    extensions = (PZPRV3_EXTENSION,)

    def decode(self, data: Pzprv3) -> tuple[Any, Any]:
        """(puzzle, answer) from a parsed file."""
        raise NotImplementedError

    def encode(self, puzzle: Any, answer: Any, metadata: dict[str, str] | None) -> str:
        raise NotImplementedError

    def read(self, text: str) -> tuple[Any, Any]:
        return self.read_data(parse_pzprv3(text))

    def read_data(self, data: Pzprv3) -> tuple[Any, Any]:
        """(puzzle, answer) from a file already parsed by :func:`parse_pzprv3`
        (its metadata is ``data.metadata``)."""
        check_type(data.type_name, self, "file")
        puzzle, answer = guard(lambda: self.decode(data))
        return self.genre.normalized(puzzle), answer

    def read_metadata(self, text: str) -> dict[str, str]:
        return parse_pzprv3(text).metadata

    def write(self, puzzle: Any, answer: Any = None, metadata: dict[str, str] | None = None) -> str:
        return self.encode(puzzle, answer, metadata)


def check_type(found: str, fmt: Format, kind: str) -> None:
    if not fmt.accepts(found):
        raise PuzzleFormatError(f"this {kind} holds a {found!r} puzzle, not {fmt.names[0]!r}")


def guard(decode: Callable[[], Any]) -> Any:
    """Run a decoder, turning a slip it did not foresee into a clear message."""
    try:
        return decode()
    except PuzzleFormatError:
        raise
    except (ValueError, IndexError, KeyError, TypeError) as e:
        raise PuzzleFormatError(f"the puzzle data is malformed ({e})") from None
