"""Root parallelism: the second core searches the same position, and the roots' statistics add up.

Issue #18 asks the computer to use the machine's second core.  Each helper is a fork of the
searching process taken just before the search loop, so it starts from the same root -- and the
same kept subtree, when the search continues one -- and searches it with a random stream of its
own; when the search ends the helpers send back their root's visits and wins, less what the root
held at the fork (that part the searching process already has), and the move is chosen on the
sums.  Forking shares the tree copy-on-write, so a helper starts in a millisecond or two and
costs only the memory it writes.

Helpers stop when the search does (a shared flag), and on their own as soon as the process that
forked them is gone (the window killed the thinker on cancel or close): a helper never outlives
its search.  Where there is no fork (Windows) the search stays on one core.

Determinism: with a fixed number of playouts, each helper runs its share from a seed drawn from
the search's random stream, so a seeded search gives the same move every time.
"""
from __future__ import annotations

import mmap
import os
import pickle
import random
import select
import signal
import struct
import sys
import time
from typing import Callable

import numpy as np

FINISH_SECONDS = 5.0         # a helper told to stop that has not answered by then is killed
_live: set[int] = set()      # helpers started and not yet reaped (tests look)


def default_workers() -> int:
    """Processes a computer's search uses: two where there are two cores and fork, else one."""
    return 2 if (os.cpu_count() or 1) > 1 and hasattr(os, "fork") and sys.platform != "win32" else 1


def live_helpers() -> set[int]:
    return set(_live)


class Helpers:
    """Helper processes searching one root; `merge(n, w)` adds their statistics to the root's."""

    def __init__(self, count: int, run: Callable[[random.Random, Callable[[], bool]], tuple[np.ndarray, np.ndarray, int]],
                 seeds: list[int], *, to_the_end: bool = False):
        """`to_the_end`: the helpers run their fixed share of playouts whatever the search does
        (determinism); else they stop with it."""
        self._to_the_end = to_the_end
        self._flag = mmap.mmap(-1, 1)           # anonymous and shared: 1 = stop
        self._helpers: list[tuple[int, int]] = []    # (pid, read end of its pipe)
        for seed in seeds[:count]:
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:                        # the helper
                code = 1
                try:
                    os.close(read)
                    code = self._helper(run, seed, write)
                finally:
                    os._exit(code)
            os.close(write)
            _live.add(pid)
            self._helpers.append((pid, read))

    def _helper(self, run, seed: int, write: int) -> int:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        parent = os.getppid()
        # A session of its own: where the kernel groups processes by session for the scheduler
        # (Linux autogroup), a helper in its parent's session only splits the parent's share of
        # the CPU -- measured on a busy machine, two workers then ran fewer playouts than one.
        try:
            os.setsid()
        except OSError:
            pass
        flag = self._flag

        def stop() -> bool:
            return (flag[0] == 1 and not self._to_the_end) or os.getppid() != parent
        n, w, playouts = run(random.Random(seed), stop)
        data = pickle.dumps((n, w, playouts), protocol=pickle.HIGHEST_PROTOCOL)
        payload = struct.pack("<Q", len(data)) + data
        view = memoryview(payload)
        while view:
            view = view[os.write(write, view):]
        os.close(write)
        return 0

    def finish(self) -> tuple[list[tuple[np.ndarray, np.ndarray]], int]:
        """Stop the helpers and collect (visits, wins) of each root, and their playouts in all.
        A helper that failed adds nothing."""
        self._flag[0] = 1
        found, playouts = [], 0
        # (a fixed share of playouts is waited for: determinism; a helper still stops with its parent)
        give_up = float("inf") if self._to_the_end else time.monotonic() + FINISH_SECONDS
        for pid, read in self._helpers:
            try:
                data = _read_all(read, give_up)
                if data is None:            # stuck: its statistics are not worth a hung move
                    _kill(pid)
                    continue
                if len(data) >= 8:
                    size = struct.unpack("<Q", data[:8])[0]
                    if len(data) == 8 + size:
                        n, w, count = pickle.loads(data[8:])
                        found.append((n, w))
                        playouts += count
            except Exception:       # a broken helper only loses its statistics
                pass
            finally:
                os.close(read)
                _reap(pid)
        self._helpers = []
        return found, playouts

    def kill(self) -> None:
        """Stop at once (the search failed or was interrupted)."""
        self._flag[0] = 1
        for pid, read in self._helpers:
            _kill(pid)
            os.close(read)
            _reap(pid)
        self._helpers = []


def _read_all(fd: int, give_up: float) -> bytes | None:
    """All a helper sends, or None when it has not finished by `give_up` (time.monotonic())."""
    chunks = []
    while True:
        wait = None if give_up == float("inf") else max(0.0, give_up - time.monotonic())
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return None
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _reap(pid: int) -> None:
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    _live.discard(pid)
