"""``referee play``: an interactive terminal chat with line editing and history."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from ..dialogue import Session
from ..store import Store

PROMPT = "> "


def _reader(history: Path | None) -> Callable[[str], str]:
    """prompt_toolkit with history on a terminal; plain ``input`` when piped."""
    if sys.stdin.isatty() and sys.stdout.isatty():
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, InMemoryHistory

        hist = FileHistory(str(history)) if history else InMemoryHistory()
        session: PromptSession[str] = PromptSession(history=hist)
        return lambda prompt: session.prompt(prompt)
    return input


def play(
    store: Store,
    lang: str,
    game: str | None,
    players: list[str],
    table_id: str = "console",
    resume: bool = True,
    out: Callable[[str], None] = print,
) -> int:
    """Run a terminal game until end of input; every accepted report is stored at once."""
    history = Path(store.path).with_suffix(".history") if store.path != ":memory:" else None
    read = _reader(history)
    session = Session(table_id=table_id, lang=lang, store=store)
    if lang != session.lang:
        session.set_lang(lang)
    if game and players:
        out(session.start(game, players).text)
    elif game:
        out(session.ask_players(game).text)
    elif resume and session.resumable():
        out(session.offer_resume().text)
    else:
        out(session.handle("help").text)
    while True:
        try:
            line = read(PROMPT)
        except (EOFError, KeyboardInterrupt):
            out("")
            return 0
        if not line.strip():
            continue
        speaker, text = _split_speaker(line, session)
        out(session.handle(text, speaker).text)


def _split_speaker(line: str, session: Session) -> tuple[str | None, str]:
    """``Anna: I built floor 3`` -> (``Anna``, ``I built floor 3``) when Anna plays here."""
    head, sep, rest = line.partition(":")
    if sep and session.table:
        for name in session.table.players:
            if name.casefold() == head.strip().casefold():
                return name, rest.strip()
    return None, line.strip()
