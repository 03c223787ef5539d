"""``referee replay``: JSON lines in, one JSON line out per utterance (the stable interface)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..dialogue import Session
from ..language import LANGS


class Header(BaseModel):
    """The optional first line: which game, who plays, in which language."""

    model_config = ConfigDict(extra="forbid")

    game: str
    players: list[str]
    lang: str = "en"
    options: dict[str, Any] = Field(default_factory=dict)


class Utterance(BaseModel):
    """One thing somebody said at the table."""

    model_config = ConfigDict(extra="ignore")

    text: str
    speaker: str | None = None


def replay_lines(lines: Iterable[str], lang: str = "en") -> Iterator[dict[str, Any]]:
    """Feed each line to one session; yield an output record per utterance line.

    A header line yields nothing when it starts a game; a header that cannot start one, a
    line that is not JSON or not an utterance, yields a record whose ``error`` says why.
    """
    session = Session(table_id="replay", lang=lang)
    for raw in lines:
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as err:
            yield _error(session, raw, f"bad JSON: {err.msg} at column {err.colno}")
            continue
        if not isinstance(data, dict):
            yield _error(session, raw, "each line must be a JSON object")
            continue
        if "text" not in data and "game" in data:
            try:
                header = Header.model_validate(data)
            except ValidationError as err:
                yield _error(session, raw, _first_error(err))
                continue
            if header.lang not in LANGS:
                yield _error(session, raw, f"unknown language {header.lang!r}")
                continue
            before = session.table
            reply = session.start(header.game, header.players, header.options, lang=header.lang)
            if session.table is before:  # the game did not start: say why, in that line
                yield {
                    "text": None,
                    "intent": None,
                    "reply": reply.text,
                    "state": session.snapshot(),
                    "error": reply.text,
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


def _error(session: Session, raw: str, message: str) -> dict[str, Any]:
    return {
        "text": raw.rstrip("\n"),
        "intent": None,
        "reply": None,
        "state": session.snapshot(),
        "error": message,
    }


def _first_error(err: ValidationError) -> str:
    first = err.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "line"
    return f"{where}: {first['msg']}"


def dump(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False)
