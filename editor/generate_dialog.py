"""File > Generate Puzzle…: a new puzzle of a chosen genre, size, difficulty
and clue symmetry, made by genres/core/generation.py.

A non-modal window (shown, never ``exec()``-ed).  Generating runs in a child
process (``generation.generate_in_child``) waited on by a worker thread
(genres.core.jobs.JobRunner): the window never freezes, the progress line
says which attempt is being built or graded, and Cancel kills the child at
once.  The finished puzzle opens in play mode, without overlays, titled with
genre, size, difficulty and seed (``window.files.open_generated``).
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel,
                               QProgressBar, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from genres.core.generation import (DIFFICULTIES, MAKER_MODULES, SYMMETRY_WORDS, Made, Request,
                                    bands_for, generate_in_child, maker_for)
from genres.core.jobs import JobRunner
from editor.colours import NOTE_COLOUR

DEFAULT_SIZE = {"ore-soccer": (8, 8)}
# genres.core.generation's words, marked for the translators here.
WORDS = {
    "easy": QT_TRANSLATE_NOOP("GenerateDialog", "Easy"),
    "medium": QT_TRANSLATE_NOOP("GenerateDialog", "Medium"),
    "hard": QT_TRANSLATE_NOOP("GenerateDialog", "Hard"),
    "none": QT_TRANSLATE_NOOP("GenerateDialog", "No symmetry"),
    "rot180": QT_TRANSLATE_NOOP("GenerateDialog", "180° rotation"),
    "mirror": QT_TRANSLATE_NOOP("GenerateDialog", "Left-right mirror"),
}


def choices() -> list[tuple[str, str, str]]:
    """(label, genre key, variant) for every genre and variant the generator makes."""
    from genres.registry import get_genre
    out = []
    for key in MAKER_MODULES:
        genre = get_genre(key)
        names = dict(genre.variants)
        for variant in maker_for(key).variants:
            label = genre.name if len(maker_for(key).variants) == 1 else names.get(variant, variant)
            out.append((label, key, variant))
    return out


def generation_job(request: Request):
    def job(token, report_progress):
        return generate_in_child(request, cancel=lambda: token.cancelled, progress=report_progress)
    return job


class GenerateDialog(QDialog):
    """Genre, size, difficulty, symmetry, minimal, seed; Generate and Cancel."""

    def __init__(self, window: QWidget, genre_key: str | None = None, variant: str | None = None):
        super().__init__(window, Qt.WindowType.Window)
        self.setWindowTitle(translate("GenerateDialog", "Generate Puzzle"))
        self.setModal(False)
        self._window = window
        self.made: Made | None = None
        self.runner = JobRunner(self)
        self.runner.result.connect(lambda _id, made: self._finished(made))
        self.runner.progress.connect(lambda _id, text: self.progress_label.setText(str(text)))
        self.runner.error.connect(lambda _id, message: self._failed(message))
        self.runner.busy_changed.connect(self._busy)

        self.genre = QComboBox()
        for label, key, kind in choices():
            self.genre.addItem(label, (key, kind))
        self.rows, self.cols = QSpinBox(), QSpinBox()
        for box in (self.rows, self.cols):
            box.setRange(4, 40)
        size = QHBoxLayout()
        size.addWidget(self.rows)
        size.addWidget(QLabel("×"))
        size.addWidget(self.cols)
        size.addStretch(1)
        self.difficulty = QComboBox()
        for name in DIFFICULTIES:
            self.difficulty.addItem(translate("GenerateDialog", WORDS.get(name, name.capitalize())), name)
        self.difficulty.addItem(translate("GenerateDialog", "Any (graded as it comes)"), None)
        self.difficulty.setCurrentIndex(0)
        # What the word means on this board: the grader's levels shift with size.
        self.difficulty_hint = QLabel("")
        self.difficulty_hint.setStyleSheet(f"color: {NOTE_COLOUR};")
        self.symmetry = QComboBox()
        # Why a symmetry is missing from the list, where the genre's rules refuse it.
        self.symmetry_hint = QLabel("")
        self.symmetry_hint.setStyleSheet(f"color: {NOTE_COLOUR};")
        self.symmetry_hint.setWordWrap(True)
        self.minimal = QCheckBox(translate("GenerateDialog", "&Minimal: no redundant clue (for authors)"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(random.randrange(1_000_000))
        self.new_seed = QPushButton(translate("GenerateDialog", "New &seed"))
        self.new_seed.clicked.connect(lambda: self.seed.setValue(random.randrange(1_000_000)))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.new_seed)
        seed_row.addStretch(1)

        form = QFormLayout()
        form.addRow(translate("GenerateDialog", "Ge&nre:"), self.genre)
        size_label = QLabel(translate("GenerateDialog", "Si&ze:"))
        size_label.setBuddy(self.rows)
        form.addRow(size_label, size)
        form.addRow(translate("GenerateDialog", "&Difficulty:"), self.difficulty)
        form.addRow("", self.difficulty_hint)
        form.addRow(translate("GenerateDialog", "S&ymmetry:"), self.symmetry)
        form.addRow("", self.symmetry_hint)
        form.addRow("", self.minimal)
        seed_label = QLabel(translate("GenerateDialog", "S&eed:"))
        seed_label.setBuddy(self.seed)
        form.addRow(seed_label, seed_row)

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)          # busy: how long grading takes is not known ahead
        self.progress.setVisible(False)
        self.progress_label = QLabel("")
        self.progress_label.setWordWrap(True)
        self.generate_button = QPushButton(translate("GenerateDialog", "&Generate"))
        self.generate_button.setDefault(True)
        self.generate_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(translate("GenerateDialog", "Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.generate_button)
        buttons.addWidget(self.cancel_button)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.progress_label)
        layout.addLayout(buttons)

        self.genre.currentIndexChanged.connect(self._genre_changed)
        if genre_key is not None:
            for i in range(self.genre.count()):
                key, v = self.genre.itemData(i)
                if key == genre_key and variant in (None, v):
                    self.genre.setCurrentIndex(i)
                    break
        self._genre_changed()
        for signal in (self.rows.valueChanged, self.cols.valueChanged,
                       self.difficulty.currentIndexChanged):
            signal.connect(lambda _=0: self._show_band())
        self._show_band()

    # ----- the choices ---------------------------------------------------------------
    def _genre_changed(self) -> None:
        key, variant = self.genre.currentData()
        maker = maker_for(key)
        rows, cols = DEFAULT_SIZE.get(key, (10, 10))
        low_r, low_c = maker.smallest
        self.rows.setMinimum(low_r)
        self.cols.setMinimum(low_c)
        self.rows.setValue(rows)
        self.cols.setValue(cols)
        self.symmetry.clear()
        for name in maker.symmetries[variant]:
            self.symmetry.addItem(
                translate("GenerateDialog", WORDS.get(name, SYMMETRY_WORDS[name].capitalize())), name)
        # One choice only (Additive/Multiplicative Corral's pairs): shown, not offered.
        self.symmetry.setEnabled(self.symmetry.count() > 1)
        refused = [translate("GenerateDialog", "No {symmetry}: {why}.").format(
                       symmetry=translate("GenerateDialog", WORDS[name]).lower(),
                       why=translate(key, why))
                   for name, why in maker.refused.items()]
        self.symmetry_hint.setText("\n".join(refused))
        self.symmetry_hint.setVisible(bool(refused))
        self._fit()

    def _fit(self) -> None:
        """Grow or shrink to the contents.  A dialog does not follow its
        wrapped labels' heights by itself: without this a note's last line is
        cut off when a row appears (or a gap stays once one hides)."""
        self.layout().activate()
        self.adjustSize()

    def _show_band(self) -> None:
        key, _variant = self.genre.currentData()
        name = self.difficulty.currentData()
        if name is None:
            self.difficulty_hint.setText(translate("GenerateDialog", "The puzzle is graded as it comes."))
            return
        lo, hi = bands_for(maker_for(key), self.rows.value(), self.cols.value())[name]
        text = (translate("GenerateDialog", "Hardest step at level {lo} to {hi} on the grader's scale")
                if hi is not None else
                translate("GenerateDialog", "Hardest step at level {lo} or more on the grader's scale"))
        self.difficulty_hint.setText(text.format(lo=lo, hi=hi))

    def request(self) -> Request:
        key, variant = self.genre.currentData()
        return Request(key, self.rows.value(), self.cols.value(), variant,
                       self.difficulty.currentData(), self.symmetry.currentData(),
                       self.minimal.isChecked(), self.seed.value())

    # ----- running --------------------------------------------------------------------
    def start(self) -> None:
        self.progress_label.setText(translate("GenerateDialog", "Starting…"))
        self.runner.start(generation_job(self.request()))

    def cancel(self) -> None:
        """Stop a running generation; when none runs, close the dialog."""
        if self.runner.is_busy():
            self.runner.cancel()
            self.progress_label.setText(translate("GenerateDialog", "Cancelled."))
        else:
            self.close()

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.generate_button.setEnabled(not busy)
        for w in (self.genre, self.rows, self.cols, self.difficulty, self.minimal, self.seed,
                  self.new_seed):
            w.setEnabled(not busy)
        self.symmetry.setEnabled(not busy and self.symmetry.count() > 1)
        self._fit()

    def _finished(self, made: Made) -> None:
        self.made = made
        g = made.grade
        self.progress_label.setText(
            translate("GenerateDialog", "Made: {difficulty}, {stars} stars (hardest step level {level}).")
            .format(difficulty=translate("GenerateDialog", WORDS.get(made.level, made.level)),
                    stars=g.stars, level=g.hardest_level))
        if self._window.files.open_generated(made):
            self.close()

    def _failed(self, message: str) -> None:
        self.progress_label.setText(translate("GenerateDialog", "Not made: {message}")
                                    .format(message=message))
        self._fit()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.runner.cancel()
        super().closeEvent(event)
