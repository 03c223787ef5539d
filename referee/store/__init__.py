"""Durable table logs: SQLite by default, PostgreSQL for several workers (``postgresql://…``).

``open_store(target)`` picks the backend from what ``--db``/``$REFEREE_DB`` says; both have
the interface of :class:`~referee.store.base.LogStore`.
"""

from __future__ import annotations

import os
from pathlib import Path

from .base import DB_ENV, GameRecord, LogStore, StoreConflict, StoreError, is_postgres
from .sqlite import Store, default_db_path, table_lang_of

__all__ = [
    "DB_ENV",
    "GameRecord",
    "LogStore",
    "Store",
    "StoreConflict",
    "StoreError",
    "default_db",
    "default_db_path",
    "is_postgres",
    "open_store",
    "table_lang_of",
]


def default_db() -> str:
    """``$REFEREE_DB`` as given (a file or a ``postgresql://`` address), else the default file."""
    env = os.environ.get(DB_ENV)
    return env if env and is_postgres(env) else str(default_db_path())


def open_store(target: str | os.PathLike[str]) -> LogStore:
    """The store ``target`` names: a PostgreSQL address, else an SQLite file."""
    if is_postgres(target):
        from .postgres import PostgresStore

        return PostgresStore(str(target))
    return Store(Path(target))
