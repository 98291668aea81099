#!/usr/bin/env python3
"""Build Puzzlewright as a standalone one-folder application (PyInstaller).

    pip install ".[packaging]"
    python packaging/build.py [--dist DIR] [--work DIR] [--clean]

The result is DIR/puzzlewright/ (default dist/puzzlewright/): the
`puzzlewright` program, which needs no Python installed, with its libraries in
_internal/, the desktop entry and icons in share/, and install-desktop-entry.sh.
Prints the build time and the folder's size; the size budget is 200 MB.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SPEC = os.path.join(HERE, "puzzlewright.spec")
APP = "puzzlewright"
SIZE_BUDGET_MB = 200.0


def folder_size(path: str) -> int:
    """Bytes in the files under ``path`` (symbolic links counted as links)."""
    total = 0
    for folder, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(folder, name)).st_size
    return total


def add_desktop_files(bundle: str) -> None:
    """The desktop entry, the icon theme and the script that installs both."""
    from render_icons import render_theme   # beside this file

    render_theme(os.path.join(bundle, "share", "icons"))
    apps = os.path.join(bundle, "share", "applications")
    os.makedirs(apps, exist_ok=True)
    shutil.copy(os.path.join(HERE, "puzzlewright.desktop"), apps)
    shutil.copy(os.path.join(HERE, "install-desktop-entry.sh"), bundle)
    os.chmod(os.path.join(bundle, "install-desktop-entry.sh"), 0o755)


def build_kernels() -> bool:
    """Build the optional compiled kernels (the Gates AI's, the region checks') into this checkout
    (the spec takes the app from here, not from site-packages); without Cython or a compiler the
    bundle runs their pure-Python loops."""
    try:
        import Cython  # noqa: F401
    except ImportError:
        print("build: Cython is not installed; the bundle runs without its compiled kernels "
              "(pip install \".[packaging]\")", file=sys.stderr)
        return False
    done = subprocess.run([sys.executable, "setup.py", "--quiet", "build_ext", "--inplace"], cwd=ROOT)
    if done.returncode != 0:
        print("build: the compiled kernels did not build; the bundle runs without them",
              file=sys.stderr)
    return done.returncode == 0


def build(dist: str, work: str, clean: bool = False) -> str:
    """Run PyInstaller and add the desktop files; returns the bundle's folder.
    Raises RuntimeError when PyInstaller fails."""
    build_kernels()
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", dist, "--workpath", work]
    if clean:
        command.append("--clean")
    result = subprocess.run(command + [SPEC], cwd=ROOT)
    if result.returncode != 0:
        raise RuntimeError(f"PyInstaller failed (exit code {result.returncode})")
    bundle = os.path.join(dist, APP)
    strip_debug_symbols(bundle)
    add_desktop_files(bundle)
    return bundle


# Every shared library loses its debug and local symbols but numpy's bundled ones:
# `strip` corrupts numpy's OpenBLAS ("ELF load command address/offset not
# page-aligned"), so PyInstaller's all-or-nothing strip option stays off and
# numpy.libs/ is left as auditwheel made it.  Stripping the rest (libpython,
# python-sat's solvers, the standard library's extension modules) saves about
# 17 MB (--strip-unneeded keeps the dynamic symbols the loader needs).
KEEP_SYMBOLS_UNDER = ("numpy.libs",)


def strippable(path: str, bundle: str) -> bool:
    name = os.path.basename(path)
    parts = os.path.relpath(path, bundle).split(os.sep)
    return (".so" in name and not os.path.islink(path)
            and not any(part in KEEP_SYMBOLS_UNDER for part in parts))


def strip_debug_symbols(bundle: str) -> None:
    strip = shutil.which("strip")
    if strip is None:
        print("build: no `strip` found; the folder keeps its debug symbols", file=sys.stderr)
        return
    for folder, _dirs, files in os.walk(bundle):
        for name in files:
            path = os.path.join(folder, name)
            if strippable(path, bundle):
                subprocess.run([strip, "--strip-unneeded", path], check=False,
                               stderr=subprocess.DEVNULL)


def largest_files(bundle: str, count: int = 15) -> list[tuple[int, str]]:
    """The ``count`` biggest files, for a report when the folder is over budget."""
    sizes = []
    for folder, _dirs, files in os.walk(bundle):
        for name in files:
            path = os.path.join(folder, name)
            sizes.append((os.lstat(path).st_size, os.path.relpath(path, bundle)))
    return sorted(sizes, reverse=True)[:count]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", default=os.path.join(ROOT, "dist"),
                        help="where the application folder goes (default: dist/)")
    parser.add_argument("--work", default=os.path.join(ROOT, "build", "pyinstaller"),
                        help="PyInstaller's scratch folder (default: build/pyinstaller/)")
    parser.add_argument("--clean", action="store_true",
                        help="empty PyInstaller's caches first")
    args = parser.parse_args()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("build: PyInstaller is not installed; run: pip install \".[packaging]\"",
              file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        bundle = build(os.path.abspath(args.dist), os.path.abspath(args.work), args.clean)
    except RuntimeError as e:
        print(f"build: {e}", file=sys.stderr)
        return 1
    seconds = time.monotonic() - started
    size_mb = folder_size(bundle) / 1e6
    verdict = "OK" if size_mb < SIZE_BUDGET_MB else "OVER BUDGET"
    print(f"built {bundle} in {seconds:.0f} s")
    print(f"size: {size_mb:.1f} MB (budget < {SIZE_BUDGET_MB:.0f} MB) {verdict}")
    if size_mb >= SIZE_BUDGET_MB:
        for size, name in largest_files(bundle):
            print(f"  {size / 1e6:6.1f} MB  {name}")
    print(f"run it: {os.path.join(bundle, APP)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
