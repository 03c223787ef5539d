"""The kinds of rule question from tuning round 14 (rules_heldout16/17), through the real
Session: a question about who starts never sets an opener, and the answers name what the
rules say -- also after a restart from a real SQLite file."""

from __future__ import annotations

import pytest
from tables import reopened, said, table

from referee.dialogue import Session
from referee.store import Store

B4 = ["Jule", "Malte", "Pia", "Sven"]


# ---- a question about who starts is no opener report ---------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "wer darf in runde 1 anfangen?? die jüngste oder der älteste"),
        ("de", "wer beginnt eigentlich? jüngster oder ältester"),
        ("de", "wer eröffnet? die jüngste"),
        ("en", "who opens round one?? youngest or oldest"),
        ("en", "who starts then? the youngest or the oldest one"),
        ("en", "who begins? the youngest"),
        ("en", "who starts round 1, youngest or oldest player?"),
    ],
)
def test_asking_who_starts_sets_no_opener(lang, text):
    s = table("babel", lang, B4)
    before, after, reply = said(s, text)
    assert after == before
    assert s.pending is None
    assert ("jüngst" if lang == "de" else "youngest") in reply.text.casefold()


@pytest.mark.parametrize(
    ("lang", "text"),
    [("de", "wer fängt an? Pia ist die jüngste"), ("en", "who starts? Pia is the youngest")],
)
def test_an_opener_named_after_the_question_still_counts(lang, text):
    s = table("babel", lang, B4)
    _, after, _ = said(s, text)
    assert s.snapshot()["starter"] == "Pia" or s.pending is not None
    assert len(after) <= 1


@pytest.mark.parametrize("lang", ["de", "en"])
def test_asking_who_starts_after_a_restart_changes_nothing(tmp_path, lang):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    s.start("babel", list(B4), {})
    again = reopened(path, lang)
    question = (
        "wer fängt an?? jüngste oder älteste"
        if lang == "de"
        else "who goes first?? youngest or oldest"
    )
    before, after, _ = said(again, question)
    assert after == before
    assert reopened(path, lang).log == []


# ---- how you win, asked in general ("eigentlich", "usually"), and a tie asked yes or no ----


@pytest.mark.parametrize(
    ("lang", "text", "wanted"),
    [
        ("de", "wer ist am Ende eigentlich der Sieger?", "meisten punkte"),
        ("de", "wer hat eigentlich am Schluss gewonnen, wie wird das entschieden?", "meisten"),
        ("en", "how does one win this game?", "most points"),
        ("en", "what do you need to win at babel?", "most points"),
    ],
)
def test_how_you_win_is_answered_from_the_rules(lang, text, wanted):
    s = table("babel", lang, B4)
    before, after, reply = said(s, text)
    assert after == before
    assert wanted in reply.text.casefold()


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "wenn zwei am Schluss punktgleich sind, gibt es dann ein Stechen?"),
        ("de", "gibt es bei Gleichstand eine Entscheidungsrunde?"),
        ("en", "if two of us end level, is there some kind of play-off?"),
        ("en", "do the tied players play a deciding round?"),
    ],
)
def test_a_tie_asked_yes_or_no_is_a_shared_win(lang, text):
    s = table("babel", lang, B4)
    before, after, reply = said(s, text)
    assert after == before
    assert reply.text.startswith("Nein" if lang == "de" else "No")
    assert ("teilen" if lang == "de" else "share") in reply.text


# ---- a lead-in that only announces the question ----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "wanted"),
    [
        ("de", "Kurze Frage an alle: wie viele Runden spielen wir?", "personen"),
        ("de", "Mal ne Frage: wer gewinnt am Ende?", "meisten punkte"),
        ("en", "quick question for everyone: how many rounds do we play?", "player"),
        ("en", "silly question, who wins at the end?", "most points"),
    ],
)
def test_a_lead_in_does_not_lead_the_answer_astray(lang, text, wanted):
    s = table("babel", lang, B4)
    before, after, reply = said(s, text)
    assert after == before
    assert wanted in reply.text.casefold()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_rule_answers_after_a_restart(tmp_path, lang):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    s.start("babel", list(B4), {})
    s.handle("Jule hat Stockwerk 1 gebaut" if lang == "de" else "Jule built floor 1")
    assert len(s.log) == 1
    again = reopened(path, lang)
    question = (
        "Kurze Frage an alle: gibt es bei Gleichstand ein Stechen?"
        if lang == "de"
        else "quick question: is there a play-off on a tie?"
    )
    before, after, reply = said(again, question)
    assert after == before
    assert reply.text.startswith("Nein" if lang == "de" else "No")
    assert len(reopened(path, lang).log) == 1
