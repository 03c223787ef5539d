"""A finished game outlives a restart: "who won?" and "same again" still work."""

from __future__ import annotations

import os

from conftest import say, start_play

from referee.dialogue import Session
from referee.store import Store

GAME = ["Anna built floor 1", "the tower fell", "done", "the tower fell"]
SPIEL = ["Anna hat Stockwerk 1 gebaut", "der Turm ist eingestürzt", "fertig", "eingestürzt"]


def _finished(store: Store, lang: str) -> None:
    s = Session(table_id="t", lang=lang, store=store)
    s.start("babel", ["Anna", "Ben"], {})
    for line in GAME if lang == "en" else SPIEL:
        s.handle(line)
    assert s.state is not None and s.state.finished


def test_a_finished_game_is_the_tables_game_after_a_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    _finished(Store(path), "en")
    again = Session(table_id="t", lang="en", store=Store(path))  # a new process
    assert not again.resumable() and again.restore_finished()
    assert again.handle("who won?").text.startswith("Scores: Anna 1, Ben 1.")
    assert again.handle("same again").text.startswith("New game of Turmbau zu Babel")
    assert again.state is not None and not again.state.finished and again.log == []


def test_german_and_nothing_to_restore(tmp_path):
    path = tmp_path / "spiele.sqlite3"
    empty = Session(table_id="t", lang="de", store=Store(path))
    assert not empty.restore_finished() and empty.table is None
    _finished(Store(path), "de")
    again = Session(table_id="t", lang="de", store=Store(path))
    assert again.restore_finished()
    assert "Anna 1" in again.handle("wer hat gewonnen?").text
    assert again.handle("nochmal").text.startswith("Neues Spiel")


def test_referee_play_keeps_a_finished_game_across_a_restart(tmp_path):
    db = tmp_path / "play.sqlite3"
    env = {**os.environ, "REFEREE_DB": str(db)}
    proc = start_play(env)
    proc.stdout.readline()  # greeting
    say(proc, "new game of babel with Anna and Ben")
    for line in GAME:
        say(proc, line)
    proc.stdin.close()
    proc.wait(timeout=60)
    proc = start_play(env)
    proc.stdout.readline()  # greeting: nothing to resume, the game is over
    assert say(proc, "who won?").startswith("Scores: Anna 1, Ben 1.")
    proc.stdin.close()
    proc.wait(timeout=60)
