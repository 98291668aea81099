"""Answer facts are named by helpers in each genre's model: every fact the
solver makes, and every fact the player's marks say, is one the helpers build
and read back (no key is matched by convention elsewhere)."""
from __future__ import annotations

import os

import pytest

from genres.core import nativefile
from genres.circumnavi import model as circumnavi
from genres.corral import model as corral
from genres.hebi import model as hebi
from genres.soccer import model as soccer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _rebuilt(module, fact):
    """The fact built again from what the model's readers make of it (None: none reads it)."""
    readers = {
        circumnavi: [(circumnavi.link_of, lambda e: circumnavi.link_fact(e))],
        hebi: [(hebi.digit_of, lambda found: hebi.digit_fact(*found))],
        corral: [(corral.inside_of, corral.inside_fact), (corral.mul_of, corral.mul_fact)],
        soccer: [(soccer.start_of, soccer.start_fact), (soccer.dest_of, lambda m: soccer.dest_fact(*m)),
                 (soccer.step_of, lambda s: soccer.step_fact(*s))],
    }[module]
    found = [build(read(fact)) for read, build in readers if read(fact) is not None]
    assert len(found) <= 1, fact
    return found[0] if found else None


@pytest.mark.parametrize("name, module", [
    ("circumnavi-01", circumnavi), ("hebi-01", hebi), ("corral-01", corral),
    ("corral-am-01", corral), ("soccer-01", soccer)])
def test_every_fact_of_solver_and_player_is_built_by_the_models_helpers(name, module):
    doc = nativefile.load(os.path.join(ROOT, "resources", "examples", name + ".json"))
    genre, puzzle = doc.genre, doc.puzzle
    solver_facts = genre.encode(puzzle).facts
    assert solver_facts
    for fact in solver_facts:
        assert _rebuilt(module, fact) == fact
    for fact in genre.answer_facts(puzzle, doc.answer):
        assert fact in solver_facts and _rebuilt(module, fact) == fact
    for fact in genre.trivial_facts(puzzle):
        assert _rebuilt(module, fact) == fact


def test_a_fact_of_another_genre_is_read_by_none_of_a_models_helpers():
    link = circumnavi.link_fact(((0, 0), (0, 1)))
    assert hebi.digit_of(link) is None and corral.inside_of(link) is None
    assert soccer.step_of(link) is None and soccer.start_of(corral.inside_fact((0, 0))) is None
    assert soccer.step_fact((1, 1), (0, 0)) == soccer.step_fact((0, 0), (1, 1))   # undirected
