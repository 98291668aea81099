"""Gates tiles: the six ways a tile can lie on a cell, and which corners each stripe joins.

Corners of a cell are numbered clockwise from the top (cells are pointy-topped):
0 top, 1 upper right, 2 lower right, 3 bottom, 4 lower left, 5 upper left.
The even corners (0, 2, 4) all belong to one class of grid corners, the odd ones
to the other class, on every cell (see board.py), so a corner number says its class.

An orientation is the number ``o`` (0..5) of the Light corner the tile leaves out.
The Dark corner it leaves out is the opposite one, ``o + 3``.  The Light stripe
joins the other two corners of the same parity (``o + 2`` and ``o + 4``), the Dark
stripe the remaining two (``o + 1`` and ``o + 5``).  The two stripes run parallel
and never cross.

Letters, as in move notation:
  a, b, c  -- the three standard orientations (Light on the even class), each
              a 120° clockwise turn of the one before: a leaves out the top corner.
  d, e, f  -- a, b, c turned half a turn (only with the align option).  Turning a
              tile 180° puts each colour on the other class of corners, which is
              the same as swapping the tile's colours.
"""
from __future__ import annotations

LIGHT = 0
DARK = 1
COLOUR_NAMES = ("Light", "Dark")

# orientation number (Light corner left out) of each letter
_LETTER_TO_ORIENTATION = {"a": 0, "b": 2, "c": 4, "d": 3, "e": 5, "f": 1}
ORIENTATION_LETTERS = {o: letter for letter, o in _LETTER_TO_ORIENTATION.items()}

STANDARD_ORIENTATIONS: tuple[int, ...] = (0, 2, 4)        # a, b, c
ALL_ORIENTATIONS: tuple[int, ...] = (0, 2, 4, 3, 5, 1)    # a, b, c, d, e, f


def other(colour: int) -> int:
    """The opponent's colour."""
    return 1 - colour


def orientation_letter(orientation: int) -> str:
    return ORIENTATION_LETTERS[orientation]


def orientation_from_letter(letter: str) -> int:
    """The orientation a letter names; KeyError for anything but a-f."""
    return _LETTER_TO_ORIENTATION[letter]


def is_standard(orientation: int) -> bool:
    """True for a, b, c: the tile's Light corners sit on the Light class of grid corners."""
    return orientation % 2 == 0


def light_stripe(orientation: int) -> tuple[int, int]:
    """The two cell corners the Light stripe joins."""
    return (orientation + 2) % 6, (orientation + 4) % 6


def dark_stripe(orientation: int) -> tuple[int, int]:
    """The two cell corners the Dark stripe joins."""
    return (orientation + 1) % 6, (orientation + 5) % 6


def stripe(orientation: int, colour: int) -> tuple[int, int]:
    return light_stripe(orientation) if colour == LIGHT else dark_stripe(orientation)


def left_out_corners(orientation: int) -> tuple[int, int]:
    """(Light corner, Dark corner) the tile does not join; they are opposite each other."""
    return orientation % 6, (orientation + 3) % 6


def corner_colour(orientation: int, corner: int) -> int:
    """The colour a tile shows at one of its corners (LIGHT or DARK)."""
    return LIGHT if (corner - orientation) % 2 == 0 else DARK
