"""The standalone build's entry script: the same `puzzlewright` command as the
console script (editor.main:main), so the one binary opens the window or, given
a verb (solve, check, export, convert), runs it on the command line."""
import multiprocessing
import sys

from editor.main import main

if __name__ == "__main__":
    # The computer's Gates search runs in a child process started by running
    # this binary again (genres/gates/thinker.py); this turns such a run into
    # that child instead of a second window.
    multiprocessing.freeze_support()
    sys.exit(main())
