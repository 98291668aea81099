"""The language the window speaks: chosen, compiled and installed before the window is built.

The setting ("system", "en" or "ja"; View > Language) picks the language;
"system" follows ``QLocale.system()``.  English is the source language: it needs
no catalogue.  Every other language has ``.ts`` sources in ``resources/i18n/``
(``editor_ja.ts`` for the window's words, ``genres_ja.ts`` for the rules',
any ``*_<lang>.ts``); Qt reads their compiled ``.qm`` form:

* a wheel and the standalone bundle carry the ``.qm`` beside where the ``.ts``
  would be, compiled at build time (setup.py's build step, the PyInstaller spec);
* a checkout (a dev or editable install, or CI running the tests from the
  checkout) has only the ``.ts``: the first start compiles each with
  ``pyside6-lrelease`` (shipped with PySide6-Essentials) into the user's cache
  folder, named by a hash of the source so an edited ``.ts`` is compiled anew and
  two checkouts never share a stale catalogue (about 0.1 s for a catalogue; later
  starts read the cache).

A ``.qm`` beside its ``.ts`` is used only when it is not older than the source.
The translators are installed into the application together with Qt's own
``qtbase_<lang>.qm`` (the standard dialogs' buttons), and
``genres.core.i18n.install`` routes the genres' Qt-free ``translate`` through
them.  A change of the setting applies at the next start.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

from PySide6.QtCore import (QCoreApplication, QLibraryInfo, QLocale, QStandardPaths,
                            QTranslator)

from genres.core import i18n

SYSTEM = "system"
ENGLISH = "en"
# The choices of View > Language, in menu order; each name in its own language.
LANGUAGE_NAMES = {ENGLISH: "English", "ja": "日本語"}
CACHE_ENV = "PUZZLEWRIGHT_I18N_CACHE"   # tests point the compiled catalogues elsewhere

_installed: list[QTranslator] = []
_current = ENGLISH


def catalogue_folder() -> Path:
    """resources/i18n/, wherever the resources package is (checkout, site-packages, bundle)."""
    return Path(str(resources.files("resources").joinpath("i18n")))


def available_languages() -> list[str]:
    """English and every language with a catalogue (a ``.ts`` or a ``.qm``)."""
    found = {ENGLISH}
    folder = catalogue_folder()
    if folder.is_dir():
        for path in folder.iterdir():
            if path.suffix in (".ts", ".qm") and "_" in path.stem:
                found.add(path.stem.rsplit("_", 1)[1])
    return [lang for lang in LANGUAGE_NAMES if lang in found] + \
        sorted(found - set(LANGUAGE_NAMES))


def resolve(setting: str, locale: QLocale | None = None) -> str:
    """The language a setting means: "system" is the system locale's language when
    the app has it, else English; an unknown setting is English too."""
    languages = available_languages()
    if setting == SYSTEM:
        name = (locale or QLocale.system()).name()          # "ja_JP"
        code = name.split("_", 1)[0]
        return code if code in languages else ENGLISH
    return setting if setting in languages else ENGLISH


def lrelease_program() -> str | None:
    """PySide6's lrelease (in PySide6-Essentials), or one on PATH."""
    try:
        import PySide6
        folder = Path(PySide6.__file__).parent
        for name in ("lrelease", "lrelease.exe"):
            if (folder / name).is_file():
                return str(folder / name)
    except ImportError:  # pragma: no cover - the window imports Qt anyway
        pass
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def compile_catalogue(ts: Path, qm: Path) -> bool:
    """Compile ``ts`` into ``qm`` with lrelease; False (and a line on stderr) on failure."""
    program = lrelease_program()
    if program is None:
        print(f"puzzlewright: no lrelease to compile {ts.name}; the window stays in English",
              file=sys.stderr)
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    partial = qm.with_suffix(".part")
    result = subprocess.run([program, "-silent", str(ts), "-qm", str(partial)],
                            capture_output=True, text=True)
    if result.returncode != 0 or not partial.is_file():
        print(f"puzzlewright: cannot compile {ts.name}: {result.stderr.strip()}", file=sys.stderr)
        return False
    os.replace(partial, qm)        # a second window starting at once never reads half a file
    return True


def cache_folder() -> Path:
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    base = QStandardPaths.writableLocation(QStandardPaths.CacheLocation) or tempfile.gettempdir()
    return Path(base) / "i18n"


def compiled(stem: str) -> Path | None:
    """The ``.qm`` for catalogue ``stem`` ("editor_ja"): the shipped one when current,
    else one compiled from the ``.ts`` into the cache (compiled now when missing)."""
    folder = catalogue_folder()
    ts, shipped = folder / f"{stem}.ts", folder / f"{stem}.qm"
    if shipped.is_file() and (not ts.is_file() or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    if not ts.is_file():
        return None
    digest = hashlib.sha1(ts.read_bytes()).hexdigest()[:16]
    cached = cache_folder() / f"{stem}-{digest}.qm"
    if cached.is_file() or compile_catalogue(ts, cached):
        return cached
    return None


def catalogues(lang: str) -> list[Path]:
    """The compiled catalogues of ``lang`` (``*_<lang>``), sorted by name."""
    folder = catalogue_folder()
    if lang == ENGLISH or not folder.is_dir():
        return []
    stems = sorted({p.stem for p in folder.iterdir()
                    if p.suffix in (".ts", ".qm") and p.stem.endswith(f"_{lang}")})
    return [qm for qm in map(compiled, stems) if qm is not None]


def qt_catalogue(lang: str) -> Path | None:
    """Qt's own ``qtbase_<lang>.qm`` (standard buttons: OK, Cancel, Save...)."""
    folders = [Path(QLibraryInfo.path(QLibraryInfo.TranslationsPath))]
    try:
        import PySide6
        folders.append(Path(PySide6.__file__).parent / "Qt" / "translations")
    except ImportError:  # pragma: no cover
        pass
    for folder in folders:
        if (folder / f"qtbase_{lang}.qm").is_file():
            return folder / f"qtbase_{lang}.qm"
    return None


def install(lang: str) -> str:
    """Make the application speak ``lang`` from now on (widgets built later use it);
    returns the language installed (English when ``lang`` has no catalogue)."""
    global _current
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    paths = catalogues(lang)
    if paths:
        qt = qt_catalogue(lang)
        for path in ([qt] if qt else []) + paths:
            translator = QTranslator(app)
            if translator.load(str(path)):
                app.installTranslator(translator)
                _installed.append(translator)
    _current = lang if paths else ENGLISH
    # The genres' rule messages and help follow (their translate is Qt-free).
    # The solver's and explainer's child processes read the same catalogues
    # (without Qt) for the hint and step sentences they build.
    i18n.install(QCoreApplication.translate if _current != ENGLISH else None,
                 [str(p) for p in paths])
    return _current


def install_chosen(settings) -> str:
    """Install the language the settings name (at start, before the window is built)."""
    return install(resolve(settings.language()))


def current() -> str:
    """The language installed last ("en" before any)."""
    return _current
