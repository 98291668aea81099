"""Gates, Cameron Browne's two-player connection game (rules.md §5): the engine, no Qt.

Players Light (moves first) and Dark lay identical tiles on hexagonal cells.
Each tile carries a Light stripe and a Dark stripe joining grid corners; a
player wins when a path of their colour reaches their goal, whoever laid the
tile.  Player-facing rules: resources/help/gates.md.

Modules
  board     Board geometry, get_board(variant, size).  Variants "y", "hex",
            "cross"; sizes 2-19.  Cells are ids 0..cell_count-1 (reading order);
            grid corners are ids 0..corner_count-1.  Board.label(cell) -> "d3",
            Board.cell_from_label("d3"), Board.cell_center(cell) / corner_point(v)
            (floats, cell circumradius 1, y down), Board.cell_at(x, y) for clicks,
            Board.bounds(), Board.neighbours, Board.cell_corners[cell][k],
            Board.corner_class, Board.corner_sides (bit mask per corner),
            Board.border_edges, Board.side_names, Board.rows.
  tiles     Orientations 0..5 (a=0, b=2, c=4 standard; d=3, e=5, f=1 only with
            align), light_stripe(o) / dark_stripe(o) -> the two cell corners each
            stripe joins, corner_colour(o, k), LIGHT = 0, DARK = 1.
  game      GameState -- immutable; every move returns a new state:
              GameState(variant="y", size=None, swap=True, align=False)
              .play(move) -> GameState      (raises IllegalMove with .refusal)
              .refusal(move) -> Refusal | None   (code + message for the player)
              .legal_moves(), .is_legal(move), .can_swap, .undo(), .restarted()
              .to_move (colour), .player_to_move (1 = first player, 2),
              .player_of(colour), .colour_of(player), .swapped
              .tiles, .tile_at(cell), .corner_colour(v), .empty_cells(), .moves
              .groups(colour) -> [(corners, cells, side mask)]   (all paths)
              .result -> Result | None: winner, reason, path_corners,
                         path_cells, path_sides, message;  .is_over
            Move(cell, orientation) / SWAP.  Refusal codes: game-over,
            off-board, occupied, bad-orientation, align-clash, no-swap.
  notation  format_move(board, move) -> "c:d3"; parse_move(board, text);
            play_text(state, text); write_record(state) / read_record(text);
            NotationError (.line, .problem).
  mcts      MctsPlayer(seconds).choose(state, cancel=callable, progress=callback)
            and search(state, seconds, cancel=, progress=) -> SearchResult;
            progress gets SearchProgress(playouts, seconds, light_win_chance,
            best_move) about every 0.1 s.  Runs on the caller's thread: the UI
            should call it from a worker thread and cancel via the hook.
            MctsPlayer keeps its tree between moves (search(..., tree=SearchTree())).
            search(..., workers=2) searches on two cores (MctsPlayer's default where
            there are two); search(..., book=False) ignores the opening book.
  parallel  root parallelism: forked helpers search the same root, statistics summed.
  openings  the opening book (opening_book.py, made by bench/gates_openings.py).
  tree      the search tree: node statistics in one pool of numpy arrays (UCT-RAVE values).
  tactics   losing_children: the root's exact forced reply to a one-move threat.
  playouts  FillPlayouts (Y/Hex), TurnPlayouts (Cross), SequentialPlayouts (align).
  _fastplayouts  optional compiled (Cython) playout and back-up loops, identical results.
  players   RandomPlayer, GreedyPlayer (baselines), winning_moves(state).
  match     play_game(first, second, ...), play_match(a, b, games, ...) -> MatchReport.
  genre     GENRE: Gates in the studio (GatesGame = state + who plays; JSON; .gates format).
  view, paint, panel   the Qt side (imported lazily by GENRE.view()).

Readings of thin rules (see gates.md): Hex Gates corner split in
board._split_hex_corners; align semantics in position.py and game.refusal; a
move that completes winning paths for both colours (Cross; align) wins for the
mover; a full board with no result (Cross, align) is a draw.
"""
from .board import (CROSS_GATES, DEFAULT_SIZES, HEX_GATES, MAX_SIZE, MIN_SIZE, VARIANT_NAMES, VARIANTS,
                    Y_GATES, Board, get_board)
from .game import SWAP, GameOptions, GameState, IllegalMove, Move, Refusal, Result
from .notation import NotationError, format_move, parse_move, play_text, read_record, write_record
from .tiles import (ALL_ORIENTATIONS, COLOUR_NAMES, DARK, LIGHT, STANDARD_ORIENTATIONS, corner_colour,
                    dark_stripe, light_stripe, orientation_from_letter, orientation_letter)

from .genre import COMPUTER, GENRE, PERSON, GatesGame, GatesGenre  # noqa: E402  (the studio's genre)

# The computer players load on first use: opening a puzzle of another genre
# (which looks every genre up) need not pay ~70 ms for the search code.
_LAZY = {
    "MatchReport": "match", "play_game": "match", "play_match": "match",
    "MctsPlayer": "mcts", "SearchProgress": "mcts", "SearchResult": "mcts", "search": "mcts",
    "GreedyPlayer": "players", "RandomPlayer": "players", "winning_moves": "players",
}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value

__all__ = [
    "GENRE", "GatesGenre", "GatesGame", "PERSON", "COMPUTER",
    "Y_GATES", "HEX_GATES", "CROSS_GATES", "VARIANTS", "VARIANT_NAMES", "DEFAULT_SIZES", "MIN_SIZE", "MAX_SIZE",
    "Board", "get_board", "GameState", "GameOptions", "Move", "SWAP", "Refusal", "IllegalMove", "Result",
    "NotationError", "format_move", "parse_move", "play_text", "read_record", "write_record",
    "MctsPlayer", "SearchProgress", "SearchResult", "search", "RandomPlayer", "GreedyPlayer", "winning_moves",
    "MatchReport", "play_game", "play_match",
    "LIGHT", "DARK", "COLOUR_NAMES", "STANDARD_ORIENTATIONS", "ALL_ORIENTATIONS", "light_stripe", "dark_stripe",
    "corner_colour", "orientation_letter", "orientation_from_letter",
]
