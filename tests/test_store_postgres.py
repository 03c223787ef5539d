"""What only the PostgreSQL store does: migrations, clear errors, the table lock, update ids."""

from __future__ import annotations

import asyncio
import socket

import psycopg
import pytest

from referee.replies import get_renderer
from referee.store import StoreError, open_store
from referee.store.postgres import PostgresStore, migrations, shown_url


def test_migrations_are_applied_once_and_recorded(pg_url):
    first = open_store(pg_url)
    second = open_store(pg_url)  # a second worker starting: nothing applied twice
    with psycopg.connect(pg_url) as conn:
        versions = [v for (v,) in conn.execute("SELECT version FROM schema_version")]
    assert versions == [v for v, _ in migrations()] and versions[0] == 1
    first.close()
    second.close()


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("en", "cannot reach the database postgresql://referee:***@127.0.0.1:"),
        ("de", "die Datenbank postgresql://referee:***@127.0.0.1:"),
    ],
)
def test_an_unreachable_database_gives_one_clear_line_without_the_password(lang, says):
    url = f"postgresql://referee:secret@127.0.0.1:{_closed_port()}/referee"
    with pytest.raises(StoreError) as caught:
        open_store(url)
    err = caught.value
    assert err.reason == "pg-unreachable" and "secret" not in str(err)
    said = get_renderer(lang).render(f"store-{err.reason}", **err.args_for_message)
    assert says in said and "secret" not in said and "\n" not in said
    if lang == "de":
        assert "Läuft dort PostgreSQL?" in said


def test_a_missing_database_is_named(pg_cluster):
    with pytest.raises(StoreError) as caught:
        open_store(pg_cluster.url("nothing_here"))
    assert caught.value.reason == "pg-no-db"
    assert "does not exist" in str(caught.value)
    assert "gibt es nicht" in get_renderer("de").render(
        "store-pg-no-db", **caught.value.args_for_message
    )


def test_the_password_is_never_shown():
    assert shown_url("postgresql://u:pw@db:5432/r") == "postgresql://u:***@db:5432/r"
    assert shown_url("postgresql://u@db/r") == "postgresql://u@db/r"


def test_the_update_a_command_came_from_is_stored_with_it(pg_url):
    store = open_store(pg_url)
    game_no = store.new_game("telegram:1", "babel", ["Anna", "Ben"], {})

    async def handle() -> None:
        async with store.hold("telegram:1", 41):
            store.append(game_no, {"kind": "build", "player": "Anna", "floor": 1}, False)

    asyncio.run(handle())
    with psycopg.connect(pg_url) as conn:
        rows = conn.execute("SELECT seq, update_id FROM log").fetchall()
    assert rows == [(1, 41)] and store.last_source("telegram:1") == 41
    store.close()


def test_one_table_is_handled_by_one_worker_at_a_time(pg_url):
    """Two stores (two workers) hold the same table: the second waits for the first, and
    other tables are not held up meanwhile."""
    a, b = PostgresStore(pg_url), PostgresStore(pg_url)
    order: list[str] = []

    async def worker(store: PostgresStore, name: str, table: str, pause: float) -> None:
        async with store.hold(table, 1):
            order.append(f"{name} in")
            await asyncio.sleep(pause)
            order.append(f"{name} out")

    async def both() -> None:
        first = asyncio.create_task(worker(a, "a", "telegram:7", 0.3))
        await asyncio.sleep(0.05)
        await asyncio.gather(
            worker(b, "b", "telegram:7", 0), worker(b, "c", "telegram:8", 0), first
        )

    asyncio.run(both())
    assert order.index("a out") < order.index("b in")
    assert order.index("c out") < order.index("a out")  # another table went on meanwhile
    a.close()
    b.close()


def test_referee_play_on_postgres_resumes_and_says_an_unreachable_database_in_german(pg_url):
    import subprocess

    from conftest import ROOT, referee_cmd

    def play(*args: str, text: str = "") -> subprocess.CompletedProcess:
        return subprocess.run(
            referee_cmd("play", *args),
            input=text,
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=60,
        )

    first = play("--db", pg_url, text="new game of Babel with Anna and Ben\nI built floor 1\n")
    assert first.returncode == 0 and "Anna built floor 1" in first.stdout
    again = play("--db", pg_url, text="yes\nwhat's the score?\n")
    assert "Scores: Anna 1, Ben 0." in again.stdout
    url = f"postgresql://referee:secret@127.0.0.1:{_closed_port()}/referee"
    down = play("--db", url, "--lang", "de")
    assert down.returncode == 2 and down.stdout == ""
    assert down.stderr == (
        "referee play: die Datenbank postgresql://referee:***@127.0.0.1:"
        f"{url.split(':')[3].split('/')[0]}/referee ist nicht erreichbar: Läuft dort PostgreSQL?\n"
    )
