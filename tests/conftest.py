"""Shared helpers: running the real ``referee`` command in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Tracebacks of the referee processes the tests start go nowhere, not to the user's log.
os.environ.setdefault("REFEREE_LOG", "")

ROOT = Path(__file__).resolve().parent.parent
TRANSCRIPTS = Path(__file__).resolve().parent / "transcripts"


def referee_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "referee.cli", *args]


def run_replay(lines: list[str] | str, *args: str) -> list[dict]:
    """Run ``referee replay -`` in a real process and parse its JSON lines."""
    data = lines if isinstance(lines, str) else "\n".join(lines) + "\n"
    proc = subprocess.run(
        referee_cmd("replay", "-", *args),
        input=data,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def start_play(env, *args, **kwargs) -> subprocess.Popen:
    """``referee play`` in a real process, talking line by line."""
    return subprocess.Popen(
        referee_cmd("play", *args),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
        bufsize=1,
        **kwargs,
    )


def say(proc: subprocess.Popen, line: str) -> str:
    """Type one line into a running ``referee play`` and read its answer."""
    proc.stdin.write(line + "\n")
    proc.stdin.flush()
    return proc.stdout.readline()


@pytest.fixture
def db_path(tmp_path, monkeypatch):
    path = tmp_path / "referee.sqlite3"
    monkeypatch.setenv("REFEREE_DB", str(path))
    return path


@pytest.fixture
def env(db_path):
    return {**os.environ, "REFEREE_DB": str(db_path)}


@pytest.fixture(scope="session")
def pg_cluster():
    """One throw-away PostgreSQL cluster for the whole run (skipped if not installed,
    unless ``$REFEREE_TEST_POSTGRES`` is ``required``, as in CI)."""
    from pg_cluster import REQUIRED_ENV, PgCluster, bindir

    if bindir() is None:
        if os.environ.get(REQUIRED_ENV) == "required":
            pytest.fail("PostgreSQL is not installed (apt-get install postgresql)")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    cluster = PgCluster().start()
    yield cluster
    cluster.stop()


@pytest.fixture
def pg_url(pg_cluster):
    """The address of a fresh, empty PostgreSQL database."""
    return pg_cluster.new_database()


@pytest.fixture(params=["sqlite", "postgres"])
def open_db(request, tmp_path):
    """``open_db()`` opens one more store on the same database, SQLite file or PostgreSQL;
    ``open_db.kind`` says which. Every store opened is closed after the test."""
    from referee.store import open_store

    target = (
        str(tmp_path / "r.sqlite3")
        if request.param == "sqlite"
        else request.getfixturevalue("pg_url")
    )
    opened = []

    def opener():
        store = open_store(target)
        opened.append(store)
        return store

    opener.kind = request.param
    opener.target = target
    yield opener
    for store in opened:
        try:
            store.close()
        except Exception:  # noqa: BLE001 - a test may have closed it already
            pass
