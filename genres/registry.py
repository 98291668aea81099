"""The genre registry: adding a genre is one line here."""
from __future__ import annotations

import importlib
from functools import lru_cache

from genres.core.errors import PuzzleFormatError
from genres.core.genre import Genre

GENRE_MODULES: tuple[str, ...] = (
    "genres.circumnavi",
    "genres.hebi",
    "genres.corral",
    "genres.soccer",
    "genres.gates",
)


@lru_cache(maxsize=None)
def all_genres() -> tuple[Genre, ...]:
    """Every registered genre, in menu order."""
    return tuple(importlib.import_module(m).GENRE for m in GENRE_MODULES)


def get_genre(key: object) -> Genre:
    """The genre with this key; PuzzleFormatError naming it when unknown."""
    for g in all_genres():
        if g.key == key:
            return g
    known = ", ".join(g.key for g in all_genres())
    raise PuzzleFormatError(f"unknown genre {key!r} (this version knows: {known})")
