"""The compiled region loops (genres/core/_fastgraph.pyx) give exactly what the pure-Python loops
in genres/core/graph.py give: the same regions in the same order, the same rims.  The lazy
connectivity cuts are built from them, so any difference would change what the solver, the
explainer and the generator do next.  Without the extension the compiled half is skipped (on CI,
where .ci/run builds it, a missing extension fails instead)."""
import json
import os
import random
import subprocess
import sys

import pytest

from genres.core import graph, nativefile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

if graph._fastgraph is None and os.environ.get("CI") and not os.environ.get("PUZZLEWRIGHT_PURE_GRAPH"):
    raise RuntimeError("CI builds the compiled region loops in place (.ci/run); they are missing")
needs_compiled = pytest.mark.skipif(graph._fastgraph is None,
                                    reason="genres.core._fastgraph is not built (python setup.py build_ext --inplace)")


def grid_neighbours(rows, cols, diagonal=False):
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)] + ([(-1, -1), (-1, 1), (1, -1), (1, 1)] if diagonal else [])
    out = []
    for r in range(rows):
        for c in range(cols):
            out.append([(r + dr) * cols + c + dc for dr, dc in steps
                        if 0 <= r + dr < rows and 0 <= c + dc < cols])
    return out


def test_regions_by_hand():
    # 3x3:  X X .      two regions of X: {0, 1, 3} and {5, 8}; the rims of each in order
    #       X . X
    #       . . X
    nbrs = grid_neighbours(3, 3)
    members = [True, True, False, True, False, True, False, False, True]
    assert graph.index_components(members, nbrs) == [[0, 1, 3], [5, 8]]
    assert graph.index_rim([0, 1, 3], nbrs, 9) == [2, 4, 6]
    assert graph.index_rim([5, 8], nbrs, 9) == [2, 4, 7]
    assert graph.index_components([False] * 9, nbrs) == []
    assert graph.index_components([True] * 9, nbrs) == [list(range(9))]


@needs_compiled
@pytest.mark.parametrize("diagonal", [False, True])
def test_compiled_and_pure_loops_agree_on_random_boards(diagonal):
    rng = random.Random(7)
    for _ in range(300):
        rows, cols = rng.randint(1, 12), rng.randint(1, 12)
        nbrs = grid_neighbours(rows, cols, diagonal)
        density = rng.random()
        members = [rng.random() < density for _ in range(rows * cols)]
        if rng.random() < 0.5:
            members = [int(m) for m in members]          # any truthy values, as the hooks pass
        fast = graph._fastgraph.index_components(members, nbrs)
        assert fast == graph._index_components(members, nbrs)
        for group in fast:
            assert graph._fastgraph.rim(group, nbrs, rows * cols) == graph._index_rim(group, nbrs)


def explanation_lines(path):
    from genres.core.explain import explain
    doc = nativefile.load(path)
    return [step.text for step in explain(doc.genre, doc.puzzle).steps]


def test_the_pure_loops_explain_a_corral_as_the_compiled_ones_do():
    """The whole chain with the extension off, in a fresh process: every step of the
    explanation (built on thousands of lazy cuts) is the same as here."""
    path = os.path.join(ROOT, "resources", "examples", "corral-02.json")
    here = explanation_lines(path)
    code = ("import json, sys\n"
            "sys.path.insert(0, 'tests')\n"
            "from genres.core import graph\n"
            "assert graph._fastgraph is None and not graph.COMPILED\n"
            "from test_fastgraph import explanation_lines\n"
            f"print(json.dumps(explanation_lines({path!r})))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": ROOT, "PUZZLEWRIGHT_PURE_GRAPH": "1"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == here
    assert len(here) > 5


def test_an_out_of_date_extension_is_left_unused():
    """A checkout updated without rebuilding: an extension of another KERNEL_VERSION is left
    unused, with a warning, and the pure loops answer."""
    code = ("import sys, types, warnings\n"
            "old = types.ModuleType('genres.core._fastgraph')\n"
            "old.KERNEL_VERSION = 0\n"
            "sys.modules['genres.core._fastgraph'] = old\n"
            "with warnings.catch_warnings(record=True) as caught:\n"
            "    warnings.simplefilter('always')\n"
            "    from genres.core import graph\n"
            "assert graph._fastgraph is None and not graph.COMPILED\n"
            "assert any('out of date' in str(w.message) for w in caught)\n"
            "print(graph.index_components([1, 1, 0, 1], [[1], [0, 2], [1, 3], [2]]))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": ROOT})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[[0, 1], [3]]"
