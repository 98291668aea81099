"""The author's Explanation panel: how a person would solve the puzzle, step
by step, how hard that is, which clues it could do without, and (for a
puzzle with several solutions) which clue to add.

The explanation streams into the step list as the child process finds the
steps (genres.core.explaining.grade); the difficulty, the plot's last bars
and the clue analysis follow when it is done.  Selecting a step (the list,
Previous/Next, a bar of the plot) shows it on the board through the window's
"explain" overlay: the solve so far, the step's own cells tinted and the
clues it uses ringed.  Any edit of the puzzle cancels the run and clears it
all: a step of another puzzle proves nothing.  Nothing here waits for a job.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Any

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QFrame, QHBoxLayout, QLabel, QListWidget,
                               QPushButton, QScrollArea, QTabWidget, QVBoxLayout, QWidget)

from editor.explain_clues import CluesTab, show_text, wrapped
from editor.explain_jobs import (grade_job, levels_text, reason_text, redundant_cells_of,
                                 stars_text, step_cost_text, step_label, step_overlay)
from editor.plain import plain
from editor.colours import NOTE_COLOUR
from editor.solver_results import format_duration
from genres.core.jobs import JobRunner

AUTO_DELAY_MS = 800        # a unique puzzle left alone this long is explained by itself


class ExplainPanel(QWidget):
    overlay_changed = Signal(object)    # Overlay or None: the window's "explain" overlay
    place_puzzle = Signal(object, str)  # a puzzle with a suggested clue, and the clue's text

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._genre: Any = None
        self._puzzle: Any = None
        self._mode = "edit"
        self._verdict_status: str | None = None
        self.steps: list = []
        self.grade = None                     # explaining.Grade once done
        self.selected: int | None = None
        self.plot = None                      # made when the panel is first shown
        self.in_view = False                  # see set_in_view
        self._clock = QElapsedTimer()

        self.runner = JobRunner(self)
        self.runner.progress.connect(self._on_steps)
        self.runner.result.connect(self._on_grade)
        self.runner.error.connect(self._on_error)
        self.runner.busy_changed.connect(self._update_controls)
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.setInterval(AUTO_DELAY_MS)
        self._auto_timer.timeout.connect(self._auto_start)
        self._build()
        self._clear()

    # ----- layout ----------------------------------------------------------------
    def _build(self) -> None:
        self.explain_button = QPushButton(translate("Explanation", "Explain"))
        self.explain_button.setToolTip(translate("Explanation",
                                                 "Solve the puzzle step by step as a person would, "
                                                 "and rate how hard it is"))
        self.explain_button.clicked.connect(self.explain)
        self.stop_button = QPushButton(translate("Explanation", "Stop"))
        self.stop_button.clicked.connect(self.stop)
        self.auto_check = QCheckBox(translate("Explanation", "By itself when unique"))
        self.auto_check.setToolTip(translate("Explanation",
                                             "Explain a unique puzzle once it has been left alone a moment"))
        self.auto_check.setChecked(True)
        self.auto_check.toggled.connect(lambda on: self._maybe_auto())
        buttons = QHBoxLayout()
        buttons.addWidget(self.explain_button)
        buttons.addWidget(self.stop_button)
        self.status_label = wrapped(plain(QLabel()))
        self.status_label.setStyleSheet(f"color: {NOTE_COLOUR};")
        self.stars_label = plain(QLabel())
        font = QFont(self.stars_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.stars_label.setFont(font)
        self.reason_label = wrapped(plain(QLabel()))

        # Steps tab: the plot, the list, stepping on the board.
        self.plot_slot = QVBoxLayout()
        self.plot_slot.setContentsMargins(0, 0, 0, 0)
        self.step_list = QListWidget()
        self.step_list.setWordWrap(True)
        self.step_list.setMinimumHeight(60)
        self.step_list.currentRowChanged.connect(
            lambda row: self.select_step(row if row >= 0 else None))
        self.prev_button = QPushButton(translate("Explanation", "\u25c0 Previous"))
        self.prev_button.setToolTip(translate("Explanation", "The step before (on the board)"))
        self.prev_button.clicked.connect(lambda: self.step_by(-1))
        self.next_button = QPushButton(translate("Explanation", "Next \u25b6"))
        self.next_button.clicked.connect(lambda: self.step_by(1))
        self.where_label = QLabel()
        self.where_label.setAlignment(Qt.AlignCenter)
        # as wide as it will ever be, so the panel's width is set once
        self.where_label.setMinimumWidth(
            self.where_label.fontMetrics().horizontalAdvance("999 of 999"))
        nav = QHBoxLayout()
        nav.addWidget(self.prev_button)
        nav.addWidget(self.where_label, 1)
        nav.addWidget(self.next_button)
        self.step_text = wrapped(plain(QLabel()))
        steps_tab = QWidget()
        steps_layout = QVBoxLayout(steps_tab)
        steps_layout.setContentsMargins(4, 4, 4, 4)
        # Previous/Next right under the plot: a sentence of another length below
        # never moves them from under the mouse.
        steps_layout.addLayout(self.plot_slot)
        steps_layout.addLayout(nav)
        steps_layout.addWidget(self.step_list, 1)
        steps_layout.addWidget(self.step_text)

        self.tabs = QTabWidget()
        self.tabs.addTab(steps_tab, translate("Explanation", "&Steps"))
        # Clues tab: what could go, what could be added (explain_clues.py).
        self.clues = CluesTab(lambda: (self._genre, self._puzzle, self._may_suggest(),
                                       self._mode == "edit"))
        self.clues.place_puzzle.connect(self.place_puzzle)
        self.clues.outline_changed.connect(self._emit_overlay)
        self.clues.runner.busy_changed.connect(self._update_controls)
        self.tabs.addTab(self.clues, translate("Explanation", "C&lues"))
        # In a scroll area: a short window scrolls the panel rather than
        # being forced taller than an 800x600 screen.
        content = QWidget()
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(content)
        layout.addLayout(buttons)
        layout.addWidget(self.auto_check)
        layout.addWidget(self.status_label)
        layout.addWidget(self.stars_label)
        layout.addWidget(self.reason_label)
        layout.addWidget(self.tabs, 1)
        self.setMinimumWidth(content.minimumSizeHint().width()
                             + scroll.verticalScrollBar().sizeHint().width())

    def set_in_view(self, shown: bool) -> None:
        """The panel came into view (its dock's tab raised) or went out of it.
        Not showEvent: a dock behind another's tab counts as visible to Qt."""
        self.in_view = shown
        if shown:
            self.ensure_plot()
            self._maybe_auto()

    def ensure_plot(self) -> None:
        """The plot, made (and pyqtgraph imported) the first time it is needed."""
        if self.plot is not None:
            return
        from editor.explain_plot import make_step_plot
        self.plot = make_step_plot(self.select_step)
        self.plot.setToolTip(translate("Explanation",
                                       "The level of each step: clues, rule families and known "
                                       "facts held in mind at once. Click a bar to see that step."))
        self.plot_slot.addWidget(self.plot)
        self.plot.set_steps(self.steps, self._hardest())
        self.plot.set_selected(self.selected)

    # ----- the window's hooks ------------------------------------------------------
    def set_puzzle(self, genre: Any, puzzle: Any) -> None:
        """A new version of the puzzle: what was explained no longer holds."""
        if genre is self._genre and puzzle == self._puzzle:
            return
        self._genre, self._puzzle = genre, puzzle
        self._verdict_status = None
        self._clear()

    def forget(self) -> None:
        """Another document: nothing of the old one stays, even an equal puzzle."""
        self._genre = self._puzzle = None
        self._verdict_status = None
        self._clear()

    def set_mode(self, mode: str) -> None:
        if mode != self._mode and mode != "edit":
            self._clear()          # a player must not meet the author's solve
        self._mode = mode
        self._update_controls()

    def set_verdict(self, verdict: Any) -> None:
        """The solver panel's verdict for the current puzzle (None while unknown)."""
        self._verdict_status = None if verdict is None else verdict.status
        self._update_controls()
        self._maybe_auto()

    def shutdown(self, timeout: float = 5.0) -> bool:
        self._auto_timer.stop()
        ok = self.runner.shutdown(timeout)
        return self.clues.shutdown(timeout) and ok

    # ----- explaining --------------------------------------------------------------
    def can_explain(self) -> bool:
        return (self._puzzle is not None and self._mode == "edit"
                and getattr(self._genre, "has_solution", True))

    def explain(self) -> None:
        if not self.can_explain():
            return
        self._auto_timer.stop()
        self._clear_results()
        self.ensure_plot()
        show_text(self.status_label, translate("Explanation", "Explaining\u2026"))
        self._clock.start()
        self.runner.start(grade_job(self._genre, self._puzzle))
        self._update_controls()

    def stop(self) -> None:
        if self.runner.is_busy():
            self.runner.cancel()
            show_text(self.status_label, translate("Explanation", "Stopped after {n} steps.")
                      .format(n=len(self.steps)))
        self.clues.stop()
        self._update_controls()

    def _maybe_auto(self) -> None:
        if (self.auto_check.isChecked() and self._verdict_status == "unique" and self.in_view
                and self.can_explain() and not self.steps and not self.runner.is_busy()
                and self.grade is None):
            self._auto_timer.start()

    def _auto_start(self) -> None:
        if self._verdict_status == "unique" and not self.steps and not self.runner.is_busy():
            self.explain()

    def _on_steps(self, job_id: int, steps: list) -> None:
        for number in range(len(self.steps) + 1, len(steps) + 1):
            self.step_list.addItem(step_label(number, steps[number - 1]))
        self.steps = list(steps)
        show_text(self.status_label, translate("Explanation", "Explaining\u2026 {n} steps so far")
                  .format(n=len(steps)))
        if self.plot is not None:
            self.plot.set_steps(self.steps)
        self._update_nav()

    def _on_grade(self, job_id: int, value: tuple) -> None:
        grade, seconds = value
        self._on_steps(job_id, grade.explanation.steps)
        self.grade = grade
        d = grade.difficulty
        found = translate("Explanation", "{n} steps, found in {time}").format(
            n=len(self.steps), time=format_duration(seconds))
        # the steps of a puzzle that is not unique end stuck (or at the clash)
        show_text(self.status_label, {
            "multiple": translate("Explanation", "Several solutions: {found}, then no step settles "
                                  "the rest."),
            "none": translate("Explanation", "No solution: {found}, up to the clash."),
        }.get(grade.clue_status, translate("Explanation", "{found}.")).format(found=found))
        show_text(self.stars_label, stars_text(d) if d.stars else translate("Explanation", "No difficulty"))
        show_text(self.reason_label, reason_text(d))
        # the plot shows the levels; the figures stay a hover away
        self.stars_label.setToolTip(levels_text(d, self.steps))
        if self.plot is not None:
            self.plot.set_steps(self.steps, self._hardest())
            self.plot.set_selected(self.selected)
        self.clues.show_grade(self._genre, self._puzzle, grade)
        self._update_controls()
        self._emit_overlay()

    def _on_error(self, job_id: int, message: str) -> None:
        show_text(self.status_label, translate("Explanation", "Error: {message}").format(message=message))
        self._update_controls()

    def _hardest(self) -> int | None:
        if self.grade is None or not self.grade.difficulty.stars:
            return None
        return self.grade.difficulty.hardest_step - 1

    # ----- stepping ----------------------------------------------------------------
    def select_step(self, index: int | None) -> None:
        """Show step ``index`` (0-based) on the board and in words."""
        if index is not None and not 0 <= index < len(self.steps):
            index = None
        self.selected = index
        if self.step_list.currentRow() != (-1 if index is None else index):
            self.step_list.setCurrentRow(-1 if index is None else index)
        if self.plot is not None:
            self.plot.set_selected(index)
        if index is None:
            self.step_text.clear()
        else:
            step = self.steps[index]
            self.step_text.setText(f"{step.text}\n({step_cost_text(step)})")
        self._update_nav()
        self._emit_overlay()

    def step_by(self, delta: int) -> None:
        if not self.steps:
            return
        if self.selected is None:
            self.select_step(0 if delta > 0 else len(self.steps) - 1)
        else:
            self.select_step(max(0, min(len(self.steps) - 1, self.selected + delta)))

    def _update_nav(self) -> None:
        n, i = len(self.steps), self.selected
        self.prev_button.setEnabled(n > 0 and i != 0)
        self.next_button.setEnabled(n > 0 and (i is None or i < n - 1))
        self.where_label.setText(translate("Explanation", "{i} of {n}").format(i=i + 1, n=n)
                                 if i is not None else
                                 (translate("Explanation", "{n} steps").format(n=n) if n else ""))

    def current_overlay(self):
        redundant = ()
        if self.grade is not None and self.clues.outline():
            redundant = redundant_cells_of(self.grade.redundant)
        return step_overlay(self._genre, self._puzzle, self.steps, self.selected, redundant)

    def _emit_overlay(self) -> None:
        self.overlay_changed.emit(self.current_overlay() if self._puzzle is not None else None)

    # ----- state -------------------------------------------------------------------
    def _clear_results(self) -> None:
        self.runner.cancel()
        self.steps, self.grade, self.selected = [], None, None
        self.step_list.clear()
        self.step_text.clear()
        for label in (self.status_label, self.stars_label, self.reason_label):
            show_text(label, "")
        self.clues.clear(grade_only=True)
        if self.plot is not None:
            self.plot.set_steps([])
            self.plot.set_selected(None)
        self._update_nav()
        self.overlay_changed.emit(None)

    def _clear(self) -> None:
        self._auto_timer.stop()
        self.clues.clear()
        self._clear_results()
        self._update_controls()

    def _may_suggest(self) -> bool:
        several = self._verdict_status == "multiple" or (
            self.grade is not None and self.grade.clue_status == "multiple")
        return self.can_explain() and several

    def _update_controls(self, *_: object) -> None:
        busy = self.runner.is_busy()
        self.explain_button.setEnabled(self.can_explain() and not busy)
        self.stop_button.setEnabled(busy or self.clues.runner.is_busy())
        if not self.can_explain():
            show_text(self.status_label, "" if self._puzzle is None or self._mode == "edit"
                      else translate("Explanation", "Explanations are for the author, in edit mode."))
        elif not (busy or self.steps or self.status_label.text()):
            show_text(self.status_label, translate("Explanation",
                                                   "Press Explain to solve the puzzle step by step."))
        self.clues.update_controls()
