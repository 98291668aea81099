"""The `puzzlewright` command: the GUI, or a command-line verb for batch work.

Every verb ends quietly when its reader goes away (``puzzlewright solve URL |
head -1``): no BrokenPipeError traceback, exit status 141 (128 + SIGPIPE, what
a shell reports for ``cat`` in the same pipe), so ``set -o pipefail`` scripts
can still tell the output was cut short.  When no window can open (no display,
or X11 libraries Qt needs but pip cannot install), one line says why and how to
fix it, exit status 3.
"""
from __future__ import annotations

import os
import sys

CLI_COMMANDS = ("solve", "check", "export", "convert", "explain", "grade", "forced", "generate")
# Verbs with a module of their own (imported only when used); a genre adds
# its own too (Genre.cli_verbs, e.g. Gates' gates-match).
OTHER_COMMANDS = {"book": "editor.book_cli"}
# Asking for help goes to the command-line parser, which lists the verbs too.
HELP_FLAGS = ("-h", "--help")
EXIT_NO_WINDOW = 3
EXIT_BROKEN_PIPE = 141   # 128 + SIGPIPE, as the shell reports a process killed by it


def looks_like_a_mistyped_command(word: str) -> bool:
    """A bare word that names no file (``puzzlewright slove``): the user meant a
    command, and a window complaining about a missing file would only puzzle them."""
    return (word.isidentifier() or word.replace("-", "_").isidentifier()) \
        and not os.path.exists(word)


def _silence_stdout() -> None:
    """After the reader closed the pipe: point stdout at /dev/null so the
    interpreter's final flush cannot raise again (Python's documented recipe)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass   # stdout is no real file (a test's capture): nothing left to flush


def main(argv: list[str] | None = None) -> int:
    try:
        code = _dispatch(sys.argv[1:] if argv is None else list(argv))
        sys.stdout.flush()    # a closed pipe shows up here when the output was small
        return code
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE


def begin_window_check():
    """Start finding out whether a window can open here; returns a function
    giving the one-line reason why not, or None (see editor.display_check)."""
    from editor.display_check import begin_window_check as begin
    return begin()


def _genre_verbs() -> dict[str, str]:
    from genres.registry import genre_verbs
    return genre_verbs()


def _dispatch(argv: list[str]) -> int:
    if argv and argv[0] in OTHER_COMMANDS:
        import importlib
        return importlib.import_module(OTHER_COMMANDS[argv[0]]).run(argv[1:])
    if argv and (argv[0] in CLI_COMMANDS or argv[0] in HELP_FLAGS):
        from editor.cli import run_cli
        return run_cli(argv)
    if argv and looks_like_a_mistyped_command(argv[0]):
        genre_verbs = _genre_verbs()
        if argv[0] in genre_verbs:
            import importlib
            return importlib.import_module(genre_verbs[argv[0]]).run(argv[1:])
        verbs = ", ".join(CLI_COMMANDS + tuple(OTHER_COMMANDS) + tuple(genre_verbs))
        print(f"puzzlewright: unknown command {argv[0]!r} (commands: {verbs}); "
              "to open a file, give its path", file=sys.stderr)
        return 3
    window_problem = begin_window_check()
    from editor.app import run_gui      # Qt's widgets load while ldd runs
    problem = window_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_NO_WINDOW
    return run_gui(argv)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
