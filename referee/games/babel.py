"""Turmbau zu Babel: a folded-card tower built floor by floor, one round per player."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field, TypeAdapter

from .base import (
    Command,
    EndGame,
    Event,
    GameError,
    Outcome,
    Rejection,
    State,
    check_options,
    check_players,
    leaders,
    player_index,
    ranking,
)

MAX_FLOORS = 13
TOP_BONUS = 5


class Build(Command):
    """``player`` finished ``floor`` and it stands."""

    kind: Literal["build"] = "build"
    player: str
    floor: int


class Collapse(Command):
    """Something fell during ``player``'s turn."""

    kind: Literal["collapse"] = "collapse"
    player: str


class SetOpener(Command):
    """Before the first floor: ``player`` (the youngest) opens round 1."""

    kind: Literal["opener"] = "opener"
    player: str


BabelCommand = Build | Collapse | SetOpener | EndGame
_commands: TypeAdapter[BabelCommand] = TypeAdapter(BabelCommand)


class BabelState(State):
    rounds: int
    round: int = 1
    floors: int = 0
    starter: int = 0
    openers: list[int] = Field(default_factory=list)
    # why each round's opener opened it: "youngest" (named), "first" (the first named,
    # nobody said who is youngest), then next_opener's reason for every later round
    opened_why: list[str] = Field(default_factory=list)
    floor2: int | None = None
    scores: dict[str, int]


def points_for(floor: int) -> int:
    """Points for building ``floor`` (the top floor carries a bonus)."""
    return floor + (TOP_BONUS if floor == MAX_FLOORS else 0)


class Babel:
    id: ClassVar[str] = "babel"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8

    def new_state(self, players: list[str], options: dict[str, Any]) -> BabelState:
        check_players(self, players)
        check_options(options, {"youngest"})
        starter = 0
        if options.get("youngest"):
            starter = player_index(players, str(options["youngest"]))
            if starter is None:
                raise GameError("unknown-player", player=options["youngest"])
        return BabelState(
            players=list(players),
            rounds=len(players),
            turn=starter,
            starter=starter,
            openers=[starter],
            opened_why=["youngest" if options.get("youngest") else "first"],
            scores={p: 0 for p in players},
        )

    def parse_command(self, data: dict[str, Any]) -> Command:
        return _commands.validate_python(data)

    def snapshot(self, state: BabelState) -> dict[str, Any]:  # type: ignore[override]
        return {
            **state.common_snapshot(),
            "scores": dict(state.scores),
            "round": state.round,
            "rounds": state.rounds,
            "floors": state.floors,
            "starter": state.players[state.starter],
            "next_floor": None if state.finished else state.floors + 1,
        }

    def apply(self, state: BabelState, command: Command) -> Outcome | Rejection:  # type: ignore[override]
        if state.finished:
            return Rejection(rule="game-over")
        s = state.copied()
        if isinstance(command, EndGame):
            return Outcome(state=s, events=_finish(s, "agreed"))
        if isinstance(command, SetOpener):
            who = player_index(s.players, command.player)
            if who is None:
                return Rejection(rule="unknown-player", params={"player": command.player})
            if s.round != 1 or s.floors != 0:
                return Rejection(rule="opener-too-late")
            s.turn = s.starter = who
            s.openers = [who]
            s.opened_why = ["youngest"]
            return Outcome(
                state=s,
                events=[Event(kind="opener-set", params={"player": s.players[who]}), _turn(s)],
            )
        assert isinstance(command, Build | Collapse)
        who = player_index(s.players, command.player)
        if who is None:
            return Rejection(rule="unknown-player", params={"player": command.player})
        expected_floor = s.floors + 1
        if who != s.turn:
            params: dict[str, Any] = {"expected": s.current, "player": s.players[who]}
            params["floor"] = expected_floor
            return Rejection(rule="not-your-turn", params=params)
        if isinstance(command, Build):
            if command.floor > MAX_FLOORS:
                params = {"floor": command.floor, "max": MAX_FLOORS}
                return Rejection(rule="above-top", params=params)
            if command.floor != expected_floor:
                return Rejection(
                    rule="wrong-floor",
                    params={
                        "expected": expected_floor,
                        "floor": command.floor,
                        "player": s.current,
                    },
                )
            return Outcome(state=s, events=_build(s, who))
        return Outcome(state=s, events=_collapse(s, who))


def _turn(s: BabelState) -> Event:
    return Event(kind="turn", params={"player": s.current, "floor": s.floors + 1, "round": s.round})


def _build(s: BabelState, who: int) -> list[Event]:
    name = s.players[who]
    s.floors += 1
    gained = points_for(s.floors)
    s.scores[name] += gained
    if s.floors == 2:
        s.floor2 = who
    events = [
        Event(
            kind="built",
            params={
                "player": name,
                "floor": s.floors,
                "points": gained,
                "bonus": gained - s.floors,
                "total": s.scores[name],
            },
        )
    ]
    if s.floors == MAX_FLOORS:
        return events + _end_round(s, "complete")
    s.turn = (who + 1) % len(s.players)
    return events + [_turn(s)]


def _collapse(s: BabelState, who: int) -> list[Event]:
    name = s.players[who]
    event = Event(
        kind="collapsed",
        params={"player": name, "floor": s.floors + 1, "total": s.scores[name]},
    )
    return [event] + _end_round(s, "collapse")


def _end_round(s: BabelState, reason: str) -> list[Event]:
    events = [
        Event(kind="round-over", params={"round": s.round, "reason": reason, "floors": s.floors})
    ]
    if s.round == s.rounds:
        return events + _finish(s, "rounds")
    opener, why = next_opener(s)
    params: dict[str, Any] = {"round": s.round + 1, "player": s.players[opener], "why": why}
    if s.floor2 is not None:
        params["builder"] = s.players[s.floor2]
    s.round += 1
    s.floors = 0
    s.floor2 = None
    s.starter = s.turn = opener
    s.openers.append(opener)
    s.opened_why.append(why)
    return events + [Event(kind="round-start", params=params), _turn(s)]


def next_opener(s: BabelState) -> tuple[int, str]:
    """Who opens the round after this one, and why (``floor2``, ``nobody-floor2`` or
    ``already-opened``): the floor-2 builder, unless missing or already an opener; then
    the next player clockwise after the last opener who has not opened yet."""
    if s.floor2 is not None and s.floor2 not in s.openers:
        return s.floor2, "floor2"
    why = "nobody-floor2" if s.floor2 is None else "already-opened"
    n = len(s.players)
    for step in range(1, n + 1):
        candidate = (s.openers[-1] + step) % n
        if candidate not in s.openers:
            return candidate, why
    raise AssertionError("more rounds than players")  # rounds == players, so unreachable


def _finish(s: BabelState, reason: str) -> list[Event]:
    s.finished = True
    s.turn = None
    s.winner = leaders(s.scores)
    return [
        Event(
            kind="game-over",
            params={
                "reason": reason,
                "winners": s.winner,
                "ranking": ranking(s.players, s.scores),
                "shared": len(s.winner) > 1,
            },
        )
    ]
