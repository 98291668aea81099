"""File > Print / Export Book…: several puzzles laid out as a book, written
as a PDF or sent to a printer.

A non-modal window (shown, never ``exec()``-ed): the person keeps solving
while it is open.  Finding answers may run the solver, so it happens on a
worker (genres/core/jobs.py); the pages are then drawn on the GUI thread, which
takes a moment for a book, not a solver's time.  Questions go through
``ask_files``, ``ask_folder`` and the window's ``ask_save_path`` so tests can
answer them.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

import os
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDialog, QFileDialog,
                               QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from genres.core.document import Document
from genres.core.errors import PuzzleFormatError, brief
from genres.core.jobs import JobRunner
from genres.core.nativefile import write_atomically

from .book import PER_PAGE_CHOICES, BookOptions
from .book_content import BookEntry, entries, label, load_documents

PDF_FILTER = QT_TRANSLATE_NOOP("BookDialog", "PDF document (*.pdf)")


def _snapshot(doc: Document) -> Document:
    # The worker reads a copy: the person may go on editing the open puzzle.
    return Document(doc.genre, doc.puzzle, doc.answer, dict(doc.metadata), doc.path)


class BookDialog(QDialog):
    """The book's puzzles (reorderable), its page settings, Export PDF and Print."""

    def __init__(self, window: QWidget, document: Document | None, load: Callable[[str], Document],
                 folder: str = ""):
        super().__init__(window, Qt.WindowType.Window)
        self.setWindowTitle(translate("BookDialog", "Print / Export Book"))
        self.setModal(False)
        self._window = window
        self._load = load
        self._folder = folder
        self._pending: Callable[[list[BookEntry]], None] | None = None
        self.runner = JobRunner(self)
        self.runner.result.connect(lambda _id, value: self._entries_ready(value))
        self.runner.error.connect(lambda _id, message: self._failed(message))
        self.runner.busy_changed.connect(self._busy)

        self.puzzles = QListWidget()
        self.puzzles.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.puzzles.setMinimumHeight(140)
        self.puzzles.setMinimumWidth(420)    # "Title — Genre, by Author" reads whole
        buttons = QVBoxLayout()
        self.add_files_button = QPushButton(translate("BookDialog", "Add &files…"))
        self.add_folder_button = QPushButton(translate("BookDialog", "Add f&older…"))
        self.remove_button = QPushButton(translate("BookDialog", "&Remove"))
        self.up_button = QPushButton(translate("BookDialog", "Move &up"))
        self.down_button = QPushButton(translate("BookDialog", "Move do&wn"))
        for b, slot in ((self.add_files_button, self.add_files), (self.add_folder_button, self.add_folder),
                        (self.remove_button, self.remove_selected), (self.up_button, lambda: self.move(-1)),
                        (self.down_button, lambda: self.move(1))):
            b.clicked.connect(slot)
            buttons.addWidget(b)
        buttons.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.puzzles, 1)
        top.addLayout(buttons)

        form = QFormLayout()
        self.page = QComboBox()
        self.page.addItem("A4", "a4")
        self.page.addItem(translate("BookDialog", "Letter"), "letter")
        form.addRow(translate("BookDialog", "&Page size:"), self.page)
        self.per_page = QComboBox()
        for n in PER_PAGE_CHOICES:
            self.per_page.addItem(str(n), n)
        self.per_page.setCurrentIndex(PER_PAGE_CHOICES.index(2))
        form.addRow(translate("BookDialog", "Puzzles per pa&ge:"), self.per_page)
        self.title = QLineEdit()
        self.title.setPlaceholderText(translate("BookDialog",
                                                "printed on the first page and in every footer"))
        self.author = QLineEdit()
        form.addRow(translate("BookDialog", "&Title:"), self.title)
        form.addRow(translate("BookDialog", "&Author:"), self.author)
        self.rules = QCheckBox(translate("BookDialog",
                                         "The genre's &rules in one sentence under each puzzle"))
        self.rules.setChecked(True)
        self.answers = QCheckBox(translate("BookDialog", "A&nswers on pages after the puzzles"))
        form.addRow("", self.rules)
        form.addRow("", self.answers)

        self.status = QLabel("")
        self.status.setWordWrap(True)
        actions = QHBoxLayout()
        self.export_button = QPushButton(translate("BookDialog", "&Export PDF…"))
        self.export_button.clicked.connect(self.export_pdf)
        self.print_button = QPushButton(translate("BookDialog", "&Print…"))
        self.print_button.clicked.connect(self.print_book)
        # Offered only where a printer exists; the PDF serves everywhere else.
        self.print_button.setVisible(printers_available())
        close = QPushButton(translate("BookDialog", "Close"))
        close.clicked.connect(self.close)
        actions.addStretch(1)
        for b in (self.export_button, self.print_button, close):
            actions.addWidget(b)

        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("BookDialog", "Puzzles, in the book's order:")))
        layout.addLayout(top)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addLayout(actions)
        self.resize(640, 480)
        self.puzzles.currentRowChanged.connect(lambda _=0: self._update_buttons())
        if document is not None:
            self.add_documents([_snapshot(document)])
        self._update_buttons()

    # ----- the list ---------------------------------------------------------------
    def documents(self) -> list[Document]:
        return [self.puzzles.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.puzzles.count())]

    def add_documents(self, docs: list[Document]) -> None:
        for doc in docs:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, doc)
            where = os.path.basename(doc.path) if doc.path else translate("BookDialog", "the open puzzle")
            item.setToolTip(doc.path or "")
            item.setData(Qt.ItemDataRole.DisplayRole, f"{label(doc)}  ({where})")
            self.puzzles.addItem(item)
        self._update_buttons()

    def add_sources(self, sources: list[str]) -> bool:
        try:
            docs = load_documents(sources, self._load)
        except (PuzzleFormatError, OSError, ValueError) as e:
            self.status.setText(brief(str(e), 300))
            return False
        self.add_documents(docs)
        self.status.setText(translate("BookDialog", "Added 1 puzzle.") if len(docs) == 1 else
                            translate("BookDialog", "Added {n} puzzles.").format(n=len(docs)))
        return True

    def add_files(self) -> bool:
        paths = self.ask_files()
        return self.add_sources(paths) if paths else False

    def add_folder(self) -> bool:
        folder = self.ask_folder()
        return self.add_sources([folder]) if folder else False

    def remove_selected(self) -> None:
        row = self.puzzles.currentRow()
        if row >= 0:
            self.puzzles.takeItem(row)
        self._update_buttons()

    def move(self, step: int) -> None:
        row = self.puzzles.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.puzzles.count():
            return
        item = self.puzzles.takeItem(row)
        self.puzzles.insertItem(to, item)
        self.puzzles.setCurrentRow(to)

    def _update_buttons(self) -> None:
        row, count = self.puzzles.currentRow(), self.puzzles.count()
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)
        idle = not self.runner.is_busy()
        self.export_button.setEnabled(count > 0 and idle)
        self.print_button.setEnabled(count > 0 and idle)

    # ----- the book ---------------------------------------------------------------
    def options(self) -> BookOptions:
        return BookOptions(page=self.page.currentData(), per_page=self.per_page.currentData(),
                           title=self.title.text().strip(), author=self.author.text().strip(),
                           rules=self.rules.isChecked(), answers=self.answers.isChecked())

    def _build(self, then: Callable[[list[BookEntry]], None]) -> None:
        """Find the answers on the worker, then call ``then(entries)`` on the GUI thread."""
        docs, answers = self.documents(), self.answers.isChecked()
        self._pending = then
        self.status.setText(translate("BookDialog", "Finding the answers…") if answers
                            else translate("BookDialog", "Laying out the pages…"))
        self.runner.start(lambda token, report: entries(
            docs, answers, cancel=lambda: token.cancelled))

    def _entries_ready(self, found: list[BookEntry]) -> None:
        then, self._pending = self._pending, None
        if then is not None:
            then(found)

    def _failed(self, message: str) -> None:
        self._pending = None
        self.status.setText(translate("BookDialog", "Could not make the book: {message}")
                            .format(message=message))

    def _busy(self, busy: bool) -> None:
        self._update_buttons()

    def export_pdf(self) -> None:
        if not self.documents():
            return
        suggested = os.path.join(self._folder, (self.title.text().strip() or "puzzles") + ".pdf")
        path = self._window.ask_save_path(suggested, translate("BookDialog", PDF_FILTER))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self._build(lambda found: self._write_pdf(found, path))

    def _write_pdf(self, found: list[BookEntry], path: str) -> None:
        from .book_paint import make_book, pdf_bytes
        try:
            book = make_book(found, self.options())
            write_atomically(path, pdf_bytes(book))
        except (OSError, ValueError) as e:
            self.status.setText(translate("BookDialog", "Could not write {name}: {error}")
                                .format(name=os.path.basename(path), error=e))
            return
        pages = len(book.plan.pages)
        # A puzzle the solver could not answer is said here too, not only on paper.
        unanswered = [str(i + 1) for i, e in enumerate(found) if e.note and e.answer is None]
        extra = (" " + translate("BookDialog", "No answer for puzzle {numbers}.")
                 .format(numbers=", ".join(unanswered))) if unanswered else ""
        puzzles = (translate("BookDialog", "1 puzzle") if len(found) == 1
                   else translate("BookDialog", "{n} puzzles").format(n=len(found)))
        on_pages = (translate("BookDialog", "1 page") if pages == 1
                    else translate("BookDialog", "{n} pages").format(n=pages))
        self.status.setText(translate("BookDialog", "Wrote {name}: {puzzles} on {pages}.")
                            .format(name=os.path.basename(path), puzzles=puzzles, pages=on_pages) + extra)
        self.last_written = path

    def print_book(self) -> None:
        if self.documents():
            self._build(self._ask_printer)

    def _ask_printer(self, found: list[BookEntry]):
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter
        from .book_paint import make_book, page_size
        book = make_book(found, self.options())
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(page_size(book.options))
        printer.setFullPage(True)
        printer.setDocName(book.options.title or "Puzzles")
        dialog = QPrintDialog(printer, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # accepted(QPrinter*) is the signal PySide picks: take and ignore its argument.
        dialog.accepted.connect(lambda *_: self._printed(printer, book))
        self.print_dialog = dialog
        QDialog.open(dialog)      # QPrintDialog's own open() wants a receiver; never exec()
        return dialog

    def _printed(self, printer, book) -> None:
        from .book_paint import paint_book
        try:
            paint_book(printer, book)
        except OSError as e:
            self.status.setText(translate("BookDialog", "Could not print: {error}").format(error=e))
            return
        self.status.setText(translate("BookDialog", "Sent {n} pages to {printer}.").format(
            n=len(book.plan.pages), printer=printer.printerName() or translate("BookDialog", "the printer")))

    # ----- questions (tests replace these) --------------------------------------------
    def ask_files(self) -> list[str]:  # pragma: no cover - needs a user at the keyboard
        from .filecommands import file_filters
        paths, _ = QFileDialog.getOpenFileNames(self, translate("BookDialog", "Add puzzles"), self._folder,
                                                file_filters(opening=True))
        return paths

    def ask_folder(self) -> str:  # pragma: no cover - needs a user at the keyboard
        return QFileDialog.getExistingDirectory(self, translate("BookDialog", "Add a folder of puzzles"),
                                                self._folder)

    def closeEvent(self, event) -> None:
        self.runner.cancel()
        super().closeEvent(event)


def printers_available() -> bool:
    try:
        from PySide6.QtPrintSupport import QPrinterInfo
    except ImportError:       # a Qt build without print support
        return False
    return bool(QPrinterInfo.availablePrinters())
