"""Circumnavi-Gates as puzz.link ``slalom`` URLs and pzprv3 files."""
from __future__ import annotations

import random

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.generator import build_solution_board
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.circumnavi.pzpr import SlalomFile, SlalomUrl
from genres.core.errors import PuzzleFormatError
from genres.core.grid import edge

URL, FILE = SlalomUrl(GENRE), SlalomFile(GENRE)

# A black cell (with 1), a horizontal gate, a black cell; the circle below.
SMALL = GENRE.normalized(CircumnaviPuzzle(3, 4, ("#-#.", "o...", "...."), frozenset({((0, 0), 1)})))
SMALL_URL = "https://puzz.link/p?slalom/d/4/3/131c01g/4"


def test_a_known_url_decodes_to_its_board():
    puzzle, answer = URL.read(SMALL_URL)
    assert puzzle == SMALL and answer is None
    assert puzzle.circle_value == 1          # the circle shows the gate count, as in pzprjs


def test_encoding_gives_the_string_pzprjs_gives():
    assert URL.write(SMALL) == SMALL_URL


@pytest.mark.parametrize("url", [
    "https://puzz.link/p?suraromu/d/4/3/131c01g/4",   # the alias
    "http://pzv.jp/p.html?slalom/p/4/3/131c1g/4",     # older: numbers without arrows
])
def test_older_urls_and_the_alias_read_to_the_same_board(url):
    assert URL.read(url)[0] == SMALL


def test_the_oldest_url_numbers_gates_and_both_ends_show_the_number():
    puzzle, _ = URL.read("http://pzv.jp/p.html?slalom/4/3/131c1/4")
    assert puzzle.number_map == {(0, 0): 1, (0, 2): 1}


def test_a_url_without_the_circle_index_puts_it_top_left_as_pzprjs_does():
    puzzle, _ = URL.read("slalom/d/4/3/4131b01g")
    assert puzzle.circle() == (0, 0)


def test_a_number_touching_two_gates_gets_the_arrow_naming_its_gate():
    # (1,1) touches the vertical gate above and the horizontal gate on its right;
    # the gate on the right shows 2 at its other end too, so the 2 is that gate's.
    p = GENRE.normalized(CircumnaviPuzzle(3, 4, ("o|..", ".#-#", "...."),
                                      frozenset({((1, 1), 2), ((1, 3), 2)})))
    body = URL.write(p).split("/")[-2]
    assert body == "4261317" + "4202"       # arrow 4 (right) on (1,1)'s 2, none on (1,3)'s
    assert URL.read(URL.write(p))[0] == p


def test_random_boards_round_trip_through_url_and_file_with_the_loop():
    for seed in range(25):
        rng = random.Random(seed)
        design = build_solution_board(rng.randint(4, 9), rng.randint(4, 9), rng, gate_share=0.5, labels=3)
        puzzle = design.puzzle()
        links = sorted(design.loop)
        answer = CircumnaviAnswer(frozenset(links[1:]), frozenset({links[0]}))
        assert URL.read(URL.write(puzzle))[0] == puzzle
        assert FILE.read(FILE.write(puzzle, answer)) == (puzzle, answer)


def test_file_keeps_links_and_crosses_but_not_cell_marks():
    answer = CircumnaviAnswer(frozenset({edge((1, 0), (1, 1))}), frozenset({edge((2, 2), (2, 3))}),
                          frozenset({(2, 0)}))
    text = FILE.write(SMALL, answer)
    assert text.splitlines()[:7] == ["pzprv3.2", "slalom", "3", "4", "0,1 - # . ", "o . . . ", ". . . . "]
    assert FILE.read(text) == (SMALL, CircumnaviAnswer(answer.links, answer.crosses))


def test_older_files_read_numbers_with_and_without_gate_numbers():
    v1 = "pzprv3.1\nslalom\n3\n4\n1 - # . \no . . . \n. . . . \n"
    v0 = "pzprv3\nslalom\n3\n4\n# w1 # . \no . . . \n. . . . \n"
    assert FILE.read(v1)[0] == SMALL
    assert FILE.read(v0)[0] == GENRE.normalized(CircumnaviPuzzle(
        3, 4, SMALL.grid, frozenset({((0, 0), 1), ((0, 2), 1)})))   # both ends show the gate's 1


def test_a_puzzle_without_a_circle_cannot_be_written():
    with pytest.raises(PuzzleFormatError, match="needs the circle"):
        URL.write(CircumnaviPuzzle.empty(3, 3))
    with pytest.raises(PuzzleFormatError, match="needs the circle"):
        FILE.write(CircumnaviPuzzle.empty(3, 3))


def test_a_number_too_large_for_a_url_is_refused():
    p = SMALL.with_number((0, 0), 5000)
    with pytest.raises(PuzzleFormatError, match="too large"):
        URL.write(p)


def test_a_file_without_a_circle_is_refused():
    with pytest.raises(PuzzleFormatError, match="no circle"):
        FILE.read("pzprv3.2\nslalom\n1\n2\n. . \n0 \n")


# A black cell at (0,3) touches the end of a left-right gate (0,1)-(0,2) and of an
# up-down gate (1,3)-(2,3), whose other end is the bare black cell (3,3).
ARROW_BOARD = "https://puzz.link/p?slalom/d/5/5/43317272719{arrow}1g/20"   # as pzprjs writes it


def test_an_authors_arrow_picking_one_of_two_gates_keeps_its_meaning():
    from genres.circumnavi.gate_lines import find_gates, label_gates
    from genres.core import openers
    doc = openers.open_url(ARROW_BOARD.format(arrow=2))          # the 1 points down
    labels, problems = label_gates(doc.puzzle)
    assert not problems                                          # no construction error
    down_gate = next(g.index for g in find_gates(doc.puzzle) if (1, 3) in g.cells)
    assert labels == {down_gate: 1}
    # The number now stands at both ends, as our rules say it; the arrow is kept, and
    # the copy left out again, so the URL written is the URL read.
    assert doc.puzzle.number((3, 3)) == 1 and doc.puzzle.arrow((0, 3)) == 2
    assert openers.url_for(doc) == ARROW_BOARD.format(arrow=2)


def test_an_arrow_on_a_number_the_board_already_places_adds_nothing():
    from genres.core import openers
    doc = openers.open_url("https://puzz.link/p?slalom/d/6/6/9314131314131a1131ag0404j0101/33")
    assert len(doc.puzzle.number_map) == 4
