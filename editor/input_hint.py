"""The hint under the board: what the mouse and keys do in this mode.

It lives in a strip of its own between the board and the status bar, so a menu's
status tip or a message ("Undone: Draw loop") never covers it: those keep the
status bar.  The text wraps at word boundaries to at most MAX_LINES lines;
only beyond that is the last line cut with "…" (the tooltip and Help >
Keyboard and Mouse have it all).
"""
from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QSizePolicy, QVBoxLayout, QWidget

MAX_LINES = 2
MARGIN = 3


# Japanese (and Chinese) text has no spaces: a line may break between any two
# of its characters, while a Latin word stays whole.
_CJK = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
_UNITS = re.compile(rf"[{_CJK}]|[^\s{_CJK}]+\s*|\s+")
# Closing marks never begin a line (a Japanese typesetting rule): they stay
# with the character before them.
_NO_LINE_START = set("、。，．）」』】・：；！？ー")


def wrap_words(text: str, metrics: QFontMetrics, width: int, max_lines: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` at spaces (or between
    Japanese characters), at most ``max_lines`` of them, the last cut with "…"
    when the text goes on."""
    if width <= 0 or not text:
        return [text] if text else []
    units = _UNITS.findall(text)
    lines: list[str] = []
    current = ""
    for i, unit in enumerate(units):
        candidate = current + unit
        if (current.strip() and unit.strip() and unit[0] not in _NO_LINE_START
                and metrics.horizontalAdvance(candidate.rstrip()) > width):
            lines.append(current.rstrip())
            if len(lines) == max_lines - 1:
                # The last line takes the rest, shortened if it must be.
                rest = "".join(units[i:]).strip()
                lines.append(metrics.elidedText(rest, Qt.ElideRight, width))
                return lines
            current = unit
        else:
            current = candidate
    lines.append(metrics.elidedText(current.strip(), Qt.ElideRight, width))
    return lines


class InputHint(QFrame):
    """One or two lines of input help that never widen the window."""

    def __init__(self, parent: QWidget | None = None, max_lines: int = MAX_LINES):
        super().__init__(parent)
        self._text = ""
        self.max_lines = max_lines
        self.setObjectName("input-hint")
        self.setFrameShape(QFrame.NoFrame)
        policy = QSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        self.setToolTip(text)
        self.updateGeometry()
        self.update()

    def lines(self, width: int | None = None) -> list[str]:
        width = self.width() if width is None else width
        return wrap_words(self._text, self.fontMetrics(), width - 2 * MARGIN, self.max_lines)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        count = max(1, len(self.lines(width)))
        return count * self.fontMetrics().lineSpacing() + 2 * MARGIN

    def sizeHint(self) -> QSize:
        return QSize(200, self.heightForWidth(max(self.width(), 200)))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.fontMetrics().lineSpacing() + 2 * MARGIN)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # The number of lines depends on the width: let the layout ask again.
        if self.height() != self.heightForWidth(self.width()):
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        spacing = self.fontMetrics().lineSpacing()
        ascent = self.fontMetrics().ascent()
        for i, line in enumerate(self.lines()):
            painter.drawText(MARGIN, MARGIN + i * spacing + ascent, line)


def board_with_hint(board: QWidget, hint: InputHint, *strips: QWidget) -> QWidget:
    """The window's central widget: the board, then ``strips`` (e.g. the Hint's
    sentence), then the input hint at the bottom."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(board, 1)
    for strip in strips:
        layout.addWidget(strip, 0)
    layout.addWidget(hint, 0)
    return box
