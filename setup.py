"""Build step of the wheel: the translation catalogues' .ts sources become .qm.

Everything else lives in pyproject.toml; setuptools runs this ``build_py`` when
``pip install .`` (or ``pip wheel .``) builds the package.  The .qm files are
generated, never committed: pyside6-lrelease (in PySide6-Essentials, which
the build requires) compiles each ``resources/i18n/*.ts`` into the build
folder beside where the .ts would go.  An editable install skips this: there
the window compiles a missing catalogue into the user's cache at start
(editor/language.py), as it does for a plain checkout.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

I18N = os.path.join("resources", "i18n")


def lrelease() -> str | None:
    try:
        import PySide6
    except ImportError:
        return shutil.which("pyside6-lrelease")
    folder = os.path.dirname(PySide6.__file__)
    for name in ("lrelease", "lrelease.exe"):
        if os.path.isfile(os.path.join(folder, name)):
            return os.path.join(folder, name)
    return shutil.which("pyside6-lrelease")


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


setup(cmdclass={"build_py": BuildWithCatalogues})
