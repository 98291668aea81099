"""The chunked backbone (analysis._backbone): the same forced facts as testing
one fact at a time, with far fewer SAT questions, reports as it goes, and
stops when cancelled (issue #15)."""
from __future__ import annotations

import json
import os
import random

import pytest

from genres.core import analysis
from genres.core.analysis import CancelToken, Cancelled, forced_verdict
from genres.core.explain_steps import jsonable
from genres.registry import get_genre
from tests.test_analysis import TOY

GOLDEN = os.path.join(os.path.dirname(__file__), "data", "forced_golden.json")
with open(GOLDEN, encoding="utf-8") as _f:
    DRAFTS = {e["name"]: e for e in json.load(_f) if e["status"] == "multiple"}


def random_rule(seed: int, n: int):
    """A random 3-CNF over the picks, with a few units so some are forced."""
    def rule(m, xs):
        rng = random.Random(seed)       # the same clauses at every encoding
        for _ in range(int(n * 3.3)):
            m.add_clause([rng.choice(xs) * rng.choice((1, -1)) for _ in range(3)])
        for x in rng.sample(xs, 3):
            m.add_clause([x * rng.choice((1, -1))])
    return rule


def one_fact_at_a_time(n: int, rule) -> dict | None:
    """The plain backbone: every fact tried against a first solution alone."""
    enc = TOY.encode((n, rule))
    first = enc.model.solve()
    if first is None:
        return None
    out = {}
    for fact, v in enc.facts.items():
        lit = v if first[v] else -v
        if enc.model.solve([-lit]) is None:
            out[fact] = first[v]
    return out


@pytest.mark.parametrize("start,rounds", [(1, 12), (2, 0), (32, 12), (1000, 12)])
@pytest.mark.parametrize("seed", range(12))
def test_chunks_force_exactly_what_one_fact_at_a_time_forces(monkeypatch, seed, start, rounds):
    monkeypatch.setattr(analysis, "CHUNK_START", start)
    monkeypatch.setattr(analysis, "CHUNK_ROUNDS", rounds)
    n = 40
    rule = random_rule(seed, n)
    expected = one_fact_at_a_time(n, rule)
    status, forced = forced_verdict(TOY, (n, rule))
    if expected is None:
        assert status == "none" and forced == {}
    else:
        assert forced == expected


def recorded(name: str) -> tuple:
    entry = DRAFTS[name]
    genre = get_genre(entry["genre"])
    return genre, genre.puzzle_from_json(entry["puzzle"]), entry


@pytest.mark.parametrize("name", ["resources/examples/circumnavi-02.json (draft)",
                                  "resources/examples/corral-03.json (draft)"])
@pytest.mark.parametrize("start,rounds", [(2, 0), (1000, 1)])
def test_chunks_given_up_for_their_lazy_rounds_still_settle_every_fact(monkeypatch, name,
                                                                     start, rounds):
    # A bound of 0 or 1 lazy rounds (connectivity cuts) gives up nearly every
    # chunk question and splits it down to single facts: the same facts come out.
    monkeypatch.setattr(analysis, "CHUNK_START", start)
    monkeypatch.setattr(analysis, "CHUNK_ROUNDS", rounds)
    genre, puzzle, entry = recorded(name)
    status, forced = forced_verdict(genre, puzzle)
    assert status == "multiple"
    assert sorted(json.dumps([jsonable(f), bool(v)]) for f, v in forced.items()) == entry["forced"]


def count_questions(monkeypatch) -> list:
    asked = []
    solve = analysis._Session.solve

    def counted(self, *a, **k):
        found = solve(self, *a, **k)
        asked.append(a)                 # answered questions only
        return found
    monkeypatch.setattr(analysis._Session, "solve", counted)
    return asked


def test_a_draft_takes_far_fewer_questions_than_it_has_undecided_facts(monkeypatch):
    # Hebi-Ichigo 02 with clues taken away: 246 forced facts, which one SAT
    # question per fact took 252 questions to find.
    asked = count_questions(monkeypatch)
    genre, puzzle, entry = recorded("resources/examples/hebi-02.json (draft)")
    seen = []
    forced_verdict(genre, puzzle, on_progress=seen.append)
    assert len(entry["forced"]) == 246
    assert len(asked) < 40
    # The window still sees the count of settled facts grow over several reports.
    decided = [p.decided for p in seen]
    assert decided == sorted(decided) and len(set(decided)) >= 3
    assert seen[-1].finished and seen[-1].decided == seen[-1].total
    assert len(seen[-1].forced) == 246 and all(p.verdict is seen[0].verdict for p in seen)


def test_cancelling_while_chunks_are_asked_stops_at_once(monkeypatch):
    asked = count_questions(monkeypatch)
    genre, puzzle, _ = recorded("resources/examples/soccer-03.json (draft)")
    token = CancelToken()
    reports = []

    def on_progress(p):
        reports.append(p)
        if len(reports) == 3:           # in the chunks, after the verdict's two solves
            token.cancel()
    with pytest.raises(Cancelled):
        forced_verdict(genre, puzzle, token, on_progress)
    assert len(reports) == 3 and not reports[-1].finished
    assert len(asked) == 4              # the question after the cancel got no answer
