"""Real puzz.link URLs and files, collected from public material (pzprjs's own
test scripts, solvers' test suites, puzzle lists): each opens to the board
pzprjs shows and gives back the same URL, and the user's edge cases (a cave
file saved again, a one-column board, puzz.link's newer bag files, hostile
text) behave as a user expects."""
from __future__ import annotations

import pytest

from genres.core import openers
from genres.core.errors import PuzzleFormatError
from genres.corral.model import inside_cells
from genres.circumnavi.model import BLACK, HGATE, VGATE

# The URL as found, and the URL Puzzlewright gives back (pzprjs writes the same
# string, checked by hand against pzpr 0.10.1's getURL()).
REAL_URLS = [
    # pzprjs test/script/slalom.js (current and older number encodings)
    ("http://pzv.jp/p.html?slalom/d/6/6/9314131314131a1131ag0404j0101/33",
     "https://puzz.link/p?slalom/d/6/6/9314131314131a1131ag0404j0101/33"),
    ("http://pzv.jp/p.html?slalom/p/6/6/9314131314131a1131ag44j11/33",
     "https://puzz.link/p?slalom/d/6/6/9314131314131a1131ag0404j0101/33"),
    # pzprjs test/script/hebi.js, cspuz's tests, a puzzle-converter's list
    ("http://pzv.jp/p.html?hebi/5/5/a43g31b40b42g45a", "https://puzz.link/p?hebi/5/5/a43g31b40b42g45a"),
    ("http://pzv.jp/p.html?snakes/5/5/a43g31b40b42g45a", "https://puzz.link/p?hebi/5/5/a43g31b40b42g45a"),
    ("https://puzz.link/p?hebi/6/5/b31e0.a45h23g45b", "https://puzz.link/p?hebi/6/5/b31e0.a45h23g45b"),
    ("https://puzz.link/p?hebi/10/10/d0.b35c150.a44k0.a25c0.41a0.d0.e41a0.b25a0.e0.d0.a0.0.c30a23k44a0.43c0.b35d",
     "https://puzz.link/p?hebi/10/10/d0.b35c150.a44k0.a25c0.41a0.d0.e41a0.b25a0.e0.d0.a0.0.c30a23k44a0.43c0.b35d"),
    # pzprjs test/script/bag.js and cave.js, cspuz's and penpa's test lists
    ("http://pzv.jp/p.html?bag/6/6/g3q2h3jbj3i3i2g", "https://puzz.link/p?bag/6/6/g3q2h3jbj3i3i2g"),
    ("http://pzv.jp/p.html?cave/6/6/g3q2h3jbj3i3i2g", "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g"),
    ("https://puzz.link/p?cave/10/10/7i6i7j6j3i5i6w8p6w2i7i5j3j6i3ib",
     "https://puzz.link/p?cave/10/10/7i6i7j6j3i5i6w8p6w2i7i5j3j6i3ib"),
    ("https://puzz.link/p?cave/11/11/9g7k6g5g7m5g5g6k7g6u6g7o9o6g7u5g5kag6gbm3g6g8k7g6",
     "https://puzz.link/p?cave/11/11/9g7k6g5g7m5g5g6k7g6u6g7o9o6g7u5g5kag6gbm3g6g8k7g6"),
    ("https://puzz.link/p?cave/10/10/j7k2m4l4l-10g8h4g58x56gch6gfl4lam2k8j",
     "https://puzz.link/p?cave/10/10/j7k2m4l4l-10g8h4g58x56gch6gfl4lam2k8j"),
]


@pytest.mark.parametrize("url, back", REAL_URLS)
def test_a_real_url_copies_back_as_the_url_pzprjs_writes(url, back):
    assert openers.url_for(openers.open_url(url)) == back


def test_the_pzprjs_slalom_example_opens_to_the_board_pzprjs_shows():
    doc = openers.open_url("http://pzv.jp/p.html?slalom/d/6/6/9314131314131a1131ag0404j0101/33")
    p = doc.puzzle
    # pzprjs's file of this URL: ". . . . . ." / "- # . 0,4 - 0,4" / "- # . # - #" /
    # ". . . . . ." / ". # 0,1 - 0,1 ." / ". . . o . ."
    assert p.grid[1] == HGATE + BLACK + "." + BLACK + HGATE + BLACK
    assert p.kind((4, 3)) == HGATE and p.circle() == (5, 3)
    assert p.number_map == {(1, 3): 4, (1, 5): 4, (4, 2): 1, (4, 4): 1}
    assert VGATE not in "".join(p.grid)


def test_the_large_cave_example_opens_with_its_two_digit_numbers():
    doc = openers.open_url("https://puzz.link/p?cave/10/10/j7k2m4l4l-10g8h4g58x56gch6gfl4lam2k8j")
    assert 16 in doc.puzzle.number_map.values()


def test_copy_url_of_a_cave_puzzle_gives_a_cave_url_not_a_bag_url():
    doc = openers.open_url("https://puzz.link/p?cave/6/6/k3h6j2l7g3g2h3n")
    assert openers.url_for(doc) == "https://puzz.link/p?cave/6/6/k3h6j2l7g3g2h3n"
    assert openers.url_for(doc, style="bag") == "https://puzz.link/p?bag/6/6/k3h6j2l7g3g2h3n"


# ----- files --------------------------------------------------------------------
CAVE_SOLVED = ("pzprv3/cave/6/6/. 3 . . . . /. . . . . . /. 2 . . 3 . /. . . 11 . . /. . 3 . . . /"
               "3 . . . 2 . /# . . . # # /# # # . # # /# . # . . # /. . . . . . /. # . . # # /. # # . . # /")


def test_a_cave_file_saved_again_stays_a_cave_file(tmp_path):
    path = tmp_path / "cave.txt"
    path.write_text(CAVE_SOLVED.replace("/", "\n"), encoding="utf-8")
    doc = openers.open_any(str(path))
    openers.save_any(doc, str(path))
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[1] == "cave"           # not silently turned into a bag file
    assert openers.open_any(str(path)).answer == doc.answer


# puzz.link's pzprjs (robx) saves a bag answer as one cell table: "#" inside, "+" outside.
BAG_NUMBERS = ". 3 . . . . /. . . . . . /. 2 . . 3 . /. . . 11 . . /. . 3 . . . /3 . . . 2 . /"
BAG_SOLVED = ". # # # . . /. . . # . . /. # . # # . /# # # # # # /# . # # . . /# . . # # . /"


def test_a_bag_file_saved_by_todays_puzz_link_opens_with_its_loop():
    doc = openers.loads("pzprv3/bag/6/6/" + BAG_NUMBERS + BAG_SOLVED.replace(". # # # . .", "+ # # # . ."))
    assert not doc.genre.check(doc.puzzle, doc.answer)          # pzprjs's own "complete" board
    assert inside_cells(doc.puzzle, doc.answer) == {
        (r, c) for r, row in enumerate(BAG_SOLVED.split("/")) for c, tok in enumerate(row.split())
        if tok == "#"}
    assert doc.answer.outside_marks == {(0, 0)}


@pytest.mark.parametrize("shading, code", [
    (". # # # . . /. # . # . . /. # . # # . /# # # # # # /# . # # . . /# . . # # . /", "outside-hole"),
    (". # # # # . /. . . # . . /. # . # # . /# # # # # . /# . # # . . /# . . # # . /",
     "number-count-wrong"),
])
def test_a_wrong_bag_file_from_puzz_link_is_not_solved(shading, code):
    doc = openers.loads("pzprv3/bag/6/6/" + BAG_NUMBERS + shading)
    assert code in {v.code for v in doc.genre.check(doc.puzzle, doc.answer)}


def test_a_one_column_slalom_file_reads_and_writes_as_pzprjs_does():
    # pzprjs writes one blank line per row for the (empty) left-right link table.
    text = "pzprv3.2\nslalom\n3\n1\no \n. \n. \n\n\n\n0 \n0 \n"
    doc = openers.loads(text, "one.txt")
    assert (doc.puzzle.rows, doc.puzzle.cols) == (3, 1)
    assert openers.dumps(doc, "one.txt") == text


# ----- hostile input --------------------------------------------------------------
@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?hebi/²/5/a", "has no size"),          # str.isdigit() says yes, int() says no
    ("https://puzz.link", "not a puzz.link puzzle URL"),
    ("https://puzz.link/p?", "not a puzz.link puzzle URL"),
    ("\x00\x01", "not a puzz.link puzzle URL"),
    ("https://puzz.link/p?héb/5/5/", "not a puzz.link puzzle URL"),
    ("https://example.com/foo", "does not know the puzzle type 'foo'"),
    ("https://puzz.link/p?nurikabe/5", "does not know the puzzle type 'nurikabe'"),
])
def test_a_url_that_is_no_puzzle_gets_a_message_that_says_so(url, message):
    with pytest.raises(PuzzleFormatError, match=message):
        openers.open_url(url)


def test_an_unknown_type_typed_without_a_host_is_named_rather_than_taken_for_a_file():
    assert openers.is_bare_url("nurikabe/10/10/abc")
    with pytest.raises(PuzzleFormatError, match="does not know the puzzle type 'nurikabe'"):
        openers.open_any("nurikabe/10/10/abc")
    assert not openers.is_bare_url("notes/today.txt")


@pytest.mark.parametrize("content, message", [
    ("", "the file is empty"),
    ("\n  \n", "the file is empty"),
    ("hello world", "not a pzprv3 file"),
])
def test_a_txt_file_that_is_no_pzprv3_file_says_so_rather_than_blaming_json(tmp_path, content, message):
    path = tmp_path / "puzzle.txt"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(PuzzleFormatError, match=message) as err:
        openers.open_any(str(path))
    assert "JSON" not in str(err.value)


def test_no_file_or_url_at_all_is_named():
    with pytest.raises(PuzzleFormatError, match="no file or URL given"):
        openers.open_any("  ")
