"""The board shows the overlay set last; clearing it brings back the one before."""
from editor.overlays import BoardOverlays
from genres.core.view import Overlay


def test_the_last_overlay_set_is_shown_and_clearing_it_shows_the_one_before():
    shown = []
    overlays = BoardOverlays(shown.append)
    solver, hint = Overlay(forced={"a": True}), Overlay(forced={"b": False}, clue_cells=((0, 0),))
    overlays.set("solver", solver)
    overlays.set("hint", hint)
    assert shown[-1] is hint
    overlays.clear("hint")
    assert shown[-1] is solver
    overlays.set("solver", None)
    assert shown[-1] is None and overlays.shown() is None


def test_setting_a_source_again_brings_it_to_the_front():
    shown = []
    overlays = BoardOverlays(shown.append)
    a, b, c = Overlay(), Overlay(), Overlay()
    overlays.set("solver", a)
    overlays.set("hint", b)
    overlays.set("solver", c)
    assert shown[-1] is c
    overlays.clear("solver")
    assert shown[-1] is b
