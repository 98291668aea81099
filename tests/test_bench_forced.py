"""bench/bench_forced.py (issue #15's targets) runs and judges every bench puzzle
against a bar of its own; the figures themselves are measured, never asserted."""
from __future__ import annotations

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")


def test_every_bench_puzzle_has_a_bar_from_the_issue():
    sys.path.insert(0, BENCH)
    try:
        import bench_forced
    finally:
        sys.path.remove(BENCH)
    names = {f for f in os.listdir(bench_forced.DATA) if f.endswith(".json")}
    assert names and names == set(bench_forced.BARS)


def test_the_bench_prints_the_verdict_the_facts_and_the_bar_of_a_puzzle():
    done = subprocess.run([sys.executable, os.path.join(BENCH, "bench_forced.py"), "--repeat", "1",
                           "corral-10x10.json"], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=ROOT))
    assert done.returncode == 0, done.stderr
    row = next(line for line in done.stdout.splitlines() if "corral-10x10.json" in line)
    assert "unique, 100 forced" in row and "40ms" in row
