"""A save killed at any moment never loses the file (issue 12): the old file or
the new one is there, whole, and the next save removes the killed save's
temporary file once it is stale."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

from genres.core import nativefile

SAVER = r"""
import sys
from genres.core import nativefile
path = sys.argv[1]
n = 0
print("ready", flush=True)
while True:
    n += 1
    # Large enough that a kill often lands mid-write.
    nativefile.write_atomically(path, ('{"generation": %d, "pad": "' % n) + "x" * 400_000 + '"}')
"""


def test_killing_a_save_many_times_never_damages_the_file(tmp_path):
    import json
    path = tmp_path / "puzzle.json"
    nativefile.write_atomically(str(path), '{"generation": 0, "pad": ""}')
    rng = random.Random(5)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    for _ in range(25):
        proc = subprocess.Popen([sys.executable, "-c", SAVER, str(path)], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        data = json.loads(path.read_text(encoding="utf-8"))   # always whole
        assert isinstance(data["generation"], int)
    leftovers = [n for n in os.listdir(tmp_path) if n.startswith(".pw-")]
    old = time.time() - nativefile.STALE_TEMP_SECONDS - 1
    for name in leftovers:
        os.utime(tmp_path / name, (old, old))
    nativefile.write_atomically(str(path), "{}")
    assert [n for n in os.listdir(tmp_path) if n.startswith(".pw-")] == []
