"""The length filter in front of hassil leaves out only templates that cannot match."""

from __future__ import annotations

import pytest
from hassil_filters import assert_same_readings

from referee.language.intents import get_recognizer
from referee.language.lengths import LengthFilter


class _Unfiltered:
    """A stand-in filter that hands hassil every template."""

    def __init__(self, intents) -> None:
        self.intents = intents

    def view(self, text: str, name_words: int):
        return self.intents


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_filter_changes_no_reading(lang):
    assert_same_readings(lang, 7, "_lengths", lambda r: _Unfiltered(r.intents))


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
