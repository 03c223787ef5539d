"""A game killed between two reports resumes to exactly the uninterrupted state."""

from __future__ import annotations

import os
import signal
import subprocess

import pytest
from conftest import ROOT, referee_cmd

from referee.dialogue import Session
from referee.store import Store

REPORTS = [
    "new game of babel with Anna, Ben and Carla",
    "Anna: done",
    "Ben: floor 2",
    "Carla: I built floor 3",
    "the tower fell",
    "Ben: done",
    "whose turn is it",
]


def _start(env):
    return subprocess.Popen(
        referee_cmd("play"),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
        bufsize=1,
    )


def _say(proc, line):
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline()


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [2, 4])
def test_killed_and_resumed_game_equals_the_uninterrupted_one(tmp_path, kill_after):
    db = tmp_path / "killed.sqlite3"
    env = {**os.environ, "REFEREE_DB": str(db)}
    proc = _start(env)
    proc.stdout.readline()  # greeting
    for line in REPORTS[:kill_after]:
        assert _say(proc, line).strip()
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)

    proc = _start(env)
    assert "Pick it up again?" in proc.stdout.readline()
    assert "Picking up the unfinished game" in _say(proc, "yes")
    for line in REPORTS[kill_after:]:
        assert _say(proc, line).strip()
    proc.stdin.close()
    proc.wait(timeout=10)

    resumed = Session(table_id="console", store=Store(db))
    resumed.resume()

    straight = Session(table_id="console")
    for line in REPORTS:
        speaker, _, text = line.rpartition(": ")
        straight.handle(text, speaker or None)
    assert resumed.snapshot() == straight.snapshot()
    assert resumed.snapshot()["scores"] == {"Anna": 1, "Ben": 3, "Carla": 3}


def test_play_with_a_game_but_no_players_asks_for_them(env):
    proc = subprocess.run(
        referee_cmd("play", "turm", "--lang", "de"),
        input="Anna, Ben und Carla\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 0
    first, second = proc.stdout.splitlines()[:2]
    assert first.startswith("Wer spielt Der Turm?")
    assert "Neues Spiel Der Turm mit Anna, Ben und Carla." in second


def test_play_with_players_and_german(env):
    proc = subprocess.run(
        referee_cmd("play", "babel", "--players", "Anna,Ben", "--lang", "de"),
        input="fertig\nwer ist dran\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 0
    assert "Neues Spiel Turmbau zu Babel mit Anna und Ben." in proc.stdout
    assert "Anna hat Stockwerk 1 gebaut" in proc.stdout
