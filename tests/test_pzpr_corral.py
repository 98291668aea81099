"""Corral as puzz.link ``bag`` (the loop) and ``cave`` (shading) URLs and pzprv3 files."""
from __future__ import annotations

import random

import pytest

from genres.core.errors import PuzzleFormatError
from genres.corral import GENRE
from genres.corral.generator import random_inside
from genres.corral.model import CorralAnswer, CorralPuzzle, answer_from_inside, inside_cells
from genres.corral.pzpr import BagFile, BagUrl, CaveFile, CaveUrl
from genres.core.grid import Grid
from genres.corral.regions import additive_value

BAG_URL, CAVE_URL, BAG, CAVE = BagUrl(GENRE), CaveUrl(GENRE), BagFile(GENRE), CaveFile(GENRE)
NUMBERS = {(0, 5): 3, (1, 2): 6, (2, 1): 2, (3, 2): 7, (3, 4): 3, (4, 0): 2, (4, 3): 3}
KNOWN = CorralPuzzle(6, 6, frozenset(NUMBERS.items()))


def test_bag_and_cave_urls_of_the_same_puzzle_read_to_one_corral_puzzle():
    assert BAG_URL.read("https://puzz.link/p?bag/6/6/k3h6j2l7g3g2h3n")[0] == KNOWN
    assert CAVE_URL.read("https://puzz.link/p?cave/6/6/k3h6j2l7g3g2h3n")[0] == KNOWN
    assert BAG_URL.write(KNOWN) == "https://puzz.link/p?bag/6/6/k3h6j2l7g3g2h3n"
    assert CAVE_URL.write(KNOWN) == "https://puzz.link/p?cave/6/6/k3h6j2l7g3g2h3n"


def random_board(seed: int) -> tuple[CorralPuzzle, frozenset]:
    rng = random.Random(seed)
    rows, cols = rng.randint(3, 9), rng.randint(3, 9)
    inside = random_inside(rows, cols, rng)
    cells = sorted(inside)
    rng.shuffle(cells)
    numbers = {c: additive_value(Grid(rows, cols), inside, c) for c in cells[:4]}
    return CorralPuzzle(rows, cols, frozenset(numbers.items())), inside


def test_random_boards_round_trip_as_bag_with_loop_crosses_and_marks():
    for seed in range(25):
        puzzle, inside = random_board(seed)
        loop = answer_from_inside(puzzle, inside)
        sides = sorted(loop.sides)
        outside = [c for c in puzzle.geometry.cells() if c not in inside]
        answer = CorralAnswer(frozenset(sides[1:]), frozenset(sides[:1]), frozenset(outside[:2]))
        assert BAG_URL.read(BAG_URL.write(puzzle))[0] == puzzle
        assert BAG.read(BAG.write(puzzle, answer)) == (puzzle, answer)


def test_a_cave_file_holds_the_shading_outside_the_loop_and_reads_back_to_the_loop():
    for seed in range(25):
        puzzle, inside = random_board(seed)
        answer = answer_from_inside(puzzle, inside)
        text = CAVE.write(puzzle, answer)
        shaded = {(r, c) for r, line in enumerate(text.splitlines()[4 + puzzle.rows:4 + 2 * puzzle.rows])
                  for c, tok in enumerate(line.split()) if tok == "#"}
        assert shaded == set(puzzle.geometry.cells()) - inside
        assert CAVE.read(text) == (puzzle, answer)


def test_a_cave_file_with_nothing_shaded_opens_with_no_loop():
    text = CAVE.write(KNOWN, CorralAnswer())
    assert CAVE.read(text) == (KNOWN, CorralAnswer())
    assert not inside_cells(KNOWN, CAVE.read(text)[1])


def test_the_bag_file_is_laid_out_as_pzprjs_writes_it():
    lines = BAG.write(KNOWN).splitlines()
    assert lines[:5] == ["pzprv3", "bag", "6", "6", ". . . . . 3 "]
    assert lines[10:11] == ["0 0 0 0 0 0 "]                 # the note colours
    assert len(lines) == 4 + 6 + 6 + 6 + 7                  # numbers, notes, 6x7 and 7x6 lines


def test_a_zero_cannot_be_read_but_a_question_mark_can():
    # (a "?" is covered in tests/test_corral_question.py)
    assert BAG_URL.read("bag/3/3/.n")[0].number((0, 0)) == "?"
    with pytest.raises(PuzzleFormatError, match="can never be right"):
        BAG_URL.read("bag/3/3/0n")


def test_the_additive_multiplicative_variant_is_refused_with_a_reason():
    p = CorralPuzzle(2, 2, frozenset({((0, 0), 2), ((1, 1), 2)}), "additive-multiplicative")
    for fmt in (BAG_URL, CAVE_URL, BAG, CAVE):
        with pytest.raises(PuzzleFormatError, match="no Additive/Multiplicative"):
            fmt.write(p)
