"""Both stores, SQLite files and PostgreSQL databases: one transaction per command, restart-safe.

Every test taking ``open_db`` runs against each; ``open_db()`` opens one more store on the
same database (as a restarted or second referee would).
"""

from __future__ import annotations

import sqlite3

import pytest

from referee.dialogue import Session
from referee.store import Store


def test_log_survives_reopening_the_file(open_db):
    store = open_db()
    game_no = store.new_game("t1", "babel", ["Anna", "Ben"], {})
    store.append(game_no, {"kind": "build", "player": "Anna", "floor": 1}, False)
    store.append(game_no, {"kind": "build", "player": "Ben", "floor": 2}, False)
    store.pop(game_no)
    store.close()
    again = open_db()
    record = again.current_game("t1")
    assert record is not None and record.players == ["Anna", "Ben"]
    assert record.log == [{"kind": "build", "player": "Anna", "floor": 1}]
    if open_db.kind == "sqlite":
        journal = sqlite3.connect(open_db.target).execute("PRAGMA journal_mode").fetchone()
        assert journal[0] == "wal"


def test_a_new_game_closes_the_old_one_and_tables_are_separate(open_db):
    store = open_db()
    first = store.new_game("t1", "babel", ["Anna", "Ben"], {})
    store.new_game("t2", "babel", ["Carla", "Dora"], {})
    second = store.new_game("t1", "babel", ["Emil", "Finn"], {})
    assert second != first
    assert store.current_game("t1").players == ["Emil", "Finn"]
    assert store.current_game("t2").players == ["Carla", "Dora"]
    assert store.current_game("nobody") is None


def test_session_resumes_exactly_where_it_stopped(open_db):
    s = Session(table_id="t", store=open_db())
    s.start("babel", ["Anna", "Ben", "Carla"], lang="de")
    for line in ["fertig", "fertig", "umgefallen", "fertig"]:
        s.handle(line)
    s.handle("rückgängig")
    before = s.snapshot()
    restarted = Session(table_id="t", store=open_db())
    assert restarted.lang == "de" and restarted.resumable()
    assert "fortsetzen" in restarted.offer_resume().text
    assert "unterbrochenen Spiel Turmbau zu Babel" in restarted.handle("ja").text
    assert restarted.snapshot() == before


def test_finished_game_is_not_offered(open_db):
    s = Session(table_id="t", store=open_db())
    s.start("babel", ["Anna", "Ben"])
    s.handle("it fell")
    s.handle("it fell")
    assert s.snapshot()["finished"]
    assert not Session(table_id="t", store=open_db()).resumable()


def test_a_failing_store_changes_nothing_and_the_session_goes_on(open_db):
    store = open_db()
    s = Session(table_id="t", store=store)
    s.start("babel", ["Anna", "Ben"])
    s.handle("done")
    before = s.snapshot()
    _drop_log(store)  # every write now fails inside the transaction
    reply = s.handle("done")
    assert reply.text.startswith("Sorry, something went wrong on my side — nothing was changed.")
    assert s.snapshot() == before
    assert s.handle("whose turn is it").text.endswith("It's Ben's turn, floor 2.")


RESUME_SCRIPTS = {
    "turm": (
        "en",
        {"star": "cantstop"},
        [
            "a two with one gem",
            "the star with two gems",
            "an empty three",
            "I stop",
            "a one with one gem",
            "undo",
            "a zero",
        ],
    ),
    "paletti": (
        "de",
        {},
        [
            "ich habe die dicke Säule nach oben gestellt",
            "die dicke",
            "neue Ebene",
            "ich widerspreche",
            "Ben widerspricht",
            "nicht geschafft",
            "die eckige",
        ],
    ),
}


@pytest.mark.parametrize("game", sorted(RESUME_SCRIPTS))
def test_every_game_resumes_after_a_restart(open_db, game):
    lang, options, lines = RESUME_SCRIPTS[game]
    s = Session(table_id="t", store=open_db())
    s.start(game, ["Anna", "Ben", "Carla"], options, lang=lang)
    for line in lines:
        s.handle(line)
    before = s.snapshot()
    assert s.log, "the script must change the game"
    restarted = Session(table_id="t", store=open_db())
    assert restarted.resumable()
    restarted.resume()
    assert restarted.snapshot() == before
    assert len(restarted.log) == len(s.log)


def _not_a_referee_db(tmp_path):
    path = tmp_path / "places.sqlite"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE moz_places (id INTEGER)")
    other.commit()
    other.close()
    return path


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda tmp: tmp, "is a folder, not a database file"),
        (
            lambda tmp: _write(tmp / "notes.txt", b"shopping list: eggs, milk\n" * 10),
            "not a database",
        ),
        (lambda tmp: _write(tmp / "file", b"x") / "r.sqlite3", "file, not a folder"),
        (_not_a_referee_db, "a database of another program"),
    ],
)
def test_an_unusable_file_gives_one_clear_line(tmp_path, make, says):
    from referee.store import StoreError

    path = make(tmp_path)
    with pytest.raises(StoreError) as caught:
        Store(path)
    assert says in str(caught.value) and "\n" not in str(caught.value)
    if path.name == "places.sqlite":  # another program's database is left as it was
        names = sqlite3.connect(path).execute("SELECT name FROM sqlite_master").fetchall()
        assert names == [("moz_places",)]


def _drop_log(store) -> None:
    """Break the store under its feet: its ``log`` table is gone."""
    if isinstance(store, Store):
        store.db.execute("DROP TABLE log")
    else:
        import psycopg

        with psycopg.connect(store.url, autocommit=True) as conn:
            conn.execute("DROP TABLE log")


def _write(path, data: bytes):
    path.write_bytes(data)
    return path


def test_two_stores_on_one_game_cannot_interleave_its_log(open_db):
    from referee.store import StoreConflict

    first, second = open_db(), open_db()
    game_no = first.new_game("console", "babel", ["Anna", "Ben"], {})
    first.append(game_no, {"kind": "build", "player": "Anna", "floor": 1}, False)
    assert second.current_game("console").log == [{"kind": "build", "player": "Anna", "floor": 1}]
    second.append(game_no, {"kind": "build", "player": "Ben", "floor": 2}, False)
    assert not first.in_sync("console", game_no) and second.in_sync("console", game_no)
    with pytest.raises(StoreConflict):  # first is behind: its report would follow Anna's
        first.append(game_no, {"kind": "build", "player": "Ben", "floor": 2}, False)
    with pytest.raises(StoreConflict):
        first.pop(game_no)  # and its undo would take back Ben's floor, which it never saw
    assert len(second.current_game("console").log) == 2
    assert len(first.current_game("console").log) == 2  # reading it again catches up
    first.append(game_no, {"kind": "build", "player": "Anna", "floor": 3}, False)
    newer = second.new_game("console", "turm", ["X", "Y"], {})
    assert not first.in_sync("console", game_no)
    with pytest.raises(StoreConflict):  # a closed game gets no more reports
        first.append(game_no, {"kind": "build", "player": "Ben", "floor": 4}, False)
    assert second.current_game("console").game_no == newer


def test_a_session_that_is_behind_loads_the_game_and_then_applies_its_report(open_db):
    a = Session(table_id="t", store=open_db())
    a.start("babel", ["Anna", "Ben"])
    a.handle("done")
    b = Session(table_id="t", store=open_db())
    assert b.resumable()
    b.offer_resume()
    b.handle("yes")
    b.handle("done")
    reply = a.handle("done")
    assert reply.text == (
        "The game was changed in another window, so I loaded it again first. "
        "Anna built floor 3: 3 points, 4 in all. Ben, you're up: floor 4."
    )
    again = Session(table_id="t", store=open_db())
    again.resume()
    assert again.snapshot()["scores"] == {"Anna": 4, "Ben": 2}
    assert again.snapshot() == a.snapshot()


@pytest.mark.parametrize("then", ["report", "undo and report"])
def test_a_reload_after_another_workers_reports_equals_a_full_replay(open_db, then):
    a = Session(table_id="t", store=open_db())
    a.start("turm", ["Anna", "Ben"], {"first_game": True})
    a.handle("I revealed a 2 with one gem")
    b = Session(table_id="t", store=open_db())
    b.resume()
    if then == "undo and report":  # same length, another last command: replayed, not grown
        b.handle("undo")
        b.handle("I revealed a 3 with two gems")
    b.handle("I stop")
    b.handle("Ben: I revealed a 1, empty")
    assert not a.in_sync()
    a.reload()
    fresh = Session(table_id="t", store=open_db())
    fresh.resume()
    assert a.log == fresh.log and a.snapshot() == fresh.snapshot()
    assert a.checkpoints.keys() == fresh.checkpoints.keys()


def test_the_session_that_loses_a_race_says_so_and_loads_the_winner(open_db, monkeypatch):
    a = Session(table_id="t", store=open_db(), lang="de")
    a.start("babel", ["Anna", "Ben"], lang="de")
    b = Session(table_id="t", store=open_db())
    b.resume()
    b.handle("Anna: fertig")
    # the other report lands between a's check and a's write: the store refuses a's write
    monkeypatch.setattr(a, "in_sync", lambda: True)
    reply = a.handle("fertig")
    assert reply.text.startswith("Inzwischen wurde das Spiel in einem anderen Fenster geändert")
    assert reply.text.endswith("Ben ist mit Stockwerk 2 dran.")
    assert a.snapshot() == b.snapshot()
    assert a.snapshot()["scores"] == {"Anna": 1, "Ben": 0}


def test_undo_and_corrections_at_any_length_match_a_full_replay(open_db):
    """Checkpoints every 100 commands: undo and "I mean …" replay at most 100 of them."""
    from referee.dialogue.manager import CHECKPOINT_EVERY
    from referee.games import get_game
    from referee.games.base import replay

    s = Session(table_id="t", store=open_db())
    s.start("turm", ["Anna", "Ben", "Carla"], {"first_game": True})
    for _ in range(2 * CHECKPOINT_EVERY + 3):  # a 0 ends the turn and changes no gems
        s.handle("an empty 0")
    assert sorted(s.checkpoints) == [0, CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY]
    game = get_game("turm")
    for line in ["undo"] * 5 + ["an empty 0", "no wait, it was an empty 1", "undo"]:
        s.handle(line)
        assert s.state == replay(game, s.table.players, s.table.options, s.log)
    assert len(s.log) == 2 * CHECKPOINT_EVERY - 2
    assert sorted(s.checkpoints) == [0, CHECKPOINT_EVERY]
    resumed = Session(table_id="t", store=open_db())
    assert resumed.resumable()
    resumed.resume()
    assert resumed.state == s.state and sorted(resumed.checkpoints) == [0, CHECKPOINT_EVERY]
    resumed.handle("undo")
    assert resumed.state == replay(game, s.table.players, s.table.options, resumed.log)


def test_group_commit_flushes_once_for_all_commits_before_it(open_db, monkeypatch):
    """A server's commits go to disk together: ``durable()`` after them flushes once, and
    commits made while a flush runs wait for the next. Without group commit (the terminal)
    every commit is flushed by itself; PostgreSQL's commits are durable anyway."""
    import asyncio

    from referee.store import sqlite as sqlite_store

    store = open_db()
    store.group_commit()
    flushes: list[int] = []
    real = sqlite_store._fsync_wal

    def counted(path):
        flushes.append(path)
        real(path)

    monkeypatch.setattr(sqlite_store, "_fsync_wal", counted)
    game_no = store.new_game("t1", "babel", ["Anna", "Ben"], {})

    async def chats():
        store.append(game_no, {"kind": "build", "player": "Anna", "floor": 1}, False)
        first = asyncio.ensure_future(store.durable())
        second = asyncio.ensure_future(store.durable())  # the same flush
        await asyncio.sleep(0)
        await asyncio.sleep(0)  # the flush has started: the next commit waits for another
        store.append(game_no, {"kind": "build", "player": "Ben", "floor": 2}, False)
        third = asyncio.ensure_future(store.durable())
        await asyncio.gather(first, second, third)
        await store.durable()  # nothing new: no flush

    asyncio.run(chats())
    if open_db.kind == "sqlite":
        assert len(flushes) == 2 and store._synced == store._commits == 3
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
        assert open_db().db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert [c["floor"] for c in open_db().current_game("t1").log] == [1, 2]
