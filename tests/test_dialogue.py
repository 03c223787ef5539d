"""The dialogue manager on real templates and message files: people, not rules."""

from __future__ import annotations

import pytest

from referee.dialogue import Session
from referee.replies import get_renderer


def session(lang="en", players=("Anna", "Ben", "Carla")):
    s = Session(lang=lang)
    s.start("babel", list(players))
    return s


def test_i_means_the_speaker_and_a_bare_report_means_the_current_player():
    s = session()
    s.handle("I built the first floor", "Anna")
    assert s.snapshot()["scores"]["Anna"] == 1
    s.handle("done")  # nobody named, no speaker: Ben's turn
    assert s.snapshot()["scores"]["Ben"] == 2
    assert s.snapshot()["turn"] == "Carla"


def test_wrong_player_asks_back_and_yes_applies_the_suggestion():
    s = session()
    reply = s.handle("Ben built floor 1")
    assert reply.text == "It's Anna's turn, not Ben's. Anna, did you build floor 1?"
    assert reply.buttons == ["yes", "no"]
    assert s.snapshot()["scores"] == {"Anna": 0, "Ben": 0, "Carla": 0}
    assert "Anna built floor 1" in s.handle("yes").text
    assert s.snapshot()["scores"]["Anna"] == 1


def test_no_drops_the_question():
    s = session()
    s.handle("floor 4", "Anna")
    assert s.handle("no").text.startswith("OK, I changed nothing.")
    assert s.snapshot()["floors"] == 0
    assert s.handle("yes").text == "There's nothing to confirm right now."


@pytest.mark.parametrize(
    "lang,wrong,fix",
    [
        ("en", "I built the third floor", "sorry, I mean the second floor"),
        ("de", "Ich habe das dritte Stockwerk gebaut", "nein, das zweite"),
    ],
)
def test_correction_right_after_an_ask_back(lang, wrong, fix):
    s = session(lang)
    s.handle("done" if lang == "en" else "fertig", "Anna")
    s.handle(wrong, "Ben")
    assert s.snapshot()["floors"] == 1
    s.handle(fix, "Ben")
    assert s.snapshot()["scores"]["Ben"] == 2 and s.snapshot()["turn"] == "Carla"


def test_german_replies_use_german_grammar():
    s = session("de")
    assert s.handle("Ich habe das erste Stockwerk gebaut", "Anna").text == (
        "Anna hat Stockwerk 1 gebaut: 1 Punkt, insgesamt 1. Ben, du bist dran: Stockwerk 2."
    )
    assert "2 Punkte" in s.handle("fertig").text


def test_unknown_sentence_gets_examples_for_now():
    s = session()
    reply = s.handle("the weather is nice")
    assert reply.text.startswith("I didn't get that. You can say:")
    assert "“Anna built floor 1”" in reply.text
    s_de = session("de")
    assert "„Anna hat Stockwerk 1 gebaut“" in s_de.handle("blablubb").text
    assert s.snapshot()["floors"] == 0


def test_undo_repeats_and_stops_at_the_start():
    s = session()
    for _ in range(3):
        s.handle("done")
    assert s.handle("undo").text.startswith("Took back Carla's floor 3.")
    s.handle("undo")
    s.handle("undo")
    assert s.snapshot()["floors"] == 0 and s.snapshot()["turn"] == "Anna"
    assert s.handle("undo").text == "There's nothing to undo yet."


def test_end_game_needs_a_yes_and_ranks_the_points():
    s = session()
    s.handle("done")
    assert "End the game now?" in s.handle("end the game").text
    reply = s.handle("yes")
    assert "Anna wins" in reply.text and s.snapshot()["finished"] is True
    assert s.snapshot()["winner"] == ["Anna"]
    assert s.handle("done").text.startswith("The game is over")


def test_thirteenth_floor_bonus_is_announced():
    s = session(players=("Anna", "Ben"))
    for _ in range(12):
        s.handle("done")
    text = s.handle("done").text
    assert "floor 13: 18 points (13 plus a bonus of 5)" in text
    assert "All 13 floors stand" in text and "Round 2: Ben opens, having built floor 2." in text


def test_round_start_says_why_when_nobody_built_floor_two():
    s = session()
    s.handle("done")
    text = s.handle("the tower fell")
    assert "nobody built floor 2, so Ben opens — the next player clockwise" in text.text


def test_new_game_without_players_asks_for_them_and_takes_names():
    s = Session()
    assert s.handle("new game of Babel").text.startswith("Who is playing Turmbau zu Babel?")
    reply = s.handle("Anna, Ben and Carla")
    assert reply.text.startswith("New game of Turmbau zu Babel with Anna, Ben and Carla.")


def test_german_new_game_switches_the_table_language():
    s = Session(lang="en")
    reply = s.handle("Neues Spiel Kartenturm mit Anna und Ben")
    assert reply.text.startswith("Neues Spiel Turmbau zu Babel mit Anna und Ben.")
    assert s.snapshot()["lang"] == "de"


def test_setup_errors_are_explained_in_the_table_language():
    s = Session(lang="de")
    assert "braucht 2 bis 8 Mitspieler" in s.start("babel", ["Anna"]).text
    assert s.snapshot()["game"] is None


def test_new_game_during_a_game_asks_first():
    s = session()
    s.handle("done")
    assert "Stop it and start" in s.handle("new game of Babel with Dora and Emil").text
    s.handle("no")
    assert s.snapshot()["players"] == ["Anna", "Ben", "Carla"]
    s.handle("new game of Babel with Dora and Emil")
    s.handle("yes")
    assert s.snapshot()["players"] == ["Dora", "Emil"]


def test_youngest_opens_round_one():
    s = session()
    assert "Carla is the youngest and opens round 1." in s.handle("Carla is the youngest").text
    assert s.snapshot()["turn"] == "Carla" and s.snapshot()["starter"] == "Carla"


def test_names_are_matched_case_insensitively():
    s = session()
    s.handle("ANNA built floor one")
    assert s.snapshot()["scores"]["Anna"] == 1


def test_no_game_yet():
    s = Session()
    assert s.handle("whose turn is it").text.startswith("No game is running.")
    assert s.handle("").text.startswith("I didn't get that")


@pytest.mark.parametrize(
    "lang,announce,yes",
    [("en", "I can't move anything else", "yes"), ("de", "ich kann nicht mehr", "ja")],
)
def test_a_plain_yes_accepts_an_announced_level(lang, announce, yes):
    s = Session(lang=lang)
    s.start("paletti", ["Anna", "Ben", "Carla"])
    s.handle(announce)
    assert s.snapshot()["phase"] == "announced"
    # nobody known said it, and two players still have to answer: the referee asks who
    assert s.handle(yes).text == get_renderer(lang).render(
        "paletti-ask-accept", waiting=["Ben", "Carla"], example="Ben"
    )
    assert s.snapshot()["level"] == "blue"
    s.handle(yes)  # "yes if you all do"
    assert s.snapshot()["level"] == "green" and s.snapshot()["turn"] == "Ben"
    assert s.handle(yes).text == get_renderer(lang).render("nothing-to-confirm")


# ---- found by playing Babel to the end (QA) --------------------------------------------------


@pytest.mark.parametrize(
    "lang,report,question",
    [
        (
            "en",
            "floor 3",
            "Ben, the next floor is 2, not 3 — did you build floor 2?",
        ),
        (
            "de",
            "Stockwerk 3",
            "Ben ist dran, und als Nächstes kommt Stockwerk 2, nicht 3 — hat Ben Stockwerk 2 "
            "gebaut?",
        ),
    ],
)
def test_a_wrong_floor_is_named_in_the_question(lang, report, question):
    s = session(lang)
    s.handle("done" if lang == "en" else "fertig")
    assert s.handle(report).text == question
    assert s.snapshot()["floors"] == 1


@pytest.mark.parametrize(
    "lang,report,question,yes",
    [
        (
            "en",
            "floor 14",
            "A round has at most 13 floors, so there is no floor 14. Anna, the next floor is 1 — "
            "did you build it?",
            "yes",
        ),
        (
            "de",
            "Stockwerk 14",
            "Eine Runde hat höchstens 13 Stockwerke, ein Stockwerk 14 gibt es also nicht. Anna "
            "ist dran, und als Nächstes kommt Stockwerk 1 — hat Anna Stockwerk 1 gebaut?",
            "ja",
        ),
    ],
)
def test_a_floor_above_the_top_says_what_was_expected_and_asks(lang, report, question, yes):
    s = session(lang)
    reply = s.handle(report)
    assert reply.text == question and reply.buttons
    s.handle(yes)
    assert s.snapshot()["scores"]["Anna"] == 1 and s.snapshot()["turn"] == "Ben"


@pytest.mark.parametrize(
    "lang,fell,over",
    [
        ("en", "the tower fell", "Round 1 is over after 2 floors."),
        ("de", "der Turm ist eingestürzt", "Runde 1 ist nach 2 Stockwerken vorbei."),
    ],
)
def test_a_round_ended_by_a_collapse_does_not_say_floors_are_standing(lang, fell, over):
    s = session(lang)
    for _ in range(2):
        s.handle("done" if lang == "en" else "fertig")
    text = s.handle(fell).text
    assert over in text
    assert "standing" not in text and "stehen" not in text


def test_a_round_that_fell_on_floor_one_says_so():
    s = session()
    assert "Round 1 is over before a single floor stood." in s.handle("the tower fell").text
    s = session("de")
    assert "Runde 1 ist vorbei, bevor ein Stockwerk stand." in s.handle("eingestürzt").text


@pytest.mark.parametrize(
    "lang,done,fell,expected",
    [
        (
            "en",
            "done",
            "the tower fell",
            "The game is over; Anna and Ben shared the win. Final scores: Anna 1, Ben 1.",
        ),
        (
            "de",
            "fertig",
            "eingestürzt",
            "Das Spiel ist vorbei; Anna und Ben haben gemeinsam gewonnen. Endstand: Anna 1, Ben 1.",
        ),
    ],
)
def test_after_the_game_whose_turn_gives_the_winners_and_the_ranking(lang, done, fell, expected):
    s = session(lang, players=("Anna", "Ben"))
    for text in (done, fell, done, fell):  # Anna 1, Ben falls; Ben 1, Anna falls
        s.handle(text)
    assert s.snapshot()["finished"] and s.snapshot()["winner"] == ["Anna", "Ben"]
    assert s.handle("whose turn is it" if lang == "en" else "wer ist dran").text == expected


def test_german_collapse_and_undo_avoid_the_genitive_s():
    # "Jonass Zug" would be wrong; "Max’ Zug" (GENITIVE) and "im Zug von Max" are right.
    s = session("de", players=("Jonas", "Max"))
    s.handle("fertig")
    assert s.handle("Stockwerk 3").text.startswith("Max ist dran")
    s.handle("nein")
    text = s.handle("der Turm ist bei mir umgefallen", "Max").text
    assert text.startswith("In Max’ Zug ist der Turm eingestürzt: keine Punkte für Stockwerk 2")
    assert s.handle("rückgängig").text.startswith("Der Einsturz im Zug von Max ist zurückgenommen.")
    assert s.handle("rückgängig").text.startswith("Stockwerk 1 von Jonas ist zurückgenommen.")
    assert s.snapshot()["floors"] == 0 and s.snapshot()["turn"] == "Jonas"


@pytest.mark.parametrize(
    "lang,text", [("en", "the tower collapsed on me"), ("de", "bei mir ist der Turm eingestürzt")]
)
def test_a_collapse_on_me_is_the_speakers(lang, text):
    s = session(lang)
    s.handle("done" if lang == "en" else "fertig")
    reply = s.handle(text, "Anna")  # Anna says it during Ben's turn: asked back
    assert reply.buttons and s.snapshot()["round"] == 1
    s.handle("no" if lang == "en" else "nein")
    assert s.snapshot()["round"] == 1
    s.handle(text, "Ben")
    assert s.snapshot()["round"] == 2


@pytest.mark.parametrize(
    "lang,first,fix",
    [
        ("en", "a two with one gem", "no, it was a three with one gem"),
        ("de", "eine Zwei mit einem Stein", "nein, es war eine Drei mit einem Stein"),
    ],
)
def test_a_correction_replaces_the_report_just_accepted(lang, first, fix):
    s = Session(lang=lang)
    s.start("turm", ["Anna", "Ben", "Carla"])
    s.handle(first, "Anna")
    reply = s.handle(fix, "Anna")
    assert s.snapshot()["open_floors"] == [{"disk": "3", "gems": 2}]
    assert s.snapshot()["scores"]["Anna"] == 11 and len(s.log) == 1
    assert reply.text.startswith(
        get_renderer(lang).render("turm-undone-reveal", player="Anna", disk="2", gems=1)
    )


def test_a_correction_that_does_not_fit_is_a_report_of_its_own():
    s = session()
    s.handle("done")  # Anna's floor 1
    s.handle("no, the third floor")  # cannot replace floor 1: asks back instead
    assert s.pending is not None and s.snapshot()["scores"] == {"Anna": 1, "Ben": 0, "Carla": 0}
    # a plain new report is never taken as a correction
    s.handle("no")
    s.handle("done")
    assert s.snapshot()["scores"] == {"Anna": 1, "Ben": 2, "Carla": 0}


def test_no_to_the_gems_question_keeps_asking_for_the_number():
    s = Session()
    s.start("turm", ["Anna", "Ben"])
    assert "was it empty?" in s.handle("a three").text
    assert s.handle("no").text.startswith("Then how many gems were in the 3?")
    s.handle("two")
    assert s.snapshot()["open_floors"] == [{"disk": "3", "gems": 3}]


def test_my_score_without_a_speaker_is_the_current_players():
    s = session()
    s.handle("done")
    assert s.handle("how many points do I have").text == "Ben has no points yet."
    assert s.handle("how many points do I have", "Anna").text == "Anna has 1 point."


@pytest.mark.parametrize(
    "lang,end,ok", [("en", "end the game", "ok"), ("de", "Spiel beenden", "in Ordnung")]
)
def test_ok_confirms_a_question(lang, end, ok):
    s = session(lang)
    s.handle(end)
    s.handle(ok)
    assert s.snapshot()["finished"] is True


def test_each_game_says_what_decides_when_it_is_ended_early():
    s = Session()
    s.start("turm", ["Anna", "Ben"])
    assert (
        s.handle("end the game").text
        == "End the game now? Whoever has the fewest gems in hand wins."
    )


def test_the_announcers_own_yes_does_not_accept():
    s = Session()
    s.start("paletti", ["Anna", "Ben", "Carla"])
    s.handle("I can't move anything else", "Anna")
    reply = s.handle("yes", "Anna")
    assert reply.text == get_renderer("en").render("paletti-own-accept", announcer="Anna")
    assert s.snapshot()["level"] == "blue"
    s.handle("yes", "Ben")
    assert s.snapshot()["level"] == "blue" and s.snapshot()["accepted"] == ["Ben"]
    s.handle("yes", "Carla")
    assert s.snapshot()["level"] == "green"


@pytest.mark.parametrize("lang,says", [("en", "Carla starts"), ("de", "Carla fängt an")])
def test_saying_who_starts_der_turm(lang, says):
    s = Session(lang=lang)
    s.start("turm", ["Anna", "Ben", "Carla"])
    s.handle(says)
    assert s.snapshot()["turn"] == "Carla" and s.snapshot()["starter"] == "Carla"
    assert s.snapshot()["scores"] == {"Anna": 10, "Ben": 10, "Carla": 12}


def test_german_possessive_of_names_ending_in_s():
    from referee.replies import genitive

    assert [genitive(n) for n in ("Anna", "Jonas", "Max", "Fritz", "Ben")] == [
        "Annas",
        "Jonas’",
        "Max’",
        "Fritz’",
        "Bens",
    ]
    s = Session(lang="de")
    s.start("turm", ["Jonas", "Ben"])
    s.handle("eine Zwei mit einem Stein")
    assert s.handle("rückgängig").text.startswith("Jonas’ 2 mit 1 Stein ist zurückgenommen.")


@pytest.mark.parametrize(
    "lang,said,turn",
    [
        ("en", "new game of Babel with Anna, Ben and Carla, Carla is the youngest", "Carla"),
        ("de", "neues Spiel Der Turm mit Anna, Ben und Carla, Ben fängt an", "Ben"),
    ],
)
def test_a_sentence_inside_the_player_list_is_handled_after_the_start(lang, said, turn):
    s = Session(lang=lang)
    s.handle(said)
    assert s.snapshot()["players"] == ["Anna", "Ben", "Carla"]
    assert s.snapshot()["turn"] == turn


def test_with_commas_a_name_may_have_two_words():
    s = Session()
    s.handle("new game of Babel with Anna Lena, ben and Carla")
    assert s.snapshot()["players"] == ["Anna Lena", "Ben", "Carla"]
    s.handle("anna lena built floor one")
    assert s.snapshot()["scores"]["Anna Lena"] == 1


def test_is_it_my_turn_answers_yes_or_no():
    s = session()
    assert s.handle("is it my turn?", "Anna").text.startswith("Yes, Anna, it's your turn.")
    assert s.handle("is it my turn?", "Ben").text.startswith("No, Ben, it's Anna's turn.")
    de = session("de")
    assert de.handle("ist Ben dran?").text.startswith("Nein, Ben, Anna ist dran.")


def test_another_players_report_does_not_answer_a_question_about_the_current_player():
    s = Session()
    s.start("paletti", ["Anna", "Ben", "Carla"])
    s.handle("I moved the thick one", "Anna")
    s.handle("I pushed it back", "Ben")  # which pillar? asked about Ben
    assert s.pending is not None
    reply = s.handle("I pushed the small one back", "Anna")
    assert s.snapshot()["locked"] == [] and "Ben" in reply.text


def test_set_up_values_are_checked_in_every_game():
    s = Session()
    assert s.start("babel", ["Anna", " "]).text == get_renderer("en").render("setup-empty-name")
    assert "either on or off" in s.start("turm", ["Anna", "Ben"], {"first_game": "no"}).text
    assert s.snapshot()["game"] is None
    s.start("turm", ["Anna", "Ben"], {"star": "Mirror"})
    assert s.snapshot()["star"] == "mirror"


def test_a_log_that_no_longer_replays_is_not_offered(tmp_path):
    from referee.store import Store

    store = Store(tmp_path / "r.sqlite3")
    game_no = store.new_game("t", "babel", ["Anna", "Ben"], {})
    store.append(game_no, {"kind": "build", "player": "Anna", "floor": 7}, False)
    assert not Session(table_id="t", store=store).resumable()
