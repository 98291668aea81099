"""The `puzzlewright` command: the GUI, or a command-line verb for batch work."""
from __future__ import annotations

import sys

CLI_COMMANDS = ("solve", "check", "export", "convert")
# Verbs with a module of their own (imported only when used).
OTHER_COMMANDS = {"gates-match": "editor.gates_cli"}
# Asking for help goes to the command-line parser, which lists the verbs too.
HELP_FLAGS = ("-h", "--help")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in OTHER_COMMANDS:
        import importlib
        return importlib.import_module(OTHER_COMMANDS[argv[0]]).run(argv[1:])
    if argv and (argv[0] in CLI_COMMANDS or argv[0] in HELP_FLAGS):
        from editor.cli import run_cli
        return run_cli(argv)
    from editor.app import run_gui
    return run_gui(argv)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
