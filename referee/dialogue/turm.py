"""Der Turm in conversation: reveals with their gems, ending a turn, questions about the tower.

A reveal names the disk and the gems already in the floor. When the gems are missing ("a
three") the adapter reports ``gems=-1``; the engine turns that down as a negative count and
:meth:`TurmAdapter.ask_back` asks how many gems there were. The answer -- "two", "one gem",
"empty" -- completes the open question's report (``Context.pending``). A floor said to be
"full" holds as many gems as it can take (:func:`_full`), so the tower wins.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..games.base import Command, Rejection, ranking
from ..games.turm import (
    NUMBER_DISKS,
    STAR_CAPACITY,
    EndGame,
    EndTurn,
    Reveal,
    SetStarter,
    TurmState,
    deal,
    friendly_giver,
    hidden_gems,
)
from ..language import Intent
from ..language.reader import LAST_GEM
from ..replies import Message
from .adapter import AskBack, Context

MISSING = -1
"""The gems of a reveal nobody said; the engine rejects it, and the referee asks."""

FULL = "full"
"""The slot value of "the 2 is full", "der Stern ist voll"."""

REPORTS = ("TurmReveal", "TurmGems", "TurmNumber", "TurmEndTurn")


class TurmAdapter:
    game: ClassVar[str] = "turm"

    def command_for(self, intent: Intent, ctx: Context) -> Command | Message | None:
        s: TurmState = ctx.state
        slots = intent.slots
        name = intent.name
        if name in REPORTS and s.finished:
            return Message(id="turm-rule-game-over")
        player = slots.get("player") or ctx.actor or ""
        if name == "TurmReveal":
            if slots.get(LAST_GEM) and s.hands.get(player, 0) > 1:
                return None  # "… that was my last one!" with gems still in hand: no report
            disk = str(slots["disk"])
            gems = slots.get("gems")
            if gems is None and isinstance(ctx.replacing, Reveal) and disk != "0":
                gems = ctx.replacing.gems  # "sorry, that was a 3 not a 2": the count stays
            return _reveal(player, disk, _full(s, disk) if gems == FULL else gems)
        if name in ("TurmGems", "TurmNumber"):
            pending = ctx.pending
            raw = slots.get("gems", slots.get("number", 0))
            if raw == FULL:
                if isinstance(pending, Reveal):
                    gems = _full(s, pending.disk)
                    return Reveal(player=pending.player, disk=pending.disk, gems=gems)
                return Message(id="turm-ask-full")
            value = int(raw)
            if (
                name == "TurmNumber"
                and isinstance(ctx.replacing, Reveal)
                and ctx.replacing.disk in ctx.denied
                and str(value) in NUMBER_DISKS
            ):  # "nein, zwei, nicht drei" after a 3: the two is the disk, the gems stay
                gems = 0 if str(value) == "0" else ctx.replacing.gems
                return Reveal(player=ctx.replacing.player, disk=str(value), gems=gems)
            if isinstance(pending, Reveal):
                # the answer to "how many gems were in it?" (or a recount)
                return Reveal(player=pending.player, disk=pending.disk, gems=value)
            if name == "TurmNumber":
                if str(value) in NUMBER_DISKS:
                    return _reveal(player, str(value), None)
                return Message(id="turm-no-disk", args={"number": value})
            return Message(id="turm-ask-disk", args={"gems": value})
        if name == "TurmEndTurn":
            if slots.get("disk") is not None:  # "I put the roof on the 2"
                return self._roof(s, player, str(slots["disk"]))
            return EndTurn(player=player)
        if name == "TurmStarter":  # "Ben starts", "ich fange an"
            return SetStarter(player=slots.get("player") or ctx.speaker or player)
        if name == "TurmTowerGems":
            return self.tower(s)
        if name == "TurmOpen":
            return self.open_floors(s)
        if name == "TurmStar":
            return self.star(s)
        return None

    def ask_back(self, command: Command, rejection: Rejection, ctx: Context) -> AskBack | None:
        s: TurmState = ctx.state
        current = s.current
        if current is None:
            return None
        wrong = rejection.rule == "not-your-turn"
        if isinstance(command, Reveal):
            if command.gems < 0 and (wrong or rejection.rule == "impossible-gems"):
                return AskBack(
                    question=Message(
                        id="turm-ask-gems",
                        args={
                            "player": current,
                            "disk": command.disk,
                            "wrong": wrong,
                            "reported": command.player,
                        },
                    ),
                    suggestion=Reveal(player=current, disk=command.disk, gems=0),
                    on_no=Message(id="turm-ask-gems-count", args={"disk": command.disk}),
                )
            if wrong:
                return AskBack(
                    question=Message(
                        id="turm-ask-reveal",
                        args={
                            "player": current,
                            "reported": command.player,
                            "disk": command.disk,
                            "gems": command.gems,
                        },
                    ),
                    suggestion=Reveal(player=current, disk=command.disk, gems=command.gems),
                )
            if rejection.rule == "impossible-gems":
                # the rejection's words ask for a recount; a bare number answers it
                return AskBack(
                    question=Message(
                        id="turm-rule-impossible-gems",
                        args={**rejection.params, "player": command.player},
                    ),
                    suggestion=Reveal(player=command.player, disk=command.disk, gems=MISSING),
                )
            return None
        if isinstance(command, EndTurn) and wrong:
            if not s.open_floors or s.must_reveal_again:
                return None  # "yes" could not end the turn: say whose turn it is instead
            return AskBack(
                question=Message(
                    id="turm-ask-end", args={"player": current, "reported": command.player}
                ),
                suggestion=EndTurn(player=current),
            )
        return None

    def unprompted_yes(self, ctx: Context) -> Command | None:
        return None

    def end_command(self) -> Command:
        return EndGame()

    def status(self, state: TurmState) -> list[Message]:
        if state.finished:
            return [
                Message(
                    id="turm-status-over",
                    args={
                        "winners": state.winner,
                        "ranking": ranking(state.players, state.hands, lowest=True),
                    },
                )
            ]
        messages = [] if state.started else [self._setup(state)]  # nothing opened yet
        player = state.current or ""
        messages.append(
            Message(
                id="turm-status",
                args={
                    "player": player,
                    "hand": state.hands[player],
                    "tower_gems": state.tower_gems,
                    "opened": len(state.open_floors),
                    "open_gems": _open_gems(state),
                },
            )
        )
        if state.must_reveal_again:
            messages.append(Message(id="turm-status-cantstop", args={"player": player}))
        return messages

    def scores(self, state: TurmState, player: str | None) -> Message:
        if player:
            return Message(
                id="turm-score-one", args={"player": player, "gems": state.hands[player]}
            )
        ordered = sorted(state.hands.items(), key=lambda kv: kv[1])
        return Message(
            id="turm-scores", args={"scores": dict(ordered), "tower_gems": state.tower_gems}
        )

    def examples(self, state: TurmState) -> Message:
        return Message(
            id="turm-examples",
            args={
                "player": state.current or "",
                "can_stop": bool(state.open_floors) and not state.must_reveal_again,
                "star": state.star is not None,
            },
        )

    def undone(self, command: Command) -> Message:
        return Message(id=f"turm-undone-{command.kind}", args=command.model_dump())

    def _roof(self, s: TurmState, player: str, disk: str) -> Command | Message:
        """Ending a turn by saying where the roof goes: it must be a floor opened this turn."""
        current = s.current or ""
        if not s.open_floors:  # the tower already ended the turn; the roof is just put back
            return Message(id="turm-turn", args={"player": current, "hand": s.hands[current]})
        opened = [f.disk for f in s.open_floors]
        if player == current and disk not in opened and not s.must_reveal_again:
            return Message(
                id="turm-roof-not-open",
                args={
                    "player": current,
                    "disk": disk,
                    "disks": [d for d in opened if d != "star"],
                    "star_open": "star" in opened,
                },
            )
        return EndTurn(player=player)

    # ---- answers to questions about the tower --------------------------------------

    def tower(self, state: TurmState) -> Message:
        return Message(
            id="turm-tower",
            args={
                "tower_gems": state.tower_gems,
                "hidden": hidden_gems(state),
                "open_gems": _open_gems(state),
                "opened": len(state.open_floors),
            },
        )

    def open_floors(self, state: TurmState) -> Message:
        disks = [f.disk for f in state.open_floors if f.disk != "star"]
        return Message(
            id="turm-open",
            args={
                "player": state.current or "",
                "disks": disks,
                "star_open": any(f.disk == "star" for f in state.open_floors),
                "opened": len(state.open_floors),
                "open_gems": _open_gems(state),
            },
        )

    def star(self, state: TurmState) -> Message:
        args: dict[str, Any] = {"player": state.current or "", "hand": 0, "giver": ""}
        if state.current is not None and state.turn is not None:
            args["hand"] = state.hands[state.current]
            args["giver"] = friendly_giver(state, state.turn)[0]
        return Message(id=f"turm-star-{state.star or 'none'}", args=args)

    def _setup(self, state: TurmState) -> Message:
        share, rest = deal(len(state.players))
        starter = state.players[state.starter]
        return Message(
            id="turm-setup",
            args={
                "first": state.first_game,
                "star": state.star or "none",
                "share": share,
                "rest": rest,
                "starter": starter,
                "starter_hand": share + rest,
            },
        )


def _reveal(player: str, disk: str, gems: Any) -> Reveal:
    """A reveal report; a 0-floor can only be empty, other unsaid gems are asked for."""
    if gems is None:
        gems = 0 if disk == "0" else MISSING
    return Reveal(player=player, disk=disk, gems=int(gems))


def _full(state: TurmState, disk: str) -> int:
    """The gems in a full floor: its number; the star holds what its rule says (under
    Mirror, as many as the player whose turn it is has in hand)."""
    if disk != "star":
        return int(disk)
    if state.star == "mirror":
        return state.hands[state.current] if state.current else 0
    return STAR_CAPACITY.get(state.star or "", 0)


def _open_gems(state: TurmState) -> int:
    return sum(f.gems for f in state.open_floors)


ADAPTER = TurmAdapter()
