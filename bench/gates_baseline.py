"""An independent UCT-RAVE player for Y and Hex Gates: the yardstick of issue #18.

It shares no search or playout code with the engine (genres/gates/mcts.py, tree.py,
playouts.py, _fastplayouts.pyx): only the rules (GameState) and the board geometry.
Its whole search is compiled (bench/_baseline_uct.pyx, built on first use with
pyximport into ~/.pyxbld): a textbook UCT-RAVE -- one random-fill playout per
descent, the swap valued like a move with AMAF (how often Light won), a node's children
made on its third visit -- over flat C arrays, with its own playout on a union-find
of Light's corners (on a full Y or Hex board exactly one colour wins, so the order
of the tiles does not matter).  It runs about as many playouts a second as the
engine's search.

The issue asks that the engine beat it in at least 70 of 100 games at 1 s a move
on Y Gates 7 and Hex Gates 7:

    python bench/gates_baseline.py --variant y --size 7 --games 100 --seconds 1

The engine plays as the window plays it (genres/gates/pondering_player.py): its search runs in
the Thinker's child process with a tree kept between moves, and it ponders the position while
the baseline thinks its own seconds in this process -- both at once, in wall time, as in a real
game.  The baseline does not ponder.  `--no-ponder` plays the engine as a bare in-process
MctsPlayer (kept tree, no pondering), as before.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

import pyximport

from genres.gates import SWAP, GameState, Move, play_match
from genres.gates.board import HEX_GATES, HEX_GOALS
from genres.gates.mcts import MctsPlayer
from genres.gates.notation import moves_line
from genres.gates.pondering_player import PonderingPlayer
from genres.gates.tiles import COLOUR_NAMES, LIGHT, STANDARD_ORIENTATIONS, light_stripe

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
_importers = pyximport.install(language_level=3, inplace=False)
try:
    from _baseline_uct import BaselineSearch  # noqa: E402  (built by pyximport above)
finally:
    pyximport.uninstall(*_importers)          # build nothing else on import

K = len(STANDARD_ORIENTATIONS)


class BaselinePlayer:
    """UCT-RAVE, `seconds` a move; for Y and Hex Gates without align."""

    def __init__(self, seconds: float = 1.0, seed: int | None = None, name: str = "baseline",
                 ucb_c: float = 0.1, rave_bias: float = 500.0, descents: int | None = None,
                 batch: int = 1, expand_at: int = 3):
        """`batch`, `expand_at`: playouts per descent and the visit that expands a node (the
        baseline: 1 and 3; other values only for self-play experiments, gates_selfplay.py)."""
        self.seconds = seconds
        self.batch, self.expand_at = batch, expand_at
        self.descents = descents        # a fixed number of descents a move instead of `seconds`
        self.rng = random.Random(seed)
        self.name = name
        self.ucb_c = ucb_c
        self.rave_bias = rave_bias
        self.playouts = 0
        self.think_seconds = 0.0
        self.last_visits: dict[Move, int] = {}

    def search(self, state: GameState, seconds: float | None = None, descents: int = -1) -> BaselineSearch:
        if state.options.align or state.variant not in ("y", HEX_GATES):
            raise ValueError("the baseline plays Y and Hex Gates without align")
        board = state.board
        goal = HEX_GOALS[LIGHT] if board.variant == HEX_GATES else (1 << board.side_count) - 1
        corner_sides = [m & goal if board.corner_class[v] == LIGHT else 0 for v, m in enumerate(board.corner_sides)]
        stripes_a, stripes_b = [], []
        for cell in range(board.cell_count):
            for o in STANDARD_ORIENTATIONS:
                a, b = light_stripe(o)
                stripes_a.append(board.cell_corners[cell][a])
                stripes_b.append(board.cell_corners[cell][b])
        tiles = state.tiles
        laid = [c * K + STANDARD_ORIENTATIONS.index(o) for c, o in enumerate(tiles) if o >= 0]
        free = [c for c, o in enumerate(tiles) if o < 0]
        if state.can_swap:
            swap_depth = 0
        elif state.options.swap and not state.moves and not state.is_study:
            swap_depth = 1          # the reply to this first tile may swap
        else:
            swap_depth = -1
        found = BaselineSearch(board.cell_count, K, board.corner_count, goal, stripes_a, stripes_b,
                               corner_sides, laid, free, swap_depth, state.swapped, state.player_to_move,
                               self.rng.getrandbits(63), self.rave_bias, self.ucb_c,
                               batch=self.batch, expand_at=self.expand_at)
        return found

    def choose(self, state: GameState) -> Move:
        started = time.perf_counter()
        found = self.search(state)
        visits, _ = found.run(self.seconds, -1 if self.descents is None else self.descents)
        self.playouts += found.playouts
        self.think_seconds += time.perf_counter() - started
        best = max(range(len(visits)), key=lambda i: (visits[i], self.rng.random()))
        self.last_visits = {self._move(i, state): v for i, v in enumerate(visits) if v}
        return self._move(best, state)

    @staticmethod
    def _move(index: int, state: GameState) -> Move:
        """Move `index` of the kernel: cell * K + orientation index, the swap last."""
        cell, k = divmod(index, K)
        return SWAP if cell == state.board.cell_count else Move(cell, STANDARD_ORIENTATIONS[k])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=("y", "hex"), default="y")
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--engine-swap", choices=("rule", "search", "never"), default="rule",
                        help="the engine's swap: genres.gates.mcts.SWAPS (default), searched like a move, or never")
    parser.add_argument("--no-ponder", action="store_true",
                        help="the engine as a bare in-process MctsPlayer that does not think on the "
                             "baseline's time (the match before pondering)")
    parser.add_argument("--log", help="a file for each lost game's record (move notation)")
    args = parser.parse_args(argv)
    may_swap = {"rule": None, "search": True, "never": False}[args.engine_swap]
    if args.no_ponder:
        engine = MctsPlayer(args.seconds, seed=args.seed, name="engine", may_swap=may_swap)
    else:
        engine = PonderingPlayer(args.seconds, seed=args.seed, name="engine", may_swap=may_swap)
    baseline = BaselinePlayer(args.seconds, seed=args.seed + 1)
    print(f"engine {'without' if args.no_ponder else 'with'} pondering, {args.seconds:g} s a move", flush=True)
    try:
        return _match(engine, baseline, args)
    finally:
        if isinstance(engine, PonderingPlayer):
            engine.close()


def _match(engine, baseline, args) -> int:
    log = open(args.log, "w") if args.log else None

    def tick(game, final, report):
        opener = "engine" if game % 2 == 0 else "baseline"
        result = final.result
        won = "draw" if result is None or result.winner is None else \
            f"{COLOUR_NAMES[result.winner]} won"
        swap = ", swapped" if any(m.swap for m in final.moves) else ""
        kept = (f", kept visits so far {engine.kept_visits:,}, pondered {engine.ponder_playouts:,}"
                if isinstance(engine, PonderingPlayer) else "")
        print(f"  game {game + 1}: engine {report.wins[0]} - {report.wins[1]} baseline"
              f"  ({opener} opened{swap}, {won}, {len(final.moves)} moves{kept})", flush=True)
        if log is not None and report.winners[-1] != 0:
            log.write(f"game {game + 1}, {opener} opened: {moves_line(final)}\n")
            log.flush()

    try:
        report = play_match(engine, baseline, args.games, args.variant, args.size, on_game=tick)
    finally:
        if log is not None:
            log.close()
    need = 0.7 * args.games
    if isinstance(engine, PonderingPlayer):
        print(f"  engine pondering: {engine.ponder_playouts:,} playouts pondered, its moves inherited "
              f"{engine.kept_visits:,} root visits from earlier searches and pondering")
    print(report.summary() + f"\n  target: engine wins at least {need:.0f} -> "
          + ("PASS" if report.wins[0] >= need else "FAIL"))
    return 0 if report.wins[0] >= need else 1


if __name__ == "__main__":
    sys.exit(main())
