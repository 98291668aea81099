"""puzz.link URLs and pzprv3 files: the shared helpers, the dispatcher and the CLI."""
from __future__ import annotations


import pytest

from genres.core import formats as F
from genres.core import openers
from genres.core.errors import PuzzleFormatError
from genres.corral.model import CorralPuzzle
from editor.cli import run_cli

CAVE = "k3h6j2l7g3g2h3n"
CAVE_NUMBERS = {(0, 5): 3, (1, 2): 6, (2, 1): 2, (3, 2): 7, (3, 4): 3, (4, 0): 2, (4, 3): 3}


@pytest.mark.parametrize("url", [
    f"https://puzz.link/p?cave/6/6/{CAVE}",
    f"http://pzv.jp/p.html?cave/6/6/{CAVE}",
    f"pzv.jp/p.html?cave/6/6/{CAVE}",
    f"puzz.link/p?cave/6/6/{CAVE}",
    f"puzz.link/cave/6/6/{CAVE}",
    f"https://pzv.jp/cave/6/6/{CAVE}",
    f"?cave/6/6/{CAVE}",
    f"cave/6/6/{CAVE}",
    f"  https://puzz.link/p?cave/6/6/\n{CAVE}\n",
])
def test_every_url_shape_people_paste_opens_the_same_puzzle(url):
    doc = openers.open_url(url)
    assert doc.genre.key == "corral"
    assert doc.puzzle.number_map == CAVE_NUMBERS


def test_url_parts_split_flags_size_and_body():
    parts = F.parse_url("https://puzz.link/p?slalom/d/10/8/abc/5")
    assert (parts.type_name, parts.pflag, parts.cols, parts.rows, parts.body) == ("slalom", "d", 10, 8, "abc/5")
    assert F.parse_url("http://pzv.jp/p.html?hebi/6/5/b31").pflag == ""


@pytest.mark.parametrize("url, message", [
    ("https://puzz.link/p?nurikabe/5/5/abc", "does not know the puzzle type 'nurikabe'"),
    ("https://puzz.link/p?cave/0/6/k3", "size is wrong: 0 columns"),
    ("https://puzz.link/p?cave/6/101/k3", "size is wrong: 101 rows"),
    ("https://puzz.link/p?cave", "has no size"),
    ("https://puzz.link/p?cave/six/6/k3", "has no size"),
    ("https://puzz.link/p?cave/6/6/k3h6", "ends early"),
    ("https://puzz.link/p?cave/6/6/k3h6j2l7g3g2h3n!!", "unexpected '!!'"),
    ("https://puzz.link/p?cave/6/6/k3h6#2l7g3g2h3n", "unexpected character '#'"),
    ("https://puzz.link/p?hebi/6/5/b31e0", "ends early"),
    ("https://puzz.link/p?hebi/6/5/b3zzzzzzz", "unexpected"),
    ("https://puzz.link/p?slalom/d/5/5/s/99", "circle's position 99 lies outside"),
    ("https://puzz.link/p?slalom/d/5/5/1r/0", "circle sits on a black cell"),
    ("https://puzz.link/p?slalom/d/5/5/12", "ends early"),
    ("", "empty"),
])
def test_bad_urls_say_what_is_wrong(url, message):
    with pytest.raises(PuzzleFormatError, match=message.replace("?", r"\?").replace("(", r"\(")):
        openers.open_url(url)


def test_number16_round_trips_every_size_of_number_and_long_runs():
    values = [None] * 45 + [0, 15, 16, 255, 256, 4095, 4096, 8191, 8192, -2] + [None] * 3 + [7]
    text = F.encode_number16(values)
    assert F.decode_number16(text, len(values)) == (values, "")
    assert text.startswith("zzk0f-10-ff+100")     # 20 + 20 + 5 skipped, then the numbers


def test_arrow_number16_round_trips():
    values = [None] * 30 + [(1, 5), (4, -2), (0, 0), (3, 16), (2, 300)] + [None]
    text = F.encode_arrow_number16(values)
    assert F.decode_arrow_number16(text, len(values)) == (values, "")
    assert text.startswith("zd15")                # 26 + 4 skipped


def test_pzprv3_accepts_slashes_for_line_breaks_as_pzprjs_does():
    text = "pzprv3/cave/6/6/" + "/".join(
        " ".join(str(CAVE_NUMBERS.get((r, c), ".")) for c in range(6)) for r in range(6))
    doc = openers.loads(text)
    assert doc.puzzle.number_map == CAVE_NUMBERS


def test_pzprv3_metadata_becomes_the_documents_metadata(tmp_path):
    doc = openers.open_url(f"cave/6/6/{CAVE}")
    doc.apply(metadata={"author": "Ann", "source": "Book 3", "notes": "nice"})
    path = str(tmp_path / "p.txt")
    openers.save_any(doc, path)
    text = open(path, encoding="utf-8").read()
    assert text.startswith("pzprv3\nbag\n6\n6\n") and '"author": "Ann"' in text and '"comment": "nice"' in text
    again = openers.open_any(path)
    assert again.metadata == {"author": "Ann", "source": "Book 3", "notes": "nice"}
    assert again.path == path and not again.dirty


@pytest.mark.parametrize("text, message", [
    ("pzprv3\nbag\n6\n", "ends before its size"),
    ("pzprv3\nbag\nsix\n6\n", "not whole numbers"),
    ("pzprv3\nbag\n2\n2\n. .\n", "ends early"),
    ("pzprv3\nbag\n2\n2\n. .\n. . .\n", "3 entries instead of 2"),
    ("pzprv3\nsudoku\n2\n2\n", "does not know the puzzle type 'sudoku'"),
    ("pzprv3.x\nbag\n2\n2\n", "unknown header"),
])
def test_bad_pzprv3_files_say_what_is_wrong(text, message):
    with pytest.raises(PuzzleFormatError, match=message):
        openers.loads(text)


def test_a_text_file_holding_a_url_opens_like_the_url(tmp_path):
    path = tmp_path / "link.txt"
    path.write_text(f"https://puzz.link/p?cave/6/6/{CAVE}\n")
    doc = openers.open_any(str(path))
    assert doc.puzzle.number_map == CAVE_NUMBERS
    assert doc.path is None          # saving must not overwrite the link with a puzzle file


def test_save_any_picks_the_format_by_extension(tmp_path):
    doc = openers.open_url(f"cave/6/6/{CAVE}")
    openers.save_any(doc, str(tmp_path / "a.json"))
    openers.save_any(doc, str(tmp_path / "a.txt"))
    openers.save_any(doc, str(tmp_path / "a.cave.txt"))
    assert (tmp_path / "a.json").read_text().startswith("{")
    assert (tmp_path / "a.txt").read_text().startswith("pzprv3\nbag\n")
    assert (tmp_path / "a.cave.txt").read_text().startswith("pzprv3\ncave\n")
    for name in ("a.json", "a.txt", "a.cave.txt"):
        assert openers.open_any(str(tmp_path / name)).puzzle == doc.puzzle


def test_a_variant_puzz_link_does_not_know_gets_a_link_but_no_pzprv3_file():
    from genres.core.document import Document
    from genres.corral import GENRE
    doc = Document(GENRE, CorralPuzzle(4, 4, frozenset({((0, 0), 3), ((3, 3), 2)}), "additive-multiplicative"))
    assert openers.url_supported(doc) is None
    assert openers.url_for(doc).startswith("puzzlewright:1/corral/am/")   # docs/links.md
    with pytest.raises(PuzzleFormatError, match="Additive/Multiplicative"):
        openers.save_any(doc, "/nonexistent/never-written.txt")


# ----- the command line -------------------------------------------------------
def run(*argv):
    import io
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_cli_solves_a_url_and_writes_the_answer_as_pzprv3(tmp_path):
    target = str(tmp_path / "answer.txt")
    code, out, _ = run("solve", "https://puzz.link/p?hebi/6/5/b31e0.a45h23g45b", "--output", target)
    assert code == 0 and out.startswith("unique")
    text = open(target).read()
    assert text.startswith("pzprv3\nhebi\n5\n6\n")
    code, out, _ = run("check", target)
    assert (code, out) == (0, "solved\n")


def test_cli_converts_between_url_pzprv3_and_native(tmp_path):
    txt, js = str(tmp_path / "p.txt"), str(tmp_path / "p.json")
    assert run("convert", f"http://pzv.jp/p.html?cave/6/6/{CAVE}", txt)[0] == 0
    assert run("convert", txt, js)[0] == 0
    assert openers.open_any(js).puzzle.number_map == CAVE_NUMBERS


def test_cli_names_the_problem_of_a_bad_url():
    code, _, err = run("check", "https://puzz.link/p?cave/6/6/k3h6")
    assert code == 3 and "ends early" in err
    code, _, err = run("check", "https://puzz.link/p?yajilin/6/6/k3h6")
    assert code == 3 and "yajilin" in err


def test_a_size_written_with_non_ascii_digits_is_refused_with_a_message():
    # "²" passes str.isdigit() but not int(): it must not escape as a bare ValueError
    with pytest.raises(PuzzleFormatError, match="has no size"):
        F.parse_url("https://puzz.link/p?hebi/²/5/a")
