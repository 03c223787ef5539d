"""Villa Paletti: pull your own pillars out from below and stand them on the top level.

Rules: RULES-SPEC.md, section "Villa Paletti". This module is the pure state machine;
it carries ids and numbers only, the wording lives with the message files.

Set-up
    Colours in this order: blue, green, yellow, orange. Colour ``i`` belongs to player
    ``i % n`` in seating order, so with 2 players the first holds blue + yellow and the
    second green + orange; with 3 players orange is *neutral* (owner ``None``): it never
    moves and scores for nobody. Each colour has 3 small (1 point), 1 angular (2) and
    1 thick (3) pillar. All 20 stand on the base plate (level 0); the blue level (1) is
    the top. Level names: 0 ``base``, 1 ``blue``, 2 ``green``, 3 ``yellow``, 4 ``orange``,
    5 ``red``. Option ``previous_holder_on_own_collapse`` (bool, default false).
    Set-up errors (:class:`GameError`): ``player-count``, ``duplicate-names``,
    ``unknown-option`` (option), ``bad-option-value`` (option, value).

Pillar references
    ``pillar`` is ``"small" | "angular" | "thick"``. Optional ``colour`` narrows to one
    colour (useful with 2 players), optional ``from_level`` (0..5) to one level. When
    several pillars fit, the engine picks deterministically: for a pull the one on the
    lowest level (then small < angular < thick, then colour order); for a removal the one
    on the highest level, unlocked before locked. A removal may take a locked pillar; a
    removed pillar is no longer listed as locked.

Phases and the commands each accepts
    ``normal``      move, give-up, announce, collapse, agree-end
    ``announced``   accept, object, collapse, agree-end
    ``challenge``   challenge-result, collapse
    ``removal``     remove-pillar, collapse

Commands (``kind``: fields)
    ``move``: player, pillar, from_level=None, colour=None -- the current player pulled
        one of their unlocked pillars from below the top and stood it on the top level.
    ``give-up``: player, pillar, from_level=None, colour=None -- the pull failed, the
        pillar was pushed back; it is locked for the rest of the game; the turn ends.
    ``announce``: player -- instead of moving, the current player says they cannot or
        dare not move another pillar. With red already on top there is nothing to accept
        or object to: the announcement just passes the turn (phase stays ``normal``).
    ``accept``: player=None, also=[] -- ``player`` (and ``also``: more players in the
        same breath, "Ben and Carla agree") accept the announcement. Without any name,
        everybody who has not answered yet accepts at once -- that is what a logged
        ``{"kind": "accept"}`` always meant, so older logs replay to the same states.
        Once every other player has accepted, the next level is laid on and the turn
        passes clockwise from the announcer. (Compatibility: a name-less accept right
        after a red announcement, as older logs hold it, changes nothing but says
        whose turn it is.)
    ``object``: player -- another player who has not accepted will try to move one of
        the announcer's pillars.
    ``challenge-result``: success, pillar=None, from_level=None, colour=None -- success:
        that announcer's pillar (from below the top) leaves the game, no new level, the
        turn passes. Failure: the announcer removes one of the objector's pillars (named
        by ``pillar``; without it the engine waits for ``remove-pillar``), then the
        announced level is laid on and the turn passes.
    ``remove-pillar``: pillar, player=None, from_level=None, colour=None -- completes a
        failed challenge; ``player``, when given, must be the announcer (who removes).
    ``collapse``: player=None -- the villa fell; the game ends. Without ``player`` the one
        acting is assumed: the current player (normal), the objector (challenge), the
        announcer (removal), nobody (announced). With the option on, "own turn" means the
        collapser is the one acting: the current player (normal), the objector (challenge),
        the announcer (announced, removal).
    ``agree-end`` -- the players agree no pillar can be played any more; the game ends.

Events (``kind``: params)
    ``moved``: player, pillar, colour, value, from_level (name), level (top name),
        points (dict player -> points on the top, ``None`` before green), holder
    ``locked``: player, pillar, colour, level (name where it stays locked)
    ``seal``: holder, previous (holder before this event), why, points, leaders
        why = ``leads`` (first holder: single highest), ``took-lead`` (single highest
        player takes it from the holder), ``kept-tie`` (holder ties for the highest and
        keeps it), ``tie-among-others`` (several others tie above the holder: it stays),
        ``tie-no-holder`` (several tie for the highest, nobody holds it yet: nobody gets
        it), ``new-level`` (a new level starts at 0 for all; the holder keeps it)
    ``announced``: player, level (current top name), next_level (name, ``None`` on red,
        then ``no-more-levels`` and ``turn`` follow at once)
    ``accepted``: players (who accepted with this command), accepted (everybody so far,
        in the order they accepted), waiting (still to answer, clockwise from the
        announcer), announcer, next_level -- only while somebody still has to answer;
        the last acceptance is followed by ``level-added`` instead
    ``level-added``: level (name), player (announcer), holder
    ``no-more-levels``: player (announcer), level (``"red"``)
    ``objection``: objector, announcer
    ``challenge-success``: objector, announcer, pillar, colour, value, from_level (name)
    ``challenge-failed``: objector, announcer
    ``removal-needed``: remover (announcer), owner (objector), choices ({type: count})
    ``pillar-removed``: owner, colour, pillar, value, level (name where it stood),
        by (who took it out), why (``challenge-success`` | ``challenge-failed``)
    ``collapsed``: player (or ``None``), level (top name), phase
    ``game-over``: winners (list, ``[]`` when nobody), reason (``collapse`` | ``agreed``
        | ``previous-holder``), holder, previous_holder, by (collapser or ``None``),
        level, points
    ``turn``: player, level (top name)
    A ``seal`` event comes only when there is something to say: a holder who simply
    stays ahead alone keeps the seal silently (``moved`` carries ``holder`` anyway).

Rejections (``rule``: params) -- the state is unchanged
    Checked in this order: game over, phase, player, turn, then the pillar. In the pillar
    rules ``player`` is the pillar's owner (the mover; for ``challenge-result`` success the
    announcer; for a removal the objector), ``pillar`` may be ``None`` (a challenge result
    without a type) and ``colour`` is the lower-cased colour asked for, or ``None``.
    ``game-over``: -
    ``wrong-phase``: phase, command (kind), expected (list of kinds)
    ``unknown-player``: player
    ``not-your-turn``: expected, player
    ``own-objection``: player (the announcer cannot object to themselves)
    ``own-accept``: player (the announcer cannot accept their own announcement)
    ``already-accepted``: player, waiting (names still to answer)
    ``objection-after-accept``: player (who accepted can no longer object)
    ``nothing-to-challenge``: announcer (no pillar of theirs could be moved)
    ``objector-has-no-pillar``: player (nothing of theirs left to lose on failure)
    ``unknown-colour``: colour, colours
    ``neutral-pillar``: colour
    ``not-your-pillar``: player (whose pillar it must be), colour, owner
    ``pillar-removed``: player, pillar, colour -- all of them are out of the game
    ``pillar-locked``: player, pillar, colour -- every one left is locked
    ``pillar-on-top``: player, pillar, colour, level -- all left stand on the top level
    ``no-such-pillar``: player, pillar, colour, reason (``none-movable``), on_top,
        locked, removed -- none movable, for a mix of those reasons (counts given)
    ``not-from-that-level``: player, pillar, colour, from_level (int), top (name),
        levels (names where fitting pillars stand)

Snapshot keys
    players, turn, finished, winner, scores (points on the top level, all 0 before green),
    level, seal, removed / locked (``{"owner", "colour", "pillar"}``, locked adds
    ``level``), phase, counting, previous_seal, announcer, objector, accepted (names
    that accepted the running announcement, in that order; ``[]`` otherwise), colours
    (colour -> owner or ``None``), movable (player -> {type: count pullable now}), options.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field, TypeAdapter

from .base import (
    Command,
    Event,
    GameError,
    Model,
    Outcome,
    Rejection,
    State,
    check_options,
    check_players,
    player_index,
)

PillarType = Literal["small", "angular", "thick"]
Phase = Literal["normal", "announced", "challenge", "removal"]

COLOURS = ("blue", "green", "yellow", "orange")
TYPES: tuple[PillarType, ...] = ("small", "angular", "thick")
VALUES: dict[str, int] = {"small": 1, "angular": 2, "thick": 3}
COUNTS: dict[str, int] = {"small": 3, "angular": 1, "thick": 1}
LEVELS = ("base", "blue", "green", "yellow", "orange", "red")
FIRST_COUNTING = 2  # the seal counts from the green level on
TOP_LEVEL = len(LEVELS) - 1

EXPECTED: dict[str, list[str]] = {
    "normal": ["move", "give-up", "announce", "collapse", "agree-end"],
    "announced": ["accept", "object", "collapse", "agree-end"],
    "challenge": ["challenge-result", "collapse"],
    "removal": ["remove-pillar", "collapse"],
}
OPTIONS = {"previous_holder_on_own_collapse"}


class PullReport(Command):
    """A pull by ``player``: which pillar type, and where from when it matters."""

    player: str
    pillar: PillarType
    from_level: int | None = None
    colour: str | None = None


class Move(PullReport):
    """``player`` stood a pillar of type ``pillar`` from below on the top level."""

    kind: Literal["move"] = "move"


class GiveUp(PullReport):
    """``player``'s pull failed; the pillar was pushed back and is locked."""

    kind: Literal["give-up"] = "give-up"


class Announce(Command):
    """``player`` cannot or dare not move another pillar: a new level is due."""

    kind: Literal["announce"] = "announce"
    player: str


class Accept(Command):
    """``player`` (and ``also``) accept the announcement; no name: all who have not answered."""

    kind: Literal["accept"] = "accept"
    player: str | None = None
    also: list[str] = Field(default_factory=list)


class Object(Command):
    """``player`` objects and will try to move one of the announcer's pillars."""

    kind: Literal["object"] = "object"
    player: str


class ChallengeResult(Command):
    """How the objector's attempt ended (a collapse is reported as ``collapse``)."""

    kind: Literal["challenge-result"] = "challenge-result"
    success: bool
    pillar: PillarType | None = None
    from_level: int | None = None
    colour: str | None = None


class RemovePillar(Command):
    """After a failed challenge: the announcer takes one of the objector's pillars out."""

    kind: Literal["remove-pillar"] = "remove-pillar"
    pillar: PillarType
    player: str | None = None
    from_level: int | None = None
    colour: str | None = None


class Collapse(Command):
    """The villa fell (``player``: who was acting, when known)."""

    kind: Literal["collapse"] = "collapse"
    player: str | None = None


class AgreeEnd(Command):
    """The players agree that no pillar can be played any more."""

    kind: Literal["agree-end"] = "agree-end"


PalettiCommand = (
    Move
    | GiveUp
    | Announce
    | Accept
    | Object
    | ChallengeResult
    | RemovePillar
    | Collapse
    | AgreeEnd
)
_commands: TypeAdapter[PalettiCommand] = TypeAdapter(PalettiCommand)


class Pillar(Model):
    id: str
    colour: str
    owner: str | None
    type: PillarType
    value: int
    level: int = 0
    locked: bool = False
    removed: bool = False


class PalettiState(State):
    pillars: list[Pillar]
    top: int = 1
    phase: Phase = "normal"
    announcer: int | None = None
    objector: int | None = None
    accepted: list[int] = Field(default_factory=list)
    """Seats that accepted the running announcement, in the order they did."""
    passed_on_red: int | None = None
    """The seat whose announcement on red just passed the turn (until the next command)."""
    seal_history: list[str] = Field(default_factory=list)
    previous_holder_on_own_collapse: bool = False
    leaders: list[str] = Field(default_factory=list)
    """Who led on the top level at the last seal decision (a tie is announced once)."""

    @property
    def holder(self) -> str | None:
        """Who holds the seal now."""
        return self.seal_history[-1] if self.seal_history else None

    @property
    def previous_holder(self) -> str | None:
        """Who held the seal before the current holder took it."""
        return self.seal_history[-2] if len(self.seal_history) > 1 else None


def colour_owners(players: list[str]) -> dict[str, str | None]:
    """Colour -> owner in seating order; with 3 players the last colour is neutral."""
    n = len(players)
    return {
        colour: (None if n == 3 and i >= n else players[i % n]) for i, colour in enumerate(COLOURS)
    }


def points(state: PalettiState) -> dict[str, int]:
    """Each player's points on the top level (all 0 before the green level)."""
    result = {p: 0 for p in state.players}
    if state.top < FIRST_COUNTING:
        return result
    for p in state.pillars:
        if p.owner is not None and not p.removed and p.level == state.top:
            result[p.owner] += p.value
    return result


def movable(state: PalettiState, player: str) -> list[Pillar]:
    """``player``'s pillars that could be pulled now (below the top, unlocked, in play)."""
    return [
        p
        for p in state.pillars
        if p.owner == player and not p.removed and not p.locked and p.level < state.top
    ]


def _pillar_view(p: Pillar, *, level: bool = False) -> dict[str, Any]:
    view: dict[str, Any] = {"owner": p.owner, "colour": p.colour, "pillar": p.type}
    if level:
        view["level"] = LEVELS[p.level]
    return view


class Paletti:
    id: ClassVar[str] = "paletti"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    def new_state(self, players: list[str], options: dict[str, Any]) -> PalettiState:
        check_players(self, players)
        check_options(options, OPTIONS)
        own_collapse = options.get("previous_holder_on_own_collapse", False)
        if not isinstance(own_collapse, bool):
            raise GameError(
                "bad-option-value", option="previous_holder_on_own_collapse", value=own_collapse
            )
        owners = colour_owners(players)
        pillars = []
        for colour in COLOURS:
            for kind in TYPES:
                for k in range(COUNTS[kind]):
                    pid = f"{colour}-{kind}" if COUNTS[kind] == 1 else f"{colour}-{kind}-{k + 1}"
                    pillars.append(
                        Pillar(
                            id=pid,
                            colour=colour,
                            owner=owners[colour],
                            type=kind,
                            value=VALUES[kind],
                        )
                    )
        return PalettiState(
            players=list(players),
            pillars=pillars,
            previous_holder_on_own_collapse=own_collapse,
        )

    def parse_command(self, data: dict[str, Any]) -> Command:
        return _commands.validate_python(data)

    def snapshot(self, state: PalettiState) -> dict[str, Any]:  # type: ignore[override]
        def name(i: int | None) -> str | None:
            return None if i is None else state.players[i]

        owners = colour_owners(state.players)
        return {
            **state.common_snapshot(),
            "scores": points(state),
            "level": LEVELS[state.top],
            "seal": state.holder,
            "removed": [_pillar_view(p) for p in state.pillars if p.removed],
            "locked": [
                _pillar_view(p, level=True) for p in state.pillars if p.locked and not p.removed
            ],
            "phase": state.phase,
            "counting": state.top >= FIRST_COUNTING,
            "previous_seal": state.previous_holder,
            "announcer": name(state.announcer),
            "objector": name(state.objector),
            "accepted": [state.players[i] for i in state.accepted],
            "colours": owners,
            "movable": {
                player: {t: sum(p.type == t for p in movable(state, player)) for t in TYPES}
                for player in state.players
            },
            "options": {"previous_holder_on_own_collapse": state.previous_holder_on_own_collapse},
        }

    def apply(self, state: PalettiState, command: Command) -> Outcome | Rejection:  # type: ignore[override]
        if state.finished:
            return Rejection(rule="game-over")
        if isinstance(command, Accept) and _legacy_red_accept(state, command):
            legacy = state.copied()
            legacy.passed_on_red = None
            return Outcome(state=legacy, events=[_turn(legacy)])
        if command.kind not in EXPECTED[state.phase]:
            return Rejection(
                rule="wrong-phase",
                params={
                    "phase": state.phase,
                    "command": command.kind,
                    "expected": list(EXPECTED[state.phase]),
                },
            )
        s = state.copied()
        s.passed_on_red = None
        result: list[Event] | Rejection
        if isinstance(command, Move | GiveUp):
            result = _pull(s, command)
        elif isinstance(command, Announce):
            result = _announce(s, command)
        elif isinstance(command, Accept):
            result = _accept(s, command)
        elif isinstance(command, Object):
            result = _object(s, command)
        elif isinstance(command, ChallengeResult):
            result = _challenge(s, command)
        elif isinstance(command, RemovePillar):
            result = _remove(s, command)
        elif isinstance(command, Collapse):
            result = _collapse(s, command)
        else:
            assert isinstance(command, AgreeEnd)
            result = _finish(s, "agreed", None)
        if isinstance(result, Rejection):
            return result
        return Outcome(state=s, events=result)


# ---- helpers -------------------------------------------------------------------------


def _player(s: PalettiState, name: str) -> int | Rejection:
    who = player_index(s.players, name)
    if who is None:
        return Rejection(rule="unknown-player", params={"player": name})
    return who


def _on_turn(s: PalettiState, name: str) -> int | Rejection:
    who = _player(s, name)
    if isinstance(who, Rejection):
        return who
    if who != s.turn:
        return Rejection(
            rule="not-your-turn", params={"expected": s.current, "player": s.players[who]}
        )
    return who


def _turn(s: PalettiState) -> Event:
    return Event(kind="turn", params={"player": s.current, "level": LEVELS[s.top]})


def _next_turn(s: PalettiState, after: int) -> Event:
    s.turn = (after + 1) % len(s.players)
    s.phase = "normal"
    s.announcer = s.objector = None
    s.accepted = []
    return _turn(s)


def _waiting(s: PalettiState) -> list[int]:
    """Seats still to answer the running announcement, clockwise from the announcer."""
    assert s.announcer is not None
    n = len(s.players)
    seats = [(s.announcer + k) % n for k in range(1, n)]
    return [i for i in seats if i not in s.accepted]


def _legacy_red_accept(s: PalettiState, command: Accept) -> bool:
    """An older log's name-less accept after a red announcement (which now passes at once)."""
    return (
        s.passed_on_red is not None
        and s.phase == "normal"
        and command.player is None
        and not command.also
    )


def _colour_rejection(s: PalettiState, owner: str, colour: str | None) -> Rejection | None:
    if colour is None:
        return None
    folded = colour.casefold()
    if folded not in COLOURS:
        return Rejection(rule="unknown-colour", params={"colour": colour, "colours": list(COLOURS)})
    real = colour_owners(s.players)[folded]
    if real is None:
        return Rejection(rule="neutral-pillar", params={"colour": folded})
    if real != owner:
        return Rejection(
            rule="not-your-pillar", params={"player": owner, "colour": folded, "owner": real}
        )
    return None


def _fitting(
    s: PalettiState, owner: str, kind: PillarType | None, colour: str | None
) -> list[Pillar]:
    return [
        p
        for p in s.pillars
        if p.owner == owner
        and (kind is None or p.type == kind)
        and (colour is None or p.colour == colour.casefold())
    ]


def _order(p: Pillar) -> tuple[int, int, int, str]:
    return (p.level, TYPES.index(p.type), COLOURS.index(p.colour), p.id)


def _pick_movable(
    s: PalettiState,
    owner: str,
    kind: PillarType | None,
    colour: str | None,
    from_level: int | None,
) -> Pillar | Rejection:
    """The pillar ``owner`` (or an objector for them) would pull from below the top."""
    bad = _colour_rejection(s, owner, colour)
    if bad is not None:
        return bad
    fitting = _fitting(s, owner, kind, colour)
    base = {"player": owner, "pillar": kind, "colour": colour and colour.casefold()}
    live = [p for p in fitting if not p.removed]
    if not live:
        return Rejection(rule="pillar-removed", params=base)
    free = [p for p in live if not p.locked and p.level < s.top]
    if not free:
        on_top = sum(p.level == s.top for p in live)
        locked = sum(p.locked for p in live)
        if locked == len(live):
            return Rejection(rule="pillar-locked", params=base)
        if on_top == len(live):
            return Rejection(rule="pillar-on-top", params={**base, "level": LEVELS[s.top]})
        return Rejection(
            rule="no-such-pillar",
            params={
                **base,
                "reason": "none-movable",
                "on_top": on_top,
                "locked": locked,
                "removed": len(fitting) - len(live),
            },
        )
    if from_level is not None:
        there = [p for p in free if p.level == from_level]
        if not there:
            return _not_there(s, base, from_level, free)
        free = there
    return min(free, key=_order)


def _not_there(
    s: PalettiState, base: dict[str, Any], from_level: int, candidates: list[Pillar]
) -> Rejection:
    levels = sorted({p.level for p in candidates})
    return Rejection(
        rule="not-from-that-level",
        params={
            **base,
            "from_level": from_level,
            "top": LEVELS[s.top],
            "levels": [LEVELS[i] for i in levels],
        },
    )


def _pick_removal(
    s: PalettiState,
    owner: str,
    kind: PillarType | None,
    colour: str | None,
    from_level: int | None,
) -> Pillar | Rejection:
    """The objector's pillar the announcer takes out: highest level, unlocked first."""
    bad = _colour_rejection(s, owner, colour)
    if bad is not None:
        return bad
    base = {"player": owner, "pillar": kind, "colour": colour and colour.casefold()}
    live = [p for p in _fitting(s, owner, kind, colour) if not p.removed]
    if not live:
        return Rejection(rule="pillar-removed", params=base)
    if from_level is not None:
        there = [p for p in live if p.level == from_level]
        if not there:
            return _not_there(s, base, from_level, live)
        live = there
    return min(live, key=lambda p: (-p.level, p.locked, *_order(p)[1:]))


# ---- the seal ------------------------------------------------------------------------


def _update_seal(s: PalettiState) -> list[Event]:
    """Re-decide the seal after a change on the top level."""
    if s.top < FIRST_COUNTING:
        return []
    scores = points(s)
    best = max(scores.values())
    top = [p for p in s.players if scores[p] == best]
    holder = s.holder
    tie_known = top == s.leaders
    s.leaders = top
    why: str | None = None
    if holder is not None and holder in top:
        why = "kept-tie" if len(top) > 1 else None
    elif len(top) == 1:
        why = "leads" if holder is None else "took-lead"
        s.seal_history.append(top[0])
    elif best > 0:
        why = "tie-no-holder" if holder is None else "tie-among-others"
    if why is None or (tie_known and why in ("kept-tie", "tie-among-others", "tie-no-holder")):
        return []
    return [
        Event(
            kind="seal",
            params={
                "holder": s.holder,
                "previous": holder,
                "why": why,
                "points": scores,
                "leaders": top,
            },
        )
    ]


# ---- commands ------------------------------------------------------------------------


def _pull(s: PalettiState, command: Move | GiveUp) -> list[Event] | Rejection:
    who = _on_turn(s, command.player)
    if isinstance(who, Rejection):
        return who
    name = s.players[who]
    pillar = _pick_movable(s, name, command.pillar, command.colour, command.from_level)
    if isinstance(pillar, Rejection):
        return pillar
    if isinstance(command, GiveUp):
        pillar.locked = True
        event = Event(
            kind="locked",
            params={
                "player": name,
                "pillar": pillar.type,
                "colour": pillar.colour,
                "level": LEVELS[pillar.level],
            },
        )
        return [event, _next_turn(s, who)]
    from_level = pillar.level
    pillar.level = s.top
    counting = s.top >= FIRST_COUNTING
    seal = _update_seal(s)
    moved = Event(
        kind="moved",
        params={
            "player": name,
            "pillar": pillar.type,
            "colour": pillar.colour,
            "value": pillar.value,
            "from_level": LEVELS[from_level],
            "level": LEVELS[s.top],
            "points": points(s) if counting else None,
            "holder": s.holder,
        },
    )
    return [moved, *seal, _next_turn(s, who)]


def _announce(s: PalettiState, command: Announce) -> list[Event] | Rejection:
    who = _on_turn(s, command.player)
    if isinstance(who, Rejection):
        return who
    s.phase = "announced"
    s.announcer = who
    s.accepted = []
    nxt = LEVELS[s.top + 1] if s.top < TOP_LEVEL else None
    announced = Event(
        kind="announced",
        params={"player": s.players[who], "level": LEVELS[s.top], "next_level": nxt},
    )
    if nxt is None:  # red is the top: nothing to accept or object to, the turn just passes
        events = [announced, *_lay_level(s)]
        s.passed_on_red = who
        return events
    return [announced]


def _accept(s: PalettiState, command: Accept) -> list[Event] | Rejection:
    """Record who accepts; once every other player has, the announced level goes on."""
    assert s.announcer is not None
    if command.player is None and not command.also:
        return _lay_level(s)  # the whole table: everybody still to answer accepts
    seats: list[int] = []
    for name in [n for n in (command.player,) if n is not None] + list(command.also):
        who = _player(s, name)
        if isinstance(who, Rejection):
            return who
        if who == s.announcer:
            return Rejection(rule="own-accept", params={"player": s.players[who]})
        if who in s.accepted:
            waiting = [s.players[i] for i in _waiting(s)]
            return Rejection(
                rule="already-accepted", params={"player": s.players[who], "waiting": waiting}
            )
        if who not in seats:
            seats.append(who)
    s.accepted += seats
    waiting = _waiting(s)
    if not waiting:
        return _lay_level(s)
    return [
        Event(
            kind="accepted",
            params={
                "players": [s.players[i] for i in seats],
                "accepted": [s.players[i] for i in s.accepted],
                "waiting": [s.players[i] for i in waiting],
                "announcer": s.players[s.announcer],
                "next_level": LEVELS[s.top + 1],
            },
        )
    ]


def _lay_level(s: PalettiState) -> list[Event]:
    """The announced level goes on (none after red); the announcer's turn is over."""
    assert s.announcer is not None
    announcer = s.announcer
    name = s.players[announcer]
    events: list[Event] = []
    if s.top >= TOP_LEVEL:
        events.append(Event(kind="no-more-levels", params={"player": name, "level": LEVELS[s.top]}))
    else:
        s.top += 1
        s.leaders = list(s.players)
        events.append(
            Event(
                kind="level-added",
                params={"level": LEVELS[s.top], "player": name, "holder": s.holder},
            )
        )
        if s.holder is not None:
            events.append(
                Event(
                    kind="seal",
                    params={
                        "holder": s.holder,
                        "previous": s.holder,
                        "why": "new-level",
                        "points": points(s),
                        "leaders": list(s.players),
                    },
                )
            )
    return events + [_next_turn(s, announcer)]


def _object(s: PalettiState, command: Object) -> list[Event] | Rejection:
    who = _player(s, command.player)
    if isinstance(who, Rejection):
        return who
    assert s.announcer is not None
    name = s.players[who]
    announcer = s.players[s.announcer]
    if who == s.announcer:
        return Rejection(rule="own-objection", params={"player": name})
    if who in s.accepted:
        return Rejection(rule="objection-after-accept", params={"player": name})
    if not movable(s, announcer):
        return Rejection(rule="nothing-to-challenge", params={"announcer": announcer})
    if not any(p.owner == name and not p.removed for p in s.pillars):
        return Rejection(rule="objector-has-no-pillar", params={"player": name})
    s.phase = "challenge"
    s.objector = who
    return [Event(kind="objection", params={"objector": name, "announcer": announcer})]


def _take_out(s: PalettiState, pillar: Pillar, by: str, why: str) -> list[Event]:
    was_on_top = pillar.level == s.top
    pillar.removed = True
    pillar.locked = False
    event = Event(
        kind="pillar-removed",
        params={
            "owner": pillar.owner,
            "colour": pillar.colour,
            "pillar": pillar.type,
            "value": pillar.value,
            "level": LEVELS[pillar.level],
            "by": by,
            "why": why,
        },
    )
    return [event, *(_update_seal(s) if was_on_top else [])]


def _challenge(s: PalettiState, command: ChallengeResult) -> list[Event] | Rejection:
    assert s.announcer is not None and s.objector is not None
    announcer = s.players[s.announcer]
    objector = s.players[s.objector]
    if command.success:
        pillar = _pick_movable(s, announcer, command.pillar, command.colour, command.from_level)
        if isinstance(pillar, Rejection):
            return pillar
        success = Event(
            kind="challenge-success",
            params={
                "objector": objector,
                "announcer": announcer,
                "pillar": pillar.type,
                "colour": pillar.colour,
                "value": pillar.value,
                "from_level": LEVELS[pillar.level],
            },
        )
        removed = _take_out(s, pillar, objector, "challenge-success")
        return [success, *removed, _next_turn(s, s.announcer)]
    failed = Event(kind="challenge-failed", params={"objector": objector, "announcer": announcer})
    if command.pillar is None:
        s.phase = "removal"
        live = [p for p in s.pillars if p.owner == objector and not p.removed]
        choices = {t: sum(p.type == t for p in live) for t in TYPES}
        needed = Event(
            kind="removal-needed",
            params={"remover": announcer, "owner": objector, "choices": choices},
        )
        return [failed, needed]
    pillar = _pick_removal(s, objector, command.pillar, command.colour, command.from_level)
    if isinstance(pillar, Rejection):
        return pillar
    return [failed, *_take_out(s, pillar, announcer, "challenge-failed"), *_lay_level(s)]


def _remove(s: PalettiState, command: RemovePillar) -> list[Event] | Rejection:
    assert s.announcer is not None and s.objector is not None
    announcer = s.players[s.announcer]
    if command.player is not None:
        who = _player(s, command.player)
        if isinstance(who, Rejection):
            return who
        if who != s.announcer:
            return Rejection(
                rule="not-your-turn", params={"expected": announcer, "player": s.players[who]}
            )
    objector = s.players[s.objector]
    pillar = _pick_removal(s, objector, command.pillar, command.colour, command.from_level)
    if isinstance(pillar, Rejection):
        return pillar
    return [*_take_out(s, pillar, announcer, "challenge-failed"), *_lay_level(s)]


def _collapse(s: PalettiState, command: Collapse) -> list[Event] | Rejection:
    if command.player is not None:
        who = _player(s, command.player)
        if isinstance(who, Rejection):
            return who
        by: int | None = who
    else:
        by = {
            "normal": s.turn,
            "announced": None,
            "challenge": s.objector,
            "removal": s.announcer,
        }[s.phase]
    name = None if by is None else s.players[by]
    event = Event(
        kind="collapsed", params={"player": name, "level": LEVELS[s.top], "phase": s.phase}
    )
    # "on their own turn": by the hand of whoever acts now (RULES-SPEC): the player on turn,
    # the objector during the attempt, the announcer while the announcement waits or while
    # they remove the objector's pillar
    acting = {
        "normal": s.turn,
        "announced": s.announcer,
        "challenge": s.objector,
        "removal": s.announcer,
    }[s.phase]
    own_turn = by is not None and by == acting
    if s.previous_holder_on_own_collapse and own_turn and name == s.holder:
        return [event, *_finish(s, "previous-holder", name)]
    return [event, *_finish(s, "collapse", name)]


def _finish(s: PalettiState, reason: str, by: str | None) -> list[Event]:
    winner = s.previous_holder if reason == "previous-holder" else s.holder
    s.winner = [] if winner is None else [winner]
    s.finished = True
    s.turn = None
    return [
        Event(
            kind="game-over",
            params={
                "winners": s.winner,
                "reason": reason,
                "holder": s.holder,
                "previous_holder": s.previous_holder,
                "by": by,
                "level": LEVELS[s.top],
                "points": points(s),
            },
        )
    ]
