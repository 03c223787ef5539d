"""Rule knowledge: the topics of each game, read from ``locales/<lang>/rules-<game>.ftl``
(message ``rules-<game>-<topic>``: the answer, with a ``.title`` and ``.ask`` phrasings).

A topic's facts are messages ``rules-<game>-<topic>--<fact>``: one short answer each (the
number, the yes/no, the player), with ``.if`` phrasings. A phrasing may hold placeholders
for a question's pieces (``NUM``, ``COUNT``, ``PLAYER``, ``PILLAR``, ``LEVEL``, ``STAR``):
the fact fits only a question that has them, and its answer gets their values."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from fluent.syntax import FluentParser, ast

from ..language.questions import TOKENS
from ..resources import resource_dir

# The games with rule knowledge, in the order searching all of them ranks ties.
GAMES = ("babel", "turm", "paletti")


@lru_cache(maxsize=8192)
def _needs(ask: str) -> frozenset[str]:
    return frozenset(t for t in TOKENS if t in ask.split())


@dataclass(frozen=True)
class Fact:
    """One short answer of a topic, with the phrasings it answers."""

    msg_id: str
    name: str
    asks: tuple[str, ...]

    def needs(self, ask: str) -> frozenset[str]:
        """The pieces a phrasing needs ("what is floor NUM worth": a number)."""
        return _needs(ask)


@dataclass(frozen=True)
class Entry:
    """One topic of one game in one language."""

    game: str
    topic: str
    title: str
    asks: tuple[str, ...]
    text: str
    facts: tuple[Fact, ...] = ()

    @property
    def key(self) -> str:
        """``babel-scoring``: game and topic, the id tests and the CLI use."""
        return f"{self.game}-{self.topic}"

    @property
    def msg_id(self) -> str:
        return f"rules-{self.game}-{self.topic}"


def _pattern_text(pattern: ast.Pattern | None) -> str:
    """All literal text of a pattern, every variant of every selector included."""
    if pattern is None:
        return ""
    parts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element, ast.Placeable):
            parts.append(_expression_text(element.expression))
    return "".join(parts)


def _expression_text(expression: Any) -> str:
    if isinstance(expression, ast.SelectExpression):
        return " ".join(_pattern_text(v.value) for v in expression.variants)
    if isinstance(expression, ast.StringLiteral):
        return expression.value
    if isinstance(expression, ast.Placeable):
        return _expression_text(expression.expression)
    return " "


@cache
def entries(lang: str, game: str) -> tuple[Entry, ...]:
    """The topics of ``game`` in ``lang``, in file order (the summary is not a topic)."""
    path = resource_dir("locales") / lang / f"rules-{game}.ftl"
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    prefix = f"rules-{game}-"
    found = []
    facts: dict[str, list[Fact]] = {}
    for item in resource.body:
        if not isinstance(item, ast.Message) or not item.id.name.startswith(prefix):
            continue
        attrs = {a.id.name: _pattern_text(a.value).strip() for a in item.attributes}
        name = item.id.name[len(prefix) :]
        if "--" in name and "if" in attrs:
            topic, _, fact = name.partition("--")
            facts.setdefault(topic, []).append(Fact(item.id.name, fact, _split(attrs["if"])))
            continue
        if "ask" not in attrs:
            continue
        found.append(
            Entry(
                game=game,
                topic=name,
                title=attrs.get("title", item.id.name),
                asks=_split(attrs["ask"]),
                text=_pattern_text(item.value),
            )
        )
    return tuple(
        Entry(
            game=e.game,
            topic=e.topic,
            title=e.title,
            # a fact's phrasings find its topic too (without their placeholders)
            asks=e.asks + tuple(_bare(a) for f in facts.get(e.topic, []) for a in f.asks),
            text=e.text,
            facts=tuple(facts.get(e.topic, [])),
        )
        for e in found
    )


def _split(phrasings: str) -> tuple[str, ...]:
    return tuple(a.strip() for a in phrasings.split("|") if a.strip())


def _bare(ask: str) -> str:
    """A phrasing without its placeholders."""
    return " ".join(w for w in ask.split() if w not in TOKENS)


def find_entry(lang: str, game: str, topic: str) -> Entry | None:
    """The entry named ``topic`` (``scoring`` or ``babel-scoring``), if there is one."""
    topic = topic.strip().casefold()
    for entry in entries(lang, game):
        if topic in (entry.topic, entry.key):
            return entry
    return None
