"""A local HTTP server that speaks the Telegram Bot API, for end-to-end tests and benchmarks.

The real python-telegram-bot ``Bot``/``Application`` talks to it through its ``base_url`` and
``base_file_url``::

    with BotAPIServer() as server:
        bot = telegram.Bot(server.token, base_url=server.base_url,
                           base_file_url=server.base_file_url)
        uid = server.push_message(-100, user(7, "Ada"), "/newgame babel")
        ...  # run the bot
        server.wait_sent(-100, 1)
        assert "Babel" in server.last_text(-100)

Only the standard library is used. The server runs ``ThreadingHTTPServer`` (HTTP/1.1 keep-alive,
one thread per connection) in a background thread. All state sits behind one re-entrant lock and
one ``Condition`` that is notified after every request and every push, so ``wait_for`` and the
``getUpdates`` long poll wake up as soon as something happens.

URL layout as on api.telegram.org: ``/bot<token>/<method>`` (GET or POST, method names are
case-insensitive) and ``/file/bot<token>/<file_path>``.

Answers have Telegram's shapes and Telegram's error texts (``Bad Request: ...``), so PTB raises
the same exceptions it raises against the real service: 401 -> ``InvalidToken``, 400 ->
``BadRequest``, 400 with ``migrate_to_chat_id`` -> ``ChatMigrated``, 429 -> ``RetryAfter``,
403 -> ``Forbidden``, 409 -> ``Conflict``, 500/502 -> ``NetworkError``.

Time stamps (all ``time.monotonic()``): every pushed update records ``pushed_at``,
``delivered_at`` (first time a getUpdates answer or a webhook POST carried it) and
``confirmed_at``. Every call records ``time`` (when it arrived). A successful call records in
``answers`` the update it answers, if any: ``answerCallbackQuery`` answers the callback's
update; a call that names a chat (``sendMessage``, ``editMessageText``, ``sendPhoto``, ...; not
``sendChatAction`` or ``getChat*``) answers the update of the message it replies to
(``reply_parameters``) if that is not answered yet, and otherwise, if it replies to nothing, the
oldest update of that chat that was delivered to the bot and not answered yet. So with one
reply per update the update-to-reply latency of U is ``call listing U``.time - U.pushed_at;
``latencies()`` computes it for every answered update.
"""

from __future__ import annotations

import bisect
import copy
import email.parser
import email.policy
import json
import re
import socket
import struct
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

DEFAULT_TOKEN = "123456:TEST-TOKEN"
BOT_USERNAME = "referee_test_bot"

NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup are "
    "exactly the same as a current content and reply markup of the message"
)
STATUS_TEXT = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    409: "Conflict",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
}
# Methods whose successful call produces a new message (what ``wait_sent`` counts).
SEND_METHODS = frozenset(
    {"sendMessage", "sendPhoto", "sendVoice", "sendAudio", "sendDocument", "sendSticker"}
)
# Calls naming a chat that do not count as the bot's answer to that chat's updates.
NOT_ANSWERS = frozenset(
    {
        "sendChatAction",
        "getChat",
        "getChatMember",
        "getChatAdministrators",
        "getChatMemberCount",
    }
)
CHAT_ACTIONS = frozenset(
    {
        "typing",
        "upload_photo",
        "record_video",
        "upload_video",
        "record_voice",
        "upload_voice",
        "upload_document",
        "choose_sticker",
        "find_location",
        "record_video_note",
        "upload_video_note",
    }
)
# Form fields that are plain strings even when they look like JSON or numbers.
STRING_FIELDS = frozenset(
    {
        "text",
        "caption",
        "parse_mode",
        "callback_query_id",
        "inline_message_id",
        "url",
        "action",
        "language_code",
        "file_id",
        "secret_token",
        "photo",
        "voice",
        "audio",
        "document",
        "sticker",
        "thumbnail",
        "title",
        "description",
        "short_description",
        "name",
        "emoji",
        "ip_address",
        "business_connection_id",
        "message_effect_id",
    }
)
MEDIA_FIELDS = {
    "sendPhoto": "photo",
    "sendVoice": "voice",
    "sendAudio": "audio",
    "sendDocument": "document",
    "sendSticker": "sticker",
}


class ApiError(Exception):
    """An error answer: HTTP status, Telegram's description, optional ``parameters``."""

    def __init__(self, status: int, description: str, parameters: dict | None = None):
        super().__init__(description)
        self.status = status
        self.description = description
        self.parameters = parameters

    def body(self) -> dict:
        out: dict[str, Any] = {
            "ok": False,
            "error_code": self.status,
            "description": self.description,
        }
        if self.parameters:
            out["parameters"] = self.parameters
        return out


def user(
    id: int, first_name: str, username: str | None = None, language_code: str | None = "en"
) -> dict:
    """A Telegram ``User`` dict for a human."""
    out: dict[str, Any] = {"id": int(id), "is_bot": False, "first_name": first_name}
    if username:
        out["username"] = username
    if language_code:
        out["language_code"] = language_code
    return out


def post_webhook(
    url: str, update: dict, secret_token: str | None = None, timeout: float = 10.0
) -> tuple[int, bytes]:
    """POST one update as JSON to ``url`` as Telegram does; return (status, body)."""
    headers = {"Content-Type": "application/json"}
    if secret_token:
        headers["X-Telegram-Bot-Api-Secret-Token"] = secret_token
    req = urllib.request.Request(
        url, data=json.dumps(update).encode(), headers=headers, method="POST"
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units, the unit of Telegram's entity offsets."""
    return len(text.encode("utf-16-le")) // 2


def _byte_offset(text: str, index: int) -> int:
    return len(text[:index].encode("utf-8"))


# --------------------------------------------------------------------------- formatted text


_HTML_TAGS = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
    "a": "text_link",
    "code": "code",
    "pre": "pre",
    "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}
_HTML_ENTITY = re.compile(r"&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|lt|gt|amp|quot);")
_HTML_ATTR = re.compile(r"""\s*([a-zA-Z_-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?""")
_MD2_RESERVED = frozenset("_*[]()~`>#+-=|{}.!")
_MD2_NAMES = {
    "bold": "Bold",
    "italic": "Italic",
    "underline": "Underline",
    "strikethrough": "Strikethrough",
    "spoiler": "Spoiler",
    "text_link": "TextUrl",
}


def _cant_parse(why: str) -> ApiError:
    return ApiError(400, f"Bad Request: can't parse entities: {why}")


class _Out:
    """Collects plain text and entities with UTF-16 offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.pos = 0  # UTF-16 units so far
        self.entities: list[dict] = []

    def add(self, s: str) -> None:
        self.parts.append(s)
        self.pos += utf16_len(s)

    def entity(self, kind: str, start: int, **extra: Any) -> None:
        if self.pos > start:
            self.entities.append(
                {"type": kind, "offset": start, "length": self.pos - start, **extra}
            )

    def result(self) -> tuple[str, list[dict]]:
        ents = sorted(self.entities, key=lambda e: (e["offset"], -e["length"]))
        return "".join(self.parts), ents


def _parse_html(text: str) -> tuple[str, list[dict]]:
    out = _Out()
    stack: list[tuple[str, int, dict]] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "<":
            j = text.find(">", i)
            if j < 0:
                raise _cant_parse(f"Unclosed start tag at byte offset {_byte_offset(text, i)}")
            tag = text[i + 1 : j]
            if tag.startswith("/"):
                name = tag[1:].strip().lower()
                if not stack or stack[-1][0] != name:
                    expected = f'"</{stack[-1][0]}>"' if stack else "no end tag"
                    raise _cant_parse(
                        f"Unmatched end tag at byte offset {_byte_offset(text, i)}, "
                        f'expected {expected}, found "</{name}>"'
                    )
                name, start, attrs = stack.pop()
                kind = _HTML_TAGS[name]
                extra: dict[str, Any] = {}
                if kind == "text_link":
                    href = attrs.get("href", "")
                    m = re.match(r"tg://user\?id=(\d+)$", href)
                    if m:
                        kind, extra = "text_mention", {"user": {"id": int(m.group(1))}}
                    else:
                        extra = {"url": href}
                elif kind == "code" and stack and stack[-1][0] == "pre":
                    lang = attrs.get("class", "")
                    if lang.startswith("language-"):
                        stack[-1][2]["language"] = lang[len("language-") :]
                    i = j + 1
                    continue
                elif kind == "pre" and attrs.get("language"):
                    extra = {"language": attrs["language"]}
                elif kind == "blockquote" and "expandable" in attrs:
                    kind = "expandable_blockquote"
                elif kind == "custom_emoji":
                    extra = {"custom_emoji_id": attrs.get("emoji-id", "")}
                out.entity(kind, start, **extra)
            else:
                m = re.match(r"([a-zA-Z][a-zA-Z0-9-]*)", tag)
                name = m.group(1).lower() if m else ""
                if name not in _HTML_TAGS:
                    raise _cant_parse(
                        f'Unsupported start tag "{name}" at byte offset {_byte_offset(text, i)}'
                    )
                attrs = {
                    a.group(1).lower(): a.group(2) or a.group(3) or a.group(4) or ""
                    for a in _HTML_ATTR.finditer(tag[len(name) :].rstrip("/"))
                    if a.group(1)
                }
                if name == "span" and attrs.get("class") != "tg-spoiler":
                    raise _cant_parse(
                        f'Tag "span" must have class "tg-spoiler" at byte offset '
                        f"{_byte_offset(text, i)}"
                    )
                stack.append((name, out.pos, attrs))
            i = j + 1
        elif c == "&":
            m = _HTML_ENTITY.match(text, i)
            if m:
                ref = m.group(1)
                if ref.startswith("#x"):
                    out.add(chr(int(ref[2:], 16)))
                elif ref.startswith("#"):
                    out.add(chr(int(ref[1:])))
                else:
                    out.add({"lt": "<", "gt": ">", "amp": "&", "quot": '"'}[ref])
                i = m.end()
            else:  # Telegram takes a lone '&' literally
                out.add("&")
                i += 1
        else:
            j = i
            while j < n and text[j] not in "<&":
                j += 1
            out.add(text[i:j])
            i = j
    if stack:
        raise _cant_parse(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    return out.result()


def _parse_markdown_v2(text: str) -> tuple[str, list[dict]]:
    out = _Out()
    stack: list[tuple[str, int, int]] = []  # kind, utf16 start, byte offset of the opener
    i, n = 0, len(text)

    def unescaped_until(j: int, stop: str) -> tuple[str, int]:
        """Read from j to the next unescaped ``stop``; return (content, index of stop)."""
        buf = []
        while j < n:
            if text[j] == "\\" and j + 1 < n:
                buf.append(text[j + 1])
                j += 2
            elif text.startswith(stop, j):
                return "".join(buf), j
            else:
                buf.append(text[j])
                j += 1
        return "".join(buf), -1

    while i < n:
        c = text[i]
        if c == "\\":
            if i + 1 < n and 0 < ord(text[i + 1]) < 127:
                out.add(text[i + 1])
                i += 2
                continue
            out.add(c)
            i += 1
        elif c in "*_~|":
            if c == "|" and not text.startswith("||", i):
                raise _cant_parse(
                    "Character '|' is reserved and must be escaped with the preceding '\\'"
                )
            if text.startswith("__", i):
                kind, width = "underline", 2
            elif c == "|":
                kind, width = "spoiler", 2
            else:
                kind, width = {"*": "bold", "_": "italic", "~": "strikethrough"}[c], 1
            opened = [k for k, _, _ in stack]
            if kind in opened:
                k = len(opened) - 1 - opened[::-1].index(kind)
                _, start, _ = stack.pop(k)
                out.entity(kind, start)
            else:
                stack.append((kind, out.pos, _byte_offset(text, i)))
            i += width
        elif c == "[":
            stack.append(("text_link", out.pos, _byte_offset(text, i)))
            i += 1
        elif c == "]" and stack and stack[-1][0] == "text_link":
            if not text.startswith("(", i + 1):
                raise _cant_parse(
                    "Character ']' is reserved and must be escaped with the preceding '\\'"
                )
            url, end = unescaped_until(i + 2, ")")
            if end < 0:
                raise _cant_parse(f"Can't find end of a URL at byte offset {_byte_offset(text, i)}")
            _, start, _ = stack.pop()
            m = re.match(r"tg://user\?id=(\d+)$", url)
            if m:
                out.entity("text_mention", start, user={"id": int(m.group(1))})
            else:
                out.entity("text_link", start, url=url)
            i = end + 1
        elif c == "`":
            pre = text.startswith("```", i)
            content, end = unescaped_until(i + (3 if pre else 1), "```" if pre else "`")
            if end < 0:
                name = "Pre" if pre else "Code"
                raise _cant_parse(
                    f"Can't find end of {name} entity at byte offset {_byte_offset(text, i)}"
                )
            start = out.pos
            extra: dict[str, Any] = {}
            if pre:
                first, sep, rest = content.partition("\n")
                if sep and first and " " not in first:
                    extra, content = {"language": first}, rest
            out.add(content)
            out.entity("pre" if pre else "code", start, **extra)
            i = end + (3 if pre else 1)
        elif c == ">" and (i == 0 or text[i - 1] == "\n"):
            j = text.find("\n", i)
            j = n if j < 0 else j
            start = out.pos
            inner, ents = _parse_markdown_v2(text[i + 1 : j])
            for e in ents:
                e["offset"] += start
            out.entities.extend(ents)
            out.add(inner)
            out.entity("blockquote", start)
            i = j
        elif c in _MD2_RESERVED:
            raise _cant_parse(
                f"Character '{c}' is reserved and must be escaped with the preceding '\\'"
            )
        else:
            j = i
            while j < n and text[j] not in _MD2_RESERVED and text[j] not in "\\|":
                j += 1
            out.add(text[i:j])
            i = j
    if stack:
        kind, _, off = stack[-1]
        raise _cant_parse(f"Can't find end of {_MD2_NAMES[kind]} entity at byte offset {off}")
    return out.result()


def _parse_markdown(text: str) -> tuple[str, list[dict]]:
    """Legacy ``Markdown``: *bold*, _italic_, `code`, ```pre```, [text](url)."""
    out = _Out()
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and text[i + 1] in "_*`[":
            out.add(text[i + 1])
            i += 2
        elif c in "*_`[":
            stop = {"*": "*", "_": "_", "`": "`", "[": "]"}[c]
            width = 3 if text.startswith("```", i) else 1
            if width == 3:
                stop = "```"
            end = text.find(stop, i + width)
            if end < 0 or (c == "[" and not text.startswith("(", end + 1)):
                raise _cant_parse(
                    f"Can't find end of the entity starting at byte offset {_byte_offset(text, i)}"
                )
            start = out.pos
            out.add(text[i + width : end])
            if c == "[":
                url_end = text.find(")", end + 2)
                if url_end < 0:
                    raise _cant_parse(
                        "Can't find end of the entity starting at byte offset "
                        f"{_byte_offset(text, i)}"
                    )
                out.entity("text_link", start, url=text[end + 2 : url_end])
                i = url_end + 1
                continue
            kind = {"*": "bold", "_": "italic", "`": "pre" if width == 3 else "code"}[c]
            out.entity(kind, start)
            i = end + width
        else:
            out.add(c)
            i += 1
    return out.result()


def parse_formatted(text: str, parse_mode: str | None) -> tuple[str, list[dict]]:
    """Plain text and entities as Telegram makes them from ``text`` and ``parse_mode``.

    Raises ``ApiError`` 400 "can't parse entities" where Telegram does (unescaped reserved
    MarkdownV2 characters, unsupported or unclosed HTML tags, unclosed entities).
    """
    mode = (parse_mode or "").lower()
    if mode == "html":
        return _parse_html(text)
    if mode == "markdownv2":
        return _parse_markdown_v2(text)
    if mode == "markdown":
        return _parse_markdown(text)
    if mode:
        raise ApiError(400, f"Bad Request: unsupported parse_mode {parse_mode!r}")
    return text, []


_COMMAND = re.compile(r"(?<!\S)/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?![A-Za-z0-9_@])")
_MENTION = re.compile(r"(?<![\w@/])@[A-Za-z0-9_]{4,32}(?![A-Za-z0-9_])")


def auto_entities(text: str) -> list[dict]:
    """``bot_command`` and ``mention`` entities, as Telegram adds them to a user's message."""
    found = []
    for regex, kind in ((_COMMAND, "bot_command"), (_MENTION, "mention")):
        for m in regex.finditer(text):
            found.append(
                {
                    "type": kind,
                    "offset": utf16_len(text[: m.start()]),
                    "length": utf16_len(m.group()),
                }
            )
    return sorted(found, key=lambda e: e["offset"])


def image_size(data: bytes) -> tuple[int, int]:
    """(width, height) of a PNG, GIF or JPEG; (1, 1) if unknown."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return struct.unpack(">II", data[16:24])
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        return struct.unpack("<HH", data[6:10])
    if data[:2] == b"\xff\xd8":
        i = 2
        while i + 9 < len(data):
            if data[i] != 0xFF:
                break
            marker = data[i + 1]
            length = struct.unpack(">H", data[i + 2 : i + 4])[0]
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                h, w = struct.unpack(">HH", data[i + 5 : i + 9])
                return w, h
            i += 2 + length
    return 1, 1


# --------------------------------------------------------------------------- request parsing


def _decode_value(name: str, value: Any) -> Any:
    """Form values arrive as strings; PTB JSON-encodes everything that is not a string."""
    if not isinstance(value, str) or name in STRING_FIELDS:
        return value
    if value[:1] in ("{", "[", '"') or value in ("true", "false", "null"):
        try:
            return json.loads(value)
        except ValueError:
            return value
    if re.fullmatch(r"-?\d+", value):
        return int(value)
    if re.fullmatch(r"-?\d+\.\d+", value):
        return float(value)
    return value


def _parse_multipart(content_type: str, body: bytes) -> tuple[dict, dict]:
    head = f"Content-Type: {content_type}\r\nMIME-Version: 1.0\r\n\r\n".encode()
    msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + body)
    fields: dict[str, Any] = {}
    files: dict[str, dict] = {}
    if not msg.is_multipart():
        raise ApiError(400, "Bad Request: can't parse multipart/form-data body")
    for part in msg.iter_parts():
        name = part.get_param("name", header="content-disposition")
        if not name:
            continue
        filename = part.get_filename()
        payload = part.get_payload(decode=True) or b""
        if filename is None:
            charset = part.get_content_charset() or "utf-8"
            fields[name] = payload.decode(charset, "replace")
        else:
            files[name] = {
                "filename": filename,
                "content_type": part.get_content_type(),
                "data": payload,
            }
    return fields, files


# --------------------------------------------------------------------------- HTTP layer


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 1024

    api: BotAPIServer


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server: _HTTPServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet
        pass

    def setup(self) -> None:
        super().setup()
        self.server.api._connection(self.connection, True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.api._connection(self.connection, False)

    def do_GET(self) -> None:
        self._dispatch()

    def do_POST(self) -> None:
        self._dispatch()

    def _read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _reply(self, status: int, body: bytes, content_type: str = "application/json") -> None:
        head = (
            f"HTTP/1.1 {status} {STATUS_TEXT.get(status, 'OK') if status != 200 else 'OK'}\r\n"
            f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
        )
        if self.close_connection:
            head += "Connection: close\r\n"
        self.wfile.write(head.encode("latin-1") + b"\r\n" + body)

    def _dispatch(self) -> None:
        api = self.server.api
        body = self._read_body()
        split = urllib.parse.urlsplit(self.path)
        path = urllib.parse.unquote(split.path)
        try:
            if path.startswith("/file/bot"):
                token, _, file_path = path[len("/file/bot") :].partition("/")
                data = api._download(token, file_path)
                self._reply(200, data, "application/octet-stream")
                return
            if not path.startswith("/bot"):
                raise ApiError(404, "Not Found")
            token, _, method = path[len("/bot") :].partition("/")
            params = dict(urllib.parse.parse_qsl(split.query, keep_blank_values=True))
            files: dict[str, dict] = {}
            ctype = self.headers.get("Content-Type", "")
            if body:
                if ctype.startswith("application/json"):
                    loaded = json.loads(body or b"{}")
                    if not isinstance(loaded, dict):
                        raise ApiError(400, "Bad Request: JSON object expected")
                    params.update(loaded)
                elif ctype.startswith("multipart/form-data"):
                    fields, files = _parse_multipart(ctype, body)
                    params.update(fields)
                else:
                    params.update(
                        urllib.parse.parse_qsl(body.decode("utf-8"), keep_blank_values=True)
                    )
            params = {k: _decode_value(k, v) for k, v in params.items()}
            status, answer = api._handle(token, method, params, files)
        except _Disconnect:
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        except ApiError as exc:
            status, answer = exc.status, exc.body()
        except ValueError as exc:  # malformed JSON in the body
            status, answer = 400, ApiError(400, f"Bad Request: {exc}").body()
        if isinstance(answer, bytes):  # an HTML error page (502 from "nginx")
            self._reply(status, answer, "text/html")
        else:
            self._reply(status, json.dumps(answer, ensure_ascii=False).encode("utf-8"))


class _Disconnect(Exception):
    """Close the connection without an answer."""


# --------------------------------------------------------------------------- the server


class BotAPIServer:
    """A Telegram Bot API double on 127.0.0.1. ``port=0`` picks a free port.

    ``deliver_webhooks=True`` makes it POST pending updates to the URL set with ``setWebhook``
    (one at a time, in order, retrying non-2xx answers), as Telegram does; otherwise use
    ``post_webhook`` by hand.
    """

    def __init__(
        self,
        token: str = DEFAULT_TOKEN,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        bot_username: str = BOT_USERNAME,
        bot_first_name: str = "Tower Referee",
        deliver_webhooks: bool = False,
    ):
        self.token = token
        self.host = host
        self._port = port
        bot_id = int(token.split(":")[0]) if token.split(":")[0].isdigit() else 123456
        self.bot_user: dict = {
            "id": bot_id,
            "is_bot": True,
            "first_name": bot_first_name,
            "username": bot_username,
        }
        self.deliver_webhooks = deliver_webhooks
        self._lock = threading.RLock()
        self._cond = threading.Condition(self._lock)
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._webhook_thread: threading.Thread | None = None
        self._stopping = False
        self._connections: set[socket.socket] = set()
        self._methods: dict[str, tuple[str, Callable[[dict, dict], Any]]] = {}
        for name in dir(self):
            if name.startswith("_m_"):
                canonical = name[3:]
                self._methods[canonical.lower()] = (canonical, getattr(self, name))
        self.reset()

    def reset(self) -> None:
        """Forget every chat, message, update, call and setting."""
        with self._lock:
            self._updates: list[dict] = []  # pending (unconfirmed) update records, by id
            self._update_log: dict[int, dict] = {}  # every update record ever pushed
            self._next_update_id = 1
            self._allowed_updates: list[str] | None = None
            self._poll_generation = 0
            self._chats: dict[int, dict] = {}
            self._migrated: dict[int, int] = {}
            self._users: dict[int, dict] = {}
            self._members: dict[tuple[int, int], dict] = {}
            self._blocked: set[int] = set()
            self._msgs: dict[int, dict[int, dict]] = {}
            self._next_mid: dict[int, int] = {}
            self._last_bot_mid: dict[int, int] = {}
            self._unanswered: dict[int, list[int]] = {}
            self._update_of_message: dict[tuple[int, int], int] = {}
            self._calls: list[dict] = []
            self._calls_by_chat: dict[Any, list[dict]] = {}
            self._calls_by_method: dict[str, list[dict]] = {}
            self._polls: list[dict] = []
            self._errors: list[str] = []
            self._commands: dict[tuple[str, str], list[dict]] = {}
            self._files: dict[str, dict] = {}
            self._file_paths: dict[str, str] = {}
            self._next_file = 1
            self._callbacks: dict[str, dict] = {}
            self._answers: list[dict] = []
            self._faults: dict[str, deque] = {}
            self._delays: dict[str, deque] = {}
            self._webhook: dict[str, Any] = {"url": ""}
            self._cond.notify_all()

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> BotAPIServer:
        if self._httpd is not None:
            return self
        self._stopping = False
        self._httpd = _HTTPServer((self.host, self._port), _Handler)
        self._httpd.api = self
        self._port = self._httpd.server_address[1]
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name=f"botapi-{self._port}",
            daemon=True,
        )
        self._thread.start()
        if self.deliver_webhooks:
            self._webhook_thread = threading.Thread(
                target=self._deliver_webhooks, name="botapi-webhook", daemon=True
            )
            self._webhook_thread.start()
        return self

    def stop(self) -> None:
        httpd = self._httpd
        if httpd is None:
            return
        with self._lock:
            self._stopping = True
            self._cond.notify_all()
        httpd.shutdown()
        with self._lock:
            conns = list(self._connections)
        for conn in conns:  # keep-alive connections would otherwise outlive the server
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        httpd.server_close()
        if self._thread:
            self._thread.join(5)
        if self._webhook_thread:
            self._webhook_thread.join(5)
        self._httpd = self._thread = self._webhook_thread = None

    def __enter__(self) -> BotAPIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        return self._port

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self._port}/bot"

    @property
    def base_file_url(self) -> str:
        return f"http://{self.host}:{self._port}/file/bot"

    def _connection(self, conn: socket.socket, opened: bool) -> None:
        with self._lock:
            if opened:
                self._connections.add(conn)
            else:
                self._connections.discard(conn)

    # ------------------------------------------------------------------ request handling

    def _handle(self, token: str, method: str, params: dict, files: dict) -> tuple[int, Any]:
        if token != self.token:
            raise ApiError(401, "Unauthorized")
        entry = self._methods.get(method.lower())
        if entry is None:
            raise ApiError(404, "Not Found: method not found")
        canonical, func = entry
        with self._lock:
            delay = self._pop_fault(self._delays, canonical)
        if delay:
            time.sleep(delay)
        record: dict[str, Any] = {
            "method": canonical,
            "params": params,
            "files": {
                k: {
                    "filename": f["filename"],
                    "content_type": f["content_type"],
                    "size": len(f["data"]),
                }
                for k, f in files.items()
            },
            "time": time.monotonic(),
            "chat_id": self._chat_key(params.get("chat_id")),
            "ok": False,
            "status": 200,
            "error": None,
            "result": None,
            "message": None,
            "answers": [],
        }
        try:
            with self._lock:
                fault = self._pop_fault(self._faults, canonical)
                if fault is not None:
                    fault(record)  # raises
                result = func(params, files)
                record["ok"], record["result"] = True, result
                if isinstance(result, dict) and "message_id" in result:
                    record["message"] = result
                record["answers"] = self._answered_by(canonical, params, result)
            return 200, {"ok": True, "result": result}
        except ApiError as exc:
            record["status"], record["error"] = exc.status, exc.description
            if exc.status == 502:
                return 502, b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n</html>\r\n"
            return exc.status, exc.body()
        except _Disconnect:
            record["status"], record["error"] = 0, "disconnected"
            raise
        except Exception as exc:  # a bug in this server: say so loudly
            import traceback

            text = traceback.format_exc()
            record["status"], record["error"] = 500, f"server error: {exc!r}"
            with self._lock:
                self._errors.append(text)
            return 500, ApiError(500, f"Internal Server Error: {exc!r}").body()
        finally:
            with self._lock:
                if canonical == "getUpdates":
                    self._polls.append(record)
                else:
                    self._calls.append(record)
                    self._calls_by_chat.setdefault(record["chat_id"], []).append(record)
                    self._calls_by_method.setdefault(canonical, []).append(record)
                self._cond.notify_all()

    def _answered_by(self, method: str, params: dict, result: Any) -> list[int]:
        """The update a successful call answers (see the module docstring), as a list."""
        if method == "answerCallbackQuery":
            uid = self._callbacks[str(params.get("callback_query_id"))]["update_id"]
            chat = self._update_log[uid]["chat_id"]
        else:
            chat = self._chat_key(params.get("chat_id"))
            if isinstance(result, dict) and "chat" in result:
                chat = result["chat"]["id"]
            if not isinstance(chat, int) or method in NOT_ANSWERS:
                return []
            reply = result.get("reply_to_message") if isinstance(result, dict) else None
            uid = self._update_of_message.get((chat, reply["message_id"])) if reply else None
        waiting = self._unanswered.get(chat, [])
        if uid is None:
            return [waiting.pop(0)] if waiting else []
        if uid in waiting:
            waiting.remove(uid)
            return [uid]
        return []

    @staticmethod
    def _pop_fault(table: dict[str, deque], method: str) -> Any:
        for key in (method.lower(), "*"):
            queue = table.get(key)
            if queue:
                item = queue.popleft()
                if not queue:
                    del table[key]
                return item
        return None

    def _download(self, token: str, file_path: str) -> bytes:
        if token != self.token:
            raise ApiError(401, "Unauthorized")
        with self._lock:
            file_id = self._file_paths.get(file_path)
            if file_id is None or self._files[file_id]["data"] is None:
                raise ApiError(404, "Not Found")
            return self._files[file_id]["data"]

    # ------------------------------------------------------------------ helpers (under lock)

    @staticmethod
    def _chat_key(value: Any) -> int | str | None:
        if isinstance(value, bool) or value is None:
            return None
        if isinstance(value, int):
            return value
        if isinstance(value, str):
            try:
                return int(value)
            except ValueError:
                return value
        return None

    def _target_chat(self, params: dict, *, sending: bool = True) -> dict:
        raw = params.get("chat_id")
        if raw in (None, ""):
            raise ApiError(400, "Bad Request: chat_id is empty")
        key = self._chat_key(raw)
        if isinstance(key, str):
            found = [c for c in self._chats.values() if c.get("username") == key.lstrip("@")]
            if not found:
                raise ApiError(400, "Bad Request: chat not found")
            key = found[0]["id"]
        if key in self._migrated:
            raise ApiError(
                400,
                "Bad Request: group chat was upgraded to a supergroup chat",
                {"migrate_to_chat_id": self._migrated[key]},
            )
        chat = self._chats.get(key)  # type: ignore[arg-type]
        if chat is None:
            if key in self._users:
                raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
            raise ApiError(400, "Bad Request: chat not found")
        if sending:
            if chat["type"] == "private" and chat["id"] in self._blocked:
                raise ApiError(403, "Forbidden: bot was blocked by the user")
            status = self._members.get((chat["id"], self.bot_user["id"]), {}).get("status")
            kind = "supergroup chat" if chat["type"] == "supergroup" else "group chat"
            if status == "kicked":
                raise ApiError(403, f"Forbidden: bot was kicked from the {kind}")
            if status == "left":
                raise ApiError(403, f"Forbidden: bot is not a member of the {kind}")
        return chat

    def _stored(self, chat_id: int, params: dict, not_found: str) -> dict:
        mid = params.get("message_id")
        if mid in (None, ""):
            raise ApiError(400, "Bad Request: message identifier is not specified")
        rec = self._msgs.get(chat_id, {}).get(self._chat_key(mid))  # type: ignore[arg-type]
        if rec is None or rec["deleted"]:
            raise ApiError(400, f"Bad Request: {not_found}")
        return rec

    def _new_mid(self, chat_id: int) -> int:
        mid = self._next_mid.get(chat_id, 1)
        self._next_mid[chat_id] = mid + 1
        return mid

    @staticmethod
    def _check_markup(markup: Any) -> dict | None:
        """Validate ``reply_markup``; return it if it is an inline keyboard, else None."""
        if markup in (None, ""):
            return None
        if isinstance(markup, str):
            try:
                markup = json.loads(markup)
            except ValueError:
                markup = None
        if not isinstance(markup, dict):
            raise ApiError(400, "Bad Request: can't parse reply keyboard markup JSON object")
        if "inline_keyboard" not in markup:
            if not ({"keyboard", "remove_keyboard", "force_reply"} & markup.keys()):
                raise ApiError(400, "Bad Request: can't parse reply keyboard markup JSON object")
            return None
        rows = markup["inline_keyboard"]
        if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
            raise ApiError(400, 'Bad Request: field "inline_keyboard" must be an Array of Array')
        actions = (
            "url",
            "callback_data",
            "switch_inline_query",
            "switch_inline_query_current_chat",
            "switch_inline_query_chosen_chat",
            "web_app",
            "login_url",
            "pay",
            "callback_game",
            "copy_text",
        )
        for row in rows:
            for button in row:
                if not isinstance(button, dict) or not button.get("text"):
                    raise ApiError(400, "Bad Request: can't parse inline keyboard button")
                if not any(a in button for a in actions):
                    raise ApiError(
                        400,
                        "Bad Request: can't parse inline keyboard button: Text buttons are "
                        "unallowed in the inline keyboard",
                    )
                data = button.get("callback_data")
                if data is not None and not (1 <= len(str(data).encode()) <= 64):
                    raise ApiError(400, "Bad Request: BUTTON_DATA_INVALID")
        return {"inline_keyboard": rows}

    def _reply_target(self, chat_id: int, params: dict) -> dict | None:
        rp = params.get("reply_parameters")
        if isinstance(rp, str):
            rp = json.loads(rp)
        if rp is None and params.get("reply_to_message_id") not in (None, ""):
            rp = {
                "message_id": params["reply_to_message_id"],
                "allow_sending_without_reply": params.get("allow_sending_without_reply", False),
            }
        if not rp:
            return None
        target_chat = self._chat_key(rp.get("chat_id")) or chat_id
        rec = self._msgs.get(target_chat, {}).get(self._chat_key(rp.get("message_id")))  # type: ignore[arg-type]
        if rec is None or rec["deleted"]:
            if rp.get("allow_sending_without_reply"):
                return None
            raise ApiError(400, "Bad Request: message to be replied not found")
        return rec

    def _text_and_entities(
        self, params: dict, text_key: str, entities_key: str, limit: int, what: str
    ) -> tuple[str, list[dict]]:
        text = params.get(text_key)
        text = "" if text is None else str(text)
        entities = params.get(entities_key)
        if entities:
            plain, ents = text, list(entities)
        else:
            plain, ents = parse_formatted(text, params.get("parse_mode"))
        if utf16_len(plain) > limit:
            raise ApiError(400, f"Bad Request: {what} is too long")
        return plain, ents

    def _message_object(self, rec: dict, nested: bool = True) -> dict:
        obj: dict[str, Any] = {
            "message_id": rec["message_id"],
            "from": copy.deepcopy(rec["from"]),
            "chat": dict(self._chats.get(rec["chat_id"], {"id": rec["chat_id"], "type": "group"})),
            "date": rec["date"],
        }
        if rec.get("edit_date"):
            obj["edit_date"] = rec["edit_date"]
        if nested and rec.get("reply_to") is not None:
            target = self._msgs.get(rec["chat_id"], {}).get(rec["reply_to"])
            if target is not None:
                obj["reply_to_message"] = self._message_object(target, nested=False)
        for key, value in rec["extra"].items():
            obj[key] = copy.deepcopy(value)
        if rec["kind"] == "text":
            obj["text"] = rec["plain"]
            if rec["entities"]:
                obj["entities"] = copy.deepcopy(rec["entities"])
        elif rec["plain"]:
            obj["caption"] = rec["plain"]
            if rec["entities"]:
                obj["caption_entities"] = copy.deepcopy(rec["entities"])
        if rec["inline_markup"]:
            obj["reply_markup"] = copy.deepcopy(rec["inline_markup"])
        return obj

    def _store_bot_message(
        self,
        chat: dict,
        params: dict,
        kind: str,
        raw_text: str,
        plain: str,
        entities: list[dict],
        extra: dict | None = None,
        upload: dict | None = None,
    ) -> dict:
        markup = self._check_markup(params.get("reply_markup"))
        target = self._reply_target(chat["id"], params)
        cid = chat["id"]
        rec = {
            "chat_id": cid,
            "message_id": self._new_mid(cid),
            "from_bot": True,
            "from": dict(self.bot_user),
            "kind": kind,
            "text": raw_text,
            "plain": plain,
            "parse_mode": params.get("parse_mode"),
            "entities": entities,
            "reply_markup": params.get("reply_markup"),
            "inline_markup": markup,
            "reply_to": target["message_id"] if target else None,
            "reply_parameters": params.get("reply_parameters"),
            "reply_to_message_id": target["message_id"] if target else None,
            "date": int(time.time()),
            "edit_date": None,
            "deleted": False,
            "extra": extra or {},
            "upload": upload,
            "sent_at": time.monotonic(),
        }
        self._msgs.setdefault(cid, {})[rec["message_id"]] = rec
        self._last_bot_mid[cid] = rec["message_id"]
        rec["object"] = self._message_object(rec)
        return rec

    def _register_file(
        self, data: bytes | None, file_path: str | None, prefix: str, file_id: str | None = None
    ) -> dict:
        n = self._next_file
        self._next_file += 1
        file_id = file_id or f"{prefix}-file-{n}"
        path = file_path or f"{prefix}s/file_{n}"
        info = {
            "file_id": file_id,
            "file_unique_id": f"u{n}{prefix[:2]}",
            "file_path": path,
            "data": data,
        }
        self._files[file_id] = info
        self._file_paths[path] = file_id
        return info

    def _user_dict(self, u: int | dict) -> dict:
        if isinstance(u, dict):
            out = {"is_bot": False, **u}
            out["id"] = int(out["id"])
            out.setdefault("first_name", f"User {out['id']}")
            self._users[out["id"]] = out
            return dict(out)
        uid = int(u)
        if uid == self.bot_user["id"]:
            return dict(self.bot_user)
        if uid not in self._users:
            self._users[uid] = user(uid, f"User {uid}")
        return dict(self._users[uid])

    def _chat_for_push(self, chat_id: int, who: dict, chat_type: str | None, title: str | None):
        if chat_id in self._migrated:
            raise ValueError(f"chat {chat_id} was migrated to {self._migrated[chat_id]}")
        chat = self._chats.get(chat_id)
        if chat is None or (chat_type and chat["type"] != chat_type) or title:
            kind = chat_type or (chat["type"] if chat else None)
            kind = kind or ("private" if chat_id > 0 else "group")
            if kind == "private":
                chat = {"id": chat_id, "type": "private", "first_name": who["first_name"]}
                for key in ("last_name", "username"):
                    if who.get(key):
                        chat[key] = who[key]
            else:
                old_title = chat.get("title") if chat else None
                chat = {
                    "id": chat_id,
                    "type": kind,
                    "title": title or old_title or f"Group {chat_id}",
                }
            self._chats[chat_id] = chat
        if chat["type"] != "private":
            self._members.setdefault((chat_id, who["id"]), {"status": "member"})
        return chat

    def _enqueue(self, update: dict, chat_id: int | None) -> int:
        with self._lock:
            uid = update.get("update_id")
            if uid is None:
                uid = self._next_update_id
                update = {"update_id": uid, **update}
            self._next_update_id = max(self._next_update_id, uid + 1)
            rec = {
                "update_id": uid,
                "update": update,
                "chat_id": chat_id,
                "pushed_at": time.monotonic(),
                "delivered_at": None,
                "confirmed_at": None,
            }
            if not self._updates or self._updates[-1]["update_id"] < uid:
                self._updates.append(rec)
            else:
                ids = [r["update_id"] for r in self._updates]
                self._updates.insert(bisect.bisect(ids, uid), rec)
            self._update_log[uid] = rec
            self._cond.notify_all()
            return uid

    def _confirm_below(self, offset: int) -> None:
        now = time.monotonic()
        keep = []
        for rec in self._updates:
            if rec["update_id"] < offset:
                rec["confirmed_at"] = now
            else:
                keep.append(rec)
        self._updates = keep

    def _mark_delivered(self, rec: dict) -> None:
        if rec["delivered_at"] is None:
            rec["delivered_at"] = time.monotonic()
            if rec["chat_id"] is not None:
                self._unanswered.setdefault(rec["chat_id"], []).append(rec["update_id"])

    def _deliverable(self, limit: int) -> list[dict]:
        allowed = self._allowed_updates
        out = []
        for rec in list(self._updates):
            kind = next((k for k in rec["update"] if k != "update_id"), None)
            if allowed and kind not in allowed:
                self._updates.remove(rec)  # Telegram never queues updates of unwanted types
                continue
            out.append(rec)
            if len(out) >= limit:
                break
        return out

    # ------------------------------------------------------------------ Bot API methods

    def _m_getMe(self, p: dict, f: dict) -> dict:
        return {
            **self.bot_user,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
            "can_connect_to_business": False,
            "has_main_web_app": False,
        }

    def _m_logOut(self, p: dict, f: dict) -> bool:
        return True

    def _m_close(self, p: dict, f: dict) -> bool:
        return True

    def _m_setWebhook(self, p: dict, f: dict) -> bool:
        url = p.get("url") or ""
        if p.get("drop_pending_updates"):
            self._updates.clear()
        self._webhook = {
            "url": url,
            "secret_token": p.get("secret_token"),
            "max_connections": p.get("max_connections", 40),
            "allowed_updates": p.get("allowed_updates"),
        }
        if p.get("allowed_updates") is not None:
            self._allowed_updates = list(p["allowed_updates"]) or None
        return True

    def _m_deleteWebhook(self, p: dict, f: dict) -> bool:
        if p.get("drop_pending_updates"):
            self._updates.clear()
        self._webhook = {"url": ""}
        return True

    def _m_getWebhookInfo(self, p: dict, f: dict) -> dict:
        info: dict[str, Any] = {
            "url": self._webhook["url"],
            "has_custom_certificate": False,
            "pending_update_count": len(self._updates),
        }
        if self._webhook["url"]:
            info["max_connections"] = self._webhook.get("max_connections") or 40
            info["ip_address"] = "127.0.0.1"
            if self._webhook.get("allowed_updates") is not None:
                info["allowed_updates"] = self._webhook["allowed_updates"]
        return info

    def _m_getUpdates(self, p: dict, f: dict) -> list[dict]:
        if self._webhook["url"]:
            raise ApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; use "
                "deleteWebhook to delete the webhook first",
            )
        self._poll_generation += 1
        generation = self._poll_generation
        offset = p.get("offset")
        if isinstance(offset, int) and offset != 0:
            if offset > 0:
                self._confirm_below(offset)
            else:
                drop = self._updates[:offset]
                if drop:
                    self._confirm_below(drop[-1]["update_id"] + 1)
        if p.get("allowed_updates") is not None:
            self._allowed_updates = list(p["allowed_updates"]) or None
        limit = p.get("limit") or 100
        limit = max(1, min(100, int(limit)))
        timeout = float(p.get("timeout") or 0)
        deadline = time.monotonic() + timeout
        while True:
            found = self._deliverable(limit)
            if found or self._stopping:
                break
            if self._poll_generation != generation:
                raise ApiError(
                    409,
                    "Conflict: terminated by other getUpdates request; make sure that only one "
                    "bot instance is running",
                )
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            self._cond.wait(remaining)
        for rec in found:
            self._mark_delivered(rec)
        return [copy.deepcopy(rec["update"]) for rec in found]

    def _check_commands(self, commands: Any) -> list[dict]:
        if isinstance(commands, str):
            commands = json.loads(commands)
        if not isinstance(commands, list) or len(commands) > 100:
            raise ApiError(400, "Bad Request: commands must be an array of at most 100 elements")
        out = []
        for c in commands:
            if not isinstance(c, dict) or not re.fullmatch(
                r"[a-z0-9_]{1,32}", c.get("command", "")
            ):
                raise ApiError(400, "Bad Request: BOT_COMMAND_INVALID")
            if not 1 <= len(c.get("description", "")) <= 256:
                raise ApiError(400, "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID")
            out.append({"command": c["command"], "description": c["description"]})
        return out

    @staticmethod
    def _commands_key(p: dict) -> tuple[str, str]:
        scope = p.get("scope") or {"type": "default"}
        if isinstance(scope, str):
            scope = json.loads(scope)
        lang = p.get("language_code") or ""
        if lang and not re.fullmatch(r"[a-z]{2}", lang):
            raise ApiError(400, "Bad Request: invalid language code specified")
        return json.dumps(scope, sort_keys=True), lang

    def _m_setMyCommands(self, p: dict, f: dict) -> bool:
        commands = self._check_commands(p.get("commands", []))
        key = self._commands_key(p)
        if commands:
            self._commands[key] = commands
        else:
            self._commands.pop(key, None)
        return True

    def _m_getMyCommands(self, p: dict, f: dict) -> list[dict]:
        return copy.deepcopy(self._commands.get(self._commands_key(p), []))

    def _m_deleteMyCommands(self, p: dict, f: dict) -> bool:
        self._commands.pop(self._commands_key(p), None)
        return True

    def _m_sendMessage(self, p: dict, f: dict) -> dict:
        chat = self._target_chat(p)
        raw = p.get("text")
        raw = "" if raw is None else str(raw)
        plain, ents = self._text_and_entities(p, "text", "entities", 4096, "message")
        if not plain.strip():
            raise ApiError(400, "Bad Request: message text is empty")
        extra = {}
        if p.get("link_preview_options"):
            extra["link_preview_options"] = p["link_preview_options"]
        rec = self._store_bot_message(chat, p, "text", raw, plain, ents, extra)
        return rec["object"]

    def _send_media(self, method: str, p: dict, files: dict) -> dict:
        field = MEDIA_FIELDS[method]
        chat = self._target_chat(p)
        value = p.get(field)
        upload = None
        if isinstance(value, str) and value.startswith("attach://"):
            upload = files.get(value[len("attach://") :])
        elif field in files:
            upload = files[field]
        if upload is not None:
            info = self._register_file(upload["data"], None, field)
        elif isinstance(value, str) and value:
            if value in self._files:
                info = self._files[value]
            elif re.match(r"https?://", value):
                info = self._register_file(None, None, field)
            else:
                raise ApiError(400, "Bad Request: wrong file identifier/HTTP URL specified")
        else:
            raise ApiError(400, f"Bad Request: there is no {field} in the request")
        data = info["data"] or b""
        raw = p.get("caption")
        raw = "" if raw is None else str(raw)
        plain, ents = self._text_and_entities(
            p, "caption", "caption_entities", 1024, "message caption"
        )
        base = {"file_id": info["file_id"], "file_unique_id": info["file_unique_id"]}
        if data:
            base["file_size"] = len(data)
        duration = p.get("duration") or 0
        if field == "photo":
            w, h = image_size(data)
            media: Any = [{**base, "width": w, "height": h}]
        elif field == "voice":
            media = {**base, "duration": duration, "mime_type": "audio/ogg"}
        elif field == "audio":
            media = {**base, "duration": duration}
            for key in ("title", "performer"):
                if p.get(key):
                    media[key] = p[key]
        elif field == "document":
            media = dict(base)
            if upload is not None:
                media["file_name"] = upload["filename"]
                media["mime_type"] = upload["content_type"]
        else:
            media = {
                **base,
                "type": "regular",
                "width": 512,
                "height": 512,
                "is_animated": False,
                "is_video": False,
            }
        if upload is not None and field in ("voice", "audio"):
            media["mime_type"] = upload["content_type"]
        stored_upload = {
            "data": data,
            "filename": upload["filename"] if upload else None,
            "content_type": upload["content_type"] if upload else None,
            "file_id": info["file_id"],
            "field": field,
        }
        rec = self._store_bot_message(
            chat, p, field, raw, plain, ents, {field: media}, upload=stored_upload
        )
        return rec["object"]

    def _m_sendPhoto(self, p: dict, f: dict) -> dict:
        return self._send_media("sendPhoto", p, f)

    def _m_sendVoice(self, p: dict, f: dict) -> dict:
        return self._send_media("sendVoice", p, f)

    def _m_sendAudio(self, p: dict, f: dict) -> dict:
        return self._send_media("sendAudio", p, f)

    def _m_sendDocument(self, p: dict, f: dict) -> dict:
        return self._send_media("sendDocument", p, f)

    def _m_sendSticker(self, p: dict, f: dict) -> dict:
        return self._send_media("sendSticker", p, f)

    def _editable(self, p: dict) -> tuple[dict, dict]:
        if p.get("inline_message_id"):
            raise ApiError(400, "Bad Request: MESSAGE_ID_INVALID")
        chat = self._target_chat(p, sending=False)
        rec = self._stored(chat["id"], p, "message to edit not found")
        if not rec["from_bot"]:
            raise ApiError(400, "Bad Request: message can't be edited")
        return chat, rec

    def _apply_edit(self, rec: dict, changes: dict) -> dict:
        before = (rec["plain"], rec["entities"], rec["inline_markup"])
        after = (
            changes.get("plain", rec["plain"]),
            changes.get("entities", rec["entities"]),
            changes.get("inline_markup", rec["inline_markup"]),
        )
        if before == after:
            raise ApiError(400, NOT_MODIFIED)
        rec.update(changes)
        rec["edit_date"] = int(time.time())
        rec["object"] = self._message_object(rec)
        return rec["object"]

    def _m_editMessageText(self, p: dict, f: dict) -> dict:
        _, rec = self._editable(p)
        if rec["kind"] != "text":
            raise ApiError(400, "Bad Request: there is no text in the message to edit")
        raw = "" if p.get("text") is None else str(p["text"])
        plain, ents = self._text_and_entities(p, "text", "entities", 4096, "message")
        if not plain.strip():
            raise ApiError(400, "Bad Request: message text is empty")
        markup = self._check_markup(p.get("reply_markup"))  # absent: Telegram drops the keyboard
        return self._apply_edit(
            rec,
            {
                "text": raw,
                "plain": plain,
                "entities": ents,
                "parse_mode": p.get("parse_mode"),
                "reply_markup": p.get("reply_markup"),
                "inline_markup": markup,
            },
        )

    def _m_editMessageCaption(self, p: dict, f: dict) -> dict:
        _, rec = self._editable(p)
        if rec["kind"] == "text":
            raise ApiError(400, "Bad Request: there is no caption in the message to edit")
        raw = "" if p.get("caption") is None else str(p["caption"])
        plain, ents = self._text_and_entities(
            p, "caption", "caption_entities", 1024, "message caption"
        )
        markup = self._check_markup(p.get("reply_markup"))
        return self._apply_edit(
            rec,
            {
                "text": raw,
                "plain": plain,
                "entities": ents,
                "parse_mode": p.get("parse_mode"),
                "reply_markup": p.get("reply_markup"),
                "inline_markup": markup,
            },
        )

    def _m_editMessageReplyMarkup(self, p: dict, f: dict) -> dict:
        _, rec = self._editable(p)
        markup = self._check_markup(p.get("reply_markup"))
        return self._apply_edit(
            rec, {"reply_markup": p.get("reply_markup"), "inline_markup": markup}
        )

    def _delete(self, chat: dict, mid: Any) -> None:
        rec = self._msgs.get(chat["id"], {}).get(self._chat_key(mid))  # type: ignore[arg-type]
        if rec is None or rec["deleted"]:
            raise ApiError(400, "Bad Request: message to delete not found")
        if not rec["from_bot"] and chat["type"] != "private":
            status = self._members.get((chat["id"], self.bot_user["id"]), {}).get("status")
            if status not in ("administrator", "creator"):
                raise ApiError(400, "Bad Request: message can't be deleted")
        rec["deleted"] = True

    def _m_deleteMessage(self, p: dict, f: dict) -> bool:
        chat = self._target_chat(p, sending=False)
        if p.get("message_id") in (None, ""):
            raise ApiError(400, "Bad Request: message identifier is not specified")
        self._delete(chat, p["message_id"])
        return True

    def _m_deleteMessages(self, p: dict, f: dict) -> bool:
        chat = self._target_chat(p, sending=False)
        for mid in p.get("message_ids") or []:
            try:
                self._delete(chat, mid)
            except ApiError:
                pass
        return True

    def _m_answerCallbackQuery(self, p: dict, f: dict) -> bool:
        qid = str(p.get("callback_query_id") or "")
        query = self._callbacks.get(qid)
        if query is None or query["answered"]:
            raise ApiError(
                400,
                "Bad Request: query is too old and response timeout expired or query ID is invalid",
            )
        text = p.get("text")
        if text is not None and len(str(text)) > 200:
            raise ApiError(400, "Bad Request: MESSAGE_TOO_LONG")
        query["answered"] = True
        self._answers.append(
            {
                "callback_query_id": qid,
                "update_id": query["update_id"],
                "text": text,
                "show_alert": bool(p.get("show_alert", False)),
                "url": p.get("url"),
                "cache_time": p.get("cache_time"),
                "time": time.monotonic(),
            }
        )
        return True

    def _m_sendChatAction(self, p: dict, f: dict) -> bool:
        self._target_chat(p)
        if p.get("action") not in CHAT_ACTIONS:
            raise ApiError(400, "Bad Request: wrong parameter action in request")
        return True

    def _m_getChat(self, p: dict, f: dict) -> dict:
        chat = self._target_chat(p, sending=False)
        return {
            **chat,
            "accent_color_id": 0,
            "max_reaction_count": 11,
            "accepted_gift_types": {
                "unlimited_gifts": False,
                "limited_gifts": False,
                "unique_gifts": False,
                "premium_subscription": False,
                "gifts_from_channels": False,
            },
        }

    def _member_object(self, chat_id: int, user_id: int) -> dict:
        who = self._user_dict(user_id)
        if self._chats.get(chat_id, {}).get("type") == "private":
            entry = {"status": "member"}
        else:
            entry = self._members.get((chat_id, user_id), {"status": "member"})
        status = entry["status"]
        out: dict[str, Any] = {"status": status, "user": who}
        if status == "creator":
            out["is_anonymous"] = False
        elif status == "administrator":
            out.update(
                {
                    "can_be_edited": False,
                    "is_anonymous": False,
                    "can_manage_chat": True,
                    "can_delete_messages": True,
                    "can_manage_video_chats": True,
                    "can_restrict_members": True,
                    "can_promote_members": False,
                    "can_change_info": True,
                    "can_invite_users": True,
                    "can_post_stories": False,
                    "can_edit_stories": False,
                    "can_delete_stories": False,
                    "can_pin_messages": True,
                }
            )
        elif status == "restricted":
            out.update(
                {
                    "is_member": True,
                    "until_date": 0,
                    "can_edit_tag": False,
                    **{
                        f"can_{k}": False
                        for k in (
                            "change_info",
                            "invite_users",
                            "pin_messages",
                            "send_messages",
                            "send_polls",
                            "send_other_messages",
                            "add_web_page_previews",
                            "manage_topics",
                            "send_audios",
                            "send_documents",
                            "send_photos",
                            "send_videos",
                            "send_video_notes",
                            "send_voice_notes",
                        )
                    },
                }
            )
        elif status == "kicked":
            out["until_date"] = 0
        out.update({k: v for k, v in entry.items() if k != "status"})
        return out

    def _m_getChatMember(self, p: dict, f: dict) -> dict:
        chat = self._target_chat(p, sending=False)
        uid = self._chat_key(p.get("user_id"))
        if not isinstance(uid, int):
            raise ApiError(400, "Bad Request: invalid user_id specified")
        return self._member_object(chat["id"], uid)

    def _m_getChatAdministrators(self, p: dict, f: dict) -> list[dict]:
        chat = self._target_chat(p, sending=False)
        if chat["type"] == "private":
            raise ApiError(400, "Bad Request: there are no administrators in the private chat")
        return [
            self._member_object(cid, uid)
            for (cid, uid), entry in self._members.items()
            if cid == chat["id"] and entry["status"] in ("creator", "administrator")
        ]

    def _m_getChatMemberCount(self, p: dict, f: dict) -> int:
        chat = self._target_chat(p, sending=False)
        if chat["type"] == "private":
            return 2
        return 1 + sum(
            1
            for (cid, uid), e in self._members.items()
            if cid == chat["id"]
            and uid != self.bot_user["id"]
            and e["status"] in ("creator", "administrator", "member", "restricted")
        )

    def _m_getFile(self, p: dict, f: dict) -> dict:
        info = self._files.get(str(p.get("file_id") or ""))
        if info is None:
            raise ApiError(400, "Bad Request: invalid file_id")
        out = {"file_id": info["file_id"], "file_unique_id": info["file_unique_id"]}
        if info["data"] is not None:
            out["file_size"] = len(info["data"])
            out["file_path"] = info["file_path"]
        return out

    # ------------------------------------------------------------------ test-side API: pushing

    user = staticmethod(user)
    post_webhook = staticmethod(post_webhook)

    def add_chat(
        self, chat_id: int, chat_type: str | None = None, title: str | None = None, **fields: Any
    ) -> dict:
        """Make a chat known without a message (e.g. a private chat the bot may write to)."""
        with self._lock:
            kind = chat_type or ("private" if chat_id > 0 else "group")
            chat: dict[str, Any] = {"id": chat_id, "type": kind}
            if kind == "private":
                who = self._user_dict(chat_id)
                chat["first_name"] = who["first_name"]
                if who.get("username"):
                    chat["username"] = who["username"]
            else:
                chat["title"] = title or f"Group {chat_id}"
            chat.update(fields)
            self._chats[chat_id] = chat
            return dict(chat)

    def push_message(
        self,
        chat_id: int,
        user: int | dict,
        text: str | None = None,
        *,
        chat_type: str | None = None,
        title: str | None = None,
        reply_to_bot: bool = False,
        reply_to_message_id: int | None = None,
        entities: list[dict] | None = None,
        voice: dict | None = None,
        sticker: bool = False,
        photo: bool = False,
        language_code: str | None = None,
    ) -> int:
        """Push a user's message; returns its update_id.

        ``chat_type`` None keeps the chat's type, or makes a new chat "private" for a positive
        id and "group" for a negative one. Commands get ``bot_command`` and @names ``mention``
        entities unless ``entities`` is given. ``voice`` = {"file_id", "duration", "mime_type",
        "data" (optional bytes: registered so ``getFile`` serves them)}; with ``voice``,
        ``photo`` or ``sticker`` the text becomes the caption.
        """
        with self._lock:
            who = self._user_dict(user)
            if language_code:
                who["language_code"] = language_code
            self._chat_for_push(chat_id, who, chat_type, title)
            mid = self._new_mid(chat_id)
            extra: dict[str, Any] = {}
            kind = "text"
            if voice is not None:
                kind = "voice"
                v = dict(voice)
                data = v.pop("data", None)
                file_id = v.get("file_id") or f"voice-in-{mid}-{chat_id}"
                if data is not None or file_id not in self._files:
                    self._register_file(data, None, "voice", file_id=file_id)
                extra["voice"] = {
                    "file_id": file_id,
                    "file_unique_id": self._files[file_id]["file_unique_id"],
                    "duration": int(v.get("duration", 1)),
                    "mime_type": v.get("mime_type", "audio/ogg"),
                    **({"file_size": len(data)} if data else {}),
                }
            elif photo:
                kind = "photo"
                info = self._register_file(b"", None, "photo")
                extra["photo"] = [
                    {
                        "file_id": info["file_id"],
                        "file_unique_id": info["file_unique_id"],
                        "width": 90,
                        "height": 90,
                    }
                ]
            elif sticker:
                kind = "sticker"
                info = self._register_file(b"", None, "sticker")
                extra["sticker"] = {
                    "file_id": info["file_id"],
                    "file_unique_id": info["file_unique_id"],
                    "type": "regular",
                    "width": 512,
                    "height": 512,
                    "is_animated": False,
                    "is_video": False,
                    "emoji": "🙂",
                }
            plain = text or ""
            ents = list(entities) if entities is not None else auto_entities(plain)
            reply_to = None
            if reply_to_bot:
                reply_to = self._last_bot_mid.get(chat_id)
                if reply_to is None:
                    raise ValueError(f"the bot has sent nothing to chat {chat_id} to reply to")
            elif reply_to_message_id is not None:
                if reply_to_message_id not in self._msgs.get(chat_id, {}):
                    raise ValueError(f"no message {reply_to_message_id} in chat {chat_id}")
                reply_to = reply_to_message_id
            rec = {
                "chat_id": chat_id,
                "message_id": mid,
                "from_bot": False,
                "from": who,
                "kind": kind,
                "text": plain,
                "plain": plain,
                "parse_mode": None,
                "entities": ents,
                "reply_markup": None,
                "inline_markup": None,
                "reply_to": reply_to,
                "reply_parameters": None,
                "reply_to_message_id": reply_to,
                "date": int(time.time()),
                "edit_date": None,
                "deleted": False,
                "extra": extra,
                "upload": None,
            }
            self._msgs.setdefault(chat_id, {})[mid] = rec
            rec["object"] = self._message_object(rec)
            if kind != "text" and not plain:
                rec["object"].pop("caption", None)
            uid = self._enqueue({"message": rec["object"]}, chat_id)
            self._update_of_message[(chat_id, mid)] = uid
            return uid

    def push_callback(self, chat_id: int, user: int | dict, message_id: int, data: str) -> int:
        """A press on an inline button of the stored bot message; returns the update_id.

        The callback query id is ``server.update(update_id)["callback_query"]["id"]``.
        """
        with self._lock:
            who = self._user_dict(user)
            rec = self._msgs.get(chat_id, {}).get(message_id)
            if rec is None or rec["deleted"]:
                raise ValueError(f"no message {message_id} in chat {chat_id}")
            uid = self._next_update_id
            qid = f"{4000000000000000000 + uid}"
            query = {
                "id": qid,
                "from": who,
                "message": copy.deepcopy(rec["object"]),
                "chat_instance": str(abs(chat_id) * 7 + 13),
                "data": data,
            }
            self._callbacks[qid] = {"update_id": uid, "answered": False, "query": query}
            return self._enqueue({"update_id": uid, "callback_query": query}, chat_id)

    def push_update(self, update: dict, chat_id: int | None = None) -> int:
        """Push any update (``update_id`` assigned if missing); returns the update_id."""
        if chat_id is None:
            for value in update.values():
                if isinstance(value, dict):
                    chat = value.get("chat") or (value.get("message") or {}).get("chat")
                    if isinstance(chat, dict) and "id" in chat:
                        chat_id = chat["id"]
                        break
        return self._enqueue(copy.deepcopy(update), chat_id)

    def push_migration(
        self, old_chat_id: int, new_chat_id: int, user: int | dict | None = None
    ) -> tuple[int, int]:
        """The group becomes a supergroup: a ``migrate_to_chat_id`` message in the old chat and
        a ``migrate_from_chat_id`` message in the new one. Returns both update ids. Afterwards,
        calls on the old chat answer 400 with ``migrate_to_chat_id``."""
        with self._lock:
            old = self._chats.get(old_chat_id)
            if old is None:
                raise ValueError(f"unknown chat {old_chat_id}")
            members = [k for k in self._members if k[0] == old_chat_id]
            who = self._user_dict(user) if user is not None else None
            if who is None:
                others = [u for (_, u) in members if u != self.bot_user["id"]]
                who = self._user_dict(others[0] if others else 1)
            new = {"id": new_chat_id, "type": "supergroup", "title": old.get("title", "")}
            self._chats[new_chat_id] = new
            for key in members:
                self._members[(new_chat_id, key[1])] = dict(self._members[key])
            date = int(time.time())
            first = {
                "message_id": self._new_mid(old_chat_id),
                "from": who,
                "chat": dict(old),
                "date": date,
                "migrate_to_chat_id": new_chat_id,
            }
            second = {
                "message_id": self._new_mid(new_chat_id),
                "from": who,
                "chat": dict(new),
                "date": date,
                "migrate_from_chat_id": old_chat_id,
            }
            a = self._enqueue({"message": first}, old_chat_id)
            self._migrated[old_chat_id] = new_chat_id
            b = self._enqueue({"message": second}, new_chat_id)
            return a, b

    def set_member_status(self, chat_id: int, user_id: int, status: str, **fields: Any) -> None:
        """Status of a user (or the bot) in a chat: creator, administrator, member, restricted,
        left, kicked. Extra ``fields`` override the ChatMember fields."""
        if status not in ("creator", "administrator", "member", "restricted", "left", "kicked"):
            raise ValueError(status)
        with self._lock:
            self._user_dict(user_id)
            self._members[(chat_id, user_id)] = {"status": status, **fields}

    def set_admin(self, chat_id: int, user_id: int) -> None:
        self.set_member_status(chat_id, user_id, "administrator")

    def block_bot(self, user_id: int) -> None:
        """The user blocked the bot: sending to the private chat answers 403."""
        with self._lock:
            self._blocked.add(user_id)

    def add_file(self, file_id: str, data: bytes, file_path: str | None = None) -> str:
        """Register a file for ``getFile`` and the download URL; returns its file_path."""
        with self._lock:
            old = self._files.get(file_id)
            if old is not None:
                self._file_paths.pop(old["file_path"], None)
            return self._register_file(bytes(data), file_path, "file", file_id=file_id)["file_path"]

    # ------------------------------------------------------------------ test-side API: faults

    def fail_next(
        self,
        method: str,
        status: int = 429,
        retry_after: int = 1,
        count: int = 1,
        description: str | None = None,
        parameters: dict | None = None,
    ) -> None:
        """The next ``count`` calls of ``method`` ("*" = any method but getUpdates-agnostic)
        fail with ``status`` and have no effect."""
        if status == 429:
            desc = description or f"Too Many Requests: retry after {retry_after}"
            params = parameters or {"retry_after": retry_after}
        else:
            desc = description or STATUS_TEXT.get(status, "Error")
            params = parameters

        def fail(record: dict) -> None:
            raise ApiError(status, desc, params)

        with self._lock:
            queue = self._faults.setdefault(method.lower(), deque())
            queue.extend([fail] * count)

    def disconnect_next(self, method: str, count: int = 1) -> None:
        """The next ``count`` calls of ``method`` get the connection closed without an answer
        (PTB raises ``NetworkError``); they have no effect."""

        def drop(record: dict) -> None:
            raise _Disconnect

        with self._lock:
            self._faults.setdefault(method.lower(), deque()).extend([drop] * count)

    def delay_next(self, method: str, seconds: float, count: int = 1) -> None:
        """The next ``count`` calls of ``method`` wait ``seconds`` before they are handled (the
        call then takes effect even if the client gave up)."""
        with self._lock:
            self._delays.setdefault(method.lower(), deque()).extend([seconds] * count)

    def close_connections(self) -> int:
        """Close every open client connection, as a server closes idle keep-alive ones; how
        many were open."""
        with self._lock:
            conns = list(self._connections)
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        return len(conns)

    # ------------------------------------------------------------------ test-side API: reading

    @staticmethod
    def _public_call(rec: dict) -> dict:
        return {k: v for k, v in rec.items()}

    def _candidates(self, chat_id: Any, method: str | None) -> list[dict]:
        """The calls of that chat and method from the smaller index (a superset)."""
        if chat_id is None and method is None:
            return self._calls
        by_chat = self._calls_by_chat.get(chat_id, []) if chat_id is not None else None
        by_method = self._calls_by_method.get(method, []) if method is not None else None
        if by_chat is None or (by_method is not None and len(by_method) < len(by_chat)):
            return by_method  # type: ignore[return-value]
        return by_chat

    def calls(self, method: str | None = None, *, ok: bool | None = None) -> list[dict]:
        """Every call but getUpdates (see ``polls``), failed ones included."""
        with self._lock:
            return [
                self._public_call(r)
                for r in self._candidates(None, method)
                if ok is None or r["ok"] == ok
            ]

    def sent(self, chat_id: int | None = None, method: str | None = None) -> list[dict]:
        """Successful calls (not getUpdates), optionally of one chat and one method. Each has
        method, params (decoded), files (name -> filename, content_type, size), time, chat_id,
        result, message (the Message dict answered, if any), answers (update ids)."""
        with self._lock:
            return [
                self._public_call(r)
                for r in self._candidates(chat_id, method)
                if r["ok"]
                and (chat_id is None or r["chat_id"] == chat_id)
                and (method is None or r["method"] == method)
            ]

    def count(self, chat_id: int | None = None, method: str | None = None) -> int:
        """``len(sent(chat_id, method))`` without copying: cheap enough for ``wait_for``."""
        with self._lock:
            return sum(
                1
                for r in self._candidates(chat_id, method)
                if r["ok"]
                and (chat_id is None or r["chat_id"] == chat_id)
                and (method is None or r["method"] == method)
            )

    def polls(self) -> list[dict]:
        """Every getUpdates call: params, time, ok, result (the updates returned)."""
        with self._lock:
            return [self._public_call(r) for r in self._polls]

    def errors(self) -> list[str]:
        """Tracebacks of bugs in this server (answered as 500); should stay empty."""
        with self._lock:
            return list(self._errors)

    @staticmethod
    def _message_view(rec: dict) -> dict:
        view = {
            k: copy.deepcopy(rec[k])
            for k in (
                "chat_id",
                "message_id",
                "kind",
                "text",
                "parse_mode",
                "entities",
                "reply_markup",
                "reply_to_message_id",
                "reply_parameters",
                "date",
                "edit_date",
            )
        }
        view["plain_text"] = rec["plain"]
        view["reply_markup"] = (
            copy.deepcopy(rec["inline_markup"])
            if rec["inline_markup"]
            else (copy.deepcopy(rec["reply_markup"]) or None)
        )
        view["object"] = copy.deepcopy(rec["object"])
        if rec.get("upload"):
            view["upload"] = dict(rec["upload"])
        return view

    def messages(self, chat_id: int) -> list[dict]:
        """The chat's current bot messages (after edits, without deleted ones), oldest first.

        Each: chat_id, message_id, kind (text/photo/voice/...), text (as sent, markup
        included), plain_text (as shown), parse_mode, entities, reply_markup (decoded),
        reply_to_message_id, reply_parameters, date, edit_date, object (the Message dict),
        upload (for media: data, filename, content_type, file_id)."""
        with self._lock:
            return [
                self._message_view(r)
                for r in self._msgs.get(chat_id, {}).values()
                if r["from_bot"] and not r["deleted"]
            ]

    def message(self, chat_id: int, message_id: int) -> dict | None:
        with self._lock:
            rec = self._msgs.get(chat_id, {}).get(message_id)
            return self._message_view(rec) if rec else None

    def last_text(self, chat_id: int) -> str | None:
        """Text (or caption) as sent of the chat's newest current bot message."""
        msgs = self.messages(chat_id)
        return msgs[-1]["text"] if msgs else None

    def buttons(self, chat_id: int, message_id: int | None = None) -> list[tuple[str, str]]:
        """(text, callback_data or url) of the inline buttons of a bot message (default: the
        newest one that has a keyboard)."""
        msgs = [m for m in self.messages(chat_id) if m["object"].get("reply_markup")]
        if message_id is not None:
            msgs = [m for m in msgs if m["message_id"] == message_id]
        if not msgs:
            return []
        rows = msgs[-1]["object"]["reply_markup"]["inline_keyboard"]
        return [(b["text"], b.get("callback_data") or b.get("url", "")) for r in rows for b in r]

    def uploads(self, chat_id: int | None = None, method: str | None = None) -> list[dict]:
        """Files the bot sent: chat_id, message_id, method, data, filename, content_type,
        caption, file_id (deleted messages included)."""
        out = []
        with self._lock:
            for r in self._calls:
                if not r["ok"] or r["method"] not in MEDIA_FIELDS or not r["message"]:
                    continue
                if chat_id is not None and r["chat_id"] != chat_id:
                    continue
                if method is not None and r["method"] != method:
                    continue
                rec = self._msgs[r["message"]["chat"]["id"]][r["message"]["message_id"]]
                out.append(
                    {
                        "chat_id": rec["chat_id"],
                        "message_id": rec["message_id"],
                        "method": r["method"],
                        "caption": r["params"].get("caption"),
                        **rec["upload"],
                    }
                )
        return out

    def photos(self, chat_id: int | None = None) -> list[dict]:
        return self.uploads(chat_id, "sendPhoto")

    def callback_answers(self, callback_id: str | None = None) -> list[dict]:
        """answerCallbackQuery calls: callback_query_id, update_id, text, show_alert, url,
        cache_time, time."""
        with self._lock:
            return [
                dict(a)
                for a in self._answers
                if callback_id is None or a["callback_query_id"] == str(callback_id)
            ]

    def commands(self, scope: dict | None = None, language_code: str = "") -> list[dict]:
        with self._lock:
            key = self._commands_key({"scope": scope, "language_code": language_code})
            return copy.deepcopy(self._commands.get(key, []))

    @property
    def webhook(self) -> dict:
        """The webhook settings last set: url ("" = none), secret_token, allowed_updates..."""
        with self._lock:
            return dict(self._webhook)

    def update(self, update_id: int) -> dict:
        """The update pushed under that id."""
        with self._lock:
            return copy.deepcopy(self._update_log[update_id]["update"])

    def updates(self) -> list[dict]:
        """Every pushed update: update_id, update, chat_id, pushed_at, delivered_at,
        confirmed_at (monotonic seconds; None = not yet)."""
        with self._lock:
            return [dict(r) for r in self._update_log.values()]

    def pending_updates(self) -> int:
        """Updates not yet confirmed by a getUpdates offset (or a webhook 2xx)."""
        with self._lock:
            return len(self._updates)

    def latencies(self) -> dict[int, float]:
        """update_id -> seconds from push to the first call that answered it (see module doc)."""
        with self._lock:
            out: dict[int, float] = {}
            for r in self._calls:
                for uid in r["answers"]:
                    if uid not in out:
                        out[uid] = r["time"] - self._update_log[uid]["pushed_at"]
            return out

    def wait_for(self, predicate: Callable[[BotAPIServer], Any], timeout: float = 10.0) -> Any:
        """Wait until ``predicate(server)`` is truthy and return its value; ``TimeoutError``
        with a summary of what the bot did otherwise."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                value = predicate(self)
                if value:
                    return value
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError(f"condition not met within {timeout}s\n{self.summary()}")
                self._cond.wait(min(remaining, 0.25))

    def wait_sent(
        self, chat_id: int, count: int = 1, timeout: float = 10.0, method: str | None = None
    ) -> list[dict]:
        """Wait until the bot made ``count`` message-sending calls (``SEND_METHODS``, or just
        ``method``) to the chat; return those calls."""

        def enough(server: BotAPIServer) -> list[dict] | None:
            calls = [
                c
                for c in server.sent(chat_id, method)
                if method is not None or c["method"] in SEND_METHODS
            ]
            return calls if len(calls) >= count else None

        try:
            return self.wait_for(enough, timeout)
        except TimeoutError as exc:
            raise TimeoutError(f"expected {count} message(s) in chat {chat_id}; {exc}") from None

    def summary(self, last: int = 20) -> str:
        with self._lock:
            lines = [
                f"pending updates: {len(self._updates)}; getUpdates calls: {len(self._polls)}; "
                f"calls: {len(self._calls)}"
            ]
            for r in self._calls[-last:]:
                p = r["params"]
                what = p.get("text") or p.get("caption") or p.get("data") or ""
                state = "ok" if r["ok"] else f"{r['status']} {r['error']}"
                lines.append(f"  {r['method']} chat={r['chat_id']} {state} {str(what)[:80]!r}")
            for err in self._errors[-3:]:
                lines.append("server error:\n" + err)
            return "\n".join(lines)

    # ------------------------------------------------------------------ webhook delivery

    def _deliver_webhooks(self) -> None:
        while True:
            with self._cond:
                while not self._stopping and not (self._webhook["url"] and self._updates):
                    self._cond.wait(0.5)
                if self._stopping:
                    return
                rec = self._updates[0]
                url = self._webhook["url"]
                secret = self._webhook.get("secret_token")
                self._mark_delivered(rec)
            try:
                status, _ = post_webhook(url, rec["update"], secret, timeout=10)
            except OSError:
                status = 0
            with self._cond:
                if 200 <= status < 300:
                    if self._updates and self._updates[0] is rec:
                        rec["confirmed_at"] = time.monotonic()
                        self._updates.pop(0)
                    self._cond.notify_all()
                    continue
            time.sleep(0.2)
