"""Resizing on any side and rotating or flipping the whole puzzle from the
window.  The genre hooks (with_margins, transformed) are the genre
engineers'; here Slalom gets simple stand-ins so the window side is tested
whatever the genres implement."""
from __future__ import annotations

import types

import pytest

from conftest import path_links
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core.document import Document
from genres.core.genre import Genre
from genres.core.grid import edge
from genres.core.transform import TRANSFORMS, BoardTransform, Margins


pytestmark = pytest.mark.usefixtures("private_settings")

GRID = ("o....", ".....", "#--#.", ".....")


def puzzle() -> CircumnaviPuzzle:
    return GENRE.normalized(CircumnaviPuzzle(4, 5, GRID))


def fake_flip(p: CircumnaviPuzzle, answer: CircumnaviAnswer, how: str):
    """Left-to-right flip of a Slalom without numbers (gates keep their direction)."""
    if how != "flip-h":
        raise ValueError("only flipping left to right is possible here")
    t = BoardTransform(how, p.rows, p.cols)
    flipped = CircumnaviPuzzle(p.rows, p.cols, tuple(row[::-1] for row in p.grid))
    return flipped, CircumnaviAnswer(frozenset(t.pair(*link) for link in answer.links))


def fake_margins(p: CircumnaviPuzzle, answer: CircumnaviAnswer, top, bottom, left, right):
    m = Margins(top, bottom, left, right)
    rows, cols = m.new_size(p.rows, p.cols)
    grid = [["."] * cols for _ in range(rows)]
    for r, row in enumerate(p.grid):
        for c, ch in enumerate(row):
            if m.keeps((r, c), p.rows, p.cols):
                nr, nc = m.cell((r, c))
                grid[nr][nc] = ch
    links = frozenset(edge(m.cell(a), m.cell(b)) for a, b in answer.links
                      if m.keeps(a, p.rows, p.cols) and m.keeps(b, p.rows, p.cols))
    return CircumnaviPuzzle(rows, cols, tuple("".join(row) for row in grid)), CircumnaviAnswer(links)


@pytest.fixture
def window(open_window):
    return open_window(Document(GENRE, puzzle()))


# ----- rotate and flip ---------------------------------------------------------------------------
def test_the_rotate_flip_menu_lists_every_transform(window):
    menu = window.board_acts.transform_menu
    assert [a.text() for a in menu.actions()] == list(TRANSFORMS.values())
    assert menu.menuAction() in window.acts.edit_menu.actions()


def test_a_flip_turns_puzzle_answer_and_open_trials_as_one_undo_step(window, monkeypatch):
    monkeypatch.setattr(GENRE, "transformed", fake_flip)
    doc = window.document
    window.set_mode("play")
    doc.apply(answer=CircumnaviAnswer(path_links([(0, 0), (0, 1)])), label="Draw")
    window.board_commands.start_trial()
    doc.apply(answer=CircumnaviAnswer(doc.answer.links | path_links([(3, 0), (3, 1)])), label="Draw")
    window.board_acts.transforms["flip-h"].trigger()
    assert doc.puzzle.grid[0] == "....o" and doc.puzzle.grid[2] == ".#--#"
    assert doc.answer.links == path_links([(0, 4), (0, 3)]) | path_links([(3, 4), (3, 3)])
    assert doc.trial_bases[0].links == path_links([(0, 4), (0, 3)])
    assert doc.undo_label() == "Flip Left to Right"
    window.undo()
    assert doc.puzzle == puzzle() and doc.trial_depth == 1


def test_a_refused_rotation_says_why_and_changes_nothing(window, monkeypatch):
    monkeypatch.setattr(GENRE, "transformed", fake_flip)
    before = window.document.puzzle
    window.board_acts.transforms["rotate-cw"].trigger()
    assert window.document.puzzle == before and not window.document.can_undo()
    box = window.message_boxes[-1]
    assert "only flipping left to right" in box.text()
    assert "rotate clockwise" in box.windowTitle().lower()


def without_hook(monkeypatch, name: str) -> None:
    """Slalom as a genre that left the hook at the base class's refusal."""
    monkeypatch.setattr(GENRE, name, types.MethodType(getattr(Genre, name), GENRE))


def test_a_genre_without_the_hook_refuses_with_its_own_reason(window, monkeypatch):
    without_hook(monkeypatch, "transformed")
    window.board_acts.transforms["rotate-180"].trigger()
    assert "cannot be rotated or flipped" in window.message_boxes[-1].text()


# ----- resize on any side --------------------------------------------------------------------------
def test_the_resize_dialog_moves_the_edge_each_side_names(window):
    window.set_mode("edit")
    dlg = window.board_commands.show_resize_dialog()
    dlg.top.setValue(2)
    assert dlg.size.rows.value() == 6
    dlg.size.cols.setValue(3)                 # typing a size moves the right edge
    assert dlg.right.value() == -2 and dlg.left.value() == 0
    dlg.left.setValue(-1)
    assert dlg.size.cols.value() == 2
    assert dlg.margins() == (2, 0, -1, -2)
    dlg.reject()


def test_adding_a_row_on_top_keeps_the_clues_on_their_cells(window, monkeypatch):
    monkeypatch.setattr(GENRE, "with_margins", fake_margins)
    window.set_mode("edit")
    dlg = window.board_commands.show_resize_dialog()
    dlg.top.setValue(1)
    dlg.left.setValue(1)
    dlg.accept()
    doc = window.document
    assert (doc.puzzle.rows, doc.puzzle.cols) == (5, 6)
    assert doc.puzzle.grid[1] == ".o...." and doc.puzzle.grid[3] == ".#--#."
    assert doc.undo_label() == "Resize grid"
    window.undo()
    assert doc.puzzle == puzzle()


def test_a_refused_resize_names_the_reason(window, monkeypatch):
    without_hook(monkeypatch, "with_margins")
    window.set_mode("edit")
    dlg = window.board_commands.show_resize_dialog()
    dlg.top.setValue(1)
    dlg.accept()
    assert window.document.puzzle == puzzle()
    assert "cannot be extended on a chosen side" in window.message_boxes[-1].text()


def test_bottom_and_right_resizing_works_without_the_hook(window, monkeypatch):
    without_hook(monkeypatch, "with_margins")
    window.set_mode("edit")
    dlg = window.board_commands.show_resize_dialog()
    dlg.bottom.setValue(1)
    dlg.right.setValue(-1)
    dlg.accept()
    assert (window.document.puzzle.rows, window.document.puzzle.cols) == (5, 4)
    assert not window.message_boxes


def test_resize_grid_in_play_mode_says_it_switches_to_edit_mode(window):
    window.set_mode("play")
    resize = window.acts.resize
    assert resize.isEnabled()
    assert "Edit mode" in resize.statusTip()
    resize.trigger()
    assert window.mode == "edit" and window.dialog is not None and window.dialog.isVisible()
    assert "Edit mode" in window.statusBar().currentMessage()
    window.dialog.reject()


def test_a_one_size_board_offers_no_sides_to_resize(window):
    from genres.registry import get_genre
    gates = get_genre("gates")
    window.files.new_puzzle(gates, *gates.default_size)
    window.set_mode("edit")
    dlg = window.board_commands.show_resize_dialog()
    assert dlg.sides.isHidden()
    dlg.reject()
