"""A session standing at a given point of a game, for tests of what a sentence does there."""

from __future__ import annotations

from referee.dialogue import Session
from referee.games import get_game
from referee.store import Store


def table(game, lang, players, options=None, before=(), just=True):
    """A session after the engine commands ``before``; ``just``: the last one was just said
    (so a correction may replace it)."""
    s = Session(lang=lang)
    s.start(game, list(players), options or {})
    g = get_game(game)
    for data in before:
        command = g.parse_command(data)
        s.state = g.apply(s.state, command).state
        s.log.append(command)
    s._just_accepted = just and bool(before)
    return s


def said(session, text, speaker=None):
    """What ``text`` did to the log: (log before, log after, reply)."""
    before = list(session.log)
    reply = session.handle(text, speaker)
    return before, list(session.log), reply


def reopened(path, lang, table_id="t"):
    """The table ``table_id`` of the SQLite file at ``path`` after a restart: a new session
    on a new store, its game resumed as a player would ("yes" to the offer)."""
    again = Session(table_id=table_id, lang=lang, store=Store(path))
    again.offer_resume()
    again.handle("ja" if lang == "de" else "yes")
    return again


def built(players, n):
    """The first ``n`` Babel floors, built in seat order."""
    return [
        {"kind": "build", "player": players[i % len(players)], "floor": i + 1} for i in range(n)
    ]


def reveal(player, disk, gems):
    """A Der Turm reveal command."""
    return {"kind": "reveal", "player": player, "disk": disk, "gems": gems}
