"""Circumnavi-Gates constraints by name: every clue and rule family of the
encoding in its own group, switched on and off the way an explanation asks,
and the hooks that put the player's marks and the solver's facts into words."""
from __future__ import annotations

import glob
import os
import random
from dataclasses import replace

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.gate_lines import find_gates, label_gates
from genres.circumnavi.model import EMPTY, CircumnaviAnswer, CircumnaviPuzzle
from genres.circumnavi.solver import CircumnaviEncoding
from genres.core import analysis, nativefile
from genres.core.violation import cell_name
from tests.test_circumnavi_solver import every_loop, loop, puzzle, random_puzzle

HERE = os.path.dirname(__file__)
EXAMPLES = sorted(glob.glob(os.path.join(HERE, "..", "resources", "examples", "circumnavi-*.json")))
BENCH = sorted(glob.glob(os.path.join(HERE, "..", "bench", "data", "circumnavi-*.json")))

# Verdict, the unique solution and the forced facts of every bundled example
# and bench puzzle, computed with the encoding before it had groups:
# (status, fingerprint of the solution's links or None, forced count, fingerprint of the forced facts).
BEFORE_GROUPS = {
    "circumnavi-01.json": ("unique", "35fcf251f1eea31c", 60, "6cea4efd2cfbc8a1"),
    "circumnavi-02.json": ("unique", "4632a2228942d81a", 112, "2f7c2af93f11464c"),
    "circumnavi-03.json": ("unique", "a91135d3b3e8a481", 180, "b1bf0c04b82239de"),
    "circumnavi-10x10.json": ("unique", "32d443fc3822542c", 180, "61c9fc875a06dc32"),
    "circumnavi-20x20-halfbuilt.json": ("multiple", None, 46, "e6ecaad4f11bd3c6"),
    "circumnavi-36x20.json": ("unique", "0692701d3a345ef2", 1384, "f005c29ca9fad3d6"),
}


def fingerprint(obj) -> str:
    import hashlib
    return hashlib.sha1(repr(obj).encode()).hexdigest()[:16]


def load(path: str) -> CircumnaviPuzzle:
    return nativefile.load(path).puzzle


def clue_groups(enc: CircumnaviEncoding) -> list:
    return [g for g in enc.model.groups.values() if g.kind == "clue"]


def status_with(enc: CircumnaviEncoding, groups) -> str:
    """"none", "unique" or "multiple" with only ``groups`` switched on."""
    m = enc.model
    first = m.solve(groups=groups)
    if first is None:
        return "none"
    differs = m.new_bool()
    m.add_clause([-differs] + [-v if first[v] else v for v in enc.facts.values()])
    return "unique" if m.solve([differs], groups=groups) is None else "multiple"


def loops_with(enc: CircumnaviEncoding, groups) -> set[frozenset]:
    """Every answer allowed with only ``groups`` on, as link sets."""
    m, found = enc.model, set()
    block = m.new_bool()   # the blocking clauses hold only while this is assumed
    while (s := m.solve([block], groups=groups)) is not None:
        found.add(frozenset(e for (_, e), v in enc.facts.items() if s[v]))
        m.add_clause([-block] + [-v if s[v] else v for v in enc.facts.values()])
    return found


def without_clue(p: CircumnaviPuzzle, enc: CircumnaviEncoding, group) -> CircumnaviPuzzle | None:
    """The puzzle with the clue taken off the board: a gate's cells turn plain
    (and its number goes with it), a number is wiped.  None when taking it off
    would relabel some other gate (then the two questions differ by design)."""
    if group.name.startswith("clue gate"):
        gi = next(i for i, g in enumerate(enc.gate_groups) if g is group)
        gone = [c for c in enc.gates[gi].ends_outside if gi in enc.labels
                and p.geometry.contains(c) and p.number(c) == enc.labels[gi]]
        rows = [list(row) for row in p.grid]
        for r, c in enc.gates[gi].cells:
            rows[r][c] = EMPTY
        q = replace(p, grid=tuple("".join(row) for row in rows),
                    numbers=frozenset((c, n) for c, n in p.numbers if c not in gone))
        kept = {g: n for g, n in enc.labels.items() if g != gi}
    elif group.name == "clue circle":
        return None   # without a circle no loop is a solution (rule 3): a different question
    else:
        q = replace(p, numbers=frozenset((c, n) for c, n in p.numbers if c not in group.cells))
        gi = next(i for i, g in enc.label_groups.items() if g is group)
        kept = {g: n for g, n in enc.labels.items() if g != gi}
    before = {enc.gates[g].cells: n for g, n in kept.items()}
    gates = find_gates(q)
    after = {gates[g].cells: n for g, n in label_gates(q, gates)[0].items()}
    return q if before == after else None


# ----- with every group on, nothing changed ------------------------------------

# Bench puzzles added after the groups, never encoded without them (any other puzzle missing
# from BEFORE_GROUPS fails the test).
AFTER_GROUPS = {"circumnavi-20x20.json"}


@pytest.mark.parametrize("path", [p for p in EXAMPLES + BENCH if os.path.basename(p) not in AFTER_GROUPS],
                         ids=os.path.basename)
def test_every_group_on_gives_the_verdict_solution_and_forced_facts_of_before(path):
    p = load(path)
    verdict = analysis.solve_verdict(GENRE, p)
    forced = analysis.forced_facts(GENRE, p)
    solution = fingerprint(sorted(verdict.solutions[0].links)) if verdict.status == "unique" else None
    assert (verdict.status, solution, len(forced), fingerprint(sorted(forced.items()))) \
        == BEFORE_GROUPS[os.path.basename(path)]


# ----- the groups themselves ----------------------------------------------------

@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_each_clue_has_one_group_pointing_at_its_cells_and_names_are_stable(path):
    p = load(path)
    enc = GENRE.encode(p)
    groups = list(enc.model.groups.values())
    assert len({g.name for g in groups}) == len(groups)
    assert [g.name for g in groups] == list(GENRE.encode(p).model.groups)   # stable keys
    gates = find_gates(p)
    labels, _ = label_gates(p, gates)
    numbers = p.number_map
    clues = [(p.circle(),)] + [g.cells for g in gates] + [
        tuple(sorted(c for c in gates[gi].ends_outside if numbers.get(c) == n))
        for gi, n in labels.items()]
    assert sorted(g.cells for g in clue_groups(enc)) == sorted(clues)
    assert labels, "the examples have numbered gates"
    for g in groups:
        assert g.text and g.text.startswith("the ")
        if g.kind == "rule":
            assert g.cells == () and g.name.startswith("rule ")
    r, c = p.circle()
    assert enc.model.groups["clue circle"].text == f"the circle at {cell_name((r, c))}"
    for cell, n in numbers.items():
        named = [g for g in clue_groups(enc) if cell in g.cells]
        assert len(named) == 1 and named[0].text.startswith(f"the {n} at {cell_name(cell)}")
        assert named[0].name == f"clue {cell[0] + 1},{cell[1] + 1}" or cell != named[0].cells[0]
    assert {g.name for g in groups if g.kind == "rule"} == {
        "rule one-loop", "rule black-cells", "rule gate-order"}


def test_group_names_and_texts_read_as_a_person_would_point():
    # A one-cell "|" gate in row 1; in row 3 a "-" gate of two cells ending
    # at a black cell that shows 2.
    p = puzzle("#|..", "o...", ".--#", "....", numbers=[(2, 3, 2)])
    groups = GENRE.encode(p).model.groups
    assert groups["clue 3,4"].text == "the 2 at row 3, column 4"
    assert groups["clue 3,4"].cells == ((2, 3),)
    assert groups["clue gate 1,2"].text == "the gate at row 1, column 2"
    assert groups["clue gate 3,2"].text == "the gate at row 3, columns 2–3"
    assert groups["clue gate 3,2"].cells == ((2, 1), (2, 2))
    assert groups["rule one-loop"].text == "the one-loop rule"
    assert groups["rule gate-order"].text == "the gate-order rule"
    assert groups["rule black-cells"].text == "the black-cell rule"


def test_a_puzzle_without_circle_has_the_circle_rule_that_nothing_satisfies():
    p = puzzle("..", "..")
    enc = GENRE.encode(p)
    assert enc.model.groups["rule circle"].kind == "rule"
    assert enc.model.solve() is None
    assert enc.model.solve(groups=[enc.one_loop]) is not None


# ----- switching clues off -----------------------------------------------------

@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_every_clue_off_leaves_many_loops(path):
    enc = GENRE.encode(load(path))
    rules = [g for g in enc.model.groups.values() if g.kind == "rule"]
    assert status_with(enc, rules) == "multiple"


@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_a_clue_switched_off_is_needed_exactly_when_the_puzzle_without_it_is_not_unique(path):
    """The redundant-clue question, asked of the groups and of the puzzle with
    the clue really taken off: both must agree."""
    p = load(path)
    enc = GENRE.encode(p)
    every = list(enc.model.groups.values())
    compared = needed = 0
    for clue in clue_groups(enc):
        by_groups = status_with(enc, [g for g in every if g is not clue])
        q = without_clue(p, enc, clue)
        if q is None:
            continue
        assert by_groups == analysis.solve_verdict(GENRE, q).status, clue.name
        compared += 1
        needed += by_groups != "unique"
    assert compared >= len(clue_groups(enc)) - 2 and needed >= 1


@pytest.mark.parametrize("seed", range(24))
def test_on_small_random_boards_a_clue_off_allows_exactly_the_loops_of_the_board_without_it(seed):
    """Exhaustive: with one gate or one number switched off, the encoding
    allows exactly the loops the checker accepts on the board without it (the
    lazy order cuts then count only the gates that are on)."""
    rng = random.Random(1000 + seed)
    rows, cols = rng.choice([(3, 4), (4, 4), (4, 5), (5, 4)])
    p = random_puzzle(rng, rows, cols)
    for counter_after in (None, 0):
        enc = CircumnaviEncoding(p) if counter_after is None else CircumnaviEncoding(p, 0)
        every = list(enc.model.groups.values())
        for clue in clue_groups(enc):
            q = without_clue(p, enc, clue)
            if q is None:
                continue
            accepted = {l for l in every_loop(rows, cols) if GENRE.check(q, CircumnaviAnswer(l)) == []}
            allowed = loops_with(enc, [g for g in every if g is not clue])
            assert allowed == accepted, f"{clue.name}\n" + "\n".join(p.grid) + f"\n{sorted(p.numbers)}"
        # Back on, every group: the plain answer again (cuts learnt meanwhile stay valid).
        on = {l for l in every_loop(rows, cols) if GENRE.check(p, CircumnaviAnswer(l)) == []}
        assert loops_with(enc, every) == on


# ----- switching rules off -----------------------------------------------------

def test_without_the_one_loop_rule_two_loops_are_acceptable():
    p = puzzle("o.#..", "..#..")
    enc = GENRE.encode(p)
    left = loop((0, 0), (0, 1), (1, 1), (1, 0))
    right = loop((0, 3), (0, 4), (1, 4), (1, 3))
    assert status_with(enc, None) == "unique"
    both = [enc.facts[("link", e)] for e in left | right]
    assert enc.model.solve(both) is None
    others = [g for g in enc.model.groups.values() if g.name != "rule one-loop"]
    assert enc.model.solve(both, groups=others) is not None
    assert GENRE.check(p, CircumnaviAnswer(left | right)) != []


@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_each_rule_off_lets_some_answer_the_checker_rejects_through(path):
    p = load(path)
    enc = GENRE.encode(p)
    every = list(enc.model.groups.values())
    (solution,) = analysis.solve_verdict(GENRE, p).solutions
    for rule in (g for g in every if g.kind == "rule"):
        if rule.name == "rule gate-order":
            # The examples' one number is redundant: without the rule that
            # reads it the puzzle stays unique, as it does with the number
            # wiped (the ring test below shows the rule at work).
            assert analysis.solve_verdict(GENRE, replace(p, numbers=frozenset())).status == "unique"
            assert status_with(enc, [g for g in every if g is not rule]) == "unique"
            continue
        differs = enc.model.new_bool()
        enc.model.add_clause([-differs] + [-v if e in solution.links else v
                                           for (_, e), v in enc.facts.items()])
        found = enc.model.solve([differs], groups=[g for g in every if g is not rule])
        assert found is not None, rule.name
        links = frozenset(e for (_, e), v in enc.facts.items() if found[v])
        assert GENRE.check(p, CircumnaviAnswer(links)) != [], rule.name


def test_without_the_gate_order_rule_the_numbers_say_nothing():
    # The ring: walking right from the circle meets B, C, A; walking down A, C, B.
    p = puzzle("o.|.", "-##.", ".##-", "....", numbers=[(1, 1, 1)])
    enc = GENRE.encode(p)
    ring = [enc.facts[("link", e)] for e in loop((0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 3),
                                                 (3, 3), (3, 2), (3, 1), (3, 0), (2, 0), (1, 0))]
    # The 1 at (1,1) labels the "-" gate at (1,0), which is met 1st walking
    # down: the ring is the answer with every rule on.
    assert enc.model.solve(ring) is not None
    wrong = puzzle("o.|.", "-##.", ".##-", "....", numbers=[(1, 1, 2)])
    enc = GENRE.encode(wrong)
    assert enc.model.solve(ring) is None
    others = [g for g in enc.model.groups.values() if g.name != "rule gate-order"]
    assert enc.model.solve(ring, groups=others) is not None


# ----- the player's marks and the facts in words ---------------------------------

def test_answer_facts_of_the_solution_are_its_links_and_crosses_say_false():
    path = EXAMPLES[0]
    p = load(path)
    enc = GENRE.encode(p)
    (solution,) = analysis.solve_verdict(GENRE, p).solutions
    found = enc.model.solve()
    values = {f: found[v] for f, v in enc.facts.items()}
    assert GENRE.answer_facts(p, solution) == {f: True for f, v in values.items() if v}
    crossed = CircumnaviAnswer(solution.links, frozenset(e for (_, e), v in values.items() if not v))
    assert GENRE.answer_facts(p, crossed) == values


def test_a_marked_cell_says_none_of_its_links_is_used_but_a_drawn_line_wins():
    p = puzzle("o..", "...", "...")
    a = CircumnaviAnswer(links=frozenset({((1, 1), (1, 2))}), marks=frozenset({(1, 1)}))
    facts = GENRE.answer_facts(p, a)
    assert facts == {("link", ((0, 1), (1, 1))): False, ("link", ((1, 0), (1, 1))): False,
                     ("link", ((1, 1), (2, 1))): False, ("link", ((1, 1), (1, 2))): True}
    corner = GENRE.answer_facts(p, CircumnaviAnswer(marks=frozenset({(0, 0)})))
    assert set(corner) == {("link", ((0, 0), (0, 1))), ("link", ((0, 0), (1, 0)))}


@pytest.mark.parametrize("path", EXAMPLES[:1], ids=os.path.basename)
def test_every_fact_has_words_naming_its_place_and_cells_to_light(path):
    p = load(path)
    for fact in GENRE.encode(p).facts:
        a, b = fact[1]
        assert GENRE.fact_cells(p, fact) == (a, b)
        yes, no = GENRE.fact_text(p, fact, True), GENRE.fact_text(p, fact, False)
        assert yes == f"the loop runs from {cell_name(a)} to {cell_name(b)}"
        assert no == f"no loop between {cell_name(a)} and {cell_name(b)}"
    assert GENRE.fact_text(p, ("link", ((1, 4), (1, 5))), True) \
        == "the loop runs from row 2, column 5 to row 2, column 6"


@pytest.mark.parametrize("seed", range(12))
def test_with_the_circle_off_any_single_loop_through_the_gates_is_allowed(seed):
    """Exhaustive: the circle switched off, the loop may go anywhere (the
    numbers, read from the circle, say nothing then); the connectivity cuts
    that cannot lean on the circle still allow exactly one loop."""
    rng = random.Random(2000 + seed)
    rows, cols = rng.choice([(3, 4), (4, 4), (4, 5), (5, 4)])
    p = random_puzzle(rng, rows, cols)
    enc = GENRE.encode(p)
    every = list(enc.model.groups.values())
    allowed = loops_with(enc, [g for g in every if g.name != "clue circle"])
    ignored = {"circle-missed", "gate-order"}
    accepted = {l for l in every_loop(rows, cols)
                if not {v.code for v in GENRE.check(p, CircumnaviAnswer(l))} - ignored}
    if not find_gates(p):
        accepted.add(frozenset())   # nothing asks for a loop at all
    assert allowed == accepted, "\n".join(p.grid)
