"""The baseline against itself with its knobs changed: what a compiled UCT-RAVE gains from each
choice, measured in seconds rather than the engine's hours (issue #18).

    python bench/gates_selfplay.py --a batch=8 --b batch=1 --games 100 --seconds 0.25
    python bench/gates_selfplay.py --a batch=8 --b batch=8 --seconds-a 0.5 --seconds 0.25

Both players are bench/gates_baseline.py's BaselinePlayer, in this process, one move at a time
(a single core each, so two matches can run side by side on two cores); colours alternate,
swap on, Y Gates 7 unless told otherwise.  Knobs (--a / --b, comma-separated NAME=VALUE):
batch (playouts per descent, 1), expand_at (the visit that expands a node, 3), ucb_c (0.1),
rave_bias (500).  The line printed last gives the score and each side's playouts a second.
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gates_baseline import BaselinePlayer  # noqa: E402

from genres.gates import play_match  # noqa: E402

KNOBS = {"batch": int, "expand_at": int, "ucb_c": float, "rave_bias": float}


def knobs(text: str) -> dict:
    """"batch=8,ucb_c=0.05" -> {"batch": 8, "ucb_c": 0.05}; a clear error for anything else."""
    out = {}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        if name not in KNOBS or not value:
            raise argparse.ArgumentTypeError(f"{part!r}: expected NAME=VALUE with NAME one of {', '.join(KNOBS)}")
        try:
            out[name] = KNOBS[name](value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{part!r}: {value!r} is not a {KNOBS[name].__name__}") from None
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", type=knobs, default={}, help="player A's knobs")
    parser.add_argument("--b", type=knobs, default={}, help="player B's knobs")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=0.25, help="seconds a move (both, unless --seconds-a)")
    parser.add_argument("--seconds-a", type=float, help="player A's seconds a move")
    parser.add_argument("--variant", choices=("y", "hex"), default="y")
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    a = BaselinePlayer(args.seconds_a or args.seconds, seed=args.seed, name="A", **args.a)
    b = BaselinePlayer(args.seconds, seed=args.seed + 1, name="B", **args.b)

    def tick(game, final, report):
        if (game + 1) % 10 == 0:
            print(f"  game {game + 1}: A {report.wins[0]} - {report.wins[1]} B", flush=True)
    report = play_match(a, b, args.games, args.variant, args.size, on_game=tick)
    rate = [p.playouts / max(p.think_seconds, 1e-9) for p in (a, b)]
    print(f"A {args.a or 'baseline'} {report.wins[0]} - {report.wins[1]} B {args.b or 'baseline'}"
          f"  (playouts a second: A {rate[0]:,.0f}, B {rate[1]:,.0f})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
