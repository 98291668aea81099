"""The document: undo/redo, one undo step per gesture, the dirty flag, listeners."""
from __future__ import annotations

from dataclasses import replace

from conftest import loop_links, path_links

from genres.circumnavi import GENRE
from genres.circumnavi.model import BLACK, HGATE, CircumnaviAnswer, CircumnaviPuzzle
from genres.core import document
from genres.core.document import Document


def new_doc(rows: int = 4, cols: int = 4) -> Document:
    return Document(GENRE, GENRE.new_puzzle(rows, cols))


def draw(doc: Document, *cells, key=None) -> bool:
    """Add the links of a path to the answer as one step (or part of a gesture)."""
    links = doc.answer.links | path_links(list(cells))
    return doc.apply(answer=CircumnaviAnswer(links), label="Draw", merge_key=key)


def test_a_new_document_is_clean_and_has_nothing_to_undo():
    doc = new_doc()
    assert not doc.dirty
    assert not doc.can_undo() and not doc.can_redo()
    assert doc.answer == GENRE.empty_answer(doc.puzzle)
    assert not doc.undo() and not doc.redo()


def test_undo_and_redo_walk_through_the_steps():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    draw(doc, (0, 1), (0, 2))
    two = doc.answer
    assert doc.undo()
    assert doc.answer.links == path_links([(0, 0), (0, 1)])
    assert doc.undo()
    assert doc.answer == CircumnaviAnswer()
    assert not doc.can_undo()
    assert doc.redo() and doc.redo()
    assert doc.answer == two
    assert not doc.can_redo()


def test_a_new_change_after_undo_drops_the_redo_steps():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    draw(doc, (0, 1), (0, 2))
    doc.undo()
    draw(doc, (1, 0), (1, 1))
    assert not doc.can_redo()
    assert doc.answer.links == path_links([(0, 0), (0, 1)]) | path_links([(1, 0), (1, 1)])


def test_a_change_that_changes_nothing_is_not_a_step():
    doc = new_doc()
    assert not doc.apply(answer=CircumnaviAnswer())
    assert not doc.can_undo() and not doc.dirty


def test_one_drag_is_one_undo_step():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    path = [(1, 0), (1, 1), (1, 2), (1, 3), (2, 3)]
    for a, b in zip(path, path[1:]):
        draw(doc, a, b, key="drag-1")
    doc.end_gesture()
    assert doc.answer.links == path_links([(0, 0), (0, 1)]) | path_links(path)
    doc.undo()
    assert doc.answer.links == path_links([(0, 0), (0, 1)])
    doc.redo()
    assert doc.answer.links >= path_links(path)


def test_after_a_gesture_ends_the_same_key_starts_a_new_step():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1), key="drag")
    doc.end_gesture()
    draw(doc, (1, 0), (1, 1), key="drag")
    doc.undo()
    assert doc.answer.links == path_links([(0, 0), (0, 1)])


def test_two_gestures_with_different_keys_are_two_steps():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1), key=1)
    draw(doc, (1, 0), (1, 1), key=2)
    doc.undo()
    assert doc.answer.links == path_links([(0, 0), (0, 1)])


def test_undo_labels_name_the_steps():
    doc = new_doc()
    doc.apply(puzzle=doc.puzzle.with_kind((0, 0), BLACK), label="Black cell")
    assert doc.undo_label() == "Black cell"
    doc.undo()
    assert doc.redo_label() == "Black cell"
    assert doc.undo_label() == ""


def test_editing_marks_the_document_dirty_and_saving_clean():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    assert doc.dirty
    doc.mark_saved("/tmp/x.pzw")
    assert not doc.dirty and doc.path == "/tmp/x.pzw"


def test_undoing_back_to_the_saved_state_is_clean_again():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    doc.mark_saved()
    draw(doc, (1, 0), (1, 1))
    assert doc.dirty
    doc.undo()
    assert not doc.dirty
    doc.undo()
    assert doc.dirty
    doc.redo()
    assert not doc.dirty


def test_the_saved_state_lost_to_a_new_branch_stays_dirty():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    draw(doc, (1, 0), (1, 1))
    doc.mark_saved()
    doc.undo()
    draw(doc, (2, 0), (2, 1))
    assert doc.dirty
    doc.undo()
    assert doc.dirty  # the saved state is gone for good


def test_a_gesture_continuing_past_a_save_makes_the_document_dirty():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1), key="drag")
    doc.mark_saved()
    draw(doc, (0, 1), (0, 2), key="drag")
    assert doc.dirty


def test_editing_the_puzzle_cleans_the_answer_to_fit():
    doc = new_doc(4, 4)
    draw(doc, (0, 0), (0, 1), (0, 2), (0, 3), (1, 3))
    doc.apply(puzzle=GENRE.resized(doc.puzzle, 4, 2), label="Resize")
    assert doc.answer.links == path_links([(0, 0), (0, 1)])
    doc.undo()
    assert doc.answer.links == path_links([(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)])


def test_editing_the_puzzle_keeps_the_circle_count_up_to_date():
    doc = new_doc(3, 3)
    doc.apply(puzzle=doc.puzzle.with_kind((0, 0), "o"))
    assert doc.puzzle.circle_value == 0
    doc.apply(puzzle=doc.puzzle.with_kind((1, 1), HGATE))
    assert doc.puzzle.circle_value == 1


def test_a_loaded_puzzle_is_shown_as_stored():
    stale = replace(CircumnaviPuzzle(2, 2, ("o-", "..")), circle_value=7)
    assert Document(GENRE, stale).puzzle.circle_value == 7


def test_metadata_changes_are_undoable_steps():
    doc = Document(GENRE, GENRE.new_puzzle(3, 3), metadata={"title": "Old"})
    assert doc.set_metadata(title="New", author="Me")
    assert doc.metadata == {"title": "New", "author": "Me"}
    assert doc.dirty
    doc.undo()
    assert doc.metadata == {"title": "Old"}


def test_listeners_hear_every_change_and_can_be_removed():
    doc = new_doc()
    heard = []
    def listener(d):
        heard.append(d.answer)
    doc.add_listener(listener)
    draw(doc, (0, 0), (0, 1))
    doc.undo()
    doc.redo()
    doc.mark_saved()
    assert len(heard) == 4 and heard[0] == heard[2]
    doc.apply(answer=doc.answer)  # nothing changes: nobody is told
    assert len(heard) == 4
    doc.remove_listener(listener)
    doc.undo()
    assert len(heard) == 4
    doc.remove_listener(listener)  # removing twice is harmless


def test_the_undo_history_is_bounded(monkeypatch):
    monkeypatch.setattr(document, "MAX_UNDO", 5)
    doc = new_doc(1, 12)
    doc.mark_saved()
    for c in range(10):
        draw(doc, (0, c), (0, c + 1))
    undone = 0
    while doc.undo():
        undone += 1
    assert undone == 4
    assert len(doc.answer.links) == 6
    assert doc.dirty  # the saved state fell off the bottom of the history


def test_a_full_loop_drawn_in_one_drag_solves_in_one_step():
    puzzle = GENRE.normalized(CircumnaviPuzzle(2, 2, ("o.", "..")))
    doc = Document(GENRE, puzzle)
    cells = [(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]
    for a, b in zip(cells, cells[1:]):
        draw(doc, a, b, key="drag")
    assert GENRE.check(doc.puzzle, doc.answer) == []
    assert doc.answer.links == loop_links(cells[:-1])
    doc.undo()
    assert GENRE.is_blank(doc.puzzle, doc.answer)


def test_a_state_stays_in_the_history_until_undone_or_replaced_by_another_branch():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    marker = doc.history_marker()
    draw(doc, (0, 1), (0, 2))
    assert doc.in_history(marker)           # reached from it
    doc.undo()
    assert doc.in_history(marker)           # it is the current state
    doc.undo()
    assert not doc.in_history(marker)       # undone
    doc.redo()
    assert doc.in_history(marker)
    doc.undo()
    draw(doc, (1, 0), (1, 1))               # another branch replaces it
    assert not doc.in_history(marker)
