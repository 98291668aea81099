"""Progress from a child process: throttled, yet the last line of a burst
reaches the window without waiting for the next report."""
from __future__ import annotations

import time

from genres.core.childproc import _Reporter


class _Pipe:
    def __init__(self):
        self.sent = []

    def send(self, message):
        self.sent.append(message)


def test_the_last_report_of_a_burst_is_sent_once_the_interval_has_passed():
    """A grading's steps, then "Attempt 2: building a puzzle" at once, then a
    long silence: the building line is sent within the interval, not held
    back until the next report (it used to stay unsent for minutes)."""
    pipe = _Pipe()
    report = _Reporter(pipe, interval=0.05)
    for n in range(20):
        report(f"grading, step {n}")
    report("Attempt 2: building a puzzle")
    assert pipe.sent[-1] != ("progress", "Attempt 2: building a puzzle")   # throttled
    time.sleep(0.3)
    assert pipe.sent[-1] == ("progress", "Attempt 2: building a puzzle")
    assert len(pipe.sent) == 2          # the first report, and the last held back
    report.flush()
    assert len(pipe.sent) == 2          # nothing left to flush


def test_flush_sends_what_is_held_back_at_once_and_only_once():
    pipe = _Pipe()
    report = _Reporter(pipe, interval=10.0, head=(7,))
    report("first")
    report("second")
    report.flush()
    time.sleep(0.05)
    assert pipe.sent == [("progress", 7, "first"), ("progress", 7, "second")]
