"""Durable table logs in SQLite: one transaction per accepted command, WAL mode."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from pydantic import BaseModel, Field

DB_ENV = "REFEREE_DB"

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

_SCHEMA_CHECK = """
SELECT t.table_id, t.lang, g.game_no, g.game, g.players, g.options, g.started, g.finished,
       l.seq, l.command, l.at
FROM tables AS t, games AS g, log AS l LIMIT 0
"""
"""Fails unless the tables have the columns this version reads and writes."""


class GameRecord(BaseModel):
    """A game as stored: who plays what, and its accepted commands in order."""

    game_no: int
    table_id: str
    game: str
    players: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    finished: bool = False
    log: list[dict[str, Any]] = Field(default_factory=list)


def default_db_path() -> Path:
    """``$REFEREE_DB`` if set, else ``referee.sqlite3`` in the user's data directory."""
    env = os.environ.get(DB_ENV)
    if env:
        return Path(env)
    return Path(user_data_dir("tower-referee", appauthor=False)) / "referee.sqlite3"


class StoreError(Exception):
    """The database cannot be used; the message is one line a user can act on.

    ``reason`` and ``args`` name the message ``store-<reason>`` in ``locales/<lang>/`` so a
    frontend can say it in the table's language; ``str(err)`` is the English line for logs.
    """

    def __init__(self, text: str, reason: str = "other", **args: Any) -> None:
        super().__init__(text)
        self.reason = reason
        self.args_for_message = {"path": args.pop("path", ""), **args}


class StoreConflict(StoreError):
    """Another program changed this game since this store last read or wrote it."""


class Store:
    """All tables' games and logs in one SQLite file (``":memory:"`` for throwaway runs).

    Several processes may share the file, but a game is only written by the one that knows
    its latest log: a report from a process that is behind raises :class:`StoreConflict`
    and changes nothing, so two terminals at one table cannot interleave a log.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._known: dict[int, int] = {}
        """game_no -> how many log entries this store has read or written."""
        self._source: ContextVar[tuple[str, int] | None] = ContextVar("source", default=None)
        """(table, update id) that the writes inside :meth:`source` come from; one per
        thread and asyncio task, so chats handled concurrently never mark each other."""
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

    def _tx(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def _commit(self, db: sqlite3.Connection) -> None:
        """Commit, recording the update this write comes from in the same transaction."""
        source = self._source.get()
        if source is not None:
            db.execute(_MARK, source)
        db.execute("COMMIT")

    # ---- where a channel's messages come from ------------------------------------

    @contextmanager
    def source(self, table_id: str, source_id: int) -> Iterator[None]:
        """Writes inside record that update ``source_id`` of ``table_id`` was handled.

        A channel that may deliver an update twice (Telegram after a crash) checks
        :meth:`last_source` first: what an update changed and the record of having handled
        it are committed together, so a redelivered update is never applied twice.
        """
        token = self._source.set((table_id, source_id))
        try:
            yield
        finally:
            self._source.reset(token)

    def last_source(self, table_id: str) -> int | None:
        """The latest update of ``table_id`` that was handled, if any."""
        row = self.db.execute(
            "SELECT last_source FROM channels WHERE table_id=?", (table_id,)
        ).fetchone()
        return row[0] if row else None

    def mark_source(self, table_id: str, source_id: int) -> None:
        """Record an update that changed nothing as handled."""
        db = self._tx()
        try:
            db.execute(_MARK, (table_id, source_id))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def channel_data(self, table_id: str) -> dict[str, Any]:
        """What a channel keeps about a table (members, lobby, keyboards); ``{}`` if none."""
        row = self.db.execute("SELECT data FROM channels WHERE table_id=?", (table_id,)).fetchone()
        return json.loads(row[0]) if row else {}

    def set_channel_data(self, table_id: str, data: dict[str, Any]) -> None:
        db = self._tx()
        try:
            db.execute(
                "INSERT INTO channels(table_id, data) VALUES(?, ?) "
                "ON CONFLICT(table_id) DO UPDATE SET data=excluded.data",
                (table_id, json.dumps(data)),
            )
            self._commit(db)
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def channel_tables(self, prefix: str) -> list[str]:
        """Every table whose id starts with ``prefix`` that has a game or channel data."""
        rows = self.db.execute(
            "SELECT table_id FROM games WHERE substr(table_id, 1, ?)=? "
            "UNION SELECT table_id FROM channels WHERE substr(table_id, 1, ?)=?",
            (len(prefix), prefix, len(prefix), prefix),
        )
        return sorted(r[0] for r in rows)

    def move_table(self, old: str, new: str) -> None:
        """A table changes its id (a Telegram group became a supergroup): games go along."""
        db = self._tx()
        try:
            if db.execute("SELECT 1 FROM games WHERE table_id=? LIMIT 1", (new,)).fetchone():
                db.execute("ROLLBACK")
                return  # the new id has games of its own already: keep both as they are
            for table in ("tables", "channels"):  # what the new id got before it had a game
                db.execute(f"DELETE FROM {table} WHERE table_id=?", (new,))
            for table in ("tables", "games", "channels"):
                db.execute(f"UPDATE {table} SET table_id=? WHERE table_id=?", (new, old))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def _check_current(self, game_no: int) -> int:
        """The game's number of log entries, inside a transaction; raise if we are behind.

        Entries are numbered 1, 2, … without gaps, so the last number (read from the
        index) is the count, at any length of the log.
        """
        row = self.db.execute(
            "SELECT (SELECT COALESCE(MAX(seq), 0) FROM log WHERE game_no=g.game_no), "
            "(SELECT MAX(game_no) FROM games WHERE table_id=g.table_id) "
            "FROM games AS g WHERE game_no=?",
            (game_no,),
        ).fetchone()
        if row is None:
            raise StoreConflict(f"game {game_no} is not in {self.path}")
        count, latest = row
        if latest != game_no:
            raise StoreConflict(f"another referee started a new game at this table in {self.path}")
        if self._known.get(game_no, count) != count:
            raise StoreConflict(f"another referee changed this game in {self.path}")
        return int(count)

    def in_sync(self, table_id: str, game_no: int | None) -> bool:
        """Whether ``game_no`` is still the table's latest game, with the log we know of.

        ``False`` means another process wrote to the table since: reload it before going on.
        """
        row = self.db.execute(
            "SELECT game_no, "
            "(SELECT COALESCE(MAX(seq), 0) FROM log WHERE log.game_no=games.game_no) "
            "FROM games WHERE table_id=? ORDER BY game_no DESC LIMIT 1",
            (table_id,),
        ).fetchone()
        if row is None:
            return game_no is None
        return row[0] == game_no and self._known.get(game_no, row[1]) == row[1]

    def table_lang(self, table_id: str) -> str | None:
        row = self.db.execute("SELECT lang FROM tables WHERE table_id=?", (table_id,)).fetchone()
        return row[0] if row else None

    def set_table_lang(self, table_id: str, lang: str) -> None:
        self.db.execute(
            "INSERT INTO tables(table_id, lang) VALUES(?, ?) "
            "ON CONFLICT(table_id) DO UPDATE SET lang=excluded.lang",
            (table_id, lang),
        )

    def new_game(
        self, table_id: str, game: str, players: list[str], options: dict[str, Any]
    ) -> int:
        """Start a game at a table; earlier unfinished games there are closed."""
        db = self._tx()
        try:
            db.execute("UPDATE games SET finished=1 WHERE table_id=? AND finished=0", (table_id,))
            cur = db.execute(
                "INSERT INTO games(table_id, game, players, options, started) VALUES(?,?,?,?,?)",
                (table_id, game, json.dumps(players), json.dumps(options), time.time()),
            )
            self._commit(db)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        assert cur.lastrowid is not None
        self._known[cur.lastrowid] = 0
        return cur.lastrowid

    def append(self, game_no: int, command: dict[str, Any], finished: bool) -> None:
        """Add one accepted command (and the finished flag) in a single transaction."""
        db = self._tx()
        try:
            seq = self._check_current(game_no) + 1
            db.execute(
                "INSERT INTO log(game_no, seq, command, at) VALUES(?,?,?,?)",
                (game_no, seq, json.dumps(command), time.time()),
            )
            db.execute("UPDATE games SET finished=? WHERE game_no=?", (int(finished), game_no))
            self._commit(db)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._known[game_no] = seq

    def pop(self, game_no: int) -> None:
        """Remove the last accepted command; the game is open again."""
        db = self._tx()
        try:
            count = self._check_current(game_no)
            db.execute("DELETE FROM log WHERE game_no=? AND seq=?", (game_no, count))
            db.execute("UPDATE games SET finished=0 WHERE game_no=?", (game_no,))
            self._commit(db)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        self._known[game_no] = max(count - 1, 0)

    def current_game(self, table_id: str) -> GameRecord | None:
        """The table's latest game with its log, finished or not.

        Reading a log counts as knowing it: this store's next report follows that log.
        """
        row = self.db.execute(
            "SELECT game_no, game, players, options, finished FROM games "
            "WHERE table_id=? ORDER BY game_no DESC LIMIT 1",
            (table_id,),
        ).fetchone()
        if row is None:
            return None
        log = [
            json.loads(c)
            for (c,) in self.db.execute(
                "SELECT command FROM log WHERE game_no=? ORDER BY seq", (row[0],)
            )
        ]
        self._known[row[0]] = len(log)
        return GameRecord(
            game_no=row[0],
            table_id=table_id,
            game=row[1],
            players=json.loads(row[2]),
            options=json.loads(row[3]),
            finished=bool(row[4]),
            log=log,
        )


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
