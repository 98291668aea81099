"""Opening and saving a document in any format Puzzlewright knows.

    open_any(path_or_url)      a native JSON file, a pzprv3 file (.txt, or any
                               file starting with "pzprv3"), a text file holding
                               a puzz.link URL, or a puzz.link URL itself
    open_url(url)              a puzz.link URL or a ``puzzlewright:`` link (File > Open
                               URL, Ctrl+V)
    save_any(doc, path)        by extension: .txt writes pzprv3 (x.cave.txt: Corral's cave
                               style), anything else native JSON
    url_for(doc)               the puzzle's puzz.link URL (File > Copy URL), of the
                               type it was opened as (Corral: cave or bag); a
                               ``puzzlewright:`` link where puzz.link cannot hold it
    .url files                 one line holding a URL or link, or a Windows Internet
                               Shortcut (read here; `convert X.url` writes url_for's line)

The genre is found from the URL's type name or the file's second line, among
the genres that offer formats (``Genre.formats``).  Every problem is a
PuzzleFormatError with a message fit for the user.

This is the one file layer: the window (File > Open, Open URL, Ctrl+V, Save,
Copy URL) and the command line (``editor.cli``: ``load_document`` *is*
:func:`open_any`, and its text writers are :func:`write_file`) both go through
it.  :data:`FILE_TYPES` lists the file types by extension.  A URL is split
once (:func:`open_url` finds the genre from its type name and hands the parts
to the genre's :class:`~genres.core.formats.PuzzlinkUrl`), a pzprv3 file is
parsed once, and the type a document was read as is kept on the document
(``Document.url_style`` / ``file_style``).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Iterator

from . import links, nativefile
from .document import Document
from .errors import PuzzleFormatError
from .formats import (PZPRV3_EXTENSION, Format, is_pzprv3, looks_like_url, parse_pzprv3, parse_query,
                      url_query)

__all__ = ["open_any", "open_url", "loads", "dumps", "save_any", "write_file", "url_for",
           "url_supported", "looks_like_url", "is_bare_url", "format_for", "check_can_save",
           "writable_extensions", "FILE_TYPES", "FileType"]

URL_EXTENSION = ".url"


@dataclass(frozen=True)
class FileType:
    """A file type Puzzlewright knows by its extension.  A genre's own types
    (Gates' ``.gates``) come from ``Genre.formats`` and are not listed here."""
    extension: str
    description: str
    readable: bool = True     # False: written (exported) only, e.g. an image


# One row per extension, in the order messages list them.  A new text format
# of a genre is a Format in that genre's ``formats()``; a new file type for
# every genre is a row here, read in :func:`loads` and written in :func:`dumps`.
FILE_TYPES: tuple[FileType, ...] = (
    FileType(".json", "Puzzlewright native JSON"),
    FileType(PZPRV3_EXTENSION, "pzprv3 file (pzprjs)"),
    # One line: the puzz.link URL, or the puzzlewright: link where puzz.link has none.
    FileType(URL_EXTENSION, "link file (puzz.link URL or puzzlewright: link)"),
    # Images: written by the exporter (editor.export, Qt); never read.
    FileType(".png", "PNG image", readable=False),
    FileType(".svg", "SVG drawing", readable=False),
    FileType(".pdf", "PDF page", readable=False),
)
FILE_TYPE_OF = {t.extension: t for t in FILE_TYPES}


def known_extensions(readable: bool = False) -> str:
    """The extensions Puzzlewright writes (``readable``: reads), for messages."""
    exts = [t.extension for t in FILE_TYPES if t.readable or not readable]
    return ", ".join(exts + own_file_extensions())

def _genres() -> tuple[Any, ...]:
    from genres.registry import all_genres
    return all_genres()


def _formats(url: bool) -> Iterator[Format]:
    for g in _genres():
        for f in g.formats():
            if f.is_url == url:
                yield f


def _known_names(url: bool) -> str:
    return ", ".join(sorted({f.names[0] for f in _formats(url)}))


def format_for(type_name: str, url: bool) -> Format:
    from genres.registry import genres_for_type_name
    for g in genres_for_type_name(type_name):     # the one genre of a known name only
        for f in g.formats():
            if f.is_url == url and f.accepts(type_name):
                return f
    for f in _formats(url):
        if f.accepts(type_name):
            return f
    kind = "URL" if url else "pzprv3 file"
    raise PuzzleFormatError(f"Puzzlewright does not know the puzzle type {type_name!r} of this "
                            f"{kind} (it reads: {_known_names(url)})")


def _document(fmt: Format, read: tuple[Any, Any], metadata: dict[str, str],
              path: str | None) -> Document:
    puzzle, answer = read
    doc = Document(fmt.genre, puzzle, answer, metadata, path)
    doc.mark_saved(path)
    return doc


_URL_SHAPE = "puzz.link/p?<type>/<columns>/<rows>/..."


def open_url(url: str) -> Document:
    """A new document from a puzz.link URL or a ``puzzlewright:`` link (no path:
    saving asks for one)."""
    if links.is_link(url):
        genre, puzzle = links.read_link(url)
        doc = Document(genre, puzzle)
        doc.mark_saved()
        return doc
    query = url_query(url)                    # the URL is split here, once
    type_name = query.split("/", 1)[0].lower()
    if not re.fullmatch(r"[a-z][a-z0-9_-]*", type_name, re.ASCII):
        raise PuzzleFormatError(f"this is not a puzz.link puzzle URL (expected {_URL_SHAPE}): "
                                f"{_shorten(url)}")
    fmt = format_for(type_name, url=True)     # an unknown type is named before any size problem
    try:
        doc = _document(fmt, fmt.read_parts(parse_query(query)), {}, None)
    except PuzzleFormatError:
        raise
    except ValueError as e:                   # e.g. int() of a digit Python's isdigit() allows
        raise PuzzleFormatError(f"the URL is malformed ({e})") from None
    doc.url_style = fmt.names[0]
    return doc


def _shorten(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[:limit] + "…")


def loads(text: str, path: str | None = None) -> Document:
    """A document from a file's text, whatever its format."""
    body = text.lstrip("\ufeff").strip()
    if is_pzprv3(body):
        data = parse_pzprv3(body)             # parsed here, once
        fmt = format_for(data.type_name, url=False)
        doc = _document(fmt, fmt.read_data(data), data.metadata, path)
        doc.file_style = fmt.names[0]
        if path is None or not path.lower().endswith(PZPRV3_EXTENSION):
            doc.path = None          # saving must not write JSON over a pzprv3 file
        return doc
    if not body:
        raise PuzzleFormatError("the file is empty")
    if body.startswith("{"):
        return nativefile.loads(text, path)
    if path is not None and path.lower().endswith(URL_EXTENSION):
        return _open_url_file(body)
    if "\n" not in body and (looks_like_url(body) or "/" in url_query(body)):
        doc = open_url(body)
        return doc
    if path is not None and path.lower().endswith(PZPRV3_EXTENSION):
        # A .txt file is pzprjs's: saying "not valid JSON" would only puzzle the user.
        raise PuzzleFormatError("not a pzprv3 file (its first line would be 'pzprv3') "
                                "nor a puzz.link URL")
    return nativefile.loads(text, path)


def _open_url_file(body: str) -> Document:
    """A ``.url`` file: the URL or link inside, read as that URL or link."""
    url = links.link_in_text(body)
    if url is None:
        raise PuzzleFormatError("a .url file holds one line: a puzz.link URL or a "
                                "puzzlewright: link (or is a Windows Internet Shortcut)")
    return open_url(url)


def open_any(path_or_url: str) -> Document:
    """Open a file (any format) or, when no such file exists, a puzz.link URL."""
    target = path_or_url.strip()
    if not target:
        raise PuzzleFormatError("no file or URL given")
    if not os.path.exists(path_or_url) and (looks_like_url(target) or is_bare_url(target)):
        return open_url(target)   # a puzz.link URL wherever a file is accepted
    kind = FILE_TYPE_OF.get(os.path.splitext(path_or_url)[1].lower())
    if kind is not None and not kind.readable:
        raise PuzzleFormatError(f"{os.path.basename(path_or_url)}: {kind.description} files can be "
                                f"written but not read (read one of: {known_extensions(True)})")
    if not os.path.exists(path_or_url):
        raise PuzzleFormatError(f"{path_or_url}: no such file")
    if os.path.isdir(path_or_url):
        raise PuzzleFormatError(f"{path_or_url}: is a folder, not a puzzle file")
    text = nativefile.read_text(path_or_url)
    try:
        own = _extension_format(path_or_url)
        if own is not None:      # a genre's own file type, e.g. a .gates game record
            return _document(own, own.read(text), own.read_metadata(text), path_or_url)
        return loads(text, path_or_url)
    except PuzzleFormatError as e:
        raise PuzzleFormatError(f"{os.path.basename(path_or_url)}: {e}") from None


# ``type/10/10/...`` (or ``type/flags/10/10/...``): a URL without its host, even
# of a type we do not know, so the message names the type instead of a missing file.
_BARE_URL_SHAPE = re.compile(r"^[a-z][a-z0-9_-]*/(?:[a-z]+/)?\d+/\d+(?:/|$)", re.I)


def is_bare_url(text: str) -> bool:
    """``slalom/10/10/...`` typed without a host: a known type name, then a slash;
    or any type name followed by a size (so an unknown type gets named as such)."""
    text = text.strip()
    head = text.split("/", 1)[0].lower()
    return "/" in text and (any(f.accepts(head) for f in _formats(True))
                            or bool(_BARE_URL_SHAPE.match(text)))


def _pzprv3_files(genre: Any) -> list[Format]:
    """The genre's pzprv3 file formats (not its URL, nor a file type of its own
    such as a .gates record)."""
    return [f for f in genre.formats() if not f.is_url and PZPRV3_EXTENSION in f.extensions]


def _pzprv3_format(doc: Document, style: str | None) -> Format:
    files = _pzprv3_files(doc.genre)
    if not files:
        raise PuzzleFormatError(f"{doc.genre.variant_name(doc.puzzle)} puzzles cannot be saved as "
                                f"pzprv3 .txt files (save as {writable_extensions(doc.genre)})")
    if style is None:
        return files[0]
    for f in files:
        if f.accepts(style):
            return f
    raise PuzzleFormatError(f"{doc.genre.name} has no pzprv3 style {style!r} "
                            f"(use one of: {', '.join(f.names[0] for f in files)})")


def _style_from_name(doc: Document, path: str) -> str | None:
    """``x.cave.txt`` asks for the cave style: a second extension naming a format."""
    inner = os.path.splitext(os.path.splitext(os.path.basename(path))[0])[1].lower().lstrip(".")
    if inner and any(f.accepts(inner) for f in doc.genre.formats() if not f.is_url):
        return inner
    return None


def _extension_format(path: str, genres: tuple[Any, ...] | None = None) -> Format | None:
    """A non-URL format that names this file's extension itself (not .txt/.json),
    e.g. Gates' ``.gates`` records.  Every genre is loaded only for such an
    extension: a verb on a .json file of one genre loads that genre alone."""
    ext = os.path.splitext(path)[1].lower()
    if not ext or ext in (PZPRV3_EXTENSION, ".json"):
        return None
    for g in _genres() if genres is None else genres:
        for f in g.formats():
            if not f.is_url and ext in f.extensions:
                return f
    return None


def own_file_extensions() -> list[str]:
    """The extensions of the genres' own file types (e.g. .gates), sorted."""
    return sorted({e for g in _genres() for f in g.formats()
                   if not f.is_url for e in f.extensions if e != PZPRV3_EXTENSION})


def own_file_extension(path: str) -> bool:
    """True when a genre has a file type of its own with this extension (e.g. .gates)."""
    return _extension_format(path) is not None


def writable_extensions(genre: Any) -> str:
    """The file extensions a document of this genre can be saved in, for messages."""
    exts = [".json"]
    if _pzprv3_files(genre):
        exts.append(PZPRV3_EXTENSION)
    for f in genre.formats():
        if not f.is_url:
            exts += [e for e in f.extensions if e not in exts]
    return ", ".join(exts)


def check_can_save(doc: Document, path: str) -> None:
    """PuzzleFormatError naming the formats that work when ``path``'s extension
    cannot hold this document (checked before anything is solved or written)."""
    ext = os.path.splitext(path)[1].lower()
    if ext == URL_EXTENSION:
        url_for(doc)      # a game has no link: its message says so
        return
    if ext == PZPRV3_EXTENSION:
        _pzprv3_format(doc, _style_from_name(doc, path) or doc.file_style)
        # Some puzzles of a genre with pzprv3 files cannot be written as one
        # (e.g. the Additive/Multiplicative Corral, which puzz.link lacks).
        try:
            dumps(doc, path)
        except PuzzleFormatError as e:
            others = ", ".join(x for x in writable_extensions(doc.genre).split(", ")
                               if x != PZPRV3_EXTENSION)
            raise PuzzleFormatError(f"{e} (save as {others} instead)") from None
        return
    own = _extension_format(path)
    if own is not None and own.genre is not doc.genre:
        raise PuzzleFormatError(f"{ext} files hold {own.genre.name}, "
                                f"not {doc.genre.name} (save as {writable_extensions(doc.genre)})")


def dumps(doc: Document, path: str, style: str | None = None) -> str:
    """The text ``save_any`` would write to ``path``."""
    own = _extension_format(path, (doc.genre,))
    if own is not None:
        return own.write(doc.puzzle, doc.answer, doc.metadata)
    if path.lower().endswith(PZPRV3_EXTENSION):
        style = style or _style_from_name(doc, path) or doc.file_style
        return _pzprv3_format(doc, style).write(doc.puzzle, doc.answer, doc.metadata)
    return nativefile.dumps(doc)


def save_any(doc: Document, path: str, style: str | None = None) -> None:
    """Save by extension: ``.txt`` as a pzprv3 file (``style`` picks e.g. "cave"
    for Corral; by default the style the file was opened in), anything else as
    native JSON."""
    nativefile.write_atomically(path, dumps(doc, path, style))
    doc.mark_saved(path)


def write_file(doc: Document, path: str) -> None:
    """Write a copy of the document (the command line's convert, solve -o):
    like :func:`save_any`, and ``.url`` writes the puzzle's link on one line
    (the line a browser or chat takes: docs/links.md).  The document itself
    is not marked saved."""
    if path.lower().endswith(URL_EXTENSION):
        nativefile.write_atomically(path, url_for(doc) + "\n")
    else:
        nativefile.write_atomically(path, dumps(doc, path))


def url_for(doc: Document, style: str | None = None) -> str:
    """The puzzle's puzz.link URL, or its ``puzzlewright:`` link where puzz.link
    cannot hold it; PuzzleFormatError when neither can (a game)."""
    if doc.genre.kind == "game":
        raise PuzzleFormatError(f"{doc.genre.name} games have no URL or link (a link holds a "
                                "puzzle); save the game as a .gates record to share it")
    urls = [f for f in doc.genre.formats() if f.is_url]
    style = style or doc.url_style or doc.file_style
    fmt = next((f for f in urls if style is not None and f.accepts(style)), urls[0] if urls else None)
    try:
        if fmt is None:
            raise PuzzleFormatError(f"puzz.link has no {doc.genre.name} puzzles")
        return fmt.write(doc.puzzle)
    except PuzzleFormatError:
        if links.codec_for(doc.genre) is None:
            raise
        return links.write_link(doc.genre, doc.puzzle)


def url_supported(doc: Document) -> str | None:
    """None when :func:`url_for` works for this document, else the reason it does not."""
    try:
        url_for(doc)
    except PuzzleFormatError as e:
        return str(e)
    return None
