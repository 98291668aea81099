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
game line.  With "Estimate positions" on, the computer also estimates the
positions where a person is to move, in the background.  Clicking the plot
jumps to that position.  Browsing is an ordinary undoable change of the
position ("Go to move k"); the game line (what the plot shows, and what
Forward replays) is kept while the position stays on it, and a different move
played from an earlier position starts a new line, as redo would.
"""
from __future__ import annotations

from genres.core.i18n import translate

import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QSettings, QSize, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QFrame, QGridLayout, QHBoxLayout, QLabel,
                               QPushButton, QScrollArea, QSizePolicy, QTabWidget, QVBoxLayout, QWidget)

from genres.core.i18n import translate
from genres.core.jobs import JobRunner

from .game import SWAP, GameState, Move
from .genre import COMPUTER, GENRE, PERSON, GatesGame, player_kinds, seconds_label, thinking_times
from .mcts import SearchProgress, search
from .notation import format_move
from .players import winning_moves
from .pondering import PONDER_KEY, PonderingMixin, stored_bool
from .thinker import Thinker, ThinkerUnavailable, search_in_process, warm_up
from .tiles import COLOUR_NAMES, DARK, LIGHT
from .wording import colour_name, end_banner, set_up_name

LIGHT_HTML = "<span style='color:#777'>&#9675;</span>"       # an open disc for white
DARK_HTML = "<span style='color:#1f5fc4'>&#9679;</span>"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Outcome:
    move: Move
    light_chance: float
    playouts: int


def _effort(outcome) -> str:
    """How the move was found: the search's playouts, or none for a sure win (a winning tile on the
    spot, or an endgame the search solved exactly)."""
    if outcome.playouts == 0:
        return translate("gates", "a sure win, no playouts needed")
    return translate("gates", "{count} playouts").format(count=f"{outcome.playouts:,}")


def _game_key(state: GameState) -> tuple:
    return (state.variant, state.size, state.options, state.setup, state.first)


def position_key(state: GameState) -> tuple:
    return _game_key(state) + (state.moves,)


def think(state: GameState, seconds: float, thinker: Thinker | None = None):
    """The job: the computer's move and estimate for `state` (run on a worker thread); with a
    `thinker`, the search continues the tree of the game's earlier searches."""
    def run(token, report) -> Outcome:
        winners = winning_moves(state)
        if winners:   # no search needed: the mover wins on the spot
            return Outcome(winners[0], 1.0 if state.to_move == LIGHT else 0.0, 0)
        try:
            if thinker is not None:
                found = thinker.search(state, seconds, cancel=lambda: token.cancelled, progress=report)
            else:
                found = search_in_process(state, seconds, cancel=lambda: token.cancelled, progress=report)
        except ThinkerUnavailable:
            log.warning("no process for the search; searching on the worker thread", exc_info=True)
            found = search(state, seconds, cancel=lambda: token.cancelled, progress=report)
        # the playouts the move rests on: this search's and what it continued of earlier ones
        return Outcome(found.move, found.light_win_chance, max(found.playouts, found.root_visits))
    return run


PANEL_WIDTH = 340      # the panel's preferred width, in pixels


def _CompactPlot(**kwargs):
    """A PlotWidget that asks for a panel-sized space (a QGraphicsView asks for 600 pixels
    wide, which made the dock take half the window)."""
    import pyqtgraph as pg

    class CompactPlot(pg.PlotWidget):
        def sizeHint(self) -> QSize:
            # no taller than its minimum: a scroll area lays out word-wrapped
            # labels at their preferred heights, so this decides when it scrolls
            return QSize(PANEL_WIDTH - 20, 110)

    return CompactPlot(**kwargs)


class GamePanel(PonderingMixin, QWidget):
    def __init__(self, parent: Any, board: Any, view: Any):
        super().__init__(parent)
        self.board = board            # the canvas: moves go through it, as clicks do
        self.view = view
        self.document = None
        self.mode = "play"
        self.armed = True                  # sides set to Computer move by themselves
        self.estimates: dict[tuple, float] = {}
        self.line: GameState | None = None     # the game line the plot shows
        self._last: GameState | None = None
        self._job: tuple[str, GameState] | None = None
        self._live: tuple[tuple, float] | None = None
        self._keep_info_once = False      # the computer's report survives the refresh its move causes
        self._info_before = ""            # the report an estimate's progress covers up for a while

        self.runner = JobRunner(self)
        self.runner.result.connect(self._job_done)
        self.runner.progress.connect(self._job_progress)
        self.runner.error.connect(self._job_failed)

        self.turn_label = QLabel()
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.turn_label.setTextFormat(Qt.RichText)
        self.turn_label.setWordWrap(True)      # "Set up position — Dark to move (computer)" in a narrow dock

        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)    # a narrow dock puts the box below its label
        self.player_boxes: list[QComboBox] = []
        self.player_labels: list[QLabel] = []
        for i, key in enumerate(("first_player", "second_player")):
            box = QComboBox()
            for value, label in player_kinds():
                box.addItem(label, value)
            box.currentIndexChanged.connect(lambda _=0, k=key, b=box: self._set_option(k, b.currentData()))
            label = QLabel()
            form.addRow(label, box)
            self.player_boxes.append(box)
            self.player_labels.append(label)
        self.time_box = QComboBox()
        for value, label in thinking_times():
            self.time_box.addItem(label, value)
        self.time_box.currentIndexChanged.connect(
            lambda _=0: self._set_option("seconds", self.time_box.currentData()))
        form.addRow(translate("gates", "Thinking time:"), self.time_box)

        self.swap_button = QPushButton(translate("gates", "S&wap"))
        self.swap_button.setToolTip(translate("gates", "Dark's answer to the first tile: exchange colours"))
        self.swap_button.clicked.connect(self.swap)
        self.move_button = QPushButton(translate("gates", "&Computer move"))
        self.move_button.setToolTip(translate("gates", "Let the computer play the side to move now"))
        self.move_button.clicked.connect(self.computer_move)
        self.stop_button = QPushButton(translate("gates", "St&op"))
        self.stop_button.clicked.connect(self.stop)
        self.hint_button = QPushButton(translate("gates", "&Best move?"))
        self.hint_button.setToolTip(translate("gates", "Ask the computer for its best move and Light's chance, "
                                              "without playing it"))
        self.hint_button.clicked.connect(self.ask_hint)
        # two rows of two: four in a row would make the panel too wide for a small window
        # setting up a position, the other half: whose turn it is (also the T key)
        self.turn_button = QPushButton(translate("gates", "Change &turn"))
        self.turn_button.setToolTip(translate("gates", "{set_up}: let the other colour move next (T)").format(
            set_up=set_up_name()))
        self.turn_button.clicked.connect(lambda: self.view.toggle_turn(self.board))
        buttons = QGridLayout()
        for i, b in enumerate((self.move_button, self.stop_button, self.swap_button, self.hint_button)):
            buttons.addWidget(b, i // 2, i % 2)
        buttons.addWidget(self.turn_button, 2, 0, 1, 2)

        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        self.estimate_check = QCheckBox(translate("gates", "&Estimate when a person moves"))
        self.estimate_check.setToolTip(translate("gates", "While a person is to move, the computer estimates "
                                                 "the position for the plot (it never shows its move "
                                                 "unasked)"))
        self.estimate_check.setChecked(True)
        self.estimate_check.toggled.connect(lambda on: self._maybe_start())
        self._make_pondering()

        # Made with the panel, when the first game opens: pyqtgraph takes half a
        # second to import, better then than while the computer thinks.
        self._make_plot()
        browse = QHBoxLayout()
        self.back_button = QPushButton(translate("gates", "◀ Back"))
        self.back_button.clicked.connect(lambda: self.jump_by(-1))
        self.forward_button = QPushButton(translate("gates", "Forward ▶"))
        self.forward_button.clicked.connect(lambda: self.jump_by(1))
        self.where_label = QLabel()
        self.where_label.setAlignment(Qt.AlignCenter)
        self.where_label.setMinimumWidth(self.where_label.fontMetrics().horizontalAdvance(
            translate("gates", "move {number} of {count}").format(number=999, count=999)))
        browse.addWidget(self.back_button)
        browse.addWidget(self.where_label, 1)
        browse.addWidget(self.forward_button)

        caption = QLabel(translate("gates", "Light's chance to win after each move (click a point to go "
                                   "there):"))
        caption.setWordWrap(True)
        caption.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        analysis = QWidget()
        analysis_layout = QVBoxLayout(analysis)
        analysis_layout.setContentsMargins(4, 4, 4, 4)
        analysis_layout.addWidget(caption)
        analysis_layout.addWidget(self.plot, 1)
        analysis_layout.addLayout(browse)
        settings = QWidget()
        settings_layout = QVBoxLayout(settings)
        settings_layout.setContentsMargins(4, 4, 4, 4)
        settings_layout.addLayout(form)
        settings_layout.addWidget(self.estimate_check)
        settings_layout.addWidget(self.ponder_check)
        settings_layout.addStretch(1)
        # Tabs keep the panel short enough for an 800x600 window with the plot in view.
        self.tabs = QTabWidget()
        self.tabs.addTab(analysis, translate("gates", "&Analysis"))
        self.tabs.addTab(settings, translate("gates", "&Players"))

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.info)
        layout.addLayout(buttons)
        layout.addWidget(self.tabs, 1)
        # Even shorter windows scroll rather than being forced taller than the screen.
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        # only ever scrolls up and down: the dock is never narrower than the controls
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setMinimumWidth(content.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width())
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def sizeHint(self) -> QSize:
        # the board, not the panel, should get most of the window
        return QSize(PANEL_WIDTH, 560)

    def _make_pondering(self) -> None:
        """The computer thinking on the person's time (pondering.py): its check box and runner."""
        self.ponder_check = QCheckBox(translate("gates", "T&hink on the person's time"))
        self.ponder_check.setToolTip(translate(
            "gates", "While you are to move against the computer, it keeps searching, so its "
                     "next move rests on more playouts (its thinking time stays as chosen)"))
        self.ponder_check.setChecked(stored_bool(QSettings().value(PONDER_KEY), True))
        self.ponder_check.toggled.connect(self._ponder_toggled)
        self._start_pondering(JobRunner(self))

    def _ponder_toggled(self, on: bool) -> None:
        QSettings().setValue(PONDER_KEY, bool(on))
        self._maybe_ponder()

    def _make_plot(self) -> None:
        import pyqtgraph as pg    # here: only a game needs it, and it is slow to import
        self._pg = pg
        self.plot = _CompactPlot(background="w")
        self.plot.setMinimumHeight(110)
        item = self.plot.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setYRange(0, 100, padding=0.02)
        item.setLabel("left", translate("gates", "Light %"))
        item.setLabel("bottom", translate("gates", "move"))
        item.showGrid(x=False, y=True, alpha=0.25)
        self.plot.addItem(pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen("#999999", style=Qt.DotLine)))
        self.curve = self.plot.plot([], [], pen=pg.mkPen("#1f5fc4", width=2))
        self.scatter = pg.ScatterPlotItem(size=9, pen=pg.mkPen("#1f5fc4"), brush=pg.mkBrush("#ffffff"))
        self.scatter.sigClicked.connect(self._point_clicked)
        self.plot.addItem(self.scatter)
        self.here_line = pg.InfiniteLine(pos=0, angle=90, pen=pg.mkPen("#ff6a00", width=2))
        self.plot.addItem(self.here_line)
        self.plot.scene().sigMouseClicked.connect(self._plot_clicked)

    # ----- the window's hooks ---------------------------------------------------
    def set_document(self, document) -> None:
        if self.document is not None:
            self.document.remove_listener(self._changed)
        self.runner.cancel()
        self._job = None
        self._stop_pondering()
        self.view.hint = None
        self.document = document
        self._last = None
        self.line = None
        # Opening a game never plays in it: the computer starts by itself only in
        # a new game (no moves, not from a file); otherwise "Computer move" asks it.
        self.armed = document is not None and document.path is None and \
            not document.puzzle.state.moves and not document.dirty
        if document is not None:
            warm_up()   # before the computer's first move, which may come at once
            document.add_listener(self._changed)
            self._changed(document)

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == "edit":
            self.runner.cancel()
            self._job = None
            self.armed = False
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
        return self._job is not None and self._job[0] == "move" and self.runner.is_busy()

    def _changed(self, document) -> None:
        state = document.puzzle.state
        prev, self._last = self._last, state
        if prev is not None and state is not prev:
            moved = (_game_key(prev) == _game_key(state) and len(state.moves) == len(prev.moves) + 1
                     and state.moves[:-1] == prev.moves)
            if moved:
                self.armed = True
            elif position_key(prev) != position_key(state):
                self.armed = False      # undo, browsing, an edit: wait to be asked
        else:
            self.armed = True if prev is not None else self.armed   # who plays changed
        if self._job is not None and self._job[1] is not state:
            self.runner.cancel()
            self._job = None
        line = self.line
        if not (line is not None and _game_key(line) == _game_key(state)
                and line.moves[:len(state.moves)] == state.moves):
            self.line = state
        if state.result is not None:
            winner = state.result.winner
            self.estimates[position_key(state)] = 0.5 if winner is None else (1.0 if winner == LIGHT else 0.0)
        self._refresh()
        self._maybe_start()

    def _maybe_start(self) -> None:
        self._start_wanted_job()
        self._maybe_ponder()

    def _start_wanted_job(self) -> None:
        game = self.game
        if game is None or self.mode != "play" or game.state.is_over or self.runner.is_busy():
            return
        state = game.state
        if game.player_kind(state.to_move) == COMPUTER and self.armed:
            self._start("move")
        elif (game.player_kind(state.to_move) != COMPUTER and self.estimate_check.isChecked()
              and position_key(state) not in self.estimates):
            self._start("estimate")

    def _start(self, kind: str) -> None:
        state = self.game.state
        if kind == "estimate":
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
        self.armed = True
        self._start("move")

    def stop(self) -> None:
        self.runner.cancel()
        self._job = None
        self.armed = False
        self.info.setText(translate("gates", "Stopped. Play a move, or press Computer move."))
        self._refresh(keep_info=True)

    def ask_hint(self) -> None:
        game = self.game
        if game is None or game.state.is_over:
            return
        self._start("hint")

    def swap(self) -> None:
        if self.document is not None:
            self.view.play(self.board, SWAP)

    def jump_to(self, k: int) -> bool:
        """Show the position after the line's first `k` moves (one undoable step)."""
        if self.document is None or self.line is None:
            return False
        k = max(0, min(int(k), len(self.line.moves)))
        state = self.game.state
        if len(state.moves) == k and state.moves == self.line.moves[:k]:
            return False
        target = self.line.initial().play_all(self.line.moves[:k])
        line = self.line
        self.runner.cancel()
        self._job = None
        done = self.document.apply(puzzle=self.game.with_state(target), label=translate("gates", "go to move {number}").format(number=k))
        self.line = line
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

    # ----- plot clicks --------------------------------------------------------------------
    def _point_clicked(self, item, points, ev=None) -> None:
        if len(points):
            self.jump_to(round(points[0].pos().x()))

    def _plot_clicked(self, ev) -> None:
        vb = self.plot.getPlotItem().vb
        pos = ev.scenePos()
        if vb.sceneBoundingRect().contains(pos):
            self.jump_to(round(vb.mapSceneToView(pos).x()))

    # ----- job results ----------------------------------------------------------------------
    def _job_progress(self, job_id: int, progress: SearchProgress) -> None:
        if self._job is None:
            return
        kind, state = self._job
        self._live = (position_key(state), progress.light_win_chance)
        if kind == "estimate":
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
        self.estimates[position_key(state)] = outcome.light_chance
        text = format_move(state.board, outcome.move)
        game = self.game
        if kind == "move" and game is not None and game.state is state:
            self.info.setText(translate("gates", "The computer played {move} ({effort}); Light's chance "
                                        "{chance}.").format(move=text, effort=_effort(outcome),
                                                            chance=f"{outcome.light_chance:.0%}"))
            self.view.hint = None
            self._keep_info_once = True
            self.document.apply(puzzle=game.with_state(state.play(outcome.move)),
                                label=translate("gates", "move {number} ({move}, computer)").format(
                                    number=len(state.moves) + 1, move=text))
            return
        if kind == "hint" and game is not None and game.state is state:
            self.view.hint = (state, outcome.move)
            self.info.setText(translate("gates", "Best move: {move}; Light's chance {chance} "
                                        "({effort}).").format(move=text, chance=f"{outcome.light_chance:.0%}",
                                                              effort=_effort(outcome)))
            self.board.update()
        if kind == "estimate":
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
        moving = thinking and self._job[0] == "move"
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
            elif (self.mode == "play" and not self.armed
                  and game.player_kind(state.to_move) == COMPUTER):
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

    def plot_points(self) -> list[tuple[int, float]]:
        """(move number, Light's chance in %) of every position of the line with an estimate."""
        line = self.line
        if line is None:
            return []
        base = _game_key(line)
        points = []
        for k in range(len(line.moves) + 1):
            key = base + (line.moves[:k],)
            chance = self.estimates.get(key)
            if self._live is not None and self._live[0] == key:
                chance = self._live[1]
            if chance is not None:
                points.append((k, 100.0 * chance))
        return points

    def _update_plot(self) -> None:
        points = self.plot_points()
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        self.curve.setData(xs, ys)
        self.scatter.setData(xs, ys)
        game = self.game
        here = len(game.state.moves) if game is not None else 0
        self.here_line.setValue(here)
        last = max([here] + xs + [len(self.line.moves) if self.line is not None else 0])
        span = max(last, 4)
        self.plot.setXRange(0, span, padding=0.04)
        step = max(1, -(-span // 8))          # whole moves only, about eight labels
        self.plot.getPlotItem().getAxis("bottom").setTickSpacing(step, step)

    def point_position(self, k: int, chance_percent: float) -> QPoint:
        """Where a plot point is, in the plot widget's coordinates (for tests)."""
        vb = self.plot.getPlotItem().vb
        scene = vb.mapViewToScene(QPointF(k, chance_percent))
        return self.plot.mapFromScene(scene)


__all__ = ["GamePanel", "think", "Outcome", "position_key", "PERSON", "COMPUTER", "DARK"]
