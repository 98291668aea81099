"""Gates boards: geometry, sides, and the exactly-one-winner property of full boards."""
import itertools
import random

import pytest

from genres.gates.board import HEX_GOALS, MAX_SIZE, MIN_SIZE, Board, get_board
from genres.gates.position import Position, goal_tests
from genres.gates.tiles import DARK, LIGHT, STANDARD_ORIENTATIONS


def winners_of_full_board(board: Board, orientations) -> list[int]:
    """Colours with a group that reaches their goal, on a board filled with `orientations`."""
    pos = Position(board)
    for cell, o in enumerate(orientations):
        pos.place(cell, o)
    wins, _ = goal_tests(board)
    return [colour for colour in (LIGHT, DARK) if any(wins(colour, mask) for _, mask in pos.groups(colour))]


def random_fills(board: Board, count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        yield [rng.choice(STANDARD_ORIENTATIONS) for _ in board.cells]


@pytest.mark.parametrize("size", range(MIN_SIZE, MAX_SIZE + 1))
@pytest.mark.parametrize("variant", ["y", "hex"])
def test_every_full_board_has_exactly_one_winner(variant, size):
    board = get_board(variant, size)
    boards = 12 if size <= 10 else 5
    for fill in random_fills(board, boards, seed=size):
        assert len(winners_of_full_board(board, fill)) == 1, fill


@pytest.mark.parametrize("variant, size", [("y", 2), ("y", 3), ("hex", 2)])
def test_every_full_small_board_has_exactly_one_winner_exhaustively(variant, size):
    board = get_board(variant, size)
    for fill in itertools.product(STANDARD_ORIENTATIONS, repeat=board.cell_count):
        assert len(winners_of_full_board(board, fill)) == 1, fill


def _bad_boards(rule, size=3, count=400):
    board = Board("hex", size, rule)
    return [len(winners_of_full_board(board, fill)) for fill in random_fills(board, count, seed=7)
            if len(winners_of_full_board(board, fill)) != 1]


def test_hex_corners_counted_for_both_sides_give_two_winners():
    assert 2 in _bad_boards("both")


def test_hex_corners_counted_for_neither_side_give_no_winner():
    assert 0 in _bad_boards("neither")


def test_hex_split_with_the_own_rule_at_the_wrong_obtuse_corner_fails():
    assert _bad_boards(("light", "own"))


def test_the_mirror_hex_split_also_gives_one_winner():
    assert _bad_boards(("own", "dark")) == []


def test_hex_acute_corners_have_one_shared_grid_corner_and_obtuse_ones_two():
    board = Board("hex", 4, "both")
    shared = [board.corner_sides[v] for v in range(board.corner_count) if bin(board.corner_sides[v]).count("1") == 2]
    top, right, bottom, left = 1, 2, 4, 8
    assert sorted(shared) == sorted([top | left, right | bottom, top | right, top | right, bottom | left, bottom | left])


def test_hex_shared_corner_counts_only_for_a_side_its_colour_can_use_at_acute_corners():
    board = get_board("hex", 4)
    plain = Board("hex", 4, "both")
    for v in range(board.corner_count):
        if plain.corner_sides[v] in (0b1001, 0b0110):       # the acute corners
            assert board.corner_sides[v] & ~HEX_GOALS[board.corner_class[v]] == 0
            assert board.corner_sides[v] != 0


def test_y_board_corner_grid_point_counts_for_both_sides():
    board = get_board("y", 5)
    apex_top = board.cell_corners[board.cell_from_label("a1")][0]
    assert board.corner_sides[apex_top] == 0b101            # right and left


@pytest.mark.parametrize("size", [2, 3, 5])
def test_cross_corner_cells_have_a_middle_edge_on_two_consecutive_sides(size):
    board = get_board("cross", size)
    double = [mask for _, _, mask in board.border_edges if bin(mask).count("1") == 2]
    assert sorted(double) == sorted((1 << i) | (1 << (i + 1) % 6) for i in range(6))


@pytest.mark.parametrize("variant, size, cells", [("y", 7, 28), ("hex", 10, 100), ("cross", 5, 61), ("cross", 19, 1027)])
def test_board_cell_counts(variant, size, cells):
    assert get_board(variant, size).cell_count == cells


def test_grid_corners_alternate_class_around_every_cell():
    board = get_board("cross", 4)
    for corners in board.cell_corners:
        assert [board.corner_class[v] for v in corners] == [0, 1, 0, 1, 0, 1]


def test_neighbours_share_two_corners():
    board = get_board("hex", 5)
    for cell, around in enumerate(board.neighbours):
        for k, nb in enumerate(around):
            if nb >= 0:
                assert len(set(board.cell_corners[cell]) & set(board.cell_corners[nb])) == 2


def test_labels_are_row_numbers_and_column_letters_from_the_left():
    board = get_board("y", 4)
    assert [board.label(c) for c in board.rows[3]] == ["a4", "b4", "c4", "d4"]
    assert board.cell_from_label("a1") == 0
    assert board.cell_from_label("b1") is None
    big = get_board("cross", 19)
    middle_row = big.rows[18]
    assert len(middle_row) == 37 and big.label(middle_row[-1]) == "ak19"


def test_click_position_finds_the_cell():
    board = get_board("cross", 3)
    for cell in range(board.cell_count):
        assert board.cell_at(*board.cell_center(cell)) == cell
    left, top, _, _ = board.bounds()
    assert board.cell_at(left - 1, top - 1) is None


@pytest.mark.parametrize("size", [1, 20, "7"])
def test_sizes_outside_two_to_nineteen_are_refused(size):
    with pytest.raises(ValueError, match="size"):
        get_board("y", size)


def test_unknown_variant_is_refused():
    with pytest.raises(ValueError, match="variant"):
        get_board("square", 5)
