"""Game rules, one pure module per game."""

from __future__ import annotations

from .babel import Babel
from .base import Game

GAMES: dict[str, Game] = {"babel": Babel()}


def get_game(game_id: str) -> Game:
    """The game registered under ``game_id``; ``KeyError`` when unknown."""
    return GAMES[game_id]
