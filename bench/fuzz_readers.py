"""The long fuzz run: mutated examples of every format through every verb.

    python bench/fuzz_readers.py [--inputs 10000] [--seed 1]

Prints, per reader (json, txt, url, link, gates), how many inputs worked ("ok"),
were refused with one clear line ("refused"), took over a second ("slow") or
broke the promise (anything else, listed with the input's seed so it can be
replayed).  The short version runs in the tests (tests/test_fuzz.py).
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from fuzzing import EXTENSION, VERBS, judge, mutant, run_verb, seeds  # noqa: E402

SLOW_SECONDS = 1.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    all_seeds = seeds()
    counts: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    problems: list[str] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for n in range(args.inputs):
            rng = random.Random(args.seed * 1_000_003 + n)
            seed = rng.choice(all_seeds)
            text = mutant(seed, rng)
            verb = rng.choice(VERBS)
            target = text
            if seed.kind not in ("url", "link"):
                target = os.path.join(folder, f"fuzz{EXTENSION[seed.kind]}")
                with open(target, "wb") as f:
                    f.write(text.encode("utf-8", "surrogatepass"))
            t0 = time.perf_counter()
            try:
                code, _out, err = run_verb(verb, target, folder)
                outcome = judge(code, err)
            except BaseException as e:  # noqa: BLE001 - the bug being hunted
                outcome = f"exception {type(e).__name__}: " + traceback.format_exc(limit=1)[-200:]
            seconds = time.perf_counter() - t0
            if outcome not in ("ok", "refused"):
                problems.append(f"input {n} ({seed.kind} {seed.name}, {' '.join(verb[:2])}): {outcome}")
                outcome = "broken"
            elif seconds > SLOW_SECONDS:
                problems.append(f"input {n} ({seed.kind} {seed.name}): {seconds:.1f} s")
                outcome = "slow"
            counts[seed.kind][outcome] += 1
    total = time.perf_counter() - start
    print(f"{args.inputs} inputs in {total:.0f} s")
    print(f"{'reader':8} {'ok':>7} {'refused':>8} {'slow':>5} {'broken':>7}")
    for kind in sorted(counts):
        c = counts[kind]
        print(f"{kind:8} {c['ok']:7} {c['refused']:8} {c['slow']:5} {c['broken']:7}")
    for line in problems[:40]:
        print(line)
    return 1 if any(c["broken"] for c in counts.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
