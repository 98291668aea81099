"""The standalone application: the desktop entry and icons it installs, and
(slow, minutes) the PyInstaller build itself, run the way a user without
Python would run it."""
from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import time

import pytest
from PySide6.QtGui import QColor, QImage

from editor.icon import ICON_NAME

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGING = os.path.join(ROOT, "packaging")
SIZE_BUDGET_BYTES = 200 * 10**6


def load_script(name: str):
    """One of packaging/'s scripts as a module (they are not a package; the
    unusual module names keep clear of any installed ``build``)."""
    if PACKAGING not in sys.path:
        sys.path.insert(0, PACKAGING)   # build.py imports render_icons from beside it
    spec = importlib.util.spec_from_file_location(f"puzzlewright_packaging_{name}",
                                                  os.path.join(PACKAGING, f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


render_icons = load_script("render_icons")
PNG_SIZES = render_icons.PNG_SIZES


def read_desktop_entry(path: str) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str   # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def distinct_colours(image: QImage, step: int = 1) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), step)
            for y in range(0, image.height(), step)}


# ----- desktop entry and icons (fast) ---------------------------------------------------------
def test_the_desktop_entry_launches_puzzlewright_with_its_icon():
    entry = read_desktop_entry(os.path.join(PACKAGING, "puzzlewright.desktop"))
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Puzzlewright"
    assert entry["Exec"].split()[0] == "puzzlewright"
    assert entry["Exec"].split()[1:] == ["%f"]    # a file handed over opens in the window
    assert entry["Icon"] == ICON_NAME
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")


def test_the_icon_is_rendered_at_every_size_the_desktop_asks_for(qapp, tmp_path):
    written = render_icons.render_theme(str(tmp_path))
    for size in PNG_SIZES:
        path = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        assert str(path) in written
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        # Rounded tile: the corners see through, the middle does not.
        assert QColor.fromRgba(image.pixel(0, 0)).alpha() == 0
        assert QColor.fromRgba(image.pixel(size // 2, size // 2)).alpha() == 255
        assert len(distinct_colours(image)) > 3
    svg = tmp_path / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    assert svg.read_bytes().lstrip().startswith(b"<?xml")


# ----- the build (slow) -------------------------------------------------------------------------
def bare_env(home: str, **extra: str) -> dict[str, str]:
    """No Python to be found: no PYTHON* variables, no virtualenv, and a PATH
    holding one empty folder.  Fresh HOME, so no saved settings either."""
    empty_bin = os.path.join(home, "empty-bin")
    os.makedirs(empty_bin, exist_ok=True)
    env = {"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config"),
           "XDG_DATA_HOME": os.path.join(home, ".local", "share"), "PATH": empty_bin,
           "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    env.update(extra)
    assert shutil.which("python3", path=env["PATH"]) is None
    assert shutil.which("python", path=env["PATH"]) is None
    return env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> str:
    """Build the application once for every slow test of this module."""
    pytest.importorskip("PyInstaller")
    build = load_script("build")

    out = tmp_path_factory.mktemp("standalone")
    started = time.monotonic()
    folder = build.build(str(out / "dist"), str(out / "work"))
    seconds = time.monotonic() - started
    print(f"\nstandalone build: {seconds:.0f} s, {build.folder_size(folder) / 1e6:.1f} MB")
    shutil.rmtree(out / "work", ignore_errors=True)   # PyInstaller's scratch files
    return folder


@pytest.fixture
def home(tmp_path) -> str:
    return str(tmp_path)


def run_app(bundle: str, home: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([os.path.join(bundle, "puzzlewright"), *args], cwd=home,
                          env=bare_env(home), capture_output=True, text=True, timeout=120)


def bundled_example(bundle: str, name: str = "circumnavi-01.json") -> str:
    path = os.path.join(bundle, "_internal", "resources", "examples", name)
    assert os.path.isfile(path), "the examples are not bundled"
    return path


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_program_exports_a_bundled_example_to_png(bundle, home, qapp):
    out = os.path.join(home, "out.png")
    result = run_app(bundle, home, "export", bundled_example(bundle), out)
    assert result.returncode == 0, result.stderr
    image = QImage(out)
    assert not image.isNull(), "not a PNG Qt can read"
    assert image.width() > 100 and image.height() > 100
    colours = distinct_colours(image, step=3)
    lightness = [QColor.fromRgb(c).lightness() for c in colours]
    assert min(lightness) < 60 and max(lightness) > 240   # ink on white paper
    assert len(colours) > 2


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_program_solves_a_bundled_example(bundle, home):
    result = run_app(bundle, home, "solve", bundled_example(bundle))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "unique"


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_program_checks_every_bundled_example_against_its_rules(bundle, home):
    # Every genre the registry loads by name made it into the build: a missing
    # genre module would read as "unknown genre" here.
    examples = sorted(os.listdir(os.path.dirname(bundled_example(bundle))))
    assert len([e for e in examples if e.endswith(".json")]) >= 2
    for name in examples:
        if name.endswith(".json"):
            result = run_app(bundle, home, "check", bundled_example(bundle, name))
            assert result.returncode in (0, 1), f"{name}: {result.stderr}"


def _gates_game_file(folder: str) -> str:
    """A fresh Y Gates game: opening it builds the Gates panel and its pyqtgraph
    plot, whose Qt modules are imported by name and so easily left out."""
    from genres.core import nativefile
    from genres.core.document import Document
    from genres.registry import get_genre

    gates = get_genre("gates")
    path = os.path.join(folder, "game.json")
    nativefile.save(Document(gates, gates.new_puzzle(5, 5, "y")), path)
    return path


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.parametrize("what", ["bundled example", "gates game"])
def test_the_built_program_opens_its_window(bundle, home, what):
    mark = os.path.join(home, "painted")
    args = [_gates_game_file(home)] if what == "gates game" else []
    proc = subprocess.Popen([os.path.join(bundle, "puzzlewright"), *args], cwd=home,
                            env=bare_env(home, PUZZLEWRIGHT_STARTUP_MARK=mark),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not (os.path.exists(mark) and os.path.getsize(mark) > 0):
            assert proc.poll() is None, proc.stderr.read().decode(errors="replace")
            assert time.monotonic() < deadline, "the window was never painted"
            time.sleep(0.05)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_folder_stays_under_200_mb(bundle):
    build = load_script("build")
    size = build.folder_size(bundle)
    biggest = "\n".join(f"{n / 1e6:6.1f} MB  {name}" for n, name in build.largest_files(bundle))
    assert size < SIZE_BUDGET_BYTES, f"{size / 1e6:.1f} MB; the biggest files:\n{biggest}"


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_folder_carries_the_compiled_kernels(bundle):
    # build.py compiles them into the checkout first (with Cython; CI has it), the spec bundles
    # the modules but not their sources: the Gates AI's and the region checks'
    pytest.importorskip("Cython")
    for package, module in (("gates", "_fastplayouts."), ("core", "_fastgraph.")):
        folder = os.path.join(bundle, "_internal", "genres", package)
        names = os.listdir(folder) if os.path.isdir(folder) else []
        assert any(name.startswith(module) and name.endswith(".so") for name in names), names
        assert not any(name.endswith((".pyx", ".c")) for name in names)


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_folder_carries_its_version_for_the_about_box(bundle):
    # importlib.metadata finds the version in the bundled metadata folder.
    internal = os.path.join(bundle, "_internal")
    assert any(name.startswith("puzzlewright") and name.endswith((".dist-info", ".egg-info"))
               for name in os.listdir(internal))


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_built_folder_carries_the_compiled_translations(bundle, qapp):
    """The .qm compiled at build time (no lrelease in the bundle) and Qt's own
    Japanese buttons; no other Qt translation."""
    from PySide6.QtCore import QTranslator
    internal = os.path.join(bundle, "_internal")
    catalogue = os.path.join(internal, "resources", "i18n", "editor_ja.qm")
    translator = QTranslator()
    assert translator.load(catalogue)
    assert translator.translate("WindowActions", "&File") == "ファイル(&F)"
    qt = os.path.join(internal, "PySide6", "Qt", "translations")
    assert sorted(os.listdir(qt)) == ["qtbase_ja.qm"]


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_desktop_entry_installs_for_the_user_pointing_at_the_built_program(bundle, home):
    script = os.path.join(bundle, "install-desktop-entry.sh")
    env = bare_env(home)
    env["PATH"] += os.pathsep + "/usr/bin:/bin"   # the shell script needs sed and cp
    result = subprocess.run(["/bin/sh", script], env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    data = os.path.join(home, ".local", "share")
    entry = read_desktop_entry(os.path.join(data, "applications", "puzzlewright.desktop"))
    assert entry["Exec"] == f'"{os.path.join(bundle, "puzzlewright")}" %f'
    assert entry["Icon"] == ICON_NAME
    for size in PNG_SIZES:
        assert os.path.isfile(os.path.join(data, "icons", "hicolor", f"{size}x{size}", "apps",
                                           f"{ICON_NAME}.png"))
