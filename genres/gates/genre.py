"""Gates as a genre of the studio: a two-player game (``kind = "game"``).

The genre's *puzzle* is a :class:`GatesGame`: the game so far (an immutable
GameState, whose history is its move list) plus who plays each side and how
long the computer thinks.  A game has no separate answer (``None``): every
move is a new puzzle value applied to the document, so undo takes back a move
(or a swap) like any edit.  Illegal moves never reach the document (the view
refuses them with the rule's reason), so :meth:`GatesGenre.check` has nothing
to report; the game's state and result are shown through
:meth:`GatesGenre.game_status`.

Size: a Gates board has one size (cells a side), given as rows; columns are
ignored (the New dialog shows a single "Size" field for a genre with
``one_size = True``).

Files: the native JSON stores the game record text (notation.write_record) so
every file is also readable by eye; the ``.gates`` format is that record alone.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, Translated, TranslatedChoices, translate

from dataclasses import dataclass
from typing import Any

from genres.core.errors import PuzzleFormatError
from genres.core.genre import GameStatus, Genre, PuzzleOption
from genres.core.violation import Violation

from .board import DEFAULT_SIZES, MAX_SIZE, MIN_SIZE, VARIANT_NAMES, VARIANTS, Y_GATES
from .game import GameState, IllegalMove
from .notation import NotationError, format_move, read_record, write_record
from .tiles import DARK, LIGHT
from .wording import PERSON, colour_name, end_banner, set_up_name, the_person

COMPUTER = "computer"
PLAYER_KINDS = ((PERSON, QT_TRANSLATE_NOOP("gates", "Person")), (COMPUTER, QT_TRANSLATE_NOOP("gates", "Computer")))
THINKING_TIMES = ((0.2, "0.2 s"), (0.5, "0.5 s"), (1.0, "1 s"), (2.0, "2 s"), (5.0, "5 s"),
                  (10.0, "10 s"), (30.0, "30 s"))
DEFAULT_SECONDS = 1.0


def player_kinds() -> tuple[tuple[str, str], ...]:
    """PLAYER_KINDS with its labels in the installed language."""
    return tuple((kind, translate("gates", label)) for kind, label in PLAYER_KINDS)


def seconds_label(seconds: float) -> str:
    """A thinking time as the menus show it: "0.5 s"."""
    return translate("gates", "{seconds} s").format(seconds=f"{seconds:g}")


def thinking_times() -> tuple[tuple[float, str], ...]:
    """THINKING_TIMES with its labels in the installed language."""
    return tuple((value, seconds_label(value)) for value, _ in THINKING_TIMES)
MIN_SECONDS, MAX_SECONDS = 0.05, 600.0


@dataclass(frozen=True, eq=False)
class GatesGame:
    """A game in the studio: the position and history, and who plays.

    ``players[0]`` is the first player (Light, or Dark after a swap),
    ``players[1]`` the second; each is PERSON or COMPUTER.  ``seconds`` is the
    computer's thinking time per move (its strength).
    """
    state: GameState
    players: tuple[str, str] = (PERSON, COMPUTER)
    seconds: float = DEFAULT_SECONDS

    def with_state(self, state: GameState) -> "GatesGame":
        return GatesGame(state, self.players, self.seconds)

    def player_kind(self, colour: int) -> str:
        """PERSON or COMPUTER: who plays `colour` now (after any swap)."""
        return self.players[self.state.player_of(colour) - 1]

    def _key(self) -> tuple:
        s = self.state
        return (s.variant, s.size, s.options, s.setup, s.first, s.moves, self.players, self.seconds)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GatesGame) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


def rebuilt(state: GameState, *, swap: bool | None = None, align: bool | None = None,
            setup: tuple | None = None, first: int | None = None) -> GameState:
    """The same game replayed under changed options; ValueError naming the move that no
    longer fits."""
    opts = state.options
    fresh = GameState(state.variant, state.size,
                      swap=opts.swap if swap is None else swap,
                      align=opts.align if align is None else align,
                      setup=state.setup if setup is None else setup,
                      first=state.first if first is None else first)
    for number, move in enumerate(state.moves, start=1):
        try:
            fresh = fresh.play(move)
        except IllegalMove as refused:
            raise ValueError(f"move {number} ({format_move(state.board, move)}) would no longer be "
                             f"legal: {refused}") from None
    return fresh


def laid_tiles(state: GameState) -> tuple[tuple[int, int], ...]:
    """Every tile on the board as (cell, orientation), in laying order."""
    return state.setup + tuple((m.cell, m.orientation) for m in state.moves if not m.swap)


# who plays a colour: (first player?, the computer?)
_WHO = {(True, True): QT_TRANSLATE_NOOP("gates", "first player, the computer"),
        (True, False): QT_TRANSLATE_NOOP("gates", "first player, a person"),
        (False, True): QT_TRANSLATE_NOOP("gates", "second player, the computer"),
        (False, False): QT_TRANSLATE_NOOP("gates", "second player, a person")}


class GatesGenre(Genre):
    key = "gates"
    name = Translated("gates", QT_TRANSLATE_NOOP("gates", "Gates"))
    kind = "game"
    # Positions, not an answer: nothing to solve, check, guess at or time; the
    # board is set up in Edit mode only and never rotated; a new game is played.
    has_solution = False
    checkable = False
    offers_trials = False
    timed = False
    transformable = False
    resizes_from_play = False
    starts_in_play = True
    wording = "game"
    default_size = (DEFAULT_SIZES[Y_GATES], DEFAULT_SIZES[Y_GATES])
    min_size = (MIN_SIZE, MIN_SIZE)
    max_size = (MAX_SIZE, MAX_SIZE)
    one_size = True          # the board has one size: rows; columns are not asked
    help_resource = "gates.md"
    variants = TranslatedChoices("gates", tuple((v, VARIANT_NAMES[v]) for v in VARIANTS))

    def cli_verbs(self) -> dict[str, str]:
        return {"gates-match": "genres.gates.cli"}      # computer matches, no window

    # ----- model -------------------------------------------------------
    def default_size_for(self, variant: str | None) -> tuple[int, int]:
        n = DEFAULT_SIZES.get(variant or Y_GATES, DEFAULT_SIZES[Y_GATES])
        return n, n

    def new_puzzle(self, rows: int, cols: int = 0, variant: str | None = None) -> GatesGame:
        return GatesGame(GameState(variant or Y_GATES, rows))

    def puzzle_options(self, puzzle: GatesGame) -> list[PuzzleOption]:
        opts = puzzle.state.options
        seconds = puzzle.seconds
        times = thinking_times() if any(seconds == v for v, _ in THINKING_TIMES) else \
            thinking_times() + ((seconds, seconds_label(seconds)),)
        on_off = ((False, translate("core", "Off")), (True, translate("core", "On")))
        return [
            PuzzleOption("swap", translate("gates", "Swap option"), opts.swap, on_off,
                         translate("gates", "After Light's first tile, Dark may swap colours instead of "
                                   "moving.")),
            PuzzleOption("align", translate("gates", "Align option (six orientations)"), opts.align, on_off,
                         translate("gates", "Tiles may lie in all six ways; a clashing tile must match a "
                                   "neighbour.")),
            PuzzleOption("first_player", translate("gates", "First player (Light)"), puzzle.players[0],
                         player_kinds(), translate("gates", "Who lays the first tile: a person at this "
                                                   "computer, or the computer.")),
            PuzzleOption("second_player", translate("gates", "Second player (Dark)"), puzzle.players[1],
                         player_kinds(), translate("gates", "Who answers (and may swap): a person, or the "
                                                   "computer.")),
            PuzzleOption("seconds", translate("gates", "Computer's thinking time"), seconds, times,
                         translate("gates", "Time per move; longer is stronger.")),
        ]

    def with_option(self, puzzle: GatesGame, key: str, value: Any) -> GatesGame:
        if key in ("swap", "align"):
            if not isinstance(value, bool):
                raise ValueError(f"{key} must be on or off")
            return puzzle.with_state(rebuilt(puzzle.state, **{key: value}))
        if key in ("first_player", "second_player"):
            if value not in (PERSON, COMPUTER):
                raise ValueError(f"a player is a person or the computer, not {value!r}")
            players = list(puzzle.players)
            players[0 if key == "first_player" else 1] = value
            return GatesGame(puzzle.state, (players[0], players[1]), puzzle.seconds)
        if key == "seconds":
            seconds = _seconds(value)
            return GatesGame(puzzle.state, puzzle.players, seconds)
        raise KeyError(key)

    def size(self, puzzle: GatesGame) -> tuple[int, int]:
        return puzzle.state.size, puzzle.state.size

    def resized(self, puzzle: GatesGame, rows: int, cols: int) -> GatesGame:
        """A new, empty game on a board of `rows` cells a side (the moves do not carry over)."""
        s = puzzle.state
        return puzzle.with_state(GameState(s.variant, rows, swap=s.options.swap, align=s.options.align))

    def empty_answer(self, puzzle: GatesGame) -> None:
        return None

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: GatesGame, answer: Any) -> list[Violation]:
        return []     # illegal moves are refused before they happen

    def is_blank(self, puzzle: GatesGame, answer: Any) -> bool:
        return True   # a game is never "solved"; its result is in game_status

    def rules_summary(self, puzzle: GatesGame) -> str:
        goal = {"y": QT_TRANSLATE_NOOP("gates", "Two players take turns placing tiles; each wins with a "
                                       "path of their colour touching all three sides."),
                "hex": QT_TRANSLATE_NOOP("gates", "Two players take turns placing tiles; each wins with a "
                                         "path of their colour joining your pair of opposite sides."),
                "cross": QT_TRANSLATE_NOOP("gates", "Two players take turns placing tiles; each wins with "
                                           "a path of their colour touching three non-adjacent sides "
                                           "without first joining two opposite ones.")}
        return translate("gates", goal.get(puzzle.state.variant, QT_TRANSLATE_NOOP(
            "gates", "Two players take turns placing tiles; each wins with a path of their colour "
            "reaching their goal.")))

    def game_status(self, puzzle: GatesGame, mode: str = "play") -> GameStatus:
        state = puzzle.state
        board = state.board
        on_off = {True: translate("gates", "on"), False: translate("gates", "off")}
        lines: list[str] = [translate("gates", "{board} {size}, swap {swap}, align {align}.").format(
            board=translate("gates", VARIANT_NAMES[state.variant]), size=state.size,
            swap=on_off[state.options.swap], align=on_off[state.options.align])]

        def who(colour: int) -> str:
            player = state.player_of(colour)
            kind = puzzle.players[player - 1]
            return translate("gates", _WHO[(player == 1, kind == COMPUTER)])

        if mode == "edit":
            lines.append(translate("gates", "{set_up}: click an empty cell to place a tile, click a tile to "
                                   "remove it; R or the wheel turns the tile; T changes whose turn it "
                                   "is.").format(set_up=set_up_name()))
        result = state.result
        if result is not None:
            banner = end_banner(puzzle.players, state)
            if result.winner is None:
                return GameStatus(translate("gates", "Draw"), tuple(lines + [result.message]), banner)
            name = colour_name(result.winner)
            lines.append(result.message)
            lines.append(translate("gates", "{colour} was played by the {who}.").format(
                colour=name, who=who(result.winner)))
            lines.append(translate("gates", "{count} moves.").format(count=len(state.moves)))
            return GameStatus(translate("gates", "{colour} wins").format(colour=name), tuple(lines), banner,
                              lost=the_person(puzzle.players, state) not in (None, result.winner))
        colour = state.to_move
        title = translate("gates", "{colour} to move").format(colour=colour_name(colour))
        moves = (translate("gates", "{colour} ({who}) to move; {count} move so far.") if len(state.moves) == 1
                 else translate("gates", "{colour} ({who}) to move; {count} moves so far."))
        lines.insert(0, moves.format(colour=colour_name(colour), who=who(colour), count=len(state.moves)))
        if state.can_swap:
            lines.append(translate("gates", "Dark may swap colours instead of laying a tile (Swap button or S).")
                         if puzzle.player_kind(colour) == PERSON else
                         translate("gates", "Dark may swap colours instead of laying a tile."))
        if state.moves:
            lines.append(translate("gates", "Last move: {move}.").format(move=format_move(board, state.moves[-1])))
        goal = {"y": QT_TRANSLATE_NOOP("gates", "Goal: a path touching all three sides."),
                "hex": QT_TRANSLATE_NOOP("gates", "Goal: Light joins top and bottom, Dark joins left and right."),
                "cross": QT_TRANSLATE_NOOP("gates", "Goal: a path touching three non-adjacent sides; joining "
                                           "two opposite sides loses.")}
        lines.append(translate("gates", goal[state.variant]))
        return GameStatus(title, tuple(lines))

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: GatesGame) -> dict:
        return {"record": write_record(puzzle.state), "players": list(puzzle.players),
                "seconds": puzzle.seconds}

    def puzzle_from_json(self, data: Any) -> GatesGame:
        if not isinstance(data, dict):
            raise PuzzleFormatError("the game must be a JSON object")
        record = data.get("record")
        if not isinstance(record, str):
            raise PuzzleFormatError("the game has no \"record\" text (its moves)")
        state = read_game_record(record)
        players = data.get("players", [PERSON, COMPUTER])
        if (not isinstance(players, list) or len(players) != 2
                or any(p not in (PERSON, COMPUTER) for p in players)):
            raise PuzzleFormatError("\"players\" must list two of \"person\" and \"computer\"")
        try:
            seconds = _seconds(data.get("seconds", DEFAULT_SECONDS))
        except ValueError as e:
            raise PuzzleFormatError(str(e)) from None
        return GatesGame(state, (players[0], players[1]), seconds)

    def answer_to_json(self, puzzle: GatesGame, answer: Any) -> dict:
        return {}

    def answer_from_json(self, puzzle: GatesGame, data: Any) -> None:
        return None

    def formats(self) -> list:
        return [GatesRecordFormat(self)]

    # ----- view --------------------------------------------------------
    def view(self):
        from .view import GatesView
        return GatesView()


def read_game_record(text: str) -> GameState:
    """A game record read into a GameState; PuzzleFormatError naming the line on any problem."""
    try:
        return read_record(text)
    except NotationError as e:
        raise PuzzleFormatError(f"game record, {e}") from None


def _seconds(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not MIN_SECONDS <= value <= MAX_SECONDS:
        raise ValueError(f"the thinking time must be a number of seconds from {MIN_SECONDS:g} to "
                         f"{MAX_SECONDS:g}, not {value!r}")
    return float(value)


try:   # the text-format interface (genres.core.formats); absent in a trimmed build
    from genres.core.formats import Format as _FormatBase
except ImportError:  # pragma: no cover
    _FormatBase = object


class GatesRecordFormat(_FormatBase):
    """``.gates`` files: the game record in the original notation (one move a line)."""
    name = "gates"
    description = "Gates game record"
    extensions = (".gates",)
    is_url = False
    names = ("gates",)

    def __init__(self, genre: Any):
        self.genre = genre

    def accepts(self, type_name: str) -> bool:
        return type_name.lower() in self.names

    def read(self, text: str) -> tuple[GatesGame, None]:
        return GatesGame(read_game_record(text)), None

    def read_metadata(self, text: str) -> dict[str, str]:
        return {}

    def write(self, puzzle: GatesGame, answer: Any = None, metadata: dict[str, str] | None = None) -> str:
        return write_record(puzzle.state)


GENRE = GatesGenre()

__all__ = ["GENRE", "GatesGenre", "GatesGame", "GatesRecordFormat", "PERSON", "COMPUTER", "rebuilt",
           "laid_tiles", "read_game_record", "LIGHT", "DARK"]
