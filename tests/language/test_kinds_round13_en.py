"""The kinds of sentence from tuning round 13, English side (heldout15/16, tuning9), through
the real Session and templates: the wrong-action kinds ask or do nothing, the others do what
was meant -- also after a restart from a real SQLite file."""

from __future__ import annotations

import pytest
from tables import built, reopened, reveal, said, table

from referee.dialogue import Session
from referee.store import Store

B4 = ["Nora", "Felix", "Ida", "Omar"]
P4 = ["Lea", "Max", "Sofi", "Tim"]
T3 = ["Rita", "Jan", "Kemal"]


def _moves(players):
    return [{"kind": "move", "player": p, "pillar": "small"} for p in players]


def _agreed(players):
    return [
        *_moves(players),
        {"kind": "announce", "player": players[0]},
        {"kind": "accept", "player": players[1]},
    ]


# ---- a take-back called off in the same breath: nothing changes ----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "wait undo, we gave nora five but it was felix's turn... no actually it was nora. "
        "never mind",
        "undo noras five, oh no sorry it was right, forget it",
        "go back one. actually no dont, it's correct",
        "no undo, i mean, keep it",
        "hang on undo that... oh no wait its fine leave it",
    ],
)
def test_a_take_back_called_off_changes_nothing(text):
    s = table("babel", "en", B4, before=built(B4, 5))
    before, after, reply = said(s, text)
    assert after == before
    assert "as it was" in reply.text


@pytest.mark.parametrize(
    "text", ["undo that reveal... no wait, keep it", "wait undo, hmm no it's right, never mind"]
)
def test_a_take_back_called_off_ends_no_turn(text):
    s = table("turm", "en", T3, {"first_game": True}, before=[reveal("Rita", "2", 0)])
    before, after, _ = said(s, text)
    assert after == before


def test_keep_it_without_a_take_back_still_reads_as_before():
    s = table("turm", "en", T3, {"first_game": True}, before=[reveal("Rita", "2", 0)])
    said(s, "rita stops, she'll keep it")
    assert s.log[-1].model_dump() == {"kind": "end-turn", "player": "Rita"}


def test_a_plain_undo_still_takes_back():
    s = table("babel", "en", B4, before=built(B4, 5))
    before, after, _ = said(s, "undo that")
    assert after == before[:-1]


# ---- a take-back that says what it was instead: replaced ------------------------------------


@pytest.mark.parametrize(
    "before,text,want",
    [
        ([reveal("Rita", "2", 0)], "undo the two, it was actually a three, empty", ("3", 0)),
        ([reveal("Rita", "2", 0)], "take back the last one, it was a four with one", ("4", 1)),
        ([reveal("Rita", "star", 0)], "undo the star, it was actually a one, empty", ("1", 0)),
        ([reveal("Rita", "star", 0)], "that wasnt the star it was a two with one gem", ("2", 1)),
    ],
)
def test_a_take_back_with_what_it_was_replaces(before, text, want):
    s = table("turm", "en", T3, {"star": "super2"}, before=before)
    _, after, _ = said(s, text)
    assert len(after) == 1
    assert after[-1].model_dump() == {
        "kind": "reveal",
        "player": "Rita",
        "disk": want[0],
        "gems": want[1],
    }


def test_a_take_back_with_no_report_after_its_past_still_takes_back():
    s = table("babel", "en", B4, before=built(B4, 5))
    before, after, _ = said(s, "undo, it was a mistake")
    assert after == before[:-1]


def test_a_restated_report_that_cannot_stand_there_replaces_nothing():
    s = table("babel", "en", B4, before=built(B4, 5))
    before, after, _ = said(s, "undo noras five, it was a nine")
    assert after != before[:-1] + [after[-1]] or after[-1].model_dump().get("floor") != 9


# ---- a colour corrected: replaced, not taken back ------------------------------------------


def test_a_colour_corrected_replaces_the_move():
    players = ["Zora", "Henrik"]
    move = {"kind": "move", "player": "Zora", "pillar": "small", "from_level": 0, "colour": "blue"}
    s = table("paletti", "en", players, before=[move])
    _, after, _ = said(s, "zoras was the yellow small, not the blue")
    assert len(after) == 1
    assert after[-1].model_dump()["colour"] == "yellow"


def test_a_pillar_denied_and_restated_replaces_the_move():
    s = table(
        "paletti",
        "en",
        P4,
        before=[*_moves(P4), {"kind": "move", "player": "Lea", "pillar": "small"}],
    )
    _, after, _ = said(s, "lea's wasn't the small, it was the angular one")
    assert after[-1].model_dump()["pillar"] == "angular" and len(after) == 5


# ---- an answer changed without saying so: asked ---------------------------------------------


@pytest.mark.parametrize("text", ["actually no, i object", "hmm wait no, i'd rather object"])
def test_objecting_after_ones_own_agreement_asks(text):
    s = table("paletti", "en", P4, before=_agreed(P4))
    before, after, reply = said(s, text, speaker="Max")
    assert after == before
    assert reply.text.rstrip().endswith("?")


@pytest.mark.parametrize(
    "text", ["wait no, I object instead", "no, changed my mind, I object instead"]
)
def test_objecting_instead_replaces_the_agreement(text):
    s = table("paletti", "en", P4, before=_agreed(P4))
    _, after, _ = said(s, text, speaker="Max")
    assert after[-1].model_dump() == {"kind": "object", "player": "Max"}
    assert len(after) == len(_agreed(P4))


# ---- who is still waited for did nothing ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["max said yes already, we're waiting on sofi", "max already agreed, what about sofi and tim"],
)
def test_talk_of_another_players_answer_answers_nothing(text):
    s = table("paletti", "en", P4, before=_agreed(P4))
    before, after, _ = said(s, text)
    assert after == before


def test_an_answer_with_nobody_waited_for_still_counts():
    s = table("paletti", "en", P4, before=_agreed(P4))
    said(s, "im fine with it too", speaker="Sofi")
    assert s.log[-1].model_dump()["player"] == "Sofi"


# ---- a question answered with a report after it ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["my turn? ok, three with one in it", "rita has to go on right? fine, three with one gem"],
)
def test_a_question_then_a_report_reports(text):
    s = table("turm", "en", T3, {"first_game": True}, before=[reveal("Rita", "2", 0)], just=False)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "reveal", "player": "Rita", "disk": "3", "gems": 1}


def test_a_question_then_small_talk_reports_nothing():
    s = table("turm", "en", T3, {"first_game": True}, before=[reveal("Rita", "2", 0)])
    before, after, _ = said(s, "is it rita's turn? lol")
    assert after == before


# ---- after a restart from a real SQLite file ------------------------------------------------


def test_the_new_kinds_after_a_restart(tmp_path):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang="en", store=Store(path))
    s.handle("new game of Der Turm with Rita, Jan and Kemal, full game, super 2 star")
    s.handle("rita opened the star, empty")
    assert len(s.log) == 1
    again = reopened(path, "en")
    assert len(again.log) == 1
    again._just_accepted = True
    before, after, _ = said(again, "undo that reveal... no wait, keep it")
    assert after == before
    said(again, "undo the star, it was actually a two, empty")
    assert [c.model_dump() for c in again.log] == [reveal("Rita", "2", 0)]
    third = reopened(path, "en")
    assert [c.model_dump() for c in third.log] == [reveal("Rita", "2", 0)]


# ---- a player handed the turn, a restart with nothing after it, a negation's reach ---------


@pytest.mark.parametrize(
    "text",
    [
        "six stands, felix you're up",
        "made the sixth, your go ida",
        "ok six is standing, ida you're next",
    ],
)
def test_the_next_players_name_is_not_the_builders(text):
    s = table("babel", "en", B4, before=built(B4, 5), just=False)
    said(s, text)
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Felix", "floor": 6}


def test_a_restart_word_with_nothing_after_it_restarts_nothing():
    s = table("babel", "en", B4, before=built(B4, 5), just=False)
    said(s, "felix's six just went down, sorry guys")
    assert s.log[-1].model_dump() == {"kind": "collapse", "player": "Felix"}


def test_a_negation_reaches_only_the_nearest_cue():
    before = [*built(B4, 3), {"kind": "collapse", "player": "Omar"}]
    s = table("babel", "en", B4, before=before)
    said(s, "no wait omar's floor didn't fall it's standing")
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Omar", "floor": 4}
    assert len(s.log) == 4


def test_a_question_then_a_player_told_what_to_do_reports_nothing():
    s = table("turm", "en", T3, {"first_game": True})
    before, after, _ = said(s, "ok everyone ready? rita you start")
    assert after == before


# ---- cheering a player on to go on is no report ------------------------------------------


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "come on mike keep going"),
        ("en", "keep going mike, one more"),
        ("en", "carry on mike"),
        ("de", "komm schon mike, mach weiter"),
        ("de", "weiter so mike"),
    ],
)
def test_cheering_a_player_on_to_go_on_changes_nothing(lang, text):
    reveal = [{"kind": "reveal", "player": "Mike", "disk": "2", "gems": 1}]
    s = table("turm", lang, ["Mike", "Jess"], {"first_game": True}, before=reveal)
    before, after, _ = said(s, text)
    assert after == before
    _, after, _ = said(s, "mike stops" if lang == "en" else "mike hört auf")
    assert len(after) == 2  # the turn ends when he says so
