"""The bundled examples (resources/examples): the File > Open Example menu's
entries, and each one read as an untitled document (opening one never lets a
save overwrite it)."""
from __future__ import annotations

import json
from importlib import resources

from genres.core import nativefile
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.registry import all_genres


def load_example(name: str) -> Document:
    """A bundled example as an untitled document; PuzzleFormatError when it
    is missing or unreadable."""
    source = resources.files("resources").joinpath("examples", name)
    try:
        doc = nativefile.loads(source.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:   # ValueError covers PuzzleFormatError and bad UTF-8
        raise PuzzleFormatError(f"example {name}: {e}") from None
    doc.path = None
    return doc


def bundled_examples() -> list[tuple[str, str]]:
    """The bundled examples as (file name, menu label), in registry order of
    their genres and then by name.  A label reads "Genre: Title".  Only each
    file's genre and title are read here; an unreadable file is left out."""
    genres = all_genres()
    order = {g.key: i for i, g in enumerate(genres)}
    names = {g.key: g.name for g in genres}
    found = []
    try:
        entries = list(resources.files("resources").joinpath("examples").iterdir())
    except (OSError, ValueError):
        return []
    for entry in entries:
        if not entry.name.endswith(".json"):
            continue
        try:
            data = json.loads(entry.read_text(encoding="utf-8"))
            key = data["genre"]
            title = (data.get("metadata") or {}).get("title") or entry.name[:-5]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
        if key in order:
            found.append((order[key], entry.name, f"{names[key]}: {title}"))
    return [(name, label) for _, name, label in sorted(found)]
