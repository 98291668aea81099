"""`puzzlewright gates-match`: Gates matches between computer players, headless.

    puzzlewright gates-match [--variant y|hex|cross] [--size N] [--games N]
                             [--seconds S] [--opponent random|greedy|mcts]
                             [--opponent-seconds S] [--no-swap] [--align]
                             [--seed N] [--records DIR] [--ponder]

MCTS (``--seconds`` per move) plays ``--opponent`` (a uniformly random player,
the one-ply greedy player, or MCTS with ``--opponent-seconds``); who moves
first alternates.  Prints a line per game and the score with playout speed.
``--records DIR`` writes each game as a .gates record.  ``--ponder`` plays the
computer as the window does (pondering_player.py): it searches in a child
process, keeps its tree, and thinks on the opponent's time.  Exit status 0, or 2
for bad arguments.  No Qt is loaded.
"""
from __future__ import annotations

import argparse
import os
import sys

from genres.gates import (COLOUR_NAMES, DEFAULT_SIZES, MAX_SIZE, MIN_SIZE, VARIANTS, GreedyPlayer,
                          MctsPlayer, RandomPlayer, play_match, write_record)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="puzzlewright gates-match",
                                description="Play Gates matches between computer players (no window).")
    p.add_argument("--variant", choices=VARIANTS, default="y", help="board: y, hex or cross (default y)")
    p.add_argument("--size", type=int, default=None,
                   help=f"cells a side, {MIN_SIZE}-{MAX_SIZE} (default: 10 for y and hex, 5 for cross)")
    p.add_argument("--games", type=int, default=2, help="number of games (default 2)")
    p.add_argument("--seconds", type=float, default=1.0, help="MCTS thinking time per move (default 1)")
    p.add_argument("--opponent", choices=("random", "greedy", "mcts"), default="random",
                   help="the other player (default random)")
    p.add_argument("--opponent-seconds", type=float, default=None,
                   help="thinking time of an MCTS opponent (default: --seconds)")
    p.add_argument("--no-swap", action="store_true", help="play without the swap option")
    p.add_argument("--align", action="store_true", help="play with the align option (six orientations)")
    p.add_argument("--seed", type=int, default=None, help="random seed, for repeatable matches")
    p.add_argument("--records", metavar="DIR", default=None, help="write every game as DIR/game-N.gates")
    p.add_argument("--ponder", action="store_true",
                   help="the computer plays as in the window: in a child process, thinking on the "
                        "opponent's time")
    return p


def run(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:       # argparse prints its message; keep our exit codes
        return 0 if e.code == 0 else 2
    size = args.size if args.size is not None else DEFAULT_SIZES[args.variant]
    problems = []
    if not MIN_SIZE <= size <= MAX_SIZE:
        problems.append(f"--size must be from {MIN_SIZE} to {MAX_SIZE}, not {size}")
    if args.games < 1:
        problems.append("--games must be at least 1")
    for name, value in (("--seconds", args.seconds), ("--opponent-seconds", args.opponent_seconds)):
        if value is not None and not 0 < value <= 600:
            problems.append(f"{name} must be more than 0 and at most 600")
    if problems:
        for text in problems:
            print(f"puzzlewright gates-match: error: {text}", file=sys.stderr)
        return 2
    seed = args.seed
    if args.ponder:
        from .pondering_player import PonderingPlayer
        ai = PonderingPlayer(args.seconds, seed=seed, name=f"MCTS {args.seconds:g}s pondering")
    else:
        ai = MctsPlayer(args.seconds, seed=seed, name=f"MCTS {args.seconds:g}s")
    other_seed = None if seed is None else seed + 1
    if args.opponent == "random":
        opponent = RandomPlayer(other_seed)
    elif args.opponent == "greedy":
        opponent = GreedyPlayer(other_seed)
    else:
        secs = args.opponent_seconds or args.seconds
        opponent = MctsPlayer(secs, seed=other_seed, name=f"MCTS' {secs:g}s")
    if args.records:
        os.makedirs(args.records, exist_ok=True)

    def tell(game, final, report):
        r = final.result
        if r is None or r.winner is None:
            outcome = "draw"
        else:
            first_won = final.player_of(r.winner) == 1
            a_first = game % 2 == 0
            name = report.names[0] if first_won == a_first else report.names[1]
            outcome = f"{COLOUR_NAMES[r.winner]} ({name}) wins"
        print(f"game {game + 1}: {len(final.moves)} moves, {outcome}", flush=True)
        if args.records:
            with open(os.path.join(args.records, f"game-{game + 1}.gates"), "w", encoding="utf-8") as f:
                f.write(write_record(final))

    print(f"{ai.name} vs {opponent.name}: {args.games} game(s) of "
          f"{args.variant} size {size}, swap {'off' if args.no_swap else 'on'}"
          f"{', align' if args.align else ''}", flush=True)
    try:
        report = play_match(ai, opponent, args.games, args.variant, size, swap=not args.no_swap,
                            align=args.align, on_game=tell)
    finally:
        close = getattr(ai, "close", None)
        if close is not None:
            close()             # the pondering player's child process
    print(report.summary())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.argv[1:]))
