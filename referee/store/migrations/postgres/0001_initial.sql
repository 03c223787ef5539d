-- The referee's tables in PostgreSQL: the same shape as the SQLite file, plus the
-- Telegram update each log entry came from.
CREATE TABLE tables (
    table_id TEXT PRIMARY KEY,
    lang TEXT NOT NULL
);

CREATE TABLE games (
    game_no BIGSERIAL PRIMARY KEY,
    table_id TEXT NOT NULL,
    game TEXT NOT NULL,
    players TEXT NOT NULL,
    options TEXT NOT NULL,
    started DOUBLE PRECISION NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_by_table ON games(table_id, game_no);

CREATE TABLE log (
    game_no BIGINT NOT NULL REFERENCES games(game_no) ON UPDATE CASCADE,
    seq INTEGER NOT NULL,
    command TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    update_id BIGINT,
    PRIMARY KEY (game_no, seq)
);

CREATE TABLE channels (
    table_id TEXT PRIMARY KEY,
    data TEXT NOT NULL DEFAULT '{}',
    last_source BIGINT
);
