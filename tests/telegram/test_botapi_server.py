"""The local Bot API server, driven by the real python-telegram-bot ``Bot`` and raw httpx."""

from __future__ import annotations

import asyncio
import datetime as dtm
import io
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
import telegram
from botapi_server import BotAPIServer, post_webhook, user
from PIL import Image
from telegram import (
    BotCommand,
    BotCommandScopeAllGroupChats,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    ReplyParameters,
    Update,
)
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Conflict,
    Forbidden,
    InvalidToken,
    NetworkError,
    RetryAfter,
    TimedOut,
)
from telegram.ext import Application, CommandHandler, filters

GROUP = -1001
ADA = user(7, "Ada", "ada", "en")
BEN = user(8, "Ben", language_code="de")


def make_bot(server: BotAPIServer, token: str | None = None) -> telegram.Bot:
    return telegram.Bot(
        token or server.token, base_url=server.base_url, base_file_url=server.base_file_url
    )


def run_bot(server: BotAPIServer, func, token: str | None = None):
    """Run ``await func(bot)`` with an initialized real PTB Bot."""

    async def main():
        async with make_bot(server, token) as bot:
            return await func(bot)

    return asyncio.run(main())


def seconds(value) -> float:
    return value.total_seconds() if isinstance(value, dtm.timedelta) else float(value)


def keyboard() -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        [
            [InlineKeyboardButton("Babel", callback_data="game:babel")],
            [
                InlineKeyboardButton("Paletti", callback_data="game:paletti"),
                InlineKeyboardButton("Rules", url="https://example.org/rules"),
            ],
        ]
    )


# --------------------------------------------------------------------------- basics


def test_get_me(botapi):
    me = run_bot(botapi, lambda bot: bot.get_me())
    assert me.id == 123456
    assert me.is_bot and me.username == "referee_test_bot"
    assert me.can_join_groups is True and me.supports_inline_queries is False
    assert botapi.base_url == f"http://127.0.0.1:{botapi.port}/bot"
    assert botapi.base_file_url == f"http://127.0.0.1:{botapi.port}/file/bot"


def test_rejected_token_raises_invalid_token(botapi):
    with pytest.raises(InvalidToken):
        run_bot(botapi, lambda bot: bot.get_me(), token="999:WRONG-TOKEN")
    resp = httpx.post(f"{botapi.base_url}999:WRONG-TOKEN/getMe")
    assert resp.status_code == 401
    assert resp.json() == {"ok": False, "error_code": 401, "description": "Unauthorized"}
    assert botapi.calls() == []  # a rejected request never reaches a method


def test_unknown_method_is_404_and_methods_are_case_insensitive(botapi):
    resp = httpx.get(f"{botapi.base_url}{botapi.token}/noSuchMethod")
    assert resp.status_code == 404
    assert resp.json() == {
        "ok": False,
        "error_code": 404,
        "description": "Not Found: method not found",
    }
    assert httpx.get(f"{botapi.base_url}{botapi.token}/GETME").json()["result"]["id"] == 123456


def test_form_json_and_query_parameters_are_decoded(botapi):
    botapi.add_chat(GROUP, "supergroup")
    url = f"{botapi.base_url}{botapi.token}/sendMessage"
    markup = {"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]}
    as_form = httpx.post(
        url, data={"chat_id": str(GROUP), "text": "123", "reply_markup": json.dumps(markup)}
    )
    as_json = httpx.post(url, json={"chat_id": GROUP, "text": "two", "reply_markup": markup})
    as_query = httpx.get(url, params={"chat_id": str(GROUP), "text": "three"})
    assert [r.status_code for r in (as_form, as_json, as_query)] == [200, 200, 200]
    msgs = botapi.messages(GROUP)
    assert [m["text"] for m in msgs] == ["123", "two", "three"]  # "123" stays a string
    assert msgs[0]["reply_markup"] == markup and msgs[1]["reply_markup"] == markup
    assert [m["message_id"] for m in msgs] == [1, 2, 3]
    assert botapi.sent(GROUP, "sendMessage")[0]["params"]["chat_id"] == GROUP


# --------------------------------------------------------------------------- messages


def test_inline_keyboard_round_trips(botapi):
    botapi.push_message(GROUP, ADA, "/newgame", chat_type="supergroup", title="Tower night")

    async def send(bot):
        return await bot.send_message(GROUP, "Which game?", reply_markup=keyboard())

    msg = run_bot(botapi, send)
    assert msg.reply_markup == keyboard()
    assert msg.chat.type == "supergroup" and msg.chat.title == "Tower night"
    assert msg.from_user.username == "referee_test_bot"
    (stored,) = botapi.messages(GROUP)
    assert stored["message_id"] == msg.message_id == 2  # the user's message was 1
    rows = stored["reply_markup"]["inline_keyboard"]
    assert rows[0][0]["callback_data"] == "game:babel"
    assert rows[1][1]["url"] == "https://example.org/rules"
    assert botapi.buttons(GROUP) == [
        ("Babel", "game:babel"),
        ("Paletti", "game:paletti"),
        ("Rules", "https://example.org/rules"),
    ]
    assert botapi.last_text(GROUP) == "Which game?"


def test_edit_reply_markup_without_markup_removes_the_keyboard(botapi):
    botapi.add_chat(GROUP)

    async def go(bot):
        msg = await bot.send_message(GROUP, "Which game?", reply_markup=keyboard())
        edited = await bot.edit_message_reply_markup(GROUP, msg.message_id)
        with pytest.raises(BadRequest, match="(?i)not modified"):
            await bot.edit_message_reply_markup(GROUP, msg.message_id)
        return edited

    edited = run_bot(botapi, go)
    assert edited.reply_markup is None and edited.edit_date is not None
    (stored,) = botapi.messages(GROUP)
    assert stored["reply_markup"] is None and stored["object"].get("reply_markup") is None
    assert botapi.buttons(GROUP) == []


def test_edit_message_text_semantics(botapi):
    botapi.add_chat(GROUP)

    async def go(bot):
        msg = await bot.send_message(GROUP, "Score: 0", reply_markup=keyboard())
        with pytest.raises(BadRequest, match="(?i)message is not modified"):
            await bot.edit_message_text("Score: 0", GROUP, msg.message_id, reply_markup=keyboard())
        with pytest.raises(BadRequest, match="(?i)message to edit not found"):
            await bot.edit_message_text("Score: 1", GROUP, 999)
        kept = await bot.edit_message_text(
            "Score: 1", GROUP, msg.message_id, reply_markup=keyboard()
        )
        dropped = await bot.edit_message_text("Score: 2", GROUP, msg.message_id)
        await bot.delete_message(GROUP, msg.message_id)
        with pytest.raises(BadRequest, match="(?i)message to edit not found"):
            await bot.edit_message_text("Score: 3", GROUP, msg.message_id)
        return kept, dropped

    kept, dropped = run_bot(botapi, go)
    assert kept.text == "Score: 1" and kept.reply_markup == keyboard()
    # As on Telegram, editMessageText without reply_markup drops the inline keyboard.
    assert dropped.text == "Score: 2" and dropped.reply_markup is None
    assert botapi.messages(GROUP) == []  # deleted
    failed = botapi.calls("editMessageText", ok=False)
    assert [c["status"] for c in failed] == [400, 400, 400]


def test_replies_and_parse_modes(botapi):
    uid = botapi.push_message(GROUP, ADA, "I knocked it over 🙈")
    incoming = botapi.update(uid)["message"]

    async def go(bot):
        html = await bot.send_message(
            GROUP,
            "<b>Ada</b> 🙈 loses &lt;3&gt;",
            parse_mode="HTML",
            reply_parameters=ReplyParameters(incoming["message_id"]),
        )
        md = await bot.send_message(GROUP, "*Ada* 🙈 loses 3\\.", parse_mode="MarkdownV2")
        for text, mode in [
            ("Ada loses.", "MarkdownV2"),
            ("<b>Ada</b loses", "HTML"),
            ("<blink>Ada</blink>", "HTML"),
            ("<b>Ada", "HTML"),
        ]:
            with pytest.raises(BadRequest, match="(?i)can.t parse entities"):
                await bot.send_message(GROUP, text, parse_mode=mode)
        with pytest.raises(BadRequest, match="(?i)replied not found"):
            await bot.send_message(GROUP, "x", reply_parameters=ReplyParameters(999))
        with pytest.raises(BadRequest, match="(?i)too long"):
            await bot.send_message(GROUP, "x" * 4097)
        return html, md

    html, md = run_bot(botapi, go)
    assert html.text == "Ada 🙈 loses <3>"
    assert html.parse_entities() == {html.entities[0]: "Ada"}
    assert html.reply_to_message.text == "I knocked it over 🙈"
    assert html.reply_to_message.from_user.first_name == "Ada"
    assert md.text == "Ada 🙈 loses 3."
    assert [(e.type, e.offset, e.length) for e in md.entities] == [("bold", 0, 3)]
    stored = botapi.messages(GROUP)
    assert stored[0]["text"] == "<b>Ada</b> 🙈 loses &lt;3&gt;"
    assert stored[0]["plain_text"] == "Ada 🙈 loses <3>"
    assert stored[0]["reply_to_message_id"] == incoming["message_id"]


def test_forbidden_and_unknown_chats(botapi):
    botapi.push_message(GROUP, ADA, "hi")
    botapi.set_member_status(GROUP, botapi.bot_user["id"], "kicked")

    async def go(bot):
        with pytest.raises(Forbidden, match="(?i)kicked"):
            await bot.send_message(GROUP, "still here?")
        with pytest.raises(Forbidden, match="(?i)initiate conversation"):
            await bot.send_message(ADA["id"], "psst")
        with pytest.raises(BadRequest, match="(?i)chat not found"):
            await bot.send_message(-424242, "anyone?")

    run_bot(botapi, go)


# --------------------------------------------------------------------------- updates


@pytest.mark.filterwarnings("ignore:.*duration:DeprecationWarning")
def test_pushed_messages_look_like_telegram_updates(botapi):
    botapi.push_message(GROUP, ADA, "/newgame@referee_test_bot babel", title="Tower night")
    botapi.push_message(GROUP, BEN, "hey @referee_test_bot, score?", language_code="fr")
    botapi.push_message(GROUP, ADA, None, voice={"file_id": "v1", "duration": 3})
    botapi.push_message(GROUP, ADA, "nice", sticker=True)

    updates = run_bot(botapi, lambda bot: bot.get_updates())
    assert [u.update_id for u in updates] == [1, 2, 3, 4]
    cmd, mention, voice, sticker = (u.message for u in updates)
    assert filters.COMMAND.check_update(updates[0])
    assert cmd.parse_entities() == {cmd.entities[0]: "/newgame@referee_test_bot"}
    assert cmd.chat.type == "group" and cmd.chat.title == "Tower night"
    assert cmd.from_user.username == "ada" and cmd.from_user.language_code == "en"
    assert mention.parse_entities() == {mention.entities[0]: "@referee_test_bot"}
    assert mention.from_user.language_code == "fr"
    assert (
        voice.voice.file_id == "v1"
        and voice.voice.duration == dtm.timedelta(seconds=3)
        or (voice.voice.duration == 3)
    )
    assert voice.text is None and sticker.sticker is not None
    assert [m.message_id for m in (cmd, mention, voice, sticker)] == [1, 2, 3, 4]


def test_reply_to_bot(botapi):
    botapi.add_chat(GROUP)
    with pytest.raises(ValueError):
        botapi.push_message(GROUP, ADA, "to whom?", reply_to_bot=True)
    run_bot(botapi, lambda bot: bot.send_message(GROUP, "Who starts?"))
    botapi.push_message(GROUP, ADA, "me", reply_to_bot=True)
    (update,) = run_bot(botapi, lambda bot: bot.get_updates())
    assert update.message.reply_to_message.text == "Who starts?"
    assert update.message.reply_to_message.from_user.is_bot


def test_long_poll_returns_when_an_update_is_pushed(botapi):
    timer = threading.Timer(0.3, botapi.push_message, (GROUP, ADA, "/score"))

    async def go(bot):
        start = time.monotonic()
        empty = await bot.get_updates(timeout=1)
        waited = time.monotonic() - start
        timer.start()
        start = time.monotonic()
        updates = await bot.get_updates(timeout=20)
        return empty, waited, updates, time.monotonic() - start

    empty, waited, updates, took = run_bot(botapi, go)
    assert empty == () and waited >= 0.9  # really waited for the timeout
    assert [u.message.text for u in updates] == ["/score"]
    assert took < 10  # woke up on the push, not at the 20 s timeout
    assert [p["params"].get("timeout") for p in botapi.polls()] == [1, 20]


def test_offset_confirms_and_unconfirmed_updates_are_redelivered(botapi):
    ids = [botapi.push_message(GROUP, ADA, f"report {i}") for i in range(3)]

    async def first_bot(bot):
        all_three = await bot.get_updates()
        again = await bot.get_updates()  # no offset: nothing confirmed yet
        after_first = await bot.get_updates(offset=ids[0] + 1, limit=1)
        return all_three, again, after_first

    all_three, again, after_first = run_bot(botapi, first_bot)
    assert [u.update_id for u in all_three] == ids
    assert [u.update_id for u in again] == ids
    assert [u.update_id for u in after_first] == [ids[1]]  # limit honoured
    assert botapi.pending_updates() == 2

    # A new bot process (say after kill -9) gets the unconfirmed ones again.
    async def second_bot(bot):
        redelivered = await bot.get_updates(timeout=0)
        rest = await bot.get_updates(offset=redelivered[-1].update_id + 1)
        return redelivered, rest

    redelivered, rest = run_bot(botapi, second_bot)
    assert [u.message.text for u in redelivered] == ["report 1", "report 2"]
    assert rest == () and botapi.pending_updates() == 0


def test_each_reply_answers_one_update_for_latencies(botapi):
    first = botapi.push_message(GROUP, ADA, "I built floor 1")
    second = botapi.push_message(GROUP, BEN, "I built floor 2")
    botapi.push_message(GROUP, BEN, "not delivered yet")

    async def go(bot):
        updates = await bot.get_updates(limit=2)
        await bot.send_chat_action(GROUP, "typing")  # answers nothing
        await updates[1].message.reply_text("Ben built floor 2", do_quote=True)
        await updates[1].message.reply_text("again", do_quote=True)  # already answered
        await bot.send_message(GROUP, "Anna built floor 1")  # the oldest unanswered one
        await bot.send_message(GROUP, "Nothing left to answer")

    run_bot(botapi, go)
    assert [c["answers"] for c in botapi.sent(GROUP)] == [[], [second], [], [first], []]
    assert botapi.count(GROUP, "sendMessage") == 4 and botapi.count() == 6  # with getMe
    latencies = botapi.latencies()
    assert set(latencies) == {first, second} and all(v > 0 for v in latencies.values())


def test_allowed_updates_filters_update_types(botapi):
    botapi.push_message(GROUP, ADA, "hello")
    run_bot(botapi, lambda bot: bot.send_message(GROUP, "Press", reply_markup=keyboard()))
    botapi.push_callback(GROUP, ADA, 2, "game:babel")
    updates = run_bot(botapi, lambda bot: bot.get_updates(allowed_updates=["callback_query"]))
    assert [u.callback_query.data for u in updates] == ["game:babel"]


def test_callback_query_and_answers(botapi):
    botapi.add_chat(GROUP)
    msg = run_bot(botapi, lambda bot: bot.send_message(GROUP, "Pick", reply_markup=keyboard()))
    uid = botapi.push_callback(GROUP, BEN, msg.message_id, "game:paletti")
    qid = botapi.update(uid)["callback_query"]["id"]

    async def go(bot):
        (update,) = await bot.get_updates()
        await update.callback_query.answer("Paletti it is", show_alert=True)
        with pytest.raises(BadRequest, match="(?i)query is too old"):
            await bot.answer_callback_query(qid)
        return update

    update = run_bot(botapi, go)
    query = update.callback_query
    assert query.id == qid and query.data == "game:paletti"
    assert query.from_user.first_name == "Ben"
    assert query.message.message_id == msg.message_id and query.message.reply_markup == keyboard()
    assert botapi.sent(method="answerCallbackQuery")[0]["answers"] == [uid]
    (answer,) = botapi.callback_answers(qid)
    assert answer["text"] == "Paletti it is" and answer["show_alert"] is True
    assert botapi.callback_answers() == [answer]


def test_application_polls_and_answers(botapi):
    """A real PTB Application with a CommandHandler against the server."""

    async def newgame(update: Update, context) -> None:
        await update.message.reply_text(f"New game: {' '.join(context.args)}")

    async def main():
        app = (
            Application.builder()
            .token(botapi.token)
            .base_url(botapi.base_url)
            .base_file_url(botapi.base_file_url)
            .build()
        )
        app.add_handler(CommandHandler("newgame", newgame))
        async with app:
            await app.start()
            await app.updater.start_polling(poll_interval=0, timeout=5)
            uid = botapi.push_message(GROUP, ADA, "/newgame@referee_test_bot babel")
            (call,) = await asyncio.to_thread(botapi.wait_sent, GROUP, 1)
            await app.updater.stop()
            await app.stop()
            return uid, call

    uid, call = asyncio.run(main())
    assert call["params"]["text"] == "New game: babel"
    assert call["message"]["reply_to_message"]["message_id"] == 1
    assert call["answers"] == [uid]
    assert set(botapi.latencies()) == {uid}
    assert botapi.pending_updates() == 0  # the updater confirmed it when stopping
    assert botapi.calls("deleteWebhook")  # run by start_polling


# --------------------------------------------------------------------------- faults


@pytest.mark.filterwarnings("ignore:.*retry_after:DeprecationWarning")
def test_fail_next_429_raises_retry_after_and_has_no_effect(botapi):
    botapi.add_chat(GROUP)
    botapi.fail_next("sendMessage", 429, retry_after=7)

    async def go(bot):
        with pytest.raises(RetryAfter) as info:
            await bot.send_message(GROUP, "first")
        await bot.send_message(GROUP, "second")
        return info.value

    err = run_bot(botapi, go)
    assert seconds(err.retry_after) == 7
    assert [m["text"] for m in botapi.messages(GROUP)] == ["second"]
    (failed,) = botapi.calls("sendMessage", ok=False)
    assert failed["status"] == 429 and failed["error"] == "Too Many Requests: retry after 7"
    botapi.fail_next("getMe", 429, retry_after=3)
    raw = httpx.get(f"{botapi.base_url}{botapi.token}/getMe")
    assert raw.status_code == 429
    assert raw.json() == {
        "ok": False,
        "error_code": 429,
        "description": "Too Many Requests: retry after 3",
        "parameters": {"retry_after": 3},
    }


def test_fail_next_500_delay_and_disconnect(botapi):
    botapi.add_chat(GROUP)
    botapi.fail_next("sendMessage", 500, count=2)
    botapi.delay_next("sendChatAction", 1.5)
    botapi.disconnect_next("getChat")

    async def go(bot):
        for _ in range(2):
            with pytest.raises(NetworkError, match="(?i)internal server error"):
                await bot.send_message(GROUP, "lost")
        with pytest.raises(TimedOut):
            await bot.send_chat_action(GROUP, "typing", read_timeout=0.3)
        with pytest.raises(NetworkError):
            await bot.get_chat(GROUP)
        chat = await bot.get_chat(GROUP)
        await bot.send_message(GROUP, "kept")
        return chat

    chat = run_bot(botapi, go)
    assert chat.id == GROUP and chat.type == "group"
    assert [m["text"] for m in botapi.messages(GROUP)] == ["kept"]
    statuses = [c["status"] for c in botapi.calls("sendMessage")]
    assert statuses == [500, 500, 200]


def test_migration_raises_chat_migrated(botapi):
    botapi.push_message(GROUP, ADA, "/newgame", title="Tower night")
    old_id, new_id = botapi.push_migration(GROUP, -100777)

    async def go(bot):
        updates = await bot.get_updates()
        with pytest.raises(ChatMigrated) as info:
            await bot.send_message(GROUP, "hello?")
        msg = await bot.send_message(info.value.new_chat_id, "hello again")
        return updates, info.value, msg

    updates, err, msg = run_bot(botapi, go)
    assert [u.update_id for u in updates][-2:] == [old_id, new_id]
    assert updates[-2].message.migrate_to_chat_id == -100777
    assert updates[-1].message.migrate_from_chat_id == GROUP
    assert updates[-1].message.chat.type == "supergroup"
    assert err.new_chat_id == -100777
    assert msg.chat.id == -100777 and msg.chat.title == "Tower night"
    (failed,) = botapi.calls("sendMessage", ok=False)
    assert failed["error"] == "Bad Request: group chat was upgraded to a supergroup chat"


# --------------------------------------------------------------------------- files


def png_bytes(size=(3, 2)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(buf, format="PNG")
    return buf.getvalue()


def test_send_photo_upload_arrives_intact(botapi):
    botapi.add_chat(GROUP)
    data = png_bytes()

    async def go(bot):
        photo = await bot.send_photo(GROUP, data, caption="Score sheet", filename="score.png")
        voice = await bot.send_voice(GROUP, b"OggS\x00\r\n\x00voice", duration=2)
        return photo, voice

    photo, voice = run_bot(botapi, go)
    (sent,) = botapi.photos(GROUP)
    assert sent["data"] == data and sent["filename"] == "score.png"
    assert sent["caption"] == "Score sheet" and sent["content_type"] == "image/png"
    assert photo.caption == "Score sheet"
    assert (photo.photo[-1].width, photo.photo[-1].height) == (3, 2)
    assert Image.open(io.BytesIO(sent["data"])).size == (3, 2)
    assert voice.voice is not None
    assert botapi.uploads(GROUP, "sendVoice")[0]["data"] == b"OggS\x00\r\n\x00voice"
    assert [m["kind"] for m in botapi.messages(GROUP)] == ["photo", "voice"]


def test_get_file_downloads_registered_bytes(botapi):
    data = bytes(range(256)) * 4
    path = botapi.add_file("voice-42", data, file_path="voice/file_42.oga")
    botapi.push_message(GROUP, ADA, voice={"file_id": "v-in", "duration": 2, "data": b"ogg!"})

    async def go(bot):
        file = await bot.get_file("voice-42")
        content = await file.download_as_bytearray()
        (update,) = await bot.get_updates()
        incoming = await (await update.message.voice.get_file()).download_as_bytearray()
        with pytest.raises(BadRequest, match="(?i)invalid file_id"):
            await bot.get_file("nope")
        return file, content, incoming

    file, content, incoming = run_bot(botapi, go)
    assert path == "voice/file_42.oga"
    assert file.file_path == f"{botapi.base_file_url}{botapi.token}/voice/file_42.oga"
    assert bytes(content) == data and bytes(incoming) == b"ogg!"
    assert httpx.get(f"{botapi.base_file_url}{botapi.token}/nope").status_code == 404
    assert httpx.get(f"{botapi.base_file_url}000:BAD/{path}").status_code == 401


# --------------------------------------------------------------------------- settings


def test_commands_per_language_and_scope(botapi):
    en = [BotCommand("newgame", "Start a game"), BotCommand("score", "Show the score")]
    de = [BotCommand("newgame", "Neues Spiel")]

    async def go(bot):
        await bot.set_my_commands(en)
        await bot.set_my_commands(de, language_code="de")
        await bot.set_my_commands(de[:1], scope=BotCommandScopeAllGroupChats())
        with pytest.raises(BadRequest):
            await bot.set_my_commands([BotCommand("New-Game", "bad")])
        got = (
            await bot.get_my_commands(),
            await bot.get_my_commands(language_code="de"),
            await bot.get_my_commands(scope=BotCommandScopeAllGroupChats()),
            await bot.get_my_commands(language_code="fr"),
        )
        await bot.delete_my_commands(language_code="de")
        return got, await bot.get_my_commands(language_code="de")

    (default, german, groups, french), after_delete = run_bot(botapi, go)
    assert default == tuple(en) and german == tuple(de) and groups == tuple(de)
    assert french == () and after_delete == ()
    assert botapi.commands() == [c.to_dict() for c in en]
    assert botapi.commands({"type": "all_group_chats"}) == [de[0].to_dict()]


def test_chat_members(botapi):
    botapi.push_message(GROUP, ADA, "hi")
    botapi.set_admin(GROUP, BEN["id"])
    botapi.set_member_status(GROUP, 9, "creator")

    async def go(bot):
        return (
            await bot.get_chat_member(GROUP, ADA["id"]),
            await bot.get_chat_member(GROUP, BEN["id"]),
            await bot.get_chat_administrators(GROUP),
        )

    ada, ben, admins = run_bot(botapi, go)
    assert ada.status == "member" and ada.user.first_name == "Ada"
    assert isinstance(ben, telegram.ChatMemberAdministrator) and ben.can_delete_messages
    assert sorted(a.user.id for a in admins) == [8, 9]


def test_webhook_settings_and_delivery(botapi):
    received: list[tuple[dict, str | None]] = []

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            received.append((json.loads(body), self.headers.get("X-Telegram-Bot-Api-Secret-Token")))
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{receiver.server_address[1]}/hook"
    try:
        with BotAPIServer(deliver_webhooks=True) as server:

            async def go(bot):
                await bot.set_webhook(url, secret_token="s3cret")
                info = await bot.get_webhook_info()
                with pytest.raises(Conflict):
                    await bot.get_updates()
                return info

            info = run_bot(server, go)
            assert info.url == url and server.webhook["secret_token"] == "s3cret"
            uid = server.push_message(GROUP, ADA, "/score")
            server.wait_for(lambda s: s.pending_updates() == 0 and received)
            assert received[0][0]["update_id"] == uid and received[0][1] == "s3cret"
            status, _ = post_webhook(url, {"update_id": 99}, "other")
            assert status == 200 and received[-1] == ({"update_id": 99}, "other")
            run_bot(server, lambda bot: bot.delete_webhook())
            assert server.webhook["url"] == ""
    finally:
        receiver.shutdown()
        receiver.server_close()


def test_wait_for_timeout_says_what_was_sent(botapi):
    botapi.add_chat(GROUP)
    run_bot(botapi, lambda bot: bot.send_message(GROUP, "Only this"))
    with pytest.raises(TimeoutError, match="Only this"):
        botapi.wait_sent(GROUP, 2, timeout=0.3)
    assert len(botapi.wait_sent(GROUP, 1, timeout=1)) == 1


def test_stop_closes_keep_alive_connections():
    server = BotAPIServer().start()
    with httpx.Client() as client:
        assert client.get(f"{server.base_url}{server.token}/getMe").status_code == 200
        server.stop()
        with pytest.raises(httpx.HTTPError):
            client.get(f"{server.base_url}{server.token}/getMe")
