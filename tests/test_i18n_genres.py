"""The genres speak Japanese (issue #17): the catalogue resources/i18n/genres_ja.ts
is current and complete, and with it installed every rule message, construction
problem, input table, genre title, game status and hint sentence reads in
Japanese, with no English word left over.  With nothing installed the English
texts stay as they were (the rule tests compare them)."""
from __future__ import annotations

import importlib
import inspect
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from genres.core import i18n, nativefile
from genres.core.violation import Violation
from genres.registry import MODULE_OF_KEY, get_genre

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGUE = os.path.join(ROOT, "resources", "i18n", "genres_ja.ts")
PLACEHOLDER = re.compile(r"\{(\w*)\}")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# Key names stay as printed on the keyboard; everything else must be Japanese.
KEY_NAMES = {"Shift", "Ctrl", "Space", "Del", "Delete", "Backspace", "Home", "PgUp", "End", "PgDn"}
RULE_TEST_MODULES = ("test_circumnavi_rules", "test_corral_rules", "test_hebi_rules", "test_soccer_rules")


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name.replace("pyside6-", ""))
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def _messages(path: str) -> dict[tuple[str, str], tuple[str, str | None]]:
    """(context, source) -> (translation, its type attribute) of a .ts file."""
    out = {}
    for ctx in ET.parse(path).getroot().findall("context"):
        name = ctx.findtext("name")
        for m in ctx.findall("message"):
            tr = m.find("translation")
            out[(name, m.findtext("source"))] = (tr.text or "", tr.get("type"))
    return out


def english_words(text: str) -> list[str]:
    """Words of two or more Latin letters that are not key names."""
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in KEY_NAMES]


def assert_japanese(text: str, what: str = "") -> None:
    assert JAPANESE.search(text), f"{what} not translated: {text!r}"
    assert not english_words(text), f"{what} keeps English {english_words(text)}: {text!r}"


# ----- the catalogue ----------------------------------------------------------------

def test_the_catalogue_holds_every_text_the_genres_mark(tmp_path):
    fresh = tmp_path / "fresh.ts"
    sources = [os.path.join(d, f) for d, _, files in os.walk(os.path.join(ROOT, "genres"))
               for f in files if f.endswith(".py")]
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(fresh)], check=True,
                   capture_output=True)
    wanted = set(_messages(str(fresh)))
    assert wanted, "lupdate found no text at all"
    missing = wanted - set(_messages(CATALOGUE))
    assert not missing, f"run pyside6-lupdate over genres/ into genres_ja.ts: {sorted(missing)[:5]}"


def test_every_text_has_a_finished_translation_with_the_same_placeholders():
    for (context, source), (translation, kind) in _messages(CATALOGUE).items():
        assert translation.strip() and kind is None, f"{context}: {source!r} is not translated"
        assert set(PLACEHOLDER.findall(source)) == set(PLACEHOLDER.findall(translation)), \
            f"{context}: placeholders of {source!r} differ in {translation!r}"


# ----- with Japanese installed ----------------------------------------------------------

@pytest.fixture
def japanese(qapp, tmp_path):
    """The Japanese catalogue compiled and installed as the window installs it."""
    from PySide6.QtCore import QCoreApplication, QTranslator
    qm = str(tmp_path / "genres_ja.qm")
    subprocess.run([_tool("pyside6-lrelease"), CATALOGUE, "-qm", qm], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(qm)
    qapp.installTranslator(translator)
    i18n.install(QCoreApplication.translate, [qm])
    yield qm
    i18n.install(None)
    qapp.removeTranslator(translator)


def _violations_of_rule_tests(monkeypatch) -> list[Violation]:
    """Every Violation the rule tests' answers and puzzles produce (their own
    English asserts fail under Japanese and are ignored here)."""
    made: list[Violation] = []
    original = Violation.__init__

    def recording(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Violation, "__init__", recording)
    for name in RULE_TEST_MODULES:
        module = importlib.import_module(name)
        for test_name, fn in vars(module).items():
            if test_name.startswith("test_") and callable(fn) and not inspect.signature(fn).parameters:
                try:
                    fn()
                except AssertionError:
                    pass
    monkeypatch.undo()
    return made


def test_rule_messages_and_construction_problems_of_every_genre_read_in_japanese(japanese, monkeypatch):
    seen = _violations_of_rule_tests(monkeypatch)
    for v in seen:
        assert_japanese(v.message, v.code)
    i18n.install(None)
    english = _violations_of_rule_tests(monkeypatch)
    # The same answers broke the same rules: every rule the tests reach was looked at.
    assert {v.code for v in seen} == {v.code for v in english}
    assert len({v.code for v in seen}) >= 40
    assert any(v.severity == "warning" for v in seen)     # construction problems too


def test_a_place_is_named_the_japanese_way(japanese):
    from genres.core.violation import cell_name
    assert cell_name((2, 4)) == "3行5列"


def _puzzles():
    """One puzzle of each genre and variant, from the examples (Gates: a new game)."""
    examples = os.path.join(ROOT, "resources", "examples")
    docs = [nativefile.load(os.path.join(examples, f)) for f in sorted(os.listdir(examples))
            if f.endswith("-01.json")]
    gates = get_genre("gates")
    return [(d.genre, d.puzzle) for d in docs] + [
        (gates, gates.new_puzzle(5, 5, v)) for v, _ in gates.variants]


def test_genre_titles_hints_summaries_and_options_read_in_japanese(japanese):
    for key in MODULE_OF_KEY:
        genre = get_genre(key)
        assert_japanese(genre.name, key)
        assert_japanese(genre.start_hint, key)
        for _, label in genre.variants:
            assert JAPANESE.search(label), label
    for genre, puzzle in _puzzles():
        assert_japanese(genre.rules_summary(puzzle), genre.key)
        assert_japanese(genre.variant_name(puzzle), genre.key)
        for option in genre.puzzle_options(puzzle):
            assert_japanese(option.label + option.help, genre.key)
            for _, label in option.choices:
                assert JAPANESE.search(label) or re.fullmatch(r"[\d.]+ ?秒", label), label


def test_input_tables_read_in_japanese(japanese):
    for genre, puzzle in _puzzles():
        view = genre.view()
        for mode in ("play", "edit"):
            rows = view.input_table(mode, puzzle)
            assert rows
            for gesture, effect in rows:
                assert_japanese(gesture + " " + effect, f"{genre.key} {mode}")
            assert JAPANESE.search(view.input_help(mode, puzzle))


def test_the_gates_status_and_its_end_read_in_japanese(japanese):
    from genres.gates.game import Move
    gates = get_genre("gates")
    game = gates.new_puzzle(3, 3, "y")
    status = gates.game_status(game)
    for text in (status.title, *status.lines):
        assert_japanese(re.sub(r"\b[a-f]@?\w*\d\b", "", text), "status")
    state = game.state
    while not state.is_over:
        state = state.play(state.legal_moves()[-1])
    over = gates.game_status(game.with_state(state))
    assert_japanese(over.banner, "banner")
    assert_japanese(over.title, "title")
    for line in over.lines:
        assert_japanese(line, "line")
    refusal = state.refusal(Move(0, 0))
    assert refusal is not None
    assert_japanese(refusal.message, "refusal")


def test_a_hint_and_its_fact_sentence_read_in_japanese(japanese):
    from genres.core.explain import next_hint
    doc = nativefile.load(os.path.join(ROOT, "resources", "examples", "corral-01.json"))
    hint = next_hint(doc.genre, doc.puzzle, doc.genre.empty_answer(doc.puzzle))
    assert_japanese(hint.text, "hint")
    for fact, value in hint.facts.items():
        assert_japanese(doc.genre.fact_text(doc.puzzle, fact, value), "fact")


def test_a_hint_found_in_a_child_process_speaks_the_windows_language(japanese):
    from genres.core import explaining
    doc = nativefile.load(os.path.join(ROOT, "resources", "examples", "hebi-01.json"))
    hint = explaining.hint(doc.genre, doc.puzzle, doc.genre.empty_answer(doc.puzzle))
    assert_japanese(hint.text, "hint from the child")


def test_a_hint_from_the_kept_hint_child_speaks_the_windows_language(japanese):
    """The window's hints come from one child kept between them
    (explaining.HintServer): its sentences are Japanese too."""
    from genres.core import explaining
    doc = nativefile.load(os.path.join(ROOT, "resources", "examples", "soccer-01.json"))
    server = explaining.HintServer()
    try:
        hint = server.hint(doc.genre, doc.puzzle, doc.genre.empty_answer(doc.puzzle))
    finally:
        server.close()
    assert_japanese(hint.text, "hint from the kept child")


def test_with_nothing_installed_the_texts_stay_english():
    from genres.core.violation import cell_name
    assert cell_name((2, 4)) == "row 3, column 5"
    assert get_genre("corral").name == "Corral"
    assert dict(get_genre("corral").variants)["additive-multiplicative"] == "Additive/Multiplicative Corral"


def test_every_help_page_has_a_japanese_version_with_the_same_sections():
    help_dir = os.path.join(ROOT, "resources", "help")
    pages = sorted(f for f in os.listdir(help_dir) if f.endswith(".md"))
    assert pages
    for page in pages:
        with open(os.path.join(help_dir, page), encoding="utf-8") as f:
            english = f.read()
        with open(os.path.join(help_dir, "ja", page), encoding="utf-8") as f:
            japanese = f.read()
        headings = [line.split(" ")[0] for line in english.splitlines() if line.startswith("#")]
        assert [line.split(" ")[0] for line in japanese.splitlines() if line.startswith("#")] == headings, page
        prose = re.sub(r"`[^`]*`", "", japanese)
        assert len(JAPANESE.findall(prose)) > len(re.findall(r"[A-Za-z]", prose)), page


def test_a_compiled_catalogue_reads_back_without_qt_as_the_source_says(tmp_path):
    """The child processes read the window's .qm files with genres.core.qmfile."""
    from genres.core.qmfile import read_qm
    qm = str(tmp_path / "genres_ja.qm")
    subprocess.run([_tool("pyside6-lrelease"), CATALOGUE, "-qm", qm], check=True, capture_output=True)
    assert read_qm(qm) == {key: text for key, (text, _) in _messages(CATALOGUE).items()}
    not_a_catalogue = tmp_path / "other.qm"
    not_a_catalogue.write_bytes(b"hello")
    with pytest.raises(ValueError):
        read_qm(str(not_a_catalogue))


@pytest.mark.parametrize("name", ["circumnavi-02.json", "corral-02.json", "corral-am-02.json",
                                  "hebi-02.json", "soccer-02.json"])
def test_clue_suggestions_read_in_japanese(japanese, name):
    # What "Suggest a clue" offers an author in the Explanation panel.
    from itertools import islice
    from importlib import resources
    from genres.core import nativefile
    from genres.core.analysis import solve_verdict
    from tests.several_solutions import loosened
    doc = nativefile.load(str(resources.files("resources").joinpath("examples", name)))
    puzzle = loosened(doc.genre, doc.puzzle, 0, 2)
    solution = solve_verdict(doc.genre, puzzle).solutions[0]
    texts = [text for text, _cells, _p in islice(doc.genre.clue_candidates(puzzle, solution), 12)]
    assert texts
    for text in texts:
        assert_japanese(text, "clue suggestion")
