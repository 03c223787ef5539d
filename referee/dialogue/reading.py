"""Choosing among the tolerant reader's readings by what the game expects now.

The reader (``referee.language.reader``) knows words; here the readings meet the table: each
report reading becomes the command the game adapter makes of it, and the game says whether
that command fits the state. Then:

- **act** on one clear reading that fits (or on a question about the table);
- **ask** back ("Did you mean: Ben built floor 4?") on thin evidence, on two clear readings
  that both fit, or on a report that contradicts itself ("Lena didn't build" right after
  Lena's floor: take it back?);
- **admit** a miss when nothing plausible is left.

A wrong action is worse than a question: whenever a reading is not clear, ask.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from ..games import get_game
from ..games.base import Command, Outcome
from ..language import Intent
from ..language.reader import CLEAR, Reading
from ..replies import Message
from .adapter import Context, GameAdapter

# Intents the session answers itself (no game command behind them).
QUERIES = {"Scores", "WhoseTurn", "Status", "Help", "Rules"}
SESSION_REPORTS = {"Undo", "EndGame", "NewGame", "Rematch", "Yes", "No"}


def command_of(adapter: GameAdapter, intent: Intent, ctx: Context) -> Command | Message | None:
    """What the adapter makes of ``intent`` here; None when its pieces make no report of
    that kind."""
    try:
        return adapter.command_for(intent, ctx)
    except (ValidationError, KeyError, ValueError, TypeError):
        return None


class Choice(BaseModel):
    """What to do with an utterance the templates missed."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    action: Literal["act", "ask", "undo", "miss", "keep"]
    """``keep``: what the sentence began, its end calls off ("undo … never mind")."""
    intent: Intent | None = None
    command: Command | None = None
    clear: bool = False
    """Read by the templates, or a reading with a cue and all its pieces."""
    exact: bool = False
    """Read by the templates (the sentence as said, or respelled without fillers)."""
    cued: bool = False
    """Read from a reading whose cue word was said ("seven is standing"), not pieces alone."""


def choose(
    readings: list[Reading],
    adapter: GameAdapter | None,
    ctx: Context | None,
    question: bool,
    last: Command | None = None,
) -> Choice:
    """The best thing to do with ``readings`` at this table (see the module's docstring)."""
    if not readings:
        return Choice(action="miss")
    if readings[0].exact:
        return Choice(action="act", intent=readings[0].intent, clear=True, exact=True)
    fitting: list[tuple[Reading, Command]] = []
    unfit: list[Reading] = []
    answers: list[Reading] = []
    for reading in readings:
        name = reading.intent.name
        if question and reading.report and name != "EndGame":
            continue  # a question never changes the game ("can we stop now": the end is asked)
        if name in QUERIES or name in SESSION_REPORTS or adapter is None or ctx is None:
            answers.append(reading)
            continue
        result = command_of(adapter, reading.intent, ctx)
        if isinstance(result, Command):
            outcome = get_game(adapter.game).apply(ctx.state, result)
            if isinstance(outcome, Outcome):
                fitting.append((reading, result))
            else:
                unfit.append(reading)
        elif result is not None:
            answers.append(reading)  # the adapter answers it (a query, or what is wrong)
    ending = [r for r in answers if r.intent.name == "EndGame" and r.evidence >= CLEAR]
    if ending:  # "we all agree, end it": the referee asks before it ends anything
        return Choice(action="act", intent=ending[0].intent, clear=True)
    undoing = [r for r in answers if r.intent.name == "Undo" and r.evidence >= CLEAR]
    if undoing and last is not None:
        others = _other_reports(readings, adapter, ctx)
        if others and all(_about(r, c, last) for r, c in others):
            # "undo that push back", "take back the star", "streich das, mia war noch gar
            # nicht fertig": the rest of the sentence speaks of the last report itself
            return Choice(action="act", intent=undoing[0].intent, clear=True)
        if fitting or _another_report(readings, adapter, ctx, last):
            # "go back, that new level was too early", "undo, she got six up": ask first
            return Choice(action="undo", command=last)
    clear = _news(
        [(r, c) for r, c in fitting if r.evidence >= CLEAR], ctx, adapter
    )  # "ines starts and first floor is on": she opens already, the floor is the news
    specific = _most_specific([c for _, c in clear])
    if specific is not None:  # one report, perhaps said twice ("he failed, Ruth takes his thick")
        reading = next(r for r, c in clear if c is specific)
        if _told_after(specific, readings, unfit, adapter, ctx):
            return Choice(action="ask", intent=reading.intent, command=specific)
        return Choice(action="act", intent=reading.intent, clear=True, cued=reading.cued)
    cued = [(r, c) for r, c in clear if r.cued]
    if len({c.model_dump_json() for _, c in cued}) == 1:  # a cue beats pieces alone
        return Choice(action="act", intent=cued[0][0].intent, clear=True, cued=True)
    strong = [(r, c) for r, c in cued if not r.weak]  # "sophie hat die fünf umgeschmissen":
    if len({c.model_dump_json() for _, c in strong}) == 1 and len(strong) < len(cued):
        return Choice(action="act", intent=strong[0][0].intent, clear=True, cued=True)
    if clear:
        return Choice(action="ask", intent=clear[0][0].intent, command=clear[0][1])
    clear_answers = [r for r in answers if r.evidence >= CLEAR]
    if clear_answers and not fitting:
        return Choice(action="act", intent=clear_answers[0].intent, clear=True)
    clear_unfit = [r for r in unfit if r.evidence >= CLEAR and not r.negated]
    if clear_unfit:  # the adapter asks back about it, or names the broken rule
        return Choice(action="act", intent=clear_unfit[0].intent, clear=True)
    if last is not None and denies(readings, adapter, ctx, last):
        others = _other_reports(readings, adapter, ctx)
        if denies(readings, adapter, ctx, last, named=True) and all(
            _about(r, c, last) for r, c in others
        ):  # "nein nein, Lena hat noch
            undo = Intent(name="Undo", slots={})  # gar nicht gebaut": her report was wrong
            return Choice(action="act", intent=undo, clear=True)
        return Choice(action="undo", command=last)
    if fitting:
        reading, command = fitting[0]
        return Choice(action="ask", intent=reading.intent, command=command)
    whole_unfit = [r for r in unfit if r.whole and not r.negated]
    if len({r.intent.model_dump_json() for r in whole_unfit}) == 1:  # "tom fl 6" off turn,
        return Choice(action="act", intent=whole_unfit[0].intent)  # "esme fl 14": the rule
    thin_queries = [r for r in answers if not r.report]
    if thin_queries:
        return Choice(action="act", intent=thin_queries[0].intent)
    return Choice(action="miss")


ENDING = frozenset({"end-turn"})
"""Commands that only end the turn: said with a report that ends it already, nothing more."""

CHOOSING = frozenset({"opener", "starter"})
"""Commands that say who begins: said of the player who begins already, they tell nothing;
said right after another such choice, they replace it."""


def _news(
    clear: list[tuple[Reading, Command]], ctx: Context | None, adapter: GameAdapter | None = None
) -> list[tuple[Reading, Command]]:
    """The clear readings without one that only says who begins when that player begins
    already, if another report is said with it ("ich fang an und der erste is fertig"), and
    without an end of the turn said with a report that ends it by itself ("und die null ...
    das war's": the tower wins on the 0)."""
    if ctx is None:
        return clear
    current = getattr(ctx.state, "current", None)
    if adapter is not None and any(c.kind in ENDING for _, c in clear):
        game = get_game(adapter.game)
        for _, command in clear:
            if command.kind in ENDING:
                continue
            outcome = game.apply(ctx.state, command)
            moved_on = isinstance(outcome, Outcome) and outcome.state.current != current
            if moved_on:
                clear = [(r, c) for r, c in clear if c.kind not in ENDING]
                break

    def said_already(command: Command) -> bool:
        return command.kind in CHOOSING and getattr(command, "player", None) == current

    others = [(r, c) for r, c in clear if c.kind not in CHOOSING and r.cued]  # "maya goes
    # first": a floor read from the opener's own words alone is none
    if not others or not any(said_already(c) for _, c in clear):
        return clear
    return [(r, c) for r, c in clear if not said_already(c)]


def _told_after(
    command: Command,
    readings: list[Reading],
    unfit: list[Reading],
    adapter: GameAdapter | None,
    ctx: Context | None,
) -> bool:
    """Whether a choice of who begins is said with a report that fits only after it ("i
    fang o, erster Stock steht scho" while another opens): two reports in one breath, of
    which only the first would be applied -- ask about it, never guess."""
    if command.kind not in CHOOSING or adapter is None or ctx is None:
        return False
    game = get_game(adapter.game)
    outcome = game.apply(ctx.state, command)
    if not isinstance(outcome, Outcome):
        return False
    for reading in unfit:
        if reading.evidence < CLEAR or reading.negated or not reading.cued:
            continue
        later = command_of(adapter, reading.intent, ctx.model_copy(update={"state": outcome.state}))
        if isinstance(later, Command) and isinstance(game.apply(outcome.state, later), Outcome):
            return True
    return False


def _another_report(
    readings: list[Reading], adapter: GameAdapter | None, ctx: Context | None, last: Command
) -> bool:
    """Whether ``readings`` also tell a report other than ``last`` (said or denied): "undo,
    she didn't fall, she got six up" asks before it takes anything back; "undo, we counted
    Ben's two twice" names the last report itself."""
    if adapter is None or ctx is None:
        return False
    for reading in readings:
        if not reading.report or reading.intent.name == "Undo":
            continue
        command = command_of(adapter, reading.intent, ctx)
        if isinstance(command, Command) and command != last:
            return True
    return False


def _most_specific(commands: list[Command]) -> Command | None:
    """The one command the others are part of (same kind, their fields said agree): the
    readings then disagree only in how much they say."""
    if not commands:
        return None
    dumps = [c.model_dump() for c in commands]
    if len({d["kind"] for d in dumps}) != 1:
        return None
    richest = max(range(len(dumps)), key=lambda i: sum(v is not None for v in dumps[i].values()))
    top = dumps[richest]
    for d in dumps:
        if any(v is not None and top.get(k) != v for k, v in d.items()):
            return None
    return commands[richest]


def denies(
    readings: list[Reading],
    adapter: GameAdapter | None,
    ctx: Context | None,
    last: Command,
    named: bool = False,
) -> bool:
    """ "Lena hasn't built at all", right after Lena's floor: the last report was wrong.
    ``named``: only when the denial names the last report's player ("Lena ...")."""
    if adapter is None or ctx is None:
        return False
    for reading in readings:
        if not reading.negated:
            continue
        command = command_of(adapter, reading.intent, ctx)
        said = reading.intent.slots.get("player")
        if isinstance(command, Command) and command.kind == last.kind:
            if named and (said is None or not _about(reading, command, last)):
                continue
            if said is None or said == getattr(last, "player", None):
                return True
    return False


def _other_reports(
    readings: list[Reading], adapter: GameAdapter | None, ctx: Context | None
) -> list[tuple[Reading, Command]]:
    """The reports besides an undo that ``readings`` tell, with their commands here."""
    if adapter is None or ctx is None:
        return []
    out = []
    for reading in readings:
        if not reading.report or reading.intent.name in SESSION_REPORTS:
            continue
        command = command_of(adapter, reading.intent, ctx)
        if isinstance(command, Command):
            out.append((reading, command))
    return out


_PIECES = (
    ("number", "floor"),
    ("floor", "floor"),
    ("disk", "disk"),
    ("pillar", "pillar"),
    ("colour", "colour"),  # "undo, that was kalle's blue thick": not the yellow one
)
"""A reading's slot and the field of a command it names."""


def _about(reading: Reading, command: Command, last: Command) -> bool:
    """Whether a reading speaks of ``last`` itself: its player or nobody named, and either
    of its kind with no other number or pillar ("undo that push back", "take back the star",
    "go back one" after a 1) or denied with no number or pillar of its own ("carla didn't
    finish yet")."""
    slots, fields = reading.intent.slots, last.model_dump()
    said = slots.get("player")
    if said is not None and said != fields.get("player"):
        return False
    if command.kind != last.kind:  # "mia war noch gar nicht fertig" after her collapse:
        pieces = any(slots.get(slot) is not None for slot, _ in _PIECES)  # but "she got
        return reading.negated and not pieces  # six up" tells a report of its own
    for slot, field in _PIECES:
        if slots.get(slot) is not None and fields.get(field) is not None:
            if str(slots[slot]) != str(fields[field]):
                return False
    return True
