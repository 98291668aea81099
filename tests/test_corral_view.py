"""The Corral view: drawing the loop, shading cells, notes, editing numbers, and the picture."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from conftest import Clock, centre, drag_on_canvas, fake_context, undo_steps
from genres.core.document import Document
from genres.core.grid import side
from genres.core.view import Overlay, Palette, ViewState
from genres.core.violation import Violation
from genres.corral import GENRE
from genres.corral.model import (ADD, ADDITIVE_MULTIPLICATIVE, MUL, CorralAnswer, CorralPuzzle,
                                 answer_from_inside, boundary, inside_cells)
from genres.corral.paint import FORCED_TINT, INSIDE_TINT, PARTNER_COLOUR, SOLUTION_TINT
from genres.corral.view import CorralView

LEFT, RIGHT = Qt.LeftButton, Qt.RightButton
NOMOD = Qt.NoModifier


FakeContext = fake_context(GENRE)


def dot_pos(dot):
    """Board position of a grid dot, nudged a hair as a real pointer would be."""
    return (dot[1] + 0.03, dot[0] - 0.02)


def gesture(view, ctx, points, button=LEFT, mods=NOMOD):
    view.mouse_press(ctx, points[0], button, mods)
    for p in points[1:]:
        view.mouse_move(ctx, p, button, mods)
    view.mouse_release(ctx, points[-1], button, mods)


def trace(view, ctx, dots, button=LEFT):
    """Drag along the grid lines through these dots."""
    gesture(view, ctx, [dot_pos(d) for d in dots], button)


def shade(view, ctx, cells, button=LEFT):
    gesture(view, ctx, [centre(c) for c in cells], button)


def sides_of(*corners):
    """The unit sides of a path along grid lines through these corner dots."""
    out = set()
    for (r1, c1), (r2, c2) in zip(corners, corners[1:]):
        assert r1 == r2 or c1 == c2
        dr, dc = (r2 > r1) - (r2 < r1), (c2 > c1) - (c2 < c1)
        for i in range(abs(r2 - r1) + abs(c2 - c1)):
            out.add(side((r1 + i * dr, c1 + i * dc), (r1 + (i + 1) * dr, c1 + (i + 1) * dc)))
    return out


# A 2x3 pen in a 5x5 board: the loop round cells (1,1)..(2,3).
PEN = {(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)}
PEN_LOOP = [(1, 1), (1, 4), (3, 4), (3, 1), (1, 1)]


@pytest.fixture
def play():
    return CorralView(), FakeContext(CorralPuzzle.empty(5, 5), "play")


@pytest.fixture
def variant():
    p = CorralPuzzle(5, 5, frozenset({((1, 1), 4), ((3, 3), 6), ((2, 4), 1)}), ADDITIVE_MULTIPLICATIVE)
    return CorralView(), FakeContext(p, "play")


@pytest.fixture
def edit():
    clock = Clock()
    return CorralView(clock=clock), FakeContext(CorralPuzzle.empty(5, 5), "edit"), clock


# ----- drawing the loop on the grid lines ------------------------------------------

def test_a_drag_along_grid_lines_draws_the_loop_and_encloses_the_cells(play):
    view, ctx = play
    trace(view, ctx, PEN_LOOP)
    answer = ctx.document.answer
    assert answer.sides == boundary(ctx.document.puzzle.geometry, PEN)
    assert inside_cells(ctx.document.puzzle, answer) == PEN
    assert GENRE.check(ctx.document.puzzle, answer) == []
    assert undo_steps(ctx.document) == 1


def test_a_slow_drag_dot_by_dot_draws_the_same_sides_as_a_fast_one(play):
    view, ctx = play
    trace(view, ctx, [(0, 0), (0, 1), (0, 2), (1, 2)])
    assert ctx.document.answer.sides == sides_of((0, 0), (0, 1), (0, 2), (1, 2))


def test_dragging_again_over_drawn_sides_erases_them(play):
    view, ctx = play
    trace(view, ctx, [(0, 0), (0, 3), (2, 3)])
    trace(view, ctx, [(0, 2), (0, 3), (2, 3)])
    assert ctx.document.answer.sides == sides_of((0, 0), (0, 2))


def test_the_first_side_of_a_drag_decides_between_drawing_and_erasing(play):
    view, ctx = play
    trace(view, ctx, [(2, 0), (2, 1)])
    trace(view, ctx, [(2, 0), (2, 3)])          # starts on a drawn side: erases, draws nothing
    assert ctx.document.answer.sides == set()


def test_a_diagonal_jump_draws_nothing(play):
    view, ctx = play
    trace(view, ctx, [(0, 0), (1, 1), (1, 2)])
    assert ctx.document.answer.sides == sides_of((1, 1), (1, 2))


def test_a_click_on_a_line_toggles_that_side(play):
    view, ctx = play
    gesture(view, ctx, [(2.5, 1.05)])           # the line between (0, 2) and (1, 2)
    assert ctx.document.answer.sides == {side((1, 2), (1, 3))}
    gesture(view, ctx, [(2.45, 0.97)])
    assert ctx.document.answer.sides == set()


def test_the_border_lines_can_be_drawn_from_the_margin(play):
    view, ctx = play
    gesture(view, ctx, [(-0.1, 0.05), (-0.15, 1.0), (-0.1, 2.1), (-0.2, 2.9)])
    assert ctx.document.answer.sides == sides_of((0, 0), (1, 0), (2, 0), (3, 0))


def test_a_right_click_on_a_line_crosses_it_and_drawing_there_removes_the_cross(play):
    view, ctx = play
    gesture(view, ctx, [(1.0, 2.5)], RIGHT)      # the vertical line left of (2, 1)
    assert ctx.document.answer.crosses == {side((2, 1), (3, 1))}
    trace(view, ctx, [(2, 1), (3, 1)])
    assert ctx.document.answer.sides == {side((2, 1), (3, 1))}
    assert ctx.document.answer.crosses == set()


def test_moving_the_mouse_with_no_button_held_draws_nothing(play):
    view, ctx = play
    view.mouse_press(ctx, dot_pos((0, 0)), LEFT, NOMOD)   # the release never reached the board
    view.mouse_move(ctx, dot_pos((0, 2)), Qt.NoButton, NOMOD)
    assert ctx.document.answer.sides == set()


# ----- shading cells ---------------------------------------------------------------

def test_shading_the_cells_gives_the_same_answer_as_drawing_their_loop(play):
    view, ctx = play
    shade(view, ctx, [(1, 1), (1, 2), (1, 3), (2, 3), (2, 2), (2, 1)])
    shaded = ctx.document.answer
    assert undo_steps(ctx.document) == 1
    trace(view, ctx, PEN_LOOP)
    assert shaded.sides == ctx.document.answer.sides
    assert inside_cells(ctx.document.puzzle, shaded) == PEN


def test_the_first_cell_of_a_shading_drag_decides_inside_or_outside(play):
    view, ctx = play
    shade(view, ctx, [(1, 1), (1, 2), (1, 3)])
    shade(view, ctx, [(1, 3), (1, 2)])            # starts on an inside cell: shades outside
    assert inside_cells(ctx.document.puzzle, ctx.document.answer) == {(1, 1)}


def test_a_fast_shading_drag_fills_the_cells_it_skipped(play):
    view, ctx = play
    shade(view, ctx, [(0, 0), (0, 4)])
    assert inside_cells(ctx.document.puzzle, ctx.document.answer) == {(0, c) for c in range(5)}


def test_a_right_click_marks_a_cell_outside_and_takes_it_out_of_the_loop(play):
    view, ctx = play
    shade(view, ctx, [(1, 1), (1, 2)])
    shade(view, ctx, [(1, 2), (1, 3)], RIGHT)
    answer = ctx.document.answer
    assert answer.outside_marks == {(1, 2), (1, 3)}
    assert inside_cells(ctx.document.puzzle, answer) == {(1, 1)}
    shade(view, ctx, [(1, 2)], RIGHT)             # on a dotted cell: the dot goes away
    assert ctx.document.answer.outside_marks == {(1, 3)}


def test_shading_a_dotted_cell_inside_removes_its_dot(play):
    view, ctx = play
    shade(view, ctx, [(2, 2)], RIGHT)
    shade(view, ctx, [(2, 2)])
    assert ctx.document.answer.outside_marks == set()
    assert inside_cells(ctx.document.puzzle, ctx.document.answer) == {(2, 2)}


# ----- keyboard in play -------------------------------------------------------------

def test_keys_shade_mark_and_draw_round_the_cursor(play):
    view, ctx = play
    view.key_press(ctx, Qt.Key_Right, "", NOMOD)
    assert ctx.cursor == (0, 0)
    view.key_press(ctx, Qt.Key_Down, "", NOMOD)
    view.key_press(ctx, Qt.Key_Space, " ", NOMOD)
    assert inside_cells(ctx.document.puzzle, ctx.document.answer) == {(1, 0)}
    view.key_press(ctx, Qt.Key_X, "x", NOMOD)
    assert ctx.document.answer.outside_marks == {(1, 0)}
    assert inside_cells(ctx.document.puzzle, ctx.document.answer) == set()
    view.key_press(ctx, Qt.Key_Up, "", Qt.ShiftModifier)
    assert ctx.document.answer.sides == {side((1, 0), (1, 1))}
    view.key_press(ctx, Qt.Key_Right, "", Qt.ControlModifier)
    assert ctx.document.answer.crosses == {side((1, 1), (2, 1))}
    assert ctx.cursor == (1, 0)


def test_play_keys_without_a_cursor_explain_what_to_do(play):
    view, ctx = play
    assert view.key_press(ctx, Qt.Key_Space, " ", NOMOD)
    assert ctx.messages and ctx.document.answer == CorralAnswer()


# ----- +/× notes in the variant -----------------------------------------------------

def test_ctrl_click_on_a_number_cycles_its_note_none_plus_times_none(variant):
    view, ctx = variant
    seen = []
    for _ in range(3):
        gesture(view, ctx, [centre((1, 1))], mods=Qt.ControlModifier)
        seen.append(ctx.document.answer.op_map.get((1, 1)))
    assert seen == [ADD, MUL, None]
    assert inside_cells(ctx.document.puzzle, ctx.document.answer) == set()   # no shading on the way


def test_note_keys_on_the_cursor_number(variant):
    view, ctx = variant
    ctx.set_cursor((3, 3))
    view.key_press(ctx, Qt.Key_Asterisk, "*", NOMOD)
    assert ctx.document.answer.op_map == {(3, 3): MUL}
    view.key_press(ctx, Qt.Key_Plus, "+", NOMOD)
    assert ctx.document.answer.op_map == {(3, 3): ADD}
    view.key_press(ctx, Qt.Key_Plus, "+", NOMOD)      # the same note again clears it
    assert ctx.document.answer.op_map == {}
    view.key_press(ctx, Qt.Key_M, "m", NOMOD)
    assert ctx.document.answer.op_map == {(3, 3): ADD}


def test_notes_are_refused_with_a_reason_off_numbers_and_in_standard_corral(variant, play):
    view, ctx = variant
    gesture(view, ctx, [centre((0, 0))], mods=Qt.ControlModifier)
    assert ctx.document.answer.ops == frozenset() and ctx.messages
    view, ctx = play
    ctx.document.apply(puzzle=ctx.document.puzzle.with_number((1, 1), 3))
    gesture(view, ctx, [centre((1, 1))], mods=Qt.ControlModifier)
    assert ctx.document.answer.ops == frozenset() and "Additive" in ctx.messages[-1]


# ----- edit mode --------------------------------------------------------------------

def test_click_and_type_sets_a_number_and_quick_digits_form_one_number(edit):
    view, ctx, clock = edit
    gesture(view, ctx, [centre((2, 3))])
    assert ctx.cursor == (2, 3)
    view.key_press(ctx, Qt.Key_1, "1", NOMOD)
    clock.now += 0.5
    view.key_press(ctx, Qt.Key_2, "2", NOMOD)
    assert ctx.document.puzzle.number((2, 3)) == 12
    assert undo_steps(ctx.document) == 1


def test_a_digit_after_a_pause_starts_a_new_number(edit):
    view, ctx, clock = edit
    ctx.set_cursor((0, 0))
    view.key_press(ctx, Qt.Key_1, "1", NOMOD)
    clock.now += 2
    view.key_press(ctx, Qt.Key_4, "4", NOMOD)
    assert ctx.document.puzzle.number((0, 0)) == 4


@pytest.mark.parametrize("k, text", [(Qt.Key_Delete, ""), (Qt.Key_Backspace, ""), (Qt.Key_0, "0")])
def test_delete_backspace_or_zero_clear_the_number(edit, k, text):
    view, ctx, clock = edit
    ctx.set_cursor((1, 1))
    view.key_press(ctx, Qt.Key_7, "7", NOMOD)
    clock.now += 2
    view.key_press(ctx, k, text, NOMOD)
    assert ctx.document.puzzle.number((1, 1)) is None


def test_a_zero_typed_quickly_after_a_digit_makes_ten(edit):
    view, ctx, _ = edit
    ctx.set_cursor((1, 1))
    view.key_press(ctx, Qt.Key_1, "1", NOMOD)
    view.key_press(ctx, Qt.Key_0, "0", NOMOD)
    assert ctx.document.puzzle.number((1, 1)) == 10


def test_arrows_move_the_cursor_in_edit_mode_and_a_right_click_clears(edit):
    view, ctx, _ = edit
    ctx.set_cursor((4, 4))
    view.key_press(ctx, Qt.Key_Down, "", NOMOD)
    view.key_press(ctx, Qt.Key_Left, "", NOMOD)
    assert ctx.cursor == (4, 3)
    view.key_press(ctx, Qt.Key_5, "5", NOMOD)
    gesture(view, ctx, [centre((4, 3))], RIGHT)
    assert ctx.document.puzzle.numbers == frozenset()


def test_the_status_bar_help_describes_each_mode():
    view = CorralView()
    am = CorralPuzzle.empty(5, 5, ADDITIVE_MULTIPLICATIVE)
    assert "number" in view.input_help("edit")
    assert "loop" in view.input_help("play", am) and "Ctrl+click" in view.input_help("play", am)


# ----- the genre's variants and options ----------------------------------------------

def test_new_puzzles_come_in_both_variants_and_the_option_switches_them():
    assert [key for key, _ in GENRE.variants] == ["standard", "additive-multiplicative"]
    p = GENRE.new_puzzle(6, 6, "additive-multiplicative")
    assert p.is_variant
    (option,) = GENRE.puzzle_options(p)
    assert option.key == "variant" and option.value == "additive-multiplicative"
    assert not GENRE.with_option(p, "variant", "standard").is_variant
    with pytest.raises(ValueError):
        GENRE.with_option(p, "variant", "sideways")
    with pytest.raises(ValueError):
        GENRE.new_puzzle(6, 6, "sideways")


# ----- painting -----------------------------------------------------------------------

SCALE = 40
WHITE = QColor("#ffffff")


class Picture:
    def __init__(self, image: QImage, left: float, top: float):
        self.image, self.left, self.top = image, left, top

    def at(self, x: float, y: float) -> QColor:
        return self.image.pixelColor(int((x - self.left) * SCALE), int((y - self.top) * SCALE))


def render(state: ViewState) -> Picture:
    view = CorralView()
    rect = view.board_rect(state.puzzle)
    img = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format_ARGB32)
    img.fill(QColor("#808080"))
    painter = QPainter(img)
    painter.scale(SCALE, SCALE)
    painter.translate(-rect.left(), -rect.top())
    view.paint(painter, state)
    painter.end()
    return Picture(img, rect.left(), rect.top())


def near(color: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color.getRgb()[:3], expected.getRgb()[:3]))


def over_white(tint: QColor) -> QColor:
    a = tint.alpha() / 255
    return QColor(*(round(v * a + 255 * (1 - a)) for v in tint.getRgb()[:3]))


def sample_state(**kw) -> ViewState:
    puzzle = CorralPuzzle(5, 5, frozenset({((1, 1), 5), ((3, 3), 4), ((2, 2), 2)}), ADDITIVE_MULTIPLICATIVE)
    answer = answer_from_inside(puzzle, PEN)
    answer = CorralAnswer(answer.sides, frozenset({side((4, 0), (4, 1))}), frozenset({(4, 4)}),
                          frozenset({((1, 1), MUL)}))
    return ViewState(puzzle, answer, **kw)


def test_the_loop_runs_on_the_grid_lines_with_a_light_tint_inside(qapp):
    pic = render(sample_state())
    assert near(pic.at(2.5, 1.0), Palette.answer)              # the loop's top side
    assert near(pic.at(1.0, 2.5), Palette.answer)              # its left side
    assert near(pic.at(3.5, 2.5), over_white(INSIDE_TINT), 12)  # an inside cell: faint tint
    assert near(pic.at(0.5, 3.5), WHITE, 5)                   # an outside cell: paper
    assert near(pic.at(0.0, 2.5), Palette.ink)                # the solid border
    assert near(pic.at(4.5, 4.5), Palette.note, 60)           # the outside dot
    assert near(pic.at(0.5, 4.0), Palette.note, 80)           # the cross on a side


def test_numbers_are_centred_and_notes_sit_small_in_the_corner(qapp):
    pic = render(sample_state())
    darkest = min(pic.at(1 + x / 20, 1 + y / 20).value() for x in range(4, 16) for y in range(4, 16))
    assert darkest < 60                                        # the number's ink in the middle
    note_ink = [pic.at(1.62 + x / 50, 1.1 + y / 50) for x in range(14) for y in range(14)]
    assert any(near(c, Palette.note, 30) for c in note_ink)    # the × note, top right, quiet


def test_an_open_loop_tints_nothing(qapp):
    state = sample_state()
    state.answer = CorralAnswer(frozenset(sides_of((1, 1), (1, 2), (2, 2))))
    pic = render(state)
    assert near(pic.at(3.5, 2.5), WHITE, 5)


def test_error_dots_highlighted_sides_and_the_partner_show_on_screen(qapp):
    errs = (Violation("loop-dead-end", "end", edges=(("dot", (3, 4)),)),)
    pic = render(sample_state(errors=errs, cursor=(1, 1),
                              highlight_edges=frozenset({("side", side((4, 2), (4, 3)))})))
    assert near(pic.at(4.0, 2.5), Palette.error)              # a loop side at the blamed dot
    band = pic.at(2.5, 4.0)
    assert band.red() > 200 and band.blue() < 150              # the highlighted side
    assert near(pic.at(3.5, 3.07), PARTNER_COLOUR, 50)         # (3, 3) partners the cursor's (1, 1)


def test_the_solver_overlay_shows_solution_forced_cells_and_differences(qapp):
    overlay = Overlay(solution=answer_from_inside(sample_state().puzzle, {(0, 3), (0, 4)}),
                      forced={("inside", (4, 1)): True, ("inside", (4, 2)): False},
                      diff_cells=((3, 0),))
    pic = render(sample_state(overlay=overlay))
    assert near(pic.at(3.0, 0.5), Palette.solution, 60)       # the solution's loop
    assert near(pic.at(4.5, 0.3), over_white(SOLUTION_TINT), 15)
    assert near(pic.at(1.3, 4.3), over_white(FORCED_TINT), 15)
    assert near(pic.at(2.5, 4.5), Palette.forced, 60)         # proven outside: a purple dot
    diff = pic.at(0.5, 3.5)
    assert diff.red() > 230 and diff.green() < 230


def test_the_shown_solution_says_which_number_of_each_pair_is_multiplicative(qapp):
    puzzle = sample_state().puzzle
    solution = CorralAnswer(answer_from_inside(puzzle, PEN).sides,
                            ops=frozenset({((1, 1), ADD), ((3, 3), MUL)}))
    pic = render(sample_state(overlay=Overlay(solution=solution)))

    def corner_ink(cell):      # the solver's corner: top left of the cell, clear of the loop
        r, c = cell
        return [pic.at(c + 0.07 + x / 50, r + 0.07 + y / 50) for x in range(11) for y in range(11)]
    assert any(near(p, Palette.solution, 60) for p in corner_ink((3, 3)))
    assert any(near(p, Palette.solution, 60) for p in corner_ink((1, 1)))
    assert not any(near(p, Palette.solution, 60) for p in corner_ink((2, 2)))   # no op given


def test_the_dotted_grid_stays_dotted_in_an_exported_svg(qapp, tmp_path):
    # SVG counts stroke-dasharray in user units, like stroke-width: the dots must
    # be a few pen widths long, not two whole cells.
    import xml.etree.ElementTree as ET

    from editor.export import export_image
    path = tmp_path / "corral.svg"
    export_image(GENRE, CorralPuzzle.empty(4, 4), None, str(path))
    dashed = [g for g in ET.parse(path).iter() if g.get("stroke-dasharray") not in (None, "none")]
    assert dashed
    for g in dashed:
        period = sum(float(v) for v in g.get("stroke-dasharray").split(","))
        assert period == pytest.approx(5 * float(g.get("stroke-width")))


def test_print_hides_cursor_notes_errors_and_overlay_but_keeps_the_loop(qapp):
    errs = (Violation("inside-split", "split", cells=((0, 0),)),)
    overlay = Overlay(diff_cells=((3, 0),))
    pic = render(sample_state(for_print=True, errors=errs, overlay=overlay, cursor=(1, 1)))
    for x, y in ((0.5, 0.5), (0.5, 3.5), (4.5, 4.5), (3.5, 3.07)):
        assert near(pic.at(x, y), WHITE, 12), (x, y)
    assert near(pic.at(1.5, 1.07), over_white(INSIDE_TINT), 12)   # no cursor on the inside cell
    assert near(pic.at(2.5, 1.0), Palette.answer)


def test_print_without_the_answer_shows_the_bare_puzzle(qapp):
    pic = render(sample_state(for_print=True, show_answer=False))
    assert near(pic.at(2.5, 1.0), WHITE, 130)                 # only a dotted grid line there
    assert near(pic.at(3.5, 2.5), WHITE, 5)


def test_edit_mode_marks_where_a_lone_variant_number_lacks_its_partner(qapp):
    puzzle = CorralPuzzle(5, 5, frozenset({((0, 1), 3)}), ADDITIVE_MULTIPLICATIVE)
    pic = render(ViewState(puzzle, CorralAnswer(), mode="edit"))
    edge_of_box = [pic.at(3.12 + x / 40, 4.12) for x in range(0, 30)]   # top of the box round (4, 3)
    assert any(near(c, Palette.error, 60) for c in edge_of_box)
    assert near(render(ViewState(puzzle, CorralAnswer(), mode="play")).at(3.3, 4.12), WHITE, 5)


# ----- through the real window ---------------------------------------------------------

def example(name: str) -> Document:
    from importlib import resources

    from genres.core import nativefile
    return nativefile.loads(resources.files("resources").joinpath("examples", name).read_text("utf-8"))


def loop_walk(sides) -> list:
    """The dots of a closed loop in walking order, back to the start."""
    ends: dict = {}
    for a, b in sides:
        ends.setdefault(a, []).append(b)
        ends.setdefault(b, []).append(a)
    start = min(ends)
    walk, prev = [start], None
    while True:
        here = walk[-1]
        nxt = ends[here][0] if ends[here][0] != prev else ends[here][1]
        walk.append(nxt)
        if nxt == start:
            return walk
        prev = here


@pytest.fixture
def corral_window(open_window):
    return lambda name: open_window(example(name))


@pytest.mark.parametrize("name", ["corral-01.json", "corral-am-01.json"])
def test_drawing_the_loop_in_the_window_is_announced_as_solved(qtbot, corral_window, name):
    from genres.core.analysis import solve_verdict
    window = corral_window(name)
    assert window.mode == "play"
    solution = solve_verdict(GENRE, window.document.puzzle).solutions[0]
    drag_on_canvas(qtbot, window.canvas, [(c + 0.04, r + 0.03) for r, c in loop_walk(solution.sides)])
    assert window.document.answer.sides == solution.sides
    assert window.solved
    assert "Solved" in window.statusBar().currentMessage()


def test_shading_the_inside_in_the_window_solves_it(qtbot, corral_window):
    from genres.core.analysis import solve_verdict
    window = corral_window("corral-01.json")
    puzzle = window.document.puzzle
    inside = inside_cells(puzzle, solve_verdict(GENRE, puzzle).solutions[0])
    for r in range(puzzle.rows):
        row = [c for c in range(puzzle.cols) if (r, c) in inside]
        runs = []
        for c in row:                                  # one drag per unbroken run of the row
            if runs and runs[-1][-1] == c - 1:
                runs[-1].append(c)
            else:
                runs.append([c])
        for run in runs:
            drag_on_canvas(qtbot, window.canvas, [(c + 0.5, r + 0.5) for c in run])
    assert inside_cells(puzzle, window.document.answer) == inside
    assert window.solved
