"""Hex-cell geometry of the three Gates boards: cells, corners, sides, labels.

Cells are pointy-topped hexagons in axial coordinates (q, r): r counts rows down
the page, q steps right along a row, and row r is shifted half a cell right of
row r - 1.  To keep every corner exact, positions use integer units: a cell's
centre is at X = 2q + r, Y = 3r, where one X unit is half the width of a cell
(sqrt(3)/2 of the circumradius) and one Y unit is half the circumradius.  Corner
k of a cell (0 top, then clockwise, see tiles.py) is at the centre plus
CORNER_OFFSETS[k]; edge k joins corners k and k + 1 and faces the neighbour in
direction NEIGHBOUR_STEPS[k].

Grid corners: every corner is shared by up to three cells.  The corners fall
into two classes (the honeycomb's vertices are two-coloured): each cell's even
corners are of class 0, its odd corners of class 1, and this agrees between
neighbouring cells.  Light's colour sits on class 0, Dark's on class 1.

Boards (n = size, 2..19):
  Y Gates     triangle, apex up: row r (0..n-1) holds r + 1 cells.
              Sides (clockwise): right, bottom, left.
  Hex Gates   rhombus leaning right: n rows of n cells, each row half a cell
              right of the one above.  Sides: top, right, bottom, left; Light
              joins top and bottom, Dark joins left and right.
  Cross Gates hexagon with flat top and bottom, n cells a side.  Sides
              (clockwise): top, upper right, lower right, bottom, lower left,
              upper left.  Side i is opposite side i + 3.

A border edge is a cell edge with no board cell beyond it; it belongs to every
side whose limit the missing neighbour oversteps (the middle edge of a Cross
Gates corner cell belongs to both sides, rules §5).  A grid corner lies on a side
when it ends a border edge of that side; Y and Cross count a corner that lies
on two sides for both.  Hex Gates splits those corners, see _split_hex_corners.

Labels: the number is the row counted from the top (1 = top row); the letters
are the position within that row counted from the left (a = leftmost cell),
continuing aa, ab, ... after z for the long rows of big Cross boards.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP

import math
from functools import lru_cache

from .tiles import DARK, LIGHT

Y_GATES = "y"
HEX_GATES = "hex"
CROSS_GATES = "cross"
VARIANTS = (Y_GATES, HEX_GATES, CROSS_GATES)
VARIANT_NAMES = {Y_GATES: QT_TRANSLATE_NOOP("gates", "Y Gates"), HEX_GATES: QT_TRANSLATE_NOOP("gates", "Hex Gates"),
                 CROSS_GATES: QT_TRANSLATE_NOOP("gates", "Cross Gates")}
DEFAULT_SIZES = {Y_GATES: 10, HEX_GATES: 10, CROSS_GATES: 5}
MIN_SIZE = 2
MAX_SIZE = 19

CORNER_OFFSETS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))
NEIGHBOUR_STEPS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))

_SIDE_NAMES = {
    Y_GATES: ("right", "bottom", "left"),
    HEX_GATES: ("top", "right", "bottom", "left"),
    CROSS_GATES: ("top", "upper right", "lower right", "bottom", "lower left", "upper left"),
}
# Hex Gates: the pair of sides (as a bit mask) each colour must join
HEX_GOALS = {LIGHT: 0b0101, DARK: 0b1010}


def _limits(variant: str, n: int):
    """For each side (in clockwise order), a test: is axial (q, r) beyond that side?"""
    m = n - 1
    if variant == Y_GATES:
        return (lambda q, r: q > 0, lambda q, r: r > m, lambda q, r: q + r < 0)
    if variant == HEX_GATES:
        return (lambda q, r: r < 0, lambda q, r: q > m, lambda q, r: r > m, lambda q, r: q < 0)
    return (lambda q, r: r < -m, lambda q, r: q > m, lambda q, r: q + r > m,
            lambda q, r: r > m, lambda q, r: q < -m, lambda q, r: q + r < -m)


def column_letters(index: int) -> str:
    """0 -> 'a', 25 -> 'z', 26 -> 'aa', ... (spreadsheet style, lower case)."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


def column_index(letters: str) -> int:
    """Inverse of column_letters; ValueError for anything but lower-case letters."""
    if not letters or not all("a" <= ch <= "z" for ch in letters):
        raise ValueError(f"{letters!r} is not a column")
    index = 0
    for ch in letters:
        index = index * 26 + (ord(ch) - ord("a") + 1)
    return index - 1


class Board:
    """One board's geometry.  Get instances with get_board(variant, size); they are shared.

    Attributes (all tuples, indexed by cell id or corner id):
      cells[i]          axial (q, r) of cell i; ids run in reading order
      neighbours[i][k]  cell beyond edge k of cell i, or -1 off the board
      cell_corners[i][k] grid-corner id of corner k of cell i
      corner_xy[v]      integer position of grid corner v (units above)
      corner_class[v]   0 (Light's class) or 1 (Dark's class)
      corner_cells[v]   the cells that have v as a corner
      corner_sides[v]   bit mask of the sides corner v counts for
      border_edges      (cell, edge k, side mask) for every border edge
      rows[r]           cell ids of row r, left to right
    """

    def __init__(self, variant: str, size: int, hex_rule: tuple[str, str] | str = ("own", "light")):
        if variant not in VARIANTS:
            raise ValueError(f"unknown Gates variant {variant!r} (use one of {', '.join(VARIANTS)})")
        if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"board size must be a whole number from {MIN_SIZE} to {MAX_SIZE}, not {size!r}")
        self.variant = variant
        self.size = size
        self.side_names: tuple[str, ...] = _SIDE_NAMES[variant]
        self.side_count = len(self.side_names)
        limits = _limits(variant, size)
        span = range(-size, 2 * size)
        on_board = sorted(((q, r) for r in span for q in span
                           if not any(beyond(q, r) for beyond in limits)), key=lambda c: (c[1], c[0]))
        self.cells: tuple[tuple[int, int], ...] = tuple(on_board)
        self.cell_id = {cell: i for i, cell in enumerate(self.cells)}
        row_numbers = sorted({r for _, r in self.cells})
        self.rows: tuple[tuple[int, ...], ...] = tuple(
            tuple(i for i, (_, r) in enumerate(self.cells) if r == rr) for rr in row_numbers)
        self._label_of = {}
        for row_no, row in enumerate(self.rows):
            for col_no, i in enumerate(row):
                self._label_of[i] = column_letters(col_no) + str(row_no + 1)
        self._cell_of_label = {label: i for i, label in self._label_of.items()}

        self.neighbours = tuple(tuple(self.cell_id.get((q + dq, r + dr), -1) for dq, dr in NEIGHBOUR_STEPS)
                                for q, r in self.cells)
        points = {}
        corner_keys = []
        for q, r in self.cells:
            x, y = 2 * q + r, 3 * r
            keys = tuple((x + dx, y + dy) for dx, dy in CORNER_OFFSETS)
            corner_keys.append(keys)
            for k, key in enumerate(keys):
                points.setdefault(key, k % 2)
        ordered = sorted(points, key=lambda p: (p[1], p[0]))
        corner_id = {p: v for v, p in enumerate(ordered)}
        self.corner_xy: tuple[tuple[int, int], ...] = tuple(ordered)
        self.corner_class: tuple[int, ...] = tuple(points[p] for p in ordered)
        self.cell_corners = tuple(tuple(corner_id[p] for p in keys) for keys in corner_keys)
        cells_of = [[] for _ in ordered]
        for i, corners in enumerate(self.cell_corners):
            for v in corners:
                cells_of[v].append(i)
        self.corner_cells = tuple(tuple(c) for c in cells_of)

        border = []
        sides = [0] * len(ordered)
        for i, (q, r) in enumerate(self.cells):
            for k, (dq, dr) in enumerate(NEIGHBOUR_STEPS):
                if self.neighbours[i][k] >= 0:
                    continue
                mask = sum(1 << s for s, beyond in enumerate(limits) if beyond(q + dq, r + dr))
                border.append((i, k, mask))
                sides[self.cell_corners[i][k]] |= mask
                sides[self.cell_corners[i][(k + 1) % 6]] |= mask
        self.border_edges: tuple[tuple[int, int, int], ...] = tuple(border)
        if variant == HEX_GATES:
            _split_hex_corners(self, sides, hex_rule)
        self.corner_sides: tuple[int, ...] = tuple(sides)

    # -- sizes and labels -------------------------------------------------------
    @property
    def cell_count(self) -> int:
        return len(self.cells)

    @property
    def corner_count(self) -> int:
        return len(self.corner_xy)

    @property
    def name(self) -> str:
        return f"{VARIANT_NAMES[self.variant]} {self.size}"

    def label(self, cell: int) -> str:
        """The cell's name in move notation, e.g. 'd3'."""
        return self._label_of[cell]

    def cell_from_label(self, label: str) -> int | None:
        """The cell a label names, or None when no such cell is on this board."""
        return self._cell_of_label.get(label.strip().lower())

    def is_corner_cell(self, cell: int) -> bool:
        """True for a cell touching two sides (a corner of the board)."""
        mask = 0
        for c, _, m in self.border_edges:
            if c == cell:
                mask |= m
        return bin(mask).count("1") >= 2

    # -- drawing geometry (floats; the circumradius of a cell is 1) -----------
    def cell_center(self, cell: int) -> tuple[float, float]:
        q, r = self.cells[cell]
        return (2 * q + r) * math.sqrt(3) / 2, 1.5 * r

    def corner_point(self, corner: int) -> tuple[float, float]:
        x, y = self.corner_xy[corner]
        return x * math.sqrt(3) / 2, y / 2

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) around every cell."""
        xs = [self.corner_point(v)[0] for v in range(self.corner_count)]
        ys = [self.corner_point(v)[1] for v in range(self.corner_count)]
        return min(xs), min(ys), max(xs), max(ys)

    def cell_at(self, x: float, y: float) -> int | None:
        """The cell containing a point (drawing units), or None off the board."""
        r_frac = y / 1.5
        q_frac = x / math.sqrt(3) - r_frac / 2
        # cube rounding
        s_frac = -q_frac - r_frac
        q, r, s = round(q_frac), round(r_frac), round(s_frac)
        dq, dr, ds = abs(q - q_frac), abs(r - r_frac), abs(s - s_frac)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return self.cell_id.get((q, r))

    def corners_on_side(self, side: int) -> tuple[int, ...]:
        return tuple(v for v, m in enumerate(self.corner_sides) if m >> side & 1)


def _split_hex_corners(board: Board, sides: list[int], rule) -> None:
    """Decide which side each grid corner shared by two sides counts for (Hex Gates).

    Derived from the geometry: a board corner is a pair of adjacent sides; the grid
    corners lying on both are found from the border edges.  At an acute board
    corner there is exactly one; at an obtuse one there are two (the ends of the
    corner cell's middle edge, which borders both sides).

    The split that gives exactly one winner on every full board (rules §5; found by
    trying every combination on random and exhaustive full boards, and checked by
    tests/test_gates_board.py on random full boards of every size):
      * acute corners: the shared grid corner counts for the side owned by the
        colour of its class (the only colour that can ever reach it);
      * obtuse top-right corner ("own"): likewise, each of its two shared grid
        corners counts for the side its own colour owns;
      * obtuse bottom-left corner ("light"): both shared grid corners count for
        Light's side there (the bottom), so the Dark-class one counts for nobody.
    With this board's orientation the "own" treatment only works at the top-right
    corner; at the bottom-left both "light" and "dark" (both for Dark's left side)
    give exactly one winner -- the two mirror-image choices.  We use "light".
    `rule` exists so the tests can show that other splits fail: "both", "neither",
    or a pair (top-right rule, bottom-left rule) from "own", "light", "dark".
    """
    top, right, bottom, left = (1 << s for s in range(4))
    for v, mask in enumerate(sides):
        if bin(mask).count("1") < 2:
            continue
        if rule == "both":
            continue
        if rule == "neither":
            sides[v] = 0
            continue
        light_side = mask & HEX_GOALS[LIGHT]
        dark_side = mask & HEX_GOALS[DARK]
        own = light_side if board.corner_class[v] == LIGHT else dark_side
        if mask in (top | left, right | bottom):          # acute corners
            corner_rule = "own"
        elif mask == top | right:
            corner_rule = rule[0]
        else:
            corner_rule = rule[1]
        sides[v] = {"own": own, "light": light_side, "dark": dark_side}[corner_rule]


def get_board(variant: str, size: int | None = None) -> Board:
    """The shared Board for a variant and size (default size when None).  ValueError if bad."""
    if size is None:
        size = DEFAULT_SIZES.get(variant, 0)
    return _shared_board(variant, size)


@lru_cache(maxsize=None)
def _shared_board(variant: str, size: int) -> Board:
    return Board(variant, size)
