"""Durable table logs in SQLite: one transaction per accepted command, WAL mode."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir
from pydantic import BaseModel, Field

DB_ENV = "REFEREE_DB"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    table_id TEXT PRIMARY KEY,
    lang TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    game_no INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id TEXT NOT NULL,
    game TEXT NOT NULL,
    players TEXT NOT NULL,
    options TEXT NOT NULL,
    started REAL NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS games_by_table ON games(table_id, game_no);
CREATE TABLE IF NOT EXISTS log (
    game_no INTEGER NOT NULL REFERENCES games(game_no),
    seq INTEGER NOT NULL,
    command TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_no, seq)
);
"""


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


class Store:
    """All tables' games and logs in one SQLite file (``":memory:"`` for throwaway runs)."""

    def __init__(self, path: str | Path) -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = str(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.executescript(_SCHEMA)

    def close(self) -> None:
        self.db.close()

    def _tx(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

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
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        assert cur.lastrowid is not None
        return cur.lastrowid

    def append(self, game_no: int, command: dict[str, Any], finished: bool) -> None:
        """Add one accepted command (and the finished flag) in a single transaction."""
        db = self._tx()
        try:
            (seq,) = db.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM log WHERE game_no=?", (game_no,)
            ).fetchone()
            db.execute(
                "INSERT INTO log(game_no, seq, command, at) VALUES(?,?,?,?)",
                (game_no, seq, json.dumps(command), time.time()),
            )
            db.execute("UPDATE games SET finished=? WHERE game_no=?", (int(finished), game_no))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def pop(self, game_no: int) -> None:
        """Remove the last accepted command; the game is open again."""
        db = self._tx()
        try:
            db.execute(
                "DELETE FROM log WHERE game_no=? AND "
                "seq=(SELECT MAX(seq) FROM log WHERE game_no=?)",
                (game_no, game_no),
            )
            db.execute("UPDATE games SET finished=0 WHERE game_no=?", (game_no,))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def current_game(self, table_id: str) -> GameRecord | None:
        """The table's latest game with its log, finished or not."""
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
        return GameRecord(
            game_no=row[0],
            table_id=table_id,
            game=row[1],
            players=json.loads(row[2]),
            options=json.loads(row[3]),
            finished=bool(row[4]),
            log=log,
        )
