"""``referee play``: an interactive terminal chat with line editing and history."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ..dialogue import Session
from ..replies import get_renderer
from ..store import LogStore, is_postgres

if TYPE_CHECKING:
    from prompt_toolkit.history import History

PROMPT = "> "
log = logging.getLogger(__name__)


def _reader(history: Path | None) -> Callable[[str], str]:
    """prompt_toolkit with history on a terminal; plain lines without a prompt when piped."""
    if sys.stdin.isatty() and sys.stdout.isatty():
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import InMemoryHistory

        hist = safe_history(history) if history else InMemoryHistory()
        session: PromptSession[str] = PromptSession(history=hist)
        return lambda prompt: session.prompt(prompt)
    return lambda prompt: input()  # piped: no prompts between the replies on stdout


def safe_history(path: Path) -> History:
    """Line history in ``path``; a file we cannot read or write must not end a game."""
    from prompt_toolkit.history import FileHistory

    class SafeHistory(FileHistory):
        def load_history_strings(self) -> Iterator[str]:
            try:
                yield from super().load_history_strings()
            except OSError:
                return

        def store_string(self, string: str) -> None:
            try:
                super().store_string(string)
            except OSError:
                pass

    return SafeHistory(str(path))


def play(
    store: LogStore,
    lang: str,
    game: str | None,
    players: list[str],
    table_id: str = "console",
    resume: bool = True,
    out: Callable[[str], None] = print,
) -> int:
    """Run a terminal game until end of input; every accepted report is stored at once."""
    on_file = store.path != ":memory:" and not is_postgres(store.path)
    history = Path(store.path).with_suffix(".history") if on_file else None
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
        if resume:
            session.restore_finished()  # "who won?" and "same again" still work
        out(session.greeting().text)
    while True:
        try:
            line = read(PROMPT)
        except KeyboardInterrupt:  # Ctrl-C: every report is stored already
            out(_goodbye(session))
            return 130
        except EOFError:  # Ctrl-D or the end of piped input
            out(_goodbye(session))
            return 0
        if not line.strip():
            continue
        lead = ""
        if not session.in_sync():  # another window changed the game: load it, then go on
            try:
                session.reload()
            except Exception:  # e.g. a log this version cannot replay: say so, keep going
                log.exception("could not reload the game of table %r", session.table_id)
                out(get_renderer(session.lang).render("internal-error"))
                continue
            lead = get_renderer(session.lang).render("reloaded-elsewhere") + " "
        out(lead + session.handle(line.strip()).text)  # "Anna: …" is read by the session


def _goodbye(session: Session) -> str:
    """What the terminal says when it is left: that a running game is kept."""
    if session.state is None or session.state.finished:
        return ""
    return get_renderer(session.lang).render("game-saved")
