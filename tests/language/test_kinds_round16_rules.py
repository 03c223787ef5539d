"""The rule-question kinds of tuning round 16 (rules_heldout19/20), both languages, through
the real Session: a claim checked against the rules (a pillar's value, the gems each
player is dealt; a tag at the very end counts, "… right", "… oder"), yes/no questions
answered yes or no first (clockwise, no bonus for other floors, the round ends at a
collapse, a partial collapse counts, one gem per floor, no more floors opened when
restacking, a full Super 2 star, the last gem ends the game), and a question that posits
a seal holder answered by the rule, not by this table's empty seal. A rule question never
changes the game, also after a restart from SQLite."""

from __future__ import annotations

import re

import pytest
from tables import reopened, said, table

from referee.dialogue import Session
from referee.store import Store

P3 = ["Fiete", "Lotta", "Jorin"]
P4 = ["Wanda", "Kemal", "Ilse", "Bodo"]

YES = {"en": r"^\W*yes\b", "de": r"^\W*ja\b"}
NO = {"en": r"^\W*no\b", "de": r"^\W*nein\b"}


def asked(game, lang, text, players=P4, options=None, before=()):
    """The reply to a rule question, and whether the game stayed as it was."""
    s = table(game, lang, players, options=options, before=before)
    log, after, reply = said(s, text)
    return reply.text, log == after and (s.pending is None or getattr(s.pending, "offer", False))


def first_is(reply: str, answer: str, lang: str) -> bool:
    return re.search((YES if answer == "yes" else NO)[lang], reply, re.I) is not None


# ---- a claim checked against the rules -------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "answer", "number"),
    [
        ("en", "the thick pillar counts 2 points, right?", "no", "3"),
        ("en", "small pillars are worth 1 point each, correct?", "yes", "1"),
        ("de", "die dicke säule ist 2 punkte wert, oder?", "no", "3"),
        ("de", "eine kleine säule bringt 1 punkt, stimmt's?", "yes", "1"),
    ],
)
def test_a_claimed_pillar_value_is_checked(lang, text, answer, number):
    reply, unchanged = asked("paletti", lang, text)
    assert first_is(reply, answer, lang), reply
    assert re.search(rf"\b{number}\b", reply.split(".")[0]), reply
    assert unchanged


@pytest.mark.parametrize(
    ("lang", "text", "answer", "numbers"),
    [
        ("en", "with 4 players that's 9 gems each, right?", "no", ["8"]),
        ("en", "6 players means 5 gems each right", "yes", ["5", "7"]),
        ("de", "zu viert also 9 Steine pro Person, oder?", "no", ["8"]),
        ("de", "zu sechst hat jeder 5 Steine, oder?", "yes", ["5", "7"]),
    ],
)
def test_a_claimed_share_of_gems_is_checked(lang, text, answer, numbers):
    reply, unchanged = asked("turm", lang, text)
    assert first_is(reply, answer, lang), reply
    for n in numbers:
        assert re.search(rf"\b{n}\b", reply.split(". ")[0]), reply
    assert unchanged


def test_left_or_right_is_no_claim():
    reply, unchanged = asked("babel", "en", "do turns go left or right")
    assert not first_is(reply, "yes", "en") and not first_is(reply, "no", "en"), reply
    assert "clockwise" in reply.lower()
    assert unchanged


# ---- yes or no first -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "lang", "text", "answer", "word"),
    [
        ("babel", "en", "do we take turns clockwise?", "yes", "clockwise"),
        ("babel", "de", "spielen wir reihum im Uhrzeigersinn?", "yes", "uhrzeigersinn"),
        ("babel", "en", "does floor 11 or any other floor get bonus points?", "no", "13"),
        ("babel", "de", "gibt es außer für Stockwerk 13 noch irgendwo Bonuspunkte?", "no", "13"),
        ("babel", "en", "so a collapse ends the round right away?", "yes", "round"),
        ("babel", "de", "wenn was einstürzt, ist die Runde dann zu Ende?", "yes", "runde"),
        ("turm", "en", "is it always just one gem per floor?", "yes", "one"),
        ("turm", "de", "kommt pro Stockwerk immer nur ein Stein rein?", "yes", "ein"),
        ("turm", "en", "may I open more floors while stacking back?", "no", "stack"),
        ("turm", "de", "darf ich beim Zurückstapeln noch Stockwerke öffnen?", "no", "öffnen"),
        ("turm", "en", "after my last gem, do I still move the roof?", "no", "win"),
        ("turm", "de", "muss ich nach dem letzten Stein noch das Dach umsetzen?", "no", "gewinn"),
    ],
)
def test_a_yes_no_rule_question_is_answered_yes_or_no_first(game, lang, text, answer, word):
    reply, unchanged = asked(game, lang, text)
    assert first_is(reply, answer, lang), reply
    assert word in reply.split(". ")[0].lower(), reply
    assert unchanged


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the star has a gem in it already, can I add one more?"),
        ("de", "im Stern ist schon ein Stein drin, passt noch einer in den Stern?"),
    ],
)
def test_a_super2_star_with_a_gem_takes_no_more(lang, text):
    reply, unchanged = asked("turm", lang, text, options={"star": "super2"})
    assert first_is(reply, "no", lang), reply
    assert unchanged


@pytest.mark.parametrize(
    ("lang", "text", "number"),
    [
        ("en", "how many gems can the whole tower hold in its numbered floors?", "17"),
        ("de", "wie viele Steine passen in alle Zahlen-Stockwerke zusammen?", "17"),
        ("en", "how many gems are dealt to the players in all?", "32"),
        ("de", "wie viele Steine teilen wir am Anfang an alle aus?", "32"),
    ],
)
def test_tower_totals_are_told(lang, text, number):
    reply, unchanged = asked("turm", lang, text)
    assert reply.startswith(number), reply
    assert unchanged


# ---- a posited seal holder: the rule, not this table's empty seal ----------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "suppose the seal holder topples the villa on his own turn, does he still win?"),
        ("de", "gewinnt man mit dem Siegel auch nach dem eigenen Einsturz?"),
    ],
)
def test_a_posited_seal_holder_is_answered_by_the_rule(lang, text):
    reply, unchanged = asked("paletti", lang, text)
    assert first_is(reply, "yes", lang), reply
    assert unchanged


def test_a_pillar_of_the_neutral_colour_may_not_move():
    reply, unchanged = asked("paletti", "en", "may I pull one of the neutral pillars?", P3)
    assert first_is(reply, "no", "en"), reply
    assert unchanged


# ---- wrong inputs that must not act ----------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "lang", "text"),
    [
        ("turm", "en", "5 players means 7 gems each right"),
        ("turm", "de", "zu fünft also 7 Steine pro Person oder"),
        ("paletti", "en", "the angular one is worth 3 right"),
    ],
)
def test_a_claim_without_a_question_mark_changes_nothing(game, lang, text):
    _, unchanged = asked(game, lang, text)
    assert unchanged


# ---- after a restart -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_claim_is_checked_after_a_restart(tmp_path, lang):
    path = tmp_path / "t.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("new game of Der Turm with Wanda, Kemal, Ilse and Bodo")
        claim = "with 4 players that's 9 gems each, right?"
    else:
        s.handle("neues Spiel Der Turm mit Wanda, Kemal, Ilse und Bodo")
        claim = "zu viert also 9 Steine pro Person, oder?"
    assert s.state is not None
    logged = len(s.log)
    again = reopened(path, lang)
    assert len(again.log) == logged
    _, after, reply = said(again, claim)
    assert first_is(reply.text, "no", lang) and "8" in reply.text.split(". ")[0], reply.text
    assert len(after) == logged
    assert again.pending is None or getattr(again.pending, "offer", False)
    assert len(reopened(path, lang).log) == logged


# ---- words that misled the ranking -----------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        ("de", "für wie viele Leute ist das Spiel gedacht?", "8"),  # not "Dach"
        ("en", "sorry, how many people can play this?", "8"),  # "sorry" says nothing
        ("de", "sorry, wie viele Leute können mitspielen?", "8"),
    ],
)
def test_filler_words_do_not_lead_the_ranking(lang, text, word):
    reply, unchanged = asked("babel", lang, text)
    assert word in reply.split(". ")[0], reply
    assert unchanged
