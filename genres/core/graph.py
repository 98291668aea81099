"""Connected components and walks round cycles: the one flood fill the
checkers, the snake grouping and the solvers' lazy cuts all share.

Plain functions of a neighbour relation, with no grid, puzzle or SAT in them.
Orders are part of the contract: a lazy cut's clauses, and with them what the
solver and the generator do next, follow the order the groups come in.
"""
from __future__ import annotations

import os
from typing import Callable, Hashable, Iterable, Mapping, Sequence, TypeVar

from .kernels import load_kernel

Node = TypeVar("Node", bound=Hashable)

# The compiled twins of index_components and index_rim (_fastgraph.pyx, built
# by setup.py; optional, see kernels.py), not used with PUZZLEWRIGHT_PURE_GRAPH=1.
# Same results either way.
KERNEL_VERSION = 1
_fastgraph = None if os.environ.get("PUZZLEWRIGHT_PURE_GRAPH") else load_kernel(
    "genres.core._fastgraph", KERNEL_VERSION, "the region checks run their pure-Python loops")
COMPILED = _fastgraph is not None


def components(starts: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]) -> list[list[Node]]:
    """The connected groups reached from ``starts``, one per start not already
    reached, in the order of their first start.  ``neighbours(n)`` gives the
    nodes joined to n that belong (a node it never names stays out).  Each
    group is in depth-first order from its start: callers wanting reading
    order sort it."""
    seen: set = set()
    out = []
    for start in starts:
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            node = stack.pop()
            group.append(node)
            for n in neighbours(node):
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        out.append(group)
    return out


def reachable(starts: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]) -> set[Node]:
    """Every node reached from ``starts`` (the starts included)."""
    seen = set(starts)
    stack = list(seen)
    while stack:
        for n in neighbours(stack.pop()):
            if n not in seen:
                seen.add(n)
                stack.append(n)
    return seen


def index_components(members: Sequence[bool], neighbours: Sequence[Sequence[int]]) -> list[list[int]]:
    """:func:`components` on nodes 0..n-1 where ``members[i]`` says whether node
    i belongs: each group sorted, groups in order of their smallest node.  The
    lazy connectivity cuts run this on every candidate, so it works on lists
    (and runs compiled when it can, see _fastgraph)."""
    if _fastgraph is not None:
        return _fastgraph.index_components(members, neighbours)
    return _index_components(members, neighbours)


def _index_components(members: Sequence[bool], neighbours: Sequence[Sequence[int]]) -> list[list[int]]:
    """index_components in Python."""
    # One list: a node is "free" while it belongs and is not reached yet, so
    # each neighbour costs a single look-up.
    free = list(members)
    out = []
    for start, member in enumerate(members):
        if not free[start]:
            continue
        free[start] = False
        group, todo = [start], [start]
        while todo:
            for j in neighbours[todo.pop()]:
                if free[j]:
                    free[j] = False
                    group.append(j)
                    todo.append(j)
        group.sort()
        out.append(group)
    return out


def index_rim(group: Sequence[int], neighbours: Sequence[Sequence[int]], n: int) -> list[int]:
    """The nodes (indices below ``n``) next to a node of ``group`` and not in
    it, in increasing order: the cells through which a region can grow."""
    if _fastgraph is not None:
        return _fastgraph.rim(group, neighbours, n)
    return _index_rim(group, neighbours)


def _index_rim(group: Sequence[int], neighbours: Sequence[Sequence[int]]) -> list[int]:
    """index_rim in Python."""
    rim = {j for i in group for j in neighbours[i]}
    rim.difference_update(group)
    return sorted(rim)


def walk_cycle(adjacent: Mapping[Node, Sequence[Node]], start: Node, first: Node) -> list[Node]:
    """The nodes of the cycle through ``start`` (every node on it has exactly
    two neighbours in ``adjacent``), from ``start`` towards its neighbour
    ``first`` and on round until the cycle closes."""
    walk, prev, cur = [start], start, first
    while cur != start:
        walk.append(cur)
        a, b = adjacent[cur]
        prev, cur = cur, (b if a == prev else a)
    return walk
