"""Durable table logs in SQLite (the default): one transaction per accepted command, WAL."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir

from .base import DB_ENV, LogStore, Run, StoreConflict, StoreError

_SCHEMA = [
    """CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY,
    lang TEXT NOT NULL
)""",
    """CREATE TABLE IF NOT EXISTS games (
    game_no INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id TEXT NOT NULL,
    game TEXT NOT NULL,
    players TEXT NOT NULL,
    options TEXT NOT NULL,
    started REAL NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
)""",
    "CREATE INDEX IF NOT EXISTS games_by_table ON games(table_id, game_no)",
    """CREATE TABLE IF NOT EXISTS log (
    game_no INTEGER NOT NULL REFERENCES games(game_no),
    seq INTEGER NOT NULL,
    command TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_no, seq)
)""",
    """CREATE TABLE IF NOT EXISTS channels (
    table_id TEXT PRIMARY KEY,
    data TEXT NOT NULL DEFAULT '{}',
    last_source INTEGER
)""",
]
"""Created in one transaction, so a concurrent start never sees half of it."""
_OUR_TABLES = {"tables", "games", "log", "channels", "sqlite_sequence"}
_BUSY_WAIT = 10.0
"""Seconds to wait for another referee that is setting up the same new file."""


_MARK = (
    "INSERT INTO channels(table_id, last_source) VALUES(?, ?) ON CONFLICT(table_id) "
    "DO UPDATE SET last_source=MAX(COALESCE(last_source, 0), excluded.last_source)"
)
"""Records an update as handled (never moving the mark back)."""

_CURRENT = (
    "SELECT g.table_id, g.finished, "
    "(SELECT COALESCE(MAX(seq), 0) FROM log WHERE game_no=g.game_no), "
    "(SELECT MAX(game_no) FROM games WHERE table_id=g.table_id) "
    "FROM games AS g WHERE game_no=?"
)
"""A game's table, finished flag, log length and its table's latest game, in one statement."""
_CHANNEL = (
    "INSERT INTO channels(table_id, data) VALUES(?, ?) "
    "ON CONFLICT(table_id) DO UPDATE SET data=excluded.data"
)
_CHANNEL_MARKED = (
    "INSERT INTO channels(table_id, data, last_source) VALUES(?, ?, ?) "
    "ON CONFLICT(table_id) DO UPDATE SET data=excluded.data, "
    "last_source=MAX(COALESCE(last_source, 0), excluded.last_source)"
)
"""A table's channel data and the mark of the update that wrote it, in one statement."""

_SCHEMA_CHECK = """
SELECT t.table_id, t.lang, g.game_no, g.game, g.players, g.options, g.started, g.finished,
       l.seq, l.command, l.at
FROM tables AS t, games AS g, log AS l LIMIT 0
"""
"""Fails unless the tables have the columns this version reads and writes."""


def default_db_path() -> Path:
    """``$REFEREE_DB`` if set, else ``referee.sqlite3`` in the user's data directory."""
    env = os.environ.get(DB_ENV)
    if env:
        return Path(env)
    return Path(user_data_dir("tower-referee", appauthor=False)) / "referee.sqlite3"


class Store(LogStore):
    """All tables' games and logs in one SQLite file (``":memory:"`` for throwaway runs).

    Several processes may share the file, but a game is only written by the one that knows
    its latest log: a report from a process that is behind raises :class:`StoreConflict`
    and changes nothing, so two terminals at one table cannot interleave a log.
    """

    _mark_sql = _MARK

    def __init__(self, path: str | Path) -> None:
        super().__init__()
        self.path = str(path)
        self._commits = 0
        """Write transactions committed so far."""
        self._synced = 0
        """Of those, how many are known to be on disk (all of them unless group commit)."""
        self._syncing: asyncio.Task[None] | None = None
        self._grouped = False
        if self.path != ":memory:":
            _check_path(Path(path))
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as err:
            raise _described(self.path, err) from err
        try:
            self._set_up()
        except sqlite3.Error as err:
            self.db.close()
            raise _described(self.path, err) from err
        except StoreError:
            self.db.close()
            raise

    def _set_up(self) -> None:
        """Check the file is ours (or empty), then WAL and the schema in one transaction.

        Refuses a file we cannot write to now rather than on the first report. Another
        referee creating the same new file at this moment is waited for, not mistaken for
        another program.
        """
        if self.path != ":memory:":
            _check_writable(Path(self.path))
        _check_foreign(self.db, self.path)
        _when_free(lambda: self.db.execute("PRAGMA journal_mode=WAL"))
        self.db.execute("PRAGMA synchronous=FULL")
        _when_free(lambda: self.db.execute("BEGIN IMMEDIATE"))  # also: can we write at all?
        try:
            _check_foreign(self.db, self.path)  # again, now that nobody else is creating it
            for statement in _SCHEMA:
                self.db.execute(statement)
            self.db.execute(_SCHEMA_CHECK)
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.db.close()

    def group_commit(self) -> None:
        """``synchronous=NORMAL``: a commit is written to the WAL but not flushed; it survives
        the program's crash (``kill -9``) at once, a crash of the machine once :meth:`durable`
        flushed the WAL. In WAL mode SQLite keeps the file consistent either way."""
        if self.path == ":memory:" or self._grouped:
            return
        self.db.execute("PRAGMA synchronous=NORMAL")
        self._grouped = True

    async def durable(self) -> None:
        """Flush the WAL once for every commit made so far (group commit).

        Commits made while a flush runs wait for the next one; the flush runs in a thread, so
        the other chats go on meanwhile. ``fsync`` of any descriptor of the WAL file writes
        all of its data that was written before the call.
        """
        target = self._commits
        while self._synced < target:
            if self._syncing is None:
                self._syncing = asyncio.ensure_future(self._flush())
            await asyncio.shield(self._syncing)

    async def _flush(self) -> None:
        upto = self._commits
        try:
            await asyncio.to_thread(_fsync_wal, self.path)
        except OSError as err:
            raise StoreError(
                f"cannot write {self.path} to disk: {err.strerror}", "other", path=self.path
            ) from err
        finally:
            self._syncing = None
        self._synced = max(self._synced, upto)

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return self.db.execute(sql, params).fetchall()

    # ---- fewer statements per report (the same rows, the same transactions' effects) ----

    def _current(self, run: Run, game_no: int) -> tuple[int, bool]:
        """:meth:`LogStore._check_current` in one statement (SQLite's ``BEGIN IMMEDIATE``
        holds the whole file, so there is no table to lock), plus the finished flag."""
        rows = run(_CURRENT, (game_no,))
        if not rows:
            raise StoreConflict(f"game {game_no} is not in {self.path}")
        _, finished, count, latest = rows[0]
        if latest != game_no:
            raise StoreConflict(f"another referee started a new game at this table in {self.path}")
        if self._known.get(game_no, count) != count:
            raise StoreConflict(f"another referee changed this game in {self.path}")
        return int(count), bool(finished)

    def _check_current(self, run: Run, game_no: int) -> int:
        return self._current(run, game_no)[0]

    def append(self, game_no: int, command: dict[str, Any], finished: bool) -> None:
        """One accepted command in one transaction, as :meth:`LogStore.append`; the finished
        flag is written only when it changes (most reports leave a game open)."""
        with self._write() as run:
            count, was_finished = self._current(run, game_no)
            seq = count + 1
            self._insert_log(run, game_no, seq, command)
            if was_finished != finished:
                run("UPDATE games SET finished=? WHERE game_no=?", (int(finished), game_no))
        self._known[game_no] = seq

    def set_channel_data(self, table_id: str, data: dict[str, Any]) -> None:
        """The channel data and the update's mark in one statement, which SQLite commits as
        one transaction of its own (autocommit): as atomic as ``BEGIN``…``COMMIT``."""
        source = self._source.get()
        if source is not None and source[0] != table_id:
            super().set_channel_data(table_id, data)  # marks another table: two statements
            return
        text = json.dumps(data)
        if source is None:
            self._autocommit(_CHANNEL, (table_id, text))
        else:
            self._autocommit(_CHANNEL_MARKED, (table_id, text, source[1]))

    def mark_source(self, table_id: str, source_id: int) -> None:
        self._autocommit(self._mark_sql, (table_id, source_id))

    def _autocommit(self, sql: str, params: tuple[Any, ...]) -> None:
        """One write statement outside ``BEGIN``: SQLite runs it as a transaction of its own
        (all of it or nothing, durable as any commit)."""
        self.db.execute(sql, params)
        self._committed()

    def _committed(self) -> None:
        self._commits += 1
        if not self._grouped:  # synchronous=FULL: the commit flushed the WAL itself
            self._synced = self._commits

    @contextmanager
    def _transaction(self) -> Iterator[Run]:
        """``BEGIN IMMEDIATE``: the whole file is this writer's until the commit."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self._rows
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self._committed()


def _fsync_wal(path: str) -> None:
    """Flush the database's WAL file to disk (or the file itself when it has no WAL now:
    SQLite removes the WAL only after copying it into the database and flushing that)."""
    for name in (f"{path}-wal", path):
        try:
            fd = os.open(name, os.O_RDONLY)
        except FileNotFoundError:
            continue
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        return


def _check_path(path: Path) -> None:
    """Raise :class:`StoreError` if ``path`` cannot be a database file; create its folder."""
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not a database file", "folder", path=str(path))
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise StoreError(
                    f"cannot create {path}: {parent} is a file, not a folder",
                    "parent-file",
                    path=str(path),
                    parent=str(parent),
                )
            break
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise StoreError(
            f"cannot create the folder {path.parent}: {err.strerror}",
            "no-folder",
            path=str(path.parent),
        ) from err


def _check_writable(path: Path) -> None:
    """Refuse a database file marked read-only (even for a user who could write anyway)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return  # not there yet: SQLite creates it
    if not mode & 0o222:
        raise StoreError(
            f"{path} is read-only: referee needs to write to it", "read-only", path=str(path)
        )


def _check_foreign(db: sqlite3.Connection, path: str) -> None:
    """Refuse an SQLite file that holds other tables than ours: it belongs to another program.

    Some of our tables without the others is an older referee's half-made start: completed.
    """
    names = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if names - _OUR_TABLES:
        raise StoreError(
            f"{path} is a database of another program, not of the referee", "foreign", path=path
        )


def _when_free(action: Any) -> Any:
    """Run ``action``, waiting while another referee holds the new file (it sets it up)."""
    deadline = time.monotonic() + _BUSY_WAIT
    while True:
        try:
            return action()
        except sqlite3.OperationalError as err:
            text = str(err)
            if ("locked" not in text and "busy" not in text) or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def table_lang_of(path: str | Path, table_id: str) -> str | None:
    """A table's language read without writing (for saying why a file cannot be used)."""
    try:
        db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=1)
    except (sqlite3.Error, ValueError, OSError):
        return None
    try:
        row = db.execute("SELECT lang FROM tables WHERE table_id=?", (table_id,)).fetchone()
        return row[0] if row else None
    except sqlite3.Error:
        return None
    finally:
        db.close()


def _describe(path: str, err: sqlite3.Error) -> tuple[str, str]:
    """One line for what went wrong opening ``path``, and its message reason."""
    text = str(err)
    if "not a database" in text:
        return (
            f"{path} is not a database file (SQLite): was it overwritten, or is it another file?",
            "not-sqlite",
        )
    if "readonly" in text:
        return f"{path} is read-only: referee needs to write to it", "read-only"
    if "locked" in text or "busy" in text:
        return f"{path} is locked by another program; try again in a moment", "locked"
    if "unable to open" in text:
        if not os.access(Path(path).parent, os.W_OK):
            return f"cannot open {path}: permission denied", "denied"
        return f"cannot open {path}: it cannot be opened", "cannot-open"
    if "no such column" in text or "no such table" in text:
        return f"{path} is a database of another program, not of the referee", "foreign"
    return f"cannot use {path}: {text}", "other"


def _described(path: str, err: sqlite3.Error) -> StoreError:
    text, reason = _describe(path, err)
    return StoreError(text, reason, path=path, detail=str(err))
