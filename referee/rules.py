"""Rule questions -> answers grounded in the game at the table (to be filled in: issue 5)."""

from __future__ import annotations

from typing import Any

from .replies import Message


def answer_question(text: str, lang: str, game: str | None, state: Any) -> list[Message] | None:
    """Messages answering ``text`` as a rule question, or None if it is not one."""
    return None
