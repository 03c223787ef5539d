"""What the dialogue needs from each game: intents -> commands, and what to say around them."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any, ClassVar, Protocol

from pydantic import BaseModel

from ..games import GAMES
from ..games.base import Command, Rejection, State
from ..language import Intent
from ..replies import Message


class Context(BaseModel):
    """Who is talking and whom an unnamed report is about."""

    model_config = {"arbitrary_types_allowed": True}

    state: Any
    speaker: str | None
    actor: str | None
    """The player "I"/"ich" means: the speaker if seated at the table, else whose turn it is."""
    pending: Any = None
    """The report the referee's open question suggests (what "yes" would apply), or None.

    Lets a short answer complete it: "How many gems were in the 3?" -- "two"."""
    replacing: Any = None
    """The report a correction replaces, or None: what the correction does not say stays
    as it was ("no, it was a 3" keeps the gems of the 2 it replaces)."""
    denied: frozenset[str] = frozenset()
    """The pieces a correction denies (numbers as text, pillar kinds): "nein, zwei, nicht
    drei" right after a 3 denies the 3, so the two is the disk, not its gems."""


class AskBack(BaseModel):
    """A report that contradicts the state, the question to ask and the report it suggests."""

    question: Message
    suggestion: Command
    on_no: Message | None = None
    """Asked when the answer is "no"; the question stays open (None: "no" drops it)."""


class GameAdapter(Protocol):
    """One per game: knows the game's intents and the people-facing flow around them."""

    game: ClassVar[str]

    def command_for(self, intent: Intent, ctx: Context) -> Command | Message | None:
        """The command an intent reports, a message answering it, or None if not ours."""
        ...

    def ask_back(self, command: Command, rejection: Rejection, ctx: Context) -> AskBack | None:
        """A question for a report that names the wrong player or number."""
        ...

    def unprompted_yes(self, ctx: Context) -> Command | Message | None:
        """What a "yes" means when the referee asked nothing (a game may expect one)."""
        ...

    def end_command(self) -> Command:
        """The command that ends the game by agreement."""
        ...

    def status(self, state: State) -> list[Message]:
        """Where the game stands now (whose turn, the numbers that matter)."""
        ...

    def scores(self, state: State, player: str | None) -> Message:
        """Everyone's score, or one player's."""
        ...

    def examples(self, state: State) -> Message:
        """Two or three things one can say right now."""
        ...

    def undone(self, command: Command) -> Message:
        """What was taken back."""
        ...


@cache
def adapter_for(game_id: str) -> GameAdapter | None:
    """The adapter in ``referee.dialogue.<game_id>`` (its ``ADAPTER``), None if unknown."""
    if game_id not in GAMES:
        return None
    try:
        module = importlib.import_module(f"{__package__}.{game_id}")
    except ModuleNotFoundError:
        return None
    return module.ADAPTER
