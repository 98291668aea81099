"""What the About box says: the version (from the installed package's
metadata, which the standalone build carries too), a short description and
the genres this copy knows."""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from html import escape
from importlib import metadata
from typing import Iterable

DISTRIBUTION = "puzzlewright"
DESCRIPTION = QT_TRANSLATE_NOOP("About", "A studio for pencil puzzles: draw a puzzle, play it with "
                                "the rules checked as you go, ask the exact solver whether its "
                                "solution is unique, and export it as PNG, SVG or PDF.")


def app_version() -> str | None:
    """The installed version, or None when running from a bare source tree
    (no package metadata anywhere on the path)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


def version_line(version: str | None) -> str:
    return (translate("About", "Version {version}").format(version=version) if version
            else translate("About", "Version unknown (running from the source tree)"))


def about_html(app_name: str, genre_names: Iterable[str], version: str | None = None) -> str:
    """The About box's rich text; ``version`` defaults to the installed one."""
    version = app_version() if version is None else version
    genres_heading = translate("About", "Genres:")
    rules_note = translate("About", "Help > Rules of … explains how each genre is played.")
    genres = "".join(f"<li>{escape(name)}</li>" for name in genre_names)
    return (f"<h3>{escape(app_name)}</h3>"
            f"<p>{escape(version_line(version))}</p>"
            f"<p>{escape(translate('About', DESCRIPTION))}</p>"
            f"<p>{escape(genres_heading)}</p><ul>{genres}</ul>"
            f"<p>{escape(rules_note)}</p>")
