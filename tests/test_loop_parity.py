"""Even crossings (genres/core/loops.py ``even_crossings``): every straight
line between two rows or columns is crossed by a loop an even number of
times.  It must change no answer, and it is what lets the solver find the
first loop of a large Circumnavi-Gates quickly (issue #15)."""
from __future__ import annotations

import os

import pytest

from genres.circumnavi import GENRE
from genres.circumnavi.solver import CircumnaviEncoding
from genres.core import nativefile
from genres.core.grid import Grid
from genres.core.loops import even_crossings
from genres.core.sat import SatModel

BENCH_36X20 = os.path.join(os.path.dirname(__file__), "..", "bench", "data", "circumnavi-36x20.json")


def _link_sets(rows: int, cols: int, with_parity: bool) -> set[frozenset]:
    """Every set of links in which each cell has none or two (any number of
    cycles), with or without the even-crossing clauses."""
    m = SatModel()
    links = {e: m.new_bool() for e in Grid(rows, cols).edges()}
    around: dict = {}
    for e, lit in links.items():
        for c in e:
            around.setdefault(c, []).append(lit)
    for lits in around.values():
        n = len(lits)
        m.add_clauses([[-a] + lits[:i] + lits[i + 1:] for i, a in enumerate(lits)])
        m.add_clauses([[-lits[i], -lits[j], -lits[k]] for i in range(n)
                       for j in range(i + 1, n) for k in range(j + 1, n)])
    if with_parity:
        definitions, parities = even_crossings(m, links)
        m.add_clauses(definitions + parities)
    found: set[frozenset] = set()
    while (s := m.solve()) is not None:
        used = frozenset(e for e, lit in links.items() if s[lit])
        found.add(used)
        m.add_clause([-lit if s[lit] else lit for lit in links.values()])
    return found


@pytest.mark.parametrize("rows,cols", [(3, 4), (4, 4)])
def test_even_crossings_keep_every_set_of_cycles(rows, cols):
    # Implied by "none or two links a cell": the same sets of cycles either way.
    without = _link_sets(rows, cols, False)
    assert len(without) > 10
    assert _link_sets(rows, cols, True) == without


def test_odd_crossings_are_refused():
    # Two links across the line between rows 0 and 1 and one more across it
    # cannot all be used: a loop crosses a line as often as it comes back.
    m = SatModel()
    links = {e: m.new_bool() for e in Grid(2, 3).edges()}
    definitions, parities = even_crossings(m, links)
    m.add_clauses(definitions + parities)
    down = [links[((0, c), (1, c))] for c in range(3)]
    assert m.solve(down) is None
    assert m.solve(down[:2]) is not None


@pytest.mark.parametrize("how", [None, "rotate-cw", "flip-h"])
def test_large_board_is_proved_unique_without_a_long_search(how):
    # The first loop of this 36x20 and the proof that no other loop fits, turned
    # each way: without the even crossings Glucose needed 19,000-340,000
    # conflicts (up to 10 s); with them, a few hundred.
    doc = nativefile.load(BENCH_36X20)
    puzzle = doc.puzzle if how is None else GENRE.transformed(
        doc.puzzle, GENRE.empty_answer(doc.puzzle), how)[0]
    enc = CircumnaviEncoding(puzzle)
    m = enc.model
    first = m.solve()
    assert first is not None
    m.add_clause([-v if first[v] else v for v in enc.links.values()])
    assert m.solve() is None
    conflicts = sum(s.accum_stats().get("conflicts", 0) for s in m._solvers.values())
    assert conflicts < 5000
    m.close()
