"""One Telegram chat's table: its session, who plays, the lobby and the live keyboard.

Channel facts (members, the lobby, the keyboard under the latest prompt) are kept in the
store beside the game, so a restart picks every chat up where it was. Nothing here talks to
Telegram; :mod:`.bot` does.
"""

from __future__ import annotations

import logging
from typing import Any

from pydantic import BaseModel, Field

from ...dialogue import Session
from ...dialogue.manager import Rights
from ...games.base import player_name
from ...language import LANGS
from ...language.intents import channel_data
from ...language.pieces import tokenize, vocabulary
from ...language.reader import get_reader
from ...replies import Quick, Reply, get_renderer
from ...store import LogStore

log = logging.getLogger(__name__)


class Member(BaseModel):
    """A Telegram user seated at the game, under the name the game knows them by."""

    user_id: int
    name: str


class Lobby(BaseModel):
    """A game waiting for players to join."""

    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    creator: int
    creator_name: str
    joined: list[Member] = Field(default_factory=list)
    message_id: int | None = None


class Key(BaseModel):
    """One button: words to say as the presser, a report to tap, or more buttons."""

    label: str
    say: str | None = None
    command: dict[str, Any] | None = None
    then: list[Key] = Field(default_factory=list)
    join: bool = False


class Keyboard(BaseModel):
    """The buttons under the chat's latest prompt (older keyboards are no longer valid)."""

    id: int
    message_id: int | None = None
    keys: list[Key]


class ChatData(BaseModel):
    """What the channel keeps about a chat, besides the game itself."""

    creator: int | None = None
    creator_name: str | None = None
    members: list[Member] = Field(default_factory=list)
    """Who plays, when players joined; empty when one phone types for the table."""
    lobby: Lobby | None = None
    keyboard: Keyboard | None = None
    next_keyboard: int = 1
    lang_chosen: bool = False
    conversation: dict[str, Any] = Field(default_factory=dict)
    """The open question and what was just accepted (kept only when workers share a store)."""


def is_chatter(text: str, lang: str) -> bool:
    """Table talk not meant for the referee: no word it knows ("haha", "😂"), or a chat word."""
    folded = " ".join(text.casefold().split()).strip(" !.?,")
    chatter = {str(w).casefold() for other in LANGS for w in channel_data(other)["chatter"]}
    if folded in chatter:
        return True
    known = vocabulary(lang)
    reader = get_reader(lang, None)
    tokens = tokenize(text, lang)
    if any(t.number is not None for t in tokens):
        return False
    return not any(
        (t.word in known or t.base in known)
        and t.word not in chatter
        and not reader.is_filler(t.word)
        for t in tokens
    )


class ChatTable:
    """A chat's session plus its channel data; every change is stored at once."""

    def __init__(self, store: LogStore, chat_id: int, lang: str = "en") -> None:
        self.store = store
        self.chat_id = chat_id
        self.table_id = table_id_of(chat_id)
        self.session = Session(table_id=self.table_id, lang=lang, store=store)
        if self.session.resumable():
            self.session.resume()
        else:  # a finished game stays the table's game, as before the restart
            self.session.restore_finished()
        self.data = ChatData(**store.channel_data(self.table_id))
        self.handled: int | None = -1
        """The chat's latest update this worker saw through (-1: none yet); when the store's
        mark says otherwise, another worker handled the chat since and it is loaded again."""
        if store.shared:
            self.session.restore_conversation(self.data.conversation)
            if store.table_lang(self.table_id) is None:  # the same language on every worker
                self.session.set_lang(self.session.lang)

    def finish(self, update_id: int) -> None:
        """This worker is through with ``update_id``: the open question goes to the store
        with the mark of the update (one write), so any worker can take the next one."""
        conversation = self.session.conversation()
        if conversation != self.data.conversation:
            self.data.conversation = conversation
            self.save()
        else:
            self.store.mark_source(self.table_id, update_id)
        self.handled = update_id

    def save(self) -> None:
        self.store.set_channel_data(self.table_id, self.data.model_dump(mode="json"))

    @property
    def lang(self) -> str:
        return self.session.lang

    def render(self, msg_id: str, **args: Any) -> str:
        return get_renderer(self.lang).render(msg_id, **args)

    # ---- who is who -------------------------------------------------------------

    def player_of(self, user_id: int, first_name: str | None) -> str | None:
        """The player a Telegram user is here: a member, or (no members) the same name."""
        table = self.session.table
        if table is None:
            return None
        for member in self.data.members:
            if member.user_id == user_id:
                return player_name(table.players, member.name) or member.name
        if not self.data.members and first_name:
            return player_name(table.players, first_name)
        return None

    def may_report(self, user_id: int) -> bool:
        return not self.data.members or any(m.user_id == user_id for m in self.data.members)

    def rights(self, user_id: int, admin: bool) -> Rights:
        host = admin or self.data.creator is None or self.data.creator == user_id
        return Rights(report=self.may_report(user_id), manage=host)

    # ---- keyboards --------------------------------------------------------------

    def keys_for(self, reply: Reply) -> list[Key]:
        """The buttons under a reply: its quick answers, the lobby's Join, or quick reports."""
        if reply.buttons:
            return [Key(label=b, say=b) for b in reply.buttons]
        state = self.session.state
        if self.data.lobby is not None and (state is None or state.finished):
            return [self.join_key()]
        return [_key(q) for q in self.session.quick_reports()]

    def join_key(self) -> Key:
        return Key(label=self.render("tg-button-join"), join=True)

    def seat(self, creator: int, creator_name: str | None, members: list[Member]) -> None:
        """A game has started here: who started it and who plays (none: typed for the table)."""
        self.data.creator, self.data.creator_name = creator, creator_name
        self.data.members, self.data.lobby = members, None
        self.save()

    def new_keyboard(self, keys: list[Key]) -> Keyboard | None:
        """Replace the live keyboard (the old one's buttons stop working)."""
        if not keys:
            self.data.keyboard = None
            return None
        board = Keyboard(id=self.data.next_keyboard, keys=keys)
        self.data.next_keyboard += 1
        self.data.keyboard = board
        return board

    def key_at(self, board_id: int, path: str) -> Key | None:
        """The button ``path`` ("2", "2.1") of keyboard ``board_id`` if it is the live one."""
        board = self.data.keyboard
        if board is None or board.id != board_id:
            return None
        keys, key = board.keys, None
        try:
            for part in path.split("."):
                key = keys[int(part)]
                keys = key.then
        except (ValueError, IndexError):
            return None
        return key


def _key(quick: Quick) -> Key:
    return Key(label=quick.label, command=quick.command, then=[_key(q) for q in quick.then])


def table_id_of(chat_id: int) -> str:
    return f"telegram:{chat_id}"
