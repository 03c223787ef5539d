"""Table logs in PostgreSQL, for several workers serving one bot (psycopg 3 and its pool).

The schema is the plain SQL files in ``migrations/postgres/``, applied in order on start
(``schema_version`` says which are in; concurrent starts take turns). A table is locked
across workers with an advisory lock on its id: :meth:`PostgresStore.hold` keeps it for
a whole update, and every write transaction takes it again, so the lock is held in the same
transaction that appends a command (a lock a session holds already is granted at once).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from importlib import resources
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

from .base import LogStore, Run, StoreError

log = logging.getLogger(__name__)

_MARK = (
    "INSERT INTO channels(table_id, last_source) VALUES(?, ?) ON CONFLICT(table_id) "
    "DO UPDATE SET last_source=GREATEST(COALESCE(channels.last_source, 0), excluded.last_source)"
)
_KEY = "hashtextextended(?, 0)"
"""The advisory-lock key of a table id (64 bits: two tables share one by rare chance only,
and then merely wait for each other)."""
_MIGRATIONS_LOCK = 7_117_000_001
"""Advisory-lock key that lets one starting worker apply the migrations at a time."""
POOL_SIZE = 24
"""Connections per worker: one per update in flight (16 at most) plus room for reads."""
LOCK_WAIT = 30.0
"""Seconds an update waits for another worker to finish with its table before giving up."""
CONNECT_TIMEOUT = 5


def _sql(statement: str) -> str:
    """Our ``?`` placeholders in psycopg's ``%s`` style."""
    return statement.replace("%", "%%").replace("?", "%s")


class PostgresStore(LogStore):
    """All tables' games and logs in one PostgreSQL database, shared by worker processes."""

    shared = True
    _mark_sql = _MARK

    def __init__(self, url: str, pool_size: int = POOL_SIZE) -> None:
        super().__init__()
        self.url = url
        self.path = shown_url(url)
        self._conn: ContextVar[psycopg.Connection | None] = ContextVar("conn", default=None)
        """The connection that holds the table lock of the update this task handles."""
        try:
            with psycopg.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT) as conn:
                migrate(conn)
        except psycopg.Error as err:
            raise described(self.path, err) from err
        self.pool = ConnectionPool(
            url,
            min_size=2,
            max_size=pool_size,
            kwargs={"autocommit": True, "connect_timeout": CONNECT_TIMEOUT},
            open=True,
            name="referee",
        )

    def close(self) -> None:
        self.pool.close()

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection]:
        held = self._conn.get()
        if held is not None:
            yield held
            return
        try:
            with self.pool.connection(timeout=LOCK_WAIT) as conn:
                yield conn
        except PoolTimeout as err:
            raise StoreError(
                f"cannot reach the database {self.path}", "pg-unreachable", path=self.path
            ) from err

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            with self._connection() as conn:
                cur = conn.execute(_sql(sql), params)
                return cur.fetchall() if cur.description else []
        except psycopg.Error as err:
            raise described(self.path, err) from err

    @contextmanager
    def _transaction(self) -> Iterator[Run]:
        """A transaction on this task's connection; a database error is a :class:`StoreError`
        (after the rollback), as SQLite's are for the SQLite store's callers."""
        try:
            with self._connection() as conn, conn.transaction():

                def run(sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
                    cur = conn.execute(_sql(sql), params)
                    return cur.fetchall() if cur.description else []

                yield run
        except psycopg.Error as err:
            raise described(self.path, err) from err

    def _lock_table(self, run: Run, table_id: str) -> None:
        run(f"SELECT pg_advisory_xact_lock({_KEY})", (table_id,))

    def _insert_log(self, run: Run, game_no: int, seq: int, command: dict[str, Any]) -> None:
        source = self._source.get()
        run(
            "INSERT INTO log(game_no, seq, command, at, update_id) VALUES(?,?,?,?,?)",
            (game_no, seq, json.dumps(command), time.time(), source[1] if source else None),
        )

    @asynccontextmanager
    async def hold(self, table_id: str, source_id: int) -> AsyncIterator[None]:
        """The table is this task's (across all workers) until the block ends.

        Waiting for another worker does not stop this one: other chats go on meanwhile.
        """
        try:
            conn = self.pool.getconn(timeout=LOCK_WAIT)
        except PoolTimeout as err:
            raise StoreError(
                f"cannot reach the database {self.path}", "pg-unreachable", path=self.path
            ) from err
        try:
            try:
                await _advisory_lock(conn, table_id)
            except psycopg.Error as err:
                raise described(self.path, err) from err
            token = self._conn.set(conn)
            try:
                with self.source(table_id, source_id):
                    yield
            finally:
                self._conn.reset(token)
                try:
                    conn.execute(_sql(f"SELECT pg_advisory_unlock({_KEY})"), (table_id,))
                except psycopg.Error:  # a broken connection holds no lock: the pool drops it
                    log.warning("could not unlock table %s", table_id, exc_info=True)
        finally:
            self.pool.putconn(conn)

    def ping(self) -> bool:
        """Whether the database answers (for ``/healthz``)."""
        try:
            return self._rows("SELECT 1") == [(1,)]
        except (psycopg.Error, StoreError):
            return False


async def _advisory_lock(conn: psycopg.Connection, table_id: str) -> None:
    delay, deadline = 0.001, time.monotonic() + LOCK_WAIT
    query = _sql(f"SELECT pg_try_advisory_lock({_KEY})")
    while not conn.execute(query, (table_id,)).fetchone()[0]:  # type: ignore[index]
        if time.monotonic() > deadline:
            raise StoreError(f"table {table_id} stayed locked by another worker", "pg-busy")
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.05)


def migrations() -> list[tuple[int, str]]:
    """(version, SQL) of every migration file, in order (``0001_initial.sql`` is 1)."""
    folder = resources.files("referee.store") / "migrations" / "postgres"
    found = []
    for item in folder.iterdir():
        if item.name.endswith(".sql"):
            found.append((int(item.name.split("_", 1)[0]), item.read_text(encoding="utf-8")))
    return sorted(found)


def migrate(conn: psycopg.Connection) -> int:
    """Apply the migrations this database lacks, one transaction each; the version now."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATIONS_LOCK,))
        conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            "version INTEGER PRIMARY KEY, applied DOUBLE PRECISION NOT NULL)"
        )
        row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()
        current = int(row[0]) if row else 0
        for version, sql in migrations():
            if version > current:
                conn.execute(sql)  # type: ignore[call-overload]
                conn.execute(
                    "INSERT INTO schema_version(version, applied) VALUES(%s, %s)",
                    (version, time.time()),
                )
                current = version
    return current


def shown_url(url: str) -> str:
    """The address without its password, as it may be printed and logged."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    netloc = f"{parts.username}:***@{host}" if parts.username else host
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def described(path: str, err: psycopg.Error) -> StoreError:
    """One line for what went wrong reaching the database, and its message reason."""
    text = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    lowered = str(err).casefold()
    if "password authentication failed" in lowered or "no password supplied" in lowered:
        return StoreError(
            f"the database {path} refused the user name or password",
            "pg-auth",
            path=path,
            detail=text,
        )
    if "does not exist" in lowered and "database" in lowered:
        return StoreError(f"the database {path} does not exist", "pg-no-db", path=path)
    if isinstance(err, psycopg.OperationalError):
        return StoreError(
            f"cannot reach the database {path}: is PostgreSQL running there?",
            "pg-unreachable",
            path=path,
            detail=text,
        )
    return StoreError(f"cannot use {path}: {text}", "other", path=path, detail=text)
