"""The play record in the native file, and the check verb's kinds."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from conftest import path_links
from editor.cli import run_cli
from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core import nativefile
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.core.record import PlayRecord
from genres.core.violation import MISTAKE, UNFINISHED

SMALL_GRID = ("o....", ".....", "#--#.", ".....")
HALF_LOOP = CircumnaviAnswer(path_links([(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (2, 4)]))


def small_doc(answer=None) -> Document:
    return Document(GENRE, GENRE.normalized(CircumnaviPuzzle(4, 5, SMALL_GRID)), answer)


def test_a_record_survives_save_and_open(tmp_path):
    doc = small_doc(HALF_LOOP)
    doc.record = PlayRecord(seconds=222.46, solved_seconds=200.0, hints=2, revealed=True)
    path = str(tmp_path / "p.json")
    nativefile.save(doc, path)
    assert json.loads(open(path).read())["record"] == {
        "seconds": 222.5, "solved_seconds": 200.0, "hints": 2, "revealed": True}
    again = nativefile.load(path)
    assert again.record == PlayRecord(222.5, 200.0, 2, True)
    assert not again.dirty


def test_an_untouched_record_is_not_written_and_reads_back_empty(tmp_path):
    text = nativefile.dumps(small_doc())
    assert "record" not in json.loads(text)
    assert nativefile.loads(text).record == PlayRecord()


def test_a_bare_puzzle_leaves_the_players_record_out():
    doc = small_doc(HALF_LOOP)
    doc.record.seconds = 30
    assert "record" not in nativefile.document_to_json(doc, include_answer=False)


@pytest.mark.parametrize("record, named", [
    ([1, 2], '"record" must be a JSON object'),
    ({"seconds": "ten"}, '"seconds"'),
    ({"seconds": -1}, '"seconds"'),
    ({"seconds": 5, "solved_seconds": True}, '"solved_seconds"'),
    ({"hints": 1.5}, '"hints"'),
    ({"hints": -2}, '"hints"'),
    ({"revealed": "yes"}, '"revealed"'),
])
def test_a_bad_record_is_refused_naming_the_field(record, named):
    data = json.loads(nativefile.dumps(small_doc()))
    data["record"] = record
    with pytest.raises(PuzzleFormatError, match=named):
        nativefile.loads(json.dumps(data))


def test_a_partial_record_takes_defaults_for_the_rest():
    data = json.loads(nativefile.dumps(small_doc()))
    data["record"] = {"seconds": 12}
    assert nativefile.loads(json.dumps(data)).record == PlayRecord(seconds=12.0)


def test_convert_keeps_the_record(tmp_path):
    doc = small_doc(HALF_LOOP)
    doc.record = PlayRecord(seconds=99.0, hints=1)
    src, dst = str(tmp_path / "in.json"), str(tmp_path / "out.json")
    nativefile.save(doc, src)
    assert run_cli(["convert", src, dst]) == 0
    assert nativefile.load(dst).record == PlayRecord(seconds=99.0, hints=1)


# ----- check: the kinds -----------------------------------------------------------------------
@pytest.fixture
def gate_unfinished(monkeypatch):
    """A missed gate and dead ends are unfinished work; every other rule a mistake."""
    check = type(GENRE).check
    monkeypatch.setattr(GENRE, "check", lambda p, a: [
        replace(v, kind=UNFINISHED if v.code in ("gate-missed", "loop-dead-end") else MISTAKE)
        for v in check(GENRE, p, a)])


def test_check_json_gives_each_violation_its_kind(tmp_path, capsys, gate_unfinished):
    branch = CircumnaviAnswer(HALF_LOOP.links | path_links([(1, 4), (1, 3)]))
    path = str(tmp_path / "p.json")
    nativefile.save(small_doc(branch), path)
    assert run_cli(["check", path, "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    kinds = {v["code"]: v["kind"] for v in out["violations"]}
    assert kinds == {"loop-branch": "mistake", "loop-dead-end": "unfinished",
                     "gate-missed": "unfinished"}


def test_check_text_lists_mistakes_first_and_marks_unfinished_ones(tmp_path, capsys,
                                                                    gate_unfinished):
    branch = CircumnaviAnswer(HALF_LOOP.links | path_links([(1, 4), (1, 3)]))
    path = str(tmp_path / "p.json")
    nativefile.save(small_doc(branch), path)
    assert run_cli(["check", path]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("loop-branch: ")
    assert {line.split(":")[0] for line in lines[1:]} == {"loop-dead-end (unfinished)",
                                                          "gate-missed (unfinished)"}
