"""Villa Paletti in conversation: pillar reports, announcements, objections and the seal.

The same words mean different things in different phases, so each intent is read against
the game's phase (see ``referee.games.paletti``):

- a pillar phrase ("the thick one", ``PalettiMove``) is a move in a normal turn, the
  announcer's pillar the objector moved during a challenge, and the objector's pillar the
  announcer takes out after a failed challenge;
- "next level" (``PalettiNextLevel``) announces in a normal turn and accepts an announcement;
- "I take Ben's thick one" (``PalettiRemove``) ends a challenge as failed with that pillar,
  completes a removal, and in a normal turn is just a move;
- "I pushed it back" (``PalettiGiveUp``) during a challenge means the attempt failed.

A give-up that names no pillar (and the player could have pushed back more than one type) is
reported with ``from_level=MISSING``; the engine turns that down as "not from that level" and
:meth:`PalettiAdapter.ask_back` asks which pillar it was. A pillar named next ("the thick
one") completes the open question's report (``Context.pending``) instead of being a new move.

"I" is the speaker when seated, else the player whose turn it is -- except for an objection:
the announcer's turn is still running then, so an unknown speaker is asked who objects.

Accepting an announcement: every other player answers. A seated speaker's "agreed" (or a
named "Ben agrees") is that player's acceptance; said in the plural ("we all agree", slot
``all``) it is the whole table's. An unknown speaker's singular "agreed" is the other
player's at a table of two; with more players the referee asks who agrees
(``Accept(player=WHO)``, which the engine turns down as an unknown player, and
:meth:`PalettiAdapter.ask_back` asks -- "yes" then accepts for everybody still to answer).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..games.base import Command, Rejection, player_name
from ..games.paletti import (
    COLOURS,
    FIRST_COUNTING,
    LEVELS,
    TOP_LEVEL,
    TYPES,
    Accept,
    AgreeEnd,
    Announce,
    ChallengeResult,
    Collapse,
    GiveUp,
    Move,
    Object,
    PalettiState,
    RemovePillar,
    colour_owners,
    movable,
    points,
)
from ..language import Intent
from ..replies import Message
from .adapter import AskBack, Context

MISSING = -1
"""The level of a give-up whose pillar nobody said; the engine rejects it, and the referee asks."""

WHO = "?"
"""The player of an acceptance nobody said who gave; the engine rejects it, the referee asks."""


def _find(state: PalettiState, name: Any) -> str | None:
    """The table's spelling of ``name`` if that person plays here."""
    return player_name(state.players, name)


def _owner_on_turn(state: PalettiState, slots: dict[str, Any]) -> str | None:
    """ "Sophie's thick one is up" on Sophie's turn: Sophie pulled it, whoever says so."""
    owner = _find(state, slots.get("owner"))
    return owner if owner is not None and owner == state.current else None


def _seated(ctx: Context) -> str | None:
    return _find(ctx.state, ctx.speaker)


def _pillar_args(slots: dict[str, Any]) -> dict[str, Any]:
    """The pillar reference of a report: type, level it came from, colour."""
    return {
        "pillar": slots.get("pillar"),
        "from_level": slots.get("from_level"),
        "colour": slots.get("colour"),
    }


def _waiting(state: PalettiState) -> list[str]:
    """Who still has to answer the running announcement, clockwise from the announcer."""
    if state.announcer is None:
        return []
    n = len(state.players)
    seats = [(state.announcer + k) % n for k in range(1, n)]
    return [state.players[i] for i in seats if i not in state.accepted]


def _movable_types(state: PalettiState, player: str | None) -> list[str]:
    if player is None:
        return []
    kinds = {p.type for p in movable(state, player)}
    return [t for t in TYPES if t in kinds]


class PalettiAdapter:
    game: ClassVar[str] = "paletti"

    # ---- intents -> commands ----------------------------------------------------------

    def command_for(self, intent: Intent, ctx: Context) -> Command | Message | None:
        handler = {
            "PalettiMove": self._move,
            "PalettiRemove": self._remove,
            "PalettiGiveUp": self._give_up,
            "PalettiAnnounce": self._announce,
            "PalettiNextLevel": self._next_level,
            "PalettiAccept": self._accept,
            "PalettiObject": self._object,
            "PalettiChallenge": self._challenge,
            "PalettiCollapse": self._collapse,
            "PalettiAgreeEnd": self._agree_end,
            "PalettiSeal": self._seal,
            "PalettiLevel": self._level,
            "PalettiMovable": self._movable_query,
        }.get(intent.name)
        if handler is None:
            return None
        completed = self._complete(intent, ctx)
        if completed is not None:
            return completed
        if intent.slots.get("fix") and ctx.state.phase == "normal":
            # "no, the thick one" with no open question: a new report would be wrong
            return Message(id="paletti-correction", args={"player": ctx.state.current})
        return handler(intent.slots, ctx)

    def _complete(self, intent: Intent, ctx: Context) -> Command | None:
        """A bare pillar ("the thick one") answering an open question about a turn's pull."""
        pending, slots = ctx.pending, intent.slots
        if not isinstance(pending, Move | GiveUp) or ctx.state.phase != "normal":
            return None
        if intent.name not in ("PalettiMove", "PalettiGiveUp") or not slots.get("pillar"):
            return None
        if slots.get("player") and slots["player"] != pending.player:
            return None
        speaker = _seated(ctx)
        if speaker is not None and speaker != pending.player:
            return None  # "Anna: I pushed the small one back" is Anna's own report
        owner = _find(ctx.state, slots.get("owner"))
        if owner is not None and owner != pending.player:
            return None  # "Ben's thick one" is no answer about Anna's pull
        kind = GiveUp if intent.name == "PalettiGiveUp" else type(pending)
        if ctx.replacing is not None and slots.get("moved"):  # "sorry, Priya managed it,
            kind = Move  # the thick one's up" corrects a push-back: it was a move
        return kind(player=pending.player, **_pillar_args(slots))

    def _move(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        s: PalettiState = ctx.state
        if s.phase == "challenge":
            return self._challenge_success(slots, ctx)
        if s.phase == "removal":
            return self._removal(slots, ctx, remover=None)
        player = slots.get("player") or _owner_on_turn(s, slots) or ctx.actor
        if s.phase == "normal":
            wrong = self._wrong_owner(s, slots, expected=player)
            if wrong is not None:
                return wrong
            onto = slots.get("onto")
            if isinstance(onto, int) and onto != s.top:  # "thick onto yellow" on green:
                return self._level({}, ctx)  # a pillar goes onto the top only; say which
            if slots.get("pillar") is None and slots.get("colour"):
                return self._colour_only(s, player, str(slots["colour"]))
        return Move(player=player, **_pillar_args(slots))

    def _colour_only(self, s: PalettiState, player: str, colour: str) -> Message:
        """ "Anna moved a green pillar": a colour names no pillar. Not the player's colour:
        the rule says whose it is; else: which of them?"""
        colour = colour.casefold()
        owner = colour_owners(s.players).get(colour) if colour in COLOURS else None
        if colour in COLOURS and owner is None:
            return Message(id="paletti-rule-neutral-pillar", args={"colour": colour})
        if owner is not None and owner != player:
            return Message(
                id="paletti-rule-not-your-pillar",
                args={"player": player, "colour": colour, "owner": owner},
            )
        return Message(id="paletti-ask-colour-pillar", args={"player": player, "colour": colour})

    def _remove(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        s: PalettiState = ctx.state
        if s.phase == "challenge":
            return self._challenge_failure(slots, ctx)
        if s.phase == "removal":
            remover = slots.get("player") or _seated(ctx)
            return self._removal(slots, ctx, remover=remover)
        return self._move(slots, ctx)

    def _give_up(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        s: PalettiState = ctx.state
        if s.phase == "challenge":
            return ChallengeResult(success=False)
        player = slots.get("player") or _owner_on_turn(s, slots) or ctx.actor
        pillar = slots.get("pillar")
        if pillar is None and s.phase == "normal" and not s.finished:
            types = _movable_types(s, s.current)
            if not types:
                return self._movable(s, s.current)
            if len(types) > 1:  # the engine turns this down, ask_back asks which pillar
                return GiveUp(player=player, pillar=types[0], from_level=MISSING)
            pillar = types[0]
        return GiveUp(  # outside a normal turn the engine turns it down by phase
            player=player,
            pillar=pillar or "small",
            from_level=slots.get("from_level"),
            colour=slots.get("colour"),
        )

    def _announce(self, slots: dict[str, Any], ctx: Context) -> Command:
        return Announce(player=slots.get("player") or ctx.actor)

    def _next_level(self, slots: dict[str, Any], ctx: Context) -> Command | Message | None:
        if ctx.state.phase == "normal":
            return Announce(player=ctx.actor)
        return self._accept({}, ctx)

    def _accept(self, slots: dict[str, Any], ctx: Context) -> Command | Message | None:
        s: PalettiState = ctx.state
        if s.phase == "normal" and not s.finished:
            if ctx.pending is not None:  # "ok" / "agreed" to "did Ben move ...?"
                return ctx.pending
            if slots.get("weak"):  # a bare "ok" with nothing announced: not ours to answer
                return None
            if s.passed_on_red is not None:  # "agreed" to an announcement on red
                return Message(
                    id="paletti-red-passed",
                    args={"announcer": s.players[s.passed_on_red], "player": s.current},
                )
        if s.phase != "announced" or s.announcer is None:
            return Accept()  # the engine says why not
        announcer = s.players[s.announcer]
        speaker = _seated(ctx)
        if speaker == announcer:  # only the others accept an announcement
            return Message(id="paletti-own-accept", args={"announcer": announcer})
        if slots.get("all"):  # "we all agree": everybody still to answer
            return Accept()
        first = _find(s, slots.get("player"))
        second = _find(s, slots.get("second"))
        third = _find(s, slots.get("third"))
        names = list(dict.fromkeys(n for n in (first or speaker, second, third) if n is not None))
        if not names:
            others = [p for p in s.players if p != announcer]
            if len(others) == 1:  # a table of two: it can only be the other player
                return Accept(player=others[0])
            return Accept(player=WHO)  # the engine turns it down, ask_back asks who
        fresh = [n for n in names if s.players.index(n) not in s.accepted]
        names = fresh or names  # "Ben and Carla agree" after Ben did: Carla's answer
        return Accept(player=names[0], also=names[1:])

    def _object(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        s: PalettiState = ctx.state
        objector = slots.get("player") or _seated(ctx)
        if s.phase == "normal" and not s.finished and s.passed_on_red is not None:
            return Message(  # an announcement on red passed the turn: nothing to object to
                id="paletti-red-passed",
                args={"announcer": s.players[s.passed_on_red], "player": s.current},
            )
        if s.phase != "announced" or s.finished or s.announcer is None:
            return Object(player=objector or ctx.actor or "")
        announcer = s.players[s.announcer]
        if objector == announcer and _seated(ctx) not in (None, announcer):
            objector = _seated(ctx)  # "Finn: Widerspruch, ich zieh eine von Jonas raus"
        if objector is None:
            # who accepted cannot object any more: only those still to answer can
            others = _waiting(s) or [p for p in s.players if p != announcer]
            if len(others) != 1:
                return Message(
                    id="paletti-ask-objector", args={"announcer": announcer, "example": others[0]}
                )
            objector = others[0]
        return Object(player=objector)

    def _challenge(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        if ctx.state.phase != "challenge":
            return ChallengeResult(success=bool(slots.get("success")))
        if slots.get("success"):
            return self._challenge_success(slots, ctx)
        return self._challenge_failure(slots, ctx)

    def _collapse(self, slots: dict[str, Any], ctx: Context) -> Command:
        player = slots.get("player") or (ctx.actor if slots.get("self") else None)
        return Collapse(player=player or None)

    def _agree_end(self, slots: dict[str, Any], ctx: Context) -> Command:
        return AgreeEnd()

    def _seal(self, slots: dict[str, Any], ctx: Context) -> Message:
        s: PalettiState = ctx.state
        return Message(
            id="paletti-seal-holder",
            args={
                "holder": s.holder,
                "level": LEVELS[s.top],
                "counting": s.top >= FIRST_COUNTING,
                "points": self._ranking(s),
            },
        )

    def _level(self, slots: dict[str, Any], ctx: Context) -> Message:
        s: PalettiState = ctx.state
        if slots.get("left"):  # "how many levels are left?"
            return Message(
                id="paletti-levels-left",
                args={"level": LEVELS[s.top], "left": TOP_LEVEL - s.top},
            )
        return Message(
            id="paletti-level",
            args={
                "level": LEVELS[s.top],
                "number": s.top,
                "next_level": LEVELS[s.top + 1] if s.top < TOP_LEVEL else None,
                "counting": s.top >= FIRST_COUNTING,
            },
        )

    def _movable_query(self, slots: dict[str, Any], ctx: Context) -> Message:
        s: PalettiState = ctx.state
        player = slots.get("player") or (_seated(ctx) if slots.get("self") else None)
        return self._movable(s, player or ctx.actor or s.players[0])

    # ---- phase helpers ----------------------------------------------------------------

    def _wrong_owner(
        self, s: PalettiState, slots: dict[str, Any], expected: str | None
    ) -> Message | None:
        """A named owner ("Ben's thick one") that cannot be the one meant now."""
        owner = _find(s, slots.get("owner"))
        if owner is None or expected is None or owner.casefold() == expected.casefold():
            return None
        return Message(
            id="paletti-wrong-owner",
            args={"owner": owner, "expected": expected, "phase": s.phase},
        )

    def _challenge_success(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        s: PalettiState = ctx.state
        assert s.announcer is not None and s.objector is not None
        announcer = s.players[s.announcer]
        objector = s.players[s.objector]
        wrong = self._wrong_owner(s, slots, expected=announcer)
        if wrong is not None:
            return wrong
        named = _find(s, slots.get("player"))
        if named is not None and named != objector and named != _find(s, slots.get("owner")):
            # "ben small", "mia dicke" while Carla tries: not the one moving now -- ask
            return Message(
                id="paletti-ask-challenge-named",
                args={"named": named, "objector": objector, "announcer": announcer},
            )
        args = _pillar_args(slots)
        if args["pillar"] is None:
            types = _movable_types(s, announcer)
            if len(types) != 1:
                return Message(
                    id="paletti-ask-challenge-pillar",
                    args={"objector": s.players[s.objector], "announcer": announcer},
                )
            args["pillar"] = types[0]
        return ChallengeResult(success=True, **args)

    def _challenge_failure(self, slots: dict[str, Any], ctx: Context) -> Command | Message:
        s: PalettiState = ctx.state
        assert s.objector is not None
        wrong = self._wrong_owner(s, slots, expected=s.players[s.objector])
        if wrong is not None:
            return wrong
        return ChallengeResult(success=False, **_pillar_args(slots))

    def _removal(self, slots: dict[str, Any], ctx: Context, remover: Any) -> Command | Message:
        s: PalettiState = ctx.state
        assert s.objector is not None and s.announcer is not None
        wrong = self._wrong_owner(s, slots, expected=s.players[s.objector])
        if wrong is not None:
            return wrong
        args = _pillar_args(slots)
        if args["pillar"] is None:
            return self.status(s)[0]
        return RemovePillar(player=remover or None, **args)

    def _movable(self, s: PalettiState, player: str | None) -> Message:
        player = player or ""
        return Message(id="paletti-movable", args={"player": player, **self._counts(s, player)})

    def _counts(self, s: PalettiState, player: str) -> dict[str, Any]:
        pillars = movable(s, player)
        counts = {t: sum(p.type == t for p in pillars) for t in TYPES}
        return {"total": len(pillars), "level": LEVELS[s.top], **counts}

    def _ranking(self, s: PalettiState) -> dict[str, int]:
        scores = points(s)
        return dict(sorted(scores.items(), key=lambda kv: -kv[1]))

    # ---- asking back ------------------------------------------------------------------

    def ask_back(self, command: Command, rejection: Rejection, ctx: Context) -> AskBack | None:
        s: PalettiState = ctx.state
        if isinstance(command, Accept) and command.player == WHO:
            waiting = _waiting(s)
            if not waiting:
                return None
            return AskBack(
                question=Message(
                    id="paletti-ask-accept", args={"waiting": waiting, "example": waiting[0]}
                ),
                suggestion=Accept(player=waiting[0]) if len(waiting) == 1 else Accept(),
            )
        if rejection.rule == "not-your-turn":
            return self._ask_turn(command, rejection, s)
        if rejection.rule == "not-from-that-level":
            if isinstance(command, GiveUp) and command.from_level == MISSING:
                return AskBack(
                    question=Message(
                        id="paletti-ask-give-up",
                        args={
                            "player": command.player,
                            "pillar": command.pillar,
                            **self._counts(s, command.player),
                        },
                    ),
                    suggestion=command.model_copy(update={"from_level": None}),
                )
            return self._ask_level(command, rejection)
        return None

    def _ask_turn(self, command: Command, rejection: Rejection, s: PalettiState) -> AskBack | None:
        expected = rejection.params.get("expected")
        if expected is None:
            return None
        if isinstance(command, Move | GiveUp | Announce | RemovePillar):
            suggestion = command.model_copy(update={"player": expected})
        else:
            return None
        args = command.model_dump()
        args.update(
            {
                "kind": command.kind,
                "player": expected,
                "reported": rejection.params.get("player"),
                "pillar": None if args.get("from_level") == MISSING else args.get("pillar"),
                "owner": s.players[s.objector] if s.objector is not None else None,
            }
        )
        args.pop("from_level", None)
        args.pop("colour", None)
        return AskBack(question=Message(id="paletti-ask-turn", args=args), suggestion=suggestion)

    def _ask_level(self, command: Command, rejection: Rejection) -> AskBack | None:
        levels = rejection.params.get("levels") or []
        if not levels or not hasattr(command, "from_level"):
            return None
        # a pull takes the lowest fitting pillar, a removal the highest one
        removal = isinstance(command, RemovePillar) or (
            isinstance(command, ChallengeResult) and not command.success
        )
        level = levels[-1] if removal else levels[0]
        suggestion = command.model_copy(update={"from_level": LEVELS.index(level)})
        return AskBack(
            question=Message(
                id="paletti-ask-level",
                args={
                    "player": rejection.params.get("player"),
                    "pillar": rejection.params.get("pillar"),
                    "colour": rejection.params.get("colour"),
                    "from_level": rejection.params.get("from_level"),
                    "level": level,
                    "removal": removal,
                },
            ),
            suggestion=suggestion,
        )

    # ---- what to say around the game --------------------------------------------------

    def unprompted_yes(self, ctx: Context) -> Command | Message | None:
        """During an announcement a plain "yes"/"ja" from the others accepts it."""
        if ctx.state.phase != "announced":
            return None
        return self._accept({}, ctx)

    def end_command(self) -> Command:
        return AgreeEnd()

    def status(self, state: PalettiState) -> list[Message]:  # type: ignore[override]
        s = state
        if s.finished:
            return [
                Message(
                    id="paletti-status-over",
                    args={"winners": list(s.winner), "level": LEVELS[s.top]},
                )
            ]
        announcer = s.players[s.announcer] if s.announcer is not None else None
        objector = s.players[s.objector] if s.objector is not None else None
        if s.phase == "announced":
            return [
                Message(
                    id="paletti-status-announced",
                    args={
                        "announcer": announcer,
                        "level": LEVELS[s.top],
                        "next_level": LEVELS[s.top + 1] if s.top < TOP_LEVEL else None,
                        "accepted": [s.players[i] for i in s.accepted],
                        "waiting": _waiting(s),
                    },
                )
            ]
        if s.phase == "challenge":
            return [
                Message(
                    id="paletti-status-challenge",
                    args={"announcer": announcer, "objector": objector},
                )
            ]
        if s.phase == "removal":
            return [
                Message(
                    id="paletti-status-removal",
                    args={"announcer": announcer, "objector": objector},
                )
            ]
        return [
            Message(
                id="paletti-status",
                args={
                    "player": s.current,
                    "level": LEVELS[s.top],
                    "counting": s.top >= FIRST_COUNTING,
                    "holder": s.holder,
                    "points": self._ranking(s),
                },
            )
        ]

    def scores(self, state: PalettiState, player: str | None) -> Message:  # type: ignore[override]
        s = state
        counting = s.top >= FIRST_COUNTING
        name = _find(s, player)
        if name is not None:
            return Message(
                id="paletti-score-one",
                args={
                    "player": name,
                    "points": points(s)[name],
                    "level": LEVELS[s.top],
                    "counting": counting,
                    "holder": s.holder,
                },
            )
        return Message(
            id="paletti-scores",
            args={
                "points": self._ranking(s),
                "level": LEVELS[s.top],
                "counting": counting,
                "holder": s.holder,
            },
        )

    def examples(self, state: PalettiState) -> Message:  # type: ignore[override]
        s = state
        announcer = s.players[s.announcer] if s.announcer is not None else None
        objector = s.players[s.objector] if s.objector is not None else None
        phase = "over" if s.finished else s.phase
        other = next(iter(_waiting(s)), None) or next(
            (p for p in s.players if p != announcer), s.players[0]
        )
        return Message(
            id="paletti-examples",
            args={
                "phase": phase,
                "player": s.current or s.players[0],
                "announcer": announcer or "",
                "objector": objector or "",
                "other": other,
            },
        )

    def undone(self, command: Command) -> Message:
        args: dict[str, Any] = {"player": None, "pillar": None, "success": None}
        args.update(command.model_dump())
        args.pop("kind", None)
        args.pop("from_level", None)
        args.pop("colour", None)
        return Message(id=f"paletti-undone-{command.kind}", args=args)


ADAPTER = PalettiAdapter()
