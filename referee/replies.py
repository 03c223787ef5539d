"""Events, rejections and answers -> words, from the Fluent files in ``locales/<lang>/``."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from pydantic import BaseModel, Field

from .resources import resource_dir


class Message(BaseModel):
    """A message id and its arguments, rendered later in the table's language."""

    id: str
    args: dict[str, Any] = Field(default_factory=dict)


class Quick(BaseModel):
    """A one-tap report: its label and the engine command it makes, or further choices."""

    label: str
    command: dict[str, Any] | None = None
    then: list[Quick] = Field(default_factory=list)
    """A second choice (Der Turm: after the disk, how many gems were in it)."""


class Reply(BaseModel):
    """What the referee answers: text to show, the same words to speak, quick answers."""

    text: str
    speech: str
    buttons: list[str] = Field(default_factory=list)
    """Answers to say back as they are ("yes", "no", a rule topic)."""
    score_sheet: bool = False
    """Whether this reply ends a Babel round or a game: time to show the score sheet."""


def genitive(name: Any) -> str:
    """German possessive of a name: ``Annas``, but ``Jonas’`` and ``Max’`` (Fluent: GENITIVE)."""
    text = str(name)
    return f"{text}’" if text.lower().endswith(("s", "ß", "x", "z", "ce")) else f"{text}s"


MAX_SHOWN = 200
"""Longest text of one argument said back (a pasted 10 kB "name" is shortened with …)."""


def _said(value: Any) -> Any:
    """An argument Fluent can always format: long text shortened, odd numbers as text.

    Fluent refuses placeables over 2,500 characters and cannot format a float such as
    ``1e25`` or ``inf``; a value a player or a file gave must never break the reply.
    """
    if isinstance(value, str):
        return value if len(value) <= MAX_SHOWN else value[:MAX_SHOWN] + "…"
    if isinstance(value, float) and not (abs(value) < 1e15):
        return repr(value)
    if isinstance(value, int) and abs(value) >= 10**15:
        return _said(str(value))
    return value


class Renderer:
    """Renders messages in one language; lists, rankings and score tables are joined here."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.bundle = FluentBundle([lang], use_isolating=False, functions={"GENITIVE": genitive})
        folder = resource_dir("locales") / lang
        for path in sorted(folder.glob("*.ftl")):
            self.bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))

    def has(self, msg_id: str) -> bool:
        return self.bundle.has_message(msg_id)

    def render(self, msg_id: str, **args: Any) -> str:
        """The text of ``msg_id``; a missing message is a bug and raises ``KeyError``."""
        message = self.bundle.get_message(msg_id)
        if message.value is None:
            raise KeyError(msg_id)
        text, errors = self.bundle.format_pattern(message.value, self._prepare(args))
        if errors:
            raise ValueError(f"{self.lang}:{msg_id}: {errors}")
        return text

    def render_all(self, messages: list[Message]) -> str:
        return " ".join(self.render(m.id, **m.args) for m in messages)

    def names(self, names: list[str]) -> str:
        """``Anna, Ben and Carla`` / ``Anna, Ben und Carla``."""
        if not names:
            return self.render("nobody")
        if len(names) == 1:
            return names[0]
        return self.render("list-and", head=", ".join(names[:-1]), last=names[-1])

    def _prepare(self, args: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in args.items():
            if key == "game" and isinstance(value, str) and self.has(f"game-{value}"):
                out[key] = self.render(f"game-{value}")
            elif isinstance(value, bool):
                out[key] = "yes" if value else "no"
            elif isinstance(value, dict):
                out[key] = self._table(list(value.items()))
                out[f"{key}_count"] = len(value)
            elif isinstance(value, list) and value and isinstance(value[0], list | tuple):
                out[key] = self._table([tuple(v) for v in value])
            elif isinstance(value, list):
                out[key] = self.names([_said(str(v)) for v in value])
                out[f"{key}_count"] = len(value)
            elif value is None:
                out[key] = "none"
            else:
                out[key] = _said(value)
        return out

    def _table(self, rows: list[tuple[Any, ...]]) -> str:
        return ", ".join(
            self.render("score-entry", name=_said(r[0]), value=_said(r[1])) for r in rows
        )


@lru_cache(maxsize=4)
def get_renderer(lang: str) -> Renderer:
    """One renderer per language, loaded once."""
    return Renderer(lang)
