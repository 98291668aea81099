"""Shared test helpers.  Import the plain functions with ``from conftest import ...``
(pytest puts this folder on sys.path); fixtures are picked up automatically."""
from __future__ import annotations

from typing import Iterable, Sequence

import pytest

from genres.core.grid import Cell, Edge, edge


def path_links(cells: Sequence[Cell]) -> frozenset[Edge]:
    """The links joining consecutive cells of an open path."""
    return frozenset(edge(a, b) for a, b in zip(cells, cells[1:]))


def loop_links(cells: Sequence[Cell]) -> frozenset[Edge]:
    """The links of a closed loop through ``cells`` in order (the last joins the first)."""
    return path_links(list(cells) + [cells[0]])


def rect_cells(top: int, left: int, bottom: int, right: int) -> list[Cell]:
    """The cells round the border of a rectangle, clockwise from its top-left corner."""
    cells = [(top, c) for c in range(left, right + 1)]
    cells += [(r, right) for r in range(top + 1, bottom + 1)]
    cells += [(bottom, c) for c in range(right - 1, left - 1, -1)]
    cells += [(r, left) for r in range(bottom - 1, top, -1)]
    return cells


def slalom_answer(*loops: Iterable[Cell], extra: Iterable[Edge] = ()):
    """A SlalomAnswer made of closed loops (each a list of cells) plus extra links."""
    from genres.circumnavi.model import SlalomAnswer
    links: set[Edge] = set(extra)
    for cells in loops:
        links |= loop_links(list(cells))
    return SlalomAnswer(frozenset(links))


@pytest.fixture
def circumnavi():
    """The Circumnavi-Gates genre object."""
    from genres.circumnavi import GENRE
    return GENRE
