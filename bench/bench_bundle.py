"""The standalone build: its size, and how long the frozen program takes to
start (window painted; a command-line verb finished).

    python bench/bench_bundle.py [--runs N] [--bundle DIR]

DIR is the built folder (default dist/puzzlewright, made by
packaging/build.py).  Startup is timed as bench/bench_startup.py does it,
from launch to the first paint written to PUZZLEWRIGHT_STARTUP_MARK, with
QT_QPA_PLATFORM=offscreen and an environment without Python (no PYTHON*
variables, no virtualenv, PATH without any bin folder).  Targets: folder
under 200 MB, window painted in under 2 s.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE_BUDGET_MB = 200.0
STARTUP_TARGET_S = 2.0
TIMEOUT_S = 30.0


def folder_size(path: str) -> int:
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(folder, name)).st_size
    return total


def bare_env(home: str, **extra: str) -> dict[str, str]:
    """An environment in which no Python can be found: the frozen program must
    bring its own.  HOME and XDG_CONFIG_HOME are fresh, so no saved window
    layout is restored."""
    env = {"HOME": home, "XDG_CONFIG_HOME": home, "PATH": os.path.join(home, "no-bin"),
           "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    env.update(extra)
    return env


def time_gui(binary: str) -> float:
    with tempfile.TemporaryDirectory(prefix="pw-bundle-") as home:
        mark = os.path.join(home, "painted")
        started = time.time()
        proc = subprocess.Popen([binary], cwd=home, env=bare_env(home, PUZZLEWRIGHT_STARTUP_MARK=mark),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            while not os.path.exists(mark) or os.path.getsize(mark) == 0:
                if proc.poll() is not None:
                    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                    raise RuntimeError(f"the program exited early (code {proc.returncode}):\n{err}")
                if time.time() - started > TIMEOUT_S:
                    raise RuntimeError(f"no paint within {TIMEOUT_S:.0f} s")
                time.sleep(0.005)
            with open(mark, encoding="utf-8") as f:
                return float(f.read().strip()) - started
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def time_verb(binary: str, args: list[str]) -> float:
    with tempfile.TemporaryDirectory(prefix="pw-bundle-") as home:
        started = time.perf_counter()
        subprocess.run([binary, *args], cwd=home, env=bare_env(home), check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT_S)
        return time.perf_counter() - started


def report(name: str, times: list[float], target: float | None = None) -> None:
    median = statistics.median(times)
    runs = " ".join(f"{t:.2f}" for t in times)
    verdict = "" if target is None else (" OK" if median < target else " TOO SLOW")
    print(f"{name}: median {median:.3f} s (runs: {runs}){verdict}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle", default=os.path.join(ROOT, "dist", "puzzlewright"))
    args = parser.parse_args()
    binary = os.path.join(args.bundle, "puzzlewright")
    if not os.access(binary, os.X_OK):
        print(f"no built program at {binary}: run python packaging/build.py first", file=sys.stderr)
        return 2
    size_mb = folder_size(args.bundle) / 1e6
    print(f"folder size: {size_mb:.1f} MB (budget < {SIZE_BUDGET_MB:.0f} MB) "
          f"{'OK' if size_mb < SIZE_BUDGET_MB else 'OVER BUDGET'}")
    example = os.path.join(args.bundle, "_internal", "resources", "examples", "circumnavi-01.json")
    report("window painted after start", [time_gui(binary) for _ in range(args.runs)],
           STARTUP_TARGET_S)
    report("solve an example", [time_verb(binary, ["solve", example]) for _ in range(args.runs)])
    with tempfile.TemporaryDirectory(prefix="pw-bundle-") as out:
        png = os.path.join(out, "out.png")
        report("export an example to PNG",
               [time_verb(binary, ["export", example, png]) for _ in range(args.runs)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
