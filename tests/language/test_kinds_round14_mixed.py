"""Kinds of sentence from tuning round 14 (rules_heldout16_de): a question told together with
a report ("vier mit vier drin was mach ich", "the tower fell what do we do now") is
answered and the report only offered ("Shall I record it: …?"), never applied; "yes"
records it, "no" drops it; a plain report still counts at once -- also after a restart from
a real SQLite file."""

from __future__ import annotations

import pytest
from tables import reopened, reveal, said, table

from referee.dialogue import Session
from referee.store import Store

B4 = ["Nora", "Felix", "Ida", "Omar"]
P4 = ["Lea", "Max", "Sofi", "Tim"]
T3 = ["Rita", "Jan", "Kemal"]
OFFER = {"en": "Shall I record it", "de": "Soll ich das eintragen"}


# ---- a question told with a report: answered, the report offered, the game unchanged ------


@pytest.mark.parametrize(
    ("game", "lang", "players", "text", "offered"),
    [
        ("turm", "en", T3, "rita turned up a three with three gems inside what happens now",
         reveal("Rita", "3", 3)),
        ("turm", "en", T3, "the two has two in it already what do I do",
         reveal("Rita", "2", 2)),
        ("turm", "en", T3, "two with one gem in it do I put mine in", reveal("Rita", "2", 1)),
        ("babel", "en", B4, "the tower just came down what do we do with the cards now",
         {"kind": "collapse", "player": "Nora"}),
        ("turm", "de", T3, "eine drei mit drei steinen drin was passiert jetzt",
         reveal("Rita", "3", 3)),
        ("turm", "de", T3, "die zwei hat schon zwei drin was mach ich", reveal("Rita", "2", 2)),
        ("turm", "de", T3, "zwei mit einem stein drin leg ich meinen rein",
         reveal("Rita", "2", 1)),
        ("babel", "de", B4, "der turm ist gerade zusammengefallen was machen wir jetzt",
         {"kind": "collapse", "player": "Nora"}),
    ],
)  # fmt: skip
def test_a_question_told_with_a_report_is_answered_and_offered(game, lang, players, text, offered):
    s = table(game, lang, players)
    before, after, reply = said(s, text)
    assert after == before
    assert OFFER[lang] in reply.text
    assert reply.text.index(OFFER[lang]) > 0  # after the answer
    assert s.pending is not None and s.pending.offer
    assert s.pending.command == offered


@pytest.mark.parametrize(
    ("game", "lang", "players", "text"),
    [
        ("paletti", "en", P4, "we cant get a single pillar out without it all tipping can we "
         "just stop"),
        ("paletti", "de", P4, "keiner kriegt mehr ne säule raus ohne dass es umkippt können "
         "wir aufhören"),
        ("babel", "en", B4, "the whole tower toppled over how many points do I keep"),
        ("babel", "de", B4, "bei mir ist alles umgekippt wie viele punkte behalt ich"),
        ("babel", "de", B4, "wenn mir der turm umfällt verlier ich dann meine punkte"),
    ],
)  # fmt: skip
def test_a_question_with_a_report_changes_nothing(game, lang, players, text):
    s = table(game, lang, players)
    before, after, reply = said(s, text)
    assert after == before
    assert not reply.text.startswith(("I didn't get", "Das habe ich nicht"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_yes_records_the_offered_report_and_no_drops_it(lang):
    text = {
        "en": "four with four gems already in it what happens",
        "de": "vier mit vier steinen schon drin was passiert",
    }[lang]
    s = table("turm", lang, T3)
    said(s, text)
    _, after, _ = said(s, "yes" if lang == "en" else "ja")
    assert [c.model_dump() for c in after] == [reveal("Rita", "4", 4)]
    s = table("turm", lang, T3)
    said(s, text)
    before, after, reply = said(s, "no" if lang == "en" else "nein")
    assert after == before == []
    assert s.pending is None


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the four with one gem is open"),
        ("en", "rita turned up a three with one gem"),
        ("de", "rita hat eine drei mit einem stein aufgedeckt"),
        ("de", "eine vier mit einem stein drin"),
    ],
)
def test_a_plain_report_still_counts_at_once(lang, text):
    s = table("turm", lang, T3)
    _, after, reply = said(s, text)
    assert len(after) == 1
    assert OFFER[lang] not in reply.text


@pytest.mark.parametrize(
    "text",
    [
        "rita: eine leere drei, jetzt darf ich aufhören",  # verb second after "jetzt"
        "die vier mit einem kann ich nicht rausnehmen",  # inversion before a negation
    ],
)
def test_a_statement_with_an_inversion_is_no_question(text):
    from referee.language.reader import get_reader

    assert not get_reader("de", "turm").asks_after(text)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "kommt eigentlich jeder mal dran mit dem anfangen"),
        ("de", "die neutralen säulen darf die jemand anfassen"),
        ("en", "the neutral pillars can anyone touch them"),
        ("en", "the four is full what happens"),
        ("de", "die vier ist voll was passiert"),
    ],
)
def test_speech_shaped_questions_are_heard_as_questions(lang, text):
    from referee.language.reader import get_reader

    assert get_reader(lang, None).is_question(text)


# ---- after a restart -----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_offered_report_is_no_report_after_a_restart(tmp_path, lang):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    s.start("babel", B4, {})
    said(s, "nora built floor one" if lang == "en" else "nora hat stockwerk eins gebaut")
    assert len(s.log) == 1
    question = {
        "en": "felix's floor just caved in what do we do now",
        "de": "bei felix ist gerade alles eingestürzt was machen wir jetzt",
    }[lang]
    _, after, reply = said(s, question)
    assert len(after) == 1 and OFFER[lang] in reply.text
    again = reopened(path, lang)
    assert [c.model_dump() for c in again.log] == [{"kind": "build", "player": "Nora", "floor": 1}]
    said(again, question)
    said(again, "yes" if lang == "en" else "ja")
    assert len(again.log) == 2
    third = reopened(path, lang)
    assert [c.model_dump() for c in third.log][-1] == {"kind": "collapse", "player": "Felix"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "fängt eigentlich jeder mal eine runde an"),
        ("de", "kommt eigentlich jeder mal dran mit dem anfangen"),
        ("en", "does everyone usually get to open a round"),
    ],
)
def test_a_question_in_general_offers_no_report(lang, text):
    s = table("babel", lang, B4)
    before, after, reply = said(s, text)
    assert after == before
    assert s.pending is None
    assert OFFER[lang] not in reply.text
