"""The Gates game panel, shown by the main window beside the board (in place of
the solver panel): who plays each side, Swap, the computer's moves, and the
analysis plot.

The computer: its searches (MCTS, mcts.search) run in a child process
(thinker.py says why) watched by a worker thread of genres.core.jobs.JobRunner,
so the window never waits and stays smooth while the computer thinks.  A side set to "Computer"
moves by itself after a move was made on the board (by anyone) or when a game
is opened; taking a move back, browsing or editing pauses that until a move is
played or "Computer move" is pressed, so undo is never answered at once by the
same move again.  Stop cancels the search and pauses.  Any change of the
position cancels a search that no longer fits it.

Analysis: every search's estimate of Light's chance to win is kept per
position (live while the search runs) and plotted for every position of the
game line (panel_plot.py).  With "Estimate positions" on, the computer also
estimates the positions where a person is to move, in the background.
Clicking the plot jumps to that position.  Browsing is an ordinary undoable
change of the position ("Go to move k").  When the computer moves by itself,
the estimates and the game line are turns.py's business (Qt-free).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from genres.core.i18n import translate
from genres.core.jobs import JobRunner

from .game import SWAP, GameState
from .genre import COMPUTER, GENRE, PERSON, GatesGame, seconds_label
from .mcts import SearchProgress
from .notation import format_move
from .panel_plot import PANEL_WIDTH, PlotMixin
from .panel_layout import build_widgets
from .pondering import PonderingMixin
from .thinker import warm_up
from .tiles import DARK, LIGHT
from .turns import ESTIMATE, HINT, MOVE, Outcome, Turns, effort_text, position_key, think
from .wording import colour_name, end_banner, set_up_name

LIGHT_HTML = "<span style='color:#777'>&#9675;</span>"       # an open disc for white
DARK_HTML = "<span style='color:#1f5fc4'>&#9679;</span>"

class GamePanel(PonderingMixin, PlotMixin, QWidget):
    def __init__(self, parent: Any, board: Any, view: Any):
        super().__init__(parent)
        self.board = board            # the canvas: moves go through it, as clicks do
        self.view = view
        self.document = None
        self.mode = "play"
        self.turns = Turns()               # when the computer moves; estimates; the game line
        self._job: tuple[str, GameState] | None = None
        self._live: tuple[tuple, float] | None = None
        self._keep_info_once = False      # the computer's report survives the refresh its move causes
        self._info_before = ""            # the report an estimate's progress covers up for a while

        self.runner = JobRunner(self)
        self.runner.result.connect(self._job_done)
        self.runner.progress.connect(self._job_progress)
        self.runner.error.connect(self._job_failed)

        build_widgets(self)

    def sizeHint(self) -> QSize:
        # the board, not the panel, should get most of the window
        return QSize(PANEL_WIDTH, 560)

    # ----- the window's hooks ---------------------------------------------------
    def set_document(self, document) -> None:
        if self.document is not None:
            self.document.remove_listener(self._changed)
        self.runner.cancel()
        self._job = None
        self._stop_pondering()
        self.view.hint = None
        self.document = document
        # a new game: not from a file, nothing done yet
        self.turns.open(self.game, document is not None and document.path is None
                        and not document.dirty)
        if document is not None:
            warm_up()   # before the computer's first move, which may come at once
            document.add_listener(self._changed)
            self._changed(document)

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == "edit":
            self.runner.cancel()
            self._job = None
            self.turns.armed = False
        self._refresh()
        self._maybe_start()

    def shutdown(self) -> None:
        if self.document is not None:
            self.document.remove_listener(self._changed)
            self.document = None
        self._shutdown_pondering()
        self.runner.shutdown(2.0)

    # ----- state -------------------------------------------------------------------
    @property
    def game(self) -> GatesGame | None:
        return self.document.puzzle if self.document is not None else None

    def computer_is_moving(self) -> bool:
        """True while the computer searches for a move it will play (input is refused)."""
        return self._job is not None and self._job[0] == MOVE and self.runner.is_busy()

    @property
    def estimates(self) -> dict[tuple, float]:
        """Light's chance to win, per position key (turns.position_key)."""
        return self.turns.estimates

    @property
    def line(self) -> GameState | None:
        return self.turns.line

    def _changed(self, document) -> None:
        state = document.puzzle.state
        self.turns.observe(state)
        if self._job is not None and self._job[1] is not state:
            self.runner.cancel()
            self._job = None
        self._refresh()
        self._maybe_start()

    def _maybe_start(self) -> None:
        self._start_wanted_job()
        self._maybe_ponder()

    def _start_wanted_job(self) -> None:
        if self.runner.is_busy():
            return
        kind = self.turns.wanted_search(self.game, self.mode, self.estimate_check.isChecked())
        if kind is not None:
            self._start(kind)

    def _start(self, kind: str) -> None:
        state = self.game.state
        if kind == ESTIMATE:
            self._info_before = self.info.text()
        self._stop_pondering()        # the search below continues the pondered tree
        self._job = (kind, state)
        self._live = None
        self.runner.start(think(state, self.game.seconds, self.thinker))
        self._refresh()

    # ----- buttons --------------------------------------------------------------------
    def computer_move(self) -> None:
        game = self.game
        if game is None or game.state.is_over:
            return
        self.turns.armed = True
        self._start(MOVE)

    def stop(self) -> None:
        self.runner.cancel()
        self._job = None
        self.turns.armed = False
        self.info.setText(translate("gates", "Stopped. Play a move, or press Computer move."))
        self._refresh(keep_info=True)

    def ask_hint(self) -> None:
        game = self.game
        if game is None or game.state.is_over:
            return
        self._start(HINT)

    def swap(self) -> None:
        if self.document is not None:
            self.view.play(self.board, SWAP)

    def jump_to(self, k: int) -> bool:
        """Show the position after the line's first `k` moves (one undoable step)."""
        if self.document is None:
            return False
        target = self.turns.jump_target(self.game.state, k)
        if target is None:
            return False
        line = self.turns.line
        self.runner.cancel()
        self._job = None
        done = self.document.apply(puzzle=self.game.with_state(target), label=translate("gates", "go to move {number}").format(number=len(target.moves)))
        self.turns.line = line          # browsing keeps the line (what Forward replays)
        self._refresh()
        return done

    def jump_by(self, step: int) -> bool:
        return self.game is not None and self.jump_to(len(self.game.state.moves) + step)

    def _set_option(self, key: str, value: Any) -> None:
        game = self.game
        if game is None or value is None:
            return
        new = GENRE.with_option(game, key, value)
        if new != game:
            self.document.apply(puzzle=new, label="change players")

    # ----- job results ----------------------------------------------------------------------
    def _job_progress(self, job_id: int, progress: SearchProgress) -> None:
        if self._job is None:
            return
        kind, state = self._job
        self._live = (position_key(state), progress.light_win_chance)
        if kind == ESTIMATE:
            # a person is to move: never show them the computer's move unasked
            self.info.setText(translate("gates", "Estimating this position… {count} playouts; Light's "
                                        "chance {chance}").format(count=f"{progress.playouts:,}",
                                                                  chance=f"{progress.light_win_chance:.0%}"))
        else:
            best = format_move(state.board, progress.best_move) if progress.best_move else "…"
            self.info.setText(translate("gates", "The computer is thinking… {count} playouts; best so far "
                                        "{best}; Light's chance {chance}").format(
                count=f"{progress.playouts:,}", best=best, chance=f"{progress.light_win_chance:.0%}"))
        self._update_plot()

    def _job_done(self, job_id: int, outcome: Outcome) -> None:
        if self._job is None:
            return
        kind, state = self._job
        self._job = None
        self._live = None
        self.turns.estimates[position_key(state)] = outcome.light_chance
        text = format_move(state.board, outcome.move)
        game = self.game
        if kind == MOVE and game is not None and game.state is state:
            self.info.setText(translate("gates", "The computer played {move} ({effort}); Light's chance "
                                        "{chance}.").format(move=text, effort=effort_text(outcome),
                                                            chance=f"{outcome.light_chance:.0%}"))
            self.view.hint = None
            self._keep_info_once = True
            self.document.apply(puzzle=game.with_state(state.play(outcome.move)),
                                label=translate("gates", "move {number} ({move}, computer)").format(
                                    number=len(state.moves) + 1, move=text))
            return
        if kind == HINT and game is not None and game.state is state:
            self.view.hint = (state, outcome.move)
            self.info.setText(translate("gates", "Best move: {move}; Light's chance {chance} "
                                        "({effort}).").format(move=text, chance=f"{outcome.light_chance:.0%}",
                                                              effort=effort_text(outcome)))
            self.board.update()
        if kind == ESTIMATE:
            self.info.setText(self._info_before)    # e.g. the computer's last move
        self._refresh(keep_info=True)
        self._maybe_start()

    def _job_failed(self, job_id: int, message: str) -> None:
        self._job = None
        self.info.setText(translate("gates", "The computer failed: {message}").format(message=message))
        self._refresh(keep_info=True)

    # ----- showing ----------------------------------------------------------------------------
    def _refresh(self, keep_info: bool = False) -> None:
        game = self.game
        if game is None:
            return
        state = game.state
        for i, (box, label) in enumerate(zip(self.player_boxes, self.player_labels)):
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(game.players[i]))
            box.blockSignals(False)
            colour = state.colour_of(i + 1)
            label.setText((translate("gates", "First player ({colour}):") if i == 0 else
                           translate("gates", "Second player ({colour}):")).format(colour=colour_name(colour)))
        self.time_box.blockSignals(True)
        index = self.time_box.findData(game.seconds)
        if index < 0:
            self.time_box.addItem(seconds_label(game.seconds), game.seconds)
            index = self.time_box.count() - 1
        self.time_box.setCurrentIndex(index)
        self.time_box.blockSignals(False)

        thinking = self.runner.is_busy() and self._job is not None
        moving = thinking and self._job[0] == MOVE
        if state.is_over:
            r = state.result
            head = end_banner(game.players, state)
            icon = "" if r.winner is None else (LIGHT_HTML if r.winner == LIGHT else DARK_HTML)
        else:
            colour = state.to_move
            kind = game.player_kind(colour)
            head = (translate("gates", "{colour} to move (computer)") if kind == COMPUTER else
                    translate("gates", "{colour} to move")).format(colour=colour_name(colour))
            icon = LIGHT_HTML if colour == LIGHT else DARK_HTML
        if self.mode == "edit":
            head = translate("gates", "{set_up} — {head}").format(set_up=set_up_name(), head=head)
        self.turn_label.setText(f"{icon} {head}")
        playing = self.mode == "play" and not state.is_over
        self.swap_button.setEnabled(playing and state.can_swap and not moving)
        self.move_button.setEnabled(playing and not moving)
        self.stop_button.setEnabled(thinking)
        self.hint_button.setEnabled(not state.is_over and not moving)
        self.turn_button.setVisible(self.mode == "edit")
        if self._keep_info_once:
            self._keep_info_once, keep_info = False, True
        if not keep_info and not thinking:
            if state.is_over:
                self.info.setText(state.result.message)
            elif self.turns.waits_to_be_asked(game, self.mode):
                # An opened game waits: the computer plays only when asked.
                self.info.setText(translate("gates", "The computer plays {colour}: press \u201c{button}\u201d "
                                            "to let it move.").format(
                    colour=colour_name(state.to_move), button=self.move_button.text().replace("&", "")))
            elif state.can_swap:
                self.info.setText(translate("gates", "Dark may swap colours instead of laying a tile."))
            else:
                self.info.setText("")
        line = self.line or state
        self.where_label.setText(translate("gates", "move {number} of {count}").format(
            number=len(state.moves), count=len(line.moves)))
        self.back_button.setEnabled(len(state.moves) > 0)
        self.forward_button.setEnabled(len(state.moves) < len(line.moves))
        self._update_plot()


__all__ = ["GamePanel", "think", "Outcome", "position_key", "PERSON", "COMPUTER", "DARK"]
