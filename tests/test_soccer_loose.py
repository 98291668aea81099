"""Ore Soccer's loose steps: a hint filled in before the path gets there.

The player's path is one line from the circle that kicks off, so a step a
hint proves away from it used to draw nothing at all; it is now kept as a
loose step, drawn, saved, erased, and taken into the path once the path
reaches it."""
from __future__ import annotations

from dataclasses import replace

from genres.core.applying import apply_facts
from genres.core.explain import next_hint
from genres.core.violation import MISTAKE
from genres.soccer import GENRE
from genres.soccer.model import SoccerAnswer, SoccerPuzzle, step_fact
from genres.soccer.strokes import erase_at
from test_soccer_rules import BASE, BASE_MOVE, BASE_PATH

from editor.examples import load_example


def test_a_true_step_the_path_does_not_reach_is_drawn_loose_and_shows_as_a_mark():
    facts = {step_fact((2, 2), (1, 2)): True, step_fact((1, 2), (0, 2)): True}
    answer, unshown = apply_facts(GENRE, BASE, SoccerAnswer(), facts)
    assert answer.path == () and answer.loose == {((1, 2), (2, 2)), ((0, 2), (1, 2))}
    assert unshown == {}
    assert all(GENRE.answer_facts(BASE, answer)[f] for f in facts)


def test_the_kick_off_and_the_steps_between_join_the_loose_steps_into_the_path():
    loose, _ = apply_facts(GENRE, BASE, SoccerAnswer(), {step_fact((2, 2), (1, 2)): True})
    start = {("start", (4, 0)): True, step_fact((4, 0), (3, 1)): True, step_fact((3, 1), (2, 2)): True}
    joined, unshown = apply_facts(GENRE, BASE, loose, start)
    assert joined.path == tuple(BASE_PATH[:4]) and joined.loose == frozenset() and unshown == {}


def test_a_false_step_takes_a_loose_step_back_and_erasing_a_cell_does_too():
    answer = SoccerAnswer(loose=frozenset({((1, 2), (2, 2)), ((0, 3), (1, 4))}))
    taken, _ = apply_facts(GENRE, BASE, answer, {step_fact((1, 2), (2, 2)): False})
    assert taken.loose == {((0, 3), (1, 4))}
    assert erase_at(answer, (1, 4)).loose == {((1, 2), (2, 2))}


def test_a_board_flipped_flips_its_loose_steps():
    answer = SoccerAnswer(tuple(BASE_PATH[:2]), frozenset({BASE_MOVE}), frozenset({((0, 3), (1, 4))}))
    _, flipped = GENRE.transformed(BASE, answer, "flip-h")
    assert flipped.loose == {((0, 1), (1, 0))}


def test_filling_in_an_ore_soccer_hint_draws_every_step_of_it():
    """The first hint of the bundled 10x10 proves steps of the path away from
    where it starts: Fill in draws each one."""
    doc = load_example("soccer-03.json")
    genre, puzzle = doc.genre, doc.puzzle
    step = next_hint(genre, puzzle, genre.empty_answer(puzzle))
    steps = {f for f, v in step.facts.items() if v and f[0] == "step"}
    assert steps
    answer, unshown = apply_facts(genre, puzzle, genre.empty_answer(puzzle), step.facts)
    assert not steps & set(unshown)
    assert answer.loose or answer.path


def test_the_text_drawing_shows_a_loose_step_as_a_path_line():
    from genres.soccer.text import answer_lines
    lines = answer_lines(BASE, SoccerAnswer(loose=frozenset({((1, 2), (2, 2)), ((4, 3), (4, 4))})))
    assert lines[3][2 * 2] == "|"          # the join below row 1, column 2
    assert lines[8][2 * 3 + 1] == "-"      # the join right of row 4, column 3


# ----- a loose piece the player draws is held to the path's rules -------------------------
# (BASE, 5x5: goal (0, 2); black circles (1, 3), (3, 0), (3, 2); white circles
# (2, 3), (4, 0) and the 2 at (3, 1).)

def _mistakes(answer: SoccerAnswer) -> set:
    return {v.code for v in GENRE.check(BASE, answer) if v.kind == MISTAKE}


def _path(*cells) -> SoccerAnswer:
    return SoccerAnswer(tuple(cells), frozenset({BASE_MOVE}))


def test_a_loose_piece_off_the_middle_of_the_path_is_a_branch():
    answer = replace(_path((4, 0), (3, 1), (2, 2)), loose=frozenset({((3, 1), (4, 1))}))
    assert _mistakes(answer) == {"path-branches"}
    assert _mistakes(replace(answer, loose=frozenset())) == set()


def test_a_loose_piece_at_the_kick_off_circle_is_a_branch():
    answer = replace(_path((4, 0), (3, 1)), loose=frozenset({((4, 0), (4, 1))}))
    assert _mistakes(answer) == {"path-branches"}


def test_two_loose_pieces_crossing_in_an_x_cross_the_path():
    answer = SoccerAnswer(loose=frozenset({((1, 0), (2, 1)), ((1, 1), (2, 0))}))
    assert _mistakes(answer) == {"path-crosses-itself"}


def test_a_loose_step_into_a_black_circle_runs_into_it():
    answer = SoccerAnswer(loose=frozenset({((0, 3), (1, 3))}))       # as a file might hold it
    assert _mistakes(answer) == {"path-through-black"}


def test_a_loose_piece_through_the_goal_goes_through_it():
    answer = SoccerAnswer(loose=frozenset({((0, 1), (0, 2)), ((0, 2), (0, 3))}))
    assert _mistakes(answer) == {"path-through-goal"}
    assert _mistakes(SoccerAnswer(loose=frozenset({((0, 1), (0, 2))}))) == set()


def test_a_loose_piece_turns_only_where_a_circle_may_end_up():
    nowhere = SoccerAnswer(loose=frozenset({((4, 2), (4, 3)), ((3, 4), (4, 3))}))
    assert _mistakes(nowhere) == {"path-turns-off-destination"}
    by_a_circle = SoccerAnswer(loose=frozenset({((3, 3), (4, 2)), ((3, 3), (3, 4))}))
    assert _mistakes(by_a_circle) == set()          # the circle at (2, 3) may step to (3, 3)
    assert "path-turns-off-destination" in {v.code for v in GENRE.check(BASE, by_a_circle)}


def test_loose_steps_closing_a_loop_are_a_mistake():
    # Round the circle at (2, 3): every corner is a cell it may end on.
    loop = SoccerAnswer(loose=frozenset({((2, 3), (2, 4)), ((2, 4), (3, 4)), ((3, 3), (3, 4)),
                                         ((2, 3), (3, 3))}))
    assert _mistakes(loop) == {"path-closed-loop"}
    assert _mistakes(replace(loop, loose=loop.loose - {((2, 3), (3, 3))})) == set()


def test_a_filled_in_hint_never_reads_as_a_mistake():
    doc = load_example("soccer-03.json")
    genre, puzzle = doc.genre, doc.puzzle
    answer, _ = apply_facts(genre, puzzle, genre.empty_answer(puzzle),
                            next_hint(genre, puzzle, genre.empty_answer(puzzle)).facts)
    assert answer.loose
    assert not [v for v in genre.check(puzzle, answer) if v.kind == MISTAKE]


def test_loose_pieces_alone_are_a_started_answer_and_an_edit_of_the_board_keeps_them():
    answer = SoccerAnswer(loose=frozenset({((1, 0), (2, 0)), ((3, 3), (4, 4))}))
    assert not GENRE.is_blank(BASE, answer)         # their mistakes show, the panel's "begin" does not
    assert GENRE.clean_answer(BASE, answer) == answer
    smaller = SoccerPuzzle.empty(4, 4)              # the board cut to 4x4: the step to (4, 4) goes
    assert GENRE.clean_answer(smaller, answer).loose == {((1, 0), (2, 0))}
