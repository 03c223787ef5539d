"""The kinds of sentence from tuning round 14, chat side (heldout19/20, both languages):
an @name of the bot, greetings, thanks and requests around a report or question, chat
abbreviations, chat words in a player list, a star rule in a new game while one runs, and
unmistakable reports the rules forbid -- through the real Session and templates, also after
a restart from a real SQLite file."""

from __future__ import annotations

import pytest
from tables import built, reopened, said, table

from referee.dialogue import Session
from referee.store import Store

B3 = ["Ines", "Oskar", "Vera"]
P3 = ["Hugo", "Lale", "Rike"]
T3 = ["Mira", "Jonte", "Asli"]


def _build(player, floor):
    return {"kind": "build", "player": player, "floor": floor}


# ---- an @name of the bot is no word of what is said ----------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "@scorebot new game babel: ines, oskar, vera"),
        ("en", "@tablebot babel with ines, oskar and vera"),
        ("de", "@schiribot neues spiel babel: ines, oskar, vera"),
        ("de", "@turmbot babel mit ines, oskar und vera"),
    ],
)
def test_a_mention_seats_no_player(lang, text):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is not None and s.table.players == B3


@pytest.mark.parametrize(
    ("lang", "text", "floor"),
    [
        ("en", "@scorebot oskar floor 2", 2),
        ("en", "oskar built floor 2 @scorebot", 2),
        ("de", "@schiribot oskar hat stockwerk 2 gebaut", 2),
        ("de", "oskar stockwerk 2 @schiribot", 2),
    ],
)
def test_a_mention_around_a_report(lang, text, floor):
    s = table("babel", lang, B3, before=built(B3, 1))
    before, after, _ = said(s, text)
    assert after == [*before, s.log[-1]] and s.log[-1].model_dump()["floor"] == floor


@pytest.mark.parametrize(
    ("lang", "text"), [("en", "@scorebot undo"), ("de", "@schiribot rückgängig")]
)
def test_a_mention_before_a_take_back(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text)
    assert after == before[:-1]


# ---- chat words in a player list are no names ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "babel thx: ines, oskar, vera"),
        ("en", "paletti pls: ines, oskar, vera"),
        ("en", "lets play babel instead with ines oskar and vera"),
        ("en", "babel with ines, oskar and vera thanks"),
        ("de", "babel pls: ines, oskar, vera"),
        ("de", "lass uns stattdessen babel spielen mit ines, oskar und vera"),
        ("de", "lieber babel mit ines, oskar und vera"),
        ("de", "babel bitte: ines, oskar, vera danke"),
    ],
)
def test_chat_words_are_no_players(lang, text):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is not None and s.table.players == B3


# ---- a star rule said with a new game while one runs ----------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "yes"),
    [
        ("de", "neues spiel: der turm mit mira jonte asli, freundliche 4", "ja"),
        ("de", "neues spiel der turm mit mira, jonte und asli, freundlicher 4er", "ja"),
        ("en", "new game: der turm with mira jonte asli, friendly 4", "yes"),
    ],
)
def test_the_star_of_a_new_game_stays_while_it_is_asked(lang, text, yes):
    s = table("babel", lang, B3, before=built(B3, 2))
    s.handle(text)
    assert s.pending is not None and s.pending.options == {"star": "friendly4"}
    s.handle(yes)
    assert s.table.game == "turm" and s.table.options.get("star") == "friendly4"


# ---- greetings, thanks and requests around a report ----------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Good morning! This is my first time with this bot. Oskar built floor 2."),
        ("en", "Hi all, I'm new here. oskar built the second floor, thanks!"),
        ("en", "Hello referee, put down oskar: floor 2"),
        ("de", "Guten Morgen! Ich bin zum ersten Mal dabei. Oskar hat Stockwerk 2 gebaut."),
        ("de", "Hallo zusammen, Oskar hat das zweite Stockwerk gebaut, danke!"),
        ("de", "Moin, ich wollte eintragen, dass Oskar Stockwerk 2 gebaut hat."),
        ("en", "Hi, I'm typing for Oskar: he built the second floor."),
        ("de", "Hallo, ich tippe für Oskar: er hat das zweite Stockwerk gebaut."),
    ],
)
def test_a_polite_report_is_read_as_the_report(lang, text):
    s = table("babel", lang, B3, before=built(B3, 1))
    before, after, _ = said(s, text)
    assert after == [*before, s.log[-1]]
    assert s.log[-1].model_dump() == {"kind": "build", "player": "Oskar", "floor": 2}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Hello! I'm new here. Vera built floor 2."),  # Oskar's turn
        ("en", "Hi everyone, put down vera: floor 2"),
        ("de", "Hallo zusammen! Ich bin neu hier. Vera hat Stockwerk 2 gebaut."),
        ("de", "Servus, ich wollte eintragen, dass Vera das zweite Stockwerk gebaut hat."),
    ],
)
def test_a_polite_report_by_the_wrong_player_is_asked(lang, text):
    s = table("babel", lang, B3, before=built(B3, 1))
    before, after, reply = said(s, text)
    assert after == before
    assert s.pending is not None and "Oskar" in reply.text


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Could you please take back the last entry? I typed too fast."),
        ("en", "Hello, could you please undo the last one?"),
        ("de", "Könntest du bitte den letzten Eintrag zurücknehmen? Ich war zu schnell."),
        ("de", "Hallo, kannst du bitte das rückgängig machen?"),
    ],
)
def test_a_polite_request_to_take_back(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text)
    assert after == before[:-1]


@pytest.mark.parametrize(
    ("lang", "text", "intent"),
    [
        ("en", "Excuse me, could you tell me whose turn it is?", "WhoseTurn"),
        ("en", "Hello, can you please tell us the score?", "Scores"),
        ("de", "Entschuldigung, kannst du mir sagen, wer dran ist?", "WhoseTurn"),
        ("de", "Hallo, könnten Sie uns bitte sagen, wie der Punktestand ist?", "Scores"),
        ("en", "Sorry, we lost track. Who is supposed to build now?", "WhoseTurn"),
        ("en", "Could you tell us how many points each of us has?", "Scores"),
        (
            "de",
            "Entschuldigung, ich habe den Überblick verloren. Wer ist an der Reihe?",
            "WhoseTurn",
        ),
        ("de", "Kannst du uns sagen, wie viele Punkte jeder von uns hat?", "Scores"),
    ],
)
def test_a_polite_question_about_the_table(lang, text, intent):
    """A request to tell is taken off; a bare "can you …?" stays a question of its own."""
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text)
    assert after == before and s.last_intent == intent


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "sorry, vera built floor 2"), ("de", "Entschuldigung, Vera hat Stockwerk 2 gebaut")],
)
def test_sorry_before_a_report_still_corrects_or_asks(lang, text):
    """ "sorry" before a report is no politeness to drop: it may correct the last one."""
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text)
    assert after in (before, [*before[:-1], _as_build("Vera", 2)])


def _as_build(player, floor):
    from referee.games import get_game

    return get_game("babel").parse_command(_build(player, floor))


# ---- chat abbreviations ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "player", "floor"),
    [
        ("en", "oskar fl 2 ✅", "Oskar", 2),
        ("en", "oskar fl2 👍", "Oskar", 2),
        ("en", "ok oskar flr 2", "Oskar", 2),
        ("de", "oskar stw 2 ✅", "Oskar", 2),
        ("de", "oskar stk2 👍", "Oskar", 2),
    ],
)
def test_a_floor_in_chat_abbreviation(lang, text, player, floor):
    s = table("babel", lang, B3, before=built(B3, 1))
    before, after, _ = said(s, text)
    assert len(after) == len(before) + 1
    assert after[-1].model_dump() == {"kind": "build", "player": player, "floor": floor}


@pytest.mark.parametrize("text", ["hugo thicc one up", "hugo: thicc → up"])
def test_a_thick_pillar_in_chat(text):
    s = table("paletti", "en", P3)
    before, after, _ = said(s, text)
    assert len(after) == len(before) + 1 and after[-1].model_dump()["pillar"] == "thick"


# ---- unmistakable reports the rules forbid get the rule, nothing changes ---------------------


@pytest.mark.parametrize(
    ("lang", "text", "rule"),
    [
        ("en", "vera fl 2", "Oskar"),  # not Vera's turn
        ("en", "oskar fl 14", "13"),  # beyond the tower
        ("en", "vera flurb 2", "Oskar"),  # a word nobody knows, but all the pieces
        ("de", "vera stw 2", "Oskar"),
        ("de", "oskar stw 14", "13"),
        ("de", "vera flurb 2", "Oskar"),
    ],
)
def test_an_impossible_report_says_the_rule(lang, text, rule):
    s = table("babel", lang, B3, before=built(B3, 1))
    before, after, reply = said(s, text)
    assert after == before
    assert rule in reply.text
    assert not reply.text.startswith(("I didn't get", "Das habe ich nicht"))


# ---- after a restart ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "greeting", "undo"),
    [
        ("en", "Hello! I'm new here. @scorebot oskar fl 2 ✅", "@scorebot undo pls"),
        ("de", "Hallo zusammen! Ich bin neu hier. oskar stw 2, danke", "@schiribot rückgängig"),
    ],
)
def test_chat_reports_after_a_restart(tmp_path, lang, greeting, undo):
    path = tmp_path / "t.sqlite"
    s = Session(table_id="t", lang=lang, store=Store(path))
    s.handle(("new game babel: " if lang == "en" else "neues spiel babel: ") + "ines, oskar, vera")
    s.handle("ines fl 1" if lang == "en" else "ines stw 1")
    again = reopened(path, lang)
    assert again.table.players == B3 and len(again.log) == 1
    again.handle(greeting)
    assert again.log[-1].model_dump() == _build("Oskar", 2)
    once_more = reopened(path, lang)
    assert len(once_more.log) == 2
    once_more.handle(undo)
    assert len(once_more.log) == 1 and reopened(path, lang).log == once_more.log
