"""A Corral that proposes no clues (tests/test_gui_explain_panel.py), for the
panel's message when a genre lacks the ``clue_candidates`` hook.  Module-level,
so the child process that runs the analysis finds the class by name."""
from __future__ import annotations

from genres.corral import CorralGenre


class SilentCorral(CorralGenre):
    """Corral as it was before it could propose clues."""

    clue_candidates = None
