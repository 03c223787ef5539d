"""Rule questions -> answers from this table's game: what the dialogue asks and what
``referee rules`` prints (``knowledge``: the topics, ``ranking``: which one, ``facts``: ours)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..language.intents import LANGS, star_word
from ..language.questions import (
    Pieces,
    analyzer,
    asking,
    asks,
    named_game,
    pieces,
    resolve_game,
    without_lead_in,
)
from ..replies import Message, get_renderer
from .facts import live_facts, question_facts
from .knowledge import GAMES, Entry, entries, find_entry
from .ranking import HIGH, Match, Verdict, classify, lookup, pick_fact, score_fact, search

# A runner-up's fact answers instead of the best topic's own only when it scores this much
# better.
RUNNER_UP_MARGIN = 0.05
RUNNER_UP_MIN = 0.9
# The star rules of Der Turm, each its own topic.
STAR_RULES = ("super2", "mirror", "friendly4", "cantstop")

# The classifier's margin above which a question read as one about the table is answered
# from the rules (benchmarks/rules.py).
RULE_OVER_STATE = 0.6
# ... and above which a question in general (about nobody at the table, not about now) is.
RULE_OVER_STATE_GENERAL = 0.3
# Pieces that set a question's table apart from this one ("the first round", "with five",
# "what is the thick one worth").
_SETTINGS = frozenset({"ROUND", "COUNT", "PILLAR"})

__all__ = [
    "GAMES",
    "Entry",
    "RuleAnswer",
    "answer",
    "Match",
    "Verdict",
    "answer_question",
    "first_sentence",
    "classify",
    "entries",
    "find_entry",
    "lookup",
    "resolve_game",
    "rule_over_state",
    "rules_text",
    "search",
    "summary",
    "topic",
    "unsure",
]


@dataclass
class RuleAnswer:
    """A rule answer: ``lead`` is the answer in one sentence (what the voice says), the
    rest of ``messages`` the details; ``buttons`` the topics offered when unsure."""

    messages: list[Message]
    lead: list[Message]
    buttons: list[str] = field(default_factory=list)
    entry: Entry | None = None  # the topic answered (None: topics offered)

    def spoken(self, lang: str) -> str:
        """What the voice says: the lead's first sentence (with "In Villa Paletti:")."""
        return first_sentence(get_renderer(lang).render_all(self.lead))


_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”»]?\s+(?=\S)")


def first_sentence(text: str) -> str:
    """The first sentence of ``text`` (all of it when it has one)."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def answer_question(text: str, lang: str, game: str | None, state: Any) -> list[Message] | None:
    """Messages answering ``text`` as a rule question, or None if it is not one."""
    found = answer(text, lang, game, state)
    return None if found is None else found.messages


def answer(
    text: str, lang: str, game: str | None, state: Any, asked: bool = False
) -> RuleAnswer | None:
    """The answer to ``text`` as a rule question, or None if it is not one.

    The question's kind and pieces decide how: a named ★ rule wins over the table's, the
    table's over another; a fact of the topic that fits the question leads; the table's
    state answers a question about now (or one in general), never a hypothetical.
    ``asked``: ``text`` is a question however it is worded (``referee rules``, ``/rules``).
    """
    text = without_lead_in(text, lang)
    players = tuple(getattr(state, "players", ()) or ())
    verdict = classify(text, lang, game, players, asked)
    if verdict.kind == "none" or verdict.best is None:
        return None
    if verdict.kind == "unsure":
        own = _own_variant(verdict, game, state)
        if own is None:
            message, titles = unsure(verdict, lang)
            return RuleAnswer([message], [message], titles)
        verdict = Verdict("answer", [own, *(m for m in verdict.matches if m is not own)])
    found = pieces(text, lang, players)
    entry = _star_rule(
        _with_fact(verdict, text, lang, found, players), found, lang, game, state, text
    )
    messages = []
    if entry.game != game and verdict.game != entry.game:  # unless the question names it
        messages.append(Message(id="rules-in-game", args={"game": entry.game}))
    said = respond(entry, text, lang, game, state, found)
    return RuleAnswer(messages + said, messages + said[:1], entry=entry)


def _own_variant(verdict: Verdict, game: str | None, state: Any) -> Match | None:
    """Among the topics a question leaves open, this table's ★ rule when the others are
    ★ rules too ("Uwe deckt den Stern auf, da liegt nichts drin" at a Mirror table: not
    "Super 2 or Mirror?"): the table's own variant is the default."""
    star = getattr(state, "star", None) if game == "turm" else None
    close = verdict.matches[:3]
    own = next((m for m in close if m.entry.game == game and m.entry.topic == star), None)
    others = [m for m in close if m is not own and m.entry.topic in STAR_RULES]
    return own if own is not None and others else None


def rule_over_state(
    text: str,
    lang: str,
    game: str | None,
    state: Any,
    exact: bool,
    report: bool = False,
    help_asked: bool = False,
) -> bool:
    """Whether a sentence the dialogue read as a question about the table (or, with
    ``report``, as a report; ``help_asked``: as asking for help) is rather a rule
    question.

    It is when it names another variant than this table's ("and with Super 2?"), or, where
    the reading only brushed the state or the report (a template's ``exact`` match stays
    the table's), when the rules have a clear answer and the sentence asks for a rule: the
    classifier is sure of its topic ("how many levels are there?"), it supposes a table of
    its own ("if it falls on floor 10, ..."), or it asks yes or no by its word order ("do I
    keep my points", "darf man nur das Dach abheben"). A report is taken for a question only
    by that word order: "the tower fell, now what?" is still the report."""
    if _names_another_variant(text, lang, game, state):
        return True
    if exact:
        return False
    players = tuple(getattr(state, "players", ()) or ())
    verdict = classify(text, lang, game, players)
    if verdict.kind != "answer" or verdict.best is None:
        return False
    shape = asks(text, lang, players)
    if report:  # "auf wie vielen Säulen muss eine neue Ebene liegen": asked from the start
        return shape in ("yes-no", "wh")
    if verdict.best.margin >= RULE_OVER_STATE:
        return True
    found = pieces(text, lang, players)
    if found.kind == "hypothetical" and shape is not None:
        return True  # "what if the villa fell now, who wins": the rule, not the table
    if shape == "yes-no":
        return found.kind != "now"
    # "who goes first in the very first round?", "wie gewinnt man?", "how does the mirror
    # work?" (read as asking for help): about nobody at the table and not about now
    if shape != "wh" or found.kind != "general" or found.players or game is None:
        return False  # (no table: "which games can two of us play?" is for help to answer)
    if found.tokens & _SETTINGS:
        return True
    said = set(re.findall(r"\w+", analyzer(lang).normal(text)))
    # "man", "you" in general; "eigentlich", "usually": asked of the game, not of this table
    generic = bool((asking(lang)["generic"] | asking(lang).get("in_general", frozenset())) & said)
    return (generic or help_asked) and verdict.best.margin >= RULE_OVER_STATE_GENERAL


def _names_another_variant(text: str, lang: str, game: str | None, state: Any) -> bool:
    """Whether ``text`` names a ★ rule of Der Turm other than this table's: the rule it
    names answers, not the table's star."""
    if game != "turm" or state is None:
        return False
    named = pieces(text, lang).star
    return named is not None and named != getattr(state, "star", None)


RUNNERS_UP = 3
"""How many topics after the best one may give the answer with a clearly better fact."""


def _with_fact(
    verdict: Verdict, text: str, lang: str, found: Pieces, players: tuple[str, ...]
) -> Entry:
    """The best entry, unless a close runner-up of the same game has a clearly better fact
    for the question ("how many gems with 6 players?": set-up's, not the player count's;
    "who started this round?": the first opener's, not the next's)."""
    best = verdict.matches[0]
    own = score_fact(best.entry, text, lang, found, players)
    chosen, top = best.entry, (own[0] + RUNNER_UP_MARGIN) if own else 0.0
    for other in verdict.matches[1 : 1 + RUNNERS_UP]:
        if other.entry.game != best.entry.game or other.confidence < HIGH:
            continue
        theirs = score_fact(other.entry, text, lang, found, players, pieces_only=own is None)
        # a runner-up as close as the best needs only a fitting fact when the best has none
        tied = own is None and other.confidence >= best.confidence - 1e-9
        if theirs and theirs[0] > top and (tied or theirs[0] >= RUNNER_UP_MIN):
            chosen, top = other.entry, theirs[0]
    return chosen


_STAR_WORD = re.compile(
    r"★|\b(?:" + "|".join(re.escape(star_word(x)) for x in LANGS) + r")\b", re.IGNORECASE
)


def _star_rule(
    entry: Entry, found: Pieces, lang: str, game: str | None, state: Any, text: str = ""
) -> Entry:
    """A ★ rule the question names wins; else a question matched to another ★ rule than
    this table's gets the table's."""
    if entry.game != "turm":
        return entry
    if found.star is not None and entry.topic in (*STAR_RULES, "star", "capacity"):
        return find_entry(lang, "turm", found.star) or entry
    table_star = getattr(state, "star", None) if game == "turm" else None
    if found.star is None and entry.topic in STAR_RULES and table_star not in (None, entry.topic):
        return find_entry(lang, "turm", table_star) or entry
    if entry.topic == "capacity" and table_star is not None and _STAR_WORD.search(text):
        return find_entry(lang, "turm", table_star) or entry  # "the star has 4 in it": ours
    return entry


def respond(
    entry: Entry, text: str, lang: str, game: str | None, state: Any, found: Pieces
) -> list[Message]:
    """The answer messages of ``entry`` for this question: a fitting fact first (the
    answer in one sentence), then the topic's text.

    The topic's text tells this table's state (its live variant), except to a question
    that posits a table of its own (floor 10, five players). After a fact the topic's text
    follows as details, in general unless the question is about now.
    """
    table = state if state is not None and entry.game == game else None
    # "what if it falls on floor 10?": the question's own table, not this one's state
    own = None if table is None or _posits(found) else table
    live = live_facts(entry.game, entry.topic, own) if own is not None else None
    players = tuple(getattr(table, "players", ()) or ())
    fact = pick_fact(entry, text, lang, found, players)
    if fact is None:
        return [topic(entry, game, state, live=live is not None)]
    args = {
        **(live or {}),
        **question_facts(entry.game, found, table),
        "live": live is not None,
        "now": found.kind == "now",
    }
    # details: the topic's text, this table's only for a question about now (a fact may
    # answer what the question posits: "the villa fell and I have the seal")
    now = found.kind == "now"
    return [
        Message(id=fact.msg_id, args=args),
        topic(entry, game, state, live=live is not None and now),
    ]


def _posits(found: Pieces) -> bool:
    """Whether the question sets up a table of its own: a hypothetical naming numbers,
    levels, pillars or players, or a player count ("with five")."""
    if found.count is not None:
        return True
    return found.kind == "hypothetical" and bool(found.tokens - {"NOW", "STAR"})


def unsure(verdict: Verdict, lang: str) -> tuple[Message, list[str]]:
    """Did you mean ...?": the two or three closest topics, with their game's name when
    they come from different games; and the titles as choices."""
    renderer = get_renderer(lang)
    best = verdict.matches[0]
    picks = [m for m in verdict.matches[:3] if m.score >= 0.5 * best.score]
    several = len({m.entry.game for m in picks}) > 1
    titles = [
        f"{m.entry.title} ({renderer.render(f'game-{m.entry.game}')})" if several else m.entry.title
        for m in picks
    ]
    return Message(id="rules-unsure", args={"topics": _or_list(titles, lang)}), titles


def _or_list(items: list[str], lang: str) -> str:
    """``A, B or C`` / ``A, B oder C``."""
    if len(items) <= 1:
        return "".join(items)
    return get_renderer(lang).render("rules-list-or", head=", ".join(items[:-1]), last=items[-1])


def topic(entry: Entry, game: str | None, state: Any, live: bool = True) -> Message:
    """The answer message of ``entry``; live (this table's numbers) when its game is running
    (and ``live``)."""
    args: dict[str, Any] = {"live": False}
    if live and state is not None and entry.game == game:
        live = live_facts(entry.game, entry.topic, state)
        if live is not None:
            args = {"live": True, **live}
    return Message(id=entry.msg_id, args=args)


def summary(game: str | None, running: str | None = None) -> list[Message]:
    """The rules in a few sentences (``game`` or else the running one) and an example."""
    game = game or running
    if game not in GAMES:
        return [Message(id="rules-which-game")]
    return [
        Message(id=f"rules-{game}-summary"),
        Message(id=f"rules-ask-{game}"),
    ]


# ---- referee rules GAME [TOPIC] -----------------------------------------------------------


def rules_text(game_name: str, topic_text: str, lang: str, state: Any = None) -> tuple[int, str]:
    """What ``referee rules`` (and ``/rules``) prints and its exit code: the summary and the
    topics, one topic (by id or by a question, answered as at a table: ``state`` is the
    table's, if it plays this game), or an error naming what exists (exit code 2)."""
    renderer = get_renderer(lang)
    game = resolve_game(game_name, lang)
    first, _, rest = topic_text.strip().partition(" ")
    if game is None and first and resolve_game(f"{game_name} {first}", lang):
        game_name, topic_text = f"{game_name} {first}", rest  # "referee rules Der Turm"
        game = resolve_game(game_name, lang)
    if game is None:
        return 2, renderer.render("rules-cli-unknown-game", game=game_name)
    topics = entries(lang, game)
    for name in named_game(topic_text, lang)[1]:  # "referee rules Villa Paletti" unquoted
        topic_text = re.sub(rf"\b{re.escape(name)}\b", " ", topic_text, flags=re.IGNORECASE)
    if not topic_text.strip():
        lines = [renderer.render(f"rules-{game}-summary"), "", renderer.render("rules-topics")]
        width = max(len(e.topic) for e in topics)
        lines += [f"  {e.topic:<{width}}  {e.title}" for e in topics]
        return 0, "\n".join(lines)
    named = find_entry(lang, game, topic_text)
    if named is not None:  # a topic id: the topic's text
        return 0, f"{named.title}\n{renderer.render_all([topic(named, None, None)])}"
    # a question: the path a table's question takes, answer first
    found = answer(topic_text, lang, game, state, asked=True)
    if found is not None and found.entry is not None:
        return 0, f"{found.entry.title}\n{renderer.render_all(found.messages)}"
    verdict = lookup(lang, game, topic_text)
    error = renderer.render("rules-cli-unknown-topic", game=game, topic=topic_text.strip())
    if verdict.matches:
        close = [f"{m.entry.topic} ({m.entry.title})" for m in verdict.matches[:3]]
        return 2, error + " " + renderer.render("rules-cli-perhaps", topics=_or_list(close, lang))
    return 2, error + " " + renderer.render("rules-cli-list", topics=[e.topic for e in topics])
