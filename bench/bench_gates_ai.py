"""Strength and speed of the Gates AI (plain script, not a test).

The target (issue #6): on Y Gates size 7 at one second per move, MCTS beats a
uniformly random player in at least 98 of 100 games and the one-ply greedy
player in at least 80 of 100.  Who moves first alternates; swap is on.  A game
lasts about 14 moves, half of them MCTS's, so the full run takes roughly
2 x 100 x 7 s = 25 minutes on an idle core (longer on a busy machine):

    python bench/bench_gates_ai.py --games 100 --seconds 1

A quick look:  python bench/bench_gates_ai.py --games 10 --seconds 0.3
Speed only:    python bench/bench_gates_ai.py --speed   (pure Python and, when built, compiled;
               and 1 vs 2 worker processes, genres/gates/parallel.py)
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

from genres.gates import GameState, GreedyPlayer, MctsPlayer, RandomPlayer, get_board, play_match
from genres.gates.mcts import search
from genres.gates import playouts
from genres.gates.playouts import FillPlayouts, TurnPlayouts


def raw_playout_speed(variant: str, size: int, seconds: float = 1.0, compiled: bool = False) -> float:
    """Bare playouts per CPU second on an empty board, outside any tree, in batches of 100: random
    fill for Y and Hex Gates, tile by tile for Cross Gates; compiled or pure Python."""
    state = GameState(variant, size)
    pos = state.position()
    sim = (FillPlayouts(pos, compiled=compiled) if variant != "cross"
           else TurnPlayouts(pos, state.to_move, compiled=compiled))
    fixed = {} if variant != "cross" else []
    batch = sim._kernel_batch if compiled else sim.run_batch     # the kernel's arrays, not lists
    rng = random.Random(1)
    count, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        batch(fixed, rng, 100)
        count += 100
    return count / (time.process_time() - start)


SPEED_BOARDS = (("y", 7, False), ("hex", 10, False), ("cross", 5, False), ("y", 7, True), ("cross", 5, True))
# issue #18: playouts per second of the whole search from the empty board, one core
SPEED_TARGETS = {("y", 7, False): 300_000, ("hex", 10, False): 100_000, ("cross", 5, False): 50_000}


def search_speed(variant: str, size: int, align: bool, seconds: float = 1.0,
                 compiled: bool | None = None, workers: int = 1) -> tuple[float, float]:
    """Playouts per second of a whole MCTS search from the empty board (tree, playouts and
    statistics), per wall-clock second and per CPU second (the machine is often shared).
    Cross Gates and align play tile by tile, so they are the slow cases.  compiled: with or
    without the compiled kernels (default: as installed)."""
    saved = playouts.COMPILED
    playouts.COMPILED = saved if compiled is None else compiled
    try:
        cpu = time.process_time()
        result = search(GameState(variant, size, align=align), seconds, rng=random.Random(1), book=False,
                        workers=workers)
        cpu = time.process_time() - cpu
    finally:
        playouts.COMPILED = saved
    return result.playouts / result.seconds, result.playouts / max(cpu, 1e-9)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games per match (default 100)")
    parser.add_argument("--seconds", type=float, default=1.0, help="MCTS thinking time per move (default 1)")
    parser.add_argument("--size", type=int, default=7, help="Y Gates board size (default 7)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--no-swap", action="store_true", help="play without the swap option")
    parser.add_argument("--speed", action="store_true", help="only measure playouts per second")
    parser.add_argument("--repeats", type=int, default=3, help="searches a board for --speed (default 3)")
    args = parser.parse_args(argv)
    get_board("y", args.size)   # validates the size
    kinds = ((False, "pure Python"),) + (((True, "compiled"),) if playouts.COMPILED else ())
    if not playouts.COMPILED:
        print("(the compiled kernels are not built: python setup.py build_ext --inplace)")
    for variant, size in (("y", 7), ("hex", 10), ("cross", 5)):
        rates = ", ".join(f"{raw_playout_speed(variant, size, compiled=c):.0f} {name}" for c, name in kinds)
        print(f"bare playouts per CPU second, empty {variant} {size}: {rates}")
    for variant, size, align in SPEED_BOARDS:
        name = f"{variant} {size}{' align' if align else ''}"
        target = SPEED_TARGETS.get((variant, size, align))
        for compiled, kind in kinds:
            # three searches: the first of a process meets fresh memory, and a shared machine varies
            runs = [search_speed(variant, size, align, compiled=compiled) for _ in range(args.repeats)]
            cpu = sorted(c for _, c in runs)[len(runs) // 2]
            verdict = f"  (target {target}: median {'PASS' if cpu >= target else 'FAIL'})" if target else ""
            print(f"MCTS search playouts/s, empty {name}, {kind}: "
                  + " / ".join(f"{w:.0f}" for w, _ in runs) + " per wall second, "
                  + " / ".join(f"{c:.0f}" for _, c in runs) + " per CPU second" + verdict)
    # issue #18, "use the second core": root parallelism (genres/gates/parallel.py), per wall second
    # (the helpers' CPU time is not this process's, so only wall-clock rates compare)
    for variant, size in (("y", 7), ("hex", 10)):
        rates = {}
        for workers in (1, 2):
            runs = [search_speed(variant, size, False, workers=workers)[0] for _ in range(args.repeats)]
            rates[workers] = sorted(runs)[len(runs) // 2]
        print(f"MCTS search playouts per wall second, empty {variant} {size}: 1 worker {rates[1]:.0f}, "
              f"2 workers {rates[2]:.0f} (x{rates[2] / max(rates[1], 1):.2f}; os.cpu_count() = {os.cpu_count()})")
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
