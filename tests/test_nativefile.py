"""The native .json file: round trips, and every kind of bad input refused with
a PuzzleFormatError that names the problem (never another exception)."""
from __future__ import annotations

import json
import os

import pytest
from conftest import loop_links, path_links

from genres.circumnavi import GENRE
from genres.circumnavi.model import CircumnaviAnswer, CircumnaviPuzzle
from genres.core import nativefile
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.core.nativefile import dumps, load, loads, save

PUZZLE = GENRE.normalized(CircumnaviPuzzle(4, 5, (
    "o.#..",
    "..|..",
    "..#..",
    ".....",
)).with_number((0, 2), 1))
LOOP = [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (3, 2), (3, 1), (3, 0),
        (2, 0), (1, 0)]


def solved_doc() -> Document:
    answer = CircumnaviAnswer(loop_links(LOOP), crosses=path_links([(0, 3), (0, 4)]),
                          marks=frozenset({(2, 4)}))
    return Document(GENRE, PUZZLE, answer, {"title": "Little slalom", "author": "Tester"})


def good_data() -> dict:
    return json.loads(dumps(solved_doc()))


# ----- round trips ------------------------------------------------------------
def test_puzzle_answer_and_metadata_survive_a_save_and_load(tmp_path):
    doc = solved_doc()
    assert GENRE.check(doc.puzzle, doc.answer) == []
    path = str(tmp_path / "slalom.json")
    save(doc, path)
    assert not doc.dirty and doc.path == path
    back = load(path)
    assert back.genre is GENRE
    assert back.puzzle == doc.puzzle
    assert back.answer == doc.answer
    assert back.metadata == {"title": "Little slalom", "author": "Tester"}
    assert not back.dirty and back.path == path


def test_a_file_without_answer_loads_with_an_empty_answer():
    text = json.dumps(nativefile.document_to_json(solved_doc(), include_answer=False))
    doc = loads(text)
    assert doc.puzzle == PUZZLE
    assert GENRE.is_blank(doc.puzzle, doc.answer)


def test_a_stale_circle_count_is_kept_as_stored():
    data = good_data()
    data["puzzle"]["circle"] = 9
    assert loads(json.dumps(data)).puzzle.circle_value == 9


def test_unknown_metadata_fields_are_dropped_and_long_text_cut():
    data = good_data()
    data["metadata"] = {"title": "x" * 20000, "colour": "red"}
    assert loads(json.dumps(data)).metadata == {"title": "x" * 10000}


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumps(solved_doc()).encode())
    assert load(str(path)).puzzle == PUZZLE


# ----- bad input --------------------------------------------------------------
def refused(text: str, *words: str) -> str:
    with pytest.raises(PuzzleFormatError) as info:
        loads(text)
    message = str(info.value)
    for w in words:
        assert w in message, message
    return message


def mutated(change) -> str:
    data = good_data()
    change(data)
    return json.dumps(data)


def test_text_that_is_not_json_is_refused():
    refused("this is not a puzzle", "not valid JSON")


def test_a_truncated_file_is_refused():
    text = dumps(solved_doc())
    refused(text[: len(text) // 2], "not valid JSON")


def test_a_truncated_file_is_said_to_be_cut_short():
    text = dumps(solved_doc())
    refused(text[: len(text) // 2], "cut short")
    refused(text[: len(text) // 2] + "\n\n", "cut short")
    with pytest.raises(PuzzleFormatError) as refusal:
        loads("{\"format\": oops}")
    assert "cut short" not in str(refusal.value)      # a mistake in the middle is not a cut


def test_deeply_nested_json_is_refused():
    refused("[" * 200000 + "]" * 200000, "nested too deeply")
    deep = '{"format": "puzzlewright", "version": 1, "genre": "circumnavi-gates", "puzzle": ' \
        + "[" * 200000 + "]" * 200000 + "}"
    refused(deep, "nested too deeply")


def test_an_unknown_genre_is_refused_naming_it():
    refused(mutated(lambda d: d.update(genre="sudoku-deluxe")), "unknown genre", "sudoku-deluxe")


def test_a_file_from_a_newer_version_is_refused():
    refused(mutated(lambda d: d.update(version=2)), "newer Puzzlewright", "version 2")


def test_a_number_on_a_non_black_cell_is_refused():
    refused(mutated(lambda d: d["puzzle"]["numbers"].append([3, 4, 2])), "not on a black cell")


def test_two_circles_are_refused():
    def two(d):
        d["puzzle"]["grid"][3] = "....o"
    refused(mutated(two), "more than one circle")


@pytest.mark.parametrize("rows, cols", [(101, 101), (101, 5), (4, 101)])
def test_a_grid_over_100_cells_a_side_is_refused(rows, cols):
    def big(d):
        d["puzzle"].update(rows=rows, cols=cols, grid=["." * cols] * rows, numbers=[])
    refused(mutated(big), "between 1 and 100")


@pytest.mark.parametrize("rows, cols", [(-4, 5), (4, -5), (0, 5), (-1, -1)])
def test_negative_or_zero_sizes_are_refused(rows, cols):
    refused(mutated(lambda d: d["puzzle"].update(rows=rows, cols=cols)), "between 1 and 100")


@pytest.mark.parametrize("link", [[3, 4, 3, 5], [-1, 0, 0, 0], [0, 0, 1, 1], [0, 0, 0, 2],
                                  [0, 0, 0, 0]])
def test_links_outside_the_grid_or_between_non_neighbours_are_refused(link):
    message = refused(mutated(lambda d: d["answer"]["links"].append(link)), "links entry")
    assert "outside the grid" in message or "neighbouring" in message


# Wrong JSON types in every field; each message must name the field at fault.
WRONG_TYPES = [
    (lambda d: d.clear(), "format"),
    (lambda d: d.update(format="other-app"), "format"),
    (lambda d: d.update(version="1"), "version"),
    (lambda d: d.update(version=True), "version"),
    (lambda d: d.update(version=0), "version"),
    (lambda d: d.update(version=1.5), "version"),
    (lambda d: d.update(genre=None), "unknown genre"),
    (lambda d: d.update(genre=["circumnavi-gates"]), "unknown genre"),
    (lambda d: d.update(metadata=["title"]), "metadata"),
    (lambda d: d.update(metadata={"title": 5}), "title"),
    (lambda d: d.pop("puzzle"), "puzzle"),
    (lambda d: d.update(puzzle=[1, 2]), "puzzle"),
    (lambda d: d.update(puzzle="o...."), "puzzle"),
    (lambda d: d["puzzle"].update(rows="4"), "rows"),
    (lambda d: d["puzzle"].update(cols=5.0), "columns"),
    (lambda d: d["puzzle"].update(rows=None), "rows"),
    (lambda d: d["puzzle"].update(rows=False), "rows"),
    (lambda d: d["puzzle"].pop("grid"), "grid"),
    (lambda d: d["puzzle"].update(grid="o.#.."), "grid"),
    (lambda d: d["puzzle"].update(grid={"0": "o.#.."}), "grid"),
    (lambda d: d["puzzle"]["grid"].pop(), "grid"),
    (lambda d: d["puzzle"]["grid"].__setitem__(1, 12345), "row 2"),
    (lambda d: d["puzzle"]["grid"].__setitem__(1, "..|."), "row 2"),
    (lambda d: d["puzzle"]["grid"].__setitem__(1, "..X.."), "unknown cell"),
    (lambda d: d["puzzle"].update(numbers={"0": 1}), "numbers"),
    (lambda d: d["puzzle"].update(numbers=[[0, 2]]), "number entry"),
    (lambda d: d["puzzle"].update(numbers=[[0, 2, "1"]]), "number entry"),
    (lambda d: d["puzzle"].update(numbers=[[0, 2, True]]), "number entry"),
    (lambda d: d["puzzle"].update(numbers=[5]), "number entry"),
    (lambda d: d["puzzle"].update(numbers=[[9, 9, 1]]), "outside the grid"),
    (lambda d: d["puzzle"].update(numbers=[[0, 2, 0]]), "gate number 0"),
    (lambda d: d["puzzle"].update(numbers=[[0, 2, -3]]), "gate number -3"),
    (lambda d: d["puzzle"].update(numbers=[[0, 2, 10 ** 9]]), "must be between 1 and"),
    (lambda d: d["puzzle"].update(circle="1"), "circle"),
    (lambda d: d["puzzle"].update(circle=-1), "circle"),
    (lambda d: d["puzzle"].update(circle=1.5), "circle"),
    (lambda d: d.update(answer=[]), "answer"),
    (lambda d: d.update(answer="links"), "answer"),
    (lambda d: d["answer"].update(links={"a": 1}), "links"),
    (lambda d: d["answer"].update(links=[[0, 0, 0]]), "links entry"),
    (lambda d: d["answer"].update(links=[[0, 0, 0, 1.0]]), "links entry"),
    (lambda d: d["answer"].update(links=[None]), "links entry"),
    (lambda d: d["answer"].update(crosses=5), "crosses"),
    (lambda d: d["answer"].update(crosses=[[0, 0, 5, 5]]), "crosses entry"),
    (lambda d: d["answer"].update(marks="all"), "marks"),
    (lambda d: d["answer"].update(marks=[[0]]), "mark entry"),
    (lambda d: d["answer"].update(marks=[[0, 99]]), "mark entry"),
    (lambda d: d["answer"].update(marks=[["0", "1"]]), "mark entry"),
]


@pytest.mark.parametrize("change, words", WRONG_TYPES)
def test_wrong_types_anywhere_are_refused_naming_the_field(change, words):
    refused(mutated(change), words)


@pytest.mark.parametrize("top", ["[]", "null", "42", '"puzzle"', "true"])
def test_a_top_level_that_is_not_an_object_is_refused(top):
    refused(top, "not a Puzzlewright file")


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(nativefile.MAX_FILE_BYTES + 1)  # sparse: costs no disk space
    with pytest.raises(PuzzleFormatError, match="too large"):
        load(str(path))


def test_a_file_that_is_not_utf8_is_refused(tmp_path):
    path = tmp_path / "latin.json"
    path.write_bytes(dumps(solved_doc()).replace("Tester", "Ren\u00e9").encode("latin-1"))
    with pytest.raises(PuzzleFormatError, match="not UTF-8"):
        load(str(path))


def test_a_missing_file_is_refused_with_a_message(tmp_path):
    with pytest.raises(PuzzleFormatError, match="cannot read"):
        load(str(tmp_path / "nowhere.json"))


def test_load_errors_name_the_file(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{")
    with pytest.raises(PuzzleFormatError, match="broken.json: not valid JSON"):
        load(str(path))


# ----- saving -----------------------------------------------------------------
def test_a_failing_save_leaves_the_old_file_whole_and_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "keep.json"
    old = solved_doc()
    save(old, str(path))
    before = path.read_bytes()

    doc = Document(GENRE, GENRE.new_puzzle(3, 3))
    doc.apply(puzzle=doc.puzzle.with_kind((0, 0), "o"))
    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save(doc, str(path))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.json"]
    assert doc.dirty  # not saved, so still unsaved work


def test_a_failing_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "keep.json"
    path.write_text("old content")
    def broken_fsync(fd):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        save(solved_doc(), str(path))
    assert path.read_text() == "old content"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]


def test_saving_replaces_the_old_content(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("old")
    save(solved_doc(), str(path))
    assert load(str(path)).answer == solved_doc().answer
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]


def test_the_saved_text_is_readable_json_with_the_format_header():
    data = json.loads(dumps(solved_doc()))
    assert (data["format"], data["version"], data["genre"]) == ("puzzlewright", 1, "circumnavi-gates")
    assert data["metadata"] == {"title": "Little slalom", "author": "Tester"}


# ----- anything else: only PuzzleFormatError, never a crash ------------------
# A seeded random sweep (hypothesis is not in every environment): every field
# of a good file in turn is replaced by odd JSON values.
import random  # noqa: E402

ODD_VALUES = [None, True, False, 0, -1, 1, 3, 101, 10 ** 30, -(10 ** 30), 1.5, float("inf"),
              "", "x", "o", "#", "....", [], [0], [0, 0], [0, 0, 1], [0, 0, 0, 1], [[0, 0, 0, 1]],
              [-1, -1, -1, -1], {}, {"rows": 2}, [[[]]], "\udcff", "\u0000"]


def json_paths(value, prefix=()):
    """Every place in a JSON value, as a tuple of keys and indices."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from json_paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from json_paths(v, prefix + (i,))


def random_json(rng: random.Random, depth: int = 0):
    roll = rng.random()
    if depth > 2 or roll < 0.6:
        return rng.choice(ODD_VALUES)
    if roll < 0.8:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(["rows", "cols", "grid", "links", "x"]): random_json(rng, depth + 1)
            for _ in range(rng.randint(0, 3))}


def test_any_field_replaced_by_odd_json_is_read_or_refused_cleanly():
    rng = random.Random(20240601)
    good_text = dumps(solved_doc())
    paths = [p for p in json_paths(good_data()) if p]
    cases = [(path, value) for path in paths for value in ODD_VALUES]
    cases += [(rng.choice(paths), random_json(rng)) for _ in range(300)]
    refusals = 0
    for path, value in cases:
        data = json.loads(good_text)
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        try:
            doc = loads(json.dumps(data))
        except PuzzleFormatError as e:
            assert str(e)
            assert "malformed" not in str(e), (path, value, str(e))  # a check was missed
            refusals += 1
        else:
            GENRE.check(doc.puzzle, doc.answer)  # whatever was read can be checked
            GENRE.construction_problems(doc.puzzle)
    assert refusals > len(cases) // 2
