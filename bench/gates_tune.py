"""Short engine-vs-baseline matches with one engine constant changed: the tuning runs of issue #18.

    python bench/gates_tune.py --games 40 --seconds 0.25 --set tree.EXPLORE=0.1 --log lost.txt
    python bench/gates_tune.py --swap never       # the engine never swaps (the rule on Hex)

--set MODULE.NAME=VALUE changes a constant of genres.gates.tree, .mcts or .playouts for this run
(tree's tables and the compiled kernel's copies are rebuilt).  Each lost game's record goes to --log.
"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gates_baseline import BaselinePlayer  # noqa: E402

from genres.gates import mcts, play_match, playouts, tree  # noqa: E402
from genres.gates.mcts import MctsPlayer  # noqa: E402
from genres.gates.notation import moves_line  # noqa: E402


def apply(setting: str) -> None:
    name, value = setting.split("=", 1)
    module_name, constant = name.split(".", 1)
    module = {"tree": tree, "mcts": mcts, "playouts": playouts}[module_name]
    kind = type(getattr(module, constant))
    setattr(module, constant, value.lower() in ("1", "true", "yes") if kind is bool else kind(value))
    tree._BETA = np.sqrt(tree.RAVE_K / (3.0 * np.arange(tree._TABLE_SIZE) + tree.RAVE_K))
    tree._PRIOR_WINS = tree.FIRST_PLAY * tree._PRIOR
    if playouts._fastplayouts is not None:
        playouts._fastplayouts.set_tree_constants(tree._BETA, tree._INV_SQRT, tree._PRIOR,
                                                  tree._PRIOR_WINS, tree.EXPLORE, tree.FIRST_PLAY)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=("y", "hex"), default="y")
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--log")
    parser.add_argument("--swap", choices=("rule", "search", "never"), default="rule",
                        help="the engine's swap: mcts.SWAPS (default), searched like a move, or never")
    args = parser.parse_args(argv)
    for setting in args.set:
        apply(setting)
    may_swap = {"rule": None, "search": True, "never": False}[args.swap]
    engine = MctsPlayer(args.seconds, seed=args.seed, name="engine", may_swap=may_swap)
    baseline = BaselinePlayer(args.seconds, seed=args.seed + 1)
    log = open(args.log, "w") if args.log else None

    def tick(game, final, report):
        engine_first = game % 2 == 0
        engine_won = report.winners[-1] == 0
        record = moves_line(final)
        print(f"game {game + 1}: {'engine' if engine_first else 'baseline'} opened, "
              f"{'WON' if engine_won else 'lost'}; {report.wins[0]}-{report.wins[1]}  {record}", flush=True)
        if log is not None and not engine_won:
            log.write(f"{'engine' if engine_first else 'baseline'} opened: {record}\n")
            log.flush()
    report = play_match(engine, baseline, args.games, args.variant, args.size, on_game=tick)
    print(report.summary() + f"\n  settings: {' '.join(args.set) or 'as shipped'}, swap: {args.swap}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
