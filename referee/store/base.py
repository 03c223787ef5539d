"""What every store shares: the records, the errors, and the logic of a table's log.

A store keeps tables (their language), games (who plays what) and each game's log of
accepted commands, plus what a channel keeps about a table. :class:`LogStore` holds the
logic once; a backend (SQLite, PostgreSQL) gives it a way to read rows, a transaction, and
its dialect's few different statements. SQL here is written with ``?`` placeholders.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractContextManager, asynccontextmanager, contextmanager
from contextvars import ContextVar
from typing import Any

from pydantic import BaseModel, Field

DB_ENV = "REFEREE_DB"

Run = Callable[..., list[tuple[Any, ...]]]
"""``run(sql, params=())``: one statement inside a transaction, its rows (or ``[]``)."""


class GameRecord(BaseModel):
    """A game as stored: who plays what, and its accepted commands in order."""

    game_no: int
    table_id: str
    game: str
    players: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    finished: bool = False
    log: list[dict[str, Any]] = Field(default_factory=list)


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


def is_postgres(target: str | os.PathLike[str]) -> bool:
    """Whether ``--db``/``$REFEREE_DB`` names a PostgreSQL database rather than a file."""
    return str(target).startswith(("postgresql://", "postgres://"))


class LogStore:
    """Tables, games and logs, whatever the database; backends fill in the primitives.

    A game is only written by a store that knows its latest log: a report from one that is
    behind raises :class:`StoreConflict` and changes nothing, so two writers at one table
    cannot interleave a log.
    """

    path: str
    """Where the data is, as said to users (a file, or a database address without password)."""
    shared = False
    """Whether several worker processes may serve one table at once (then a worker reloads a
    table whenever another one handled it last, and keeps the conversation in the store)."""
    _mark_sql = ""
    """Records update ``?`` of table ``?`` as handled, never moving the mark back."""

    def __init__(self) -> None:
        self._known: dict[int, int] = {}
        """game_no -> how many log entries this store has read or written."""
        self._source: ContextVar[tuple[str, int] | None] = ContextVar("source", default=None)
        """(table, update id) that the writes inside :meth:`source` come from; one per
        thread and asyncio task, so chats handled concurrently never mark each other."""

    # ---- what a backend provides ------------------------------------------------

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _transaction(self) -> AbstractContextManager[Run]:
        """A write transaction (committed when the block ends, rolled back on an error)."""
        raise NotImplementedError

    def _lock_table(self, run: Run, table_id: str) -> None:
        """Inside a transaction: keep other writers off this table until it ends."""

    def _insert_log(self, run: Run, game_no: int, seq: int, command: dict[str, Any]) -> None:
        run(
            "INSERT INTO log(game_no, seq, command, at) VALUES(?,?,?,?)",
            (game_no, seq, json.dumps(command), time.time()),
        )

    def close(self) -> None:
        raise NotImplementedError

    def group_commit(self) -> None:
        """From now on commits may reach the disk later: :meth:`durable` waits for them.

        For a server that handles many updates at once: one flush to disk then covers every
        update committed meanwhile, instead of one flush per commit. Whoever calls this
        awaits :meth:`durable` before it answers for anything it wrote (a reply, a webhook
        acknowledgement). A backend whose every commit is durable anyway ignores it.
        """

    async def durable(self) -> None:
        """Everything committed so far is on disk (survives a crash of the machine too)."""

    @contextmanager
    def _write(self, mark: bool = True) -> Iterator[Run]:
        """A transaction that also records the update its writes come from (if any)."""
        with self._transaction() as run:
            yield run
            source = self._source.get()
            if mark and source is not None:
                run(self._mark_sql, source)

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

    @asynccontextmanager
    async def hold(self, table_id: str, source_id: int) -> AsyncIterator[None]:
        """Handle update ``source_id`` of ``table_id``: nobody else handles this table
        meanwhile, and the writes inside come from that update (see :meth:`source`).

        One process keeps its tables' order itself, so here it is :meth:`source`; a shared
        store also locks the table in the database, across workers.
        """
        with self.source(table_id, source_id):
            yield

    def last_source(self, table_id: str) -> int | None:
        """The latest update of ``table_id`` that was handled, if any."""
        rows = self._rows("SELECT last_source FROM channels WHERE table_id=?", (table_id,))
        return rows[0][0] if rows else None

    def mark_source(self, table_id: str, source_id: int) -> None:
        """Record an update that changed nothing as handled."""
        with self._write(mark=False) as run:
            run(self._mark_sql, (table_id, source_id))

    def channel_data(self, table_id: str) -> dict[str, Any]:
        """What a channel keeps about a table (members, lobby, keyboards); ``{}`` if none."""
        rows = self._rows("SELECT data FROM channels WHERE table_id=?", (table_id,))
        return json.loads(rows[0][0]) if rows else {}

    def set_channel_data(self, table_id: str, data: dict[str, Any]) -> None:
        with self._write() as run:
            run(
                "INSERT INTO channels(table_id, data) VALUES(?, ?) "
                "ON CONFLICT(table_id) DO UPDATE SET data=excluded.data",
                (table_id, json.dumps(data)),
            )

    def channel_tables(self, prefix: str) -> list[str]:
        """Every table whose id starts with ``prefix`` that has a game or channel data."""
        rows = self._rows(
            "SELECT table_id FROM games WHERE substr(table_id, 1, ?)=? "
            "UNION SELECT table_id FROM channels WHERE substr(table_id, 1, ?)=?",
            (len(prefix), prefix, len(prefix), prefix),
        )
        return sorted(r[0] for r in rows)

    def move_table(self, old: str, new: str) -> None:
        """A table changes its id (a Telegram group became a supergroup): games go along."""
        with self._write(mark=False) as run:
            self._lock_table(run, old)
            self._lock_table(run, new)
            if run("SELECT 1 FROM games WHERE table_id=? LIMIT 1", (new,)):
                return  # the new id has games of its own already: keep both as they are
            for table in ("tables", "channels"):  # what the new id got before it had a game
                run(f"DELETE FROM {table} WHERE table_id=?", (new,))
            for table in ("tables", "games", "channels"):
                run(f"UPDATE {table} SET table_id=? WHERE table_id=?", (new, old))

    # ---- games and their logs ---------------------------------------------------

    def _check_current(self, run: Run, game_no: int) -> int:
        """The game's number of log entries, inside a transaction; raise if we are behind.

        Entries are numbered 1, 2, … without gaps, so the last number (read from the
        index) is the count, at any length of the log.
        """
        table = run("SELECT table_id FROM games WHERE game_no=?", (game_no,))
        if not table:
            raise StoreConflict(f"game {game_no} is not in {self.path}")
        self._lock_table(run, table[0][0])
        count, latest = run(
            "SELECT (SELECT COALESCE(MAX(seq), 0) FROM log WHERE game_no=g.game_no), "
            "(SELECT MAX(game_no) FROM games WHERE table_id=g.table_id) "
            "FROM games AS g WHERE game_no=?",
            (game_no,),
        )[0]
        if latest != game_no:
            raise StoreConflict(f"another referee started a new game at this table in {self.path}")
        if self._known.get(game_no, count) != count:
            raise StoreConflict(f"another referee changed this game in {self.path}")
        return int(count)

    def in_sync(self, table_id: str, game_no: int | None) -> bool:
        """Whether ``game_no`` is still the table's latest game, with the log we know of.

        ``False`` means another process wrote to the table since: reload it before going on.
        """
        rows = self._rows(
            "SELECT game_no, "
            "(SELECT COALESCE(MAX(seq), 0) FROM log WHERE log.game_no=games.game_no) "
            "FROM games WHERE table_id=? ORDER BY game_no DESC LIMIT 1",
            (table_id,),
        )
        if not rows:
            return game_no is None
        latest, count = rows[0]
        return latest == game_no and self._known.get(game_no, count) == count

    def table_lang(self, table_id: str) -> str | None:
        rows = self._rows("SELECT lang FROM tables WHERE table_id=?", (table_id,))
        return rows[0][0] if rows else None

    def set_table_lang(self, table_id: str, lang: str) -> None:
        with self._write(mark=False) as run:
            run(
                "INSERT INTO tables(table_id, lang) VALUES(?, ?) "
                "ON CONFLICT(table_id) DO UPDATE SET lang=excluded.lang",
                (table_id, lang),
            )

    def new_game(
        self, table_id: str, game: str, players: list[str], options: dict[str, Any]
    ) -> int:
        """Start a game at a table; earlier unfinished games there are closed."""
        with self._write() as run:
            self._lock_table(run, table_id)
            run("UPDATE games SET finished=1 WHERE table_id=? AND finished=0", (table_id,))
            game_no = run(
                "INSERT INTO games(table_id, game, players, options, started) "
                "VALUES(?,?,?,?,?) RETURNING game_no",
                (table_id, game, json.dumps(players), json.dumps(options), time.time()),
            )[0][0]
        self._known[game_no] = 0
        return int(game_no)

    def append(self, game_no: int, command: dict[str, Any], finished: bool) -> None:
        """Add one accepted command (and the finished flag) in a single transaction."""
        with self._write() as run:
            seq = self._check_current(run, game_no) + 1
            self._insert_log(run, game_no, seq, command)
            run("UPDATE games SET finished=? WHERE game_no=?", (int(finished), game_no))
        self._known[game_no] = seq

    def pop(self, game_no: int) -> None:
        """Remove the last accepted command; the game is open again."""
        with self._write() as run:
            count = self._check_current(run, game_no)
            run("DELETE FROM log WHERE game_no=? AND seq=?", (game_no, count))
            run("UPDATE games SET finished=0 WHERE game_no=?", (game_no,))
        self._known[game_no] = max(count - 1, 0)

    def current_game(self, table_id: str) -> GameRecord | None:
        """The table's latest game with its log, finished or not.

        Reading a log counts as knowing it: this store's next report follows that log.
        """
        rows = self._rows(
            "SELECT game_no, game, players, options, finished FROM games "
            "WHERE table_id=? ORDER BY game_no DESC LIMIT 1",
            (table_id,),
        )
        if not rows:
            return None
        game_no, game, players, options, finished = rows[0]
        entries = self._rows("SELECT command FROM log WHERE game_no=? ORDER BY seq", (game_no,))
        log = [json.loads(c) for (c,) in entries]
        self._known[game_no] = len(log)
        return GameRecord(
            game_no=game_no,
            table_id=table_id,
            game=game,
            players=json.loads(players),
            options=json.loads(options),
            finished=bool(finished),
            log=log,
        )
