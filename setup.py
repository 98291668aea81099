"""Build step for the optional compiled Gates AI kernels (everything else is in pyproject.toml).

genres/gates/_fastplayouts.pyx (Cython) makes the Gates AI's search several times faster.  It is
optional: without Cython or a C compiler the build goes on without it, and genres/gates/playouts.py
runs its pure-Python loops with identical results.  `pip install .` and `pip install -e .` build it;
for a checkout used in place: python setup.py build_ext --inplace
"""
import sys

from setuptools import Extension, setup


def compiled_extensions() -> list:
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("setup.py: Cython is missing; the Gates AI runs without its compiled kernels", file=sys.stderr)
        return []
    # no fused multiply-add: tree.py's statistics must come out bit for bit as numpy computes them
    args = [] if sys.platform == "win32" else ["-O2", "-ffp-contract=off"]
    extension = Extension("genres.gates._fastplayouts", ["genres/gates/_fastplayouts.pyx"],
                          extra_compile_args=args, optional=True)
    built = cythonize([extension], quiet=True)
    for ext in built:       # cythonize's copies drop `optional`: a failed compile must not fail the install
        ext.optional = True
    return built


setup(ext_modules=compiled_extensions())
