"""The Gates board view: the preview tile follows the mouse and turns with R or
the wheel, a click lays it (or says why not), the position editor places and
removes tiles, and the board paints tiles, sides and the winning path."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from conftest import fake_context
from genres.core.view import ViewState
from genres.gates import DARK, GENRE, LIGHT, GameState, Move
from genres.gates.genre import PERSON, GatesGame
from genres.gates.paint import DARK_COLOUR, LIGHT_COLOUR, TILE_FILL, WIN_FILL
from genres.gates.view import GatesView

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
NOMOD = Qt.NoModifier


FakeContext = fake_context(GENRE)


def new_game(variant="y", size=5, **kw) -> GatesGame:
    return GatesGame(GameState(variant, size, **kw), (PERSON, PERSON), 0.2)


def at(view, ctx, label):
    game = ctx.document.puzzle
    p = view.cell_pos(game, game.state.board.cell_from_label(label))
    return (p.x(), p.y())


@pytest.fixture
def play():
    return GatesView(), FakeContext(new_game())


def test_a_click_lays_the_preview_tile_on_that_cell(play):
    view, ctx = play
    view.mouse_press(ctx, at(view, ctx, "b4"), LEFT, NOMOD)
    state = ctx.document.puzzle.state
    assert [str(m) for m in state.moves] == [f"a@{state.board.cell_from_label('b4')}"]
    assert ctx.document.undo_label().startswith("move 1 (a:b4)")


def test_r_turns_the_preview_and_the_click_uses_the_new_orientation(play):
    view, ctx = play
    assert view.key_press(ctx, Qt.Key_R, "r", NOMOD)
    assert view.key_press(ctx, Qt.Key_R, "r", NOMOD)
    view.mouse_press(ctx, at(view, ctx, "c3"), LEFT, NOMOD)
    state = ctx.document.puzzle.state
    assert state.tile_at(state.board.cell_from_label("c3")) == 4     # c
    assert view.key_press(ctx, Qt.Key_R, "r", NOMOD)                  # back round to a
    assert view.preview_orientation(state) == 0


def test_the_wheel_turns_the_preview_both_ways(play):
    view, ctx = play
    assert view.wheel(ctx, (0, 0), -120, NOMOD)
    assert view.preview_orientation(ctx.document.puzzle.state) == 2   # b
    view.wheel(ctx, (0, 0), 120, NOMOD)
    view.wheel(ctx, (0, 0), 120, NOMOD)
    assert view.preview_orientation(ctx.document.puzzle.state) == 4   # c


def test_with_align_the_preview_turns_through_all_six_orientations():
    view, ctx = GatesView(), FakeContext(new_game(align=True))
    seen = set()
    for _ in range(6):
        seen.add(view.preview_orientation(ctx.document.puzzle.state))
        view.key_press(ctx, Qt.Key_R, "r", NOMOD)
    assert seen == set(range(6))


def test_a_click_on_an_occupied_cell_is_refused_with_the_reason(play):
    view, ctx = play
    view.mouse_press(ctx, at(view, ctx, "a2"), LEFT, NOMOD)
    view.mouse_press(ctx, at(view, ctx, "a2"), LEFT, NOMOD)
    assert len(ctx.document.puzzle.state.moves) == 1
    assert ctx.messages[-1] == "Cell a2 already holds a tile."


def test_a_click_off_the_board_does_nothing(play):
    view, ctx = play
    assert not view.mouse_press(ctx, (-50.0, -50.0), LEFT, NOMOD)
    assert ctx.document.puzzle.state.moves == ()


def test_s_swaps_after_the_first_tile_only(play):
    view, ctx = play
    view.key_press(ctx, Qt.Key_S, "s", NOMOD)
    assert ctx.document.puzzle.state.moves == () and "Swapping" in ctx.messages[-1]
    view.mouse_press(ctx, at(view, ctx, "a1"), LEFT, NOMOD)
    view.key_press(ctx, Qt.Key_S, "s", NOMOD)
    assert ctx.document.puzzle.state.swapped


def test_the_preview_follows_the_mouse(play):
    view, ctx = play
    assert view.mouse_move(ctx, at(view, ctx, "c4"), Qt.NoButton, NOMOD)
    assert view.hover_cell == ctx.document.puzzle.state.board.cell_from_label("c4")
    assert not view.mouse_move(ctx, at(view, ctx, "c4"), Qt.NoButton, NOMOD)   # same cell: no repaint
    assert view.mouse_leave(ctx) and view.hover_cell is None


def test_the_position_editor_places_and_removes_tiles_without_passing_the_turn():
    view, ctx = GatesView(), FakeContext(new_game(), mode="edit")
    view.mouse_press(ctx, at(view, ctx, "b3"), LEFT, NOMOD)
    view.mouse_press(ctx, at(view, ctx, "a5"), LEFT, NOMOD)
    state = ctx.document.puzzle.state
    assert len(state.setup) == 2 and state.moves == () and state.to_move == LIGHT
    view.mouse_press(ctx, at(view, ctx, "b3"), LEFT, NOMOD)
    assert [c for c, _ in ctx.document.puzzle.state.setup] == [state.board.cell_from_label("a5")]
    assert view.key_press(ctx, Qt.Key_T, "t", NOMOD)
    assert ctx.document.puzzle.state.to_move == DARK
    ctx.document.undo()
    assert ctx.document.puzzle.state.to_move == LIGHT


def test_editing_a_played_game_turns_its_tiles_into_the_study_position(play):
    view, ctx = play
    view.mouse_press(ctx, at(view, ctx, "a1"), LEFT, NOMOD)
    view.mouse_press(ctx, at(view, ctx, "b2"), LEFT, NOMOD)
    ctx.mode = "edit"
    view.key_press(ctx, Qt.Key_T, "t", NOMOD)
    state = ctx.document.puzzle.state
    assert state.moves == () and len(state.setup) == 2 and state.to_move == DARK


# ----- painting --------------------------------------------------------------------------------
def render(game: GatesGame, view=None, mode="play"):
    from editor.export import render_image
    return render_image(GENRE, game, None, scale=40)


def pixel_near(image, view, game, cell, colours, radius=12):
    """Some pixel within `radius` of the cell centre close to any of `colours`."""
    rect = view.board_rect(game)
    p = view.cell_pos(game, cell)
    cx = (p.x() - rect.left()) * image.width() / rect.width()
    cy = (p.y() - rect.top()) * image.height() / rect.height()
    for dx in range(-radius, radius + 1, 2):
        for dy in range(-radius, radius + 1, 2):
            c = image.pixelColor(int(cx + dx), int(cy + dy))
            for want in colours:
                if max(abs(c.red() - want.red()), abs(c.green() - want.green()),
                       abs(c.blue() - want.blue())) < 12:
                    return True
    return False


def test_a_tile_shows_a_white_and_a_blue_stripe_on_its_cell(qapp):
    game = new_game().with_state(GameState("y", 5).play(Move(7, 0)))
    view = GatesView()
    image = render(game)
    assert pixel_near(image, view, game, 7, [DARK_COLOUR])
    assert pixel_near(image, view, game, 7, [LIGHT_COLOUR])
    assert pixel_near(image, view, game, 7, [TILE_FILL])
    assert not pixel_near(image, view, game, 12, [DARK_COLOUR, TILE_FILL])    # an empty cell


def test_the_winning_path_is_highlighted(qapp):
    state = GameState("y", 2, swap=False)
    cell = 0
    while not state.is_over:
        state = state.play(Move(cell, 0))
        cell += 1
    game = new_game().with_state(state)
    view = GatesView()
    image = render(game)
    assert state.result.path_cells
    for c in state.result.path_cells:
        assert pixel_near(image, view, game, c, [WIN_FILL])


def test_the_preview_is_painted_on_screen_but_never_exported(qapp):
    from PySide6.QtGui import QImage, QPainter
    game = new_game()
    view = GatesView()
    view.hover_cell = 4
    rect = view.board_rect(game)
    image = QImage(int(rect.width() * 40), int(rect.height() * 40), QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(40, 40)
    painter.translate(-rect.left(), -rect.top())
    view.paint(painter, ViewState(game, None))
    painter.end()
    # the ghost tile's (pale) blue stripe shows on the empty cell on screen only
    assert bluish_near(image, view, game, 4)
    assert not bluish_near(render(game), view, game, 4)


def bluish_near(image, view, game, cell, radius=12):
    rect = view.board_rect(game)
    p = view.cell_pos(game, cell)
    cx = (p.x() - rect.left()) * image.width() / rect.width()
    cy = (p.y() - rect.top()) * image.height() / rect.height()
    return any(image.pixelColor(int(cx + dx), int(cy + dy)).blue()
               - image.pixelColor(int(cx + dx), int(cy + dy)).red() > 40
               for dx in range(-radius, radius + 1, 2) for dy in range(-radius, radius + 1, 2))


def test_hex_gates_sides_are_coloured_by_owner(qapp):
    from genres.gates.paint import board_rect_engine
    game = new_game("hex", 4)
    image = render(game)
    view = GatesView()
    rect = view.board_rect(game)
    board = game.state.board
    # the left side (Dark's) below the first cell of the middle row, outside the board
    left_cell = board.rows[2][0]
    x, y = board.cell_center(left_cell)
    from genres.gates.paint import UNIT
    px = ((x - 1.05) * UNIT - rect.left()) * image.width() / rect.width()
    py = (y * UNIT - rect.top()) * image.height() / rect.height()
    c = image.pixelColor(int(px), int(py))
    assert abs(c.blue() - DARK_COLOUR.blue()) < 20 and abs(c.red() - DARK_COLOUR.red()) < 20
    assert board_rect_engine(board).width() > 0


@pytest.mark.parametrize("variant,size", [("y", 10), ("hex", 10), ("cross", 5)])
def test_coordinates_stay_clear_of_the_board_and_inside_the_picture(variant, size):
    import math
    from genres.gates import get_board
    from genres.gates.paint import board_rect_engine, coordinate_boxes
    board = get_board(variant, size)
    picture = board_rect_engine(board)
    band_reach = 0.87 + 0.31       # a cell's edge plus the outer half of the side band
    for text, box in coordinate_boxes(board):
        half_text = 0.3            # text fills 0.6 of its box's height
        nearest = min(math.dist((box.center().x(), box.center().y()), board.cell_center(c))
                      for c in range(board.cell_count))
        # the column letters once sat on the side band (0.8 of a cell away)
        assert nearest - half_text > band_reach, text
        assert picture.contains(box.adjusted(0.2, 0.2, -0.2, -0.2)), text


def test_two_digit_row_numbers_get_a_wider_box_so_they_are_not_drawn_smaller():
    from genres.gates import get_board
    from genres.gates.paint import coordinate_boxes
    boxes = dict(coordinate_boxes(get_board("hex", 10)))
    nine, ten = boxes["9"], boxes["10"]
    assert ten.width() >= 1.5 * nine.width() and ten.height() == nine.height()
    assert ten.right() - ten.left() > nine.width() and abs(ten.right() - nine.right()) < 1.0
