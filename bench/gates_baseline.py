"""An independent UCT-RAVE player for Y and Hex Gates: the yardstick of issue #18.

It shares no search code with the engine (genres/gates/mcts.py, tree.py,
playouts.py): only the rules (GameState) and the board geometry.  It is a plain
textbook UCT-RAVE -- one playout per descent, dictionaries for the tree, the
swap an ordinary move with the UCB exploration term -- with its own random-fill
playout on a union-find of Light's corners (on a full Y or Hex board exactly
one colour wins, so the order of the tiles does not matter).

The issue asks that the engine beat it in at least 70 of 100 games at 1 s a move
on Y Gates 7 and Hex Gates 7:

    python bench/gates_baseline.py --variant y --size 7 --games 100 --seconds 1
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time

from genres.gates import SWAP, GameState, Move, play_match
from genres.gates.board import HEX_GATES, HEX_GOALS
from genres.gates.mcts import MctsPlayer
from genres.gates.tiles import LIGHT, STANDARD_ORIENTATIONS, light_stripe

RAVE_BIAS = 500.0
UCB_C = 0.25


class _Fill:
    """Random fill of the empty cells; Light wins iff a Light group reaches Light's goal."""

    def __init__(self, state: GameState):
        board = state.board
        self.goal = HEX_GOALS[LIGHT] if board.variant == HEX_GATES else (1 << board.side_count) - 1
        self.sides = [m & self.goal if board.corner_class[v] == LIGHT else 0
                      for v, m in enumerate(board.corner_sides)]
        self.stripes = {(cell, o): tuple(board.cell_corners[cell][k] for k in light_stripe(o))
                        for cell in range(board.cell_count) for o in STANDARD_ORIENTATIONS}
        self.corner_count = board.corner_count

    def light_wins(self, board_tiles: list[tuple[int, int]]) -> bool:
        up = list(range(self.corner_count))
        sides = self.sides[:]

        def root(v):
            while up[v] != v:
                up[v] = up[up[v]]
                v = up[v]
            return v
        for key in board_tiles:
            a, b = self.stripes[key]
            ra, rb = root(a), root(b)
            if ra != rb:
                up[ra] = rb
                sides[rb] |= sides[ra]
                if sides[rb] == self.goal:
                    return True
        return False


class _Node:
    __slots__ = ("visits", "stats", "amaf", "kids")

    def __init__(self):
        self.visits = 0
        self.stats: dict = {}     # move -> [visits, wins] for the mover here; a move is (cell, o) or SWAP
        self.amaf: dict = {}      # (cell, o) -> [playouts in which it ended on the board, wins]
        self.kids: dict = {}


class BaselinePlayer:
    """UCT-RAVE, `seconds` a move; for Y and Hex Gates without align.

    Paths never break without align, so a tile laid in the tree after someone has already
    won changes nothing: the tree simply lays tiles and the full board tells the winner."""

    def __init__(self, seconds: float = 1.0, seed: int | None = None, name: str = "baseline"):
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.name = name
        self.playouts = 0
        self.think_seconds = 0.0

    def choose(self, state: GameState) -> Move:
        started = time.perf_counter()
        fill = _Fill(state)
        root = _Node()
        laid = [(c, o) for c, o in enumerate(state.tiles) if o is not None and o >= 0]
        empty = [c for c, o in enumerate(state.tiles) if o is None or o < 0]
        count = 0
        while time.perf_counter() - started < self.seconds:
            self._iterate(state, root, fill, laid, empty)
            count += 1
        self.playouts += count
        self.think_seconds += time.perf_counter() - started
        best = max(root.stats, key=lambda m: root.stats[m][0])
        return SWAP if best == SWAP else Move(best[0], best[1])

    def _iterate(self, state: GameState, root: _Node, fill: _Fill, laid: list, empty: list) -> None:
        rng = self.rng
        node, path = root, []
        player = state.player_to_move           # 1 = who moved first
        swapped = state.swapped
        can_swap = state.can_swap
        free = set(empty)
        played = []
        while free:
            move = self._select(node, free, can_swap)
            path.append((node, move, player))
            if move == SWAP:
                swapped = True
            else:
                free.discard(move[0])
                played.append(move)
            can_swap = False
            player = 3 - player
            if move not in node.kids:
                node.kids[move] = _Node()
                break
            node = node.kids[move]
        played += [(c, rng.choice(STANDARD_ORIENTATIONS)) for c in free]
        light = fill.light_wins(laid + played)
        light_player = 2 if swapped else 1
        winner_player = light_player if light else 3 - light_player
        for node, move, mover in path:
            reward = 1.0 if mover == winner_player else 0.0
            node.visits += 1
            s = node.stats.setdefault(move, [0, 0.0])
            s[0] += 1
            s[1] += reward
            # AMAF: the final board's new tiles count as if this node's mover laid them now
            amaf = node.amaf
            for key in played:
                a = amaf.get(key)
                if a is None:
                    amaf[key] = [1, reward]
                else:
                    a[0] += 1
                    a[1] += reward

    def _select(self, node: _Node, free: set, can_swap: bool):
        log_n = math.log(node.visits + 1)
        stats, amaf = node.stats, node.amaf
        best, best_value = None, -1.0
        candidates = [(c, o) for c in free for o in STANDARD_ORIENTATIONS]
        if can_swap:
            candidates.append(SWAP)
        for move in candidates:
            n, w = stats.get(move, (0, 0.0))
            an, aw = amaf.get(move, (0, 0.0)) if move != SWAP else (0, 0.0)
            if n == 0 and an == 0:
                value = 1.0 + self.rng.random() * 0.01       # untried: first
            else:
                beta = an / (n + an + 4 * n * an / RAVE_BIAS) if an else 0.0
                q = w / n if n else 0.0
                value = (1 - beta) * q + (beta * aw / an if an else 0.0) + UCB_C * math.sqrt(log_n / (n + 1))
            if value > best_value:
                best, best_value = move, value
        return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=("y", "hex"), default="y")
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    engine = MctsPlayer(args.seconds, seed=args.seed, name="engine")
    baseline = BaselinePlayer(args.seconds, seed=args.seed + 1)

    def tick(game, final, report):
        print(f"  game {game + 1}: engine {report.wins[0]} - {report.wins[1]} baseline", flush=True)
    report = play_match(engine, baseline, args.games, args.variant, args.size, on_game=tick)
    need = 0.7 * args.games
    print(report.summary() + f"\n  target: engine wins at least {need:.0f} -> "
          + ("PASS" if report.wins[0] >= need else "FAIL"))
    return 0 if report.wins[0] >= need else 1


if __name__ == "__main__":
    sys.exit(main())
