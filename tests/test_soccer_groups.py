"""Ore Soccer's named constraint groups (clues and rule families) and the
explanation hooks answer_facts / fact_text / fact_cells."""
from __future__ import annotations

import hashlib
import json
import os

import pytest

from genres.core import analysis, nativefile
from genres.soccer import GENRE
from genres.soccer.model import EMPTY, SoccerAnswer
from genres.soccer.rules import check
from genres.soccer.solver import RULES, encode

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = ["resources/examples/soccer-01.json", "resources/examples/soccer-02.json",
            "resources/examples/soccer-03.json"]
BENCH = ["bench/data/soccer-8x8.json", "bench/data/soccer-12x12.json"]


def load(name):
    return nativefile.load(os.path.join(ROOT, name)).puzzle


def unnumbered(p):
    for cell, _ in sorted(p.numbers):
        p = p.with_number(cell, None)
    return p


def answers(puzzle, groups=None, cap=300):
    """Every answer the encoding admits with the given groups on (None: all),
    by solve-and-block over every start, move and step variable (black
    circles' cells included, so an answer through one is told apart)."""
    enc = encode(puzzle)
    m = enc.model
    lits = {("start", w): v for w, v in enc.start.items()}
    lits.update({("dest", w, d): v for (w, d), v in enc.mv.items()})
    lits.update({("step",) + k: v for k, v in enc.steps.items()})
    on = None if groups is None else [m.groups[g] for g in groups]
    found = []
    while len(found) < cap:
        values = m.solve(groups=on)
        if values is None:
            break
        try:
            found.append(enc.decode({f: values[v] for f, v in lits.items()}))
        except ValueError:       # not even an answer (a circle with two moves)
            found.append(NOT_AN_ANSWER)
        m.add_clause([-v if values[v] else v for v in lits.values()])
    m.close()
    return found


NOT_AN_ANSWER = "not an answer"


def broken(puzzle, answer):
    """The checker's violation codes of an answer from ``answers``."""
    if answer == NOT_AN_ANSWER:
        return {answer}
    return {v.code for v in check(puzzle, answer)}


def digest(obj):
    return hashlib.sha256(repr(obj).encode()).hexdigest()[:16]


# Computed with the encoding before it had groups (main at f48213d):
# (verdict, number of solutions, their digest, number of forced facts, their digest).
BEFORE = {
    'soccer-01.json': ('unique', 1, '1912a97b603b8eea', 107, 'cae8e20b62514609'),
    'soccer-01.json unnumbered': ('multiple', 5, 'dee6d04c8a7a4221', 87, 'bb6d7d7ec3745117'),
    'soccer-01.json strict': ('unique', 1, '1912a97b603b8eea', 107, 'cae8e20b62514609'),
    'soccer-02.json': ('unique', 1, 'ffe7c7b45ce228ca', 202, '07f6d898263dd315'),
    'soccer-02.json unnumbered': ('multiple', 20, 'fcf3c4a4d3fe9c06', 150, '4dcddffbedf2a7e2'),
    'soccer-02.json strict': ('unique', 1, 'ffe7c7b45ce228ca', 198, '0ff3307ebb19dc47'),
    'soccer-03.json': ('unique', 1, '653c9176feae5575', 346, '8ed32457d488a7f2'),
    'soccer-03.json unnumbered': ('multiple', 144, '9684d104e5731b31', 216, 'ae529a4352da1846'),
    'soccer-03.json strict': ('unique', 1, '653c9176feae5575', 342, '189438d29b563635'),
    'soccer-8x8.json': ('unique', 1, 'f06efa53ec9fa663', 201, 'dd80299287860af7'),
    'soccer-8x8.json unnumbered': ('multiple', 9, '49a71454e97ecad1', 175, 'cd1b7d4fe73ebdfa'),
    'soccer-8x8.json strict': ('unique', 1, 'f06efa53ec9fa663', 195, '0c4621fe4b802e18'),
    'soccer-12x12.json': ('unique', 1, 'f3d10de8c4467fa4', 505, 'ce85c117c9e014e4'),
    'soccer-12x12.json unnumbered': ('multiple', 29, '1fef3f9da5380e33', 379, '8c40eae0fb57cc97'),
    'soccer-12x12.json strict': ('unique', 1, 'f3d10de8c4467fa4', 499, '759837ed970b8fdc'),
}


def variants():
    for name in EXAMPLES + BENCH:
        p = load(name)
        base = os.path.basename(name)
        yield base, p
        yield base + " unnumbered", unnumbered(p)
        yield base + " strict", p.with_strict_moves(True)


@pytest.mark.parametrize("name,puzzle", list(variants()), ids=lambda x: x if isinstance(x, str) else "")
def test_with_every_group_on_verdict_solutions_and_forced_facts_are_as_before(name, puzzle):
    verdict = analysis.solve_verdict(GENRE, puzzle)
    enc = encode(puzzle)
    sols = []
    while len(sols) < 300:       # solve-and-block on the facts, as before
        values = enc.model.solve()
        if values is None:
            break
        a = enc.decode({f: values[v] for f, v in enc.facts.items()})
        sols.append(json.dumps(GENRE.answer_to_json(puzzle, a), sort_keys=True))
        enc.model.add_clause([-v if values[v] else v for v in enc.facts.values()])
    sols.sort()
    forced = analysis.forced_facts(GENRE, puzzle)
    assert (verdict.status, len(sols), digest(sols), len(forced),
            digest(sorted(forced.items()))) == BEFORE[name]


# ----- the groups ------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES + BENCH)
def test_group_names_are_unique_and_each_clue_has_exactly_one_group_on_its_cells(name):
    p = load(name)
    groups = list(encode(p).model.groups.values())
    assert len({g.name for g in groups}) == len(groups)
    clues = [g for g in groups if g.kind == "clue"]
    for cell in p.white | p.black:
        mine = [g for g in clues if g.cells == (cell,)]
        assert len(mine) == 1, cell
        assert f"row {cell[0] + 1}, column {cell[1] + 1}" in mine[0].text
    assert [g.name for g in clues if g.cells == tuple(sorted(p.goal))] == ["clue goal"]
    assert len(clues) == len(p.white) + len(p.black) + 1     # nothing else is a clue
    assert {g.name for g in groups if g.kind == "rule"} == set(RULES)
    assert all(g.cells == () for g in groups if g.kind == "rule")


def test_clue_texts_say_what_the_clue_is():
    p = load(EXAMPLES[0])    # a 3 at (3, 5), a black circle at (1, 4)
    groups = encode(p).model.groups
    assert groups["clue 3,5"].text == "the 3 at row 4, column 6"
    assert groups["clue 1,4"].text == "the black circle at row 2, column 5"
    assert groups["clue 4,3"].text == "the white circle at row 5, column 4"
    assert groups["rule straight"].text == "the rule that the path goes straight except on a circle"


@pytest.mark.parametrize("name", EXAMPLES)
def test_with_every_clue_switched_off_the_puzzle_has_many_solutions(name):
    p = load(name)
    rules = list(RULES)
    assert len(answers(p, rules, cap=3)) > 1


def test_a_black_circle_switched_off_is_the_board_without_it():
    """Is this clue needed?  Asked of the groups (switch the clue off) and of
    the puzzle itself (remove the circle): both give the same answers."""
    needed = {}
    for name in EXAMPLES:
        p = load(name)
        every = list(encode(p).model.groups)
        for b in sorted(p.black):
            key = f"clue {b[0]},{b[1]}"
            by_group = answers(p, [g for g in every if g != key], cap=40)
            by_puzzle = answers(p.with_kind(b, EMPTY), cap=40)
            assert set(by_group) == set(by_puzzle), (name, b)
            needed[(name, b)] = len(by_group) > 1
    # Both kinds occur, so the comparison says something either way.
    assert any(needed.values()) and not all(needed.values())


def test_a_white_circle_switched_off_need_not_be_reached_and_its_number_no_longer_counts():
    """The circle is still on the board (it may kick off, stand where the
    path turns, move); its clue is that it is reached, at its number's turn.
    Every answer with the clue off breaks at most those two rules, about that
    circle, and the clue is needed exactly when such answers exist."""
    seen_needed = seen_redundant = False
    for name in EXAMPLES:
        p = load(name)
        every = list(encode(p).model.groups)
        for w in sorted(p.white):
            key = f"clue {w[0]},{w[1]}"
            found = answers(p, [g for g in every if g != key], cap=30)
            extra = 0
            for a in found:
                broken = check(p, a)
                assert all(v.code in ("destination-off-path", "number-order-wrong")
                           for v in broken), (name, w, [v.code for v in broken])
                extra += bool(broken)
            if len(found) < 30:                       # all of them: the solution is one
                assert len(found) - extra == 1
            seen_needed |= extra > 0
            seen_redundant |= extra == 0
    assert seen_needed and seen_redundant


def test_a_numbers_clue_switched_off_agrees_with_removing_the_number_when_the_circle_is_reached():
    """For a numbered circle whose reach other clues force, switching its
    clue off asks the same as erasing its number."""
    p = load(EXAMPLES[2])
    every = list(encode(p).model.groups)
    for w, k in sorted(p.number_map.items()):
        key = f"clue {w[0]},{w[1]}"
        by_group = [a for a in answers(p, [g for g in every if g != key], cap=40)
                    if not any(v.code == "destination-off-path" for v in check(p, a))]
        by_puzzle = answers(p.with_number(w, None), cap=40)
        assert set(by_group) == set(by_puzzle), w


@pytest.mark.parametrize("rule,code", [
    ("rule straight", "path-turns-off-destination"),
    ("rule moves", "move-along-path"),
    ("rule kick-off", "start-moved"),
    ("rule simple-path", "path-dead-end"),   # the walk from the start stops where the path meets itself
    ("rule order", "number-order-wrong"),
    ("clue goal", "path-not-in-goal"),
])
def test_switching_a_rule_off_lets_a_non_solution_through(rule, code):
    codes = set()
    for name in EXAMPLES:
        p = load(name)
        every = list(encode(p).model.groups)
        for a in answers(p, [g for g in every if g != rule], cap=30):
            codes |= broken(p, a)
    assert codes
    if code is not None:
        assert code in codes


# ----- the hooks -----------------------------------------------------------------
@pytest.mark.parametrize("name", EXAMPLES)
def test_answer_facts_of_the_solution_are_the_encodings_values(name):
    p = load(name)
    enc = encode(p)
    values = enc.model.solve()
    expected = {f: values[v] for f, v in enc.facts.items()}
    solution = enc.decode(expected)
    assert not check(p, solution)
    assert GENRE.answer_facts(p, solution) == expected


def test_answer_facts_of_unfinished_marks_say_only_what_is_drawn():
    p = load(EXAMPLES[0])
    enc = encode(p)
    values = enc.model.solve()
    solution = enc.decode({f: values[v] for f, v in enc.facts.items()})
    part = SoccerAnswer(solution.path[:3], solution.moves)
    facts = GENRE.answer_facts(p, part)
    steps = [f for f in facts if f[0] == "step"]
    assert len(steps) == 2 and all(facts.values())
    assert facts[("start", solution.path[0])] is True
    assert all(facts[("dest", o, d)] for o, d in solution.moves)
    assert set(facts) <= set(enc.facts)


def test_answer_facts_leave_out_marks_the_encoding_has_no_fact_for():
    p = load(EXAMPLES[0])    # black circle at (1, 4), goal (0, 1)-(0, 3)
    wild = SoccerAnswer(((2, 3), (1, 4), (0, 4)), frozenset({((3, 5), (2, 5))}))
    facts = GENRE.answer_facts(p, wild)
    assert facts == {}       # (2, 3) is no circle; steps into the black circle; (2, 5) is black


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_fact_has_words_that_name_its_place_and_cells_to_light(name):
    p = load(name)
    for fact in encode(p).facts:
        yes, no = GENRE.fact_text(p, fact, True), GENRE.fact_text(p, fact, False)
        assert yes != no
        cells = GENRE.fact_cells(p, fact)
        assert cells and all(p.geometry.contains(c) for c in cells)
        for c in cells:
            assert f"row {c[0] + 1}, column {c[1] + 1}" in yes
            assert f"row {c[0] + 1}, column {c[1] + 1}" in no


def test_fact_texts_read_as_sentences():
    p = load(EXAMPLES[0])    # the 3 at (3, 5), the 2 at (5, 5), a circle at (4, 3)
    t = GENRE.fact_text
    assert t(p, ("dest", (4, 3), (3, 3)), True) == \
        "the circle at row 5, column 4 moves up to row 4, column 4"
    assert t(p, ("dest", (5, 5), (5, 5)), True) == "the 2 at row 6, column 6 stays"
    assert t(p, ("start", (4, 3)), True) == "the ball kicks off from the circle at row 5, column 4"
    assert t(p, ("step", (3, 2), (4, 3)), False) == \
        "the path does not join row 4, column 3 and row 5, column 4"
    assert GENRE.fact_cells(p, ("dest", (4, 3), (3, 3))) == ((4, 3), (3, 3))


def test_a_sentence_reads_the_known_steps_of_the_path_as_runs_and_names_drawn_facts_first():
    """A hint's sentence lists six facts: the path and the circles' moves a
    player can draw, with the steps joined into runs, come before the many
    "does not move" facts a step also settles."""
    from genres.core.explain_steps import facts_words
    p = load(EXAMPLES[0])
    facts = {("dest", (4, 3), (3, 3)): False,       # no mark shows it
             ("step", (2, 2), (3, 2)): True, ("dest", (5, 5), (5, 5)): True,
             ("step", (3, 2), (4, 3)): True, ("step", (0, 0), (0, 1)): True,
             ("step", (4, 3), (4, 4)): True, ("step", (3, 3), (3, 4)): False}
    texts = GENRE.fact_texts(p, facts)
    # (2,2)-(3,2)-(4,3)-(4,4) is one run, from an end; (0,0)-(0,1) is a step of its own.
    assert texts == [
        "the circle at row 5, column 4 does not move up to row 4, column 4",
        "the path runs row 3, column 3 – row 4, column 3 – row 5, column 4 – row 5, column 5",
        "the 2 at row 6, column 6 stays",
        "the path joins row 1, column 1 and row 1, column 2",
        "the path does not join row 4, column 4 and row 4, column 5"]
    words = facts_words(GENRE, p, facts)
    assert words.startswith("the path runs row 3, column 3 – ")
    assert words.index("stays") < words.index("does not move") < words.index("does not join")


def test_the_goal_counts_as_near_every_fact_for_an_explanation():
    """The goal binds every path cell (the path runs on until it enters it):
    an explanation's narrowest question about a fact at the bottom of the
    board may cite it, though its cells are in the top row."""
    from genres.core.explain_search import ExplainSession
    from genres.soccer.solver import GOAL_GROUP
    assert GENRE.everywhere_clues == (GOAL_GROUP,)
    puzzle = load("bench/data/soccer-12x12.json")
    with ExplainSession(GENRE, puzzle) as s:
        bottom = next(f for f in s.facts if f[0] == "step" and min(r for r, _ in s.places[f]) >= 10)
        names = [g.name for g in s.scope_groups(bottom, 0)]
        assert GOAL_GROUP in names
        far = [g for g in s.groups if g.kind == "clue" and g.name != GOAL_GROUP
               and min(r for r, _ in g.cells) <= 2]
        assert far and not set(g.name for g in far) & set(names)
