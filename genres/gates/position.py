"""The mutable heart of a Gates game: tiles, corner colours and connected groups.

GameState (game.py) wraps a Position and never lets it change after a move; the
AI copies Positions freely.  Connectivity is a union-find over grid corners.
Each grid corner has one current colour (the colour its tiles show there), so a
single union-find holds both colours' groups: a stripe joins its two corners
only while both show the stripe's colour.  Without the align option corner
colours never change and every union is permanent; with it, a tile that
recolours corners makes us rebuild the union-find from the tiles (rare, cheap).
"""
from __future__ import annotations

from functools import lru_cache

from .board import HEX_GATES, HEX_GOALS, Y_GATES, Board
from .tiles import DARK, LIGHT, corner_colour, dark_stripe, light_stripe, other

NO_COLOUR = -1
EMPTY = -1


def goal_tests(board: Board):
    """(wins(colour, mask), loses(colour, mask)) for the board's variant.

    `mask` is the bit mask of board sides a group touches.
    """
    if board.variant == Y_GATES:
        full = (1 << board.side_count) - 1
        return (lambda colour, mask: mask & full == full), (lambda colour, mask: False)
    if board.variant == HEX_GATES:
        return (lambda colour, mask: mask & HEX_GOALS[colour] == HEX_GOALS[colour]), (lambda colour, mask: False)
    even, odd = 0b010101, 0b101010
    opposite_pairs = tuple((1 << i) | (1 << (i + 3)) for i in range(3))

    def wins(colour, mask):
        return mask & even == even or mask & odd == odd

    def loses(colour, mask):
        return any(mask & pair == pair for pair in opposite_pairs)
    return wins, loses


PLAY_ON, WINS, LOSES = 0, 1, 2


@lru_cache(maxsize=None)
def _stripe_pairs(board: Board) -> tuple:
    """pairs[cell][orientation]: ((LIGHT, a, b), (DARK, c, d)), the grid corners each stripe joins."""
    return tuple(tuple(((LIGHT, corners[light_stripe(o)[0]], corners[light_stripe(o)[1]]),
                        (DARK, corners[dark_stripe(o)[0]], corners[dark_stripe(o)[1]]))
                       for o in range(6))
                 for corners in board.cell_corners)


@lru_cache(maxsize=None)
def verdict_table(board: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each colour, the verdict (PLAY_ON, WINS or LOSES) on a group touching each side mask.

    Judging a group is then one lookup: the AI's tile-by-tile playouts (Cross
    Gates, align) judge every tile they lay, and goal_tests took half their time.
    """
    wins, loses = goal_tests(board)
    side_count = board.side_count
    return tuple(tuple(WINS if wins(colour, m) else LOSES if loses(colour, m) else PLAY_ON
                       for m in range(1 << side_count))
                 for colour in (LIGHT, DARK))


class Position:
    """Tiles on a board plus the groups they form.  Mutable; copy() before changing a shared one."""

    __slots__ = ("board", "tiles", "colour", "parent", "mask", "filled")

    def __init__(self, board: Board):
        self.board = board
        self.tiles = [EMPTY] * board.cell_count          # orientation per cell
        self.colour = [NO_COLOUR] * board.corner_count   # current colour per grid corner
        self.parent = list(range(board.corner_count))
        self.mask = list(board.corner_sides)             # side mask, valid at roots
        self.filled = 0

    def copy(self) -> "Position":
        twin = Position.__new__(Position)
        twin.board = self.board
        twin.tiles = self.tiles[:]
        twin.colour = self.colour[:]
        twin.parent = self.parent[:]
        twin.mask = self.mask[:]
        twin.filled = self.filled
        return twin

    # -- union-find ---------------------------------------------------------------
    def find(self, v: int) -> int:
        parent = self.parent
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    def _union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb
            self.mask[rb] |= self.mask[ra]

    def _join_stripes(self, cell: int, orientation: int) -> None:
        corners = self.board.cell_corners[cell]
        colour = self.colour
        for col, (k1, k2) in ((LIGHT, light_stripe(orientation)), (DARK, dark_stripe(orientation))):
            a, b = corners[k1], corners[k2]
            if colour[a] == col and colour[b] == col:
                self._union(a, b)

    def _rebuild(self) -> None:
        """The union-find afresh from the tiles (after a recolouring broke a group).

        Inlined: with align the AI's playouts rebuild after about one tile in four."""
        colour = self.colour
        parent = list(range(self.board.corner_count))
        mask = list(self.board.corner_sides)
        pairs = _stripe_pairs(self.board)
        for cell, orientation in enumerate(self.tiles):
            if orientation == EMPTY:
                continue
            for col, a, b in pairs[cell][orientation]:
                if colour[a] != col or colour[b] != col:
                    continue
                while parent[a] != a:
                    parent[a] = a = parent[parent[a]]
                while parent[b] != b:
                    parent[b] = b = parent[parent[b]]
                if a != b:
                    parent[a] = b
                    mask[b] |= mask[a]
        self.parent = parent
        self.mask = mask

    # -- tiles ----------------------------------------------------------------------
    def clashing_corners(self, cell: int, orientation: int) -> list[int]:
        """Grid corners of `cell` already showing the other colour than this tile would."""
        corners = self.board.cell_corners[cell]
        return [v for k, v in enumerate(corners)
                if self.colour[v] != NO_COLOUR and self.colour[v] != corner_colour(orientation, k)]

    def matching_neighbours(self, cell: int, orientation: int) -> list[int]:
        """Occupied neighbours whose two shared corners both show this tile's colours."""
        board = self.board
        corners = board.cell_corners[cell]
        found = []
        for k, nb in enumerate(board.neighbours[cell]):
            if nb < 0 or self.tiles[nb] == EMPTY:
                continue
            k2 = (k + 1) % 6
            if (self.colour[corners[k]] == corner_colour(orientation, k)
                    and self.colour[corners[k2]] == corner_colour(orientation, k2)):
                found.append(nb)
        return found

    def _joined(self, v: int) -> bool:
        """True when a stripe joins grid corner v to another corner (v is not a lone corner)."""
        board, colour, tiles = self.board, self.colour, self.tiles
        for c in board.corner_cells[v]:
            o = tiles[c]
            if o == EMPTY:
                continue
            corners = board.cell_corners[c]
            k = corners.index(v)
            for k1, k2 in (light_stripe(o), dark_stripe(o)):
                if k in (k1, k2) and colour[corners[k1]] == colour[corners[k2]] == corner_colour(o, k1):
                    return True
        return False

    def place(self, cell: int, orientation: int) -> None:
        """Lay a tile (the cell must be empty).  Clashing corners take the new tile's colours."""
        board = self.board
        corners = board.cell_corners[cell]
        broken = False          # a recoloured corner ended a joined stripe: its group falls apart
        recoloured = []
        for k, v in enumerate(corners):
            shown = corner_colour(orientation, k)
            if self.colour[v] != shown:
                if self.colour[v] != NO_COLOUR:
                    broken = broken or self._joined(v)
                    recoloured.append(v)
                self.colour[v] = shown
        self.tiles[cell] = orientation
        self.filled += 1
        if broken:
            self._rebuild()
            return
        self._join_stripes(cell, orientation)
        # A lone corner that changed colour splits nothing, but the neighbours' stripes
        # of its new colour may now run through it.
        for v in recoloured:
            for c in board.corner_cells[v]:
                if c != cell and self.tiles[c] != EMPTY:
                    self._join_stripes(c, self.tiles[c])

    # -- groups ---------------------------------------------------------------------
    def group_corners(self, v: int) -> list[int]:
        """Every grid corner in the group of corner v."""
        root = self.find(v)
        return [u for u in range(self.board.corner_count)
                if self.colour[u] == self.colour[v] and self.find(u) == root]

    def group_cells(self, corners: list[int], colour: int) -> list[int]:
        """Cells whose stripe of `colour` lies in the group made of `corners`."""
        inside = set(corners)
        cells = []
        for cell, orientation in enumerate(self.tiles):
            if orientation == EMPTY:
                continue
            k1, k2 = light_stripe(orientation) if colour == LIGHT else dark_stripe(orientation)
            cc = self.board.cell_corners[cell]
            if cc[k1] in inside and cc[k2] in inside and self.colour[cc[k1]] == colour == self.colour[cc[k2]]:
                cells.append(cell)
        return cells

    def groups(self, colour: int) -> list[tuple[list[int], int]]:
        """(corners, side mask) of every group of `colour` with at least one stripe."""
        by_root: dict[int, list[int]] = {}
        for v in range(self.board.corner_count):
            if self.colour[v] == colour:
                by_root.setdefault(self.find(v), []).append(v)
        return [(corners, self.mask[root]) for root, corners in by_root.items() if len(corners) > 1]

    def outcome_after(self, cell: int, mover: int):
        """Judge the position right after `mover` laid a tile on `cell`.

        Only groups through the new tile's corners can have changed, so only those
        are examined.  Returns None (play on) or (winner, reason, deciding corner),
        reason "connected" (winner's path reached its goal) or "opposite-sides"
        (the loser's path joined two opposite sides, Cross Gates).
        Precedence (rules §5): a completed winning path beats any losing path;
        if the move completes winning paths for both colours the mover wins (rare,
        but it happens in Cross Gates even with the standard tiles: see
        tests/test_gates_game.py); if it completes losing paths for both, the mover loses.
        """
        table = verdict_table(self.board)
        colours, masks, find = self.colour, self.mask, self.find
        won: dict[int, int] = {}
        lost: dict[int, int] = {}
        for v in self.board.cell_corners[cell]:
            colour = colours[v]
            verdict = table[colour][masks[find(v)]]
            if verdict == WINS:
                won.setdefault(colour, v)
            elif verdict == LOSES:
                lost.setdefault(colour, v)
        if won:
            winner = mover if mover in won else next(iter(won))
            return winner, "connected", won[winner]
        if lost:
            loser = mover if mover in lost else next(iter(lost))
            return other(loser), "opposite-sides", lost[loser]
        return None

