"""Does the engine's swap on Hex Gates win or lose games?  (issue #18, the Hex opening)

Two copies of the engine, equal time, swap on, colours alternated: one never swaps on Hex,
the other swaps whenever its random playouts value the swap higher than a tile.  Each
game is opened by one of them and answered by the other, so each copy makes every
swap decision in half the games.  Also prints how often the answering side swapped and
who won those games.

    python bench/gates_hex_swap.py --size 7 --games 40 --seconds 0.25

--first: instead, how often the first player (Light) wins with swap off, two copies of the
engine (or with --baseline, of bench/gates_baseline.py's independent player) playing each
other: does Hex Gates itself favour one colour, or only the engine's playouts?
"""
from __future__ import annotations

import argparse
import sys

from genres.gates import play_match
from genres.gates.mcts import MctsPlayer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--first", action="store_true", help="swap off: count the first player's wins")
    parser.add_argument("--baseline", action="store_true", help="with --first: the independent baseline")
    args = parser.parse_args(argv)
    if args.first:
        return first_player(args)
    never = MctsPlayer(args.seconds, seed=args.seed, name="never swaps", may_swap=False)
    swaps = MctsPlayer(args.seconds, seed=args.seed + 1, name="swaps by playouts", may_swap=True)
    swapped = {"games": 0, "swapper won": 0}

    def tick(game, final, report):
        if any(m.swap for m in final.moves):
            swapped["games"] += 1
            # the swapper is the second player (2); winner_player 1 = who moved first
            if final.result and final.result.winner is not None and final.player_of(final.result.winner) == 2:
                swapped["swapper won"] += 1
        print(f"  game {game + 1}: {report.wins[0]} - {report.wins[1]}  "
              f"({len(final.moves)} moves, swapped {swapped['games']}, swapper won {swapped['swapper won']})",
              flush=True)
    report = play_match(never, swaps, args.games, "hex", args.size, on_game=tick)
    print(report.summary())
    print(f"  swaps: {swapped['games']} of {args.games} games, the swapper won {swapped['swapper won']}")
    return 0


def first_player(args) -> int:
    if args.baseline:
        from gates_baseline import BaselinePlayer
        a = BaselinePlayer(args.seconds, seed=args.seed, name="baseline A")
        b = BaselinePlayer(args.seconds, seed=args.seed + 1, name="baseline B")
    else:
        a = MctsPlayer(args.seconds, seed=args.seed, name="engine A")
        b = MctsPlayer(args.seconds, seed=args.seed + 1, name="engine B")
    light = [0]

    def tick(game, final, report):
        if final.result and final.result.winner is not None and final.player_of(final.result.winner) == 1:
            light[0] += 1
        print(f"  game {game + 1}: first player (Light) won {light[0]}", flush=True)
    report = play_match(a, b, args.games, "hex", args.size, swap=False, on_game=tick)
    print(report.summary())
    print(f"  swap off, Hex {args.size}: the first player (Light) won {light[0]} of {report.games}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
