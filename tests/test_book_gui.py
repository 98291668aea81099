"""File > Print / Export Book… in the window."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from editor.book_dialog import BookDialog
from editor.cli import load_document

pytestmark = pytest.mark.usefixtures("private_settings")

EXAMPLES = Path(__file__).resolve().parent.parent / "resources" / "examples"


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", data))


@pytest.fixture
def window(open_window):
    return open_window(load_document(str(EXAMPLES / "corral-01.json")))


def open_book(qtbot, window) -> BookDialog:
    window.acts.print_book.trigger()
    dlg = window.exports.book_dialog
    qtbot.waitExposed(dlg)
    assert not dlg.isModal()
    return dlg


def test_menu_entry_opens_a_non_modal_book_dialog_holding_the_open_puzzle(qtbot, window):
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    assert window.acts.print_book in file_menu.actions()
    assert window.acts.print_book.text() == "&Print / Export Book…"
    dlg = open_book(qtbot, window)
    docs = dlg.documents()
    assert len(docs) == 1 and docs[0].puzzle == window.document.puzzle
    assert "Corral" in dlg.puzzles.item(0).text()


def test_dialog_builds_a_book_from_the_open_puzzle_plus_a_file(qtbot, window, tmp_path):
    dlg = open_book(qtbot, window)
    dlg.ask_files = lambda: [str(EXAMPLES / "hebi-01.json")]
    assert dlg.add_files()
    assert dlg.puzzles.count() == 2
    dlg.per_page.setCurrentIndex(dlg.per_page.findData(1))
    dlg.page.setCurrentIndex(dlg.page.findData("letter"))
    dlg.title.setText("Two")
    dlg.answers.setChecked(True)
    target = tmp_path / "two.pdf"
    asked = []
    window.ask_save_path = lambda suggested, filters: asked.append((suggested, filters)) or str(target)
    dlg.export_button.click()
    assert asked and asked[0][1].startswith("PDF") and asked[0][0].endswith("Two.pdf")
    qtbot.waitUntil(lambda: target.exists(), timeout=60_000)
    data = target.read_bytes()
    assert pdf_pages(data) == 2 + 1          # a puzzle a page, then one page of answers
    assert b"612" in data and "Wrote two.pdf" in dlg.status.text()


def test_export_runs_on_the_worker_and_the_window_stays_responsive(qtbot, window, tmp_path):
    dlg = open_book(qtbot, window)
    dlg.answers.setChecked(True)
    target = tmp_path / "b.pdf"
    window.ask_save_path = lambda suggested, filters: str(target)
    dlg.export_pdf()
    # The click returns at once: the answers are found off the GUI thread.
    assert dlg.runner.is_busy() and not dlg.export_button.isEnabled()
    qtbot.waitUntil(lambda: target.exists(), timeout=60_000)
    assert dlg.export_button.isEnabled()


def test_folder_remove_and_reorder(qtbot, window, tmp_path):
    folder = tmp_path / "set"
    folder.mkdir()
    shutil.copy(EXAMPLES / "soccer-01.json", folder / "2.json")
    shutil.copy(EXAMPLES / "hebi-01.json", folder / "1.json")
    dlg = open_book(qtbot, window)
    dlg.ask_folder = lambda: str(folder)
    assert dlg.add_folder()
    genres = lambda: [d.genre.key for d in dlg.documents()]
    assert genres() == ["corral", "hebi-ichigo", "ore-soccer"]
    dlg.puzzles.setCurrentRow(2)
    dlg.up_button.click()
    assert genres() == ["corral", "ore-soccer", "hebi-ichigo"]
    dlg.puzzles.setCurrentRow(0)
    dlg.remove_button.click()
    assert genres() == ["ore-soccer", "hebi-ichigo"]


def test_a_bad_file_is_said_in_the_dialog_and_adds_nothing(qtbot, window, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    dlg = open_book(qtbot, window)
    dlg.ask_files = lambda: [str(bad)]
    assert not dlg.add_files()
    assert dlg.puzzles.count() == 1 and "bad.json" in dlg.status.text()


def test_print_is_offered_only_where_a_printer_exists(qtbot, window, monkeypatch):
    import editor.book_dialog as book_dialog
    monkeypatch.setattr(book_dialog, "printers_available", lambda: False)
    dlg = open_book(qtbot, window)
    assert dlg.print_button.isHidden()
    dlg.close()
    monkeypatch.setattr(book_dialog, "printers_available", lambda: True)
    dlg = open_book(qtbot, window)
    assert not dlg.print_button.isHidden()


def test_print_asks_through_a_print_dialog_opened_not_executed_and_prints_every_page(
        qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: pytest.fail("exec() blocks the window"))
    dlg = open_book(qtbot, window)
    dlg.ask_files = lambda: [str(EXAMPLES / "hebi-01.json"), str(EXAMPLES / "soccer-01.json")]
    dlg.add_files()
    dlg.per_page.setCurrentIndex(dlg.per_page.findData(1))
    dlg.print_book()
    qtbot.waitUntil(lambda: getattr(dlg, "print_dialog", None) is not None, timeout=60_000)
    printer = dlg.print_dialog.printer()
    assert dlg.print_dialog.isVisible()
    # Stand in for a real printer: the same painting goes to a PDF file.
    out = tmp_path / "printed.pdf"
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    # The person pressed Print (the dialog's own accept() would set the printer
    # up from its fields, and this machine has no printer to choose).
    dlg.print_dialog.accepted.emit(printer)
    dlg.print_dialog.close()
    assert pdf_pages(out.read_bytes()) == 3
    assert "Sent 3 pages" in dlg.status.text()


def test_a_puzzle_without_solution_is_named_after_export(qtbot, window, tmp_path):
    from tests.test_cli import write_puzzle
    impossible = write_puzzle(tmp_path, "impossible", ["o#", ".."], circle=0)
    dlg = open_book(qtbot, window)
    dlg.ask_files = lambda: [str(impossible)]
    dlg.add_files()
    dlg.answers.setChecked(True)
    target = tmp_path / "n.pdf"
    window.ask_save_path = lambda suggested, filters: str(target)
    dlg.export_pdf()
    qtbot.waitUntil(lambda: target.exists(), timeout=60_000)
    assert "No answer for puzzle 2." in dlg.status.text()
