"""The Gates game panel's widgets, top to bottom: whose turn, the computer's
report, the buttons, and two tabs -- the analysis plot with Back and Forward,
and who plays each side.  Made by GamePanel (panel.py), which fills them in;
the words keep the panel's translation context ("gates").
"""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QFrame, QGridLayout, QHBoxLayout, QLabel,
                               QPushButton, QScrollArea, QSizePolicy, QTabWidget, QVBoxLayout, QWidget)

from genres.core.i18n import translate
from genres.core.jobs import JobRunner

from .genre import player_kinds, thinking_times
from .pondering import PONDER_KEY, stored_bool
from .wording import set_up_name


def build_widgets(self) -> None:
    """Every widget of the panel (``self``: the GamePanel), with its signals connected."""
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
    _make_pondering(self)

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


def _make_pondering(self) -> None:
    """The computer thinking on the person's time (pondering.py): its check box and runner."""
    self.ponder_check = QCheckBox(translate("gates", "T&hink on the person's time"))
    self.ponder_check.setToolTip(translate(
        "gates", "While you are to move against the computer, it keeps searching, so its "
                 "next move rests on more playouts (its thinking time stays as chosen)"))
    self.ponder_check.setChecked(stored_bool(QSettings().value(PONDER_KEY), True))
    self.ponder_check.toggled.connect(lambda on: _ponder_toggled(self, on))
    self._start_pondering(JobRunner(self))


def _ponder_toggled(self, on: bool) -> None:
    QSettings().setValue(PONDER_KEY, bool(on))
    self._maybe_ponder()
