"""Errors raised on bad input: every one carries a message fit to show a user."""


class PuzzleFormatError(ValueError):
    """A file, URL or text could not be read as a puzzle.  The message names the problem."""


MAX_MESSAGE_CHARS = 300


def brief(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """A message fit for one line or one dialog: control characters made
    visible and at most ``limit`` characters.  Bad input can be megabytes on
    one line; a reader that quoted it whole would flood the terminal and
    freeze the window that lays it out."""
    head = text[:limit + 1]
    clean = "".join(ch if ch.isprintable() or ch == "\n" else "\ufffd" for ch in head)
    return clean if len(text) <= limit else clean[:limit - 1] + "…"
