"""The optional compiled kernels (Cython modules setup.py builds: the Gates
AI's playouts, the region checks' loops), loaded the one way.

Each has a pure-Python twin giving identical results, so a kernel that is
not built (no compiler at install time) or was built from an older .pyx (a
checkout updated without `python setup.py build_ext --inplace`, lacking what
the Python side calls now) is simply not used."""
from __future__ import annotations

import importlib
import warnings
from types import ModuleType


def load_kernel(name: str, version: int, instead: str) -> ModuleType | None:
    """The compiled module ``name`` when it is built with KERNEL_VERSION
    ``version``; else None, with a warning saying it is out of date and what
    runs ``instead`` when it is built but older."""
    try:
        module = importlib.import_module(name)
    except ImportError:
        return None
    if getattr(module, "KERNEL_VERSION", None) != version:
        warnings.warn(f"{name} is out of date (python setup.py build_ext --inplace); {instead}",
                      RuntimeWarning)
        return None
    return module
