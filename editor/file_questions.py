"""The questions the file commands ask, and the box that shows an error.

The window answers them through its ``ask_*`` methods and :meth:`show_error`,
which call these functions; tests replace the window's methods to answer
without a dialog.  Only the save-changes question blocks (it must: the
document is about to be dropped); the rest are file dialogs or non-modal.
The strings keep the "FileCommands" translation context they were written in.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from editor.plain import plain
from genres.core.errors import brief
from genres.core.i18n import translate

from .filecommands import APP_NAME


def ask_save_changes(parent: QWidget, name: str) -> str:
    """"save", "discard" or "cancel" for the document called ``name``."""
    box = QMessageBox(QMessageBox.Warning, APP_NAME,
                      translate("FileCommands", "“{name}” has unsaved changes.")
                      .format(name=name),
                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, parent)
    box.setInformativeText(translate("FileCommands", "Save them before going on?"))
    box.setDefaultButton(QMessageBox.Save)
    answer = box.exec()
    return {QMessageBox.Save: "save", QMessageBox.Discard: "discard"}.get(answer, "cancel")


def ask_open_path(parent: QWidget, folder: str, filters: str) -> str | None:
    path, _ = QFileDialog.getOpenFileName(parent, translate("FileCommands", "Open puzzle"),
                                          folder, filters)
    return path or None


def ask_save_path(parent: QWidget, suggested: str, filters: str) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, translate("FileCommands", "Save puzzle"),
                                          suggested, filters)
    return path or None


def url_dialog(parent: QWidget, on_answer) -> QInputDialog:
    """A dialog asking for a puzz.link URL; ``on_answer(url)`` runs on OK.
    The caller opens it (without blocking)."""
    dlg = QInputDialog(parent)
    dlg.setWindowTitle(translate("FileCommands", "Open URL"))
    dlg.setLabelText(translate("FileCommands",
                               "puzz.link URL (puzz.link/p?… or pzv.jp/p.html?…) or puzzlewright: link:"))
    dlg.resize(520, dlg.sizeHint().height())
    dlg.textValueSelected.connect(lambda text: on_answer(text))
    return dlg


def error_box(parent: QWidget, title: str, text: str, kept: list[QMessageBox]) -> QMessageBox:
    """A non-modal warning, kept alive in ``kept`` until it closes."""
    # Plain and brief: the text may quote a file (see editor/plain.py).
    text = brief(text, 600)
    box = plain(QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, parent))
    box.setAttribute(Qt.WA_DeleteOnClose)
    box.finished.connect(lambda _=0, b=box: kept.remove(b) if b in kept else None)
    kept.append(box)
    box.open()
    return box
