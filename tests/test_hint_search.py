"""How a hint searches (explain_search.ExplainSession): deletion trials asked
in batches, the known facts a reason needs grown from none, and the smaller
budgets of a hint's questions that decide nothing it needs.  However a
reason is found, a fresh solver proves it forces its fact and that nothing in
it can be left out."""
from __future__ import annotations

import os
import random

import pytest

from genres.core import explain_search as es
from genres.core import nativefile
from genres.core.explain import explain, next_hint
from genres.core.explain_steps import DEDUCTION
from genres.core.lazysolve import RACE_CONFLICTS
from tests.explain_check import FreshProof, check_step
from tests.toy_shading import ShadingGenre, unique_puzzle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _example(name: str):
    doc = nativefile.load(os.path.join(ROOT, "resources", "examples", name))
    return doc.genre, doc.puzzle


def _solution(proof: FreshProof) -> dict:
    found = proof.model.solve()
    return {f: found[v] for f, v in proof.encoding.facts.items()}


def _assert_proved_and_minimal(proof: FreshProof, groups, known: dict, fact, value) -> None:
    names = [g.name for g in groups]
    goal = [proof.lit(fact, not value)]
    assert not proof.has_solution(names, known, goal), "the reason does not force the fact"
    for name in names:
        assert proof.has_solution([n for n in names if n != name], known, goal), \
            f"{name} can be left out"
    for f in known:
        assert proof.has_solution(names, {k: v for k, v in known.items() if k != f}, goal), \
            f"the known fact {f} can be left out"


def _reason(genre, puzzle, fact, value, known, *, batches: bool, grow_from: int = 0):
    """The fact's reason from every group and ``known``, shrunk as a hint does,
    and the SAT calls it took."""
    with es.ExplainSession(genre, puzzle) as session:
        session.hint = True
        session.batches, session.grow_from = batches, grow_from
        reason = session.reason_for(fact, value, known, None)
        return reason, session.model.solve_calls


def test_deletion_in_batches_keeps_what_one_by_one_keeps_in_fewer_questions(monkeypatch):
    """With exact answers (here an oracle: no solution while the items a
    reason needs are all there, and cores that drop nothing), a pass asking
    eight items at a time keeps exactly the items a pass asking one at a
    time keeps, and asks fewer questions when most items go."""
    genre, puzzle = ShadingGenre(), unique_puzzle(8, 3)
    rnd = random.Random(5)
    for _ in range(20):
        with es.ExplainSession(genre, puzzle) as session:
            clues = [g for g in session.groups if g.kind == "clue"]
            facts = sorted(session.facts, key=repr)[:30]
            needed = set(rnd.sample(clues, rnd.randint(1, 3))) | set(rnd.sample(facts, rnd.randint(0, 4)))
            lit_of = {session.lit(f, True): f for f in facts}
            asked = [0]

            def oracle(lits, groups, *args, **kwargs):
                asked[0] += 1
                there = set(groups) | {lit_of[lit] for lit in lits if lit in lit_of}
                return needed <= there
            monkeypatch.setattr(session, "trial", oracle)
            monkeypatch.setattr(session, "_core_items", lambda groups, known: (set(groups), dict(known)))
            order = [("group", g) for g in clues] + [("fact", f) for f in facts]
            kept = {}
            for batches in (True, False):
                session.hint, session.batches = True, batches
                asked[0] = 0
                groups, known = session._delete(order, set(session.groups), {f: True for f in facts},
                                                [], es.TRIAL_ROUNDS, [])
                kept[batches] = (groups - {g for g in session.groups if g.kind != "clue"}, set(known), asked[0])
            assert kept[True][:2] == kept[False][:2] == ({g for g in needed if g in clues},
                                                         {f for f in needed if f in facts})
            assert kept[True][2] < kept[False][2]


def test_a_hints_reasons_asked_in_batches_are_proved_and_minimal():
    genre, puzzle = ShadingGenre(), unique_puzzle(8, 3)
    proof = FreshProof(genre, puzzle, board=False)
    solution = _solution(proof)
    for fact in sorted(solution, key=repr)[::7]:
        known = {f: v for f, v in solution.items() if f != fact}
        reason, _ = _reason(genre, puzzle, fact, solution[fact], known, batches=True)
        _assert_proved_and_minimal(proof, reason.groups, reason.known, fact, solution[fact])


def test_a_hint_grows_the_known_facts_a_reason_needs(monkeypatch):
    """An Ore Soccer reason with many known facts takes the ones it needs,
    nearest first, from solutions that break them, rather than deleting the
    others one by one; the reason is still proved and minimal."""
    genre, puzzle = _example("soccer-02.json")
    proof = FreshProof(genre, puzzle, board=False)
    solution = _solution(proof)
    grown = []
    grow = es.ExplainSession._grow
    monkeypatch.setattr(es.ExplainSession, "_grow",
                        lambda self, *args: grown.append(grow(self, *args)) or grown[-1])
    steps = sorted((f for f in solution if f[0] == "step"), key=repr)
    for fact in steps[len(steps) // 2:len(steps) // 2 + 3]:
        known = {f: v for f, v in solution.items() if f != fact}
        reason, _ = _reason(genre, puzzle, fact, solution[fact], known, batches=True, grow_from=12)
        _assert_proved_and_minimal(proof, reason.groups, reason.known, fact, solution[fact])
        assert len(reason.known) < 12
    assert grown and all(found is not None for found in grown)


def test_a_hints_deletion_trials_and_hopeless_questions_get_smaller_budgets(monkeypatch):
    """In a hint, every deletion trial (a rule family's, a clue's, a known
    fact's) may spend HINT_TRIAL_CONFLICTS a round, and a kind of question
    once undecided and never proved one round; a whole explanation keeps the
    genre's budgets."""
    genre, puzzle = _example("soccer-01.json")
    with es.ExplainSession(genre, puzzle) as session:
        budget = genre.trial_conflicts
        moves_off = frozenset({session.model.groups["rule moves"].selector})
        session._off_record[moves_off] = [1, 0, 0]
        assert session._conflicts_for(moves_off, budget) == budget
        session.hint = True
        assert session._conflicts_for(moves_off, budget) == RACE_CONFLICTS
        session._off_record[moves_off] = [1, 1, 0]      # once proved: still hopeful
        assert session._conflicts_for(moves_off, budget) == budget
    asked = []
    trial = es.ExplainSession.trial
    delete = es.ExplainSession._delete
    deleting = []

    def spy(self, assumptions, groups, rounds=es.TRIAL_ROUNDS, near=None, conflicts=None):
        if deleting:
            asked.append((self.hint, conflicts, bool(near)))
        return trial(self, assumptions, groups, rounds, near, conflicts)

    def in_delete(self, *args, **kwargs):
        deleting.append(True)
        try:
            return delete(self, *args, **kwargs)
        finally:
            deleting.pop()
    monkeypatch.setattr(es.ExplainSession, "trial", spy)
    monkeypatch.setattr(es.ExplainSession, "_delete", in_delete)
    next_hint(genre, puzzle, genre.empty_answer(puzzle))
    hinted = [(conflicts, near) for hint, conflicts, near in asked if hint]
    assert any(near for _, near in hinted) and any(not near for _, near in hinted)
    assert all(conflicts == es.HINT_TRIAL_CONFLICTS for conflicts, _ in hinted)
    asked.clear()
    explain(genre, puzzle)
    assert asked and all(conflicts is None for hint, conflicts, _ in asked if not hint)


def test_a_hint_whose_every_reason_is_unsure_still_gives_a_proved_step(monkeypatch):
    """A hint gives up a reason at its first undecided trial while a sure one
    may be found; when no reason is sure, the unsure ones are asked in full
    and the hint still settles facts its reason forces."""
    genre, puzzle = _example("soccer-01.json")
    trial = es.ExplainSession.trial
    rule_selectors = set()

    def undecided_without_a_rule(self, assumptions, groups, *args, **kwargs):
        every_rule = {g.selector for g in self.groups if g.kind != "clue"}
        rule_selectors.update(every_rule)
        if not every_rule <= {g.selector for g in groups}:
            return None
        return trial(self, assumptions, groups, *args, **kwargs)
    monkeypatch.setattr(es.ExplainSession, "trial", undecided_without_a_rule)
    step = next_hint(genre, puzzle, genre.empty_answer(puzzle))
    assert step.kind == DEDUCTION
    proof = FreshProof(genre, puzzle)
    assert proof.proves_all([g.name for g in step.groups], step.known, step.facts)
    assert len([g for g in step.groups if g.kind != "clue"]) == len(rule_selectors)


@pytest.mark.parametrize("name", ["soccer-02.json", "soccer-03.json"])
def test_an_ore_soccer_first_hint_is_proved_and_minimal(name):
    genre, puzzle = _example(name)
    step = next_hint(genre, puzzle, genre.empty_answer(puzzle))
    assert step.kind == DEDUCTION
    check_step(genre, puzzle, step)
