"""This table's facts for a rule answer (names, numbers, who would open, who holds the
seal), per game and topic, asked of the game engines rather than re-deciding their rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..games import babel as babel_engine
from ..games import get_game
from ..games import paletti as paletti_engine
from ..games import turm as turm_engine
from ..games.base import leaders
from ..games.paletti import LEVELS
from ..games.paletti import VALUES as PILLAR_VALUES
from ..language.questions import Pieces

# state, its snapshot -> the answer message's arguments
Facts = Callable[[Any, dict[str, Any]], dict[str, Any]]


def live_facts(game: str, topic: str, state: Any) -> dict[str, Any] | None:
    """The arguments that make ``topic``'s answer about this table, or None if it has none."""
    facts = _LIVE.get(game, {}).get(topic)
    if facts is None:
        return None
    return facts(state, get_game(game).snapshot(state))


def _players(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"count": len(snap["players"]), "players": list(snap["players"])}


def _babel_scoring(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over"}
    nxt = state.floors + 1
    top = nxt == babel_engine.MAX_FLOORS
    return {"case": "top" if top else "next", "next": nxt, "points": babel_engine.points_for(nxt)}


def _babel_collapse(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over"}
    player = snap["turn"]
    return {
        "case": "playing",
        "player": player,
        "floor": state.floors + 1,
        "total": state.scores[player],
        "round": state.round,
    }


def _babel_rounds(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    case = "over" if snap["finished"] else "playing"
    return {"case": case, "rounds": state.rounds, "round": state.round}


def _babel_next_opener(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    """Who opens the next round, asked of the engine (what-if: floor 2 built, tower falls)."""
    names = state.players
    if state.finished:
        return {"case": "over"}
    if state.round == state.rounds:
        return {"case": "last", "round": state.round, "rounds": state.rounds}
    if state.floor2 is not None:
        opener, why = babel_engine.next_opener(state)
        return {
            "case": "floor2" if why == "floor2" else "already",
            "player": names[opener],
            "builder": names[state.floor2],
        }
    fallback, _ = babel_engine.next_opener(state)
    game = get_game("babel")
    ahead = state
    while ahead.floor2 is None:
        outcome = game.apply(
            ahead, babel_engine.Build(player=ahead.current, floor=ahead.floors + 1)
        )
        ahead = outcome.state  # type: ignore[union-attr]
    opener, why = babel_engine.next_opener(ahead)
    return {
        "case": "either" if opener == fallback and why == "floor2" else "pending",
        "builder": names[ahead.floor2],
        "player": names[opener],
        "why": "floor2" if why == "floor2" else "already",
        "fallback": names[fallback],
    }


def _babel_next_opener_now(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    """Who opens the next round, asked at the table: just after a round ended (round 2 or
    later, no floor built yet) "the next round" is the one beginning now."""
    begun = state.round > 1 and state.floors == 0 and state.turn == state.starter
    if not state.finished and begun and state.round < state.rounds:
        why = state.opened_why[state.round - 1] if state.opened_why else "other"
        return {
            "case": "begun",
            "player": state.players[state.starter],
            "round": state.round,
            "prev_round": state.round - 1,
            "why": why,
        }
    return _babel_next_opener(state, snap)


def _babel_first_opener(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"player": state.players[state.openers[0]]}


def _babel_game_end(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    best = max(state.scores.values())
    if snap["finished"]:
        return {"case": "over", "winners": list(snap["winner"]), "points": best}
    case = "playing" if best > 0 else "none"
    return {"case": case, "rounds": state.rounds, "leaders": leaders(state.scores), "points": best}


def _turm_setup(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    share, rest = turm_engine.deal(len(state.players))
    return {
        "count": len(state.players),
        "share": share,
        "rest": rest,
        "starter": snap["starter"],
        "starter_hand": share + rest,
    }


def _turm_starter(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"starter": snap["starter"]}


def _turm_bust(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over"}
    opened = state.open_floors
    if not opened:
        return {"case": "none", "player": snap["turn"]}
    return {
        "case": "open",
        "player": snap["turn"],
        "gems": sum(f.gems for f in opened),
        "floors": len(opened),
    }


def _turm_game_end(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over", "winners": list(snap["winner"])}
    fewest = min(state.hands.values())
    leaders = [p for p in state.players if state.hands[p] == fewest]
    return {"case": "playing", "leaders": leaders, "gems": fewest}


def _turm_star(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    star = state.star
    if star is None:
        return {"case": "first"}
    # who would open the star now: the player on turn (or the starter once the game is over)
    who = state.turn if state.turn is not None else state.starter
    player = state.players[who]
    args: dict[str, Any] = {"case": star, "player": player, "hand": state.hands[player]}
    if star == "friendly4":
        args["giver"] = turm_engine.friendly_giver(state, who)[0]
    return args


def _turm_hands(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    """Gems in every hand (fewest first: they are closest to winning) and in the tower."""
    order = sorted(state.players, key=lambda p: state.hands[p])
    return {
        "hands": {p: state.hands[p] for p in order},
        "tower": state.tower_gems,
        "case": "over" if snap["finished"] else "playing",
    }


def _turm_variants(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"case": "first" if state.star is None else "full"}


def _paletti_setup(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    colours = snap.get("colours") or {}
    args: dict[str, Any] = {"count": len(snap["players"])}
    for colour in ("blue", "green", "yellow", "orange"):
        args[colour] = colours.get(colour) or "-"
    return args


def _paletti_levels(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    level = snap["level"]
    return {"level": level, "next": LEVELS[min(LEVELS.index(level) + 1, len(LEVELS) - 1)]}


def _paletti_seal(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    scores: dict[str, int] = snap["scores"]
    holder = snap.get("seal")
    if not snap["counting"]:
        return {"case": "early"}
    best = max(scores.values()) if scores else 0
    top = leaders(scores)
    if holder is None:
        return {"case": "tied" if best > 0 else "none", "leaders": top}
    mine = scores.get(holder, 0)
    if best == 0:
        return {"case": "zero", "holder": holder}
    if mine == best:
        others = [p for p in top if p != holder]
        if others:
            return {"case": "tie", "holder": holder, "points": mine, "others": others}
        return {"case": "lead", "holder": holder, "points": mine}
    return {"case": "behind", "holder": holder, "points": mine, "leaders": top}


def _paletti_points(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"counting": snap["counting"], "scores": dict(snap["scores"]), "level": snap["level"]}


def _paletti_turn(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"first": snap["players"][0]}


def _paletti_give_up(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"locked": len(snap.get("locked") or [])}


def _paletti_game_end(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over", "winners": list(snap["winner"]) or "none"}
    holder = snap.get("seal")
    if holder is None:
        return {"case": "nobody"}
    option = (snap.get("options") or {}).get("previous_holder_on_own_collapse", False)
    previous = snap.get("previous_seal")
    if option and previous:
        return {"case": "previous", "holder": holder, "previous": previous}
    if option:  # the first holder knocking it down in their own turn: nobody held it before
        return {"case": "previous-none", "holder": holder}
    return {"case": "holder", "holder": holder}


def _paletti_variants(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    option = (snap.get("options") or {}).get("previous_holder_on_own_collapse", False)
    return {"previous_rule": bool(option)}


_LIVE: dict[str, dict[str, Facts]] = {
    "babel": {
        "players": _players,
        "scoring": _babel_scoring,
        "collapse": _babel_collapse,
        "rounds": _babel_rounds,
        "next-opener": _babel_next_opener_now,
        "first-opener": _babel_first_opener,
        "game-end": _babel_game_end,
    },
    "turm": {
        "players": _players,
        "setup": _turm_setup,
        "starter": _turm_starter,
        "bust": _turm_bust,
        "game-end": _turm_game_end,
        "star": _turm_star,
        "hands": _turm_hands,
        "variants": _turm_variants,
    },
    "paletti": {
        "players": _players,
        "setup": _paletti_setup,
        "turn": _paletti_turn,
        "levels": _paletti_levels,
        "new-level": _paletti_levels,
        "seal": _paletti_seal,
        "points": _paletti_points,
        "give-up": _paletti_give_up,
        "game-end": _paletti_game_end,
        "variants": _paletti_variants,
    },
}


# ---- a question's own facts -------------------------------------------------------------------


def question_facts(game: str, pieces: Pieces, state: Any) -> dict[str, Any]:
    """The arguments of a topic's fact messages: the question's pieces and what the engine
    says about them (the points of floor 9, the gems each with 5 players, what a thick
    pillar is worth). ``state``: this table's, when it plays ``game`` (else None).

    Every argument is always there (Fluent needs them all), with a neutral value when the
    question did not name it.
    """
    engine = get_game(game)
    players = list(getattr(state, "players", None) or [])
    count = pieces.count or len(players) or engine.min_players
    n = pieces.number if pieces.number is not None else 0
    args: dict[str, Any] = {
        "n": n,
        "count": count,
        "fits": engine.min_players <= count <= engine.max_players,
        # "can I play it alone?": fewer than the game takes
        "too_few": count < engine.min_players,
        "min": engine.min_players,
        "max": engine.max_players,
        "named": pieces.players[0] if pieces.players else "-",
        "pillar": pieces.pillar or "none",
        "value": PILLAR_VALUES.get(pieces.pillar or "", 0),
        # "the angular one is worth 3, right?": the value claimed against the rules
        "value_check": _claimed(pieces, PILLAR_VALUES.get(pieces.pillar or "")),
        "level": pieces.levels[0] if pieces.levels else "none",
        "after": "none",
        "star": pieces.star or getattr(state, "star", None) or "none",
        "option": _option(state),
    }
    if game == "babel":
        floor = n if 1 <= n <= babel_engine.MAX_FLOORS else 0
        args.update(
            floor=floor,
            points=babel_engine.points_for(floor) if floor else 0,
            # "I built floors 2, 6 and 10": what they add up to
            sum=sum(
                babel_engine.points_for(k)
                for k in pieces.numbers
                if 1 <= k <= babel_engine.MAX_FLOORS
            ),
            # "floors 4, 5 and 13": several floors, answered with their sum ("the third
            # floor isn't 1 point like the first" names one floor and a point count)
            several=len(pieces.numbers) >= 3
            or (len(pieces.numbers) == 2 and 0 < pieces.numbers[0] < pieces.numbers[1]),
            top=floor == babel_engine.MAX_FLOORS,
            high=n > babel_engine.MAX_FLOORS,
            # "after floor 13, can someone add a 14th?": any floor above the top
            above=any(k > babel_engine.MAX_FLOORS for k in pieces.numbers),
            above_n=max(pieces.numbers, default=0),
            # "floor 13 gets a bonus, does floor 12 too?": the highest floor below the top
            lower=max((k for k in pieces.numbers if 1 <= k < babel_engine.MAX_FLOORS), default=0),
            # "what are floors 11, 12 and 13 worth each?": their points in the order named
            each=", ".join(
                str(babel_engine.points_for(k))
                for k in pieces.numbers
                if 1 <= k <= babel_engine.MAX_FLOORS
            )
            or "-",
            rounds=count,
            # "six players, so six rounds?": the rounds named against one per player
            rounds_match=_rounds_match(pieces),
            round_no=pieces.round_no or 0,
            starter=players[state.starter] if state is not None else "-",
            round=state.round if state is not None else 1,
            # "which floor gives 9 points?": the floor scoring the number named (18: the top)
            points_floor=(
                babel_engine.MAX_FLOORS
                if n == babel_engine.points_for(babel_engine.MAX_FLOORS)
                else n
                if 1 <= n < babel_engine.MAX_FLOORS
                else 0
            ),
            walls_for=2 * floor,
            **_babel_full_round(count),
            **_babel_points_check(pieces.numbers),
        )
        args.update(_babel_question(pieces, state, floor))
    elif game == "turm":
        share, rest = turm_engine.deal(count) if args["fits"] else (0, 0)
        disk = n if 0 <= n <= 4 else "none"
        gems = pieces.numbers[1] if len(pieces.numbers) > 1 else 0
        reveal = (
            "impossible" if disk == "none" or gems > disk else "full" if gems >= disk else "room"
        )
        # "a 2 with one gem: can I put one in?" (a disk and its gems, nothing else told);
        # "the 4 is empty, can I drop two in?" (a third number: the gems to put in)
        pair = reveal if len(pieces.numbers) == 2 else "none"
        if reveal == "room" and len(pieces.numbers) == 3 and pieces.numbers[2] >= 2:
            reveal = pair = "many"
        elif reveal == "room" and len(pieces.numbers) != 2:
            reveal = "more"
        args.update(
            share=share,
            rest=rest,
            starter_total=share + rest,
            # "5 players means 7 gems each, right?": the share claimed against the deal
            share_check=_claimed(
                pieces, share if args["fits"] and pieces.count is not None else None
            ),
            disk=disk,
            gems=gems,
            reveal=reveal,
            pair=pair,
        )
        args.update(_turm_question(pieces, state))
        if args["floors_told"] >= 2:  # several floors told: the turn they make, not the first
            args["reveal"] = "story"
            if args["pair"] != "many":
                args["pair"] = "story"
    elif game == "paletti":
        if pieces.levels:
            level = pieces.levels[0]
            at = LEVELS.index(level)
            args["after"] = LEVELS[at + 1] if at + 1 < len(LEVELS) else "none"
        args.update(_paletti_question(pieces, state))
    return args


def _claimed(pieces: Pieces, truth: int | None) -> str:
    """``yes`` or ``no``: whether the one number a question names is ``truth`` (what the
    pillar it names is worth, "small ones are 1 point each, yeah?"; the gems each player is
    dealt); ``none`` without both."""
    if truth is None or len(pieces.numbers) != 1:
        return "none"
    return "yes" if pieces.numbers[0] == truth else "no"


def _turm_question(pieces: Pieces, state: Any) -> dict[str, Any]:
    """Der Turm's answers for the question's own pieces: the floors it tells (a turn told as
    a story, or this turn's floors and the next one), the player it names (else whoever's
    turn it is), what the star would do for them, whether they may stop, how many floors
    carry a disk."""
    numbers = list(pieces.numbers)
    if len(numbers) > 1 and len(numbers) % 2 and numbers[-1] == 0:
        numbers.append(0)  # "a 3 with one, then the 0": the 0 told last holds nothing
    who = _turm_who(pieces, state)
    player = state.players[who] if who is not None else None
    hand = state.hands[player] if player is not None else None
    mine = list(state.open_floors) if state is not None and who == state.turn else []
    # the floors told: "a 2 with one gem, then a full 1" -> (2, 1), (1, 1)
    pairs = _pairs(numbers)
    # a story retelling this turn's open floors ("he put a gem into a 3 that had one, then
    # the 0"; "he has opened a 4, a 3 and a 2, then a 1 with one"): those are in hand and
    # tower already, only the floors after them count
    retold = 0
    for (disk, gems), floor in zip(pairs, mine, strict=False):
        if floor.disk != str(disk) or floor.gems != gems + 1:
            break
        retold += 1
    if retold:
        pairs = pairs[retold:]
    else:
        disks = [int(f.disk) if f.disk.isdigit() else -1 for f in mine]
        if disks and len(numbers) > len(disks) and numbers[: len(disks)] == disks:
            retold, numbers = len(disks), numbers[len(disks) :]
            pairs = _pairs(numbers)
    if numbers == [0]:  # "the next floor is the 0": a 0 never holds a gem
        pairs = [(0, 0)]
    take, case, puts = 0, "none", 0
    if pairs and all(0 <= d <= 4 for d, _ in pairs):
        # one floor told: the next one of this turn (its open floors count); several: a turn,
        # unless asked of the player on turn now or as a "what if" ("if Lina now opens a 2
        # with one, then the 0": the floors she has open come back too)
        going_on = len(pairs) == 1 or retold or pieces.kind in ("now", "hypothetical")
        opened = sum(f.gems for f in mine) if going_on else 0
        case = "room"
        for disk, gems in pairs:
            if gems > disk:
                case = "impossible"
                break
            if gems >= disk:
                take, case = opened + gems, "bust"
                break
            opened += gems + 1
            puts += 1
    # the star: its gems told (and the opener's hand, when two numbers are told)
    said = list(pieces.numbers)
    star_gems = said[1] if len(said) > 1 else said[0] if said else 0
    star_hand = said[0] if len(said) > 1 else hand
    mirror = "unknown" if star_hand is None else "room" if star_gems < star_hand else "full"
    giver = None
    if state is not None and getattr(state, "star", None) is not None and who is not None:
        giver = turm_engine.friendly_giver(state, who)[0]
    count = len(state.players) if state is not None else pieces.count or 0
    share, rest = turm_engine.deal(count) if 2 <= count <= 6 else (0, 0)
    # "a 4 with 3 gems, I put 1 in?": a floor and the one gem to put in (not a third floor)
    put_one = {}
    if len(said) == 3 and said[2] == 1 and 0 <= said[0] <= 4:
        disk, gems = said[0], said[1]
        case = "impossible" if gems > disk else "full" if gems >= disk else "room"
        put_one = {"reveal": case, "pair": case}
    return {
        **put_one,
        "starter_name": state.players[state.starter] if state is not None else "-",
        # every hand now, fewest first (closest to winning), and the tower's gems
        "hands_now": {p: state.hands[p] for p in sorted(state.players, key=state.hands.get)}
        if state is not None
        else {},
        "tower_now": state.tower_gems if state is not None else 0,
        "table": "yes" if state is not None else "no",
        "table_share": share,
        "table_rest": rest,
        "take": take,
        # the hand after the floors told: one gem out for each floor with room, and what
        # the tower gives back ("how many gems does he end up with")
        "hand_after": max(0, hand - puts + take) if hand is not None else 0,
        # what the tower would give back now: this turn's floors, when it is their turn
        "open_gems": sum(f.gems for f in state.open_floors)
        if state is not None and who == state.turn
        else 0,
        "told": case,
        "floors_told": len(pairs) + retold,
        "who": player or "-",
        "next_name": state.players[(who + 1) % len(state.players)] if who is not None else "-",
        "who_hand": hand if hand is not None else 0,
        "known": "yes" if hand is not None else "no",
        "star_gems": star_gems,
        "star_hand": star_hand if star_hand is not None else 0,
        "mirror": mirror,
        "super2": "room" if star_gems == 0 else "full",
        "four": "room" if star_gems < 4 else "full",
        "star_giver": giver,
        "stop": _turm_stop(pieces, state, who),
        # "30 gems in our hands: how many in the tower?": hands and tower hold all 36
        # (one number, not a player count, a disk or a floor told with its gems)
        "tower_rest": turm_engine.TOTAL_GEMS - pieces.number
        if len(pieces.numbers) == 1
        and pieces.count is None
        and 5 <= pieces.number <= turm_engine.TOTAL_GEMS
        else "none",
        "disks": turm_engine.NUMBER_DISKS.get(str(pieces.number), 0)
        if pieces.number is not None
        else 0,
        # "she has one gem left and opens a 3 with two": the floor told last (its disk and
        # gems), whatever was said before it
        **_turm_last(list(pieces.numbers)),
        # the table's starter by name, when the question's player count is this table's
        "starter_here": state.players[state.starter]
        if state is not None and (pieces.count in (None, len(state.players)))
        else "none",
        "last_who": pieces.players[0] if pieces.players else "none",
        # "how many gems did Nele start with?": the named player's (else the player on
        # turn's) share at set-up, with the leftover when they started
        **_turm_start(pieces, state, share, rest),
        # "is there a floor with a 5?": the number asked about is the last one said
        "last_number": pieces.numbers[-1]
        if pieces.numbers and 0 <= pieces.numbers[-1] <= 4
        else "none",
    }


def _turm_start(pieces: Pieces, state: Any, share: int, rest: int) -> dict[str, Any]:
    """What the player a question names got at set-up: ``start_case`` is ``starter`` (the
    share and the leftover), ``even`` (the starter, nothing left over), ``other`` or
    ``none`` (no table, or no player named)."""
    if state is None or not pieces.players or pieces.players[0] not in state.players:
        return {"start_case": "none", "start_who": "-", "start_gems": share}
    who = pieces.players[0]
    starter = state.players[state.starter] == who
    case = ("starter" if rest else "even") if starter else "other"
    return {"start_case": case, "start_who": who, "start_gems": share + rest * starter}


def _turm_last(numbers: list[int]) -> dict[str, Any]:
    """The last floor a question tells (``last_disk`` and ``last_gems``) and what it does:
    ``room``, ``full``, ``impossible`` or ``none`` (no floor told with its gems)."""
    if len(numbers) < 2 or not 0 <= numbers[-2] <= 4:
        return {"last_reveal": "none", "last_disk": 0, "last_gems": 0}
    disk, gems = numbers[-2], numbers[-1]
    case = "impossible" if gems > disk else "full" if gems >= disk else "room"
    return {"last_reveal": case, "last_disk": disk, "last_gems": gems}


def _pairs(numbers: list[int]) -> list[tuple[int, int]]:
    """Numbers told as floors: a disk and its gems each."""
    return [(numbers[i], numbers[i + 1]) for i in range(0, len(numbers) - 1, 2)]


def _turm_who(pieces: Pieces, state: Any) -> int | None:
    """The player a Der Turm question is about: the one it names, else whoever's turn it is
    (the starter once the game is over); None without a table."""
    if state is None:
        return None
    if pieces.players:
        return list(state.players).index(pieces.players[0])
    return state.turn if state.turn is not None else state.starter


def _turm_stop(pieces: Pieces, state: Any, who: int | None) -> str:
    """May they end the turn? ``general`` unless the question is about the table now or
    names a player; then ``yes``, ``cantstop`` (the star wants one more floor), ``none`` (no
    floor opened yet) or ``waiting`` (it is not their turn)."""
    if state is None or who is None or not (pieces.kind == "now" or pieces.players):
        return "general"
    if state.finished:
        return "over"
    if who != state.turn:
        return "waiting"
    if state.must_reveal_again:
        return "cantstop"
    return "yes" if state.open_floors else "none"


# Every argument of Villa Paletti's facts, neutral: a question without a table (or without
# the piece) gets the rule.
_PALETTI_NEUTRAL: dict[str, Any] = {
    "who": "none",
    "mcase": "rule",
    "mcount": 0,
    "mcolour": "none",
    "mlevel": "none",
    "ntop": 0,
    "nlocked": 0,
    "nremoved": 0,
    "ploc": "rule",
    "plevel": "none",
    "c1": "none",
    "c2": "none",
    "ccase": "rule",
    "cowner": "none",
    "cseat": 0,
    "ocolour": "rule",
    "holder": "none",
    "prev": "none",
    "wcase": "rule",
    "winner": "none",
    "scase": "rule",
    "snew": "none",
    "smover": "none",
    "spoints": 0,
    "announcer": "none",
    "objector": "none",
    "ocase": "rule",
    "oasker": "none",
    "nextlevel": "none",
    "lcase": "rule",
    "top": "none",
    "tscores": "none",
    "pcount": 5,
    "nextp": "none",
    "pending": "none",
    "pending_count": 0,
    "sholder": "none",
    "lcount": 0,
    "lowner": "none",
    "lcolour": "none",
    "ltype": "none",
}


def _paletti_question(pieces: Pieces, state: Any) -> dict[str, Any]:
    """Villa Paletti's facts for the player, pillar and table a question names: what the
    named player can still move, their colours, who wins if they knock the villa over,
    who holds the seal after a move, how an objection stands (asked of the engine).

    The player is the one named, else whoever's turn it is (\"can I still move my thick
    one?\"). Without a table every case is ``rule``."""
    args = dict(_PALETTI_NEUTRAL)
    args.update(_paletti_levels_named(pieces))
    if not isinstance(state, paletti_engine.PalettiState):
        args.update(_paletti_colour(pieces, []))
        return args
    snap = get_game("paletti").snapshot(state)
    players = list(state.players)
    who = pieces.players[0] if pieces.players else state.current if not state.finished else None
    top = state.top
    args.update(
        top=LEVELS[top],
        nextlevel=LEVELS[top + 1] if top + 1 < len(LEVELS) else "none",
        holder=state.holder or "none",
        # the holder, when the question names them ("..., same as Hannes: who gets the seal?")
        sholder=state.holder if state.holder in pieces.players else "none",
        prev=state.previous_holder or "none",
        announcer=snap.get("announcer") or "none",
        objector=snap.get("objector") or "none",
        tscores=dict(snap["scores"]) if snap["counting"] else "none",
        **_paletti_colour(pieces, players),
        **_paletti_locked(state),
    )
    over: dict[str, Any] = {}
    if state.finished:  # "the villa came down, who wins?": the engine has decided
        winners = list(snap["winner"])
        over = {"wcase": "over" if winners else "over-none", "winner": ", ".join(winners) or "none"}
        args.update(over)
    if who is None:
        return args
    args["who"] = who
    # "if Anna announces and we all accept, who plays next?": the player after the one named
    args["nextp"] = players[(players.index(who) + 1) % len(players)]
    owned = [c for c, owner in paletti_engine.colour_owners(players).items() if owner == who]
    if owned:
        args.update(c1=owned[0], c2=owned[1] if len(owned) > 1 else "none")
        args["ccase"] = "two" if len(owned) > 1 else "one"
    args.update(_paletti_movable(state, who, pieces.pillar))
    args.update(_paletti_collapse(state, who))
    # "if Carla gets her thick one up, does she take the seal off Ben?": the mover is a
    # named player other than the holder
    mover = next((p for p in pieces.players if p != state.holder), who)
    args.update(_paletti_seal_after(state, mover, pieces.pillar, pieces.levels))
    args.update(_paletti_objection(state, who, pieces.players))
    args.update(over)
    return args


def _paletti_levels_named(pieces: Pieces) -> dict[str, Any]:
    """The levels a question names, told as an order ("blue, green ... and then?": the one
    after the highest named) or against a number ("is orange the fourth level?")."""
    named = [LEVELS.index(level) for level in pieces.levels if level in LEVELS]
    if not named:
        return {"thenlevel": "none", "levelis": "none"}
    highest = max(named)
    first = named[0]
    return {
        "thenlevel": LEVELS[highest + 1] if highest + 1 < len(LEVELS) else "none",
        "levelis": "yes" if pieces.number is not None and pieces.number == first else "no",
    }


def _paletti_locked(state: Any) -> dict[str, Any]:
    """The locked pillars still in the game ("which pillars are locked?"): how many, and
    the first one's owner, colour and type."""
    locked = [p for p in state.pillars if p.locked and not p.removed]
    if not locked:
        return {}
    first = locked[0]
    return {
        "lcount": len(locked),
        "lowner": first.owner,
        "lcolour": first.colour,
        "ltype": first.type,
    }


def _paletti_colour(pieces: Pieces, players: list[str]) -> dict[str, Any]:
    """Whose the colour the question names is, for the player count it names (else this
    table's): a player of this table, the n-th player, or nobody (neutral with 3)."""
    count = pieces.count or len(players) or 0
    out: dict[str, Any] = {"pcount": 10 if count == 2 else 5}
    colour = next((c for c in pieces.levels if c in paletti_engine.COLOURS), None)
    if colour is None or not 2 <= count <= 4:
        return out
    seat = paletti_engine.COLOURS.index(colour) % count
    if count == 3 and colour == paletti_engine.COLOURS[-1]:
        out["ocolour"] = "neutral"
    elif players and count == len(players):
        out.update(ocolour="named", cowner=players[seat])
    else:
        out.update(ocolour="seat", cseat=seat + 1)
    return out


def _paletti_movable(state: Any, who: str, pillar: str | None) -> dict[str, Any]:
    """Whether ``who`` can still move a pillar of type ``pillar``, and if not, why."""
    if pillar is None:
        return {}
    own = [p for p in state.pillars if p.owner == who and p.type == pillar]
    free = [p for p in paletti_engine.movable(state, who) if p.type == pillar]
    live = [p for p in own if not p.removed]
    out: dict[str, Any] = {
        "mcount": len(free),
        "ntop": sum(p.level == state.top for p in live),
        "nlocked": sum(p.locked for p in live),
        "nremoved": len(own) - len(live),
    }
    # where it stands ("where is Greta's thick pillar?"): the highest one still in the game
    if live:
        there = max(live, key=lambda p: (p.level, p.colour))
        where = "top" if there.level == state.top else "locked" if there.locked else "level"
        out.update(ploc=where, plevel=LEVELS[there.level])
    elif own:
        out["ploc"] = "removed"
    if free:
        first = min(free, key=lambda p: (p.level, p.colour))
        out.update(mcase="movable", mcolour=first.colour, mlevel=LEVELS[first.level])
        return out
    if not own:
        return out
    if out["nremoved"] == len(own):
        out["mcase"] = "removed"
    elif out["nlocked"] == len(live):
        out["mcase"] = "locked"
    elif out["ntop"] == len(live):
        out["mcase"] = "top"
    else:
        out["mcase"] = "mixed"
    out["mcolour"] = own[0].colour
    return out


def _paletti_collapse(state: Any, who: str) -> dict[str, Any]:
    """Who wins if ``who`` knocks the villa over in their own turn now."""
    holder = state.holder
    if holder is None:
        return {"wcase": "nobody"}
    if state.previous_holder_on_own_collapse and who == holder:
        previous = state.previous_holder
        if previous is None:
            return {"wcase": "previous-none"}
        return {"wcase": "previous", "winner": previous}
    return {"wcase": "holder" if who != holder else "own", "winner": holder}


def _paletti_seal_after(
    state: Any, who: str, pillar: str | None, levels: tuple[str, ...] = ()
) -> dict[str, Any]:
    """Who holds the seal after ``who`` stands a ``pillar`` on the top level (the engine
    decides, as if it were their turn). A question that names a counting level above this
    table's top ("if only Ben's thick one stands on green", asked on blue) posits a fresh
    level: the mover alone has points there."""
    if pillar is None or state.finished:
        return {}
    if state.top < paletti_engine.FIRST_COUNTING:
        named = [LEVELS.index(level) for level in levels if level in LEVELS]
        if any(at >= paletti_engine.FIRST_COUNTING for at in named):
            points = PILLAR_VALUES[pillar]  # type: ignore[index]
            return {"scase": "takes", "snew": who, "spoints": points, "smover": who}
        return {"scase": "early"}
    ahead = state.copied()
    ahead.turn = state.players.index(who)
    ahead.phase = "normal"
    outcome = get_game("paletti").apply(
        ahead,
        paletti_engine.Move(player=who, pillar=pillar),  # type: ignore[arg-type]
    )
    if not hasattr(outcome, "state"):
        return {"scase": "cannot", "smover": who}
    after = outcome.state  # type: ignore[union-attr]
    mine = paletti_engine.points(after)[who]
    holder = after.holder
    if holder == who:
        case = "keeps" if state.holder == who else "takes"
    elif holder is None:
        case = "none"
    else:
        case = "stays"
    return {"scase": case, "snew": holder or "none", "spoints": mine, "smover": who}


def _paletti_objection(state: Any, who: str, named: tuple[str, ...]) -> dict[str, Any]:
    """Whether ``who`` may object to the running announcement, and who removes whose
    pillar when it fails."""
    out: dict[str, Any] = {}
    phase = state.phase
    if phase == "removal":
        out["lcase"] = "removal"
    elif phase == "challenge":
        out["lcase"] = "challenge"
    elif phase == "announced":
        out["lcase"] = "waiting"
    if state.announcer is None:
        return out
    announcer = state.players[state.announcer]
    # "can Ben still object to Anna's announcement?": a named player other than the announcer
    who = next((p for p in named if p != announcer), who)
    out["oasker"] = who
    seat = state.players.index(who)
    if state.objector is None:  # "what if Ben fails?": a named player other than the announcer
        objector = next((p for p in named if p != announcer), None)
        if objector is not None:
            out["objector"] = objector
    if phase != "announced":
        return out
    # "Max said fine, does green go on now?": who has still to answer the announcement
    pending = [
        p for i, p in enumerate(state.players) if i != state.announcer and i not in state.accepted
    ]
    out["pending"] = ", ".join(pending) or "none"
    out["pending_count"] = len(pending)
    if seat == state.announcer:
        out["ocase"] = "announcer"
    elif seat in state.accepted:
        out["ocase"] = "accepted"
    elif not paletti_engine.movable(state, announcer):
        out["ocase"] = "nothing"
    else:
        out["ocase"] = "can"
    return out


def _babel_question(pieces: Pieces, state: Any, floor: int) -> dict[str, Any]:
    """Babel's answers about what the question names, asked of this table: the named
    player's points and the floor they would build next ("what's Omar's total if his floor
    holds?"), who builds floor NUM, who opens the round it names and why, the leaders."""
    out: dict[str, Any] = {
        "named_points": 0,
        "named_claim": "none",
        "story_opener": "-",
        "story_next": "none",
        "has_named": False,
        "named_floor": 0,
        "gain": babel_engine.points_for(floor) if floor else 0,
        "after": 0,
        "builder": "none",
        "built": "no",
        "opener": "-",
        "opener_case": "none",
        "opener_why": "none",
        "opener_round": pieces.round_no or 0,
        "next_opener": "-",
        "next_opener_case": "none",
        "next_opener_why": "none",
        "next_opener_round": 0,
        "next_floor2_by": "-",
        "next_fallback": "-",
        "floor2_by": "-",
        "fallback": "-",
        "this_why": "none",
        "nobody_case": "none",
        "nobody_next": "none",
        "prev_round": 0,
        "first": "none",
        "leaders": "-",
        "leaders_count": 0,
        "best": 0,
        "left": 0,
        "rounds_total": 0,
        "next_floor": 0,
        "claim": "none",
        "claim_opener": "-",
        "claim_case": "none",
        "named_opens": "none",
        "finished": "no",
        "last_round": "no",
        "turn_player": "-",
        "fell_on": "none",
        "named_case": "none",
        "named_turn": "none",
        "turn_why": "clockwise",
        # "how many floors to the top?": floors still to build this round
        "togo": babel_engine.MAX_FLOORS,
        # "it wobbled but nothing fell, does it count?": the floor being built and its builder
        "now_floor": 0,
        "now_points": 0,
        "now_builder": "-",
        # "Tom says the next floor gives 5 points": yes or no
        "points_claim": "none",
        "just_opened": "-",
        "just_why": "none",
    }
    if state is None:
        return out
    out["togo"] = max(babel_engine.MAX_FLOORS - state.floors, 0)
    # "she just built floor 13, who starts next?": the round it ended has begun with its opener
    if not state.finished and state.floors == 0 and state.round > 1 and state.opened_why:
        out["just_opened"] = state.players[state.starter]
        out["just_why"] = state.opened_why[state.round - 1]
    out["finished"] = "yes" if state.finished else "no"  # "so who won?": this table's winners
    # "if it falls now, is the game over?": yes in the last round
    out["last_round"] = "yes" if not state.finished and state.round == state.rounds else "no"
    if not state.finished and state.turn is not None:
        out["turn_player"] = state.players[state.turn]
        # "so it's Oskar's turn now? why": yes or no, and why (a round's opener, or clockwise)
        if pieces.players:
            out["named_turn"] = "yes" if pieces.players[0] == out["turn_player"] else "no"
        out["turn_why"] = "opener" if state.floors == 0 else "clockwise"
    # "she says she's building floor 5 now": the floor being built is floors standing + 1
    out["next_floor"] = min(state.floors + 1, babel_engine.MAX_FLOORS)
    if not state.finished and state.turn is not None:
        out["now_floor"] = out["next_floor"]
        out["now_points"] = babel_engine.points_for(out["now_floor"])
        named_here = [p for p in pieces.players if p in state.players]
        out["now_builder"] = named_here[0] if named_here else out["turn_player"]
        if pieces.number:
            out["points_claim"] = "yes" if pieces.number == out["now_points"] else "no"
    if state.finished:
        out["claim"] = "over"
    elif (
        pieces.players
        and out["turn_player"] != "-"
        and out["turn_player"] not in pieces.players
        and pieces.number
    ):
        out["claim"] = "turn"  # "Lena says she built floor 6": but it isn't Lena's turn
    elif pieces.number:
        out["claim"] = "yes" if pieces.number == state.floors + 1 else "no"
    # "she has the most points, so she opens the round?": the opener by the rule — this
    # round's when it has just begun, else the next round's when that is decided
    ahead_opener = _babel_next_opener(state, {}) if not state.finished else {}
    if state.floors == 0 or state.finished or ahead_opener.get("case") not in ("floor2", "already"):
        out["claim_opener"] = state.players[state.starter]
    else:
        out["claim_opener"] = ahead_opener.get("player", state.players[state.starter])
    out["claim_case"] = "named"
    # "does Mia open the new round now?": yes or no when that opener is decided
    decided = (state.floors == 0 and state.round > 1) or ahead_opener.get("case") in (
        "floor2",
        "already",
    )
    if pieces.players and pieces.kind != "hypothetical" and decided and not state.finished:
        out["named_opens"] = "yes" if pieces.players[0] == out["claim_opener"] else "no"
    names = list(state.players)
    n = len(names)
    out["first"] = names[0]
    out["rounds_total"] = state.rounds
    out["left"] = max(state.rounds - state.round, 0)
    best = max(state.scores.values())
    out["best"] = best
    top = leaders(state.scores)
    out["leaders"] = top
    out["leaders_count"] = len(top)
    out["this_why"] = state.opened_why[state.round - 1] if state.opened_why else "none"
    out["prev_round"] = state.round - 1
    if state.floors == 0 and out["this_why"] == "nobody-floor2":
        out["nobody_case"] = "past"  # the round just begun: floor 2 was never built
    elif not state.finished and state.round < state.rounds:
        out["nobody_case"] = "next"
        out["nobody_next"] = names[_clockwise_opener(state)]
    named = pieces.players[0] if pieces.players else None
    # "Anna opened, and Ben's floor came down before floor 2: who opens next?": the
    # player the story names first opened; the next one clockwise opens the next round
    if pieces.mentioned and pieces.kind != "now":
        told = names.index(pieces.mentioned[0])
        out["story_opener"] = pieces.mentioned[0]
        out["story_next"] = names[(told + 1) % n]
    # "Kofi's floor stood, then it fell while Lisa was laying hers: who scores nothing?":
    # whoever's turn it is, else the last player the story names
    if out["turn_player"] in pieces.players:
        out["fell_on"] = out["turn_player"]
    elif pieces.players:
        out["fell_on"] = pieces.players[-1]
    elif out["turn_player"] != "-":
        out["fell_on"] = out["turn_player"]
    # "her floor came down, so does Svenja open the next round?": a round just begun has
    # its opener, whatever the question supposes
    begun = not state.finished and state.floors == 0 and state.round > 1
    if named is not None and begun and pieces.kind != "hypothetical":
        out["named_case"] = "opens" if named == names[state.starter] else "not"
    if named is not None:
        out["named_points"] = state.scores.get(named, 0)
        # "Ben says he's on 9 points, right?": the claim against Ben's score
        if pieces.number is not None:
            out["named_claim"] = "yes" if pieces.number == out["named_points"] else "no"
        out["has_named"] = pieces.kind == "hypothetical"  # "if Carla builds floor 7 ..."
        if not state.finished and state.turn is not None:
            seat = names.index(named)
            ahead = state.floors + 1 + (seat - state.turn) % n
            out["named_floor"] = ahead if ahead <= babel_engine.MAX_FLOORS else 0
    # the floor asked about: the one named, else the named player's next one
    asked = floor or out["named_floor"]
    if asked:
        out["gain"] = babel_engine.points_for(asked)
        out["named_floor"] = asked
        out["after"] = out["named_points"] + out["gain"]
    if floor:
        if floor <= state.floors:  # built this round, clockwise from its opener
            out["builder"], out["built"] = names[(state.starter + floor - 1) % n], "yes"
        elif (
            state.floors == 0
            and state.round > 1
            and len(state.openers) > 1
            and pieces.kind != "now"  # "round 2 just began, who builds floor 2 now?"
        ):
            out["builder"] = names[(state.openers[-2] + floor - 1) % n]  # the round before
            out["built"] = "past"
        elif not state.finished and state.turn is not None:
            out["builder"] = names[(state.turn + floor - state.floors - 1) % n]
    round_no = pieces.round_no
    # "round 1: it fell on floor 2. Who opens round 2?": the later round the story asks about
    if round_no and round_no + 1 in pieces.numbers and round_no + 1 <= state.round:
        round_no += 1
        out["opener_round"] = round_no
    _babel_round_opener(out, round_no, state)
    ahead: dict[str, Any] = {}  # the next round's opener, for "who starts the next round?"
    _babel_round_opener(ahead, state.round + 1, state)
    out.update({f"next_{k}": v for k, v in ahead.items() if k.startswith(("opener", "f"))})
    return out


def _babel_full_round(count: int) -> dict[str, Any]:
    """A round where nothing falls, with ``count`` players: the floors its opener builds
    (1, 1 + count, ...) and what they score ("three of us and all 13 stand: how many does
    the opener build?")."""
    count = max(count, 1)
    floors = list(range(1, babel_engine.MAX_FLOORS + 1, count))
    return {
        "opener_floors": len(floors),
        "opener_list": ", ".join(str(k) for k in floors),
        "opener_points": sum(babel_engine.points_for(k) for k in floors),
    }


def _babel_points_check(numbers: tuple[int, ...]) -> dict[str, Any]:
    """A claim about points put as a question ("floor 12 gives 12, right?", "das 13. bringt
    18, oder?", "floors 1 and 5 make 6?"): ``check`` is ``yes`` or ``no`` and
    ``check_floor``/``check_points`` what the floor named (or the floors' sum) really
    scores; ``none`` without a floor and a claimed number.

    Numbers in pairs ("floor 1 is 1, floor 2 is 2, so floor 12 is 12") are floor and points
    each, the last pair the one asked; otherwise the last number is the claim and the
    numbers before it the floors it adds up."""
    out: dict[str, Any] = {"check": "none", "check_floor": 0, "check_points": 0, "check_sum": "no"}
    top = babel_engine.MAX_FLOORS
    if len(numbers) < 2 or not all(1 <= k <= top for k in numbers[:-1]):
        return out
    if len(numbers) % 2 == 0:
        pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
        floor, claim = pairs[-1]
        right = all(babel_engine.points_for(f) == c for f, c in pairs)
        out.update(check_floor=floor, check_points=babel_engine.points_for(floor))
    else:
        floors, claim = numbers[:-1], numbers[-1]
        total = sum(babel_engine.points_for(f) for f in floors)
        right = total == claim
        out.update(check_floor=floors[-1], check_points=total, check_sum="yes")
    out["check"] = "yes" if right else "no"
    return out


def _rounds_match(pieces: Pieces) -> str:
    """``yes`` when the rounds a question names are one per player, ``no`` when another
    number is named, ``none`` without a player count or a number."""
    if pieces.count is None or not pieces.numbers:
        return "none"
    return "no" if any(k != pieces.count for k in pieces.numbers) else "yes"


def _clockwise_opener(state: Any) -> int:
    """The next player clockwise after the last opener who has not opened a round yet."""
    n = len(state.players)
    for step in range(1, n + 1):
        candidate = (state.openers[-1] + step) % n
        if candidate not in state.openers:
            return candidate
    return state.openers[-1]


def _babel_round_opener(out: dict[str, Any], round_no: int | None, state: Any) -> None:
    """Who opens round ``round_no`` at this table and why (``opener_case``: ``played`` for
    a round begun, ``next`` when the next round's opener is decided, ``open`` when floor 2
    still decides it, ``over`` for no such round)."""
    if not round_no:
        return
    names = state.players
    if round_no > state.rounds:
        out["opener_case"] = "over"
    elif round_no <= state.round and round_no <= len(state.openers):
        out["opener_case"] = "played"
        out["opener"] = names[state.openers[round_no - 1]]
        out["opener_why"] = state.opened_why[round_no - 1] if state.opened_why else "none"
    elif round_no == state.round + 1 and not state.finished:
        live = _babel_next_opener(state, {})
        out["opener"] = live.get("player", "-")
        if live["case"] in ("floor2", "already"):
            out["opener_case"] = "next"
            out["opener_why"] = "floor2" if live["case"] == "floor2" else "already-opened"
        else:
            out["opener_case"] = "open"
            out["floor2_by"] = live.get("builder", "-")
            out["fallback"] = live.get("fallback", "-")
            out["opener_why"] = "either" if live["case"] == "either" else "pending"
    else:
        out["opener_case"] = "later"


def _option(state: Any) -> str:
    """Villa Paletti's previous-holder rule at this table: yes, no, or unknown (no table)."""
    value = getattr(state, "previous_holder_on_own_collapse", None)
    return "unknown" if value is None else "yes" if value else "no"
