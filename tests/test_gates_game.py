"""Gates rules: tiles, goals of each variant, Cross Gates precedence, swap, align, undo."""
import pytest

from genres.gates import DARK, LIGHT, SWAP, GameState, IllegalMove, Move, get_board, parse_move, play_text
from genres.gates.tiles import (STANDARD_ORIENTATIONS, dark_stripe, left_out_corners, light_stripe,
                                orientation_from_letter)


def play(variant, size, moves, **options):
    state = GameState(variant, size, **options)
    for text in moves.split():
        state = play_text(state, text)
    return state


def state_move(state, text):
    return parse_move(state.board, text)


def sides_touched(state, corners):
    mask = 0
    for v in corners:
        mask |= state.board.corner_sides[v]
    return {s for s in range(state.board.side_count) if mask >> s & 1}


def opposite_pair_joined(state, colour):
    return any(mask >> i & 1 and mask >> (i + 3) & 1 for _, _, mask in state.groups(colour) for i in range(3))


# -- tiles ---------------------------------------------------------------------------------

def test_the_three_orientations_are_turns_of_120_degrees():
    a, b, c = (orientation_from_letter(x) for x in "abc")
    turn = lambda pair: tuple(sorted((k + 2) % 6 for k in pair))
    assert turn(light_stripe(a)) == tuple(sorted(light_stripe(b)))
    assert turn(light_stripe(b)) == tuple(sorted(light_stripe(c)))
    assert turn(dark_stripe(c)) == tuple(sorted(dark_stripe(a)))


@pytest.mark.parametrize("o", STANDARD_ORIENTATIONS)
def test_a_tile_joins_two_light_and_two_dark_corners_leaving_out_opposite_ones(o):
    light, dark = light_stripe(o), dark_stripe(o)
    assert all(k % 2 == 0 for k in light) and all(k % 2 == 1 for k in dark)
    left_light, left_dark = left_out_corners(o)
    assert {left_light, *light} == {0, 2, 4} and {left_dark, *dark} == {1, 3, 5}
    assert (left_dark - left_light) % 6 == 3


def test_turning_a_tile_half_a_turn_swaps_its_colours():
    for std, turned in zip("abc", "def"):
        s, t = orientation_from_letter(std), orientation_from_letter(turned)
        assert set(light_stripe(t)) == set(dark_stripe(s)) and set(dark_stripe(t)) == set(light_stripe(s))


# -- goals -----------------------------------------------------------------------------------

def test_y_gates_light_wins_by_touching_all_three_sides():
    before = play("y", 3, "b:b2 a:a3")
    assert before.result is None
    state = before.play(state_move(before, "b:b3"))
    assert state.result.winner == LIGHT and state.result.reason == "connected"
    assert sides_touched(state, state.result.path_corners) == {0, 1, 2}
    assert state.result.path_cells


def test_y_gates_a_tile_laid_by_dark_can_complete_lights_path():
    state = play("y", 3, "a:a1 c:a3 a:a2 a:b2")        # the fourth tile is Dark's
    assert len(state.moves) % 2 == 0 and state.result.winner == LIGHT


def test_y_gates_dark_wins_by_touching_all_three_sides():
    state = play("y", 3, "a:a3 a:b3 c:c3 b:b2")
    assert state.result.winner == DARK and sides_touched(state, state.result.path_corners) == {0, 1, 2}


def test_hex_gates_light_joins_top_and_bottom():
    state = play("hex", 3, "b:b2 c:b1 c:a3")
    assert state.result.winner == LIGHT
    assert {0, 2} <= sides_touched(state, state.result.path_corners)


def test_hex_gates_dark_joins_left_and_right_even_with_lights_tile():
    state = play("hex", 3, "b:c2 a:b3 a:a3")            # the third tile is Light's
    assert state.result.winner == DARK
    assert {1, 3} <= sides_touched(state, state.result.path_corners)


def test_no_move_is_allowed_after_the_game_is_won():
    state = play("hex", 3, "b:b2 c:b1 c:a3")
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove) as refused:
        state.play(Move(0, 0))
    assert refused.value.code == "game-over"


def test_cross_gates_win_by_three_non_adjacent_sides():
    state = play("cross", 2, "a:a3 a:b3 b:b2 c:b1", swap=False)
    assert state.result.winner == DARK and state.result.reason == "connected"
    touched = sides_touched(state, state.result.path_corners)
    assert {0, 2, 4} <= touched or {1, 3, 5} <= touched


def test_cross_gates_joining_opposite_sides_loses():
    state = play("cross", 2, "b:b1 a:a2 b:b2", swap=False)   # Light's own tile joins Light's opposite sides
    assert state.result.winner == DARK and state.result.reason == "opposite-sides"
    assert opposite_pair_joined(state, LIGHT)


def test_cross_gates_a_tile_can_make_the_opponent_lose():
    state = play("cross", 2, "b:a2 a:b2 a:c2", swap=False)   # Light's tile joins Dark's opposite sides
    assert state.result.winner == LIGHT and opposite_pair_joined(state, DARK)


def test_cross_gates_winning_path_wins_even_if_it_also_joins_opposite_sides():
    before = play("cross", 2, "b:a3 b:b2 c:b3", swap=False)
    assert before.result is None
    state = play_text(before, "c:b1")                         # Dark moves
    assert opposite_pair_joined(state, DARK)
    assert state.result.winner == DARK and state.result.reason == "connected"


def test_cross_gates_completing_losing_paths_for_both_makes_the_mover_lose():
    before = play("cross", 2, "a:c2 a:b2", swap=False)
    assert before.to_move == LIGHT and before.result is None
    state = play_text(before, "a:a2")
    assert opposite_pair_joined(state, LIGHT) and opposite_pair_joined(state, DARK)
    assert state.result.winner == DARK and state.result.reason == "opposite-sides"


def three_non_adjacent_sides_joined(state, colour):
    return any(mask & 0b010101 == 0b010101 or mask & 0b101010 == 0b101010 for _, _, mask in state.groups(colour))


def test_cross_gates_one_standard_tile_can_complete_winning_paths_for_both_and_the_mover_wins():
    # rules §5: possible without align; this record is from a random Cross 3 game
    before = play("cross", 3, "c:d4 a:e3 a:c1 a:d3 a:d2 c:c4 c:c3 b:a3 a:b1 a:a4 a:a5 c:c5 b:b4 c:a1", swap=False)
    assert before.result is None and before.to_move == LIGHT
    assert not three_non_adjacent_sides_joined(before, LIGHT) and not three_non_adjacent_sides_joined(before, DARK)
    state = play_text(before, "c:b2")
    assert three_non_adjacent_sides_joined(state, LIGHT) and three_non_adjacent_sides_joined(state, DARK)
    assert state.result.winner == LIGHT and state.result.reason == "connected"
    # the same tile laid by Dark (Dark to move in the same position) wins for Dark
    flipped = GameState("cross", 3, swap=False, setup=tuple((m.cell, m.orientation) for m in before.moves),
                        first=DARK)
    assert flipped.to_move == DARK
    assert play_text(flipped, "c:b2").result.winner == DARK


def test_cross_gates_a_dark_tile_can_win_for_light():
    state = play("cross", 2, "b:a3 a:a2 b:b1 b:b2", swap=False)
    assert state.result.winner == LIGHT and state.result.reason == "connected"


# -- moves, swap, undo ---------------------------------------------------------------------------

def test_light_moves_first_then_turns_alternate():
    state = GameState("y", 4)
    assert state.to_move == LIGHT and state.player_to_move == 1
    state = play_text(state, "a:a1")
    assert state.to_move == DARK and state.player_to_move == 2


def test_occupied_cells_are_refused():
    state = play("y", 4, "a:b3")
    refusal = state.refusal(Move(get_board("y", 4).cell_from_label("b3"), 2))
    assert refusal.code == "occupied" and "b3" in refusal.message


def test_cells_off_the_board_are_refused():
    assert GameState("y", 4).refusal(Move(10, 0)).code == "off-board"


def test_swap_hands_light_to_the_second_player_and_first_player_plays_dark():
    state = play("y", 5, "a:c3 swap")
    assert state.swapped and state.to_move == DARK
    assert state.player_to_move == 1 and state.player_of(LIGHT) == 2
    assert state.tile_count == 1


def test_swap_only_as_darks_first_answer():
    assert GameState("y", 5).refusal(SWAP).code == "no-swap"
    assert play("y", 5, "a:c3 b:b2").refusal(SWAP).code == "no-swap"
    assert play("y", 5, "a:c3 swap").refusal(SWAP).code == "no-swap"


def test_swap_can_be_switched_off():
    state = play("y", 5, "a:c3", swap=False)
    assert SWAP not in state.legal_moves()
    assert "off" in state.refusal(SWAP).message


def test_undo_of_a_swap_gives_the_choice_back():
    after_first = play("y", 5, "a:c3")
    swapped = play_text(after_first, "swap")
    undone = swapped.undo()
    assert not undone.swapped and undone.can_swap
    assert undone.moves == after_first.moves and undone.player_to_move == 2
    assert undone.tiles == after_first.tiles


def test_undo_takes_back_a_winning_move():
    state = play("y", 3, "b:b2 a:a3 b:b3")
    back = state.undo()
    assert back.result is None and back.tile_at(get_board("y", 3).cell_from_label("b3")) is None


def test_playing_leaves_the_earlier_state_unchanged():
    state = GameState("hex", 4)
    later = play_text(state, "b:b2")
    assert state.tile_count == 0 and later.tile_count == 1 and state.moves == ()


# -- align ------------------------------------------------------------------------------------------

def test_half_turned_tiles_need_the_align_option():
    refusal = GameState("y", 4).refusal(Move(0, orientation_from_letter("d")))
    assert refusal.code == "bad-orientation"


def test_align_allows_six_orientations():
    assert len(GameState("y", 4, align=True).legal_moves()) == 10 * 6


def test_align_refuses_a_clashing_tile_without_a_matching_neighbour():
    state = play("y", 4, "d:a3", align=True)
    refusal = state.refusal(state_move(state, "a:b3"))
    assert refusal is not None and refusal.code == "align-clash"


def test_align_allows_a_clashing_tile_with_a_matching_neighbour_and_it_recolours_the_clash():
    board = get_board("y", 4)
    state = play("y", 4, "d:a3 a:c3 a:b3", align=True)        # b3 clashes with a3 but matches c3
    a3, b3 = board.cell_from_label("a3"), board.cell_from_label("b3")
    shared = set(board.cell_corners[a3]) & set(board.cell_corners[b3])
    assert len(shared) == 2
    for v in shared:                                           # they now show b3's colours
        assert state.corner_colour(v) == board.corner_class[v]
    # a3's Light stripe ran into a shared corner that is now Dark: it no longer connects there
    k1, k2 = light_stripe(orientation_from_letter("d"))
    ends = {board.cell_corners[a3][k1], board.cell_corners[a3][k2]}
    assert not any(ends <= set(corners) for corners, _, _ in state.groups(LIGHT))


@pytest.mark.parametrize("variant,size", [("y", 6), ("cross", 4), ("hex", 5)])
def test_with_align_the_paths_after_recolouring_tiles_are_those_of_the_tiles_on_the_board(variant, size):
    """Recolouring skips the rebuild of the paths when the recoloured corners ended no
    stripe; the paths must still be exactly those a rebuild from the tiles gives."""
    import random
    rng = random.Random(7)
    for _ in range(40):
        state = GameState(variant, size, align=True, swap=False)
        while not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
            rebuilt = state.position()
            rebuilt._rebuild()
            for colour in (LIGHT, DARK):
                live = sorted((sorted(corners), mask) for corners, _, mask in state.groups(colour))
                fresh = sorted((sorted(corners), mask) for corners, mask in rebuilt.groups(colour))
                assert live == fresh
