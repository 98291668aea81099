"""The Qt view of Gates: paints the board and turns clicks into moves.

Play mode: the tile preview follows the mouse; R (Shift+R back) or the wheel
turns it through the orientations the game allows (a, b, c; all six with
align); a left click lays it, and an illegal move is refused in the status bar
with the rule's reason.  S swaps when the swap is offered.  While the computer
is thinking for its side, clicks are refused (press Stop first).

Set up position (the window's edit mode for a game): a left click on an empty cell places the
preview tile (no turn passes), a click on a tile removes it, T changes whose
turn it is.  Any edit turns the game into a study position (GameState setup):
the tiles now on the board become its starting point and the move list starts
afresh, as one undoable step.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from genres.core.i18n import translate
from genres.core.view import GenreView, InteractionContext, ViewState

from .game import SWAP, GameState, Move
from .genre import GatesGame, laid_tiles
from .notation import format_move
from .paint import board_rect, cell_point, paint_board, to_board_units, to_engine
from .tiles import COLOUR_NAMES, DARK, LIGHT, orientation_letter


class GatesView(GenreView):
    wants_hover = True

    def __init__(self) -> None:
        self.hover_cell: int | None = None
        self.orientation = 0              # the preview tile's orientation (a)
        self.panel: Any = None            # the game panel, once the window made it
        self.hint: tuple[GameState, Move] | None = None   # the computer's suggestion for a state

    # ----- geometry -----------------------------------------------------------
    def board_rect(self, puzzle: GatesGame) -> QRectF:
        return board_rect(puzzle.state.board)

    def grid_size(self, puzzle: GatesGame) -> tuple[int, int]:
        n = len(puzzle.state.board.rows)
        return n, n

    def cell_at_pos(self, puzzle: GatesGame, pos: tuple[float, float]) -> int | None:
        return puzzle.state.board.cell_at(*to_engine(pos))

    def cell_pos(self, puzzle: GatesGame, cell: int) -> QPointF:
        """A cell's centre in board units (tests click here)."""
        return to_board_units(cell_point(puzzle.state.board, cell))

    def preview_orientation(self, state: GameState) -> int:
        allowed = state.orientations
        return self.orientation if self.orientation in allowed else allowed[0]

    # ----- painting -------------------------------------------------------------
    def paint(self, painter: QPainter, state: ViewState) -> None:
        game: GatesGame = state.puzzle
        gs = game.state
        hover = None
        if not state.for_print and self.hover_cell is not None and (state.mode == "edit" or not gs.is_over):
            hover = (self.hover_cell, self.preview_orientation(gs))
        hint = self.hint[1] if self.hint is not None and self.hint[0] is gs else None
        paint_board(painter, gs, hover=hover, hint=hint, for_print=state.for_print,
                    edit=state.mode == "edit")

    # ----- input ------------------------------------------------------------------
    def mouse_move(self, ctx: InteractionContext, pos, buttons, modifiers) -> bool:
        cell = self.cell_at_pos(ctx.document.puzzle, pos)
        if cell == self.hover_cell:
            return False
        self.hover_cell = cell
        return True

    def mouse_leave(self, ctx: InteractionContext) -> bool:
        changed = self.hover_cell is not None
        self.hover_cell = None
        return changed

    def wheel(self, ctx: InteractionContext, pos, delta: int, modifiers) -> bool:
        if delta == 0:
            return False
        self.turn(ctx, 1 if delta < 0 else -1)
        return True

    def turn(self, ctx: InteractionContext, step: int) -> None:
        """Turn the preview tile to the next (step 1) or previous (-1) allowed orientation."""
        allowed = ctx.document.puzzle.state.orientations
        current = self.preview_orientation(ctx.document.puzzle.state)
        self.orientation = allowed[(allowed.index(current) + step) % len(allowed)]
        ctx.show_message(translate("gates", "Tile orientation {letter}").format(
            letter=orientation_letter(self.orientation)))

    def key_press(self, ctx: InteractionContext, key: int, text: str, modifiers) -> bool:
        if key == Qt.Key_R:
            self.turn(ctx, -1 if modifiers & Qt.ShiftModifier else 1)
            return True
        if key == Qt.Key_S and ctx.mode == "play":
            self.swap(ctx)
            return True
        if key == Qt.Key_T and ctx.mode == "edit":
            self.toggle_turn(ctx)
            return True
        return False

    def mouse_press(self, ctx: InteractionContext, pos, button, modifiers) -> bool:
        game: GatesGame = ctx.document.puzzle
        cell = self.cell_at_pos(game, pos)
        if cell is None:
            return False
        self.hover_cell = cell
        if ctx.mode == "edit":
            if button == Qt.LeftButton:
                self.edit_cell(ctx, cell, remove_only=False)
                return True
            if button == Qt.RightButton:
                self.edit_cell(ctx, cell, remove_only=True)
                return True
            return False
        if button != Qt.LeftButton:
            return False
        self.play(ctx, Move(cell, self.preview_orientation(game.state)))
        return True

    # ----- actions ------------------------------------------------------------------
    def _busy(self, ctx: InteractionContext) -> bool:
        if self.panel is not None and self.panel.computer_is_moving():
            ctx.show_message(translate("gates", "The computer is thinking about its move; press Stop to move yourself."))
            return True
        return False

    def play(self, ctx: InteractionContext, move: Move) -> bool:
        """Play `move` as one undo step, or say why it is refused."""
        if self._busy(ctx):
            return False
        game: GatesGame = ctx.document.puzzle
        refusal = game.state.refusal(move)
        if refusal is not None:
            ctx.show_message(refusal.message)
            return False
        text = format_move(game.state.board, move)
        ctx.document.apply(puzzle=game.with_state(game.state.play(move)),
                           label=translate("gates", "move {number} ({move})").format(
                               number=len(game.state.moves) + 1, move=text))
        return True

    def swap(self, ctx: InteractionContext) -> bool:
        return self.play(ctx, SWAP)

    def edit_cell(self, ctx: InteractionContext, cell: int, remove_only: bool) -> bool:
        """Set up position: place the preview tile on an empty cell or remove a tile."""
        game: GatesGame = ctx.document.puzzle
        state = game.state
        tiles = list(laid_tiles(state))
        label = state.board.label(cell)
        if state.tile_at(cell) is not None:
            tiles = [t for t in tiles if t[0] != cell]
            what = translate("gates", "Remove tile {cell}").format(cell=label)
        elif remove_only:
            return False
        else:
            o = self.preview_orientation(state)
            tiles.append((cell, o))
            what = translate("gates", "Place tile {letter}:{cell}").format(letter=orientation_letter(o),
                                                                          cell=label)
        return self._set_position(ctx, tuple(tiles), state.to_move, what)

    def toggle_turn(self, ctx: InteractionContext) -> bool:
        state = ctx.document.puzzle.state
        new = DARK if state.to_move == LIGHT else LIGHT
        colour = translate("gates", COLOUR_NAMES[new])
        done = self._set_position(ctx, laid_tiles(state), new,
                                  translate("gates", "{colour} to move").format(colour=colour))
        if done:
            ctx.show_message(translate("gates", "{colour} moves next").format(colour=colour))
        return done

    def _set_position(self, ctx: InteractionContext, tiles, first: int, label: str) -> bool:
        game: GatesGame = ctx.document.puzzle
        s = game.state
        try:
            study = GameState(s.variant, s.size, swap=s.options.swap, align=s.options.align,
                              setup=tuple(tiles), first=first)
        except ValueError as e:
            ctx.show_message(str(e))
            return False
        return ctx.document.apply(puzzle=game.with_state(study), label=label)

    def input_table(self, mode: str, puzzle: Any = None) -> list[tuple[str, str]]:
        turn = (translate("gates", "turn the tile (a, b, c)")
                if puzzle is None or not puzzle.state.options.align else
                translate("gates", "turn the tile (a to f)"))
        if mode == "edit":
            return [(translate("gates", "Click an empty cell"), translate("gates", "place the tile shown")),
                    (translate("gates", "Click or right-click a tile"), translate("gates", "remove it")),
                    (translate("gates", "R or the wheel (Shift+R back)"), turn),
                    (translate("gates", "T"), translate("gates", "change whose turn it is"))]
        rows = [(translate("gates", "Click a cell"), translate("gates", "lay the tile shown")),
                (translate("gates", "R or the wheel (Shift+R back)"), turn)]
        if puzzle is None or puzzle.state.options.swap:
            rows.append((translate("gates", "S"), translate("gates", "swap colours (Dark, after the first "
                                                                     "tile)")))
        return rows

    # ----- the game panel ---------------------------------------------------------
    def make_side_panel(self, parent: Any, board: Any):
        from .panel import GamePanel
        self.panel = GamePanel(parent, board, self)
        return self.panel
