"""The real window, as ``puzzlewright FILE`` opens it, on a private X server.

Every other GUI test runs Qt offscreen, which never loads the X11 (xcb)
platform: a machine missing libxcb-cursor0 passes them all and still cannot
open the window.  This test starts Xvfb, runs ``python -m editor EXAMPLE`` on
it, waits for the first paint and reads the screen from Xvfb's framebuffer
file (``-fbdir``, an XWD image read here without ImageMagick).  Outside CI it
is skipped when Xvfb is not installed; in CI (CI=true) that is a failure:
.ci/run installs xvfb.
"""
from __future__ import annotations

import os
import shutil
import signal
import struct
import subprocess
import sys
import time

import pytest

from editor.display_check import window_problem

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "resources", "examples", "corral-01.json")
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
SCREEN = (1024, 768)


def _unavailable(reason: str) -> None:
    if IN_CI:
        pytest.fail(f"{reason} (CI must run the real window: see .ci/run)")
    pytest.skip(reason)


def _free_display() -> int:
    for number in range(90, 190):
        if not (os.path.exists(f"/tmp/.X{number}-lock")
                or os.path.exists(f"/tmp/.X11-unix/X{number}")):
            return number
    raise RuntimeError("no free X display number from :90 to :189")


def read_xwd(path: str) -> tuple[int, int, int, bytes]:
    """(width, height, bytes per line, pixel data) of a ZPixmap XWD file, the
    format Xvfb's -fbdir keeps its screen in."""
    with open(path, "rb") as f:
        data = f.read()
    header = struct.unpack(">25I", data[:100])
    header_size, width, height = header[0], header[4], header[5]
    bytes_per_line, ncolors = header[12], header[19]
    start = header_size + 12 * ncolors
    return width, height, bytes_per_line, data[start:start + bytes_per_line * height]


def distinct_colours(path: str, bytes_per_pixel: int = 4, step: int = 3) -> int:
    width, height, stride, pixels = read_xwd(path)
    seen = set()
    for y in range(0, height, step):
        row = pixels[y * stride:(y + 1) * stride]
        for x in range(0, width, step):
            seen.add(row[x * bytes_per_pixel:(x + 1) * bytes_per_pixel])
    return len(seen)


def _stop(process: subprocess.Popen | None) -> None:
    if process is None or process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)


def test_the_real_window_opens_on_x11_and_paints_the_puzzle(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("Xvfb is an X11 server for Linux")
    xvfb_binary = shutil.which("Xvfb")
    if xvfb_binary is None:
        _unavailable("Xvfb is not installed (apt-get install xvfb)")
    number = _free_display()
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    env.update(DISPLAY=f":{number}", PYTHONPATH=ROOT, XDG_CONFIG_HOME=str(tmp_path / "config"),
               PUZZLEWRIGHT_STARTUP_MARK=str(tmp_path / "painted"))
    fbdir = tmp_path / "fb"
    fbdir.mkdir()
    xvfb = app = None
    try:
        xvfb = subprocess.Popen(
            [xvfb_binary, f":{number}", "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
             "-fbdir", str(fbdir), "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        screen_file = fbdir / "Xvfb_screen0"
        # The socket can appear a moment before the framebuffer file (seen once
        # in a fresh-clone run): wait for both.
        while not (os.path.exists(f"/tmp/.X11-unix/X{number}") and screen_file.exists()):
            assert xvfb.poll() is None, "Xvfb exited at once"
            assert time.monotonic() < deadline, "Xvfb did not start within 10 s"
            time.sleep(0.05)
        blank = distinct_colours(str(screen_file))
        problem = window_problem(env)     # X11 libraries Qt needs (README's apt line)
        if problem is not None:
            _unavailable(problem)

        app = subprocess.Popen([sys.executable, "-m", "editor", EXAMPLE], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 30
        while not (tmp_path / "painted").exists():
            if app.poll() is not None:
                pytest.fail(f"the window did not open (exit {app.returncode}): "
                            f"{app.stderr.read()[-2000:]}")
            assert time.monotonic() < deadline, "no first paint within 30 s"
            time.sleep(0.1)
        # The first paint is in the window's back buffer; give the server a
        # moment to show it, then look at the screen as a person would.
        colours = 0
        deadline = time.monotonic() + 5
        while colours <= 16 and time.monotonic() < deadline:
            time.sleep(0.25)
            colours = distinct_colours(str(fbdir / "Xvfb_screen0"))
        assert blank <= 2
        assert colours > 16, f"the screen shows only {colours} colours: no window drawn"
        xdotool = shutil.which("xdotool")
        if xdotool:
            found = subprocess.run([xdotool, "search", "--name", "Puzzlewright"], env=env,
                                   capture_output=True, text=True, timeout=10)
            assert found.stdout.strip(), "no window titled Puzzlewright"
    finally:
        _stop(app)
        _stop(xvfb)
