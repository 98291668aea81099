"""The standalone build's entry script: the same `puzzlewright` command as the
console script (editor.main:main), so the one binary opens the window or, given
a verb (solve, check, export, convert), runs it on the command line."""
import sys

from editor.main import main

if __name__ == "__main__":
    sys.exit(main())
