"""Turmbau zu Babel in conversation: floor reports, collapses, the youngest player."""

from __future__ import annotations

from typing import ClassVar

from ..games.babel import MAX_FLOORS, Build, Collapse, EndGame, SetOpener
from ..games.base import Command, Rejection, ranking
from ..language import Intent
from ..replies import Message
from .adapter import AskBack, Context


class BabelAdapter:
    game: ClassVar[str] = "babel"

    def command_for(self, intent: Intent, ctx: Context) -> Command | Message | None:
        s = ctx.state
        player = intent.slots.get("player") or ctx.actor
        if intent.name == "BabelBuild":
            floor = intent.slots.get("number", intent.slots.get("ordinal"))
            return Build(player=player, floor=s.floors + 1 if floor is None else floor)
        if intent.name == "BabelCollapse":
            floor = intent.slots.get("floor")
            if isinstance(floor, int) and floor < s.floors:
                return None  # "Ben's floor two fell" at floor 5: no collapse of this turn
            return Collapse(player=player)
        if intent.name == "BabelOpener":
            return SetOpener(player=intent.slots.get("player") or ctx.speaker or s.current)
        if intent.name == "BabelStatus":
            return self.status(s)[0]
        return None

    def ask_back(self, command: Command, rejection: Rejection, ctx: Context) -> AskBack | None:
        s = ctx.state
        if rejection.rule not in ("not-your-turn", "wrong-floor", "above-top"):
            return None
        if isinstance(command, Build):
            return AskBack(
                question=Message(
                    id="babel-ask-build",
                    args={
                        "player": s.current,
                        "floor": s.floors + 1,
                        "rule": rejection.rule,
                        "reported": command.player,
                        "reported_floor": command.floor,
                        "max": MAX_FLOORS,
                    },
                ),
                suggestion=Build(player=s.current, floor=s.floors + 1),
            )
        if isinstance(command, Collapse) and rejection.rule == "not-your-turn":
            return AskBack(
                question=Message(id="babel-ask-collapse", args={"player": s.current}),
                suggestion=Collapse(player=s.current),
            )
        return None

    def unprompted_yes(self, ctx: Context) -> Command | None:
        return None

    def end_command(self) -> Command:
        return EndGame()

    def status(self, state) -> list[Message]:
        if state.finished:
            return [
                Message(
                    id="babel-status-over",
                    args={
                        "winners": state.winner,
                        "ranking": ranking(state.players, state.scores),
                    },
                )
            ]
        return [
            Message(
                id="babel-status",
                args={
                    "round": state.round,
                    "rounds": state.rounds,
                    "floors": state.floors,
                    "player": state.current,
                    "floor": state.floors + 1,
                },
            )
        ]

    def scores(self, state, player: str | None) -> Message:
        if player:
            return Message(
                id="babel-score-one", args={"player": player, "points": state.scores[player]}
            )
        ordered = sorted(state.scores.items(), key=lambda kv: -kv[1])
        return Message(id="babel-scores", args={"scores": dict(ordered)})

    def examples(self, state) -> Message:
        return Message(
            id="babel-examples", args={"player": state.current or "", "floor": state.floors + 1}
        )

    def undone(self, command: Command) -> Message:
        args = command.model_dump()
        return Message(id=f"babel-undone-{command.kind}", args=args)


ADAPTER = BabelAdapter()
