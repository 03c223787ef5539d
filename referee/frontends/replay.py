"""``referee replay``: JSON lines in, one JSON line out per input line (the stable interface)."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable, Iterator
from typing import IO, Any

from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError, field_validator

from ..dialogue import Session
from ..language import LANGS

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


def text_lines(stream: IO[bytes]) -> Iterator[str]:
    """The lines of a byte stream; bytes that are not UTF-8 become lone surrogates.

    :func:`replay_lines` reports such a line as an error instead of stopping the replay.
    """
    return iter(io.TextIOWrapper(stream, encoding="utf-8", errors="surrogateescape"))


def replay_lines(lines: Iterable[str], lang: str = "en") -> Iterator[dict[str, Any]]:
    """Feed each line to one session; yield one output record per input line.

    Only a header line that starts a game yields nothing. A header that cannot start one, a
    line that is empty, not UTF-8, not JSON or not an utterance, yields a record whose
    ``error`` says why, and the replay goes on.
    """
    session = Session(table_id="replay", lang=lang)
    for number, raw in enumerate(lines):
        raw = raw.rstrip("\r\n")
        if number == 0:
            raw = raw.removeprefix(_BOM)
        if _ESCAPED_BYTE.search(raw):
            yield _error(session, raw, "not UTF-8: the line holds bytes that are no text")
            continue
        if not raw.strip():
            yield _error(session, raw, "empty line")
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as err:
            yield _error(session, raw, f"bad JSON: {err.msg} at column {err.colno}")
            continue
        if not isinstance(data, dict):
            yield _error(session, raw, "each line must be a JSON object")
            continue
        if _has_surrogate(data):
            yield _error(session, raw, "bad JSON: a \\u escape is half a character (a surrogate)")
            continue
        if "text" not in data and "game" in data:
            try:
                header = Header.model_validate(data)
            except ValidationError as err:
                yield _error(session, raw, _first_error(err))
                continue
            header_lang = header.lang or lang
            if header_lang not in LANGS:
                yield _error(session, raw, f"unknown language {header.lang!r}")
                continue
            before = session.table
            options = _lists_as_text(header.options)
            reply = session.start(header.game, header.players, options, lang=header_lang)
            problem = reply.text if session.table is before else None
            if problem is not None:  # the game did not start: say why, in that line
                yield {
                    "text": None,
                    "intent": None,
                    "reply": problem,
                    "state": session.snapshot(),
                    "error": problem,
                }
            continue
        try:
            utterance = Utterance.model_validate(data)
        except ValidationError as err:
            yield _error(session, raw, _first_error(err))
            continue
        reply = session.handle(utterance.text, utterance.speaker)
        yield {
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


def _has_surrogate(data: Any) -> bool:
    """Whether parsed JSON holds a lone surrogate (``"\\ud800"``): no UTF-8 can carry it."""
    if isinstance(data, str):
        return bool(_SURROGATE.search(data))
    if isinstance(data, dict):
        return any(_has_surrogate(k) or _has_surrogate(v) for k, v in data.items())
    if isinstance(data, list):
        return any(_has_surrogate(v) for v in data)
    return False


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
