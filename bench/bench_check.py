"""How fast the Circumnavi-Gates checker runs on a 20x20 board (target: under 5 ms).

The checker runs synchronously on every move, so this is what a player waits
for.  Run:  python bench/bench_check.py
"""
from __future__ import annotations


from _timing import median_ms as median_ms_of
from genres.circumnavi import GENRE
from genres.circumnavi import rules
from genres.circumnavi.gate_lines import find_gates
from genres.circumnavi.model import BLACK, CIRCLE, EMPTY, HGATE, VGATE, CircumnaviAnswer, CircumnaviPuzzle
from genres.core.grid import edge

SIZE = 20
RUNS = 300


def serpentine() -> list[tuple[int, int]]:
    """A long loop: along row 0, then snaking through the even rows, back up column 0."""
    cells = [(0, c) for c in range(SIZE)]
    going_left = True
    for r in range(2, SIZE - 1, 2):
        # connector from the row above, on the side where that row ended
        end_col = SIZE - 1 if going_left else 1
        cells.append((r - 1, end_col))
        cols = range(SIZE - 1, 0, -1) if going_left else range(1, SIZE)
        cells += [(r, c) for c in cols]
        going_left = not going_left
    cells += [(SIZE - 1, 1), (SIZE - 1, 0)]
    cells += [(r, 0) for r in range(SIZE - 2, 0, -1)]
    return cells


def build() -> tuple[CircumnaviPuzzle, CircumnaviAnswer, CircumnaviPuzzle]:
    loop = serpentine()
    on_loop = set(loop)
    grid = [[BLACK if (r, c) not in on_loop else EMPTY for c in range(SIZE)] for r in range(SIZE)]
    grid[0][0] = CIRCLE
    # Vertical gates on the snaking rows (crossed left-right), staggered so that
    # no black cell sits at the end of two gates.
    for r in range(2, SIZE - 1, 2):
        for c in ((3, 7, 11, 15) if (r // 2) % 2 else (5, 9, 13, 17)):
            grid[r][c] = VGATE
    # Horizontal gates on the way back up column 0 (crossed up-down), their
    # right end against a black cell, their left end against the border.
    for r in range(1, SIZE - 1):
        if (r, 1) not in on_loop:
            grid[r][0] = HGATE
    puzzle = CircumnaviPuzzle(SIZE, SIZE, tuple("".join(row) for row in grid))
    # Label every other gate with the position at which the loop crosses it.
    gate_at = {cell: g for g in find_gates(puzzle) for cell in g.cells}
    order = []
    for cell in loop:
        if cell in gate_at and gate_at[cell] not in order:
            order.append(gate_at[cell])
    good, bad = puzzle, puzzle
    for pos, g in enumerate(order, 1):
        if pos % 2:
            black = next(c for c in g.ends_outside
                         if 0 <= c[0] < SIZE and 0 <= c[1] < SIZE)
            good = good.with_number(black, pos)
            # the misnumbered copy swaps gates 1 and 3: wrong in both directions
            bad = bad.with_number(black, {1: 3, 3: 1}.get(pos, pos))
    answer = CircumnaviAnswer(frozenset(edge(a, b) for a, b in zip(loop, loop[1:] + loop[:1])))
    return GENRE.normalized(good), answer, GENRE.normalized(bad)


def median_ms(fn, runs: int = RUNS) -> float:
    return median_ms_of(fn, runs)


def main() -> None:
    puzzle, answer, misnumbered = build()
    gates = puzzle.circle_value
    assert GENRE.check(puzzle, answer) == [], GENRE.check(puzzle, answer)
    assert GENRE.construction_problems(puzzle) == [], GENRE.construction_problems(puzzle)
    ordered = sorted(answer.links)
    cut = CircumnaviAnswer(answer.links - {ordered[0]})
    two_pieces = CircumnaviAnswer(answer.links - {ordered[0], ordered[len(ordered) // 2]})
    # The longest loop a 20x20 board holds: every cell, on a board with no gates.
    full = [(0, c) for c in range(SIZE)]
    for r in range(1, SIZE):
        cols = range(SIZE - 1, 0, -1) if r % 2 else range(1, SIZE)
        full += [(r, c) for c in cols]
    full += [(r, 0) for r in range(SIZE - 1, 0, -1)]
    open_board = GENRE.normalized(CircumnaviPuzzle.empty(SIZE, SIZE).with_kind((0, 0), CIRCLE))
    full_loop = CircumnaviAnswer(frozenset(edge(a, b) for a, b in zip(full, full[1:] + full[:1])))
    print(f"{SIZE}x{SIZE} board, loop of {len(answer.links)} links, {gates} gates "
          f"({len(puzzle.numbers)} numbered); median of {RUNS} runs:")
    cases = [
        ("valid loop", puzzle, answer),
        ("loop cut open (dead ends)", puzzle, cut),
        ("loop cut into two pieces", puzzle, two_pieces),
        ("gate numbers out of order", misnumbered, answer),
        ("400-cell loop, no gates", open_board, full_loop),
    ]
    for name, p, a in cases:
        found = sorted({v.code for v in GENRE.check(p, a)})
        print(f"  check, {name:28s} {median_ms(lambda: GENRE.check(p, a)):6.3f} ms   {found}")

    def cold() -> None:  # a puzzle edit: nothing cached yet
        rules._layout.cache_clear()
        GENRE.check(puzzle, answer)
    print(f"  check right after a puzzle edit      {median_ms(cold):6.3f} ms")
    print(f"  construction_problems                {median_ms(lambda: GENRE.construction_problems(puzzle)):6.3f} ms")


if __name__ == "__main__":
    main()
