"""The supervisor's stop: a worker that does not stop in time is killed, after its stack."""

from __future__ import annotations

import logging
import subprocess
import sys
import time

from referee.frontends.telegram.run import _stopped

HANGS = """
import faulthandler, signal, sys, time
faulthandler.register(signal.SIGUSR1, all_threads=True)
signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a worker stuck on its way out
print("up", flush=True)
def stuck_in_shutdown():
    time.sleep(600)
stuck_in_shutdown()
"""


def _started(code: str) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdout.readline().strip() == "up"
    return proc


def test_a_hanging_worker_is_killed_after_the_grace_and_says_where_it_hung(caplog):
    worker = _started(HANGS)
    worker.terminate()  # ignored
    began = time.monotonic()
    with caplog.at_level(logging.WARNING):
        assert _stopped(0, worker, grace=1.0) == 0
    assert time.monotonic() - began < 30
    assert worker.returncode == -9
    assert "worker 0 did not stop in 1 s; killing it" in caplog.text
    assert "stuck_in_shutdown" in worker.stderr.read()  # its stack, for the operator


def test_a_worker_that_stops_keeps_its_own_exit_code():
    worker = _started('import sys; print("up", flush=True); sys.exit(2)')
    assert _stopped(1, worker, grace=10.0) == 2
