"""Rule questions -> answers from this table's game: what the dialogue asks and what
``referee rules`` prints (``knowledge``: the topics, ``ranking``: which one, ``facts``: ours)."""

from __future__ import annotations

import re
from typing import Any

from ..language.questions import named_game, resolve_game
from ..replies import Message, get_renderer
from .facts import live_facts
from .knowledge import GAMES, Entry, entries, find_entry
from .ranking import Match, Verdict, classify, lookup, search

__all__ = [
    "GAMES",
    "Entry",
    "Match",
    "Verdict",
    "answer_question",
    "classify",
    "entries",
    "find_entry",
    "lookup",
    "resolve_game",
    "rules_text",
    "search",
    "summary",
    "topic",
    "unsure",
]


def answer_question(text: str, lang: str, game: str | None, state: Any) -> list[Message] | None:
    """Messages answering ``text`` as a rule question, or None if it is not one."""
    players = tuple(getattr(state, "players", ()) or ())
    verdict = classify(text, lang, game, players)
    if verdict.kind == "none" or verdict.best is None:
        return None
    if verdict.kind == "unsure":
        return [unsure(verdict, lang)]
    entry = verdict.best.entry
    messages = []
    if entry.game != game:
        messages.append(Message(id="rules-in-game", args={"game": entry.game}))
    messages.append(topic(entry, game, state))
    return messages


def unsure(verdict: Verdict, lang: str) -> Message:
    """I'm not sure which rule you mean — perhaps ...?": the two or three closest topics,
    with their game's name when they come from different games."""
    renderer = get_renderer(lang)
    best = verdict.matches[0]
    picks = [m for m in verdict.matches[:3] if m.score >= 0.5 * best.score]
    several = len({m.entry.game for m in picks}) > 1
    titles = [
        f"{m.entry.title} ({renderer.render(f'game-{m.entry.game}')})" if several else m.entry.title
        for m in picks
    ]
    return Message(id="rules-unsure", args={"topics": _or_list(titles, lang)})


def _or_list(items: list[str], lang: str) -> str:
    """``A, B or C`` / ``A, B oder C``."""
    if len(items) <= 1:
        return "".join(items)
    return get_renderer(lang).render("rules-list-or", head=", ".join(items[:-1]), last=items[-1])


def topic(entry: Entry, game: str | None, state: Any) -> Message:
    """The answer message of ``entry``; live (this table's numbers) when its game is running."""
    args: dict[str, Any] = {"live": False}
    if state is not None and entry.game == game:
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


def rules_text(game_name: str, topic_text: str, lang: str) -> tuple[int, str]:
    """What ``referee rules`` prints and its exit code: the summary and the topics, one
    topic (by id or by a question), or an error naming what exists (exit code 2)."""
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
    verdict = lookup(lang, game, topic_text)
    if verdict.kind == "answer" and verdict.best is not None:
        entry = verdict.best.entry
        return 0, f"{entry.title}\n{renderer.render_all([topic(entry, None, None)])}"
    error = renderer.render("rules-cli-unknown-topic", game=game, topic=topic_text.strip())
    if verdict.matches:
        close = [f"{m.entry.topic} ({m.entry.title})" for m in verdict.matches[:3]]
        return 2, error + " " + renderer.render("rules-cli-perhaps", topics=_or_list(close, lang))
    return 2, error + " " + renderer.render("rules-cli-list", topics=[e.topic for e in topics])
