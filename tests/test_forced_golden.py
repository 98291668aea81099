"""The forced facts stay exactly what they were (issue #15 point 5).

tests/data/forced_golden.json holds, for every bench puzzle, every bundled
example and a half-built draft of each example (clues taken away until several
solutions remain), the verdict and every fact all solutions share.  A speed-up
of an encoding or of the analysis that changes any of them fails here.  When a
change of meaning is intended, regenerate with tools/forced_golden.py and say
why in the commit.
"""
from __future__ import annotations

import json
import os

import pytest

from genres.core import analysis
from genres.core.explain_steps import jsonable
from genres.registry import get_genre

GOLDEN = os.path.join(os.path.dirname(__file__), "data", "forced_golden.json")

with open(GOLDEN, encoding="utf-8") as _f:
    ENTRIES = json.load(_f)


def test_the_record_covers_every_puzzle_genre_and_drafts_with_several_solutions():
    genres = {e["genre"] for e in ENTRIES}
    assert genres == {"circumnavi-gates", "corral", "hebi-ichigo", "ore-soccer"}
    drafts = [e for e in ENTRIES if e["name"].endswith("(draft)")]
    assert {e["genre"] for e in drafts} == genres
    assert all(e["status"] == "multiple" and e["forced"] for e in drafts)


@pytest.mark.parametrize("entry", ENTRIES, ids=[e["name"] for e in ENTRIES])
def test_the_verdict_and_the_forced_facts_are_as_recorded(entry):
    genre = get_genre(entry["genre"])
    puzzle = genre.puzzle_from_json(entry["puzzle"])
    status, forced = analysis.forced_verdict(genre, puzzle)
    assert status == entry["status"]
    got = sorted(json.dumps([jsonable(f), bool(v)]) for f, v in forced.items())
    lost = sorted(set(entry["forced"]) - set(got))
    gained = sorted(set(got) - set(entry["forced"]))
    assert not lost and not gained, f"no longer forced: {lost[:5]}; newly forced: {gained[:5]}"
