"""``referee telegram``: the PTB ``Application`` that carries chats to and from sessions.

Every text goes through the same ``Session.handle`` as the terminal. Updates of one chat are
handled strictly in order (one lock per chat; with a shared store also one lock per chat
across all workers, see :meth:`LogStore.hold`); chats run concurrently. Each update is handled
at most once: what it changes and the record of having handled it are stored together, so a
redelivery after a crash is skipped. With a shared store a worker takes a chat from the store
whenever another worker handled it last, and leaves its open question there when done.
Replies are retried on flood limits, timeouts and network errors; a report is stored before
its reply is sent, so a failed send never loses it.
"""

from __future__ import annotations

import asyncio
import datetime as dtm
import gc
import json
import logging
import re
import warnings
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from telegram import (
    BotCommand,
    BotCommandScopeDefault,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    Update,
    User,
)
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Forbidden,
    NetworkError,
    RetryAfter,
    TelegramError,
    TimedOut,
)
from telegram.ext import (
    AIORateLimiter,
    Application,
    ApplicationBuilder,
    BaseUpdateProcessor,
    CallbackQueryHandler,
    ContextTypes,
    MessageHandler,
    filters,
)
from telegram.warnings import PTBUserWarning

from ...language import LANGS
from ...language.intents import channel_words
from ...language.questions import named_game
from ...replies import Reply, get_renderer
from ...rules import rules_text
from ...store import LogStore, StoreError
from .chat import ChatTable, Key, Keyboard, Lobby, Member, is_chatter, table_id_of
from .metrics import ERRORS, REPLIES, UPDATES
from .request import LeanRequest
from .settings import TelegramSettings

log = logging.getLogger(__name__)

COMMANDS = ["newgame", "join", "begin", "score", "turn", "undo", "rules", "lang", "endgame", "help"]
BACK = "back"
"""The path of the button that leads from a second choice back to the first."""
CONCURRENT_UPDATES = 16
"""Updates in flight at once (over all chats): more only adds contention for one core."""
SENT_ATTEMPTS = 6
"""How often a reply is tried before it is given up (each wait grows, flood waits as told)."""
CONNECTIONS = 8
"""HTTP connections to the Bot API for replies (one more for getUpdates): each call has one of
its own; more only adds contention for one core."""
TIDY_AT_ONCE = 2
"""Calls that take old buttons off, at once: cosmetic, so they leave the connections to
replies."""


_UNLIMITED = 1 << 20
"""PTB's own cap on updates in flight, left open: :class:`ChatOrder` keeps its own."""


class ChatOrder(BaseUpdateProcessor):
    """Updates of one chat one after another, in the order they came; chats concurrently.

    PTB starts one task per update in the order it fetched them; each waits for its chat's
    lock, and asyncio's lock lets waiters in first come, first served. Only then does an
    update take one of the ``max_concurrent_updates`` places: updates waiting for their chat
    hold none, so a chat with many queued updates does not keep the other chats waiting.
    """

    def __init__(self, max_concurrent_updates: int = CONCURRENT_UPDATES) -> None:
        super().__init__(_UNLIMITED)  # PTB's own limit would be taken before the chat's lock
        self._places = asyncio.Semaphore(max_concurrent_updates)
        self._locks: dict[int, tuple[asyncio.Lock, list[int]]] = {}
        """chat -> its lock and how many of its updates hold or wait for it."""

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        chat = update.effective_chat if isinstance(update, Update) else None
        if chat is None:
            async with self._places:
                await coroutine
            return
        lock, users = self._locks.setdefault(chat.id, (asyncio.Lock(), [0]))
        users[0] += 1
        try:
            async with lock, self._places:
                await coroutine
        finally:
            users[0] -= 1
            if users[0] == 0:  # nobody else of this chat waits: forget the lock
                del self._locks[chat.id]

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass


class TelegramReferee:
    """The handlers: one table per chat, all in one store."""

    def __init__(
        self, store: LogStore, tidy_buttons: bool = True, vosk_model: Path | None = None
    ) -> None:
        self.store = store
        self.tidy_buttons = tidy_buttons
        """Take the buttons off the previous prompt when a new one is sent (one more call)."""
        self.recognizers: dict[tuple[str, str | None, tuple[str, ...]], Any] = {}
        """Speech recognisers by (language, game, players): building one takes a while."""
        self.vosk_model = vosk_model
        self.tables: dict[int, ChatTable] = {}
        self.me: User | None = None
        self._tidying = asyncio.Semaphore(TIDY_AT_ONCE)
        self._last: dict[int, int] = {}
        """chat -> the latest update this process handled there (one store query less per
        update; only with a store of its own, which nobody else writes)."""
        self.failed: dict[int, bool] = {}
        """Updates whose store failed: the webhook answers them 500, so they come again."""

    # ---- wiring -----------------------------------------------------------------

    def install(self, app: Application) -> None:
        app.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, self.on_migrate))
        app.add_handler(CallbackQueryHandler(self.on_button))
        app.add_handler(MessageHandler(filters.ALL, self.on_message))
        app.add_error_handler(self.on_error)

    async def post_init(self, app: Application) -> None:
        self.me = app.bot.bot
        warm_up()
        for lang in LANGS:
            render = get_renderer(lang).render
            commands = [BotCommand(c, render(f"tg-cmd-{c}")) for c in COMMANDS]
            code = None if lang == "en" else lang
            await _retrying(
                lambda c=commands, code=code: app.bot.set_my_commands(
                    c, scope=BotCommandScopeDefault(), language_code=code
                )
            )

    def table(self, chat_id: int, user: User | None = None) -> ChatTable:
        table = self.tables.get(chat_id)
        if table is None:
            lang = _lang_of(user) if user else "en"
            table = self.tables[chat_id] = ChatTable(self.store, chat_id, lang)
        return table

    @asynccontextmanager
    async def handling(
        self, chat_id: int, user: User | None, update_id: int
    ) -> AsyncIterator[ChatTable | None]:
        """The chat's table while this update is handled, or None for a redelivered one.

        The chat is held for the whole update (across workers when the store is shared), and
        its writes record the update. A shared store's chat is taken from the store unless this
        worker handled its latest update itself, and the open question is left there after.
        """
        async with self.store.hold(table_id_of(chat_id), update_id):
            if self.store.shared:
                last = self.store.last_source(table_id_of(chat_id))
                cached = self.tables.get(chat_id)
                if cached is not None and cached.handled != last:  # another worker was here
                    del self.tables[chat_id]
                table = self.table(chat_id, user)
                table.handled = -1  # not known until this update is through
                seen = last is not None and update_id <= last
                if seen:
                    table.handled = last
            else:  # this process is the store's only writer: what it handled, it knows
                table = self.table(chat_id, user)
                last = self._last.get(chat_id)
                seen = update_id <= last if last is not None else _seen(table, update_id)
            if seen:
                UPDATES.labels("duplicate").inc()
                yield None
                return
            yield table
            if self.store.shared:
                table.finish(update_id)
            await self.store.durable()  # before the webhook acknowledges the update
            if not self.store.shared:
                self._last[chat_id] = update_id
            UPDATES.labels("handled").inc()

    # ---- messages ---------------------------------------------------------------

    async def on_message(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        msg = update.effective_message
        user = update.effective_user
        if msg is None or user is None or update.effective_chat is None:
            return
        if user.is_bot:
            return
        chat_id = update.effective_chat.id
        text = msg.text or msg.caption or ""
        if not (msg.voice or msg.audio) and not text.strip():
            return  # a sticker, a photo: chat between players
        async with self.handling(chat_id, user, update.update_id) as table:
            if table is None:
                return
            private = update.effective_chat.type == ChatType.PRIVATE
            addressed = private or self._addressed(msg)
            if msg.voice or msg.audio:
                await self.on_voice(context, table, user, msg, addressed)
                return
            text = self._without_mention(text)  # "@refbot /undo", "@refbot undo pls"
            command, args = _command(text, self.me.username if self.me else None)
            if command is not None:
                await self.on_command(context, table, user, command, args, private)
                return
            await self.on_text(context, table, user, text, addressed, private)

    async def on_voice(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        msg: Message,
        addressed: bool,
    ) -> None:
        """A voice note: heard with this table's grammar, then handled like text — a report
        only after "yes", since a recogniser may mishear."""
        from ...voice.audio import AudioError, decode_audio
        from ...voice.stt import VoiceError

        private = msg.chat.type == ChatType.PRIVATE
        note = msg.voice or msg.audio
        assert note is not None
        try:
            file = await _retrying(lambda: context.bot.get_file(note.file_id))
            data = bytes(await file.download_as_bytearray())
            audio = decode_audio(data, "voice note")
            heard = await asyncio.to_thread(self._hear, table, audio)
        except (AudioError, VoiceError) as err:
            args = getattr(err, "args_", None) or {"path": getattr(err, "path", "")}
            await self.send(context, table, table.render(err.message_id, **args))
            return
        except TelegramError as err:
            log.warning("could not fetch a voice note in chat %s: %s", table.chat_id, err)
            return
        if heard is None:
            if addressed or private or table.session.table is not None:
                await self.send(context, table, table.render("tg-voice-not-heard"))
            return
        speaker = table.player_of(user.id, user.first_name)
        rights = table.rights(user.id, admin=private)
        reply = table.session.handle(heard.text, speaker, rights, confirm=True)
        said = table.render("tg-voice-heard", text=heard.text)
        await self.reply(
            context,
            table,
            Reply(
                text=f"{said} {reply.text}",
                speech=reply.speech,
                buttons=reply.buttons,
                score_sheet=reply.score_sheet,
            ),
        )

    def _hear(self, table: ChatTable, audio: Any) -> Any:
        """What the chat's recogniser hears (one per language, game and players)."""
        from ...voice.grammar import build_grammar
        from ...voice.stt import make_recognizer

        session = table.session
        game = session.table.game if session.table else None
        players = tuple(session.table.players) if session.table else ()
        key = (session.lang, game, players)
        recognizer = self.recognizers.get(key)
        if recognizer is None:
            engine = "vosk" if self.vosk_model or session.lang != "en" else "pocketsphinx"
            grammar = build_grammar(session.lang, game, players)
            recognizer = make_recognizer(engine, grammar, self.vosk_model)
            self.recognizers[key] = recognizer
        return recognizer.recognize(audio)

    async def on_text(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        text: str,
        addressed: bool,
        private: bool,
    ) -> None:
        before = _game_no(table)
        reply = await self._handle(context, table, user, text, private)
        if reply is None:
            return
        if _game_no(table) != before and table.session.table is not None:  # a game started
            table.seat(user.id, user.first_name, [])
        if (
            not addressed
            and table.session.last_intent is None
            and reply.text.startswith(table.render("not-understood"))
            and is_chatter(text, table.lang)
        ):
            return  # "haha", "lol": not for the referee
        await self.reply(context, table, reply)

    async def _handle(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        text: str,
        private: bool,
    ) -> Reply | None:
        """``Session.handle`` with this user's seat and rights (an admin asked only if needed)."""
        speaker = table.player_of(user.id, user.first_name)
        rights = table.rights(user.id, admin=private)
        reply = table.session.handle(text, speaker, rights)
        if table.session.refused == "only-host-manages" and await self._is_admin(
            context, table.chat_id, user.id
        ):
            rights.manage = True
            reply = table.session.handle(text, speaker, rights)
        return reply

    async def on_command(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        command: str,
        args: str,
        private: bool,
    ) -> None:
        words = channel_words(table.lang)
        if command in ("start", "help") and not args:
            await self.on_text(context, table, user, words["help"], True, private)
        elif command == "newgame":
            await self.new_game(context, table, user, args, private)
        elif command == "join":
            await self.join(context, table, user, args)
        elif command == "begin":
            await self.begin(context, table, user, private)
        elif command == "lang":
            await self.set_lang(context, table, args)
        elif command == "rules":
            await self.rules(context, table, user, args, private)
        elif command in ("score", "turn", "undo", "endgame"):
            await self.on_text(context, table, user, words[command], True, private)
        else:
            await self.on_text(context, table, user, args or words["help"], True, private)

    async def new_game(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        args: str,
        private: bool,
    ) -> None:
        if not table.data.lang_chosen and _lang_of(user) != table.lang and not table.session.table:
            table.session.set_lang(_lang_of(user))
        if not args.strip():
            await self.send(context, table, table.render("tg-newgame-usage"))
            return
        sentence = _new_game_sentence(table, args)
        before = _game_no(table)
        reply = await self._handle(context, table, user, sentence, private)
        if reply is None:
            return
        session = table.session
        if _game_no(table) != before and session.table is not None:  # started with names
            table.seat(user.id, user.first_name, [])
            await self.reply(context, table, reply)
            return
        pending = session.pending
        if pending is not None and pending.kind == "players" and pending.game:  # a lobby
            session.pending = None
            creator = user.first_name or "?"
            table.data.lobby = Lobby(
                game=pending.game, options=pending.options, creator=user.id, creator_name=creator
            )
            table.save()
            await self.send_lobby(context, table)
            return
        await self.reply(context, table, reply)

    async def rules(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        args: str,
        private: bool,
    ) -> None:
        """``/rules``: the running game's summary and topics, a topic, or a question."""
        running = table.session.table.game if table.session.table else None
        game_said = named_game(args, table.lang)[0] if args else None
        game = game_said or running
        if game is None:
            await self.on_text(context, table, user, args or "rules", True, private)
            return
        state = table.session.state if game == running else None  # asked at this table
        code, text = rules_text(game, args, table.lang, state)
        if code != 0:
            await self.on_text(context, table, user, args, True, private)
            return
        await self.send(context, table, text)

    async def send_lobby(self, context: ContextTypes.DEFAULT_TYPE, table: ChatTable) -> None:
        lobby = table.data.lobby
        assert lobby is not None
        text = table.render("tg-lobby", game=lobby.game, creator=lobby.creator_name)
        if lobby.joined:
            names = [m.name for m in lobby.joined]
            text += " " + table.render("tg-lobby-players", players=names)
        if lobby.message_id is not None and table.data.keyboard is not None:  # update it
            board = table.data.keyboard
            markup = _markup(board, board.keys)
            mid = lobby.message_id
            edited = await self._deliver(
                table,
                lambda chat: context.bot.edit_message_text(
                    text, chat_id=chat, message_id=mid, reply_markup=markup
                ),
            )
            if edited is not None:
                return
        old = table.data.keyboard
        board = table.new_keyboard([table.join_key()])
        sent = await self.send(context, table, text, board=board, old=old)
        if sent is not None:
            lobby.message_id = sent["message_id"]
            table.save()

    async def join(
        self, context: ContextTypes.DEFAULT_TYPE, table: ChatTable, user: User, name: str
    ) -> str | None:
        """Seat ``user`` in the lobby; the answer (for a toast) or None when it was said."""
        lobby = table.data.lobby
        if lobby is None:
            await self.send(context, table, table.render("tg-no-lobby"))
            return None
        name = " ".join(name.split()) or user.first_name or user.username or str(user.id)
        if any(m.user_id == user.id for m in lobby.joined):
            return table.render("tg-already-joined", player=name)
        if any(m.name.casefold() == name.casefold() for m in lobby.joined):
            await self.send(context, table, table.render("tg-name-taken", player=name))
            return None
        lobby.joined.append(Member(user_id=user.id, name=name))
        table.save()
        await self.send_lobby(context, table)
        return table.render("tg-joined", player=name)

    async def begin(
        self, context: ContextTypes.DEFAULT_TYPE, table: ChatTable, user: User, private: bool
    ) -> None:
        lobby = table.data.lobby
        if lobby is None:
            await self.send(context, table, table.render("tg-no-lobby"))
            return
        if not lobby.joined:
            await self.send(context, table, table.render("tg-begin-empty"))
            return
        if user.id != lobby.creator and not private:
            if not await self._is_admin(context, table.chat_id, user.id):
                text = table.render("tg-begin-not-host", creator=lobby.creator_name)
                await self.send(context, table, text)
                return
        names = [m.name for m in lobby.joined]
        reply = table.session.start(lobby.game, names, lobby.options)
        started = table.session.table
        if started is not None and len(started.players) == len(names):  # not refused
            seats = zip(lobby.joined, started.players, strict=True)
            members = [Member(user_id=m.user_id, name=p) for m, p in seats]
            table.seat(lobby.creator, lobby.creator_name, members)
        await self.reply(context, table, reply)

    async def set_lang(
        self, context: ContextTypes.DEFAULT_TYPE, table: ChatTable, args: str
    ) -> None:
        lang = args.strip().casefold()[:2]
        if lang not in LANGS:
            await self.send(context, table, table.render("tg-lang-usage"))
            return
        table.session.set_lang(lang)
        table.data.lang_chosen = True
        table.save()
        await self.send(context, table, table.render("tg-lang-set"))

    # ---- buttons ----------------------------------------------------------------

    async def on_button(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        user = update.effective_user
        if query is None or user is None or query.message is None:
            return
        async with self.handling(query.message.chat.id, user, update.update_id) as table:
            if table is None:
                await _quietly(query.answer())
                return
            await self._on_button(context, table, user, query)

    async def _on_button(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        query: CallbackQuery,
    ) -> None:
        assert query.message is not None
        board_id, _, path = (query.data or "").partition(":")
        board = table.data.keyboard
        if path == BACK and board is not None and board_id == str(board.id):  # to the disks
            await _quietly(query.answer())
            await _quietly(query.message.edit_reply_markup(_markup(board, board.keys)))  # type: ignore[union-attr]
            return
        key = table.key_at(int(board_id), path) if board_id.isdigit() else None
        if key is None:
            await _quietly(query.answer(table.render("tg-old-button"), show_alert=False))
            await _quietly(query.message.edit_reply_markup(None))  # type: ignore[union-attr]
            return
        await self._press(context, table, user, query, key, path)

    async def _press(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        user: User,
        query: CallbackQuery,
        key: Key,
        path: str,
    ) -> None:
        private = query.message.chat.type == ChatType.PRIVATE  # type: ignore[union-attr]
        if key.join:
            said = await self.join(context, table, user, "")
            await _quietly(query.answer(said))
            return
        if key.then:  # Der Turm: the disk first, then the gems in it
            board = table.data.keyboard
            assert board is not None
            keys = [*key.then]
            markup = _markup(board, keys, prefix=f"{path}.")
            back = InlineKeyboardButton(
                table.render("quick-back"), callback_data=f"{board.id}:{BACK}"
            )
            markup = InlineKeyboardMarkup([*markup.inline_keyboard, [back]])
            await _quietly(query.answer())
            await _quietly(query.message.edit_reply_markup(markup))  # type: ignore[union-attr]
            return
        if key.say is not None:
            await _quietly(query.answer())
            await _quietly(query.message.edit_reply_markup(None))  # type: ignore[union-attr]
            table.data.keyboard = None
            await self.on_text(context, table, user, key.say, True, private)
            return
        assert key.command is not None
        refusal = self._tap_refusal(table, user, key.command)
        if refusal is not None:
            await _quietly(query.answer(refusal, show_alert=True))
            return
        session = table.session
        before = (_game_no(table), len(session.log))
        reply = session.tap(
            key.command,
            table.player_of(user.id, user.first_name),
            table.rights(user.id, admin=private),
        )
        if (_game_no(table), len(session.log)) == before:  # refused by the rules: a toast
            await _quietly(query.answer(reply.text[:190], show_alert=True))
            return
        await self.store.durable()  # the tap is stored before its buttons go
        await _quietly(query.answer())
        table.data.keyboard = None
        await _quietly(query.message.edit_reply_markup(None))  # type: ignore[union-attr]
        await self.reply(context, table, reply)

    def _tap_refusal(self, table: ChatTable, user: User, command: dict[str, Any]) -> str | None:
        """Why this user may not make this report, if they may not."""
        if not table.may_report(user.id):
            return table.render("tg-not-a-player")
        me = table.player_of(user.id, user.first_name)
        owner = command.get("player")
        if table.data.members and owner not in (None, "?") and me != owner:
            return table.render("tg-not-yours", player=owner)
        if owner == "?" and me is None and table.data.members:
            return table.render("tg-not-a-player")
        return None

    # ---- migration and errors ---------------------------------------------------

    async def on_migrate(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        msg = update.effective_message
        if msg is None:
            return
        old, new = None, None
        if msg.migrate_to_chat_id:
            old, new = msg.chat.id, msg.migrate_to_chat_id
        elif msg.migrate_from_chat_id:
            old, new = msg.migrate_from_chat_id, msg.chat.id
        if old is not None and new is not None:
            self.move(old, new)

    def move(self, old: int, new: int) -> None:
        """A group became a supergroup: its table, game and channel data go along."""
        if old in self.tables or self.store.channel_tables(table_id_of(old)):
            self.store.move_table(table_id_of(old), table_id_of(new))
            self.tables.pop(old, None)
            self.tables.pop(new, None)
            log.info("chat %s moved to %s", old, new)

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        ERRORS.inc()
        if isinstance(update, Update) and isinstance(context.error, StoreError):
            self.failed[update.update_id] = True  # not applied: it must come again
        log.error("an update could not be handled", exc_info=context.error)

    async def _is_admin(
        self, context: ContextTypes.DEFAULT_TYPE, chat_id: int, user_id: int
    ) -> bool:
        try:
            member = await _retrying(lambda: context.bot.get_chat_member(chat_id, user_id))
        except TelegramError:
            return False
        return member is not None and member.status in (
            ChatMemberStatus.ADMINISTRATOR,
            ChatMemberStatus.OWNER,
        )

    def _addressed(self, msg: Message) -> bool:
        """A mention of the bot or a reply to one of its messages."""
        me = self.me
        if me is None:
            return False
        reply_to = msg.reply_to_message
        if (
            reply_to is not None
            and reply_to.from_user is not None
            and reply_to.from_user.id == me.id
        ):
            return True
        return bool(me.username) and f"@{me.username}".casefold() in (msg.text or "").casefold()

    def _without_mention(self, text: str) -> str:
        """``text`` without the bot's own @name, wherever it is (also in ``/undo@bot``)."""
        if self.me and self.me.username:
            text = re.sub(rf"@{re.escape(self.me.username)}\b", " ", text, flags=re.IGNORECASE)
        return " ".join(text.split()) or text

    # ---- sending ----------------------------------------------------------------

    async def reply(
        self, context: ContextTypes.DEFAULT_TYPE, table: ChatTable, reply: Reply
    ) -> None:
        """A reply with the buttons that fit now (and the score sheet when one is due)."""
        old = table.data.keyboard
        board = table.new_keyboard(table.keys_for(reply))
        await self.send(context, table, reply.text, board=board, old=old)
        if getattr(reply, "score_sheet", False):
            await self.send_sheet(context, table)

    async def send_sheet(self, context: ContextTypes.DEFAULT_TYPE, table: ChatTable) -> None:
        try:
            from ..scoresheet_png import render_png
        except ImportError:  # pragma: no cover - the picture is an extra
            return
        sheet = table.session.score_sheet()
        if sheet is None:
            return
        picture = await asyncio.to_thread(render_png, sheet, table.lang)  # the chats go on
        assert table.session.table is not None
        caption = table.render("tg-sheet-caption", game=table.session.table.game)
        await self._deliver(
            table, lambda chat: context.bot.send_photo(chat, picture.png, caption=caption)
        )

    async def send(
        self,
        context: ContextTypes.DEFAULT_TYPE,
        table: ChatTable,
        text: str,
        board: Keyboard | None = None,
        old: Keyboard | None = None,
    ) -> dict[str, Any] | None:
        """Send ``text`` with ``board`` as its keyboard; ``old`` buttons are taken off.

        The sent message comes back as Telegram's JSON: only its id is read."""
        markup = _markup_json(board) if board is not None else None
        sent = await self._deliver(
            table,
            lambda chat: _api(
                context.bot, "sendMessage", chat_id=chat, text=text[:4096], reply_markup=markup
            ),
        )
        if board is not None and sent is not None:
            board.message_id = sent["message_id"]
            table.save()
        tidy = self.tidy_buttons and context.application.running
        if tidy and old is not None and old.message_id is not None:
            context.application.create_task(self._tidy(context, table.chat_id, old.message_id))
        return sent

    async def _tidy(
        self, context: ContextTypes.DEFAULT_TYPE, chat_id: int, message_id: int
    ) -> None:
        """Take the buttons off an older prompt, behind the replies."""
        async with self._tidying:
            await _quietly(
                _api(context.bot, "editMessageReplyMarkup", chat_id=chat_id, message_id=message_id)
            )

    async def _deliver(self, table: ChatTable, call: Callable[[int], Awaitable[Any]]) -> Any:
        """``call(chat_id)`` with retries; a chat that became a supergroup is followed.

        What the update stored is on disk before anybody sees an answer to it."""
        await self.store.durable()
        for attempt in range(SENT_ATTEMPTS):
            try:
                sent = await call(table.chat_id)
                REPLIES.inc()
                return sent
            except ChatMigrated as err:
                self.move(table.chat_id, err.new_chat_id)
                table.chat_id, table.table_id = err.new_chat_id, table_id_of(err.new_chat_id)
                self.tables[err.new_chat_id] = table
            except RetryAfter as err:
                await asyncio.sleep(_seconds(err.retry_after))
            except (TimedOut, NetworkError) as err:
                if isinstance(err, BadRequest):
                    log.warning("Telegram refused a message to chat %s: %s", table.chat_id, err)
                    return None
                log.info("sending to chat %s failed (%s); trying again", table.chat_id, err)
                await asyncio.sleep(min(0.2 * 2**attempt, 5.0))
            except Forbidden as err:
                log.warning("cannot write to chat %s: %s", table.chat_id, err)
                return None
        log.error("gave up sending to chat %s after %d attempts", table.chat_id, SENT_ATTEMPTS)
        return None


def warm_up() -> None:
    """Load every language's templates, word lists and messages before the first update, so
    the first report at a table is as quick as the hundredth."""
    from ...dialogue import Session
    from ...games import GAMES
    from ...rules.ranking import prepare

    for lang in LANGS:
        prepare(lang)  # the rule questions' indexes and topic models
        Session(lang=lang).handle("?")  # before any game: "new game of Babel with …"
        for game in GAMES:
            session = Session(lang=lang)
            session.start(game, ["A", "B", "C"])
            session.handle("?")
            session.quick_reports()
    try:
        from ..scoresheet_png import render_png

        session = Session(lang="en")
        session.start("babel", ["A", "B"])
        sheet = session.score_sheet()
        if sheet is not None:
            render_png(sheet, "en")
    except ImportError:  # pragma: no cover
        pass
    # what is loaded now lives as long as the bot: out of the collector's sight, a full
    # collection no longer walks ~300,000 objects (about 200 ms in the middle of an update)
    gc.collect()
    gc.freeze()


def _markup(board: Keyboard, keys: list[Key], prefix: str = "") -> InlineKeyboardMarkup:
    buttons = [
        InlineKeyboardButton(k.label[:64], callback_data=f"{board.id}:{prefix}{i}")
        for i, k in enumerate(keys)
    ]
    width = 3 if len(buttons) > 4 else 2
    return InlineKeyboardMarkup([buttons[i : i + width] for i in range(0, len(buttons), width)])


def _markup_json(board: Keyboard) -> str:
    """:func:`_markup` of the board's own keys as the JSON Telegram is sent, made from plain
    lists: PTB's objects and their ``to_dict`` cost more than the rest of the encoding (and a
    parameter that is a string already is not JSON-encoded by PTB again)."""
    buttons = [
        {"text": k.label[:64], "callback_data": f"{board.id}:{i}"} for i, k in enumerate(board.keys)
    ]
    width = 3 if len(buttons) > 4 else 2
    rows = [buttons[i : i + width] for i in range(0, len(buttons), width)]
    return json.dumps({"inline_keyboard": rows})


def _seconds(value: int | dtm.timedelta) -> float:
    return value.total_seconds() if isinstance(value, dtm.timedelta) else float(value)


async def _retrying(call: Callable[[], Awaitable[Any]]) -> Any:
    """A call to Telegram that is not a reply (commands, admin checks), retried the same way."""
    for attempt in range(SENT_ATTEMPTS):
        try:
            return await call()
        except RetryAfter as err:
            await asyncio.sleep(_seconds(err.retry_after))
        except (TimedOut, NetworkError) as err:
            if isinstance(err, BadRequest):
                raise
            await asyncio.sleep(min(0.2 * 2**attempt, 5.0))
    return await call()


async def _api(bot: Any, method: str, **params: Any) -> Any:
    """A Bot API call through PTB (its request, its errors: ``RetryAfter``, ``ChatMigrated``…)
    whose answer stays JSON. For the calls of every update (a reply, taking old buttons off),
    of whose answer only a message id is read: turning it into a PTB ``Message`` costs about
    0.3 ms of CPU, as much as the rest of PTB's side of the call."""
    # ids as strings: PTB JSON-encodes every other value (twice); the rate limiter reads a
    # chat id given as a string as the number it is
    kwargs = {k: str(v) if type(v) is int else v for k, v in params.items() if v is not None}
    return await bot.do_api_request(method, api_kwargs=kwargs)


async def _quietly(call: Awaitable[Any]) -> None:
    """A cosmetic call (a toast, taking old buttons off): its failure changes nothing."""
    try:
        await call
    except TelegramError as err:
        log.debug("cosmetic Telegram call failed: %s", err)


def _seen(table: ChatTable, update_id: int) -> bool:
    last = table.store.last_source(table.table_id)
    return last is not None and update_id <= last


def _game_no(table: ChatTable) -> int | None:
    return table.session.table.game_no if table.session.table else None


def _lang_of(user: User | None) -> str:
    code = (user.language_code or "")[:2].casefold() if user else ""
    return code if code in LANGS else "en"


def _command(text: str, username: str | None) -> tuple[str | None, str]:
    """``"/newgame@bot babel Anna"`` -> (``newgame``, ``babel Anna``); not a command: None."""
    match = re.match(r"^/([A-Za-z_]+)(?:@(\w+))?(?:\s+(.*))?$", text.strip(), re.DOTALL)
    if not match:
        return None, text
    if match.group(2) and username and match.group(2).casefold() != username.casefold():
        return None, ""  # a command for another bot
    return match.group(1).casefold(), (match.group(3) or "").strip()


def _new_game_sentence(table: ChatTable, args: str) -> str:
    """``/newgame turm mirror Anna Ben`` as a sentence the templates read."""
    words = channel_words(table.lang)
    head, joiner = words["new_game"], words["with"]
    if "," in args or re.search(rf"\b{re.escape(joiner)}\b", args, re.IGNORECASE):
        return f"{head} {args}"
    tokens = args.split()
    session = table.session
    for k in range(len(tokens), 0, -1):
        game_part, names = " ".join(tokens[:k]), tokens[k:]
        sentence = f"{head} {game_part}" + (f" {joiner} {', '.join(names)}" if names else "")
        intent = session.understand(sentence)
        if intent is not None and intent.name in ("NewGame", "UnknownGame"):
            return sentence
    return f"{head} {args}"


def build_application(settings: TelegramSettings, store: LogStore) -> Application:
    """The PTB application for these settings (not started)."""
    assert settings.token is not None
    referee = TelegramReferee(
        store, tidy_buttons=settings.tidy_buttons, vosk_model=settings.vosk_model
    )
    builder = (
        ApplicationBuilder()
        .token(settings.token.get_secret_value())
        .base_url(settings.api_url)
        .base_file_url(settings.file_url)
        .concurrent_updates(ChatOrder())
        .request(LeanRequest(CONNECTIONS))
        .get_updates_request(LeanRequest(1))  # PTB adds the long-poll time to its read timeout
        .post_init(referee.post_init)
    )
    if settings.rate_limit:
        builder = builder.rate_limiter(AIORateLimiter(max_retries=0))
    # PTB asks for its own methods instead of do_api_request("sendMessage") (see _api)
    warnings.filterwarnings("ignore", message=r"Please use 'Bot\.", category=PTBUserWarning)
    store.group_commit()  # many chats at once: one flush to disk for all their commits
    app = builder.build()
    referee.install(app)
    app.bot_data["referee"] = referee
    return app
