"""Ore Soccer painting: trial colours for marks drawn during a trial, and
numbers of any length inside their circles."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from genres.core.view import Palette, ViewState
from genres.soccer.model import SoccerAnswer

from test_soccer_rules import BASE, BASE_ANSWER, BASE_PATH, board
from test_soccer_view import SCALE, near, render


def test_marks_drawn_during_a_trial_show_in_the_trial_colour(qapp):
    # Before the trial the path had its first two steps; the rest of the path
    # and the move were drawn during it.
    base = SoccerAnswer(tuple(BASE_PATH[:3]))
    img = render(ViewState(BASE, BASE_ANSWER, trial_bases=(base,)))
    assert near(img.pixel(1.0, 4.0), Palette.answer, 50)          # step (4, 0)-(3, 1): before
    assert near(img.pixel(2.5, 1.5), Palette.trial, 50)           # step (2, 2)-(1, 2): in the trial
    assert near(img.pixel(2.5, 0.5), Palette.trial, 50)           # its arrowhead too
    move = [img.pixel(2.5 + t / 20, 2.5) for t in range(8, 12)]   # the dotted move line
    assert any(near(c, Palette.trial, 50) for c in move)
    assert not any(near(c, Palette.answer, 50) for c in move)


def test_a_trial_inside_a_trial_has_its_own_colour_and_print_ignores_trials(qapp):
    outer = SoccerAnswer(tuple(BASE_PATH[:2]))
    inner = SoccerAnswer(tuple(BASE_PATH[:3]))
    img = render(ViewState(BASE, BASE_ANSWER, trial_bases=(outer, inner)))
    assert near(img.pixel(2.0, 3.0), Palette.trial, 50)           # step (3, 1)-(2, 2): outer trial
    assert near(img.pixel(2.5, 1.5), Palette.trial_deep, 50)      # step (2, 2)-(1, 2): inner trial
    printed = render(ViewState(BASE, BASE_ANSWER, trial_bases=(outer,), for_print=True))
    assert near(printed.pixel(2.5, 1.5), Palette.ink, 50)


def test_without_a_trial_the_marks_keep_their_colour(qapp):
    img = render(ViewState(BASE, BASE_ANSWER, trial_bases=(BASE_ANSWER,)))
    assert near(img.pixel(2.5, 1.5), Palette.answer, 50)


def ink_box(img, cell, colour: QColor):
    """The bounding box (board units) of pixels of ``colour`` inside ``cell``."""
    r, c = cell
    xs, ys = [], []
    for py in range(r * SCALE, (r + 1) * SCALE):
        for px in range(c * SCALE, (c + 1) * SCALE):
            if near(img.image.pixelColor(px, py), colour, 60):
                xs.append(px / SCALE)
                ys.append(py / SCALE)
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("number", [7, 42, 100, 888, 999])
def test_a_number_of_any_length_fits_inside_its_circle(qapp, number):
    puzzle = board("g..", ".o.", "..#", numbers=[(1, 1, number)])
    img = render(ViewState(puzzle, SoccerAnswer(), mode="edit"))
    # Inside the white circle's rim (radius 0.36 at (1.5, 1.5)) there is ink:
    # every dark pixel of the digits lies well within the rim.
    inner = 0.36 - 0.03
    digits = []
    for py in range(SCALE, 2 * SCALE):
        for px in range(SCALE, 2 * SCALE):
            x, y = px / SCALE + 0.5 / SCALE, py / SCALE + 0.5 / SCALE
            inside = (x - 1.5) ** 2 + (y - 1.5) ** 2 < (inner - 0.04) ** 2
            if inside and near(img.image.pixelColor(px, py), Palette.ink, 80):
                digits.append((x, y))
    assert digits, "the number is drawn"
    xs = [x for x, _ in digits]
    ys = [y for _, y in digits]
    # Readable: at least a sixth of a cell high, and centred.
    assert max(ys) - min(ys) > 0.16
    assert abs((max(xs) + min(xs)) / 2 - 1.5) < 0.06
    # Nothing dark in the ring between the digits and the rim.
    for py in range(SCALE, 2 * SCALE):
        for px in range(SCALE, 2 * SCALE):
            x, y = px / SCALE + 0.5 / SCALE, py / SCALE + 0.5 / SCALE
            d2 = (x - 1.5) ** 2 + (y - 1.5) ** 2
            if (inner - 0.035) ** 2 < d2 < (inner - 0.01) ** 2:
                assert not near(img.image.pixelColor(px, py), Palette.ink, 80), (number, x, y)
