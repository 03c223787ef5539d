"""Playing a question out: "if Lukas builds floor 1 now, how many points does Greta have?"

The conditions (:func:`referee.language.supposing.supposition`) are read like reports by a
copy of the session, on a copy of the table, and applied there; the question is then
answered on the table they leave, by the same path a question about now takes. The real
table never changes: the copy has no store, and its log and state are its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..language.pieces import numbers_said, players_named
from ..language.reader import QUERIES
from ..language.supposing import indicative, naming, steps, supposition, yes_or_no
from ..replies import Reply, get_renderer

if TYPE_CHECKING:
    from .manager import Session


def _copy(session: Session) -> Session:
    """A session at the same table, with no store: what it accepts stays its own."""
    from .manager import Session

    assert session.table is not None
    copy = Session(table_id=session.table_id, lang=session.lang, store=None)
    copy.table = session.table.model_copy(deep=True)
    copy.log = list(session.log)
    copy.state = session.state
    copy.checkpoints = dict(session.checkpoints)
    return copy


def played_out(session: Session, text: str, speaker: str | None) -> Reply | None:
    """The answer to ``text`` on the table its conditions would leave; ``None`` when it
    supposes nothing this table can play out (then it is a question like any other).

    Only a supposition about this table is played out: each condition names one of its
    players, or the question says "now" ("if the villa falls now, who wins?"); "if the
    tower falls on my turn, do I lose my points?" is a rule question in general. The answer
    is what the referee would say to the conditions as reports, and, when the rest asks
    about the table (the scores, whose turn, the seal), that answer on the table after them.
    """
    if session.table is None or session.state is None or session.state.finished:
        return None
    supposed = supposition(text, session.lang)
    if supposed is None:
        return None
    players = session.table.players
    if supposed.question and yes_or_no(supposed.question, session.lang, tuple(players)):
        return None  # "…, does he get the seal?": the rules answer yes or no first
    if not supposed.now and not all(
        players_named(c, players, session.lang) for c in supposed.conditions
    ):
        return None
    played = _played(session, supposed.conditions, speaker)
    if not isinstance(played, tuple):
        return played
    copy, told, happened = played
    renderer = get_renderer(session.lang)
    lead = renderer.render("supposed", what=renderer.render("supposed-and").join(told))
    parts = [lead] + [r.text for r in happened]
    spoken = [lead] + [r.speech for r in happened]
    question = supposed.question
    named = {getattr(c, "player", None) for c in copy.log[len(session.log) :]} - {None}
    if question and len(named) == 1:  # "… how many points would she have?"
        question = naming(question, str(named.pop()), session.lang)
    asked = _asked(copy, question, speaker) if question else None
    if asked is not None:
        parts.append(asked.text)
        spoken.append(asked.speech)
    said = Reply(text=" ".join(parts), speech=" ".join(spoken))
    session._last_rule = said
    return said


def _played(
    session: Session, conditions: tuple[str, ...], speaker: str | None
) -> tuple[Session, list[str], list[Reply]] | Reply | None:
    """A copy of the session with ``conditions`` applied, what they were in words and what
    was said to each; else the refusal of one the game does not take, or ``None``. A
    condition told as several reports is played step by step when every step reads."""
    split = [steps(c, session.lang) for c in conditions]
    tries = [tuple(s for c in split for s in c)] if any(len(s) > 1 for s in split) else []
    for told in tries:
        result = _play(session, told, speaker)
        if isinstance(result, tuple):
            return result
    whole = _play(session, conditions, speaker)
    if tries and isinstance(whole, tuple):
        # "… and there's a gem in it" tells more of the same report; "Till objects and
        # fails" tells a second one that did not read: the whole is only what its first
        # steps say, so it is not what was supposed
        first = _play(session, tuple(s[0] for s in split), speaker)
        if isinstance(first, tuple) and first[0].log == whole[0].log:
            return None
    return whole


def _play(
    session: Session, conditions: tuple[str, ...], speaker: str | None
) -> tuple[Session, list[str], list[Reply]] | Reply | None:
    assert session.table is not None
    copy = _copy(session)
    players = session.table.players
    told: list[str] = []
    happened: list[Reply] = []
    for condition in conditions:
        named = players_named(condition, players, session.lang)
        before = list(copy.log)
        reply = copy._handle(condition, speaker)
        pending = copy._pending_command() if copy.pending is not None else None
        if pending is not None and copy.pending is not None and copy.pending.kind == "command":
            if named and getattr(pending, "player", None) not in named | {None}:
                return None  # "it's Ole's turn, not Tomasz's": not what was supposed
            if not numbers_said(condition, session.lang) <= _numbers_of(pending):
                return None  # "if Ben builds floor 9" with floor 2 next: not what was said
            reply = copy._yes(speaker)  # "did you mean …?": a supposition needs no yes
        if len(copy.log) != len(before) + 1 or copy.log[:-1] != before:
            return None  # not a report, or one this table refuses: a rule question
        if named and getattr(copy.log[-1], "player", None) not in named | {None}:
            return None
        told.append(copy._describe(copy.log[-1]))
        happened.append(reply)
    return copy, told, happened


def _numbers_of(command: Any) -> set[int]:
    """The numbers a report holds (a floor, a disk, gems)."""
    values = command.model_dump().values()
    return {int(v) for v in values if isinstance(v, int | str) and str(v).isdigit()}


def _asked(copy: Session, question: str, speaker: str | None) -> Reply | None:
    """The answer to ``question`` on the copy's table when it asks about the table (the
    scores, whose turn, the seal); ``None`` otherwise."""
    known = list(copy.log)
    reply = copy._handle(indicative(question, copy.lang), speaker)
    if copy.log != known or copy.pending is not None:
        return None
    return reply if copy.last_intent in QUERIES else None
