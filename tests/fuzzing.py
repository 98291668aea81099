"""Mutated puzzle files and URLs for the fuzz tests and bench/fuzz_readers.py.

Seeds are the bundled examples in every format Puzzlewright reads (native
JSON, pzprv3 .txt, puzz.link URLs, puzzlewright: links, .gates records); a mutation edits the text
(cut, insert, replace, duplicate, truncate) or, for JSON, swaps one value
deep inside for a hostile one (huge numbers, markup, wrong types, deep
nesting).  Plain Python: hypothesis draws the choices in the tests, a seeded
random.Random in the bench script.
"""
from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass
from importlib import resources
from typing import Any

from editor.cli import run_cli
from genres.core import nativefile, openers

GATES_RECORD = ("# Gates game record\nVariant: Y Gates\nSize: 5\nSwap: on\nAlign: off\n\n"
                "c:a1\nswap\nb:c3\na:b2\n")

HOSTILE_VALUES: list[Any] = [
    10 ** 400, -1, 0, 1.5, True, None, "", "x" * 5000, '<a href="x">y</a><img src="/dev/zero">',
    "\u00b2", "\x00\x1b[31m", [], {}, [[[[[[[[[[[]]]]]]]]]]], [0] * 50, {"rows": 100, "cols": 100},
    [1, 1, 1], [[0, 0, 5], [0, 0, 6]], 99, 101, "slalom/10/10/zz",
]
INSERTS = ["9" * 40, "\u00b2", "{", "}", "[", "]", ",", '"', "\n", "/", "?", "-", "0", "pzprv3",
           "<b>", "\x00", "\ufeff", " ", "c:z99", "swap", "Size: 2",
           "puzzlewright:", "2", "_", ".", "+", "%", "am", "s/", "soccer", "corral"]

EXTENSION = {"json": ".json", "txt": ".txt", "gates": ".gates", "url": "", "link": ""}


@dataclass(frozen=True)
class Seed:
    kind: str        # "json", "txt", "gates", "url" (puzz.link) or "link" (puzzlewright:)
    name: str
    text: str


def seeds() -> list[Seed]:
    """Every bundled example in every format it can be written in."""
    out = [Seed("gates", "record", GATES_RECORD)]
    folder = resources.files("resources").joinpath("examples")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".json"):
            continue
        text = entry.read_text(encoding="utf-8")
        out.append(Seed("json", entry.name, text))
        doc = nativefile.loads(text)
        try:
            out.append(Seed("txt", entry.name, openers.dumps(doc, "x.txt")))
        except Exception:  # noqa: BLE001 - a genre without pzprv3 files
            pass
        if openers.url_supported(doc) is None:
            url = openers.url_for(doc)
            out.append(Seed("link" if url.startswith("puzzlewright:") else "url", entry.name, url))
    return out


def mutate_text(text: str, rng: random.Random, edits: int) -> str:
    for _ in range(edits):
        if not text:
            text = rng.choice(INSERTS)
            continue
        i = rng.randrange(len(text) + 1)
        j = min(len(text), i + rng.randrange(1, 12))
        op = rng.randrange(5)
        if op == 0:
            text = text[:i] + text[j:]
        elif op == 1:
            text = text[:i] + rng.choice(INSERTS) + text[i:]
        elif op == 2:
            text = text[:i] + chr(rng.randrange(32, 0x250)) + text[i + 1:]
        elif op == 3:
            text = text[:j] + text[i:j] * rng.randrange(1, 4) + text[j:]
        else:
            text = text[:i]
    return text


def mutate_json(text: str, rng: random.Random) -> str:
    """Swap one value somewhere inside the JSON for a hostile one."""
    data = json.loads(text)
    holders: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                holders.append((node, k))
                walk(v)
        elif isinstance(node, list):
            for k, v in enumerate(node):
                holders.append((node, k))
                walk(v)

    walk(data)
    if holders:
        node, key = rng.choice(holders)
        node[key] = rng.choice(HOSTILE_VALUES)
    return json.dumps(data)


def mutant(seed: Seed, rng: random.Random) -> str:
    if seed.kind == "json" and rng.random() < 0.5:
        text = mutate_json(seed.text, rng)
        return mutate_text(text, rng, rng.randrange(0, 2))
    return mutate_text(seed.text, rng, rng.randrange(1, 5))


VERBS = (("check", "{target}"), ("check", "--json", "{target}"), ("solve", "{target}"),
         ("solve", "--json", "{target}"), ("convert", "{target}", "{out}.json"),
         ("convert", "{target}", "{out}.txt"))


def run_verb(verb: tuple[str, ...], target: str, out_dir: str) -> tuple[int, str, str]:
    """Run a verb in process; any exception other than the CLI's own handling
    escapes to the caller (that is the bug a fuzz test looks for)."""
    argv = [a.format(target=target, out=f"{out_dir}/out") for a in verb]
    out, err = io.StringIO(), io.StringIO()
    code = run_cli(argv, out, err)
    return code, out.getvalue(), err.getvalue()


def judge(code: int, err: str) -> str:
    """"ok" for a run that worked (any verdict), "refused" for one clear line and
    exit 3; anything else is a problem description."""
    if code in (0, 1, 2):
        return "ok"
    if code != 3:
        return f"exit code {code}"
    lines = err.splitlines()
    if len(lines) != 1 or not lines[0].startswith("puzzlewright: "):
        return f"not one line: {err[:200]!r}"
    if len(lines[0]) > 320:
        return f"message of {len(lines[0])} characters"
    if "Traceback" in err:
        return "traceback"
    return "refused"
