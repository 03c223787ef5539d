"""Questions that play something out on the table: "if Lukas builds floor 1 now, how many
points does Greta have?", "Wer wäre dran, wenn Hauke jetzt aufhört?".

:func:`supposition` splits such a question into its conditions, each told like a report
("Lukas builds floor 1"), and the question asked about the table they leave (or ``None``
when the rest only asks what happens). The dialogue applies the conditions to a copy of the
table and answers there; nothing here knows a game. Words as data:
``intents/<lang>/words/rules.yaml`` (``supposing``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .questions import fold, words_data

_CLAUSES = re.compile(r"\s*(?:[,;:.!?–—]+|\s-+\s)\s*")


@dataclass(frozen=True)
class Supposition:
    """What a question supposes (``conditions``, in the order told) and what it then asks
    (``question``; ``None``: only what happens)."""

    conditions: tuple[str, ...]
    question: str | None
    now: bool = False
    """Whether it says it of the table now ("if Ole opens the 0 now", "wenn … jetzt")."""


@dataclass(frozen=True)
class _Words:
    opens: tuple[tuple[str, ...], ...]
    persons: frozenset[str]
    follow: frozenset[str]
    drop: frozenset[str]
    now: frozenset[str]
    joins: tuple[tuple[str, ...], ...]


def _phrases(value: str) -> list[str]:
    return [" ".join(fold(p).split()) for p in str(value or "").split("|") if p.strip()]


@cache
def _words(lang: str) -> _Words:
    data = words_data(lang).get("supposing") or {}
    opens = sorted((tuple(p.split()) for p in _phrases(data.get("opens", ""))), key=len)
    return _Words(
        opens=tuple(reversed(opens)),  # the longest first: "what happens if" before "if"
        persons=frozenset(fold(str(data.get("persons", ""))).split()),
        follow=frozenset(_phrases(data.get("follow", ""))),
        drop=frozenset(fold(str(data.get("drop", ""))).split()),
        now=frozenset(fold(str(data.get("now", ""))).split()),
        joins=tuple(
            sorted((tuple(p.split()) for p in _phrases(data.get("and", ""))), key=len)[::-1]
        ),
    )


def _opener(words: list[str], opens: tuple[tuple[str, ...], ...]) -> int:
    """How many words open ``words`` as a condition (0: none)."""
    for phrase in opens:
        if tuple(words[: len(phrase)]) == phrase:
            return len(phrase)
    return 0


def _inner_opener(words: list[str], opens: tuple[tuple[str, ...], ...]) -> int | None:
    """Where a one-word opener starts a condition inside a clause ("who wins if the villa
    falls"), if it does."""
    singles = {p[0] for p in opens if len(p) == 1}
    for i, word in enumerate(words[1:], start=1):
        if word in singles:
            return i
    return None


def supposition(text: str, lang: str) -> Supposition | None:
    """The conditions and the question of ``text``; ``None`` when it supposes nothing of
    this table (no condition, or one about anybody: a rule question in general)."""
    words = _words(lang)
    if not words.opens:
        return None
    conditions: list[str] = []
    asked: list[str] = []
    first_after = 0
    opened = False  # the clause before was only an opener ("und angenommen, ...")
    for clause in _CLAUSES.split(text):
        said = re.findall(r"[\w'’]+", clause)  # the words as said (the readers fold them)
        tokens = [fold(w) for w in said]
        if not tokens:
            continue
        n = _opener(tokens, words.opens)
        if n == 0 and opened:
            n, opened = -1, False  # the condition after a bare opener
        if n == 0:
            inner = _inner_opener(tokens, words.opens)
            if inner is not None:
                asked.append(" ".join(said[:inner]))
                said, tokens, n = said[inner:], tokens[inner:], 1
        if n == 0:
            asked.append(" ".join(said))
            continue
        start = 0 if n < 0 else n
        rest = [w for w, t in zip(said[start:], tokens[start:], strict=True) if t not in words.drop]
        if not tokens[start:]:
            opened = True
            continue
        if any(t in words.persons for t in tokens[start:]):
            return None  # "if someone opens the star": the rules in general
        if not rest:
            return None
        if not conditions:
            first_after = len(asked)
        conditions.append(" ".join(rest))
    if not conditions:
        return None
    said = " ".join(asked[first_after:] or asked)  # asked after the first condition, else before
    bare = " ".join(t for t in (fold(w) for w in said.split()) if t not in words.drop)
    now = bool(words.now & set(re.findall(r"\w+", fold(text))))
    if not bare or bare in words.follow or " ".join(fold(said).split()) in words.follow:
        return Supposition(conditions=tuple(conditions), question=None, now=now)
    return Supposition(conditions=tuple(conditions), question=said, now=now)


def steps(condition: str, lang: str) -> list[str]:
    """A condition told as several reports, split where a joining word stands ("Till
    objects and fails" is two); one step when nothing joins."""
    joins = _words(lang).joins
    said = condition.split()
    folded = [fold(w) for w in said]
    parts: list[list[str]] = [[]]
    i = 0
    while i < len(said):
        join = next((j for j in joins if tuple(folded[i : i + len(j)]) == j), None)
        if join is not None and parts[-1]:
            parts.append([])
            i += len(join)
            continue
        parts[-1].append(said[i])
        i += 1
    return [" ".join(p) for p in parts if p]
