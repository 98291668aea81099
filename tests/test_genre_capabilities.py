"""The window asks a genre what it offers (Genre's capabilities), never what
kind it is: the four puzzles offer everything, Gates nothing a puzzle has,
and the registry refuses a genre whose capabilities are not what they claim."""
from __future__ import annotations

from genres import registry
from genres.core.genre import CAPABILITIES, WORDINGS
from genres.registry import all_genres, get_genre

PUZZLES = ("circumnavi-gates", "hebi-ichigo", "corral", "ore-soccer")


def test_every_puzzle_offers_solver_check_trials_clock_and_turning():
    for key in PUZZLES:
        genre = get_genre(key)
        assert all(getattr(genre, c) for c in CAPABILITIES if c != "starts_in_play"), key
        assert not genre.starts_in_play and genre.wording == "puzzle"


def test_gates_offers_none_of_a_puzzles_tools_and_starts_in_play():
    gates = get_genre("gates")
    assert not (gates.has_solution or gates.checkable or gates.offers_trials or gates.timed
                or gates.transformable or gates.resizes_from_play)
    assert gates.starts_in_play and gates.wording == "game"


def test_every_registered_genre_declares_its_capabilities_as_the_registry_wants():
    for genre in all_genres():
        assert registry.missing_hooks(genre) == []
        assert genre.wording in WORDINGS


def test_the_registry_refuses_an_odd_capability_or_a_solution_without_an_encoding():
    from genres.gates import GENRE as GATES

    class Claims(type(GATES)):
        has_solution = True           # but no encode / difference_cells
        timed = "yes"
        wording = "poem"
    missing = registry.missing_hooks(Claims())
    assert "encode" in missing and "difference_cells" in missing
    assert "timed (True or False, not 'yes')" in missing
    assert "wording (one of puzzle, game, not 'poem')" in missing
