"""The kinds of sentence that changed a game the player did not mean (tuning sets 11, 12, 7),
through the real Session and templates, both languages: each must ask, do nothing, or do what
was meant -- never apply a guess."""

from __future__ import annotations

import pytest
from tables import said, table

from referee.language.reader import get_reader

TURM_EN = ["Anna", "Ben", "Carla"]
TURM_DE = ["Jule", "Max", "Ole"]


# ---- a number under a negation is no report ------------------------------------------------


@pytest.mark.parametrize(
    "lang,players,text",
    [
        ("en", TURM_EN, "no zero please"),
        ("en", TURM_EN, "come on no zero no zero"),
        ("en", TURM_EN, "not a zero not a zero"),
        ("de", TURM_DE, "bloß keine null"),
        ("de", TURM_DE, "keine null keine null"),
    ],
)
def test_a_number_said_only_under_a_negation_is_no_reveal(lang, players, text):
    s = table("turm", lang, players, {"first_game": True})
    before, after, _ = said(s, text)
    assert after == before


@pytest.mark.parametrize(
    "lang,players,text",
    [
        ("en", TURM_EN, "please be a four please be a four"),
        ("de", TURM_DE, "bitte ne vier bitte ne vier"),
    ],
)
def test_a_disk_wished_for_twice_is_no_reveal_with_gems(lang, players, text):
    s = table("turm", lang, players, {"first_game": True})
    before, after, _ = said(s, text)
    assert after == before


# ---- exclamations with numbers -----------------------------------------------------------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "acht stockwerke, wahnsinn"),
        ("de", "sechs stockwerke haha"),
        ("en", "five floors haha"),
    ],
)
def test_a_count_of_floors_is_no_floor_report(lang, text):
    seats = ["Lena", "Paul", "Mia"] * 3
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(seats[:7], 1)]
    s = table("babel", lang, seats[:3], before=builds, just=False)
    before, after, _ = said(s, text)
    assert after == before


@pytest.mark.parametrize(
    "lang,text", [("de", "boah, fünf steine zurück"), ("en", "ouch, five gems back")]
)
def test_gems_going_back_are_no_undo(lang, text):
    reveals = [
        {"kind": "reveal", "player": "Lena", "disk": "3", "gems": 1},
        {"kind": "reveal", "player": "Lena", "disk": "2", "gems": 1},
    ]
    s = table("turm", lang, ["Lena", "Paul"], before=reveals, just=False)  # Lena reveals on
    before, after, _ = said(s, text)
    assert after == before


# ---- a correction's target -----------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,players,text",
    [
        ("en", ["Sam", "Priya"], "sorry priya actually managed it, the thick one's up"),
        ("de", ["Sam", "Priya"], "sorry priya hats doch geschafft, die dicke ist oben"),
    ],
)
def test_a_cued_move_corrects_a_push_back_into_a_move(lang, players, text):
    before = [
        {"kind": "move", "player": "Sam", "pillar": "small", "colour": "blue"},
        {"kind": "give-up", "player": "Priya", "pillar": "thick", "colour": "green"},
    ]
    s = table("paletti", lang, players, before=before)
    old, after, _ = said(s, text)
    assert after[:-1] == old[:-1]
    assert after[-1].kind == "move" and after[-1].player == "Priya" and after[-1].pillar == "thick"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "stimmt nicht, mia hat die kleine doch rausgekriegt"),
        ("en", "that's not right, mia did get the small one out"),
    ],
)
def test_a_correction_opener_does_not_negate_the_challenge_it_corrects(lang, text):
    players = ["Lena", "Paul", "Mia"]
    before = [
        {"kind": "move", "player": "Lena", "pillar": "small"},
        {"kind": "move", "player": "Paul", "pillar": "small"},
        {"kind": "move", "player": "Mia", "pillar": "small"},
        {"kind": "announce", "player": "Lena"},
        {"kind": "object", "player": "Mia"},
        {"kind": "challenge-result", "success": False},
    ]
    s = table("paletti", lang, players, before=before)
    old, after, _ = said(s, text)
    if after != old:  # corrected, never the removal the state now expects
        assert len(after) == len(old) and after[-1].kind == "challenge-result"
        assert after[-1].success is True


@pytest.mark.parametrize(
    "lang,text,disk", [("de", "nein, zwei, nicht drei", "2"), ("en", "no, two, not three", "2")]
)
def test_a_denied_disk_makes_the_other_number_the_disk(lang, text, disk):
    before = [
        {"kind": "reveal", "player": "Mia", "disk": "2", "gems": 1},
        {"kind": "end-turn", "player": "Mia"},
        {"kind": "reveal", "player": "Felix", "disk": "3", "gems": 0},
    ]
    s = table("turm", lang, ["Mia", "Felix"], {"star": "super2"}, before=before)
    old, after, _ = said(s, text)
    assert after[:-1] == old[:-1]
    assert after[-1].disk == disk and after[-1].gems == 0


@pytest.mark.parametrize(
    "lang,text", [("en", "no no no, a zero"), ("de", "nein nein nein, ne null")]
)
def test_a_groan_before_the_same_players_next_reveal_asks(lang, text):
    before = [{"kind": "reveal", "player": "Anna", "disk": "3", "gems": 1}]
    s = table("turm", lang, TURM_EN, {"first_game": True}, before=before)
    old, after, reply = said(s, text)
    assert after == old and s.pending is not None


@pytest.mark.parametrize(
    "lang,text", [("en", "no, kate is younger than oli"), ("de", "nee, kate ist jünger als oli")]
)
def test_another_players_correction_still_replaces(lang, text):
    s = table("babel", lang, ["Oli", "Kate"], before=[{"kind": "opener", "player": "Oli"}])
    old, after, _ = said(s, text)
    assert len(after) == len(old) and after[-1].player == "Kate"


# ---- undo that names the last report, relief before a new one -------------------------------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "undo that push back"),
        ("de", "das zurückschieben rückgängig machen"),
    ],
)
def test_an_undo_naming_the_last_report_takes_it_back(lang, text):
    before = [
        {"kind": "move", "player": "Sam", "pillar": "small", "colour": "blue"},
        {"kind": "give-up", "player": "Priya", "pillar": "thick", "colour": "green"},
    ]
    s = table("paletti", lang, ["Sam", "Priya"], before=before)
    old, after, _ = said(s, text)
    assert after == old[:-1]


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "no wait, undo that, carla didn't finish yet"),
        ("de", "streich das, carla war noch gar nicht fertig"),
        ("de", "nein nein, carla hat noch gar nicht gebaut"),
    ],
)
def test_a_denial_of_the_named_players_report_takes_it_back(lang, text):
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(TURM_EN, 1)]
    s = table("babel", lang, TURM_EN, before=builds)
    old, after, _ = said(s, text)
    assert after == old[:-1]


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "undo, she didn't fall, she got six up"),
        ("de", "rückgängig, sie ist nicht umgefallen, sie hat die sechs gebaut"),
    ],
)
def test_undo_with_another_report_still_asks(lang, text):
    seats = TURM_EN * 2
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(seats[:5], 1)]
    builds.append({"kind": "collapse", "player": "Carla"})
    s = table("babel", lang, TURM_EN, before=builds)
    old, after, _ = said(s, text)
    assert after == old and s.pending is not None


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "uh no, it's fine, four is standing"),
        ("de", "nee doch, vier steht, hat nur gewackelt"),
    ],
)
def test_no_as_relief_before_a_present_report_adds_it(lang, text):
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(TURM_EN, 1)]
    s = table("babel", lang, TURM_EN, before=builds)
    old, after, _ = said(s, text)
    assert after[:-1] == old and after[-1].kind == "build" and after[-1].floor == 4


@pytest.mark.parametrize(
    "lang,text", [("en", "no, it was the fourth"), ("de", "nein, das war die vierte")]
)
def test_a_past_correction_that_does_not_fit_is_still_never_added(lang, text):
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(TURM_EN, 1)]
    s = table("babel", lang, TURM_EN, before=builds)
    old, after, _ = said(s, text)
    assert after == old


@pytest.mark.parametrize(
    "lang,text",
    [("en", "not four it fell"), ("de", "nicht die vier, die ist umgefallen")],
)
def test_a_denied_number_does_not_deny_the_report_after_it(lang, text):
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(TURM_EN, 1)]
    s = table("babel", lang, TURM_EN, before=builds, just=False)
    old, after, _ = said(s, text)
    assert after[:-1] == old and after[-1].kind == "collapse" and after[-1].player == "Anna"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "twelve floors and it's still standing unbelievable"),
        ("de", "zwölf stockwerke und er steht immer noch, unglaublich"),
    ],
)
def test_a_count_of_floors_with_a_cue_is_asked_not_applied(lang, text):
    seats = TURM_EN * 4
    builds = [{"kind": "build", "player": p, "floor": n} for n, p in enumerate(seats[:12], 1)]
    s = table("babel", lang, TURM_EN, before=builds, just=False)
    old, after, _ = said(s, text)
    assert after == old


# ---- German word forms and colloquial openers ---------------------------------------------


def test_noe_is_no_chat_spelling_of_noch():
    assert get_reader("de", "babel").tidy("och nö, alles umgefallen").split()[1] == "nö,"
    assert get_reader("de", "babel").tidy("eigstürzt") == "eingestürzt"  # listed so


@pytest.mark.parametrize(
    "lang,text",
    [("de", "und jetzt is alles zusammengefallen"), ("en", "and now it all fell down")],
)
def test_a_statement_after_now_is_no_question(lang, text):
    s = table("paletti", lang, TURM_EN, before=[], just=False)
    old, after, _ = said(s, text)
    assert after[:-1] == old and after[-1].kind == "collapse"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "doch, priya hat's geschafft, die dicke ist oben"),
        ("en", "sorry, priya did manage it, the thick one is up"),
    ],
)
def test_a_contradiction_corrects_a_push_back(lang, text):
    before = [
        {"kind": "move", "player": "Sam", "pillar": "small", "colour": "blue"},
        {"kind": "give-up", "player": "Priya", "pillar": "thick", "colour": "green"},
    ]
    s = table("paletti", lang, ["Sam", "Priya"], before=before)
    old, after, _ = said(s, text)
    assert len(after) == len(old) and after[-1].kind == "move"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "nee, sie macht weiter, noch 'ne eins, leer"),
        ("en", "no, one more: a one, empty"),
    ],
)
def test_another_report_after_no_is_added_not_replacing(lang, text):
    before = [{"kind": "reveal", "player": "Anna", "disk": "1", "gems": 0}]
    s = table("turm", lang, TURM_EN, before=before)
    old, after, _ = said(s, text)
    assert after[:-1] == old and after[-1].disk == "1" and after[-1].gems == 0


@pytest.mark.parametrize(
    "lang,text", [("de", "wir machen schluss mit dem spiel"), ("en", "we stop the game here")]
)
def test_ending_the_game_is_no_end_of_turn(lang, text):
    s = table("turm", lang, TURM_EN, {"first_game": True}, before=[], just=False)
    s.handle(text)
    assert s.pending is not None and s.pending.kind == "end"


# ---- cheering a player on with the number they need is no report ---------------------------

BABEL_TWO = [
    {"kind": "build", "player": "Sigrid", "floor": 1},
    {"kind": "build", "player": "Tom", "floor": 2},
]


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "go ulli, you need three"),
        ("de", "los ulli, du brauchst die drei"),
    ],
)
def test_cheering_with_the_number_needed_builds_nothing(lang, text):
    s = table("babel", lang, ["Sigrid", "Tom", "Ulli"], before=BABEL_TWO)
    before, after, _ = said(s, text)
    assert after == before
    assert said(s, "ulli three" if lang == "en" else "ulli drei")[1][-1].floor == 3


# ---- an echo question ("the roof goes where again") is a question, not a report -----------


@pytest.mark.parametrize(
    "lang,text",
    [("en", "the roof goes where again"), ("de", "das dach kommt wohin nochmal")],
)
def test_an_echo_question_changes_nothing(lang, text):
    s = table(
        "turm", lang, TURM_EN, before=[{"kind": "reveal", "player": "Anna", "disk": "2", "gems": 1}]
    )
    before, after, reply = said(s, text)
    assert after == before
    assert "roof" in reply.text.lower() or "dach" in reply.text.lower()


def test_ohne_was_is_still_a_report():
    s = table("turm", "de", TURM_EN)
    assert said(s, "anna hat 'ne zwei ohne was")[1][-1].disk == "2"
