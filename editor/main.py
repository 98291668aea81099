"""The `puzzlewright` command: the GUI, or a command-line verb for batch work."""
from __future__ import annotations

import os
import sys

CLI_COMMANDS = ("solve", "check", "export", "convert")
# Verbs with a module of their own (imported only when used).
OTHER_COMMANDS = {"gates-match": "editor.gates_cli"}
# Asking for help goes to the command-line parser, which lists the verbs too.
HELP_FLAGS = ("-h", "--help")


def looks_like_a_mistyped_command(word: str) -> bool:
    """A bare word that names no file (``puzzlewright slove``): the user meant a
    command, and a window complaining about a missing file would only puzzle them."""
    return (word.isidentifier() or word.replace("-", "_").isidentifier()) \
        and not os.path.exists(word)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in OTHER_COMMANDS:
        import importlib
        return importlib.import_module(OTHER_COMMANDS[argv[0]]).run(argv[1:])
    if argv and (argv[0] in CLI_COMMANDS or argv[0] in HELP_FLAGS):
        from editor.cli import run_cli
        return run_cli(argv)
    if argv and looks_like_a_mistyped_command(argv[0]):
        verbs = ", ".join(CLI_COMMANDS + tuple(OTHER_COMMANDS))
        print(f"puzzlewright: unknown command {argv[0]!r} (commands: {verbs}); "
              "to open a file, give its path", file=sys.stderr)
        return 3
    from editor.app import run_gui
    return run_gui(argv)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
