"""Move notation and game records for Gates.

A move is written as on the original server: ``c:d3`` lays a tile in
orientation c (a, b, c; d, e, f only with align -- see tiles.py) on cell d3.
Cell labels (see board.py): the number is the row from the top (1 = top row),
the letters the position within that row from the left (a = leftmost cell;
aa, ab, ... after z on the longest rows of big Cross boards).  The swap is
written ``swap``.  Letters are read in either case and written in lower case.

A game record is plain text:

    # Gates game record
    Variant: Y Gates
    Size: 7
    Swap: on
    Align: off

    c:d3
    swap
    a:b2

Header lines ``Key: value`` come first (Variant is required; Size defaults to the
variant's default, Swap to on, Align to off), then one move per line.  A study
position adds ``Setup: c:d3 a:b2 ...`` (the tiles on the board before move one,
in laying order) and ``To move: Light`` or ``Dark``.  Blank
lines and lines starting with ``#`` are ignored.  Reading checks every move
against the rules; an error names the line and the problem.
"""
from __future__ import annotations

import re

from .board import DEFAULT_SIZES, MAX_SIZE, MIN_SIZE, VARIANT_NAMES, VARIANTS, Board, column_letters
from .game import SWAP, GameState, IllegalMove, Move
from .tiles import COLOUR_NAMES, DARK, LIGHT, orientation_from_letter, orientation_letter


class NotationError(ValueError):
    """Bad move text or game record.  `line` is the 1-based record line, or None."""

    def __init__(self, message: str, line: int | None = None):
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.line = line
        self.problem = message


_MOVE = re.compile(r"^([a-z]):([a-z]+)([0-9]+)$", re.ASCII)
# Longer numbers name no cell of any board (and int() of thousands of digits
# would itself fail): such a row is reported as off the board.
_MAX_ROW_DIGITS = 4


def format_move(board: Board, move: Move) -> str:
    if move.swap:
        return "swap"
    return f"{orientation_letter(move.orientation)}:{board.label(move.cell)}"


def _excerpt(text: str, limit: int = 30) -> str:
    """Bad input quoted short: a record may hold megabytes on one line."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _where(board: Board, row: int) -> str:
    rows = len(board.rows)
    if not 1 <= row <= rows:
        return f"{board.name} has rows 1-{rows}"
    return f"row {row} of {board.name} has cells a{row}-{column_letters(len(board.rows[row - 1]) - 1)}{row}"


def parse_move(board: Board, text: str) -> Move:
    """Read one move ('c:d3' or 'swap').  Checks the form and that the cell exists,
    not whether the move is legal now (GameState.refusal does that)."""
    raw = text.strip()
    word = raw.lower()
    if word == "swap":
        return SWAP
    found = _MOVE.match(word)
    if not found:
        raise NotationError(f"{_excerpt(raw)} is not a move; write orientation:cell like c:d3, or swap")
    letter, column, row = found.groups()
    try:
        orientation = orientation_from_letter(letter)
    except KeyError:
        raise NotationError(f"{_excerpt(raw)}: there is no orientation {letter!r} (use a, b, c; d, e, f with align)") from None
    cell = board.cell_from_label(column + row)
    if cell is None:
        if len(row) > _MAX_ROW_DIGITS:
            raise NotationError(f"{_excerpt(raw)}: there is no row {row[:_MAX_ROW_DIGITS]}… "
                                f"({board.name} has rows 1-{len(board.rows)})")
        raise NotationError(f"{_excerpt(raw)}: cell {column}{row} is not on the board ({_where(board, int(row))})")
    return Move(cell, orientation)


def play_text(state: GameState, text: str) -> GameState:
    """Play a move given in notation; NotationError (with the rule's reason) if it is not allowed."""
    move = parse_move(state.board, text)
    try:
        return state.play(move)
    except IllegalMove as refused:
        raise NotationError(f"{_excerpt(text.strip())}: {refused}") from None


def moves_line(state: GameState) -> str:
    """The game's moves in notation on one line (a match log's record of a game)."""
    return " ".join(format_move(state.board, m) for m in state.moves)


def write_record(state: GameState) -> str:
    lines = ["# Gates game record",
             f"Variant: {VARIANT_NAMES[state.variant]}",
             f"Size: {state.size}",
             f"Swap: {'on' if state.options.swap else 'off'}",
             f"Align: {'on' if state.options.align else 'off'}"]
    if state.is_study:
        lines.append("Setup: " + " ".join(format_move(state.board, Move(c, o)) for c, o in state.setup))
        lines.append(f"To move: {COLOUR_NAMES[state.first]}")
    lines.append("")
    lines += [format_move(state.board, m) for m in state.moves]
    return "\n".join(lines) + "\n"


def _variant(value: str) -> str | None:
    word = value.strip().lower()
    for key in VARIANTS:
        if word in (key, VARIANT_NAMES[key].lower(), key + "gates", key + " gates"):
            return key
    return None


def _switch(value: str, line: int, key: str) -> bool:
    word = value.strip().lower()
    if word in ("on", "yes", "true", "1"):
        return True
    if word in ("off", "no", "false", "0"):
        return False
    raise NotationError(f"{key} must be on or off, not {_excerpt(value.strip())}", line)


def read_record(text: str) -> GameState:
    """The game a record describes, every move checked.  NotationError names the line."""
    header: dict[str, tuple[str, int]] = {}
    move_lines: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if ":" in stripped and not move_lines:
            key, _, value = stripped.partition(":")
            key = key.strip().lower()
            if key in ("variant", "size", "swap", "align", "setup", "to move"):
                if key in header:
                    raise NotationError(f"{key.title()} is given twice", number)
                header[key] = (value, number)
                continue
            if not _MOVE.match(stripped.lower()):
                raise NotationError(f"unknown header {_excerpt(key)} (expected Variant, Size, Swap, Align, Setup or To move)", number)
        move_lines.append((number, stripped))
    if "variant" not in header:
        raise NotationError("the record does not say which variant (a 'Variant: Y Gates' line)")
    value, number = header["variant"]
    variant = _variant(value)
    if variant is None:
        raise NotationError(f"unknown variant {_excerpt(value.strip())} (Y Gates, Hex Gates or Cross Gates)", number)
    size = DEFAULT_SIZES[variant]
    if "size" in header:
        value, number = header["size"]
        # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.
        if not re.fullmatch(r"[0-9]{1,4}", value.strip(), re.ASCII):
            raise NotationError(f"size must be a whole number from {MIN_SIZE} to {MAX_SIZE}, not "
                                f"{_excerpt(value.strip())}", number)
        size = int(value)
    swap = _switch(*header["swap"], "Swap") if "swap" in header else True
    align = _switch(*header["align"], "Align") if "align" in header else False
    first = LIGHT
    if "to move" in header:
        value, number = header["to move"]
        word = value.strip().lower()
        if word not in ("light", "dark"):
            raise NotationError(f"To move must be Light or Dark, not {_excerpt(value.strip())}", number)
        first = LIGHT if word == "light" else DARK
    try:
        board = GameState(variant, size).board
    except ValueError as bad:
        raise NotationError(str(bad), header.get("size", (None, None))[1]) from None
    setup = []
    if "setup" in header:
        value, number = header["setup"]
        for word in value.split():
            try:
                move = parse_move(board, word)
            except NotationError as bad:
                raise NotationError(f"Setup: {bad.problem}", number) from None
            if move.swap:
                raise NotationError("a setup lists tiles (like c:d3), not swap", number)
            setup.append((move.cell, move.orientation))
    try:
        state = GameState(variant, size, swap=swap, align=align, setup=tuple(setup), first=first)
    except ValueError as bad:
        raise NotationError(str(bad), header.get("setup", header.get("size", (None, None)))[1]) from None
    for number, move_text in move_lines:
        try:
            state = play_text(state, move_text)
        except NotationError as bad:
            raise NotationError(bad.problem, number) from None
    return state
