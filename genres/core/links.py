"""``puzzlewright:`` links: a puzzle in one short line, for the genres and
variants puzz.link cannot hold (Ore Soccer, the Additive/Multiplicative Corral).

    puzzlewright:<version>/<genre>[/<options>]/<columns>/<rows>/<body>

e.g. ``puzzlewright:1/soccer/6/6/h___j.0m.03g.n2``.  The grammar, each
genre's body and the version policy are documented in docs/links.md.  This
module holds what every link shares (scheme, version, genre name, size); a
genre supplies a :class:`LinkCodec` for its options and body through
``Genre.link_codec()``.

Version policy: every version this module ever wrote stays readable; a link
of a newer version than this program knows is refused with a message saying
it was made by a newer Puzzlewright.  Every problem is a PuzzleFormatError
naming what is wrong (version, genre, size, options, body), never a
traceback.
"""
from __future__ import annotations

import re
from typing import Any, Iterable

from . import formats as F
from .errors import PuzzleFormatError
from .grid import MAX_SIZE

SCHEME = "puzzlewright:"
VERSION = 1                 # the version written
READABLE_VERSIONS = (1,)    # every version ever written: they stay readable
_SHAPE = "puzzlewright:1/<genre>/<columns>/<rows>/<data>"


class LinkCodec:
    """One genre's part of a link: its name there, its options and its body.

    ``names``: the genre's names in links, the first one written.
    ``options``: option word -> what it means (for messages and docs)."""

    names: tuple[str, ...] = ()
    options: dict[str, str] = {}

    def __init__(self, genre: Any):
        self.genre = genre

    def can_write(self, puzzle: Any) -> bool:
        return True

    def write_options(self, puzzle: Any) -> str:
        """The option word for this puzzle ("" when none)."""
        return ""

    def encode(self, puzzle: Any) -> str:
        raise NotImplementedError

    def decode(self, option: str, cols: int, rows: int, body: str) -> Any:
        """The puzzle; PuzzleFormatError on any problem (the body is untrusted)."""
        raise NotImplementedError


# ----- finding the codecs ------------------------------------------------------------------
def _codecs(genres: Iterable[Any] | None = None) -> list[LinkCodec]:
    if genres is None:
        from genres.registry import all_genres
        genres = all_genres()
    out = []
    for g in genres:
        codec = g.link_codec()
        if codec is not None:
            out.append(codec)
    return out


def codec_for(genre: Any) -> LinkCodec | None:
    found = _codecs([genre])
    return found[0] if found else None


# ----- reading -----------------------------------------------------------------------------
def is_link(text: str) -> bool:
    """Whether the text is meant as a ``puzzlewright:`` link (a good one or not)."""
    return text.strip().lower().startswith(SCHEME)


def _shorten(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _size(field: str, what: str) -> int:
    if not re.fullmatch(r"[0-9]+", field):
        raise PuzzleFormatError(f"the link's size is wrong: {_shorten(field)} is not a number of "
                                f"{what} (expected {_SHAPE})")
    digits = field.lstrip("0") or "0"
    if len(digits) > 3 or not 1 <= int(digits) <= MAX_SIZE:
        shown = digits if len(digits) <= 6 else digits[:6] + "…"
        raise PuzzleFormatError(f"the link's size is wrong: {shown} {what} "
                                f"(a grid has 1 to {MAX_SIZE})")
    return int(digits)


def _version(field: str) -> int:
    if not re.fullmatch(r"[0-9]{1,6}", field):
        raise PuzzleFormatError(f"the link has no version number after 'puzzlewright:' "
                                f"(expected {_SHAPE})")
    version = int(field)
    if version > VERSION:
        raise PuzzleFormatError(f"this link was made by a newer Puzzlewright (link version "
                                f"{version}; this one reads versions up to {VERSION}): "
                                "update Puzzlewright to open it")
    if version not in READABLE_VERSIONS:
        raise PuzzleFormatError(f"unknown link version {version} (this Puzzlewright reads "
                                f"version{'s' if len(READABLE_VERSIONS) > 1 else ''} "
                                f"{', '.join(map(str, READABLE_VERSIONS))})")
    return version


def _find_codec(name: str) -> LinkCodec:
    from genres.registry import genres_for_type_name
    for codec in _codecs(genres_for_type_name(name, link=True)):   # the named genre alone
        if name in codec.names:
            return codec
    codecs = _codecs()
    known = ", ".join(c.names[0] for c in codecs)
    if not name:
        raise PuzzleFormatError(f"the link names no genre (expected {_SHAPE})")
    raise PuzzleFormatError(f"unknown genre {_shorten(name)} in the link (links hold: {known}; "
                            "other genres have puzz.link URLs)")


def garbage(ch: str, pos: int, what: str) -> PuzzleFormatError:
    return PuzzleFormatError(f"the link's data has an unexpected character {ch!r} at position "
                             f"{pos + 1} of the {what}")


def read_link(text: str) -> tuple[Any, Any]:
    """(genre, puzzle) from a ``puzzlewright:`` link."""
    link = "".join(text.split())      # line breaks a chat program put in
    if not link.lower().startswith(SCHEME):
        raise PuzzleFormatError(f"not a Puzzlewright link (expected {_SHAPE})")
    rest = link[len(SCHEME):].lstrip("/")
    fields = rest.split("/")
    _version(fields[0])
    codec = _find_codec(fields[1].lower() if len(fields) > 1 else "")
    genre_name = codec.names[0]
    tail = fields[2:]
    option = ""
    if tail and tail[0] and not re.fullmatch(r"[0-9]+", tail[0]):
        option = tail.pop(0).lower()
        if option not in codec.options:
            allowed = ", ".join(f"{k} ({v})" for k, v in codec.options.items()) or "none"
            raise PuzzleFormatError(f"unknown option {_shorten(option)} in the {genre_name} link "
                                    f"(options: {allowed})")
    if len(tail) < 2:
        raise PuzzleFormatError(f"the {genre_name} link has no size: expected "
                                f"{genre_name}/<columns>/<rows>/<data>; was it cut off when copied?")
    cols, rows = _size(tail[0], "columns"), _size(tail[1], "rows")
    min_rows, min_cols = codec.genre.min_size
    if rows < min_rows or cols < min_cols:
        raise PuzzleFormatError(f"the link's size is wrong: {rows} by {cols} (a {codec.names[0]} "
                                f"grid has at least {min_rows} rows and {min_cols} columns)")
    body = "/".join(tail[2:])
    try:
        puzzle = F.guard(lambda: codec.decode(option, cols, rows, body))
    except PuzzleFormatError as e:
        # The shared puzz.link number decoders speak of "the URL": this is a link.
        raise PuzzleFormatError(str(e).replace("the URL's", "the link's")
                                .replace("the URL has", "the link has")) from None
    return codec.genre, puzzle


def link_in_text(text: str) -> str | None:
    """The link or URL a ``.url`` file holds: one line, or a Windows Internet
    Shortcut (an INI file: ``[InternetShortcut]`` then ``URL=...``).  None when
    the text is neither."""
    body = text.lstrip("\ufeff").strip()
    if not body:
        return None
    lines = [line.strip() for line in body.splitlines()]
    if lines[0].lower() == "[internetshortcut]":
        for line in lines[1:]:
            if line.startswith("["):
                break           # the next section: the shortcut had no URL
            key, sep, value = line.partition("=")
            if sep and key.strip().lower() == "url":
                return value.strip()
        raise PuzzleFormatError("the Internet Shortcut holds no URL= line")
    if len(lines) == 1:
        return lines[0]
    return None


# ----- writing -----------------------------------------------------------------------------
def write_link(genre: Any, puzzle: Any) -> str:
    """The puzzle's link; PuzzleFormatError when the genre has none."""
    codec = codec_for(genre)
    if codec is None or not codec.can_write(puzzle):
        raise PuzzleFormatError(f"{genre.name} puzzles have no Puzzlewright link")
    option = codec.write_options(puzzle)
    head = f"{SCHEME}{VERSION}/{codec.names[0]}/" + (f"{option}/" if option else "")
    link = f"{head}{puzzle.cols}/{puzzle.rows}/{codec.encode(puzzle)}"
    # As pzprjs does: a link ending in punctuation gets a "/" so chat programs
    # that trim a final "." or "_" from a link do not cut the puzzle short.
    return link if link[-1].isascii() and link[-1].isalnum() else link + "/"
