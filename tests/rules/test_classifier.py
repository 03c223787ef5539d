"""The rule-question classifier: trained with scikit-learn on the real knowledge and
examples, scored by hand exactly as scikit-learn scores, and used only where it knows."""

from __future__ import annotations

import pytest
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import FeatureUnion
from sklearn.svm import LinearSVC

from referee.dialogue import Session
from referee.rules import classifier as C
from referee.rules import classify
from referee.rules.knowledge import entries

PLAYERS = ["Anna", "Ben", "Carla", "Dora"]


@pytest.mark.parametrize(("lang", "game"), [("en", "babel"), ("de", "turm"), ("en", "all")])
def test_hand_scoring_equals_scikit_learns_decision_function(lang, game):
    texts, labels = [], []
    games = ("babel", "turm", "paletti") if game == "all" else (game,)
    keys = set()
    for g in games:
        for e in entries(lang, g):
            keys.add(e.key)
            for phrasing in (*e.asks, e.title):
                texts.append(C.normal(phrasing))
                labels.append(e.key)
    for question, key in C.examples(lang):
        if key in keys:
            texts.append(C.normal(question))
            labels.append(key)
    union = FeatureUnion(
        [
            ("c", TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True)),
            ("w", TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True)),
        ]
    )
    svm = LinearSVC(C=C.C).fit(union.fit_transform(texts), labels)
    question = "wie viele Punkte kriegt man, wenn's bei Stockwerk 7 umfällt?"
    expected = svm.decision_function(union.transform([C.normal(question)]))[0]
    mine = C.model(lang, game).scores(question)
    assert set(mine) == set(svm.classes_)
    for i, key in enumerate(svm.classes_):
        assert mine[key] == pytest.approx(expected[i], abs=1e-4)


def test_names_and_numbers_are_placeholders():
    assert C.normal("Was hat Anna für Stockwerk 7?", ("Anna",)) == C.normal(
        "Was hat Ben für Stockwerk 9?", ("Ben",)
    )
    assert C.NAME in C.normal("what has <name> got?")


def test_every_example_names_a_topic_that_exists():
    for lang in ("en", "de"):
        known = {e.key for g in ("babel", "turm", "paletti") for e in entries(lang, g)}
        found = C.examples(lang)
        assert len(found) > 200
        assert {key for _, key in found} <= known


@pytest.mark.parametrize(
    ("lang", "game", "question", "needle"),
    [
        # worded far from every phrasing, but like questions players asked
        ("en", "paletti", "Am I allowed to fish a pillar out with the hook?", "hook"),
        ("en", "babel", "We forgot who's youngest. Who starts?", "youngest"),
    ],
)
def test_a_question_the_words_miss_is_answered_from_what_players_asked(
    lang, game, question, needle
):
    session = Session(table_id="t", lang=lang)
    session.start(game, PLAYERS, {}, lang=lang)
    reply = session.handle(question)
    assert needle in reply.text.casefold()
    assert "didn't get that" not in reply.text


@pytest.mark.parametrize(
    ("lang", "question"),
    [
        ("en", "who won the lottery?"),
        ("en", "can you play some music?"),
        ("de", "wer hat im Lotto gewonnen?"),
        ("de", "wer hat die Wahl gewonnen?"),
    ],
)
@pytest.mark.parametrize("game", ["babel", "turm", "paletti"])
def test_a_question_about_something_else_is_not_taken_for_a_rule(lang, question, game):
    assert classify(question, lang, game, tuple(PLAYERS)).kind == "none"


@pytest.mark.parametrize(
    ("lang", "game", "question", "start"),
    [
        # told in the rules' words, though no topic covers it: the closest topics, not a stall
        ("en", "turm", "Is there ever a time the 0 floor doesn't beat you?", None),
        ("de", "babel", "Der Deckenstapel ist verrutscht. Zählt das als Einsturz?", None),
    ],
)
def test_a_question_in_the_rules_words_never_gets_i_didnt_get_that(lang, game, question, start):
    session = Session(table_id="t", lang=lang)
    session.start(game, PLAYERS, {}, lang=lang)
    reply = session.handle(question).text
    assert "didn't get that" not in reply and "nicht verstanden" not in reply


@pytest.mark.parametrize(
    ("lang", "game", "question", "needle"),
    [
        # the words fit several topics; the classifier sets one clearly apart
        ("en", "paletti", "What if I start pulling a pillar and then chicken out?", "locked"),
        (
            "de",
            "turm",
            "Kai hat am Ende vom Zug das Dach einfach oben auf eine Etage gesetzt, "
            "die er gar nicht aufgemacht hatte. Passt das?",
            "nein",
        ),
    ],
)
def test_a_story_between_topics_gets_the_classifiers_clear_choice(lang, game, question, needle):
    session = Session(table_id="t", lang=lang)
    session.start(game, ["Kai", "Lena", "Mo"], {}, lang=lang)
    reply = session.handle(question).text
    assert needle in reply.casefold()
    assert not reply.startswith(("Did you mean", "Meint ihr"))


def test_no_clear_choice_when_the_classifier_hesitates():
    from referee.rules.ranking import Match, _clear_choice

    topics = [e for e in entries("en", "paletti")][:3]
    close = [
        Match(entry=e, score=1.0, confidence=0.3, margin=-0.4 + 0.1 * i)
        for i, e in enumerate(topics)
    ]
    assert _clear_choice("can I push it back in?", "en", "paletti", (), close) is None
    close[0].margin = 0.5  # now well above the others
    assert _clear_choice("can I push it back in?", "en", "paletti", (), close) is close[0]
