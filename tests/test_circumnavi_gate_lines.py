"""Finding the gates of a Circumnavi-Gates puzzle and reading their numbers (rules §1)."""
from __future__ import annotations

from genres.circumnavi.gate_lines import find_gates, label_gates
from genres.circumnavi.model import HGATE, VGATE, CircumnaviPuzzle


def board(*rows: str, numbers: dict | None = None) -> CircumnaviPuzzle:
    p = CircumnaviPuzzle(len(rows), len(rows[0]), rows)
    for cell, n in (numbers or {}).items():
        p = p.with_number(cell, n)
    return p


def problem_codes(puzzle: CircumnaviPuzzle) -> list[str]:
    return [p.code for p in label_gates(puzzle)[1]]


# ----- finding gates ----------------------------------------------------------
def test_a_single_gate_cell_is_a_gate():
    gates = find_gates(board("o..", "#|#", "..."))
    assert len(gates) == 1
    assert (gates[0].orientation, gates[0].cells) == (VGATE, ((1, 1),))


def test_a_gate_is_a_maximal_straight_run_of_one_orientation():
    gates = find_gates(board("#---#", "|...|", "|.o..", "#...."))
    assert [(g.orientation, g.cells) for g in gates] == [
        (HGATE, ((0, 1), (0, 2), (0, 3))),
        (VGATE, ((1, 0), (2, 0))),
        (VGATE, ((1, 4),)),
    ]
    assert [g.index for g in gates] == [0, 1, 2]


def test_cells_of_different_orientation_side_by_side_are_different_gates():
    gates = find_gates(board("--|", "..|", "o.."))
    assert [(g.orientation, g.cells) for g in gates] == [
        (HGATE, ((0, 0), (0, 1))),
        (VGATE, ((0, 2), (1, 2))),
    ]


def test_parallel_gates_in_neighbouring_rows_are_separate():
    gates = find_gates(board("o--", ".--", "..."))
    assert [g.cells for g in gates] == [((0, 1), (0, 2)), ((1, 1), (1, 2))]


def test_gate_ends_are_the_cells_just_beyond_the_run():
    h, v = find_gates(board("#--#", "|...", "#..o"))
    assert h.ends_outside == ((0, 0), (0, 3))
    assert v.ends_outside == ((0, 0), (2, 0))


def test_a_board_without_gate_cells_has_no_gates():
    assert find_gates(board("o..", "#..")) == []


# ----- reading gate numbers ---------------------------------------------------
def test_a_number_touching_one_gate_end_labels_that_gate():
    p = board(".#.", ".|.", ".#o", numbers={(0, 1): 1})
    labels, problems = label_gates(p)
    assert labels == {0: 1}
    assert problems == []


def test_both_ends_may_show_the_same_number():
    p = board(".#.", ".|.", ".#o", numbers={(0, 1): 1, (2, 1): 1})
    assert label_gates(p) == ({0: 1}, [])


def test_a_black_cell_touching_two_gates_labels_the_one_numbered_at_its_other_end():
    # (0,0) touches the left end of the "-" gate and the top end of the "|" gate;
    # its 2 is repeated at the far end of the "-" gate only.
    p = board("#--#", "|...", "#..o", numbers={(0, 0): 2, (0, 3): 2, (2, 0): 1})
    h, v = find_gates(p)
    labels, problems = label_gates(p)
    assert labels == {h.index: 2, v.index: 1}
    assert problems == []


def test_a_shared_black_cell_whose_number_is_not_repeated_labels_nothing():
    p = board("#--#", "|...", "#..o", numbers={(0, 0): 2})
    labels, problems = label_gates(p)
    assert labels == {}
    assert [(q.code, q.cells) for q in problems] == [("number-labels-no-gate", ((0, 0),))]
    assert "several gates" in problems[0].message


def test_a_number_touching_no_gate_end_labels_nothing():
    # (1,0) is beside the gate, not at one of its ends.
    p = board(".#.", "#|.", ".#o", numbers={(1, 0): 1})
    labels, problems = label_gates(p)
    assert labels == {}
    assert [(q.code, q.cells) for q in problems] == [("number-labels-no-gate", ((1, 0),))]


def test_two_different_numbers_on_one_gate_conflict():
    p = board(".#.", ".|.", ".#o", numbers={(0, 1): 1, (2, 1): 2})
    labels, problems = label_gates(p)
    assert labels == {}
    assert [(q.code, set(q.cells)) for q in problems] == [
        ("gate-two-numbers", {(0, 1), (2, 1), (1, 1)})]


def test_the_same_number_on_two_gates_conflicts():
    p = board(".#.#", ".|.|", "o#.#", numbers={(0, 1): 1, (0, 3): 1})
    labels, problems = label_gates(p)
    assert [(q.code, set(q.cells)) for q in problems] == [
        ("number-on-two-gates", {(1, 1), (1, 3)})]


def test_a_number_larger_than_the_gate_count_conflicts():
    p = board(".#.", ".|.", ".#o", numbers={(0, 1): 2})
    labels, problems = label_gates(p)
    assert [(q.code, set(q.cells)) for q in problems] == [
        ("number-too-large", {(1, 1), (0, 1)})]
