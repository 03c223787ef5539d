"""Shared checks of the sound filters in front of hassil (lengths, starts)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from referee.language.intents import get_recognizer

DATA = Path(__file__).resolve().parents[1] / "data"


def sample_sentences(lang: str, seed: int, n: int = 400) -> list[tuple[str | None, str, tuple]]:
    """``n`` sentences of the test sets (reports and rule questions) with their game and
    players."""
    rows = []
    for path in sorted(DATA.glob(f"*_{lang}.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            text = case.get("text") or case.get("question")
            rows.append((case.get("game"), text, tuple(case.get("players") or ("Anna", "Ben"))))
    return random.Random(seed).sample(rows, n)


def assert_same_readings(lang: str, seed: int, attribute: str, stand_in: Any) -> None:
    """Every sampled sentence reads the same with the recognizer's filter ``attribute``
    and with ``stand_in`` (a filter that keeps every template) in its place."""
    for game, text, players in sample_sentences(lang, seed):
        recognizer = get_recognizer(lang, game)
        recognizer._seen.clear()
        filtered = recognizer.recognize(text, players)
        keep = getattr(recognizer, attribute)
        setattr(recognizer, attribute, stand_in(recognizer))
        recognizer._seen.clear()
        try:
            plain = recognizer.recognize(text, players)
        finally:
            setattr(recognizer, attribute, keep)
            recognizer._seen.clear()
        assert filtered == plain, text
