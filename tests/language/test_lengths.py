"""The length filter in front of hassil leaves out only templates that cannot match."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from referee.language.intents import get_recognizer
from referee.language.lengths import LengthFilter

DATA = Path(__file__).resolve().parents[1] / "data"


class _Unfiltered:
    """A stand-in filter that hands hassil every template."""

    def __init__(self, intents) -> None:
        self.intents = intents

    def view(self, text: str, name_words: int):
        return self.intents


def _sentences(lang: str) -> list[tuple[str | None, str, tuple[str, ...]]]:
    rows = []
    for path in sorted(DATA.glob(f"*_{lang}.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            text = case.get("text") or case.get("question")
            rows.append((case.get("game"), text, tuple(case.get("players") or ("Anna", "Ben"))))
    return random.Random(7).sample(rows, 400)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_filter_changes_no_reading(lang):
    for game, text, players in _sentences(lang):
        recognizer = get_recognizer(lang, game)
        recognizer._seen.clear()
        filtered = recognizer.recognize(text, players)
        keep, recognizer._lengths = recognizer._lengths, _Unfiltered(recognizer.intents)
        recognizer._seen.clear()
        try:
            plain = recognizer.recognize(text, players)
        finally:
            recognizer._lengths = keep
            recognizer._seen.clear()
        assert filtered == plain, text


def test_a_long_question_leaves_out_the_short_templates():
    recognizer = get_recognizer("en", "babel")
    lengths = LengthFilter(recognizer.intents)
    whole = sum(len(d.sentences) for i in recognizer.intents.intents.values() for d in i.data)
    text = "if the tower falls while the ceiling card goes on who opens the next round then"
    view = lengths.view(text, 1)
    kept = sum(len(d.sentences) for i in view.intents.values() for d in i.data)
    assert 0 < kept < whole / 2
    assert "NewGame" in view.intents  # a player list is a wildcard: never left out
    assert lengths.view("undo", 1) is recognizer.intents


def test_skip_words_do_not_count_and_long_names_lengthen_the_templates():
    recognizer = get_recognizer("en", "babel")
    lengths = LengthFilter(recognizer.intents)
    assert lengths.least_words("um well okay so Anna built floor 3") == 4
    players = ("Anna Lena Maria Schmidt", "Ben")
    assert recognizer.recognize("Anna Lena Maria Schmidt built floor three", players) is not None
