"""The kick-off rule and the move rules are separate groups (the encoding made
them in one method once): switching one off frees exactly what it says and
nothing the other one says.  (That every answer stays as it was with every
group on: tests/test_soccer_groups.py and tests/test_forced_golden.py.)"""
from __future__ import annotations

import os

import pytest

from genres.core import nativefile
from genres.soccer.solver import RULES, SoccerEncoding

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PUZZLE = "resources/examples/soccer-01.json"


@pytest.fixture(scope="module")
def enc():
    e = SoccerEncoding(nativefile.load(os.path.join(ROOT, PUZZLE)).puzzle)
    yield e
    e.model.close()


def without(enc, *names):
    return [g for g in enc.model.groups.values() if g.name not in names]


def can(enc, assumptions, groups):
    return enc.model.solve(assumptions, groups=groups) is not None


def test_rule_groups_are_the_five_families():
    assert set(RULES) == {"rule kick-off", "rule simple-path", "rule straight", "rule moves", "rule order"}


def test_without_the_kick_off_rule_two_circles_may_kick_off_or_one_that_moves(enc):
    a, b = sorted(enc.start)[:2]
    two = [enc.start[a], enc.start[b]]
    mover = [(w, d) for (w, d) in enc.mv if d != w and d not in enc.puzzle.black][0]
    moving_start = [enc.start[mover[0]], enc.mv[mover]]
    kick_off, moves = enc.model.groups["rule kick-off"], enc.model.groups["rule moves"]
    assert not can(enc, two, without(enc))
    assert not can(enc, two, [kick_off])        # the kick-off rule alone says so
    assert can(enc, two, [moves])               # the moves do not care
    assert can(enc, two, without(enc, "rule kick-off", *(g for g in enc.model.groups if g.startswith("clue"))))
    # A start that moves: the kick-off rule says it stays, the moves that
    # staying is its one move.
    assert not can(enc, moving_start, without(enc))
    assert not can(enc, moving_start, [kick_off, moves])
    assert can(enc, moving_start, [moves])
    assert can(enc, moving_start, [kick_off])


def test_without_the_move_rules_a_circle_may_stay_and_move_and_two_may_end_on_one_cell(enc):
    w, d = [(w, d) for (w, d) in enc.mv if d != w and d not in enc.puzzle.black][0]
    stay_and_move = [enc.mv[(w, w)], enc.mv[(w, d)]]
    shared = [(x, y) for (x, y) in enc.mv if y == d and x != w][:1]
    for assumptions in [stay_and_move] + [[enc.mv[(w, d)], enc.mv[s]] for s in shared]:
        assert not can(enc, assumptions, [enc.model.groups["rule moves"]])
        assert can(enc, assumptions, [enc.model.groups["rule kick-off"]])   # kick-off does not care
    # A circle that moves nowhere at all is the move rule's business too.
    nowhere = [-lit for (x, _), lit in enc.mv.items() if x == w]
    assert not can(enc, nowhere, [enc.model.groups["rule moves"]])
    assert can(enc, nowhere, [enc.model.groups["rule kick-off"]])
