"""Checks on child processes the tests start (Linux: they read /proc)."""
from __future__ import annotations

import os


def gone(pid: int) -> bool:
    """The process has ended: no such process, or a zombie not yet reaped (its
    parent has not collected it, but it runs no more).  /proc's stat line has
    the process's name in brackets, which may hold spaces: the state is the
    first field after them."""
    try:
        os.kill(pid, 0)
    except OSError:
        return True
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True
