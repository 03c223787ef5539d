"""The Babel rule-question kinds of tuning round 15 (rules_heldout16-19), both languages,
through the real Session: a claim put as a question is checked against the scoring rule
(yes or no first, with the right number), the premise of "do I keep my points" / "does the
round go on" is answered first, player counts (alone, too many) and rounds with N players,
the 13th floor's bonus for its builder, no 14th floor, and who opens when floor 2 was never
built. A rule question never changes the game, also after a restart from SQLite."""

from __future__ import annotations

import re

import pytest
from tables import built, reopened, said, table

from referee.dialogue import Session
from referee.store import Store

B3 = ["Mila", "Jonte", "Rosa"]
B4 = ["Ines", "Paul", "Greta", "Ole"]

YES = {"en": r"^\W*yes\b", "de": r"^\W*ja\b"}
NO = {"en": r"^\W*no\b", "de": r"^\W*nein\b"}


def asked(lang, text, players=B3, before=()):
    """The reply to a rule question at a Babel table, and whether the game stayed as it was."""
    s = table("babel", lang, players, before=before)
    log, reply_after, reply = said(s, text)
    return reply.text, log == reply_after


# ---- a claim about points put as a question ----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "first", "number"),
    [
        ("en", "quick check: floor 9 is worth 9 points, right?", "yes", "9"),
        ("en", "so the top floor, the 13th, gives 13 like the rest, yeah?", "no", "18"),
        ("en", "floor 6 gives 7 points, right?", "no", "6"),
        ("de", "Stockwerk 9 bringt 9 Punkte, oder?", "yes", "9"),
        ("de", "für das 13. gibt es nur 13 Punkte wie bei den anderen, oder?", "no", "18"),
        ("de", "gibts für die 13 wirklich 18 punkte??", "yes", "18"),
    ],
)
def test_a_claim_about_points_is_checked(lang, text, first, number):
    reply, unchanged = asked(lang, text)
    assert re.search((YES if first == "yes" else NO)[lang], reply, re.I), reply
    assert re.search(rf"\b{number}\b", reply.split(".")[0]), reply
    assert unchanged


@pytest.mark.parametrize(
    ("lang", "text", "first"),
    [
        ("en", "Jonte says he's on 3 points now, is that right?", "no"),
        ("en", "Jonte says he is on 2 points, right?", "yes"),
        ("de", "Jonte sagt, er steht bei 3 Punkten, stimmt das?", "no"),
    ],
)
def test_a_claim_about_a_players_score_is_checked(lang, text, first):
    reply, unchanged = asked(lang, text, before=built(B3, 3))
    assert re.search((YES if first == "yes" else NO)[lang], reply, re.I), reply
    assert "2" in reply.split(".")[0] and unchanged


# ---- the premise first: points stay, the round ends --------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "first"),
    [
        ("en", "My floor held, then the next player wrecked the tower. Do my points stay?", "yes"),
        ("de", "Meins stand, dann ist es beim Nächsten eingestürzt. Bleiben meine Punkte?", "yes"),
        ("en", "Half of it came down but the bottom stands. Does the round keep going?", "no"),
        ("de", "Nur ein Teil ist eingestürzt, unten steht noch alles. Geht es dann weiter?", "no"),
        ("de", "Wenn der Turm bei Paul umkippt, darf Greta dann einfach weiterbauen?", "no"),
    ],
)
def test_the_premise_is_answered_first(lang, text, first):
    reply, unchanged = asked(lang, text, players=B4, before=built(B4, 2))
    assert re.search((YES if first == "yes" else NO)[lang], reply, re.I), reply
    assert unchanged  # a question about a fall is not the report of one


# ---- how many may play, how many rounds -----------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "number"),
    [
        ("en", "can I play it alone to practise?", "2"),
        ("en", "Could we play this with 11 people at a birthday party?", "8"),
        ("de", "kann ich das auch alleine spielen?", "2"),
        ("de", "Wir sind elf Leute auf der Geburtstagsfeier, geht das?", "8"),
    ],
)
def test_too_few_or_too_many_players_is_a_no(lang, text, number):
    reply, unchanged = asked(lang, text)
    assert re.search(NO[lang], reply, re.I) and number in reply.split(".")[0], reply
    assert "know a game" not in reply and "kenne kein Spiel" not in reply
    assert unchanged


@pytest.mark.parametrize(
    ("lang", "text", "first"),
    [
        ("en", "if two more join and we're 7, how many rounds would that be?", None),
        ("de", "Spielen wir zu dritt nur eine einzige Runde?", "no"),
        ("de", "wir sind sieben, also 7 runden?? das dauert ja", "yes"),
    ],
)
def test_rounds_with_a_player_count(lang, text, first):
    reply, _ = asked(lang, text)
    if first:
        assert re.search((YES if first == "yes" else NO)[lang], reply, re.I), reply
    count = "7" if "7" in text or "sieben" in text else "3"
    assert count in reply.split(".")[0], reply


# ---- the 13th floor: a bonus for its builder, no 14th floor --------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "pattern"),
    [
        ("en", "is there something extra for floor 13?", r"^\W*yes\b.*\b5\b"),
        ("de", "gibt es fürs 13. Stockwerk Sonderpunkte?", r"^\W*ja\b.*\b5\b"),
        ("en", "is the bonus for the whole table or only for whoever builds floor 13?", "builder"),
        ("de", "bekommen alle am Tisch den Bonus oder nur wer das 13. baut?", "baut"),
        ("en", "all 13 are up, can we try a 14th floor?", r"^\W*no\b"),
        ("de", "können wir noch ein 14. Stockwerk draufpacken?", r"^\W*nein\b"),
    ],
)
def test_the_top_floor(lang, text, pattern):
    reply, unchanged = asked(lang, text)
    assert re.search(pattern, reply, re.I), reply
    assert unchanged


# ---- who opens when floor 2 was never built ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "opener"),
    [
        (
            "en",
            "Greta opened round one and it fell on her first floor, nobody built floor 2. "
            "Who opens the next round?",
            "Ole",
        ),
        (
            "de",
            "Paul hat die erste Runde angefangen, und bei Greta ist beim zweiten Stockwerk "
            "alles eingestürzt. Wer eröffnet die zweite Runde?",
            "Greta",
        ),
    ],
)
def test_nobody_built_floor_two_the_next_clockwise_opens(lang, text, opener):
    reply, unchanged = asked(lang, text, players=B4)
    assert reply.startswith(opener), reply
    assert unchanged


# ---- after a restart -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_claim_is_checked_after_a_restart_and_changes_nothing(tmp_path, lang):
    path = tmp_path / "b.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("new game of Babel with Mila, Jonte and Rosa")
        reports = ["Mila built floor 1", "Jonte built floor 2"]
        claim = "Jonte says he's on 5 points, right?"
    else:
        s.handle("neues Spiel Turmbau zu Babel mit Mila, Jonte und Rosa")
        reports = ["Mila hat Stockwerk 1 gebaut", "Jonte hat Stockwerk 2 gebaut"]
        claim = "Jonte sagt, er steht bei 5 Punkten, stimmt das?"
    for text in reports:
        s.handle(text)
    assert len(s.log) == 2
    again = reopened(path, lang)
    assert len(again.log) == 2
    _, after, reply = said(again, claim)
    assert re.search(NO[lang], reply.text, re.I) and "2" in reply.text.split(".")[0], reply.text
    assert len(after) == 2  # nothing applied ...
    assert again.pending is None or getattr(again.pending, "offer", False)  # ... nor held back
    assert len(reopened(path, lang).log) == 2
