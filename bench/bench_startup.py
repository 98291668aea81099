"""How long from launching `python -m editor` to the main window's first paint.

    python bench/bench_startup.py [--runs N] [FILE]

Each run starts a fresh interpreter with QT_QPA_PLATFORM=offscreen and
PUZZLEWRIGHT_STARTUP_MARK naming a temporary file; the editor writes the time
of its first paint there (editor/app.py).  The run is then ended.  Prints every
run and the median; the target is under 2 seconds.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

TARGET_SECONDS = 2.0
TIMEOUT_SECONDS = 30.0
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def one_run(extra_args: list[str]) -> float:
    with tempfile.TemporaryDirectory(prefix="pw-bench-") as folder:
        mark = os.path.join(folder, "painted")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PUZZLEWRIGHT_STARTUP_MARK=mark,
                   XDG_CONFIG_HOME=folder)   # fresh settings: no restored window state
        started = time.time()
        proc = subprocess.Popen([sys.executable, "-m", "editor", *extra_args], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            while not os.path.exists(mark) or os.path.getsize(mark) == 0:
                if proc.poll() is not None:
                    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                    raise RuntimeError(f"the editor exited early (code {proc.returncode}):\n{err}")
                if time.time() - started > TIMEOUT_SECONDS:
                    raise RuntimeError(f"no paint within {TIMEOUT_SECONDS:.0f} s")
                time.sleep(0.005)
            with open(mark, encoding="utf-8") as f:
                painted = float(f.read().strip())
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        return painted - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("file", nargs="?", help="a puzzle to open (default: the bundled example)")
    args = parser.parse_args()
    extra = [args.file] if args.file else []
    times = []
    for i in range(args.runs):
        t = one_run(extra)
        times.append(t)
        print(f"run {i + 1}: {t:.3f} s")
    median = statistics.median(times)
    verdict = "OK" if median < TARGET_SECONDS else "TOO SLOW"
    print(f"median startup to first paint: {median:.3f} s (target < {TARGET_SECONDS:.0f} s) {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
