"""Events, rejections and answers -> words, from the Fluent files in ``locales/<lang>/``."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt
from fluent.runtime.utils import native_to_fluent
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


class _Int(FluentInt):
    """A whole number as Fluent shows it by default, its text worked out once per locale.

    Fluent makes a new ``FluentInt`` of every number argument (merging its options) and
    formats it with babel each time it is shown (cloning and applying the locale's number
    pattern): about half of the CPU of a reply with a score in it. The messages here only
    use the default options (no ``NUMBER()``), so a number's text in a locale never changes.
    """

    options = FluentInt.default_number_format_options  # shared, never changed

    def __new__(cls, value: int) -> _Int:
        return int.__new__(cls, value)

    def format(self, locale: Locale) -> str:
        texts = _SHOWN.get(locale)
        if texts is None:
            texts = _SHOWN[locale] = {}
        text = texts.get(self)
        if text is None:
            text = super().format(locale)
            if len(texts) < _REMEMBERED:
                texts[int(self)] = text
        return text


_REMEMBERED = 4096
"""Numbers remembered (per locale): scores, floors and counts are a few hundred."""
_SHOWN: dict[Locale, dict[int, str]] = {}
_INTS: dict[int, _Int] = {}


def _fluent(value: Any) -> Any:
    """An argument as Fluent's value: what ``native_to_fluent`` makes, whole numbers kept."""
    if type(value) is not int:
        return native_to_fluent(value)
    number = _INTS.get(value)
    if number is None:
        number = _Int(value)
        if len(_INTS) < _REMEMBERED:
            _INTS[value] = number
    return number


class _Bundle(FluentBundle):
    """A ``FluentBundle`` whose whole numbers are formatted, and their plural forms chosen,
    once per value (see :class:`_Int`); everything else is Fluent's own."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._plural_form = _remembered_plurals(self._plural_form)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> Any:
        # FluentBundle.format_pattern (fluent.runtime 0.4), with _fluent for native_to_fluent
        fluent_args = {k: _fluent(v) for k, v in args.items()} if args else {}
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self, current=CurrentEnvironment(args=fluent_args), errors=errors
        )
        try:
            result = pattern(env)
        except ValueError as err:
            errors.append(err)
            result = "{???}"
        return result, errors


def _remembered_plurals(plural_form: Callable[[Any], str]) -> Callable[[Any], str]:
    forms: dict[int, str] = {}

    def remembered(n: Any) -> str:
        if not isinstance(n, int):  # 1.0 and 1 may differ
            return plural_form(n)
        form = forms.get(n)
        if form is None:
            form = plural_form(n)
            if len(forms) < _REMEMBERED:
                forms[int(n)] = form
        return form

    return remembered


class Renderer:
    """Renders messages in one language; lists, rankings and score tables are joined here."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.bundle = _Bundle([lang], use_isolating=False, functions={"GENITIVE": genitive})
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
