"""How a Circumnavi-Gates board is painted: the circle over the loop, numbers
that fit their cells, quiet notes, and marks drawn during a trial."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QColor

from conftest import path_links
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core.grid import edge
from genres.core.view import Palette, ViewState
from test_circumnavi_view import SCALE, near, pixel, render

WHITE = QColor("#ffffff")

# The circle at (1, 1) with a loop running down through it, a numbered black cell.
PUZZLE = GENRE.normalized(CircumnaviPuzzle(4, 4, ("....", ".o..", "....", "...#")))
DOWN = path_links([(0, 1), (1, 1), (2, 1)])


def test_the_circle_is_painted_over_the_loop_white_with_its_number(qapp):
    pic = render(ViewState(PUZZLE, CircumnaviAnswer(DOWN)))
    assert near(pixel(pic, 1.5, 0.5), Palette.answer)      # the loop above the circle
    assert near(pixel(pic, 1.5, 1.5 - 0.33), WHITE, 10)     # inside the disc: paper, not loop
    assert near(pixel(pic, 1.5, 1.5 + 0.33), WHITE, 10)
    assert near(pixel(pic, 1.5, 1.5 - 0.4), Palette.ink, 100)  # the ring over the loop


def ink_box(pic, cell, colour: QColor, tolerance=60):
    """The bounding box (x0, y0, x1, y1) in board units of the pixels of
    ``colour`` inside ``cell``."""
    r, c = cell
    xs, ys = [], []
    for i in range(SCALE):
        for j in range(SCALE):
            x, y = c + (i + 0.5) / SCALE, r + (j + 0.5) / SCALE
            if near(pixel(pic, x, y), colour, tolerance):
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def test_numbers_of_one_two_and_three_digits_fit_inside_their_black_cell(qapp):
    for n in (7, 42, 100, 888):
        puzzle = PUZZLE.with_number((3, 3), n)
        box = ink_box(render(ViewState(puzzle, CircumnaviAnswer())), (3, 3), WHITE)
        assert box is not None, n                            # readable: white digits on black
        x0, y0, x1, y1 = box
        assert 3.08 < x0 and x1 < 3.92 and 3.08 < y0 and y1 < 3.92, (n, box)
        assert x1 - x0 > 0.25, (n, box)                      # and not shrunk to a speck


def test_a_wide_circle_count_fits_inside_the_circle(qapp):
    puzzle = replace(PUZZLE, circle_value=100)
    pic = render(ViewState(puzzle, CircumnaviAnswer()))
    # The ring is ink too: look only inside it, where the digits must lie.
    digits = [(1 + (i + 0.5) / 40, 1 + (j + 0.5) / 40) for i in range(40) for j in range(40)
              if (((i + 0.5) / 40 - 0.5) ** 2 + ((j + 0.5) / 40 - 0.5) ** 2) ** 0.5 < 0.33
              and near(pixel(pic, 1 + (i + 0.5) / 40, 1 + (j + 0.5) / 40), Palette.ink, 90)]
    assert digits, "the count is drawn"
    assert min(x for x, _ in digits) > 1.18 and max(x for x, _ in digits) < 1.82


def test_notes_are_quiet_never_error_red(qapp):
    answer = CircumnaviAnswer(crosses=frozenset({edge((2, 2), (2, 3))}), marks=frozenset({(0, 3)}))
    pic = render(ViewState(PUZZLE, answer))
    assert near(pixel(pic, 3.0, 2.5), Palette.note, 60)
    assert near(pixel(pic, 3.5, 0.5), Palette.note, 60)


def test_marks_drawn_during_a_trial_show_in_the_trial_and_pencil_colours(qapp):
    before = CircumnaviAnswer(frozenset(path_links([(0, 2), (0, 3)])),
                          crosses=frozenset({edge((3, 0), (3, 1))}))
    now = CircumnaviAnswer(before.links | path_links([(2, 2), (2, 3)]),
                       crosses=before.crosses | {edge((3, 1), (3, 2))},
                       marks=frozenset({(0, 0)}))
    pic = render(ViewState(PUZZLE, now, trial_bases=(before,)))
    assert near(pixel(pic, 3.0, 0.5), Palette.answer)       # drawn before the trial
    assert near(pixel(pic, 3.0, 2.5), Palette.trial)        # drawn during it
    assert near(pixel(pic, 1.0, 3.5), Palette.note, 60)     # a note from before
    assert near(pixel(pic, 2.0, 3.5), Palette.pencil, 60)   # a note drawn during it
    assert near(pixel(pic, 0.5, 0.5), Palette.pencil, 60)
    deeper = CircumnaviAnswer(now.links | path_links([(3, 0), (2, 0)]), now.crosses, now.marks)
    pic = render(ViewState(PUZZLE, deeper, trial_bases=(before, now)))
    assert near(pixel(pic, 3.0, 2.5), Palette.trial)
    assert near(pixel(pic, 0.5, 3.0), Palette.trial_deep)
    # Printing shows every mark in its ordinary colour.
    pic = render(ViewState(PUZZLE, deeper, trial_bases=(before, now), for_print=True))
    assert near(pixel(pic, 0.5, 3.0), Palette.answer)
