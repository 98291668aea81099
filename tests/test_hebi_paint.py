"""Painting Hebi-Ichigo as a player expects: trial marks in the trial colour,
notes in the quiet note (or pencil) colour, never red, and clue numbers that
fit their black cell."""
from __future__ import annotations

from PySide6.QtGui import QColor

from genres.core.view import Palette, ViewState
from genres.core.violation import Violation
from genres.hebi.model import HebiAnswer, HebiPuzzle
from tests.test_hebi_view import SNAKE, render

TOLERANCE = 30


def snake_answer(cells=SNAKE, dots=()) -> HebiAnswer:
    return HebiAnswer(frozenset((c, i + 1) for i, c in enumerate(cells)), frozenset(dots))


def puzzle() -> HebiPuzzle:
    return HebiPuzzle.empty(5, 5).with_arrow((2, 2), "up").with_number((2, 2), 3)


def test_digits_written_during_a_trial_show_in_the_trial_colour(qapp):
    before = snake_answer(SNAKE[:3])                     # 1, 2, 3 were there when the trial began
    state = ViewState(puzzle(), snake_answer(), trial_bases=(before,))
    img = render(state)
    assert img.share((1, 3), Palette.trial, TOLERANCE) > 0.03      # the 5, written in the trial
    assert img.share((1, 3), Palette.answer, TOLERANCE) == 0
    assert img.share((0, 0), Palette.answer, TOLERANCE) > 0.03     # the 1, written before
    assert img.share((0, 0), Palette.trial, TOLERANCE) == 0


def test_a_trial_inside_a_trial_has_its_own_colour(qapp):
    outer, inner = snake_answer(SNAKE[:2]), snake_answer(SNAKE[:4])
    img = render(ViewState(puzzle(), snake_answer(), trial_bases=(outer, inner)))
    assert img.share((0, 2), Palette.trial, TOLERANCE) > 0.03      # the 3: outer trial
    assert img.share((1, 3), Palette.trial_deep, TOLERANCE) > 0.03  # the 5: inner trial


def test_a_mistake_stays_red_in_a_trial(qapp):
    state = ViewState(puzzle(), snake_answer(), trial_bases=(HebiAnswer(),),
                      errors=(Violation("snake-too-long", "x", ((0, 1),)),))
    assert render(state).share((0, 1), Palette.error, 60) > 0.03


def test_dots_are_quiet_notes_and_pencil_during_a_trial(qapp):
    dots = ((4, 4), (4, 0))
    plain = render(ViewState(puzzle(), snake_answer(dots=dots)))
    assert plain.share((4, 4), Palette.note, 10) > 0.005
    assert plain.share((4, 4), Palette.error, 60) == 0
    trial = render(ViewState(puzzle(), snake_answer(dots=dots),
                             trial_bases=(snake_answer(dots=dots[:1]),)))
    assert trial.share((4, 4), Palette.note, 10) > 0.005        # put down before the trial
    assert trial.share((4, 0), Palette.pencil, 10) > 0.005      # put down during it
    assert trial.share((4, 0), Palette.note, 10) == 0


def test_outlines_of_a_snake_finished_in_a_trial_follow_the_trial_colour(qapp):
    before = snake_answer(SNAKE[:4])
    state = ViewState(puzzle(), snake_answer(), trial_bases=(before,))
    img = render(state, outlines=True)
    plain = render(ViewState(puzzle(), snake_answer()), outlines=True)
    # The outline runs through the 2's cell too, which was written before the trial.
    assert img.share((0, 1), Palette.trial, TOLERANCE) > plain.share((0, 1), Palette.trial, TOLERANCE)
    assert img.share((0, 1), Palette.trial, TOLERANCE) > 0.05


def test_exported_boards_show_no_trial_colour(qapp):
    state = ViewState(puzzle(), snake_answer(), trial_bases=(HebiAnswer(),), for_print=True)
    img = render(state)
    assert img.share((1, 3), Palette.trial, TOLERANCE) == 0
    assert img.share((1, 3), Palette.answer, TOLERANCE) > 0.03


def test_an_arrow_number_stays_inside_its_black_cell(qapp):
    # Every arrow and number: the clue's white marks stay well inside the cell.
    for direction in ("up", "down", "left", "right"):
        for number in (None, 0, 5):
            p = HebiPuzzle.empty(3, 3).with_arrow((1, 1), direction)
            if number is not None:
                p = p.with_number((1, 1), number)
            img = render(ViewState(p, HebiAnswer(), show_answer=False))
            assert img.share((1, 1), QColor("#ffffff")) > 0.05, (direction, number)
            _assert_white_only_inside(img, (1, 1))


def _assert_white_only_inside(img, cell, margin=3):
    """No white mark touches the black cell's edge (a number that does not fit would)."""
    from tests.test_hebi_view import SCALE
    r, c = cell
    x0, y0 = c * SCALE, r * SCALE
    for i in range(margin, SCALE - margin):
        for x, y in ((x0 + i, y0 + margin), (x0 + i, y0 + SCALE - 1 - margin),
                     (x0 + margin, y0 + i), (x0 + SCALE - 1 - margin, y0 + i)):
            colour = img.image.pixelColor(x, y)
            assert colour.lightness() < 128, (cell, x, y)
