"""A game killed between two reports resumes to exactly the uninterrupted state."""

from __future__ import annotations

import os
import signal
import subprocess

import pytest
from conftest import ROOT, referee_cmd, say, start_play

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


def _play_and_kill(tmp_path, lines):
    """Say ``lines`` to a real ``referee play``, then kill it hard; the database it used."""
    db = tmp_path / "killed.sqlite3"
    proc = start_play({**os.environ, "REFEREE_DB": str(db)})
    proc.stdout.readline()  # greeting
    for line in lines:
        assert say(proc, line).strip()
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    return db


def _resume_and_finish(db, lines):
    """A new ``referee play`` on ``db``: pick the game up, say the rest; what "yes" got."""
    proc = start_play({**os.environ, "REFEREE_DB": str(db)})
    assert "Pick it up again?" in proc.stdout.readline()
    picked = say(proc, "yes")
    for line in lines:
        assert say(proc, line).strip()
    proc.stdin.close()
    proc.wait(timeout=10)
    return picked


def _straight(lines):
    """The snapshot of the same lines said to one uninterrupted session."""
    straight = Session(table_id="console")
    for line in lines:
        speaker, _, text = line.rpartition(": ")
        straight.handle(text, speaker or None)
    return straight.snapshot()


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [2, 4])
def test_killed_and_resumed_game_equals_the_uninterrupted_one(tmp_path, kill_after):
    db = _play_and_kill(tmp_path, REPORTS[:kill_after])

    picked = _resume_and_finish(db, REPORTS[kill_after:])
    assert "Picking up the unfinished game" in picked

    resumed = Session(table_id="console", store=Store(db))
    resumed.resume()
    assert resumed.snapshot() == _straight(REPORTS)
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


def _foreign(path):
    import sqlite3

    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (body TEXT)")
    db.commit()
    db.close()


@pytest.mark.parametrize("kind", ["folder", "not-sqlite", "foreign", "parent-is-a-file"])
def test_play_on_an_unusable_database_says_so_in_one_line(tmp_path, kind):
    db = tmp_path / "x.sqlite3"
    if kind == "folder":
        db.mkdir()
    elif kind == "not-sqlite":
        db.write_text("these are my notes, not a database\n" * 5)
    elif kind == "foreign":
        _foreign(db)
    else:
        db.write_text("x")
        db = db / "inner.sqlite3"
    for args, env in [
        (["--db", str(db)], dict(os.environ)),
        ([], {**os.environ, "REFEREE_DB": str(db)}),
    ]:
        proc = subprocess.run(
            referee_cmd("play", *args),
            input="new game of babel with Anna and Ben\n",
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
            cwd=ROOT,
        )
        assert proc.returncode == 2
        assert proc.stdout == ""
        assert proc.stderr.startswith("referee play: ") and proc.stderr.count("\n") == 1
        assert "Traceback" not in proc.stderr


@pytest.mark.slow
def test_two_terminals_on_one_database_keep_one_consistent_game(db_path, env):
    first = start_play(env)
    first.stdout.readline()  # greeting
    assert "New game" in say(first, "new game of babel with Anna and Ben")
    assert "Anna built floor 1" in say(first, "done")
    second = start_play(env)
    assert "Pick it up again?" in second.stdout.readline()
    assert "Picking up" in say(second, "yes")
    assert "Ben built floor 2" in say(second, "done")
    behind = say(first, "done")  # first has not seen Ben's floor: it loads it, then applies
    assert behind.startswith("The game was changed in another window, so I loaded it again")
    assert "Anna built floor 3: 3 points, 4 in all" in behind
    undone = say(second, "undo")  # second loads Anna's floor 3 first: that is what it undoes
    assert "loaded it again" in undone and "Took back Anna's floor 3" in undone
    again = say(first, "Anna: I built floor 3")
    assert "loaded it again" in again and "Anna built floor 3" in again
    for proc in (first, second):
        proc.stdin.close()
        proc.wait(timeout=10)
        assert proc.returncode == 0 and "Traceback" not in proc.stderr.read()
    resumed = Session(table_id="console", store=Store(db_path))
    resumed.resume()
    assert resumed.snapshot()["scores"] == {"Anna": 4, "Ben": 2}


def test_play_survives_bytes_that_are_not_utf8_and_an_ascii_terminal(env):
    proc = subprocess.run(
        referee_cmd("play", "--new"),
        input=b"new game of babel with Anna and J\xfcrgen\nd\xffone\nAnna: done\n",
        capture_output=True,
        env={**env, "PYTHONIOENCODING": "ascii:strict"},
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr
    assert b"Anna built floor 1" in proc.stdout


def test_ctrl_c_at_any_moment_ends_without_a_traceback(monkeypatch, capsys):
    from referee import cli

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_play", interrupted)
    monkeypatch.setattr(cli, "_replay", interrupted)
    for argv in (["play"], ["replay", "-"]):
        try:
            code = cli.main(argv)
        except KeyboardInterrupt:  # not raised on: it would stop the whole test run
            pytest.fail(f"Ctrl-C escaped `referee {argv[0]}` as a traceback")
        assert code == 130
    assert "Traceback" not in capsys.readouterr().err


def test_a_history_file_that_cannot_be_used_does_not_stop_the_terminal(tmp_path):
    from referee.frontends.console import safe_history

    folder = tmp_path / "referee.history"
    folder.mkdir()  # e.g. a folder where the history file should be
    history = safe_history(folder)
    assert list(history.load_history_strings()) == []
    history.store_string("new game of babel with Anna and Ben")  # does not raise


@pytest.mark.parametrize(
    ("lang", "says"),
    [("en", "is a folder, not a database file."), ("de", "ist ein Ordner, keine Datenbankdatei.")],
)
def test_a_database_problem_is_said_in_the_chosen_language(tmp_path, lang, says):
    proc = subprocess.run(
        referee_cmd("play", "--db", str(tmp_path), "--lang", lang),
        input="",
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 2
    assert proc.stderr == f"referee play: {tmp_path} {says}\n"


PALETTI = [
    "new game of Villa Paletti with Anna, Ben, Carla and Dora",
    "Anna: I can't move anything else",
    "Ben: agreed",
    "Carla: agreed",
    "Dora: agreed",
    "Ben: I moved the thick one",
    "whose turn is it",
]


@pytest.mark.slow
@pytest.mark.parametrize("kill_after", [3, 4])
def test_a_paletti_announcement_half_answered_survives_a_restart(tmp_path, kill_after):
    """Killed while some players have agreed: who agreed is in the log, so it comes back."""
    db = _play_and_kill(tmp_path, PALETTI[:kill_after])

    resumed = Session(table_id="console", store=Store(db))
    resumed.resume()
    assert resumed.snapshot()["accepted"] == ["Ben", "Carla"][: kill_after - 2]
    assert resumed.snapshot()["level"] == "blue"

    picked = _resume_and_finish(db, PALETTI[kill_after:])
    assert "Picking up the unfinished game" in picked and "agreed" in picked

    resumed = Session(table_id="console", store=Store(db))
    resumed.resume()
    assert resumed.snapshot() == _straight(PALETTI)
    assert resumed.snapshot()["level"] == "green" and resumed.snapshot()["scores"]["Ben"] == 3


def test_a_stored_paletti_log_from_before_named_agreements_resumes(tmp_path):
    """Older logs hold ``{"kind": "accept"}`` (the whole table), also right after a red
    announcement, which now passes the turn by itself."""
    store = Store(tmp_path / "old.sqlite3")
    players = ["Anna", "Ben", "Carla"]
    game_no = store.new_game("console", "paletti", players, {})
    old = []
    for name in ["Anna", "Ben", "Carla", "Anna", "Ben"]:  # green .. red, then red again
        old += [{"kind": "announce", "player": name}, {"kind": "accept"}]
    for command in old:
        store.append(game_no, command, False)
    session = Session(table_id="console", store=store)
    assert session.resumable()
    session.resume()
    snap = session.snapshot()
    assert snap["level"] == "red" and snap["turn"] == "Carla" and snap["phase"] == "normal"
    assert snap["accepted"] == []
    session.handle("I moved the thick one", "Carla")
    assert session.snapshot()["turn"] == "Anna"
