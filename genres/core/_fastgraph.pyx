# cython: language_level=3, boundscheck=False, wraparound=False
"""Compiled twins of the region loops in graph.py and connect.py.

The lazy connectivity cuts (Corral's one region, every inside cell reaching
the rim) read the regions of every candidate solution of every question: an
explanation of a 20x20 Corral runs them thousands of times, and in Python
they were a third of a hint.  These loops give exactly what the pure-Python
ones give (tests/test_fastgraph.py compares them); graph.py uses them when
this module is built (setup.py) and falls back to its own loops otherwise.
"""
from cpython.mem cimport PyMem_Malloc, PyMem_Free

KERNEL_VERSION = 1


def index_components(members, neighbours):
    """graph.index_components: the groups of nodes i with members[i] true,
    joined through ``neighbours`` (lists of node indices), each group
    sorted, the groups in order of their smallest node."""
    cdef Py_ssize_t n = len(members)
    cdef Py_ssize_t start, i, j, k, top
    cdef list out = []
    cdef list group, row
    cdef char *free = <char *> PyMem_Malloc(n + 1)
    cdef int *todo = <int *> PyMem_Malloc((n + 1) * sizeof(int))
    if free == NULL or todo == NULL:
        PyMem_Free(free)
        PyMem_Free(todo)
        raise MemoryError()
    try:
        for i in range(n):
            free[i] = 1 if members[i] else 0
        for start in range(n):
            if not free[start]:
                continue
            free[start] = 0
            todo[0] = <int> start
            top = 1
            group = []
            while top:
                top -= 1
                i = todo[top]
                group.append(i)
                row = neighbours[i]
                for k in range(len(row)):
                    j = row[k]
                    if free[j]:
                        free[j] = 0
                        todo[top] = <int> j
                        top += 1
            group.sort()
            out.append(group)
        return out
    finally:
        PyMem_Free(free)
        PyMem_Free(todo)


def rim(group, neighbours, Py_ssize_t n):
    """The nodes next to ``group`` (node indices below ``n``) and not in it,
    in increasing order (connect.Regions._rim_lits on a grid in reading order)."""
    cdef Py_ssize_t i, j, k
    cdef list row
    cdef list out = []
    cdef char *mark = <char *> PyMem_Malloc(n + 1)
    if mark == NULL:
        raise MemoryError()
    try:
        for i in range(n):
            mark[i] = 0
        for i in group:
            mark[i] = 2             # in the group
        for i in group:
            row = neighbours[i]
            for k in range(len(row)):
                j = row[k]
                if mark[j] == 0:
                    mark[j] = 1     # on the rim
        for i in range(n):
            if mark[i] == 1:
                out.append(i)
        return out
    finally:
        PyMem_Free(mark)
