"""The genre registry: adding a genre is one line here (MODULE_OF_KEY)."""
from __future__ import annotations

import importlib
from functools import lru_cache

from genres.core.errors import PuzzleFormatError
from genres.core.formats import PuzzlinkUrl
from genres.core.genre import (CAPABILITIES, KINDS, REQUIRED_FOR_GRIDS, REQUIRED_FOR_PUZZLES,
                               REQUIRED_HOOKS, WORDINGS, Genre, GridGenre)

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
# Other names a file may give a genre: puzz.link's and Nikoli's names for
# Circumnavi-Gates (the code calls it Circumnavi-Gates throughout; "Slalom"
# names only puzz.link's format, SlalomUrl and SlalomFile).
OLD_KEYS: dict[str, str] = {"slalom": "circumnavi-gates", "suraromu": "circumnavi-gates"}


# The genre of each puzz.link / pzprv3 type name its formats read: a URL or
# pzprv3 file loads that genre alone (``puzzlewright forced URL`` is timed
# to 0.15 s).  tests/test_registry.py checks it against the genres' formats.
GENRE_OF_TYPE_NAME: dict[str, str] = {
    "slalom": "circumnavi-gates", "suraromu": "circumnavi-gates",
    "hebi": "hebi-ichigo", "snakes": "hebi-ichigo",
    "bag": "corral", "correl": "corral", "corral": "corral", "cave": "corral",
}


# The same for the genre names of ``puzzlewright:`` links (Genre.link_codec).
GENRE_OF_LINK_NAME: dict[str, str] = {"corral": "corral", "soccer": "ore-soccer", "ore-soccer": "ore-soccer"}


def genres_for_type_name(type_name: str, link: bool = False) -> tuple[Genre, ...]:
    """The genre whose formats (``link``: whose link codec) read this name
    alone when the table knows it, else every genre."""
    key = (GENRE_OF_LINK_NAME if link else GENRE_OF_TYPE_NAME).get(type_name.lower())
    return (_load(key),) if key is not None else all_genres()


class GenreTableError(TypeError):
    """A registered genre leaves out a hook it must fill (a programming error,
    raised when the genre loads, so it never reaches a user halfway through)."""


def _fills(genre: Genre, hook: str) -> bool:
    # GridGenre fills new_puzzle, size and resized, but not its own two hooks.
    base = getattr(GridGenre, hook, None) if hook in REQUIRED_FOR_GRIDS else None
    found = getattr(type(genre), hook, None)
    return found is not None and genre.fills(hook) and found is not base


def missing_hooks(genre: Genre) -> list[str]:
    """What the genre must fill and does not (see genres.core.genre.REQUIRED_HOOKS)."""
    need = list(REQUIRED_HOOKS)
    if genre.kind == "puzzle" or genre.has_solution:
        need += REQUIRED_FOR_PUZZLES
    if isinstance(genre, GridGenre):
        need += REQUIRED_FOR_GRIDS
    missing = [h for h in need if not _fills(genre, h)]
    missing += [a for a in ("key", "name") if not getattr(genre, a)]
    if genre.kind not in KINDS:
        missing.append(f"kind (one of {', '.join(KINDS)}, not {genre.kind!r})")
    missing += [f"{c} (True or False, not {getattr(genre, c)!r})" for c in CAPABILITIES
                if not isinstance(getattr(genre, c), bool)]
    if genre.wording not in WORDINGS:
        missing.append(f"wording (one of {', '.join(WORDINGS)}, not {genre.wording!r})")
    # The file layer splits a URL once and hands its parts to the genre's URL format.
    missing += [f"formats: {f!r} is a URL format but not a PuzzlinkUrl"
                for f in genre.formats() if f.is_url and not isinstance(f, PuzzlinkUrl)]
    return missing


def check_genre(genre: Genre, key: str | None = None) -> Genre:
    """The genre, once it is known to fill every hook it must (and to carry
    the key it is registered under); GenreTableError naming what is missing."""
    missing = missing_hooks(genre)
    if key is not None and genre.key != key:
        missing.append(f"key ({genre.key!r}, registered as {key!r})")
    if missing:
        raise GenreTableError(f"genre {genre.key or type(genre).__name__} does not fill: "
                              f"{', '.join(missing)}")
    return genre


@lru_cache(maxsize=None)
def _load(key: str) -> Genre:
    return check_genre(importlib.import_module(MODULE_OF_KEY[key]).GENRE, key)


@lru_cache(maxsize=None)
def all_genres() -> tuple[Genre, ...]:
    """Every registered genre, in menu order (each checked as it loads)."""
    return tuple(_load(key) for key in MODULE_OF_KEY)


def genre_verbs() -> dict[str, str]:
    """Every genre's own command-line verbs (Genre.cli_verbs): verb -> module."""
    verbs: dict[str, str] = {}
    for g in all_genres():
        verbs.update(g.cli_verbs())
    return verbs


def get_genre(key: object) -> Genre:
    """The genre with this key; PuzzleFormatError naming it when unknown."""
    if isinstance(key, str):
        key = OLD_KEYS.get(key, key)
    if isinstance(key, str) and key in MODULE_OF_KEY:
        return _load(key)
    for g in all_genres():
        if g.key == key:
            return g
    known = ", ".join(g.key for g in all_genres())
    raise PuzzleFormatError(f"unknown genre {key!r} (this version knows: {known})")
