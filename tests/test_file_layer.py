"""One file layer (genres.core.openers) for the window and the command line:
the same opening routine, a URL split once, the type read kept on the document."""
from __future__ import annotations

import glob
import os

import pytest

from editor import cli
from genres.core import formats, openers
from genres.core.errors import PuzzleFormatError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CAVE_URL = "http://pzv.jp/p.html?cave/6/6/k3h6j2l7g3g2h3n"
SLALOM_URL = "https://puzz.link/p?slalom/d/6/6/9314131314131a1131ag0404j0101/33"


def _every_file() -> list[str]:
    found = sorted(glob.glob(os.path.join(ROOT, "resources", "examples", "*.json")))
    found += sorted(glob.glob(os.path.join(ROOT, "tests", "data", "*")))
    return found


def test_the_command_line_loader_is_the_windows_open_routine():
    assert cli.load_document is openers.open_any


def test_the_window_opens_files_urls_and_pasted_urls_through_the_file_layer(
        qtbot, private_settings, monkeypatch, tmp_path):
    from editor.mainwindow import MainWindow
    calls = []
    real_any, real_url = openers.open_any, openers.open_url
    monkeypatch.setattr(openers, "open_any", lambda p: calls.append(("any", p)) or real_any(p))
    monkeypatch.setattr(openers, "open_url", lambda u: calls.append(("url", u)) or real_url(u))
    window = MainWindow(None)
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
    example = os.path.join(ROOT, "resources", "examples", "hebi-01.json")
    assert window.files.load_path(example)
    assert window.files.open_url(CAVE_URL)
    assert calls == [("any", example), ("url", CAVE_URL)]
    # Save goes through the same layer too: what it writes, the layer reads back.
    path = str(tmp_path / "corral.txt")
    assert window.files.write_to(path)
    assert open(path, encoding="utf-8").read().startswith("pzprv3\n")
    assert real_any(path).puzzle == window.document.puzzle


@pytest.mark.parametrize("path", _every_file(), ids=os.path.basename)
def test_every_example_and_data_file_opens_alike_in_window_and_cli(path):
    """Each example and data file reads through the one routine: a document, or
    (for a data file that is a list of URLs) the same one-line refusal."""
    try:
        doc = openers.open_any(path)
    except PuzzleFormatError as e:
        with pytest.raises(PuzzleFormatError, match="^" + os.path.basename(path)):
            cli.load_document(path)
        assert str(e).startswith(os.path.basename(path))
        return
    again = cli.load_document(path)
    assert (again.genre, again.puzzle, again.answer, again.metadata) == \
        (doc.genre, doc.puzzle, doc.answer, doc.metadata)


def test_an_image_is_refused_by_name_in_the_window_as_on_the_command_line():
    with pytest.raises(PuzzleFormatError, match=r"^x\.png: PNG image files can be written but "
                                                r"not read \(read one of: \.json, \.txt, \.url"):
        openers.open_any("x.png")


def _count(monkeypatch, module, name, counter):
    real = getattr(module, name)

    def counted(*args, **kwargs):
        counter[name] = counter.get(name, 0) + 1
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, staticmethod(counted) if isinstance(module, type) else counted)


def test_a_url_is_split_once(monkeypatch):
    counter: dict[str, int] = {}
    # Both the file layer's names and the formats module's own (parse_url calls them there).
    for module in (openers, formats):
        _count(monkeypatch, module, "url_query", counter)
        _count(monkeypatch, module, "parse_query", counter)
    _count(monkeypatch, formats, "parse_url", counter)
    from genres.circumnavi import pzpr
    _count(monkeypatch, pzpr.SlalomUrl, "decode", counter)
    doc = openers.open_any(SLALOM_URL)
    assert doc.genre.key == "circumnavi-gates"
    assert counter == {"url_query": 1, "parse_query": 1, "decode": 1}


def test_the_type_a_puzzle_was_read_as_lives_on_its_document(tmp_path):
    doc = openers.open_url(CAVE_URL)
    assert (doc.url_style, doc.file_style) == ("cave", None)
    assert "?cave/" in openers.url_for(doc)
    path = tmp_path / "p.txt"
    openers.save_any(doc, str(path), style="cave")
    again = openers.open_any(str(path))
    assert (again.url_style, again.file_style) == (None, "cave")
    assert "?cave/" in openers.url_for(again)
    assert not any(type(v).__name__ == "WeakKeyDictionary" for v in vars(openers).values())


def test_the_command_line_writes_every_text_type_through_the_file_layer(tmp_path, monkeypatch):
    written = []
    real = openers.write_file
    monkeypatch.setattr(openers, "write_file", lambda d, p: written.append(p) or real(d, p))
    out = [str(tmp_path / f"p{ext}") for ext in (".json", ".txt", ".url")]
    for path in out:
        assert cli.run_cli(["convert", CAVE_URL, path]) == 0
    assert written == out
    assert open(out[2], encoding="utf-8").read().startswith("https://puzz.link/p?bag/6/6/")
