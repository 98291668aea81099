"""The Hint strip's sentence: wrapped, a few lines tall, the rest scrolled to.

A step's sentence names its clues and rules first and what they force last,
and with many clues (an Ore Soccer 12x12 step cites four clues and four rule
families) it runs to eight lines.  The strip stays at most ``max_lines``
lines tall so the board keeps its room, and scrolls beyond that: cutting the
sentence with "…" hid what the hint was about.  The text can be selected
and copied.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

MARGIN = 3


class HintText(QScrollArea):
    """A wrapped sentence at most ``max_lines`` lines tall, with a scroll bar when longer."""

    def __init__(self, parent: QWidget | None = None, max_lines: int = 3):
        super().__init__(parent)
        self.max_lines = max_lines
        self._label = QLabel()
        self._label.setWordWrap(True)
        self._label.setTextFormat(Qt.PlainText)
        self._label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self._label.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        self._label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.setWidget(self._label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        # The strip's own colour shows through.
        self.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.setSizePolicy(QSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed))

    def text(self) -> str:
        return self._label.text()

    def setText(self, text: str) -> None:
        if text == self._label.text():
            return
        self._label.setText(text)
        self.verticalScrollBar().setValue(0)
        self._fit()

    def full_height(self, width: int | None = None) -> int:
        """The height the whole sentence takes at ``width`` (default: the strip's)."""
        width = self.viewport().width() if width is None else width
        return self._label.heightForWidth(max(width, 1))

    def line_height(self) -> int:
        return self._label.fontMetrics().lineSpacing()

    def visible_lines(self) -> int:
        """How many lines of the sentence show at once."""
        return max(1, round((self.height() - 2 * MARGIN) / self.line_height()))

    def is_scrolled(self) -> bool:
        """Whether part of the sentence lies beyond the strip (the scroll bar shows)."""
        return self.verticalScrollBar().maximum() > 0

    def _wanted_height(self) -> int:
        full = self.full_height(self.width())
        most = self.max_lines * self.line_height() + 2 * MARGIN
        if full <= most:
            return full
        # Scrolled: the last line shown ends at the strip's edge, with no
        # sliver of the next one under it.
        return self.max_lines * self.line_height() + MARGIN

    def _fit(self) -> None:
        height = self._wanted_height()
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(200, self._wanted_height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # The number of lines depends on the width.
        self._fit()
