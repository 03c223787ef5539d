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

from .questions import asking, asks, fold, words_data

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
    wh: frozenset[str]
    pronouns: frozenset[str]
    indicative: tuple[tuple[str, str], ...]
    refer: dict[str, str]


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
        wh=frozenset(fold(str(data.get("wh", ""))).split()),
        pronouns=frozenset(fold(str(data.get("pronouns", ""))).split()),
        refer={fold(str(k)): str(v) for k, v in (data.get("refer") or {}).items()},
        indicative=tuple(
            sorted(
                ((str(k), str(v)) for k, v in (data.get("indicative") or {}).items()),
                key=lambda kv: -len(kv[0]),
            )
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


def _asked_inside(said: list[str], lang: str) -> int | None:
    """Where a question starts inside a condition said without a comma ("Ben builds floor
    2 who leads", "Ben jetzt baut wer ist dran"): a question word, or a verb before its
    subject ("does he", "hat er"), after the condition's first two words."""
    words_of = asking(lang)
    wh = _words(lang).wh
    folded = [fold(w) for w in said]
    for i in range(2, len(folded)):
        if folded[i] in wh:
            return i
        if (
            i + 1 < len(folded)
            and folded[i] in words_of.get("auxiliaries", frozenset())
            and folded[i + 1] in _words(lang).pronouns
        ):
            return i
    return None


def indicative(question: str, lang: str) -> str:
    """``question`` asked of the table as it would stand: "who would be up" is "who is
    up", "wer wäre dran" "wer ist dran"."""
    said = " " + " ".join(re.findall(r"[\w'’]+", question)) + " "
    for mood, plain in _words(lang).indicative:
        said = re.sub(rf"(?i)\b{re.escape(mood)}\b", plain, said)
    return " ".join(said.split())


def naming(question: str, player: str, lang: str) -> str:
    """``question`` with the pronouns that point back at the condition's ``player`` named:
    "how many points would she have" asks about Mara."""
    refer = _words(lang).refer
    said = re.findall(r"[\w'’]+", question)
    return " ".join(refer[fold(w)].replace("NAME", player) if fold(w) in refer else w for w in said)


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
        cut = _asked_inside(rest, lang)
        if cut is not None:  # "if Ben builds floor 2 does he lead": the question in it
            rest, inside = rest[:cut], rest[cut:]
        if not conditions:
            first_after = len(asked)
        conditions.append(" ".join(rest))
        if cut is not None:
            asked.append(" ".join(inside))
    if not conditions:
        return None
    if len(asked[first_after:]) > 1:
        return None  # "if Lina opens the 2, puts one in, and then the 0, …": a story to tell
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


def yes_or_no(question: str, lang: str, players: tuple[str, ...] = ()) -> bool:
    """Whether ``question`` asks yes or no: its word order says so ("does he get the seal",
    "kriegt er dann das Siegel", "nimmt er Ida das Siegel ab")."""
    if asks(question, lang, players) == "yes-no":
        return True
    words = [fold(w) for w in re.findall(r"[\w']+", question)]
    if lang != "de" or len(words) < 2 or words[0] in _words(lang).wh:
        return False
    subjects = asking(lang).get("subjects", frozenset()) | {fold(p) for p in players}
    return words[1] in subjects  # a verb, then its subject: "nimmt er …"
