"""LeanRequest: PTB's Bot over a few kept-alive httpcore connections (on the asyncio backend),
against the Bot API double; the reply keyboard's JSON."""

from __future__ import annotations

import asyncio
import http.server
import io
import json
import shutil
import socket
import ssl
import subprocess
import threading
from pathlib import Path

import httpcore
import pytest
import telegram
from botapi_server import BotAPIServer
from telegram.error import NetworkError, RetryAfter, TimedOut

from referee.frontends.telegram.bot import _markup, _markup_json
from referee.frontends.telegram.chat import Key, Keyboard
from referee.frontends.telegram.request import BACKEND, LeanRequest

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


async def _reconnects(server: BotAPIServer) -> None:
    request = LeanRequest(2)
    bot = telegram.Bot(server.token, base_url=server.base_url, request=request)
    async with bot:
        await asyncio.gather(*(bot.send_message(CHAT, f"a{i}") for i in range(6)))
        assert server.close_connections() >= 1  # the server drops its idle connections
        await asyncio.sleep(0.05)
        # no error: a closed connection is not used again, the calls go on new ones
        await asyncio.gather(*(bot.send_message(CHAT, f"b{i}") for i in range(6)))
        assert server.close_connections() >= 1
        # closed just now, before the event loop has seen it: still not used again
        assert (await bot.send_message(CHAT, "c")).text == "c"


def test_lean_request_replaces_connections_the_server_closed() -> None:
    with BotAPIServer() as server:
        server.add_chat(CHAT, "supergroup")
        asyncio.run(_reconnects(server))
        texts = [c["params"]["text"] for c in server.sent(CHAT, "sendMessage")]
        assert sorted(texts) == sorted(
            [*(f"a{i}" for i in range(6)), *(f"b{i}" for i in range(6)), "c"]
        )


def test_lean_request_to_nobody_is_a_network_error() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nobody listens there once it is closed

    async def call() -> None:
        bot = telegram.Bot("1:T", base_url=f"http://127.0.0.1:{port}/bot", request=LeanRequest(1))
        with pytest.raises(NetworkError):
            await bot.get_me()

    asyncio.run(call())


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_the_asyncio_backend_speaks_tls(tmp_path: Path) -> None:
    """api.telegram.org is HTTPS: httpcore's TLS upgrade on the asyncio backend."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip

    class Hello(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:  # noqa: N802
            body = self.rfile.read(int(self.headers["Content-Length"]))
            answer = json.dumps({"ok": True, "result": body.decode()}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *args: object) -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Hello)
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(cert, key)
    httpd.socket = server_side.wrap_socket(httpd.socket, server_side=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    client_side = ssl.create_default_context(cafile=str(cert))
    origin = httpcore.Origin(b"https", b"localhost", httpd.server_address[1])

    async def call() -> list[bytes]:
        conn = httpcore.AsyncHTTPConnection(
            origin, ssl_context=client_side, network_backend=BACKEND
        )
        try:
            url = f"https://localhost:{httpd.server_address[1]}/bot/x"
            return [
                (await conn.request("POST", url, content=f"n={i}".encode())).content
                for i in range(3)
            ]
        finally:
            await conn.aclose()

    try:
        answers = asyncio.run(call())
    finally:
        httpd.shutdown()
    assert [json.loads(a)["result"] for a in answers] == ["n=0", "n=1", "n=2"]


def test_the_reply_keyboard_json_is_what_ptb_would_send() -> None:
    keys = [Key(label=label) for label in ("Floor 1 built", "Turm eingestürzt", "x" * 80, "a", "b")]
    for n in (1, 2, 4, 5):
        board = Keyboard(id=7, keys=keys[:n])
        assert json.loads(_markup_json(board)) == _markup(board, board.keys).to_dict()
