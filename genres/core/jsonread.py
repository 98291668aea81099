"""Reading a grid genre's native JSON from untrusted input.

Every reader raises :class:`PuzzleFormatError` with a message that names the
problem (which field, which entry, what was expected), never another
exception.  A genre's ``puzzle_from_json`` / ``answer_from_json`` is built
from these and adds its own rules (which kinds of cell, which ranges).
"""
from __future__ import annotations

from typing import Any

from .errors import PuzzleFormatError
from .grid import Cell, check_size


def is_int(value: object) -> bool:
    """True for a JSON whole number (``True`` and ``False`` are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def where(cell: Cell) -> str:
    """A cell as messages name it: "row 2, column 3"."""
    return f"row {cell[0]}, column {cell[1]}"


def require_object(data: Any, what: str) -> dict:
    """``data`` when it is a JSON object; ``what`` is "puzzle" or "answer"."""
    if not isinstance(data, dict):
        raise PuzzleFormatError(f"the {what} must be a JSON object")
    return data


def read_size(data: dict) -> tuple[int, int]:
    """The ``rows`` and ``cols`` fields, each a whole number from 1 to the largest grid."""
    try:
        return check_size(data.get("rows"), data.get("cols"))
    except ValueError as e:
        raise PuzzleFormatError(str(e)) from None


def read_grid(data: dict, rows: int, cols: int) -> list[str]:
    """The ``grid`` field: ``rows`` strings of ``cols`` characters each (one a
    cell; which characters are allowed is the genre's to check)."""
    grid = data.get("grid")
    if not isinstance(grid, list) or len(grid) != rows:
        raise PuzzleFormatError(f"\"grid\" must be a list of {rows} rows")
    for r, row in enumerate(grid):
        if not isinstance(row, str) or len(row) != cols:
            raise PuzzleFormatError(f"grid row {r + 1} must be text of {cols} characters")
    return grid


def read_entries(data: dict, name: str, expected: str, width: int, *, entry: str | None = None,
                 ints: int | None = None, answer: bool = False) -> list[list]:
    """The list field ``name`` (missing: empty), each entry a list of ``width``
    values of which the first ``ints`` (default: all) are whole numbers.

    ``expected`` describes an entry for messages ("[row, column, number]"),
    ``entry`` names one ("number"; default ``name``), and ``answer`` says the
    field belongs to the answer, so messages say so."""
    items = data.get(name, [])
    if not isinstance(items, list):
        owner = "answer " if answer else ""
        raise PuzzleFormatError(f"{owner}\"{name}\" must be a list of {expected}")
    count = width if ints is None else ints
    for item in items:
        if not isinstance(item, list) or len(item) != width or not all(map(is_int, item[:count])):
            raise PuzzleFormatError(f"bad {entry or name} entry {item!r}: expected {expected}")
    return items


def require_inside(cell: Cell, rows: int, cols: int, what: str) -> Cell:
    """``cell`` when it lies on a rows x cols grid; ``what`` names what stands there."""
    if not (0 <= cell[0] < rows and 0 <= cell[1] < cols):
        raise PuzzleFormatError(f"the {what} at {where(cell)} lies outside the grid")
    return cell
