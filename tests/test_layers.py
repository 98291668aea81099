"""The house's layers (docs/architecture.md), enforced on the imports of every
module: genres never import the editor; the editor never names a genre (it
asks the registry); Qt only in a genre's view, paint, input and panel modules
and the shared job runner.  (That solve and check never load Qt is tested in
tests/test_cli.py.)"""
from __future__ import annotations

import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENRE_PACKAGES = ("circumnavi", "corral", "hebi", "soccer", "gates")
QT = ("PySide6", "pyqtgraph", "shiboken6")
# The Qt side of a genre, by module name (genres/<genre>/<name>.py or <name>_<part>.py).
QT_MODULES = ("view", "paint", "input", "panel", "jobs")


def modules(package: str):
    for folder, _dirs, files in os.walk(os.path.join(ROOT, package)):
        for name in files:
            if name.endswith(".py"):
                yield os.path.relpath(os.path.join(folder, name), ROOT)


def imported(path: str) -> set[str]:
    """Every module an import statement in the file names (lazy ones too)."""
    tree = ast.parse(open(os.path.join(ROOT, path), encoding="utf-8").read(), path)
    names: set[str] = set()
    package = os.path.dirname(path).replace(os.sep, ".")
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_genres_never_import_the_editor():
    offenders = {p: sorted(n for n in imported(p) if n == "editor" or n.startswith("editor."))
                 for p in modules("genres")}
    assert not {p: n for p, n in offenders.items() if n}


def test_the_editor_never_names_a_genre():
    named = tuple(f"genres.{g}" for g in GENRE_PACKAGES)
    offenders = {p: sorted(n for n in imported(p) if n.startswith(named))
                 for p in modules("editor")}
    assert not {p: n for p, n in offenders.items() if n}


@pytest.mark.parametrize("path", sorted(modules("genres")))
def test_qt_only_in_the_qt_modules_of_a_genre(path):
    # A part of one of them keeps its name in front: panel_plot.py is the panel's.
    name = os.path.splitext(os.path.basename(path))[0].split("_")[0]
    uses_qt = any(n.split(".")[0] in QT for n in imported(path))
    if uses_qt:
        assert name in QT_MODULES, f"{path} imports Qt but is not a view/paint/input/panel module"


def test_the_analysis_verbs_never_load_qt():
    # The verbs docs/architecture.md promises Qt-free (solve and check are also
    # tested in tests/test_cli.py): a server or a script never pays for Qt.
    import subprocess
    import sys
    example = os.path.join(ROOT, "resources", "examples", "corral-01.json")
    script = (
        "import sys\n"
        "from editor.cli import run_cli\n"
        f"codes = [run_cli([verb, {example!r}]) for verb in ('forced', 'solve', 'check')]\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph'))\n"
        "print('QT', qt, codes)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["PYTHONPATH"] = ROOT
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith("QT [] ")
