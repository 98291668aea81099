"""Trial mode in the document and the native file: start, accept, reject,
nested trials, each one undo step, and what other changes do to open trials."""
from __future__ import annotations

import json

import pytest
from conftest import path_links

from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer
from genres.core import nativefile
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError


def new_doc() -> Document:
    return Document(GENRE, GENRE.new_puzzle(4, 4))


def draw(doc: Document, *cells) -> None:
    doc.apply(answer=CircumnaviAnswer(doc.answer.links | path_links(list(cells))), label="Draw")


def links(*cells):
    return path_links(list(cells))


def test_no_trial_is_open_in_a_new_document():
    doc = new_doc()
    assert doc.trial_depth == 0 and doc.trial_bases == ()
    assert not doc.accept_trial() and not doc.reject_trial()
    assert not doc.can_undo()


def test_rejecting_a_trial_takes_back_what_was_drawn_in_it():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    before = doc.answer
    assert doc.start_trial()
    assert doc.trial_depth == 1 and doc.trial_bases == (before,)
    draw(doc, (0, 1), (0, 2), (1, 2))
    assert doc.answer != before
    assert doc.reject_trial()
    assert doc.answer == before and doc.trial_depth == 0
    assert doc.undo_label() == "Reject trial"


def test_accepting_a_trial_keeps_its_marks_as_ordinary_ones():
    doc = new_doc()
    doc.start_trial()
    draw(doc, (0, 0), (0, 1))
    assert doc.accept_trial()
    assert doc.trial_depth == 0
    assert doc.answer.links == links((0, 0), (0, 1))
    assert doc.undo_label() == "Accept trial"


def test_trials_nest_and_each_level_closes_on_its_own():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    outer_base = doc.answer
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    inner_base = doc.answer
    doc.start_trial()
    draw(doc, (2, 0), (2, 1))
    assert doc.trial_depth == 2 and doc.trial_bases == (outer_base, inner_base)
    # Accepting the inner trial folds its marks into the outer one...
    doc.accept_trial()
    assert doc.trial_bases == (outer_base,)
    assert doc.answer.links == links((0, 0), (0, 1)) | links((1, 0), (1, 1)) | links((2, 0), (2, 1))
    # ... so rejecting the outer one takes both back.
    doc.reject_trial()
    assert doc.answer == outer_base and doc.trial_depth == 0


def test_reject_all_goes_back_to_where_the_outermost_trial_began():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    start = doc.answer
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    doc.start_trial()
    draw(doc, (2, 0), (2, 1))
    assert doc.reject_all_trials()
    assert doc.answer == start and doc.trial_depth == 0
    doc.undo()
    assert doc.trial_depth == 2


def test_accept_all_keeps_the_board_and_closes_every_trial():
    doc = new_doc()
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    doc.start_trial()
    draw(doc, (2, 0), (2, 1))
    board = doc.answer
    assert doc.accept_all_trials()
    assert doc.answer == board and doc.trial_depth == 0


def test_each_trial_command_is_one_undo_step():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    trial_answer = doc.answer
    doc.reject_trial()
    assert doc.undo()                       # undo the rejection: the trial is open again
    assert doc.trial_depth == 1 and doc.answer == trial_answer
    assert doc.undo()                       # the drawing inside the trial
    assert doc.trial_depth == 1 and doc.answer.links == links((0, 0), (0, 1))
    assert doc.undo()                       # the start of the trial
    assert doc.trial_depth == 0 and doc.undo_label() == "Draw"
    assert doc.redo() and doc.trial_depth == 1


def test_clearing_the_answer_or_filling_a_solution_closes_every_trial():
    doc = new_doc()
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    doc.apply(answer=GENRE.empty_answer(doc.puzzle), trials=(), label="Clear answer")
    assert doc.trial_depth == 0
    doc.undo()
    assert doc.trial_depth == 1


def test_editing_the_puzzle_keeps_open_trials_cleaned_to_fit():
    doc = new_doc()
    draw(doc, (0, 0), (0, 1), (0, 2), (0, 3))
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    doc.apply(puzzle=GENRE.resized(doc.puzzle, 4, 2), label="Resize grid")
    assert doc.trial_depth == 1
    # The base lost the links that left the board, as the answer did.
    assert doc.trial_bases[0].links == links((0, 0), (0, 1))
    doc.reject_trial()
    assert doc.answer.links == links((0, 0), (0, 1))


def test_open_trials_are_saved_in_the_native_file_and_read_back(tmp_path):
    doc = new_doc()
    draw(doc, (0, 0), (0, 1))
    doc.start_trial()
    draw(doc, (1, 0), (1, 1))
    doc.start_trial()
    draw(doc, (2, 0), (2, 1))
    path = str(tmp_path / "trial.json")
    nativefile.save(doc, path)
    data = json.loads(open(path, encoding="utf-8").read())
    assert len(data["trials"]) == 2
    back = nativefile.load(path)
    assert back.trial_bases == doc.trial_bases and back.answer == doc.answer
    assert not back.dirty and not back.can_undo()
    back.reject_all_trials()
    assert back.answer.links == links((0, 0), (0, 1))


def test_a_file_without_open_trials_has_no_trials_field():
    doc = new_doc()
    doc.start_trial()
    doc.accept_trial()
    assert "trials" not in json.loads(nativefile.dumps(doc))


@pytest.mark.parametrize("trials, words", [
    ({"links": []}, "\"trials\" must be a list"),
    ([{"links": []}, "oops"], "trial 2 of \"trials\""),
    ([{"links": [[0, 0, 9, 9]]}], "trial 1 of \"trials\""),
])
def test_bad_trials_in_a_file_are_named(trials, words):
    doc = new_doc()
    data = nativefile.document_to_json(doc)
    data["trials"] = trials
    with pytest.raises(PuzzleFormatError, match=words.replace("\"", ".")):
        nativefile.loads(json.dumps(data))
