"""Fuzzing every reader through every verb: mutated examples of every format
end in success or in one short line with exit 3, never a traceback (issue 12).
Bounded so CI stays fast; bench/fuzz_readers.py runs the long version."""
from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from fuzzing import EXTENSION, VERBS, Seed, judge, mutant, run_verb, seeds

SEEDS = seeds()
KINDS = sorted({s.kind for s in SEEDS})


def test_every_format_has_seeds():
    assert set(KINDS) == {"json", "txt", "url", "link", "gates"}


def _write(tmp_path, seed: Seed, text: str) -> str:
    if seed.kind in ("url", "link"):
        return text
    path = tmp_path / f"fuzz{EXTENSION[seed.kind]}"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return str(path)


@pytest.mark.parametrize("kind", ["json", "txt", "url", "link", "gates"])
@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_inputs_end_cleanly(tmp_path, kind, data):
    candidates = [s for s in SEEDS if s.kind == kind]
    seed = data.draw(st.sampled_from(candidates), label="seed")
    rng = random.Random(data.draw(st.integers(0, 2 ** 32 - 1), label="mutation"))
    text = mutant(seed, rng)
    verb = data.draw(st.sampled_from(VERBS), label="verb")
    target = _write(tmp_path, seed, text)
    code, _out, err = run_verb(verb, target, str(tmp_path))
    verdict = judge(code, err)
    assert verdict in ("ok", "refused"), f"{seed.name} ({kind}) {verb}: {verdict}"
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".pw-")], "no temp file left"
