"""Der Turm: put all your gems into a stack of floors before the tower hands them back.

Players report what each floor holds when they open it (its disk and the gems already in
it); the engine decides whether a gem goes in or the tower wins, and keeps every hand and
the tower's count. Gems are conserved: ``sum(hands) + tower_gems == 36`` after every command.

Options (``new_state``): ``first_game`` (bool: 9 floors, no star), ``star`` (``super2``,
``mirror``, ``friendly4`` or ``cantstop``: 10 floors with the star), ``starter`` (a player's
name; default the first player). Neither ``first_game`` nor ``star`` means a first game.
Set-up errors (``GameError`` rule and params): ``player-count`` (min, max, count),
``duplicate-names``, ``unknown-option`` (option), ``unknown-player`` (player),
``star-in-first-game`` (star), ``unknown-star`` (star), ``missing-star`` (no params:
``first_game`` is false but no star rule was chosen).

Commands (``kind``):

- ``reveal``: ``player``, ``disk`` ("0".."4" or "star"), ``gems`` (gems already in the floor).
- ``end-turn``: ``player`` ends the turn after at least one reveal.
- ``end``: the table agrees to stop; fewest gems in hand wins, ties share.
- ``starter``: ``player`` starts instead (before the first reveal); the gems are dealt anew
  so the leftovers go to them.

Events (``kind``: params). Disks are the strings "0".."4" or "star"; ``star`` is the rule id.

- ``placed``: player, disk, gems (as reported), capacity (the disk's number),
  gems_in_floor_now, hand (the player's gems now), tower_gems.
- ``star-placed``: player (who revealed), star, giver (who put gems in; the player except
  under friendly4), why (friendly4 only: "most", "tie-self" or "tie-clockwise"; else None),
  placed (gems put in: 2 under super2, 1 otherwise, 1 when super2 takes a last single
  gem), gems (as reported), capacity (super2: 2; mirror: the player's hand at the reveal;
  friendly4/cantstop: 4), gems_in_floor_now, hand (player's gems now), giver_hand
  (giver's gems now), tower_gems, must_reveal_again (True only under cantstop).
- ``bust``: player, disk, gems (as reported), capacity (as above; 0 for the 0-floor),
  taken (gems taken back from all floors opened this turn), floors (how many were open,
  including this one), hand (player's gems now), tower_gems.
- ``turn-ended``: player, reason ("bust" or "ended"), floors (opened this turn),
  roof (True: move the roof onto a floor opened this turn), hand.
- ``turn``: player (whose turn it is now), hand, tower_gems.
- ``starter-set``: player (the new starter), share (gems each), rest (leftovers the starter
  also gets), hand (the starter's gems).
- ``won``: player (put in their last gem), tower_gems.
- ``game-over``: reason ("last-gem" or "agreed"), winners (list), ranking
  (``[[name, gems_in_hand], ...]`` fewest first, seating order on ties), shared (bool).

Rejections (``rule``: params); a rejected command changes nothing.

- ``game-over``: none.
- ``unknown-player``: player (as given).
- ``not-your-turn``: expected, player.
- ``no-star``: player (the star was revealed in a first game).
- ``no-floors-left``: floors (the tower's floor count), opened. Every floor is open already
  (a guard: the 0-floor always makes the tower win, so legal play never reaches it).
- ``disk-exhausted``: disk, count (floors with that disk in this game), opened (already
  opened this turn; equal to count).
- ``impossible-gems``: disk, gems, max (most gems that floor could hold now), hidden (gems
  the tower still has outside this turn's open floors), why: "negative" (below zero),
  "disk-limit" (more than the number on the disk), "star-limit" (more than the star
  floor holds: 2 under super2, 4 under friendly4/cantstop), "super2-pair" (a super2 star
  holds 0 or 2), "tower-limit" (more than the tower still has hidden).
- ``nothing-revealed``: player (ending a turn before any reveal).
- ``starter-too-late``: player (the first floor has been opened; the starter is fixed).
- ``must-reveal-again``: player (cantstop: a floor must follow the star before ending).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field, TypeAdapter, field_validator

from .base import (
    Command,
    EndGame,
    Event,
    GameError,
    Model,
    Outcome,
    Rejection,
    State,
    check_options,
    check_players,
    leaders,
    player_index,
    ranking,
)

TOTAL_GEMS = 36
START_TOWER = {"1": 1, "2": 1, "3": 1, "4": 1}
NUMBER_DISKS = {"0": 1, "1": 3, "2": 2, "3": 2, "4": 1}
STAR_RULES = ("super2", "mirror", "friendly4", "cantstop")
STAR_CAPACITY = {"super2": 2, "friendly4": 4, "cantstop": 4}
OPTIONS = {"first_game", "star", "starter"}

Disk = Literal["0", "1", "2", "3", "4", "star"]


class Reveal(Command):
    """``player`` opened a floor with ``disk`` holding ``gems`` gems."""

    kind: Literal["reveal"] = "reveal"
    player: str
    disk: Disk
    gems: int

    @field_validator("disk", mode="before")
    @classmethod
    def _disk_as_text(cls, value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return str(value)
        return value


class EndTurn(Command):
    """``player`` stops revealing and ends the turn."""

    kind: Literal["end-turn"] = "end-turn"
    player: str


class SetStarter(Command):
    """Before the first reveal: ``player`` starts (and takes the leftover gems)."""

    kind: Literal["starter"] = "starter"
    player: str


TurmCommand = Reveal | EndTurn | EndGame | SetStarter
_commands: TypeAdapter[TurmCommand] = TypeAdapter(TurmCommand)


class OpenFloor(Model):
    """A floor opened this turn and the gems in it now."""

    disk: Disk
    gems: int


class TurmState(State):
    first_game: bool
    star: str | None = None
    starter: int = 0
    hands: dict[str, int]
    tower_gems: int
    open_floors: list[OpenFloor] = Field(default_factory=list)
    must_reveal_again: bool = False
    started: bool = False
    """Whether any floor has been opened in this game (the starter is fixed from then on)."""


def disk_counts(state: TurmState) -> dict[str, int]:
    """How many floors carry each disk in this game."""
    counts = dict(NUMBER_DISKS)
    if state.star is not None:
        counts["star"] = 1
    return counts


def deal(count: int) -> tuple[int, int]:
    """Gems each of ``count`` players gets at set-up, and how many are left over (those go
    to the starting player): what is not in the tower at the start is shared evenly."""
    return divmod(TOTAL_GEMS - sum(START_TOWER.values()), count)


def hidden_gems(state: TurmState) -> int:
    """Gems in the floors not opened this turn."""
    return state.tower_gems - sum(f.gems for f in state.open_floors)


class Turm:
    id: ClassVar[str] = "turm"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6

    def new_state(self, players: list[str], options: dict[str, Any]) -> TurmState:
        check_players(self, players)
        check_options(options, OPTIONS)
        star = options.get("star")
        if isinstance(star, str):
            star = star.strip().lower()
        first_game = options.get("first_game")
        if first_game is not None and not isinstance(first_game, bool):
            raise GameError("bad-option-value", option="first_game", value=first_game)
        if star is not None:
            if first_game:
                raise GameError("star-in-first-game", star=star)
            if star not in STAR_RULES:
                raise GameError("unknown-star", star=star)
        elif first_game is not None and not first_game:
            raise GameError("missing-star")
        starter = 0
        if options.get("starter") is not None:
            found = player_index(players, str(options["starter"]))
            if found is None:
                raise GameError("unknown-player", player=options["starter"])
            starter = found
        share, rest = deal(len(players))
        hands = {p: share for p in players}
        hands[players[starter]] += rest
        return TurmState(
            players=list(players),
            turn=starter,
            starter=starter,
            first_game=star is None,
            star=star,
            hands=hands,
            tower_gems=sum(START_TOWER.values()),
        )

    def parse_command(self, data: dict[str, Any]) -> Command:
        return _commands.validate_python(data)

    def snapshot(self, state: TurmState) -> dict[str, Any]:  # type: ignore[override]
        return {
            **state.common_snapshot(),
            "scores": dict(state.hands),
            "tower_gems": state.tower_gems,
            "hidden_gems": hidden_gems(state),
            "open_floors": [f.model_dump() for f in state.open_floors],
            "star": state.star,
            "first_game": state.first_game,
            "floors": sum(disk_counts(state).values()),
            "starter": state.players[state.starter],
            "must_reveal_again": state.must_reveal_again,
        }

    def apply(self, state: TurmState, command: Command) -> Outcome | Rejection:  # type: ignore[override]
        if state.finished:
            return Rejection(rule="game-over")
        if isinstance(command, EndGame):
            s = state.copied()
            return Outcome(state=s, events=_finish(s, "agreed"))
        assert isinstance(command, Reveal | EndTurn | SetStarter)
        who = player_index(state.players, command.player)
        if who is None:
            return Rejection(rule="unknown-player", params={"player": command.player})
        name = state.players[who]
        if isinstance(command, SetStarter):
            if state.started:
                return Rejection(rule="starter-too-late", params={"player": name})
            s = state.copied()
            return Outcome(state=s, events=_set_starter(s, who))
        if who != state.turn:
            return Rejection(
                rule="not-your-turn", params={"expected": state.current, "player": name}
            )
        if isinstance(command, EndTurn):
            if not state.open_floors:
                return Rejection(rule="nothing-revealed", params={"player": name})
            if state.must_reveal_again:
                return Rejection(rule="must-reveal-again", params={"player": name})
            s = state.copied()
            return Outcome(state=s, events=_end_turn(s, "ended"))
        rejection = _check_reveal(state, command, name)
        if rejection is not None:
            return rejection
        s = state.copied()
        return Outcome(state=s, events=_reveal(s, command.disk, command.gems))


def _check_reveal(state: TurmState, command: Reveal, name: str) -> Rejection | None:
    disk, gems = command.disk, command.gems
    if disk == "star" and state.star is None:
        return Rejection(rule="no-star", params={"player": name})
    counts = disk_counts(state)
    floors = sum(counts.values())
    if len(state.open_floors) >= floors:
        return Rejection(
            rule="no-floors-left", params={"floors": floors, "opened": len(state.open_floors)}
        )
    opened = sum(1 for f in state.open_floors if f.disk == disk)
    if opened >= counts[disk]:
        return Rejection(
            rule="disk-exhausted", params={"disk": disk, "count": counts[disk], "opened": opened}
        )
    hidden = hidden_gems(state)
    cap = _limit(state, disk)
    top = hidden if cap is None else min(cap, hidden)
    if state.star == "super2" and disk == "star" and top < 2:
        top = 0
    why = None
    if gems < 0:
        why = "negative"
    elif cap is not None and gems > cap:
        why = "star-limit" if disk == "star" else "disk-limit"
    elif gems > hidden:
        why = "tower-limit"
    elif state.star == "super2" and disk == "star" and gems not in (0, 2):
        why = "super2-pair"
    if why is None:
        return None
    return Rejection(
        rule="impossible-gems",
        params={"disk": disk, "gems": gems, "max": top, "hidden": hidden, "why": why},
    )


def _limit(state: TurmState, disk: str) -> int | None:
    """Most gems a floor with ``disk`` can ever hold (``None``: only the tower limits it)."""
    if disk != "star":
        return int(disk)
    assert state.star is not None
    return STAR_CAPACITY.get(state.star)


def _set_starter(s: TurmState, who: int) -> list[Event]:
    share, rest = deal(len(s.players))
    s.hands = {p: share for p in s.players}
    name = s.players[who]
    s.hands[name] += rest
    s.starter = s.turn = who
    params = {"player": name, "share": share, "rest": rest, "hand": s.hands[name]}
    return [Event(kind="starter-set", params=params)]


def _reveal(s: TurmState, disk: str, gems: int) -> list[Event]:
    assert s.turn is not None
    s.started = True
    name = s.players[s.turn]
    hand = s.hands[name]
    s.must_reveal_again = False
    if disk != "star":
        capacity = int(disk)
        if gems >= capacity:
            return _bust(s, disk, gems, capacity)
        s.open_floors.append(OpenFloor(disk=disk, gems=gems + 1))
        s.hands[name] -= 1
        s.tower_gems += 1
        event = Event(
            kind="placed",
            params={
                "player": name,
                "disk": disk,
                "gems": gems,
                "capacity": capacity,
                "gems_in_floor_now": gems + 1,
                "hand": s.hands[name],
                "tower_gems": s.tower_gems,
            },
        )
        return [event] + _after_placing(s, name)
    star = s.star
    assert star is not None
    capacity = hand if star == "mirror" else STAR_CAPACITY[star]
    room = gems == 0 if star == "super2" else gems < capacity
    if not room:
        return _bust(s, disk, gems, capacity)
    giver, why = (name, None) if star != "friendly4" else friendly_giver(s, s.turn)
    placed = min(2, s.hands[giver]) if star == "super2" else 1
    s.open_floors.append(OpenFloor(disk="star", gems=gems + placed))
    s.hands[giver] -= placed
    s.tower_gems += placed
    s.must_reveal_again = star == "cantstop"
    event = Event(
        kind="star-placed",
        params={
            "player": name,
            "star": star,
            "giver": giver,
            "why": why,
            "placed": placed,
            "gems": gems,
            "capacity": capacity,
            "gems_in_floor_now": gems + placed,
            "hand": s.hands[name],
            "giver_hand": s.hands[giver],
            "tower_gems": s.tower_gems,
            "must_reveal_again": s.must_reveal_again,
        },
    )
    return [event] + _after_placing(s, giver)


def friendly_giver(s: TurmState, revealer: int) -> tuple[str, str]:
    """Who puts the gem into a friendly4 star, and why that player."""
    most = max(s.hands.values())
    tied = [i for i, p in enumerate(s.players) if s.hands[p] == most]
    if len(tied) == 1:
        return s.players[tied[0]], "most"
    if revealer in tied:
        return s.players[revealer], "tie-self"
    n = len(s.players)
    for step in range(1, n):
        candidate = (revealer + step) % n
        if candidate in tied:
            return s.players[candidate], "tie-clockwise"
    raise AssertionError("a tie always has a member")  # unreachable


def _after_placing(s: TurmState, giver: str) -> list[Event]:
    if s.hands[giver] > 0:
        return []
    s.finished = True
    s.turn = None
    s.must_reveal_again = False
    s.winner = [giver]
    won = Event(kind="won", params={"player": giver, "tower_gems": s.tower_gems})
    return [won, _game_over(s, "last-gem")]


def _bust(s: TurmState, disk: str, gems: int, capacity: int) -> list[Event]:
    assert s.turn is not None
    name = s.players[s.turn]
    taken = gems + sum(f.gems for f in s.open_floors)
    s.open_floors.append(OpenFloor(disk=disk, gems=gems))
    floors = len(s.open_floors)
    s.hands[name] += taken
    s.tower_gems -= taken
    for floor in s.open_floors:
        floor.gems = 0
    event = Event(
        kind="bust",
        params={
            "player": name,
            "disk": disk,
            "gems": gems,
            "capacity": capacity,
            "taken": taken,
            "floors": floors,
            "hand": s.hands[name],
            "tower_gems": s.tower_gems,
        },
    )
    return [event] + _end_turn(s, "bust")


def _end_turn(s: TurmState, reason: str) -> list[Event]:
    assert s.turn is not None
    name = s.players[s.turn]
    ended = Event(
        kind="turn-ended",
        params={
            "player": name,
            "reason": reason,
            "floors": len(s.open_floors),
            "roof": True,
            "hand": s.hands[name],
        },
    )
    s.open_floors = []
    s.must_reveal_again = False
    s.turn = (s.turn + 1) % len(s.players)
    nxt = s.players[s.turn]
    turn = Event(
        kind="turn", params={"player": nxt, "hand": s.hands[nxt], "tower_gems": s.tower_gems}
    )
    return [ended, turn]


def _game_over(s: TurmState, reason: str) -> Event:
    return Event(
        kind="game-over",
        params={
            "reason": reason,
            "winners": s.winner,
            "ranking": ranking(s.players, s.hands, lowest=True),
            "shared": len(s.winner) > 1,
        },
    )


def _finish(s: TurmState, reason: str) -> list[Event]:
    s.finished = True
    s.turn = None
    s.must_reveal_again = False
    s.winner = leaders(s.hands, lowest=True)
    return [_game_over(s, reason)]
