"""A table's score sheet: who scored what, when — replayed from the log, without words.

The sheet holds message ids and numbers only; a frontend renders it in the table's
language (``referee.frontends.scoresheet_png`` draws it as a picture).

- Turmbau zu Babel: one column per round played (points scored in it), the points so far.
- Der Turm: the gems dealt, then one column per round of turns (each player's gems in
  hand right after their own turn), the gems in hand now; fewest wins.
- Villa Paletti: one column per level laid below the top (each player's points on it
  when the next level went on, and who held the builder's seal then), the top level's
  points now.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from ..games import get_game
from ..games.babel import BabelState
from ..games.base import Command, Rejection, State, leaders
from ..games.paletti import FIRST_COUNTING, LEVELS, PalettiState
from ..games.turm import TurmState
from ..replies import Message

Mark = Literal["fell", "bust", "seal"]
"""What a cell says besides its number: the tower fell on this player's turn (Babel), the
tower won and handed gems back (Der Turm), this player held the builder's seal (Paletti)."""

MARKS: tuple[Mark, ...] = ("fell", "bust", "seal")


class Column(BaseModel):
    """A column heading and an optional second line ("7 floors", "not counted")."""

    label: Message
    note: Message | None = None


class Cell(BaseModel):
    """One number on the sheet (``None``: nothing to show, drawn as a dash) and its marks."""

    value: int | None = None
    marks: list[Mark] = Field(default_factory=list)


class Row(BaseModel):
    """One player's line: a cell per column, the total, and whether they won."""

    player: str
    cells: list[Cell]
    total: Cell
    winner: bool = False


class ScoreSheet(BaseModel):
    """Everything a score sheet shows, in no language yet."""

    game: str
    title: Message
    subtitle: Message | None = None
    columns: list[Column]
    total: Column
    rows: list[Row]
    finished: bool
    winners: list[str] = Field(default_factory=list)
    result: Message | None = None
    """The line under the table: who won, or who leads."""

    @property
    def legend(self) -> list[Mark]:
        """The marks used on this sheet, in a fixed order."""
        used = {m for row in self.rows for cell in [*row.cells, row.total] for m in cell.marks}
        return [m for m in MARKS if m in used]


def score_sheet(
    game: str, players: list[str], options: dict[str, Any], log: list[Command]
) -> ScoreSheet:
    """The sheet of a table, from its game, players, options and log of accepted commands."""
    build = {"babel": _babel, "turm": _turm, "paletti": _paletti}[game]
    return build(game, players, options, log)


def _steps(game: str, players: list[str], options: dict[str, Any], log: list[Command]):
    """The state before the first command, then (state before, state after, events) per
    command of the log."""
    engine = get_game(game)
    first = state = engine.new_state(players, options)  # apply never changes its input
    steps = []
    for command in log:
        outcome = engine.apply(state, command)
        if isinstance(outcome, Rejection):
            raise ValueError(f"log entry {command!r} was rejected: {outcome.rule}")
        steps.append((state, outcome.state, outcome.events))
        state = outcome.state
    return first, steps, state


def _result(state: State, scores: dict[str, int], *, lowest: bool = False) -> Message | None:
    if state.finished:
        return Message(id="sheet-winners", args={"winners": list(state.winner)})
    if not scores or len(set(scores.values())) == 1:
        return None  # nobody ahead yet
    return Message(id="sheet-leading", args={"leaders": leaders(scores, lowest=lowest)})


def _rows(state: State, cells: dict[str, list[Cell]], totals: dict[str, Cell]) -> list[Row]:
    winners = set(state.winner) if state.finished else set()
    return [
        Row(player=p, cells=cells[p], total=totals[p], winner=p in winners) for p in state.players
    ]


# ---- Turmbau zu Babel ----------------------------------------------------------------


def _babel(game: str, players: list[str], options: dict[str, Any], log: list[Command]):
    first, steps, state = _steps(game, players, options, log)
    assert isinstance(state, BabelState) and isinstance(first, BabelState)
    columns: list[Column] = []
    cells: dict[str, list[Cell]] = {p: [] for p in players}
    at_start = dict(first.scores)
    fell: str | None = None

    def close_round(after: BabelState, number: int, floors: int, how: str) -> None:
        nonlocal at_start, fell
        for p in players:
            marks: list[Mark] = ["fell"] if p == fell else []
            cells[p].append(Cell(value=after.scores[p] - at_start[p], marks=marks))
        note = Message(id="sheet-babel-floors", args={"floors": floors, "how": how})
        columns.append(Column(label=Message(id="sheet-round", args={"round": number}), note=note))
        at_start, fell = dict(after.scores), None

    for _before, after, events in steps:
        for event in events:
            if event.kind == "collapsed":
                fell = event.params["player"]
            elif event.kind == "round-over":
                how = "fell" if event.params["reason"] == "collapse" else "complete"
                close_round(after, event.params["round"], event.params["floors"], how)
    closed = len(columns)
    if state.floors > 0 and closed < state.round:  # a round under way, or stopped by agreement
        close_round(state, state.round, state.floors, "stopped" if state.finished else "running")
    shown = len(columns) if state.finished else max(len(columns), 1)
    title = Message(
        id="sheet-title-babel",
        args={"game": game, "round": shown, "rounds": state.rounds, "finished": state.finished},
    )
    totals = {p: Cell(value=state.scores[p]) for p in players}
    return ScoreSheet(
        game=game,
        title=title,
        subtitle=Message(id="sheet-subtitle-babel"),
        columns=columns,
        total=Column(label=Message(id="sheet-total")),
        rows=_rows(state, cells, totals),
        finished=state.finished,
        winners=list(state.winner),
        result=_result(state, state.scores),
    )


# ---- Der Turm ------------------------------------------------------------------------


def _turm(game: str, players: list[str], options: dict[str, Any], log: list[Command]):
    first, steps, state = _steps(game, players, options, log)
    assert isinstance(state, TurmState) and isinstance(first, TurmState)
    n = len(players)
    dealt = dict(first.hands)
    rounds: list[dict[str, Cell]] = []
    turns = 0  # turns ended so far
    bust = False

    def record(player: str, hand: int) -> None:
        number = turns // n
        while len(rounds) <= number:
            rounds.append({})
        rounds[number][player] = Cell(value=hand, marks=["bust"] if bust else [])

    for before, after, events in steps:
        for event in events:
            if event.kind == "starter-set":
                dealt = dict(after.hands)
            elif event.kind == "bust":
                bust = True
            elif event.kind == "turn-ended":
                record(event.params["player"], event.params["hand"])
                turns, bust = turns + 1, False
            elif (
                event.kind == "game-over"
                and before.current is not None
                and (before.open_floors or any(e.kind == "won" for e in events))
            ):  # the game ended during a turn: that player's gems when it did
                record(before.current, after.hands[before.current])
    columns = [Column(label=Message(id="sheet-start"))] + [
        Column(label=Message(id="sheet-round", args={"round": k + 1})) for k in range(len(rounds))
    ]
    cells = {
        p: [Cell(value=dealt[p])] + [played.get(p, Cell()) for played in rounds] for p in players
    }
    totals = {p: Cell(value=state.hands[p]) for p in players}
    rule = "first" if state.first_game else state.star
    return ScoreSheet(
        game=game,
        title=Message(
            id="sheet-title-turm",
            args={"game": game, "round": turns // n + 1, "finished": state.finished},
        ),
        subtitle=Message(id="sheet-subtitle-turm", args={"rule": rule}),
        columns=columns,
        total=Column(label=Message(id="sheet-gems")),
        rows=_rows(state, cells, totals),
        finished=state.finished,
        winners=list(state.winner),
        result=_result(state, state.hands, lowest=True),
    )


# ---- Villa Paletti -------------------------------------------------------------------


def _level_points(state: PalettiState, level: int) -> dict[str, int]:
    """Each player's points standing on ``level`` (pillars in play only)."""
    result = {p: 0 for p in state.players}
    for pillar in state.pillars:
        if pillar.owner is not None and not pillar.removed and pillar.level == level:
            result[pillar.owner] += pillar.value
    return result


def _paletti(game: str, players: list[str], options: dict[str, Any], log: list[Command]):
    _first, steps, state = _steps(game, players, options, log)
    assert isinstance(state, PalettiState)
    columns: list[Column] = []
    cells: dict[str, list[Cell]] = {p: [] for p in players}

    def level_cells(s: PalettiState, level: int) -> dict[str, Cell]:
        if level < FIRST_COUNTING:
            return {p: Cell() for p in players}
        scored = _level_points(s, level)
        return {p: Cell(value=scored[p], marks=["seal"] if p == s.holder else []) for p in players}

    def heading(level: int, note: str | None) -> Column:
        label = Message(id="sheet-level", args={"level": LEVELS[level]})
        if level < FIRST_COUNTING:
            note = "uncounted"
        said = None if note is None else Message(id="sheet-level-note", args={"note": note})
        return Column(label=label, note=said)

    for before, after, _events in steps:
        assert isinstance(before, PalettiState) and isinstance(after, PalettiState)
        if after.top > before.top:  # the old top is done: what stood on it, who had the seal
            for p, cell in level_cells(after, before.top).items():
                cells[p].append(cell)
            columns.append(heading(before.top, None))
    top = level_cells(state, state.top)
    totals = {p: top[p] if state.top >= FIRST_COUNTING else Cell(value=0) for p in players}
    return ScoreSheet(
        game=game,
        title=Message(
            id="sheet-title-paletti",
            args={"game": game, "level": LEVELS[state.top], "finished": state.finished},
        ),
        subtitle=Message(id="sheet-subtitle-paletti"),
        columns=columns,
        total=heading(state.top, "top"),
        rows=_rows(state, cells, totals),
        finished=state.finished,
        winners=list(state.winner),
        result=_paletti_result(state),
    )


def _paletti_result(state: PalettiState) -> Message | None:
    if state.finished:
        return Message(id="sheet-winners", args={"winners": list(state.winner)})
    if state.holder is None:
        return None
    return Message(id="sheet-seal", args={"holder": state.holder})
