"""Module-level jobs for tests/test_childproc.py (a child process imports them by name)."""
from __future__ import annotations

import time


def count_up(n: int, report) -> int:
    for i in range(1, n + 1):
        report(i)
    return n


def fail(report) -> None:
    raise ValueError("the encoding is broken")


def hog_memory(report) -> int:
    blocks = []
    while True:                        # until the budget says no
        blocks.append(bytearray(64 * 1024 * 1024))


def sleep_forever(report) -> None:
    report("started")
    while True:
        time.sleep(0.01)
