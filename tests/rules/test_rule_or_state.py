"""A question the reader takes for one about the table, answered from the rules when it is
one: another ★ rule than the table's, or a topic the classifier is sure of."""

from __future__ import annotations

import pytest

from referee.dialogue import Session

PLAYERS = ["Anna", "Ben", "Carla", "Dora"]


def table(lang: str, game: str, options: dict | None = None) -> Session:
    session = Session(table_id="t", lang=lang)
    session.start(game, PLAYERS, options or {}, lang=lang)
    return session


@pytest.mark.parametrize(
    ("lang", "star", "question", "start"),
    [
        ("en", "mirror", "what does the star do in friendly 4?", "Friendly 4"),
        ("en", "mirror", "and with super 2?", "Super 2"),
        ("de", "friendly4", "was macht der Stern bei Superzweier?", "Superzweier"),
        ("de", "super2", "und beim Spiegel?", "Spiegel"),
    ],
)
def test_a_named_star_rule_wins_over_the_tables(lang, star, question, start):
    reply = table(lang, "turm", {"star": star}).handle(question)
    assert reply.text.startswith(start)


@pytest.mark.parametrize(
    ("lang", "star", "question", "start"),
    [
        ("en", "mirror", "what happens when I open the star?", "Mirror"),
        ("de", "friendly4", "was passiert beim Stern?", "Freundlicher Vierer"),
    ],
)
def test_the_star_is_the_tables_rule_when_none_is_named(lang, star, question, start):
    assert table(lang, "turm", {"star": star}).handle(question).text.startswith(start)


def test_the_table_still_answers_its_own_questions():
    session = table("en", "turm", {"star": "mirror"})
    assert "Anna" in session.handle("whose turn is it?").text
    reply = session.handle("how many gems has Ben got?").text
    assert "8" in reply and "Ben" in reply


@pytest.mark.parametrize(
    ("lang", "game", "question", "needle"),
    [
        ("en", "paletti", "how many levels are there", "red"),
        ("de", "paletti", "wie viele ebenen gibt es", "rot"),
    ],
)
def test_a_rule_question_in_state_words_gets_the_rule(lang, game, question, needle):
    assert needle in table(lang, game).handle(question).text.casefold()
