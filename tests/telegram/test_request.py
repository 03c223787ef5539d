"""LeanRequest: PTB's Bot over a few kept-alive httpcore connections, against the Bot API double."""

from __future__ import annotations

import asyncio
import io

import pytest
import telegram
from botapi_server import BotAPIServer
from telegram.error import NetworkError, RetryAfter, TimedOut

from referee.frontends.telegram.request import LeanRequest

CHAT = -1001


def _png() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (4, 3), "white").save(out, "PNG")
    return out.getvalue()


async def _session(server: BotAPIServer, **kwargs: object) -> None:
    request = LeanRequest(3, **kwargs)  # type: ignore[arg-type]
    bot = telegram.Bot(server.token, base_url=server.base_url, request=request)
    async with bot:
        # many calls, at most 3 at once, in as many connections
        sent = await asyncio.gather(*(bot.send_message(CHAT, f"m{i}") for i in range(20)))
        assert [m.text for m in sent] == [f"m{i}" for i in range(20)]
        assert len(request._free) <= 3
        # a dropped connection: a NetworkError, and the next call works on a new one
        server.disconnect_next("sendMessage")
        with pytest.raises(NetworkError):
            await bot.send_message(CHAT, "dropped")
        assert (await bot.send_message(CHAT, "after")).text == "after"
        # Telegram's answers keep their meaning
        server.fail_next("sendMessage", 429, retry_after=3)
        with pytest.raises(RetryAfter):
            await bot.send_message(CHAT, "flood")
        # a slow answer: TimedOut
        server.delay_next("sendMessage", 1.5)
        with pytest.raises(TimedOut):
            await bot.send_message(CHAT, "slow", read_timeout=0.3)
        assert (await bot.send_message(CHAT, "fine")).text == "fine"
        # an upload goes through httpx (multipart)
        photo = await bot.send_photo(CHAT, _png(), caption="sheet")
        assert photo.caption == "sheet"


def test_lean_request_against_the_bot_api_double() -> None:
    with BotAPIServer() as server:
        server.add_chat(CHAT, "supergroup")
        asyncio.run(_session(server))
        texts = [c["params"]["text"] for c in server.sent(CHAT, "sendMessage")]
        # sent at once over three connections: all arrive, in whatever order (a chat's own
        # order is kept by the bot's chat lock, which sends one reply after the other)
        assert sorted(texts[:20]) == sorted(f"m{i}" for i in range(20))
        assert "dropped" not in texts and "flood" not in texts
        assert texts[-1] == "fine" and "after" in texts
        assert len(server.sent(CHAT, "sendPhoto")) == 1
