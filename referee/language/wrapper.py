"""What is said around a report or a question, taken off before it is read.

A chat line may open with the bot's @name ("@refbot undo pls") or be wrapped in greetings
and politeness ("Hello! This is my first time. I built floor 3", "Could you please tell us
the score?", "…, danke!"). The report or question inside is read as if said alone. The
words are data (``polite`` in ``intents/<lang>/reader.yaml``); only whole parts of the
sentence are dropped, and only when something is left.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .pieces import Phrases, Token, fold, words

_MENTION_START = re.compile(r"^\s*@\w+\b[\s,:;.!-]*")
_MENTION_END = re.compile(r"[\s,]+@\w+\W*$")
_PART = re.compile(r"([.!?]+|[,;:]|\s[-–—]\s)")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")


def without_mention(text: str) -> str:
    """``text`` without an @name at its start or end ("@refbot undo", "undo @refbot")."""
    inner = _MENTION_END.sub("", _MENTION_START.sub("", text))
    return inner if inner.strip() else text


@dataclass(frozen=True)
class Polite:
    """One language's words of politeness."""

    parts: frozenset[tuple[str, ...]]
    """A whole part of the sentence that says nothing ("hello", "thank you so much")."""
    openers: Phrases
    """A sentence that begins so says nothing ("this is my first time …", "im new …")."""
    before_question: frozenset[tuple[str, ...]]
    """A part that says nothing before a question only ("sorry", "entschuldigung")."""
    asks: Phrases
    """A request to tell ("could you tell us …"): what follows is the question."""
    requests: Phrases
    """A request to do ("could you please …"): what follows is said as an order."""
    fillers: frozenset[str]


@cache
def polite(lang: str) -> Polite:
    data = words(lang).data.get("polite") or {}

    def phrases(key: str) -> frozenset[tuple[str, ...]]:
        return frozenset(tuple(fold(w) for w in str(p).split()) for p in data.get(key) or [])

    fillers = {fold(w) for f in words(lang).data.get("fillers") or [] for w in str(f).split()}
    return Polite(
        parts=phrases("parts"),
        openers=Phrases(data.get("openers") or []),
        before_question=phrases("before_question"),
        asks=Phrases(data.get("asks") or []),
        requests=Phrases(data.get("requests") or []),
        fillers=frozenset(fillers),
    )


def unwrap(text: str, lang: str) -> str:
    """``text`` without an @name and the politeness around what it reports or asks."""
    text = without_mention(text)
    words_of = polite(lang)
    pieces = _PART.split(text)  # [part, mark, part, mark, …]
    parts = [
        (pieces[i], pieces[i + 1] if i + 1 < len(pieces) else "") for i in range(0, len(pieces), 2)
    ]
    start = _leading(parts, words_of)
    end = _trailing(parts, start, words_of)
    if start >= end:
        return text
    kept = "".join(p + m for p, m in parts[start : end - 1]) + parts[end - 1][0]
    marks = "".join(m for _, m in parts[end - 1 :])
    kept = kept.strip() + next((m for m in "?!." if m in marks), "")
    inner = _past_the_request(kept, words_of)
    return inner if inner.strip(" .,!?") else text


def _said(part: str, words_of: Polite) -> tuple[str, ...]:
    return tuple(w for w in (fold(x) for x in _WORD.findall(part)) if w not in words_of.fillers)


def _leading(parts: list[tuple[str, str]], words_of: Polite) -> int:
    """How many parts at the start say nothing (greetings, "I'm new here.")."""
    i = 0
    while i < len(parts) - 1:
        said = _said(parts[i][0], words_of)
        if not said:
            if parts[i][0].strip():
                break
            i += 1
            continue
        if said in words_of.parts:
            i += 1
            continue
        if said in words_of.before_question and _asks_later(parts[i + 1 :]):
            i += 1
            continue
        if _opens(said, words_of.openers):  # the whole sentence, to its . ! ?
            while i < len(parts) - 1 and not re.search(r"[.!?]", parts[i][1]):
                i += 1
            i += 1
            continue
        break
    return i


def _trailing(parts: list[tuple[str, str]], start: int, words_of: Polite) -> int:
    """Where the parts that say nothing at the end ("…, thanks!") begin."""
    end = len(parts)
    while end - 1 > start:
        part = parts[end - 1][0]
        if part.strip() and _said(part, words_of) not in words_of.parts:
            break  # "aoife: ok": a filler alone at the end is still said
        end -= 1
    return end


def _asks_later(parts: list[tuple[str, str]]) -> bool:
    return any("?" in mark for _, mark in parts)


def _opens(said: tuple[str, ...], openers: Phrases) -> bool:
    tokens = [Token(text=w, word=w, base=w) for w in said]
    span = openers.find(tokens[:6])
    return span is not None and span[0] == 0


def _past_the_request(text: str, words_of: Polite) -> str:
    """ "could you tell us who's next?" -> "who's next?"; "could you please undo that?" ->
    "undo that" (an order, no question)."""
    found = list(_WORD.finditer(text))
    tokens = [Token(text=m.group(), word=fold(m.group()), base=fold(m.group())) for m in found]
    for phrases, question in ((words_of.asks, True), (words_of.requests, False)):
        span = phrases.find(tokens[:10])
        if span is None or span[0] != 0 or span[1] >= len(tokens):
            continue
        rest = text[found[span[1] - 1].end() :].strip(" ,:")
        return rest if question else rest.replace("?", ".", 1).rstrip(" .")
    return text
