"""The solver panel's widgets, top to bottom: the verdict with its clock and
buttons, the switches that show a solution, the forced facts.

Kept apart from editor/solver_panel.py, which fills them in from the jobs'
reports.  The words keep the panel's translation context ("SolverPanel").
"""
from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QCheckBox, QFrame, QHBoxLayout, QLabel, QProgressBar,
                               QPushButton, QVBoxLayout)

from editor.plain import plain
from editor.colours import NOTE_COLOUR
from editor.solver_help import PLAY_INTRO, PLAY_INTRO_LINES
from genres.core.i18n import translate

NEUTRAL_COLOUR = NOTE_COLOUR   # a status that is neither good nor bad news


def _separator() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def build_widgets(self) -> None:
    """The panel's switches, labels and bars, top to bottom (``self``: the panel)."""
    self.auto_check = QCheckBox(translate("SolverPanel", "Solve while editing"))
    self.auto_check.setChecked(True)
    self.auto_check.setToolTip(translate("SolverPanel",
                                         "Check the puzzle's solutions again after every edit"))
    self.auto_check.toggled.connect(self._on_auto_toggled)

    self.verdict_label = plain(QLabel())
    font = QFont(self.verdict_label.font())
    font.setPointSizeF(font.pointSizeF() * 1.35)
    font.setBold(True)
    self.verdict_label.setFont(font)
    self.verdict_label.setWordWrap(True)
    self.busy_bar = QProgressBar()
    self.busy_bar.setRange(0, 0)          # a moving bar: "working, no estimate"
    self.busy_bar.setTextVisible(False)
    self.busy_bar.setFixedHeight(8)
    self.time_label = QLabel()
    self.time_label.setStyleSheet(f"color: {NEUTRAL_COLOUR};")

    self.solve_button = QPushButton(translate("SolverPanel", "Solve now"))
    self.solve_button.clicked.connect(self.solve_now)
    self.stop_button = QPushButton(translate("SolverPanel", "Stop"))
    self.stop_button.setToolTip(translate("SolverPanel", "Cancel the running solver"))
    self.stop_button.clicked.connect(self.stop)
    buttons = QHBoxLayout()
    buttons.addWidget(self.solve_button)
    buttons.addWidget(self.stop_button)

    self.solution_check = QCheckBox(translate("SolverPanel", "Show a solution"))
    self.solution_check.toggled.connect(
        lambda on: self._on_reveal_toggled(self.solution_check, "solution", on))
    self.diff_check = QCheckBox(translate("SolverPanel", "Show where two solutions differ"))
    self.diff_check.setToolTip(translate("SolverPanel",
                                         "Draws one solution and marks the cells where a second one differs"))
    self.diff_check.toggled.connect(
        lambda on: self._on_reveal_toggled(self.diff_check, "difference", on))
    self.fill_button = QPushButton(translate("SolverPanel", "Fill in answer"))
    self.fill_button.setToolTip(translate("SolverPanel",
                                          "Replace the answer on the board by the solver's solution"))
    self.fill_button.clicked.connect(self._on_fill)

    self.forced_check = QCheckBox(translate("SolverPanel", "Show forced facts"))
    self.forced_check.setToolTip(translate("SolverPanel",
                                           "Mark what every solution has in common, as it is proven"))
    self.forced_check.toggled.connect(
        lambda on: self._on_reveal_toggled(self.forced_check, "forced", on))
    self.forced_bar = QProgressBar()
    self.forced_bar.setFormat(translate("SolverPanel", "%v of %m decided"))
    self.forced_label = plain(QLabel())
    self.forced_label.setWordWrap(True)

    self.play_intro = QLabel(translate("SolverPanel", PLAY_INTRO))
    self.play_intro.setWordWrap(True)
    self.play_intro.setStyleSheet(f"color: {NEUTRAL_COLOUR};")
    self.play_intro.setMinimumHeight(self.play_intro.fontMetrics().lineSpacing()
                                     * PLAY_INTRO_LINES)

    layout = QVBoxLayout(self)
    layout.addWidget(self.auto_check)
    layout.addWidget(self.play_intro)
    layout.addWidget(self.verdict_label)
    layout.addWidget(self.busy_bar)
    layout.addWidget(self.time_label)
    layout.addLayout(buttons)
    layout.addWidget(_separator())
    layout.addWidget(self.solution_check)
    layout.addWidget(self.diff_check)
    layout.addWidget(self.fill_button)
    layout.addWidget(_separator())
    layout.addWidget(self.forced_check)
    layout.addWidget(self.forced_bar)
    layout.addWidget(self.forced_label)
    layout.addStretch(1)
    self.forced_bar.hide()
    self.forced_label.hide()
    self.play_intro.hide()
