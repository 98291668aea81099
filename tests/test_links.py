"""puzzlewright: links (docs/links.md, issue 17 points 4 and 5): every puzzle
genre has a link, links round-trip, bad links get one clear message, and
`.url` files carry a link through the command line."""
from __future__ import annotations

import io
import re
from importlib import resources

import pytest
from hypothesis import given, settings, strategies as st

from editor.cli import run_cli
from genres.core import links, nativefile, openers
from genres.core.document import Document
from genres.core.errors import PuzzleFormatError
from genres.corral import GENRE as CORRAL
from genres.corral.model import CorralPuzzle
from genres.registry import all_genres
from genres.soccer import GENRE as SOCCER
from genres.soccer.model import SoccerPuzzle


def _examples() -> list[str]:
    folder = resources.files("resources").joinpath("examples")
    return sorted(e.name for e in folder.iterdir() if e.name.endswith(".json"))


def _example(name: str) -> Document:
    return nativefile.loads(resources.files("resources").joinpath("examples", name)
                            .read_text(encoding="utf-8"))


EXAMPLES = _examples()


# ----- round trips ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_every_example_has_a_link_that_opens_the_same_puzzle(name):
    doc = _example(name)
    link = openers.url_for(doc)
    assert re.fullmatch(r"[\x21-\x7e]+", link), "ASCII, no spaces: pastes anywhere"
    again = openers.open_url(link)
    assert again.genre is doc.genre and again.puzzle == doc.puzzle
    assert openers.url_for(again) == link


def test_every_puzzle_genre_has_an_example_checked_above():
    covered = {_example(n).genre.key for n in EXAMPLES}
    assert {g.key for g in all_genres() if g.kind == "puzzle"} <= covered


@pytest.mark.parametrize("name", ["soccer-01.json", "soccer-03.json", "corral-am-02.json"])
def test_genres_puzz_link_lacks_get_a_puzzlewright_link(name):
    link = openers.url_for(_example(name))
    assert link.startswith("puzzlewright:1/")


def test_puzz_link_genres_keep_their_puzz_link_urls():
    assert openers.url_for(_example("corral-01.json")).startswith("https://puzz.link/p?bag/")
    assert openers.url_for(_example("hebi-01.json")).startswith("https://puzz.link/p?hebi/")


def test_a_10x10_ore_soccer_link_is_short_enough_for_a_chat():
    link = openers.url_for(_example("soccer-03.json"))
    assert _example("soccer-03.json").puzzle.rows == 10
    assert len(link) < 80


def test_link_round_trip_link_to_puzzle_to_link():
    for link in ("puzzlewright:1/soccer/6/6/g___l.0k.j.3i0g.k2",
                 "puzzlewright:1/soccer/s/4/3/_.0-10+3e7g.k",    # strict moves, 16 and 999
                 "puzzlewright:1/corral/am/4/4/3t2"):
        genre, puzzle = links.read_link(link)
        written = links.write_link(genre, puzzle)
        assert written.rstrip("/") == link.rstrip("/")
        assert links.read_link(written) == (genre, puzzle)


def test_a_link_ending_in_punctuation_gets_a_slash_a_chat_cannot_eat():
    puzzle = SoccerPuzzle(2, 2, goal=frozenset({(0, 0)}), black=frozenset({(1, 1)}))
    link = links.write_link(SOCCER, puzzle)
    assert link == "puzzlewright:1/soccer/2/2/_h./"
    assert links.read_link(link)[1] == puzzle


def test_strict_moves_and_numbers_survive_the_link():
    _genre, puzzle = links.read_link("puzzlewright:1/soccer/s/4/3/_.0-10+3e7g.k")
    assert puzzle.strict_moves
    assert puzzle.number((0, 3)) == 16 and puzzle.number((1, 0)) == 999
    assert puzzle.white == {(0, 2), (0, 3), (1, 0)} and puzzle.black == {(0, 1), (1, 2)}


def test_a_standard_corral_link_reads_too_but_puzz_link_is_written():
    _genre, puzzle = links.read_link("puzzlewright:1/corral/2/2/3i")
    assert puzzle.variant == "standard" and puzzle.number((0, 0)) == 3
    assert openers.url_for(Document(CORRAL, puzzle)).startswith("https://puzz.link/p?bag/2/2/")


def _cells(rows: int, cols: int):
    return st.lists(st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1)), max_size=12,
                    unique=True)


@st.composite
def soccer_puzzles(draw):
    rows, cols = draw(st.integers(2, 12)), draw(st.integers(1, 12))
    cells = draw(_cells(rows, cols))
    kinds = draw(st.lists(st.sampled_from("gow#"), min_size=len(cells), max_size=len(cells)))
    goal = {c for c, k in zip(cells, kinds) if k == "g"}
    white = {c for c, k in zip(cells, kinds) if k in "ow"}
    black = {c for c, k in zip(cells, kinds) if k == "#"}
    numbers = {(c, draw(st.integers(1, 999))) for c, k in zip(cells, kinds) if k == "w"}
    return SoccerPuzzle(rows, cols, frozenset(goal), frozenset(white), frozenset(black),
                        frozenset(numbers), draw(st.booleans()))


@st.composite
def am_corral_puzzles(draw):
    rows, cols = draw(st.integers(1, 12)), draw(st.integers(1, 12))
    cells = draw(_cells(rows, cols))
    numbers = {(c, draw(st.integers(1, 10000))) for c in cells}
    return CorralPuzzle(rows, cols, frozenset(numbers), "additive-multiplicative")


@settings(max_examples=150, deadline=None, derandomize=True)
@given(puzzle=st.one_of(soccer_puzzles(), am_corral_puzzles()))
def test_any_puzzle_survives_its_link(puzzle):
    genre = SOCCER if isinstance(puzzle, SoccerPuzzle) else CORRAL
    link = openers.url_for(Document(genre, puzzle))
    assert link.startswith("puzzlewright:1/") and re.fullmatch(r"[\x21-\x7e]+", link)
    again = openers.open_url(link)
    assert again.genre is genre and again.puzzle == puzzle
    assert openers.url_for(again) == link


# ----- bad links -----------------------------------------------------------------------------
BAD_LINKS = {
    "puzzlewright:2/soccer/6/6/z": "newer Puzzlewright",
    "puzzlewright:0/soccer/6/6/z": "unknown link version 0",
    "puzzlewright:/soccer/6/6/z": "no version",
    "puzzlewright:1/chess/6/6/z": "unknown genre 'chess'",
    "puzzlewright:1/slalom/6/6/z": "puzz.link URLs",
    "puzzlewright:1": "names no genre",
    "puzzlewright:1/soccer": "has no size",
    "puzzlewright:1/soccer/6/0/z": "size is wrong",
    "puzzlewright:1/soccer/6/999999/z": "size is wrong",
    "puzzlewright:1/soccer/1/1/": "size is wrong",
    "puzzlewright:1/soccer/x/6/6/z": "unknown option 'x'",
    "puzzlewright:1/soccer/6/6/g___l.0k.j.3i0g.": "ends early",
    "puzzlewright:1/soccer/2/2/-1": "ends early",
    "puzzlewright:1/soccer/2/2/0000000": "more Ore Soccer cells",
    "puzzlewright:1/soccer/2/2/-00hh": "out of range",
    "puzzlewright:1/soccer/2/2/0!00": "unexpected character '!'",
    "puzzlewright:1/corral/am/6/6/g": "ends early",
    "puzzlewright:1/corral/am/1/1/%fff": "too large",
}


@pytest.mark.parametrize("link,words", sorted(BAD_LINKS.items()))
def test_a_bad_link_names_what_is_wrong(link, words):
    with pytest.raises(PuzzleFormatError) as info:
        openers.open_url(link)
    assert words in str(info.value)
    assert "URL's" not in str(info.value)


@pytest.mark.parametrize("link", ["puzzlewright:2/soccer/6/6/z", "puzzlewright:1/soccer/6/6/"])
def test_a_bad_link_on_the_command_line_is_one_line_and_exit_3(link):
    out, err = io.StringIO(), io.StringIO()
    assert run_cli(["solve", link], out, err) == 3
    assert len(err.getvalue().splitlines()) == 1 and err.getvalue().startswith("puzzlewright: ")


def test_a_game_says_clearly_it_has_no_link():
    from genres.gates import GENRE as GATES, GatesGame
    from genres.gates.game import GameState
    with pytest.raises(PuzzleFormatError, match="games have no URL or link"):
        openers.url_for(Document(GATES, GatesGame(GameState("y", 5))))


# ----- the command line and .url files ---------------------------------------------------------
def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_solve_takes_a_link_where_a_file_goes():
    link = openers.url_for(_example("soccer-01.json"))
    code, out, _err = _cli("solve", link)
    assert code == 0 and out.startswith("unique")


@pytest.mark.parametrize("name", EXAMPLES)
def test_convert_to_url_writes_one_line_that_reads_back(name, tmp_path):
    source = resources.files("resources").joinpath("examples", name)
    target = tmp_path / "puzzle.url"
    assert _cli("convert", str(source), str(target))[0] == 0
    text = target.read_text()
    assert text.endswith("\n") and text.count("\n") == 1
    assert text.strip() == openers.url_for(_example(name))
    back = tmp_path / "back.json"
    assert _cli("convert", str(target), str(back))[0] == 0
    assert nativefile.load(str(back)).puzzle == _example(name).puzzle


def test_a_windows_internet_shortcut_is_read(tmp_path):
    link = openers.url_for(_example("soccer-02.json"))
    path = tmp_path / "Kick.url"
    path.write_bytes(f"[InternetShortcut]\r\nIDList=\r\nURL={link}\r\n".encode())
    code, out, _err = _cli("solve", str(path))
    assert code == 0 and out.startswith("unique")
    assert openers.open_any(str(path)).puzzle == _example("soccer-02.json").puzzle


@pytest.mark.parametrize("text,words", [("[InternetShortcut]\nIconIndex=0\n", "no URL= line"),
                                        ("one\ntwo\n", "holds one line"),
                                        ("puzzlewright:9/soccer/2/2/h\n", "newer Puzzlewright")])
def test_a_bad_url_file_is_one_clear_line(tmp_path, text, words):
    path = tmp_path / "bad.url"
    path.write_text(text)
    code, _out, err = _cli("check", str(path))
    assert code == 3 and words in err and len(err.splitlines()) == 1


def test_a_game_cannot_be_converted_to_a_url_file(tmp_path):
    game = tmp_path / "g.gates"
    game.write_text("# Gates game record\nVariant: Y Gates\nSize: 5\nSwap: on\nAlign: off\n\nc:a1\n")
    code, _out, err = _cli("convert", str(game), str(tmp_path / "g.url"))
    assert code == 3 and "no URL or link" in err
    assert not (tmp_path / "g.url").exists()


def test_a_link_as_the_only_argument_opens_the_window_not_a_command_error():
    from editor.main import looks_like_a_mistyped_command
    assert not looks_like_a_mistyped_command("puzzlewright:1/soccer/2/2/_h./")
    assert openers.open_any("puzzlewright:1/soccer/2/2/_h./").genre is SOCCER   # what the window calls
