"""The kinds of sentence from tuning round 12 (heldout13, tuning8), through the real Session
and templates, both languages: the wrong-action kinds ask or do nothing, the others do what
was meant -- also after a restart from a real SQLite file."""

from __future__ import annotations

import pytest
from tables import reopened, said, table

from referee.dialogue import Session
from referee.games import get_game
from referee.store import Store

P3_EN = ["Anna", "Ben", "Carla"]
P3_DE = ["Lena", "Paul", "Jonas"]


def _moves(players):
    return [{"kind": "move", "player": p, "pillar": "small"} for p in players]


def _announced(players):
    return [*_moves(players), {"kind": "announce", "player": players[0]}]


def _objected(players):
    return [*_announced(players), {"kind": "object", "player": players[2]}]


# ---- wrong-action kinds: ask or do nothing -------------------------------------------------


@pytest.mark.parametrize(
    "lang,players,text",
    [
        ("en", P3_EN, "sure sure, that's what they all say"),
        ("en", P3_EN, "yeah right, as if"),
        ("de", P3_DE, "ja ja, das sagen sie alle"),
        ("de", P3_DE, "klar doch, wer's glaubt"),
    ],
)
def test_disbelief_during_an_announcement_accepts_nothing(lang, players, text):
    s = table("paletti", lang, players, before=_announced(players))
    before, after, _ = said(s, text)
    assert after == before


@pytest.mark.parametrize(
    "lang,players,text",
    [
        ("en", P3_EN, "ben small"),
        ("en", P3_EN, "anna thick"),
        ("de", P3_DE, "paul eckige"),
        ("de", P3_DE, "lena dicke"),
    ],
)
def test_a_bare_name_and_pillar_of_someone_not_trying_asks(lang, players, text):
    s = table("paletti", lang, players, before=_objected(players))
    before, after, reply = said(s, text)
    assert after == before
    assert "?" in reply.text and players[2] in reply.text


@pytest.mark.parametrize(
    "lang,text",
    [("en", "carla got anna's thick one out"), ("de", "jonas hat lenas dicke rausbekommen")],
)
def test_the_objector_pulling_the_announcers_pillar_still_succeeds(lang, text):
    players = P3_EN if lang == "en" else P3_DE
    s = table("paletti", lang, players, before=_objected(players))
    said(s, text)
    last = s.log[-1].model_dump()
    assert last["kind"] == "challenge-result" and last["success"] and last["pillar"] == "thick"


@pytest.mark.parametrize(
    "lang,text,youngest",
    [
        ("en", "the youngest is toms little sister mia", "Mia"),
        ("en", "youngest is ben, lenas brother", "Ben"),
        ("de", "die jüngste ist jonas' schwester mia", "Mia"),
        ("de", "am jüngsten ist ben, lenas bruder", "Ben"),
    ],
)
def test_a_relative_named_with_a_name_is_the_one_meant(lang, text, youngest):
    players = ["Lena", "Tom", "Mia", "Ben"] if lang == "en" else ["Lena", "Jonas", "Mia", "Ben"]
    s = table("babel", lang, players)
    said(s, text)
    assert s.log and s.log[-1].model_dump() == {"kind": "opener", "player": youngest}


def test_a_past_reveal_of_the_same_disk_replaces_it():
    players = ["Oma", "Opa", "Max"]
    before = [
        {"kind": "reveal", "player": "Oma", "disk": "2", "gems": 1},
        {"kind": "end-turn", "player": "Oma"},
        {"kind": "reveal", "player": "Opa", "disk": "1", "gems": 0},
    ]
    for text, disk, gems in [
        ("die eins von opa hatte doch einen drin", "1", 1),
    ]:
        s = table("turm", "de", players, {"star": "mirror"}, before=before)
        n = len(s.log)
        said(s, text)
        assert len(s.log) == n
        assert s.log[-1].model_dump() == {
            "kind": "reveal",
            "player": "Opa",
            "disk": disk,
            "gems": gems,
        }


def test_a_past_indicative_is_no_subjunctive():
    players = ["Oma", "Opa", "Max"]
    before = [
        {"kind": "reveal", "player": "Oma", "disk": "2", "gems": 1},
        {"kind": "end-turn", "player": "Oma"},
        {"kind": "reveal", "player": "Opa", "disk": "3", "gems": 0},
    ]
    s = table("turm", "de", players, {"star": "mirror"}, before=before)
    said(s, "nee, in der drei waren zwei drin")
    assert s.log[-1].model_dump()["gems"] == 2 and len(s.log) == 3
    s = table("turm", "de", players, {"star": "mirror"}, before=before)
    before_log, after, _ = said(s, "ich hätt ja schon bei der drei aufgehört")
    assert after == before_log  # what she would have done: nothing happened


@pytest.mark.parametrize("lang,text", [("en", "anna doesn't want to anymore")])
def test_a_homophone_after_a_verb_is_no_disk(lang, text):
    s = table(
        "turm",
        lang,
        P3_EN,
        {"star": "mirror"},
        before=[{"kind": "reveal", "player": "Anna", "disk": "2", "gems": 1}],
    )
    said(s, text)
    assert len(s.log) == 2 and s.log[-1].model_dump() == {"kind": "end-turn", "player": "Anna"}


# ---- Villa Paletti: colours, objections, agreed ends, give-ups ----------------------------


@pytest.mark.parametrize(
    "lang,text,whose",
    [
        ("en", "anna moved a green pillar", "Ben"),
        ("en", "anna took out a yellow pillar", "Carla"),
        ("de", "lena hat eine grüne genommen", "Paul"),
        ("de", "lena nimmt ne gelbe", "Jonas"),
    ],
)
def test_another_players_colour_is_refused_with_the_rule(lang, text, whose):
    players = P3_EN if lang == "en" else P3_DE
    s = table("paletti", lang, players)
    before, after, reply = said(s, text)
    assert after == before
    assert whose in reply.text


@pytest.mark.parametrize(
    "lang,text", [("en", "anna pulled a blue one"), ("de", "lena hat eine blaue gezogen")]
)
def test_the_players_own_colour_alone_asks_which_pillar(lang, text):
    players = P3_EN if lang == "en" else P3_DE
    s = table("paletti", lang, players)
    before, after, reply = said(s, text)
    assert after == before
    assert reply.text.rstrip().endswith("?")


@pytest.mark.parametrize(
    "lang,speaker,text",
    [("de", "Jonas", "nee, das versuch ich"), ("de", "Paul", "nö, ich probiers")],
)
def test_an_objection_in_other_words(lang, speaker, text):
    s = table("paletti", lang, P3_DE, before=_announced(P3_DE))
    said(s, f"{speaker}: {text}")
    assert s.log[-1].model_dump() == {"kind": "object", "player": speaker}


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "we all agree nothing can be moved anymore"),
        ("en", "we're agreed, there's nothing left to move"),
        ("de", "wir sind uns alle einig, es geht nichts mehr"),
    ],
)
def test_agreeing_nothing_can_move_asks_to_end(lang, text):
    players = P3_EN if lang == "en" else P3_DE
    s = table("paletti", lang, players, before=[*_moves(players)])
    before, after, _ = said(s, text)
    assert after == before
    assert s.pending is not None and s.pending.kind == "end"


@pytest.mark.parametrize(
    "lang,text,pillar",
    [
        ("en", "anna couldn't do it, damn, the thick goes back", "thick"),
        ("de", "lena hats nicht geschafft, mist, die dicke kommt zurück", "thick"),
        ("de", "lenas kleine geht nicht raus, wieder rein damit", "small"),
    ],
)
def test_a_give_up_told_with_the_pillar_going_back(lang, text, pillar):
    players = P3_EN if lang == "en" else P3_DE
    s = table("paletti", lang, players, before=_moves(players))
    said(s, text)
    assert s.log[-1].model_dump()["kind"] == "give-up"
    assert s.log[-1].model_dump()["pillar"] == pillar


# ---- undo in other words, short reports, Der Turm ------------------------------------------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "take carla's floor back"),
        ("en", "back, wrong floor entered"),
        ("de", "letzte eingabe löschen"),
        ("de", "zurück, falsches stockwerk eingetragen"),
    ],
)
def test_undo_in_other_words(lang, text):
    players = P3_EN if lang == "en" else P3_DE
    before = [{"kind": "build", "player": p, "floor": i + 1} for i, p in enumerate(players)]
    s = table("babel", lang, players, before=before)
    said(s, text)
    assert len(s.log) == 2


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "floor four's in"),
        ("en", "annas four okay nobody breathe"),
        ("en", "four, and not even wobbling"),
        ("de", "die vier hält"),
        ("de", "vier, und zwar ganz ohne wackeln"),
        ("de", "jawoll lena, vier stück"),
    ],
)
def test_a_short_report_of_exactly_the_next_floor_applies(lang, text):
    players = P3_EN if lang == "en" else P3_DE
    before = [{"kind": "build", "player": p, "floor": i + 1} for i, p in enumerate(players)]
    s = table("babel", lang, players, before=before)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "build", "player": players[0], "floor": 4}


@pytest.mark.parametrize("lang,text", [("en", "floor five's in"), ("de", "die fünf hält")])
def test_a_short_report_of_another_floor_does_not_apply(lang, text):
    players = P3_EN if lang == "en" else P3_DE
    before = [{"kind": "build", "player": p, "floor": i + 1} for i, p in enumerate(players)]
    s = table("babel", lang, players, before=before)
    before_log, after, _ = said(s, text)
    assert after == before_log


@pytest.mark.parametrize(
    "lang,players,text",
    [
        ("en", P3_EN, "ben stars, nothing in it"),
        ("en", P3_EN, "Ben: star, nobody put anything on it yet"),
        ("de", ["Oma", "Opa", "Max"], "opa sternt, nix drin"),
    ],
)
def test_a_star_with_nothing_in_it(lang, players, text):
    before = [
        {"kind": "reveal", "player": players[0], "disk": "2", "gems": 1},
        {"kind": "end-turn", "player": players[0]},
    ]
    s = table("turm", lang, players, {"star": "mirror"}, before=before)
    said(s, text)
    assert s.log[-1].model_dump() == {
        "kind": "reveal",
        "player": players[1],
        "disk": "star",
        "gems": 0,
    }


@pytest.mark.parametrize("text", ["oma mag nicht mehr", "oma will nicht mehr weiter"])
def test_not_wanting_any_more_ends_the_turn(text):
    players = ["Oma", "Opa", "Max"]
    before = [{"kind": "reveal", "player": "Oma", "disk": "2", "gems": 1}]
    s = table("turm", "de", players, {"star": "mirror"}, before=before)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "end-turn", "player": "Oma"}


# ---- after a restart from a real SQLite file ------------------------------------------------


def test_the_new_kinds_after_a_restart(tmp_path):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang="en", store=Store(path))
    s.handle("new game of Villa Paletti with Anna, Ben and Carla")
    for p in P3_EN:
        s.handle(f"{p} moved a small one from the base")
    s.handle("anna can't move anything")
    s.handle("Carla: I object")
    assert len(s.log) == 5
    again = reopened(path, "en")
    assert len(again.log) == 5
    before, after, _ = said(again, "ben small")
    assert after == before  # not Ben's move: asked
    again.handle("carla got anna's thick one out")
    assert again.log[-1].model_dump()["kind"] == "challenge-result"
    before, after, reply = said(again, "ben moved a blue pillar")
    assert after == before and "Anna" in reply.text  # blue is Anna's
    game = get_game("paletti")
    assert game.snapshot(again.state)["removed"]
