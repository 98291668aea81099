"""Slalom URLs keep the author's arrows: every URL pzprjs writes reads and
writes back as the very same string, and the arrows stay through the native
file, the pzprv3 file, rotations and flips, are drawn beside their numbers,
and go when an edit takes their number away.

The URLs are in tests/data (made by tools/slalom_url_corpus.js with pzprjs
itself; see the comment at the top of each file)."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from genres.circumnavi import GENRE
from genres.circumnavi.model import BLACK, DOWN, EMPTY, LEFT, NO_ARROW, RIGHT, UP, CircumnaviPuzzle
from genres.circumnavi.pzpr import SlalomFile, SlalomUrl
from genres.circumnavi.view import CircumnaviView
from genres.core import nativefile, openers
from genres.core.errors import PuzzleFormatError
from genres.core.view import Palette, ViewState

DATA = Path(__file__).parent / "data"
URL, FILE = SlalomUrl(GENRE), SlalomFile(GENRE)


def _lines(name: str) -> list[str]:
    return [line for line in (DATA / name).read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")]


CORPUS = _lines("slalom_urls.txt")
TURNED = [tuple(line.split("\t")) for line in _lines("slalom_urls_turned.txt")]

# The 1 at (0,3) touches a left-right gate on its left and an up-down gate below,
# whose other end (3,3) is a bare black cell; the arrow says which gate is meant.
ARROW_URL = "https://puzz.link/p?slalom/d/5/5/43317272719{arrow}1g/20"


def test_the_corpus_has_real_urls_and_every_kind_of_number_and_arrow():
    assert len(CORPUS) >= 150 and len(set(CORPUS)) == len(CORPUS)
    assert "https://puzz.link/p?slalom/d/6/6/9314131314131a1131ag0404j0101/33" in CORPUS
    arrows = {d for url in CORPUS for _, d in URL.read(url)[0].arrows}
    assert arrows == {NO_ARROW, UP, DOWN, LEFT, RIGHT}
    numbers = [n for url in CORPUS for n in URL.read(url)[0].number_map.values()]
    assert min(numbers) < 16 and any(16 <= n < 256 for n in numbers) and max(numbers) >= 256


@pytest.mark.parametrize("url", CORPUS)
def test_a_url_pzprjs_wrote_is_written_back_as_the_very_same_string(url):
    assert URL.write(URL.read(url)[0]) == url


@pytest.mark.parametrize("how, url, theirs", TURNED)
def test_turning_a_board_turns_its_arrows_as_pzprjs_does(how, url, theirs):
    puzzle = URL.read(url)[0]
    turned, _ = GENRE.transformed(puzzle, GENRE.empty_answer(puzzle), how)
    assert URL.write(turned) == theirs


def test_a_quarter_turn_points_an_arrow_the_new_way_and_four_turns_give_the_puzzle_back():
    puzzle = URL.read(ARROW_URL.format(arrow=DOWN))[0]
    answer = GENRE.empty_answer(puzzle)
    turned, _ = GENRE.transformed(puzzle, answer, "rotate-cw")
    assert turned.arrow((3, 4)) == LEFT         # (0,3) on a 5x5 board turns to (3,4)
    flipped, _ = GENRE.transformed(puzzle, answer, "flip-v")
    assert flipped.arrow((4, 3)) == UP
    again = puzzle
    for _ in range(4):
        again, _ = GENRE.transformed(again, answer, "rotate-cw")
    assert again == puzzle


def test_an_arrow_picking_one_of_two_gates_keeps_its_meaning_and_its_string():
    url = ARROW_URL.format(arrow=DOWN)
    puzzle = URL.read(url)[0]
    assert puzzle.arrow((0, 3)) == DOWN
    assert puzzle.number((3, 3)) == 1            # our rules say it with the same number at the far end
    assert puzzle.arrow((3, 3)) is None          # ... a copy, which the writer leaves out again
    assert URL.write(puzzle) == url


@pytest.mark.parametrize("url", CORPUS[::8])
def test_arrows_survive_the_pzprv3_file(url):
    puzzle = URL.read(url)[0]
    text = FILE.write(puzzle)
    back = FILE.read(text)[0]
    assert back == puzzle and FILE.write(back) == text and URL.write(back) == url


def test_the_file_writes_each_arrow_before_its_number_as_pzprjs_does():
    text = FILE.write(URL.read(ARROW_URL.format(arrow=LEFT))[0])
    assert text.splitlines()[4] == ". - - 3,1 . "    # the 1 points left; (3,3) is no copy: no number
    text = FILE.write(URL.read(ARROW_URL.format(arrow=DOWN))[0])
    assert text.splitlines()[4] == ". - - 2,1 . " and text.splitlines()[7] == ". . . # . "


@pytest.mark.parametrize("url", CORPUS[::8])
def test_arrows_survive_saving_and_opening_the_native_file(url, tmp_path):
    doc = openers.open_url(url)
    path = tmp_path / "slalom.json"
    path.write_text(nativefile.dumps(doc), encoding="utf-8")
    again = nativefile.load(str(path))
    assert again.puzzle == doc.puzzle and openers.url_for(again) == url


def test_the_native_file_names_the_arrows_and_an_old_file_without_them_loads():
    data = GENRE.puzzle_to_json(URL.read(ARROW_URL.format(arrow=RIGHT))[0])
    assert data["arrows"] == [[0, 3, "right"]]
    del data["arrows"]                           # a file from before arrows were kept
    old = GENRE.puzzle_from_json(json.loads(json.dumps(data)))
    assert old.arrows == frozenset() and old.number((0, 3)) == 1
    assert "arrows" not in GENRE.puzzle_to_json(old)   # and it is saved as it was


@pytest.mark.parametrize("entry, words", [
    ([0, 3, "north"], "must point up, down, left, right"),
    ([1, 1, "up"], "not on a numbered black cell"),
    ([9, 0, "up"], "outside the grid"),
])
def test_a_bad_arrow_in_a_native_file_is_named(entry, words):
    data = GENRE.puzzle_to_json(URL.read(ARROW_URL.format(arrow=RIGHT))[0])
    data["arrows"] = [entry]
    with pytest.raises(PuzzleFormatError, match=words):
        GENRE.puzzle_from_json(data)


def test_a_puzzle_made_here_reads_back_from_its_url_without_arrows():
    puzzle = GENRE.normalized(CircumnaviPuzzle(3, 4, ("o|..", ".#-#", "...."),
                                           frozenset({((1, 1), 2), ((1, 3), 2)})))
    url = URL.write(puzzle)
    assert url.endswith("/4261317" + "4202/0")   # the writer works out the arrow on (1,1)
    assert URL.read(url)[0] == puzzle            # which needs keeping no more than it did


def test_an_edit_that_takes_a_number_away_drops_its_arrow_and_a_new_number_keeps_it():
    puzzle = URL.read(ARROW_URL.format(arrow=LEFT))[0]
    assert puzzle.with_number((0, 3), 7).arrow((0, 3)) == LEFT
    assert puzzle.with_number((0, 3), None).arrow((0, 3)) is None
    assert puzzle.with_kind((0, 3), EMPTY).arrows == frozenset()
    assert puzzle.with_kind((0, 3), BLACK).arrow((0, 3)) == LEFT
    stray = replace(puzzle, numbers=frozenset())           # however it came about,
    assert GENRE.normalized(stray).arrows == frozenset()   # normalising drops it


# ----- on screen ---------------------------------------------------------------

SCALE = 80


def _ink_in(puzzle: CircumnaviPuzzle, x0: float, y0: float, x1: float, y1: float) -> int:
    """How many pixels of the board region [x0, x1] x [y0, y1] are paper-coloured
    (the white of an arrow or a number on a black cell)."""
    view = CircumnaviView()
    rect = view.board_rect(puzzle)
    img = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format_ARGB32)
    img.fill(QColor("#808080"))
    painter = QPainter(img)
    painter.scale(SCALE, SCALE)
    painter.translate(-rect.left(), -rect.top())
    view.paint(painter, ViewState(puzzle, GENRE.empty_answer(puzzle)))
    painter.end()
    count = 0
    for y in range(int((y0 - rect.top()) * SCALE), int((y1 - rect.top()) * SCALE)):
        for x in range(int((x0 - rect.left()) * SCALE), int((x1 - rect.left()) * SCALE)):
            c = img.pixelColor(x, y)
            count += min(c.red(), c.green(), c.blue()) > Palette.paper.lightness() - 40
    return count


def test_an_arrow_is_drawn_beside_its_number_where_puzz_link_shows_it(qapp):
    down = URL.read(ARROW_URL.format(arrow=DOWN))[0]
    right = URL.read(ARROW_URL.format(arrow=RIGHT))[0]
    plain = replace(down, arrows=frozenset((((0, 3), NO_ARROW),)))
    # Cell (0,3) spans x 3..4, y 0..1: an up-down arrow stands in its left strip,
    # a left-right arrow in its top strip; a number alone leaves both dark.
    left_strip, top_strip = (3.1, 0.25, 3.28, 0.75), (3.25, 0.08, 3.75, 0.18)
    assert _ink_in(down, *left_strip) > 40 and _ink_in(plain, *left_strip) == 0
    assert _ink_in(right, *top_strip) > 40 and _ink_in(plain, *top_strip) == 0
    assert _ink_in(down, 3.2, 3.2, 3.8, 3.8) > 40      # the copy at the far end shows its number
