"""The Hebi-Ichigo generator's open board (one encoding for every puzzle of a
size, black cells and arrows assumed) answers every verdict as a fresh
encoding does, and its solutions are checked by the rules, not by itself."""
from __future__ import annotations

import os
import random

import pytest

from genres.core import nativefile
from genres.core.analysis import Cancelled, CancelToken, solve_verdict
from genres.core.generation import minimize, redundant
from genres.hebi import GENRE
from genres.hebi.generating import MAKER
from genres.hebi.model import DIRECTIONS, HebiPuzzle
from genres.hebi.open_board import OpenBoard
from genres.hebi.rules import check

EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples")


def _mutations(puzzle: HebiPuzzle, rng: random.Random, count: int):
    """Puzzles near ``puzzle``: black cells (with their arrows) taken away,
    black cells added, some with an arrow and any number (often wrong)."""
    for _ in range(count):
        black = set(puzzle.black)
        arrows = {c: (d, n) for c, d, n in puzzle.arrows}
        for _ in range(rng.randrange(0, 4)):
            cell = rng.choice(sorted(black))
            black.discard(cell)
            arrows.pop(cell, None)
        for _ in range(rng.randrange(0, 3)):
            cell = (rng.randrange(puzzle.rows), rng.randrange(puzzle.cols))
            black.add(cell)
            if rng.random() < 0.6:
                arrows[cell] = (rng.choice(["up", "down", "left", "right"]),
                                rng.choice([None, 0, 1, 2, 3, 4, 5]))
        yield HebiPuzzle(puzzle.rows, puzzle.cols, frozenset(black),
                         frozenset((c, d, n) for c, (d, n) in arrows.items()))


@pytest.mark.parametrize("name", ["hebi-02.json", "hebi-03.json"])
def test_every_verdict_is_the_fresh_encodings(name):
    """Sixty puzzles asked in a row of one board (so the solver carries what
    it learnt from one to the next): the same status as a fresh encoding, the
    same solution when unique, and when not two different answers that both
    keep every rule.  All three statuses come up."""
    puzzle = nativefile.load(os.path.join(EXAMPLES, name)).puzzle
    seen = set()
    with OpenBoard(puzzle.rows, puzzle.cols) as board:
        for trial in [puzzle, *_mutations(puzzle, random.Random(name), 60)]:
            fresh, open_ = solve_verdict(GENRE, trial), board.verdict(trial)
            assert open_.status == fresh.status, trial
            for answer in open_.solutions:
                assert check(trial, answer) == []
            if fresh.status == "unique":
                assert open_.solutions == fresh.solutions
            if open_.status == "multiple":
                first, second = open_.solutions
                assert first != second and open_.diff_cells
                assert set(open_.diff_cells) == set(GENRE.difference_cells(trial, first, second))
            seen.add(fresh.status)
    assert seen == {"none", "unique", "multiple"}


def test_an_arrow_sees_past_empty_cells_and_is_stopped_by_black_ones():
    """Rule 3 on an open board, one row of seven: a 5 arrow at its left end
    sees a snake laid 5-4-3-2-1 in cells 2-6 or, past an empty cell, in 3-7
    (two solutions); a black cell at the far end leaves one; a black cell
    in the middle leaves no room for the snake it must see."""
    def row(*black):
        return HebiPuzzle(1, 7, frozenset({(0, 0), *black}), frozenset({((0, 0), "right", 5)}))

    with OpenBoard(1, 7) as board:
        for puzzle, status in ((row(), "multiple"), (row((0, 6)), "unique"), (row((0, 3)), "none")):
            assert board.verdict(puzzle).status == solve_verdict(GENRE, puzzle).status == status
        unique = board.verdict(row((0, 6)))
        assert dict(unique.solutions[0].digits) == {(0, 1): 5, (0, 2): 4, (0, 3): 3, (0, 4): 2, (0, 5): 1}


def test_a_puzzle_of_another_size_is_refused_by_name():
    with OpenBoard(5, 5) as board, pytest.raises(ValueError, match="6x5 puzzle asked of a 5x5 board"):
        board.verdict(HebiPuzzle(6, 5))


def test_a_cancelled_token_stops_a_verdict():
    token = CancelToken()
    token.cancel()
    with OpenBoard(6, 6) as board, pytest.raises(Cancelled):
        board.verdict(HebiPuzzle(6, 6), token)


def test_minimise_and_redundant_through_the_open_board_agree_with_fresh_verdicts():
    """generation.minimize asks the maker's open board: every puzzle on its
    way is unique by a fresh encoding, and the one it ends with has no clue
    a fresh encoding would let go.  (The maker's puzzle, with a few arrows
    added that its solution allows, so that there is something to take.)"""
    rng = random.Random(4)
    puzzle, solution = MAKER.make(8, 8, "standard", "none", rng, None)
    for _ in range(4):
        puzzle = rng.choice(MAKER.additions(puzzle, solution, "none"))[1]
    path: list = []
    minimal = minimize(GENRE, MAKER, puzzle, solution, "none", rng, None, path)
    assert path and path[-1] == minimal
    for step in path:
        assert solve_verdict(GENRE, step).status == "unique"
        assert check(step, solution) == []
    assert redundant(GENRE, MAKER, minimal, solution, "none") == []
    for name, trial in MAKER.removals(minimal, solution, "none"):
        assert solve_verdict(GENRE, trial).status != "unique", name


def test_a_clue_added_to_make_a_puzzle_easier_keeps_it_unique(monkeypatch):
    """A new black cell cuts lines of sight short (the arrows behind it read
    anew, an eye sees less), so an arrow added can let a second solution in.
    The generator offers only additions shown unique: from the maker's own
    list, where most such additions are not, it always picks one that is."""
    from genres.core import generation
    rng = random.Random(2)
    puzzle, solution = MAKER.make(8, 8, "standard", "none", rng, None)
    options = MAKER.additions(puzzle, solution, "none")
    verdicts = {id(p): solve_verdict(GENRE, p).status for _, p in options}
    loose = [o for o in options if verdicts[id(o[1])] != "unique"]
    pinned = [o for o in options if verdicts[id(o[1])] == "unique"]
    assert loose and pinned, "the board shows nothing: every addition keeps it unique, or none"
    few = loose[:9] + pinned[:1]
    monkeypatch.setattr(type(MAKER), "additions", lambda self, p, s, sym: list(few))
    for seed in range(8):
        easier = generation._easier(GENRE, MAKER, puzzle, solution, "none", None, random.Random(seed))
        assert solve_verdict(GENRE, easier).status == "unique"
        assert easier == pinned[0][1]


def _passes_every_rule(plan) -> bool:
    """The whole rule check of a generator plan's puzzle and planted snakes."""
    return not check(plan.puzzle(), plan.answer())


@pytest.mark.parametrize("symmetry", ["rot180", "mirror"])
def test_snakes_planted_for_a_symmetry_block_their_eyes_with_pairs(symmetry):
    """A crowded 15x15 layout for a clue symmetry: every black cell that keeps
    a snake's eyes off another snake comes with its partner, which holds no
    snake, so the symmetric layout can keep them (before, one such block
    always had a snake on its partner, and no 15x15 layout was found)."""
    from genres.core.generation import partner
    from genres.hebi.generator import Plan, place_snakes
    for seed in range(4):
        plan = Plan(15, 15, [], set(), {})
        place_snakes(plan, 20, random.Random(seed), symmetry=symmetry)
        assert len(plan.snakes) >= 12 and _passes_every_rule(plan)
        written = plan.written
        assert plan.black, "no eye needed a block: the test shows nothing"
        for cell in plan.black:
            twin = partner(15, 15, cell, symmetry)
            assert twin in plan.black and twin not in written


def test_a_plans_eyes_check_agrees_with_the_whole_rule_check_as_black_cells_come_and_go():
    """The maker checks only the snakes' eyes (Plan.eyes_clear) after it
    adds or takes away a black cell: on planted layouts, with each black
    cell taken away and each empty cell made black (with an arrow), it says
    what the whole rule check says, including when a snake then sees
    another."""
    from genres.hebi.generator import Plan, _clear_eyes, place_snakes
    blind = 0
    for seed in range(6):
        rng = random.Random(seed)
        plan = Plan(10, 10, [], set(), {})
        place_snakes(plan, 8, rng)
        assert _clear_eyes(plan, rng)
        assert plan.eyes_clear() and _passes_every_rule(plan)
        for cell in sorted(plan.black):
            plan.black.discard(cell)
            assert plan.eyes_clear() == _passes_every_rule(plan)
            blind += not plan.eyes_clear()
            plan.black.add(cell)
        written = plan.written
        for cell in [(r, c) for r in range(10) for c in range(10)
                     if (r, c) not in written and (r, c) not in plan.black][::7]:
            plan.black.add(cell)
            plan.arrows[cell] = rng.choice(sorted(DIRECTIONS))
            assert plan.eyes_clear() and _passes_every_rule(plan)
            plan.black.discard(cell)
            del plan.arrows[cell]
    assert blind, "no black cell kept a snake's eyes off another: the test shows nothing"


@pytest.mark.parametrize("symmetry", ["none", "rot180", "mirror"])
def test_removals_are_those_the_whole_rule_check_lets_through(symmetry):
    """The maker's removals ask only the snakes' eyes of each black cell (pair)
    taken away: the same removals as keeping those whose puzzle, every
    arrow's number read again, passes the whole rule check, and some are
    refused because a snake would then see another."""
    from genres.core.generation import partner
    from genres.hebi.generating import _arrows, _renumbered, _with
    refused = 0
    for seed in range(4):
        puzzle, solution = MAKER.make(10, 10, "standard", symmetry, random.Random(seed), None)
        arrows = _arrows(puzzle)
        expected = []
        for cell in sorted(puzzle.black):
            twin = partner(10, 10, cell, symmetry)
            if twin < cell:
                continue
            rest = {c: a for c, a in arrows.items() if c not in (cell, twin)}
            trial = _renumbered(_with(puzzle, set(puzzle.black) - {cell, twin}, rest), solution)
            if check(trial, solution):
                refused += 1
            else:
                expected.append(trial)
        got = [p for name, p in MAKER.removals(puzzle, solution, symmetry) if name.startswith("black")]
        assert got == expected
    assert refused, "no removal let a snake see another: the test shows nothing"


def test_additions_asked_near_some_cells_are_those_that_aim_there():
    """The symmetric layout asks only additions that aim where two solutions
    part, picked before each candidate's rule check: the same clues as
    listing them all and keeping those that aim there."""
    from genres.hebi.generating import _aims_at
    puzzle, solution = MAKER.make(8, 8, "standard", "rot180", random.Random(3), None)
    written = dict(solution.digits)
    found = 0
    for near in ({(0, 0), (1, 0)}, {(3, 4)}, {(7, 6), (6, 6), (6, 5)}, set(list(written)[:2])):
        every = [p for cells, p in MAKER.additions(puzzle, solution, "rot180") if _aims_at(p, cells, near)]
        asked = [p for cells, p in MAKER.additions(puzzle, solution, "rot180", near)]
        assert asked == every
        found += len(every)
    assert found, "no clue aims at any of these cells: the test shows nothing"


def test_the_symmetric_layout_picks_an_addition_as_choosing_from_the_whole_list_would():
    """The symmetric layout builds and checks only the addition it picks
    (HebiMaker._chosen_addition): from the same random state, the very
    puzzle that rng.choice over every addition aiming there gives, and the
    planted snakes still solve it."""
    from genres.hebi.rules import check
    puzzle, solution = MAKER.make(8, 8, "standard", "rot180", random.Random(3), None)
    written = dict(solution.digits)
    picked = 0
    for k, near in enumerate(({(0, 0), (1, 0)}, {(3, 4)}, {(7, 6), (6, 6), (6, 5)}, set(list(written)[:2]))):
        every = [p for _, p in MAKER.additions(puzzle, solution, "rot180", near)]
        chosen = MAKER._chosen_addition(puzzle, solution, "rot180", near, random.Random(k))
        if not every:
            assert chosen is None
            continue
        assert chosen == random.Random(k).choice(every)
        assert not check(chosen, solution)
        picked += 1
    assert picked, "no clue aims at any of these cells: the test shows nothing"


def test_an_arrow_turned_toward_where_solutions_part_keeps_the_planted_answer():
    """When no new clue can aim where two solutions part (they part on
    written cells walled in on every side), the symmetric layout turns an
    existing arrow toward them (_repointed): the same black cells, one arrow
    looking another way at those cells, its number read off the planted
    snakes, and every rule still holding for them."""
    from genres.hebi.generating import _arrows, _repointed
    from genres.hebi.model import DIRECTIONS
    from genres.hebi.rules import check
    puzzle, solution = MAKER.make(8, 8, "standard", "rot180", random.Random(3), None)
    written = dict(solution.digits)
    before = _arrows(puzzle)
    turned = 0
    for near in [{cell} for cell in sorted(written)]:
        for trial in _repointed(puzzle, solution, near):
            assert trial.black == puzzle.black
            after = _arrows(trial)
            changed = [c for c in before if after[c][0] != before[c][0]]
            assert len(changed) == 1 and set(after) == set(before)
            cell = changed[0]
            assert near & set(trial.sight_line(cell, DIRECTIONS[after[cell][0]]))
            assert not check(trial, solution)
            turned += 1
    assert turned, "no arrow could be turned: the test shows nothing"


def test_minimise_takes_black_cells_away_before_arrows_numbers_and_stays_minimal():
    """Hebi-Ichigo's minimise tries every black cell (pair) before any arrow's
    number (HebiMaker.removal_rank: fewer black cells make the harder puzzles
    medium asks for): on its path no black cell goes after a number went, and
    the puzzle it ends with has no redundant clue."""
    numbers_gone = 0
    for symmetry in ("none", "rot180"):
        for seed in range(3):
            rng = random.Random(seed)
            puzzle, solution = MAKER.make(10, 10, "standard", symmetry, rng, None)
            path = [puzzle]
            final = minimize(GENRE, MAKER, puzzle, solution, symmetry, rng, None, path)
            number_went = False
            for before, after in zip(path, path[1:]):
                if after.black < before.black:
                    assert not number_went, (symmetry, seed)
                elif after.arrows != before.arrows:
                    number_went = True
                    numbers_gone += 1
            assert redundant(GENRE, MAKER, final, solution, symmetry) == []
    assert numbers_gone, "no arrow's number went: the test shows nothing"
