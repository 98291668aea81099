"""Puzzle books: the page plan, the drawn pages and the `book` verb."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import numpy as np
import pytest

from editor.book import ANSWER, PUZZLE, PAGE_SIZES, BookOptions, plan_book
from editor.book_cli import run as run_book
from editor.book_content import NO_SOLUTION, SEVERAL, BookEntry, caption, entries
from editor.cli import load_document
from genres.core.document import Document

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "resources" / "examples"
ONE_OF_EACH = ["circumnavi-01.json", "corral-01.json", "corral-am-01.json",
               "hebi-01.json", "soccer-01.json"]


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", data))


def media_boxes(data: bytes) -> set[tuple[float, float]]:
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    return {(round(float(w)), round(float(h))) for w, h in boxes}


def examples(names=ONE_OF_EACH) -> list[Document]:
    return [load_document(str(EXAMPLES / n)) for n in names]


def gates_game() -> Document:
    from genres.gates.genre import GatesGenre
    genre = GatesGenre()
    return Document(genre, genre.new_puzzle(4, variant="y"), None, {"title": "Opening"})


# ----- the plan ----------------------------------------------------------------
@pytest.mark.parametrize("per_page, pages, answer_pages", [(1, 7, 2), (2, 4, 2), (4, 2, 1), (6, 2, 1)])
def test_page_count_follows_puzzles_per_page_with_and_without_answers(per_page, pages, answer_pages):
    bare = plan_book(7, BookOptions(per_page=per_page))
    assert len(bare.pages) == pages
    assert [s.index for s in bare.slots(PUZZLE)] == list(range(7))
    assert not bare.slots(ANSWER)
    full = plan_book(7, BookOptions(per_page=per_page, answers=True))
    assert len(full.pages) == pages + answer_pages
    assert [s.index for s in full.slots(ANSWER)] == list(range(7))
    # Answers come after every puzzle, never on a puzzle's page, and are smaller.
    first_answer_page = next(p.number for p in full.pages if p.slots[0].kind == ANSWER)
    assert first_answer_page == pages + 1
    puzzle, answer = full.slots(PUZZLE)[0].rect, full.slots(ANSWER)[0].rect
    assert answer.w * answer.h < puzzle.w * puzzle.h


def test_slots_lie_on_the_page_and_never_overlap():
    plan = plan_book(9, BookOptions(page="letter", per_page=6, title="T", answers=True))
    w, h = plan.size
    for page in plan.pages:
        rects = [s.rect for s in page.slots]
        for r in rects:
            assert 0 < r.x and r.x + r.w < w and 0 < r.y and r.y + r.h < page.footer.y
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y
    assert plan.pages[0].title_block is not None and plan.pages[1].title_block is None


def test_a_game_gets_no_answer_slot():
    plan = plan_book(3, BookOptions(answers=True), has_answer=[True, False, True])
    assert [s.index for s in plan.slots(ANSWER)] == [0, 2]
    assert [s.index for s in plan.slots(PUZZLE)] == [0, 1, 2]


def test_bad_options_are_refused_in_words():
    with pytest.raises(ValueError, match="puzzles a page"):
        BookOptions(per_page=3)
    with pytest.raises(ValueError, match="page size"):
        BookOptions(page="a5")


def test_caption_numbers_names_the_genre_and_the_author():
    doc = examples(["corral-am-01.json"])[0]
    doc_title = doc.metadata.get("title")
    text = caption(3, doc)
    assert text.startswith(f"3. {doc_title} — Additive/Multiplicative Corral")
    untitled = Document(doc.genre, doc.puzzle, None, {})
    assert caption(1, untitled) == "1. Additive/Multiplicative Corral"


def test_every_genre_has_its_rules_in_one_sentence_and_corral_names_its_variant():
    docs = examples() + [gates_game()]
    sentences = [d.genre.rules_summary(d.puzzle) for d in docs]
    for s in sentences:
        assert s and s.endswith(".") and "\n" not in s and s.count(". ") == 0
    standard, additive = sentences[1], sentences[2]
    assert "product" in additive and "product" not in standard


# ----- answers -------------------------------------------------------------------
def test_answers_come_from_the_file_when_solved_else_from_the_solver(tmp_path):
    docs = examples(["hebi-01.json", "corral-01.json"])
    found = entries(docs, answers=True)
    for e in found:
        assert e.answer is not None and e.note == ""
        assert not e.document.genre.check(e.document.puzzle, e.answer)
    # A file holding its solved answer keeps exactly that answer (no solving needed).
    solved = Document(docs[0].genre, docs[0].puzzle, found[0].answer, docs[0].metadata)
    again = entries([solved], answers=True)[0]
    assert again.answer == found[0].answer


def test_several_solutions_and_no_solution_are_said_under_the_answer(tmp_path):
    from tests.test_cli import write_puzzle
    several = load_document(str(write_puzzle(tmp_path, "several", ["o..", "...", "..."], circle=0)))
    none = load_document(str(write_puzzle(tmp_path, "impossible", ["o#", ".."], circle=0)))
    a, b = entries([several, none], answers=True)
    assert a.note == SEVERAL and a.answer is not None
    assert b.note == NO_SOLUTION and b.answer is None


# ----- drawn pages -----------------------------------------------------------------
def _pixels(image) -> np.ndarray:
    w, h = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())
    return data[:, : w * 4].reshape(h, w, 4)[:, :, :3].astype(int)   # B, G, R


def _board_pixels(book, slot, image):
    from editor.book_paint import board_area
    area = board_area(book, slot)
    k = image.width() / book.plan.size[0]
    x0, y0 = int(area.left() * k) + 1, int(area.top() * k) + 1
    x1, y1 = int(area.right() * k) - 1, int(area.bottom() * k) - 1
    return _pixels(image)[y0:y1, x0:x1]


def _inked(px: np.ndarray) -> float:
    return float((px.sum(axis=2) < 600).mean())


def _differs(a: np.ndarray, b: np.ndarray) -> float:
    """The share of pixels that differ clearly between two same-sized boards."""
    return float((np.abs(a - b).max(axis=2) > 60).mean())


def _boards(book) -> dict:
    from editor.book_paint import render_page
    boards = {}
    for i, page in enumerate(book.plan.pages):
        image = render_page(book, i, width=700)
        for slot in page.slots:
            px = _board_pixels(book, slot, image)
            assert _inked(px) > 0.01, f"{slot.kind} {slot.index + 1} on page {page.number} is blank"
            boards[(slot.kind, slot.index)] = px
    return boards


def test_every_puzzle_and_every_answer_is_drawn(qapp):
    from editor.book_paint import make_book
    docs = examples() + [gates_game()]
    options = BookOptions(per_page=4, title="Sampler", author="Tester", answers=True)
    found = entries(docs, answers=True)
    boards = _boards(make_book(found, options))
    assert {i for k, i in boards if k == PUZZLE} == set(range(len(docs)))
    assert {i for k, i in boards if k == ANSWER} == set(range(len(docs) - 1))   # the game has none
    # The same book with every answer left empty: each answer slot must differ
    # from its bare puzzle drawn in the very same place.
    bare = [BookEntry(e.document, e.document.genre.empty_answer(e.document.puzzle)) for e in found]
    control = _boards(make_book(bare, options))
    for i in range(len(docs) - 1):
        assert _differs(boards[(ANSWER, i)], control[(ANSWER, i)]) > 0.005, \
            f"answer {i + 1} looks like its bare puzzle"
        assert _differs(boards[(PUZZLE, i)], control[(PUZZLE, i)]) == 0


def test_pdf_page_size_is_a4_or_letter_and_pages_match_the_plan(qapp):
    from editor.book_paint import make_book, pdf_bytes
    found = entries(examples(), answers=False)
    for page, size in (("a4", (595, 842)), ("letter", (612, 792))):
        book = make_book(found, BookOptions(page=page, per_page=2))
        data = pdf_bytes(book)
        assert data.startswith(b"%PDF")
        assert media_boxes(data) == {size}
        assert pdf_pages(data) == len(book.plan.pages) == 3
    assert PAGE_SIZES["a4"] != PAGE_SIZES["letter"]


# ----- the verb --------------------------------------------------------------------
def run(argv, capsys):
    code = run_book([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_book_verb_writes_the_pdf_end_to_end(tmp_path, capsys):
    out = tmp_path / "book.pdf"
    files = [EXAMPLES / n for n in ONE_OF_EACH]
    code, text, err = run([*files, "--out", out, "--page", "letter", "--per-page", "4",
                           "--answers", "--title", "Five", "--author", "Me"], capsys)
    assert code == 0, err
    data = out.read_bytes()
    assert pdf_pages(data) == 2 + 1 and media_boxes(data) == {(612, 792)}
    assert "5 puzzles on 3 pages" in text


def test_book_verb_through_the_main_command(tmp_path, capsys):
    from editor.main import main
    out = tmp_path / "one.pdf"
    assert main(["book", str(EXAMPLES / "hebi-01.json"), "--out", str(out), "--per-page", "1"]) == 0
    assert pdf_pages(out.read_bytes()) == 1


def test_a_folder_adds_every_puzzle_in_it_sorted_and_skips_other_files(tmp_path, capsys):
    folder = tmp_path / "puzzles"
    folder.mkdir()
    for name in ("b-hebi.json", "a-corral.json", "c-slalom.json"):
        shutil.copy(EXAMPLES / {"b": "hebi-01.json", "a": "corral-01.json", "c": "circumnavi-01.json"}[name[0]],
                    folder / name)
    (folder / "notes.txt").write_text("not a puzzle", encoding="utf-8")
    out = tmp_path / "folder.pdf"
    code, text, err = run([folder, "--out", out, "--per-page", "1"], capsys)
    assert code == 0, err
    assert pdf_pages(out.read_bytes()) == 3
    from editor.book_content import load_documents
    docs = load_documents([str(folder)], load_document)
    assert [Path(d.path).name for d in docs] == ["a-corral.json", "b-hebi.json", "c-slalom.json"]


@pytest.mark.parametrize("argv, words", [
    (["missing.json", "--out", "x.pdf"], "no such file"),
    ([str(EXAMPLES / "hebi-01.json"), "--out", "x.png"], "PDF"),
    ([str(EXAMPLES / "hebi-01.json"), "--out", "x.pdf", "--per-page", "3"], "invalid choice"),
    ([str(EXAMPLES / "hebi-01.json"), "--out", "x.pdf", "--page", "a5"], "invalid choice"),
    ([str(EXAMPLES / "hebi-01.json")], "--out"),
])
def test_bad_input_is_one_line_and_exit_3(argv, words, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(argv, capsys)
    assert code == 3
    assert err.startswith("puzzlewright: ") and err.count("\n") == 1 and words in err
    assert not (tmp_path / "x.pdf").exists()


def test_an_empty_folder_and_a_broken_file_are_bad_input(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = run([empty, "--out", tmp_path / "e.pdf"], capsys)
    assert code == 3 and "no puzzle" in err
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": "puzzlewright"}), encoding="utf-8")
    code, _, err = run([broken, "--out", tmp_path / "b.pdf"], capsys)
    assert code == 3 and err.count("\n") == 1


def test_rules_sentence_is_printed_under_each_puzzle_unless_left_out(qapp):
    from editor.book_paint import board_area, make_book, render_page
    found = entries(examples(["hebi-01.json", "corral-01.json"]), answers=False)
    inked_below, heights = [], []
    for rules in (True, False):
        book = make_book(found, BookOptions(per_page=2, rules=rules))
        image = render_page(book, 0, width=700)
        px = _pixels(image)
        k = image.width() / book.plan.size[0]
        below = []
        for slot in book.plan.pages[0].slots:
            board = board_area(book, slot)
            bottom = slot.rect.y + slot.rect.h
            region = px[int(board.bottom() * k) + 3:int(bottom * k),
                        int(slot.rect.x * k):int((slot.rect.x + slot.rect.w) * k)]
            below.append(int((region.sum(axis=2) < 600).sum()))     # dark pixels
        inked_below.append(below)
        heights.append(board_area(book, book.plan.pages[0].slots[0]).height())
    # Without the sentence the board takes the room it leaves.
    assert heights[1] > heights[0]
    assert all(v > 200 for v in inked_below[0])
    assert all(v == 0 for v in inked_below[1]), inked_below
