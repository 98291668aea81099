"""The main window's file commands: new, open, open recent, examples, puzz.link
URLs, save, and the "save changes?" check before a document is dropped.

Composed into the main window as ``window.files`` (export, book and generate
live in export_commands.py, the bundled examples in examples.py).  Every
question goes through the window's ``ask_*`` methods (tests replace them; see
file_questions.py); errors show in a non-modal message box (``show_error``).
"""
from __future__ import annotations

import os
from typing import Protocol

from PySide6.QtGui import QGuiApplication

from genres.core import links, openers
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.core.genre import Genre
from genres.core.i18n import translate
from genres.registry import all_genres

from .dialogs import NewPuzzleDialog
from .examples import load_example
from .settings import Settings

APP_NAME = "Puzzlewright"


def file_filters(opening: bool) -> str:
    """File dialog filters: the native format, then every file format a
    registered genre offers (pzprv3, Gates records, ...), each listed once."""
    kinds: dict[str, list[str]] = {translate("FileCommands", "Puzzlewright files"): [".json"]}
    for genre in all_genres():
        for fmt in genre.formats():
            if fmt.is_url or not fmt.extensions:
                continue
            patterns = kinds.setdefault(fmt.description or fmt.name, [])
            patterns += [e for e in fmt.extensions if e not in patterns]
    if opening:     # a one-line link file (see genres/core/links.py); written by `convert`
        kinds[translate("FileCommands", "Link files")] = [openers.URL_EXTENSION]
    entries = [f"{label} ({' '.join('*' + e for e in exts)})" for label, exts in kinds.items()]
    if opening:
        every = sorted({e for exts in kinds.values() for e in exts})
        entries.insert(0, translate("FileCommands", "Puzzles and games ({patterns})")
                       .format(patterns=" ".join("*" + e for e in every)))
    return ";;".join(entries + [translate("FileCommands", "All files (*)")])


def reopen_last_document(settings) -> tuple[Document | None, str]:
    """At start with no file named: the most recent file, when the setting
    "Reopen last file on start" is on, and what to say in the status bar.
    (None, "") when the setting is off or there is no recent file; (None, why)
    when the file is gone or unreadable, so the default opens instead."""
    recent = settings.recent_files()
    if not settings.reopen_last_file() or not recent:
        return None, ""
    path = recent[0]
    name = os.path.basename(path)
    if not os.path.exists(path):
        return None, translate("FileCommands", "The last file, {name}, no longer exists: "
                              "opened the first example instead").format(name=name)
    try:
        doc = openers.open_any(path)
    except PuzzleFormatError as e:
        return None, translate("FileCommands", "Could not reopen the last file ({error}): "
                              "opened the first example instead").format(error=e)
    return doc, translate("FileCommands", "Reopened {name}, the file open last time").format(name=name)


class RecentMenu(Protocol):
    def rebuild_recent_menu(self, paths: list[str]) -> None: ...


class GenerateCommand(Protocol):
    def show_generate_dialog(self, genre: str | None = None, variant: str | None = None,
                             rows: int | None = None, cols: int | None = None) -> object: ...


class FileWindow(Protocol):
    """What the file commands need of the window (MainWindow is one): the
    document shown and a way to show another, the settings, the File menu's
    recent list, the questions, the status bar and error boxes.  It is also
    the parent (a QWidget) of the dialogs the commands open."""
    document: Document | None
    settings: Settings
    acts: RecentMenu
    exports: GenerateCommand                          # the New dialog's Generate button

    def set_document(self, document: Document, mode: str | None = None) -> None: ...
    def display_name(self) -> str: ...
    def show_status(self, text: str) -> None: ...
    def show_error(self, title: str, text: str) -> object: ...
    def ask_save_changes(self) -> str: ...
    def ask_open_path(self) -> str | None: ...
    def ask_save_path(self, suggested: str, filters: str) -> str | None: ...
    def ask_url(self, on_answer) -> object: ...
    def _open_dialog(self, dlg): ...
    def _update_actions(self) -> None: ...            # the title's "modified" mark after a save


class FileCommands:
    """The File menu's commands on ``window`` (see :class:`FileWindow`)."""

    def __init__(self, window: FileWindow):
        self.window = window

    # ----- files ------------------------------------------------------------------------
    def show_new_puzzle_dialog(self, genre: Genre | None = None,
                               variant: str | None = None) -> NewPuzzleDialog:
        dlg = NewPuzzleDialog(all_genres(), genre, self.window, variant,
                              remembered=lambda g, v: self.window.settings.new_size(g.key, v))
        dlg.accepted.connect(lambda: self.new_puzzle(*dlg.values(), options=dlg.option_values()))
        dlg.on_generate = lambda key, variant, rows, cols: self.window.exports.show_generate_dialog(
            key, variant, rows, cols)
        return self.window._open_dialog(dlg)

    def show_new_like_this_dialog(self) -> NewPuzzleDialog:
        """Ctrl+N: the New dialog with the current puzzle's genre chosen."""
        return self.show_new_puzzle_dialog(self.window.document.genre if self.window.document else None)

    def new_puzzle(self, genre: Genre, rows: int, cols: int, variant: str | None = None,
                   options: dict[str, object] | None = None) -> bool:
        """A fresh puzzle (edit mode) or game (play mode), with the given puzzle options."""
        if not self.maybe_save():
            return False
        try:
            puzzle = genre.new_puzzle(rows, cols, variant)
            for key, value in (options or {}).items():
                puzzle = genre.with_option(puzzle, key, value)
            puzzle = genre.normalized(puzzle)
        except (KeyError, ValueError) as e:
            self.window.show_error(translate("FileCommands", "Cannot create the puzzle"), str(e))
            return False
        game = genre.wording == "game"
        # The New dialog proposes this size next time for this kind of puzzle.
        self.window.settings.set_new_size(genre.key, variant, rows, cols)
        self.window.set_document(Document(genre, puzzle), mode="play" if genre.starts_in_play else "edit")
        # the variant's own name when it has one ("Additive/Multiplicative Corral")
        label = genre.variant_name(puzzle)
        if label == genre.name and variant:
            label = dict(genre.variants).get(variant, label)
        self.window.show_status(
            translate("FileCommands", "New {genre} game, size {rows}").format(genre=label, rows=rows)
            if game else translate("FileCommands", "New {rows}×{cols} {genre} puzzle")
            .format(rows=rows, cols=cols, genre=label))
        return True

    def open_file(self, path: str | None = None) -> bool:
        """Open a puzzle file (asking for one when no path is given)."""
        if not self.maybe_save():
            return False
        if path is None:
            path = self.window.ask_open_path()
            if not path:
                return False
        return self.load_path(path)

    def open_recent(self, path: str) -> bool:
        if not os.path.exists(path):
            self.window.show_error(translate("FileCommands", "File not found"),
                                   translate("FileCommands", "{path} no longer exists; it has been removed "
                                             "from the recent files.").format(path=path))
            self.window.acts.rebuild_recent_menu(self.window.settings.remove_recent_file(path))
            return False
        return self.open_file(path)

    def load_path(self, path: str) -> bool:
        """Load ``path`` without asking anything; on failure keep the current document."""
        try:
            doc = openers.open_any(path)     # native JSON, pzprv3 .txt, or a saved URL
        except PuzzleFormatError as e:
            self.window.show_error(translate("FileCommands", "Cannot open the file"), str(e))
            return False
        self.window.set_document(doc)
        self.remember_recent(path)
        self.window.show_status(translate("FileCommands", "Opened {name}")
                                .format(name=os.path.basename(path)))
        return True

    def open_example(self, name: str) -> bool:
        """Open a bundled example as an untitled copy (saving never overwrites it)."""
        if not self.maybe_save():
            return False
        try:
            doc = load_example(name)
        except PuzzleFormatError as e:
            self.window.show_error(translate("FileCommands", "Cannot open the example"), str(e))
            return False
        self.window.set_document(doc)
        self.window.show_status(translate("FileCommands", "Opened the example “{name}” (an untitled copy)")
                                .format(name=self.window.display_name()))
        return True

    def save(self) -> bool:
        if self.window.document.path is None:
            return self.save_as()
        return self.write_to(self.window.document.path)

    def save_as(self) -> bool:
        doc = self.window.document
        base = doc.metadata.get("title") or "puzzle"
        suggested = doc.path or os.path.join(self.recent_folder(), safe_file_name(base) + ".json")
        path = self.window.ask_save_path(suggested, file_filters(opening=False))
        if not path:
            return False
        if not os.path.splitext(path)[1]:
            path += ".json"
        return self.write_to(path)

    def write_to(self, path: str) -> bool:
        try:
            openers.save_any(self.window.document, path)   # .txt writes a pzprv3 file
        except PuzzleFormatError as e:
            self.window.show_error(translate("FileCommands", "Cannot save in this format"),
                                   translate("FileCommands", "{error}\n\nSave it as .json instead.")
                                   .format(error=e))
            return False
        except OSError as e:
            self.window.show_error(translate("FileCommands", "Cannot save"),
                                   translate("FileCommands", "{path}: {error}\n\nNothing was lost: the puzzle "
                                             "is still open; try saving somewhere else.")
                                   .format(path=path, error=e.strerror or e))
            return False
        self.remember_recent(path)
        self.window.show_status(translate("FileCommands", "Saved {name}").format(name=os.path.basename(path)))
        self.window._update_actions()
        return True

    def remember_recent(self, path: str) -> None:
        self.window.acts.rebuild_recent_menu(self.window.settings.add_recent_file(path))

    def recent_folder(self) -> str:
        recent = self.window.settings.recent_files()
        return os.path.dirname(recent[0]) if recent else os.path.expanduser("~")

    # ----- puzz.link URLs -----------------------------------------------------------------
    def show_open_url_dialog(self):
        """File > Open URL: ask for a URL (without blocking) and open it."""
        return self.window.ask_url(self.open_url)

    def open_url(self, url: str) -> bool:
        """Open a puzz.link URL or a puzzlewright: link as a new, untitled puzzle."""
        try:
            doc = openers.open_url(url)
        except PuzzleFormatError as e:
            # Read first: a bad link must not make the user answer "save changes?" for nothing.
            self.window.show_error(translate("FileCommands", "Cannot open the link") if links.is_link(url)
                                   else translate("FileCommands", "Cannot open the URL"), str(e))
            return False
        if not self.maybe_save():
            return False
        self.window.set_document(doc)
        name = doc.genre.variant_name(doc.puzzle)
        article = "an" if name[:1] in "AEIOU" else "a"    # English only: a translation drops it
        if links.is_link(url):
            text = translate("FileCommands", "Opened {article} {genre} puzzle from a Puzzlewright link")
        else:
            text = translate("FileCommands", "Opened {article} {genre} puzzle from puzz.link")
        self.window.show_status(text.format(article=article, genre=name))
        return True

    def paste_url(self) -> bool:
        """Ctrl+V: open the URL on the clipboard."""
        text = (QGuiApplication.clipboard().text() or "").strip()
        if not (openers.looks_like_url(text) or openers.is_bare_url(text)):
            self.window.show_status(translate("FileCommands",
                                              "The clipboard holds no puzz.link URL or "
                                              "puzzlewright: link to open"))
            return False
        return self.open_url(text)

    def copy_url(self) -> bool:
        """File > Copy URL: the puzzle's puzz.link URL onto the clipboard (its
        puzzlewright: link where puzz.link cannot hold it)."""
        try:
            url = openers.url_for(self.window.document)
        except PuzzleFormatError as e:
            self.window.show_error(translate("FileCommands", "No URL for this puzzle"), str(e))
            return False
        QGuiApplication.clipboard().setText(url)
        self.window.show_status(translate("FileCommands", "Copied {url}").format(url=url))
        return True

    def set_reopen_last_file(self, on: bool) -> None:
        """File > Reopen Last File on Start."""
        self.window.settings.set_reopen_last_file(on)

    def clear_recent_files(self) -> None:
        self.window.settings.clear_recent_files()
        self.window.acts.rebuild_recent_menu([])

    def open_generated(self, made) -> bool:
        """Open a generated puzzle ready to play: untitled, no answer, no overlays."""
        if not self.maybe_save():
            return False
        genre = made.request.genre
        from genres.registry import get_genre
        g = get_genre(genre)
        doc = Document(g, made.puzzle, None, {"title": made.title(g), "author": "Puzzlewright generator"})
        self.window.set_document(doc, mode="play")
        self.window.show_status(translate("FileCommands", "Generated {title}: {stars} stars, {reason}")
                                .format(title=made.title(g), stars=made.grade.stars, reason=made.grade.reason))
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document (saved, discarded)."""
        if self.window.document is None or not self.window.document.dirty:
            return True
        choice = self.window.ask_save_changes()
        if choice == "save":
            return self.save()
        return choice == "discard"


def safe_file_name(text: str) -> str:
    """``text`` (a title) as a file name: letters, digits, spaces, - and _ only."""
    keep = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in text).strip()
    return keep[:60] or "puzzle"
