"""Sentences the templates miss, through the real Session: act, ask back, or admit a miss.

Every sentence here goes through the hassil templates first and the tolerant reader after
(``referee.language.reader`` and ``referee.dialogue.reading``), on the real word lists.
"""

from __future__ import annotations

import json

import pytest
from conftest import ROOT, run_replay
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.dialogue import Session
from referee.games import get_game
from referee.language.corpus import load_corpus
from referee.replies import get_renderer
from referee.store import Store

PLAYERS = ["Anna", "Ben", "Carla"]


def table(game, lang="en", players=PLAYERS, options=None, before=()):
    """A session standing after the engine commands ``before``."""
    s = Session(lang=lang)
    s.start(game, list(players), options or {})
    g = get_game(game)
    for data in before:
        outcome = g.apply(s.state, g.parse_command(data))
        s.log.append(g.parse_command(data))
        s.state = outcome.state
    return s


def not_understood(lang):
    return get_renderer(lang).render("not-understood")


# ---- the kinds of sentence the trial missed -------------------------------------------------


@pytest.mark.parametrize(
    "lang,before,text,speaker,expected",
    [
        ("en", [], "Anna: nine's up", None, None),  # the 9 is not next: asked back, not applied
        ("en", [], "Anna: that one's up", None, {"kind": "build", "player": "Anna", "floor": 1}),
        (
            "en",
            [{"kind": "build", "player": "Anna", "floor": 1}],
            "ben made two",
            None,
            {"kind": "build", "player": "Ben", "floor": 2},
        ),
        (
            "de",
            [{"kind": "build", "player": "Anna", "floor": 1}],
            "ben zwei fertig",
            None,
            {"kind": "build", "player": "Ben", "floor": 2},
        ),
        (
            "de",
            [{"kind": "build", "player": "Anna", "floor": 1}],
            "zwei steht auch",
            None,
            {"kind": "build", "player": "Ben", "floor": 2},
        ),
        (
            "en",
            [],
            "ugh the walls slipped and a bit fell down",
            None,
            {"kind": "collapse", "player": "Anna"},
        ),
        ("de", [], "oh nein, alles eingestürzt", None, {"kind": "collapse", "player": "Anna"}),
    ],
)
def test_babel_table_talk(lang, before, text, speaker, expected):
    s = table("babel", lang, before=before)
    n = len(s.log)
    reply = s.handle(text, speaker)
    if expected is None:
        assert len(s.log) == n and s.pending is not None
    else:
        assert len(s.log) == n + 1, reply.text
        assert s.log[-1].model_dump() == expected


@pytest.mark.parametrize(
    "lang,text,expected",
    [
        ("en", "and a one, empty", {"disk": "1", "gems": 0}),
        ("en", "now the star and it's empty", {"disk": "star", "gems": 0}),
        ("de", "zweier, leer", {"disk": "2", "gems": 0}),
        ("de", "ne eins, da ist schon einer drin", {"disk": "1", "gems": 1}),
        ("de", "und ne dreier ohne was drin", {"disk": "3", "gems": 0}),
    ],
)
def test_der_turm_reveals_in_other_words(lang, text, expected):
    s = table("turm", lang, options={"star": "mirror"})
    s.handle(text)
    assert s.log and s.log[-1].model_dump() == {"kind": "reveal", "player": "Anna", **expected}


@pytest.mark.parametrize(
    "lang,text",
    [("en", "that's enough for me, I stop"), ("de", "ich mach schluss für diese Runde")],
)
def test_der_turm_ending_a_turn_in_other_words(lang, text):
    s = table("turm", lang, before=[{"kind": "reveal", "player": "Anna", "disk": "2", "gems": 1}])
    s.handle(text)
    assert s.log[-1].model_dump() == {"kind": "end-turn", "player": "Anna"}
    assert s.snapshot()["turn"] == "Ben"


@pytest.mark.parametrize(
    "lang,text,kind,pillar",
    [
        ("en", "done, thick one is up top", "move", "thick"),
        ("en", "big one from the base, finally", "move", "thick"),
        ("de", "ich zieh die dicke blaue raus", "move", "thick"),
        ("de", "ich schieb die kleine zurück", "give-up", "small"),
    ],
)
def test_villa_paletti_pulls_in_other_words(lang, text, kind, pillar):
    players = ["Anna", "Ben", "Carla", "Dora"]  # Anna plays blue
    s = table("paletti", lang, players=players)
    s.handle(text, "Anna")
    assert s.log and s.log[-1].kind == kind and s.log[-1].pillar == pillar


@pytest.mark.parametrize(
    "lang,text",
    [("en", "I cannot move anything else"), ("de", "ich traue mich nicht mehr, neue Ebene")],
)
def test_villa_paletti_announcing_in_other_words(lang, text):
    s = table("paletti", lang)
    s.handle(text, "Anna")
    assert s.log and s.log[-1].model_dump() == {"kind": "announce", "player": "Anna"}


@pytest.mark.parametrize(
    "lang,text",
    [("en", "damn, couldn't get it out"), ("de", "mist, klappt nicht")],
)
def test_a_failed_pull_never_moves_a_pillar(lang, text):
    s = table("paletti", lang)
    s.handle(text, "Anna")
    assert all(c.kind != "move" for c in s.log)


@pytest.mark.parametrize(
    "lang,text,intent",
    [
        ("en", "whats the score", "Scores"),
        ("en", "whos turn is it", "WhoseTurn"),
        ("en", "hows the score", "Scores"),
        ("en", "what's the final score", "Scores"),
        ("en", "last round, right?", "Status"),
        ("de", "wie stehts", "Scores"),
        ("de", "wer is dran", "WhoseTurn"),
    ],
)
def test_speech_shaped_questions_get_the_state_not_a_rule_text(lang, text, intent):
    s = table("babel", lang, before=[{"kind": "build", "player": "Anna", "floor": 1}])
    s.handle(text)
    assert s.last_intent == intent


def test_whats_open_in_der_turm():
    s = table("turm", before=[{"kind": "reveal", "player": "Anna", "disk": "2", "gems": 1}])
    s.handle("whats open")
    assert s.last_intent == "TurmOpen"


# ---- a question about the table now vs a rule question -------------------------------------

ROUND_TWO = [
    {"kind": "build", "player": "Anna", "floor": 1},
    {"kind": "build", "player": "Ben", "floor": 2},
    {"kind": "collapse", "player": "Carla"},
]
TURM_TURN = [{"kind": "reveal", "player": "Anna", "disk": "2", "gems": 1}]


@pytest.mark.parametrize(
    "lang,game,before,text,intent",
    [
        # the table, each of us, we: the state, not the rule of how many gems everyone got
        ("en", "turm", TURM_TURN, "what has everyone got", "Scores"),
        ("en", "turm", TURM_TURN, "how many stones do we each have", "Scores"),
        ("en", "turm", TURM_TURN, "who has the fewest gems", "Scores"),
        ("de", "turm", TURM_TURN, "wie viele Steine haben alle noch", "Scores"),
        ("de", "turm", TURM_TURN, "wer hat denn die wenigsten Steine übrig", "Scores"),
        ("de", "turm", TURM_TURN, "was ist gerade alles offen", "TurmOpen"),
        ("de", "turm", TURM_TURN, "wie viele Steine liegen im Turm drin", "TurmTowerGems"),
        ("en", "turm", TURM_TURN, "which star variant are we using", "TurmStar"),
        ("de", "turm", TURM_TURN, "wie ging die Sternregel bei uns nochmal", "TurmStar"),
        ("en", "babel", ROUND_TWO, "now what", "Status"),
        ("de", "babel", ROUND_TWO, "na und jetzt", "Status"),
        ("en", "paletti", [], "is the seal in play yet", "PalettiSeal"),
        ("de", "paletti", [], "zählt das Baumeistersiegel schon", "PalettiSeal"),
        ("en", "paletti", [], "is Ben's thick one locked", "PalettiMovable"),
        ("de", "paletti", [], "ist Bens dicke Säule gesperrt", "PalettiMovable"),
        # who starts: whose turn it is while nobody has reported in this round yet
        ("en", "babel", [], "so who begins", "WhoseTurn"),
        ("en", "turm", [], "remind me who starts", "WhoseTurn"),
        ("de", "babel", [], "wer fängt denn an", "WhoseTurn"),
        ("de", "paletti", [], "wer beginnt", "WhoseTurn"),
    ],
)
def test_a_question_about_the_table_now_gets_the_state(lang, game, before, text, intent):
    s = table(game, lang, before=before)
    s.handle(text)
    assert s.last_intent == intent


@pytest.mark.parametrize(("lang", "text"), [("en", "who starts"), ("de", "wer fängt an")])
def test_who_starts_once_the_round_is_under_way_is_the_rules_opener(lang, text):
    s = table("babel", lang, before=ROUND_TWO)
    s.handle(text)
    assert s.last_intent is None  # the rules' openers, not whose turn it is


@pytest.mark.parametrize(
    ("lang", "text", "parts"),
    [
        ("en", "who's up and how many gems does Anna have?", [r"Ben.s turn", r"Anna has 11"]),
        ("de", "Wer ist dran und wie viele Steine hat Anna?", [r"Ben ist dran", r"Anna hat 11"]),
    ],
)
def test_a_question_of_two_parts_gets_both_answers(lang, text, parts):
    import re

    ended = [*TURM_TURN, {"kind": "end-turn", "player": "Anna"}]
    s = table("turm", lang, before=ended)
    reply = s.handle(text)
    for part in parts:
        assert re.search(part, reply.text), reply.text
    assert s.log == [get_game("turm").parse_command(c) for c in ended]  # nothing applied


# ---- undo and corrections in other words; wrong actions of the trial ---------------------------


def test_undo_in_other_words():
    s = table(
        "babel",
        before=[
            {"kind": "build", "player": "Anna", "floor": 1},
            {"kind": "build", "player": "Ben", "floor": 2},
        ],
    )
    s.handle("wait, undo, we counted Ben's two twice")
    assert [c.model_dump()["floor"] for c in s.log] == [1]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "undo, carla's didn't actually fall, she got five up"),
        ("de", "rückgängig, bei carla ist doch nix umgefallen, die fünf steht"),
    ],
)
def test_undo_with_another_report_asks_before_it_takes_anything_back(lang, text):
    s = table(
        "babel",
        lang,
        before=[
            {"kind": "build", "player": "Anna", "floor": 1},
            {"kind": "build", "player": "Ben", "floor": 2},
            {"kind": "collapse", "player": "Carla"},
        ],
    )
    log = list(s.log)
    reply = s.handle(text)
    assert s.log == log, reply.text  # nothing taken back yet: a question first
    assert s.pending is not None and s.pending.kind == "undo"


def test_a_denial_of_the_last_report_offers_to_take_it_back():
    s = table(
        "babel",
        "de",
        players=["Paul", "Lena", "Mia"],
        before=[
            {"kind": "build", "player": "Paul", "floor": 1},
            {"kind": "build", "player": "Lena", "floor": 2},
        ],
    )
    reply = s.handle("nein nein, hat noch gar nicht gebaut")  # whose? ask first
    assert len(s.log) == 2 and s.pending is not None and reply.buttons
    s.handle("ja")
    assert [c.model_dump()["player"] for c in s.log] == ["Paul"]


def test_a_denial_naming_the_last_reports_player_takes_it_back():
    s = table(
        "babel",
        "de",
        players=["Paul", "Lena", "Mia"],
        before=[
            {"kind": "build", "player": "Paul", "floor": 1},
            {"kind": "build", "player": "Lena", "floor": 2},
        ],
    )
    s.handle("nein nein, Lena hat noch gar nicht gebaut")
    assert [c.model_dump()["player"] for c in s.log] == ["Paul"] and s.pending is None


def test_stopp_after_two_reveals_ends_the_turn_and_keeps_both():
    s = table("turm", "de")
    s.handle("eine Zwei mit einem Stein")
    s.handle("eine leere Drei")
    hand = s.snapshot()["scores"]["Anna"]
    s.handle("stopp")
    assert [c.kind for c in s.log] == ["reveal", "reveal", "end-turn"]
    assert s.snapshot()["scores"]["Anna"] == hand


@pytest.mark.parametrize(
    "lang,players,report,fix",
    [
        ("de", ["Paul", "Lena", "Mia"], "Paul hat die dritte gebaut", "nein, das war die vierte"),
        ("en", ["Anna", "Ben", "Carla"], "Ben built floor two", "no, it was the third"),
    ],
)
def test_a_correction_that_cannot_replace_the_last_report_is_never_added(
    lang, players, report, fix
):
    first = players[-1] if lang == "de" else players[0]
    before = [{"kind": "build", "player": players[0], "floor": 1}]
    if lang == "de":
        before.append({"kind": "build", "player": players[1], "floor": 2})
        players = players[2:] + players[:2]  # Paul builds the third
        s = table(
            "babel",
            lang,
            players=["Mia", "Paul", "Lena"],
            before=[
                {"kind": "build", "player": "Mia", "floor": 1},
                {"kind": "build", "player": "Paul", "floor": 2},
            ],
        )
        s.handle("Lena hat die dritte gebaut")
    else:
        s = table("babel", lang, before=before)
        s.handle(report)
    assert first  # the situation is set up
    log = list(s.log)
    s.handle(fix)
    assert s.log == log  # nothing added, nothing replaced


def test_oops_it_collapsed_is_the_current_turn_not_a_correction():
    s = table("babel", before=[{"kind": "build", "player": "Anna", "floor": 1}])
    s.handle("Ben built floor two")
    s.handle("oops, it collapsed")
    assert [c.kind for c in s.log] == ["build", "build", "collapse"]
    assert s.log[-1].model_dump() == {"kind": "collapse", "player": "Carla"}


def test_a_weak_opener_that_fits_still_corrects():
    s = table("turm")
    s.handle("a three, empty")
    s.handle("sorry, a three with one gem")
    assert [c.model_dump()["gems"] for c in s.log] == [1]


# ---- asking back ------------------------------------------------------------------------


def test_thin_evidence_asks_and_yes_applies_no_drops():
    s = table("babel", before=[{"kind": "build", "player": "Anna", "floor": 1}])
    reply = s.handle("ben two")  # a name and a number, nothing else
    asked = len(s.log) == 1 and s.pending is not None
    if asked:
        assert reply.buttons == ["yes", "no"] and "Ben built floor 2" in reply.text
        s.handle("no")
        assert len(s.log) == 1
        s.handle("ben two")
        s.handle("yes")
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Ben", "floor": 2}


@pytest.mark.parametrize("lang,text", [("en", "a five"), ("de", "'ne Fünf")])
def test_a_disk_der_turm_does_not_have_is_refused(lang, text):
    s = table("turm", lang)
    reply = s.handle(text)
    assert not s.log and "5" in reply.text and not reply.text.startswith(not_understood(lang))


@pytest.mark.parametrize("lang,text", [("en", "what time is it"), ("de", "wer will pizza")])
def test_chatter_changes_nothing(lang, text):
    for game in ("babel", "turm", "paletti"):
        s = table(game, lang)
        s.handle(text)
        assert not s.log


# ---- before and after a game ----------------------------------------------------------------


def test_help_before_a_game_answers_in_the_language_it_was_asked_in():
    s = Session(lang="en")
    reply = s.handle("hilfe")
    assert s.lang == "de" and reply.text == get_renderer("de").render("help-no-game")


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "rematch"),
        ("en", "same players again"),
        ("de", "neues Spiel, gleiche Leute"),
        ("de", "nochmal"),
    ],
)
def test_rematch_starts_the_same_game_with_the_same_seating(lang, text):
    s = table(
        "babel",
        lang,
        players=["Lena", "Sophie"],
        before=[{"kind": "collapse", "player": "Lena"}, {"kind": "collapse", "player": "Sophie"}],
    )
    assert s.state.finished
    s.handle(text)
    assert s.table.players == ["Lena", "Sophie"] and not s.log and not s.state.finished


@pytest.mark.parametrize(
    "lang,game,answer",
    [("en", "babel", "me, my sister and dad"), ("de", "turm", "ich, meine Schwester und Papa")],
)
def test_people_who_are_no_names_are_asked_for_names(lang, game, answer):
    s = Session(lang=lang)
    s.handle("new game of Babel" if lang == "en" else "neues Spiel Der Turm")
    s.handle(answer)
    assert s.table is None and s.pending is not None and s.pending.kind == "players"
    s.handle("Anna, Ben und Carla" if lang == "de" else "Anna, Ben and Carla")
    assert s.table is not None and s.table.players == ["Anna", "Ben", "Carla"]


def test_a_spoken_player_list_without_commas():
    s = Session()
    s.handle("new game of babel with anna ben and carla carla is the youngest")
    assert s.table.players == ["Anna", "Ben", "Carla"] and s.snapshot()["turn"] == "Carla"


def test_new_game_of_chess_names_the_games_it_knows():
    reply = Session().handle("new game of chess with Anna and Ben")
    assert "chess" in reply.text and "Babel" in reply.text


# ---- the same through replay and after a restart --------------------------------------------


def test_replay_reads_table_talk_and_says_what_it_understood():
    header = json.dumps({"game": "babel", "players": PLAYERS, "lang": "en"})
    out = run_replay(
        [header, json.dumps({"text": "Anna: that one's up"}), json.dumps({"text": "ben made two"})]
    )
    assert [o["state"]["floors"] for o in out] == [1, 2]
    assert out[1]["intent"] == "BabelBuild" and "Ben built floor 2" in out[1]["reply"]


def test_a_report_read_by_the_tolerant_reader_survives_a_restart(tmp_path):
    db = tmp_path / "referee.sqlite3"
    s = Session(table_id="t", store=Store(db))
    s.start("turm", PLAYERS, {})
    s.handle("zweier, leer" if False else "and a two, empty")
    snapshot = s.snapshot()
    again = Session(table_id="t", store=Store(db))
    assert again.resumable()
    again.resume()
    assert again.snapshot() == snapshot and again.log == s.log


# ---- property: fillers and "Name:" never change what a sentence does ------------------------

CORPUS = [c for c in load_corpus(ROOT / "tests" / "language") if c.intent and c.game]
FILLERS = {
    "en": ["um", "uh", "ok so", "well", "hmm", "like"],
    "de": ["ähm", "äh", "also", "na", "hm", "ok"],
}


def _effect(case, text, speaker=None):
    s = Session(lang=case.lang)
    s.start(case.game, list(case.players[:4]))
    s.handle(text, speaker)
    return [c.model_dump() for c in s.log], s.snapshot()


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    case=st.sampled_from(CORPUS),
    where=st.sampled_from(["start", "end"]),
    pick=st.integers(min_value=0, max_value=5),
    prefix=st.booleans(),
)
def test_a_filler_or_a_name_prefix_never_changes_what_a_sentence_does(case, where, pick, prefix):
    plain = _effect(case, case.text)
    filler = FILLERS[case.lang][pick]
    padded = f"{filler}, {case.text}" if where == "start" else f"{case.text}, {filler}"
    assert _effect(case, padded) == plain, padded
    if prefix:  # the player whose turn it is says it: "I" means them either way
        first = case.players[0]
        assert _effect(case, f"{first}: {case.text}") == _effect(case, case.text, first)


@pytest.mark.parametrize(
    "lang,agree,instead",
    [
        ("en", "agreed", "wait no, I object instead"),
        ("de", "einverstanden", "nein, ich widerspreche doch"),
    ],
)
def test_objecting_right_after_agreeing_replaces_the_agreement(lang, agree, instead):
    s = table("paletti", lang, before=[{"kind": "announce", "player": "Anna"}])
    s.handle(agree, "Ben")
    assert s.snapshot()["accepted"] == ["Ben"]
    s.handle(instead, "Ben")
    assert [c.kind for c in s.log] == ["announce", "object"] and s.log[-1].player == "Ben"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "I've got 3 kids and 2 dogs, of course I'm tired"),
        ("en", "if Ben opens the four he's ahead"),
        ("de", "wenn ich jetzt die Drei aufdecke, bin ich vorne"),
    ],
)
def test_numbers_that_count_something_else_or_a_hypothetical_report_nothing(lang, text):
    s = table("turm", lang)
    s.handle(text)
    assert not s.log


def _builds(n, players=PLAYERS):
    return [
        {"kind": "build", "player": players[k % len(players)], "floor": k + 1} for k in range(n)
    ]


@pytest.mark.parametrize(
    "lang,players,n,text,player",
    [
        ("en", PLAYERS, 2, "karla built three", "Carla"),
        ("en", PLAYERS, 1, "benn did floor two", "Ben"),
        ("de", ["Lena", "Jonas", "Katrin"], 0, "leena hat des erste stockwerk gebaut", "Lena"),
        ("de", ["Sepp", "Vroni", "Franz"], 1, "d'vroni hat zwoa", "Vroni"),
    ],
)
def test_a_misheard_name_is_the_player_it_sounds_like(lang, players, n, text, player):
    s = table("babel", lang, players, before=_builds(n, players))
    s.handle(text)
    assert s.log[-1].model_dump() == {"kind": "build", "player": player, "floor": n + 1}


@pytest.mark.parametrize(
    "lang,n,text",
    [
        ("en", 2, "carla built three and then anna built four"),
        ("en", 4, "ben built five and then it fell"),
        ("de", 3, "anna vier, dann is alles umgfalln"),
    ],
)
def test_two_reports_in_one_breath_are_asked_about_never_both_applied(lang, n, text):
    s = table("babel", lang, before=_builds(n))
    s.handle(text)
    assert len(s.log) == n
    assert s.pending is not None


@pytest.mark.parametrize(
    "lang,text", [("en", "i built three, no four"), ("de", "ich hab drei gebaut, nee vier")]
)
def test_a_number_said_again_replaces_the_first_one(lang, text):
    s = table("babel", lang, before=_builds(2))
    s.handle(text, "Carla")
    assert len(s.log) == 2  # floor 4 is not next: the referee asks, it never takes the 3


def test_a_collapse_naming_an_older_floor_is_no_collapse_now():
    s = table("babel", before=_builds(4))
    s.handle("ben's floor two actually fell")
    assert len(s.log) == 4


def test_the_last_report_said_in_the_past_is_corrected():
    s = table(
        "turm",
        "de",
        ["Jana", "Tim", "Nele"],
        {"first_game": True},
        before=[{"kind": "reveal", "player": "Jana", "disk": "2", "gems": 1}],
    )
    s._just_accepted = True
    s.handle("na, de zwoa war leer", "Jana")
    assert [c.model_dump() for c in s.log] == [
        {"kind": "reveal", "player": "Jana", "disk": "2", "gems": 0}
    ]


@pytest.mark.parametrize(
    "lang,text,players,options",
    [
        ("en", "lets play der turm anna ben carla mirror star", PLAYERS, {"star": "mirror"}),
        ("en", "new game turm anna ben and carla super two", PLAYERS, {"star": "super2"}),
        (
            "de",
            "lasst uns der turm spielen, uwe heike jörg, spiegel",
            ["Uwe", "Heike", "Jörg"],
            {"star": "mirror"},
        ),
    ],
)
def test_an_option_after_a_spoken_player_list_is_no_player(lang, text, players, options):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table.players == players
    assert s.table.options == options


def test_a_clause_in_dialect_after_the_player_list_is_no_player():
    s = Session(lang="de")
    s.handle("babel mit lena, jonas, katrin, katrin is die jüngste")
    assert s.table.players == ["Lena", "Jonas", "Katrin"]
    assert s.state.current == "Katrin"


@pytest.mark.parametrize(
    "text,expected",
    [
        ("a zwoa mit oam stoa", {"disk": "2", "gems": 1}),
        ("vierer, zwoa stoana drin", {"disk": "4", "gems": 2}),
        ("des is a zwoa, ohne stoa", {"disk": "2", "gems": 0}),
    ],
)
def test_der_turm_counts_in_bavarian(text, expected):
    s = table("turm", "de", ["Jana", "Tim", "Nele"], {"first_game": True})
    s.handle(text, "Jana")
    assert s.log[-1].model_dump() == {"kind": "reveal", "player": "Jana", **expected}


def test_the_first_pillar_said_is_the_one_moved():
    s = table("paletti", "de", ["Lukas", "Marie"])
    s.handle("i hab die dicke gezogen und d'marie die kleine", "Lukas")
    assert all(c.model_dump().get("pillar") != "small" for c in s.log)


@pytest.mark.parametrize(
    "lang,before,text",
    [
        (
            "en",
            [{"kind": "reveal", "player": "Anna", "disk": "3", "gems": 1}],
            "anna had a 2 with one",
        ),
        (
            "de",
            [{"kind": "reveal", "player": "Anna", "disk": "3", "gems": 1}],
            "anna war bei ner zwei",
        ),
    ],
)
def test_the_past_only_corrects_the_report_it_names(lang, before, text):
    s = table("turm", lang, options={"first_game": True}, before=before)
    s._just_accepted = True
    s.handle(text)
    assert s.log[0].model_dump() == before[0]  # never replaced by a report of another disk


def test_a_count_said_again_is_the_count():
    s = table("turm", "de", ["Lena", "Jonas", "Mia"], {"first_game": True})
    s.handle("'ne Zwei mit einem, nee, mit zwei", "Lena")
    assert all(c.model_dump().get("gems") != 1 for c in s.log)


def test_halt_is_not_a_floor_and_delete_it_takes_back():
    before = [{"kind": "build", "player": "Lea", "floor": 1}]
    s = table("babel", "de", ["Lea", "Finn"], before=before)
    s.handle("halt, das war falsch, lösch das")
    assert s.log == []  # taken back, not a floor for Finn
    s = table("babel", "de", ["Lea", "Finn"])
    s.handle("halt")
    assert s.log == []
    s.handle("der Turm hält noch")
    assert [c.model_dump()["floor"] for c in s.log] == [1]
    s = table(
        "babel", "en", ["Anna", "Ben"], before=[{"kind": "build", "player": "Anna", "floor": 1}]
    )
    s.handle("oops that was wrong, remove it")
    assert s.log == [] or s.pending is not None


@pytest.mark.parametrize(
    "lang,text,players,options",
    [
        (
            "en",
            "paletti with Anna Lena, Ben and Carla, previous holder rule",
            ["Anna Lena", "Ben", "Carla"],
            {"previous_holder_on_own_collapse": True},
        ),
        (
            "en",
            "play der turm with Lena and Jonas, full game with the mirror",
            ["Lena", "Jonas"],
            {"star": "mirror"},
        ),
        (
            "de",
            "Turm mit Spiegel-Stern für Lea, Finn, Greta und Ole",
            ["Lea", "Finn", "Greta", "Ole"],
            {"star": "mirror"},
        ),
        (
            "de",
            "neues Spiel: Turmbau zu Babel. Es spielen Ayşe, Hanne und Emre",
            ["Ayşe", "Hanne", "Emre"],
            {},
        ),
    ],
)
def test_options_and_openers_in_a_player_list_are_no_players(lang, text, players, options):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is not None and s.table.players == players and s.table.options == options


def test_dann_ist_is_a_statement_not_a_question():
    before = [
        {"kind": "move", "player": "Jonas", "pillar": "angular"},
        {"kind": "move", "player": "Lea", "pillar": "thick"},
    ]
    s = table("paletti", "de", ["Jonas", "Lea", "Finn"], before=before)
    s.handle("und dann ist alles eingestürzt")
    assert s.log[-1].kind == "collapse"


def test_the_objector_is_the_speaker_not_the_owner_of_the_pillar():
    before = [
        {"kind": "move", "player": "Jonas", "pillar": "angular"},
        {"kind": "move", "player": "Lea", "pillar": "thick"},
        {"kind": "move", "player": "Finn", "pillar": "small"},
        {"kind": "announce", "player": "Jonas"},
    ]
    s = table("paletti", "de", ["Jonas", "Lea", "Finn"], before=before)
    s.handle("Finn: Widerspruch, ich zieh eine von Jonas raus")
    assert s.log[-1].model_dump() == {"kind": "object", "player": "Finn"}


@pytest.mark.parametrize(
    "lang,text,game,players",
    [
        ("en", "uh paletti: Dmitri, Kofi", "paletti", ["Dmitri", "Kofi"]),
        ("de", "äh, Paletti: Greta, Ole", "paletti", ["Greta", "Ole"]),
        ("en", "babel: anna and ben", "babel", ["Anna", "Ben"]),
    ],
)
def test_a_game_a_colon_and_the_players(lang, text, game, players):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is not None and (s.table.game, s.table.players) == (game, players)


def test_der_turm_colon_something_is_no_player_list():
    s = Session(lang="de")
    s.handle("der Turm: ist eingestürzt")
    assert s.table is None


@pytest.mark.parametrize(
    "lang,text,players,options",
    [
        ("en", "turm with super 2 - Jack, Kim, Lio", ["Jack", "Kim", "Lio"], {"star": "super2"}),
        (
            "en",
            "paletti for two, Wanda and Xavi, with the previous holder rule",
            ["Wanda", "Xavi"],
            {"previous_holder_on_own_collapse": True},
        ),
        (
            "de",
            "babel für sechs: Ana, Bodo, Cem, Dana, Ede, Flo",
            ["Ana", "Bodo", "Cem", "Dana", "Ede", "Flo"],
            {},
        ),
        (
            "de",
            "ein neues Spiel Der Turm mit Sven und Tanja bitte, ohne Stern, wir sind Anfänger",
            ["Sven", "Tanja"],
            {"first_game": True},
        ),
    ],
)
def test_what_is_no_name_in_a_player_list_is_left_out(lang, text, players, options):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is not None and (s.table.players, s.table.options) == (players, options)


def test_umgeschmissen_is_a_collapse():
    s = table("babel", "de", ["Frieda", "Till"])
    s.handle("frieda hat gleich die erste etage umgeschmissen")
    assert [c.kind for c in s.log] in ([], ["collapse"])  # never a floor


@pytest.mark.parametrize(
    "lang,first,end,yes,again",
    [
        (
            "en",
            "new game of Der Turm with Anna and Ben, first game",
            "end the game",
            "yes",
            "same players again, mirror star this time",
        ),
        (
            "de",
            "neues Spiel Der Turm mit Anna und Ben, erstes Spiel",
            "Spiel beenden",
            "ja",
            "nochmal, diesmal mit Spiegel",
        ),
    ],
)
def test_a_rematch_takes_the_option_it_names(lang, first, end, yes, again):
    s = Session(lang=lang)
    s.handle(first)
    s.handle(end)
    s.handle(yes)
    s.handle(again)
    assert s.table.players == ["Anna", "Ben"] and s.table.options == {"star": "mirror"}
    assert not s.state.finished


def test_a_new_game_said_mid_game_keeps_its_whole_list():
    before = [{"kind": "build", "player": "Maya", "floor": 1}]
    s = table("babel", "en", ["Maya", "Theo", "Ines"], before=before)
    s.handle("forget this, new game: villa paletti with Maya, Theo and Ines")
    assert s.pending is not None and s.pending.kind == "new-game"
    assert (s.pending.game, s.pending.players) == ("paletti", ["Maya", "Theo", "Ines"])


# ---- round 10: several pieces, corrections read where they belong, stories told forward -----


def _after(game, lang, players, before, options=None):
    s = table(game, lang, players, options, before=before)
    s._just_accepted = True  # the last report was just accepted: "no, …" may correct it
    return s


_MOVE = {"kind": "move", "player": "Anna", "pillar": "thick"}
_REVEAL = {"kind": "reveal", "player": "Anna", "disk": "2", "gems": 1}
_ANNOUNCE = [
    {"kind": "move", "player": "Anna", "pillar": "small"},
    {"kind": "move", "player": "Ben", "pillar": "small"},
    {"kind": "announce", "player": "Carla"},
]


@pytest.mark.parametrize(
    "game,lang,before,text",
    [
        ("babel", "en", _builds(2), "carla three done and priya four"),
        ("babel", "en", _builds(2), "three and four are both up"),
        ("babel", "en", _builds(2), "floors three to five are standing"),
        ("babel", "en", _builds(6), "seven and eight"),
        ("babel", "de", _builds(2), "drei und vier stehen beide"),
        ("babel", "de", _builds(3), "vier für anna und fünf für ben"),
        ("babel", "de", _builds(6), "sieben und acht"),
        ("turm", "en", [], "a two and a three both empty"),
        ("turm", "de", [], "ne zwei und ne drei, beide leer"),
        ("paletti", "en", [], "anna moved a small and a thick"),
        ("paletti", "en", [], "anna pulled two small ones"),
        ("paletti", "de", [], "anna hat ne kleine und ne dicke hochgestellt"),
        ("paletti", "de", [], "anna zieht zwei kleine raus"),
    ],
)
def test_several_reports_in_one_sentence_are_asked_about_never_applied(game, lang, before, text):
    options = {"first_game": True} if game == "turm" else {}
    s = table(game, lang, PLAYERS, options, before=before)
    s.handle(text)
    assert len(s.log) == len(before)  # neither the first nor any: the referee asks
    assert s.pending is not None


@pytest.mark.parametrize(
    "lang,text,disk,gems",
    [
        ("en", "anna lifts three at once and finds a two with one in it", "2", 1),
        ("de", "anna hebt drei auf einmal ab, da ist 'ne vier mit einem drin", "4", 1),
        ("en", "twos got nothing in it", "2", 0),
    ],
)
def test_floors_lifted_at_once_are_no_disk(lang, text, disk, gems):
    s = table("turm", lang, options={"first_game": True})
    s.handle(text)
    assert s.log[-1].model_dump() == {
        "kind": "reveal",
        "player": "Anna",
        "disk": disk,
        "gems": gems,
    }


@pytest.mark.parametrize(
    "game,lang,before,text,speaker,expected",
    [
        (
            "babel",
            "en",
            _builds(3),
            "nah that fell actually",
            None,
            {"kind": "collapse", "player": "Carla"},
        ),
        (
            "babel",
            "de",
            _builds(3),
            "nee, die ist doch umgefallen",
            None,
            {"kind": "collapse", "player": "Carla"},
        ),
        (
            "babel",
            "en",
            _builds(3),
            "sorry mine actually collapsed when i let go",
            "Carla",
            {"kind": "collapse", "player": "Carla"},
        ),
        ("paletti", "de", [_MOVE], "nee, war seine kleine", None, {**_MOVE, "pillar": "small"}),
        (
            "paletti",
            "de",
            [_MOVE],
            "nein, anna hatte die kleine",
            None,
            {**_MOVE, "pillar": "small"},
        ),
        (
            "paletti",
            "de",
            [_MOVE],
            "warte, das war die eckige, nicht die dicke",
            None,
            {**_MOVE, "pillar": "angular"},
        ),
        (
            "paletti",
            "en",
            [_MOVE],
            "wait that was the angular not the thick",
            None,
            {**_MOVE, "pillar": "angular"},
        ),
        (
            "babel",
            "en",
            _builds(3),
            "hang on that was wrong, carla's three fell",
            None,
            {"kind": "collapse", "player": "Carla"},
        ),
        (
            "turm",
            "en",
            [_REVEAL],
            "sorry, that was a 3 not a 2",
            None,
            {**_REVEAL, "disk": "3"},  # the gems said before stay
        ),
        ("turm", "de", [_REVEAL], "upps, war 'ne drei, keine zwei", None, {**_REVEAL, "disk": "3"}),
    ],
)
def test_a_correction_replaces_the_report_it_speaks_of(game, lang, before, text, speaker, expected):
    options = {"first_game": True} if game == "turm" else None
    s = _after(game, lang, PLAYERS, before, options)
    s.handle(text, speaker)
    assert len(s.log) == len(before)
    got = s.log[-1].model_dump()
    assert {k: got[k] for k in expected} == expected


@pytest.mark.parametrize("lang,text", [("en", "oops it collapsed"), ("de", "hoppla, eingestürzt")])
def test_a_fall_after_a_floor_is_a_fall_now_not_a_correction(lang, text):
    s = _after("babel", lang, PLAYERS, _builds(3))
    s.handle(text)
    assert [c.model_dump() for c in s.log] == [
        *_builds(3),
        {"kind": "collapse", "player": "Anna"},
    ]


@pytest.mark.parametrize(
    "lang,text", [("en", "actually i object"), ("de", "eigentlich widerspreche ich")]
)
def test_changing_an_agreement_is_never_replaced_by_a_filler(lang, text):
    before = [*_ANNOUNCE, {"kind": "accept", "player": "Anna"}]
    s = _after("paletti", lang, PLAYERS, before)
    s.handle(text, "Anna")  # asked back, or told how to take it back: never swapped
    assert [c.model_dump() for c in s.log] == [
        get_game("paletti").parse_command(c).model_dump() for c in before
    ]


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "wait undo that, ben didn't finish two yet"),
        ("de", "nein nein, ben hat noch gar nicht gebaut"),
    ],
)
def test_a_correction_that_names_the_same_report_takes_it_back(lang, text):
    # the denial names the last report's player (and kind): no doubt which report is meant
    s = _after("babel", lang, PLAYERS, _builds(2))
    s.handle(text)
    assert [c.model_dump() for c in s.log] == _builds(1)
    assert s.pending is None


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "wait undo that, carla didn't finish two yet"),  # Carla built nothing yet
        ("de", "nein nein, carla hat noch gar nicht gebaut"),
    ],
)
def test_a_denial_of_another_players_report_takes_nothing_back(lang, text):
    s = _after("babel", lang, PLAYERS, _builds(2))
    s.handle(text)
    assert [c.model_dump() for c in s.log] == _builds(2)


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "carla put the ceiling on and then it all fell"),
        ("de", "carla legt die decke drauf und dann fällt alles um"),
    ],
)
def test_a_story_of_one_turn_told_forward_counts_its_end(lang, text):
    s = table("babel", lang, before=_builds(2))
    s.handle(text)
    assert s.log[-1].model_dump() == {"kind": "collapse", "player": "Carla"}


@pytest.mark.parametrize(
    "game,lang,before,text,expected",
    [
        (
            "turm",
            "de",
            [],
            "eigentlich fängt ben an, der hat geburtstag",
            {"kind": "starter", "player": "Ben"},
        ),
        ("paletti", "de", [], "ich zieh nix mehr raus", {"kind": "announce", "player": "Anna"}),
        ("paletti", "de", [], "ich sag noch keine neue ebene an, moment", None),
    ],
)
def test_words_between_a_separable_verb_count(game, lang, before, text, expected):
    options = {"first_game": True} if game == "turm" else {}
    s = table(game, lang, PLAYERS, options, before=before)
    s.handle(text, "Anna" if game == "paletti" else None)
    if expected is None:
        assert len(s.log) == len(before)
    else:
        assert s.log[-1].model_dump() == expected


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "undo, carla didn't actually fall, she got three up"),
        ("de", "rückgängig, bei carla ist doch nix umgefallen, die drei steht"),
    ],
)
def test_an_undo_that_denies_the_last_report_and_tells_another_replaces_it(lang, text):
    s = _after("babel", lang, PLAYERS, [*_builds(2), {"kind": "collapse", "player": "Carla"}])
    s.handle(text)
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Carla", "floor": 3}
    assert len(s.log) == 3


@pytest.mark.parametrize(
    "lang,text", [("en", "anna another small one"), ("de", "anna noch eine kleine")]
)
def test_another_pillar_is_a_move(lang, text):
    s = table("paletti", lang)
    s.handle(text)
    assert s.log[-1].model_dump()["pillar"] == "small"


def test_what_goes_into_an_empty_star_is_no_count_of_it():
    s = table("turm", "en", options={"star": "super2"})
    s.handle("now the star, empty → two in")
    assert s.log[-1].model_dump() == {"kind": "reveal", "player": "Anna", "disk": "star", "gems": 0}


def test_a_stop_after_a_reveal_never_replaces_the_reveal():
    before = [
        {"kind": "reveal", "player": "Anna", "disk": "1", "gems": 0},
        {"kind": "reveal", "player": "Anna", "disk": "star", "gems": 0},
    ]
    s = _after("turm", "de", PLAYERS, before, {"star": "cantstop"})
    s.handle("nö, ich lass es, Dach drauf")
    assert [c.model_dump() for c in s.log] == before  # the star must be followed: told why
