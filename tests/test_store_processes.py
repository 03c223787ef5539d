"""The store with real files and real ``referee play`` processes side by side."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import time

import pytest
from conftest import ROOT, referee_cmd, say, start_play

from referee.dialogue import Session
from referee.store import Store


def _stored_game(path, lang="en"):
    s = Session(table_id="console", store=Store(path))
    s.start("babel", ["Anna", "Ben"], lang=lang)
    s.handle("done")
    s.store.close()


@pytest.mark.parametrize(
    ("lang", "args", "says"),
    [
        ("en", [], "is read-only, and the referee needs to write to it."),
        ("de", [], "ist schreibgeschützt, der Schiedsrichter muss aber hineinschreiben."),
        ("en", ["--lang", "de"], "ist schreibgeschützt"),
    ],
)
def test_a_read_only_database_is_refused_at_start_in_the_tables_language(
    tmp_path, lang, args, says
):
    path = tmp_path / "r.sqlite3"
    _stored_game(path, lang)
    path.chmod(0o444)
    proc = subprocess.run(
        referee_cmd("play", "--db", str(path), *args),
        input="yes\ndone\n",
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith(f"referee play: {path} ") and says in proc.stderr
    assert proc.stderr.count("\n") == 1


def test_an_unwritable_database_is_refused_by_the_store_itself(tmp_path):
    from referee.store import StoreError

    path = tmp_path / "r.sqlite3"
    _stored_game(path)
    path.chmod(0o444)
    with pytest.raises(StoreError) as caught:
        Store(path)
    assert caught.value.reason == "read-only"


def test_a_half_made_schema_of_an_older_start_is_completed_not_taken_for_foreign(tmp_path):
    path = tmp_path / "r.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE tables (table_id TEXT PRIMARY KEY, lang TEXT NOT NULL)")
    db.commit()
    db.close()
    store = Store(path)
    assert store.current_game("console") is None
    store.new_game("console", "babel", ["Anna", "Ben"], {})


@pytest.mark.slow
def test_eight_terminals_started_at_once_on_a_new_database_all_start(tmp_path):
    for attempt in range(3):
        path = tmp_path / f"new{attempt}.sqlite3"
        env = {**os.environ, "REFEREE_DB": str(path)}
        procs = [start_play(env, "--new") for _ in range(8)]
        for proc in procs:
            out, err = proc.communicate("whose turn is it?\n", timeout=120)
            assert proc.returncode == 0, err
            assert err == "" and "No game is running" in out


@pytest.mark.slow
def test_two_terminals_taking_turns_each_apply_every_report(db_path, env):
    first = start_play(env)
    first.stdout.readline()
    assert "New game" in say(first, "new game of babel with Anna and Ben")
    second = start_play(env)
    assert "Pick it up again?" in second.stdout.readline()
    assert "Picking up" in say(second, "yes")
    for floor in range(1, 12):
        reply = say(first if floor % 2 else second, "done")
        assert f"built floor {floor}:" in reply, reply
        if floor > 1:
            assert reply.startswith("The game was changed in another window, so I loaded it")
    for proc in (first, second):
        proc.stdin.close()
        proc.wait(timeout=20)
        assert proc.returncode == 0 and proc.stderr.read() == ""
    resumed = Session(table_id="console", store=Store(db_path))
    resumed.resume()
    assert len(resumed.log) == 11 and resumed.snapshot()["floors"] == 11


@pytest.mark.slow
def test_two_terminals_reporting_at_the_same_moment_never_fail(db_path, env):
    first = start_play(env)
    first.stdout.readline()
    assert "New game" in say(first, "new game of babel with Anna and Ben")
    second = start_play(env)
    assert "Pick it up again?" in second.stdout.readline()
    assert "Picking up" in say(second, "yes")
    replies = []
    for _ in range(15):
        for proc in (first, second):  # both lines are written before either is answered
            proc.stdin.write("done\n")
            proc.stdin.flush()
        replies += [first.stdout.readline(), second.stdout.readline()]
    for proc in (first, second):
        proc.stdin.close()
        proc.wait(timeout=20)
        assert proc.returncode == 0 and proc.stderr.read() == ""
    for reply in replies:
        assert "something went wrong" not in reply
        assert "built floor" in reply or "changed in another window" in reply or "over" in reply
    resumed = Session(table_id="console", store=Store(db_path))
    resumed.resume()  # the stored log is one game that replays
    accepted = sum("built floor" in r for r in replies)
    assert accepted >= 15 and len(resumed.log) >= 15


@pytest.mark.slow
def test_ctrl_c_at_the_prompt_says_the_game_is_saved_and_exits_130(env):
    proc = start_play(env, "--lang", "de")
    proc.stdout.readline()
    assert "Neues Spiel" in say(proc, "neues Spiel Babel mit Anna und Ben")
    time.sleep(0.3)  # at the prompt again
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 130
    assert out == "Spiel gespeichert — `referee play` macht hier weiter.\n"
    assert err == ""


def test_end_of_input_says_the_game_is_saved_and_exits_0(env):
    proc = subprocess.run(
        referee_cmd("play", "--new"),
        input="new game of babel with Anna and Ben\ndone\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "Game saved — `referee play` picks it up again."


def test_a_full_disk_for_the_output_says_what_failed(env):
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            referee_cmd("play", "--new"),
            input="new game of babel with Anna and Ben\ndone\n",
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            timeout=60,
            cwd=ROOT,
        )
    assert proc.returncode == 2
    assert proc.stderr == "referee play: cannot write the output: No space left on device\n"
