"""The main window's file commands: new, open, recent, save, export, and the
questions they ask.

A mixin of :class:`editor.mainwindow.MainWindow`, kept apart so each module
has one job.  Every question goes through :meth:`ask_save_changes`,
:meth:`ask_open_path` or :meth:`ask_save_path` (tests replace them); errors
show in a non-modal message box.
"""
from __future__ import annotations

from genres.core.i18n import translate

import json
import os
from importlib import resources

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from editor.plain import plain
from genres.core.errors import brief
from genres.core import links, nativefile, openers
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.core.genre import Genre
from genres.registry import all_genres

from .dialogs import ExportDialog, NewPuzzleDialog

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


class FileCommands:
    """File menu behaviour; the host window provides document, settings, acts,
    set_document, show_status and _open_dialog."""
    # ----- files ------------------------------------------------------------------------
    def show_new_puzzle_dialog(self, genre: Genre | None = None,
                               variant: str | None = None) -> NewPuzzleDialog:
        dlg = NewPuzzleDialog(all_genres(), genre, self, variant,
                              remembered=lambda g, v: self.settings.new_size(g.key, v))
        dlg.accepted.connect(lambda: self.new_puzzle(*dlg.values(), options=dlg.option_values()))
        dlg.on_generate = lambda key, variant, rows, cols: self.show_generate_dialog(
            key, variant, rows, cols)
        return self._open_dialog(dlg)

    def show_new_like_this_dialog(self) -> NewPuzzleDialog:
        """Ctrl+N: the New dialog with the current puzzle's genre chosen."""
        return self.show_new_puzzle_dialog(self.document.genre if self.document else None)

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
            self.show_error(translate("FileCommands", "Cannot create the puzzle"), str(e))
            return False
        game = genre.wording == "game"
        # The New dialog proposes this size next time for this kind of puzzle.
        self.settings.set_new_size(genre.key, variant, rows, cols)
        self.set_document(Document(genre, puzzle), mode="play" if genre.starts_in_play else "edit")
        # the variant's own name when it has one ("Additive/Multiplicative Corral")
        label = genre.variant_name(puzzle)
        if label == genre.name and variant:
            label = dict(genre.variants).get(variant, label)
        self.show_status(
            translate("FileCommands", "New {genre} game, size {rows}").format(genre=label, rows=rows)
            if game else translate("FileCommands", "New {rows}×{cols} {genre} puzzle")
            .format(rows=rows, cols=cols, genre=label))
        return True

    def open_file(self, path: str | None = None) -> bool:
        """Open a puzzle file (asking for one when no path is given)."""
        if not self.maybe_save():
            return False
        if path is None:
            path = self.ask_open_path()
            if not path:
                return False
        return self.load_path(path)

    def open_recent(self, path: str) -> bool:
        if not os.path.exists(path):
            self.show_error(translate("FileCommands", "File not found"),
                            translate("FileCommands", "{path} no longer exists; it has been removed "
                                      "from the recent files.").format(path=path))
            self.acts.rebuild_recent_menu(self.settings.remove_recent_file(path))
            return False
        return self.open_file(path)

    def load_path(self, path: str) -> bool:
        """Load ``path`` without asking anything; on failure keep the current document."""
        try:
            doc = openers.open_any(path)     # native JSON, pzprv3 .txt, or a saved URL
        except PuzzleFormatError as e:
            self.show_error(translate("FileCommands", "Cannot open the file"), str(e))
            return False
        self.set_document(doc)
        self.remember_recent(path)
        self.show_status(translate("FileCommands", "Opened {name}").format(name=os.path.basename(path)))
        return True

    def open_example(self, name: str) -> bool:
        """Open a bundled example as an untitled copy (saving never overwrites it)."""
        if not self.maybe_save():
            return False
        try:
            doc = load_example(name)
        except PuzzleFormatError as e:
            self.show_error(translate("FileCommands", "Cannot open the example"), str(e))
            return False
        self.set_document(doc)
        self.show_status(translate("FileCommands", "Opened the example “{name}” (an untitled copy)")
                         .format(name=self.display_name()))
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.write_to(self.document.path)

    def save_as(self) -> bool:
        doc = self.document
        base = doc.metadata.get("title") or "puzzle"
        suggested = doc.path or os.path.join(self._recent_folder(), _safe_file_name(base) + ".json")
        path = self.ask_save_path(suggested, file_filters(opening=False))
        if not path:
            return False
        if not os.path.splitext(path)[1]:
            path += ".json"
        return self.write_to(path)

    def write_to(self, path: str) -> bool:
        try:
            openers.save_any(self.document, path)   # .txt writes a pzprv3 file
        except PuzzleFormatError as e:
            self.show_error(translate("FileCommands", "Cannot save in this format"),
                            translate("FileCommands", "{error}\n\nSave it as .json instead.").format(error=e))
            return False
        except OSError as e:
            self.show_error(translate("FileCommands", "Cannot save"),
                            translate("FileCommands", "{path}: {error}\n\nNothing was lost: the puzzle "
                                      "is still open; try saving somewhere else.")
                            .format(path=path, error=e.strerror or e))
            return False
        self.remember_recent(path)
        self.show_status(translate("FileCommands", "Saved {name}").format(name=os.path.basename(path)))
        self._update_actions()
        return True

    def remember_recent(self, path: str) -> None:
        self.acts.rebuild_recent_menu(self.settings.add_recent_file(path))

    def _recent_folder(self) -> str:
        recent = self.settings.recent_files()
        return os.path.dirname(recent[0]) if recent else os.path.expanduser("~")

    # ----- puzz.link URLs -----------------------------------------------------------------
    def show_open_url_dialog(self):
        """File > Open URL: ask for a URL (without blocking) and open it."""
        return self.ask_url(self.open_url)

    def open_url(self, url: str) -> bool:
        """Open a puzz.link URL or a puzzlewright: link as a new, untitled puzzle."""
        try:
            doc = openers.open_url(url)
        except PuzzleFormatError as e:
            # Read first: a bad link must not make the user answer "save changes?" for nothing.
            self.show_error(translate("FileCommands", "Cannot open the link") if links.is_link(url)
                            else translate("FileCommands", "Cannot open the URL"), str(e))
            return False
        if not self.maybe_save():
            return False
        self.set_document(doc)
        name = doc.genre.variant_name(doc.puzzle)
        article = "an" if name[:1] in "AEIOU" else "a"    # English only: a translation drops it
        if links.is_link(url):
            text = translate("FileCommands", "Opened {article} {genre} puzzle from a Puzzlewright link")
        else:
            text = translate("FileCommands", "Opened {article} {genre} puzzle from puzz.link")
        self.show_status(text.format(article=article, genre=name))
        return True

    def paste_url(self) -> bool:
        """Ctrl+V: open the URL on the clipboard."""
        text = (QGuiApplication.clipboard().text() or "").strip()
        if not (openers.looks_like_url(text) or openers.is_bare_url(text)):
            self.show_status(translate("FileCommands",
                                       "The clipboard holds no puzz.link URL or puzzlewright: link to open"))
            return False
        return self.open_url(text)

    def copy_url(self) -> bool:
        """File > Copy URL: the puzzle's puzz.link URL onto the clipboard (its
        puzzlewright: link where puzz.link cannot hold it)."""
        try:
            url = openers.url_for(self.document)
        except PuzzleFormatError as e:
            self.show_error(translate("FileCommands", "No URL for this puzzle"), str(e))
            return False
        QGuiApplication.clipboard().setText(url)
        self.show_status(translate("FileCommands", "Copied {url}").format(url=url))
        return True

    def set_reopen_last_file(self, on: bool) -> None:
        """File > Reopen Last File on Start."""
        self.settings.set_reopen_last_file(on)

    def clear_recent_files(self) -> None:
        self.settings.clear_recent_files()
        self.acts.rebuild_recent_menu([])

    def show_export_dialog(self) -> ExportDialog:
        doc = self.document
        stem = os.path.splitext(doc.path)[0] if doc.path else os.path.join(
            self._recent_folder(), _safe_file_name(doc.metadata.get("title") or "puzzle"))
        show_answer, scale, ext = self.settings.export_choices()
        dlg = ExportDialog(stem + ext, self, show_answer=show_answer, scale=scale)
        dlg.accepted.connect(lambda: self._export_from_dialog(*dlg.values(), caption=dlg.with_caption()))
        return self._open_dialog(dlg)

    def show_book_dialog(self):
        """File > Print / Export Book… (a window of its own: solving goes on beside it)."""
        from .book_dialog import BookDialog    # loaded on first use: keeps startup quick
        from .cli import load_document
        dlg = BookDialog(self, self.document, load_document, self._recent_folder())
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self.book_dialog = dlg
        dlg.show()
        return dlg

    def show_generate_dialog(self, genre: str | None = None, variant: str | None = None,
                             rows: int | None = None, cols: int | None = None):
        """File > Generate Puzzle… (a window of its own: generating runs in a child
        process), on the open puzzle's genre or the New dialog's choices."""
        from .generate_dialog import GenerateDialog   # loaded on first use: keeps startup quick
        if genre is None and self.document is not None:
            genre = self.document.genre.key
            variant = getattr(self.document.puzzle, "variant", None)
        dlg = GenerateDialog(self, genre, variant)
        if rows and cols:
            dlg.rows.setValue(rows)
            dlg.cols.setValue(cols)
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self.generate_dialog = dlg
        dlg.show()
        return dlg

    def open_generated(self, made) -> bool:
        """Open a generated puzzle ready to play: untitled, no answer, no overlays."""
        if not self.maybe_save():
            return False
        genre = made.request.genre
        from genres.registry import get_genre
        g = get_genre(genre)
        doc = Document(g, made.puzzle, None, {"title": made.title(g), "author": "Puzzlewright generator"})
        self.set_document(doc, mode="play")
        self.show_status(translate("FileCommands", "Generated {title}: {stars} stars, {reason}")
                         .format(title=made.title(g), stars=made.grade.stars, reason=made.grade.reason))
        return True

    def _export_from_dialog(self, path: str, show_answer: bool, scale: float,
                            caption: bool = False) -> bool:
        # The next export starts from these choices (in this run and the next).
        self.settings.set_export_choices(show_answer, scale, os.path.splitext(path)[1].lower())
        return self.export_image(path, show_answer, scale, caption)

    def export_image(self, path: str, show_answer: bool, scale: float, caption: bool = False) -> bool:
        from .export import export_image   # loaded on first use: keeps startup quick
        doc = self.document
        try:
            from .book_content import label
            export_image(doc.genre, doc.puzzle, doc.answer, path, show_answer=show_answer,
                         scale=scale, caption=label(doc) if caption else "")
        except (OSError, ValueError) as e:
            self.show_error(translate("FileCommands", "Cannot export"), str(e))
            return False
        self.show_status(translate("FileCommands", "Exported {name}").format(name=os.path.basename(path)))
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document (saved, discarded)."""
        if self.document is None or not self.document.dirty:
            return True
        choice = self.ask_save_changes()
        if choice == "save":
            return self.save()
        return choice == "discard"

    # ----- questions (tests replace these) ---------------------------------------------------
    def ask_save_changes(self) -> str:
        box = QMessageBox(QMessageBox.Warning, APP_NAME,
                          translate("FileCommands", "“{name}” has unsaved changes.")
                          .format(name=self.display_name()),
                          QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, self)
        box.setInformativeText(translate("FileCommands", "Save them before going on?"))
        box.setDefaultButton(QMessageBox.Save)
        answer = box.exec()
        return {QMessageBox.Save: "save", QMessageBox.Discard: "discard"}.get(answer, "cancel")

    def ask_open_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(self,
                                              translate("FileCommands", "Open puzzle"), self._recent_folder(),
                                              file_filters(opening=True))
        return path or None

    def ask_url(self, on_answer):
        """Ask for a puzz.link URL in a non-modal dialog; ``on_answer(url)`` runs on OK."""
        dlg = QInputDialog(self)
        dlg.setWindowTitle(translate("FileCommands", "Open URL"))
        dlg.setLabelText(translate("FileCommands",
                                   "puzz.link URL (puzz.link/p?… or pzv.jp/p.html?…) or puzzlewright: link:"))
        dlg.resize(520, dlg.sizeHint().height())
        dlg.textValueSelected.connect(lambda text: on_answer(text))
        return self._open_dialog(dlg)

    def ask_save_path(self, suggested: str, filters: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(self,
                                              translate("FileCommands", "Save puzzle"), suggested, filters)
        return path or None

    def show_error(self, title: str, text: str) -> QMessageBox:
        # Plain and brief: the text may quote a file (see editor/plain.py).
        text = brief(text, 600)
        box = plain(QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, self))
        box.setAttribute(Qt.WA_DeleteOnClose)
        box.finished.connect(lambda _=0, b=box: self.message_boxes.remove(b)
                             if b in self.message_boxes else None)
        self.message_boxes.append(box)
        box.open()
        self.show_status(text.splitlines()[0] if text else title)
        return box



def _safe_file_name(text: str) -> str:
    keep = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in text).strip()
    return keep[:60] or "puzzle"
