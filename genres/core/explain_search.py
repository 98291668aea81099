"""The search behind explanations: minimal reasons (MUS) over constraint groups
and known facts, cheapest first.

One :class:`ExplainSession` holds one encoding and one incremental solver for
a puzzle and a starting set of known facts, and answers every question of an
explanation on it, so lazy cuts (connectivity) learnt once serve every later
call: each cut is conditioned on the selector of the group that produced it.

Why deletion-based MUS on our own model rather than ``pysat.examples.musx``
or ``optux``: those take a fixed WCNF, while our rule families (one loop,
connected regions) are partly lazy checks that only :meth:`SatModel.solve`
runs; a fixed formula would miss the cuts not learnt yet.  Deletion with
clause-set refinement (each UNSAT answer's core replaces the working set)
needs few calls on cores of a handful of items.

Cheap cores first: a fact is first tried with only the clues near it (its
cells within Chebyshev distance 0, 1, 2, 3, 5, 8 of the clue's cells: SCOPES),
then with every clue; within a scope, deletion tries to drop far clues first, then far
known facts, then rule families, so what stays is few clues and few facts.

Giving up early: a pass shrinking a reason that cannot beat the cheapest step
found stops (NotCheaper) once the items proved needed cost as much, or, for a
genre with ``clue_bounds``, once the solutions found so far show that no
reason within the items left is cheaper (clue_bounds.py).

A hint (one step, ExplainSession.hint) in a genre whose trials are dear
(Ore Soccer: Genre.hint_batches, hint_grow_from) asks its deletion trials
in batches and grows a reason's known facts from none instead of deleting
them one by one, and spends less on questions whose answer it cannot use
(HINT_TRIAL_CONFLICTS, HINT_HOPELESS_AFTER, sure_only).
"""
from __future__ import annotations

from typing import Any, Hashable, Iterable

from .analysis import CancelToken, Cancelled
from .explain_free import FreeFacts
from .explain_steps import level_of_cost
from .clue_bounds import HeldClues, cheaper_hitting_set, minimal_sets
from .remembered import Remembered
from .lazysolve import RACE_CONFLICTS
from .sat import Assignment, Group, SatModel, SolveInterrupted, SolveUndecided

# Clue distances around a fact, searched in turn; None: every clue.  5 and 8
# came with mid-solve hints on a 20x20 Corral: with 3 the next was every clue,
# and a fact in a large region then shrank a reason of some 20 clues before a
# cheap step two clues away (farther than 3) set the bound.  Hints along one
# solve (87 of them): the longest 304 s, 14 s at p90 -> see README.
SCOPES = (0, 1, 2, 3, 5, 8, None)
# How far a step's batch and a memo entry's retry look (explain.py), as they
# did before the wider scopes came.
NEAR_SCOPE = 3
FAR = 10 ** 6

# Lazy-cut rounds allowed to a question about a subset of the groups (a trial
# deletion, a narrow scope, a batch of facts).  With most clues switched off a
# connectivity rule can need tens of thousands of cuts to prove "no solution"
# (seen on an 8x8 Corral); such a question counts as "not shown", which keeps
# every reason proved but may leave one item more in it than needed.
# 50, not 400: on a 15x15 Corral the questions with the no-touching rule off
# mostly ran out at 400 rounds (132 of them, 110 of 150 s on seed 8), while
# those decided took few rounds (90% within 5).  At 50 the bundled examples
# and 10x10 benches get the same steps (Corral 03 another path, same grade),
# and 15x15 Corrals explain 2-5x faster (12 -> 4, 85 -> 10, 150 -> 28 s).
TRIAL_ROUNDS = 50
HOPELESS_AFTER = 3
HOPELESS_RATIO = 4
HOPELESS_ROUNDS = 5
# The conflicts a solver may spend a round on a question of a kind that looks
# hopeless (ExplainSession._conflicts_for): the race's budget doubles from
# RACE_CONFLICTS, so at 2,000 two rounds (6,000 conflicts in all, against
# 14,000 at Ore Soccer's trial_conflicts of 4,000).  Ore Soccer 12x12
# generation, 20 seeds, medium: median 31.7 -> 24.9 s CPU, all 1,419 -> 1,269 s;
# grades move by a level either way, as with any change of the search (a
# 12x12's 39.4 -> 27.0 s, level 10 -> 9; examples 02 / 03 / bench 8x8 7.4 /
# 15.7 / 3.3 -> 6.6 / 16.1 / 3.3 s, levels 9 / 10 / 9 -> 10 / 10 / 9).
HOPELESS_CONFLICTS = 2000
# A hint (ExplainSession.hint) in a genre with ``trial_conflicts`` spends
# less on questions that decide nothing it needs.  There an undecided trial
# gives the fact up (NotCheaper, or an unsure reason, which a hint drops: see
# ExplainSession.sure_only), so their budget only buys answers that come
# late, and few do: over the hint paths of five Ore Soccer 12x12s, a rule
# family's deletion trial that was decided was nearly always decided in the
# race's first round.  A deletion trial gets HINT_TRIAL_CONFLICTS a round
# (two rounds: 6,000 conflicts in all, not 14,000; at 1,000 the first hints
# of two of the five chose dearer steps), and a kind of question once
# undecided and never proved (HINT_HOPELESS_AFTER) RACE_CONFLICTS (one
# round).  First hints of those 12x12s: 3.2-4.0 -> 1.8-2.6 s CPU, with
# batches and growing below.  Trials of clues and known facts came under it
# later (2026-11-25): a generated 10x10's first hint spent 0.40 of its 1.59 s
# on one clue's trial run out to 14,000 conflicts, undecided (now 1.41 s), and
# no first hint of twelve Ore Soccer puzzles chose another step.
HINT_TRIAL_CONFLICTS = 2000
HINT_HOPELESS_AFTER = 1
# Batches (Genre.hint_batches): a hint's deletion pass asks clues and known
# facts several at once, after each batch or item that goes twice as many,
# up to HINT_BATCH_MOST; a batch that has a solution is asked again half as
# large, down to one item.  What has no solution without a whole batch has
# none without fewer of its items, so each item goes or stays as it would
# one by one (up to the cores and budgets, which differ).
HINT_BATCH_MOST = 8
# A deletion trial cut off at TRIAL_ROUNDS leaves its item in the reason
# unproved needed; once the deletion pass is over it is asked again with this
# budget (4x: a question that needs many more rounds seldom ends at all; 1,600
# cost seed 8 above 35 s more for no better step).  An item still
# undecided then marks the reason unsure: the stepper prefers any sure reason,
# since a checker with no budget could drop that item (seen on an A/M Corral
# where two connectivity rules alone need some 30,000 cuts to prove a fact).
RETRY_ROUNDS = 4 * TRIAL_ROUNDS
# A floor's questions with one rule family off (ExplainSession._floor) are
# extra work: they get a small budget (and, for a genre with
# ``trial_conflicts``, RACE_CONFLICTS a round), past which the family counts
# as not needed.  Uncapped, an Ore Soccer explanation spent a third of its
# time on them (its moves rule off: 0.4-0.7 s each, undecided).
FLOOR_ROUNDS = 5
# A genre whose narrow questions can be hard for both solvers of the race
# (an Ore Soccer path with its moves rule off: minutes) sets
# ``trial_conflicts``, the conflicts each solver may spend per round on such a
# question (see SatModel._race); past it the question counts as "not shown"
# too.  Other genres' explanations stay exactly as they were.


def distance(a: tuple, b: tuple) -> int:
    """Chebyshev distance between two cell sets (0 when either is unknown)."""
    if not a or not b:
        return 0
    # Written out: an explanation measures some million pairs (repairs hold
    # each fact far from the one in question), 3x faster than min/max/abs.
    best = FAR
    for p0, p1 in a:
        for q0, q1 in b:
            x = p0 - q0 if p0 > q0 else q0 - p0
            y = p1 - q1 if p1 > q1 else q1 - p1
            if y > x:
                x = y
            if x < best:
                best = x
    return best


class NotCheaper(Exception):
    """The reason being shrunk already holds, proved needed, at least as much
    as the cheapest one found: it cannot be chosen (see ExplainSession.shrink).
    ``cost``: what those items cost, a lower bound on the reason's cost.
    ``lasting``: the bound may serve later steps (Stepper._lower).  A bound
    read off remembered solutions (clue_bounds.py) is not kept: the next
    step reads it again from the solutions that still agree with what is
    known then, and kept, such bounds went stale and missed cheaper steps
    (over eight Ore Soccer explanations the grades rose by 5 levels in all,
    where now they move within the usual +-1)."""

    def __init__(self, cost: tuple[int, int, int] = (0, 0, 0), lasting: bool = True):
        super().__init__(cost)
        self.cost = cost
        self.lasting = lasting


class Reason:
    """A minimal set of groups and known facts (and what it costs).

    ``doubtful``: items whose deletion trial was cut off at TRIAL_ROUNDS and
    not yet asked again (:meth:`ExplainSession.settle`); until then the reason
    may hold more than it needs, and ``sure`` says nothing yet."""

    __slots__ = ("groups", "known", "scope", "sure", "goal", "doubtful")

    def __init__(self, groups: list[Group], known: dict, scope: int | None, sure: bool = True,
                 goal: tuple = (), doubtful: tuple = ()):
        self.groups = groups
        self.known = known
        self.scope = scope
        self.sure = sure    # every item proved needed (see RETRY_ROUNDS)
        self.goal = list(goal)
        self.doubtful = list(doubtful)

    @property
    def cost(self) -> tuple[int, int, int]:
        clues = sum(1 for g in self.groups if g.kind == "clue")
        return (clues, len(self.groups) - clues, len(self.known))

    @property
    def level(self) -> int:
        """The level of a step citing this reason (explain_steps.level_of_cost)."""
        return level_of_cost(self.cost)

    @property
    def least_cost(self) -> tuple[int, int, int]:
        """The cost once settled is at least this: an item whose deletion left
        a solution stays needed in every subset, so only doubtful items can go."""
        clues, rules, known = self.cost
        for what, item in self.doubtful:
            if what == "fact":
                known -= 1
            elif item.kind == "clue":
                clues -= 1
            else:
                rules -= 1
        return (clues, rules, known)


class ExplainSession(FreeFacts):
    """An encoding and its solver for one puzzle, the known facts and the facts'
    places; every SAT call of an explanation goes through :meth:`solve`."""

    def __init__(self, genre: Any, puzzle: Any, token: CancelToken | None = None,
                 clue_bounds: bool | None = None):
        self.token = token or CancelToken()
        self.token.check()
        self.genre, self.puzzle = genre, puzzle
        self.encoding = genre.encode(puzzle)
        self.model: SatModel = self.encoding.model
        self.facts: dict[Hashable, int] = dict(self.encoding.facts)
        self.groups: list[Group] = list(self.model.groups.values())
        self.by_selector = {g.selector: g for g in self.groups}
        self._all_selectors = frozenset(self.by_selector)
        self.fact_of_lit: dict[int, tuple[Hashable, bool]] = {}
        for f, v in self.facts.items():
            self.fact_of_lit[v] = (f, True)
            self.fact_of_lit[-v] = (f, False)
        self.places = {f: tuple(genre.fact_cells(puzzle, f)) for f in self.facts}
        self.trial_conflicts: int | None = genre.trial_conflicts
        # A solution of the puzzle (agreeing with the starting marks) that
        # repairs start from (see repair); set by the stepper once found.
        self.reference: dict = {}
        self.repair_radii: tuple[int, ...] = tuple(getattr(genre, "repair_radii", ()))
        self._held: dict[tuple, list[int]] = {}     # (cells, radius) -> literals held (see repair)
        self._clue_distances: dict[Hashable, list[tuple[int, Group]]] = {}
        self._everywhere = frozenset(getattr(genre, "everywhere_clues", ()))   # see Genre
        # Recent solutions, with the groups they hold under (remembered.py):
        # ``witnesses`` of questions about a subset of the groups: a later
        # question whose groups are among them and whose assumptions one
        # satisfies is answered without the solver (some such questions take a
        # solver seconds, and recur fact after fact); ``screened``, of the
        # latest questions about which facts some groups leave free (unforced):
        # the step chosen next asks the same of its reason's groups, which they
        # often include.
        # A genre with ``clue_bounds`` keeps with each solution the groups it
        # breaks, for the hitting-set bound on a reason's cost (clue_bounds.py).
        # ``clue_bounds``: None, as the genre says (Genre.clue_bounds).
        bounds = getattr(genre, "clue_bounds", False) if clue_bounds is None else clue_bounds
        held = HeldClues(self.model, self.groups) if bounds else None
        self._kept = Remembered(self.facts, held=held, groups=[g.selector for g in self.groups])
        self._clue_bits = sum(self._kept.group_bit[g.selector] for g in self.groups if g.kind == "clue")
        self.witness_hits = 0
        self._undecided: set = set()
        # Per set of rule families switched off: [trials undecided, trials proved
        # to have no solution, the most lazy rounds one of those took] (see _rounds_for).
        self._off_record: dict[frozenset, list[int]] = {}
        self._rule_selectors = frozenset(g.selector for g in self.groups if g.kind != "clue")
        self.board: dict = {}       # facts the board settles, hard here (see take_board)
        self._board_taken = False
        # Whether a deletion pass asks its floors (_floor, _facts_bound) before
        # each known fact's trial, counting the rule families one by one (a
        # hint: see Stepper), or only the floor of one group, once the facts
        # proved needed reach the step's (a whole explanation).
        self.early_floors = False
        # Whether the questions are a hint's (set by the Stepper): the
        # genre's hint_batches and hint_grow_from apply, and the budgets of
        # HINT_TRIAL_CONFLICTS and HINT_HOPELESS_AFTER.
        self.hint = False
        self.batches = bool(getattr(genre, "hint_batches", False))
        self.grow_from = int(getattr(genre, "hint_grow_from", 0))
        # A hint that wants sure reasons only (Stepper.next_step): a deletion
        # trial left undecided ends its pass (NotCheaper) even before a step
        # is found, instead of leaving an unsure reason.
        self.sure_only = False
        self.token.attach(self.model)

    def close(self) -> None:
        self.token.detach(self.model)
        self.model.close()

    def renew(self, token: CancelToken | None = None) -> None:
        """Ready for the next hint on the same puzzle (the window keeps one
        session between hints, see explaining.HintServer): a new cancel token,
        and what belongs to one set of known facts dropped -- the reference
        solution and the repairs' literals read off it.  What holds for any
        known facts stays, as it does from step to step of a whole
        explanation: the solvers and what they learnt, the remembered
        solutions and their bounds, what the board settles (see
        Genre.keeps_hint_session for what it gains, and where it loses)."""
        self.token.detach(self.model)
        self.token = token or CancelToken()
        self.token.check()
        self.token.attach(self.model)
        self.reference = {}
        self._held = {}
        self.early_floors = False
        self.hint = self.sure_only = False

    def __enter__(self) -> "ExplainSession":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def implicit_rules(self) -> bool:
        """No group at all: the encoding's clauses are one rule, always on."""
        return not self.groups

    def lit(self, fact: Hashable, value: bool) -> int:
        v = self.facts[fact]
        return v if value else -v

    def lits(self, values: dict) -> list[int]:
        """The literals of facts' values (fact -> value), as lit() each, in one pass."""
        facts = self.facts
        return [facts[f] if v else -facts[f] for f, v in values.items()]

    def solve(self, assumptions: Iterable[int] = (), groups: Iterable[Group] | None = None
              ) -> Assignment | None:
        self.token.check()
        try:
            return self.model.solve(list(assumptions), groups)
        except SolveInterrupted:
            raise Cancelled() from None

    def refuted(self, assumptions: Iterable[int], groups: Iterable[Group]) -> bool:
        """True when the assumptions have no solution under ``groups``; False
        when they have one or the question took more than TRIAL_ROUNDS."""
        return self.trial(assumptions, groups) is True

    def trial(self, assumptions: Iterable[int], groups: Iterable[Group],
              rounds: int = TRIAL_ROUNDS, near: tuple | None = None,
              conflicts: int | None = None) -> bool | None:
        """True when the assumptions have no solution under ``groups``, False
        when they have one, None when the question took more than ``rounds``
        (or, for a genre with ``trial_conflicts``, more conflicts a round than
        that or ``conflicts``, the fewer).  ``near``: the cells of the fact in
        question, to try a repair of the reference solution there first (see
        :meth:`repair`)."""
        self.token.check()
        assumptions = list(assumptions)
        groups = list(groups)
        if self._witness(assumptions, groups) is not None:
            return False
        # A question once undecided within this budget stays so: the same
        # unsure reason comes back each time facts near it are learnt.
        on = frozenset(g.selector for g in groups)
        off = self._rule_selectors - on
        rounds = self._rounds_for(off, rounds)
        budget = self.trial_conflicts
        if budget is not None and conflicts is not None:
            budget = min(budget, conflicts)
        budget = self._conflicts_for(off, budget)
        question = (frozenset(assumptions), on, rounds, budget)
        if question in self._undecided:
            return None
        if near and self.repair(assumptions, groups, rounds, near):
            return False
        try:
            found = self.model.solve(assumptions, groups, max_rounds=rounds,
                                    max_conflicts=budget)
        except SolveUndecided:
            self._undecided.add(question)
            if off:
                self._off_record.setdefault(off, [0, 0, 0])[0] += 1
            return None
        except SolveInterrupted:
            raise Cancelled() from None
        if found is None and off:
            record = self._off_record.setdefault(off, [0, 0, 0])
            record[1] += 1
            record[2] = max(record[2], self.model.last_rounds)
        if found is None:
            return True
        self._remember(found, groups)
        return False

    def _rounds_for(self, off: frozenset, rounds: int) -> int:
        """The lazy rounds a question with the rule families ``off`` switched
        off may take: ``rounds``, or, once HOPELESS_AFTER such questions ended
        undecided and more than HOPELESS_RATIO times as many as were proved to
        have no solution, twice the most rounds one of those took (at least
        HOPELESS_ROUNDS).

        Why: with some families off a lazy rule needs cuts without end.  A
        Corral without its no-touching rule lets checkerboards join and part
        the inside in ever new ways: a 20x20 Corral hint asked 75 such
        questions, each cut off at 50 rounds (5 of its 15 s); the eight asked
        again stayed undecided at 5,000, and the two that ended took one.  A
        question cut off early is undecided, as it would have been: its item
        stays in the reason, unproved needed."""
        record = self._off_record.get(off) if off else None
        if record is not None and record[0] >= HOPELESS_AFTER and record[0] > HOPELESS_RATIO * record[1]:
            return min(rounds, max(HOPELESS_ROUNDS, 2 * record[2]))
        return rounds

    def _conflicts_for(self, off: frozenset, budget: int | None) -> int | None:
        """The conflict budget (a genre's ``trial_conflicts``, or less) of a
        question with the rule families ``off`` switched off: at most
        HOPELESS_CONFLICTS once such questions look hopeless, as
        :meth:`_rounds_for` counts them.  Why: an Ore Soccer 12x12's grading
        asked 34 questions with its moves rule off that each spent some 18,000
        conflicts to end undecided, 18 of its 39 s, and none was ever proved
        to have no solution; a question cut off sooner is undecided, as it
        would have been, and its item stays in the reason, unproved needed."""
        record = self._off_record.get(off) if off else None
        after, most = (HINT_HOPELESS_AFTER, RACE_CONFLICTS) if self.hint else (HOPELESS_AFTER, HOPELESS_CONFLICTS)
        if budget is not None and record is not None and record[0] >= after \
                and record[0] > HOPELESS_RATIO * record[1]:
            return min(budget, most)
        return budget

    def repair(self, assumptions: list[int], groups: list[Group], rounds: int, near: tuple) -> bool:
        """Whether a solution of the question is found as a repair of the
        reference solution around ``near``: every fact farther than a radius
        (``repair_radii``, tried in turn) is held to its reference value, and
        the solver gets one short round of the race.  Found, it is remembered
        like any other.  A question's answer never depends on this: a repair
        is a real solution, and without one the question is asked whole.

        Why: with a rule family off (Ore Soccer's straight or moves rule) a
        deletion trial's solution is mostly a small detour of the reference,
        which a solver free on the whole board finds only after thousands of
        conflicts; held far away, it finds the detour or that there is none
        near in a few.  Most of a generated 12x12's explanation was such
        questions (650,000 of its 730,000 conflicts)."""
        if not self.reference or not self.repair_radii:
            return False
        for radius in self.repair_radii:
            self.token.check()
            try:
                found = self.model.solve(assumptions + self._held_far(near, radius), groups,
                                         max_rounds=rounds, max_conflicts=RACE_CONFLICTS)
            except SolveUndecided:
                continue
            except SolveInterrupted:
                raise Cancelled() from None
            if found is not None:
                self._remember(found, groups)
                return True
        return False

    def _held_far(self, near: tuple, radius: int) -> list[int]:
        """The reference's literals of the facts farther than ``radius`` from
        the cells ``near`` (not those the board settles: they are clauses)."""
        held = self._held.get((near, radius))
        if held is None:
            places = self.places
            held = self._held[(near, radius)] = [
                self.lit(f, v) for f, v in self.reference.items()
                if f not in self.board and distance(places.get(f, ()), near) > radius]
        return held

    def _witness(self, assumptions: list[int], groups: list[Group]) -> int | None:
        """The facts' mask of a remembered solution that answers this question (see __init__)."""
        for found in self._remembered({g.selector for g in groups}, assumptions):
            self.witness_hits += 1
            return found
        return None

    def _remembered(self, on: set, lits: list[int]):
        """The remembered solutions found with at least the selectors ``on``
        (so they hold under those groups) in which every one of ``lits`` holds.
        Screening solutions hold under all the facts known then: a deletion
        trial at a wider scope, whose clues the core has cut down to a few, is
        often a question one of them answers."""
        return self._kept.matching(on, lits)

    def _remember(self, found: Assignment, groups: list[Group]) -> None:
        self._kept.keep("witnesses", frozenset(g.selector for g in groups), found)

    def values(self, found: Assignment) -> dict[Hashable, bool]:
        return {f: found[v] for f, v in self.facts.items()}

    def take_board(self, reference: dict) -> dict:
        """Make what the board settles by itself (``genre.trivial_facts``: no
        loop enters a black cell, a numbered Corral cell is inside) part of
        the puzzle here: unit clauses, with their values in ``reference`` (a
        solution), so no reason names them and no deletion trial tests them
        (a 36x20's first hint tried ~600 such facts, 54 s of one-loop cuts).
        Returns them.  Only facts every solution shares are taken (one
        question proves it).  The redundant-clue check (:mod:`grading`) and
        clue suggestions (:mod:`clue_analysis`) never call this: they switch
        clues off, and a numbered cell without its clue is no longer surely
        inside."""
        if self._board_taken:
            return self.board       # the board is the puzzle's: the same for every hint
        # In a fixed order: a set's order changes with Python's hash seed, and
        # the clauses' order with it would steer the solver differently.
        board = {f: reference[f] for f in sorted(self.genre.trivial_facts(self.puzzle), key=repr)
                 if f in self.facts}
        while board:
            differs = self.model.new_bool()
            self.model.add_clause([-differs] + [-self.lit(f, v) for f, v in board.items()])
            other = self.solve([differs])
            self.model.add_clause([-differs])
            if other is None:
                break
            board = {f: v for f, v in board.items() if other[self.facts[f]] == v}
        for f, v in board.items():
            self.model.add_clause([self.lit(f, v)])
        self.board = board
        self._board_taken = True
        return board

    # ----- minimal reasons ------------------------------------------------
    def _core_items(self, groups: set, known: dict) -> tuple[set, dict]:
        core = set(self.model.core())
        kept_groups = {g for g in groups if g.selector in core}
        facts = self.facts
        kept_known = {f: v for f, v in known.items() if (facts[f] if v else -facts[f]) in core}
        return kept_groups, kept_known

    def shrink(self, groups: Iterable[Group], known: dict, goal: list[int],
               near: tuple = (), marks_first: bool = False, settle: bool = True,
               bound: tuple | None = None) -> tuple[list[Group], dict, list] | None:
        """A minimal subset of ``groups`` and ``known`` that, with the ``goal``
        assumptions, has no solution, and the items of it not proved needed
        (see RETRY_ROUNDS); None when even all of them have one.  With
        ``settle`` off, the items whose trial was cut off are not asked again
        here (see :meth:`settle`): most reasons found are never chosen.
        ``bound``: a cost to beat; NotCheaper is raised once the items proved
        needed cost that much (the rest of the deletion pass would be wasted).

        Deletion order (what is tried first is what tends to go): clues far
        from ``near`` first, then known facts (far first), then rule families;
        ``marks_first`` tries the known facts before the clues (a mistake should
        name as few of the player's marks as it can)."""
        every = len(set(groups)) == len(self.groups)
        groups, known = set(groups), dict(known)
        base = self.lits(known) + goal
        if bound is not None and goal:
            self._cost_bound(base, groups, bound)       # before the first solver call
        # With every group on the question is the puzzle's own and always
        # decided; a narrower one may be undecided, and then counts as failed.
        if (self.solve(base, groups) is not None) if every else not self.refuted(base, groups):
            return None
        groups, known = self._core_items(groups, known)

        def far(cells: tuple) -> int:
            return -distance(cells, near) if near else 0

        # Ties broken by name: the sets' order changes with Python's hash seed,
        # and the same puzzle must get the same explanation on every run.
        clues = sorted((g for g in groups if g.kind == "clue"), key=lambda g: (far(g.cells), g.name))
        rules = sorted((g for g in groups if g.kind != "clue"), key=lambda g: g.name)
        facts = sorted(known, key=lambda f: (far(self.places.get(f, ())), repr(f)))
        order: list = ([("fact", f) for f in facts] + [("group", g) for g in clues] if marks_first
                       else [("group", g) for g in clues] + [("fact", f) for f in facts])
        order += [("group", g) for g in rules]
        doubtful: list = []
        groups, known = self._delete(order, groups, known, goal, TRIAL_ROUNDS, doubtful, bound,
                                     near=near)
        doubtful = self._left(doubtful, groups, known)
        if settle:
            groups, known, doubtful, _ = self._settle(groups, known, goal, doubtful)
        return self._clue_first(groups), known, doubtful

    @staticmethod
    def _clue_first(groups: Iterable[Group]) -> list[Group]:
        return sorted(groups, key=lambda g: (g.kind != "clue", g.name))

    @staticmethod
    def _left(items: list, groups: set, known: dict) -> list:
        return [(what, item) for what, item in items
                if item in (groups if what == "group" else known)]

    def _settle(self, groups: set, known: dict, goal: list[int], doubtful: list,
                stop_unsure: bool = False) -> tuple[set, dict, list, list]:
        """Ask again, with a larger budget, what the deletion pass could not
        decide; returns what is left, the items still unproved needed and the
        items not asked (``stop_unsure``: none is asked after the first that
        stays undecided).  (A genre whose trials stop at a conflict budget
        would only pay the same again: its doubtful items stay doubtful.)"""
        if self.trial_conflicts is not None or not doubtful:
            return groups, known, doubtful, []
        unsure: list = []
        rest: list = []
        groups, known = self._delete(doubtful, set(groups), dict(known), goal, RETRY_ROUNDS, unsure,
                                     rest=rest if stop_unsure else None)
        return groups, known, self._left(unsure, groups, known), self._left(rest, groups, known)

    def settle(self, reason: Reason, stop_unsure: bool = False) -> Reason:
        """The reason with its doubtful items asked again (see RETRY_ROUNDS):
        it may lose items, and it is sure when none stays unproved.

        ``stop_unsure``: a sure reason was found already, so this one matters
        only if it turns out sure: once an item stays undecided it is unsure,
        and the items after it stay doubtful (asked when it could matter)."""
        if reason.doubtful:
            groups, known, unsure, rest = self._settle(set(reason.groups), reason.known,
                                                       reason.goal, reason.doubtful, stop_unsure)
            reason.groups, reason.known = self._clue_first(groups), known
            reason.sure, reason.doubtful = reason.sure and not unsure, rest
        return reason

    def _delete(self, order: list, groups: set, known: dict, goal: list[int], rounds: int,
                undecided: list, bound: tuple | None = None, rest: list | None = None,
                near: tuple = ()) -> tuple[set, dict]:
        """Deletion in ``order``: each item whose deletion leaves no solution
        goes (with what the core says is not needed); the items whose question
        took more than ``rounds`` are added to ``undecided``.  With ``bound``,
        NotCheaper once the items proved needed cost as much (see shrink).
        With ``rest`` (a list), the pass stops at the first undecided item and
        the items not asked go to ``rest``.  A rule family's trial first tries
        a repair around ``near`` (see repair; a clue's or a known fact's
        trial seldom pays for one: most have no solution, and those that have
        one are quick)."""
        needed = [0, 0, 0]      # proved needed so far: clues, rule families, known facts
        needed_clues: list[Group] = []
        floor: int | None = None    # rule families a reason that could still win needs (_floor)
        floored = floored_late = False
        known_lits = self.lits(known) + goal
        lits_now, lits_of = known_lits, known     # the literals of the known facts left
        if bound is not None and goal:
            self._cost_bound(known_lits, groups, bound)     # before any trial
        batch = 1 if self.hint and self.batches else 0      # items asked at once next
        conflicts = HINT_TRIAL_CONFLICTS if self.hint else None
        grown = not (self.hint and self.grow_from and goal)
        floored_at = -1
        at = 0
        while at < len(order):
            what, item = order[at]
            if rest is not None and undecided:
                rest.extend(order[at:])
                break
            if item not in (groups if what == "group" else known):
                at += 1
                continue
            if self.early_floors and bound is not None and len(goal) == 1 and what == "fact" \
                    and at != floored_at and self._floor_would_beat(needed, bound):
                floored_at = at     # once an item, though a batch from it may be asked again
                if floor is None or floor < bound[1] and not floored_late and needed[2] >= bound[2]:
                    # Asked again once, with fewer known facts, when the
                    # facts proved needed would reach the step's with as
                    # many rule families.
                    floored_late = floor is not None
                    floor = self._floor(groups, known, goal, needed_clues, rounds, bound[1], near)
                self._facts_bound(groups, known, goal, needed, floor, bound)
            if what == "fact" and not grown:
                grown = True
                if len(known) >= self.grow_from:
                    few = self._grow(groups, known, goal, near, rounds)
                    if few is not None:
                        groups, known = few
                        continue
            if batch > 1:
                span = self._batch(order, at, batch, groups, known)
                if len(span) > 1:
                    trial_groups = groups - span
                    trial_known = {f: v for f, v in known.items() if f not in span}
                    if self.trial(self.lits(trial_known) + goal, trial_groups, rounds,
                                  conflicts=conflicts):
                        groups, known = self._core_items(trial_groups, trial_known)
                        batch = min(2 * batch, HINT_BATCH_MOST)
                    else:
                        batch //= 2     # the same items again, fewer at once
                    continue
            at += 1
            if what == "group":
                trial_groups, trial_known = groups - {item}, known
            else:
                trial_groups, trial_known = groups, {f: v for f, v in known.items() if f != item}
            if trial_known is not lits_of:
                lits_of, lits_now = trial_known, self.lits(trial_known) + goal
            lits = lits_now
            if self.repair_radii and goal and what == "group" and item.kind != "clue":
                verdict = self.trial(lits, trial_groups, rounds, near=near, conflicts=conflicts)
            else:
                verdict = self.trial(lits, trial_groups, rounds, conflicts=conflicts)
            if verdict:
                groups, known = self._core_items(trial_groups, trial_known)
                batch = min(2 * batch, HINT_BATCH_MOST)
            elif verdict is None:
                if bound is not None or self.sure_only:
                    # A sure step to beat exists, and a reason with an item
                    # left undecided is unsure: it could be chosen only if
                    # asked again with RETRY_ROUNDS it were decided, which
                    # such questions seldom are (a 20x20 Corral hint asked
                    # 374 of them, 48 of its 53 s, for the same step).
                    raise NotCheaper(tuple(needed), lasting=False)
                undecided.append((what, item))
            elif bound is not None:
                # Needed here, so needed in every subset the pass can still reach.
                needed[2 if what == "fact" else 0 if item.kind == "clue" else 1] += 1
                if what == "group" and item.kind == "clue":
                    needed_clues.append(item)
                if tuple(needed) >= bound:
                    raise NotCheaper(tuple(needed))
                if goal and what == "group":
                    self._cost_bound(known_lits, groups, bound)
                elif goal and not self.early_floors and not floored and bound[0] == 0 \
                        and self._floor_would_beat(needed, bound) \
                        and (bound[1] == 0 or bound[1] == 1 and needed[2] >= bound[2]):
                    # Against a step of no clue: a reason of no group beats it
                    # only if the known facts alone force the fact.
                    floored = True
                    if self._floor(groups, known, goal, [], rounds, bound[1], near):
                        raise NotCheaper((0, 1, needed[2]), lasting=False)
        return groups, known

    @staticmethod
    def _batch(order: list, at: int, most: int, groups: set, known: dict) -> set:
        """Up to ``most`` items of ``order`` from ``at`` on still in the
        reason, clues and known facts only (a rule family's trial tries a
        repair first, alone)."""
        span: set = set()
        for what, item in order[at:]:
            if len(span) == most:
                break
            if what == "group":
                if item.kind != "clue":
                    break
                if item in groups:
                    span.add(item)
            elif item in known:
                span.add(item)
        return span

    def _grow(self, groups: set, known: dict, goal: list[int], near: tuple, rounds: int
              ) -> tuple[set, dict] | None:
        """(A hint, Genre.hint_grow_from.)  The known facts a reason needs,
        grown from none: while the goal has a solution under ``groups`` and
        the facts taken, the nearest known fact that solution breaks is taken
        too.  Returns the groups and facts the last question's core keeps (a
        subset of ``known`` that still has no solution with the goal, for
        the deletion pass to shrink on), or None when a question stayed
        undecided.

        Why: deleting known facts one by one (or in batches) from thirty asks
        ever harder questions as they go, most of them without a solution (an
        Ore Soccer 12x12 hint: 0.13-0.40 s each to prove, for a reason of one
        or two facts); grown, the questions on the way have solutions, found
        in milliseconds, and the deletion after has few facts left."""
        on = {g.selector for g in groups}
        nearest = {f: known[f] for f in sorted(known, key=lambda f: (distance(self.places.get(f, ()), near),
                                                                     repr(f)))}
        taken: dict = {}
        while True:
            lits = self.lits(taken) + goal
            verdict = self.trial(lits, groups, rounds)
            if verdict is None:
                return None
            if verdict:
                return self._core_items(set(groups), taken)
            # The solution just found (or the remembered one that answered).
            mask = next(self._remembered(on, lits), None)
            broken = [] if mask is None else self._kept.flipped(mask, nearest)
            if not broken:
                return None
            taken[broken[0]] = nearest.pop(broken[0])

    @staticmethod
    def _floor_would_beat(needed: list, bound: tuple) -> bool:
        """Whether, with the items proved ``needed`` (clues, rule families,
        known facts), the reasons the pass can still reach that could beat
        ``bound`` are only those citing just the clues proved needed: then a
        floor on their rule families (_floor) and their known facts
        (_facts_bound) may show none can."""
        return needed[1] == 0 and needed[0] == bound[0]

    def _floor(self, groups: set, known: dict, goal: list[int], clues: list[Group], rounds: int,
               rules: int, near: tuple) -> int:
        """How many rule families a reason within ``groups`` and ``known``
        citing just ``clues`` needs at least, as far as it matters against a
        step of ``rules`` rule families (the count stops once it is past
        ``rules``, or cannot reach it).  Against a step of none, one question:
        a solution of the known facts, the goal and ``clues`` with every rule
        family off means one is needed; else one question per rule family:
        with the other families on, a solution means that one is needed.

        Why: the known facts come before the rule families in the deletion
        order, so a pass proved every known fact needed, one trial each,
        before its last trials showed that it needs more rule families than
        the step: against a step of one (Corral's no-touching rule with three
        known facts) some 40 trials a pass on an A/M Corral 20x20; against an
        Ore Soccer 12x12 step of three clues and four rule families, passes
        of some 40 known facts' trials (1.7 s) that then proved all five
        families needed."""
        lits = self.lits(known) + goal
        if rules == 0 or not self.early_floors:
            return 1 if self.trial(lits, clues, rounds) is False else 0
        families = sorted((g for g in groups if g.kind != "clue"), key=lambda g: g.name)
        found = 0
        for at, family in enumerate(families):
            if found > rules or found + len(families) - at < rules:
                break
            others = clues + [g for g in families if g is not family]
            near_here = near if self.repair_radii else None
            if self.trial(lits, others, min(rounds, FLOOR_ROUNDS), near=near_here,
                          conflicts=RACE_CONFLICTS) is False:
                found += 1
        return found

    def _facts_bound(self, groups: set, known: dict, goal: list[int], needed: list,
                     floor: int, bound: tuple) -> None:
        """NotCheaper when a reason citing just the clues proved needed and
        ``floor`` rule families cannot beat ``bound`` by its known facts: each
        remembered solution of the groups left and the goal flips some known
        facts, one of which every reason the pass can reach cites, so as
        many solutions as flip known facts no other one does need as many
        facts.  (Near the end of a 20x20 Corral solve, against a step of
        two clues, a rule family and 50 known facts, some hundred facts were
        each shrunk until 50 were proved needed, most by remembered
        solutions, 5,000 trials for one hint.)"""
        if floor != bound[1]:
            if floor > bound[1]:
                # Proved in this pass, as the items proved needed are: kept.
                raise NotCheaper((needed[0], floor, needed[2]))
            return
        if len(known) < bound[2]:
            return      # every reason the pass can reach cites fewer facts than the step
        on = frozenset(g.selector for g in groups)
        apart = 0
        hit = 0
        for flipped in sorted(set(self._kept.broken_facts(on, known, goal[0])), key=int.bit_count):
            if flipped and not flipped & hit:
                hit |= flipped
                apart += 1
        if max(apart, needed[2]) >= bound[2]:
            # Kept is only what this pass proved (see NotCheaper).
            raise NotCheaper((needed[0], floor, needed[2]), lasting=apart <= needed[2])

    def _cost_bound(self, lits: list[int], groups: set, bound: tuple) -> None:
        """NotCheaper when the remembered solutions in which ``lits`` hold (the
        known facts the deletion pass started from, and the goal) show that
        no reason within ``groups`` costs less than ``bound`` (see
        clue_bounds.py): a reason the pass can still reach is within
        ``groups`` and cites fewer of the known facts, so each such solution
        breaks one of its groups."""
        if not self._kept.bounds:
            return
        bit = self._kept.group_bit
        within = sum(bit[g.selector] for g in groups)
        sets = [broken & within for broken in self._kept.broken_groups(lits)]
        if not sets or not all(sets):
            return      # none known, or one holds every group left: the pass will see
        if not cheaper_hitting_set(minimal_sets(sets), self._clue_bits, bound):
            raise NotCheaper(bound, lasting=False)

    def reason_for(self, fact: Hashable, value: bool, known: dict,
                   scope: int | None, bound: tuple | None = None) -> Reason | None:
        """A minimal reason forcing ``fact`` = ``value`` from the clues within
        ``scope`` of it (None: every clue), the rule families and ``known``;
        not yet settled (see :meth:`settle`); NotCheaper when it would cost
        at least ``bound``."""
        near = self.places.get(fact, ())
        goal = [self.lit(fact, not value)]
        found = self.shrink(self.scope_groups(fact, scope), known, goal, near, settle=False,
                            bound=bound)
        if found is None:
            return None
        groups, known, doubtful = found
        if self.trial_conflicts is not None:
            # Asking again would not decide more (see _settle): settled as it is.
            return Reason(groups, known, scope, not doubtful)
        return Reason(groups, known, scope, True, goal, doubtful)

    def scope_groups(self, fact: Hashable, scope: int | None) -> list[Group]:
        """The rule families and the clues within ``scope`` of the fact (None: every group)."""
        if scope is None:
            return self.groups
        return [g for d, g in self.clue_distances(fact) if d <= scope]

    def clue_distances(self, fact: Hashable) -> list[tuple[int, Group]]:
        """Each group with its distance from the fact (rule families and the
        genre's ``everywhere_clues``: 0), computed once."""
        found = self._clue_distances.get(fact)
        if found is None:
            near = self.places.get(fact, ())
            found = [(distance(g.cells, near) if g.kind == "clue" and g.name not in self._everywhere else 0, g)
                     for g in self.groups]
            self._clue_distances[fact] = found
        return found
