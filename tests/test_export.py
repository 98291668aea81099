"""Exporting a board as PNG, SVG and PDF (editor/export.py)."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer
from genres.core.grid import edge

from editor import export

# A 3x4 board with a circle, a labelled black cell and two gates.
PUZZLE = GENRE.normalized(GENRE.puzzle_from_json({
    "rows": 3, "cols": 4,
    "grid": ["o..#",
             "-..|",
             "...."],
    "numbers": [[0, 3, 1]],
}))
PART_OF_A_LOOP = CircumnaviAnswer(frozenset({edge((0, 0), (0, 1)), edge((0, 1), (1, 1)),
                                         edge((1, 1), (2, 1))}))


@pytest.fixture
def app(qapp):
    # pytest-qt's QApplication; export would otherwise make its own.
    return qapp


def dark_and_white(image) -> tuple[int, int]:
    dark = white = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            if colour.lightness() < 80:
                dark += 1
            elif colour.lightness() > 250:
                white += 1
    return dark, white


def test_png_is_scale_pixels_per_board_unit(app, tmp_path):
    path = tmp_path / "board.png"
    export.export_image(GENRE, PUZZLE, None, str(path), scale=30)
    from PySide6.QtGui import QImage
    image = QImage(str(path))
    rect = GENRE.view().board_rect(PUZZLE)
    assert (image.width(), image.height()) == (round(rect.width() * 30), round(rect.height() * 30))
    assert image.width() >= 4 * 30 and image.height() >= 3 * 30


def test_png_doubles_in_size_with_double_scale(app, tmp_path):
    small = export.render_image(GENRE, PUZZLE, None, False, 20)
    large = export.render_image(GENRE, PUZZLE, None, False, 40)
    assert abs(large.width() - 2 * small.width()) <= 1
    assert abs(large.height() - 2 * small.height()) <= 1


def test_exported_board_shows_ink_on_white_paper(app):
    image = export.render_image(GENRE, PUZZLE, None, False, 24)
    dark, white = dark_and_white(image)
    assert dark > 0, "the black cell and grid lines must be drawn"
    assert white > dark, "the paper is white"


def test_show_answer_draws_the_players_loop(app):
    with_loop = export.render_image(GENRE, PUZZLE, PART_OF_A_LOOP, True, 24)
    without = export.render_image(GENRE, PUZZLE, PART_OF_A_LOOP, False, 24)
    assert with_loop != without


def test_bare_puzzle_export_hides_the_answer(app):
    hidden = export.render_image(GENRE, PUZZLE, PART_OF_A_LOOP, False, 24)
    blank = export.render_image(GENRE, PUZZLE, CircumnaviAnswer(), False, 24)
    assert hidden == blank


def test_svg_is_an_svg_document_sized_in_points(app, tmp_path):
    path = tmp_path / "board.svg"
    export.export_image(GENRE, PUZZLE, PART_OF_A_LOOP, str(path), show_answer=True, scale=36)
    text = path.read_text(encoding="utf-8")
    assert "<svg" in text
    root = ET.fromstring(text)
    assert root.tag.endswith("svg")
    assert root.get("viewBox")
    rect = GENRE.view().board_rect(PUZZLE)
    width_mm = float(root.get("width").removesuffix("mm"))
    assert width_mm == pytest.approx(rect.width() * 36 / 72 * 25.4, rel=0.01)


def test_pdf_page_fits_the_board(app, tmp_path):
    path = tmp_path / "board.pdf"
    export.export_image(GENRE, PUZZLE, None, str(path), scale=50)
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert data.rstrip().endswith(b"%%EOF")
    box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", data)
    assert box, "the PDF has a page"
    rect = GENRE.view().board_rect(PUZZLE)
    margin = 2 * export.PDF_MARGIN_POINTS
    assert float(box.group(1)) == pytest.approx(rect.width() * 50 + margin, abs=1)
    assert float(box.group(2)) == pytest.approx(rect.height() * 50 + margin, abs=1)


@pytest.mark.parametrize("name", ["board.gif", "board", "board.json"])
def test_unknown_image_extension_is_refused_clearly(app, tmp_path, name):
    with pytest.raises(ValueError, match=r"\.png, \.svg, \.pdf"):
        export.export_image(GENRE, PUZZLE, None, str(tmp_path / name))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("scale", [0, 0.5, 1001, float("nan")])
def test_scale_outside_1_to_1000_is_refused(app, tmp_path, scale):
    with pytest.raises(ValueError, match="scale"):
        export.export_image(GENRE, PUZZLE, None, str(tmp_path / "board.png"), scale=scale)


def test_refused_export_leaves_an_existing_file_untouched(app, tmp_path):
    path = tmp_path / "board.png"
    path.write_bytes(b"old picture")
    with pytest.raises(ValueError):
        export.export_image(GENRE, PUZZLE, None, str(path), scale=5000)
    assert path.read_bytes() == b"old picture"
    assert [p.name for p in tmp_path.iterdir()] == ["board.png"]


def test_ensure_gui_app_reuses_the_running_application(app):
    assert export.ensure_gui_app() is app
