"""Additive/Multiplicative Corral's numbers as clauses (shared rules §2, rule 4).

Each number is its own clue, "read one way or the other, it fits", with a
reading variable of its own (true: multiplicative); "rule
one-additive-per-pair" says that of each pair one number is read additively
and the other multiplicatively.  A person points at one number, and switching
one number of a pair off leaves its partner "additive or multiplicative",
exactly what the puzzle without that number says.

The answer's ``("mul", cell)`` facts are functions of the shading alone: when
both splits of a pair fit, the pair's first cell counts as the multiplicative
one; a lone number counts as additive when it fits that way.  So one shading
never counts as two solutions.
"""
from __future__ import annotations

from genres.core.i18n import translate
from genres.core.grid import Cell
from genres.core.sat import Group, Lit, SatModel

from .counting import Sight
from .model import CorralPuzzle


def encode_numbers(m: SatModel, puzzle: CorralPuzzle, sight: Sight,
                   clues: dict[Cell, Group]) -> dict[Cell, Lit]:
    """The variant's clues and pair rule; returns, per number, the literal
    "this number counts as multiplicative" of the answer."""
    counts = sorted(puzzle.counts.items())
    adds = {p: sight.additive(p, n) for p, n in counts}
    muls = {p: sight.multiplicative(p, n) for p, n in counts}
    # The reading a clue is taken in.  It is no fact: when both readings fit,
    # one shading must not count as two solutions.
    reading = {p: m.new_bool() for p in adds}
    for p in adds:
        with m.under(clues[p]):
            m.add_clauses([[-reading[p], muls[p]], [reading[p], adds[p]]])
    pair_rule = m.group("rule one-additive-per-pair", "rule",
                        translate("corral", "the rule that of each pair one number adds and the "
                                  "other multiplies"))
    with m.under(pair_rule):
        for p, q in puzzle.pairs():
            m.add_clauses([[reading[p], reading[q]], [-reading[p], -reading[q]]])
    mul: dict[Cell, Lit] = {}
    for p, q in puzzle.pairs():
        p_mul = m.and_gate(muls[p], adds[q])
        # What the pair rule and both clues say together, said directly: one
        # number of the pair multiplies and the other adds.  Implied by the
        # three, so it holds only while all three are on; it spares the
        # solver the detour through the reading variables.
        with m.under(pair_rule), m.under(clues[p]), m.under(clues[q]):
            m.add_clause([p_mul, m.and_gate(adds[p], muls[q])])
        mul[p], mul[q] = p_mul, -p_mul        # both fit: p counts as the multiplicative one
    for p in puzzle.lone_numbers():
        mul[p] = -adds[p]                     # multiplicative only when additive does not fit
    return mul
