"""Painting Corral: numbers of any length fit their cells (on screen and in an
export), notes are quiet and stay visible under the cursor, and marks drawn
during a trial show in the trial colours."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from genres.core.grid import side
from genres.core.view import Palette, ViewState
from genres.corral import GENRE
from genres.corral.model import (ADD, ADDITIVE_MULTIPLICATIVE, MUL, CorralAnswer, CorralPuzzle,
                                 answer_from_inside)
from genres.corral.paint import op_rect
from genres.corral.view import CorralView

SCALE = 100


class Picture:
    def __init__(self, image: QImage, left: float, top: float, scale: float = SCALE):
        self.image, self.left, self.top, self.scale = image, left, top, scale

    def at(self, x: float, y: float) -> QColor:
        return self.image.pixelColor(int((x - self.left) * self.scale), int((y - self.top) * self.scale))

    def ink(self, x0: float, y0: float, x1: float, y1: float, dark: int = 90) -> list[tuple[float, float]]:
        """Board positions of dark pixels in a box."""
        out = []
        s = self.scale
        for px in range(int((x0 - self.left) * s), int((x1 - self.left) * s)):
            for py in range(int((y0 - self.top) * s), int((y1 - self.top) * s)):
                if self.image.pixelColor(px, py).value() < dark:
                    out.append((px / s + self.left, py / s + self.top))
        return out


def render(state: ViewState) -> Picture:
    view = CorralView()
    rect = view.board_rect(state.puzzle)
    img = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format_ARGB32)
    img.fill(QColor("#ffffff"))
    painter = QPainter(img)
    painter.scale(SCALE, SCALE)
    painter.translate(-rect.left(), -rect.top())
    view.paint(painter, state)
    painter.end()
    return Picture(img, rect.left(), rect.top())


def near(color: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color.getRgb()[:3], expected.getRgb()[:3]))


# Numbers one to four digits long, one per cell with empty cells between them.
WIDE = {(1, 1): 7, (1, 3): 42, (1, 5): 100, (1, 7): 888, (3, 1): 1888, (3, 3): 11, (3, 5): 5, (3, 7): 4}


def numbers_stay_in_their_cells(pic: Picture, puzzle: CorralPuzzle, top: float = 0.04) -> None:
    inner = 0.05      # leave the thick outer border out of the search
    ink = pic.ink(inner, inner, puzzle.cols - inner, puzzle.rows - inner)
    assert ink
    for x, y in ink:
        cell = (int(y), int(x))
        assert cell in puzzle.number_map, (x, y)      # no digit spills into a neighbour
        fx, fy = x - cell[1], y - cell[0]
        assert 0.04 <= fx <= 0.96 and top <= fy <= 0.96, (cell, fx, fy)   # nor onto a grid line
    heights = {}
    for (r, c), n in puzzle.number_map.items():
        mine = [(x, y) for x, y in ink if (int(y), int(x)) == (r, c)]
        heights[len(str(n))] = max(y for _, y in mine) - min(y for _, y in mine)
    # Readable, and a longer number is never taller than a shorter one.
    assert heights[1] > 0.45 and heights[2] > 0.4 and heights[3] > 0.25 and heights[4] > 0.18, heights
    assert heights[1] + 0.02 >= heights[2] >= heights[3] >= heights[4], heights


@pytest.mark.parametrize("variant", ["standard", ADDITIVE_MULTIPLICATIVE])
def test_numbers_of_every_length_fit_inside_their_cell(qapp, variant):
    puzzle = CorralPuzzle(5, 9, frozenset(WIDE.items()), variant)
    pic = render(ViewState(puzzle, CorralAnswer()))
    # In the variant the digits also keep below the +/× note's corner.
    numbers_stay_in_their_cells(pic, puzzle, op_rect((0, 0)).bottom() if puzzle.is_variant else 0.04)


def test_numbers_fit_in_an_exported_png_too(qapp, tmp_path):
    from editor.export import export_image
    puzzle = CorralPuzzle(5, 9, frozenset(WIDE.items()))
    path = tmp_path / "wide.png"
    export_image(GENRE, puzzle, None, str(path), scale=SCALE)
    rect = CorralView().board_rect(puzzle)
    pic = Picture(QImage(str(path)), rect.left(), rect.top())
    assert pic.image.width() == pytest.approx(rect.width() * SCALE, abs=2)
    numbers_stay_in_their_cells(pic, puzzle)


def test_a_plus_times_note_fits_beside_a_three_digit_number_and_shows_under_the_cursor(qapp):
    puzzle = CorralPuzzle(3, 3, frozenset({((0, 0), 888), ((2, 2), 6)}), ADDITIVE_MULTIPLICATIVE)
    answer = CorralAnswer(ops=frozenset({((0, 0), MUL), ((2, 2), ADD)}))
    for cursor in (None, (0, 0)):
        pic = render(ViewState(puzzle, answer, cursor=cursor))
        box = op_rect((0, 0))
        note = [pic.at(box.left() + x / 50, box.top() + y / 50) for x in range(14) for y in range(14)]
        assert any(near(c, Palette.note, 30) for c in note), cursor
        assert not any(near(c, Palette.error, 60) for c in note)


def test_a_cross_on_the_cursor_cells_side_stays_above_the_cursor_frame(qapp):
    puzzle = CorralPuzzle.empty(3, 3)
    answer = CorralAnswer(crosses=frozenset({side((1, 1), (1, 2))}))
    # The cross's arm reaching into the cell crosses the frame's top line.
    pic = render(ViewState(puzzle, answer, cursor=(1, 1)))
    assert near(pic.at(1.57, 1.07), Palette.note, 45)
    assert near(pic.at(1.3, 1.07), Palette.cursor, 45)          # the frame itself is there


def test_notes_are_quiet_and_never_red(qapp):
    puzzle = CorralPuzzle(3, 3, frozenset({((0, 0), 2), ((2, 2), 2)}), ADDITIVE_MULTIPLICATIVE)
    answer = CorralAnswer(crosses=frozenset({side((2, 0), (2, 1))}), outside_marks=frozenset({(1, 1)}),
                          ops=frozenset({((0, 0), ADD)}))
    pic = render(ViewState(puzzle, answer))
    assert near(pic.at(1.5, 1.5), Palette.note, 20)              # the outside dot
    assert near(pic.at(0.5 + 0.04, 2.0 + 0.04), Palette.note, 45)  # the cross
    box = op_rect((0, 0))
    assert any(near(pic.at(box.left() + x / 50, box.top() + y / 50), Palette.note, 30)
               for x in range(14) for y in range(14))


# ----- trial colours ----------------------------------------------------------------
def test_lines_drawn_during_a_trial_show_in_the_trial_colour(qapp):
    puzzle = CorralPuzzle.empty(4, 4)
    base = CorralAnswer(frozenset({side((0, 0), (0, 1))}), crosses=frozenset({side((4, 0), (4, 1))}))
    answer = CorralAnswer(base.sides | {side((0, 1), (0, 2))},
                          crosses=base.crosses | {side((4, 2), (4, 3))},
                          outside_marks=frozenset({(2, 2)}))
    pic = render(ViewState(puzzle, answer, trial_bases=(base,)))
    assert near(pic.at(0.5, 0.0), Palette.answer, 30)            # drawn before the trial
    assert near(pic.at(1.5, 0.0), Palette.trial, 30)             # drawn during it
    assert near(pic.at(0.5 + 0.04, 4.0 - 0.04), Palette.note, 45)     # an old cross
    assert near(pic.at(2.5 + 0.04, 4.0 - 0.04), Palette.pencil, 45)   # a cross made in the trial
    assert near(pic.at(2.5, 2.5), Palette.pencil, 20)            # an outside dot made in the trial
    # Without a trial everything is in its ordinary colours.
    plain = render(ViewState(puzzle, answer))
    assert near(plain.at(1.5, 0.0), Palette.answer, 30)
    assert near(plain.at(2.5, 2.5), Palette.note, 20)


def test_a_trial_inside_a_trial_has_its_own_colour_and_print_shows_none(qapp):
    puzzle = CorralPuzzle.empty(4, 4)
    outer = CorralAnswer()
    inner = CorralAnswer(frozenset({side((0, 0), (0, 1))}))
    answer = answer_from_inside(puzzle, {(0, 0), (0, 1)})
    pic = render(ViewState(puzzle, answer, trial_bases=(outer, inner)))
    assert near(pic.at(0.5, 0.0), Palette.trial, 30)             # drawn in the outer trial
    assert near(pic.at(1.5, 0.0), Palette.trial_deep, 30)        # drawn in the inner one
    printed = render(ViewState(puzzle, answer, trial_bases=(outer, inner), for_print=True))
    assert near(printed.at(1.5, 0.0), Palette.answer, 30)
