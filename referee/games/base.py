"""The engine contract every game follows: pure state machines, no I/O, no wording.

A game turns ``(state, command)`` into ``(new_state, events)`` or a :class:`Rejection`
naming the broken rule. A table's accepted commands are its log; its state is the
replay of that log, so undo and resume come from the same mechanism.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field


class Model(BaseModel):
    """Base for all engine models: strict fields, no stray keys."""

    model_config = ConfigDict(extra="forbid")

    def copied(self) -> Any:
        """A deep copy. Engine models hold only models, lists, dicts and plain values, so
        this walks them directly: several times faster than ``model_copy(deep=True)``,
        which the dialogue pays on every reading it tries against the rules."""
        copy = self.model_copy(update={k: _copied(v) for k, v in self.__dict__.items()})
        copy.__pydantic_fields_set__ = set(self.__pydantic_fields_set__)  # as model_copy keeps it
        return copy


def _copied(value: Any) -> Any:
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, Model):
        return value.copied()
    return value  # str, int, float, bool, None: immutable


class Command(Model):
    """Something a player reports; each game defines its own kinds."""

    kind: str


class EndGame(Command):
    """The table agrees to stop now; each game says who wins then."""

    kind: Literal["end"] = "end"


class Event(Model):
    """Something that happened, with the numbers a reply needs to say it."""

    kind: str
    params: dict[str, Any] = Field(default_factory=dict)


class Rejection(Model):
    """A command that breaks a rule; ``rule`` is a stable id, ``params`` its details."""

    rule: str
    params: dict[str, Any] = Field(default_factory=dict)


class State(Model):
    """Fields every game's state has."""

    players: list[str]
    turn: int | None = 0
    finished: bool = False
    winner: list[str] = Field(default_factory=list)

    def common_snapshot(self) -> dict[str, Any]:
        """The snapshot keys every game shares (copies, so callers may keep them)."""
        return {
            "players": list(self.players),
            "turn": self.current,
            "finished": self.finished,
            "winner": list(self.winner),
        }

    @property
    def current(self) -> str | None:
        """Name of the player whose turn it is, or ``None`` when the game is over."""
        if self.finished or self.turn is None:
            return None
        return self.players[self.turn]


class Outcome(Model):
    """A successfully applied command."""

    state: Any
    events: list[Event]


class GameError(ValueError):
    """A game cannot be set up as asked (player count, option values)."""

    def __init__(self, rule: str, **params: Any) -> None:
        super().__init__(rule)
        self.rule = rule
        self.params = params


class Game(Protocol):
    """What the dialogue and the store need from a game module."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    def new_state(self, players: list[str], options: dict[str, Any]) -> State:
        """The state before the first command; raises :class:`GameError` if impossible."""
        ...

    def parse_command(self, data: dict[str, Any]) -> Command:
        """Rebuild a logged command from its JSON form."""
        ...

    def apply(self, state: State, command: Command) -> Outcome | Rejection:
        """Apply one command without touching ``state``."""
        ...

    def snapshot(self, state: State) -> dict[str, Any]:
        """The game's keys of the stable snapshot (without ``game`` and ``lang``)."""
        ...


MAX_NAME = 100
"""Longest player name in characters (Telegram's display names stay well below it)."""


def check_players(game: Game, players: list[str]) -> None:
    """Raise :class:`GameError` unless the names fit the game's player range."""
    if len(players) < game.min_players or len(players) > game.max_players:
        raise GameError(
            "player-count", min=game.min_players, max=game.max_players, count=len(players)
        )
    if any(not isinstance(p, str) or not p.strip() for p in players):
        raise GameError("empty-name")
    if any(len(p) > MAX_NAME for p in players):
        raise GameError("name-too-long", max=MAX_NAME)
    folded = [p.casefold() for p in players]
    if len(set(folded)) != len(folded):
        raise GameError("duplicate-names")


def check_options(options: dict[str, Any], allowed: set[str] | frozenset[str]) -> None:
    """Raise :class:`GameError` for the first option the game does not know."""
    unknown = sorted(set(options) - set(allowed))
    if unknown:
        raise GameError("unknown-option", option=unknown[0])


def player_index(players: list[str], name: str) -> int | None:
    """Seat of ``name`` (matched case-insensitively), or None if not at the table."""
    folded = name.casefold()
    for i, p in enumerate(players):
        if p.casefold() == folded:
            return i
    return None


def player_name(players: list[str], name: object) -> str | None:
    """The table's spelling of ``name`` (matched case-insensitively), or None."""
    if not isinstance(name, str):
        return None
    seat = player_index(players, name)
    return None if seat is None else players[seat]


def ranking(players: list[str], scores: dict[str, int], *, lowest: bool = False) -> list[list[Any]]:
    """``[[name, score], ...]`` best first (highest, or lowest), seating order on ties."""
    sign = 1 if lowest else -1
    order = sorted(range(len(players)), key=lambda i: sign * scores[players[i]])
    return [[players[i], scores[players[i]]] for i in order]


def replay(game: Game, players: list[str], options: dict[str, Any], log: list[Command]) -> State:
    """Rebuild a table's state from its log of accepted commands."""
    return advance(game, game.new_state(players, options), log)


def advance(game: Game, state: State, log: list[Command]) -> State:
    """The state after applying ``log`` to ``state`` (each entry must be accepted)."""
    for command in log:
        outcome = game.apply(state, command)
        if isinstance(outcome, Rejection):
            raise ValueError(f"log entry {command!r} was rejected: {outcome.rule}")
        state = outcome.state
    return state


def replay_with_checkpoints(
    game: Game, players: list[str], options: dict[str, Any], log: list[Command], every: int
) -> tuple[State, dict[int, State]]:
    """Like :func:`replay`, also keeping the state after every ``every`` commands.

    ``checkpoints[n]`` is the state after ``log[:n]``; with them an undo replays at most
    ``every`` commands, at any length of the log.
    """
    state = game.new_state(players, options)
    checkpoints = {0: state}
    for start in range(0, len(log), every):
        state = advance(game, state, log[start : start + every])
        if start + every <= len(log):
            checkpoints[start + every] = state
    return state, checkpoints


def leaders(scores: dict[str, int], *, lowest: bool = False) -> list[str]:
    """Names with the best score (a tie gives several), in seating order."""
    if not scores:
        return []
    best = min(scores.values()) if lowest else max(scores.values())
    return [name for name, value in scores.items() if value == best]
