"""Errors raised on bad input: every one carries a message fit to show a user."""


class PuzzleFormatError(ValueError):
    """A file, URL or text could not be read as a puzzle.  The message names the problem."""
