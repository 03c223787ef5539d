"""The kinds of sentence from tuning round 14 about pieces and words inside new reports
(heldout19/20, both languages), through the real Session and templates: a card laid down
is no fall, a gem put in is no gem found, another player's pillar moved by "me" and a
"he"/"she" with nothing else are asked about, an intention to try again reports nothing,
who opens already is no news beside a floor -- also after a restart from a real SQLite
file."""

from __future__ import annotations

import pytest
from tables import built, reopened, reveal, said, table

from referee.dialogue import Session
from referee.store import Store

B3 = ["Jana", "Piet", "Olga"]
P3 = ["Lea", "Max", "Sofi"]
T3 = ["Rita", "Jan", "Kemal"]


def _asked(reply) -> bool:
    return reply.text.rstrip().endswith("?") or "?" in reply.text


# ---- Babel: a lone "down" said of laying something down is no fall -------------------------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "put down olga: floor 3"),
        ("en", "write down olga, fl 3"),
        ("en", "olga put the third floor down, easy"),
        ("en", "olga fl 3"),
        ("de", "olga legt die decke runter, die drei steht"),
    ],
)
def test_a_floor_laid_down_is_built(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2), just=False)
    said(s, text, speaker="Jana")
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Olga", "floor": 3}


@pytest.mark.parametrize("text", ["floor three is down", "the third floor is down now"])
def test_a_floor_said_to_be_down_alone_is_asked_about(text):
    s = table("babel", "en", B3, before=built(B3, 2), just=False)
    before, after, reply = said(s, text)
    assert after == before
    assert _asked(reply)


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "olga's down, sorry"),
        ("en", "the whole thing came down"),
        ("en", "it's all down"),
        ("en", "olga put her card on and it came down"),
        ("de", "die drei is runter"),
        ("de", "bei olga is alles runter"),
    ],
)
def test_a_real_fall_still_collapses(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2), just=False)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "collapse", "player": "Olga"}


# ---- Babel: who opens already is no news beside the floor ----------------------------------


@pytest.mark.parametrize(
    "lang,text,speaker",
    [
        ("en", "jana starts and the first floor is on", None),
        ("en", "ok i open, floor one stands", "Jana"),
        ("de", "ich fang an und die erste steht", "Jana"),
        ("de", "jana beginnt, erste etage fertig", None),
    ],
)
def test_the_opener_named_again_beside_a_floor_builds(lang, text, speaker):
    s = table("babel", lang, B3)
    said(s, text, speaker=speaker)
    assert [c.model_dump() for c in s.log] == [{"kind": "build", "player": "Jana", "floor": 1}]


def test_another_opener_beside_a_floor_is_not_built_unasked():
    s = table("babel", "en", B3)
    said(s, "piet starts and the first floor is on")
    assert all(c.model_dump().get("kind") != "build" or c.player == "Piet" for c in s.log)


# ---- Babel: "he"/"she" with nothing else said: whose report? --------------------------------


@pytest.mark.parametrize(
    "lang,text",
    [("de", "er hat gebaut"), ("de", "sie hat es geschafft"), ("en", "he built it")],
)
def test_a_report_by_he_or_she_alone_is_asked_about(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2), just=False)
    before, after, reply = said(s, text)
    assert after == before
    assert _asked(reply)


@pytest.mark.parametrize("lang,text", [("de", "sie hat die drei gebaut"), ("en", "she did three")])
def test_a_report_by_he_or_she_with_its_floor_still_counts(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2), just=False)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Olga", "floor": 3}


@pytest.mark.parametrize("text", ["er ist umgefallen", "aber sie ist eingestürzt"])
def test_er_or_sie_said_of_the_tower_still_collapses(text):
    s = table("babel", "de", B3, before=built(B3, 2), just=False)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "collapse", "player": "Olga"}


def test_an_objectors_pull_of_the_announcers_pillar_is_the_challenge():
    moves = [{"kind": "move", "player": p, "pillar": "small"} for p in P3]
    before = [*moves, {"kind": "announce", "player": "Lea"}, {"kind": "object", "player": "Max"}]
    s = table("paletti", "en", P3, before=before)
    said(s, "I got lea's small one out and put it on top", speaker="Max")
    assert s.log[-1].model_dump()["kind"] == "challenge-result"


@pytest.mark.parametrize("text", ["so wie stehts denn jetzt", "so wie steht es denn"])
def test_a_status_question_opened_with_so_builds_nothing(text):
    s = table("babel", "de", B3, before=built(B3, 2), just=False)
    before, after, _ = said(s, text)
    assert after == before


# ---- Der Turm: a gem put in is no gem that lay there ---------------------------------------


@pytest.mark.parametrize(
    "lang,text,want",
    [
        ("en", "found an empty four and put a gem in", ("4", 0)),
        ("en", "a 2, nothing in it, so i dropped one of mine in", ("2", 0)),
        ("en", "the three, it's got one, so i put one in", ("3", 1)),
        ("en", "a floor with a four on it, there was one gem already", ("4", 1)),
        ("de", "eine leere Vier erwischt und einen Stein reingelegt", ("4", 0)),
        ("de", "die Zwei war leer. Ich lege jetzt einen Stein hinein", ("2", 0)),
        ("de", "ne drei, die hat einen, also leg ich einen rein", ("3", 1)),
    ],
)
def test_a_gem_put_in_is_not_counted_as_found(lang, text, want):
    s = table("turm", lang, T3, {"first_game": True})
    said(s, text, speaker="Rita")
    assert s.log[-1].model_dump() == reveal("Rita", *want)


@pytest.mark.parametrize(
    "text",
    [
        "uh the three is empty no wait one gem it has one so i put one in",
        "the four, no hang on, one gem, its got one and i put one in",
    ],
)
def test_a_gem_count_said_again_opens_no_disk_one(text):
    s = table("turm", "en", T3, {"first_game": True})
    before, after, _ = said(s, text, speaker="Rita")
    assert all(c.model_dump().get("disk") != "1" for c in after[len(before) :])


# ---- Villa Paletti: another player's pillar moved by "me", a try again --------------------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "hab sofis kleine hochgestellt"),
        ("de", "ich hab sofis eckige nach oben gestellt"),
        ("en", "i moved sofi's small one up"),
        ("en", "i put sofi's thick one on top"),
    ],
)
def test_another_players_pillar_moved_by_me_is_asked_about(lang, text):
    s = table("paletti", lang, P3, before=[{"kind": "move", "player": "Lea", "pillar": "small"}])
    s.handle("Max: " + ("ich hab die kleine hoch" if lang == "de" else "i moved the small one"))
    before, after, reply = said(s, text, speaker="Lea")
    assert after == before
    assert _asked(reply)


def test_ones_own_pillar_said_with_ones_name_still_moves():
    s = table("paletti", "en", P3)
    said(s, "i moved lea's small one up", speaker="Lea")
    assert s.log[-1].model_dump()["player"] == "Lea"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "okay ich versuch nochmal die eckige die ich vorhin zurückgeschoben hab"),
        ("de", "ich probier nochmal die dicke"),
        ("en", "ill try again with the thick one i pushed back earlier"),
    ],
)
def test_trying_again_reports_nothing(lang, text):
    s = table("paletti", lang, P3)
    before, after, _ = said(s, text, speaker="Lea")
    assert after == before


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "ha he couldnt do it so i take out his thick one and the green goes on"),
        ("de", "er hats nicht geschafft, ich nehm seine dicke raus und die grüne kommt drauf"),
    ],
)
def test_a_failed_challenge_keeps_the_pillar_taken_beside_the_level(lang, text):
    moves = [{"kind": "move", "player": p, "pillar": "small"} for p in P3]
    before = [
        *moves,
        {"kind": "announce", "player": "Lea"},
        {"kind": "accept", "player": "Sofi"},
        {"kind": "object", "player": "Max"},
    ]
    s = table("paletti", lang, P3, before=before)
    said(s, text, speaker="Lea")
    last = s.log[-1].model_dump()
    assert last["kind"] == "challenge-result"
    assert last["success"] is False and last["pillar"] == "thick"


# ---- after a restart from a real SQLite file ------------------------------------------------


def test_babel_pieces_after_a_restart(tmp_path):
    path = tmp_path / "b.sqlite3"
    s = Session(table_id="t", lang="en", store=Store(path))
    s.handle("new game of Babel with Jana, Piet and Olga")
    s.handle("jana starts and the first floor is on")
    again = reopened(path, "en")
    assert [c.model_dump() for c in again.log] == [{"kind": "build", "player": "Jana", "floor": 1}]
    said(again, "put down piet: floor 2")
    before, after, reply = said(again, "floor three is down")
    assert after == before and _asked(reply)
    third = reopened(path, "en")
    assert [c.model_dump() for c in third.log] == built(B3, 2)


def test_turm_pieces_after_a_restart(tmp_path):
    path = tmp_path / "t.sqlite3"
    s = Session(table_id="t", lang="de", store=Store(path))
    s.handle("neues Spiel Der Turm mit Rita, Jan und Kemal, erstes Spiel")
    s.handle("Rita: eine leere Vier erwischt und einen Stein reingelegt")
    again = reopened(path, "de")
    assert [c.model_dump() for c in again.log] == [reveal("Rita", "4", 0)]
    said(again, "ne drei, die hat einen, also leg ich einen rein", speaker="Rita")
    third = reopened(path, "de")
    assert [c.model_dump() for c in third.log] == [reveal("Rita", "4", 0), reveal("Rita", "3", 1)]


def test_paletti_pieces_after_a_restart(tmp_path):
    path = tmp_path / "p.sqlite3"
    s = Session(table_id="t", lang="de", store=Store(path))
    s.handle("neues Spiel Villa Paletti mit Lea, Max und Sofi")
    s.handle("Lea: ich hab die kleine hochgestellt")
    again = reopened(path, "de")
    assert len(again.log) == 1
    before, after, _ = said(again, "hab leas dicke hochgestellt", speaker="Max")
    assert after == before  # on Max's turn: the rule says he moves only his own
    said(again, "ich probier nochmal die dicke", speaker="Max")
    third = reopened(path, "de")
    assert len(third.log) == 1


# ---- a floor said after a clause about the round; words as a recogniser writes them --------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "so, letzte runde, erste etage steht"),
        ("de", "neue runde: 1 steht"),
        ("en", "new round, first floor is up"),
    ],
)
def test_a_floor_after_a_clause_about_the_round_is_that_floor(lang, text):
    before = [*built(B3, 2), {"kind": "collapse", "player": "Olga"}]
    s = table("babel", lang, B3, before=before, just=False)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Piet", "floor": 1}


def test_round_two_still_counts_rounds():
    s = table("babel", "en", B3, before=built(B3, 2), just=False)
    before, after, _ = said(s, "is this round two")
    assert after == before


@pytest.mark.parametrize(
    "game,lang,text,want",
    [
        ("turm", "en", "rita has the two and there's one jam on it", ("2", 1)),
        ("turm", "de", "rita: ne 2 mit eim drin", ("2", 1)),
    ],
)
def test_gem_words_as_heard(game, lang, text, want):
    s = table(game, lang, T3, {"first_game": True})
    said(s, text)
    assert s.log[-1].model_dump() == reveal("Rita", *want)


def test_a_thicc_pillar_is_thick():
    s = table("paletti", "en", P3)
    said(s, "lea thicc one up")
    assert s.log[-1].model_dump()["pillar"] == "thick"


@pytest.mark.parametrize(
    "text",
    [
        "in der Einser ist schon einer, ich leg meinen trotzdem rein",
        "da liegt schon ein Stein in der 1, ich will meinen trotzdem hineinlegen",
    ],
)
def test_a_gem_to_be_put_in_against_the_rule_reports_nothing(text):
    s = table("turm", "de", T3, {"first_game": True})
    before, after, _ = said(s, text, speaker="Rita")
    assert after == before


def test_a_full_floor_said_plainly_still_wins_the_tower():
    s = table("turm", "de", T3, {"first_game": True})
    said(s, "in der Einser liegt schon einer", speaker="Rita")
    assert s.log[-1].model_dump() == reveal("Rita", "1", 1)
