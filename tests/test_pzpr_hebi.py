"""Hebi-Ichigo as puzz.link ``hebi`` URLs and pzprv3 files."""
from __future__ import annotations

import random

import pytest

from genres.core.errors import PuzzleFormatError
from genres.hebi import GENRE
from genres.hebi.generator import Plan, place_snakes
from genres.hebi.model import DIRECTIONS, HebiAnswer, HebiPuzzle
from genres.hebi.pzpr import HebiFile, HebiUrl

URL, FILE = HebiUrl(GENRE), HebiFile(GENRE)
KNOWN = "https://puzz.link/p?hebi/6/5/b31e0.a45h23g45b"
KNOWN_PUZZLE = HebiPuzzle(
    5, 6, frozenset({(0, 2), (1, 2), (1, 4), (3, 1), (4, 3)}),
    frozenset({((0, 2), "left", 1), ((1, 4), "right", 5), ((3, 1), "down", 3), ((4, 3), "right", 5)}))


def test_a_known_url_decodes_to_its_board_and_encodes_back_exactly():
    puzzle, answer = URL.read(KNOWN)
    assert puzzle == KNOWN_PUZZLE and answer is None
    assert URL.write(puzzle) == KNOWN


def test_the_old_name_snakes_reads_the_same_puzzle():
    assert URL.read("http://pzv.jp/p.html?snakes/6/5/b31e0.a45h23g45b")[0] == KNOWN_PUZZLE


def test_an_arrow_without_a_number_and_a_bare_black_cell_round_trip():
    p = HebiPuzzle(2, 3, frozenset({(0, 0), (1, 2)}), frozenset({((0, 0), "down", None)}))
    url = URL.write(p)
    assert url == "https://puzz.link/p?hebi/3/2/2.d0./"     # pzprjs adds "/" after a final "."
    assert URL.read(url)[0] == p


def test_a_number_without_an_arrow_reads_as_a_bare_black_cell():
    assert URL.read("hebi/3/1/03b")[0] == HebiPuzzle(1, 3, frozenset({(0, 0)}))


def test_an_arrow_number_above_five_is_refused():
    with pytest.raises(PuzzleFormatError, match="larger than 5"):
        URL.read("hebi/3/1/17b")


def random_board(seed: int) -> tuple[HebiPuzzle, HebiAnswer]:
    rng = random.Random(seed)
    plan = Plan(rng.randint(4, 8), rng.randint(4, 8), [], set(), {})
    place_snakes(plan, 3, rng)
    free = [(r, c) for r in range(plan.rows) for c in range(plan.cols)
            if (r, c) not in plan.written and (r, c) not in plan.black]
    rng.shuffle(free)
    for cell in free[:4]:
        plan.black.add(cell)
        plan.arrows[cell] = rng.choice(sorted(DIRECTIONS))
    dots = frozenset(c for c in free[4:7])
    return plan.puzzle(), HebiAnswer(plan.answer().digits, dots)


def test_random_boards_round_trip_through_url_and_file_with_digits_and_dots():
    for seed in range(25):
        puzzle, answer = random_board(seed)
        assert URL.read(URL.write(puzzle))[0] == puzzle
        assert FILE.read(FILE.write(puzzle, answer)) == (puzzle, answer)


def test_the_file_is_laid_out_as_pzprjs_writes_it():
    answer = HebiAnswer(frozenset({((0, 0), 1)}), frozenset({(0, 1)}))
    text = FILE.write(KNOWN_PUZZLE, answer)
    assert text.splitlines()[:6] == ["pzprv3", "hebi", "5", "6", ". . 3,1 . . . ", ". . 0,- . 4,5 . "]
    assert text.splitlines()[9] == "1 + . . . . "


def test_a_file_without_the_answer_table_opens_with_an_empty_answer():
    text = "pzprv3\nhebi\n1\n3\n2,- . . \n"
    puzzle, answer = FILE.read(text)
    assert puzzle.arrow((0, 0)).direction == "down" and answer == HebiAnswer()


def test_a_bad_answer_entry_is_named():
    with pytest.raises(PuzzleFormatError, match="unexpected entry '9'"):
        FILE.read("pzprv3\nhebi\n1\n3\n2,- . . \n. 9 . \n")
