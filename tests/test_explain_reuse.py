"""Solutions an explanation already found serve its later questions: the
facts a chosen reason also forces (forced_by) and the screening of which facts
some groups leave free.  Neither may change an answer: the batch a reason
settles is the one a fresh session finds, and screening one set of facts costs
the solver one new variable, not one per question."""
from __future__ import annotations

import os

from genres.core import nativefile
from genres.core.explain import Stepper
from genres.core.explain_search import ExplainSession, Reason, distance

EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples")


def load(name):
    doc = nativefile.load(os.path.join(EXAMPLES, name))
    return doc.genre, doc.puzzle


def test_screening_a_set_of_facts_adds_one_variable_however_many_questions():
    genre, puzzle = load("hebi-02.json")
    with ExplainSession(genre, puzzle) as s:
        rules = [g for g in s.groups if g.kind != "clue"]
        reference = s.values(s.solve())
        before, calls = s.model.num_vars, s.model.solve_calls
        free, rest_forced = s.unforced(reference, rules, {})
        assert free and s.model.solve_calls - calls > 1     # several questions were asked
        assert s.model.num_vars - before == 1


def test_a_reasons_batch_is_the_same_with_remembered_solutions():
    """After each search for a step (which leaves screening solutions behind),
    the facts its reason forces among every fact still pending are exactly
    those a fresh session, with nothing remembered, proves forced."""
    genre, puzzle = load("corral-02.json")
    with ExplainSession(genre, puzzle) as s, ExplainSession(genre, puzzle) as fresh:
        stepper = Stepper(s, {})
        assert stepper.start() is None
        for _ in range(6):
            step = stepper.next_step()
            assert s._kept.screened, "the search remembered screening solutions"
            pending = stepper.pending
            names = {r.name for r in step.groups}
            mine = Reason([g for g in s.groups if g.name in names], dict(step.known), None)
            theirs = Reason([g for g in fresh.groups if g.name in names], dict(step.known), None)
            assert s.forced_by(mine, pending) == fresh.forced_by(theirs, pending)


def test_a_reason_that_cannot_be_sure_stops_being_asked_once_a_sure_one_is_found(monkeypatch):
    """With a sure step in hand, a reason whose first re-asked item stays
    undecided is unsure (it cannot be chosen): its other items stay doubtful
    instead of costing a long question each; asked without that, every item is."""
    genre, puzzle = load("corral-02.json")
    with ExplainSession(genre, puzzle) as s:
        clues = [g for g in s.groups if g.kind == "clue"][:3]
        asked = []

        def undecided(self, assumptions, groups, rounds=0, near=None, conflicts=None):
            asked.append(rounds)
            return None

        monkeypatch.setattr(ExplainSession, "trial", undecided)
        items = [("group", g) for g in clues]
        reason = Reason(list(clues), {}, 0, True, goal=(), doubtful=items)
        s.settle(reason, stop_unsure=True)
        assert not reason.sure and len(asked) == 1 and reason.doubtful == items[1:]
        assert reason.least_cost == (1, 0, 0)      # the two items not asked may still go
        s.settle(reason)
        assert not reason.sure and len(asked) == 3 and reason.doubtful == []


def test_remembered_solutions_answer_exactly_the_questions_they_satisfy():
    """The bit masks a remembered solution is kept by give the same answers as
    reading the solution's literals one by one: for questions of known facts
    and a goal, under groups it was found with or not; and they say which
    facts it flips."""
    import random
    genre, puzzle = load("hebi-02.json")
    with ExplainSession(genre, puzzle) as s:
        rules = [g for g in s.groups if g.kind != "clue"]
        every = frozenset(g.selector for g in s.groups)
        narrow = frozenset(g.selector for g in rules)
        found = [s.solve([], rules), s.solve()]
        s._kept.keep("witnesses", narrow, found[0])
        s._kept.keep("witnesses", every, found[1])
        kept = [(every, found[1]), (narrow, found[0])]        # newest first
        rng = random.Random(3)
        facts = list(s.facts)
        for _ in range(300):
            some = rng.sample(facts, rng.randrange(1, 6))
            lits = [s.facts[f] * rng.choice((1, -1)) for f in some]
            for on in (narrow, every):
                expected = [a for active, a in kept if on <= active and all(a[lit] for lit in lits)]
                got = list(s._kept.matching(on, lits))
                assert len(got) == len(expected)
                for mask, a in zip(got, expected):
                    values = {f: rng.random() < 0.5 for f in rng.sample(facts, 20)}
                    assert s._kept.flipped(mask, values) == [f for f, v in values.items()
                                                             if a[s.facts[f]] != v]
        assert list(s._kept.matching(narrow, [s.lit(f, v) for f, v in s.values(found[1]).items()]))
        assert not list(s._kept.matching(narrow, [s.model.num_vars + 1]))     # a literal of no fact


def test_a_rule_trial_is_first_tried_as_a_repair_near_the_fact_and_the_repair_is_a_real_solution():
    """Ore Soccer (Genre.repair_radii): a rule family's deletion trial first
    looks for a solution that keeps the puzzle's own one beyond a few cells of
    the fact.  Each repair found is a solution of the question (a fresh
    session, holding every fact to it, finds one), agrees with the reference
    farther than the largest radius, and the trial's verdict is the one a
    session without repairs gives."""
    genre, puzzle = load("soccer-02.json")
    with ExplainSession(genre, puzzle) as s, ExplainSession(genre, puzzle) as fresh:
        assert s.repair_radii
        fresh.repair_radii = ()
        stepper = Stepper(s, {}, board=True)
        assert stepper.start() is None
        reference = s.reference
        assert reference == stepper.reference
        repaired = 0
        for fact, value in list(stepper.pending.items())[::7]:
            near = s.places[fact]
            goal = [s.lit(fact, not value)]
            for rule in (g for g in s.groups if g.kind != "clue"):
                groups = [g for g in s.groups if g is not rule]
                if not s.repair(goal, groups, 50, near):
                    continue
                repaired += 1
                mask = s._kept.witnesses[0][1]
                values = {f: bool(mask & bit) for f, bit in s._kept.bit.items()}
                assert values[fact] != value
                fresh_groups = [g for g in fresh.groups if g.name != rule.name]
                assert fresh.solve([fresh.lit(f, v) for f, v in values.items()], fresh_groups) is not None
                far = max(s.repair_radii)
                assert all(values[f] == v for f, v in reference.items()
                           if distance(s.places[f], near) > far)
                assert s.trial(goal, groups, near=near) is False
                assert fresh.trial([fresh.lit(fact, not value)], fresh_groups) is not True
        assert repaired >= 5


def test_without_a_solution_to_start_from_no_repair_is_tried():
    genre, puzzle = load("soccer-02.json")
    with ExplainSession(genre, puzzle) as s:
        fact = next(iter(s.facts))
        rules = [g for g in s.groups if g.kind != "clue"]
        calls = s.model.solve_calls
        assert not s.repair([s.lit(fact, True)], rules[1:], 50, s.places[fact])
        assert s.model.solve_calls == calls
