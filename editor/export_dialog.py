"""File > Export: where to, in which format, with or without the answer, how large.

Shown with ``open()`` as the dialogs in dialogs.py are; the window acts on
``accepted`` (export_commands.py).
"""
from __future__ import annotations

import os

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDoubleSpinBox, QFileDialog,
                               QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QVBoxLayout, QWidget)

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from .dialogs import ok_cancel_buttons
from .settings import EXPORT_EXTENSIONS

EXPORT_FILTERS = QT_TRANSLATE_NOOP("Dialogs", "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)")


class ExportDialog(QDialog):
    """Where to export, in which format (PNG, SVG or PDF: the choice and the
    file's extension follow each other), with or without the answer, and how large."""

    FORMATS = ((QT_TRANSLATE_NOOP("Dialogs", "PNG image"), ".png"),
               (QT_TRANSLATE_NOOP("Dialogs", "SVG drawing"), ".svg"),
               (QT_TRANSLATE_NOOP("Dialogs", "PDF document"), ".pdf"))

    def __init__(self, suggested_path: str, parent: QWidget | None = None, *,
                 show_answer: bool = False, scale: float = 48.0):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Export image"))
        form = QFormLayout()
        row = QHBoxLayout()
        self.path = QLineEdit(suggested_path)
        self.path.setMinimumWidth(320)
        browse = QPushButton(translate("Dialogs", "&Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.path)
        row.addWidget(browse)
        file_label = QLabel(translate("Dialogs", "&File:"))
        file_label.setBuddy(self.path)   # a row holding a layout gets no buddy by itself
        form.addRow(file_label, row)
        self.format_box = QComboBox()
        for label, ext in self.FORMATS:
            self.format_box.addItem(f"{translate('Dialogs', label)} ({ext})", ext)
        form.addRow(translate("Dialogs", "F&ormat:"), self.format_box)
        self.show_answer = QCheckBox(translate("Dialogs", "Include the &answer"))
        self.show_answer.setChecked(show_answer)
        form.addRow("", self.show_answer)
        # A caption above the board, from the puzzle's title and author.
        self.caption = QCheckBox(translate("Dialogs", "&Title and author line"))
        form.addRow("", self.caption)
        self.scale = QDoubleSpinBox()
        self.scale.setRange(8.0, 400.0)
        self.scale.setDecimals(0)
        self.scale.setValue(scale)
        self.scale.setToolTip(translate("Dialogs",
                                        "Pixels per cell for PNG, points per cell for SVG and PDF"))
        form.addRow(translate("Dialogs", "&Size:"), self.scale)
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #b00020")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(ok_cancel_buttons(self, translate("Dialogs", "Export")))
        self.format_box.currentIndexChanged.connect(lambda _=0: self._format_chosen())
        self.path.textChanged.connect(lambda _="": self._path_edited())
        self._path_edited()

    def extension(self) -> str:
        """The chosen format's extension (".png", ".svg" or ".pdf")."""
        return self.format_box.currentData()

    def _format_chosen(self) -> None:
        stem, ext = os.path.splitext(self.path.text().strip())
        if ext.lower() != self.extension():
            # A file name without a known image extension keeps its whole name.
            base = stem if ext.lower() in EXPORT_EXTENSIONS or ext.lower() == ".json" else stem + ext
            self.path.setText(base + self.extension())
        self._show_units()

    def _path_edited(self) -> None:
        ext = os.path.splitext(self.path.text().strip())[1].lower()
        i = self.format_box.findData(ext)
        if i >= 0 and i != self.format_box.currentIndex():
            self.format_box.blockSignals(True)
            self.format_box.setCurrentIndex(i)
            self.format_box.blockSignals(False)
        self.problem.clear()
        self._show_units()

    def _show_units(self) -> None:
        self.scale.setSuffix(translate("Dialogs", " pixels per cell") if self.extension() == ".png"
                             else translate("Dialogs", " points per cell"))

    def _browse(self) -> None:  # pragma: no cover - needs a user at the keyboard
        path, _ = QFileDialog.getSaveFileName(self, translate("Dialogs", "Export image"), self.path.text(),
                                              translate("Dialogs", EXPORT_FILTERS))
        if path:
            self.path.setText(path)

    def accept(self) -> None:
        ext = os.path.splitext(self.path.text().strip())[1].lower()
        if ext not in EXPORT_EXTENSIONS:
            self.problem.setText(translate("Dialogs", "The file name must end in .png, .svg or .pdf."))
            return
        super().accept()

    def values(self) -> tuple[str, bool, float]:
        return self.path.text().strip(), self.show_answer.isChecked(), self.scale.value()

    def with_caption(self) -> bool:
        return self.caption.isChecked()
