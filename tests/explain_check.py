"""An independent check of explanation steps: a fresh encoding proves each step.

For a deduction: with only the step's groups switched on and its known facts
assumed, the negation of each of its facts has no solution (every fact is
forced); dropping any one item (a group or a known fact) leaves at least one
of the facts unproved (the reason is minimal).  For a mistake: the step's
groups and the player's marks have no solution, and dropping any one item
gives one.  The sequence of an explanation must end at the unique solution.

What the board settles by itself (``genre.trivial_facts``: no loop enters a
black cell, a numbered Corral cell is inside) is part of the puzzle, as in the
engine: the fresh solver holds those facts too, found here on its own (their
values in one solution, proved shared by every solution), so a step citing one
is refused as not minimal, and a step settling one is refused as telling what
the board already shows.  Hints and whole explanations both work that way.
"""
from __future__ import annotations

from genres.core.explain_steps import DEDUCTION, MISTAKE, NO_SOLUTION


class FreshProof:
    def __init__(self, genre, puzzle, board: bool = True):
        self.encoding = genre.encode(puzzle)
        self.model = self.encoding.model
        self.groups = dict(self.model.groups)
        self.board = self._board(genre, puzzle) if board else {}

    def _board(self, genre, puzzle) -> dict:
        """The trivial facts every solution shares, with their values (none
        when the puzzle has no solution)."""
        found = self.model.solve()
        if found is None:
            return {}
        board = {f: found[self.encoding.facts[f]] for f in genre.trivial_facts(puzzle)
                 if f in self.encoding.facts}
        while board:
            differs = self.model.new_bool()
            self.model.add_clause([-differs] + [-self.lit(f, v) for f, v in board.items()])
            other = self.model.solve([differs])
            self.model.add_clause([-differs])
            if other is None:
                break
            board = {f: v for f, v in board.items() if other[self.encoding.facts[f]] == v}
        return board

    def lit(self, fact, value):
        v = self.encoding.facts[fact]
        return v if value else -v

    def has_solution(self, group_names, known, extra=()):
        groups = [self.groups[n] for n in group_names]
        lits = [self.lit(f, v) for f, v in {**self.board, **known}.items()] + list(extra)
        return self.model.solve(lits, groups) is not None

    def proves_all(self, group_names, known, facts):
        return all(not self.has_solution(group_names, known, [self.lit(f, not v)])
                   for f, v in facts.items())


def check_step(genre, puzzle, step, proof: FreshProof | None = None, board: bool = True) -> None:
    """Assert that the step is proved by its own items and by no fewer
    (``board``: what the board settles is part of the puzzle, see the module doc)."""
    proof = proof or FreshProof(genre, puzzle, board)
    names = [g.name for g in step.groups]
    if step.kind == DEDUCTION:
        assert step.facts, "a deduction settles at least one fact"
        assert not set(step.facts) & set(step.known), "a step settles only unknown facts"
        assert not set(step.facts) & set(proof.board), f"the board shows that already: {step.text}"
        assert proof.proves_all(names, step.known, step.facts), f"not forced: {step.text}"
        for n in names:
            rest = [m for m in names if m != n]
            assert not proof.proves_all(rest, step.known, step.facts), \
                f"{n} is not needed in: {step.text}"
        for f in step.known:
            rest = {g: v for g, v in step.known.items() if g != f}
            assert not proof.proves_all(names, rest, step.facts), \
                f"known fact {f} is not needed in: {step.text}"
    elif step.kind in (MISTAKE, NO_SOLUTION):
        assert not proof.has_solution(names, step.facts), f"not a contradiction: {step.text}"
        for n in names:
            assert proof.has_solution([m for m in names if m != n], step.facts), \
                f"{n} is not needed in: {step.text}"
        for f in step.facts:
            assert proof.has_solution(names, {g: v for g, v in step.facts.items() if g != f}), \
                f"mark {f} is not needed in: {step.text}"


def check_explanation(genre, puzzle, explanation, start: dict | None = None) -> dict:
    """Check every step, that each builds only on what earlier steps (or the
    start) made known, and that a unique puzzle's steps end at its solution.
    Returns the facts known at the end."""
    proof = FreshProof(genre, puzzle, board=True)
    known = {**proof.board, **(start or {})}
    for step in explanation.steps:
        check_step(genre, puzzle, step, proof)
        if step.kind == DEDUCTION:
            for f, v in step.known.items():
                assert known.get(f) == v, f"step builds on {f}, not known yet: {step.text}"
            known.update(step.facts)
    if explanation.status == "unique":
        assert set(known) == set(proof.encoding.facts), "the steps leave facts unsettled"
        # The facts reached are the one solution: nothing else satisfies every group.
        assert proof.has_solution(list(proof.groups), known)
        differs = proof.model.new_bool()
        proof.model.add_clause([-differs] + [-proof.lit(f, v) for f, v in known.items()])
        assert not proof.has_solution(list(proof.groups), {}, [differs]), \
            "the puzzle has another solution"
    proof.model.close()
    return known
