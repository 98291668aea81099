"""Square-grid geometry shared by the grid genres."""
from __future__ import annotations

import pytest

from genres.core.grid import (DIRS4, MAX_SIZE, Grid, check_size, edge, is_horizontal,
                              other_end, side)


def test_a_link_has_one_key_whichever_way_it_is_named():
    assert edge((1, 2), (1, 1)) == edge((1, 1), (1, 2)) == ((1, 1), (1, 2))
    assert edge((2, 0), (1, 0)) == ((1, 0), (2, 0))


@pytest.mark.parametrize("a, b", [((0, 0), (1, 1)), ((0, 0), (0, 0)), ((0, 0), (0, 2))])
def test_only_orthogonal_neighbours_can_be_linked(a, b):
    with pytest.raises(ValueError, match="not orthogonal neighbours"):
        edge(a, b)


def test_a_grid_line_has_one_key_whichever_way_it_is_named():
    assert side((0, 1), (0, 0)) == ((0, 0), (0, 1))
    with pytest.raises(ValueError):
        side((0, 0), (1, 1))


def test_other_end_and_direction_of_a_link():
    e = edge((3, 4), (3, 5))
    assert other_end(e, (3, 4)) == (3, 5)
    assert other_end(e, (3, 5)) == (3, 4)
    assert is_horizontal(e)
    assert not is_horizontal(edge((3, 4), (4, 4)))


def test_cells_are_listed_in_reading_order_and_inside_the_grid():
    g = Grid(2, 3)
    assert list(g.cells()) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    assert all(g.contains(c) for c in g.cells())
    for outside in [(-1, 0), (0, -1), (2, 0), (0, 3)]:
        assert not g.contains(outside)


def test_corner_border_and_middle_cells_have_two_three_and_four_neighbours():
    g = Grid(3, 3)
    assert sorted(g.neighbours4((0, 0))) == [(0, 1), (1, 0)]
    assert sorted(g.neighbours4((0, 1))) == [(0, 0), (0, 2), (1, 1)]
    assert sorted(g.neighbours4((1, 1))) == [(0, 1), (1, 0), (1, 2), (2, 1)]
    assert len(g.neighbours8((0, 0))) == 3
    assert len(g.neighbours8((1, 1))) == 8


def test_directions_go_up_right_down_left():
    assert DIRS4 == ((-1, 0), (0, 1), (1, 0), (0, -1))


def test_every_link_of_the_grid_is_listed_once_and_normalised():
    g = Grid(3, 4)
    links = list(g.edges())
    assert len(links) == len(set(links)) == 3 * 3 + 2 * 4
    assert all(e == edge(*e) for e in links)
    assert sorted(g.cell_edges((0, 0))) == [((0, 0), (0, 1)), ((0, 0), (1, 0))]
    assert len(g.cell_edges((1, 1))) == 4


def test_a_one_cell_grid_has_no_links():
    assert list(Grid(1, 1).edges()) == []
    assert list(Grid(1, 1).neighbours4((0, 0))) == []


def test_a_ray_runs_from_the_next_cell_to_the_border():
    g = Grid(4, 5)
    assert list(g.ray((1, 1), (0, 1))) == [(1, 2), (1, 3), (1, 4)]
    assert list(g.ray((1, 1), (-1, 0))) == [(0, 1)]
    assert list(g.ray((0, 0), (-1, 0))) == []


def test_dots_and_grid_lines_include_the_border():
    g = Grid(2, 3)
    assert len(list(g.dots())) == 3 * 4
    lines = list(g.sides())
    assert len(lines) == len(set(lines)) == 3 * 3 + 2 * 4
    assert all(s == side(*s) for s in lines)


def test_the_four_lines_round_a_cell_separate_it_from_its_neighbours():
    g = Grid(2, 2)
    top, right, bottom, left = g.cell_sides((0, 0))
    assert g.side_cells(top) == [(0, 0)]           # the border: one cell
    assert g.side_cells(left) == [(0, 0)]
    assert g.side_cells(right) == [(0, 0), (0, 1)]
    assert g.side_cells(bottom) == [(0, 0), (1, 0)]
    for s in g.cell_sides((1, 1)):
        assert (1, 1) in g.side_cells(s)


def test_a_sensible_size_passes():
    assert check_size(1, 1) == (1, 1)
    assert check_size(MAX_SIZE, MAX_SIZE) == (MAX_SIZE, MAX_SIZE)


@pytest.mark.parametrize("rows, cols, words", [
    (0, 5, "rows must be between 1"),
    (5, -3, "columns must be between 1"),
    (MAX_SIZE + 1, 5, "rows must be between 1"),
    ("5", 5, "rows must be a whole number"),
    (5, 2.5, "columns must be a whole number"),
    (True, 5, "rows must be a whole number"),
    (None, 5, "rows must be a whole number"),
])
def test_a_bad_size_is_refused_with_its_reason(rows, cols, words):
    with pytest.raises(ValueError, match=words):
        check_size(rows, cols)
