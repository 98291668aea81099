"""Does thinking on the opponent's time make the engine stronger?  (issue #18 point 2; plain script)

Plays the engine against itself as the window plays it (genres/gates/pondering_player.py: the
search in the Thinker's child process, its tree kept between moves), one side pondering while
the other thinks, the other not, at equal time a move, swap on, colours alternated:

    python bench/gates_ponder_match.py --variant y --size 7 --games 40 --seconds 0.5

Both sides search their own moves with parallel.default_workers(); the pondering side ponders
on one core, so on a 2-core machine it takes some of the machine from the thinking side: that
is what pondering costs and gains in the window too (where the person thinks, not a search).
"""
from __future__ import annotations

import argparse
import sys

from genres.gates import play_match
from genres.gates.pondering_player import PonderingPlayer
from genres.gates.tiles import COLOUR_NAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=("y", "hex", "cross"), default="y")
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    with PonderingPlayer(args.seconds, seed=args.seed, name="pondering") as pondering, \
            PonderingPlayer(args.seconds, seed=args.seed + 1, name="not pondering", ponder=False) as plain:

        def tick(game, final, report):
            opener = pondering.name if game % 2 == 0 else plain.name
            result = final.result
            won = "draw" if result is None or result.winner is None else f"{COLOUR_NAMES[result.winner]} won"
            swap = ", swapped" if any(m.swap for m in final.moves) else ""
            print(f"  game {game + 1}: pondering {report.wins[0]} - {report.wins[1]} not pondering"
                  f"  ({opener} opened{swap}, {won}, {len(final.moves)} moves)", flush=True)
        report = play_match(pondering, plain, args.games, args.variant, args.size, on_game=tick)
        print(report.summary())
        print(f"  root visits inherited by the moves: pondering {pondering.kept_visits:,} "
              f"(pondered {pondering.ponder_playouts:,}), not pondering {plain.kept_visits:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
