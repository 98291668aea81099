"""Explain every deduction: the next hint from a player's marks, and the whole
path from an empty answer to the solution, one small step at a time.

A step settles facts not yet known with the cheapest reason found (see
:mod:`genres.core.explain_search`): fewest clues, then fewest rule families,
then fewest known facts.  The facts a reason forces are settled together.
Every claim is a solver proof over the encoding's named groups, so a fresh
solver given only a step's groups and known facts re-proves it (the tests do).

A genre whose encoding names no groups still works: its clauses are one
implicit rule, always on, and steps then cite only known facts.
"""
from __future__ import annotations

from .i18n import translate

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from .analysis import CancelToken
from .explain_search import NEAR_SCOPE, SCOPES, ExplainSession, NotCheaper, Reason, distance
from .explain_steps import (DEDUCTION, FINISHED, MISTAKE, NO_SOLUTION, STUCK, GroupRef, Step,
                            deduction_text, facts_words, mistake_text, reasons_words)

# A fact whose memo lies within this many cells (plus its scope) of newly
# known facts is tried again: the new facts may give it a cheaper reason.
# 1, not 2: on a 10x10 a margin of 2 re-asked most of the board after every
# step (Hebi-Ichigo 10x10 explanation 9.6 -> 6.1 s CPU); the examples' grades
# moved by one level either way, as much as any change of search order does.
RETRY_MARGIN = 1
# A lower bound on a fact's reason (Stepper._lower) is dropped only when a fact
# this close to it is learnt: it is asked again anyway once the cheapest step
# costs more, so a stale bound only delays a fact, and keeping bounds through
# steps far away halved an Ore Soccer 8x8's explanation (32 -> 14 s; with
# RETRY_MARGIN's wider reach most bounds went at every step).  At 0 the grades
# of Corral 03, A/M Corral 03 and Hebi-Ichigo 03 rose by 1-2 levels; at 1 the
# examples keep theirs but Ore Soccer 01's (8 -> 9).
LOWER_MARGIN = 1
# The bounds of a hint's first sweeps with every clue (Stepper._one_clue_reasons):
# a pass ends at its first rule family proved needed (at once, by the floor of
# one rule family: ExplainSession._floor) or at its second clue; then at its
# second clue only.
ONE_CLUE_NO_RULE = (1, 1, 0)
ONE_CLUE = (2, 0, 0)
UNDECIDED_IN_A_SENTENCE = 4


def _near(scope: int | None) -> int:
    """A scope, at most NEAR_SCOPE (None, every clue, counts as NEAR_SCOPE)."""
    return NEAR_SCOPE if scope is None else min(scope, NEAR_SCOPE)


def _ref(group) -> GroupRef:
    return GroupRef(group.name, group.kind, group.text, tuple(group.cells))


@dataclass
class Explanation:
    """The steps from the starting marks on, and where they lead.

    ``status``: "unique" (the steps reach the solution), "multiple" (the last
    step says which facts cannot be deduced), "none" (the puzzle has no
    solution) or "mistake" (the starting marks contradict every solution)."""
    status: str
    steps: list = field(default_factory=list)
    solution: Any = None


class Stepper:
    """Finds steps one by one from a set of known facts (see module doc)."""

    def __init__(self, session: ExplainSession, known: dict, one_step: bool = False,
                 board: bool = False):
        self.s = session
        # ``board``: what the board settles by itself is part of the puzzle
        # (ExplainSession.take_board), never a step nor a known fact of one:
        # a person sees the black cells and need not hold them in mind.  Hints
        # and whole explanations both take it, so a hint is the explanation's
        # step (a 36x20's first hint: 63 -> 2 s CPU; a Circumnavi-Gates 03
        # explanation 7.5 -> 0.1 s).
        self.use_board = board
        # Only one step is wanted (a hint): a fact no reason of the rule
        # families alone forces is left out early (_beat_by_rules; in a whole
        # explanation that question cost more than it saved).  Both give up a
        # reason half-way once it cannot beat the cheapest found: keeping every
        # reason whole in the memo for the steps after cost 7x on a Corral 10x10
        # (most memo entries are dropped when facts near them are learnt) and
        # chose stale, dearer reasons over fresh ones.
        self.one_step = one_step
        # A hint shrinks every fact's reason afresh, so floors that end a
        # pass early pay there (an Ore Soccer 12x12 hint 7.7 -> 4.5 s); a
        # whole explanation keeps what a reason given up cost (_lower), and
        # with them it took as long or longer (Ore Soccer 03 21 -> 25 s) and
        # its steps, and so grades, changed.
        session.early_floors = one_step
        session.hint = one_step
        self.known: dict[Hashable, bool] = dict(known)
        self.forced: dict = {}
        self.free: set = set()
        self._memo: dict[Hashable, tuple[int, tuple[int, Reason] | None]] = {}
        # Facts whose reason was given up in this search for a step, as it
        # could not cost less than the cheapest found (see _reason).
        self._beaten: set = set()
        # What a reason given up half-way was seen to cost at least, and at
        # which scope: fact -> (scope index, cost).  Kept across steps (dropped
        # when a fact next to it is learnt, see LOWER_MARGIN), so a fact beaten
        # once is not shrunk again step after step while nothing near it
        # changes: an Ore Soccer 8x8 shrank some 70 such reasons a step, each
        # proving several rule families needed, the dearest questions it asks.
        # (At a wider scope more clues may serve: the bound says nothing there.)
        self._lower: dict[Hashable, tuple[int, tuple[int, int, int]]] = {}

    @property
    def reference(self) -> dict:
        """The solution the search starts from (held by the session, whose
        repairs start from it too); empty until :meth:`start` finds one."""
        return self.s.reference

    # ----- the start: is there anything to explain? ----------------------
    def start(self) -> Step | None:
        """A final step when the puzzle has no solution or the known facts
        contradict every solution; None when steps can follow."""
        s = self.s
        found = s.solve([s.lit(f, v) for f, v in self.known.items()])
        if found is None:
            whole = s.solve() if self.known else None
            if whole is None:
                return self._no_solution()
            if self.use_board:
                s.take_board(s.values(whole))
            return self._mistake()
        s.reference = s.values(found)
        if self.use_board:
            s.take_board(self.reference)
        # A mark of what the board says anyway is no known fact to build on.
        self.known = {f: v for f, v in self.known.items() if f not in self.board}
        # Most questions of an explanation that have a solution have one close
        # to the puzzle's: start every search there.
        s.model.set_phases(found.lits())
        self.forced, self.free = s.backbone({**self.board, **self.known}, self.reference)
        return None

    def _no_solution(self) -> Step:
        clash = self.s.shrink(self.s.groups, {}, [])
        groups = [_ref(g) for g in clash[0]] if clash else []
        if groups:
            text = translate("core", "The puzzle has no solution: {reasons} cannot all hold at once.").format(
                reasons=reasons_words(groups, self.s.implicit_rules))
        else:
            text = translate("core", "The puzzle has no solution.")
        return Step(NO_SOLUTION, groups=groups, text=text)

    def _mistake(self) -> Step:
        s = self.s
        groups, marks, _ = s.shrink(s.groups, self.known, [], marks_first=True)
        step = Step(MISTAKE, facts=marks, groups=[_ref(g) for g in groups])
        # Which of those marks are wrong: only a unique solution can say.
        solution = s.solve()
        if solution is not None:
            reference = s.values(solution)
            differs = s.model.new_bool()
            s.model.add_clause([-differs] + [-s.lit(f, v) for f, v in reference.items()])
            unique = s.solve([differs]) is None
            s.model.add_clause([-differs])
            if unique:
                step.wrong = {f: v for f, v in marks.items() if reference[f] != v}
        step.text = mistake_text(s.genre, s.puzzle, step, s.implicit_rules)
        return step

    # ----- steps ------------------------------------------------------------
    @property
    def board(self) -> dict:
        """What the board settles, taken as part of the puzzle (empty without ``board``)."""
        return self.s.board

    @property
    def pending(self) -> dict:
        return {f: v for f, v in self.forced.items() if f not in self.known}

    def next_step(self, prefer: Callable[[Hashable, bool], bool] | None = None) -> Step:
        """The cheapest step from the known facts, or a final step (finished,
        or stuck when the rest cannot be deduced).  ``prefer(fact, value)``:
        the step settles such a fact when any is left (a hint prefers what the
        player can draw); the same reason may settle others too."""
        pending = self.pending
        if not pending:
            return self._final()
        wanted = {f: v for f, v in pending.items() if prefer(f, v)} if prefer else {}
        best = None
        if self.one_step and self.s.trial_conflicts is not None:
            # (A hint, in a genre whose trials stop at a conflict budget, so
            # a reason with an item left undecided stays unsure.)  Such a
            # reason serves only when no fact has a sure one: it is given up
            # at its first undecided trial, and asked in full only if no sure
            # step is found (an Ore Soccer 12x12's first hint shrank two such
            # reasons at the start, 1.3 of its 3.3 s, and chose a sure step).
            self.s.sure_only = True
            try:
                best = self._cheapest_wanted(wanted, pending)
            finally:
                self.s.sure_only = False
        if best is None:
            best = self._cheapest_wanted(wanted, pending)
        assert best is not None, "a forced fact has a reason with every clue"
        fact, reason = best
        facts = {fact: pending[fact]}
        facts.update(self.s.forced_by(reason, self._batch_candidates(fact, reason, pending)))
        step = Step(DEDUCTION, facts=facts, groups=[_ref(g) for g in reason.groups],
                    known=dict(reason.known))
        step.text = deduction_text(self.s.genre, self.s.puzzle, step, self.s.implicit_rules)
        self._learn(facts)
        return step

    def _cheapest_wanted(self, wanted: dict, pending: dict) -> tuple[Hashable, Reason] | None:
        """The cheapest of the facts ``wanted``, or of all ``pending`` if none has a reason."""
        best = self.cheapest(wanted or pending)
        if best is None and wanted:
            best = self.cheapest(pending)
        return best

    def cheapest(self, pending: dict) -> tuple[Hashable, Reason] | None:
        """The fact of ``pending`` (fact -> value) with the cheapest reason,
        and the reason, as the next step chooses: of the cheapest, the first
        found.  A reason not proved minimal (Reason.sure) serves only when no
        fact has a sure one.

        A reason whose deletion trials were cut off is settled (asked again
        with a larger budget, ExplainSession.settle) only when, settled, it
        could still be chosen: at the end of its scope, cheapest bound first,
        so the choice is the one settling every reason would make."""
        best: tuple | None = None       # (cost, position, fact, reason), sure
        unsure: tuple | None = None     # the same, for reasons not sure
        position = 0
        self._beaten = set()
        beaten_below = None         # the cost _beat_by_rules last screened against

        def consider(entry: tuple) -> None:
            nonlocal best, unsure
            if entry[3].sure:
                best = entry if best is None or entry[:2] < best[:2] else best
            else:
                unsure = entry if unsure is None or entry[:2] < unsure[:2] else unsure

        for fact, reason in self._probe(pending) if self.one_step else ():
            position += 1
            consider((reason.cost, position, fact, reason))
        for index, scope in enumerate(SCOPES):
            if self.one_step and index > 0 and best is not None and best[0][0] == 2 \
                    and scope is not None:
                # (A hint.)  With a sure step of two clues to beat after a
                # scope's pass (one clue ends the search: see the break
                # below), a fact is asked at once with every clue: its reason
                # is given up at its second clue proved needed, where
                # screening it scope after scope cost more than the reasons
                # themselves, and a dearer reason found in a narrow scope
                # kept a cheaper one with a far clue from being found (an A/M
                # Corral 20x20 solve: 142 hints, longest 8.9 -> 4.3 s with
                # the probe and the bounds too, and cheaper steps; see README).  Against a dearer step, every
                # clue at once costs more than the scopes between (an Ore
                # Soccer 12x12 hint: 4 clues at every clue where 3 near).
                continue
            if self.one_step and best is None and scope is None:
                # (At every scope it also ran before narrow scopes' passes,
                # and cost more than it saved: the 20x20s' longest hints
                # 2.3 -> 4.2 and 5.3 s, an Ore Soccer 12x12 first hint 4.7 -> 5.6 s.)
                for fact, reason in self._one_clue_reasons(pending, index):
                    position += 1
                    consider((reason.cost, position, fact, reason))
            shares = self._shares(pending, index, scope)
            waiting: list[tuple] = []
            for fact, value in pending.items():
                if fact in self._beaten:
                    continue
                if fact in shares:
                    self._screen(shares, fact, index)
                bound = best[0] if best is not None else None
                reason = self._reason(fact, value, index, scope, bound)
                if reason is None:
                    continue
                position += 1
                if reason.doubtful:
                    if reason.least_cost != (0, 0, 0):
                        waiting.append((reason.least_cost, position, fact, reason))
                        continue
                    # It might be the cheapest there is (if sure: see settle).
                    self.s.settle(reason, stop_unsure=best is not None)
                consider((reason.cost, position, fact, reason))
                if reason.sure and reason.cost == (0, 0, 0):
                    break       # nothing is cheaper than what the board alone settles
                if self.one_step and best is not None and best[0][0] == 0 \
                        and best[0] != beaten_below:
                    beaten_below = best[0]
                    self._beat_by_rules(pending, best[0])
            for bound, at, fact, reason in sorted(waiting, key=lambda e: e[:2]):
                if best is not None and (bound, at) >= best[:2]:
                    break       # settled, it could not come first
                self.s.settle(reason, stop_unsure=best is not None)
                consider((reason.cost, at, fact, reason))
            # A reason first found in a wider scope needs a clue from outside this
            # one, so it holds at least one clue: only a step needing several
            # clues is worth looking further for.
            if best is not None and best[0][0] <= 1:
                break
        chosen = best or unsure
        return (chosen[2], chosen[3]) if chosen is not None else None

    def _probe(self, pending: dict) -> list[tuple[Hashable, Reason]]:
        """Reasons found first for the facts that the known facts right next to
        them force by unit propagation (with the clues at scope 0 and the rule
        families), each shrunk from those few facts alone: a cheap step found
        at once sets the bound every other fact must beat, where the search in
        scope order meets it only after shrinking, from every known fact, the
        facts before it (a 36x20's last hints: 256 reasons of 13 known facts
        shrunk before the one of 2; see README).  Each is the fact's reason at
        scope 0 in the memo, as the search would have found one there.
        (A hint only: it finds cheaper steps than the search in scope order
        would, and whole explanations, which grade puzzles, then graded
        Circumnavi-Gates puzzles made hard as medium.)"""
        places, near_known = self.s.places, self._near_known()
        found = []
        bound = None
        for fact, value in pending.items():
            failed, memo = self._memo.get(fact, (-1, None))
            cells = places.get(fact, ())
            if failed >= 0 or memo is not None or fact in self._beaten or not cells:
                continue
            local = {f: self.known[f] for f in near_known(cells)}
            groups = self.s.scope_groups(fact, 0)
            if not self.s.model.propagation_refutes(self.s.lits(local) + [self.s.lit(fact, not value)],
                                                    groups):
                continue
            try:
                reason = self.s.reason_for(fact, value, local, 0, bound)
            except NotCheaper:
                continue        # from these facts; from every known fact it may be cheaper
            if reason is None or reason.doubtful:
                continue
            self._memo[fact] = (failed, (0, reason))
            found.append((fact, reason))
            if reason.sure and (bound is None or reason.cost < bound):
                bound = reason.cost
        return found

    def _one_clue_reasons(self, pending: dict, index: int) -> list[tuple[Hashable, Reason]]:
        """(A hint, about to ask every clue with no step found yet.)  The
        reasons citing one clue at most, each cheaper than the one before:
        first those citing no rule family, then any, each pass given up once
        it cannot beat the cap or the last found (ONE_CLUE_NO_RULE, ONE_CLUE).

        Why: the first reason shrunk whole sets the bound every other fact
        must beat, and a dear one made each of them prove most known facts
        needed first (a Corral 20x20 near its end: the first reason two clues,
        a rule family and 54 known facts, then some hundred passes of about
        fifty facts' trials each, 3.1 s, where a step of one clue and 16
        facts was there to be found: now 0.4 s).  A fact given up here is not
        out of the search: its reason of two clues or more may still be the
        cheapest."""
        found: list[tuple[Hashable, Reason]] = []
        shares = self._shares(pending, index, None)
        bound = ONE_CLUE_NO_RULE
        for cap in (ONE_CLUE_NO_RULE, ONE_CLUE):
            # The cap, or the last reason found when it is cheaper.
            bound = min(bound, cap) if found else cap
            for fact, value in pending.items():
                if fact in self._beaten:
                    continue
                if fact in shares:
                    self._screen(shares, fact, index)
                failed, memo = self._memo.get(fact, (-1, None))
                if failed >= index or memo is not None:
                    continue
                reason = self._reason(fact, value, index, None, bound, beaten_out=False)
                if reason is not None and reason.sure and not reason.doubtful:
                    found.append((fact, reason))
                    bound = min(bound, reason.cost)
        return found

    def _near_known(self) -> Callable[[tuple], list]:
        """A lookup: the known facts with a cell within one of the given cells."""
        at: dict = {}
        for f in self.known:
            for cell in self.s.places.get(f, ()):
                at.setdefault(cell, []).append(f)

        def lookup(cells: tuple) -> list:
            out: dict = {}
            for r, c in cells:
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        for f in at.get((r + dr, c + dc), ()):
                            out[f] = True
            return list(out)
        return lookup

    def _beat_by_rules(self, pending: dict, cost: tuple) -> None:
        """(A hint.)  Once a reason citing no clue is found, only a reason with
        no clue either could come first, with fewer rule families, or as many
        and fewer known facts: a fact that some solution of the rule families
        alone (of no group at all, when one family is the cost to beat) and
        the known facts flips has none, and is left out of this search.  One
        question for the lot, where each would be screened at its own scope
        (33 questions, 1.3 s of one-loop cuts, on a 36x20's first hint)."""
        _, rules, known = cost
        allowed = rules if known else rules - 1
        groups = [g for g in self.s.groups if g.kind != "clue"] if allowed > 0 else []
        candidates = {f: v for f, v in pending.items() if f not in self._beaten}
        free, _ = self.s.unforced(candidates, groups, self.known)
        self._beaten.update(free)

    def _shares(self, pending: dict, index: int, scope) -> dict:
        """For each pending fact the memo does not settle at this scope, the
        scope's groups and every such fact asking under the same groups."""
        by_groups: dict[tuple, tuple[list, dict]] = {}
        shares = {}
        for fact, value in pending.items():
            failed, found = self._memo.get(fact, (-1, None))
            if failed >= index or found is not None and found[0] <= index or fact in self._beaten:
                continue
            groups = self.s.scope_groups(fact, scope)
            share = by_groups.setdefault(tuple(g.selector for g in groups), (groups, {}))
            share[1][fact] = value
            shares[fact] = share
        return shares

    def _screen(self, shares: dict, fact, index: int) -> None:
        """Mark as failed at this scope every fact sharing ``fact``'s groups
        that a solution of those groups and the known facts flips: one question
        for the lot rather than one per fact (most facts are not forced in a
        narrow scope, and each solution clears several).  Done when the first
        of them comes up, so a step found early stops the work."""
        groups, candidates = shares[fact]
        for f in candidates:
            del shares[f]
        every = len(groups) == len(self.s.groups)
        free, _ = self.s.unforced(candidates, None if every else groups, self.known)
        for f in free:
            self._memo[f] = (index, self._memo.get(f, (-1, None))[1])

    def _reason(self, fact, value, index: int, scope, bound: tuple | None = None,
                beaten_out: bool = True) -> Reason | None:
        """The fact's reason at this scope (from the memo when it has one);
        None when there is none, or when it could not cost less than ``bound``
        (then, with ``beaten_out``, the fact is out of this search: its reason
        at a wider scope would be the same one)."""
        # memo: (widest scope index known to fail or -1, (scope index, reason) or None)
        failed, found = self._memo.get(fact, (-1, None))
        if found is not None and found[0] <= index:
            return found[1]
        if failed >= index or fact in self._beaten:
            return None
        low = self._lower.get(fact)
        if bound is not None and low is not None and low[0] >= index and low[1] >= bound:
            if beaten_out:
                self._beaten.add(fact)
            return None
        try:
            reason = self.s.reason_for(fact, value, self.known, scope, bound)
        except NotCheaper as beaten:
            if beaten_out:
                self._beaten.add(fact)
            if beaten.lasting:
                self._lower[fact] = (index, beaten.cost)
            return None
        if reason is None:
            self._memo[fact] = (index, found)
        else:
            self._memo[fact] = (failed, (index, reason))
        return reason

    def _batch_candidates(self, fact, reason: Reason, pending: dict) -> dict:
        places = self.s.places
        area = [places.get(fact, ())] + [g.cells for g in reason.groups] + \
            [places.get(f, ()) for f in reason.known]
        if not reason.groups and not reason.known or any(not cells for cells in area):
            return {f: v for f, v in pending.items() if f != fact}
        reach = _near(reason.scope) + 1
        return {f: v for f, v in pending.items() if f != fact
                and any(distance(places.get(f, ()), cells) <= reach for cells in area)}

    def _learn(self, facts: dict) -> None:
        self.known.update(facts)
        if self.one_step:
            return      # a hint: no step follows, its memo is never read again
        places = self.s.places
        new_places = [places.get(f, ()) for f in facts]
        for f in list(self._lower):
            if f in self.known or any(distance(places.get(f, ()), cells) <= LOWER_MARGIN
                                      for cells in new_places):
                del self._lower[f]
        for f in list(self._memo):
            if f in self.known:
                del self._memo[f]
                continue
            failed, found = self._memo[f]
            tried = max(failed, found[0] if found is not None else -1)
            margin = _near(SCOPES[tried]) + RETRY_MARGIN
            if any(distance(places.get(f, ()), cells) <= margin for cells in new_places):
                del self._memo[f]

    def _final(self) -> Step:
        if not self.free:
            return Step(FINISHED, text=translate("core", "Nothing left to deduce: every fact is settled."))
        s = self.s
        undecided = [f for f in s.facts if f in self.free]
        shown = {f: self.reference[f] for f in undecided[:UNDECIDED_IN_A_SENTENCE]}
        more = len(undecided) - len(shown)
        example = facts_words(s.genre, s.puzzle, shown)
        if more:
            example = translate("core", "{facts}; and {count} more").format(facts=example, count=more)
        return Step(STUCK, undecided=undecided,
                    text=translate("core", "No further fact can be deduced: the puzzle has several "
                                   "solutions, and {count} facts stay open (in one of them: "
                                   "{example}).").format(count=len(undecided), example=example))

    def answer(self) -> Any:
        """The answer the known facts describe, once every fact is known."""
        if len(self.known) + len(self.board) < len(self.s.facts):
            return None
        return self.s.encoding.decode({**self.board, **self.known})


def next_hint(genre: Any, puzzle: Any, answer: Any, token: CancelToken | None = None,
              given: dict | None = None, session: ExplainSession | None = None) -> Step:
    """The cheapest step from the player's marks (see module doc); a mistake
    step when the marks contradict every solution; FINISHED on a solved
    answer; STUCK when nothing more can be deduced; NO_SOLUTION.

    ``given``: facts earlier hints settled that no mark of the genre shows
    (an Ore Soccer step the path has not reached yet); they count as known
    where the marks do not say otherwise, so the same hint does not come
    back.

    ``session``: a session of this puzzle kept from an earlier hint
    (:func:`hint_session`), renewed here and left open; without one, a
    session of its own, closed at the end."""
    if answer is not None and not genre.is_blank(puzzle, answer) and not genre.check(puzzle, answer):
        return Step(FINISHED, text=translate("core", "Nothing left to deduce: the answer is finished."))
    marks = genre.answer_facts(puzzle, answer) if answer is not None else {}
    if given:
        marks = {**given, **marks}
    if session is not None:
        session.renew(token)
        return _hint_in(session, genre, puzzle, marks)
    with hint_session(genre, puzzle, token) as session:
        return _hint_in(session, genre, puzzle, marks)


def hint_session(genre: Any, puzzle: Any, token: CancelToken | None = None) -> ExplainSession:
    """A session for hints on this puzzle, to be passed to :func:`next_hint`
    hint after hint (and closed by the caller)."""
    return ExplainSession(genre, puzzle, token, clue_bounds=genre.hint_clue_bounds)


def _hint_in(session: ExplainSession, genre: Any, puzzle: Any, marks: dict) -> Step:
    stepper = Stepper(session, {f: v for f, v in marks.items() if f in session.facts},
                      one_step=True, board=True)
    final = stepper.start()
    if final is not None:
        return final
    # A fact the player can draw makes a better hint than one no mark shows.
    return stepper.next_step(prefer=lambda f, v: genre.markable(puzzle, f, v))


def explain(genre: Any, puzzle: Any, on_step: Callable[[Step], None] | None = None,
            token: CancelToken | None = None, from_answer: Any = None,
            board: bool = True) -> Explanation:
    """Every step from the empty answer (or from the marks of ``from_answer``)
    to the solution, each handed to ``on_step`` as soon as it is found.
    What the board settles by itself is part of the puzzle, as for a hint
    (``board=False``, the old way of deducing it as steps, is for measuring)."""
    marks = genre.answer_facts(puzzle, from_answer) if from_answer is not None else {}
    steps: list[Step] = []

    def emit(step: Step) -> None:
        steps.append(step)
        if on_step is not None:
            on_step(step)

    with ExplainSession(genre, puzzle, token) as session:
        stepper = Stepper(session, {f: v for f, v in marks.items() if f in session.facts},
                          board=board)
        final = stepper.start()
        if final is not None:
            emit(final)
            return Explanation("none" if final.kind == NO_SOLUTION else "mistake", steps)
        while True:
            step = stepper.next_step()
            if step.kind == FINISHED:
                return Explanation("unique", steps, stepper.answer())
            emit(step)
            if step.kind == STUCK:
                return Explanation("multiple", steps)
