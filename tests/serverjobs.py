"""Module-level handlers for tests/test_childserver.py (the child imports them by name)."""
from __future__ import annotations

import os
import time

_kept: list[int] = []     # lives in the child between requests


def keep(request, report, stop):
    """("add", n): remember n, answer everything remembered so far; ("spin",): count until
    asked to stop; ("fail",): a readable failure; ("pid",): the child's process id;
    ("deaf",): never listen to stop."""
    kind = request[0]
    if kind == "add":
        _kept.append(request[1])
        return list(_kept)
    if kind == "spin":
        count = 0
        while not stop():
            count += 1
            report(count)
        return count
    if kind == "fail":
        raise ValueError("the request is broken")
    if kind == "pid":
        return os.getpid()
    if kind == "deaf":
        report("started")
        while True:
            time.sleep(0.01)
    raise ValueError(f"unknown request {kind!r}")
