"""Text that can hold file or user content is shown as plain text, always.

Qt guesses: a QLabel, a QMessageBox or a tooltip whose text looks like HTML
is laid out as rich text.  A puzzle file could then put a link in an error
box, or an ``<img src="PATH">`` that makes Qt open PATH while laying the box
out (a FIFO there blocks the window for ever).  Every such place goes
through these helpers; every message is also cut short (errors.brief).
"""
from __future__ import annotations

import html

from PySide6.QtCore import Qt

from genres.core.errors import brief


def plain(widget):
    """Make a QLabel or QMessageBox show its text as plain text; returns it."""
    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


def plain_tooltip(text: str) -> str:
    """A tooltip string that Qt shows literally (tooltips have no text format
    switch: the text is escaped inside an explicit rich-text wrapper)."""
    return "<qt>" + html.escape(brief(text)).replace("\n", "<br>") + "</qt>"
