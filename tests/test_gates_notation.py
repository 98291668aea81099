"""Gates move notation and game records."""
import pytest

from genres.gates import SWAP, GameState, Move, NotationError, format_move, get_board, parse_move, read_record, write_record

RECORD = """# Gates game record
Variant: Y Gates
Size: 5
Swap: on
Align: off

c:c3
swap
a:b2
"""


def test_move_reads_orientation_then_cell():
    board = get_board("y", 5)
    assert parse_move(board, "c:d4") == Move(board.cell_from_label("d4"), 4)
    assert parse_move(board, " B:A1 ") == Move(0, 2)
    assert parse_move(board, "swap") == SWAP


def test_move_writes_back_the_same_text():
    board = get_board("cross", 19)
    for cell in (0, 500, board.cell_count - 1):
        for o in range(6):
            text = format_move(board, Move(cell, o))
            assert parse_move(board, text) == Move(cell, o)


@pytest.mark.parametrize("text, words", [
    ("c3", "not a move"),
    ("c:", "not a move"),
    ("g:a1", "no orientation 'g'"),
    ("a:f3", "cell f3 is not on the board (row 3 of Y Gates 5 has cells a3-c3)"),
    ("a:a9", "Y Gates 5 has rows 1-5"),
])
def test_bad_moves_say_what_is_wrong(text, words):
    with pytest.raises(NotationError) as bad:
        parse_move(get_board("y", 5), text)
    assert words in str(bad.value)


def test_record_round_trip():
    state = read_record(RECORD)
    assert state.variant == "y" and state.size == 5 and state.swapped and state.tile_count == 2
    assert read_record(write_record(state)).moves == state.moves
    assert write_record(state) == RECORD


def test_record_defaults_size_and_options():
    state = read_record("Variant: cross\n")
    assert state.size == 5 and state.options.swap and not state.options.align


def test_record_error_names_the_line_of_an_occupied_cell():
    with pytest.raises(NotationError) as bad:
        read_record(RECORD + "b:c3\n")
    assert bad.value.line == 10 and "c3 already holds a tile" in str(bad.value)


def test_record_error_names_the_line_of_a_cell_off_the_board():
    with pytest.raises(NotationError) as bad:
        read_record(RECORD.replace("a:b2", "a:z2"))
    assert bad.value.line == 9 and "not on the board" in str(bad.value)


def test_record_error_for_a_half_turned_tile_without_align():
    with pytest.raises(NotationError) as bad:
        read_record(RECORD.replace("a:b2", "d:b2"))
    assert bad.value.line == 9 and "align" in str(bad.value)


def test_record_error_for_a_late_swap():
    with pytest.raises(NotationError) as bad:
        read_record(RECORD + "swap\n")
    assert bad.value.line == 10 and "swap" in str(bad.value).lower()


def test_record_error_for_a_move_after_the_end():
    finished = "Variant: Y Gates\nSize: 3\n b:b2\na:a3\nb:b3\na:a1\n"
    with pytest.raises(NotationError) as bad:
        read_record(finished)
    assert bad.value.line == 6 and "over" in str(bad.value)


@pytest.mark.parametrize("text, line, words", [
    ("Size: 5\n", None, "which variant"),
    ("Variant: Square\n", 1, "unknown variant"),
    ("Variant: Hex Gates\nSize: 25\n", 2, "size must be"),
    ("Variant: Hex Gates\nSize: big\n", 2, "whole number"),
    ("Variant: Hex Gates\nSwap: maybe\n", 2, "on or off"),
    ("Variant: Hex Gates\nColour: red\n", 2, "unknown header"),
    ("Variant: Hex Gates\nVariant: Y Gates\n", 2, "twice"),
])
def test_record_header_errors(text, line, words):
    with pytest.raises(NotationError) as bad:
        read_record(text)
    assert bad.value.line == line and words in str(bad.value)


def test_record_keeps_align_and_half_turned_tiles():
    state = GameState("hex", 4, align=True)
    state = state.play(Move(0, 3))
    again = read_record(write_record(state))
    assert again.options.align and again.tile_at(0) == 3
