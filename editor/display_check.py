"""Can this machine open a window?  Asked before the QApplication exists.

Qt 6.5+ needs X11 libraries (libxcb-cursor0, libxcb-icccm4, ...) that pip cannot
install.  When one is missing, Qt prints "Could not load the Qt platform plugin
"xcb" ... even though it was found" and aborts with a core dump: the message
names neither the library nor the fix.  So before starting Qt we ask ``ldd``
which libraries Qt's own xcb plugin cannot find and name them, with the one
``apt-get`` line that installs them.  Nothing here imports Qt's GUI modules:
loading the plugin is exactly what would fail.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

EXIT_NO_WINDOW = 3
PREFIX = "puzzlewright: cannot open a window"

# Shared libraries Qt's xcb platform loads (Qt's "X11 Requirements" page and
# ``ldd libqxcb.so``), with the Debian/Ubuntu package providing each.
DEBIAN_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-util.so.0": "libxcb-util0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libXext.so.6": "libxext6",
    "libXrender.so.1": "libxrender1",
    "libXi.so.6": "libxi6",
    "libSM.so.6": "libsm6",
    "libICE.so.6": "libice6",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}

# The one apt line the README gives for a fresh Debian/Ubuntu desktop: every
# library above that a desktop may lack, plus a font for the clue numbers.
README_APT_PACKAGES = (
    "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0",
    "libxcb-render-util0", "libxcb-xkb1", "libxkbcommon-x11-0", "libxcb-shape0",
    "libxcb-randr0", "libxcb-util1", "libegl1", "libgl1", "libfontconfig1",
    "libdbus-1-3", "fonts-dejavu-core",
)

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$")
_SONAME = re.compile(r"^(lib.+?)\.so\.(\d+)")


def debian_package(soname: str) -> str:
    """The Debian/Ubuntu package holding ``soname``; for a library not in the
    table, Debian's naming rule (``libfoo.so.3`` -> ``libfoo3``, a dash
    before the version when the name ends in a digit)."""
    if soname in DEBIAN_PACKAGES:
        return DEBIAN_PACKAGES[soname]
    m = _SONAME.match(soname)
    if not m:
        return soname.lower()
    stem, version = m.group(1).lower(), m.group(2)
    return f"{stem}-{version}" if stem[-1].isdigit() else f"{stem}{version}"


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries ``ldd`` reports "not found", each once, in ldd's order."""
    found: list[str] = []
    for line in ldd_output.splitlines():
        m = _NOT_FOUND.match(line)
        if m and m.group(1) not in found:
            found.append(m.group(1))
    return found


def missing_libraries_message(missing: list[str]) -> str:
    """The one line telling the person what is missing and how to install it."""
    packages: list[str] = []
    for lib in missing:
        pkg = debian_package(lib)
        if pkg not in packages:
            packages.append(pkg)
    return (f"{PREFIX}: missing system libraries {', '.join(missing)}; "
            f"install them with: sudo apt-get install -y {' '.join(packages)}")


def xcb_plugin_path() -> str | None:
    """PySide6's xcb platform plugin, found from the package folder (without
    creating a QApplication, which would try to load it)."""
    try:
        import PySide6
    except ImportError:
        return None
    base = os.path.dirname(PySide6.__file__)
    for candidate in (os.path.join(base, "Qt", "plugins", "platforms", "libqxcb.so"),
                      os.path.join(base, "plugins", "platforms", "libqxcb.so")):
        if os.path.exists(candidate):
            return candidate
    return None


def run_ldd(path: str) -> str:
    """``ldd path``'s output, or "" when ldd is not there or fails (we then
    leave the diagnosis to Qt rather than guess)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return ""
    try:
        done = subprocess.run([ldd, path], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout


def platform_will_be_xcb(environ=os.environ) -> bool:
    """Whether Qt will pick its X11 (xcb) platform on this Linux machine:
    asked for by QT_QPA_PLATFORM, or the default on a non-Wayland session."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    wayland = environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland"
    return not wayland


def local_display_number(display: str) -> int | None:
    """N of a local display ":N" or ":N.S" (unix:N too); None for a remote
    one (host:N, ssh's localhost:10), which only a real connection can test."""
    m = re.fullmatch(r"(?:unix)?:(\d+)(?:\.\d+)?", display)
    return int(m.group(1)) if m else None


def x_server_answers(number: int) -> bool:
    """Whether an X server listens on local display ``number`` (its Unix socket,
    named or abstract; connecting needs no authorisation)."""
    import socket
    path = f"/tmp/.X11-unix/X{number}"
    for address in (path, "\0" + path):
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                s.settimeout(2)
                s.connect(address)
                return True
        except OSError:
            continue
    return False


def _without_ldd(environ, platform: str, answers=x_server_answers) -> tuple[bool, str | None]:
    """(decided, problem): what can be said before asking ldd."""
    if not platform.startswith("linux") or not platform_will_be_xcb(environ):
        return True, None
    if not environ.get("DISPLAY"):
        if environ.get("QT_QPA_PLATFORM"):
            why = "QT_QPA_PLATFORM asks for xcb but DISPLAY is not set"
        else:
            why = "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"
        return True, (f"{PREFIX}: {why}; run it in a desktop session or under a virtual "
                      "display (xvfb-run puzzlewright)")
    display = environ["DISPLAY"]
    number = local_display_number(display)
    if number is not None and not answers(number):
        return True, (f"{PREFIX}: no X server answers on display {display}; start one "
                      f"(Xvfb {display} &) or run under xvfb-run puzzlewright")
    return False, None


def window_problem(environ=os.environ, ldd=run_ldd, plugin=xcb_plugin_path,
                   platform: str = sys.platform, answers=x_server_answers) -> str | None:
    """One line saying why no window can open here, or None when Qt should try."""
    decided, problem = _without_ldd(environ, platform, answers)
    if decided:
        return problem
    path = plugin()
    if path is None:
        return None
    missing = missing_libraries(ldd(path))
    return missing_libraries_message(missing) if missing else None


def begin_window_check(environ=os.environ, platform: str = sys.platform):
    """Start :func:`window_problem` and return a function giving its answer:
    ldd (some 70 ms) runs while the caller imports Qt's widgets."""
    decided, problem = _without_ldd(environ, platform)
    path = None if decided else xcb_plugin_path()
    ldd = shutil.which("ldd")
    if decided or path is None or ldd is None:
        return lambda: problem
    try:
        process = subprocess.Popen([ldd, path], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
    except OSError:
        return lambda: None

    def answer() -> str | None:
        try:
            output, _ = process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            return None
        missing = missing_libraries(output)
        return missing_libraries_message(missing) if missing else None

    return answer
