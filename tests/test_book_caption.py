"""Single export with a title and author line (PNG, SVG, PDF; CLI and dialog)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from editor.cli import load_document, run_cli

EXAMPLES = Path(__file__).resolve().parent.parent / "resources" / "examples"
HEBI = EXAMPLES / "hebi-01.json"


def _ink_rows(image: QImage, top: int, bottom: int) -> int:
    """How many pixels in rows top..bottom are dark (text)."""
    dark = 0
    for y in range(top, bottom):
        for x in range(0, image.width(), 2):
            if QImage.pixelColor(image, x, y).lightness() < 120:
                dark += 1
    return dark


def test_png_caption_adds_a_band_with_the_title_above_the_board(tmp_path, qapp):
    plain, captioned = tmp_path / "plain.png", tmp_path / "cap.png"
    assert run_cli(["export", str(HEBI), str(plain), "--scale", "40"]) == 0
    assert run_cli(["export", str(HEBI), str(captioned), "--scale", "40", "--caption"]) == 0
    a, b = QImage(str(plain)), QImage(str(captioned))
    assert a.width() == b.width() and b.height() > a.height() + 10
    band = b.height() - a.height()
    assert _ink_rows(b, 2, band - 2) > 40          # the title is written in the band
    # The board below the band is the plain export, pixel for pixel.
    assert b.copy(0, band, a.width(), a.height()) == a.convertToFormat(b.format())


@pytest.mark.parametrize("ext", ["svg", "pdf"])
def test_svg_and_pdf_get_the_caption_too(ext, tmp_path, qapp):
    from editor.book_content import label
    doc = load_document(str(HEBI))
    plain, captioned = tmp_path / f"plain.{ext}", tmp_path / f"cap.{ext}"
    assert run_cli(["export", str(HEBI), str(plain)]) == 0
    assert run_cli(["export", str(HEBI), str(captioned), "--caption"]) == 0
    if ext == "svg":
        text = captioned.read_text(encoding="utf-8")
        assert "First Snakes" in text and "Hebi-Ichigo" in label(doc)
        height = lambda t: float(re.search(r'height="([\d.]+)', t).group(1))
        assert height(text) > height(plain.read_text(encoding="utf-8"))
    else:
        box = lambda data: float(re.search(rb"/MediaBox\s*\[\s*0\s+0\s+[\d.]+\s+([\d.]+)", data).group(1))
        assert box(captioned.read_bytes()) > box(plain.read_bytes()) + 10


def test_export_dialog_has_the_caption_choice_and_the_window_uses_it(qtbot, tmp_path, private_settings):
    from editor.mainwindow import MainWindow
    win = MainWindow(load_document(str(HEBI)))
    qtbot.addWidget(win)
    win.ask_save_changes = lambda: "discard"
    dlg = win.exports.show_export_dialog()
    assert dlg.caption.text() == "&Title and author line" and not dlg.caption.isChecked()
    out = tmp_path / "window.png"
    dlg.path.setText(str(out))
    dlg.caption.setChecked(True)
    dlg.accept()
    plain = tmp_path / "plain.png"
    assert win.exports.export_image(str(plain), False, dlg.scale.value())
    assert QImage(str(out)).height() > QImage(str(plain)).height()
    win.close()
