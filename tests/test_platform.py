"""The command on a real machine: closed pipes end quietly, and a machine that
cannot open a window says why in one line (missing X11 libraries, no display)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

import editor.main
from editor import display_check
from editor.display_check import (debian_package, missing_libraries, missing_libraries_message,
                                  platform_will_be_xcb, window_problem)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "resources", "examples", "circumnavi-01.json")

# What ldd printed for PySide6 6.11's libqxcb.so on a Debian machine without
# libxcb-icccm4 and libxcb-keysyms1 (ldd repeats a library per dependant).
LDD_MISSING_TWO = """\
\tlinux-vdso.so.1 (0x00007ffd4f5f2000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f0c1c000000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f0c1bf00000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f0c1c5a0000)
"""
LDD_ALL_THERE = """\
\tlibxcb-icccm.so.4 => /lib/x86_64-linux-gnu/libxcb-icccm.so.4 (0x00007f0c1bf00000)
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f0c1b000000)
"""

X11_DESKTOP = {"DISPLAY": ":0", "XDG_SESSION_TYPE": "x11"}


# ----- which libraries, which packages ----------------------------------------
def test_ldd_not_found_lines_name_each_missing_library_once():
    assert missing_libraries(LDD_MISSING_TWO) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert missing_libraries(LDD_ALL_THERE) == []


def test_the_message_names_the_libraries_and_the_exact_apt_line():
    message = missing_libraries_message(missing_libraries(LDD_MISSING_TWO))
    assert message == ("puzzlewright: cannot open a window: missing system libraries "
                       "libxcb-icccm.so.4, libxcb-keysyms.so.1; install them with: "
                       "sudo apt-get install -y libxcb-icccm4 libxcb-keysyms1")
    assert "\n" not in message


@pytest.mark.parametrize("soname, package", [
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
    # not in the table: Debian's naming rule
    ("libxcb-foo.so.2", "libxcb-foo2"),
    ("libbar5.so.1", "libbar5-1"),
])
def test_each_library_maps_to_its_debian_package(soname, package):
    assert debian_package(soname) == package


def test_libraries_from_one_package_are_installed_once():
    message = missing_libraries_message(["libxcb-util.so.1", "libxcb-util.so.1"])
    assert message.endswith("sudo apt-get install -y libxcb-util1")


# ----- when to ask at all -----------------------------------------------------
@pytest.mark.parametrize("env, xcb", [
    ({"DISPLAY": ":0"}, True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
    ({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, False),
    ({"XDG_SESSION_TYPE": "wayland"}, False),
    ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, True),
])
def test_the_check_runs_only_where_qt_will_use_x11(env, xcb):
    assert platform_will_be_xcb(env) is xcb


def test_missing_libraries_are_reported_from_ldd_of_the_xcb_plugin():
    asked = []

    def fake_ldd(path):
        asked.append(path)
        return LDD_MISSING_TWO

    problem = window_problem(X11_DESKTOP, ldd=fake_ldd, plugin=lambda: "/qt/libqxcb.so",
                             platform="linux", answers=lambda n: True)
    assert asked == ["/qt/libqxcb.so"]
    assert "libxcb-icccm4 libxcb-keysyms1" in problem
    assert window_problem(X11_DESKTOP, ldd=lambda p: LDD_ALL_THERE,
                          plugin=lambda: "/qt/libqxcb.so", platform="linux",
                          answers=lambda n: True) is None


def test_no_display_at_all_is_one_clear_line():
    problem = window_problem({}, ldd=lambda p: pytest.fail("no need to look at libraries"),
                             plugin=lambda: "/qt/libqxcb.so", platform="linux")
    assert problem.startswith("puzzlewright: cannot open a window: no display")
    assert "xvfb-run" in problem


def test_other_platforms_and_offscreen_leave_it_to_qt():
    def never(path):
        pytest.fail("ldd must not run")
    assert window_problem(X11_DESKTOP, ldd=never, plugin=lambda: "x", platform="darwin") is None
    assert window_problem({"QT_QPA_PLATFORM": "offscreen"}, ldd=never, plugin=lambda: "x",
                          platform="linux") is None


def test_the_xcb_plugin_of_this_pyside6_is_found_without_starting_qt():
    path = display_check.xcb_plugin_path()
    if sys.platform.startswith("linux"):
        assert path is not None and path.endswith("libqxcb.so") and os.path.exists(path)


def test_the_command_prints_the_problem_and_exits_3_before_any_window(monkeypatch, capsys):
    import editor.app
    monkeypatch.setattr(editor.app, "run_gui", lambda argv: pytest.fail("Qt was started"))
    monkeypatch.setattr(editor.main, "begin_window_check",
                        lambda: lambda: missing_libraries_message(["libxcb-cursor.so.0"]))
    assert editor.main.main([]) == 3
    err = capsys.readouterr().err
    assert err.strip() == ("puzzlewright: cannot open a window: missing system libraries "
                           "libxcb-cursor.so.0; install them with: sudo apt-get install -y "
                           "libxcb-cursor0")


def test_the_background_check_gives_the_same_answer_as_the_direct_one():
    from editor.display_check import begin_window_check
    for env in (X11_DESKTOP, {}, {"QT_QPA_PLATFORM": "offscreen"}):
        assert begin_window_check(env)() == window_problem(env)


@pytest.mark.parametrize("display, number", [
    (":0", 0), (":17.0", 17), ("unix:3", 3), ("localhost:10.0", None), ("host.example:0", None)])
def test_local_displays_are_recognised(display, number):
    assert display_check.local_display_number(display) == number


def test_a_display_nobody_listens_on_is_named(tmp_path):
    free = next(n for n in range(300, 400) if not display_check.x_server_answers(n)
                and not os.path.exists(f"/tmp/.X{n}-lock"))
    problem = window_problem({"DISPLAY": f":{free}"}, ldd=lambda p: pytest.fail("too early"),
                             plugin=lambda: "/qt/libqxcb.so", platform="linux")
    assert problem == (f"puzzlewright: cannot open a window: no X server answers on display "
                       f":{free}; start one (Xvfb :{free} &) or run under xvfb-run puzzlewright")
    # A remote display is left to Qt: only a real connection can tell.
    assert window_problem({"DISPLAY": "far.example:0"}, ldd=lambda p: LDD_ALL_THERE,
                          plugin=lambda: "/qt/libqxcb.so", platform="linux") is None


def test_readme_and_ci_install_what_the_window_needs():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    apt_line = next(line for line in readme.splitlines()
                    if line.startswith("sudo apt-get install -y libxcb"))
    assert apt_line.split()[4:] == list(display_check.README_APT_PACKAGES)
    for package in display_check.README_APT_PACKAGES:
        if package.startswith(("libxcb-cursor", "libxcb-icccm", "libxcb-keysyms")):
            assert package in apt_line
    with open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8") as f:
        ci = f.read()
    for soname, package in display_check.DEBIAN_PACKAGES.items():
        if soname.startswith("libxcb-") and package in display_check.README_APT_PACKAGES:
            assert f"{soname} {package}" in ci, package
    assert "missing+=(xvfb)" in ci


def test_a_real_run_without_a_display_says_so_and_exits_3(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    env.update(PYTHONPATH=ROOT, XDG_CONFIG_HOME=str(tmp_path))
    if not sys.platform.startswith("linux"):
        pytest.skip("the display check is for Linux")
    done = subprocess.run([sys.executable, "-m", "editor", EXAMPLE], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 3
    assert done.stderr.strip().startswith("puzzlewright: cannot open a window: no display")
    assert "Traceback" not in done.stderr and "core dumped" not in done.stderr


# ----- closed pipes -----------------------------------------------------------
def _run_into_a_closed_pipe(args, tmp_path):
    """Run ``puzzlewright ARGS`` with stdout a pipe whose reader is already gone,
    so the first write fails however fast the command is."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    env = dict(os.environ, PYTHONPATH=ROOT, XDG_CONFIG_HOME=str(tmp_path),
               QT_QPA_PLATFORM="offscreen")
    try:
        return subprocess.run([sys.executable, "-m", "editor", *args], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env, timeout=120)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args", [
    ["solve", EXAMPLE],
    ["check", EXAMPLE],
    ["--help"],
    ["solve", "--help"],
    ["gates-match", "--size", "3", "--games", "1", "--seconds", "0.02", "--seed", "1"],
], ids=["solve", "check", "help", "solve-help", "gates-match"])
def test_every_verb_ends_quietly_when_its_reader_has_gone(args, tmp_path):
    done = _run_into_a_closed_pipe(args, tmp_path)
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr
    assert done.stderr == ""
    if "--help" in args:
        # argparse swallows write errors of its own help text, so whether the
        # closed pipe is noticed (141) or not (0) depends on buffering; quiet either way.
        assert done.returncode in (0, editor.main.EXIT_BROKEN_PIPE)
    else:
        assert done.returncode == editor.main.EXIT_BROKEN_PIPE


@pytest.mark.parametrize("verb", ["export", "convert"])
def test_file_writing_verbs_end_quietly_with_a_closed_stdout(verb, tmp_path):
    out = tmp_path / ("out.svg" if verb == "export" else "out.json")
    done = _run_into_a_closed_pipe([verb, EXAMPLE, str(out)], tmp_path)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode in (0, editor.main.EXIT_BROKEN_PIPE)
    assert out.exists()


@pytest.mark.skipif(not os.path.exists("/bin/sh"), reason="needs a POSIX shell")
def test_solve_piped_into_head_prints_one_line_and_no_traceback(tmp_path):
    env = dict(os.environ, PYTHONPATH=ROOT, XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run(f'"{sys.executable}" -m editor solve "{EXAMPLE}" | head -1',
                          shell=True, capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120)
    assert done.stdout.strip() in ("unique", "multiple", "none")
    assert "Traceback" not in done.stderr
