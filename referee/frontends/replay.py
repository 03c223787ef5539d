"""``referee replay``: JSON lines in, one JSON line out per input line (the stable interface)."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Iterator
from typing import IO, Any

from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError, field_validator

from ..dialogue import Session
from ..language import LANGS

MAX_LINE = 64 * 1024
"""Longest input line in bytes (UTF-8); a longer one is refused with an ``error`` line."""
MAX_DEPTH = 32
"""Deepest JSON nesting of a line (a header needs 3)."""
_SHOWN = 200
"""How much of a refused over-long line is echoed in its ``text``."""

log = logging.getLogger(__name__)
_BOM = "\ufeff"
_ESCAPED_BYTE = re.compile("[\udc80-\udcff]")
"""What ``surrogateescape`` makes of a byte that is not UTF-8."""
_SURROGATE = re.compile("[\ud800-\udfff]")


class Header(BaseModel):
    """The optional first line: which game, who plays, in which language."""

    model_config = ConfigDict(extra="forbid")

    game: StrictStr
    players: list[StrictStr]
    lang: StrictStr | None = None
    """``None``: the language ``referee replay`` was started with."""
    options: dict[str, Any] = Field(default_factory=dict)

    @field_validator("game", "lang")
    @classmethod
    def _folded(cls, value: str | None) -> str | None:
        return value.strip().casefold() if value is not None else None

    @field_validator("players")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        names = [" ".join(name.split()) for name in names]
        for i, name in enumerate(names):
            if not name:
                raise ValueError(f"player {i + 1} has an empty name")
        return names


class Utterance(BaseModel):
    """One thing somebody said at the table."""

    model_config = ConfigDict(extra="ignore")

    text: StrictStr
    speaker: StrictStr | None = None


def text_lines(stream: IO[bytes], limit: int = MAX_LINE) -> Iterator[str]:
    """The lines of a byte stream, split on ``\\n`` only (as JSON Lines are).

    Bytes that are not UTF-8 become lone surrogates, and a line over ``limit`` bytes is cut
    short at ``limit + 1`` bytes and the rest skipped without being kept in memory:
    :func:`replay_lines` reports either as an error instead of stopping the replay.
    """
    while True:
        line = stream.readline(limit + 3)  # room for the longest line allowed and its \r\n
        if not line:
            return
        if len(line) == limit + 3 and not line.endswith(b"\n"):
            rest = line
            while rest and not rest.endswith(b"\n"):  # skip the rest, keeping none of it
                rest = stream.readline(1 << 16)
            line = line[: limit + 1]
        yield line.decode("utf-8", errors="surrogateescape")


def replay_lines(
    lines: Iterable[str], lang: str = "en", session: Session | None = None
) -> Iterator[dict[str, Any]]:
    """Feed each line to one session; yield one output record per input line.

    Only a header line that starts a game yields nothing. A header that cannot start one, a
    line that is empty, not UTF-8, not JSON or not an utterance, yields a record whose
    ``error`` says why, and the replay goes on. ``session``: play into this one (tests).
    """
    session = session or Session(table_id="replay", lang=lang)
    for number, raw in enumerate(lines):
        raw = raw.removesuffix("\n").removesuffix("\r")
        if number == 0:
            raw = raw.removeprefix(_BOM)
        try:
            record = _answer(session, raw, lang)
        except Exception:  # a fault of ours: this line gets an error, the replay goes on
            log.exception("could not replay line %d", number + 1)
            shown = _ESCAPED_BYTE.sub("\ufffd", raw[:_SHOWN])
            record = _error(session, shown, "internal error: this line could not be handled")
        if record is not None:
            yield record


def _answer(session: Session, raw: str, lang: str) -> dict[str, Any] | None:
    """The output record for one input line (``None`` for a header that started a game)."""
    if _too_long(raw):
        shown = _ESCAPED_BYTE.sub("\ufffd", raw[:_SHOWN]) + "…"
        return _error(session, shown, f"line too long: more than {MAX_LINE} bytes")
    if _ESCAPED_BYTE.search(raw):
        return _error(session, raw, "not UTF-8: the line holds bytes that are no text")
    if not raw.strip():
        return _error(session, raw, "empty line")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        return _error(
            session, raw, f"bad JSON: {err.msg.removesuffix(' at')} at column {err.colno}"
        )
    except RecursionError:
        return _error(session, raw, f"bad JSON: nested more than {MAX_DEPTH} levels deep")
    except ValueError as err:  # a number too long to read, NaN or Infinity
        return _error(session, raw, f"bad JSON: {_one_line(err)}")
    if not isinstance(data, dict):
        return _error(session, raw, "each line must be a JSON object")
    if _depth(data) > MAX_DEPTH:
        return _error(session, raw, f"bad JSON: nested more than {MAX_DEPTH} levels deep")
    if _has_surrogate(data):
        return _error(session, raw, "bad JSON: a \\u escape is half a character (a surrogate)")
    if "text" not in data and "game" in data:
        try:
            header = Header.model_validate(data)
        except ValidationError as err:
            return _error(session, raw, _first_error(err))
        header_lang = header.lang or lang
        if header_lang not in LANGS:
            return _error(session, raw, f"unknown language {header.lang!r}")
        before = session.table
        options = _lists_as_text(header.options)
        reply = session.start(header.game, header.players, options, lang=header_lang)
        problem = reply.text if session.table is before else None
        if problem is not None:  # the game did not start: say why, in that line
            return {
                "text": None,
                "intent": None,
                "reply": problem,
                "state": session.snapshot(),
                "error": problem,
            }
        return None
    if "text" not in data and isinstance(data.get("audio"), str):  # a spoken line
        from .voice import replay_audio

        speaker = data.get("speaker")
        return replay_audio(session, data["audio"], speaker if isinstance(speaker, str) else None)
    try:
        utterance = Utterance.model_validate(data)
    except ValidationError as err:
        return _error(session, raw, _first_error(err))
    reply = session.handle(utterance.text, utterance.speaker)
    return {
        "text": utterance.text,
        "intent": session.last_intent,
        "reply": reply.text,
        "state": session.snapshot(),
    }


def _lists_as_text(options: dict[str, Any]) -> dict[str, Any]:
    """``{"star": ["mirror"]}`` -> ``{"star": '["mirror"]'}``: no option takes a list or an
    object, so the game refuses the value and names it as it was written.

    Whether a value fits its option is the game's to say (``GameError``), not the frontend's.
    """
    return {
        key: json.dumps(value, ensure_ascii=False) if isinstance(value, list | dict) else value
        for key, value in options.items()
    }


def _too_long(raw: str) -> bool:
    """Whether a line is over :data:`MAX_LINE` bytes as UTF-8 (a character is 1-4 bytes)."""
    if len(raw) * 4 <= MAX_LINE:
        return False
    return len(raw) > MAX_LINE or len(raw.encode("utf-8", "surrogatepass")) > MAX_LINE


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _one_line(err: Exception) -> str:
    text = str(err).split(";")[0].strip()
    if "integer string conversion" in text or "digits" in text:
        return "a number has too many digits"
    return text


def _values(data: Any) -> Iterator[tuple[Any, int]]:
    """Every value in parsed JSON with its depth, keys included, without recursion."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        yield value, depth
        if isinstance(value, dict):
            stack.extend((k, depth) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def _depth(data: Any) -> int:
    return max(depth for _, depth in _values(data))


def _has_surrogate(data: Any) -> bool:
    """Whether parsed JSON holds a lone surrogate (``"\\ud800"``): no UTF-8 can carry it."""
    return any(isinstance(v, str) and _SURROGATE.search(v) for v, _ in _values(data))


def _error(session: Session, raw: str, message: str) -> dict[str, Any]:
    return {
        "text": _ESCAPED_BYTE.sub("\ufffd", raw),
        "intent": None,
        "reply": None,
        "state": session.snapshot(),
        "error": message,
    }


def _first_error(err: ValidationError) -> str:
    first = err.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "line"
    message = first["msg"].removeprefix("Value error, ")
    return f"{where}: {message}"


def dump(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False)
