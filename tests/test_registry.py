"""The genre registry: each key names its module, and a file of one genre
loads that genre alone (not the Gates computer player for a Slalom)."""
from __future__ import annotations

import subprocess
import sys
from importlib import resources

from genres.registry import MODULE_OF_KEY, all_genres, get_genre


def test_every_genre_key_names_its_module():
    assert {g.key for g in all_genres()} == set(MODULE_OF_KEY)
    for key in MODULE_OF_KEY:
        assert get_genre(key).key == key


def test_a_verb_on_a_slalom_file_loads_neither_other_genres_nor_the_gates_player():
    path = str(resources.files("resources").joinpath("examples", "circumnavi-01.json"))
    code = ("import sys\n"
            "from editor.main import main\n"
            "try:\n"
            f"    main(['forced', {path!r}])\n"
            "except SystemExit:\n"
            "    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('genres.')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    loaded = done.stdout.strip().splitlines()[-1]
    assert "genres.circumnavi" in loaded
    for other in ("genres.gates", "genres.hebi", "genres.corral", "genres.soccer", "PySide6"):
        assert f"'{other}" not in loaded, loaded


def _loaded_by(argv: list[str]) -> str:
    """The genres and editor modules a fresh process loads for one verb."""
    code = ("import sys\n"
            "from editor.main import main\n"
            "try:\n"
            f"    main({argv!r})\n"
            "except SystemExit:\n"
            "    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith(('genres.', 'editor.', 'PySide6'))))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    return done.stdout.strip().splitlines()[-1]


def test_forced_on_a_puzz_link_url_loads_that_genre_alone_and_not_the_maker_or_explainer():
    # What `puzzlewright forced URL` must not spend its 0.15 s on (issue #15).
    for url, genre in (("https://puzz.link/p?bag/10/10/zj2v6gdbobqfhanchadidmdk", "genres.corral"),
                       ("https://puzz.link/p?hebi/10/10/c24b34d43e0.g25l1112c22b0.22a3541a11h0.g250.g0.c45d41b15i",
                        "genres.hebi"),
                       ("puzzlewright:1/soccer/8/8/_m0.i.k0m..p1j0g.0h.i.0l0g", "genres.soccer")):
        loaded = _loaded_by(["forced", url])
        assert f"'{genre}" in loaded
        for other in {"genres.gates", "genres.hebi", "genres.corral", "genres.soccer",
                      "genres.circumnavi"} - {genre}:
            assert f"'{other}" not in loaded, loaded
        for unneeded in ("genres.core.generation", "genres.core.explain'", "editor.generate_cli",
                         "editor.explain_cli", "PySide6"):
            assert unneeded not in loaded, loaded


def test_every_type_name_a_format_or_link_reads_is_in_the_tables_that_pick_one_genre():
    from genres.registry import GENRE_OF_TYPE_NAME
    from genres.core.formats import PZPRV3_EXTENSION
    names = {name: g.key for g in all_genres() for f in g.formats()
             if f.is_url or PZPRV3_EXTENSION in f.extensions for name in f.names}
    assert GENRE_OF_TYPE_NAME == names
    from genres.registry import GENRE_OF_LINK_NAME
    link_names = {name: g.key for g in all_genres() if g.link_codec() is not None
                  for name in g.link_codec().names}
    assert GENRE_OF_LINK_NAME == link_names


def test_the_registry_refuses_a_genre_that_leaves_out_a_hook_it_must_fill(monkeypatch):
    import pytest
    from genres import registry
    from genres.core.genre import GridGenre
    from genres.corral import GENRE as CORRAL

    class Unsolvable(type(CORRAL)):
        key = "unsolvable"
        encode = GridGenre.encode            # the base's: no SAT encoding
        cut_to_size = GridGenre.cut_to_size  # the base's: resizing would fail

    assert registry.missing_hooks(CORRAL) == []
    assert registry.missing_hooks(Unsolvable()) == ["encode", "cut_to_size"]
    import types
    module = types.ModuleType("unsolvable_genre")
    module.GENRE = Unsolvable()
    monkeypatch.setitem(sys.modules, "unsolvable_genre", module)
    monkeypatch.setitem(registry.MODULE_OF_KEY, "unsolvable", "unsolvable_genre")
    registry._load.cache_clear()
    registry.all_genres.cache_clear()
    try:
        with pytest.raises(registry.GenreTableError, match=r"^genre unsolvable does not fill: "
                                                           r"encode, cut_to_size$"):
            registry.get_genre("unsolvable")
        with pytest.raises(registry.GenreTableError):
            registry.all_genres()
    finally:
        registry._load.cache_clear()
        registry.all_genres.cache_clear()


def test_a_genre_of_kind_game_need_not_be_solvable_but_must_be_a_game_or_puzzle():
    from genres import registry
    from genres.gates import GENRE as GATES
    assert not GATES.fills("encode") and registry.missing_hooks(GATES) == []

    class Odd(type(GATES)):
        kind = "toy"
    assert registry.missing_hooks(Odd()) == ["kind (one of puzzle, game, not 'toy')"]


def test_a_file_may_name_circumnavi_gates_by_its_puzz_link_or_nikoli_name():
    from genres.registry import get_genre
    assert get_genre("slalom") is get_genre("circumnavi-gates")
    assert get_genre("suraromu").key == "circumnavi-gates"
