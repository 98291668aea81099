"""Circumnavi-Gates authoring hooks: trivial facts left out of the forced-facts
overlay, and the board grown, shrunk, rotated and flipped."""
from __future__ import annotations

from importlib import resources

import pytest

from genres.circumnavi import GENRE
from genres.core import nativefile
from genres.core.analysis import forced_facts

EXAMPLES = sorted(p.name for p in resources.files("resources").joinpath("examples").iterdir()
                  if p.name.startswith("circumnavi-") and p.name.endswith(".json"))


def example(name: str):
    return nativefile.load(str(resources.files("resources").joinpath("examples", name))).puzzle


# ----- trivial facts --------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_every_trivial_fact_is_forced_false_and_real_deductions_remain(name):
    puzzle = example(name)
    trivial = GENRE.trivial_facts(puzzle)
    facts = GENRE.encode(puzzle).facts
    assert trivial and trivial <= set(facts)
    forced = forced_facts(GENRE, puzzle)
    assert all(forced.get(f) is False for f in trivial)
    assert set(forced) - trivial, "the overlay still has deductions to show"


def test_trivial_facts_are_links_into_black_cells_and_along_gates():
    from genres.circumnavi.model import SlalomPuzzle
    puzzle = SlalomPuzzle(2, 3, ("o#.", ".-."))
    assert GENRE.trivial_facts(puzzle) == {
        ("link", ((0, 0), (0, 1))), ("link", ((0, 1), (0, 2))), ("link", ((0, 1), (1, 1))),
        ("link", ((1, 0), (1, 1))), ("link", ((1, 1), (1, 2)))}
