"""The File menu's commands that make something through a dialog: Export (an
image of the board), Print / Export Book, and Generate Puzzle.

Composed into the main window as ``window.exports``.  The book and generate
dialogs are windows of their own (solving goes on beside them; generating
runs in a child process); the export dialog is non-modal.  A generated
puzzle opens through ``window.files.open_generated``.  The strings keep the
"FileCommands" translation context they were written in.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from genres.core.i18n import translate

from .export_dialog import ExportDialog
from .filecommands import safe_file_name

if TYPE_CHECKING:
    from .book_dialog import BookDialog
    from .generate_dialog import GenerateDialog
    from .mainwindow import MainWindow


class ExportCommands:
    """File > Export…, Print / Export Book…, Generate Puzzle…, for ``window``
    (its document, settings, status bar, errors and file commands)."""

    def __init__(self, window: MainWindow):
        self.window = window
        self.book_dialog: BookDialog | None = None           # the one shown last
        self.generate_dialog: GenerateDialog | None = None   # the one shown last

    def show_export_dialog(self) -> ExportDialog:
        win = self.window
        doc = win.document
        stem = os.path.splitext(doc.path)[0] if doc.path else os.path.join(
            win.files.recent_folder(), safe_file_name(doc.metadata.get("title") or "puzzle"))
        show_answer, scale, ext = win.settings.export_choices()
        dlg = ExportDialog(stem + ext, win, show_answer=show_answer, scale=scale)
        dlg.accepted.connect(lambda: self._export_from_dialog(*dlg.values(), caption=dlg.with_caption()))
        return win._open_dialog(dlg)

    def _export_from_dialog(self, path: str, show_answer: bool, scale: float,
                            caption: bool = False) -> bool:
        # The next export starts from these choices (in this run and the next).
        self.window.settings.set_export_choices(show_answer, scale, os.path.splitext(path)[1].lower())
        return self.export_image(path, show_answer, scale, caption)

    def export_image(self, path: str, show_answer: bool, scale: float, caption: bool = False) -> bool:
        from .export import export_image   # loaded on first use: keeps startup quick
        win = self.window
        doc = win.document
        try:
            from .book_content import label
            export_image(doc.genre, doc.puzzle, doc.answer, path, show_answer=show_answer,
                         scale=scale, caption=label(doc) if caption else "")
        except (OSError, ValueError) as e:
            win.show_error(translate("FileCommands", "Cannot export"), str(e))
            return False
        win.show_status(translate("FileCommands", "Exported {name}").format(name=os.path.basename(path)))
        return True

    def show_book_dialog(self) -> BookDialog:
        """File > Print / Export Book… (a window of its own: solving goes on beside it)."""
        from .book_dialog import BookDialog    # loaded on first use: keeps startup quick
        from .cli import load_document
        win = self.window
        dlg = BookDialog(win, win.document, load_document, win.files.recent_folder())
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self.book_dialog = dlg
        dlg.show()
        return dlg

    def show_generate_dialog(self, genre: str | None = None, variant: str | None = None,
                             rows: int | None = None, cols: int | None = None) -> GenerateDialog:
        """File > Generate Puzzle… (a window of its own: generating runs in a child
        process), on the open puzzle's genre or the New dialog's choices."""
        from .generate_dialog import GenerateDialog   # loaded on first use: keeps startup quick
        win = self.window
        if genre is None and win.document is not None:
            genre = win.document.genre.key
            variant = getattr(win.document.puzzle, "variant", None)
        dlg = GenerateDialog(win, genre, variant)
        if rows and cols:
            dlg.rows.setValue(rows)
            dlg.cols.setValue(cols)
        dlg.setAttribute(Qt.WA_DeleteOnClose)
        self.generate_dialog = dlg
        dlg.show()
        return dlg
