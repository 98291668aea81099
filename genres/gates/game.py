"""An immutable Gates game: options, the moves so far, whose turn, legality, the result.

Every method that moves returns a new GameState; the old one stays valid (the
Qt side can keep them on an undo stack, the AI can branch from them).
"""
from __future__ import annotations

from genres.core.i18n import translate

from dataclasses import dataclass

from .board import HEX_GATES, HEX_GOALS, VARIANT_NAMES, Y_GATES, Board, get_board
from .position import EMPTY, Position, goal_tests
from .tiles import (ALL_ORIENTATIONS, COLOUR_NAMES, DARK, LIGHT, STANDARD_ORIENTATIONS,
                    orientation_letter, other)


@dataclass(frozen=True)
class GameOptions:
    swap: bool = True     # Dark may answer Light's first tile by swapping colours
    align: bool = False   # all six orientations; clashing corners take the new tile's colours


@dataclass(frozen=True)
class Move:
    """A tile laid on a cell in an orientation (0..5, see tiles.py), or the swap."""
    cell: int = -1
    orientation: int = -1
    swap: bool = False

    @staticmethod
    def place(cell: int, orientation: int) -> "Move":
        return Move(cell, orientation)

    def __str__(self) -> str:
        return "swap" if self.swap else f"{orientation_letter(self.orientation)}@{self.cell}"


SWAP = Move(swap=True)


@dataclass(frozen=True)
class Refusal:
    """Why a move is not allowed: a stable code and a sentence for the player."""
    code: str      # game-over | off-board | occupied | bad-orientation | align-clash | no-swap
    message: str


class IllegalMove(ValueError):
    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message)
        self.refusal = refusal
        self.code = refusal.code


@dataclass(frozen=True)
class Result:
    """How the game ended.  The path is the deciding group of grid corners and the
    cells whose stripes make it up: the winner's path, or for "opposite-sides" the
    loser's path that joined two opposite sides."""
    winner: int | None              # LIGHT, DARK, or None (draw: full board, nobody decided)
    reason: str                     # "connected" | "opposite-sides" | "board-full" | "no-legal-move"
    path_colour: int | None
    path_corners: tuple[int, ...]
    path_cells: tuple[int, ...]
    path_sides: tuple[int, ...]     # sides the path touches
    message: str


class GameState:
    """One moment of a game.  Create a new game with GameState(variant, size, swap=, align=).

    A study position (the app's position editor) starts from ``setup``: tiles
    ((cell, orientation), laid in that order) already on the board before move
    one, with ``first`` (LIGHT or DARK) to move.  Such a game has no swap, and
    a setup that already holds a decided position starts over.
    """

    __slots__ = ("board", "options", "moves", "_position", "_result", "_swapped", "_setup", "_first")

    def __init__(self, variant: str = "y", size: int | None = None, *, swap: bool = True, align: bool = False,
                 setup: tuple[tuple[int, int], ...] = (), first: int = LIGHT):
        self.board: Board = get_board(variant, size)
        self.options = GameOptions(swap=swap, align=align)
        self.moves: tuple[Move, ...] = ()
        self._position = Position(self.board)
        self._result: Result | None = None
        self._swapped = False
        if first not in (LIGHT, DARK):
            raise ValueError(f"the side to move must be Light or Dark, not {first!r}")
        self._setup: tuple[tuple[int, int], ...] = tuple((int(c), int(o)) for c, o in setup)
        self._first = first
        if self._setup:
            self._lay_setup()

    def _lay_setup(self) -> None:
        """Put the setup tiles on the board (no legality beyond the cell being free and on
        the board) and judge the position as if the side not to move had just moved."""
        pos = self._position
        for cell, orientation in self._setup:
            if not 0 <= cell < self.board.cell_count:
                raise ValueError(f"setup cell {cell} is not on {self.board.name}")
            if orientation not in ALL_ORIENTATIONS:
                raise ValueError(f"setup orientation {orientation!r} is not one of 0-5")
            if not self.options.align and orientation not in STANDARD_ORIENTATIONS:
                raise ValueError(f"setup tile on {self.board.label(cell)}: orientation "
                                 f"{orientation_letter(orientation)} needs the align option")
            if pos.tiles[cell] != EMPTY:
                raise ValueError(f"setup places two tiles on {self.board.label(cell)}")
            pos.place(cell, orientation)
        wins, loses = goal_tests(self.board)
        mover = other(self._first)
        won: dict[int, int] = {}
        lost: dict[int, int] = {}
        for v in range(self.board.corner_count):
            colour = pos.colour[v]
            if colour < 0:
                continue
            mask = pos.mask[pos.find(v)]
            if wins(colour, mask):
                won.setdefault(colour, v)
            elif loses(colour, mask):
                lost.setdefault(colour, v)
        if won:
            winner = mover if mover in won else next(iter(won))
            self._result = _make_result(self, pos, winner, "connected", won[winner])
        elif lost:
            loser = mover if mover in lost else next(iter(lost))
            self._result = _make_result(self, pos, other(loser), "opposite-sides", lost[loser])
        elif pos.filled == self.board.cell_count:
            self._result = Result(None, "board-full", None, (), (), (), "The board is full and nobody has won: a draw.")

    # -- reading the state ------------------------------------------------------------
    @property
    def variant(self) -> str:
        return self.board.variant

    @property
    def size(self) -> int:
        return self.board.size

    @property
    def tiles(self) -> tuple[int, ...]:
        """Orientation on every cell (-1 = empty), indexed by cell id."""
        return tuple(self._position.tiles)

    def tile_at(self, cell: int) -> int | None:
        o = self._position.tiles[cell]
        return None if o == EMPTY else o

    def corner_colour(self, corner: int) -> int | None:
        """The colour a grid corner shows (None while no tile touches it)."""
        c = self._position.colour[corner]
        return None if c < 0 else c

    @property
    def tile_count(self) -> int:
        return self._position.filled

    def empty_cells(self) -> list[int]:
        return [i for i, o in enumerate(self._position.tiles) if o == EMPTY]

    @property
    def to_move(self) -> int:
        """Colour to move: Light lays the first tile (or `first` of a setup); a swap does not lay one."""
        laid = self._position.filled - len(self._setup)
        return self._first if laid % 2 == 0 else other(self._first)

    @property
    def setup(self) -> tuple[tuple[int, int], ...]:
        """The study position's tiles ((cell, orientation), in laying order); () for a normal game."""
        return self._setup

    @property
    def first(self) -> int:
        """The colour that moves first (Light, except in a study position)."""
        return self._first

    @property
    def is_study(self) -> bool:
        """True for a game that starts from a set-up position rather than an empty board."""
        return bool(self._setup) or self._first != LIGHT

    @property
    def swapped(self) -> bool:
        """True once Dark has swapped: the first player now plays Dark."""
        return self._swapped

    def player_of(self, colour: int) -> int:
        """Which player (1 = the one who moved first, 2) plays `colour` now."""
        first = DARK if self._swapped else LIGHT
        return 1 if colour == first else 2

    def colour_of(self, player: int) -> int:
        first = DARK if self._swapped else LIGHT
        return first if player == 1 else other(first)

    @property
    def player_to_move(self) -> int:
        return self.player_of(self.to_move)

    @property
    def result(self) -> Result | None:
        return self._result

    @property
    def is_over(self) -> bool:
        return self._result is not None

    @property
    def orientations(self) -> tuple[int, ...]:
        """Orientations a tile may take under the options: a, b, c, plus d, e, f with align."""
        return ALL_ORIENTATIONS if self.options.align else STANDARD_ORIENTATIONS

    @property
    def can_swap(self) -> bool:
        return (self.options.swap and self._result is None and len(self.moves) == 1
                and not self.moves[0].swap and not self.is_study)

    def groups(self, colour: int) -> list[tuple[tuple[int, ...], tuple[int, ...], int]]:
        """(corners, cells, side mask) of every path (group of stripes) of `colour`."""
        pos = self._position
        return [(tuple(corners), tuple(pos.group_cells(corners, colour)), mask)
                for corners, mask in pos.groups(colour)]

    def position(self) -> Position:
        """A private copy of the underlying Position (for the AI)."""
        return self._position.copy()

    # -- legality ------------------------------------------------------------------------
    def refusal(self, move: Move) -> Refusal | None:
        """None when `move` is legal now, else why not."""
        if self._result is not None:
            return Refusal("game-over", translate("gates", "The game is over."))
        if move.swap:
            if not self.options.swap:
                return Refusal("no-swap", translate("gates", "The swap option is off in this game."))
            if not self.can_swap:
                return Refusal("no-swap", translate("gates", "Swapping is only allowed as Dark's answer to "
                                                    "Light's first tile."))
            return None
        board = self.board
        if not 0 <= move.cell < board.cell_count:
            return Refusal("off-board", translate("gates", "That cell is not on the board."))
        label = board.label(move.cell)
        if self._position.tiles[move.cell] != EMPTY:
            return Refusal("occupied", translate("gates", "Cell {cell} already holds a tile.").format(cell=label))
        if move.orientation not in self.orientations:
            if move.orientation in ALL_ORIENTATIONS:
                return Refusal("bad-orientation", translate(
                    "gates", "Orientation {letter} is only allowed with the align option; use a, b or "
                    "c.").format(letter=orientation_letter(move.orientation)))
            return Refusal("bad-orientation", translate("gates", "There is no orientation {value}.").format(
                value=repr(move.orientation)))
        if self.options.align:
            pos = self._position
            clashes = pos.clashing_corners(move.cell, move.orientation)
            if clashes and not pos.matching_neighbours(move.cell, move.orientation):
                return Refusal("align-clash", translate(
                    "gates", "A tile on {cell} in orientation {letter} clashes with its neighbours' colours "
                    "and matches none of them; a clashing tile needs at least one matching "
                    "neighbour.").format(cell=label, letter=orientation_letter(move.orientation)))
        return None

    def is_legal(self, move: Move) -> bool:
        return self.refusal(move) is None

    def legal_moves(self) -> list[Move]:
        """Every legal move now (the swap first, when allowed)."""
        if self._result is not None:
            return []
        moves = [SWAP] if self.can_swap else []
        for cell in self.empty_cells():
            for o in self.orientations:
                m = Move(cell, o)
                if not self.options.align or self.refusal(m) is None:
                    moves.append(m)
        return moves

    # -- moving ------------------------------------------------------------------------------
    def play(self, move: Move) -> "GameState":
        """The state after `move`; raises IllegalMove (with .refusal) if it is not allowed."""
        refusal = self.refusal(move)
        if refusal is not None:
            raise IllegalMove(refusal)
        nxt = GameState.__new__(GameState)
        nxt.board = self.board
        nxt.options = self.options
        nxt.moves = self.moves + (move,)
        nxt._swapped = self._swapped or move.swap
        nxt._setup = self._setup
        nxt._first = self._first
        nxt._result = None
        if move.swap:
            nxt._position = self._position
            return nxt
        mover = self.to_move
        pos = self._position.copy()
        pos.place(move.cell, move.orientation)
        nxt._position = pos
        verdict = pos.outcome_after(move.cell, mover)
        if verdict is not None:
            nxt._result = _make_result(nxt, pos, *verdict)
        elif pos.filled == self.board.cell_count:
            nxt._result = Result(None, "board-full", None, (), (), (),
                                 translate("gates", "The board is full and nobody has won: a draw."))
        elif self.options.align and not nxt.legal_moves():
            # with align every orientation of every empty cell may clash unsupported
            nxt._result = Result(None, "no-legal-move", None, (), (), (),
                                 translate("gates", "{colour} has no legal move: a draw.").format(
                                     colour=translate("gates", COLOUR_NAMES[nxt.to_move])))
        return nxt

    def play_all(self, moves) -> "GameState":
        state = self
        for m in moves:
            state = state.play(m)
        return state

    def restarted(self) -> "GameState":
        """A new empty game with the same board and options."""
        return GameState(self.variant, self.size, swap=self.options.swap, align=self.options.align)

    def initial(self) -> "GameState":
        """The state before the first move: the empty board, or the study position."""
        return GameState(self.variant, self.size, swap=self.options.swap, align=self.options.align,
                         setup=self._setup, first=self._first)

    def undo(self) -> "GameState":
        """The state before the last move, rebuilt by replaying the earlier moves."""
        if not self.moves:
            raise IllegalMove(Refusal("nothing-to-undo", translate("gates", "No move to take back.")))
        return self.initial().play_all(self.moves[:-1])

    def __repr__(self) -> str:
        return (f"<GameState {VARIANT_NAMES[self.variant]} {self.size}, {len(self.moves)} moves, "
                f"{COLOUR_NAMES[self.to_move]} to move{', over' if self.is_over else ''}>")


def _make_result(state: GameState, pos: Position, winner: int, reason: str, corner: int) -> Result:
    colour = pos.colour[corner]
    corners = pos.group_corners(corner)
    cells = pos.group_cells(corners, colour)
    mask = pos.mask[pos.find(corner)]
    sides = tuple(s for s in range(state.board.side_count) if mask >> s & 1)
    side_names = [translate("gates", name) for name in state.board.side_names]
    who = translate("gates", COLOUR_NAMES[winner])
    if reason == "connected":
        if state.variant == HEX_GATES:
            goal = [side_names[s] for s in range(4) if HEX_GOALS[winner] >> s & 1]
            text = translate("gates", "{colour} wins: a {colour} path joins the {first} and {second} sides.")
            message = text.format(colour=who, first=goal[0], second=goal[1])
        elif state.variant == Y_GATES:
            message = translate("gates", "{colour} wins: a {colour} path touches all three sides.").format(
                colour=who)
        else:
            triple = (0, 2, 4) if all(mask >> s & 1 for s in (0, 2, 4)) else (1, 3, 5)
            message = translate("gates", "{colour} wins: a {colour} path touches three non-adjacent sides "
                                "({sides}).").format(colour=who, sides=translate("core", ", ").join(
                                    side_names[s] for s in triple))
    else:
        loser = translate("gates", COLOUR_NAMES[other(winner)])
        first = next(s for s in range(3) if mask >> s & 1 and mask >> (s + 3) & 1)
        message = translate("gates", "{colour} wins: a {loser} path joins the opposite {first} and "
                            "{second} sides without touching three non-adjacent sides.").format(
            colour=who, loser=loser, first=side_names[first], second=side_names[first + 3])
    return Result(winner, reason, colour, tuple(corners), tuple(cells), sides, message)
