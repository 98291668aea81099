"""Strength and speed of the Gates AI (plain script, not a test).

The target (issue #6): on Y Gates size 7 at one second per move, MCTS beats a
uniformly random player in at least 98 of 100 games and the one-ply greedy
player in at least 80 of 100.  Who moves first alternates; swap is on.  A game
lasts about 14 moves, half of them MCTS's, so the full run takes roughly
2 x 100 x 7 s = 25 minutes on an idle core (longer on a busy machine):

    python bench/bench_gates_ai.py --games 100 --seconds 1

A quick look:  python bench/bench_gates_ai.py --games 10 --seconds 0.3
Speed only:    python bench/bench_gates_ai.py --speed
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from genres.gates import GameState, GreedyPlayer, MctsPlayer, RandomPlayer, get_board, play_match
from genres.gates.mcts import search
from genres.gates.playouts import FillPlayouts


def raw_playout_speed(variant: str, size: int, seconds: float = 1.0) -> float:
    """Random-fill playouts per second on an empty board, outside any tree."""
    sim = FillPlayouts(GameState(variant, size).position())
    rng = random.Random(1)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            sim.run({}, rng)
        count += 100
    return count / (time.perf_counter() - start)


SPEED_BOARDS = (("y", 7, False), ("hex", 10, False), ("cross", 5, False), ("y", 7, True), ("cross", 5, True))


def search_speed(variant: str, size: int, align: bool, seconds: float = 1.0) -> float:
    """Playouts per second of a whole MCTS search from the empty board (tree, playouts and
    statistics): Cross Gates and align play tile by tile, so they are the slow cases."""
    result = search(GameState(variant, size, align=align), seconds, rng=random.Random(1))
    return result.playouts / result.seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per match (default 100)")
    parser.add_argument("--seconds", type=float, default=1.0, help="MCTS thinking time per move (default 1)")
    parser.add_argument("--size", type=int, default=7, help="Y Gates board size (default 7)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--no-swap", action="store_true", help="play without the swap option")
    parser.add_argument("--speed", action="store_true", help="only measure playouts per second")
    args = parser.parse_args(argv)
    get_board("y", args.size)   # validates the size
    print(f"raw random-fill playouts/s, empty Y Gates {args.size}: {raw_playout_speed('y', args.size):.0f}")
    for variant, size, align in SPEED_BOARDS:
        name = f"{variant} {size}{' align' if align else ''}"
        print(f"MCTS search playouts/s, empty {name}: {search_speed(variant, size, align):.0f}")
    if args.speed:
        return 0
    targets = {"random": 0.98, "greedy": 0.80}
    ok = True
    for name, opponent in (("random", RandomPlayer(args.seed + 1)), ("greedy", GreedyPlayer(args.seed + 2))):
        ai = MctsPlayer(args.seconds, seed=args.seed)

        def tick(game, final, report):
            print(f"  game {game + 1}: {report.wins[0]}-{report.wins[1]}", end="\r", flush=True)
        report = play_match(ai, opponent, args.games, "y", args.size, swap=not args.no_swap, on_game=tick)
        print(" " * 40, end="\r")
        need = targets[name] * args.games
        passed = report.wins[0] >= need
        ok &= passed
        print(f"MCTS vs {name}: " + report.summary()
              + f"\n  target: at least {need:.0f} wins -> {'PASS' if passed else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
