"""The hitting-set bound on a reason's clues (genres/core/clue_bounds.py):
the clues a remembered solution breaks are read off its values truly, the
smallest hitting set is computed exactly, and a fact the bound gives up
really has no reason with so few clues among the clues left to it."""
from __future__ import annotations

import itertools
import os
import random

import pytest

from genres.core import nativefile
from genres.core.clue_bounds import cheaper_hitting_set, minimal_sets
from genres.core.explain import Stepper
from genres.core.explain_search import ExplainSession, NotCheaper

EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples")


def load(name):
    doc = nativefile.load(os.path.join(EXAMPLES, name))
    return doc.genre, doc.puzzle


def cheapest_hitting_set(sets: list[int], elements: int, clues: int) -> tuple[int, int]:
    """(clues, others) of the cheapest set of elements hitting every set, by trying them all."""
    best = None
    for k in range(elements + 1):
        for chosen in itertools.combinations(range(elements), k):
            mask = sum(1 << i for i in chosen)
            if all(s & mask for s in sets):
                cost = (bin(mask & clues).count("1"), bin(mask & ~clues).count("1"))
                best = cost if best is None or cost < best else best
    return best


def test_cheaper_hitting_set_agrees_with_trying_every_set_of_elements():
    """Elements of ``clues`` count first, the others (rule families) next;
    a bound that cites known facts lets a hitting set tie on the rest."""
    rng = random.Random(5)
    for _ in range(300):
        elements = rng.randrange(1, 9)
        clues = sum(1 << i for i in range(elements) if rng.random() < 0.7)
        sets = [sum(1 << i for i in rng.sample(range(elements), rng.randrange(1, min(4, elements) + 1)))
                for _ in range(rng.randrange(0, 10))]
        best = cheapest_hitting_set(sets, elements, clues)
        for bound in itertools.product(range(4), range(3), range(2)):
            assert cheaper_hitting_set(minimal_sets(sets), clues, bound) == \
                ((*best, 0) < bound), (sets, clues, bound)


def test_minimal_sets_drops_exactly_the_sets_that_hold_another():
    assert sorted(minimal_sets([0b011, 0b001, 0b110, 0b111, 0b001])) == [0b001, 0b110]


def test_a_solution_holds_the_clues_its_values_satisfy_whatever_it_was_found_under():
    """Ore Soccer keeps with each remembered solution the groups it breaks.
    The puzzle's own solution, kept as if found with the rule families alone,
    breaks none; another solution found with one clue off breaks that clue."""
    genre, puzzle = load("soccer-02.json")
    assert genre.clue_bounds
    with ExplainSession(genre, puzzle) as s:
        clues = [g for g in s.groups if g.kind == "clue"]
        rules = [g for g in s.groups if g.kind != "clue"]
        solution = s.solve()
        s._kept.keep("witnesses", frozenset(g.selector for g in rules), solution)
        assert s._kept.witnesses[0][2] == 0
        reference = s.values(solution)
        differs = s.model.new_bool()
        s.model.add_clause([-differs] + [-s.lit(f, v) for f, v in reference.items()])
        broke = 0
        for clue in clues:
            others = [g for g in s.groups if g is not clue]
            found = s.solve([differs], others)
            if found is None:
                continue        # the clue is not needed: no other solution without it
            s._kept.keep("witnesses", frozenset(g.selector for g in others), found)
            assert s._kept.witnesses[0][2] == s._kept.group_bit[clue.selector]
            broke += 1
        assert broke, "some clue is needed for the solution to be unique"


def test_the_clues_a_remembered_solution_holds_hold_for_a_fresh_solver():
    """After a hint, every remembered solution solves, in a fresh session with
    its facts fixed, the puzzle with every group it is said to hold."""
    genre, puzzle = load("soccer-02.json")
    with ExplainSession(genre, puzzle) as s, ExplainSession(genre, puzzle) as fresh:
        stepper = Stepper(s, {}, one_step=True, board=True)
        assert stepper.start() is None
        stepper.next_step()
        kept = [(mask, broken) for _, mask, broken in s._kept.witnesses + s._kept.screened]
        assert len(kept) > 20 and any(broken for _, broken in kept)
        group_of_bit = {bit: sel for sel, bit in s._kept.group_bit.items()}
        name = {g.selector: g.name for g in s.groups}
        for mask, broken in kept[::3]:
            values = {f: bool(mask & bit) for f, bit in s._kept.bit.items()}
            held = {name[sel] for bit, sel in group_of_bit.items() if not broken & bit}
            groups = [g for g in fresh.groups if g.name in held]
            assert fresh.solve([fresh.lit(f, v) for f, v in values.items()], groups) is not None


def test_a_fact_the_bound_gives_up_has_no_reason_with_so_few_of_the_clues_left(monkeypatch):
    """Each time the bound gives a fact up during a hint, the groups left to
    its deletion pass with the known facts: a minimal set of their clues
    forcing the fact with every rule family has at least the bound's clues,
    and random sets of fewer clues force nothing (fresh session)."""
    genre, puzzle = load("soccer-03.json")
    given_up = []
    bound_of = ExplainSession._cost_bound

    def recording(self, lits, groups, bound):
        try:
            bound_of(self, lits, groups, bound)
        except NotCheaper:
            given_up.append((list(lits), {g.name for g in groups}, bound))
            raise

    monkeypatch.setattr(ExplainSession, "_cost_bound", recording)
    with ExplainSession(genre, puzzle) as s:
        stepper = Stepper(s, {}, one_step=True, board=True)
        assert stepper.start() is None
        stepper.next_step(prefer=lambda f, v: genre.markable(puzzle, f, v))     # as next_hint asks
        lits_of = {v: f for f, v in s.facts.items()}
        reference = dict(s.reference)
    assert given_up, "the bound gave some fact up"
    rng = random.Random(0)
    with ExplainSession(genre, puzzle) as fresh:
        fresh.take_board(reference)
        for lits, names, bound in given_up[:6]:
            facts = [(lits_of[abs(x)], x > 0) for x in lits]
            base = [fresh.lit(f, v) for f, v in facts]
            rules = [g for g in fresh.groups if g.kind != "clue" and g.name in names]
            left = [g for g in fresh.groups if g.kind == "clue" and g.name in names]
            assert fresh.solve(base, rules + left) is None, "the clues left force the fact"
            needed = list(left)
            for clue in left:
                trial = [g for g in needed if g is not clue]
                if fresh.solve(base, rules + trial) is None:
                    needed = trial
            assert len(needed) >= bound[0]
            for _ in range(5):
                some = rng.sample(left, min(bound[0] - 1, len(left)))
                assert fresh.solve(base, rules + some) is not None


@pytest.mark.parametrize("name", ["soccer-02.json", "soccer-03.json"])
def test_the_bound_saves_solver_calls_and_gives_the_same_hint(name, monkeypatch):
    genre, puzzle = load(name)
    from genres.core.explain import next_hint
    from genres.core.sat import SatModel
    calls = []
    solve = SatModel.solve

    def counted(self, *args, **kwargs):
        calls[-1] += 1
        return solve(self, *args, **kwargs)

    monkeypatch.setattr(SatModel, "solve", counted)
    hints = []
    for bounds in (True, False):
        monkeypatch.setattr(type(genre), "clue_bounds", bounds)
        calls.append(0)
        hints.append(next_hint(genre, puzzle, genre.empty_answer(puzzle)))
    assert hints[0].cost == hints[1].cost and hints[0].facts == hints[1].facts
    assert calls[0] < calls[1]
