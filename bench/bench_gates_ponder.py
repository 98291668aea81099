"""The window's computer with and without its kept tree and pondering (plain script, not a test).

Plays a few moves of Y Gates (default size 7, swap off) the way the window does: the computer's
search runs in a child process for --seconds a move; the "person" is the one-ply greedy player,
who takes --person-seconds to move: a short search of its own (0.3 s, in this process, on the
other core) or with --person greedy the one-ply greedy player.  Three ways:

  fresh   a new child and a new tree every move (the window before issue #18 point 2)
  kept    one child keeps its tree; the next search starts from the subtree for the new position
  ponder  as kept, and the child searches the person's position while the person thinks

and prints, per computer move, the visits of the root at the time of the computer's move (the
playouts its choice rests on) and, in brackets, the playouts of that move's own search (what a
busy machine changes from run to run), and their means; the difference is what the kept tree
brought.  The first move has nothing to continue.  Keep runs short on a shared machine:

    python bench/bench_gates_ponder.py --moves 4 --seconds 1 --person-seconds 2
"""
from __future__ import annotations

import argparse
import random
import statistics
import threading
import time

from genres.core.analysis import Cancelled
from genres.gates import GameState, GreedyPlayer, MctsPlayer
from genres.gates.thinker import Thinker, search_in_process, warm_up


def play(way: str, args) -> list[tuple[int, int]]:
    state = GameState("y", args.size, swap=False)
    person = (GreedyPlayer(seed=args.seed) if args.person == "greedy"
              else MctsPlayer(args.person_search, seed=args.seed, name="person"))
    thinker = Thinker() if way != "fresh" else None
    visits: list[tuple[int, int]] = []      # (root visits, of which this search's playouts)
    try:
        while len(visits) < args.moves and not state.is_over:
            if thinker is None:
                found = search_in_process(state, args.seconds, cancel=lambda: False)
            else:
                found = thinker.search(state, args.seconds, cancel=lambda: False)
            visits.append((found.root_visits, found.playouts))
            state = state.play(found.move)
            if state.is_over:
                break
            stop = threading.Event()
            worker = None
            if way == "ponder":
                def ponder(position=state):
                    try:
                        thinker.ponder(position, cancel=stop.is_set)
                    except Cancelled:
                        pass
                worker = threading.Thread(target=ponder)
                worker.start()
            started = time.monotonic()
            reply = person.choose(state)
            time.sleep(max(0.0, args.person_seconds - (time.monotonic() - started)))
            stop.set()
            if worker is not None:
                worker.join()
            state = state.play(reply)
    finally:
        if thinker is not None:
            thinker.close()
    return visits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--moves", type=int, default=4, help="computer moves per way (default 4)")
    parser.add_argument("--seconds", type=float, default=1.0, help="the computer's time a move (default 1)")
    parser.add_argument("--person-seconds", type=float, default=2.0,
                        help="the person's time a move, when the computer may ponder (default 2)")
    parser.add_argument("--person", choices=("mcts", "greedy"), default="mcts",
                        help="who the person is: a short search in this process (default) or the "
                             "one-ply greedy player")
    parser.add_argument("--person-search", type=float, default=0.3,
                        help="the person's search seconds with --person mcts (default 0.3)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--ways", default="fresh,kept,ponder")
    args = parser.parse_args()
    warm_up()
    random.seed(args.seed)
    print(f"Y Gates {args.size}, swap off: {args.seconds:g} s a computer move, "
          f"the person ({args.person}) {args.person_seconds:g} s a move")
    for way in args.ways.split(","):
        visits = play(way, args)
        print(f"{way:7s} root visits at the computer's move (this search's own playouts): "
              + ", ".join(f"{v:,} ({p:,})" for v, p in visits)
              + f"; mean {statistics.mean(v for v, _ in visits):,.0f} "
                f"({statistics.mean(p for _, p in visits):,.0f}), kept from before: "
                f"{statistics.mean(v - p for v, p in visits):,.0f} a move")


if __name__ == "__main__":
    main()
