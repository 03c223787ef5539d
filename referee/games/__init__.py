"""Game rules, one pure module per game."""

from __future__ import annotations

from .babel import Babel
from .base import Game
from .paletti import Paletti
from .turm import Turm

GAMES: dict[str, Game] = {"babel": Babel(), "paletti": Paletti(), "turm": Turm()}


def get_game(game_id: str) -> Game:
    """The game registered under ``game_id``; ``KeyError`` when unknown."""
    return GAMES[game_id]
