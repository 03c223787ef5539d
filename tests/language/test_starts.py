"""The start filter in front of hassil leaves out only templates that cannot begin the way
the sentence begins."""

from __future__ import annotations

import pytest
from hassil_filters import assert_same_readings

from referee.language.intents import get_recognizer
from referee.language.starts import StartFilter


class _Unfiltered:
    """A stand-in filter that hands hassil every template it is given."""

    def view(self, intents, text: str, names: list[str]):
        return intents


def _kept(intents) -> int:
    return sum(len(d.sentences) for i in intents.intents.values() for d in i.data)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_filter_changes_no_reading(lang):
    assert_same_readings(lang, 11, "_starts", lambda r: _Unfiltered())


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
