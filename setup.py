"""Build steps of the wheel (everything else is in pyproject.toml).

1. The translation catalogues' .ts sources become .qm.  setuptools runs this
   ``build_py`` when ``pip install .`` (or ``pip wheel .``) builds the package.
   The .qm files are generated, never committed: pyside6-lrelease (in
   PySide6-Essentials, which the build requires) compiles each
   ``resources/i18n/*.ts`` into the build folder beside where the .ts would go.
   An editable install skips this: there the window compiles a missing
   catalogue into the user's cache at start (editor/language.py), as it does
   for a plain checkout.
2. The optional compiled Gates AI kernels: genres/gates/_fastplayouts.pyx
   (Cython) makes the Gates AI's search several times faster.  Without Cython
   or a C compiler the build goes on without it, and genres/gates/playouts.py
   runs its pure-Python loops with identical results.  `pip install .` and
   `pip install -e .` build it; for a checkout used in place:
   python setup.py build_ext --inplace
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

I18N = os.path.join("resources", "i18n")


def lrelease() -> str | None:
    """The window's own lookup of PySide6's lrelease (the build requires PySide6)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    try:
        from editor.language import lrelease_program
    except ImportError:
        return shutil.which("pyside6-lrelease")
    return lrelease_program()


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        sources = sorted(f for f in os.listdir(I18N) if f.endswith(".ts")) \
            if os.path.isdir(I18N) else []
        if not sources:
            return
        program = lrelease()
        if program is None:
            print("setup.py: no lrelease: the catalogues are compiled at the first start instead",
                  file=sys.stderr)
            return
        target = os.path.join(self.build_lib, I18N)
        os.makedirs(target, exist_ok=True)
        for name in sources:
            qm = os.path.join(target, name[:-3] + ".qm")
            subprocess.run([program, "-silent", os.path.join(I18N, name), "-qm", qm], check=True)


def compiled_extensions() -> list:
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("setup.py: Cython is missing; the Gates AI and the region checks run without their "
              "compiled kernels", file=sys.stderr)
        return []
    # no fused multiply-add: tree.py's statistics must come out bit for bit as numpy computes them
    args = [] if sys.platform == "win32" else ["-O2", "-ffp-contract=off"]
    extensions = [Extension("genres.gates._fastplayouts", ["genres/gates/_fastplayouts.pyx"],
                            extra_compile_args=args, optional=True),
                  Extension("genres.core._fastgraph", ["genres/core/_fastgraph.pyx"],
                            extra_compile_args=args, optional=True)]
    built = cythonize(extensions, quiet=True)
    for ext in built:       # cythonize's copies drop `optional`: a failed compile must not fail the install
        ext.optional = True
    return built


setup(cmdclass={"build_py": BuildWithCatalogues}, ext_modules=compiled_extensions())
