"""The Gates opening book: rate every first tile by a long search, offline (issue #18).

Random playouts rate the empty Y 7 board 0.69 for Light and every first tile 0.64-0.66, so a
one-second search cannot tell the first tiles apart, and the tile it opens with is one a good
opponent swaps.  This script rates each distinct first tile (the board's turns and mirror images
give equal tiles equal values) by a long search of the position after it -- the reply may not
swap there, so the value is Light's chance when the opponent keeps its colour -- and writes
genres/gates/opening_book.py, which the engine opens from (genres/gates/openings.py):

    python bench/gates_openings.py rate --variant y --size 7 --seconds 20 --jobs 2

The engine, on the games it opens, against bench/gates_baseline.py:

    python bench/gates_openings.py match --games 40 --seconds 0.5 [--no-book]
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from genres.gates import GameState, Move
from genres.gates.board import get_board
from genres.gates.notation import format_move
from genres.gates.tiles import light_stripe

BOOK_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                         "genres", "gates", "opening_book.py")


def symmetries(board) -> list[dict[tuple[int, int], tuple[int, int]]]:
    """The board's turns and mirror images, each as a map (cell, orientation) -> (cell, orientation).
    Found geometrically: a map of the plane that takes the grid corners onto themselves and keeps
    corner classes maps a tile to the tile whose Light stripe joins the images of its corners."""
    points = [board.corner_point(v) for v in range(board.corner_count)]
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    where = {(round(x, 3), round(y, 3)): v for v, (x, y) in enumerate(points)}
    orientations = GameState(board.variant, board.size).orientations
    stripe_of = {}
    for cell in range(board.cell_count):
        for o in orientations:
            a, b = light_stripe(o)
            stripe_of[frozenset((board.cell_corners[cell][a], board.cell_corners[cell][b]))] = (cell, o)
    found = []
    for turns in range(6):
        for mirror in (False, True):
            angle = turns * math.pi / 3
            cos, sin = math.cos(angle), math.sin(angle)

            def image(v):
                x, y = points[v][0] - cx, points[v][1] - cy
                if mirror:
                    x = -x
                return where.get((round(cx + cos * x - sin * y, 3), round(cy + sin * x + cos * y, 3)))
            corner_map = [image(v) for v in range(board.corner_count)]
            if any(w is None or board.corner_class[w] != board.corner_class[v] for v, w in enumerate(corner_map)):
                continue
            if any(board.corner_sides[v] and not board.corner_sides[w] for v, w in enumerate(corner_map)):
                continue
            tile_map = {}
            for stripe, tile in stripe_of.items():
                target = stripe_of.get(frozenset(corner_map[v] for v in stripe))
                if target is None:
                    break
                tile_map[tile] = target
            else:
                found.append(tile_map)
    return found


def distinct_openings(board) -> list[list[tuple[int, int]]]:
    """The first tiles in classes of equal tiles (under symmetries), each class sorted."""
    maps = symmetries(board)
    seen, classes = set(), []
    for tile in sorted(maps[0]):
        if tile in seen:
            continue
        members = sorted({m[tile] for m in maps})
        seen.update(members)
        classes.append(members)
    return classes


def _rate(args) -> tuple[float, int]:
    variant, size, tile, seconds, seed = args
    from genres.gates.mcts import search
    state = GameState(variant, size).play(Move(*tile))
    found = search(state, seconds, rng=random.Random(seed), may_swap=False, book=False)
    return found.light_win_chance, found.playouts


def rate(args) -> int:
    board = get_board(args.variant, args.size)
    classes = distinct_openings(board)
    print(f"{board.name}: {len(symmetries(board))} symmetries, {len(classes)} distinct first tiles; "
          f"{args.seconds} s each", flush=True)
    jobs = [(args.variant, args.size, members[0], args.seconds, args.seed + i) for i, members in enumerate(classes)]
    started = time.time()
    with ProcessPoolExecutor(args.jobs) as pool:
        rated = list(pool.map(_rate, jobs))
    values = {}
    for members, (value, playouts) in zip(classes, rated):
        names = " ".join(format_move(board, Move(*t)) for t in members)
        print(f"  {value:.3f} for Light ({playouts} playouts): {names}", flush=True)
        for tile in members:
            values[tile] = round(value, 4)
    key = f"{args.variant} {args.size}"
    book = _read_book()
    book[key] = {"seconds": args.seconds, "values": {format_move(board, Move(*t)): v for t, v in sorted(values.items())}}
    _write_book(book)
    print(f"wrote {BOOK_PATH} ({key}) in {time.time() - started:.0f} s")
    return 0


def _read_book() -> dict:
    from genres.gates import opening_book
    return dict(getattr(opening_book, "BOOK", {}))


def _write_book(book: dict) -> None:
    lines = ['"""The Gates opening book: Light\'s chance after each first tile, by a long search.',
             "",
             "Generated by bench/gates_openings.py (rate); do not edit by hand.  Per board (\"variant size\"):",
             "the seconds of search behind each value, and per first tile (move notation) Light's chance",
             'to win when the reply keeps its colour.  Used by openings.py."""',
             "", "BOOK = {"]
    for key in sorted(book):
        entry = book[key]
        lines.append(f"    {key!r}: {{")
        lines.append(f"        'seconds': {entry['seconds']!r},")
        lines.append("        'values': {")
        for name, value in entry["values"].items():
            lines.append(f"            {name!r}: {value!r},")
        lines.append("        },")
        lines.append("    },")
    lines.append("}")
    with open(BOOK_PATH, "w") as out:
        out.write("\n".join(lines) + "\n")


def match(args) -> int:
    """The engine against the baseline on the games the ENGINE opens (it plays first every game)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from gates_baseline import BaselinePlayer
    from genres.gates import play_game
    from genres.gates.mcts import MctsPlayer
    engine = MctsPlayer(args.seconds, seed=args.seed, name="engine", book=not args.no_book,
                        workers=args.workers)
    baseline = BaselinePlayer(args.seconds, seed=args.seed + 1)
    won = swapped = 0
    for game in range(args.games):
        final = play_game(engine, baseline, args.variant, args.size, swap=True)
        winner = final.result.winner if final.result else None
        engine_won = winner is not None and final.player_of(winner) == 1
        won += engine_won
        swapped += any(m.swap for m in final.moves)
        print(f"game {game + 1}: opened {format_move(final.board, final.moves[0])}, "
              f"{'swapped, ' if final.moves[1].swap else ''}{'WON' if engine_won else 'lost'}; "
              f"{won}/{game + 1}", flush=True)
    print(f"engine opened every game: won {won} of {args.games} (the baseline swapped {swapped}); "
          f"book {'off' if args.no_book else 'on'}, {args.seconds} s a move, workers {args.workers}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="verb", required=True)
    for verb in ("rate", "match"):
        p = sub.add_parser(verb)
        p.add_argument("--variant", choices=("y", "hex", "cross"), default="y")
        p.add_argument("--size", type=int, default=7)
        p.add_argument("--seconds", type=float, default=20.0 if verb == "rate" else 0.5)
        p.add_argument("--seed", type=int, default=18)
    sub.choices["rate"].add_argument("--jobs", type=int, default=1)
    sub.choices["match"].add_argument("--games", type=int, default=40)
    sub.choices["match"].add_argument("--no-book", action="store_true")
    sub.choices["match"].add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    return rate(args) if args.verb == "rate" else match(args)


if __name__ == "__main__":
    sys.exit(main())
