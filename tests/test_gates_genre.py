"""Gates as a studio genre: the game is the document's puzzle, every move one undo
step, files hold the game record, options replay the game."""
from __future__ import annotations

import pytest

from genres.core import nativefile
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.gates import DARK, GENRE, LIGHT, SWAP, GameState, Move, read_record, write_record
from genres.gates.genre import COMPUTER, PERSON, GatesGame, laid_tiles
from genres.registry import get_genre


def game(*moves, variant="y", size=5, **kw) -> GatesGame:
    state = GameState(variant, size, **kw)
    for m in moves:
        state = state.play(m)
    return GatesGame(state, (PERSON, COMPUTER), 0.5)


def test_gates_is_registered_as_a_game_with_three_variants():
    g = get_genre("gates")
    assert g is GENRE and g.kind == "game"
    assert [v for v, _ in g.variants] == ["y", "hex", "cross"]
    assert [g.default_size_for(v) for v in ("y", "hex", "cross")] == [(10, 10), (10, 10), (5, 5)]


def test_a_new_game_has_the_asked_variant_and_size_and_is_empty():
    g = GENRE.new_puzzle(7, 7, "cross")
    assert (g.state.variant, g.state.size, g.state.moves) == ("cross", 7, ())
    assert GENRE.size(g) == (7, 7)


def test_native_json_round_trip_keeps_moves_swap_players_and_time():
    g = game(Move(3, 0), SWAP, Move(7, 2))
    g = GENRE.with_option(GENRE.with_option(g, "first_player", COMPUTER), "seconds", 2.0)
    doc = Document(GENRE, g, metadata={"title": "Study"})
    back = nativefile.loads(nativefile.dumps(doc))
    assert back.puzzle == g
    assert back.puzzle.state.swapped and back.puzzle.players == (COMPUTER, COMPUTER)
    assert back.puzzle.seconds == 2.0 and back.metadata["title"] == "Study"


def test_the_json_holds_the_record_in_the_original_notation():
    g = game(Move(3, 4), SWAP)
    record = GENRE.puzzle_to_json(g)["record"]
    assert "c:a3" in record.splitlines() and "swap" in record.splitlines()


@pytest.mark.parametrize("data, words", [
    ({"players": ["person", "person"]}, "record"),
    ({"record": "Variant: Y Gates\nSize: 5\nc:zz9\n"}, "line 3"),
    ({"record": "Size: 5\n"}, "variant"),
    ({"record": "Variant: Y Gates\nSize: 5\nc:a1\nc:a1\n"}, "already holds a tile"),
    ({"record": "Variant: Y Gates\n", "players": ["alien", "person"]}, "players"),
    ({"record": "Variant: Y Gates\n", "seconds": -1}, "thinking time"),
    ([1, 2], "JSON object"),
])
def test_bad_game_data_gives_a_clear_error(data, words):
    with pytest.raises(PuzzleFormatError, match=words):
        GENRE.puzzle_from_json(data)


def test_the_gates_record_format_reads_and_writes_records():
    fmt = GENRE.formats()[0]
    assert ".gates" in fmt.extensions
    g = game(Move(0, 2), Move(4, 4), variant="hex", size=3)
    puzzle, answer = fmt.read(fmt.write(g))
    assert puzzle.state.moves == g.state.moves and puzzle.state.variant == "hex" and answer is None
    with pytest.raises(PuzzleFormatError, match="line 2"):
        fmt.read("Variant: Y Gates\nBogus: 3\n")


def test_a_move_and_a_swap_are_each_undone_as_one_step_through_the_document():
    doc = Document(GENRE, game())
    first = doc.puzzle.state.play(Move(2, 0))
    doc.apply(puzzle=doc.puzzle.with_state(first), label="move 1")
    doc.apply(puzzle=doc.puzzle.with_state(first.play(SWAP)), label="move 2")
    # after the swap the first player plays Dark and lays the next tile
    assert doc.puzzle.state.swapped and doc.puzzle.state.player_to_move == 1
    doc.undo()
    assert not doc.puzzle.state.swapped and doc.puzzle.state.player_to_move == 2
    assert doc.puzzle.state.can_swap
    doc.undo()
    assert doc.puzzle.state.moves == ()
    doc.redo()
    doc.redo()
    assert doc.puzzle.state.swapped


def test_game_status_says_whose_turn_and_announces_the_winner():
    status = GENRE.game_status(game())
    assert status.title == "Light to move" and not status.banner
    # Y Gates size 2: three cells; fill it and someone must win
    state = GameState("y", 2, swap=False)
    for cell in range(3):
        if state.is_over:
            break
        state = state.play(Move(cell, 0))
    assert state.is_over
    status = GENRE.game_status(GatesGame(state, (PERSON, PERSON)))
    name = "Light" if state.result.winner == LIGHT else "Dark"
    assert status.banner == f"{name} wins: connected all three sides"
    assert any("touches all three sides" in x for x in status.lines)


def test_turning_align_off_refuses_when_a_move_needs_it():
    g = game(Move(0, 3), align=True)          # d needs align
    with pytest.raises(ValueError, match="move 1"):
        GENRE.with_option(g, "align", False)
    assert GENRE.with_option(game(Move(0, 0)), "align", True).state.options.align


def test_turning_swap_off_refuses_a_game_with_a_swap():
    with pytest.raises(ValueError, match="swap"):
        GENRE.with_option(game(Move(0, 0), SWAP), "swap", False)


def test_a_study_position_keeps_its_tiles_and_turn_through_the_record():
    state = GameState("y", 5, setup=((0, 0), (4, 2), (9, 4)), first=DARK)
    assert state.to_move == DARK and not state.can_swap
    after = state.play(Move(1, 0))
    back = read_record(write_record(after))
    assert back.setup == state.setup and back.first == DARK and back.moves == after.moves
    assert laid_tiles(after) == ((0, 0), (4, 2), (9, 4), (1, 0))
    assert after.undo().setup == state.setup


def test_a_setup_that_already_holds_a_winning_path_is_decided():
    # Y Gates 2: every full board has a winner
    state = GameState("y", 2, setup=((0, 0), (1, 0), (2, 0)))
    assert state.is_over and state.result.winner is not None


def test_the_swap_hint_names_the_swap_button_only_when_a_person_answers():
    from genres.gates import Move
    state = GameState("y", 5).play(Move(4, 0))
    person = GENRE.game_status(GatesGame(state, (PERSON, PERSON)))
    assert any("Swap button or S" in line for line in person.lines)
    computer = GENRE.game_status(GatesGame(state, (PERSON, COMPUTER)))
    assert any("Dark may swap" in line for line in computer.lines)
    assert not any("Swap button" in line for line in computer.lines)
