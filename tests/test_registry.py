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
