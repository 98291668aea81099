"""A hint applied: Genre.answer_with_facts draws deduced facts into the
player's answer as a player would draw them, for every puzzle genre, on
every bundled example.

What a player sees: all the solution's facts drawn in make a solved board;
the first steps of an explanation, applied one after another, show as marks
(except the facts a genre has no mark for, which each genre documents) and
never wipe out the notes the player had; the result saves and loads."""
from __future__ import annotations

import glob
import os

import pytest

from genres.core import nativefile
from genres.core.applying import apply_facts
from genres.core.explain import explain
from genres.core.genre import Genre

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = [p for p in sorted(glob.glob(os.path.join(ROOT, "resources", "examples", "*.json")))
            if not os.path.basename(p).startswith("gates-")]


def solution_facts(genre, puzzle) -> dict:
    """Every fact of the puzzle's (first) solution, straight from its encoding."""
    encoding = genre.encode(puzzle)
    try:
        found = encoding.model.solve()
        assert found is not None, "the example has a solution"
        return {f: found[v] for f, v in encoding.facts.items()}
    finally:
        encoding.model.close()


class _Enough(Exception):
    pass


def first_steps(genre, puzzle, n: int = 3) -> list:
    steps = []

    def on_step(step):
        steps.append(step)
        if len(steps) >= n:
            raise _Enough()
    try:
        explain(genre, puzzle, on_step=on_step)
    except _Enough:
        pass
    assert len(steps) == n
    return steps


def round_trip(genre, puzzle, answer):
    return genre.answer_from_json(puzzle, genre.answer_to_json(puzzle, answer))


# ----- the documented facts no mark shows, genre by genre ------------------------------
def may_stay_hidden(genre, puzzle, result, fact, value) -> bool:
    """True when ``fact`` = ``value`` is one the genre's docstring says no mark
    can show in ``result`` (checked as narrowly as the docstring words it)."""
    shown = genre.answer_facts(puzzle, result)
    if genre.key == "circumnavi-gates":
        return False                      # a link or a cross shows every fact
    if genre.key == "corral":
        # An inside cell with no settled neighbour: off the board's edge, and
        # no neighbour the marks settle.
        if fact[0] != "inside" or not value:
            return False
        r, c = fact[1]
        on_edge = r in (0, puzzle.rows - 1) or c in (0, puzzle.cols - 1)
        neighbours = [("inside", n) for n in puzzle.geometry.neighbours4(fact[1])]
        return not on_edge and not any(n in shown for n in neighbours)
    if genre.key == "hebi-ichigo":
        # "Holds no k" alone: the cell is left without a digit or a dot.
        cell = fact[1]
        return not value and result.digit(cell) is None and cell not in result.dots
    if genre.key == "ore-soccer":
        finished = bool(result.path) and result.path[-1] in puzzle.goal
        if finished:
            return False
        if not value or (fact[0] == "dest" and fact[1] == fact[2]):
            return True                   # no crosses; "stays" shows once finished
        if fact[0] == "start":
            return not result.path
        if fact[0] == "step":             # not joined to the path's end
            return not result.path or result.path[-1] not in fact[1:]
        return False
    raise AssertionError(f"no rule for {genre.key}")


# ----- a note the player had, which applying facts elsewhere must keep ---------------
def with_a_note(genre, puzzle, solution: dict, steps_facts: dict):
    """A correct mark or note of the player that none of the steps' facts
    touch, and a test that it is still there; None when the genre has no
    room for one on this board."""
    touched = {c for f in steps_facts for c in genre.fact_cells(puzzle, f)}
    answer = genre.empty_answer(puzzle)
    if genre.key == "circumnavi-gates":
        from genres.circumnavi.model import CircumnaviAnswer
        for cell in puzzle.geometry.cells():
            links = [("link", e) for e in puzzle.geometry.edges() if cell in e]
            if cell not in touched and not any(solution[f] for f in links):
                return CircumnaviAnswer(marks=frozenset({cell})), lambda a: cell in a.marks
    if genre.key == "corral":
        from genres.corral.model import ADD, MUL, CorralAnswer
        for cell in puzzle.geometry.cells():
            if cell not in touched and solution[("inside", cell)] is False:
                ops = frozenset()
                numbers = [p for p in puzzle.number_map if ("mul", p) in solution and p not in touched]
                if numbers:
                    ops = frozenset({(numbers[0], MUL if solution[("mul", numbers[0])] else ADD)})
                note = CorralAnswer(outside_marks=frozenset({cell}), ops=ops)
                return note, lambda a: cell in a.outside_marks and ops <= a.ops
    if genre.key == "hebi-ichigo":
        for cell in puzzle.white_cells():
            if cell not in touched and not any(solution[("digit", cell, k)] for k in range(1, 6)):
                return answer.with_dot(cell, True), lambda a: cell in a.dots
    if genre.key == "ore-soccer":
        told = {f[1] for f in steps_facts if f[0] in ("dest", "start")}
        for (kind, *rest), value in sorted(solution.items(), key=repr):
            if kind == "dest" and value and rest[0] != rest[1] and rest[0] not in told:
                return (answer.with_move(rest[0], rest[1]),
                        lambda a, w=rest[0], d=rest[1]: a.move_map.get(w) == d)
    return None


# ----- every bundled example --------------------------------------------------------
@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_all_facts_of_the_solution_drawn_into_an_empty_answer_solve_the_puzzle(path):
    doc = nativefile.load(path)
    genre, puzzle = doc.genre, doc.puzzle
    facts = solution_facts(genre, puzzle)
    answer = genre.answer_with_facts(puzzle, genre.empty_answer(puzzle), facts)
    assert genre.check(puzzle, answer) == []
    assert genre.is_complete(puzzle, answer)
    shown = genre.answer_facts(puzzle, answer)
    assert {f: v for f, v in shown.items() if f in facts} == facts   # every fact shows
    assert round_trip(genre, puzzle, answer) == answer


@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_the_first_three_hints_applied_one_after_another_show_and_keep_the_players_notes(path):
    doc = nativefile.load(path)
    genre, puzzle = doc.genre, doc.puzzle
    steps = first_steps(genre, puzzle)
    solution = solution_facts(genre, puzzle)
    all_step_facts = {f: v for s in steps for f, v in s.facts.items()}
    noted = with_a_note(genre, puzzle, solution, all_step_facts)
    answer, note_kept = noted if noted else (genre.empty_answer(puzzle), lambda a: True)
    earlier: dict = {}
    for step in steps:
        answer, hidden = apply_facts(genre, puzzle, answer, step.facts)
        shown = genre.answer_facts(puzzle, answer)
        for fact, value in step.facts.items():
            assert shown.get(fact, value) == value, f"{fact} shows the opposite of the hint"
            if fact in hidden:
                assert may_stay_hidden(genre, puzzle, answer, fact, value), \
                    f"{genre.fact_text(puzzle, fact, value)}: no mark shows it"
        # What earlier hints drew is still drawn.
        for fact, value in earlier.items():
            assert shown.get(fact) == value, f"{fact} was lost"
        earlier.update({f: v for f, v in step.facts.items() if shown.get(f) == v})
        assert note_kept(answer), "the player's note was wiped out"
        assert not [v for v in genre.check(puzzle, answer) if v.kind == "mistake"]
        assert round_trip(genre, puzzle, answer) == answer


def test_genres_that_cannot_draw_facts_say_so():
    with pytest.raises(NotImplementedError):
        Genre().answer_with_facts(None, None, {})


# ----- a fact replaces the mark that contradicts it, genre by genre -------------------
def _example(name: str):
    doc = nativefile.load(os.path.join(ROOT, "resources", "examples", name))
    return doc.genre, doc.puzzle, solution_facts(doc.genre, doc.puzzle)


def test_circumnavi_a_hinted_link_replaces_a_cross_and_a_no_loop_mark_and_a_cross_a_line():
    from genres.circumnavi.model import CircumnaviAnswer
    genre, puzzle, solution = _example("circumnavi-01.json")
    used = sorted(e for (_, e), v in solution.items() if v)
    unused = sorted(e for (_, e), v in solution.items() if not v)
    e, f, other = used[0], unused[0], unused[-1]
    player = CircumnaviAnswer(links=frozenset({f}), crosses=frozenset({e, other}),
                          marks=frozenset({e[0]}))
    result = genre.answer_with_facts(puzzle, player, {("link", e): True, ("link", f): False})
    assert e in result.links and e not in result.crosses and e[0] not in result.marks
    assert f in result.crosses and f not in result.links
    assert other in result.crosses                    # the player's other cross stays
    assert genre.answer_facts(puzzle, result)[("link", e)] is True
    assert round_trip(genre, puzzle, result) == result


def test_corral_a_hinted_cell_replaces_the_outside_mark_and_lines_that_contradict_it():
    from genres.corral.model import ADD, MUL, CorralAnswer
    genre, puzzle, solution = _example("corral-am-01.json")
    inside = sorted(c for (k, c), v in solution.items() if k == "inside" and v)
    outside = sorted(c for (k, c), v in solution.items() if k == "inside" and not v)
    edge_out = next(c for c in outside if c[0] == 0)          # top row: its top is the border
    top = puzzle.geometry.cell_sides(edge_out)[0]
    number = next(p for (k, p) in solution if k == "mul")
    wrong_op = ADD if solution[("mul", number)] else MUL
    player = CorralAnswer(sides=frozenset({top}), outside_marks=frozenset({inside[0]}),
                          ops=frozenset({(number, wrong_op)}))
    facts = {("inside", edge_out): False, ("inside", inside[0]): True,
             ("mul", number): solution[("mul", number)]}
    result = genre.answer_with_facts(puzzle, player, facts)
    assert top in result.crosses and top not in result.sides    # "outside": no loop on its border
    assert edge_out in result.outside_marks and inside[0] not in result.outside_marks
    assert result.op_map[number] == (MUL if solution[("mul", number)] else ADD)
    shown = genre.answer_facts(puzzle, result)
    assert shown[("inside", edge_out)] is False and shown[("mul", number)] == solution[("mul", number)]
    assert round_trip(genre, puzzle, result) == result
    # An inside cell next to a known outside one is fenced off by a loop line.
    pair = next((a, b) for a in inside for b in puzzle.geometry.neighbours4(a)
                if b in outside and puzzle.number(a) is None)
    fenced = genre.answer_with_facts(puzzle, genre.empty_answer(puzzle),
                                     {("inside", pair[0]): True, ("inside", pair[1]): False})
    line = (set(puzzle.geometry.cell_sides(pair[0])) & set(puzzle.geometry.cell_sides(pair[1]))).pop()
    assert line in fenced.sides
    assert genre.answer_facts(puzzle, fenced)[("inside", pair[0])] is True


def test_corral_an_inside_cell_next_to_a_number_shows_as_a_cross_between_them():
    """A number is inside (rule 2): a hint's "inside" beside it is drawn as a
    cross on the side between them and read back from it, where it used to
    draw nothing; the number's own "inside" stays the board's, not a mark's."""
    genre, puzzle, solution = _example("corral-01.json")
    number = next(c for c in sorted(puzzle.number_map)
                  if any(solution[("inside", n)] and puzzle.number(n) is None
                         for n in puzzle.geometry.neighbours4(c)))
    cell = next(n for n in puzzle.geometry.neighbours4(number)
                if solution[("inside", n)] and puzzle.number(n) is None)
    result = genre.answer_with_facts(puzzle, genre.empty_answer(puzzle), {("inside", cell): True})
    side = (set(puzzle.geometry.cell_sides(cell)) & set(puzzle.geometry.cell_sides(number))).pop()
    assert side in result.crosses
    shown = genre.answer_facts(puzzle, result)
    assert shown[("inside", cell)] is True and ("inside", number) not in shown
    assert genre.answer_facts(puzzle, genre.empty_answer(puzzle)) == {}


def test_hebi_a_hinted_digit_replaces_another_digit_or_a_dot_and_ruled_out_digits_go():
    genre, puzzle, solution = _example("hebi-01.json")
    held = sorted((f[1], f[2]) for f, v in solution.items() if v)
    empty = sorted({f[1] for f in solution} - {c for c, _ in held})
    (a, ka), (b, kb), (c, kc) = held[:3]
    player = (genre.empty_answer(puzzle).with_digit(a, ka % 5 + 1).with_dot(b, True)
              .with_digit(c, kc).with_digit(empty[0], 1).with_dot(empty[1], True))
    facts = {("digit", a, ka): True, ("digit", b, kb): True, ("digit", c, kc): False}
    facts.update({("digit", empty[0], k): False for k in range(1, 6)})
    result = genre.answer_with_facts(puzzle, player, facts)
    assert result.digit(a) == ka and result.digit(b) == kb and b not in result.dots
    assert result.digit(c) is None and c not in result.dots       # "holds no k" erases the k
    assert result.digit(empty[0]) is None and empty[0] in result.dots   # no digit at all: a dot
    assert empty[1] in result.dots                                 # the player's other dot stays
    assert round_trip(genre, puzzle, result) == result


def test_soccer_a_hinted_kick_off_step_and_move_replace_the_players_path_and_move():
    from genres.soccer.model import SoccerAnswer
    genre, puzzle, solution = _example("soccer-01.json")
    path = list(genre.encode(puzzle).decode(solution).path)     # the solution's path
    start = path[0]
    stays = next(w for w in sorted(puzzle.white) if solution[("dest", w, w)] and w != start)
    moved = next((f[1], f[2]) for f, v in sorted(solution.items(), key=repr)
                 if f[0] == "dest" and v and f[1] != f[2])
    elsewhere = next(w for w in sorted(puzzle.white) if w != start)
    # The player kicked off from the wrong circle and moved one that stays.
    wrong = SoccerAnswer((elsewhere, puzzle.geometry.neighbours8(elsewhere)[0]),
                         frozenset({(stays, puzzle.geometry.neighbours8(stays)[0]), moved}))
    first_steps_facts = {("step",) + tuple(sorted(s)): True for s in zip(path[:3], path[1:3])}
    result = genre.answer_with_facts(puzzle, wrong, {("start", start): True, ("dest", stays, stays): True,
                                                     **first_steps_facts})
    assert result.path == tuple(path[:3])
    assert stays not in result.move_map and result.move_map[moved[0]] == moved[1]
    shown = genre.answer_facts(puzzle, result)
    assert shown[("start", start)] is True and all(shown[f] for f in first_steps_facts)
    # A step the hint rules out cuts the path there.
    cut = genre.answer_with_facts(puzzle, SoccerAnswer(tuple(path[:5])),
                                  {("step",) + tuple(sorted(path[2:4])): False})
    assert cut.path == tuple(path[:3])
    # Where the player's path turns off the hinted step, the hint's way wins.
    astray = next(c for c in puzzle.geometry.neighbours8(path[1])
                  if c not in path and c not in puzzle.black)
    turned = genre.answer_with_facts(puzzle, SoccerAnswer((path[0], path[1], astray)),
                                     {("step",) + tuple(sorted(path[1:3])): True})
    assert turned.path == tuple(path[:3])
    assert round_trip(genre, puzzle, result) == result


def test_apply_facts_names_the_facts_no_mark_can_show():
    genre, puzzle, solution = _example("hebi-01.json")
    cell = next(f[1] for f in solution)
    blank = genre.empty_answer(puzzle)
    answer, hidden = apply_facts(genre, puzzle, blank, {("digit", cell, 2): False})
    assert answer == blank and hidden == {("digit", cell, 2): False}   # no pencil marks
    genre, puzzle, solution = _example("circumnavi-01.json")
    some = dict(list(solution.items())[:5])
    answer, hidden = apply_facts(genre, puzzle, genre.empty_answer(puzzle), some)
    assert hidden == {} and genre.answer_facts(puzzle, answer) == some
