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
    text = table(lang, "turm", {"star": star}).handle(question).text
    assert start in text.split(":")[0], text  # the table's rule named first, with its gist


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


@pytest.mark.parametrize(
    ("lang", "game", "question"),
    [
        ("en", "babel", "what is floor 9 worth"),
        ("de", "turm", "wie viele Steine kriegt jeder zu fünft"),
        ("en", "paletti", "what is a thick pillar worth"),
    ],
)
def test_referee_rules_and_a_tables_question_take_the_same_path(lang, game, question):
    from referee.replies import get_renderer
    from referee.rules import answer, rules_text

    code, text = rules_text(game, question, lang)
    said = answer(question, lang, game, None, asked=True)
    assert code == 0 and said is not None and said.entry is not None
    assert text == f"{said.entry.title}\n{get_renderer(lang).render_all(said.messages)}"
    first = get_renderer(lang).render_all(said.lead)
    assert text.split("\n", 1)[1].startswith(first.split(".")[0])


def test_rules_with_the_tables_state_answers_for_the_table():
    from referee.rules import rules_text

    session = table("en", "babel")
    for floor, player in ((1, "Anna"), (2, "Ben")):
        session.handle(f"{player} built floor {floor}")
    code, text = rules_text("babel", "how many points has Ben got", "en", session.state)
    assert code == 0 and "Ben" in text and "2" in text


@pytest.mark.parametrize(
    ("lang", "question", "why"),
    [
        ("en", "can a pillar stick out over the edge?", "why?"),
        ("de", "darf eine Säule über den Rand stehen?", "warum?"),
    ],
)
def test_why_after_a_rule_answer_gives_the_details_and_the_voice_says_them(lang, question, why):
    session = table(lang, "paletti")
    first = session.handle(question)
    assert first.speech != first.text  # the voice said only the answer
    more = session.handle(why)
    assert more.text == first.text
    assert more.speech and more.speech != first.speech and more.speech in first.text
    again = session.handle(why)  # nothing more to tell
    assert (
        again.text
        == {
            "en": "Ask me a rule question first; then “why?” or “more” gives the details.",
            "de": "Stellt mir zuerst eine Regelfrage; dann gibt „warum?“ oder „mehr“ die"
            " Einzelheiten.",
        }[lang]
    )
