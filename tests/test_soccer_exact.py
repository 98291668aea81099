"""The redundant clauses of Ore Soccer's encoding (solver._short_cycles) change
no answer: with any choice of groups switched on, the encoding with them admits
exactly the answers of the encoding without them.  (With every group on,
tests/test_soccer_groups.py and tests/test_forced_golden.py compare with the
records; this covers the trials an explanation makes, most groups off.)"""
from __future__ import annotations

import os
import random

import pytest

from genres.core import nativefile
from genres.soccer.solver import RULES, SoccerEncoding

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PUZZLES = ["resources/examples/soccer-01.json", "resources/examples/soccer-02.json",
           "bench/data/soccer-8x8.json"]


def answers(puzzle, groups, short_cycle, cap=25):
    """The facts of up to ``cap`` answers, by solve-and-block on the facts."""
    enc = SoccerEncoding(puzzle, short_cycle=short_cycle)
    m = enc.model
    on = [m.groups[g] for g in groups]
    found = set()
    while len(found) < cap:
        values = m.solve(groups=on)
        if values is None:
            break
        found.add(frozenset(f for f, v in enc.facts.items() if values[v]))
        m.add_clause([-v if values[v] else v for v in enc.facts.values()])
    m.close()
    return found


def subsets(puzzle, n, seed):
    """Random group choices like an explanation's trials: the order rule on
    (the redundant clauses sit in its group), some clues, the other rules
    mostly on)."""
    rnd = random.Random(seed)
    names = list(SoccerEncoding(puzzle, short_cycle=0).model.groups)
    clues = [g for g in names if g.startswith("clue")]
    for _ in range(n):
        rules = ["rule order"] + [r for r in RULES if r != "rule order" and rnd.random() < 0.8]
        yield rules + rnd.sample(clues, rnd.randint(1, len(clues)))


def verdicts(puzzle, groups, short_cycle, questions):
    """For each (fact, value): can an answer with these groups on have it?"""
    enc = SoccerEncoding(puzzle, short_cycle=short_cycle)
    m = enc.model
    on = [m.groups[g] for g in groups]
    got = [m.solve([enc.facts[f] if v else -enc.facts[f]], groups=on) is not None for f, v in questions]
    m.close()
    return got


@pytest.mark.parametrize("name", PUZZLES)
def test_short_cycle_clauses_keep_every_answer_with_groups_switched_off(name):
    puzzle = nativefile.load(os.path.join(ROOT, name)).puzzle
    facts = sorted(SoccerEncoding(puzzle, short_cycle=0).facts, key=repr)
    rnd = random.Random(7)
    compared = forced = 0
    for groups in subsets(puzzle, 10, seed=len(name)):
        plain = answers(puzzle, groups, short_cycle=0)
        if len(plain) < 25:        # all of them: the same set
            assert answers(puzzle, groups, short_cycle=4) == plain, groups
            compared += 1
        questions = [(f, rnd.random() < 0.5) for f in rnd.sample(facts, 12)]
        before = verdicts(puzzle, groups, 0, questions)
        assert verdicts(puzzle, groups, 4, questions) == before, groups
        forced += before.count(False)
    assert forced >= 1 and compared + forced >= 2     # the comparisons said something


def pass_back_and_forth(enc, a, b):
    """Assumptions: the ball goes a -> b -> a, beside the path."""
    return [enc.arc[(a, b)], enc.arc[(b, a)]]


@pytest.mark.parametrize("short_cycle", [0, 2, 4])
def test_a_cycle_beside_the_path_needs_the_straight_rule_or_a_destination_to_be_ruled_out(short_cycle):
    """The order rule alone forbids a destination on a cycle (the count would
    grow round it) but not a cycle without one; the clauses for short cycles
    must say exactly that, no more."""
    puzzle = nativefile.load(os.path.join(ROOT, PUZZLES[0])).puzzle
    enc = SoccerEncoding(puzzle, short_cycle=short_cycle)
    m = enc.model
    on = [m.groups[g] for g in ("rule order", "rule simple-path", "rule kick-off", "rule moves")]
    never = -m.true_lit
    far = [(a, b) for (a, b) in enc.arc if a < b and (b, a) in enc.arc
           and enc.is_dest[a] == never and enc.is_dest[b] == never]
    near = [(a, b) for (a, b) in enc.arc if a < b and (b, a) in enc.arc and enc.is_dest[a] != never]
    assert far and near
    for a, b in far[:5]:        # no circle can end there: allowed without the straight rule
        assert m.solve(pass_back_and_forth(enc, a, b), groups=on) is not None
        assert m.solve(pass_back_and_forth(enc, a, b), groups=on + [m.groups["rule straight"]]) is None
    for a, b in near[:5]:       # with a circle ending on it: never
        assert m.solve(pass_back_and_forth(enc, a, b) + [enc.is_dest[a]], groups=on) is None
        assert m.solve(pass_back_and_forth(enc, a, b), groups=on) is not None
    m.close()
