"""The genre registry: adding a genre is one line here (MODULE_OF_KEY)."""
from __future__ import annotations

import importlib
from functools import lru_cache

from genres.core.errors import PuzzleFormatError
from genres.core.genre import Genre

# Each genre's key and module, in menu order: a file of one genre loads that
# genre alone (start-up of a command-line verb).  tests/test_registry.py
# checks the keys against the genres' own.
MODULE_OF_KEY: dict[str, str] = {
    "circumnavi-gates": "genres.circumnavi",
    "hebi-ichigo": "genres.hebi",
    "corral": "genres.corral",
    "ore-soccer": "genres.soccer",
    "gates": "genres.gates",
}
GENRE_MODULES: tuple[str, ...] = tuple(MODULE_OF_KEY.values())


@lru_cache(maxsize=None)
def all_genres() -> tuple[Genre, ...]:
    """Every registered genre, in menu order."""
    return tuple(importlib.import_module(m).GENRE for m in GENRE_MODULES)


def genre_verbs() -> dict[str, str]:
    """Every genre's own command-line verbs (Genre.cli_verbs): verb -> module."""
    verbs: dict[str, str] = {}
    for g in all_genres():
        verbs.update(g.cli_verbs())
    return verbs


def get_genre(key: object) -> Genre:
    """The genre with this key; PuzzleFormatError naming it when unknown."""
    module = MODULE_OF_KEY.get(key) if isinstance(key, str) else None
    if module is not None:
        genre = importlib.import_module(module).GENRE
        if genre.key == key:
            return genre
    for g in all_genres():
        if g.key == key:
            return g
    known = ", ".join(g.key for g in all_genres())
    raise PuzzleFormatError(f"unknown genre {key!r} (this version knows: {known})")
