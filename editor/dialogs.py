"""Small dialogs of the main window: new puzzle, resize, properties (export:
export_dialog.py; the rules help window: help_windows.py).

Every dialog here is shown with ``open()`` by the window (never ``exec()``),
and the window acts on its ``accepted`` signal, so tests can fill the fields
and call ``accept()`` themselves.
"""
from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox,
                               QVBoxLayout, QWidget)

from genres.core.genre import Genre, PuzzleOption
from genres.core.i18n import translate
from genres.core.grid import MAX_SIZE


def ok_cancel_buttons(dialog: QDialog, ok_text: str | None = None) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    if ok_text:      # else Qt's own "OK", in the language of Qt's catalogue
        box.button(QDialogButtonBox.Ok).setText(ok_text)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class _SizeFields:
    """Rows and columns spin boxes bounded by a genre's minimum size and 100."""

    def __init__(self, form: QFormLayout, rows: int, cols: int):
        self.rows = QSpinBox()
        self.cols = QSpinBox()
        for box, value in ((self.rows, rows), (self.cols, cols)):
            box.setRange(1, MAX_SIZE)
            box.setValue(value)
        form.addRow(translate("Dialogs", "&Rows:"), self.rows)
        form.addRow(translate("Dialogs", "&Columns:"), self.cols)
        self.form = form
        self.one = False

    def set_genre(self, genre: Genre) -> None:
        min_rows, min_cols = genre.min_size
        self.rows.setMinimum(max(1, min_rows))
        self.cols.setMinimum(max(1, min_cols))
        max_rows, max_cols = genre.max_size
        self.rows.setMaximum(min(MAX_SIZE, max_rows))
        self.cols.setMaximum(min(MAX_SIZE, max_cols))
        # A board with a single size (Genre.one_size) shows one field, "Size".
        self.one = genre.one_size
        self.form.setRowVisible(self.cols, not self.one)
        label = self.form.labelForField(self.rows)
        if label is not None:
            label.setText(translate("Dialogs", "&Size:") if self.one else translate("Dialogs", "&Rows:"))

    def set_values(self, rows: int, cols: int) -> None:
        self.rows.setValue(rows)
        self.cols.setValue(cols)

    def values(self) -> tuple[int, int]:
        if self.one:
            return self.rows.value(), self.rows.value()
        return self.rows.value(), self.cols.value()


class OptionFields:
    """A genre's puzzle options (PuzzleOption) as check boxes and choice boxes in a
    form; shared by the New and Properties dialogs."""

    def __init__(self, form: QFormLayout):
        self.form = form
        self.fields: dict[str, tuple[PuzzleOption, QWidget]] = {}

    def set_options(self, options: Sequence[PuzzleOption]) -> None:
        for opt, field in self.fields.values():
            self.form.removeRow(field)
        self.fields = {}
        for opt in options:
            values = [v for v, _ in opt.choices]
            if set(values) == {False, True} and len(values) == 2:
                field: QWidget = QCheckBox(opt.label)
                field.setChecked(bool(opt.value))
                self.form.addRow("", field)
            else:
                field = QComboBox()
                for value, label in opt.choices:
                    field.addItem(label, value)
                field.setCurrentIndex(values.index(opt.value) if opt.value in values else 0)
                self.form.addRow(f"{opt.label}:", field)
            if opt.help:
                field.setToolTip(opt.help)
            self.fields[opt.key] = (opt, field)

    def values(self) -> dict[str, object]:
        return {key: field.isChecked() if isinstance(field, QCheckBox) else field.currentData()
                for key, (opt, field) in self.fields.items()}

    def changed(self) -> dict[str, object]:
        """The options whose value differs from what they were shown with."""
        return {key: value for key, value in self.values().items() if value != self.fields[key][0].value}


class NewPuzzleDialog(QDialog):
    """Pick a genre (and its variant, where it has several) and a size for a
    new, empty puzzle.  ``remembered(genre, variant)`` gives the size chosen
    last time for that kind of puzzle (None: the genre's default)."""

    def __init__(self, genres: Sequence[Genre], genre: Genre | None = None,
                 parent: QWidget | None = None, variant: str | None = None,
                 remembered: Callable[[Genre, str | None], tuple[int, int] | None] | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "New puzzle"))
        self._genres = list(genres)
        self._remembered = remembered
        form = QFormLayout()
        self.genre_box = QComboBox()
        for g in self._genres:
            self.genre_box.addItem(g.name, g.key)
        form.addRow(translate("Dialogs", "&Genre:"), self.genre_box)
        self.variant_box = QComboBox()
        self.variant_label = QLabel(translate("Dialogs", "&Variant:"))
        self.variant_label.setBuddy(self.variant_box)
        form.addRow(self.variant_label, self.variant_box)
        start = genre or self._genres[0]
        holder = QWidget()          # the form lives on a widget so rows can be found and relabelled
        holder.setLayout(form)
        self.size = _SizeFields(form, *start.default_size)
        self.options = OptionFields(form)
        self.genre_box.currentIndexChanged.connect(self._genre_changed)
        self.variant_box.currentIndexChanged.connect(lambda _=0: self._variant_changed())
        self.genre_box.setCurrentIndex(self._genres.index(start))
        self._genre_changed(self.genre_box.currentIndex())
        if variant is not None:
            i = self.variant_box.findData(variant)
            if i >= 0:
                self.variant_box.setCurrentIndex(i)
        layout = QVBoxLayout(self)
        layout.addWidget(holder)
        box = ok_cancel_buttons(self, translate("Dialogs", "Create"))
        # "Generate…": a finished puzzle of this genre and size instead of an
        # empty one (File > Generate Puzzle…); shown where a generator exists.
        self.generate_button = box.addButton(translate("Dialogs", "Gene&rate…"), QDialogButtonBox.ActionRole)
        self.generate_button.clicked.connect(self._generate)
        self.on_generate: Callable[[str, str | None, int, int], None] | None = None
        layout.addWidget(box)
        self._show_generate_button()
        self.genre_box.currentIndexChanged.connect(lambda _=0: self._show_generate_button())

    def _show_generate_button(self) -> None:
        from genres.core.generation import MAKER_MODULES
        self.generate_button.setVisible(self.genre().key in MAKER_MODULES)

    def _generate(self) -> None:
        if self.on_generate is not None:
            rows, cols = self.size.values()
            self.reject()
            self.on_generate(self.genre().key, self.variant(), rows, cols)

    def _genre_changed(self, index: int) -> None:
        if 0 <= index < len(self._genres):
            genre = self._genres[index]
            self.size.set_genre(genre)
            self.variant_box.blockSignals(True)
            self.variant_box.clear()
            for key, label in genre.variants:
                self.variant_box.addItem(label, key)
            self.variant_box.blockSignals(False)
            shown = bool(genre.variants)
            self.variant_box.setVisible(shown)
            self.variant_label.setVisible(shown)
            self.setWindowTitle(translate("Dialogs", "New game") if genre.wording == "game"
                                else translate("Dialogs", "New puzzle"))
            self._variant_changed()

    def _variant_changed(self) -> None:
        """Default size and the puzzle options of a fresh puzzle of this genre and variant."""
        genre, variant = self.genre(), self.variant()
        last = self._remembered(genre, variant) if self._remembered else None
        self.size.set_values(*(last or genre.default_size_for(variant)))
        try:
            fresh = genre.new_puzzle(*genre.default_size_for(variant), variant)
            options = genre.puzzle_options(fresh)
        except (ValueError, NotImplementedError):
            options = []
        # A variant chosen above is not asked again among the options.
        self.options.set_options([o for o in options if o.key != "variant"])

    def option_values(self) -> dict[str, object]:
        """Every option shown, to apply to the new puzzle with genre.with_option."""
        return self.options.values()

    def genre(self) -> Genre:
        return self._genres[self.genre_box.currentIndex()]

    def variant(self) -> str | None:
        return self.variant_box.currentData() if self.genre().variants else None

    def values(self) -> tuple[Genre, int, int, str | None]:
        rows, cols = self.size.values()
        return self.genre(), rows, cols, self.variant()


class ResizeDialog(QDialog):
    """A new grid size, with rows and columns added or removed on any side.

    The rows and columns fields and the four side fields follow each other
    (rows = old rows + top + bottom): typing a size changes the bottom and
    right sides, as resizing always did; a side field moves the edge it names."""

    def __init__(self, genre: Genre, rows: int, cols: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Resize grid"))
        self.old = (rows, cols)
        form = QFormLayout()
        self.size = _SizeFields(form, rows, cols)
        self.size.set_genre(genre)
        self.sides = QGroupBox(translate("Dialogs", "Rows and columns to add (+) or remove (−) on each side"))
        grid = QGridLayout(self.sides)
        self.top, self.bottom, self.left, self.right = (QSpinBox() for _ in range(4))
        for i, (label, box, old) in enumerate(((translate("Dialogs", "&Top:"), self.top, rows),
                                               (translate("Dialogs", "&Bottom:"), self.bottom, rows),
                                               (translate("Dialogs", "&Left:"), self.left, cols),
                                               (translate("Dialogs", "Ri&ght:"), self.right, cols))):
            box.setRange(-(old - 1), MAX_SIZE - 1)
            box.setToolTip(translate("Dialogs",
                                     "Positive: add empty ones on this side; negative: remove them"))
            text = QLabel(label)
            text.setBuddy(box)
            grid.addWidget(text, i // 2, (i % 2) * 2)
            grid.addWidget(box, i // 2, (i % 2) * 2 + 1)
        # A one-size board (Genre.one_size) has no sides to choose.
        self.sides.setVisible(not self.size.one)
        self._syncing = False
        self.size.rows.valueChanged.connect(lambda _=0: self._size_changed(0))
        self.size.cols.valueChanged.connect(lambda _=0: self._size_changed(1))
        for box, axis in ((self.top, 0), (self.bottom, 0), (self.left, 1), (self.right, 1)):
            box.valueChanged.connect(lambda _=0, a=axis, b=box: self._side_changed(a, b))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.sides)
        note = QLabel(translate("Dialogs",
                                "Clues stay on their cells; cells cut off are removed and new cells are empty."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(ok_cancel_buttons(self, translate("Dialogs", "Resize")))

    def _pair(self, axis: int) -> tuple[QSpinBox, QSpinBox, QSpinBox]:
        """(size field, first side, second side) of rows (0) or columns (1)."""
        return (self.size.rows, self.top, self.bottom) if axis == 0 else \
            (self.size.cols, self.left, self.right)

    def _size_changed(self, axis: int) -> None:
        if self._syncing:
            return
        size, first, second = self._pair(axis)
        self._syncing = True
        second.setValue(size.value() - self.old[axis] - first.value())
        self._syncing = False

    def _side_changed(self, axis: int, moved: QSpinBox) -> None:
        if self._syncing:
            return
        size, first, second = self._pair(axis)
        self._syncing = True
        size.setValue(self.old[axis] + first.value() + second.value())
        # The size field keeps to the genre's bounds: the side just moved gives way.
        other = second if moved is first else first
        moved.setValue(size.value() - self.old[axis] - other.value())
        self._syncing = False

    def values(self) -> tuple[int, int]:
        return self.size.values()

    def margins(self) -> tuple[int, int, int, int]:
        """(top, bottom, left, right): rows or columns added (positive) or removed."""
        return self.top.value(), self.bottom.value(), self.left.value(), self.right.value()


class PropertiesDialog(QDialog):
    """The puzzle's title and author, and the genre's puzzle-level options
    (a rule option, a variant), each shown as a check box or a choice."""

    def __init__(self, metadata: dict[str, str], parent: QWidget | None = None,
                 options: Sequence[PuzzleOption] = ()):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Puzzle properties"))
        form = QFormLayout()
        self.title = QLineEdit(metadata.get("title", ""))
        self.author = QLineEdit(metadata.get("author", ""))
        self.title.setMinimumWidth(280)
        form.addRow(translate("Dialogs", "&Title:"), self.title)
        form.addRow(translate("Dialogs", "&Author:"), self.author)
        self.options = OptionFields(form)
        self.options.set_options(options)
        self.option_fields: dict[str, tuple[PuzzleOption, QWidget]] = self.options.fields
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(ok_cancel_buttons(self))

    def values(self) -> dict[str, str]:
        return {"title": self.title.text().strip(), "author": self.author.text().strip()}

    def option_values(self) -> dict[str, object]:
        """The options the author changed (key -> new value)."""
        return self.options.changed()
