"""The user's preferences, kept with QSettings (organisation/app "Puzzlewright").

One small wrapper so the rest of the editor never spells a settings key: the
recent files list and whether the last one reopens at start, the size last
chosen in the New dialog for each genre and variant, the window's geometry
and dock layout, the "show errors as you go" and "show timer" switches,
whether the Solver panel shows in each mode, the choices made in the
last export, and the language of the window.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 10

_RECENT = "files/recent"
_GEOMETRY = "window/geometry"
_STATE = "window/state"
_SHOW_ERRORS = "play/show_errors_as_you_go"
_SHOW_TIMER = "play/show_timer"
_LANGUAGE = "window/language"     # "system", "en", "ja" (editor/language.py)
_REOPEN_LAST = "files/reopen_last_on_start"
_SOLVER_PANEL = "panels/solver_shown_in_{mode}"
# An author wants the verdict beside the board; a player, the board alone.
_SOLVER_PANEL_DEFAULT = {"edit": True, "play": False}
_EXPORT_ANSWER = "export/show_answer"
_EXPORT_SCALE = "export/scale"
_EXPORT_EXTENSION = "export/extension"
EXPORT_EXTENSIONS = (".png", ".svg", ".pdf")
DEFAULT_EXPORT_SCALE = 48.0


def _as_bool(value: object, default: bool) -> bool:
    # INI files give back strings ("true"/"false"); the native stores give bools.
    if value is None:
        return default
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


def _new_size_key(genre_key: str, variant: str | None) -> str:
    return f"new/{genre_key}/{variant or '-'}/size"


class Settings:
    def __init__(self, qsettings: QSettings | None = None):
        self._s = qsettings if qsettings is not None else QSettings()

    # ----- recent files ---------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self._s.value(_RECENT, [])
        if isinstance(value, str):      # QSettings returns a lone item as a plain string
            value = [value] if value else []
        if not isinstance(value, (list, tuple)):
            return []
        return [str(p) for p in value if p][:MAX_RECENT]

    def _store_recent(self, paths: list[str]) -> None:
        self._s.setValue(_RECENT, paths[:MAX_RECENT])
        self._s.sync()

    def add_recent_file(self, path: str) -> list[str]:
        """Put ``path`` first in the list (no duplicates); returns the new list."""
        path = os.path.abspath(path)
        paths = [p for p in self.recent_files() if os.path.abspath(p) != path]
        paths.insert(0, path)
        self._store_recent(paths)
        return self.recent_files()

    def remove_recent_file(self, path: str) -> list[str]:
        path = os.path.abspath(path)
        self._store_recent([p for p in self.recent_files() if os.path.abspath(p) != path])
        return self.recent_files()

    def clear_recent_files(self) -> None:
        self._store_recent([])

    def reopen_last_file(self) -> bool:
        """Open the most recent file at start (when no file is named); on unless switched off."""
        return _as_bool(self._s.value(_REOPEN_LAST), True)

    def set_reopen_last_file(self, on: bool) -> None:
        self._s.setValue(_REOPEN_LAST, bool(on))
        self._s.sync()

    # ----- the New dialog ---------------------------------------------------
    def new_size(self, genre_key: str, variant: str | None = None) -> tuple[int, int] | None:
        """The size last chosen for a new puzzle of this genre and variant, or None."""
        value = self._s.value(_new_size_key(genre_key, variant))
        if isinstance(value, str):
            value = value.split(",")
        try:
            rows, cols = (int(v) for v in value)
        except (TypeError, ValueError):
            return None
        return (rows, cols) if 1 <= rows <= 100 and 1 <= cols <= 100 else None

    def set_new_size(self, genre_key: str, variant: str | None, rows: int, cols: int) -> None:
        self._s.setValue(_new_size_key(genre_key, variant), f"{int(rows)},{int(cols)}")
        self._s.sync()

    # ----- window ----------------------------------------------------------
    def window_geometry(self) -> QByteArray | None:
        value = self._s.value(_GEOMETRY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def window_state(self) -> QByteArray | None:
        value = self._s.value(_STATE)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self._s.setValue(_GEOMETRY, geometry)
        self._s.setValue(_STATE, state)
        self._s.sync()

    def language(self) -> str:
        """The language chosen in View > Language: "system" (the default) or a code."""
        value = self._s.value(_LANGUAGE)
        return str(value) if value else "system"

    def set_language(self, language: str) -> None:
        self._s.setValue(_LANGUAGE, str(language))
        self._s.sync()

    # ----- play ------------------------------------------------------------
    def show_errors_as_you_go(self) -> bool:
        return _as_bool(self._s.value(_SHOW_ERRORS), True)   # mistakes only: safe to show live

    def set_show_errors_as_you_go(self, on: bool) -> None:
        self._s.setValue(_SHOW_ERRORS, bool(on))
        self._s.sync()

    def show_timer(self) -> bool:
        return _as_bool(self._s.value(_SHOW_TIMER), True)

    def set_show_timer(self, on: bool) -> None:
        self._s.setValue(_SHOW_TIMER, bool(on))

    # ----- panels -----------------------------------------------------------
    def solver_panel_shown(self, mode: str) -> bool:
        """Whether the Solver panel shows in ``mode`` ("edit" or "play")."""
        return _as_bool(self._s.value(_SOLVER_PANEL.format(mode=mode)),
                        _SOLVER_PANEL_DEFAULT.get(mode, True))

    def set_solver_panel_shown(self, mode: str, shown: bool) -> None:
        self._s.setValue(_SOLVER_PANEL.format(mode=mode), bool(shown))
        self._s.sync()

    # ----- genre views' display switches (View menu) -------------------------
    def view_option(self, genre_key: str, option_key: str) -> bool | None:
        """The remembered state of a genre view's switch, or None if never set."""
        value = self._s.value(f"view/{genre_key}/{option_key}")
        return None if value is None else _as_bool(value, False)

    def set_view_option(self, genre_key: str, option_key: str, on: bool) -> None:
        self._s.setValue(f"view/{genre_key}/{option_key}", bool(on))
        self._s.sync()

    # ----- export ----------------------------------------------------------
    def export_choices(self) -> tuple[bool, float, str]:
        """The last export's (with answer, scale, extension), or the defaults."""
        show_answer = _as_bool(self._s.value(_EXPORT_ANSWER), False)
        try:
            scale = float(self._s.value(_EXPORT_SCALE, DEFAULT_EXPORT_SCALE))
        except (TypeError, ValueError):
            scale = DEFAULT_EXPORT_SCALE
        if not 8.0 <= scale <= 400.0:      # the export dialog's range
            scale = DEFAULT_EXPORT_SCALE
        ext = str(self._s.value(_EXPORT_EXTENSION, ".png"))
        return show_answer, scale, ext if ext in EXPORT_EXTENSIONS else ".png"

    def set_export_choices(self, show_answer: bool, scale: float, extension: str) -> None:
        self._s.setValue(_EXPORT_ANSWER, bool(show_answer))
        self._s.setValue(_EXPORT_SCALE, float(scale))
        if extension in EXPORT_EXTENSIONS:
            self._s.setValue(_EXPORT_EXTENSION, extension)
        self._s.sync()
