"""The start filter in front of hassil leaves out only templates that cannot begin the way
the sentence begins."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from referee.language.intents import get_recognizer
from referee.language.starts import StartFilter

DATA = Path(__file__).resolve().parents[1] / "data"


class _Unfiltered:
    """A stand-in filter that hands hassil every template it is given."""

    def view(self, intents, text: str, names: list[str]):
        return intents


def _sentences(lang: str) -> list[tuple[str | None, str, tuple[str, ...]]]:
    rows = []
    for path in sorted(DATA.glob(f"*_{lang}.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            text = case.get("text") or case.get("question")
            rows.append((case.get("game"), text, tuple(case.get("players") or ("Anna", "Ben"))))
    return random.Random(11).sample(rows, 400)


def _kept(intents) -> int:
    return sum(len(d.sentences) for i in intents.intents.values() for d in i.data)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_filter_changes_no_reading(lang):
    for game, text, players in _sentences(lang):
        recognizer = get_recognizer(lang, game)
        recognizer._seen.clear()
        filtered = recognizer.recognize(text, players)
        keep, recognizer._starts = recognizer._starts, _Unfiltered()
        recognizer._seen.clear()
        try:
            plain = recognizer.recognize(text, players)
        finally:
            recognizer._starts = keep
            recognizer._seen.clear()
        assert filtered == plain, text


def test_a_question_leaves_out_the_reports_and_a_name_keeps_them():
    recognizer = get_recognizer("en", "turm")
    starts = StartFilter(recognizer.intents)
    whole = _kept(recognizer.intents)
    question = starts.view(recognizer.intents, "what happens if the star is empty", ["Mia"])
    assert 0 < _kept(question) < whole / 2
    assert "Undo" not in question.intents and "Yes" not in question.intents
    said = starts.view(recognizer.intents, "mia stops here", ["Mia", "Jo"])
    assert "TurmEndTurn" in said.intents  # "{player} stops" begins with her name
    assert "TurmEndTurn" not in starts.view(recognizer.intents, "mia stops here", ["Jo"]).intents
    assert "TurmReveal" in said.intents  # it may begin with a number: always tried
    assert recognizer.recognize("Mia stops here", ["Mia", "Jo"]).name == "TurmEndTurn"


def test_skip_words_and_punctuation_in_front_keep_a_template():
    recognizer = get_recognizer("de", "babel")
    assert recognizer.recognize("„Ähm, also… Etage vier steht“", ["Lena"]) == recognizer.recognize(
        "Etage vier steht", ["Lena"]
    )
