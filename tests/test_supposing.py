"""Questions that suppose something of this table are played out on a copy of it: the answer
says what would happen, the real game (and its store) never changes."""

from __future__ import annotations

import pytest

from referee.dialogue import Session
from referee.language.supposing import indicative, steps, supposition
from referee.store import Store

PLAYERS = ["Anna", "Ben", "Carla"]


def babel(lang: str, store: Store | None = None, table_id: str = "t") -> Session:
    s = Session(table_id=table_id, lang=lang, store=store)
    s.start("babel", PLAYERS, {})
    s.handle("Anna built floor 1" if lang == "en" else "Anna hat Stockwerk 1 gebaut")
    assert len(s.log) == 1
    return s


@pytest.mark.parametrize(
    ("lang", "text", "conditions", "question"),
    [
        (
            "en",
            "If Lukas now builds floor 1, how many points does Greta have?",
            ("Lukas builds floor 1",),
            "how many points does Greta have",
        ),
        ("en", "who wins if the villa collapses right now?", ("the villa collapses",), "who wins"),
        ("en", "What if Birte opens an empty 2?", ("Birte opens an empty 2",), None),
        (
            "de",
            "Und angenommen, Matthias kriegt seins hin – wie viele Punkte hat er dann?",
            ("Matthias kriegt seins hin",),
            "wie viele Punkte hat er dann",
        ),
        ("de", "Wer wäre dran, wenn Hauke jetzt aufhört?", ("Hauke aufhört",), "Wer wäre dran"),
        ("de", "Was passiert, wenn Moritz jetzt widerspricht?", ("Moritz widerspricht",), None),
        ("en", "if Ben builds floor 2 does he lead", ("Ben builds floor 2",), "does he lead"),
    ],
)
def test_a_supposition_splits_into_conditions_and_a_question(lang, text, conditions, question):
    found = supposition(text, lang)
    assert found is not None
    assert found.conditions == conditions
    assert found.question == question


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "if someone opens the star, who puts a gem in?"),  # anybody: the rules
        ("en", "Anna built floor 3"),
        ("en", "ben built 3 if you can believe it"),
        ("de", "wenn jemand das 13. Stockwerk baut, was gibt das?"),
        ("de", "Anna hat die dicke nach oben gestellt"),
    ],
)
def test_no_supposition_about_this_table(lang, text):
    assert supposition(text, lang) is None


def test_steps_and_the_indicative():
    assert steps("Till objects and fails", "en") == ["Till objects", "fails"]
    assert steps("Till widerspricht und schafft es nicht", "de") == [
        "Till widerspricht",
        "schafft es nicht",
    ]
    assert indicative("who would be up", "en") == "who is up"
    assert indicative("Wer wäre dran", "de") == "Wer ist dran"


@pytest.mark.parametrize(
    ("lang", "text", "lead", "said"),
    [
        (
            "en",
            "if Ben builds floor 2 now, how many points does Anna have?",
            "Suppose Ben built floor 2.",
            "Carla, you're up: floor 3.",
        ),
        (
            "en",
            "what if Ben knocks it over, who opens round 2?",
            "Suppose the tower fell during Ben's turn.",
            "so Ben opens",
        ),
        (
            "de",
            "Wer wäre dran, wenn Ben jetzt Stockwerk 2 baut?",
            "Angenommen, Ben hat Stockwerk 2 gebaut.",
            "Carla ist mit Stockwerk 3 dran.",
        ),
    ],
)
def test_a_babel_supposition_is_played_out_on_a_copy(tmp_path, lang, text, lead, said):
    store = Store(tmp_path / "games.sqlite3")
    s = babel(lang, store)
    reply = s.handle(text)
    assert reply.text.startswith(lead)
    assert said in reply.text
    assert [c.model_dump() for c in s.log] == [{"kind": "build", "player": "Anna", "floor": 1}]
    assert store.current_game("t").log == [{"kind": "build", "player": "Anna", "floor": 1}]
    # after a restart the stored game is the one before the question
    again = Session(table_id="t", lang=lang, store=store)
    assert again.resumable()
    again.resume()
    assert len(again.log) == 1 and again.state.current == "Ben"  # still to build


def test_the_game_goes_on_after_a_supposition():
    s = babel("en")
    s.handle("what if Ben knocks it over, who opens round 2?")
    reply = s.handle("Ben built floor 2")
    assert reply.text.startswith("Ben built floor 2")
    assert len(s.log) == 2


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "if the tower falls on my turn, do I lose my points?"),  # nobody named
        ("en", "if Ben builds floor 9, who leads?"),  # floor 2 is next: not what was said
        ("en", "if Ben builds floor 2, does he lead?"),  # yes or no: the rules say it first
        ("de", "Kriegt man Punkte, wenn beim Auflegen der Decke die Wände umkippen?"),
    ],
)
def test_what_is_not_played_out(lang, text):
    s = babel(lang)
    reply = s.handle(text)
    assert not reply.text.startswith(("Suppose", "Angenommen"))
    assert len(s.log) == 1


def test_turm_and_paletti_suppositions():
    turm = Session(lang="en")
    turm.start("turm", PLAYERS, {})
    reply = turm.handle("what if Anna opens a 4 with one gem?")
    assert reply.text.startswith("Suppose Anna opened a 4 with 1 gem in it.")
    assert "put a gem in" in reply.text and turm.log == []
    paletti = Session(lang="de")
    paletti.start("paletti", PLAYERS, {})
    reply = paletti.handle("Was passiert, wenn Anna jetzt eine neue Ebene ansagt?")
    assert reply.text.startswith("Angenommen, Anna kündigt eine neue Ebene an.")
    assert "widersprech" in reply.text and paletti.log == []


def test_a_supposition_naming_another_player_is_not_played_as_the_current_one():
    s = babel("en")  # Ben is to build floor 2
    reply = s.handle("say the whole thing comes down while Carla lays her ceiling, who opens?")
    assert "during Ben's turn" not in reply.text
    assert len(s.log) == 1


@pytest.mark.parametrize(
    ("lang", "text", "answer"),
    [
        ("en", "if Ben builds floor 2 now, how many points would he have?", "Ben has 2 points."),
        (
            "de",
            "wenn Ben jetzt Stockwerk 2 baut, wie viele Punkte hat er dann",
            "Ben hat 2 Punkte.",
        ),
    ],
)
def test_the_question_asks_about_the_conditions_player(lang, text, answer):
    s = babel(lang)
    reply = s.handle(text)
    assert reply.text.endswith(answer)
    assert len(s.log) == 1


@pytest.mark.parametrize(
    ("text", "collapsed"),
    [
        ("Ben wirft alles um", True),  # German present tense, also verb-last
        ("der Turm bei Ben einstürzt", True),
        ("ben wirft gleich alles um", False),  # about to: nothing happened
        ("pass auf, sonst wirft Ben alles um", False),
    ],
)
def test_german_collapses_told_in_the_present(text, collapsed):
    s = babel("de")
    s.handle(text)
    assert (s.log[-1].kind == "collapse") is collapsed


def test_a_german_supposition_of_a_collapse_is_played_out():
    s = babel("de")
    reply = s.handle("wenn Ben jetzt alles umwirft, wer fängt Runde 2 an?")
    assert reply.text.startswith("Angenommen, der Turm ist in Bens Zug eingestürzt.")
    assert len(s.log) == 1
