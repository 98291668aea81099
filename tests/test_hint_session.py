"""The window's hints come from one child kept between hints, with the
explanation session of the puzzle in play (explaining.HintServer): every hint
it gives is still proved and minimal, a solve hint by hint ends at the
solution, and a hint asked to stop leaves no half-used session behind."""
from __future__ import annotations

import os

import pytest

from genres.core import childproc, explaining, nativefile
from genres.core.analysis import solve_verdict
from genres.core.explain import hint_session, next_hint
from genres.core.explain_steps import DEDUCTION, FINISHED
from tests.explain_check import FreshProof, check_step

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _load(name: str):
    folder = "bench/data" if name.endswith("x12.json") else "resources/examples"
    doc = nativefile.load(os.path.join(ROOT, folder, name))
    return doc.genre, doc.puzzle


@pytest.mark.parametrize("name", ["soccer-01.json", "soccer-02.json", "soccer-03.json", "corral-02.json", "hebi-01.json"])
def test_hint_after_hint_from_one_session_is_proved_and_ends_at_the_solution(name):
    genre, puzzle = _load(name)
    blank = genre.empty_answer(puzzle)
    proof = FreshProof(genre, puzzle)
    assert solve_verdict(genre, puzzle).status == "unique"
    found = proof.model.solve()
    solution = {f: found[lit] for f, lit in proof.encoding.facts.items()}
    given: dict = {}
    with hint_session(genre, puzzle) as session:
        for _ in range(400):
            step = next_hint(genre, puzzle, blank, given=dict(given), session=session)
            if step.kind != DEDUCTION:
                break
            check_step(genre, puzzle, step, proof)
            for f, v in step.known.items():
                assert given.get(f) == v, f"the hint builds on {f}, which is not known: {step.text}"
            assert all(solution[f] == v for f, v in step.facts.items())
            given.update(step.facts)
    assert step.kind == FINISHED
    assert {**given, **proof.board} == solution        # every fact, as the solution has it


def test_the_hint_child_keeps_the_puzzles_session_and_drops_one_asked_to_stop(monkeypatch):
    from genres.core.explain_search import ExplainSession
    closed = []
    close = ExplainSession.close
    monkeypatch.setattr(ExplainSession, "close", lambda self: (closed.append(self), close(self)))
    explaining._kept.clear()
    genre, puzzle = _load("soccer-01.json")
    request = (genre, puzzle, genre.empty_answer(puzzle), {})
    first = explaining._serve_hint(request, None, lambda: False)
    kept = explaining._kept[(genre.key, puzzle)]
    again = explaining._serve_hint(request, None, lambda: False)
    assert explaining._kept[(genre.key, puzzle)] is kept       # the same session, kept
    assert (again.kind, again.facts) == (first.kind, first.facts)
    # A hard puzzle asked to stop at once: no step, and its session is not kept.
    big_genre, big = _load("soccer-12x12.json")
    stopped = explaining._serve_hint((big_genre, big, big_genre.empty_answer(big), {}), None, lambda: True)
    assert stopped is None
    assert (big_genre.key, big) not in explaining._kept and len(closed) == 1
    assert explaining._kept[(genre.key, puzzle)] is kept
    # A genre whose hints gain nothing by it keeps none (Genre.keeps_hint_session).
    corral, loops = _load("corral-01.json")
    assert not corral.keeps_hint_session
    assert explaining._serve_hint((corral, loops, corral.empty_answer(loops), {}), None, lambda: False)
    assert list(explaining._kept) == [(genre.key, puzzle)]
    # At most KEPT_SESSIONS puzzles are kept, the oldest closed first.
    others = [_load(n) for n in ("hebi-01.json", "hebi-02.json")]
    for g, p in others:
        explaining._serve_hint((g, p, g.empty_answer(p), {}), None, lambda: False)
    assert list(explaining._kept) == [(g.key, p) for g, p in others]
    assert kept in closed
    for session in explaining._kept.values():
        session.close()
    explaining._kept.clear()


def test_the_hint_server_answers_from_one_child_as_a_kept_session_does():
    genre, puzzle = _load("soccer-02.json")
    blank = genre.empty_answer(puzzle)
    with hint_session(genre, puzzle) as session:
        here = [next_hint(genre, puzzle, blank, session=session)]
        here.append(next_hint(genre, puzzle, blank, given=dict(here[0].facts), session=session))
    server = explaining.HintServer(context=childproc.single_thread_context())
    try:
        there = [server.hint(genre, puzzle, blank)]
        there.append(server.hint(genre, puzzle, blank, given=dict(there[0].facts)))
        assert server.server.starts == 1
    finally:
        server.close()
    assert [(s.kind, s.facts, s.text) for s in there] == [(s.kind, s.facts, s.text) for s in here]


@pytest.mark.parametrize("failure", [RuntimeError("the explainer stopped unexpectedly (exit code -9)"),
                                     childproc.MemoryBudgetExceeded(64)])
def test_a_hint_whose_kept_child_failed_is_asked_again_in_a_child_of_its_own(monkeypatch, failure):
    genre, puzzle = _load("soccer-01.json")
    blank = genre.empty_answer(puzzle)
    server = explaining.HintServer(context=childproc.single_thread_context())

    def died(*args, **kwargs):
        raise failure

    monkeypatch.setattr(server.server, "call", died)
    try:
        step = server.hint(genre, puzzle, blank)
    finally:
        server.close()
    expected = next_hint(genre, puzzle, blank)
    assert (step.kind, step.facts) == (expected.kind, expected.facts)
